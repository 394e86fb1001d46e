package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	tmatch "github.com/tabla-games/tabla/protocol/match"
)

const nboardUsage = `nboard plays tabla (UCI, Threads 1, go movetime MS or go nodes N) against an
Othello engine that speaks the NBoard protocol (NTest: ./ntest x, run from its
build directory) at a fixed search depth, over the first N/2 openings of the
openings file, each opening twice with the colours swapped. tabla's own Reversi
rules (the registry's game) referee every move; an illegal move or no move
loses the game for the side that sent it, a crash or hang (no answer within
-move-timeout) likewise. There is no time forfeit.

Equal time. NBoard engines search by depth only, and a movetime is wall time,
which a machine shared with other jobs (and nice) shrinks to a fraction of a
core. The match is made equal in CPU time instead, measured per move from
/proc/PID/stat (utime+stime of the engine's process, all its threads):
  1. tabla plays a node count a move (-nodes), the count its search reaches in
     the target CPU time: run a few games (-n 2 -results '') and read the
     "nodes per cpu ms" the report prints; -nodes = that rate × target ms.
  2. the NBoard engine plays the depth (-depth) whose mean CPU time a move,
     printed as "mean cpu a move", comes closest to the same target.
The report gives tabla's W-D-L, score, Elo with its 95% interval, the disc sums
(tabla's discs, then the opponent's, over games that ended on the board), each
side's mean CPU and wall time a move, and tabla's nodes per CPU millisecond.

`

// cmdNBoard runs the nboard subcommand: a match of tabla against an
// NBoard engine, refereed here (see nboardUsage).
func cmdNBoard(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("nboard", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, nboardUsage)
		fs.PrintDefaults()
	}
	engine := fs.String("engine", "", "the NBoard engine's command, split like a shell would (required), e.g. './ntest x'")
	dir := fs.String("dir", "", "the NBoard engine's working directory (NTest's build directory)")
	name := fs.String("name", "ntest", "the NBoard engine's name in the report")
	depth := fs.Int("depth", 0, "the NBoard engine's search depth, sent as 'set depth N' (required)")
	options := fs.String("options", "", "tabla's GameOptions, e.g. eval=hand")
	// Under nice on a loaded machine a deep endgame solve takes minutes.
	of := addOutsideFlags(fs, 100, filepath.Join("testdata", "openings", "reversi.txt"), "pgn", 10*time.Minute)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *engine == "" || *depth < 1 || !of.valid() {
		fmt.Fprintln(stderr, "nboard: -engine and -depth are required; -depth, -n, -movetime and -nodes must be positive")
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "nboard:", err)
		return 1
	}
	s, cleanup, err := of.prepare(*engine, "tabla-nboard-")
	defer cleanup()
	if err != nil {
		return fail(err)
	}
	ref := &nboardMatch{
		tabla:   []string{s.bin},
		options: strings.Fields(*options),
		limit:   s.limit,
		nboard:  s.argv, dir: *dir, name: *name, depth: *depth,
		timeout: *of.moveTimeout, pgn: s.record, log: stdout, deadline: s.deadline,
	}
	load := loadAverage()
	fmt.Fprintf(stdout, "tabla %s (%s, options %q) vs %s depth %d, %d games (load %s)\n",
		s.bin, ref.limit, *options, *name, *depth, *of.n, load)
	sum, err := ref.run(s.ops, *of.n)
	if err != nil {
		return fail(err)
	}
	report := sum.report(*name)
	fmt.Fprint(stdout, report)
	opts := *options
	if opts == "" {
		opts = "default options"
	}
	change := fmt.Sprintf("against %s depth %d (nboard subcommand, tabla %s, %s); discs %d-%d; mean cpu ms/move tabla %.0f, %s %.0f (wall %.0f, %.0f); tabla %.0f nodes/cpu ms",
		*name, *depth, ref.limit, opts, sum.discs[0], sum.discs[1], sum.cpu[0].mean(), *name, sum.cpu[1].mean(),
		sum.wall[0].mean(), sum.wall[1].mean(), sum.nodesPerMS())
	commits := fmt.Sprintf("%s..%s-d%d", s.rev, *name, *depth)
	if err := of.row(stdout, change, commits, "reversi", sum.score, sum.forfeits, load); err != nil {
		return fail(err)
	}
	return 0
}

// nboardMatch is one match of tabla against an NBoard engine.
type nboardMatch struct {
	tabla   []string
	options []string     // tabla's GameOptions
	limit   tmatch.Limit // tabla's: MoveTime or Nodes
	nboard  []string
	dir     string
	name    string
	depth   int
	timeout time.Duration
	pgn     io.Writer
	log     io.Writer
	// deadline, if set, is when no new pair of games starts.
	deadline time.Time
}

// nboardSummary is the match's outcome, from tabla's side: index 0 is
// tabla, 1 the NBoard engine.
type nboardSummary struct {
	score    tmatch.Score
	discs    [2]int // summed over the games that ended on the board
	forfeits int    // games ended by an illegal move, a crash or a hang
	cpu      [2]meanOf
	wall     [2]meanOf
	nodes    int64 // tabla's, over its moves
}

// nodesPerMS is tabla's search speed in nodes per CPU millisecond.
func (s nboardSummary) nodesPerMS() float64 {
	if s.cpu[0].sum == 0 {
		return 0
	}
	return float64(s.nodes) / s.cpu[0].sum
}

// meanOf accumulates milliseconds a move.
type meanOf struct {
	sum float64
	n   int
}

func (m *meanOf) add(d time.Duration) { m.sum += float64(d) / float64(time.Millisecond); m.n++ }

func (m meanOf) mean() float64 {
	if m.n == 0 {
		return 0
	}
	return m.sum / float64(m.n)
}

func (s nboardSummary) report(name string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "tabla vs %s: W-D-L %d-%d-%d, score %.3f, %d games\n", name, s.score.W, s.score.D, s.score.L,
		s.score.Ratio(), s.score.N())
	fmt.Fprintf(&b, "elo difference: %s\n", s.score.EloString())
	fmt.Fprintf(&b, "discs: tabla %d, %s %d", s.discs[0], name, s.discs[1])
	if s.forfeits > 0 {
		fmt.Fprintf(&b, " (%d games not ended on the board are left out)", s.forfeits)
	}
	fmt.Fprintf(&b, "\nmean cpu a move: tabla %.1f ms over %d moves, %s %.1f ms over %d moves\n",
		s.cpu[0].mean(), s.cpu[0].n, name, s.cpu[1].mean(), s.cpu[1].n)
	fmt.Fprintf(&b, "mean wall time a move: tabla %.1f ms, %s %.1f ms\n", s.wall[0].mean(), name, s.wall[1].mean())
	fmt.Fprintf(&b, "tabla: %.0f nodes per cpu ms, %.0f nodes a move\n", s.nodesPerMS(), float64(s.nodes)/float64(max(1, s.cpu[0].n)))
	return b.String()
}

// run plays games games: pair k plays opening k (modulo their number),
// tabla Black in the first game of the pair and White in the second.
func (m *nboardMatch) run(ops []tmatch.Opening, games int) (nboardSummary, error) {
	var sum nboardSummary
	var eng [2]*child
	defer func() {
		for _, c := range eng {
			if c != nil {
				c.close()
			}
		}
	}()
	for i := range games {
		if i%2 == 0 && !m.deadline.IsZero() && time.Now().After(m.deadline) {
			fmt.Fprintf(m.log, "-max-time reached: stopping after %d games\n", i)
			break
		}
		if err := restart(&eng, m.startTabla, m.startNBoard); err != nil {
			return sum, err
		}
		o := ops[(i/2)%len(ops)]
		tablaSide := i % 2 // 0: tabla is Black (p1)
		g, err := m.play(eng, o, tablaSide, &sum)
		if err != nil {
			return sum, fmt.Errorf("game %d: %v", i+1, err)
		}
		g.rec.Round = i + 1
		switch g.rec.ScoreFor(0) {
		case 1:
			sum.score.W++
		case 0:
			sum.score.L++
		default:
			sum.score.D++
		}
		if g.rec.Termination == "normal" {
			sum.discs[0] += g.discs[tablaSide]
			sum.discs[1] += g.discs[1-tablaSide]
		} else {
			sum.forfeits++
		}
		fmt.Fprintf(m.log, "game %d/%d %s vs %s: %s {%s}; tabla %d-%d-%d, discs %d-%d, cpu ms/move %.0f-%.0f\n",
			i+1, games, g.rec.Engines[0], g.rec.Engines[1], g.rec.Result, g.rec.Reason,
			sum.score.W, sum.score.D, sum.score.L, sum.discs[0], sum.discs[1], sum.cpu[0].mean(), sum.cpu[1].mean())
		if m.pgn != nil {
			cfg := &tmatch.Config{Game: "reversi", Options: m.options, Event: "tabla vs " + m.name}
			cfg.Engines[0].Limit = m.limit
			cfg.Engines[1].Limit = tmatch.Limit{Depth: m.depth}
			if err := tmatch.WritePGN(m.pgn, g.rec, cfg); err != nil {
				return sum, err
			}
		}
	}
	return sum, nil
}

// played is one finished game: its record (First is 0 when tabla was
// Black) and the final disc counts of Black and White.
type played struct {
	rec   tmatch.Record
	discs [2]int
}

// play plays one game from opening o, tabla taking side tablaSide. An
// error means the referee itself failed (a bad opening); everything an
// engine does wrong loses it the game instead.
func (m *nboardMatch) play(eng [2]*child, o tmatch.Opening, tablaSide int, sum *nboardSummary) (played, error) {
	var g played
	pos, _, err := position.NewGame("reversi")
	if err != nil {
		return g, err
	}
	from := "startpos"
	if o.Start != "" {
		if err := pos.SetPosition(o.Start); err != nil {
			return g, fmt.Errorf("opening %q: %v", o, err)
		}
		from = "fen " + o.Start
	}
	start := pos.Position()
	var moves []string
	var movers []int
	var comments []string
	for _, text := range o.Moves {
		mv, err := pos.ParseMove(text)
		if err != nil {
			return g, fmt.Errorf("opening %q: %s: %v", o, text, err)
		}
		moves = append(moves, pos.FormatMove(mv))
		movers = append(movers, pos.ToMove())
		comments = append(comments, "book")
		pos.Make(mv)
	}
	// owner[side] is 0 (tabla) or 1 (the NBoard engine).
	owner := [2]int{tablaSide, 1 - tablaSide}
	names := [2]string{"tabla", m.name}
	g.rec = tmatch.Record{First: tablaSide, Start: start, Date: time.Now(),
		Engines: [2]string{names[owner[0]], names[owner[1]]}}
	finish := func(result, term, reason string) (played, error) {
		g.rec.Moves, g.rec.Movers, g.rec.Comments = moves, movers, comments
		g.rec.Result, g.rec.Termination, g.rec.Reason = result, term, reason
		if st := pos.State(); len(st.Scores) == 2 {
			g.discs = [2]int{st.Scores[0], st.Scores[1]}
		}
		return g, nil
	}
	sides := [2]string{"black", "white"}
	lose := func(side int, term, why string) (played, error) {
		return finish([2]string{"0-1", "1-0"}[side], term, fmt.Sprintf("%s (%s) %s", sides[side], names[owner[side]], why))
	}
	if err := eng[0].newTablaGame(); err != nil {
		return lose(tablaSide, "abandoned", err.Error())
	}
	if err := eng[1].newNBoardGame(start, moves, movers); err != nil {
		return lose(1-tablaSide, "abandoned", err.Error())
	}
	for {
		if over, score := pos.Outcome(); over {
			st := pos.State()
			reason := fmt.Sprintf("%d-%d", st.Scores[0], st.Scores[1])
			switch {
			case score == 0:
				return finish("1/2-1/2", "normal", "draw "+reason)
			case (score > 0) == (pos.ToMove() == 0):
				return finish("1-0", "normal", "black wins "+reason)
			}
			return finish("0-1", "normal", "white wins "+reason)
		}
		side := pos.ToMove()
		who := owner[side]
		c := eng[who]
		var text string
		var cpu, wall time.Duration
		var nodes int64
		var err error
		if who == 0 {
			text, nodes, cpu, wall, err = c.tablaGo(from, moves, m.limit, m.timeout)
		} else {
			var nb nboardAnswer
			nb, cpu, wall, err = c.nboardMove(m.timeout)
			if err == nil {
				text, err = fromNBoard(nb.move)
				if err != nil {
					return lose(side, "illegal move", err.Error())
				}
			}
		}
		if err != nil {
			term, why := c.failure(err, wall)
			return lose(side, term, why)
		}
		sum.cpu[who].add(cpu)
		sum.nodes += nodes
		sum.wall[who].add(wall)
		mv, err := pos.ParseMove(text)
		if err != nil {
			return lose(side, "illegal move", fmt.Sprintf("played an illegal move %q: %v", text, err))
		}
		canon := pos.FormatMove(mv)
		pos.Make(mv)
		moves = append(moves, canon)
		movers = append(movers, side)
		comments = append(comments, fmt.Sprintf("%.3fs cpu %.3fs", wall.Seconds(), cpu.Seconds()))
		// The NBoard engine keeps its own board: every move, its own
		// included, reaches it as a move command.
		if err := eng[1].send("move " + toNBoard(canon)); err != nil {
			eng[1].kill()
			return lose(1-tablaSide, "abandoned", err.Error())
		}
	}
}

// child is an engine process with a line client on its stdin and stdout.
type child struct {
	cmd   *exec.Cmd
	c     *protocol.Client
	dead  bool
	pings int
}

// startChild starts argv in dir, its standard error discarded.
func startChild(argv []string, dir string) (*child, error) {
	return startChildTo(argv, dir, io.Discard)
}

// startChildTo is startChild with the program's standard error written
// to stderr.
func startChildTo(argv []string, dir string, stderr io.Writer) (*child, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.Stderr = stderr
	cmd.WaitDelay = time.Second
	c, err := startClient(cmd, func() error {
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			cmd.Process.Kill()
			<-done
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("cannot start %q: %v", strings.Join(argv, " "), err)
	}
	return &child{cmd: cmd, c: c}, nil
}

// restart starts each engine of the pair that is not running: not
// started yet, or dead in the last game. Both engines run for the whole
// match.
func restart(eng *[2]*child, start ...func() (*child, error)) error {
	for side, st := range start {
		if eng[side] != nil && eng[side].dead {
			eng[side].close()
			eng[side] = nil
		}
		if eng[side] == nil {
			c, err := st()
			if err != nil {
				return err
			}
			eng[side] = c
		}
	}
	return nil
}

func (m *nboardMatch) startTabla() (*child, error) {
	return startTablaUCI(m.tabla, "reversi", m.options)
}

// startTablaUCI starts tabla (argv) for game with its GameOptions, one
// thread, and shakes hands in UCI.
func startTablaUCI(argv []string, game string, options []string) (*child, error) {
	ch, err := startChild(argv, "")
	if err != nil {
		return nil, err
	}
	const wait = 30 * time.Second
	if _, err := ch.c.Call("uci", "uciok", wait); err != nil {
		ch.kill()
		return nil, fmt.Errorf("tabla: uci: %v", err)
	}
	setup := []string{"setoption name UCI_Variant value " + game, "setoption name Threads value 1"}
	if len(options) > 0 {
		setup = append(setup, "setoption name GameOptions value "+strings.Join(options, " "))
	}
	for _, s := range setup {
		if _, err := ch.c.Do(s, wait); err != nil {
			ch.kill()
			return nil, fmt.Errorf("tabla: %s: %v", s, err)
		}
	}
	return ch, nil
}

func (m *nboardMatch) startNBoard() (*child, error) {
	ch, err := startChild(m.nboard, m.dir)
	if err != nil {
		return nil, err
	}
	for _, s := range []string{"nboard 2", fmt.Sprintf("set depth %d", m.depth)} {
		if err := ch.send(s); err != nil {
			ch.kill()
			return nil, fmt.Errorf("%s: %s: %v", m.name, s, err)
		}
	}
	// Loading the coefficients and the book takes a while.
	if err := ch.sync(time.Minute); err != nil {
		ch.kill()
		return nil, fmt.Errorf("%s: %v", m.name, err)
	}
	return ch, nil
}

func (ch *child) newTablaGame() error {
	if _, err := ch.c.Do("ucinewgame", 30*time.Second); err != nil {
		ch.kill()
		return fmt.Errorf("ucinewgame: %v", err)
	}
	return nil
}

// newNBoardGame sets the NBoard engine's game: the start position and the
// opening's moves.
func (ch *child) newNBoardGame(start string, moves []string, movers []int) error {
	g, err := nboardGame(start, moves, movers)
	if err == nil {
		err = ch.send("set game " + g)
	}
	if err == nil {
		err = ch.sync(30 * time.Second)
	}
	if err != nil {
		ch.kill()
	}
	return err
}

// send writes one command that has no answer and waits for the engine to
// take it, so that no input arrives during a search (NTest aborts a
// search on input).
func (ch *child) send(line string) error {
	if err := ch.c.Send(line); err != nil {
		return err
	}
	return ch.sync(30 * time.Second)
}

// sync sends ping and waits for the matching pong.
func (ch *child) sync(timeout time.Duration) error {
	ch.pings++
	want := fmt.Sprintf("pong %d", ch.pings)
	if err := ch.c.Send(fmt.Sprintf("ping %d", ch.pings)); err != nil {
		return err
	}
	_, err := ch.c.Until(timeout, func(l string) bool { return strings.TrimSpace(l) == want })
	return err
}

// tablaMove sets the position, runs the search goCmd and returns tabla's
// move with the nodes it searched (its last info line's count) and the
// CPU and wall time it took.
func (ch *child) tablaMove(positionCmd, goCmd string, timeout time.Duration) (string, int64, time.Duration, time.Duration, error) {
	if err := ch.c.Send(positionCmd); err != nil {
		return "", 0, 0, 0, err
	}
	cpu0, err := cpuTime(ch.cmd.Process.Pid)
	if err != nil {
		return "", 0, 0, 0, err
	}
	t0 := time.Now()
	lines, err := ch.c.Call(goCmd, "bestmove", timeout)
	wall := time.Since(t0)
	if err != nil {
		return "", 0, 0, wall, err
	}
	cpu1, err := cpuTime(ch.cmd.Process.Pid)
	if err != nil {
		return "", 0, 0, wall, err
	}
	var th protocol.Thinking
	for _, l := range lines {
		protocol.ParseInfo(l, &th)
	}
	nodes := int64(th.Nodes)
	f := strings.Fields(lines[len(lines)-1])
	if len(f) < 2 {
		return "", nodes, cpu1 - cpu0, wall, fmt.Errorf("bestmove without a move")
	}
	return f[1], nodes, cpu1 - cpu0, wall, nil
}

// nboardMove asks the NBoard engine for its move and returns its answer,
// the move as the engine wrote it, with the CPU and wall time it took.
func (ch *child) nboardMove(timeout time.Duration) (nboardAnswer, time.Duration, time.Duration, error) {
	cpu0, err := cpuTime(ch.cmd.Process.Pid)
	if err != nil {
		return nboardAnswer{}, 0, 0, err
	}
	t0 := time.Now()
	if err := ch.c.Send("go"); err != nil {
		return nboardAnswer{}, 0, 0, err
	}
	lines, err := ch.c.Until(timeout, func(l string) bool { return strings.HasPrefix(l, "===") })
	wall := time.Since(t0)
	if err != nil {
		return nboardAnswer{}, 0, wall, err
	}
	cpu1, err := cpuTime(ch.cmd.Process.Pid)
	if err != nil {
		return nboardAnswer{}, 0, wall, err
	}
	a, err := parseNBoardAnswer(lines[len(lines)-1])
	return a, cpu1 - cpu0, wall, err
}

func (ch *child) kill() {
	ch.dead = true
	if ch.cmd.Process != nil {
		ch.cmd.Process.Kill()
	}
	ch.c.Close()
}

func (ch *child) close() {
	if !ch.dead {
		ch.c.Send("quit")
	}
	ch.dead = true
	ch.c.Close()
}

// clockTick is the unit of utime and stime in /proc/PID/stat: USER_HZ,
// 100 a second on every Linux architecture.
const clockTick = 10 * time.Millisecond

// cpuTime is the CPU time process pid has used so far, user and system,
// summed over its threads.
func cpuTime(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, fmt.Errorf("cpu time: %v", err)
	}
	return parseStatCPU(string(b))
}

// parseStatCPU reads utime+stime from a /proc/PID/stat line. The command
// name (field 2) is in parentheses and may hold spaces, so the fields
// are counted from the last ')'.
func parseStatCPU(stat string) (time.Duration, error) {
	i := strings.LastIndexByte(stat, ')')
	if i < 0 {
		return 0, fmt.Errorf("stat %q: no command name", stat)
	}
	f := strings.Fields(stat[i+1:])
	// f[0] is field 3 (state); utime and stime are fields 14 and 15.
	if len(f) < 13 {
		return 0, fmt.Errorf("stat %q: too few fields", stat)
	}
	ut, err1 := strconv.ParseUint(f[11], 10, 64)
	st, err2 := strconv.ParseUint(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("stat %q: bad utime or stime", stat)
	}
	return time.Duration(ut+st) * clockTick, nil
}

// nboardAnswer is an NBoard engine's answer to go: its move, and its
// evaluation in discs for the side to move when it gave one (NTest gives
// none for a move it did not search, an only move).
type nboardAnswer struct {
	move   string
	eval   float64
	scored bool
}

// parseNBoardAnswer reads an NBoard engine's answer to go: "===
// F5/-2.00/0.1" (the move, then optionally its evaluation and time).
func parseNBoardAnswer(line string) (nboardAnswer, error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "===")
	f := strings.Fields(rest)
	if !ok || len(f) == 0 {
		return nboardAnswer{}, fmt.Errorf("answer %q is not '=== MOVE[/EVAL[/TIME]]'", line)
	}
	parts := strings.Split(f[0], "/")
	a := nboardAnswer{move: parts[0]}
	if len(parts) > 1 {
		v, err := strconv.ParseFloat(parts[1], 64)
		a.eval, a.scored = v, err == nil
	}
	return a, nil
}

// fromNBoard turns an NBoard move (F5, or PA for a pass; any case) into
// tabla's Reversi notation (f5, pass).
func fromNBoard(mv string) (string, error) {
	s := strings.ToLower(mv)
	switch {
	case s == "pa":
		return "pass", nil
	case len(s) == 2 && s[0] >= 'a' && s[0] <= 'h' && s[1] >= '1' && s[1] <= '8':
		return s, nil
	}
	return "", fmt.Errorf("sent %q, which is no NBoard move (a square A1-H8, or PA)", mv)
}

// toNBoard turns a canonical tabla Reversi move into NBoard's notation.
func toNBoard(mv string) string {
	if mv == "pass" {
		return "PA"
	}
	return strings.ToUpper(mv)
}

// nboardBoard turns a tabla Reversi position string ("8/8/8/3WB3/3BW3/8/8/8
// b") into the value of a GGF BO tag: "8 ", the 64 squares row by row
// from a1 ('-' empty, '*' black, 'O' white), then the side to move.
func nboardBoard(pos string) (string, error) {
	rows, side, ok := strings.Cut(strings.TrimSpace(pos), " ")
	ranks := strings.Split(rows, "/")
	if !ok || len(ranks) != 8 {
		return "", fmt.Errorf("position %q: want 8 rows and a side", pos)
	}
	var b strings.Builder
	b.WriteString("8 ")
	for _, r := range ranks {
		n := 0
		for _, c := range r {
			switch {
			case c >= '1' && c <= '8':
				b.WriteString(strings.Repeat("-", int(c-'0')))
				n += int(c - '0')
			case c == 'B' || c == 'b':
				b.WriteByte('*')
				n++
			case c == 'W' || c == 'w':
				b.WriteByte('O')
				n++
			default:
				return "", fmt.Errorf("position %q: bad square %q", pos, c)
			}
		}
		if n != 8 {
			return "", fmt.Errorf("position %q: row %q is not 8 squares", pos, r)
		}
	}
	switch strings.TrimSpace(side) {
	case "b":
		b.WriteString(" *")
	case "w":
		b.WriteString(" O")
	default:
		return "", fmt.Errorf("position %q: side %q is not b or w", pos, side)
	}
	return b.String(), nil
}

// nboardGame is the GGF game record that NBoard's "set game" takes: the
// start position and the moves (canonical tabla notation) with who made
// each (0 Black).
func nboardGame(start string, moves []string, movers []int) (string, error) {
	bo, err := nboardBoard(start)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "(;GM[Othello]PC[tabla]PB[?]PW[?]RE[?]TI[0]TY[8]BO[%s]", bo)
	for i, mv := range moves {
		fmt.Fprintf(&b, "%s[%s]", [2]string{"B", "W"}[movers[i]], toNBoard(mv))
	}
	b.WriteString(";)")
	return b.String(), nil
}
