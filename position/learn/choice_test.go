package learn

import (
	"bytes"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestFitChoicesRecovers draws samples from a known model, three groups
// of features with known strengths, and checks that the fit finds the
// strengths again and predicts held-out choices better than chance.
func TestFitChoicesRecovers(t *testing.T) {
	groups := []int32{0, 5, 9}
	set := position.FeatureSet{Name: "synthetic", Size: 12, Phases: 1}
	rng := rand.New(rand.NewPCG(1, 2))
	truth := make([]float64, set.Size) // ln γ
	for f := range truth {
		truth[f] = rng.Float64()*4 - 2
	}
	draw := func(n int) *Choices { return drawChoices(t, rng, set, groups, truth, n, len(groups)) }
	train, held := draw(20000), draw(2000)
	w, ts, hs, err := FitChoices("synthetic", train, held, ChoiceOptions{Iterations: 40, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	for f, want := range truth {
		if got := float64(w.W[f]) / 100; math.Abs(got-want) > 0.15 {
			t.Errorf("feature %d: ln γ %.2f, want %.2f", f, got, want)
		}
	}
	if hs.Samples != 2000 || hs.LogLik < hs.Uniform+0.3 || hs.Top1 < 0.3 {
		t.Errorf("held-out score %+v: no better than chance", hs)
	}
	if ts.LogLik < hs.LogLik-0.1 {
		t.Errorf("training log-likelihood %.3f, held-out %.3f", ts.LogLik, hs.LogLik)
	}
	// The weight file keeps the model.
	var buf bytes.Buffer
	if err := w.Write(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadWeights(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if back.Target != TargetPolicy || back.ScoreChoices(held) != hs {
		t.Errorf("read back: target %q, score %+v, want %+v", back.Target, back.ScoreChoices(held), hs)
	}
}

// drawChoices draws n samples of 2 to 13 candidates, each with a
// feature of each of the first used groups three times in four, and
// picks the chosen one at the rate the model truth (ln γ) gives.
func drawChoices(t *testing.T, rng *rand.Rand, set position.FeatureSet, groups []int32, truth []float64, n, used int) *Choices {
	t.Helper()
	d, err := NewChoices(set, groups)
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		var feats, ends []int32
		var p []float64
		for range 2 + rng.IntN(12) {
			s := 0.0
			for g, first := range groups[:used] {
				hi := int32(set.Size)
				if g+1 < len(groups) {
					hi = groups[g+1]
				}
				if rng.IntN(4) == 0 { // none of this group
					continue
				}
				f := first + rng.Int32N(hi-first)
				feats = append(feats, f)
				s += truth[f]
			}
			ends = append(ends, int32(len(feats)))
			p = append(p, math.Exp(s))
		}
		sum := 0.0
		for _, x := range p {
			sum += x
		}
		r, chosen := rng.Float64()*sum, 0
		for chosen < len(p)-1 && r >= p[chosen] {
			r -= p[chosen]
			chosen++
		}
		if err := d.Add(feats, ends, chosen); err != nil {
			t.Fatal(err)
		}
	}
	return d
}

// threeGroups draws 20,000 choices among features in three groups
// (0-4, 5-8 and 9-11) of random true strengths, of which only the first
// two groups appear, and returns them with the set, the generator (to
// draw more from) and the truth.
func threeGroups(t *testing.T, seed uint64) ([]int32, position.FeatureSet, *rand.Rand, []float64, *Choices) {
	t.Helper()
	groups := []int32{0, 5, 9}
	set := position.FeatureSet{Name: "synthetic", Size: 12, Phases: 1}
	rng := rand.New(rand.NewPCG(seed, seed+1))
	truth := make([]float64, set.Size)
	for f := range truth {
		truth[f] = rng.Float64()*4 - 2
	}
	return groups, set, rng, truth, drawChoices(t, rng, set, groups, truth, 20000, 2)
}

// TestFitChoicesInit checks ChoiceOptions.Init: a feature the data never
// show keeps its initial strength (and has strength 1 without Init),
// the features the data show are fitted as without it, and initial
// weights of the wrong length are refused.
func TestFitChoicesInit(t *testing.T) {
	// The last group, features 9-11, never appears.
	groups, set, rng, truth, train := threeGroups(t, 3)
	init := make([]int16, set.Size)
	for f := range init {
		init[f] = int16(rng.IntN(301) - 150)
	}
	plain, _, _, err := FitChoices("synthetic", train, nil, ChoiceOptions{Iterations: 40, Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	from, _, _, err := FitChoices("synthetic", train, nil, ChoiceOptions{Iterations: 40, Threads: 2, Init: init})
	if err != nil {
		t.Fatal(err)
	}
	for f := range set.Size {
		if f >= 9 {
			if from.W[f] != init[f] || plain.W[f] != 0 {
				t.Errorf("unseen feature %d: %d from Init %d, and %d without Init (want 0)", f, from.W[f], init[f], plain.W[f])
			}
			continue
		}
		// A group's strengths are fitted up to a common factor, which
		// the prior fixes; compare each feature's to its group's first.
		first := int(groups[0])
		if f >= 5 {
			first = 5
		}
		a, b := float64(plain.W[f]-plain.W[first])/100, float64(from.W[f]-from.W[first])/100
		if math.Abs(a-b) > 0.1 || math.Abs(a-(truth[f]-truth[first])) > 0.2 {
			t.Errorf("feature %d: ln γ relative to feature %d %.2f with Init, %.2f without, %.2f true", f, first, b, a, truth[f]-truth[first])
		}
	}
	if _, _, _, err := FitChoices("synthetic", train, nil, ChoiceOptions{Init: init[:5]}); err == nil {
		t.Error("Init of 5 weights for 12 features: no error")
	}
}

// TestChoicesAdd checks that bad samples are refused and leave the set
// as it was.
func TestChoicesAdd(t *testing.T) {
	set := position.FeatureSet{Name: "synthetic", Size: 6, Phases: 1}
	d, err := NewChoices(set, []int32{0, 3})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		feats  []int32
		ends   []int32
		chosen int
		ok     bool
	}{
		{"good", []int32{0, 3, 1, 5}, []int32{2, 4}, 1, true},
		{"no features", nil, []int32{0, 0}, 0, true},
		{"two of a group", []int32{0, 1}, []int32{2}, 0, false},
		{"feature out of range", []int32{6}, []int32{1}, 0, false},
		{"negative feature", []int32{-1}, []int32{1}, 0, false},
		{"chosen out of range", []int32{0}, []int32{1}, 1, false},
		{"ends past the features", []int32{0}, []int32{2}, 0, false},
		{"ends going back", []int32{0, 3}, []int32{2, 1}, 0, false},
	}
	n := 0
	for _, tc := range tests {
		err := d.Add(tc.feats, tc.ends, tc.chosen)
		if (err == nil) != tc.ok {
			t.Errorf("%s: error %v", tc.name, err)
		}
		if tc.ok {
			n++
		}
		if d.Len() != n {
			t.Fatalf("%s: %d samples, want %d", tc.name, d.Len(), n)
		}
	}
	for _, g := range [][]int32{nil, {1, 3}, {0, 3, 2}, {0, 6}} {
		if _, err := NewChoices(set, g); err == nil {
			t.Errorf("groups %v accepted", g)
		}
	}
}

// TestFitChoicesKeep checks that kept groups keep their initial
// strengths while the others are fitted around them, and that a group
// that does not exist is refused.
func TestFitChoicesKeep(t *testing.T) {
	_, set, _, truth, train := threeGroups(t, 5)
	// Group 0 starts at its true strengths, group 1 far from them.
	init := make([]int16, set.Size)
	for f := range init {
		init[f] = int16(math.Round(truth[f] * 100))
		if f >= 5 {
			init[f] = 0
		}
	}
	w, _, _, err := FitChoices("synthetic", train, nil, ChoiceOptions{Iterations: 40, Threads: 2, Init: init, Keep: []int{0}})
	if err != nil {
		t.Fatal(err)
	}
	for f := range 5 {
		if w.W[f] != init[f] {
			t.Errorf("kept feature %d: %d, want its initial %d", f, w.W[f], init[f])
		}
	}
	for f := 6; f < 9; f++ {
		got, want := float64(w.W[f]-w.W[5])/100, truth[f]-truth[5]
		if math.Abs(got-want) > 0.2 {
			t.Errorf("fitted feature %d: ln γ relative to feature 5 %.2f, true %.2f", f, got, want)
		}
	}
	if _, _, _, err := FitChoices("synthetic", train, nil, ChoiceOptions{Init: init, Keep: []int{3}}); err == nil {
		t.Error("Keep of group 3 among 3 groups: no error")
	}
}

// TestFitChoicesRestore checks that restored groups come back with their
// initial strengths while every other group is fitted as without Restore,
// beside the fitted strengths of the restored ones, and that a group that
// does not exist is refused.
func TestFitChoicesRestore(t *testing.T) {
	_, set, _, _, train := threeGroups(t, 7)
	init := make([]int16, set.Size) // group 0 far from its true strengths
	opt := ChoiceOptions{Iterations: 20, Threads: 2, Init: init}
	all, _, _, err := FitChoices("synthetic", train, nil, opt)
	if err != nil {
		t.Fatal(err)
	}
	opt.Restore = []int{0}
	w, _, _, err := FitChoices("synthetic", train, nil, opt)
	if err != nil {
		t.Fatal(err)
	}
	for f := range set.Size {
		want := all.W[f]
		if f < 5 {
			want = init[f]
		}
		if w.W[f] != want {
			t.Errorf("feature %d: %d, want %d", f, w.W[f], want)
		}
	}
	if slices.Equal(all.W[:5], init[:5]) {
		t.Error("the fit left group 0 at its initial strengths: the test shows nothing")
	}
	if _, _, _, err := FitChoices("synthetic", train, nil, ChoiceOptions{Init: init, Restore: []int{-1}}); err == nil {
		t.Error("Restore of group -1: no error")
	}
}
