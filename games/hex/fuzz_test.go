package hex

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
	{nil, "11/11/11/11/11/11/11/11/11/11/11 r 0"},
	{[]string{"swap=on"}, "11/11/1r9/11/11/11/11/11/11/11/11 b 1"},
	{[]string{"size=3", "connected=on"}, "rb1/b2/3 r 4"},
	{[]string{"size=3", "connected=on", "swap=on"}, "3/3/3 r 0"},
	{[]string{"size=3"}, "b1r/br1/r2 b 5"},
	{[]string{"size=26"}, "26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26 r 0"},
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "K11", "z26", "swap", "SWAP", "pass", "0000", "a0", "a01", "k12", "", "a", "1a", "a+1", "b-1", "\xff1"} {
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
		"11/11/11/11/11/11/11/11/11/11/11 r 0", "b1r/br1/r2 b 5", "rb1/b2/3 r 4", "3/r2/3 b 1",
		"1b1/3/3 r 2", "r b 1", "2/2 r 0", "3/3/3 r 00", "3/3/3 b 1", "r2/r2/rbb b 5", "//", "3/3/3 r 0 0",
	} {
		f.Add(s)
	}
	settings := [][]string{{"size=3"}, {"size=3", "swap=on"}, {"size=3", "connected=on"}, {"size=11", "swap=on"}, {"size=1"}, {"size=2"}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, set := range settings {
			positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t, set...) }, s)
		}
	})
}
