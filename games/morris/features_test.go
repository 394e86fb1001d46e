package morris

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position/learn"
	"github.com/tabla-games/tabla/position/positiontest"
)

// featureVariants are the two boards: without and with the diagonals.
var featureVariants = []struct {
	v                    *Variant
	lineClasses, classes int
}{
	{NewVariant(Spec{ID: "nine-test", Board: pointgraph.Morris(false), Pieces: 9, Fly: true}), 3, 4},
	{NewVariant(Spec{ID: "twelve-test", Board: pointgraph.Morris(true), Pieces: 12, StepAnyTime: true, NoReturn: true}), 4, 4},
}

// randomPositions plays random games of v and returns some of their
// unfinished positions.
func randomPositions(v *Variant, seed uint64, n int) []*Game {
	return positiontest.RandomPositions(rand.New(rand.NewPCG(seed, 7)), n, 120,
		func() *Game { return New(v, DefaultConfig()) })
}

func sortedFeatures(g *Game) ([]int32, int) {
	f, phase := g.Features(nil)
	slices.Sort(f)
	return f, phase
}

// TestFeaturesSymmetric checks that both boards have 16 symmetries, that
// the lines and points fall into the classes the features' doc comment
// names, and that the images of a position under every symmetry list the
// same features in the same phase.
func TestFeaturesSymmetric(t *testing.T) {
	for _, tc := range featureVariants {
		ft := tc.v.feat
		if len(ft.syms) != 16 {
			t.Fatalf("%s: %d symmetries, want 16", tc.v.ID, len(ft.syms))
		}
		if got := len(slices.Compact(slices.Sorted(slices.Values(ft.lineClass)))); got != tc.lineClasses {
			t.Errorf("%s: %d line classes, want %d", tc.v.ID, got, tc.lineClasses)
		}
		if got := int(ft.counts-ft.points) / (2 * roomCases); got != tc.classes {
			t.Errorf("%s: %d point classes, want %d", tc.v.ID, got, tc.classes)
		}
		for _, g := range randomPositions(tc.v, 1, 200) {
			want, phase := sortedFeatures(g)
			for k, perm := range ft.syms {
				st := g.st
				for s := range st.pieces {
					st.pieces[s] = 0
					for b := g.st.pieces[s]; b != 0; b &= b - 1 {
						st.pieces[s] |= 1 << perm[bits.TrailingZeros64(b)]
					}
					if l := st.last[s]; l.from != noPoint {
						st.last[s] = step{int8(perm[l.from]), int8(perm[l.to])}
					}
				}
				img := New(tc.v, DefaultConfig())
				img.reset(st)
				got, gotPhase := sortedFeatures(img)
				if !slices.Equal(got, want) || gotPhase != phase {
					t.Fatalf("%s: symmetry %d of %s (%s): features differ", tc.v.ID, k, g.Position(), img.Position())
				}
			}
		}
	}
}

// TestFeaturesRead checks the features of one position by hand.
func TestFeaturesRead(t *testing.T) {
	v := featureVariants[0].v
	g := New(v, DefaultConfig())
	// White has a7 and d7 (an open two on the top line), Black g1; White
	// to move with seven in hand, Black eight.
	if err := g.SetPosition("WW1/3/3/6/3/3/2B w 7 8 0"); err != nil {
		t.Fatal(err)
	}
	feats, phase := g.Features(nil)
	if phase != 0 {
		t.Errorf("phase %d, want 0 (15 pieces in hand)", phase)
	}
	ft := v.feat
	// The top line a7 d7 g7 reads 1 1 0 = 12 one way and 0 1 1 = 4 the
	// other; the bottom line a1 d1 g1, 0 0 2 = 2 or 2 0 0 = 18.
	top, bottom := -1, -1
	for i, l := range ft.lines {
		switch pointSet(l[:]) {
		case pointSet([]int{pt(t, v, "a7"), pt(t, v, "d7"), pt(t, v, "g7")}):
			top = i
		case pointSet([]int{pt(t, v, "a1"), pt(t, v, "d1"), pt(t, v, "g1")}):
			bottom = i
		}
	}
	for _, want := range []int32{ft.lineClass[top] + 4, ft.lineClass[bottom] + 2,
		ft.counts + 2, ft.counts + 10 + 7, ft.counts + 20 + 1, ft.counts + 30 + 8,
		ft.balance + balanceCap + 0, ft.bias} {
		if !slices.Contains(feats, want) {
			t.Errorf("feature %d missing from %v", want, feats)
		}
	}
}

func pt(t *testing.T, v *Variant, name string) int {
	p, ok := v.Board.Index(name)
	if !ok {
		t.Fatalf("no point %s", name)
	}
	return p
}

// TestLearnedEvalMatchesWeights checks that Evaluate with weights is
// Weights.Eval over Features, scaled, that EvalTerms add up to it, and
// that it does not allocate.
func TestLearnedEvalMatchesWeights(t *testing.T) {
	for i, tc := range featureVariants {
		rng := rand.New(rand.NewPCG(5, 6))
		w := learn.NewWeights(tc.v.ID, tc.v.feat.set, learn.TargetResult)
		for i := range w.W {
			w.W[i] = int16(rng.IntN(401) - 200)
		}
		for _, g := range randomPositions(tc.v, 2, 200) {
			if err := g.UseWeights(w); err != nil {
				t.Fatal(err)
			}
			feats, phase := g.Features(nil)
			want := learnedScale.Apply(w.Eval(phase, feats))
			positiontest.CheckLearnedEval(t, g, want)
		}
		g := New(tc.v, DefaultConfig())
		if err := g.UseWeights(learn.NewWeights(tc.v.ID, tc.v.feat.set, learn.TargetMargin)); err == nil {
			t.Errorf("%s: weights fitted to the margin accepted", tc.v.ID)
		}
		other := featureVariants[1-i].v
		if err := g.UseWeights(learn.NewWeights(other.ID, other.feat.set, learn.TargetResult)); err == nil {
			t.Errorf("%s: %s's weights accepted", tc.v.ID, other.ID)
		}
	}
}
