package twelvemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

var fuzzStarts = append([]string{startPos, "WWW/BBB/WWW/BBBWWW/BBB/WWW/BBB b 0 0 - - 0"}, midGames...)

func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, func(t testing.TB, s string) position.Playable { return load(t, s) }, fuzzStarts, []string{
		"a1", "A1XF2", "c3xa7", "d1-d2", "d1-d2xa1", "a4-a1", "b2-c3", "x", "-", "", "pass", "0000", "h1", "a0", "c3xa7xd7", "a4--a7",
	})
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range append([]string{
		"3/3/3/6/3/3/3 w 12 12 0", "3/3/3/W5/3/3/3 b 11 12 a1-a7 - 1", "3/3/3/B5/3/3/3 b 12 11 a1-a4 - 1",
		"3/3/3/W5/3/3/3 b 11 12 a1-b2 - 1", "3/3/3/6/3/3/3 w 12 12 - - x", "WWW/WWW/WWW/WWW1B1/3/3/3 w 1 11 - - 0",
	}, fuzzStarts...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return load(t, "") }, s)
	})
}
