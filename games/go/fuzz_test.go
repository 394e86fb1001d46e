package gogame

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in, with the options
// they need.
var fuzzStarts = []struct {
	settings []string
	pos      string
}{
	{nil, "9/9/9/9/9/9/9/9/9 b 0 0 -"},
	{nil, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 e5"},
	{nil, "9/9/9/9/9/9/9/x8/1x7 w 0 0 -"},
	{[]string{"k=2"}, "9/9/9/9/4x4/9/9/9/9 b 2 1 -"},
	{[]string{"size=7"}, "6/6/6/6/6/6 b 0 0 -"},
	{[]string{"rules=standard", "size=2"}, "xo/2 b 2 0 -"},
	{[]string{"rules=standard", "size=19"}, "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 w 0 0 -"},
	{[]string{"rules=standard", "size=25"}, "25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/25/x24 w 1 0 -"},
	{[]string{"rules=standard"}, "9/9/9/9/9/9/9/9/9 b 2 2 -"},
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "D4", "j9", "J10", "t19", "z25", "Z26", "i5", "pass", "PASS", "0000", "a0", "a01",
		"e5", "a+1", "b-1", "", "a", "1a", "\xff1", "resign", "aa1", "a1 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := newGame(t, start.settings...)
			if err := g.SetPosition(start.pos); err != nil {
				t.Fatal(err)
			}
			positiontest.CheckParseMove(t, g, s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips: its
// Position() loads again to the same string and hash, and play goes on
// from it, move ordering included.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"9/9/9/9/9/9/9/9/9 b 0 0 -", "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 e5", "9/9/9/9/9/9/9/xxo6/2xo5 w 1 0 -",
		"6/6/6/6/6/6 b 0 0 -", "xo/2 b 2 0 -", "3/3/3 w 5 1 -", "xxx/x1x/xxx b 0 0 -", "ooo/oxo/1oo w 3 0 -",
		"9/9/9/9/9/9/9/9/9 b 2 2 -", "9/9/9/9/9/9/9/9/9 b 100 0 -", "x/o b 0 0 -", "//", "3/3/3 b 0 0 a1",
		"2x/1xo/x1o w 3 0 b1",
	} {
		f.Add(s)
	}
	settings := [][]string{nil, {"size=7"}, {"rules=standard", "size=3"}, {"rules=standard", "size=3", "ko=simple", "k=10"},
		{"rules=standard", "size=2"}, {"rules=standard", "size=9", "k=100"}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, set := range settings {
			positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t, set...) }, s)
			g := newGame(t, set...)
			if g.SetPosition(s) != nil {
				continue
			}
			if over, _ := g.Outcome(); !over {
				moves := g.GenMoves(nil)
				g.OrderHints(moves, make([]int32, len(moves)))
			}
		}
	})
}
