package gogame

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// full completes a worked example's board to a position string: a shortened
// board stands for that board with Black to move at ply 0.
func full(board string) string { return board + " b 0 0 -" }

// TestScenarios plays the worked examples of the rules and checks each
// rule of doc.go's Rules section: the position string after the moves, the
// number of legal moves, moves that must be illegal, and the outcome.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		start    string // "" for the start position
		moves    []string
		want     string   // position string after the moves ("" = unchecked)
		nLegal   int      // number of legal moves afterwards (0 = unchecked)
		illegal  []string // moves that must be illegal afterwards
		legal    []string // moves that must be legal afterwards
		over     bool
		margin   int // Outcome's score when over
	}{
		// A placement takes the group it leaves without a liberty
		// (doc.go's Rules section).
		{name: "capture", start: "9/9/9/4x4/3xox3/9/9/9/9 b 0 0 -", moves: []string{"e4"},
			want: "9/9/9/4x4/3x1x3/4x4/9/9/9 w 1 0 -"},
		// Suicide is illegal (doc.go's Rules section): a white stone on a1
		// would have no liberty and captures nothing.
		{name: "suicide illegal", start: "9/9/9/9/9/9/9/x8/1x7 w 0 0 -",
			nLegal: 79, illegal: []string{"a1"}},
		// A placement that captures is no suicide (doc.go's Rules section),
		// then a recapture that leaves no ko point.
		{name: "capture beats suicide", start: "9/9/9/9/9/9/9/xxo6/oo1o5 b 0 0 -", moves: []string{"c1"},
			want: "9/9/9/9/9/9/9/xxo6/2xo5 w 1 0 -"},
		{name: "recapture without ko", start: "9/9/9/9/9/9/9/xxo6/oo1o5 b 0 0 -", moves: []string{"c1", "b1"},
			want: "9/9/9/9/9/9/9/xxo6/1o1o5 b 2 0 -", legal: []string{"a1"}, illegal: []string{"c1"}},
		// A group on the edge is captured like any other.
		{name: "edge capture", start: "9/9/9/9/9/9/9/xo7/xo7 w 0 0 -", moves: []string{"a3"},
			want: "9/9/9/9/9/9/o8/1o7/1o7 b 1 0 -"},
		// Simple ko (doc.go's Rules section).
		{name: "ko point", start: "9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -", moves: []string{"f5"},
			want: "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 e5", nLegal: 74, illegal: []string{"e5"}},
		{name: "ko retaken after a ko threat", start: "9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -",
			moves: []string{"f5", "a1", "j9", "e5"}, want: "8x/9/9/4xo3/3xo1o2/4xo3/9/9/o8 b 4 0 f5",
			illegal: []string{"f5"}},
		{name: "ko point from a position string", start: "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 e5",
			nLegal: 74, illegal: []string{"e5"}},
		{name: "a pass clears the ko point", start: "9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -",
			moves: []string{"f5", "pass"}, want: "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 b 2 1 -"},
		{name: "ko under superko", settings: []string{"rules=standard"}, start: "9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -",
			moves: []string{"f5"}, want: "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 -", illegal: []string{"e5"}},
		{name: "ko retaken under superko after a threat", settings: []string{"rules=standard"},
			start: "9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -", moves: []string{"f5", "a1", "j9", "e5"},
			want: "8x/9/9/4xo3/3xo1o2/4xo3/9/9/o8 b 4 0 -", illegal: []string{"f5"}},
		// Positional superko beyond simple ko: White's a2 captures nothing
		// but recreates the board after Black's c1 (ply 15), since a3 and
		// a4 have captured in between. Simple ko allows it.
		{name: "positional superko forbids a non-capturing move", settings: []string{"rules=standard", "size=4"},
			moves: superkoLine, want: "xooo/1x1o/1xoo/xxxx w 17 0 -", illegal: []string{"a2"}, legal: []string{"a3"}},
		{name: "simple ko allows the same move", settings: []string{"rules=standard", "size=4", "ko=simple", "k=100"},
			moves: superkoLine, want: "xooo/1x1o/1xoo/xxxx w 17 0 -", legal: []string{"a2", "a3"}},
		// Multi-stone suicide and a capture of two groups at once.
		{name: "multi-stone suicide", start: "9/9/9/9/9/9/xxx6/oo1x5/oox6 w 3 0 -",
			illegal: []string{"c2"}},
		{name: "two groups captured at once", start: "9/9/9/9/9/9/o8/xo7/1xo6 w 3 0 -",
			moves: []string{"a1"}, want: "9/9/9/9/9/9/o8/1o7/o1o6 b 4 0 -"},
		// End by two passes.
		{name: "seed pass pass draws", moves: []string{"pass", "pass"},
			want: "9/9/9/9/9/9/9/9/9 b 2 2 -", over: true, margin: 0},
		{name: "standard pass pass: White wins by komi", settings: []string{"rules=standard"},
			moves: []string{"pass", "pass"}, want: "9/9/9/9/9/9/9/9/9 b 2 2 -", over: true, margin: -750},
		{name: "a placement resets the passes", moves: []string{"pass", "e5", "pass"},
			want: "9/9/9/9/4o4/9/9/9/9 w 3 1 -", nLegal: 81},
		// End by the move limit K (passes count).
		{name: "K=2", settings: []string{"k=2"}, moves: []string{"e5", "pass"},
			want: "9/9/9/9/4x4/9/9/9/9 b 2 1 -", over: true, margin: 100},
		{name: "K=1 ends after one pass", settings: []string{"k=1"}, moves: []string{"pass"},
			want: "9/9/9/9/9/9/9/9/9 w 1 1 -", over: true, margin: 0},
		{name: "K reached by a position string", settings: []string{"k=50"}, start: "9/9/9/9/4x4/9/9/9/9 w 50 0 -",
			over: true, margin: -100},
		{name: "K=0 with superko: no limit", settings: []string{"k=0", "ko=positional-superko"},
			start: "9/9/9/9/4x4/9/9/9/9 w 100000 0 -", nLegal: 81},
		// Seed against standard scoring, counted after the game ends.
		{name: "seed: the walls draw", start: "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 b 0 0 -",
			moves: []string{"pass", "pass"}, over: true, margin: 0},
		{name: "standard: Black wins by 1.5", settings: []string{"rules=standard"},
			start: "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 b 0 0 -",
			moves: []string{"pass", "pass"}, over: true, margin: 150},
		{name: "standard margin from White's side", settings: []string{"rules=standard"},
			start: "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 w 0 0 -",
			moves: []string{"pass", "pass"}, over: true, margin: -150},
		{name: "komi option", settings: []string{"rules=standard", "komi=0.5"},
			moves: []string{"pass", "pass"}, over: true, margin: -50},
		// Board sizes.
		{name: "label 7 is 6x6", settings: []string{"size=7"}, want: "6/6/6/6/6/6 b 0 0 -", nLegal: 37},
		{name: "label 9 is 8x8", settings: []string{"size=9"}, want: "8/8/8/8/8/8/8/8 b 0 0 -", nLegal: 65},
		{name: "standard 19x19", settings: []string{"rules=standard", "size=19"}, moves: []string{"t19", "a1"},
			nLegal: 360},
		{name: "standard 25x25 reaches z25", settings: []string{"rules=standard", "size=25"}, moves: []string{"z25", "a1"},
			nLegal: 624, illegal: []string{"z25", "i1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatalf("SetPosition(%q): %v", tc.start, err)
				}
			}
			play(t, g, tc.moves...)
			if tc.want != "" && g.Position() != tc.want {
				t.Errorf("position %q, want %q", g.Position(), tc.want)
			}
			moves := g.GenMoves(nil)
			if tc.nLegal != 0 && len(moves) != tc.nLegal {
				t.Errorf("%d legal moves, want %d: %v", len(moves), tc.nLegal, legalTexts(g))
			}
			for _, s := range tc.illegal {
				if m, err := g.ParseMove(s); err == nil {
					t.Errorf("%s is legal (%v)", s, m)
				}
				if slices.Contains(legalTexts(g), strings.ToLower(s)) {
					t.Errorf("GenMoves lists %s", s)
				}
			}
			for _, s := range tc.legal {
				if _, err := g.ParseMove(s); err != nil {
					t.Errorf("%s: %v", s, err)
				}
			}
			over, margin := g.Outcome()
			if over != tc.over || over && margin != tc.margin {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, margin, tc.over, tc.margin)
			}
			if over && len(moves) != 0 {
				t.Errorf("finished game has moves %v", legalTexts(g))
			}
		})
	}
}

// superkoLine is a 4×4 game (found by random play) in which White's a2 at
// ply 17 would recreate the board after ply 15.
var superkoLine = []string{"b3", "d2", "a4", "d3", "b2", "b4", "a1", "a2", "d1", "c4", "b1", "c2", "pass", "d4", "c1", "a3", "a4"}

// TestSuperkoReason checks the superko example's premise independently: in
// the simple-ko game, a2 produces a board that occurred before.
func TestSuperkoReason(t *testing.T) {
	g := newGame(t, "rules=standard", "size=4", "ko=simple", "k=100")
	boards := []string{strings.Fields(g.Position())[0]}
	for _, s := range superkoLine {
		play(t, g, s)
		boards = append(boards, strings.Fields(g.Position())[0])
	}
	play(t, g, "a2")
	after := strings.Fields(g.Position())[0]
	if i := slices.Index(boards, after); i != 15 {
		t.Fatalf("a2 makes %s, which occurred at ply %d; want ply 15 (%v)", after, i, boards)
	}
}

// TestScoring checks both scorings on worked examples of enclosed
// regions, with the rest of the board empty.
func TestScoring(t *testing.T) {
	tests := []struct {
		name         string
		settings     []string
		board        string
		black, white int
	}{
		// The seed's corner example: a corner region counts only with a
		// stone neighbour on its corner (doc.go's Rules section, seed mode).
		{"small triangle open", nil, "2o6/1o7/o8/9/9/9/9/9/9", 0, 3},
		{"stone on b9", nil, "1oo6/1o7/o8/9/9/9/9/9/9", 0, 6},
		{"stone on a8", nil, "2o6/oo7/o8/9/9/9/9/9/9", 0, 6},
		{"stone on the corner a9", nil, "o1o6/1o7/o8/9/9/9/9/9/9", 0, 6},
		// Seed-mode regions: eyes, boxes and mixed borders.
		{"one-point corner eye", nil, "1o7/o8/9/9/9/9/9/9/9", 0, 3},
		{"3x3 corner box", nil, "3o5/3o5/3o5/oooo5/9/9/9/9/9", 0, 7},
		{"interior eye", nil, "9/9/9/4o4/3o1o3/4o4/9/9/9", 0, 5},
		{"mixed border", nil, "9/9/9/4o4/3o1x3/4o4/9/9/9", 1, 3},
		{"N and W without the corner", nil, "o1o6/2o6/oo7/9/9/9/9/9/9", 0, 5},
		// The same walls under seed and standard scoring.
		{"seed", nil, "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3", 9, 9},
		{"standard", []string{"rules=standard"}, "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3", 45, 36},
		// More rules: one side only counts; opposite sides never.
		{"seed: region on one side", nil, "9/9/9/9/9/9/2ooo4/2o1o4/2o1o4", 0, 9},
		{"seed: corner region whose corner has two free neighbours", nil, "9/9/9/9/9/9/ooo6/2o6/2o6", 0, 5},
		{"seed: region on three sides", nil, "1o7/1o7/1o7/1o7/1o7/1o7/1o7/1o7/1o7", 0, 9},
		{"seed: region on two opposite sides", nil, "1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5", 0, 18},
		{"standard: the same regions count", []string{"rules=standard"}, "1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5/1o1o5", 0, 81},
		{"seed: the big region of a lone stone", nil, "9/9/9/9/4x4/9/9/9/9", 1, 0},
		{"standard: a lone stone owns the board", []string{"rules=standard"}, "9/9/9/9/4x4/9/9/9/9", 81, 0},
		{"standard: empty board", []string{"rules=standard"}, "9/9/9/9/9/9/9/9/9", 0, 0},
		{"seed 6x6 corner eye", []string{"size=7"}, "4o1/5o/6/6/6/6", 0, 3},
		{"seed 6x6 corner with one free neighbour", []string{"size=7"}, "4o1/3o2/4o1/5o/6/6", 0, 8},
		{"seed 6x6 corner with two free neighbours", []string{"size=7"}, "3o2/3o2/4oo/6/6/6", 0, 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(full(tc.board)); err != nil {
				t.Fatal(err)
			}
			if b, w := g.Score(); b != tc.black || w != tc.white {
				t.Errorf("Score() = %d, %d; want %d, %d", b, w, tc.black, tc.white)
			}
			if b, w := refScore(refFromGame(g), g.cfg.Rules == SeedRules); b != tc.black || w != tc.white {
				t.Errorf("reference score %d, %d; want %d, %d", b, w, tc.black, tc.white)
			}
		})
	}
}

// TestOptions checks the option values each mode gets and the refusals.
func TestOptions(t *testing.T) {
	tests := []struct {
		settings []string
		want     Config
		err      string // a part of the error, "" when accepted
	}{
		{nil, Config{Rules: StandardRules, Size: 9, K: 0, Ko: PositionalSuperko, Komi: 750}, ""},
		{[]string{"size=13"}, Config{Rules: StandardRules, Size: 13, K: 0, Ko: PositionalSuperko, Komi: 750}, ""},
		{[]string{"rules=seed"}, Config{Rules: SeedRules, Size: 9, K: 100, Ko: SimpleKo, Komi: 0}, ""},
		{[]string{"rules=seed", "size=7"}, Config{Rules: SeedRules, Size: 6, K: 100, Ko: SimpleKo}, ""},
		{[]string{"rules=seed", "size=9", "K=50"}, Config{Rules: SeedRules, Size: 8, K: 50, Ko: SimpleKo}, ""},
		{[]string{"rules=standard"}, Config{Rules: StandardRules, Size: 9, K: 0, Ko: PositionalSuperko, Komi: 750}, ""},
		{[]string{"rules=standard", "size=19", "komi=6.5"}, Config{Rules: StandardRules, Size: 19, Ko: PositionalSuperko, Komi: 650}, ""},
		{[]string{"rules=standard", "komi=-0.25"}, Config{Rules: StandardRules, Size: 9, Ko: PositionalSuperko, Komi: -25}, ""},
		{[]string{"rules=standard", "komi=0"}, Config{Rules: StandardRules, Size: 9, Ko: PositionalSuperko}, ""},
		{[]string{"rules=seed", "ko=positional-superko", "k=0"}, Config{Rules: SeedRules, Size: 9, Ko: PositionalSuperko}, ""},
		{[]string{"rules=standard", "ko=simple", "k=100"}, Config{Rules: StandardRules, Size: 9, K: 100, Ko: SimpleKo, Komi: 750}, ""},
		{[]string{"rules=seed", "size=8"}, Config{}, "label 8"},
		{[]string{"rules=seed", "size=19"}, Config{}, "label 19"},
		{[]string{"rules=standard", "size=1"}, Config{}, "size 1"},
		{[]string{"rules=standard", "size=26"}, Config{}, "outside"},
		{[]string{"rules=seed", "k=0"}, Config{}, "K=0"},
		{[]string{"rules=standard", "ko=simple"}, Config{}, "K=0"},
		{[]string{"komi=7.555"}, Config{}, "komi"},
		{[]string{"komi=seven"}, Config{}, "komi"},
		{[]string{"komi=301"}, Config{}, "outside"},
		{[]string{"komi=1."}, Config{}, "komi"},
		{[]string{"dynkomi=adaptive"}, Config{Rules: StandardRules, Size: 9, Ko: PositionalSuperko, Komi: 750, DynKomi: true}, ""},
		{[]string{"dynkomi=Adaptive"}, Config{Rules: StandardRules, Size: 9, Ko: PositionalSuperko, Komi: 750, DynKomi: true}, ""},
		{[]string{"dynkomi=off"}, Config{Rules: StandardRules, Size: 9, Ko: PositionalSuperko, Komi: 750}, ""},
		{[]string{"rules=seed", "dynkomi=adaptive"}, Config{Rules: SeedRules, Size: 9, K: 100, Ko: SimpleKo, DynKomi: true}, ""},
		{[]string{"dynkomi=on"}, Config{}, `option dynkomi: "on" is not one of off, adaptive`},
		{[]string{"dynkomi=linear"}, Config{}, "is not one of off, adaptive"},
		{[]string{"dynkomi="}, Config{}, "dynkomi"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.settings, " "), func(t *testing.T) {
			p, _, err := position.NewGame("go", tc.settings...)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want one with %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := p.(*Game).Config(); got != tc.want {
				t.Fatalf("config %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestSetPositionRejects checks that malformed or impossible position
// strings are refused and leave the position alone.
func TestSetPositionRejects(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
	}{
		{"too few fields", nil, "9/9/9/9/9/9/9/9/9 b 0 0"},
		{"too many fields", nil, "9/9/9/9/9/9/9/9/9 b 0 0 - x"},
		{"wrong size", nil, "8/8/8/8/8/8/8/8 b 0 0 -"},
		{"wrong size standard", []string{"rules=standard"}, "5/5/5/5/5 b 0 0 -"},
		{"short row", nil, "9/9/9/9/9/9/9/9/8 b 0 0 -"},
		{"bad piece", nil, "9/9/9/9/4X4/9/9/9/9 b 0 0 -"},
		{"group without liberty", nil, "9/9/9/9/9/9/9/x8/ox7 b 0 0 -"},
		{"bad side", nil, "9/9/9/9/9/9/9/9/9 x 0 0 -"},
		{"negative ply", nil, "9/9/9/9/9/9/9/9/9 b -1 0 -"},
		{"leading zero", nil, "9/9/9/9/9/9/9/9/9 b 01 0 -"},
		{"passes 3", nil, "9/9/9/9/9/9/9/9/9 b 5 3 -"},
		{"passes above ply", nil, "9/9/9/9/9/9/9/9/9 b 1 2 -"},
		{"ko off the board", nil, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 k5"},
		{"ko on a stone", nil, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 d5"},
		{"ko without a capturer", nil, "9/9/9/9/9/9/9/9/9 w 1 0 e5"},
		{"ko after a pass", nil, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 1 e5"},
		{"ko at ply 0", nil, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 0 0 e5"},
		{"ko for the wrong side", nil, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 b 1 0 e5"},
		{"ko under superko", []string{"rules=standard"}, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 e5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			play(t, g, "c3")
			before, hash := g.Position(), g.Hash()
			if err := g.SetPosition(tc.pos); err == nil {
				t.Fatalf("SetPosition(%q) accepted: %s", tc.pos, g.Position())
			}
			if g.Position() != before || g.Hash() != hash {
				t.Fatalf("a refused string changed the position to %s", g.Position())
			}
			play(t, g, "pass") // the history still works
			g.Unmake()
			g.Unmake()
		})
	}
}

// TestParseMove checks the vertex notation and the errors.
func TestParseMove(t *testing.T) {
	g := newGame(t, "rules=standard", "size=19")
	tests := []struct {
		in, want string
		illegal  bool // a well-formed move that is not legal (ErrIllegal)
		bad      bool // not a move at all
	}{
		{in: "a1", want: "a1"},
		{in: "D4", want: "d4"},
		{in: "T19", want: "t19"},
		{in: "j10", want: "j10"},
		{in: "PASS", want: "pass"},
		{in: "0000", want: "pass"},
		{in: "i5", bad: true},
		{in: "u1", bad: true},
		{in: "a20", bad: true},
		{in: "a0", bad: true},
		{in: "a01", bad: true},
		{in: "a+1", bad: true},
		{in: "4d", bad: true},
		{in: "", bad: true},
		{in: "resign", bad: true},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			m, err := g.ParseMove(tc.in)
			switch {
			case tc.bad || tc.illegal:
				if err == nil {
					t.Fatalf("accepted as %s", g.FormatMove(m))
				}
				if errors.Is(err, position.ErrIllegal) != tc.illegal {
					t.Fatalf("error %v: ErrIllegal should be %v", err, tc.illegal)
				}
				if m != position.NoMove {
					t.Fatalf("returned %v with the error", m)
				}
			case err != nil:
				t.Fatal(err)
			case g.FormatMove(m) != tc.want:
				t.Fatalf("FormatMove = %q, want %q", g.FormatMove(m), tc.want)
			}
		})
	}
	play(t, g, "d4")
	if _, err := g.ParseMove("D4"); !errors.Is(err, position.ErrIllegal) {
		t.Fatalf("an occupied point: %v, want ErrIllegal", err)
	}
	for _, tc := range []struct {
		x, y int
		want string
	}{{0, 0, "a1"}, {7, 0, "h1"}, {8, 8, "j9"}, {18, 18, "t19"}, {24, 24, "z25"}} {
		if got := Vertex(tc.x, tc.y); got != tc.want {
			t.Errorf("Vertex(%d, %d) = %s, want %s", tc.x, tc.y, got, tc.want)
		}
	}
}

// TestBoardAndLayout checks the text board and the renderer's view.
func TestBoardAndLayout(t *testing.T) {
	g := newGame(t, "size=7")
	play(t, g, "a1", "f6")
	want := strings.Join([]string{
		"    a b c d e f",
		" 6  . . . . . o  6",
		" 5  . . . . . .  5",
		" 4  . . . . . .  4",
		" 3  . . . . . .  3",
		" 2  . . . . . .  2",
		" 1  x . . . . .  1",
		"    a b c d e f",
	}, "\n")
	if got := g.Board(); got != want {
		t.Fatalf("Board:\n%s\nwant:\n%s", got, want)
	}
	l := g.Layout()
	if len(l.Cells) != 36 || len(l.Lines) != 2*6*5 || l.Width != 6 {
		t.Fatalf("layout: %d cells, %d lines, width %v", len(l.Cells), len(l.Lines), l.Width)
	}
	if c := l.Cells[0]; c.ID != "a1" || c.X != 0.5 || c.Y != 5.5 || c.Kind != position.Point {
		t.Fatalf("a1 drawn as %+v, want the lower left point", c)
	}
	s := g.State()
	if len(s.Pieces) != 2 || s.LastMove != "f6" || s.Result != "none" || s.Side != "black" || !slices.Equal(s.Scores, []int{1, 1}) {
		t.Fatalf("state %+v", s)
	}
	play(t, g, "pass", "pass")
	if s := g.State(); s.Result != "draw" {
		t.Fatalf("result %q, want draw", s.Result)
	}
}
