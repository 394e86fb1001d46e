package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// cmdHexVC measures how early Hex's virtual connections prove the winner
// (issue 26): on each board size it plays self-play games of the default
// searcher at a fixed node count a move, one thread, each game from a
// random opening of a few plies, and before every move asks the game's
// own analysis (position.Solver's Solvable with one ply left, or -depth
// plies, the H-searches of both sides that the search runs at its nodes
// with that many plies left) whether it proves the winner. For each size it prints, and appends to the table,
// the games, their mean length, the games in which the analysis proved
// the winner before the end, the mean ply of the first proof and the
// plies left after it, the mean ply at which the search itself first
// reported a mate score, and the proved games the proved side went on to
// lose. Node limits make a run the same on any machine.
func cmdHexVC(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hexvc", flag.ContinueOnError)
	fs.SetOutput(stderr)
	sizes := fs.String("sizes", "7,9,11", "board sizes")
	n := fs.Int("n", 20, "games a size")
	nodes := fs.Uint64("nodes", 5000, "nodes a move")
	plies := fs.Int("plies", 2, "random plies that open each game")
	seed := fs.Uint64("seed", 1, "random seed of the openings")
	results := fs.String("results", "testdata/strength/hexvc.md", "table the rows are appended to (none if empty)")
	depth := fs.Int("depth", 1, "the remaining depth the analysis is asked with (Hex runs full H-search from 4)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(stderr, "hexvc:", err); return 1 }
	var sz []int
	for _, s := range strings.Split(*sizes, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || v < 2 || v > 13 {
			fmt.Fprintf(stderr, "hexvc: size %q: want 2 to 13 (the analysis's limit)\n", s)
			return 2
		}
		sz = append(sz, v)
	}
	if *n < 1 || *nodes < 1 {
		fmt.Fprintln(stderr, "hexvc: -n and -nodes must be at least 1")
		return 2
	}
	rev, _ := git("rev-parse", "--short", "HEAD")
	if *depth != 1 {
		rev += fmt.Sprintf(" (asked at depth %d)", *depth)
	}
	for _, size := range sz {
		start := time.Now()
		st, err := hexVCGames(size, *n, *nodes, *plies, *seed, *depth, stderr)
		if err != nil {
			return fail(err)
		}
		line := st.row(time.Now().Format("2006-01-02"), rev, size, *nodes, *plies, *seed, time.Since(start))
		fmt.Fprintln(stdout, line)
		if *results != "" {
			if err := appendRow(*results, line+"\n"); err != nil {
				return fail(err)
			}
		}
	}
	return 0
}

// vcStats sums one size's games.
type vcStats struct {
	games, plies int
	proved       int // games the analysis proved before their end
	firstSum     int // plies before the first proof, over proved games
	leftSum      int // plies after it
	mated        int // games in which the search reported a mate score
	mateSum      int // plies before the search's first mate score
	thrown       int // proved games the proved side lost
}

// hexVCGames plays n self-play games on a size×size board, writing a
// line a game to progress.
func hexVCGames(size, n int, nodes uint64, plies int, seed uint64, depth int, progress io.Writer) (vcStats, error) {
	var st vcStats
	eng := search.New(search.Options{Threads: 1, HashMB: 16})
	for i := range n {
		first, provedWinner, mate := -1, -1, -1
		g, end, err := hexSelfPlay(eng, size, i, plies, seed, nodes, func(g position.Playable, ply int, res search.Result) {
			if solver, ok := g.(position.Solver); ok && first < 0 && solver.Solvable(depth) {
				v, _ := solver.Solve(-1, 1, nil)
				first, provedWinner = ply, g.ToMove()
				if v < 0 {
					provedWinner = 1 - provedWinner
				}
			}
			if mate < 0 && res.Score.IsMate() {
				mate = ply
			}
		})
		if err != nil {
			return st, err
		}
		if g == nil {
			continue
		}
		winner := 1 - g.ToMove() // the last mover joined its edges
		fmt.Fprintf(progress, "%d×%d game %d/%d: %d plies, won by %d, first proof at ply %d, first mate score at ply %d\n",
			size, size, i+1, n, end, winner, first, mate)
		st.games++
		st.plies += end
		if first >= 0 {
			st.proved++
			st.firstSum += first
			st.leftSum += end - first
			if provedWinner != winner {
				st.thrown++
			}
		}
		if mate >= 0 {
			st.mated++
			st.mateSum += mate
		}
	}
	if st.games == 0 {
		return st, fmt.Errorf("%d×%d: no game played (the openings ended the game)", size, size)
	}
	return st, nil
}

// hexSelfPlay plays self-play game i on a size×size board: plies random
// moves drawn from seed, size and i, then eng at nodes a move to the
// end. Each position from the end of the opening on is handed to each,
// with the search's result, before its move is made. It returns the
// finished game and its length, or a nil game when the opening ended it.
func hexSelfPlay(eng *search.Engine, size, i, plies int, seed, nodes uint64, each func(g position.Playable, ply int, res search.Result)) (position.Playable, int, error) {
	g, _, err := position.NewGame("hex", "size="+strconv.Itoa(size))
	if err != nil {
		return nil, 0, err
	}
	rng := rand.New(rand.NewPCG(seed, uint64(size)<<32|uint64(i)))
	if randomLine(g, rng, plies) == nil {
		return nil, 0, nil
	}
	eng.Clear()
	ply := plies
	for ; ; ply++ {
		if over, _ := g.Outcome(); over {
			return g, ply, nil
		}
		res := eng.Search(g, search.Limits{Nodes: nodes}, nil)
		each(g, ply, res)
		g.Make(res.Best)
	}
}

// row is the size's line of the table.
func (st vcStats) row(date, rev string, size int, nodes uint64, plies int, seed uint64, took time.Duration) string {
	mean := func(sum, k int) string {
		if k == 0 {
			return "-"
		}
		return strconv.FormatFloat(float64(sum)/float64(k), 'f', 1, 64)
	}
	return fmt.Sprintf("| %s | %s | %d×%d | %d | %d random plies, seed %d | %d | %s | %d (%.0f%%) | %s | %s | %d (%s) | %d | %.0f s |",
		date, rev, size, size, nodes, plies, seed, st.games, mean(st.plies, st.games),
		st.proved, 100*float64(st.proved)/float64(st.games), mean(st.firstSum, st.proved), mean(st.leftSum, st.proved),
		st.mated, mean(st.mateSum, st.mated), st.thrown, took.Seconds())
}
