package main

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// TestSelfplayTrain runs the two training commands end to end, as the
// README's "Training" section does: self-play records, then a fit whose
// weight file loads and fits the game's features. Twelve Men's Morris
// has no flying stage, so one of its phases has no samples; the summary
// must still give numbers, not NaN.
func TestSelfplayTrain(t *testing.T) {
	dir := t.TempDir()
	records, weights := filepath.Join(dir, "r.txt"), filepath.Join(dir, "w.weights")
	var out, errOut bytes.Buffer
	if code := run([]string{"selfplay", "--game", "twelve-mens-morris", "--games", "12", "--depth", "1",
		"--random-plies", "6", "--seed", "7", "--hash", "1", "--out", records, "--progress", "off"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("selfplay: exit %d, stderr %q", code, errOut.String())
	}
	out.Reset()
	errOut.Reset()
	if code := run([]string{"train", records, "--out", weights, "--label", "result", "--holdout", "0.25", "--threads", "1"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("train: exit %d, stderr %q", code, errOut.String())
	}
	summary := out.String() + errOut.String()
	if strings.Contains(summary, "NaN") {
		t.Errorf("train's summary has NaN:\n%s", summary)
	}
	w := mustReadWeights(t, weights)
	g, _, err := position.NewGame("twelve-mens-morris")
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Fits(g.(position.Featurer).FeatureSet()); err != nil {
		t.Errorf("weights do not fit the game's features: %v", err)
	}
	if w.Target != learn.TargetResult {
		t.Errorf("target %q, want %q", w.Target, learn.TargetResult)
	}
	// Bad usage is refused with exit 2.
	if code := run([]string{"train", records}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Errorf("train without --out: exit %d, want 2", code)
	}
}

// TestTrainPolicy fits Go's move-prediction model to a few small
// self-play games, as the README's "Training" section does for the
// shipped weights, and checks the summary and the weight file.
func TestTrainPolicy(t *testing.T) {
	dir := t.TempDir()
	records, weights := filepath.Join(dir, "r.txt"), filepath.Join(dir, "p.weights")
	var out, errOut bytes.Buffer
	if code := run([]string{"selfplay", "--game", "go", "size=5", "--games", "6", "--nodes", "60",
		"--random-plies", "2", "--seed", "3", "--hash", "1", "--out", records, "--progress", "off"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("selfplay: exit %d, stderr %q", code, errOut.String())
	}
	out.Reset()
	errOut.Reset()
	if code := run([]string{"train", "--target", "policy", records, "--out", weights, "--holdout", "0.5", "--iterations", "3", "--threads", "1"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("train: exit %d, stderr %q", code, errOut.String())
	}
	if s := out.String(); !strings.Contains(s, "held-out log-likelihood") || !strings.Contains(s, "the game's priors' top-1") || strings.Contains(s, "NaN") {
		t.Errorf("train's summary: %q", s)
	}
	w := mustReadWeights(t, weights)
	g, _, err := position.NewGame("go")
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Fits(g.(position.MoveFeaturer).MoveFeatureSet()); err != nil || w.Target != learn.TargetPolicy {
		t.Errorf("weights (target %q) do not fit the game's move features: %v", w.Target, err)
	}
	// With --init and a prior that outweighs these few moves, the fit
	// keeps the shipped model.
	shipped := "../../games/go/weights/go-moves.weights"
	refit := filepath.Join(dir, "refit.weights")
	if code := run([]string{"train", "--target", "policy", records, "--out", refit, "--init", shipped, "--prior", "1e6", "--iterations", "3", "--threads", "1"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("train --init: exit %d, stderr %q", code, errOut.String())
	}
	want, got := mustReadWeights(t, shipped), mustReadWeights(t, refit)
	moved := 0
	for f := range want.W {
		if d := int(got.W[f]) - int(want.W[f]); d < -1 || d > 1 {
			moved++
		}
	}
	if moved > 0 {
		t.Errorf("train --init with --prior 1e6: %d weights moved from the shipped model's", moved)
	}
	// --keep leaves the groups it names (here the 3×3 neighbourhoods, Go's
	// group 0, and the captures, its group 1) at the shipped strengths, and
	// --restore gives them back after fitting them.
	groups := g.(position.MoveFeaturer).MoveFeatureGroups()
	for _, flag := range []string{"--keep", "--restore"} {
		kept := filepath.Join(dir, "kept.weights")
		if code := run([]string{"train", "--target", "policy", records, "--out", kept, "--init", shipped, flag, "0-1", "--iterations", "3", "--threads", "1"},
			strings.NewReader(""), &out, &errOut); code != 0 {
			t.Fatalf("train %s: exit %d, stderr %q", flag, code, errOut.String())
		}
		got = mustReadWeights(t, kept)
		for f := range int(groups[2]) {
			if got.W[f] != want.W[f] {
				t.Fatalf("train %s 0-1: feature %d of a kept group moved from %d to %d", flag, f, want.W[f], got.W[f])
			}
		}
		if !slices.ContainsFunc(got.Meta, func(m string) bool { return strings.Contains(m, flag[2:]+"=0-1") }) {
			t.Errorf("train %s: the header %q does not record it", flag, got.Meta)
		}
	}
	for _, bad := range [][]string{
		{"train", "--target", "moves", records, "--out", weights},
		{"train", "--target", "policy", records, "--out", weights, "--prior", "0"},
		{"train", "--target", "policy", records, "--out", weights, "--init", shipped, "--phases", "1"},
		{"train", "--target", "policy", records, "--out", weights, "--keep", "1"},
		{"train", "--target", "policy", records, "--out", weights, "--init", shipped, "--keep", "x"},
		{"train", records, "--out", weights, "--keep", "1"},
		{"train", "--target", "policy", records, "--out", weights, "--restore", "1"},
		{"train", "--target", "policy", records, "--out", weights, "--init", shipped, "--restore", "2-"},
		{"train", records, "--out", weights, "--restore", "1"},
	} {
		if code := run(bad, strings.NewReader(""), &out, &errOut); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
	// A value model is no policy to start from.
	if code := run([]string{"train", "--target", "policy", records, "--out", weights, "--init", "../../games/reversi/weights/reversi.weights"},
		strings.NewReader(""), &out, &errOut); code != 1 {
		t.Errorf("train --target policy --init with Reversi's weights: exit %d, want 1", code)
	}
	// A game without move features is refused.
	morris := filepath.Join(dir, "m.txt")
	if code := run([]string{"selfplay", "--game", "twelve-mens-morris", "--games", "1", "--depth", "1", "--seed", "1",
		"--hash", "1", "--out", morris, "--progress", "off"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("selfplay: exit %d", code)
	}
	if code := run([]string{"train", "--target", "policy", morris, "--out", weights}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Errorf("train --target policy on Twelve Men's Morris: exit %d, want 2", code)
	}
	// And a game without an evaluation's features, as is a file of
	// another game than the first's.
	if code := run([]string{"train", records, "--out", weights}, strings.NewReader(""), &out, &errOut); code != 2 {
		t.Errorf("train on Go's records: exit %d, want 2", code)
	}
	errOut.Reset()
	if code := run([]string{"train", "--target", "policy", records, morris, "--out", weights}, strings.NewReader(""), &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "holds twelve-mens-morris, the first file go") {
		t.Errorf("train on Go's and Twelve Men's Morris's records: exit %d, %q", code, errOut.String())
	}
}

// mustReadWeights reads the weight file path.
func mustReadWeights(t *testing.T, path string) *learn.Weights {
	t.Helper()
	w, err := readWeightsFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// TestTrainInitPhases refits one phase of a weight file with --init and
// --phases: the other phases keep the file's weights, and the flags'
// misuses are refused with exit 2.
func TestTrainInitPhases(t *testing.T) {
	dir := t.TempDir()
	records, first, second := filepath.Join(dir, "r.txt"), filepath.Join(dir, "a.weights"), filepath.Join(dir, "b.weights")
	var out, errOut bytes.Buffer
	if code := run([]string{"selfplay", "--game", "reversi", "--games", "4", "--depth", "1",
		"--random-plies", "6", "--seed", "3", "--hash", "1", "--out", records, "--progress", "off"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("selfplay: exit %d, stderr %q", code, errOut.String())
	}
	if code := run([]string{"train", records, "--out", first, "--threads", "1", "--iterations", "5"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("train: exit %d, stderr %q", code, errOut.String())
	}
	if code := run([]string{"train", records, "--out", second, "--init", first, "--phases", "12-13", "--lambda", "0.01", "--threads", "1", "--iterations", "5"},
		strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("train --init --phases: exit %d, stderr %q", code, errOut.String())
	}
	a, b := mustReadWeights(t, first), mustReadWeights(t, second)
	size := a.Set.Size
	for p := range a.Set.Phases {
		same := slices.Equal(a.W[p*size:(p+1)*size], b.W[p*size:(p+1)*size])
		if fitted := p == 12 || p == 13; same == fitted {
			t.Errorf("phase %d: same weights %t, fitted %t", p, same, fitted)
		}
	}
	for _, args := range [][]string{
		{"--phases", "3"},                    // no --init
		{"--init", first, "--phases", "x"},   // not a phase
		{"--init", first, "--phases", "5-2"}, // an empty range
		{"--init", first, "--chain"},         // two priors
	} {
		errOut.Reset()
		if code := run(append([]string{"train", records, "--out", second}, args...), strings.NewReader(""), &out, &errOut); code != 2 {
			t.Errorf("train %v: exit %d, want 2 (stderr %q)", args, code, errOut.String())
		}
	}
}

func TestParseRanges(t *testing.T) {
	tests := []struct {
		in   string
		want []int
		ok   bool
	}{
		{"", nil, true},
		{"10", []int{10}, true},
		{"10,11", []int{10, 11}, true},
		{"9-12", []int{9, 10, 11, 12}, true},
		{"1, 4-5", []int{1, 4, 5}, true},
		{"3-3", []int{3}, true},
		{"5-2", nil, false},
		{"-1", nil, false},
		{"a", nil, false},
		{"1,", nil, false},
	}
	for _, tt := range tests {
		got, err := parseRanges(tt.in)
		if (err == nil) != tt.ok || !slices.Equal(got, tt.want) {
			t.Errorf("parseRanges(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

// TestHeldOut checks the held-out split: games that reach the same first
// searched position after an opening fall on the same side whatever
// their run and number, so that a game and its replay are never split
// between the fit and the held-out error; a game without an opening or a
// searched position falls back on its run's seed and number.
func TestHeldOut(t *testing.T) {
	unknown := learn.Unknown
	game := func(first string) []learn.Record {
		return []learn.Record{
			{Position: "opening", Score: unknown},
			{Position: first, Score: 12},
			{Position: first + " later", Score: -3},
		}
	}
	unsearched := []learn.Record{{Position: "opening", Score: unknown}}
	noOpening := []learn.Record{{Position: "start", Score: 5}, {Position: "later", Score: 7}}
	const share = 0.5
	var heldFirsts, keptFirsts int
	for i := range 64 {
		first := strings.Repeat("x", i+1)
		want := heldOut(game(first), "1", 0, share)
		for _, c := range []struct {
			seed string
			n    int
		}{{"1", 5}, {"2", 0}, {"99", 1234}} {
			if got := heldOut(game(first), c.seed, c.n, share); got != want {
				t.Fatalf("first position %q: seed %s game %d held %t, seed 1 game 0 %t", first, c.seed, c.n, got, want)
			}
		}
		if want {
			heldFirsts++
		} else {
			keptFirsts++
		}
	}
	// The hash splits about half of 64 starts each way.
	if heldFirsts < 16 || keptFirsts < 16 {
		t.Errorf("share %.1f held %d of 64 starts", share, heldFirsts)
	}
	if heldOut(game("x"), "1", 0, 0) {
		t.Error("share 0 held a game out")
	}
	// Without an opening or a searched position the seed and number
	// decide: some of 64 numbers fall on each side.
	for _, tc := range []struct {
		name string
		recs []learn.Record
	}{{"no searched position", unsearched}, {"no opening", noOpening}} {
		var held int
		for n := range 64 {
			if heldOut(tc.recs, "1", n, share) {
				held++
			}
		}
		if held == 0 || held == 64 {
			t.Errorf("%s: %d of 64 games held out, want some on each side", tc.name, held)
		}
	}
}
