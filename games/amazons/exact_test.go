package amazons_test

import (
	"testing"

	_ "github.com/tabla-games/tabla/games/amazons"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// solve is a naive exact solver, independent of package search: negamax
// over every legal move with a table of solved positions. It returns the
// game value for the side to move as the number of plies to the end,
// positive when the side to move wins (it moves last), negative when it
// loses; the winner hurries and the loser delays.
func solve(g position.Game, memo map[uint64]int) int {
	if v, ok := memo[g.Hash()]; ok {
		return v
	}
	moves := g.GenMoves(nil)
	best := 0 // no move: lost now
	for _, m := range moves {
		g.Make(m)
		v := -solve(g, memo)
		g.Unmake()
		// v > 0: a win in v+1 plies; v <= 0: a loss in 1-v plies.
		if v >= 0 {
			v++
		} else {
			v--
		}
		if best == 0 || better(v, best) {
			best = v
		}
	}
	if len(moves) == 0 {
		best = 0
	}
	memo[g.Hash()] = best
	return best
}

// better compares two values of solve (plies signed by the mover's
// result, where 0 is a loss now).
func better(a, b int) bool {
	switch {
	case a > 0 && b > 0:
		return a < b
	case a > 0:
		return true
	case b > 0:
		return false
	}
	return a < b // both losses: the longer (more negative) is better
}

// TestExactEndgames solves small endgames with the search and checks the
// winner and the winning move against the naive solver.
func TestExactEndgames(t *testing.T) {
	full := "xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/"
	tests := []struct {
		name     string
		pos      string
		moverWin bool
	}{
		// Separate regions of three squares (White) and two (Black).
		{"race, white to move", full + "B2xxxxxxx/xxxxxxxxxx/W3xxxxxx w", true},
		{"race, black to move", full + "B2xxxxxxx/xxxxxxxxxx/W3xxxxxx b", false},
		{"equal regions, white to move", full + "B3xxxxxx/xxxxxxxxxx/W3xxxxxx w", false},
		// A shared region: two ranks of five squares.
		{"corridor, white to move", full + "xxxxxxxxxx/B4xxxxx/W4xxxxx w", true},
		{"corridor, black to move", full + "xxxxxxxxxx/B4xxxxx/W4xxxxx b", true},
		{"corridor with a wall", full + "xxxxxxxxxx/B1x2xxxxx/W4xxxxx w", true},
		{"two amazons each", full + "xxxxxxxxxx/B1x1Bxxxxx/W3Wxxxxx b", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("amazons")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			naive := solve(g, map[uint64]int{})
			if (naive > 0) != tc.moverWin {
				t.Fatalf("naive solver: value %d, want a win for the mover: %v", naive, tc.moverWin)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 40}, nil)
			if !res.Score.IsMate() {
				t.Fatalf("search ended with %v, not a proven result", res.Score)
			}
			if (res.Score > 0) != tc.moverWin {
				t.Fatalf("search score %v, want a win for the mover: %v", res.Score, tc.moverWin)
			}
			// Mate in N of the engine's moves is a win in 2N-1 plies.
			if tc.moverWin && res.Score.MateMoves() != (naive+1)/2 {
				t.Errorf("search: mate %d, naive solver: %d plies", res.Score.MateMoves(), naive)
			}
			if res.Best == position.NoMove {
				t.Fatal("no best move")
			}
			if tc.moverWin {
				g.Make(res.Best)
				if after := solve(g, map[uint64]int{}); after > 0 {
					t.Errorf("best move %s lets the opponent win", g.FormatMove(res.Best))
				}
				g.Unmake()
			}
			if got := g.Position(); got != tc.pos {
				t.Errorf("search changed the position to %q", got)
			}
		})
	}
}

// BenchmarkSearch searches the start position to a fixed depth and
// reports the search's nodes per second.
func BenchmarkSearch(b *testing.B) {
	g, _, err := position.NewGame("amazons")
	if err != nil {
		b.Fatal(err)
	}
	eng := search.New(search.DefaultOptions())
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		eng.Clear()
		nodes += eng.Search(g, search.Limits{Depth: 2}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
