package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"

	"github.com/google/shlex"
	gogame "github.com/tabla-games/tabla/games/go"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
	"github.com/tabla-games/tabla/protocol"
)

// cmdGNUGoSelfplay has GNU Go (an outside program, run as a child
// process; neither it nor its games are part of the repository) play
// itself on Go's default board (standard rules, 9×9, komi 7.5, positional
// superko, Chinese rules on its side), or on a bigger one (-size), and
// writes the games as tabla self-play records (position/learn's format)
// for tabla train --target policy. Game k starts with 0 to -random-plies
// random moves off the first line, drawn from -seed and k, which the
// records mark as not searched (score "-"), and GNU Go, seeded with k,
// plays the rest; a game ends after two passes in a row or 4·size² plies
// (300 on 9×9), and GNU Go's final_score gives its result and margin.
//
// With -program another GTP program plays both sides instead (run in
// -program-dir, with "{game}" in its command line replaced by k, to seed
// it), and scores the game itself; when it resigns, the game ends there
// with the other side the winner and no margin.
func cmdGNUGoSelfplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("gnugo-selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	n := fs.Int("n", 100, "games")
	first := fs.Int("first", 0, "the first game's number (runs with other numbers can be concatenated)")
	seed := fs.Uint64("seed", 1, "seed of the random openings")
	randomPlies := fs.Int("random-plies", 4, "at most this many random moves open each game")
	gnugo := fs.String("gnugo", "/usr/games/gnugo", "GNU Go's program")
	level := fs.Int("level", 8, "GNU Go's --level")
	size := fs.Int("size", 9, "the board's size, 9 to 19")
	out := fs.String("out", "", "the record file (appended to)")
	program := fs.String("program", "", "another GTP program's command line to play both sides instead of GNU Go ({game} is replaced by the game's number)")
	programDir := fs.String("program-dir", "", "the -program's working directory")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "gnugo-selfplay:", err)
		return 1
	}
	if *out == "" || *n < 1 || *randomPlies < 0 || *size < 9 || *size > 19 {
		fmt.Fprintln(stderr, "gnugo-selfplay: want -out FILE, -n >= 1, -random-plies >= 0 and -size 9 to 19")
		return 2
	}
	f, err := os.OpenFile(*out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return fail(err)
	}
	defer f.Close()
	st, _ := f.Stat()
	header := learn.Header{Game: "go", Fields: [][2]string{{"seed", strconv.FormatUint(*seed, 10)},
		{"source", "gnugo-selfplay"}, {"level", strconv.Itoa(*level)}, {"random-plies", strconv.Itoa(*randomPlies)}, {"size", strconv.Itoa(*size)}}}
	start := func(k int) (*protocol.Client, error) {
		gg, err := startProcess(*gnugo, "--mode", "gtp", "--level", strconv.Itoa(*level), "--chinese-rules",
			"--positional-superko", "--never-resign", "--capture-all-dead")
		if err == nil {
			_, err = gtpCall(gg, "set_random_seed "+strconv.Itoa(k))
		}
		return gg, err
	}
	if *program != "" {
		if _, err := shlex.Split(*program); err != nil {
			return fail(fmt.Errorf("-program: %v", err))
		}
		header.Fields[1][1], header.Fields[2] = "gtp-selfplay", [2]string{"program", *program}
		start = func(k int) (*protocol.Client, error) {
			argv, _ := shlex.Split(strings.ReplaceAll(*program, "{game}", strconv.Itoa(k)))
			cmd := exec.Command("nice", argv...)
			cmd.Dir, cmd.Stderr = *programDir, io.Discard
			return startClient(cmd, cmd.Wait)
		}
	}
	if *size != 9 {
		header.Options = "size=" + strconv.Itoa(*size)
	}
	var w *learn.Writer
	if st.Size() == 0 {
		w = learn.NewWriter(f, header)
	} else {
		w = learn.Continue(f)
	}
	for k := *first; k < *first+*n; k++ {
		recs, end, err := gtpSelfGame(start, *size, *seed, k, *randomPlies)
		if err != nil {
			return fail(fmt.Errorf("game %d: %v", k, err))
		}
		if err := w.WriteGame(recs, end); err != nil {
			return fail(err)
		}
		if end.Margin == learn.Unknown {
			fmt.Fprintf(stdout, "game %d: %d plies, %s resigned\n", k, end.Plies, [2]string{"White", "Black"}[(1-end.Result)/2])
		} else {
			fmt.Fprintf(stdout, "game %d: %d plies, %+d centi-points for Black\n", k, end.Plies, end.Margin)
		}
	}
	return 0
}

// gtpSelfGame plays game k of a run on a size×size board, with the GTP
// program that start(k) runs.
func gtpSelfGame(start func(k int) (*protocol.Client, error), size int, seed uint64, k, randomPlies int) ([]learn.Record, learn.GameEnd, error) {
	end := learn.GameEnd{Game: k}
	gg, err := start(k)
	if err != nil {
		return nil, end, err
	}
	defer gg.Close()
	for _, c := range []string{"boardsize " + strconv.Itoa(size), "clear_board", "komi 7.5"} {
		if _, err := gtpCall(gg, c); err != nil {
			return nil, end, err
		}
	}
	g, err := gogame.New(gogame.StandardConfig(size))
	if err != nil {
		return nil, end, err
	}
	rng := rand.New(rand.NewPCG(seed, uint64(k)))
	var recs []learn.Record
	random := rng.IntN(randomPlies + 1)
	passes, resigned := 0, false
	maxPlies := 300
	if size > 9 {
		maxPlies = 4 * size * size
	}
	for ply := 0; passes < 2 && !resigned && ply < maxPlies; ply++ {
		colour := "b"
		if g.ToMove() == 1 {
			colour = "w"
		}
		var m position.Move
		score := 0
		if ply < random {
			// A random placement off the first line.
			var off []position.Move
			edgeFile, edgeRank := string(rune('a'+size)), strconv.Itoa(size) // no i in Go's letters
			for _, x := range g.GenMoves(nil) {
				if s := g.FormatMove(x); x != gogame.Pass && s[:1] != "a" && s[:1] != edgeFile && s[1:] != "1" && s[1:] != edgeRank {
					off = append(off, x)
				}
			}
			m = off[rng.IntN(len(off))]
			score = learn.Unknown
			if _, err := gtpCall(gg, "play "+colour+" "+g.FormatMove(m)); err != nil {
				return nil, end, err
			}
		} else {
			v, err := gtpCall(gg, "genmove "+colour)
			if err != nil {
				return nil, end, err
			}
			if strings.EqualFold(v, "resign") {
				resigned = true
				break
			}
			if m, err = g.ParseMove(strings.ToLower(v)); err != nil {
				return nil, end, fmt.Errorf("the program's move %q: %v", v, err)
			}
		}
		if !slices.Contains(g.GenMoves(nil), m) {
			return nil, end, fmt.Errorf("the program's move %s is illegal in %s", g.FormatMove(m), g.Position())
		}
		recs = append(recs, learn.Record{Game: k, Ply: ply, Side: g.ToMove(), Position: g.Position(), Move: g.FormatMove(m),
			Score: score, Margin: learn.Unknown, Exact: learn.Unknown})
		g.Make(m)
		if m == gogame.Pass {
			passes++
		} else {
			passes = 0
		}
	}
	end.Plies = len(recs)
	if resigned {
		// The side to move resigned: the other side wins, by no known margin.
		end.Margin, end.Result = learn.Unknown, 1
		if g.ToMove() == 0 {
			end.Result = -1
		}
	} else {
		s, err := gtpCall(gg, "final_score")
		if err != nil {
			return nil, end, err
		}
		if end.Margin, err = parseScore(s); err != nil {
			return nil, end, err
		}
		end.Result = cmp.Compare(end.Margin, 0)
	}
	margin := end.Margin
	for i := range recs {
		recs[i].Result, recs[i].Margin = end.Result, margin
		if recs[i].Side == 1 {
			recs[i].Result = -end.Result
			if margin != learn.Unknown {
				recs[i].Margin = -margin
			}
		}
	}
	return recs, end, nil
}

// parseScore reads GTP's final_score ("B+5.5", "W+0.5", "0") as Black's
// margin in centi-points.
func parseScore(s string) (int, error) {
	if s == "0" {
		return 0, nil
	}
	if len(s) < 3 || s[1] != '+' || s[0] != 'B' && s[0] != 'W' {
		return 0, fmt.Errorf("final_score %q", s)
	}
	v, err := strconv.ParseFloat(s[2:], 64)
	if err != nil {
		return 0, fmt.Errorf("final_score %q", s)
	}
	c := int(v*100 + 0.5)
	if s[0] == 'W' {
		c = -c
	}
	return c, nil
}
