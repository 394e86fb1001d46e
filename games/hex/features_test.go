package hex

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

// image returns g's image under f, a map of cells, with the colours
// swapped when swap is set (and then the other side to move), built
// stone by stone: the colour-swapped image of a reachable position has
// stone counts no game reaches, so SetPosition would refuse it.
func image(t *testing.T, g *Game, f func(c, r int) (int, int), swap bool, settings ...string) *Game {
	t.Helper()
	h := newGame(t, settings...)
	h.ply = g.ply
	for i, v := range g.board {
		if v == 0 {
			continue
		}
		c, r := g.geo.Coords(i)
		c, r = f(c, r)
		s := color(v - 1)
		if swap {
			s = 1 - s
		}
		h.addStone(s, g.geo.Cell(c, r))
	}
	if swap {
		h.ply++
	}
	h.rebuild()
	h.hash = h.computeHash()
	return h
}

// sortedFeatures returns g's features, sorted, and its phase.
func sortedFeatures(g *Game) ([]int32, int) {
	f, phase := g.Features(nil)
	slices.Sort(f)
	return f, phase
}

// TestFeatures checks, along random games on two sizes, that the
// features are the same for a position, its half turn, and its
// reflection in the long diagonal with the colours swapped; that each
// block has the right number of entries; and that the phase follows the
// stones.
func TestFeatures(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, size := range []string{"size=11", "size=7"} {
		for game := 0; game < 6; game++ {
			g := newGame(t, size)
			n := g.geo.N
			halfTurn := func(c, r int) (int, int) { return n - 1 - c, n - 1 - r }
			reflect := func(c, r int) (int, int) { return r, c }
			for {
				if over, _ := g.Outcome(); over {
					break
				}
				want, phase := sortedFeatures(g)
				for _, im := range []struct {
					name string
					g    *Game
				}{
					{"half turn", image(t, g, halfTurn, false, size)},
					{"colour-swapped reflection", image(t, g, reflect, true, size)},
				} {
					got, gotPhase := sortedFeatures(im.g)
					if !slices.Equal(got, want) || gotPhase != phase {
						t.Fatalf("%s: features of the %s differ:\n%v phase %d\n%v phase %d", g.Position(), im.name, want, phase, got, gotPhase)
					}
				}
				var pots [4]int
				var diffs, cells, bias int
				for _, f := range want {
					switch {
					case f < fDiff:
						pots[f-fPotentials]++
					case f >= fDiff && f < fCells:
						diffs++
					case f >= fCells && f < fShapes:
						cells++
					case f == fBias:
						bias++
					}
				}
				pr, _, pb, _ := g.potentials()
				mine, theirs := pr, pb
				if g.ToMove() == int(blue) {
					mine, theirs = pb, pr
				}
				// A blocked side's potential is 2*farAway: it counts
				// as blocked instead, and there is no difference.
				wantPots, wantDiffs := [4]int{min(mine, maxPotCount), min(theirs, maxPotCount), 0, 0}, 1
				for k, p := range [2]int{mine, theirs} {
					if p >= farAway {
						wantPots[k], wantPots[2+k], wantDiffs = 0, 1, 0
					}
				}
				stones := g.stones[0].Count() + g.stones[1].Count()
				if pots != wantPots || diffs != wantDiffs || bias != 1 || cells != g.geo.Cells-stones {
					t.Fatalf("%s: potentials %v (want %v), %d differences, %d bias, %d cells for %d empty",
						g.Position(), pots, wantPots, diffs, bias, cells, g.geo.Cells-stones)
				}
				if phase != min(stones/8, featurePhases-1) {
					t.Fatalf("%s: phase %d with %d stones", g.Position(), phase, stones)
				}
				moves := g.GenMoves(nil)
				g.Make(moves[rng.IntN(len(moves))])
			}
		}
	}
}

// TestFeatureShapes checks the bridge and template counts of positions
// worked by hand on the 5×5 board.
func TestFeatureShapes(t *testing.T) {
	tests := []struct {
		name  string
		moves []string
		want  map[int32]int32 // shape class: count; the others are 0
	}{
		// Red's b2 has a template to the top edge (carrier b1, c1) and,
		// with c3, a bridge (carrier c2, b3); blue's d1 sits on no
		// shape of its own and no carrier of red's.
		{"red bridge and template, blue to move", []string{"b2", "d1", "c3"},
			map[int32]int32{oppBridge: 1, oppTemplate: 1}},
		// Blue's c2 breaks into the bridge; red is to move.
		{"bridge intruded", []string{"b2", "d1", "c3", "c2"},
			map[int32]int32{ownBridgeIntruded: 1, ownTemplate: 1}},
		// Blue's c1 breaks into the template as well; blue's d1 and c2
		// form no bridge (they are neighbours).
		{"template intruded too", []string{"b2", "d1", "c3", "c2", "e5", "c1"},
			map[int32]int32{ownBridgeIntruded: 1, ownTemplateIntruded: 1}},
		// Red to move: red's b2-c3 bridge and b2's template are intact;
		// blue's b4 and a3 form a bridge (carrier a4, b3), and b4 has a
		// template to the left edge (carrier a4, a5).
		{"both sides' shapes", []string{"b2", "b4", "c3", "a3"},
			map[int32]int32{ownBridge: 1, ownTemplate: 1, oppBridge: 1, oppTemplate: 1}},
		// Red's a4 fills a carrier of both of blue's shapes, and itself
		// makes two red bridges that blue has already broken into: with
		// c3 (carrier b3, blue's b4) and with b2 (carrier b3, blue's a3).
		{"one stone intrudes twice", []string{"b2", "b4", "c3", "a3", "a4"},
			map[int32]int32{oppBridge: 1, oppTemplate: 1, oppBridgeIntruded: 2, ownBridgeIntruded: 1, ownTemplateIntruded: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, "size=5")
			play(t, g, tc.moves...)
			var c [numFeatures]int32
			g.featureCounts(&c)
			for k := int32(0); k < shapeClasses; k++ {
				if got := c[fShapes+k]; got != tc.want[k] {
					t.Errorf("shape class %d: %d, want %d (all: %v)", k, got, tc.want[k], c[fShapes:fBias])
				}
			}
		})
	}
}

// TestLearnedEval checks the learned evaluation: Evaluate is the scaled
// sum of the weights of Features (positiontest.CheckLearnedEval), the
// colour-swapped reflection scores the same, it survives SetPosition and
// Clone, and boards it was not fitted on keep the two-distance
// evaluation.
func TestLearnedEval(t *testing.T) {
	w, err := shipped()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(7, 7))
	g := newGame(t, "eval=learned")
	for {
		if over, _ := g.Outcome(); over {
			break
		}
		f, phase := g.Features(nil)
		e := learnedScale.Apply(w.Eval(phase, f))
		positiontest.CheckLearnedEval(t, g, e)
		im := image(t, g, func(c, r int) (int, int) { return r, c }, true, "eval=learned")
		if m := im.Evaluate(); m != e {
			t.Errorf("%s: colour-swapped reflection %d, original %d", g.Position(), m, e)
		}
		h := newGame(t, "eval=learned")
		if err := h.SetPosition(g.Position()); err != nil {
			t.Fatal(err)
		}
		if m, c := h.Evaluate(), g.Clone().(*Game).Evaluate(); m != e || c != e {
			t.Errorf("%s: set afresh %d, cloned %d, original %d", g.Position(), m, c, e)
		}
		moves := g.GenMoves(nil)
		g.Make(moves[rng.IntN(len(moves))])
	}
	for _, tc := range []struct {
		settings []string
		learned  bool
	}{
		{[]string{"eval=learned"}, true},
		{[]string{"eval=hand"}, false},
		{[]string{"eval=learned", "size=9"}, false},
		{[]string{"eval=learned", "connected=on"}, false},
	} {
		if g := newGame(t, tc.settings...); (g.learned != nil) != tc.learned {
			t.Errorf("%v: learned evaluation %t, want %t", tc.settings, g.learned != nil, tc.learned)
		}
	}
	positiontest.CheckEvalChoice(t, "hex", "11/11/11/11/4r6/11/6b4/11/11/11/11 r 2",
		map[string]string{"eval=learned": "potentials", "eval=hand": "red_potential"})
}
