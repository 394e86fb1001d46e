package morris_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/games/morris"
)

// TestEvalTerms checks that Evaluate is the sum of its named terms and
// stays in range, over the positions of random games of both variants.
func TestEvalTerms(t *testing.T) {
	for _, tc := range variants() {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, 5))
			for range 10 {
				g := morris.New(tc.v, morris.DefaultConfig())
				for ply := 0; ply < 200; ply++ {
					ms := g.GenMoves(nil)
					if len(ms) == 0 {
						break
					}
					sum := 0
					for _, term := range g.EvalTerms() {
						sum += term.Score
					}
					if e := g.Evaluate(); e != sum || e <= -100_000 || e >= 100_000 {
						t.Fatalf("Evaluate() = %d, terms sum to %d at %s", e, sum, g.Position())
					}
					g.Make(ms[rng.IntN(len(ms))])
				}
			}
		})
	}
}

// TestOrderHintsMillsFirst checks that the hints rank every move that
// closes a mill above every move that does not.
func TestOrderHintsMillsFirst(t *testing.T) {
	for _, tc := range variants() {
		g := morris.New(tc.v, morris.DefaultConfig())
		pos := map[string]string{"nine": "BB1/3/3/2WW2/3/1B1/WW1 w 5 5 0", "twelve": "BB1/3/3/6/3/W2/W2 w 10 10 - - 0"}[tc.name]
		if err := g.SetPosition(pos); err != nil {
			t.Fatal(err)
		}
		ms := g.GenMoves(nil)
		scores := make([]int32, len(ms))
		g.OrderHints(ms, scores)
		lowestMill, highestQuiet := int32(1<<30), int32(-1<<30)
		for i, m := range ms {
			if len(g.FormatMove(m)) > 2 && g.FormatMove(m)[2] == 'x' || len(g.FormatMove(m)) > 5 {
				lowestMill = min(lowestMill, scores[i])
			} else {
				highestQuiet = max(highestQuiet, scores[i])
			}
		}
		if lowestMill <= highestQuiet {
			t.Errorf("%s: a quiet move ranks %d, a mill %d", tc.name, highestQuiet, lowestMill)
		}
	}
}
