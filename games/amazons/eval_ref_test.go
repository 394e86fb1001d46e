package amazons

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// This file keeps the original, square-by-square evaluation as a test
// oracle: the bit-parallel Evaluate must return exactly what it did, so
// that search visits the same nodes. It is not used by the engine.

// refDistances is the original breadth-first distance map (test oracle):
// for every empty square the least number of queen (or king) moves an
// amazon of side s needs to reach it, unreached elsewhere.
func (g *Game) refDistances(s Side, queen bool, dist *[boxCells]uint8) {
	for i := range dist {
		dist[i] = unreached
	}
	var bufA, bufB [size * size]uint8
	cur, next := bufA[:0], bufB[:0]
	for i := 0; i < g.n[s]; i++ {
		cur = append(cur, g.amazons[s][i])
	}
	b := &g.board
	for d := uint8(1); len(cur) > 0; d++ {
		next = next[:0]
		for _, sq := range cur {
			for _, dir := range dirs {
				for t := int(sq) + dir; b[t] == empty; t += dir {
					if dist[t] == unreached {
						dist[t] = d
						next = append(next, uint8(t))
					} else if dist[t] < d {
						break
					}
					if !queen {
						break
					}
				}
			}
		}
		cur, next = next, cur
	}
}

// refTerritory is the original territory count (test oracle).
func (g *Game) refTerritory(me, op *[boxCells]uint8) int {
	t := 0
	for sq, c := range g.board {
		if c != empty {
			continue
		}
		switch a, b := me[sq], op[sq]; {
		case a < b:
			t += 100
		case b < a:
			t -= 100
		case a != unreached:
			t += tieShare
		}
	}
	return t
}

// refLiberties is the original capped liberty count (test oracle).
func (g *Game) refLiberties(s Side) int {
	n := 0
	for i := 0; i < g.n[s]; i++ {
		sq := int(g.amazons[s][i])
		k := 0
		for _, d := range dirs {
			if g.board[sq+d] == empty {
				k++
			}
		}
		n += min(k, libertyCap)
	}
	return n
}

// refTerms is the original breakdown of the evaluation (test oracle).
func (g *Game) refTerms() (queen, king, liberty int) {
	var me, op [boxCells]uint8
	s := g.side
	g.refDistances(s, true, &me)
	g.refDistances(s^1, true, &op)
	queen = g.refTerritory(&me, &op)
	g.refDistances(s, false, &me)
	g.refDistances(s^1, false, &op)
	king = g.refTerritory(&me, &op)
	liberty = libertyValue * (g.refLiberties(s) - g.refLiberties(s^1))
	return queen, king, liberty
}

// refEvaluate is the original Evaluate (test oracle).
func (g *Game) refEvaluate() int {
	q, k, l := g.refTerms()
	return (queenWeight*q+kingWeight*k)/(queenWeight+kingWeight) + l
}

// refEvalTerms is the original EvalTerms (test oracle).
func (g *Game) refEvalTerms() []position.EvalTerm {
	q, k, l := g.refTerms()
	return []position.EvalTerm{
		{Name: "queen territory", Score: q},
		{Name: "king territory", Score: k},
		{Name: "liberties", Score: l},
		{Name: "total", Score: (queenWeight*q+kingWeight*k)/(queenWeight+kingWeight) + l},
	}
}

// checkAgainstRef fails when Evaluate, EvalTerms or the distance maps
// differ from the oracle in g's current position.
func checkAgainstRef(t *testing.T, g *Game) {
	t.Helper()
	if got, want := g.open, g.openSquares(); got != want {
		t.Fatalf("%s: open squares %v, from the board %v", g.Position(), got, want)
	}
	if got, want := g.Evaluate(), g.refEvaluate(); got != want {
		t.Fatalf("%s: Evaluate = %d, reference %d", g.Position(), got, want)
	}
	got, want := g.EvalTerms(), g.refEvalTerms()
	if len(got) != len(want) {
		t.Fatalf("%s: EvalTerms has %d terms, reference %d", g.Position(), len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%s: EvalTerms[%d] = %+v, reference %+v", g.Position(), i, got[i], want[i])
		}
	}
	for s := White; s <= Black; s++ {
		for _, queen := range []bool{true, false} {
			var d, r [boxCells]uint8
			g.distances(s, queen, &d)
			g.refDistances(s, queen, &r)
			if d != r {
				t.Fatalf("%s: %s distances (queen %v) differ from the reference", g.Position(), s, queen)
			}
		}
	}
}

// randomPosition builds a position string with nw white and nb black
// amazons and each other square an arrow with probability arrows.
func randomPosition(rng *rand.Rand, nw, nb int, arrows float64, side string) string {
	var cells [size * size]byte
	for i := range cells {
		cells[i] = '.'
		if rng.Float64() < arrows {
			cells[i] = 'x'
		}
	}
	perm := rng.Perm(size * size)
	for i := 0; i < nw+nb; i++ {
		cells[perm[i]] = 'W'
		if i >= nw {
			cells[perm[i]] = 'B'
		}
	}
	s := ""
	for r := 0; r < size; r++ {
		if r > 0 {
			s += "/"
		}
		run := 0
		for x := 0; x < size; x++ {
			c := cells[r*size+x]
			if c == '.' {
				run++
				continue
			}
			if run > 0 {
				s += fmt.Sprint(run)
				run = 0
			}
			s += string(c)
		}
		if run > 0 {
			s += fmt.Sprint(run)
		}
	}
	return s + " " + side
}

// TestEvaluateMatchesReference compares Evaluate with the original
// evaluation along random games (from the start with either side first,
// and from the test positions) and on random positions with 0 to 8
// amazons a side and every density of arrows.
func TestEvaluateMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	games := []struct {
		name     string
		settings []string
		pos      string
		games    int
	}{
		{"start", nil, "", 30},
		{"first=b", []string{"first=b"}, "", 10},
		{"after the example", nil, afterExample, 10},
		{"boxed in", nil, boxedIn, 2},
		{"race", nil, race, 2},
		{"corridor", nil, corridor, 2},
	}
	for _, tc := range games {
		t.Run(tc.name, func(t *testing.T) {
			var buf []position.Move
			for range tc.games {
				g := newGame(t, append(tc.settings, "eval=hand")...)
				if tc.pos != "" {
					if err := g.SetPosition(tc.pos); err != nil {
						t.Fatal(err)
					}
				}
				for {
					checkAgainstRef(t, g)
					buf = g.GenMoves(buf[:0])
					if len(buf) == 0 {
						break
					}
					g.Make(buf[rng.IntN(len(buf))])
				}
			}
		})
	}
	t.Run("random positions", func(t *testing.T) {
		for i := range 3000 {
			nw, nb := rng.IntN(maxAmazons+1), rng.IntN(maxAmazons+1)
			pos := randomPosition(rng, nw, nb, rng.Float64(), [2]string{"w", "b"}[i%2])
			g := newGame(t, "eval=hand")
			if err := g.SetPosition(pos); err != nil {
				t.Fatalf("SetPosition(%q): %v", pos, err)
			}
			checkAgainstRef(t, g)
		}
	})
}

func BenchmarkRefEvaluate(b *testing.B) {
	g := load(b, afterExample)
	b.ReportAllocs()
	for b.Loop() {
		g.refEvaluate()
	}
}
