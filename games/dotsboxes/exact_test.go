package dotsboxes_test

import (
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// negamax is the exact final margin from the side to move, by a plain
// negamax over the whole tree with a memo keyed by position string: an
// independent check of the solver, for small boards. Turns pass only when
// ToMove changes.
func negamax(g position.Playable, memo map[string]int) int {
	if over, margin := g.Outcome(); over {
		return margin
	}
	key := g.Position()
	if v, ok := memo[key]; ok {
		return v
	}
	best := -1 << 30
	side := g.ToMove()
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		v := negamax(g, memo)
		if g.ToMove() != side {
			v = -v
		}
		g.Unmake()
		best = max(best, v)
	}
	memo[key] = best
	return best
}

// TestSolvedBoards checks known results of small boards (the margins below;
// on 3×3 boxes, 4×4 dots, the second player wins by 3): a search without
// limits solves the start exactly, reports the margin as a score (not a
// mate), and on boards small enough brute force agrees.
func TestSolvedBoards(t *testing.T) {
	tests := []struct {
		rows, cols int
		want       int // margin for the first player, in boxes
		brute      bool
		long       bool
	}{
		{2, 2, -1, true, false},
		{2, 3, 0, true, false},
		{2, 4, -1, true, false},
		{2, 5, 0, true, false},
		{3, 3, 2, false, false},
		{3, 4, -2, false, false},
		{4, 3, -2, false, false},
		{4, 4, -3, false, true},
	}
	for _, tc := range tests {
		name := string(rune('0'+tc.rows)) + "x" + string(rune('0'+tc.cols))
		t.Run(name, func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("a full solve of 24 lines: skipped with -short")
			}
			firsts := []string{"x", "o"}
			if tc.long {
				firsts = firsts[:1] // about 15 s each
			}
			for _, first := range firsts {
				g, _, err := position.NewGame("dots-boxes", "rows="+name[:1], "cols="+name[2:], "first="+first)
				if err != nil {
					t.Fatal(err)
				}
				if tc.brute {
					if got := negamax(g, map[string]int{}); got != 100*tc.want {
						t.Errorf("first=%s: brute force %d, want %d", first, got, 100*tc.want)
					}
				}
				eng := search.New(search.DefaultOptions())
				start := time.Now()
				res := eng.Search(g, search.Limits{}, nil)
				t.Logf("first=%s: score %v, best %s, %d nodes, %v", first, res.Score, g.FormatMove(res.Best), res.Nodes, time.Since(start))
				if res.Score.IsMate() || int(res.Score) != 100*tc.want {
					t.Errorf("first=%s: search score %v, want cp %d", first, res.Score, 100*tc.want)
				}
			}
		})
	}
}

// TestExactMidgame checks, on the default board, that positions with
// 10 lines left reached by random play are solved to the brute-force
// margin, the lead already won included, and that the best move keeps it.
func TestExactMidgame(t *testing.T) {
	eng := search.New(search.DefaultOptions())
	rng := rand.New(rand.NewPCG(5, 7))
	for i := range 4 {
		g, _, err := position.NewGame("dots-boxes")
		if err != nil {
			t.Fatal(err)
		}
		for len(g.GenMoves(nil)) > 10 {
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			want := negamax(g, map[string]int{})
			eng.Clear()
			res := eng.Search(g, search.Limits{}, nil)
			t.Logf("%s: %v", g.Position(), res.Score)
			if res.Score.IsMate() || int(res.Score) != want {
				t.Fatalf("%s: search %v, brute force %d", g.Position(), res.Score, want)
			}
			side := g.ToMove()
			g.Make(res.Best)
			got := negamax(g, map[string]int{})
			if g.ToMove() != side {
				got = -got
			}
			if got != want {
				t.Errorf("best move %s keeps %d, not %d", g.FormatMove(res.Best), got, want)
			}
		})
	}
}

// BenchmarkSearch runs a fixed-node search from the default start and
// reports the search speed.
func BenchmarkSearch(b *testing.B) {
	eng := search.New(search.DefaultOptions())
	g, _, err := position.NewGame("dots-boxes")
	if err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	for b.Loop() {
		eng.Clear()
		nodes += eng.Search(g, search.Limits{Nodes: 300_000}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
