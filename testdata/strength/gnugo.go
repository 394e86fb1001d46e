package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/google/shlex"

	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/gtp"
	tmatch "github.com/tabla-games/tabla/protocol/match"
	"github.com/tabla-games/tabla/search"
)

// cmdGNUGo plays one of tabla's Go levels against GNU Go (an outside
// program, run as a child process, never part of the repository) on
// Go's default board: standard rules, 9×9, komi 7.5, positional superko
// (or a bigger board, -size, from the empty board).
// tabla speaks UGI with Skill Level set and "go nodes N", N being full
// strength's count in Go's ladder unless -nodes says otherwise, so the
// machine's load does not change the result; GNU Go speaks GTP at its
// --level. Game 2k+1 and 2k+2 start from opening k+1 of -openings
// (testdata/openings/go.txt by default), tabla Black in the first and
// White in the second. A game ends after two passes in a row, a
// resignation or -max-plies; GNU Go's final_score (dead stones removed,
// area scoring) decides it, as gogui-twogtp's referee would. One row is
// appended to testdata/strength/gnugo.md.
//
// -opponent plays another GTP program instead (Pachi, run from its build
// directory with -opponent-dir), with GNU Go as the referee only: it is
// told every move and scores the end.
func cmdGNUGo(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gnugo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	level := fs.Float64("level", float64(search.TopLevel), "tabla's level, 1 to 6 (a fraction lies between two levels)")
	nodes := fs.Uint64("nodes", 0, "tabla's go nodes a move (0: full strength's count in Go's ladder)")
	n := fs.Int("n", 20, "games, colours alternating")
	first := fs.Int("first", 1, "the first game's number: game k opens with opening (k+1)/2, tabla Black when k is odd, and seeds GNU Go with k, so runs with other numbers add to one")
	bin := fs.String("bin", "", "the engine, already built (default: build the working tree)")
	gnugo := fs.String("gnugo", "/usr/games/gnugo", "GNU Go's program")
	gnugoLevel := fs.Int("gnugo-level", 10, "GNU Go's --level")
	conc := fs.Int("concurrency", 1, "games played at once")
	maxPlies := fs.Int("max-plies", 0, "score the game as it stands after this many plies (0: 400 on 9×9, 4 a point of a bigger board)")
	size := fs.Int("size", 9, "the board's size, 9 to 19; games on a board other than 9×9 start from the empty board, GNU Go's random seed the game's number")
	results := fs.String("results", "testdata/strength/gnugo.md", "table the row is appended to (none if empty)")
	opponent := fs.String("opponent", "", "another GTP program to play instead of GNU Go, split like a shell would, e.g. './pachi -r chinese -t =9000 threads=1' (GNU Go then referees)")
	opponentDir := fs.String("opponent-dir", "", "the -opponent's working directory")
	opponentName := fs.String("opponent-name", "", "the -opponent's name in the row (default: its program's base name)")
	sgfOut := fs.String("sgf", "", "write every game to this file, an SGF collection")
	options := fs.String("options", "", "tabla's Go options besides the size, e.g. playout=learned")
	openingsFile := fs.String("openings", filepath.Join("testdata", "openings", "go.txt"), "the 9×9 openings file (testdata/openings/go-gnugo.txt: judged even by GNU Go)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "gnugo:", err)
		return 1
	}
	if _, err := search.ParseLevel(fmt.Sprint(*level)); err != nil {
		return fail(err)
	}
	if *first < 1 {
		return fail(fmt.Errorf("-first %d: want 1 or more", *first))
	}
	if *size < 9 || *size > 19 {
		return fail(fmt.Errorf("-size %d: want 9 to 19", *size))
	}
	var oppArgv []string
	if *opponent != "" {
		var err error
		if oppArgv, err = shlex.Split(*opponent); err != nil || len(oppArgv) == 0 {
			return fail(fmt.Errorf("-opponent %q: %v", *opponent, err))
		}
	}
	if *maxPlies <= 0 {
		*maxPlies = max(400, 4**size**size)
	}
	// rev names the engine in the row: the binary given, as the other
	// harnesses do (outside.go), or the commit whose tree is built.
	rev := filepath.Base(*bin)
	if *bin == "" {
		rev, _ = git("rev-parse", "--short", "HEAD")
		built, cleanup, err := buildTemp("tabla-gnugo-")
		if err != nil {
			return fail(err)
		}
		defer cleanup()
		*bin = built
	}
	if *nodes == 0 {
		*nodes = protocol.LadderFor("go").Nodes[search.Levels-1]
	}
	f, err := os.Open(*openingsFile)
	if err != nil {
		return fail(err)
	}
	openings, err := tmatch.ReadOpenings(f)
	f.Close()
	if err != nil || len(openings) == 0 {
		return fail(fmt.Errorf("%s: %v (%d openings)", *openingsFile, err, len(openings)))
	}
	var sgf io.Writer
	if *sgfOut != "" {
		f, err := os.Create(*sgfOut)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		sgf = f
	}
	load := loadAverage()
	// Each of -concurrency players has its own tabla, GNU Go and
	// -opponent, and takes the next game to play.
	type result struct {
		i     int
		r     string
		moves []string
		notes []string
		err   error
	}
	next, done := make(chan int), make(chan result)
	// players starts one player's programs; stop ends them.
	type players struct{ tabla, gg, opp *protocol.Client }
	stop := func(p players) {
		if p.tabla != nil {
			p.tabla.Close()
		}
		for _, c := range []*protocol.Client{p.gg, p.opp} {
			if c != nil {
				c.Send("quit")
				c.Close()
			}
			if p.opp == p.gg {
				break
			}
		}
	}
	start := func() (players, error) {
		var p players
		var err error
		if p.tabla, err = startUGI(*bin, *level, *size, strings.Fields(*options)); err != nil {
			return p, err
		}
		if p.gg, err = startProcess(*gnugo, "--mode", "gtp", "--level", fmt.Sprint(*gnugoLevel),
			"--chinese-rules", "--positional-superko", "--komi", "7.5"); err != nil {
			return p, err
		}
		p.opp = p.gg
		if oppArgv != nil {
			cmd := exec.Command("nice", oppArgv...)
			cmd.Dir, cmd.Stderr = *opponentDir, io.Discard
			p.opp, err = startClient(cmd, cmd.Wait)
		}
		return p, err
	}
	for range max(*conc, 1) {
		go func() {
			p, err := start()
			for i := range next {
				if err != nil {
					done <- result{i: i, err: err}
					continue
				}
				var opening []string
				if *size == 9 {
					opening = openings[(i/2)%len(openings)].Moves
				}
				r, moves, notes, gameErr := gnugoGame(p.tabla, p.opp, p.gg, opening, *size, i+1, i%2 == 0, *nodes, *maxPlies)
				done <- result{i, r, moves, notes, gameErr}
				if gameErr != nil {
					// A program that failed (GNU Go 3.8 has died in a 19×19
					// game here) is replaced for the next game.
					stop(p)
					p, err = start()
				}
			}
			stop(p)
		}()
	}
	go func() {
		for i := range *n {
			next <- *first - 1 + i
		}
		close(next)
	}()
	opponentCol := fmt.Sprintf("GNU Go %d", *gnugoLevel)
	if oppArgv != nil {
		opponentCol = cmp.Or(*opponentName, filepath.Base(oppArgv[0]))
	}
	var win, loss float64
	var failed []string
	for range *n {
		res := <-done
		if res.err != nil {
			// The game is not counted; the row says so.
			fmt.Fprintf(stderr, "gnugo: game %d not counted: %v\n", res.i+1, res.err)
			failed = append(failed, fmt.Sprintf("game %d: %v", res.i+1, res.err))
			continue
		}
		tablaBlack := res.i%2 == 0
		if (res.r[0] == 'B') == tablaBlack {
			win++
		} else {
			loss++
		}
		colour := "White"
		if tablaBlack {
			colour = "Black"
		}
		fmt.Fprintf(stdout, "game %d: tabla %s, %d plies, %s (tabla %v-%v)\n", res.i+1, colour, len(res.moves), res.r, win, loss)
		if sgf != nil {
			players := [2]string{"tabla", opponentCol}
			if !tablaBlack {
				players[0], players[1] = players[1], players[0]
			}
			if err := writeSGF(sgf, *size, players, res.r, res.moves, res.notes); err != nil {
				return fail(err)
			}
		}
	}
	played := int(win + loss)
	if played == 0 {
		return fail(fmt.Errorf("no game was played: %s", strings.Join(failed, "; ")))
	}
	score := win / float64(played)
	elo := "score 100%"
	if score > 0 && score < 1 {
		elo = fmt.Sprintf("%+.0f", -400*math.Log10(1/score-1))
	} else if score == 0 {
		elo = "score 0%"
	}
	if *options != "" {
		rev += " " + *options
	}
	if *size == 9 && filepath.Base(*openingsFile) != "go.txt" {
		rev += " (openings " + filepath.Base(*openingsFile) + ")"
	}
	if *first != 1 {
		rev += fmt.Sprintf(" (games %d-%d)", *first, *first+*n-1)
	}
	if len(failed) > 0 {
		rev += fmt.Sprintf(" (%d of %d games not counted: %s)", len(failed), *n, strings.Join(failed, "; "))
	}
	if *size != 9 {
		opponentCol += fmt.Sprintf(" (%d×%d)", *size, *size)
	}
	line := fmt.Sprintf("| %s | %s | %v | %d | %s | %d | %v-%v | %.3f | %s | %s |\n",
		time.Now().Format("2006-01-02"), rev, *level, *nodes, opponentCol, played, win, loss, score, elo, load)
	fmt.Fprint(stdout, line)
	if *results != "" {
		if err := appendRow(*results, line); err != nil {
			return fail(err)
		}
	}
	return 0
}

// gnugoGame plays one game against opp from the opening's moves and
// returns the referee's final_score ("B+3.5", "W+R" for a resignation),
// the moves played and a note for each: for tabla's moves its search's
// score and the start of its principal variation (searchNote), empty
// for the others. The referee is GNU Go, opp itself or told every move.
func gnugoGame(tabla, opp, ref *protocol.Client, opening []string, size, seed int, tablaBlack bool, nodes uint64, maxPlies int) (string, []string, []string, error) {
	const timeout = 10 * time.Minute
	if _, err := tabla.Do("uginewgame", timeout); err != nil {
		return "", nil, nil, err
	}
	clients := []*protocol.Client{opp}
	if ref != opp {
		clients = append(clients, ref)
	}
	// tell sends a command to the opponent and the referee.
	tell := func(command string) error {
		for _, c := range clients {
			if _, err := gtpCall(c, command); err != nil {
				return err
			}
		}
		return nil
	}
	setup := []string{fmt.Sprint("boardsize ", size), "clear_board", "komi 7.5"}
	for _, c := range setup {
		if err := tell(c); err != nil {
			return "", nil, nil, err
		}
	}
	if size != 9 && opp == ref {
		// No openings off 9×9: GNU Go's seed varies the games.
		if _, err := gtpCall(ref, fmt.Sprint("set_random_seed ", seed)); err != nil {
			return "", nil, nil, err
		}
	}
	moves := append([]string(nil), opening...)
	notes := make([]string, len(moves))
	for i, m := range moves {
		if err := tell(fmt.Sprintf("play %c %s", "BW"[i%2], m)); err != nil {
			return "", nil, nil, err
		}
	}
	passes := 0
	for len(moves) < maxPlies && passes < 2 {
		black := len(moves)%2 == 0
		colour := "BW"[len(moves)%2]
		var m, note string
		if black == tablaBlack {
			pos := "position startpos"
			if len(moves) > 0 {
				pos += " moves " + strings.Join(moves, " ")
			}
			if err := tabla.Send(pos); err != nil {
				return "", nil, nil, err
			}
			lines, err := tabla.Call(fmt.Sprintf("go nodes %d", nodes), "bestmove", timeout)
			if err != nil {
				return "", nil, nil, err
			}
			f := strings.Fields(lines[len(lines)-1])
			if len(f) < 2 || f[1] == "(none)" {
				return "", nil, nil, fmt.Errorf("tabla: %q", lines[len(lines)-1])
			}
			m = strings.ToLower(f[1])
			note = searchNote(lines)
			if m == "resign" {
				return fmt.Sprintf("%c+R", "WB"[len(moves)%2]), moves, notes, nil
			}
			if err := tell(fmt.Sprintf("play %c %s", colour, m)); err != nil {
				return "", nil, nil, fmt.Errorf("the opponent or referee refuses tabla's %s: %v", m, err)
			}
		} else {
			a, err := gtpCall(opp, fmt.Sprintf("genmove %c", colour))
			if err != nil {
				return "", nil, nil, err
			}
			m = strings.ToLower(a)
			if m == "resign" {
				return fmt.Sprintf("%c+R", "WB"[len(moves)%2]), moves, notes, nil
			}
			if ref != opp {
				if _, err := gtpCall(ref, fmt.Sprintf("play %c %s", colour, m)); err != nil {
					return "", nil, nil, fmt.Errorf("the referee refuses the opponent's %s: %v", m, err)
				}
			}
		}
		if m == "pass" {
			passes++
		} else {
			passes = 0
		}
		moves = append(moves, m)
		notes = append(notes, note)
	}
	s, err := gtpCall(ref, "final_score")
	if err != nil {
		return "", nil, nil, err
	}
	if s == "0" || !(strings.HasPrefix(s, "B+") || strings.HasPrefix(s, "W+")) {
		return "", nil, nil, fmt.Errorf("final_score %q (komi 7.5 allows no draw)", s)
	}
	return s, moves, notes, nil
}

// startProcess runs bin with args, niced, and returns a client on its
// standard input and output.
func startProcess(bin string, args ...string) (*protocol.Client, error) {
	cmd := exec.Command("nice", append([]string{bin}, args...)...)
	cmd.Stderr = os.Stderr
	return startClient(cmd, cmd.Wait)
}

// startClient starts cmd and returns a client on its standard input and
// output, whose Close calls stop.
func startClient(cmd *exec.Cmd, stop func() error) (*protocol.Client, error) {
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return protocol.NewClient(in, out, stop), nil
}

// startUGI starts tabla at level for Go on a size×size board with
// options (GameOptions' "key=value" words) and shakes hands.
func startUGI(bin string, level float64, size int, options []string) (*protocol.Client, error) {
	c, err := startProcess(bin)
	if err != nil {
		return nil, err
	}
	const timeout = 2 * time.Minute
	_, err = c.Call("ugi", "ugiok", timeout)
	setup := []string{"setoption name UCI_Variant value go"}
	if size != 9 {
		options = append(options, fmt.Sprintf("size=%d", size))
	}
	if len(options) > 0 {
		setup = append(setup, "setoption name GameOptions value "+strings.Join(options, " "))
	}
	setup = append(setup, fmt.Sprintf("setoption name Skill Level value %v", level))
	for _, s := range setup {
		if err == nil {
			err = c.Send(s)
		}
	}
	if err == nil {
		_, err = c.Call("isready", "readyok", timeout)
	}
	if err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// gtpCall sends one GTP command and returns its answer without the "= ",
// or an error holding a "?" answer; it waits up to ten minutes.
func gtpCall(c *protocol.Client, command string) (string, error) {
	return gtpCallWithin(c, command, 10*time.Minute)
}

// gtpCallWithin is gtpCall waiting at most timeout for the answer.
func gtpCallWithin(c *protocol.Client, command string, timeout time.Duration) (string, error) {
	if err := c.Send(command); err != nil {
		return "", err
	}
	var lines []string
	_, err := c.Until(timeout, func(l string) bool {
		if l != "" {
			lines = append(lines, l)
		}
		return l == "" && len(lines) > 0
	})
	if err != nil {
		return "", fmt.Errorf("%s: %v", command, err)
	}
	answer, err := gtp.ParseResponse(lines)
	if err != nil {
		return "", fmt.Errorf("%s: %v", command, err)
	}
	return answer, nil
}

// searchNote returns the score and the first moves of the principal
// variation that a search's output reports last, as protocol.ParseInfo
// reads them ("score cp -92 pv e5 f3 g6"), or "" when it reports no
// score.
func searchNote(lines []string) string {
	var th protocol.Thinking
	for _, l := range lines {
		protocol.ParseInfo(l, &th)
	}
	if th.Score == "" {
		return ""
	}
	note := "score " + th.Score
	if pv := strings.Fields(th.PV); len(pv) > 0 {
		note += " pv " + strings.Join(pv[:min(3, len(pv))], " ")
	}
	return note
}

// writeSGF writes one game of Go as an SGF game tree: the board size,
// komi 7.5 under Chinese rules, the players (Black first), the result
// and the moves, each a GTP vertex ("d5", "pass"), with notes[i], when
// notes is long enough and it is not empty, as move i's comment.
func writeSGF(w io.Writer, size int, players [2]string, result string, moves, notes []string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "(;GM[1]FF[4]SZ[%d]KM[7.5]RU[Chinese]PB[%s]PW[%s]RE[%s]", size, players[0], players[1], result)
	for i, m := range moves {
		point := ""
		if m != "pass" {
			if len(m) < 2 || m[0] == 'i' {
				return fmt.Errorf("move %d: bad vertex %q", i+1, m)
			}
			col := int(m[0]) - 'a'
			if m[0] > 'i' {
				col-- // GTP has no column i
			}
			row, err := strconv.Atoi(m[1:])
			if err != nil || col < 0 || col >= size || row < 1 || row > size {
				return fmt.Errorf("move %d: bad vertex %q", i+1, m)
			}
			point = string([]byte{byte('a' + col), byte('a' + size - row)})
		}
		fmt.Fprintf(&b, ";%c[%s]", "BW"[i%2], point)
		if i < len(notes) && notes[i] != "" {
			// SGF text escapes ] and \ with a backslash.
			fmt.Fprintf(&b, "C[%s]", strings.NewReplacer(`\`, `\\`, "]", `\]`).Replace(notes[i]))
		}
	}
	b.WriteString(")\n")
	_, err := io.WriteString(w, b.String())
	return err
}
