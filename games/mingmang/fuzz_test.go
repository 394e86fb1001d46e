package mingmang

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []struct {
	settings []string
	pos      string
	moves    []string
}{
	{nil, "", nil},
	{nil, "", []string{"c8-c6", "d1-d6", "c6-c8"}},
	{[]string{"size=7"}, "", nil},
	{[]string{"size=9", "first=white"}, "", nil},
	{nil, "W6B/8/3B4/8/1BW1WB2/3W4/3B4/W7 b", nil},
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d1-d6", "D1-D6", "a6-b6", "c6-e6", "h7-g6", "i9-i1", "a0-a1", "a1-", "-a1", "a1a2", "a1-a2-a3", "", "pass", "z9-z1", "a10-a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := newGame(t, start.settings...)
			if start.pos != "" {
				if err := g.SetPosition(start.pos); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, start.moves...)
			positiontest.CheckParseMove(t, g, s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and can be
// played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB b", "WBBBBBB/W5B/W5B/W5B/W5B/W5B/WWWWWWB w 3",
		"W6B/8/3B4/8/1BW1WB2/3W4/3B4/W7 b", "8/8/8/8/8/8/8/B7 w", "9/9/9/9/9/9/9/9/9 b 0",
		"8/8/8/8/8/8/8/8 b 01", "7/7/7/7/7/7/7 x", "//", "8/8/8/8/8/8/8/44 b",
	} {
		f.Add(s)
	}
	settings := [][]string{nil, {"max_plies=5"}, {"size=7", "first=white"}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, set := range settings {
			positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t, set...) }, s)
		}
	})
}
