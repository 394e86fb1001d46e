package web

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestSplitMove(t *testing.T) {
	grid := []string{"a1", "a2", "a10", "b1", "b4", "c4", "d1", "d4", "g4", "e2", "e3", "b11", "b12"}
	checkers := []string{"1", "2", "8", "12", "15", "16", "22"}
	tests := []struct {
		name string
		move string
		ids  []string
		want []string
	}{
		{"placement", "d4", grid, []string{"d4"}},
		{"amazons queen and arrow", "d1-d4/g4", grid, []string{"d1", "d4", "g4"}},
		{"arrow back to the start", "a1-b1/a1", grid, []string{"a1", "b1", "a1"}},
		{"longest id wins", "a10-a1", grid, []string{"a10", "a1"}},
		{"checkers step", "12-16", checkers, []string{"12", "16"}},
		{"checkers chain", "22x15x8", checkers, []string{"22", "15", "8"}},
		{"colour prefix", "Ba1", grid, []string{"a1"}},
		{"drop and slide", "@a1-a2", grid, []string{"a1", "a2"}},
		{"bomb flag", "b12-b11/B", grid, []string{"b12", "b11"}},
		{"segment id", "a1-b1", []string{"a1", "b1", "a1-b1"}, []string{"a1-b1"}},
		{"wall slot id", "e3h", []string{"e3", "e3h", "e3v"}, []string{"e3h"}},
		{"wall slot missing falls back to the cell", "e3h", []string{"e3"}, []string{"e3"}},
		{"pass names nothing", "pass", grid, []string{}},
		{"swap names nothing", "swap", grid, []string{}},
		{"non-ASCII is skipped", "é-a1", grid, []string{"a1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := SplitMove(tc.move, tc.ids); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("SplitMove(%q) = %q, want %q", tc.move, got, tc.want)
			}
		})
	}
}

func TestSummarise(t *testing.T) {
	tests := []struct {
		name string
		xs   []float64
		want Summary
	}{
		{"empty", nil, Summary{}},
		{"one", []float64{7}, Summary{N: 1, Min: 7, Max: 7, Mean: 7, Median: 7}},
		{"odd count, unsorted", []float64{5, 1, 9}, Summary{N: 3, Min: 1, Max: 9, Mean: 5, Median: 5}},
		{"even count: mean of the middle two", []float64{4, 1, 10, 2}, Summary{N: 4, Min: 1, Max: 10, Mean: 4.25, Median: 3}},
		{"skewed", []float64{1, 1, 1, 100}, Summary{N: 4, Min: 1, Max: 100, Mean: 25.75, Median: 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			xs := append([]float64(nil), tc.xs...)
			if got := summarise(xs); got != tc.want {
				t.Errorf("summarise(%v) = %+v, want %+v", tc.xs, got, tc.want)
			}
			if !reflect.DeepEqual(xs, tc.xs) && tc.xs != nil {
				t.Errorf("summarise reordered its input: %v", xs)
			}
		})
	}
}

func TestComputeStats(t *testing.T) {
	start := time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)
	records := []Record{
		{Ply: 1, Side: 0, Move: "d3", Millis: 4000},
		{Ply: 2, Side: 1, Move: "c5", Engine: true, Millis: 300, Nodes: 1000},
		{Ply: 3, Side: 0, Move: "f4", Millis: 2000},
		{Ply: 4, Side: 1, Move: "e3", Engine: true, Millis: 100, Nodes: 3000},
		{Ply: 5, Side: 0, Move: "f5", Engine: true, Millis: 200, Nodes: 500},
	}
	st := computeStats(records, start, start.Add(90*time.Second), start.Add(time.Hour))
	if st.GameMillis != 90000 {
		t.Errorf("game time %d ms, want 90000 (to the end, not to now)", st.GameMillis)
	}
	if s := st.Sides[0]; s.Moves != 3 || s.EngineMoves != 1 || s.Millis != 6200 {
		t.Errorf("p1: %+v, want 3 moves, 1 by the engine, 6200 ms", s)
	}
	if s := st.Sides[1].EngineTime; s != (Summary{N: 2, Min: 100, Max: 300, Mean: 200, Median: 200}) {
		t.Errorf("p2 engine time: %+v", s)
	}
	if s := st.EngineNodes; s != (Summary{N: 3, Min: 500, Max: 3000, Mean: 1500, Median: 1000}) {
		t.Errorf("all engine nodes: %+v", s)
	}
	ongoing := computeStats(records, start, time.Time{}, start.Add(time.Minute))
	if ongoing.GameMillis != 60000 {
		t.Errorf("game time of a game going on: %d ms, want 60000 (to now)", ongoing.GameMillis)
	}
}

func TestLevel(t *testing.T) {
	tests := []struct {
		level Level
		cmd   string
		text  string
		ok    bool
	}{
		{Level{Depth: 3}, "go depth 3", "depth 3", true},
		{Level{MoveTime: 250}, "go movetime 250", "250 ms", true},
		{Level{Depth: 6, MoveTime: 1000, Nodes: 5000}, "go depth 6 movetime 1000 nodes 5000", "depth 6, 1000 ms, 5000 nodes", true},
		{Level{}, DefaultLevel.goCommand(), DefaultLevel.String(), true},
		{Level{Skill: 3}, "go", "level 3", true},
		{Level{Skill: 2, MoveTime: 500}, "go movetime 500", "level 2, 500 ms", true},
		{Level{Skill: 6}, DefaultLevel.goCommand(), DefaultLevel.String(), true},
		{Level{Skill: 7}, "", "", false},
		{Level{Skill: -1}, "", "", false},
		{Level{Depth: -1}, "", "", false},
		{Level{Depth: maxDepth + 1}, "", "", false},
		{Level{MoveTime: maxMoveTime + 1}, "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.level.String(), func(t *testing.T) {
			err := tc.level.check()
			if (err == nil) != tc.ok {
				t.Fatalf("check: %v, want ok=%v", err, tc.ok)
			}
			if !tc.ok {
				return
			}
			if got := tc.level.goCommand(); got != tc.cmd {
				t.Errorf("goCommand = %q, want %q", got, tc.cmd)
			}
			if got := tc.level.String(); got != tc.text {
				t.Errorf("String = %q, want %q", got, tc.text)
			}
		})
	}
	for _, tc := range []struct {
		level Level
		want  string
	}{
		{Level{}, "setoption name Skill Level value 6"},
		{Level{Skill: 1}, "setoption name Skill Level value 1"},
		{Level{Skill: 6, MoveTime: 100}, "setoption name Skill Level value 6"},
	} {
		if got := tc.level.skillCommand(); got != tc.want {
			t.Errorf("%+v: skillCommand = %q, want %q", tc.level, got, tc.want)
		}
	}
	for _, p := range Presets {
		if err := p.Level.check(); err != nil || p.Level == (Level{}) {
			t.Errorf("preset %q: %v", p.Name, err)
		}
	}
}

// FuzzSplitMove checks that SplitMove never panics and that what it
// returns are ids found in the text, in order and without overlapping.
func FuzzSplitMove(f *testing.F) {
	for _, s := range []string{"d1-d4/g4", "22x15x8", "a1-b1", "@a1-a2", "Ba1", "pass", "é", "a10a1", ""} {
		f.Add(s)
	}
	ids := []string{"a1", "a2", "a10", "b1", "a1-b1", "d1", "d4", "g4", "1", "2", "22", "15", "8", "e3h"}
	f.Fuzz(func(t *testing.T, text string) {
		cells := SplitMove(text, ids)
		rest := text
		for _, c := range cells {
			if !slices.Contains(ids, c) {
				t.Fatalf("%q: %q is not an id", text, c)
			}
			i := strings.Index(rest, c)
			if i < 0 {
				t.Fatalf("%q: %q is not found in order in the text", text, c)
			}
			rest = rest[i+len(c):]
		}
	})
}
