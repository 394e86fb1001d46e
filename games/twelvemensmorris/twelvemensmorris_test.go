package twelvemensmorris_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/games/twelvemensmorris"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

const startPos = "3/3/3/6/3/3/3 w 12 12 - - 0"

// midGames are positions from every phase, for the conformance kit, the
// fuzz seeds and the benchmarks.
var midGames = []string{
	"1WB/B2/3/W5/3/3/2B w 10 9 a1-a4 - 0",               // stepping while pieces remain
	"BB1/3/3/6/3/W2/W2 w 10 10 - - 0",                   // a diagonal mill to close
	"WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 2 1 b4-a4 d6-d7 3", // crowded
	"1W1/B1B/1W1/W4B/1B1/W1W/1B1 b 0 0 a1-a4 d6-b6 190", // near the no-progress limit
	"BWB/3/3/2BB2/WBW/B1B/3 w 1 5 d6-d7 - 0",            // one piece left to place
	"3/3/3/6/3/3/WW1 w 10 10 - - 0",                     // the opponent has none on the board
}

func load(t testing.TB, pos string, opts ...string) position.Playable {
	t.Helper()
	return positiontest.Load(t, twelvemensmorris.ID, pos, opts...)
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
				MaxPlies: 48 * 201,
				Games:    map[bool]int{false: 6, true: 2}[testing.Short()],
				Starts:   midGames,
			})
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup(twelvemensmorris.ID)
	if !ok {
		t.Fatal("twelve-mens-morris is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/twelve-mens-morris.txt", 400_000)
}

// TestExamples checks the worked examples of the rules (the perft
// counts are TestPerft's).
func TestExamples(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		moves  []string // played first
		count  int      // legal moves
		has    []string // legal
		hasNot []string // illegal
		over   bool
		score  int
	}{
		{name: "the 24 placements", pos: startPos, count: 24, has: []string{"a7", "d1", "g1"}, hasNot: []string{"a7-d7"}},
		{name: "stepping while pieces remain in hand", pos: "1WB/B2/3/W5/3/3/2B w 10 9 a1-a4 - 0", count: 23,
			has: []string{"a4-a7", "a4-b4", "d7-a7", "d7-d6", "a1", "c4"}, hasNot: []string{"a4-a1", "d7-g7"}},
		{name: "without the last step", pos: "1WB/B2/3/W5/3/3/2B w 10 9 - - 0", count: 24,
			has: []string{"a4-a1", "a4-a7", "a4-b4", "d7-a7", "d7-d6"}},
		{name: "the restriction expires", pos: "1WB/B2/3/W5/3/3/2B w 10 9 a1-a4 - 0", moves: []string{"c4", "e4"},
			count: 28, has: []string{"a4-a1"}},
		{name: "diagonal mill", pos: "BB1/3/3/6/3/W2/W2 w 10 10 - - 0", count: 26,
			has:    []string{"c3xa7", "c3xd7", "a1-a4", "a1-d1", "b2-b4", "b2-c3", "b2-d2"},
			hasNot: []string{"c3", "b2-a1"}},
		{name: "re-forming a mill: not at once", pos: "B2/3/3/6/3/1W1/W1W w 9 10 - - 0",
			moves: []string{"d2-d1xa7", "b6"}, hasNot: []string{"d1-d2"}, has: []string{"a1-a4", "a1-b2", "c4"}, count: 24},
		{name: "re-forming a mill: the turn after next", pos: "B2/3/3/6/3/1W1/W1W w 9 10 - - 0",
			moves: []string{"d2-d1xa7", "b6", "c4", "f6"}, has: []string{"d1-d2"}, count: 26},
		{name: "blocked with an empty hand loses", pos: "WBW/B1B/3/B4B/3/B2/WB1 w 0 5 - - 0", over: true, score: -1},
		{name: "blocked with a piece in hand places", pos: "WBW/B1B/3/B4B/3/B2/WB1 w 1 4 - - 0", count: 14},
		{name: "a full board loses for the side to move", pos: "WWW/BBB/WWW/BBBWWW/BBB/WWW/BBB b 0 0 - - 0", over: true, score: -1},
		{name: "the no-return rule can leave no move", pos: "BWB/3/3/2BB2/WBW/B1B/3 w 0 5 d6-d7 - 0", over: true, score: -1},
		{name: "without it, the same piece steps back", pos: "BWB/3/3/2BB2/WBW/B1B/3 w 0 5 - - 0", count: 1, has: []string{"d7-d6"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			play(t, g, tc.moves...)
			got := texts(g)
			if len(got) != tc.count {
				t.Errorf("%d legal moves, want %d: %v", len(got), tc.count, got)
			}
			for _, s := range tc.has {
				if !slices.Contains(got, s) {
					t.Errorf("%s is not legal in %s", s, g.Position())
				}
			}
			for _, s := range tc.hasNot {
				if _, err := g.ParseMove(s); err == nil || slices.Contains(got, s) {
					t.Errorf("%s is legal in %s", s, g.Position())
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
	// cycle takes a White piece and a Black piece each round a square of
	// four points back to where they were, without a step straight back.
	// The position after its first two plies (last steps included) comes
	// back after 8 and 16 more plies: the third time is a draw.
	cycle := []string{"a7-a4", "g1-g4", "a4-b4", "g4-f4", "b4-b6", "f4-f2", "b6-a7", "f2-g1"}
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
		{name: "a step records the last step, a placement clears it", pos: startPos,
			moves: []string{"a1", "g7", "a1-a4", "g7-g4", "d1"},
			after: "3/3/3/W4B/3/3/1W1 b 10 11 - g7-g4 0", has: []string{"g4-f4"}, hasNot: []string{"g4-g7"}},
		{name: "no-return: only the mover's own last step counts", pos: "3/3/3/W4B/3/3/3 w 11 11 a1-a4 g7-g4 1",
			has: []string{"a4-a7", "a4-b4"}, hasNot: []string{"a4-a1"}},
		{name: "no-return: other pieces may go to the old point", pos: "3/3/3/W4B/3/W2/3 w 10 11 a1-a4 g7-g4 1",
			has: []string{"b2-a1", "a4-a7"}, hasNot: []string{"a4-a1"}},
		{name: "no-return: the same piece may go elsewhere", pos: "3/3/3/W4B/3/3/3 w 11 11 a1-a4 g7-g4 1",
			moves: []string{"a4-b4", "c4", "b4-b6"}, after: "3/W2/3/2B2B/3/3/3 b 11 10 b4-b6 - 1"},
		{name: "no flying with three pieces", pos: "W1B/1B1/B2/6/3/1B1/W1W w 0 0 - - 0",
			has: []string{"a7-a4", "a7-d7", "a7-b6", "a1-b2", "g1-f2"}, hasNot: []string{"a7-d1", "g1-a4"}},
		{name: "a step that closes a diagonal mill", pos: "3/3/3/1W4/W2/3/W2 w 9 9 - - 0",
			has: []string{"b4-b2", "c3-b2"}, hasNot: []string{"b4-b2xa7"}},
		{name: "a step closing a diagonal mill removes", pos: "B2/3/3/1W4/W2/3/W2 w 9 9 - - 0",
			moves: []string{"b4-b2xa7"}, after: "3/3/3/6/W2/W2/W2 b 9 9 b4-b2 - 0"},
		{name: "two mills at once remove one piece", pos: "BB1/3/3/6/1W1/1W1/W1W w 5 7 - - 0",
			has: []string{"d1xa7", "d1xd7"}, hasNot: []string{"d1", "d1xa7xd7"}},
		{name: "a mill with no opponent piece on the board removes nothing", pos: "3/3/3/6/3/3/WW1 w 10 10 - - 0",
			moves: []string{"g1"}, after: "3/3/3/6/3/3/WWW b 9 10 - - 0"},
		{name: "no removal token when there is nothing to remove", pos: "3/3/3/6/3/3/WW1 w 10 10 - - 0",
			has: []string{"g1"}, hasNot: []string{"g1xa1", "g1xa7"}},
		{name: "none on the board but three in hand is no loss", pos: "3/3/3/6/3/3/WWW b 9 3 - - 0",
			has: []string{"a7"}, hasNot: []string{"a1-a4"}},
		{name: "fewer than three on the board and in hand loses", pos: "B2/3/3/6/3/1W1/W1W w 9 2 - - 0",
			moves: []string{"d2-d1xa7"}, over: true, score: -1},
		{name: "all in mills: any piece may go", pos: "BBB/3/3/6/3/3/WW1 w 10 9 - - 0",
			has: []string{"g1xa7", "g1xd7", "g1xg7"}},
		{name: "a protected mill", pos: "BBB/3/3/6/3/1B1/WW1 w 10 8 - - 0",
			has: []string{"g1xd2"}, hasNot: []string{"g1xa7", "g1"}},
		{name: "the no-progress count runs on steps only", pos: "3/3/3/W4B/3/3/3 w 11 11 a1-a4 g7-g4 1",
			moves: []string{"a4-b4", "g4-f4"}, after: "3/3/3/1W2B1/3/3/3 w 11 11 a4-b4 g4-f4 3"},
		{name: "no-progress limit draws", pos: "3/3/3/W4B/3/3/3 w 11 11 a1-a4 g7-g4 199",
			moves: []string{"a4-b4"}, over: true, score: 0},
		{name: "no-progress limit off", pos: "3/3/3/W4B/3/3/3 w 11 11 a1-a4 g7-g4 199", opts: []string{"no_progress_limit=0"},
			moves: []string{"a4-b4"}, has: []string{"g4-f4"}},
		{name: "threefold repetition draws", pos: "W2/3/3/6/3/3/2B w 11 11 - - 0",
			moves: append(slices.Repeat(cycle, 2), cycle[:2]...), over: true, score: 0},
		{name: "repetition counts the last steps", pos: "W2/3/3/6/3/3/2B w 11 11 - - 0",
			moves: slices.Repeat(cycle, 2), after: "W2/3/3/6/3/3/2B w 11 11 b6-a7 f2-g1 16", has: []string{"a7-a4"}},
		{name: "two occurrences do not draw", pos: "W2/3/3/6/3/3/2B w 11 11 - - 0",
			moves: append(slices.Repeat(cycle, 2), cycle[:1]...), has: []string{"g1-g4"}},
		{name: "repetition draws off", pos: "W2/3/3/6/3/3/2B w 11 11 - - 0", opts: []string{"repetition_draw=off"},
			moves: slices.Repeat(cycle, 3), has: []string{"a7-a4"}},
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
		{startPos, "a1-a4", "no white piece"},
		{"1WB/B2/3/W5/3/3/2B w 10 9 a1-a4 - 0", "a4-a1", "straight back"},
		{"1WB/B2/3/W5/3/3/2B w 10 9 a1-a4 - 0", "a4-c4", "not joined"},
		{"BB1/3/3/6/3/W2/W2 w 10 10 - - 0", "c3", "name the piece to remove"},
		{"BB1/3/3/6/3/W2/W2 w 10 10 - - 0", "c4xa7", "closes no mill"},
		{"W1B/1B1/B2/6/3/1B1/W1W w 0 0 - - 0", "a4", "no piece left in hand"},
		{"WWW/BBB/WWW/BBBWWW/BBB/WWW/BBB b 0 0 - - 0", "a7-a4", "game is over"},
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
		{"3/3/3/6/3/3/3 w 12 12 0", false}, // nine men's fields
		{"3/3/3/6/3/3/3 w 13 12 - - 0", false},
		{"WWW/WWW/WWW/WWW1B1/3/3/3 w 1 11 - - 0", false}, // thirteen white pieces
		{"WWW/WWW/WWW/WWW1B1/3/3/3 w 0 11 - - 0", true},
		{"3/3/3/W5/3/3/3 b 11 12 a1-a4 - 1", true},
		{"3/3/3/W5/3/3/3 b 11 12 a1-a7 - 1", false}, // not adjacent
		{"3/3/3/W5/3/3/3 b 11 12 a1-a1 - 1", false},
		{"3/3/3/B5/3/3/3 b 12 11 a1-a4 - 1", false}, // ends on an opponent piece
		{"3/3/3/6/3/3/3 w 12 12 a1-a4 - 0", true},   // ends on an empty point
		{"3/3/3/W5/3/3/3 b 11 12 a1a4 - 1", false},
		{"3/3/3/W5/3/3/3 b 11 12 a1-b2 - 1", true}, // a diagonal
		{"3/3/3/6/3/3/3 w 12 12 - -", false},
		{"3/3/3/6/3/3/3 w 12 12 - - x", false},
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
	info, ok := position.Lookup(twelvemensmorris.ID)
	if !ok {
		t.Fatal("not registered")
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
	if !slices.Equal(got, want) || info.Sides != [2]string{"white", "black"} {
		t.Errorf("options %q sides %v, want %q", got, info.Sides, want)
	}
}

// TestRender checks the layout (24 points, 40 drawn lines with the
// diagonals) and the state.
func TestRender(t *testing.T) {
	g := load(t, "BBB/3/3/6/3/W2/W2 w 10 9 - - 0")
	l := g.Layout()
	if len(l.Cells) != 24 || len(l.Lines) != 40 {
		t.Errorf("layout: %d cells, %d lines", len(l.Cells), len(l.Lines))
	}
	diagonal := false
	for _, ln := range l.Lines {
		if ln.From == "a1" && ln.To == "b2" || ln.From == "b2" && ln.To == "a1" {
			diagonal = true
		}
	}
	if !diagonal {
		t.Error("no line a1-b2")
	}
	st := g.State()
	if len(st.Pieces) != 5 || !slices.Equal(st.Hands, []int{10, 9}) || st.Result != "none" {
		t.Errorf("state: %d pieces, hands %v, result %s", len(st.Pieces), st.Hands, st.Result)
	}
	if r := load(t, "WWW/BBB/WWW/BBBWWW/BBB/WWW/BBB b 0 0 - - 0").State().Result; r != "p1win" {
		t.Errorf("full board, Black to move: result %s", r)
	}
}
