package domineering_test

import (
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/tabla-games/tabla/games/domineering"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// outcomeClasses are the outcome classes of Domineering on R×C boards (R
// ranks, C files), as computed by an independent exhaustive solver that is
// not part of this repository (this table is its record); the square boards
// agree with Breuker, Uiterwijk and van den Herik, "Solving 8×8
// Domineering" (2000), and with Lachmann, Moore and Rapaport, "Who wins
// Domineering on rectangular boards?" (2002). "1st": whoever moves first
// wins; "2nd": whoever moves second; "V": Vertical wins whoever starts;
// "H": Horizontal does.
var outcomeClasses = []struct {
	rows, cols int
	class      string
}{
	{1, 1, "2nd"}, {1, 2, "H"}, {1, 3, "H"}, {1, 4, "H"}, {1, 5, "H"}, {1, 6, "H"}, {1, 7, "H"}, {1, 8, "H"},
	{2, 1, "V"}, {2, 2, "1st"}, {2, 3, "1st"}, {2, 4, "H"}, {2, 5, "V"}, {2, 6, "1st"}, {2, 7, "1st"}, {2, 8, "H"},
	{3, 1, "V"}, {3, 2, "1st"}, {3, 3, "1st"}, {3, 4, "H"}, {3, 5, "H"}, {3, 6, "H"}, {3, 7, "H"}, {3, 8, "H"},
	{4, 1, "V"}, {4, 2, "V"}, {4, 3, "V"}, {4, 4, "1st"}, {4, 5, "V"}, {4, 6, "1st"}, {4, 7, "V"}, {4, 8, "H"},
	{5, 1, "V"}, {5, 2, "H"}, {5, 3, "V"}, {5, 4, "H"}, {5, 5, "2nd"}, {5, 6, "H"}, {5, 7, "H"}, {5, 8, "H"},
	{6, 1, "V"}, {6, 2, "1st"}, {6, 3, "V"}, {6, 4, "1st"}, {6, 5, "V"}, {6, 6, "1st"}, {6, 7, "V"},
	{7, 7, "1st"},
}

// shortCells is the largest board (in cells) that -short solves: up to
// 5×5 and 6×4.
const shortCells = 25

// wins says whether the side that moves first wins, by the class.
func firstWins(class string, first domineering.Side) bool {
	switch class {
	case "1st":
		return true
	case "2nd":
		return false
	case "V":
		return first == domineering.Vertical
	}
	return first == domineering.Horizontal
}

// TestOutcomeClasses searches every board of the table with each side
// moving first, with no limit (the search ends once the position is
// solved), and checks that the score is a proven win exactly for the side
// the class names, with a legal best move.
func TestOutcomeClasses(t *testing.T) {
	opts := search.DefaultOptions()
	opts.HashMB = 16
	eng := search.New(opts)
	for _, tc := range outcomeClasses {
		for _, first := range []domineering.Side{domineering.Vertical, domineering.Horizontal} {
			name := fmt.Sprintf("%dx%d/%s", tc.rows, tc.cols, first)
			t.Run(name, func(t *testing.T) {
				if testing.Short() && tc.rows*tc.cols > shortCells {
					t.Skip("large board: skipped with -short")
				}
				g, err := domineering.New(tc.rows, tc.cols, first)
				if err != nil {
					t.Fatal(err)
				}
				eng.Clear()
				res := eng.Search(g, search.Limits{}, nil)
				want := firstWins(tc.class, first)
				if !res.Score.IsMate() || (res.Score > 0) != want {
					t.Fatalf("score %v, want a proven %s for %s (class %s)", res.Score, map[bool]string{true: "win", false: "loss"}[want], first, tc.class)
				}
				if len(g.GenMoves(nil)) == 0 {
					if res.Best != position.NoMove {
						t.Errorf("best move %v with no legal move", res.Best)
					}
					return
				}
				if _, err := g.ParseMove(g.FormatMove(res.Best)); err != nil {
					t.Errorf("best move %v is not legal: %v", res.Best, err)
				}
			})
		}
	}
}

// TestWinningLine plays out solved games between two engines that see only
// their own side: the winner by the class must win every game, whatever
// the loser tries (each side searches with no limit at every move).
func TestWinningLine(t *testing.T) {
	boards := []struct {
		rows, cols int
		first      domineering.Side
	}{
		{4, 4, domineering.Vertical},   // 1st
		{5, 5, domineering.Horizontal}, // 2nd
		{2, 5, domineering.Horizontal}, // V
		{4, 5, domineering.Horizontal}, // V
		{5, 4, domineering.Vertical},   // H
	}
	class := map[[2]int]string{}
	for _, c := range outcomeClasses {
		class[[2]int{c.rows, c.cols}] = c.class
	}
	opts := search.DefaultOptions()
	opts.HashMB = 4
	eng := search.New(opts)
	for _, b := range boards {
		t.Run(fmt.Sprintf("%dx%d/%s", b.rows, b.cols, b.first), func(t *testing.T) {
			g, err := domineering.New(b.rows, b.cols, b.first)
			if err != nil {
				t.Fatal(err)
			}
			winner := b.first
			if !firstWins(class[[2]int{b.rows, b.cols}], b.first) {
				winner = 1 - b.first
			}
			for ply := 0; ; ply++ {
				if over, _ := g.Outcome(); over {
					if g.SideToMove() == winner {
						t.Fatalf("%s was to win but cannot move at %s", winner, g.Position())
					}
					return
				}
				res := eng.Search(g, search.Limits{}, nil)
				if g.SideToMove() == winner && !(res.Score.IsMate() && res.Score > 0) {
					t.Fatalf("ply %d: the winner's score is %v at %s", ply, res.Score, g.Position())
				}
				g.Make(res.Best)
			}
		})
	}
}

// TestDepthLimited checks that a depth-limited search proves a small board
// too: every node below the root is solved, so depth 1 is already exact.
func TestDepthLimited(t *testing.T) {
	g, err := domineering.New(5, 5, domineering.Vertical)
	if err != nil {
		t.Fatal(err)
	}
	res := search.New(search.DefaultOptions()).Search(g, search.Limits{Depth: 1}, nil)
	if !res.Score.IsMate() || res.Score > 0 {
		t.Errorf("5x5 with Vertical first at depth 1: score %v, want a proven loss (2nd)", res.Score)
	}
}

// TestThreads solves boards with two threads, which share the solver's
// table and split its work; run it with -race.
func TestThreads(t *testing.T) {
	opts := search.DefaultOptions()
	opts.Threads = 2
	opts.HashMB = 4
	eng := search.New(opts)
	boards := []struct {
		rows, cols int
		first      domineering.Side
		win        bool
	}{
		{5, 5, domineering.Vertical, false},
		{4, 6, domineering.Vertical, true},
		{4, 6, domineering.Horizontal, true},
		{5, 6, domineering.Vertical, false},
	}
	if !testing.Short() {
		boards = append(boards, struct {
			rows, cols int
			first      domineering.Side
			win        bool
		}{6, 6, domineering.Horizontal, true})
	}
	for _, b := range boards {
		g, err := domineering.New(b.rows, b.cols, b.first)
		if err != nil {
			t.Fatal(err)
		}
		res := eng.Search(g, search.Limits{}, nil)
		if !res.Score.IsMate() || (res.Score > 0) != b.win {
			t.Errorf("%dx%d %s first: score %v, want win=%v", b.rows, b.cols, b.first, res.Score, b.win)
		}
	}
}

// progress logs each completed depth of a long search.
type progress struct {
	t     *testing.T
	g     *domineering.Game // formats moves, which need no position
	start time.Time
}

func (p progress) Report(i search.Info) {
	if i.MultiPV == 1 {
		pv := make([]string, len(i.PV))
		for k, m := range i.PV {
			pv[k] = p.g.FormatMove(m)
		}
		p.t.Logf("depth %d score %v nodes %d time %v pv %v", i.Depth, i.Score, i.Nodes, time.Since(p.start).Round(time.Second), pv)
	}
}

// Test8x8 proves the rules' board a first-player win (Breuker, Uiterwijk
// and van den Herik 2000). It took 6m46s on one thread and 3m0s on two (790
// million nodes) on the development machine, so it runs only with
// TABLA_LONG=1, and it may need a longer -timeout than go test's default of
// ten minutes:
//
//	TABLA_LONG=1 go test -run Test8x8 -v -timeout 3h ./games/domineering/
//
// TABLA_THREADS sets the number of threads (default 1). The search stops
// a minute before the test's deadline, and the test then fails with the
// number of nodes searched.
func Test8x8(t *testing.T) {
	if os.Getenv("TABLA_LONG") != "1" {
		t.Skip("set TABLA_LONG=1 to prove 8x8")
	}
	opts := search.DefaultOptions()
	if n, err := strconv.Atoi(os.Getenv("TABLA_THREADS")); err == nil && n > 0 {
		opts.Threads = n
	}
	var lim search.Limits
	if d, ok := t.Deadline(); ok {
		lim.MoveTime = time.Until(d) - time.Minute
	}
	g, err := domineering.New(8, 8, domineering.Vertical)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	res := search.New(opts).Search(g, lim, progress{t, g, start})
	if !res.Score.IsMate() {
		t.Fatalf("8x8 not proved within the test's deadline: %d nodes in %v with %d threads; set a longer -timeout",
			res.Nodes, time.Since(start).Round(time.Second), opts.Threads)
	}
	if res.Score < 0 {
		t.Fatalf("8x8: score %v, want a proven win for Vertical", res.Score)
	}
	t.Logf("8x8 proved with %d threads: %s wins with %s, %d nodes in %v", opts.Threads, domineering.Vertical,
		g.FormatMove(res.Best), res.Nodes, time.Since(start).Round(time.Second))
}

// BenchmarkSolve8x8 proves the 8×8 board from the start with one and with
// two threads, each run with a fresh engine and game (so nothing proved
// earlier helps). A run takes minutes, so it runs only with TABLA_LONG=1,
// and needs a long -timeout:
//
//	TABLA_LONG=1 go test -run '^$' -bench Solve8x8 -benchtime 1x -timeout 3h ./games/domineering/
func BenchmarkSolve8x8(b *testing.B) {
	if os.Getenv("TABLA_LONG") != "1" {
		b.Skip("set TABLA_LONG=1 to prove 8x8")
	}
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads%d", threads), func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				opts := search.DefaultOptions()
				opts.Threads = threads
				g, err := domineering.New(8, 8, domineering.Vertical)
				if err != nil {
					b.Fatal(err)
				}
				res := search.New(opts).Search(g, search.Limits{}, nil)
				if !res.Score.IsMate() || res.Score < 0 {
					b.Fatalf("score %v, want a proven win", res.Score)
				}
				nodes += res.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkSolve6x6 proves 6×6 with Vertical first through the search,
// with a fresh engine and game each time.
func BenchmarkSolve6x6(b *testing.B) {
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		opts := search.DefaultOptions()
		opts.HashMB = 4
		g, err := domineering.New(6, 6, domineering.Vertical)
		if err != nil {
			b.Fatal(err)
		}
		res := search.New(opts).Search(g, search.Limits{}, nil)
		if !res.Score.IsMate() || res.Score < 0 {
			b.Fatalf("score %v, want a proven win", res.Score)
		}
		nodes += res.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
