package foxhounds_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// solve runs a search with no limits, which ends once the root is solved,
// and checks that it reports a proven result.
func solve(t testing.TB, g position.Game) search.Result {
	t.Helper()
	eng := search.New(search.DefaultOptions())
	res := eng.Search(g, search.Limits{}, nil)
	if !res.Score.IsMate() {
		t.Fatalf("search ended with %v at depth %d, not a proven result", res.Score, res.Depth)
	}
	return res
}

// TestEndgames checks short forced results.
func TestEndgames(t *testing.T) {
	tests := []struct {
		name, pos string
		mate      int
		best      string
	}{
		{"the fox wins at once", "3H1H1H/H1F5/8/8/8/8/8/8 f", 1, "c7-b8"},
		{"a hole in the wall", "8/8/8/H1H1H3/7H/8/8/F7 f", 0, ""}, // checked against the naive solver
		{"the fox is shut in", "8/8/8/H1H1H1H1/8/8/8/F7 f", 0, ""},
		{"hounds close the trap", "7H/8/8/8/1H6/2H1H3/8/F7 h", 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			want := tc.mate
			var win bool
			var plies int
			if want == 0 { // from the naive solver
				n, err := naiveParse(tc.pos)
				if err != nil {
					t.Fatal(err)
				}
				win, plies = naiveSolve(n, map[naivePos]int{})
				want = (plies + 1) / 2
				if !win {
					want = -plies / 2
				}
			}
			res := solve(t, g)
			if got := res.Score.MateMoves(); got != want {
				t.Errorf("search: mate %d, want %d (naive: win %v in %d plies)", got, want, win, plies)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Errorf("best %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}

// naiveSolve is a plain memoised minimax with exact distances: the side
// to move wins in plies, or loses in plies at the latest.
func naiveSolve(p naivePos, memo map[naivePos]int) (win bool, plies int) {
	if v, ok := memo[p]; ok {
		return v > 0, max(v, -v) - 1
	}
	var v int // (plies+1) with the sign of the result
	switch w := p.winner(); {
	case w != "":
		if (w == "fox") == p.foxMove {
			v = 1
		} else {
			v = -1
		}
	default:
		_, next := p.moves()
		bestWin, worstLoss := 0, 0
		for _, q := range next {
			cw, cp := naiveSolve(q, memo)
			if !cw {
				if bestWin == 0 || cp+1 < bestWin {
					bestWin = cp + 1
				}
			} else {
				worstLoss = max(worstLoss, cp+1)
			}
		}
		if bestWin > 0 {
			v = bestWin + 1
		} else {
			v = -(worstLoss + 1)
		}
	}
	memo[p] = v
	return v > 0, max(v, -v) - 1
}

// TestSolveStart proves the game's known solved value: the hounds win from
// the start, so the fox to move gets a negative mate, and the hounds to
// move a positive one. The naive solver agrees on the result and the
// distance.
func TestSolveStart(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds: skipped with -short")
	}
	tests := []struct {
		opts []string
	}{
		{nil},
		{[]string{"first=hounds"}},
	}
	memo := map[naivePos]int{}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.opts), func(t *testing.T) {
			g := newGame(t, tc.opts...)
			n, _ := naiveParse(g.Position())
			win, plies := naiveSolve(n, memo)
			houndsWin := win == (g.ToMove() == 1)
			if !houndsWin {
				t.Fatalf("naive solver: the fox wins in %d plies", plies)
			}
			start := time.Now()
			res := solve(t, g)
			t.Logf("%v: %v, %d nodes, depth %d, %v", tc.opts, res.Score, res.Nodes, res.Depth, time.Since(start))
			want := (plies + 1) / 2
			if !win {
				want = -plies / 2
			}
			if got := res.Score.MateMoves(); got != want {
				t.Errorf("mate %d, naive solver %d (%d plies)", got, want, plies)
			}
		})
	}
}

// TestProtocolSolve proves the start through the protocol, as the binary
// does for "newgame fox-hounds" then "go": the search ends by itself with
// the fox's loss.
func TestProtocolSolve(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds: skipped with -short")
	}
	c, err := protocol.Local(protocol.Config{Name: "tabla", DefaultGame: "fox-hounds"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Do("newgame fox-hounds", 10*time.Second); err != nil {
		t.Fatal(err)
	}
	lines, err := c.Call("go", "bestmove", 5*time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	last := ""
	for _, l := range lines {
		if strings.Contains(l, " score ") {
			last = l
		}
	}
	if !strings.Contains(last, "score mate -22 ") {
		t.Errorf("last score line %q, want mate -22 (the hounds win)", last)
	}
}

// BenchmarkSolveStart proves the start from scratch (one thread, a new
// engine each time): the hounds win.
func BenchmarkSolveStart(b *testing.B) {
	g := newGame(b)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		eng := search.New(search.DefaultOptions())
		res := eng.Search(g, search.Limits{}, nil)
		if !res.Score.IsMate() || res.Score.MateMoves() >= 0 {
			b.Fatalf("score %v", res.Score)
		}
		nodes += res.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
