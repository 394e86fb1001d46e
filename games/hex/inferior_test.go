package hex

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestDeadPatterns checks the dead-cell patterns on positions checked by
// hand, edges and corners included.
func TestDeadPatterns(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		cell string
		dead bool
	}{
		{"empty neighbourhood", "5/5/5/5/5 r 0", "c3", false},
		// c3's ring from d3: d3 c4 b4 b3 c2 d2.
		{"four red in a row", "b3b/2r1b/1r3/1rr2/4b r 8", "c3", true},
		{"three red in a row", "r3b/4b/1r3/1rr2/4b b 7", "c3", false},
		{"three red and three blue", "5/2bb1/1r1b1/1rr2/5 r 6", "c3", true},
		{"three red, two blue, one empty", "5/2b2/1r1b1/1rr2/5 b 5", "c3", false},
		// a1's ring: b1 a2, two beyond the left edge, two beyond the top.
		{"corner a1: a2 blue, b1 red", "1r3/b4/5/5/5 r 2", "a1", true},
		{"corner a1: a2 and b1 red with the top edge", "1r3/r4/5/5/4b b 3", "a1", true},
		{"corner a1: b1 red only", "1r3/5/5/5/4b r 2", "a1", false},
		// b1's ring: c1 b2 a2 a1, two beyond the top edge.
		{"top edge: a1 and c1 red", "r1r2/5/5/5/4b b 3", "b1", true},
		{"top edge: a1 red only", "r4/5/5/5/5 b 1", "b1", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, "size=5")
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			if got := g.dead(cellIndex(g, tc.cell)); got != tc.dead {
				t.Errorf("dead(%s) = %v, want %v", tc.cell, got, tc.dead)
			}
		})
	}
}

// TestInferiorPruningSound checks on random 3×3 and 4×4 positions, by
// exhaustive search, that a dead cell is worth the same filled in either
// colour, and that whenever the side to move wins, a move that OrderHints
// does not rank as inferior (dead, or outside the must-play area) wins.
func TestInferiorPruningSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 3))
	memo := map[int]map[uint64]bool{3: {}, 4: {}}
	deadSeen, pruned := 0, 0
	for trial := range 400 {
		n := 3 + trial%2
		solve := func(g *Game) bool { return memoSolve(g, memo[n]) }
		g := randomPosition(t, rng, n, n*n/2-rng.IntN(3))
		if g == nil {
			continue
		}
		g.inferior = true
		g.Solvable(position.MaxPly) // fills the analysis OrderHints reads
		moves := g.GenMoves(nil)
		scores := make([]int32, len(moves))
		g.OrderHints(moves, scores)
		wins, keptWin := false, false
		for i, m := range moves {
			d := int(m)
			if g.dead(d) {
				deadSeen++
				g.Make(m)
				g.MakeNull()
				mine := solve(g)
				g.UnmakeNull()
				g.Unmake()
				g.MakeNull()
				g.Make(m)
				theirs := solve(g)
				g.Unmake()
				g.UnmakeNull()
				if mine != theirs {
					t.Fatalf("%s: dead cell %s matters (wins filled by the mover %v, by the other %v)",
						g.Position(), g.FormatMove(m), mine, theirs)
				}
			}
			g.Make(m)
			w := !solve(g)
			g.Unmake()
			inferior := scores[i] < -inferiorPenalty/2
			if inferior {
				pruned++
			}
			wins = wins || w
			keptWin = keptWin || w && !inferior
		}
		if wins && !keptWin {
			t.Fatalf("%s: every winning move is ranked inferior", g.Position())
		}
	}
	t.Logf("%d dead cells checked, %d moves ranked inferior", deadSeen, pruned)
	if deadSeen == 0 || pruned == 0 {
		t.Error("nothing was checked")
	}
}
