package search

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

func TestParseLevel(t *testing.T) {
	tests := []struct {
		in   string
		want Level
		ok   bool
	}{
		{"1", 1, true},
		{" 6 ", 6, true},
		{"3.5", 3.5, true},
		{"0", 0, false},
		{"7", 0, false},
		{"NaN", 0, false},
		{"high", 0, false},
		{"", 0, false},
	}
	for _, tc := range tests {
		got, err := ParseLevel(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseLevel(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

// TestLevelBudget: whole levels take their ladder entry, the top none,
// and levels between two take the geometric mean's path between them.
func TestLevelBudget(t *testing.T) {
	nodes := [Levels]uint64{16, 64, 256, 1024, 4096, 16384}
	tests := []struct {
		level Level
		want  uint64
	}{
		{1, 16},
		{2, 64},
		{5, 4096},
		{1.5, 32},
		{4.5, 2048},
		{5.5, 8192},
		{6, 0},
	}
	for _, tc := range tests {
		if got := tc.level.Budget(nodes); got != tc.want {
			t.Errorf("Level(%v).Budget = %d, want %d", tc.level, got, tc.want)
		}
	}
}

func TestLevelTemperature(t *testing.T) {
	tests := []struct {
		level Level
		unit  int
		want  float64
	}{
		{1, 100, 100},
		{1, 0, 100}, // no unit: 100 centi-units
		{2, 400, 240},
		{5, 100, 10},
		{4.5, 100, 15},
		{5.5, 100, 5},
		{6, 100, 0},
	}
	for _, tc := range tests {
		if got := tc.level.Temperature(tc.unit); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("Level(%v).Temperature(%d) = %v, want %v", tc.level, tc.unit, got, tc.want)
		}
	}
}

// TestPickDistribution: seeded picks follow Weights, the softmax of the
// score's distance from the best, whatever the candidates' order.
func TestPickDistribution(t *testing.T) {
	c := []Candidate{{Move: 1, Score: 40}, {Move: 2, Score: 100}, {Move: 3, Score: 0}, {Move: 4, Score: -300}}
	const temp = 100
	w := Weights(c, temp)
	// exp(-60/100), 1, exp(-1), exp(-4), normalised.
	raw := []float64{math.Exp(-0.6), 1, math.Exp(-1), math.Exp(-4)}
	sum := raw[0] + raw[1] + raw[2] + raw[3]
	for i := range raw {
		if math.Abs(w[i]-raw[i]/sum) > 1e-12 {
			t.Fatalf("Weights = %v, want %v/%v", w, raw, sum)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	const n = 100000
	var count [4]int
	for range n {
		count[Pick(c, temp, r)]++
	}
	for i, k := range count {
		p := w[i]
		sd := math.Sqrt(n * p * (1 - p))
		if math.Abs(float64(k)-n*p) > 5*sd+1 {
			t.Errorf("candidate %d picked %d times in %d, want about %.0f", i, k, n, n*p)
		}
	}
	// The same seed, the same picks.
	a, b := rand.New(rand.NewPCG(7, 8)), rand.New(rand.NewPCG(7, 8))
	for range 100 {
		if Pick(c, temp, a) != Pick(c, temp, b) {
			t.Fatal("two sources with one seed picked differently")
		}
	}
}

func TestPickEdges(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	if got := Pick(nil, 100, r); got != -1 {
		t.Errorf("Pick of none = %d, want -1", got)
	}
	c := []Candidate{{Move: 1, Score: 0}, {Move: 2, Score: 50}, {Move: 3, Score: 50}}
	for range 100 {
		if got := Pick(c, 0, r); got != 1 {
			t.Fatalf("Pick at temperature 0 = %d, want the first best, 1", got)
		}
	}
	// A mate is never given away for a heuristic score.
	m := []Candidate{{Move: 1, Score: Mate - 3}, {Move: 2, Score: 900}}
	for range 1000 {
		if got := Pick(m, 1000, r); got != 0 {
			t.Fatal("a mate lost to a heuristic score")
		}
	}
}

// TestLineCollector: the lines of the last depth that reported all of
// them; aspiration failures and progress reports are not lines.
func TestLineCollector(t *testing.T) {
	var next recorder
	c := &LineCollector{Next: &next, Want: 2}
	line := func(depth, pv int, s Score, b Bound, m position.Move) Info {
		return Info{Depth: depth, MultiPV: pv, Score: s, Bound: b, PV: []position.Move{m, m + 10}}
	}
	c.Report(line(1, 1, 10, Exact, 1))
	c.Report(line(1, 2, 5, Exact, 2))
	c.Report(Info{Depth: 2}) // progress
	c.Report(line(2, 1, 30, Lower, 3))
	c.Report(line(2, 1, 20, Exact, 3))
	// Depth 2's second line never comes: depth 1's lines stand.
	got := c.Lines()
	if len(got) != 2 || got[0].Move != 1 || got[1].Move != 2 || got[1].Score != 5 || got[0].PV[1] != 11 {
		t.Fatalf("Lines = %+v, want depth 1's moves 1 and 2", got)
	}
	c.Report(line(2, 2, 15, Exact, 4))
	if got := c.Lines(); len(got) != 2 || got[0].Move != 3 || got[1].Move != 4 {
		t.Fatalf("Lines = %+v, want depth 2's moves 3 and 4", got)
	}
	if len(next.infos) != 6 {
		t.Errorf("passed on %d reports, want 6", len(next.infos))
	}
}
