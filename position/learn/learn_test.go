package learn

import (
	"bytes"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

func TestRecordRoundTrip(t *testing.T) {
	recs := []Record{
		{Game: 3, Ply: 0, Side: 0, Position: "8/8/8/3WB3/3BW3/8/8/8 b", Move: "d3", Score: Unknown, Result: -1, Margin: -400, Exact: Unknown},
		{Game: 3, Ply: 1, Side: 1, Position: "8/8/3B4/3BB3/3BW3/8/8/8 w", Move: "c3", Score: 250, Result: 1, Margin: 400, Exact: 600},
	}
	for _, r := range recs {
		got, err := ParseRecord(r.String())
		if err != nil {
			t.Fatal(err)
		}
		if got != r {
			t.Fatalf("round trip: %+v, want %+v", got, r)
		}
	}
	for _, bad := range []string{"", "1\t2\t3", "x\t0\t0\tp\tm\t-\t1\t-\t-", "0\t0\t2\tp\tm\t-\t1\t-\t-", "0\t0\t0\tp\tm\t-\t5\t-\t-", "0\t0\t0\tp\tm\t-\t-\t-\t-"} {
		if _, err := ParseRecord(bad); err == nil {
			t.Errorf("ParseRecord(%q) accepted", bad)
		}
	}
}

// TestReadDropsCutGame writes two games, cuts the file inside the second
// and checks that only the first is read and Complete points past it.
func TestReadDropsCutGame(t *testing.T) {
	h := Header{Game: "reversi", Fields: [][2]string{{"seed", "1"}, {"shard", "1/2"}}}
	var buf bytes.Buffer
	w := NewWriter(&buf, h)
	g0 := []Record{{Game: 0, Position: "a", Move: "m", Score: 1, Result: 1, Margin: 2, Exact: Unknown}}
	g2 := []Record{{Game: 2, Position: "b", Move: "n", Score: Unknown, Result: 0, Margin: 0, Exact: 0}}
	if err := w.WriteGame(g0, GameEnd{Game: 0, Plies: 1, Result: 1, Margin: 2}); err != nil {
		t.Fatal(err)
	}
	firstEnd := buf.Len()
	if err := w.WriteGame(g2, GameEnd{Game: 2, Plies: 1, Result: 0, Margin: 0}); err != nil {
		t.Fatal(err)
	}
	whole := buf.String()
	f, err := ReadRecords(strings.NewReader(whole))
	if err != nil || len(f.Games) != 2 || f.Complete != int64(len(whole)) {
		t.Fatalf("whole file: %v, %d games, complete %d of %d", err, len(f.Games), f.Complete, len(whole))
	}
	cut := whole[:len(whole)-3]
	f, err = ReadRecords(strings.NewReader(cut))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Games) != 1 || f.Games[0][0] != g0[0] || f.Complete != int64(firstEnd) {
		t.Fatalf("cut file: %d games, complete %d, want 1 game and %d", len(f.Games), f.Complete, firstEnd)
	}
	if f.Header.Same(h) != nil {
		t.Fatalf("header %q read as %q", h, f.Header)
	}
	// Another shard's file concatenated is the same run; another seed's is not.
	other := Header{Game: "reversi", Fields: [][2]string{{"seed", "1"}, {"shard", "2/2"}}}
	if _, err := ReadRecords(strings.NewReader(whole + other.String() + "\n")); err != nil {
		t.Errorf("two shards: %v", err)
	}
	other.Fields[0][1] = "2"
	if _, err := ReadRecords(strings.NewReader(whole + other.String() + "\n")); err == nil {
		t.Error("two runs with other seeds read as one")
	}
	if err := h.Same(other); err == nil || !strings.Contains(err.Error(), "seed") {
		t.Errorf("Same: %v, want the seed named", err)
	}
}

func TestWeightsRoundTrip(t *testing.T) {
	set := position.FeatureSet{Name: "test-1", Size: 5, Phases: 2}
	w := NewWeights("reversi", set, TargetMargin)
	w.Meta = []string{"data x", "made here"}
	copy(w.W, []int16{1, -2, 3, 32767, -32768, 0, 7, 8, 9, 10})
	var buf bytes.Buffer
	if err := w.Write(&buf); err != nil {
		t.Fatal(err)
	}
	got, err := ReadWeights(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if got.Game != w.Game || got.Set != set || got.Target != w.Target || strings.Join(got.Meta, "|") != strings.Join(w.Meta, "|") {
		t.Fatalf("header %+v, want %+v", got, w)
	}
	for i := range w.W {
		if got.W[i] != w.W[i] {
			t.Fatalf("weight %d: %d, want %d", i, got.W[i], w.W[i])
		}
	}
	if got.Eval(1, []int32{1, 2, 2}) != 7+8+8 {
		t.Errorf("Eval = %d, want %d", got.Eval(1, []int32{1, 2, 2}), 7+8+8)
	}
	if got.Fits(position.FeatureSet{Name: "test-2", Size: 5, Phases: 2}) == nil {
		t.Error("weights fit other features")
	}
	if _, err := ReadWeights(strings.NewReader("not gzip")); err == nil {
		t.Error("read a file that is not a weight file")
	}
}

// synthetic makes n samples of a known sparse linear model with noise.
func synthetic(set position.FeatureSet, truth []float64, n int, noise float64, rng *rand.Rand, logistic bool) *Data {
	d := NewData(set)
	feats := make([]int32, 6)
	for range n {
		phase := rng.IntN(set.Phases)
		v := 0.0
		for i := range feats {
			feats[i] = int32(rng.IntN(set.Size))
			v += truth[phase*set.Size+int(feats[i])]
		}
		if logistic {
			r := -1.0
			if rng.Float64() < sigmoid(v) {
				r = 1
			}
			d.Add(phase, feats, r)
			continue
		}
		d.Add(phase, feats, 100*(v+noise*rng.NormFloat64()))
	}
	return d
}

// syntheticModel is a feature set of 40 features in 2 phases with random
// true weights (about 3 units each), and the random source, seeded with
// seed, that drew them.
func syntheticModel(seed uint64) (position.FeatureSet, []float64, *rand.Rand) {
	set := position.FeatureSet{Name: "synthetic", Size: 40, Phases: 2}
	rng := rand.New(rand.NewPCG(seed, seed+1))
	truth := make([]float64, set.Size*set.Phases)
	for i := range truth {
		truth[i] = rng.NormFloat64() * 3
	}
	return set, truth, rng
}

// TestFitRecoversModel fits data drawn from a known model and checks that
// the held-out error falls well below the zero evaluation's and close to
// the noise, for both targets.
func TestFitRecoversModel(t *testing.T) {
	set, truth, rng := syntheticModel(1)
	for _, tc := range []struct {
		target string
		max    float64 // the held-out error must stay below max×baseline
	}{{TargetMargin, 0.25}, {TargetResult, 0.8}} {
		t.Run(tc.target, func(t *testing.T) {
			logistic := tc.target == TargetResult
			train := synthetic(set, truth, 4000, 1, rng, logistic)
			held := synthetic(set, truth, 1000, 1, rng, logistic)
			w, report, err := Fit("x", train, held, FitOptions{Target: tc.target, Lambda: 1, Iterations: 200, Threads: 2})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range report {
				if math.IsNaN(r.HeldErr) || r.HeldErr > tc.max*r.HeldBaseline {
					t.Errorf("phase %d: held-out error %.3f, zero evaluation %.3f", r.Phase, r.HeldErr, r.HeldBaseline)
				}
			}
			if tc.target == TargetMargin {
				// Weights near the truth, in centi-units.
				off := 0.0
				for i, v := range w.W {
					off += math.Abs(float64(v)/100 - truth[i])
				}
				if off /= float64(len(w.W)); off > 0.3 {
					t.Errorf("weights off the truth by %.2f on average", off)
				}
			}
		})
	}
}

func TestDataRejectsOutOfRange(t *testing.T) {
	d := NewData(position.FeatureSet{Name: "x", Size: 3, Phases: 2})
	if d.Add(2, []int32{0}, 1) == nil || d.Add(0, []int32{3}, 1) == nil || d.Add(0, []int32{-1}, 1) == nil {
		t.Error("Add took a phase or feature out of range")
	}
	if d.Add(1, []int32{2, 2}, 1) != nil || d.Len() != 1 {
		t.Error("Add refused a good sample")
	}
}

// TestBootstrap links each phase-0 sample, whose own target is noise, to
// a phase-1 sample with the same features and the true target: with
// Bootstrap the phase-0 weights learn the truth, without it they cannot.
func TestBootstrap(t *testing.T) {
	set := position.FeatureSet{Name: "synthetic", Size: 20, Phases: 2}
	rng := rand.New(rand.NewPCG(3, 4))
	truth := make([]float64, set.Size)
	for i := range truth {
		truth[i] = rng.NormFloat64() * 3
	}
	for _, boot := range []bool{false, true} {
		d := NewData(set)
		feats := make([]int32, 4)
		for range 2000 {
			v := 0.0
			for i := range feats {
				feats[i] = int32(rng.IntN(set.Size))
				v += truth[feats[i]]
			}
			d.Add(0, feats, 100*rng.NormFloat64()*10)
			d.Add(1, feats, 100*v)
			if err := d.SetLater(d.Len()-2, d.Len()-1); err != nil {
				t.Fatal(err)
			}
		}
		if d.SetLater(1, 0) == nil {
			t.Fatal("SetLater took an earlier phase")
		}
		w, _, err := Fit("x", d, nil, FitOptions{Target: TargetMargin, Lambda: 1, Iterations: 100, Bootstrap: boot})
		if err != nil {
			t.Fatal(err)
		}
		off := 0.0
		for i, v := range truth {
			off += math.Abs(float64(w.W[i])/100 - v)
		}
		off /= float64(set.Size)
		if boot && off > 0.2 || !boot && off < 1 {
			t.Errorf("bootstrap %v: phase 0 off the truth by %.2f", boot, off)
		}
	}
}

// TestChain gives two phases the same true weights, many samples to the
// last phase and too few to the first to fit its weights alone: drawn
// toward the last phase's weights (Chain), the first phase's come out at
// most half as far from the truth as when drawn toward zero.
func TestChain(t *testing.T) {
	set := position.FeatureSet{Name: "synthetic", Size: 30, Phases: 2}
	for _, target := range []string{TargetMargin, TargetResult} {
		var off [2]float64 // without and with Chain
		for k, chain := range []bool{false, true} {
			rng := rand.New(rand.NewPCG(5, 6))
			truth := make([]float64, set.Size)
			for i := range truth {
				truth[i] = rng.NormFloat64()
			}
			d := NewData(set)
			feats := make([]int32, 4)
			for i := range 6000 {
				phase := 1
				if i%200 == 0 {
					phase = 0 // 30 samples, one per feature
				}
				v := 0.0
				for j := range feats {
					feats[j] = int32(rng.IntN(set.Size))
					v += truth[feats[j]]
				}
				y := 100 * (v + 0.5*rng.NormFloat64())
				if target == TargetResult {
					y = -1
					if rng.Float64() < sigmoid(v) {
						y = 1
					}
				}
				if err := d.Add(phase, feats, y); err != nil {
					t.Fatal(err)
				}
			}
			w, _, err := Fit("x", d, nil, FitOptions{Target: target, Lambda: 50, Iterations: 300, Chain: chain})
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range truth {
				off[k] += math.Abs(float64(w.W[i])/100 - v)
			}
			off[k] /= float64(set.Size)
		}
		t.Logf("%s: phase 0 off the truth by %.2f, chained %.2f", target, off[0], off[1])
		if off[1] > off[0]/2 {
			t.Errorf("%s: phase 0 off the truth by %.2f, chained %.2f: want at most half", target, off[0], off[1])
		}
	}
}

// TestRowWeights fits data that plain least squares with neighbouring
// phases blended in fits badly, and checks that each option that weighs
// rows brings the weights closer to the truth: the Huber loss against a
// tenth of the samples shifted by 40 units, and a small BlendWeight
// against a neighbouring phase whose truth differs.
func TestRowWeights(t *testing.T) {
	set, truth, rng := syntheticModel(3)
	clean := synthetic(set, truth, 4000, 0.5, rng, false)
	outliers := NewData(set)
	for i := range clean.Len() {
		target := float64(clean.target[i])
		if i%10 == 0 {
			target += 4000
		}
		outliers.Add(int(clean.phase[i]), clean.feats[clean.start[i]:clean.start[i+1]], target)
	}
	off := func(d *Data, opt FitOptions) float64 {
		opt.Target, opt.Lambda, opt.Iterations, opt.Threads = TargetMargin, 1, 200, 2
		w, _, err := Fit("x", d, nil, opt)
		if err != nil {
			t.Fatal(err)
		}
		e := 0.0
		for i, v := range w.W {
			e += math.Abs(float64(v)/100 - truth[i])
		}
		return e / float64(len(w.W))
	}
	for _, tc := range []struct {
		name        string
		data        *Data
		plain, with FitOptions
	}{
		{"huber", outliers, FitOptions{}, FitOptions{Huber: 2}},
		{"blend weight", clean, FitOptions{Blend: 1}, FitOptions{Blend: 1, BlendWeight: 0.05}},
	} {
		plain, with := off(tc.data, tc.plain), off(tc.data, tc.with)
		if with >= 0.7*plain {
			t.Errorf("%s: weights off the truth by %.3f, %.3f without", tc.name, with, plain)
		}
		t.Logf("%s: weights off the truth by %.3f, %.3f without", tc.name, with, plain)
	}
	if _, _, err := Fit("x", clean, nil, FitOptions{Target: TargetResult, Huber: 1}); err == nil {
		t.Error("the Huber loss fitted a result")
	}
}

// TestFitInit refits a weight file with a little new data: phases left
// out of Phases keep the initial weights exactly; a fitted phase with few
// samples, drawn toward good initial weights, ends nearer the truth than
// a fit from zero; and the option's misuses are refused.
func TestFitInit(t *testing.T) {
	set, truth, rng := syntheticModel(3)
	// Initial weights: the truth with an error of about 1 unit.
	init := NewWeights("x", set, TargetMargin)
	for i, v := range truth {
		init.W[i] = int16(math.Round(100 * (v + rng.NormFloat64())))
	}
	few := synthetic(set, truth, 60, 1, rng, false) // 30 a phase: too few to fit 40 weights alone
	off := func(w *Weights, phase int) float64 {
		s := 0.0
		for i := phase * set.Size; i < (phase+1)*set.Size; i++ {
			s += math.Abs(float64(w.W[i])/100 - truth[i])
		}
		return s / float64(set.Size)
	}
	fromZero, _, err := Fit("x", few, nil, FitOptions{Target: TargetMargin, Lambda: 5, Iterations: 200})
	if err != nil {
		t.Fatal(err)
	}
	refit, report, err := Fit("x", few, nil, FitOptions{Target: TargetMargin, Lambda: 5, Iterations: 200, Init: init, Phases: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	if len(report) != set.Phases {
		t.Errorf("%d phases reported, want %d", len(report), set.Phases)
	}
	if !slices.Equal(refit.W[:set.Size], init.W[:set.Size]) {
		t.Errorf("phase 0, not in Phases, changed from the initial weights")
	}
	t.Logf("phase 1 off the truth: initial %.2f, refitted %.2f, from zero %.2f", off(init, 1), off(refit, 1), off(fromZero, 1))
	if off(refit, 1) >= off(fromZero, 1) || off(refit, 1) >= off(init, 1) {
		t.Errorf("phase 1 off the truth: initial %.2f, refitted %.2f, from zero %.2f: want the refit nearest",
			off(init, 1), off(refit, 1), off(fromZero, 1))
	}
	bad := []FitOptions{
		{Target: TargetMargin, Phases: []int{1}},             // no Init
		{Target: TargetMargin, Init: init, Chain: true},      // two priors
		{Target: TargetMargin, Init: init, Phases: []int{2}}, // no such phase
		{Target: TargetResult, Init: init},                   // another target
		{Target: TargetMargin, Init: NewWeights("x", position.FeatureSet{Name: "other", Size: 3, Phases: 2}, TargetMargin)},
	}
	for i, opt := range bad {
		if _, _, err := Fit("x", few, nil, opt); err == nil {
			t.Errorf("bad options %d accepted", i)
		}
	}
}

// TestEmbeddedChecks checks that an embedded weight file is read and
// checked: the right features and target pass, and other features, another
// target or a file that is not a weight file give an error naming the
// weights.
func TestEmbeddedChecks(t *testing.T) {
	set := position.FeatureSet{Name: "t-1", Size: 3, Phases: 2}
	w := NewWeights("t", set, TargetResult)
	w.W[4] = 7
	var buf bytes.Buffer
	if err := w.Write(&buf); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		file    []byte
		set     position.FeatureSet
		target  string
		wantErr string
	}{
		{"fits", buf.Bytes(), set, TargetResult, ""},
		{"other features", buf.Bytes(), position.FeatureSet{Name: "t-2", Size: 3, Phases: 2}, TargetResult, "t weights: "},
		{"other target", buf.Bytes(), set, TargetMargin, "t weights fitted to result"},
		{"not a weight file", []byte("hello"), set, TargetResult, "weights"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Embedded("t", tc.file, tc.set, tc.target)()
			if tc.wantErr == "" {
				if err != nil || got.W[4] != 7 {
					t.Fatalf("Embedded: %v, weights %v", err, got)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("Embedded: error %v, want one with %q", err, tc.wantErr)
			}
		})
	}
}

// TestScale checks Scale and ScaledTerms: the terms add up to the scaled,
// clamped sum, with a clamp term only when the clamp acts.
func TestScale(t *testing.T) {
	set := position.FeatureSet{Name: "t-1", Size: 3, Phases: 1}
	w := NewWeights("t", set, TargetResult)
	copy(w.W, []int16{100, -40, 900})
	blocks := []Block{{Name: "a", First: 0}, {Name: "b", First: 2}}
	for _, tc := range []struct {
		feats []int32
		scale Scale
		want  int
		clamp bool
	}{
		{[]int32{0, 1, 1}, Scale{Per100: 150, Max: 1000}, 30, false},
		{[]int32{0, 2}, Scale{Per100: 150, Max: 1000}, 1000, true},
		{[]int32{1, 1}, Scale{Per100: 50, Max: 1000}, -40, false},
	} {
		sum := w.Eval(0, tc.feats)
		if got := tc.scale.Apply(sum); got != tc.want {
			t.Errorf("%v: Apply(%d) = %d, want %d", tc.feats, sum, got, tc.want)
		}
		terms := w.ScaledTerms(0, tc.feats, blocks, tc.scale)
		total, clamped := 0, false
		for _, x := range terms {
			total += x.Score
			clamped = clamped || x.Name == "clamp"
		}
		if total != tc.want || clamped != tc.clamp {
			t.Errorf("%v: terms %v add up to %d (clamp %v), want %d (%v)", tc.feats, terms, total, clamped, tc.want, tc.clamp)
		}
	}
}

// TestCounts checks that EvalCounts is Eval over AppendCounts' list, which
// lists each feature its count of times in order after what buf held.
func TestCounts(t *testing.T) {
	set := position.FeatureSet{Name: "t-1", Size: 4, Phases: 2}
	w := NewWeights("t", set, TargetMargin)
	copy(w.W, []int16{1, 2, 3, 4, 10, -20, 30, -40})
	for _, tc := range []struct {
		phase  int
		counts []int32
		list   []int32
		want   int
	}{
		{0, []int32{0, 0, 0, 0}, nil, 0},
		{0, []int32{2, 0, 1, 0}, []int32{0, 0, 2}, 5},
		{1, []int32{0, 3, 0, 1}, []int32{1, 1, 1, 3}, -100},
		{1, []int32{1, 1}, []int32{0, 1}, -10},
	} {
		got := AppendCounts([]int32{-1}, tc.counts)
		if !slices.Equal(got, append([]int32{-1}, tc.list...)) {
			t.Errorf("AppendCounts(%v) = %v, want -1 then %v", tc.counts, got, tc.list)
		}
		if e, want := w.EvalCounts(tc.phase, tc.counts), w.Eval(tc.phase, tc.list); e != tc.want || want != tc.want {
			t.Errorf("phase %d %v: EvalCounts %d, Eval %d, want %d", tc.phase, tc.counts, e, want, tc.want)
		}
	}
}

// TestChosen checks that the eval option chooses the shipped weights only
// when it says learned, and passes on their error.
func TestChosen(t *testing.T) {
	info := position.Info{Options: []position.Option{EvalOption("hand", "terms")}}
	w := NewWeights("t", position.FeatureSet{Name: "t-1", Size: 1, Phases: 1}, TargetResult)
	broken := errors.New("broken file")
	for _, tc := range []struct {
		setting string
		err     error
		want    *Weights
		wantErr error
	}{
		{"eval=hand", nil, nil, nil},
		{"eval=learned", nil, w, nil},
		{"eval=hand", broken, nil, nil},
		{"eval=learned", broken, nil, broken},
	} {
		o, err := info.ParseOptions([]string{tc.setting})
		if err != nil {
			t.Fatal(err)
		}
		got, err := Chosen(o, func() (*Weights, error) {
			if tc.err != nil {
				return nil, tc.err
			}
			return w, nil
		})
		if got != tc.want || !errors.Is(err, tc.wantErr) {
			t.Errorf("%s, shipped error %v: %p %v, want %p %v", tc.setting, tc.err, got, err, tc.want, tc.wantErr)
		}
	}
}
