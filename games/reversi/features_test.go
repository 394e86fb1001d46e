package reversi

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position/learn"
	"github.com/tabla-games/tabla/position/positiontest"
)

// TestFeaturesSymmetric checks that the learned evaluation's features do
// not depend on how the board is turned or mirrored, stay in range, count
// every pattern instance once, and leave the position unchanged.
func TestFeaturesSymmetric(t *testing.T) {
	set := New().FeatureSet()
	instances := 0
	for _, p := range patterns {
		instances += len(p.instances)
	}
	if instances != 46 {
		t.Fatalf("%d pattern instances, want 46 (4+8+4+4+4+4+2+4+4+4+4)", instances)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 500; i++ {
		g := randomGame(rng, rng.IntN(61))
		hash := g.Hash()
		want, phase := g.Features(nil)
		if g.Hash() != hash {
			t.Fatal("Features changed the position")
		}
		if len(want) != instances+len(counts) {
			t.Fatalf("%d features, want %d", len(want), instances+len(counts))
		}
		if phase < 0 || phase >= set.Phases || phase != phaseOf(g.Empties()) {
			t.Fatalf("phase %d for %d empties", phase, g.Empties())
		}
		for _, f := range want {
			if f < 0 || int(f) >= set.Size {
				t.Fatalf("feature %d outside 0..%d", f, set.Size-1)
			}
		}
		slices.Sort(want)
		ps, os := symmetries(g.p), symmetries(g.o)
		for k := range ps {
			got, gotPhase := appendFeatures(nil, ps[k], os[k], mobility(ps[k], os[k]))
			slices.Sort(got)
			if !slices.Equal(got, want) || gotPhase != phase {
				t.Fatalf("symmetry %d of %s: features differ", k, g.Position())
			}
		}
	}
}

// TestFeaturesRead checks one pattern by hand: in the start position the
// 3×3 corner blocks are empty (index 0), and the fourth line holds the
// side to move's disc on e4 and the opponent's on d4.
func TestFeaturesRead(t *testing.T) {
	g := New() // Black to move: d5 and e4 Black, d4 and e5 White
	feats, phase := g.Features(nil)
	if phase != 0 {
		t.Fatalf("phase %d at the start, want 0", phase)
	}
	corner := patterns[0]
	for i := range corner.instances {
		if f := feats[i]; f != corner.offset {
			t.Errorf("corner instance %d: feature %d, want %d (empty)", i, f, corner.offset)
		}
	}
	// The fourth rank, a4..h4: d4 White (2), e4 Black (1), read either way
	// round; the smaller number counts.
	a := int32(2*pow3(4) + 1*pow3(3))
	b := int32(1*pow3(4) + 2*pow3(3))
	line4 := patterns[5]
	if line4.instances[0][0] != 24 {
		t.Fatalf("line4's first instance starts on square %d, want a4 (24)", line4.instances[0][0])
	}
	off := 0
	for _, p := range patterns[:5] {
		off += len(p.instances)
	}
	if got, want := feats[off], line4.offset+min(a, b); got != want {
		t.Errorf("fourth rank: feature %d, want %d", got, want)
	}
}

func BenchmarkFeatures(b *testing.B) {
	g := randomGame(rand.New(rand.NewPCG(1, 2)), 20)
	buf := make([]int32, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf, _ = g.Features(buf[:0])
	}
}

// TestLearnedEvalMatchesWeights checks that Evaluate's unfolded tables
// give exactly what the weight file gives over Features, and that the
// shipped weights load.
func TestLearnedEvalMatchesWeights(t *testing.T) {
	if _, err := shipped(); err != nil {
		t.Fatalf("shipped weights: %v", err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	w := learn.NewWeights("reversi", featureSet, learn.TargetMargin)
	for i := range w.W {
		w.W[i] = int16(rng.IntN(201) - 100)
	}
	for i := 0; i < 300; i++ {
		g := randomGame(rng, rng.IntN(61))
		if err := g.UseWeights(w); err != nil {
			t.Fatal(err)
		}
		feats, phase := g.Features(nil)
		want := max(-maxEval, min(maxEval, w.Eval(phase, feats)))
		positiontest.CheckLearnedEval(t, g, want)
	}
}

func BenchmarkLearnedEvaluate(b *testing.B) {
	g := midgame(b)
	t, err := shipped()
	if err != nil {
		b.Fatal(err)
	}
	g.learned = t
	b.ReportAllocs()
	s := 0
	for b.Loop() {
		s += g.Evaluate()
	}
	sinkInt = s
}

// TestInstanceReaders checks each pattern instance's reader against the
// squares the instance documents: on random positions, the feature read
// is the pattern's offset plus the instance's squares in reading order as
// base-3 digits (0 empty, 1 the side to move's, 2 the opponent's).
func TestInstanceReaders(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < 300; i++ {
		g := randomGame(rng, rng.IntN(61))
		var idx [numInstances]int32
		readPatterns(g.p, g.o, &idx)
		for _, pat := range patterns {
			for k, cells := range pat.instances {
				n := int32(0)
				for _, sq := range cells {
					n = n*3 + int32(g.p>>sq&1) + 2*int32(g.o>>sq&1)
				}
				want := pat.offset + n
				if got := idx[pat.first+k]; got != want {
					t.Fatalf("%s: pattern at offset %d, instance %d %v: read %d, want %d",
						g.Position(), pat.offset, k, cells, got, want)
				}
			}
		}
	}
}
