package foxhounds_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/games/foxhounds"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

const startPos = "1H1H1H1H/8/8/8/8/8/8/F7 f"

// midGames are positions reached in play, used as extra starts.
var midGames = []string{
	"1H1H1H1H/8/8/8/8/2F5/8/8 f",  // the fox may move back
	"8/8/3H1H2/2H5/3F4/4H3/8/8 f", // a middle game
	"3H1H1H/H1F5/8/8/8/8/8/8 f",   // the fox wins by c7-b8
	"8/H1H5/3H1H2/8/8/2F5/8/8 h",  // the hounds to move
}

func newGame(t testing.TB, opts ...string) position.Playable {
	t.Helper()
	return positiontest.New(t, "fox-hounds", opts...)
}

func load(t testing.TB, pos string, opts ...string) position.Playable {
	t.Helper()
	return positiontest.Load(t, "fox-hounds", pos, opts...)
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
	return [2]string{"fox", "hounds"}[winner]
}

func TestConformance(t *testing.T) {
	configs := [][]string{nil, {"first=hounds"}, {"fox_start=c1"}, {"fox_start=g1", "first=hounds"}}
	for _, opts := range configs {
		t.Run(fmt.Sprint(opts), func(t *testing.T) {
			positiontest.Run(t, func() position.Playable { return newGame(t, opts...) },
				positiontest.Config{MaxPlies: 57, Starts: midGames})
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("fox-hounds")
	if !ok {
		t.Fatal("fox-hounds is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/fox-hounds.txt", 200_000)
}

// TestNaivePerft checks the perft table against the naive implementation.
func TestNaivePerft(t *testing.T) {
	cases, err := positiontest.LoadPerft("../../testdata/perft/fox-hounds.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if c.Count > 200_000 || testing.Short() && c.Count > 20_000 {
			continue
		}
		g := newGame(t, c.Options...)
		if c.Position != "" {
			if err := g.SetPosition(c.Position); err != nil {
				t.Fatal(err)
			}
		}
		n, err := naiveParse(g.Position())
		if err != nil {
			t.Fatal(err)
		}
		if got := n.perft(c.Depth); got != c.Count {
			t.Errorf("line %d: naive perft(%d) = %d, table %d", c.Line, c.Depth, got, c.Count)
		}
	}
}

// TestExamples plays every worked example of the rules.
func TestExamples(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		moves  []string // the legal moves (before play, or after it)
		play   string
		after  string
		result string
	}{
		{name: "start", pos: startPos, moves: []string{"a1-b2"}, result: "none"},
		{name: "hounds answer", pos: startPos, play: "a1-b2", after: "1H1H1H1H/8/8/8/8/8/1F6/8 h",
			moves: []string{"b8-a7", "b8-c7", "d8-c7", "d8-e7", "f8-e7", "f8-g7", "h8-g7"}, result: "none"},
		{name: "backwards", pos: "1H1H1H1H/8/8/8/8/2F5/8/8 f", moves: []string{"c3-b2", "c3-b4", "c3-d2", "c3-d4"}, result: "none"},
		{name: "moves", pos: "3H1H1H/H1F5/8/8/8/8/8/8 f", moves: []string{"c7-b6", "c7-b8", "c7-d6"}, result: "none"},
		{name: "fox wins", pos: "3H1H1H/H1F5/8/8/8/8/8/8 f", play: "c7-b8", after: "1F1H1H1H/H7/8/8/8/8/8/8 h", result: "fox"},
		{name: "fox blocked", pos: "1H1H1H2/8/8/8/8/8/1H6/F7 f", result: "hounds"},
		{name: "hounds stuck", pos: "8/8/8/8/8/8/1H6/H1H1H1F1 h", result: "fox"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			if tc.play != "" {
				play(t, g, tc.play)
				if got := g.Position(); got != tc.after {
					t.Errorf("after %s: %s, want %s", tc.play, got, tc.after)
				}
			}
			if got := moveTexts(g); !slices.Equal(got, tc.moves) {
				t.Errorf("moves %v, want %v", got, tc.moves)
			}
			if got := result(g); got != tc.result {
				t.Errorf("result %s, want %s", got, tc.result)
			}
		})
	}
}

// TestRules pins down the start, the moves and the end (doc.go's Rules
// section) and the options (doc.go's Options section).
func TestRules(t *testing.T) {
	tests := []struct {
		name   string
		opts   []string
		pos    string
		moves  []string
		after  string
		result string
	}{
		{name: "hound steps down", pos: "1H1H1H1H/8/8/8/8/8/1F6/8 h", moves: []string{"d8-e7"}, after: "1H3H1H/4H3/8/8/8/8/1F6/8 f", result: "none"},
		{name: "fox steps back", pos: "1H1H1H1H/8/8/8/8/8/1F6/8 f", moves: []string{"b2-c1"}, after: "1H1H1H1H/8/8/8/8/8/8/2F5 h", result: "none"},
		{name: "hound on rank 1 is stuck", pos: "1H1H1H2/8/8/8/8/8/7F/H7 h", moves: []string{"b8-c7"}, after: "3H1H2/2H5/8/8/8/8/7F/H7 f", result: "none"},
		{name: "fox reaches rank 8 anywhere", pos: "8/H5F1/1H1H1H2/8/8/8/8/8 f", moves: []string{"g7-h8"}, after: "7F/H7/1H1H1H2/8/8/8/8/8 h", result: "fox"},
		{name: "fox blocked in the middle", pos: "8/8/8/2H1H3/3F4/2H1H3/8/8 f", result: "hounds"},
		{name: "hounds first", opts: []string{"first=hounds"}, moves: []string{"h8-g7"}, after: "1H1H1H2/6H1/8/8/8/8/8/F7 f", result: "none"},
		{name: "fox on c1", opts: []string{"fox_start=c1"}, after: "1H1H1H1H/8/8/8/8/8/8/2F5 f", result: "none"},
		{name: "fox on g1", opts: []string{"fox_start=g1"}, moves: []string{"g1-h2"}, after: "1H1H1H1H/8/8/8/8/8/7F/8 h", result: "none"},
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
			if tc.after != "" && g.Position() != tc.after {
				t.Errorf("position %s, want %s", g.Position(), tc.after)
			}
			if got := result(g); got != tc.result {
				t.Errorf("result %s, want %s", got, tc.result)
			}
		})
	}
}

func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name, pos, move string
		illegal         bool   // wraps ErrIllegal (else: malformed)
		reason          string // part of the error text
	}{
		{"hound up", "8/8/8/8/3H4/8/1F6/H1H1H3 h", "d4-e5", true, "only move down"},
		{"onto a hound", "1H1H1H2/2H5/8/8/8/8/1F6/8 h", "b8-c7", true, "occupied"},
		{"not diagonal", startPos, "a1-c1", true, "not diagonal neighbours"},
		{"light square", startPos, "a1-a2", false, "light square"},
		{"fox not to move", "1H1H1H1H/8/8/8/8/8/1F6/8 h", "b2-c3", true, "no hound on b2"},
		{"hound not to move", startPos, "b8-a7", true, "no fox on b8"},
		{"off the board", startPos, "a1-i2", false, "8×8 board"},
		{"malformed", startPos, "a1b2", false, "want from-to"},
		{"game over", "1H1H1H2/8/8/8/8/8/1H6/F7 f", "a1-b2", true, "game is over"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			positiontest.CheckIllegalMove(t, load(t, tc.pos), tc.move, tc.illegal, tc.reason)
		})
	}
}

func TestSetPositionErrors(t *testing.T) {
	tests := []struct{ name, pos string }{
		{"one field", "1H1H1H1H/8/8/8/8/8/8/F7"},
		{"seven ranks", "1H1H1H1H/8/8/8/8/8/F7 f"},
		{"light square", "H1H1H1H1/8/8/8/8/8/8/F7 f"},
		{"fox on a light square", "1H1H1H1H/8/8/8/8/8/8/1F6 f"},
		{"no fox", "1H1H1H1H/8/8/8/8/8/8/8 f"},
		{"two foxes", "1H1H1H1H/8/8/8/8/8/1F6/F7 f"},
		{"three hounds", "1H1H1H2/8/8/8/8/8/8/F7 f"},
		{"five hounds", "1H1H1H1H/H7/8/8/8/8/8/F7 f"},
		{"bad piece", "1H1H1H1X/8/8/8/8/8/8/F7 f"},
		{"bad side", "1H1H1H1H/8/8/8/8/8/8/F7 x"},
		{"long rank", "1H1H1H1H1/8/8/8/8/8/8/F7 f"},
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

func TestOptions(t *testing.T) {
	tests := []struct {
		opts []string
		ok   bool
	}{
		{[]string{"first=Hounds"}, true},
		{[]string{"first=hare"}, false},
		{[]string{"fox_start=E1"}, true},
		{[]string{"fox_start=b2"}, false},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.opts), func(t *testing.T) {
			_, _, err := position.NewGame("fox-hounds", tc.opts...)
			if (err == nil) != tc.ok {
				t.Errorf("error %v, want ok = %v", err, tc.ok)
			}
		})
	}
}

// TestAgainstNaive plays random games and compares every position with
// the naive implementation.
func TestAgainstNaive(t *testing.T) {
	configs := [][]string{nil, {"first=hounds"}, {"fox_start=e1"}}
	games := 60
	if testing.Short() {
		games = 10
	}
	rng := rand.New(rand.NewPCG(8, 4))
	for _, opts := range configs {
		for range games {
			g := newGame(t, opts...)
			for {
				n, err := naiveParse(g.Position())
				if err != nil {
					t.Fatal(err)
				}
				texts, _ := n.moves()
				slices.Sort(texts)
				if got := moveTexts(g); !slices.Equal(got, texts) {
					t.Fatalf("%s: moves %v, naive %v", g.Position(), got, texts)
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
				texts, next := n.moves() // in the naive order again
				k := rng.IntN(len(texts))
				play(t, g, texts[k])
				if g.Position() != next[k].String() {
					t.Fatalf("after %s: %s, naive %s", texts[k], g.Position(), next[k])
				}
			}
		}
	}
}

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name          string
		better, worse string // for the hounds, who are to move
	}{
		{"a wall without a hole", "8/8/8/H1H1H1H1/8/8/8/F7 h", "8/8/8/H1H1H3/7H/8/8/F7 h"},
		{"fox past the wall", "1H1H1H1H/8/8/8/8/8/1F6/8 h", "8/2F5/8/H1H1H1H1/8/8/8/8 h"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := load(t, tc.better), load(t, tc.worse)
			if a.Evaluate() <= b.Evaluate() {
				t.Errorf("%s scores %d, not above %s at %d", tc.better, a.Evaluate(), tc.worse, b.Evaluate())
			}
		})
	}
	g := foxhounds.New(foxhounds.DefaultConfig())
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
	shaded := 0
	for _, c := range l.Cells {
		if c.Kind != position.Square {
			t.Fatalf("cell %s is a %s", c.ID, c.Kind)
		}
		shaded += c.Shade
		if c.ID == "a1" && (c.Shade != 1 || c.X != 0.5 || c.Y != 7.5) {
			t.Errorf("a1: %+v, want a dark square at the bottom left", c)
		}
		if c.ID == "b1" && c.Shade != 0 {
			t.Errorf("b1 is shaded")
		}
	}
	if len(l.Cells) != 64 || shaded != 32 || len(l.Lines) != 0 {
		t.Errorf("layout: %d cells, %d dark, %d lines; want 64, 32, 0", len(l.Cells), shaded, len(l.Lines))
	}
	if st := g.State(); len(st.Pieces) != 5 || st.Result != "none" {
		t.Errorf("state %+v", st)
	}
	if st := load(t, "1H1H1H2/8/8/8/8/8/1H6/F7 f").State(); st.Result != "p2win" {
		t.Errorf("blocked fox: result %s, want p2win", st.Result)
	}
}
