package apex

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
	{nil, "7/7/7/7/7/7/7 b 11 11 0"},
	{nil, "7/7/W6/7/BW5/7/7 b 10 9 0"},
	{nil, "6B/7/7/W6/7/7/7 b 10 10 0"},
	{nil, "W5B/1B1W3/2BWB2/1WBWW2/2B1W2/1BW4/B5W w 3 2 11"},
	{[]string{"size=8"}, "8/8/8/8/8/8/8/8 w 11 11 0"},
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"@a1", "@a1-a4", "@G7-A7", "a3xa5", "a3-a4", "@a1xa4", "@a1-a1", "a1-a1",
		"h8", "@h8", "pass", "0000", "", "@", "-", "x", "a3x", "@a0", "a3-a01", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			positiontest.CheckParseMove(t, load(t, start.pos, start.settings...), s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and can be
// played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"7/7/7/7/7/7/7 b 11 11 0", "7/7/W6/7/BW5/7/7 b 10 9 0", "6B/7/4B2/3B3/2B2B1/1B5/B6 b 4 11 0",
		"6B/5B1/4B2/3B3/2B4/1B5/B6 w 4 11 0", "8/8/8/8/8/8/8/8 b 11 11 0", "7/7/7/7/7/7/7 w 11 11",
		"7/7/7/7/7/7/7 b 11 11 00", "//", "7/7/7/7/7/7/7 b 11 11 0 0",
	} {
		f.Add(s)
	}
	settings := [][]string{nil, {"size=8"}, {"no_progress_limit=0"}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, set := range settings {
			positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t, set...) }, s)
		}
	})
}
