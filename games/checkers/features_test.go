package checkers

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
	"github.com/tabla-games/tabla/position/positiontest"
)

// randomPositions plays random games and returns some of their
// unfinished positions.
func randomPositions(seed uint64, n int) []*Game {
	return positiontest.RandomPositions(rand.New(rand.NewPCG(seed, 9)), n, 100,
		func() *Game { return New(DefaultConfig()) })
}

func sortedFeatures(g *Game) ([]int32, int) {
	f, phase := g.Features(nil)
	slices.Sort(f)
	return f, phase
}

// TestFeaturesSymmetric checks that a position and its mirror (colours
// swapped, board turned half round, the other side to move) list the
// same features in the same phase, within range, one per piece plus the
// fixed blocks, and that the two sides' features differ otherwise.
func TestFeaturesSymmetric(t *testing.T) {
	for _, g := range randomPositions(1, 300) {
		want, phase := sortedFeatures(g)
		got, gotPhase := sortedFeatures(mirror(g))
		if !slices.Equal(got, want) || gotPhase != phase {
			t.Fatalf("%s and its mirror: features %v and %v", g.Position(), want, got)
		}
		if n := len(want); n != g.pieces()+12 || n > maxActive {
			t.Fatalf("%s: %d features for %d pieces", g.Position(), n, g.pieces())
		}
		for _, f := range want {
			if f < 0 || f >= numFeatures {
				t.Fatalf("%s: feature %d", g.Position(), f)
			}
		}
	}
}

func (g *Game) pieces() int {
	n := 0
	for b := g.st.pieces[0] | g.st.pieces[1]; b != 0; b &= b - 1 {
		n++
	}
	return n
}

// TestFeaturesRead checks the features of two positions by hand.
func TestFeaturesRead(t *testing.T) {
	for _, tc := range []struct {
		pos   string
		want  []int32
		phase int
	}{
		// The start, Black to move: his men on 1-12, White's on 21-32;
		// both home ranks full, no runaways, no kings.
		{"", []int32{fOwnMan + 0, fOwnMan + 11, fOppMan + 20, fOppMan + 31,
			fCounts + 12, fCounts + 13, fCounts + 26 + 12, fCounts + 39, fBalance + 6,
			fOwnHome + 15, fOppHome + 15, fOwnRunaway, fOppRunaway, fOwnKingMob, fOppKingMob, fBias}, 0},
		// White to move with a king on 14 and a man on 30 (on his
		// home rank: square 3 seen from his side, bit 2 of the home
		// pattern), Black a man on 7 and a king on 1. Neither man is a
		// runaway (the kings stand in their way); White's king has four
		// empty squares round it, Black's on 1 (32 seen from White) two.
		{"W:WK14,30:B7,K1", []int32{fOwnKing + 32 - 14, fOwnMan + 32 - 30, fOppMan + 32 - 7, fOppKing + 32 - 1,
			fCounts + 1, fCounts + 13 + 1, fCounts + 26 + 1, fCounts + 39 + 1, fBalance + 6,
			fOwnHome + 4, fOppHome + 0, fOwnRunaway + 0, fOppRunaway + 0, fOwnKingMob + 4, fOppKingMob + 2, fBias}, 4},
	} {
		g := New(DefaultConfig())
		if tc.pos != "" {
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
		}
		feats, phase := g.Features(nil)
		if phase != tc.phase {
			t.Errorf("%q: phase %d, want %d", tc.pos, phase, tc.phase)
		}
		for _, f := range tc.want {
			if !slices.Contains(feats, f) {
				t.Errorf("%q: feature %d missing from %v", tc.pos, f, feats)
			}
		}
	}
}

// TestLearnedEvalMatchesWeights checks that Evaluate with weights is
// Weights.Eval over Features, scaled, that EvalTerms add up to it, that
// it does not allocate, and that the shipped weights load.
func TestLearnedEvalMatchesWeights(t *testing.T) {
	if _, err := shipped(); err != nil {
		t.Fatalf("shipped weights: %v", err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	w := learn.NewWeights("checkers", featureSet, learn.TargetResult)
	for i := range w.W {
		w.W[i] = int16(rng.IntN(401) - 200)
	}
	for _, g := range randomPositions(2, 300) {
		if err := g.UseWeights(w); err != nil {
			t.Fatal(err)
		}
		feats, phase := g.Features(nil)
		want := learnedScale.Apply(w.Eval(phase, feats))
		positiontest.CheckLearnedEval(t, g, want)
	}
	g := New(DefaultConfig())
	if err := g.UseWeights(learn.NewWeights("checkers", featureSet, learn.TargetMargin)); err == nil {
		t.Error("weights fitted to the margin accepted")
	}
	if err := g.UseWeights(nil); err != nil || g.learned != nil {
		t.Errorf("UseWeights(nil): %v", err)
	}
}

// BenchmarkLearnedEvaluate is BenchmarkEvaluate with the shipped learned
// evaluation.
func BenchmarkLearnedEvaluate(b *testing.B) {
	games := benchPositions(b)
	w, err := shipped()
	if err != nil {
		b.Fatal(err)
	}
	for _, g := range games {
		g.learned = w
	}
	b.ReportAllocs()
	sum := 0
	for i := 0; b.Loop(); i++ {
		sum += games[i%len(games)].Evaluate()
	}
	_ = sum
}

// TestEvalOption checks that the eval option chooses the evaluation.
func TestEvalOption(t *testing.T) {
	for _, tc := range []struct {
		setting string
		learned bool
	}{{"eval=learned", true}, {"eval=hand", false}, {"", defaultEval == "learned"}} {
		var settings []string
		if tc.setting != "" {
			settings = append(settings, tc.setting)
		}
		g, _, err := position.NewGame("checkers", settings...)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.(*Game).learned != nil; got != tc.learned {
			t.Errorf("%q: learned evaluation %v", tc.setting, got)
		}
	}
	if _, _, err := position.NewGame("checkers", "eval=random"); err == nil {
		t.Error("eval=random accepted")
	}
}
