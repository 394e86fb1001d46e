package ninemensmorris_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/games/ninemensmorris"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

const startPos = "3/3/3/6/3/3/3 w 9 9 0"

// midGames are positions from every phase, for the conformance kit, the
// fuzz seeds and the benchmarks.
var midGames = []string{
	"BBB/3/3/2WW2/3/1B1/WW1 w 5 5 0",        // placing, a protected mill
	"W1B/1B1/B2/6/3/1B1/W1W w 0 0 0",        // White flies
	"WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 0 0 3", // stepping, crowded
	"W2/1W1/B2/1B1BW1/3/3/1WB w 1 2 0",      // the end of placing
	"1W1/B1B/1W1/W4B/1B1/W1W/1B1 b 0 0 190", // near the no-progress limit
	"B2/3/W1W/6/1B1/3/W1B w 0 0 0",          // both fly
}

func load(t testing.TB, pos string, opts ...string) position.Playable {
	t.Helper()
	return positiontest.Load(t, ninemensmorris.ID, pos, opts...)
}

func texts(g position.Playable) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	return out
}

func play(t testing.TB, g position.Playable, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func TestConformance(t *testing.T) {
	for _, opts := range [][]string{nil, {"repetition_draw=off", "no_progress_limit=30"}} {
		t.Run(strings.Join(opts, ","), func(t *testing.T) {
			positiontest.Run(t, func() position.Playable { return load(t, "", opts...) }, positiontest.Config{
				MaxPlies: 18 + 16*201,
				Games:    map[bool]int{false: 8, true: 2}[testing.Short()],
				Starts:   midGames,
			})
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup(ninemensmorris.ID)
	if !ok {
		t.Fatal("nine-mens-morris is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/nine-mens-morris.txt", 300_000)
}

// TestExamples checks the worked examples of the rules (the perft
// counts are TestPerft's; the solved draw is beyond a test).
func TestExamples(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		count   int      // legal moves
		has     []string // legal
		hasNot  []string // illegal
		removes []string // exactly these moves remove a piece (nil: not checked)
		over    bool
		score   int
	}{
		{name: "the 24 placements", pos: startPos, count: 24,
			has:     []string{"a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1"},
			removes: []string{}},
		{name: "removal choice", pos: "BB1/3/3/6/3/3/WW1 w 7 7 0", count: 21,
			has: []string{"g1xa7", "g1xd7", "a4", "f2"}, hasNot: []string{"g1"}, removes: []string{"g1xa7", "g1xd7"}},
		{name: "protected mill", pos: "BBB/3/3/2WW2/3/1B1/WW1 w 5 5 0", count: 16,
			has: []string{"g1xd2"}, hasNot: []string{"g1", "g1xa7", "g1xd7", "g1xg7"}, removes: []string{"g1xd2"}},
		{name: "all in mills: any may go", pos: "BBB/3/3/2WW2/3/3/WW1 w 5 6 0", count: 19,
			has: []string{"g1xa7", "g1xd7", "g1xg7"}, hasNot: []string{"g1"}, removes: []string{"g1xa7", "g1xd7", "g1xg7"}},
		{name: "flying", pos: "W1B/1B1/B2/6/3/1B1/W1W w 0 0 0", count: 57,
			has:     []string{"a7-d1xg7", "a7-d1xd6", "a7-d1xc5", "a7-d1xd2", "g1-a4xg7", "g1-a4xd6", "g1-a4xc5", "g1-a4xd2", "a7-e3", "a1-f6"},
			hasNot:  []string{"a7-d1", "g1-a4"},
			removes: []string{"a7-d1xg7", "a7-d1xd6", "a7-d1xc5", "a7-d1xd2", "g1-a4xg7", "g1-a4xd6", "g1-a4xc5", "g1-a4xd2"}},
		{name: "blocked player loses", pos: "BBW/1W1/3/BW4/3/3/BW1 b 0 0 0", count: 0, over: true, score: -1},
		{name: "reduced to two", pos: "3/W2/B2/5W/1B1/3/WW1 b 0 0 0", count: 0, over: true, score: -1},
		{name: "two on the board, one in hand", pos: "3/3/3/6/3/BB1/WW1 b 6 1 0", count: 21, has: []string{"a4", "g1", "f2xa1", "f2xd1"}, hasNot: []string{"f2"}},
		{name: "the seed example: c3 removable", pos: "3/3/3/6/B2/3/WW1 w 7 8 0", count: 21,
			has: []string{"g1xc3"}, hasNot: []string{"g1"}},
		{name: "c3 in a mill, another piece free", pos: "B2/3/3/6/BBB/3/WW1 w 6 5 0",
			count: 18, has: []string{"g1xa7"}, hasNot: []string{"g1xc3", "g1xd3"}},
		{name: "c3 in a mill, all in mills", pos: "3/3/3/6/BBB/3/WW1 w 7 6 0",
			count: 21, has: []string{"g1xc3", "g1xd3", "g1xe3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			got := texts(g)
			if len(got) != tc.count {
				t.Errorf("%d legal moves, want %d: %v", len(got), tc.count, got)
			}
			for _, s := range tc.has {
				if !slices.Contains(got, s) {
					t.Errorf("%s is not legal", s)
				}
			}
			for _, s := range tc.hasNot {
				if _, err := g.ParseMove(s); err == nil || slices.Contains(got, s) {
					t.Errorf("%s is legal", s)
				}
			}
			if tc.removes != nil {
				var rem []string
				for _, s := range got {
					if strings.Contains(s, "x") {
						rem = append(rem, s)
					}
				}
				slices.Sort(rem)
				want := slices.Sorted(slices.Values(tc.removes))
				if !slices.Equal(rem, want) {
					t.Errorf("removals %v, want %v", rem, want)
				}
			}
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
		})
	}
}

// TestRules plays short sequences that pin down each rule and DECISION:
// after the moves, the position, the outcome and some legal and illegal
// moves are as given.
func TestRules(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		opts   []string
		moves  []string
		after  string // position string after the moves ("" = not checked)
		over   bool
		score  int
		has    []string
		hasNot []string
	}{
		{name: "placing: no step while pieces remain in hand", pos: "BB1/3/3/6/3/3/WW1 w 7 7 0",
			hasNot: []string{"a1-a4", "d1-d2"}, has: []string{"a4"}},
		{name: "hands run out together after ply 18",
			moves:  []string{"a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "c4", "a4", "e4", "g4", "d3", "c3", "a1", "e3", "g1"},
			after:  "WBW/BWB/WBW/W1BB1W/WBW/3/B1B w 0 0 0",
			has:    []string{"a4-b4", "g4-f4"},
			hasNot: []string{"b4", "c3-c4", "d6-d5"}},
		{name: "stepping: along a line only", pos: "WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 0 0 3",
			has: []string{"d1-a1", "b4-c4"}, hasNot: []string{"d1-b2", "b2-c3", "d3", "g1-g4"}},
		{name: "a move closing two mills removes one piece", pos: "BB1/3/3/6/1W1/1W1/W1W w 5 7 0",
			moves: []string{"d1xa7"}, after: "1B1/3/3/6/1W1/1W1/WWW b 4 7 0",
			has: []string{"b6"}},
		{name: "two mills at once: one token per removal", pos: "BB1/3/3/6/1W1/1W1/W1W w 5 7 0",
			has: []string{"d1xa7", "d1xd7"}, hasNot: []string{"d1", "d1xa7xd7"}},
		{name: "opening a mill and closing it again removes again", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 0",
			moves: []string{"d2-d1xb4", "d6-d7", "d1-d2", "d7-d6"}, has: []string{"d2-d1xd6", "d2-d1xc5", "d2-d1xe5", "d2-d1xd3"}, hasNot: []string{"d2-d1", "d2-d1xa4"}},
		{name: "flying is per player", pos: "B2/3/W1W/6/1B1/1B1/W1B b 0 0 0",
			has: []string{"a7-a4", "a7-d7", "d3-c3"}, hasNot: []string{"a7-e4", "d3-f6"}},
		{name: "three pieces and a hand still place", pos: "3/3/3/6/3/BBW/WW1 w 1 5 0",
			has: []string{"g1xb2", "a4"}, hasNot: []string{"a1-a4", "f2-e3"}},
		{name: "the last removal wins", pos: "3/W2/B1B/5W/1B1/3/WW1 w 0 0 0",
			moves: []string{"g4-g1xc5"}, after: "3/W2/2B/6/1B1/3/WWW b 0 0 0", over: true, score: -1},
		{name: "a placement leaving two on the board and none in hand wins", pos: "3/3/3/6/3/BBB/WW1 w 1 0 0",
			moves: []string{"g1xd2"}, over: true, score: -1},
		{name: "blocked with pieces that would fly later is still a loss", pos: "BBW/1W1/3/BW4/3/3/BW1 b 0 0 0",
			over: true, score: -1},
		{name: "a no-progress ply is counted", pos: "WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 0 0 3",
			moves: []string{"d1-a1"}, after: "WB1/1WB/B1W/WB1WBW/1W1/B2/B1W w 0 0 4"},
		{name: "a removal resets the count", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 17",
			moves: []string{"d2-d1xb4"}, after: "3/1B1/B1B/W5/1B1/3/WWW b 0 0 0"},
		{name: "no-progress limit draws", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 199",
			moves: []string{"a4-a7"}, over: true, score: 0},
		{name: "no-progress limit off", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 199", opts: []string{"no_progress_limit=0"},
			moves: []string{"a4-a7"}, after: "W2/1B1/B1B/1B4/1B1/1W1/W1W b 0 0 200", has: []string{"b4-a4"}},
		{name: "the no-progress limit option", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 8", opts: []string{"no_progress_limit=10"},
			moves: []string{"a4-a7", "b4-b6"}, over: true, score: 0},
		{name: "a block on the limit's ply wins", pos: "BBW/1W1/3/BW4/3/3/B1W w 0 0 199",
			moves: []string{"g1-d1"}, after: "BBW/1W1/3/BW4/3/3/BW1 b 0 0 200", over: true, score: -1},
		{name: "threefold repetition draws", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 0",
			moves: []string{"a4-a7", "b4-b6", "a7-a4", "b6-b4", "a4-a7", "b4-b6", "a7-a4", "b6-b4"},
			over:  true, score: 0},
		{name: "two occurrences do not draw", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 0",
			moves: []string{"a4-a7", "b4-b6", "a7-a4", "b6-b4", "a4-a7", "b4-b6", "a7-a4"},
			has:   []string{"b6-b4"}},
		{name: "repetition draws off", pos: "3/1B1/B1B/WB4/1B1/1W1/W1W w 0 0 0", opts: []string{"repetition_draw=off"},
			moves: []string{"a4-a7", "b4-b6", "a7-a4", "b6-b4", "a4-a7", "b4-b6", "a7-a4", "b6-b4"},
			has:   []string{"a4-a7"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos, tc.opts...)
			play(t, g, tc.moves...)
			if tc.after != "" && g.Position() != tc.after {
				t.Errorf("position %q, want %q", g.Position(), tc.after)
			}
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
			got := texts(g)
			if over != (len(got) == 0) {
				t.Errorf("over %v with %d moves", over, len(got))
			}
			for _, s := range tc.has {
				if !slices.Contains(got, s) {
					t.Errorf("%s is not legal in %s: %v", s, g.Position(), got)
				}
			}
			for _, s := range tc.hasNot {
				if _, err := g.ParseMove(s); err == nil {
					t.Errorf("%s is legal in %s", s, g.Position())
				}
			}
		})
	}
}

// TestParseMoveErrors checks that illegal moves are refused with the
// reason.
func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		pos, move, why string
	}{
		{startPos, "h1", "no point"},
		{startPos, "a1-a4", "placed first"},
		{startPos, "a1xa7", "closes no mill"},
		{"BB1/3/3/6/3/3/WW1 w 7 7 0", "g1", "name the piece to remove"},
		{"BB1/3/3/6/3/3/WW1 w 7 7 0", "a1", "not empty"},
		{"BB1/3/3/6/3/3/WW1 w 7 7 0", "g1xa1", "no black piece"},
		{"BBB/3/3/2WW2/3/1B1/WW1 w 5 5 0", "g1xa7", "in a mill"},
		{"WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 0 0 3", "d1", "no piece left in hand"},
		{"WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 0 0 3", "b2-c3", "not joined"},
		{"WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 0 0 3", "g1-f2", "no black piece"},
		{"BBW/1W1/3/BW4/3/3/BW1 b 0 0 0", "a7-b6", "game is over"},
	}
	for _, tc := range tests {
		t.Run(tc.move, func(t *testing.T) {
			g := load(t, tc.pos)
			m, err := g.ParseMove(tc.move)
			if err == nil || m != position.NoMove {
				t.Fatalf("ParseMove(%q) = %v, %v; want an error", tc.move, m, err)
			}
			if !strings.Contains(err.Error(), tc.why) {
				t.Errorf("error %q does not say %q", err, tc.why)
			}
		})
	}
}

// TestSetPosition checks the position strings that must be refused, and
// that accepted ones come back unchanged.
func TestSetPosition(t *testing.T) {
	tests := []struct {
		pos string
		ok  bool
	}{
		{startPos, true},
		{"WWWWWWWWW/3/3/6/3/3/3 w 0 9 0", false}, // rank too long
		{"WWW/WWW/WWW/6/3/3/3 w 0 9 0", true},
		{"WWW/WWW/WWW/6/3/3/3 w 1 9 0", false}, // ten white pieces
		{"3/3/3/6/3/3/3 w 10 9 0", false},
		{"3/3/3/6/3/3/3 x 9 9 0", false},
		{"3/3/3/6/3/3/3 w 9 9", false},
		{"3/3/3/6/3/3/3 w 9 9 -1", false},
		{"3/3/3/6/3/3/3 w 9 9 01", false},
		{"3/3/3/6/3/3/3 w 09 9 0", false},
		{"3/3/3/6/3/3/3 w 9 9 1000001", false},
		{"3/3/3/6/3/3/3 w 9 9 1000000", true},
		{"3/3/3/6/3/3 w 9 9 0", false},
		{"3/3/3/6/3/3/3X w 9 9 0", false},
		{"3/3/3/6/3/3/3 w 9 9 - - 0", false}, // twelve men's fields
		{"W2/3/3/6/3/3/3 b 8 9 1", true},
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			g := load(t, "")
			err := g.SetPosition(tc.pos)
			if (err == nil) != tc.ok {
				t.Fatalf("SetPosition: %v, want ok %v", err, tc.ok)
			}
			if tc.ok && g.Position() != tc.pos {
				t.Errorf("Position() = %q", g.Position())
			}
			if !tc.ok && g.Position() != startPos {
				t.Errorf("a refused string changed the position to %q", g.Position())
			}
		})
	}
}

// TestOptions checks the registry entry.
func TestOptions(t *testing.T) {
	info, ok := position.Lookup(ninemensmorris.ID)
	if !ok {
		t.Fatal("not registered")
	}
	if info.Sides != [2]string{"white", "black"} {
		t.Errorf("sides %v", info.Sides)
	}
	var got []string
	for _, o := range info.Options {
		got = append(got, o.Describe())
	}
	want := []string{
		"repetition_draw type bool default on",
		"no_progress_limit type int default 200 min 0 max 10000",
		"eval type choice default learned choices learned,hand",
	}
	if !slices.Equal(got, want) {
		t.Errorf("options %q, want %q", got, want)
	}
	if _, _, err := position.NewGame(ninemensmorris.ID, "no_progress_limit=-1"); err == nil {
		t.Error("a negative limit was accepted")
	}
}

// TestRender checks the layout (24 points, 32 drawn lines) and the state
// (pieces, hands, mills highlighted, result).
func TestRender(t *testing.T) {
	g := load(t, "BBB/3/3/2WW2/3/1B1/WW1 w 5 5 0")
	l := g.Layout()
	if len(l.Cells) != 24 || len(l.Lines) != 32 || len(l.Sides) != 2 {
		t.Errorf("layout: %d cells, %d lines, %d sides", len(l.Cells), len(l.Lines), len(l.Sides))
	}
	st := g.State()
	if len(st.Pieces) != 8 || !slices.Equal(st.Hands, []int{5, 5}) || st.Result != "none" {
		t.Errorf("state: %d pieces, hands %v, result %s", len(st.Pieces), st.Hands, st.Result)
	}
	if hl := slices.Sorted(slices.Values(st.Highlight)); !slices.Equal(hl, []string{"a7", "d7", "g7"}) {
		t.Errorf("highlight %v", hl)
	}
	if r := load(t, "BBW/1W1/3/BW4/3/3/BW1 b 0 0 0").State().Result; r != "p1win" {
		t.Errorf("blocked Black: result %s", r)
	}
}
