package dotsboxes

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// Positions of the worked examples of the rules on the default 5×6 board.
const (
	startPos = "5/11/5/11/5/11/5/11/5 x"
	// oneBox is the worked example of one box after a1-b1, a2-b2,
	// a1-a2, b1-b2: o has box a1 and moves again.
	oneBox = "5/11/5/11/5/11/-4/|O|8/-4 o"
	// twoBoxesBefore and twoBoxesAfter are the worked example of two
	// boxes at once, before and after d1-d2, which completes c1 and d1.
	twoBoxesBefore = "5/11/5/11/5/11/-1--1/|O|1|3|2/-1--1 o"
	twoBoxesAfter  = "5/11/5/11/5/11/-1--1/|O|1|O|O|2/-1--1 o"
)

var (
	oneBoxMoves   = []string{"a1-b1", "a2-b2", "a1-a2", "b1-b2"}
	twoBoxesMoves = []string{"c1-d1", "d1-e1", "c2-d2", "d2-e2", "c1-c2", "e1-e2"}
)

// newGame builds a game through the registry, as the protocol does.
func newGame(t testing.TB, settings ...string) *Game {
	t.Helper()
	return positiontest.New(t, "dots-boxes", settings...).(*Game)
}

// setup builds a default game at pos ("" for the start) and plays moves.
func setup(t testing.TB, pos string, moves ...string) *Game {
	t.Helper()
	g := positiontest.Load(t, "dots-boxes", pos).(*Game)
	play(t, g, moves...)
	return g
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func TestConformance(t *testing.T) {
	boards := []struct {
		name     string
		settings []string
		starts   []string
	}{
		{"default", nil, []string{oneBox, twoBoxesBefore}},
		{"2x2", []string{"rows=2", "cols=2"}, nil},
		{"3x3-o-first", []string{"rows=3", "cols=3", "first=o"}, []string{"2/5/-1/|X|2/-1 x"}},
		{"4x4", []string{"rows=4", "cols=4"}, nil},
		{"9x2", []string{"rows=9", "cols=2"}, nil},
		{"3x26", []string{"rows=3", "cols=26"}, nil},
		{"eval=learned", []string{"eval=learned"}, []string{oneBox, twoBoxesBefore}},
		{"4x4-eval=learned", []string{"rows=4", "cols=4", "eval=learned"}, nil},
	}
	for _, b := range boards {
		t.Run(b.name, func(t *testing.T) {
			g := newGame(t, b.settings...)
			cfg := positiontest.Config{MaxPlies: g.geo.lines}
			if len(b.settings) > 0 {
				cfg.Games = 4
			}
			cfg.Starts = b.starts
			positiontest.Run(t, func() position.Playable { return newGame(t, b.settings...) }, cfg)
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("dots-boxes")
	if !ok {
		t.Fatal("dots-boxes is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/dots-boxes.txt", 200_000)
}

// TestPerftFormula checks on several boards that the leaves at depth
// d are the falling factorial of the undrawn lines, whoever moves.
func TestPerftFormula(t *testing.T) {
	tests := []struct {
		settings []string
		pos      string
		lines    int
		depth    int
	}{
		{nil, "", 49, 3},
		{nil, twoBoxesAfter, 38, 3},
		{[]string{"rows=2", "cols=3"}, "", 7, 3},
		{[]string{"rows=4", "cols=3"}, "", 17, 3},
		{[]string{"rows=26", "cols=26"}, "", 1300, 2},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.settings, ",")+tc.pos, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.pos != "" {
				if err := g.SetPosition(tc.pos); err != nil {
					t.Fatal(err)
				}
			}
			if got := len(g.GenMoves(nil)); got != tc.lines || g.CountMoves() != tc.lines {
				t.Fatalf("%d moves, CountMoves %d, want %d", got, g.CountMoves(), tc.lines)
			}
			want := uint64(1)
			for d := 1; d <= tc.depth; d++ {
				want *= uint64(tc.lines - d + 1)
				if got := position.Perft(struct{ position.Game }{g}, d, false); got != want {
					t.Errorf("perft(%d) = %d, want %d", d, got, want)
				}
			}
		})
	}
}

// TestExamples replays the worked examples: the first move, one box and
// an extra turn, two boxes and one extra turn.
func TestExamples(t *testing.T) {
	tests := []struct {
		name       string
		pos        string
		moves      []string
		want       string
		x, o       int
		toMove     Side
		legalMoves int
	}{
		{"start", "", nil, startPos, 0, 0, X, 49},
		{"first move", "", []string{"a1-b1"}, "5/11/5/11/5/11/5/11/-4 o", 0, 0, O, 48},
		{"any first move passes the turn", "", []string{"e3-e4"}, "5/11/5/8|2/5/11/5/11/5 o", 0, 0, O, 48},
		{"single box, extra turn", "", oneBoxMoves, oneBox, 0, 1, O, 45},
		{"setup", "", append(slices.Clone(oneBoxMoves), twoBoxesMoves...), twoBoxesBefore, 0, 1, O, 39},
		{"two boxes, one extra turn", twoBoxesBefore, []string{"d1-d2"}, twoBoxesAfter, 0, 3, O, 38},
		{"the extra turn is one turn", twoBoxesAfter, []string{"a3-b3"}, "5/11/5/11/-4/11/-1--1/|O|1|O|O|2/-1--1 x", 0, 3, X, 37},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.pos, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("position %q, want %q", got, tc.want)
			}
			if g.Score(X) != tc.x || g.Score(O) != tc.o {
				t.Errorf("score x %d o %d, want %d %d", g.Score(X), g.Score(O), tc.x, tc.o)
			}
			if Side(g.ToMove()) != tc.toMove {
				t.Errorf("%v to move, want %v", Side(g.ToMove()), tc.toMove)
			}
			if n := len(g.GenMoves(nil)); n != tc.legalMoves {
				t.Errorf("%d legal moves, want %d", n, tc.legalMoves)
			}
		})
	}
}

// TestRules checks each rule of play and scoring and each decision of
// doc.go by a move sequence from a position.
func TestRules(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		moves    []string
		wantPos  string
		toMove   Side
		over     bool
		margin   int // Outcome's score when over
		result   string
	}{
		{name: "x moves first by default", settings: []string{"rows=2", "cols=2"}, wantPos: "1/3/1 x", toMove: X, result: "none"},
		{name: "option first=o", settings: []string{"rows=2", "cols=2", "first=o"}, moves: []string{"a1-b1"}, wantPos: "1/3/- x", toMove: X, result: "none"},
		{name: "no box: the turn passes", settings: []string{"rows=3", "cols=3"}, moves: []string{"a1-b1", "a1-a2", "b1-b2"}, wantPos: "2/5/2/|1|2/-1 o", toMove: O, result: "none"},
		{name: "completing is optional", settings: []string{"rows=3", "cols=3"}, pos: "2/5/-1/|4/-1 x", moves: []string{"c2-c3"}, wantPos: "2/4|/-1/|4/-1 o", toMove: O, result: "none"},
		{name: "completing gives another move", settings: []string{"rows=3", "cols=3"}, pos: "2/5/-1/|4/-1 x", moves: []string{"b1-b2"}, wantPos: "2/5/-1/|X|2/-1 x", toMove: X, result: "none"},
		{name: "the last line ends the game", settings: []string{"rows=2", "cols=2"}, pos: "-/|2/- o", moves: []string{"b1-b2"}, wantPos: "-/|O|/- o", toMove: O, over: true, margin: 100, result: "p2win"},
		{name: "a draw on 2×3 dots", settings: []string{"rows=2", "cols=3"}, pos: "--/|X|2/-- o", moves: []string{"c1-c2"}, wantPos: "--/|X|O|/-- o", toMove: O, over: true, result: "draw"},
		{name: "a win on 3×3 dots, from the loser's turn", settings: []string{"rows=3", "cols=3"}, pos: "--/|X|X|/--/|O|1|/-1 x", moves: []string{"b1-c1"}, wantPos: "--/|X|X|/--/|O|X|/-- x", toMove: X, over: true, margin: 200, result: "p1win"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.pos != "" {
				if err := g.SetPosition(tc.pos); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves...)
			if got := g.Position(); got != tc.wantPos {
				t.Errorf("position %q, want %q", got, tc.wantPos)
			}
			if Side(g.ToMove()) != tc.toMove {
				t.Errorf("%v to move, want %v", Side(g.ToMove()), tc.toMove)
			}
			over, margin := g.Outcome()
			if over != tc.over || over && margin != tc.margin {
				t.Errorf("Outcome %v %d, want %v %d", over, margin, tc.over, tc.margin)
			}
			if r := g.State().Result; r != tc.result {
				t.Errorf("result %s, want %s", r, tc.result)
			}
			if over != (len(g.GenMoves(nil)) == 0) {
				t.Errorf("over %v with %d moves", over, len(g.GenMoves(nil)))
			}
		})
	}
}

// TestUnmakeRestoresTurn takes back captures and plain moves and checks
// the side to move, the scores and the position.
func TestUnmakeRestoresTurn(t *testing.T) {
	g := setup(t, twoBoxesBefore)
	before, hash := g.Position(), g.Hash()
	play(t, g, "d1-d2", "a3-b3")
	if g.ToMove() != int(X) || g.Score(O) != 3 {
		t.Fatalf("after the two moves: %s", g.Position())
	}
	g.Unmake()
	if g.Position() != twoBoxesAfter || g.ToMove() != int(O) {
		t.Fatalf("after one Unmake %q", g.Position())
	}
	g.Unmake()
	if g.Position() != before || g.Hash() != hash || g.Score(O) != 1 {
		t.Fatalf("after two Unmakes %q, want %q", g.Position(), before)
	}
}

func TestNotation(t *testing.T) {
	g := setup(t, "", "a1-b1")
	tests := []struct {
		in   string
		want string // canonical text, "" for an error
		ill  bool   // the error wraps position.ErrIllegal
	}{
		{"a2-b2", "a2-b2", false},
		{"b2-a2", "a2-b2", false},
		{"A2-B2", "a2-b2", false},
		{"c3-c4", "c3-c4", false},
		{"c4-c3", "c3-c4", false},
		{"f5-f4", "f4-f5", false},
		{"e5-f5", "e5-f5", false},
		{"b1-a1", "", true},
		{"a1-b1", "", true},
		{"a1-c1", "", false},
		{"a1-b2", "", false},
		{"a1-a1", "", false},
		{"f1-g1", "", false},
		{"a5-a6", "", false},
		{"a1", "", false},
		{"a1b1", "", false},
		{"a1-b1-c1", "", false},
		{"pass", "", false},
		{"0000", "", false},
		{"", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			m, err := g.ParseMove(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("accepted as %s", g.FormatMove(m))
				}
				if errors.Is(err, position.ErrIllegal) != tc.ill {
					t.Fatalf("error %v: ErrIllegal %v, want %v", err, !tc.ill, tc.ill)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatMove(m); got != tc.want {
				t.Errorf("FormatMove %q, want %q", got, tc.want)
			}
		})
	}
}

func TestSetPositionErrors(t *testing.T) {
	tests := []struct{ name, pos string }{
		{"no side", "5/11/5/11/5/11/5/11/5"},
		{"bad side", "5/11/5/11/5/11/5/11/5 y"},
		{"extra field", "5/11/5/11/5/11/5/11/5 x 0"},
		{"too few rows", "5/11/5/11/5/11/5 x"},
		{"too many rows", "5/11/5/11/5/11/5/11/5/11/5 x"},
		{"short dot row", "4/11/5/11/5/11/5/11/5 x"},
		{"long box row", "5/12/5/11/5/11/5/11/5 x"},
		{"box letter on a line slot", "5/X10/5/11/5/11/5/11/5 x"},
		{"line on a box slot", "5/1|9/5/11/5/11/5/11/5 x"},
		{"vertical in a dot row", "|4/11/5/11/5/11/5/11/5 x"},
		{"owned box without sides", "5/1X9/5/11/5/11/5/11/5 x"},
		{"closed box without owner", "-4/|1|8/-4/11/5/11/5/11/5 x"},
		{"zero run", "05/11/5/11/5/11/5/11/5 x"},
		{"other size", "2/3/2 x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, oneBox)
			if err := g.SetPosition(tc.pos); err == nil {
				t.Fatalf("accepted, as %q", g.Position())
			}
			if g.Position() != oneBox {
				t.Fatalf("a rejected string changed the position to %q", g.Position())
			}
		})
	}
}

// TestSetPositionCase accepts lowercase boxes and an uppercase side.
func TestSetPositionCase(t *testing.T) {
	g := setup(t, "5/11/5/11/5/11/-4/|o|8/-4 O")
	if got := g.Position(); got != oneBox {
		t.Fatalf("%q, want %q", got, oneBox)
	}
}

// TestHash checks the decision on the hash: the drawn lines and the side
// to move's lead matter, the side's name and the boxes' owners do not.
func TestHash(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		same bool
	}{
		{"side alone", "5/11/5/11/5/11/5/11/-4 o", "5/11/5/11/5/11/5/11/-4 x", true},
		{"owners swapped with the side", "5/11/5/11/5/11/-4/|O|8/-4 o", "5/11/5/11/5/11/-4/|X|8/-4 x", true},
		{"the lead differs", "5/11/5/11/5/11/-4/|O|8/-4 o", "5/11/5/11/5/11/-4/|X|8/-4 o", false},
		{"lines differ", "5/11/5/11/5/11/5/11/-4 o", "5/11/5/11/5/11/5/11/1-3 o", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if ha, hb := setup(t, tc.a).Hash(), setup(t, tc.b).Hash(); (ha == hb) != tc.same {
				t.Errorf("hashes %#x and %#x: same %v, want %v", ha, hb, ha == hb, tc.same)
			}
		})
	}
}

// TestOptions checks the option ranges and the default board.
func TestOptions(t *testing.T) {
	tests := []struct {
		settings []string
		ok       bool
		lines    int
	}{
		{nil, true, 49},
		{[]string{"rows=2", "cols=2"}, true, 4},
		{[]string{"ROWS=26", "Cols=26"}, true, 1300},
		{[]string{"rows=1"}, false, 0},
		{[]string{"cols=27"}, false, 0},
		{[]string{"first=0"}, false, 0},
		{[]string{"first=O"}, true, 49},
		{[]string{"eval=learned"}, true, 49},
		{[]string{"eval=hand", "rows=3"}, true, 27},
		{[]string{"eval=neural"}, false, 0},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.settings, " "), func(t *testing.T) {
			g, _, err := position.NewGame("dots-boxes", tc.settings...)
			if (err == nil) != tc.ok {
				t.Fatalf("error %v, want ok %v", err, tc.ok)
			}
			if err == nil && len(g.GenMoves(nil)) != tc.lines {
				t.Errorf("%d lines, want %d", len(g.GenMoves(nil)), tc.lines)
			}
		})
	}
	if _, err := New(1, 5, X); err == nil {
		t.Error("New(1, 5) accepted")
	}
}

// TestRender checks the layout's counts and a state's pieces and scores.
func TestRender(t *testing.T) {
	g := setup(t, "", oneBoxMoves...)
	l := g.Layout()
	count := map[position.CellKind]int{}
	for _, c := range l.Cells {
		count[c.Kind]++
	}
	if count[position.Point] != 30 || count[position.Segment] != 49 || count[position.Square] != 20 {
		t.Errorf("layout has %v", count)
	}
	s := g.State()
	var lines, boxes int
	for _, p := range s.Pieces {
		switch p.Kind {
		case "line":
			lines++
		case "box":
			boxes++
			if p.Cell != "box-a1" || p.Side != int(O) {
				t.Errorf("box %+v, want box-a1 owned by o", p)
			}
		}
	}
	if lines != 4 || boxes != 1 || !slices.Equal(s.Scores, []int{0, 1}) || s.LastMove != "b1-b2" ||
		!slices.Equal(s.Highlight, []string{"b1-b2"}) || s.Side != "o" || s.Result != "none" {
		t.Errorf("state %+v", s)
	}
}

// TestEvaluate checks the hand-written evaluation's (eval=hand) chain and
// control terms on positions whose value is clear, and that EvalTerms
// adds up to it.
func TestEvaluate(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		min, max int
	}{
		{"start is even", []string{"rows=2", "cols=2"}, "1/3/1 x", -100, 100},
		// o takes b1 and draws: the lead is balanced by the capture.
		{"a box to take", []string{"rows=2", "cols=3"}, "--/|X|2/-- o", 0, 0},
		// o is behind, but x will have to hand box b1 over.
		{"the lead counts", []string{"rows=2", "cols=3"}, "-1/|X|2/-1 o", -100, -1},
		// No safe line: x must open the chain of three and loses it all.
		{"forced to open a long chain", []string{"rows=2", "cols=4"}, "---/7/--- x", -300, -300},
		// Two chains of three: the controller gives 2 back in the first.
		{"two long chains", []string{"rows=3", "cols=4"}, "---/7/---/7/--- o", -200, -200},
		// A chain of three open at a1: take all (then open nothing) = +3.
		{"take an open chain", []string{"rows=2", "cols=4"}, "---/|6/--- x", 300, 300},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, append([]string{"eval=hand"}, tc.settings...)...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			e := g.Evaluate()
			if e < tc.min || e > tc.max {
				t.Errorf("Evaluate() = %d, want %d..%d (terms %v)", e, tc.min, tc.max, g.EvalTerms())
			}
			sum := 0
			for _, term := range g.EvalTerms() {
				sum += term.Score
			}
			if sum != e {
				t.Errorf("EvalTerms add up to %d, Evaluate is %d", sum, e)
			}
		})
	}
}

// TestOrderHints puts captures first, then safe lines, then handouts.
func TestOrderHints(t *testing.T) {
	g := newGame(t, "rows=3", "cols=3")
	rank := func(pos, s string) int32 {
		if err := g.SetPosition(pos); err != nil {
			t.Fatal(err)
		}
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		scores := make([]int32, 1)
		g.OrderHints([]position.Move{m}, scores)
		return scores[0]
	}
	capture, safe := rank("2/5/-1/|4/-1 x", "b1-b2"), rank("2/5/-1/|4/-1 x", "c2-c3")
	handout := rank("2/5/2/|4/-1 x", "a2-b2")
	if !(capture > safe && safe > handout) {
		t.Errorf("hints capture %d, safe %d, handout %d", capture, safe, handout)
	}
}
