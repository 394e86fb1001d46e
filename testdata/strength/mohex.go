package main

import (
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
	tmatch "github.com/tabla-games/tabla/protocol/match"
)

const mohexUsage = `mohex plays tabla's Hex (UCI, Threads 1, go movetime MS or go nodes N)
against a Hex program that speaks GTP, such as MoHex (Benzene), over the first
N/2 openings of the openings file, each opening twice with the colours swapped:
tabla Red (first) in game 2k+1 and Blue in game 2k+2. The program's commands
(-setup) are sent once when it starts; each game it gets boardsize, then the
moves with play and its turns with genmove. Without the swap (tabla's default
rules), as Benzene's allow_swap 0.

Notation. The GTP program names cells as HexGui does, which is tabla's Hex
notation too: the column letter (a at the left), the row number (1 at the
top); Black moves first and joins row 1 to the last row, so Black is tabla's
Red and White its Blue, and the cells touch the same neighbours. At the end the
program's final_score must name the winner tabla's rules found, or the match
stops with an error (a coordinate or colour mix-up).

tabla's own Hex rules (the registry's game) referee every move: the game ends
when a side joins its edges; an illegal move, a resignation or no move loses the
game for the side that sent it, a crash or hang (no answer within
-move-timeout) likewise. Time is wall time a move: give tabla the -movetime that
matches the program's measured mean (tabla stops about 50 ms short of it). The
report prints each side's mean wall and CPU time a move, and the mean wall time
of the moves that took 100 ms or more: a side that has proved the game answers
at once. Every game is written to -record (tabla match's PGN).

`

// cmdMoHex runs the mohex subcommand: a Hex match of tabla against a GTP
// program, refereed here (see mohexUsage).
func cmdMoHex(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mohex", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, mohexUsage)
		fs.PrintDefaults()
	}
	engine := fs.String("engine", "", "the GTP program's command, split like a shell would (required), e.g. '/tmp/benzene/build/src/mohex/mohex --quiet --use-logfile=0'")
	name := fs.String("name", "mohex", "the GTP program's name in the report")
	setup := fs.String("setup", "param_game allow_swap 0; param_mohex num_threads 1; param_mohex max_time 1",
		"GTP commands sent to the program when it starts, separated by ';'")
	size := fs.Int("size", 11, "the board's size")
	of := addOutsideFlags(fs, 1000, filepath.Join("testdata", "openings", "hex.txt"), "record", 5*time.Minute)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *engine == "" || !of.valid() || *size < 1 || *size > 26 {
		fmt.Fprintln(stderr, "mohex: -engine is required; -n, -movetime and -nodes must be positive, -size 1 to 26")
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "mohex:", err)
		return 1
	}
	s, cleanup, err := of.prepare(*engine, "tabla-mohex-")
	defer cleanup()
	if err != nil {
		return fail(err)
	}
	m := &gtpHexMatch{
		tabla: []string{s.bin}, size: *size, limit: s.limit,
		gtp: s.argv, setup: splitCommands(*setup), name: *name,
		timeout: *of.moveTimeout, pgn: s.record, log: stdout, deadline: s.deadline,
	}
	if *size != 11 {
		m.options = []string{fmt.Sprintf("size=%d", *size)}
	}
	load := loadAverage()
	fmt.Fprintf(stdout, "tabla %s (%s) vs %s (%q), hex %d×%d, %d games (load %s)\n",
		s.bin, m.limit, *name, *setup, *size, *size, *of.n, load)
	sum, err := m.run(s.ops, *of.n)
	if err != nil {
		return fail(err)
	}
	endLoad := loadAverage()
	fmt.Fprint(stdout, sum.report(*name))
	fmt.Fprintf(stdout, "load %s at the start, %s at the end\n", load, endLoad)
	change := fmt.Sprintf("against %s (mohex subcommand, tabla %s, %s: %s); mean wall ms/move tabla %.0f, %s %.0f (cpu %.0f, %.0f; moves of %s or more %.0f, %.0f); %.1f plies a game; load at the end %s",
		*name, m.limit, *name, *setup, sum.wall[0].mean(), *name, sum.wall[1].mean(),
		sum.cpu[0].mean(), sum.cpu[1].mean(), searchedMove, sum.searched[0].mean(), sum.searched[1].mean(),
		float64(sum.plies)/float64(max(1, sum.score.N())), endLoad)
	if err := of.row(stdout, change, s.rev+".."+*name, "hex", sum.score, sum.forfeits, load); err != nil {
		return fail(err)
	}
	return 0
}

// splitCommands splits "a; b;c" into its commands, dropping empty ones.
func splitCommands(s string) []string {
	var cmds []string
	for _, c := range strings.Split(s, ";") {
		if c = strings.TrimSpace(c); c != "" {
			cmds = append(cmds, c)
		}
	}
	return cmds
}

// gtpHexMatch is one Hex match of tabla against a GTP program.
type gtpHexMatch struct {
	tabla   []string
	options []string     // tabla's GameOptions
	size    int          // the board's
	limit   tmatch.Limit // tabla's: MoveTime or Nodes
	gtp     []string
	setup   []string // GTP commands sent once at the start
	name    string
	timeout time.Duration
	pgn     io.Writer
	log     io.Writer
	// deadline, if set, is when no new pair of games starts.
	deadline time.Time
}

// gtpHexSummary is the match's outcome, from tabla's side: index 0 is
// tabla, 1 the GTP program.
type gtpHexSummary struct {
	score    tmatch.Score
	forfeits int // games not ended by a side joining its edges
	plies    int // over the games, openings included
	cpu      [2]meanOf
	wall     [2]meanOf
	// searched is the wall time of the moves that took searchedMove or
	// more: a side that has proved its win, or its loss, answers at
	// once, and those moves pull the mean down by how long the game
	// stays decided.
	searched [2]meanOf
}

// searchedMove is the least wall time of a move counted as searched.
const searchedMove = 100 * time.Millisecond

func (s gtpHexSummary) report(name string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "tabla vs %s: W-L %d-%d, score %.3f, %d games, %.1f plies a game\n", name, s.score.W, s.score.L,
		s.score.Ratio(), s.score.N(), float64(s.plies)/float64(max(1, s.score.N())))
	fmt.Fprintf(&b, "elo difference: %s\n", s.score.EloString())
	if s.forfeits > 0 {
		fmt.Fprintf(&b, "%d games not ended on the board\n", s.forfeits)
	}
	fmt.Fprintf(&b, "mean wall time a move: tabla %.1f ms over %d moves, %s %.1f ms over %d moves\n",
		s.wall[0].mean(), s.wall[0].n, name, s.wall[1].mean(), s.wall[1].n)
	fmt.Fprintf(&b, "mean cpu a move: tabla %.1f ms, %s %.1f ms\n", s.cpu[0].mean(), name, s.cpu[1].mean())
	fmt.Fprintf(&b, "mean wall time a move of %s or more: tabla %.1f ms over %d moves, %s %.1f ms over %d moves\n",
		searchedMove, s.searched[0].mean(), s.searched[0].n, name, s.searched[1].mean(), s.searched[1].n)
	return b.String()
}

// run plays games games: pair k plays opening k (modulo their number),
// tabla Red in the first game of the pair and Blue in the second.
func (m *gtpHexMatch) run(ops []tmatch.Opening, games int) (gtpHexSummary, error) {
	var sum gtpHexSummary
	var eng [2]*child
	defer func() {
		for _, c := range eng {
			if c != nil {
				c.close()
			}
		}
	}()
	startTabla := func() (*child, error) { return startTablaUCI(m.tabla, "hex", m.options) }
	for i := range games {
		if i%2 == 0 && !m.deadline.IsZero() && time.Now().After(m.deadline) {
			fmt.Fprintf(m.log, "-max-time reached: stopping after %d games\n", i)
			break
		}
		if err := restart(&eng, startTabla, m.startGTP); err != nil {
			return sum, err
		}
		tablaSide := i % 2 // 0: tabla is Red (p1)
		rec, err := m.play(eng, ops[(i/2)%len(ops)], tablaSide, &sum)
		if err != nil {
			return sum, fmt.Errorf("game %d: %v", i+1, err)
		}
		rec.Round = i + 1
		if rec.ScoreFor(0) == 1 {
			sum.score.W++
		} else {
			sum.score.L++
		}
		if rec.Termination != "normal" {
			sum.forfeits++
		}
		sum.plies += len(rec.Moves)
		fmt.Fprintf(m.log, "game %d/%d %s vs %s: %s {%s}, %d plies; tabla %d-%d, wall ms/move %.0f-%.0f\n",
			i+1, games, rec.Engines[0], rec.Engines[1], rec.Result, rec.Reason, len(rec.Moves),
			sum.score.W, sum.score.L, sum.wall[0].mean(), sum.wall[1].mean())
		if m.pgn != nil {
			cfg := &tmatch.Config{Game: "hex", Options: m.options, Event: "tabla vs " + m.name}
			cfg.Engines[0].Limit = m.limit
			if err := tmatch.WritePGN(m.pgn, rec, cfg); err != nil {
				return sum, err
			}
		}
	}
	return sum, nil
}

// play plays one game from opening o, tabla taking side tablaSide. An
// error means the referee itself failed: a bad opening, or the program's
// final_score disagrees with tabla's rules; everything an engine does
// wrong loses it the game instead.
func (m *gtpHexMatch) play(eng [2]*child, o tmatch.Opening, tablaSide int, sum *gtpHexSummary) (tmatch.Record, error) {
	var rec tmatch.Record
	pos, _, err := position.NewGame("hex", m.options...)
	if err != nil {
		return rec, err
	}
	if o.Start != "" {
		return rec, fmt.Errorf("opening %q: the GTP program starts from the empty board only", o)
	}
	start := pos.Position()
	owner := [2]int{tablaSide, 1 - tablaSide} // owner[side]: 0 tabla, 1 the program
	names := [2]string{"tabla", m.name}
	rec = tmatch.Record{First: tablaSide, Start: start, Date: time.Now(),
		Engines: [2]string{names[owner[0]], names[owner[1]]}}
	finish := func(result, term, reason string) (tmatch.Record, error) {
		rec.Result, rec.Termination, rec.Reason = result, term, reason
		return rec, nil
	}
	sides := [2]string{"red", "blue"}
	lose := func(side int, term, why string) (tmatch.Record, error) {
		return finish([2]string{"0-1", "1-0"}[side], term, fmt.Sprintf("%s (%s) %s", sides[side], names[owner[side]], why))
	}
	prog := eng[1]
	if err := eng[0].newTablaGame(); err != nil {
		return lose(tablaSide, "abandoned", err.Error())
	}
	for _, c := range []string{fmt.Sprintf("boardsize %d %d", m.size, m.size), "clear_board"} {
		if _, err := gtpCall(prog.c, c); err != nil {
			prog.kill()
			return lose(1-tablaSide, "abandoned", err.Error())
		}
	}
	// tell plays a move, in tabla's canonical notation, on the program's
	// board.
	tell := func(side int, mv string) error {
		g, err := toGTPHex(mv)
		if err == nil {
			_, err = gtpCall(prog.c, fmt.Sprintf("play %s %s", gtpColour(side), g))
		}
		return err
	}
	play := func(text, comment string) error {
		mv, err := pos.ParseMove(text)
		if err != nil {
			return err
		}
		rec.Moves = append(rec.Moves, pos.FormatMove(mv))
		rec.Movers = append(rec.Movers, pos.ToMove())
		rec.Comments = append(rec.Comments, comment)
		pos.Make(mv)
		return nil
	}
	for _, text := range o.Moves {
		side := pos.ToMove()
		if err := play(text, "book"); err != nil {
			return rec, fmt.Errorf("opening %q: %s: %v", o, text, err)
		}
		if err := tell(side, rec.Moves[len(rec.Moves)-1]); err != nil {
			prog.kill()
			return lose(1-tablaSide, "abandoned", err.Error())
		}
	}
	for {
		if over, score := pos.Outcome(); over {
			winner := pos.ToMove() // a finished game is lost for the side to move
			if score < 0 {
				winner = 1 - winner
			}
			fs, err := gtpCall(prog.c, "final_score")
			if err != nil {
				return rec, fmt.Errorf("final_score: %v", err)
			}
			if want := strings.ToUpper(gtpColour(winner)) + "+"; fs != want {
				return rec, fmt.Errorf("tabla's rules give %s the game, %s's final_score says %q (want %q)",
					sides[winner], m.name, fs, want)
			}
			return finish([2]string{"1-0", "0-1"}[winner], "normal", sides[winner]+" joins its edges")
		}
		side := pos.ToMove()
		who := owner[side]
		c := eng[who]
		var text string
		var cpu, wall time.Duration
		var err error
		if who == 0 {
			text, _, cpu, wall, err = c.tablaGo("startpos", rec.Moves, m.limit, m.timeout)
		} else {
			var g string
			g, cpu, wall, err = m.genmove(c, side)
			if err == nil {
				if text, err = fromGTPHex(g, m.size); err != nil {
					return lose(side, "illegal move", err.Error())
				}
			}
		}
		if err != nil {
			term, why := c.failure(err, wall)
			return lose(side, term, why)
		}
		if text == "resign" {
			return lose(side, "resignation", "resigns")
		}
		sum.cpu[who].add(cpu)
		sum.wall[who].add(wall)
		if wall >= searchedMove {
			sum.searched[who].add(wall)
		}
		if err := play(text, fmt.Sprintf("%.3fs cpu %.3fs", wall.Seconds(), cpu.Seconds())); err != nil {
			return lose(side, "illegal move", fmt.Sprintf("played an illegal move %q: %v", text, err))
		}
		if who == 0 {
			if err := tell(side, rec.Moves[len(rec.Moves)-1]); err != nil {
				prog.kill()
				return lose(1-tablaSide, "abandoned", fmt.Sprintf("refuses tabla's move: %v", err))
			}
		}
	}
}

// genmove asks the program for side's move and returns it as the program
// wrote it, with the CPU and wall time it took.
func (m *gtpHexMatch) genmove(c *child, side int) (string, time.Duration, time.Duration, error) {
	cpu0, err := cpuTime(c.cmd.Process.Pid)
	if err != nil {
		return "", 0, 0, err
	}
	t0 := time.Now()
	mv, err := gtpCall(c.c, "genmove "+gtpColour(side))
	wall := time.Since(t0)
	if err != nil {
		return "", 0, wall, err
	}
	cpu1, err := cpuTime(c.cmd.Process.Pid)
	return mv, cpu1 - cpu0, wall, err
}

func (m *gtpHexMatch) startGTP() (*child, error) {
	ch, err := startChild(m.gtp, "")
	if err != nil {
		return nil, err
	}
	for _, s := range m.setup {
		if _, err := gtpCall(ch.c, s); err != nil {
			ch.kill()
			return nil, fmt.Errorf("%s: %v", m.name, err)
		}
	}
	return ch, nil
}

// gtpColour is the GTP colour of tabla's Hex side: Red (0), which moves
// first, is Black.
func gtpColour(side int) string { return [2]string{"b", "w"}[side] }

// fromGTPHex turns a GTP Hex program's move into tabla's Hex notation on
// a size×size board. The cells are named alike (HexGui's names are
// HexWiki's: the column letter, a at the left, then the row, 1 at the
// top), in any case; "resign" stays. Benzene's swap-pieces is refused:
// it keeps the stone and exchanges the players, where tabla's swap
// mirrors the stone, and the match plays without the swap.
func fromGTPHex(mv string, size int) (string, error) {
	s := strings.ToLower(strings.TrimSpace(mv))
	if s == "resign" {
		return s, nil
	}
	if len(s) < 2 || s[0] < 'a' || int(s[0]-'a') >= size || s[1] == '0' {
		return "", fmt.Errorf("sent %q, which is no cell of the %d×%d board", mv, size, size)
	}
	row, err := strconv.Atoi(s[1:])
	if err != nil || row < 1 || row > size {
		return "", fmt.Errorf("sent %q, which is no cell of the %d×%d board", mv, size, size)
	}
	return s, nil
}

// toGTPHex turns a canonical tabla Hex move into the GTP program's
// notation: a cell is the same name; swap and pass have no counterpart.
func toGTPHex(mv string) (string, error) {
	if mv == "swap" || mv == "pass" {
		return "", fmt.Errorf("%s: no GTP counterpart in this match", mv)
	}
	return mv, nil
}
