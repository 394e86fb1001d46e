package hex

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestEvaluateMatchesReference checks that the production evaluation
// gives exactly what the reference copy of the old code (refEval) gives:
// Evaluate, EvalTerms, both sides' potentials, the four distance maps and
// OrderHints, on every position of random games over several sizes and
// options, from the start to the end.
func TestEvaluateMatchesReference(t *testing.T) {
	tests := []struct {
		settings []string
		games    int
		every    int // compare every this many plies
	}{
		{[]string{"size=1"}, 3, 1},
		{[]string{"size=2"}, 20, 1},
		{[]string{"size=3"}, 40, 1},
		{[]string{"size=4", "swap=on"}, 40, 1},
		{[]string{"size=5"}, 40, 1},
		{[]string{"size=6", "connected=on"}, 30, 1},
		{[]string{"size=7"}, 30, 1},
		{[]string{"size=8", "swap=on", "connected=on"}, 20, 1},
		{[]string{"size=9"}, 20, 1},
		{[]string{"size=10", "swap=on"}, 20, 1},
		{nil, 20, 1}, // 11×11, the default
		{[]string{"size=11", "connected=on"}, 10, 1},
		{[]string{"size=13"}, 6, 2},
		{[]string{"size=16"}, 3, 3},
		{[]string{"size=19"}, 3, 5},
		{[]string{"size=26"}, 2, 9},
	}
	total := 0
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.settings), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(len(tc.settings)), uint64(tc.games)))
			for game := 0; game < tc.games; game++ {
				g := newGame(t, tc.settings...)
				for ply := 0; ; ply++ {
					moves := g.GenMoves(nil)
					if len(moves) == 0 {
						break
					}
					if ply%tc.every == 0 {
						compareWithReference(t, g, moves)
						total++
					}
					g.Make(moves[rng.IntN(len(moves))])
				}
				// The finished position too: search evaluates leaves.
				compareWithReference(t, g, g.GenMoves(nil))
				total++
			}
		})
	}
	if total < 2000 {
		t.Errorf("only %d positions compared", total)
	}
}

// compareWithReference fails the test unless g's evaluation agrees with
// refEval's in every observable value at the current position.
func compareWithReference(t *testing.T, g *Game, moves []position.Move) {
	t.Helper()
	ref := &refEval{Game: g}
	g.ev.valid = false
	if got, want := g.Evaluate(), ref.Evaluate(); got != want {
		t.Fatalf("Evaluate %d, reference %d at %s", got, want, g.Position())
	}
	if got, want := g.EvalTerms(), ref.EvalTerms(); !slices.Equal(got, want) {
		t.Fatalf("EvalTerms %v, reference %v at %s", got, want, g.Position())
	}
	for e := range g.ev.dist {
		if !slices.Equal(g.ev.dist[e], ref.ev.dist[e]) {
			t.Fatalf("distances from %s %v, reference %v at %s",
				edge(e), g.ev.dist[e], ref.ev.dist[e], g.Position())
		}
	}
	got, want := make([]int32, len(moves)), make([]int32, len(moves))
	g.OrderHints(moves, got)
	ref.OrderHints(moves, want)
	if !slices.Equal(got, want) {
		t.Fatalf("OrderHints %v, reference %v at %s", got, want, g.Position())
	}
	for s := red; s <= blue; s++ {
		p, w := g.potential(s)
		rp, rw := ref.potential(s)
		if p != rp || w != rw {
			t.Fatalf("%s potential %d ways %d, reference %d and %d at %s", s, p, w, rp, rw, g.Position())
		}
	}
}
