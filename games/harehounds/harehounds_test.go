package harehounds_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/games/harehounds"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

const startPos = "DD1D6H d 0"

// midGames are positions reached in play, used as extra starts.
var midGames = []string{
	"1D1D1D3H1 h 0", // hounds 1, 3, 5; hare 9
	"4DHD1D2 h 0",   // hounds 4, 6, 8; hare 5: the hare may escape
	"1D1D2D2H1 d 3", // hounds 1, 3, 6; hare 9; stall 3
	"2DD1D3H1 d 8",
}

// newGame builds a game through the registry, with options.
func newGame(t testing.TB, opts ...string) position.Playable {
	t.Helper()
	return positiontest.New(t, "hare-hounds", opts...)
}

// load builds a default game set to pos.
func load(t testing.TB, pos string, opts ...string) position.Playable {
	t.Helper()
	return positiontest.Load(t, "hare-hounds", pos, opts...)
}

func moveTexts(g position.Playable) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

func play(t testing.TB, g position.Playable, move string) {
	t.Helper()
	positiontest.Play(t, g, move)
}

// result names the winner of a finished game, or "none".
func result(g position.Playable) string {
	over, s := g.Outcome()
	if !over {
		return "none"
	}
	winner := g.ToMove()
	if s < 0 {
		winner ^= 1
	}
	return [2]string{"hounds", "hare"}[winner]
}

func TestConformance(t *testing.T) {
	configs := []struct {
		opts   []string
		starts []string
	}{
		{nil, midGames}, {[]string{"first=hare"}, midGames}, {[]string{"hare_start=5"}, midGames},
		{[]string{"stall_limit=3"}, midGames[:3]},
	}
	for _, c := range configs {
		t.Run(fmt.Sprint(c.opts), func(t *testing.T) {
			positiontest.Run(t, func() position.Playable { return newGame(t, c.opts...) },
				positiontest.Config{MaxPlies: 400, Starts: c.starts})
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("hare-hounds")
	if !ok {
		t.Fatal("hare-hounds is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/hare-hounds.txt", 200_000)
}

// TestExamples plays every worked example of the rules.
func TestExamples(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		moves  []string // the legal moves, when checked
		play   string   // a move to play, or ""
		after  string   // the position after it
		result string   // the result after it (or of pos): none, hounds, hare
	}{
		{name: "start", pos: startPos, moves: []string{"0-2", "1-2", "1-4", "1-5", "3-2", "3-5", "3-6"}, result: "none"},
		{name: "moves", pos: "4DHD1D2 h 0", moves: []string{"5-1", "5-2", "5-3", "5-7", "5-9"}, result: "none"},
		{name: "escape", pos: "4DHD1D2 h 0", play: "5-2", after: "2H1D1D1D2 d 0", result: "hare"},
		{name: "goes on", pos: "4DHD1D2 h 0", play: "5-7", after: "4D1DHD2 d 0", result: "none"},
		{name: "trap", pos: "5D1D1DH d 0", play: "5-8", after: "7DDDH h 0", result: "hounds"},
		{name: "stalling", pos: "DD1D6H d 9", play: "1-2", after: "D1DD6H h 10", result: "hare"},
		{name: "forward resets", pos: "DD1D6H d 9", play: "1-4", after: "D2DD5H h 0", result: "none"},
		{name: "hounds stuck", pos: "7DHDD d 0", moves: nil, result: "hare"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			if tc.play == "" {
				if got := moveTexts(g); !slices.Equal(got, tc.moves) {
					t.Errorf("moves %v, want %v", got, tc.moves)
				}
			} else {
				play(t, g, tc.play)
				if got := g.Position(); got != tc.after {
					t.Errorf("after %s: %s, want %s", tc.play, got, tc.after)
				}
			}
			if got := result(g); got != tc.result {
				t.Errorf("result %s, want %s", got, tc.result)
			}
		})
	}
}

// TestIllegalMoves checks moves the rules forbid, with the reason given.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name, pos, move string
		illegal         bool   // wraps ErrIllegal (else: malformed)
		reason          string // part of the error text
	}{
		{"hound backward onto a hound", startPos, "1-0", true, "occupied"},
		{"occupied", startPos, "0-1", true, "occupied"},
		{"hound backward diagonal", "2D1DD4H d 0", "5-1", true, "backwards"}, // hounds 2, 4, 5
		{"hound backward horizontal", "2D1D1D3H d 0", "4-1", true, "backwards"},
		{"not joined", startPos, "1-6", true, "not joined"},
		{"hare not to move", startPos, "10-8", true, "no hounds piece on 10"},
		{"hound when the hare moves", "D2D1D4H h 0", "0-2", true, "no hare piece on 0"},
		{"hare onto a hound", "4DHD1D2 h 0", "5-4", true, "occupied"},
		{"no such point", startPos, "1-11", false, "bad move"},
		{"malformed", startPos, "1_4", false, "want from-to"},
		{"game over", "7DHDD d 0", "7-8", true, "game is over"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			positiontest.CheckIllegalMove(t, load(t, tc.pos), tc.move, tc.illegal, tc.reason)
		})
	}
}

// TestRules pins down each rule of the moves and the end (doc.go's Rules
// section) with a short line of play.
func TestRules(t *testing.T) {
	tests := []struct {
		name   string
		opts   []string
		pos    string // "" for the start
		moves  []string
		after  string
		result string
	}{
		{name: "hare moves leave the counter", pos: "DD1D6H d 3", moves: []string{"1-2", "10-8"}, after: "D1DD4H2 d 4", result: "none"},
		{name: "hound vertical step counts", pos: "D2D1D4H d 0", moves: []string{"5-6"}, after: "D2D2D3H h 1", result: "none"},
		{name: "hare moves backwards", pos: "DD1D3H3 h 0", moves: []string{"7-10"}, after: "DD1D6H d 0", result: "none"},
		{name: "escape after a hound move", pos: "2DHD2D3 d 0", moves: []string{"2-5"}, after: "3HDD1D3 h 0", result: "hare"},
		{name: "escape needs strictly left", pos: "2D1HD2D2 h 0", moves: []string{"4-1"}, after: "1HD2D2D2 d 0", result: "none"},
		{name: "stall checked before trap", pos: "1D2H1DD3 d 9", moves: []string{"6-5"}, after: "1D2HD1D3 h 10", result: "hare"},
		{name: "trap without stall", pos: "1D2H1DD3 d 8", moves: []string{"6-5"}, after: "1D2HD1D3 h 9", result: "hounds"},
		{name: "stall limit option", opts: []string{"stall_limit=2"}, moves: []string{"1-2", "10-8", "2-1"}, after: "DD1D4H2 h 2", result: "hare"},
		{name: "hare first", opts: []string{"first=hare"}, moves: []string{"10-7"}, after: "DD1D3H3 d 0", result: "none"},
		{name: "hare on 5", opts: []string{"hare_start=5"}, after: "DD1D1H5 d 0", result: "none"},
		{name: "hare on 5 first", opts: []string{"hare_start=5", "first=hare"}, moves: []string{"5-2"}, after: "DDHD7 d 0", result: "none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.opts...)
			if tc.pos != "" {
				if err := g.SetPosition(tc.pos); err != nil {
					t.Fatal(err)
				}
			}
			for _, m := range tc.moves {
				play(t, g, m)
			}
			if got := g.Position(); got != tc.after {
				t.Errorf("position %s, want %s", got, tc.after)
			}
			if got := result(g); got != tc.result {
				t.Errorf("result %s, want %s", got, tc.result)
			}
		})
	}
}

func TestSetPositionErrors(t *testing.T) {
	tests := []struct{ name, pos string }{
		{"two fields", "DD1D6H d"},
		{"too many points", "DD1D7H d 0"},
		{"too few points", "DD1D5H d 0"},
		{"no hare", "DD1D7 d 0"},
		{"two hares", "DD1D5HH d 0"},
		{"four hounds", "DDDD6H d 0"},
		{"two hounds", "DD8H d 0"},
		{"bad side", "DD1D6H x 0"},
		{"bad counter", "DD1D6H d -1"},
		{"counter past the limit", "DD1D6H d 11"},
		{"counter with a zero", "DD1D6H d 01"},
		{"bad symbol", "DD1X6H d 0"},
		{"zero run", "DD0D7H d 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			if err := g.SetPosition(tc.pos); err == nil {
				t.Errorf("%q accepted as %s", tc.pos, g.Position())
			}
			if g.Position() != startPos {
				t.Errorf("a rejected string changed the position to %s", g.Position())
			}
		})
	}
}

// TestAgainstNaive plays random games and compares every position with
// the naive implementation: legal moves, the position after each, and the
// result.
func TestAgainstNaive(t *testing.T) {
	configs := []struct {
		opts  []string
		limit int
	}{
		{nil, 10}, {[]string{"first=hare"}, 10}, {[]string{"hare_start=5"}, 10}, {[]string{"stall_limit=4"}, 4},
	}
	games := 60
	if testing.Short() {
		games = 10
	}
	rng := rand.New(rand.NewPCG(4, 11))
	for _, c := range configs {
		for range games {
			g := newGame(t, c.opts...)
			for {
				n, err := naiveParse(g.Position(), c.limit)
				if err != nil {
					t.Fatal(err)
				}
				texts, next := n.moves()
				if got := moveTexts(g); !slices.Equal(got, sortedCopy(texts)) {
					t.Fatalf("%s: moves %v, naive %v", g.Position(), got, sortedCopy(texts))
				}
				want := n.winner()
				if want == "" {
					want = "none"
				}
				if got := result(g); got != want {
					t.Fatalf("%s: result %s, naive %s", g.Position(), got, want)
				}
				if len(texts) == 0 {
					break
				}
				k := rng.IntN(len(texts))
				play(t, g, texts[k])
				if g.Position() != next[k].String() {
					t.Fatalf("after %s: %s, naive %s", texts[k], g.Position(), next[k])
				}
			}
		}
	}
}

// TestNaivePerft checks the perft table's depths against the naive
// implementation (the start depths come from the rules).
func TestNaivePerft(t *testing.T) {
	cases, err := positiontest.LoadPerft("../../testdata/perft/hare-hounds.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if testing.Short() && c.Count > 20_000 {
			continue
		}
		g := newGame(t, c.Options...)
		if c.Position != "" {
			if err := g.SetPosition(c.Position); err != nil {
				t.Fatal(err)
			}
		}
		limit := 10
		for _, o := range c.Options {
			fmt.Sscanf(o, "stall_limit=%d", &limit)
		}
		n, err := naiveParse(g.Position(), limit)
		if err != nil {
			t.Fatal(err)
		}
		if got := n.perft(c.Depth); got != c.Count {
			t.Errorf("line %d: naive perft(%d) = %d, table %d", c.Line, c.Depth, got, c.Count)
		}
	}
}

func TestOptions(t *testing.T) {
	tests := []struct {
		opts []string
		ok   bool
	}{
		{[]string{"first=HARE"}, true},
		{[]string{"first=fox"}, false},
		{[]string{"hare_start=5"}, true},
		{[]string{"hare_start=7"}, false},
		{[]string{"stall_limit=1"}, true},
		{[]string{"stall_limit=0"}, false},
		{[]string{"stall_limit=100"}, false},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.opts), func(t *testing.T) {
			_, _, err := position.NewGame("hare-hounds", tc.opts...)
			if (err == nil) != tc.ok {
				t.Errorf("error %v, want ok = %v", err, tc.ok)
			}
		})
	}
}

// TestEvaluate checks the evaluation's sign on clear positions and its
// symmetry between the sides.
func TestEvaluate(t *testing.T) {
	tests := []struct {
		name   string
		better string // good for the hounds, who are to move
		worse  string
	}{
		{"hare hemmed in", "5D1D1DH d 0", startPos},
		{"stalling hurts", "DD1D6H d 0", "DD1D6H d 8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := load(t, tc.better), load(t, tc.worse)
			if a.Evaluate() <= b.Evaluate() {
				t.Errorf("%s scores %d, not above %s at %d", tc.better, a.Evaluate(), tc.worse, b.Evaluate())
			}
		})
	}
	g := harehounds.New(harehounds.DefaultConfig())
	sum := 0
	for _, term := range g.EvalTerms() {
		sum += term.Score
	}
	if sum != g.Evaluate() {
		t.Errorf("terms sum to %d, Evaluate is %d", sum, g.Evaluate())
	}
}

func TestLayout(t *testing.T) {
	g := newGame(t)
	l := g.Layout()
	if len(l.Cells) != 11 || len(l.Lines) != 22 {
		t.Errorf("layout has %d cells and %d lines, want 11 and 22", len(l.Cells), len(l.Lines))
	}
	st := g.State()
	if len(st.Pieces) != 4 || st.Result != "none" {
		t.Errorf("state %+v", st)
	}
	if st := load(t, "7DDDH h 0").State(); st.Result != "p1win" {
		t.Errorf("trapped hare: result %s, want p1win", st.Result)
	}
}
