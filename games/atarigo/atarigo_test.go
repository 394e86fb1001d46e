package atarigo

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// Positions of the worked examples of the rules.
const (
	startPos     = "9/9/9/9/9/9/9/9/9 b 40 40 0"
	seedCapture  = "WBBB3BW/1WWB5/1BB6/9/9/9/2W1W1W2/9/9 b 33 33 0"                                            // the seed's capture example
	suicideWhite = "4W1W2/9/4W1W2/9/8W/9/9/BBBB5/1B1B5 w 34 35 0"                                              // a1 and c1 are suicide for White
	suicideBlack = "4W1W2/9/4W1W2/9/8W/9/9/BBBB5/1B1B5 b 34 35 0"                                              // the same, Black to move: a1 and c1 are legal
	seedDiagram2 = "WBBB3BW/1WWB5/1BB6/9/2B1B1B2/9/9/WWWW5/1W1W5 b 30 30 0"                                    // the seed's diagram 2
	fullBoard    = "BBBBWWWWW/BBBBWWWWW/BBBBWWWWW/BBBBWWWWW/BBBB1WWWW/BBBBBWWWW/BBBBBWWWW/BBBBBWWWW/BBBBBWWWW" // reserves exhausted
)

// newGame builds a game through the registry, as the protocol does, and
// loads pos unless it is empty.
func newGame(t testing.TB, pos string) *Game {
	t.Helper()
	return positiontest.Load(t, "atari-go", pos).(*Game)
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func legalTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	return out
}

// stones builds a position string from lists of points, so that tests
// can say where the stones are instead of spelling out a board.
func stones(black, white []string, rest string) string {
	var rows [size][]byte
	for r := range rows {
		rows[r] = make([]byte, size)
	}
	put := func(list []string, ch byte) {
		for _, s := range list {
			c, r, err := position.ParseCellName(s)
			if err != nil || c >= size || r >= size {
				panic("bad point " + s)
			}
			rows[size-1-r][c] = ch
		}
	}
	put(black, 'B')
	put(white, 'W')
	return position.FormatRows(rows[:]) + " " + rest
}

func TestRegistry(t *testing.T) {
	info, ok := position.Lookup("atari-go")
	if !ok {
		t.Fatal("atari-go is not registered")
	}
	if info.Sides != [2]string{"black", "white"} || len(info.Options) != 0 || info.PerftEndsAreLeaves {
		t.Errorf("info %+v", info)
	}
	if got := newGame(t, "").Position(); got != startPos {
		t.Errorf("start %q, want %q", got, startPos)
	}
}

func TestConformance(t *testing.T) {
	// At most 81 placements, and each pass but the last is followed by
	// a placement.
	positiontest.Run(t, func() position.Playable { return newGame(t, "") }, positiontest.Config{
		MaxPlies: 2*points + 2,
		Starts: []string{
			seedCapture, suicideWhite, suicideBlack, seedDiagram2,
			fullBoard + " b 0 0 0", fullBoard + " b 1 0 0", fullBoard + " w 0 0 1",
			// Crowded boards where suicides, passes and captures meet.
			"BBBBBBBBB/WWWWWWWWW/BBBBBBBBB/WWWWWWWWW/9/9/9/9/9 b 3 3 0",
			"1B1B1B1B1/B1B1B1B1B/1B1B1B1B1/9/9/9/9/9/9 w 2 25 0",
			"1W1W1W1W1/W1W1W1W1W/1W1W1W1W1/B1B1B1B1B/9/9/9/9/9 b 1 0 0",
		},
	})
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("atari-go")
	if !ok {
		t.Fatal("atari-go is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/atari-go.txt", 1_000_000)
}

// TestScenarios plays the worked examples of the rules and checks
// each rule on a position: the legal moves, the moves that capture, the
// position after the moves, the result, and the stones a capture took.
func TestScenarios(t *testing.T) {
	eyes := "WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWW1WWWW/WWWWWWWWW/WW1WWWWWW/WWWWWWWWW/1WWWWWWWW"
	tests := []struct {
		name     string
		start    string // "" for the start position
		moves    []string
		want     string   // position string after the moves; "" not checked
		result   string   // "", "black", "white" or "draw"
		captured []string // the stones the winning capture took
		takes    int      // how many stones it took; 0 not checked
		count    int      // number of legal moves; 0 not checked
		captures []string // exactly the moves that capture; nil not checked
		legal    []string // moves that must be legal
		illegal  []string // points that must not be
	}{
		// Every empty point is a legal placement, Black first (doc.go's
		// Rules section).
		{name: "black has 81 moves", count: 81, want: startPos, legal: []string{"a1", "e5", "i9"}, captures: []string{}},
		{name: "white replies on the 80 others", moves: []string{"e5"},
			want: "9/9/9/9/4B4/9/9/9/9 w 39 40 0", count: 80, illegal: []string{"e5"}},
		{name: "a placement leaves the reserve", moves: []string{"e5", "d5", "i9"},
			want: "8B/9/9/9/3WB4/9/9/9/9 w 38 39 0", count: 78},
		// The seed's capture example: Black captures at a8 (two white
		// groups) or at i8.
		{name: "black has 67 moves, two of them captures", start: seedCapture, count: 67,
			captures: []string{"a8", "i8"}},
		{name: "a8 takes two white groups", start: seedCapture, moves: []string{"a8"},
			want: "WBBB3BW/BWWB5/1BB6/9/9/9/2W1W1W2/9/9 w 32 33 0", result: "black",
			captured: []string{"b8", "c8", "a9"}},
		{name: "i8 takes i9", start: seedCapture, moves: []string{"I8"},
			want: "WBBB3BW/1WWB4B/1BB6/9/9/9/2W1W1W2/9/9 w 32 33 0", result: "black",
			captured: []string{"i9"}},
		{name: "white has no capture", start: strings.Replace(seedCapture, " b ", " w ", 1), captures: []string{}},
		// The suicide rule.
		{name: "white may not play a1 or c1", start: suicideWhite, count: 68, illegal: []string{"a1", "c1"}},
		{name: "black may", start: suicideBlack, count: 70, legal: []string{"a1", "c1"}, captures: []string{}},
		{name: "black fills its own eye", start: suicideBlack, moves: []string{"a1"},
			want: "4W1W2/9/4W1W2/9/8W/9/9/BBBB5/BB1B5 w 33 35 0", count: 68, illegal: []string{"c1"}},
		// Reserves exhausted.
		{name: "black must pass", start: fullBoard + " b 0 0 0", count: 1, legal: []string{"pass"}},
		{name: "white must pass too", start: fullBoard + " b 0 0 0", moves: []string{"pass"},
			want: fullBoard + " w 0 0 1", count: 1, legal: []string{"pass"}},
		{name: "two passes draw", start: fullBoard + " b 0 0 0", moves: []string{"pass", "0000"},
			want: fullBoard + " b 0 0 2", result: "draw"},
		{name: "with a stone left black captures all 40", start: fullBoard + " b 1 0 0", moves: []string{"e5"}, takes: 40,
			want: strings.Replace(fullBoard, "BBBB1WWWW", "BBBBBWWWW", 1) + " w 0 0 0", result: "black"},
		// The seed's diagram 2.
		{name: "diagram 2: black has 59 moves", start: seedDiagram2, count: 59,
			captures: []string{"a8", "i8"}, illegal: []string{"a1", "c1"}},
		{name: "diagram 2: a8 wins", start: seedDiagram2, moves: []string{"a8"}, result: "black",
			captured: []string{"b8", "c8", "a9"}},
		{name: "diagram 2: white has no capture", start: strings.Replace(seedDiagram2, " b ", " w ", 1), captures: []string{}},
		// The first capture wins, for White as well (doc.go's Rules section).
		{name: "white captures in the corner", moves: []string{"a1", "b1", "e5", "a2"},
			want: "9/9/9/9/4B4/9/9/W8/BW7 b 38 38 0", result: "white", captured: []string{"a1"}},
		// A capture is legal even where the stone has no liberty of its
		// own (doc.go's Rules section).
		{name: "a capture without liberties of its own", start: stones([]string{"a2", "b1"}, []string{"a3", "b2", "c1"}, "w 38 37 0"),
			legal: []string{"a1"}, captures: []string{"a1"}},
		{name: "it takes both groups", start: stones([]string{"a2", "b1"}, []string{"a3", "b2", "c1"}, "w 38 37 0"),
			moves: []string{"a1"}, result: "white", captured: []string{"b1", "a2"}},
		{name: "a suicide into an enemy eye is illegal", start: stones([]string{"a2", "b1"}, []string{"e5"}, "w 38 39 0"),
			illegal: []string{"a1"}, count: 77},
		{name: "joining a group with another liberty is legal", start: stones([]string{"a2", "b2"}, []string{"b1"}, "w 38 39 0"),
			legal: []string{"a1"}, count: 78},
		{name: "joining a group's last liberty is suicide", start: stones([]string{"a2", "b2", "c1"}, []string{"b1"}, "w 37 39 0"),
			illegal: []string{"a1"}, count: 76, captures: []string{}},
		// 5.2: passes are forced only.
		{name: "no stone left: the only move is pass", start: "9/9/9/9/4B4/9/9/9/9 w 39 0 0", count: 1, legal: []string{"pass"}},
		{name: "a pass then a placement resets the count", start: "9/9/9/9/4B4/9/9/9/9 w 39 0 0", moves: []string{"pass", "d5", "pass"},
			want: "9/9/9/9/3BB4/9/9/9/9 b 38 0 1", count: 79},
		{name: "every point a suicide: pass", start: eyes + " b 5 5 0", count: 1, legal: []string{"pass"}},
		{name: "white may fill its own eyes", start: eyes + " b 5 5 0", moves: []string{"pass"},
			want: eyes + " w 5 5 1", count: 3, legal: []string{"a1", "c3", "e5"}},
		{name: "and loses when only one is left", start: eyes + " b 5 5 0", moves: []string{"pass", "a1", "pass", "c3"},
			count: 1, captures: []string{"e5"}},
		{name: "black takes all 80", start: eyes + " b 5 5 0", moves: []string{"pass", "a1", "pass", "c3", "e5"},
			result: "black", takes: 80, want: "WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWBWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW w 4 3 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.start)
			play(t, g, tc.moves...)
			if tc.want != "" && g.Position() != tc.want {
				t.Errorf("position %q, want %q", g.Position(), tc.want)
			}
			over, score := g.Outcome()
			if want := tc.result != ""; over != want {
				t.Fatalf("over = %v, want %v at %s", over, want, g.Position())
			}
			switch tc.result {
			case "draw":
				if score != 0 {
					t.Errorf("score %d for a draw", score)
				}
			case "black", "white":
				if winner := Color(g.ToMove() ^ 1).String(); score != -1 || winner != tc.result {
					t.Errorf("score %d for %s to move: want a %s win", score, Color(g.ToMove()), tc.result)
				}
			}
			if tc.captured != nil && !slices.Equal(g.Captured(), tc.captured) {
				t.Errorf("captured %v, want %v", g.Captured(), tc.captured)
			}
			if tc.takes != 0 && len(g.Captured()) != tc.takes {
				t.Errorf("%d stones captured, want %d", len(g.Captured()), tc.takes)
			}
			if tc.result != "black" && tc.result != "white" && g.Captured() != nil {
				t.Errorf("captured %v without a capture", g.Captured())
			}
			moves := legalTexts(g)
			if tc.count != 0 && len(moves) != tc.count {
				t.Errorf("%d legal moves, want %d: %v", len(moves), tc.count, moves)
			}
			if over && len(moves) != 0 {
				t.Errorf("a finished game has moves %v", moves)
			}
			if g.CountMoves() != len(moves) {
				t.Errorf("CountMoves() = %d, GenMoves has %d", g.CountMoves(), len(moves))
			}
			if tc.captures != nil {
				caps := []string{}
				for _, m := range g.GenMoves(nil) {
					g.Make(m)
					if over, score := g.Outcome(); over && score == -1 {
						caps = append(caps, g.hist[len(g.hist)-1:][0].moveText())
					}
					g.Unmake()
				}
				if !slices.Equal(caps, tc.captures) {
					t.Errorf("capturing moves %v, want %v", caps, tc.captures)
				}
			}
			for _, m := range tc.legal {
				if !slices.Contains(moves, m) {
					t.Errorf("%s is not legal: %v", m, moves)
				}
			}
			for _, m := range tc.illegal {
				if slices.Contains(moves, m) {
					t.Errorf("%s is legal", m)
				}
				if _, err := g.ParseMove(m); !errors.Is(err, position.ErrIllegal) {
					t.Errorf("ParseMove(%s) = %v, want ErrIllegal", m, err)
				}
			}
		})
	}
}

// moveText names the move of a history entry.
func (u undo) moveText() string { return (&Game{}).FormatMove(u.move) }

// TestCapturesOnlyWhatIsTaken checks that the game goes on after
// placements that take liberties without taking the last one, and ends on
// the one that does, whatever group it is.
func TestCapturesOnlyWhatIsTaken(t *testing.T) {
	g := newGame(t, "")
	// A white group of two on the edge, surrounded one liberty at a time.
	seq := []string{"c1", "a1", "c2", "b1", "b2", "e5"}
	play(t, g, seq...)
	if over, _ := g.Outcome(); over {
		t.Fatalf("over at %s", g.Position())
	}
	if got := g.analyse().atari[White]; got != pointSet(pointOf(t, "a2")) {
		t.Errorf("white's atari points %v, want a2", got)
	}
	play(t, g, "a2")
	if over, score := g.Outcome(); !over || score != -1 || g.ToMove() != int(White) {
		t.Fatalf("a2 should capture a1 and b1: over %v score %d at %s", over, score, g.Position())
	}
	if got, want := g.Captured(), []string{"a1", "b1"}; !slices.Equal(got, want) {
		t.Errorf("captured %v, want %v", got, want)
	}
	g.Unmake()
	if over, _ := g.Outcome(); over || g.Captured() != nil {
		t.Error("Unmake did not take the capture back")
	}
}

func pointOf(t testing.TB, s string) int {
	t.Helper()
	c, r, err := position.ParseCellName(s)
	if err != nil {
		t.Fatal(err)
	}
	return r*size + c
}

// TestIllegalMoves checks that ParseMove rejects each illegal move with
// ErrIllegal and a reason, and garbled ones with another error.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name    string
		start   string
		move    string
		illegal bool   // wraps ErrIllegal (else malformed)
		reason  string // part of the error text
	}{
		{"occupied", "9/9/9/9/4B4/9/9/9/9 w 39 40 0", "e5", true, "occupied"},
		{"voluntary pass", "", "pass", true, "no stone can be placed"},
		{"voluntary 0000", "", "0000", true, "no stone can be placed"},
		{"suicide", suicideWhite, "a1", true, "suicide"},
		{"empty reserve", "9/9/9/9/4B4/9/9/9/9 w 39 0 0", "d4", true, "no stone left"},
		{"after a capture", "WB7/B8/9/9/9/9/9/9/9 w 38 39 0", "e5", true, "over"},
		{"pass after a capture", "WB7/B8/9/9/9/9/9/9/9 w 38 39 0", "pass", true, "over"},
		{"after the draw", fullBoard + " b 0 0 2", "pass", true, "over"},
		{"column j", "", "j1", false, "off the"},
		{"row 10", "", "a10", false, "off the"},
		{"row 0", "", "a0", false, "row number"},
		{"no row", "", "e", false, "letter and a number"},
		{"garbage", "", "5e", false, "column letter"},
		{"swap", "", "swap", false, "letter and a number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.start)
			positiontest.CheckIllegalMove(t, g, tc.move, tc.illegal, tc.reason)
		})
	}
}

func TestNotation(t *testing.T) {
	tests := []struct{ in, want string }{
		{"a1", "a1"}, {"A8", "a8"}, {"I9", "i9"}, {"i1", "i1"}, {"e5", "e5"}, {"E5", "e5"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := newGame(t, "")
			m, err := g.ParseMove(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatMove(m); got != tc.want {
				t.Errorf("FormatMove(ParseMove(%q)) = %q, want %q", tc.in, got, tc.want)
			}
			if m != position.Move(pointOf(t, tc.want)) {
				t.Errorf("%s is point %d", tc.in, m)
			}
		})
	}
	// i is a column: i5 is next to h5 and on the east edge.
	if p := pointOf(t, "i5"); neighbors[p].count() != 3 || !neighbors[p].has(pointOf(t, "h5")) {
		t.Errorf("i5's neighbours %v", neighbors[p])
	}
}

func TestSetPositionErrors(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		reason string
	}{
		{"missing field", "9/9/9/9/9/9/9/9/9 b 40 40", "want <board>"},
		{"extra field", startPos + " 0", "want <board>"},
		{"eight rows", "9/9/9/9/9/9/9/9 b 40 40 0", "rows"},
		{"short row", "9/9/9/9/8/9/9/9/9 b 40 40 0", "row 5"},
		{"bad stone", "9/9/9/9/4X4/9/9/9/9 b 40 40 0", "not B, W"},
		{"lower-case stone", "9/9/9/9/4b4/9/9/9/9 w 39 40 0", "not B, W"},
		{"bad side", "9/9/9/9/9/9/9/9/9 x 40 40 0", "want b or w"},
		{"upper-case side", "9/9/9/9/9/9/9/9/9 B 40 40 0", "want b or w"},
		{"reserve above 40", "9/9/9/9/9/9/9/9/9 b 41 40 0", "black reserve"},
		{"negative reserve", "9/9/9/9/9/9/9/9/9 b 40 -1 0", "white reserve"},
		{"signed reserve", "9/9/9/9/9/9/9/9/9 b +4 40 0", "black reserve"},
		{"leading zero", "9/9/9/9/9/9/9/9/9 b 040 40 0", "black reserve"},
		{"three passes", "9/9/9/9/9/9/9/9/9 b 40 40 3", "consecutive passes"},
		{"voluntary pass", "9/9/9/9/9/9/9/9/9 b 40 40 1", "white can place"},
		{"draw with moves left", fullBoard + " b 1 0 2", "black can place"},
		{"the mover's group is dead", "WB7/B8/9/9/9/9/9/9/9 b 38 39 0", "white stones without liberties"},
		{"dead stones and a pass", "WB7/B8/9/9/9/9/9/9/9 w 38 39 1", "not with a pass"},
		{"dead stones with no capturer", "WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW w 0 0 0", "no black stone"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, "")
			play(t, g, "e5")
			pos, hash := g.Position(), g.Hash()
			err := g.SetPosition(tc.pos)
			if err == nil {
				t.Fatalf("SetPosition(%q) accepted it", tc.pos)
			}
			if !strings.Contains(err.Error(), tc.reason) {
				t.Errorf("error %q does not say %q", err, tc.reason)
			}
			if g.Position() != pos || g.Hash() != hash {
				t.Error("a failed SetPosition changed the position")
			}
			g.Unmake() // the history survived too
			if g.Position() != startPos {
				t.Error("the history did not survive")
			}
		})
	}
}

func TestSetPositionAccepts(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		result string
	}{
		{"start", startPos, ""},
		{"a finished capture", "WB7/B8/9/9/9/9/9/9/9 w 38 39 0", "black"},
		{"a capturing suicide", strings.Replace(fullBoard, "BBBB1WWWW", "BBBBBWWWW", 1) + " w 0 0 0", "black"},
		{"after a forced pass", fullBoard + " w 0 0 1", ""},
		{"a finished draw", fullBoard + " b 0 0 2", "draw"},
		{"more stones than reserves allow", fullBoard + " b 1 0 0", ""},
		{"empty reserves on an open board", "9/9/9/9/9/9/9/9/9 b 0 0 0", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.pos)
			if got := g.Position(); got != tc.pos {
				t.Errorf("Position() = %q, want %q", got, tc.pos)
			}
			if g.Hash() != g.st.computeHash() {
				t.Error("hash differs from a recomputed one")
			}
			over, score := g.Outcome()
			switch tc.result {
			case "":
				if over {
					t.Error("the game is over")
				}
			case "draw":
				if !over || score != 0 {
					t.Errorf("over %v score %d, want a draw", over, score)
				}
			default:
				if !over || score != -1 || Color(g.ToMove()^1).String() != tc.result {
					t.Errorf("over %v score %d, want a %s win", over, score, tc.result)
				}
			}
		})
	}
}

// TestHashCoversState checks that each part of the state changes the hash.
func TestHashCoversState(t *testing.T) {
	base := newGame(t, fullBoard+" w 0 0 1").Hash()
	seen := map[uint64]string{}
	for _, pos := range []string{
		startPos, "9/9/9/9/9/9/9/9/9 w 40 40 0", "9/9/9/9/9/9/9/9/9 b 39 40 0", "9/9/9/9/9/9/9/9/9 b 40 39 0",
		"9/9/9/9/4B4/9/9/9/9 b 40 40 0", "9/9/9/9/4W4/9/9/9/9 b 40 40 0",
		fullBoard + " b 0 0 0", fullBoard + " w 0 0 1", fullBoard + " b 0 0 2",
	} {
		h := newGame(t, pos).Hash()
		if other, dup := seen[h]; dup {
			t.Errorf("%q and %q share a hash", pos, other)
		}
		seen[h] = pos
	}
	if base != newGame(t, fullBoard+" w 0 0 1").Hash() {
		t.Error("the hash is not a function of the position")
	}
}

func TestLayoutAndState(t *testing.T) {
	g := newGame(t, "")
	l := g.Layout()
	if len(l.Cells) != points || len(l.Lines) != 2*size*(size-1) {
		t.Fatalf("%d cells and %d lines", len(l.Cells), len(l.Lines))
	}
	byID := map[string]position.Cell{}
	for _, c := range l.Cells {
		byID[c.ID] = c
		if c.Kind != position.Point {
			t.Errorf("cell %s kind %q", c.ID, c.Kind)
		}
	}
	for _, tc := range []struct {
		id   string
		x, y float64
	}{{"a9", 0.5, 0.5}, {"i9", 8.5, 0.5}, {"a1", 0.5, 8.5}, {"e5", 4.5, 4.5}} {
		if c := byID[tc.id]; c.X != tc.x || c.Y != tc.y {
			t.Errorf("%s at (%v, %v), want (%v, %v)", tc.id, c.X, c.Y, tc.x, tc.y)
		}
	}
	for _, ln := range l.Lines {
		a, b := byID[ln.From], byID[ln.To]
		if d := (a.X-b.X)*(a.X-b.X) + (a.Y-b.Y)*(a.Y-b.Y); d != 1 {
			t.Errorf("line %v joins points %v apart", ln, d)
		}
	}
	play(t, g, "a1", "b1", "e5", "a2")
	s := g.State()
	if len(s.Pieces) != 4 || s.Pieces[0] != (position.Placed{Cell: "a1", Side: 0, Kind: "stone"}) {
		t.Errorf("pieces %v", s.Pieces)
	}
	if !slices.Equal(s.Hands, []int{38, 38}) || s.LastMove != "a2" || s.Result != "p2win" || len(s.Moves) != 4 {
		t.Errorf("state %+v", s)
	}
	g = newGame(t, fullBoard+" b 0 0 0")
	play(t, g, "pass", "pass")
	if s := g.State(); s.Result != "draw" || s.Side != "black" || s.ToMove != 0 {
		t.Errorf("state %+v", s)
	}
}

func TestBoard(t *testing.T) {
	g := newGame(t, "")
	play(t, g, "a1", "i9", "e5")
	want := "   a b c d e f g h i\n" +
		" 9 . . . . . . . . W 9\n" +
		" 8 . . . . . . . . . 8\n" +
		" 7 . . . . . . . . . 7\n" +
		" 6 . . . . . . . . . 6\n" +
		" 5 . . . . B . . . . 5\n" +
		" 4 . . . . . . . . . 4\n" +
		" 3 . . . . . . . . . 3\n" +
		" 2 . . . . . . . . . 2\n" +
		" 1 B . . . . . . . . 1\n" +
		"   a b c d e f g h i\n" +
		"reserves: black 38, white 39"
	if got := g.Board(); got != want {
		t.Errorf("Board():\n%s\nwant:\n%s", got, want)
	}
}
