package domineering

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
	{nil, "8/8/8/8/8/8/8/8 v"},
	{nil, "8/8/8/8/8/8/8/8 h"},
	{nil, "8/8/8/8/8/8/V7/V7 h"},
	{nil, "8/HHHHHHHH/HHHHHHHH/VVVVHHHH/VVVVHHHH/VVVVVVVV/VVVVVVVV/8 v"},
	{[]string{"rows=3", "cols=5"}, "5/1HH2/5 v"},
	{[]string{"rows=1", "cols=1"}, "1 h"},
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "D4", "h8", "g8", "i1", "a9", "a0", "a01", "pass", "0000", "", "a", "1a", "a+1", "\xff1", "z26"} {
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
// from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"8/8/8/8/8/8/8/8 v", "8/8/8/8/8/8/V7/V7 h", "8/HHHHHHHH/HHHHHHHH/VVVVHHHH/VVVVHHHH/VVVVVVVV/VVVVVVVV/8 v",
		"5/1HH2/5 v", "3/3 h", "V/V h", "1 v", "HH v", "8/8/8/8/8/8/8/V7 h", "//", "8/8/8/8/8/8/8/8 v 0", "08/8/8/8/8/8/8/8 v",
	} {
		f.Add(s)
	}
	settings := [][]string{nil, {"rows=3", "cols=5"}, {"rows=1", "cols=1"}, {"rows=2", "cols=1"}, {"rows=1", "cols=2"}, {"rows=2", "cols=3", "first=horizontal"}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, set := range settings {
			positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t, set...) }, s)
		}
	})
}
