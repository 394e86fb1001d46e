package foxhounds_test

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

var fuzzStarts = append([]string{startPos, "1H1H1H1H/8/8/8/8/8/1F6/8 h", "1H1H1H2/8/8/8/8/8/1H6/F7 f"}, midGames...)

func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, func(t testing.TB, s string) position.Playable { return load(t, s) }, fuzzStarts, []string{
		"a1-b2", "A1-B2", "b8-c7", "c3-d4", "a1-a2", "b1-c2", "a1-b2-c3", "a1b2", "-", "", "pass", "0000", "i1-h2", "a0-b1", "a01-b2",
	})
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range append([]string{
		"H1H1H1H1/8/8/8/8/8/8/F7 f", "1H1H1H1H/8/8/8/8/8/8/8 f", "1H1H1H1H/8/8/8/8/8/8/F7 x",
		"1H1H1H1H/8/8/8/8/8/8/F7", "1H1H1H1H1/8/8/8/8/8/8/F7 f", "7F/H7/1H1H1H2/8/8/8/8/8 h", "08/8/8/8/8/8/8/F7 f",
	}, fuzzStarts...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t) }, s)
	})
}
