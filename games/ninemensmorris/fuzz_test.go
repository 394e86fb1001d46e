package ninemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

var fuzzStarts = append([]string{startPos, "BB1/3/3/6/3/3/WW1 w 7 7 0", "BBW/1W1/3/BW4/3/3/BW1 b 0 0 0"}, midGames...)

func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, func(t testing.TB, s string) position.Playable { return load(t, s) }, fuzzStarts, []string{
		"d2", "D2", "g1xa7", "G1XD7", "a7-d1xg7", "a7-d1", "d2-d3", "a1-a4", "g1xd2", "x", "-", "", "pass", "0000", "h1", "a0", "d2xa7xd7", "d2--d3", "a7-d1xg7x",
	})
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range append([]string{
		"WWW/WWW/WWW/6/3/3/3 w 0 9 0", "3/3/3/6/3/3/3 w 10 9 0", "3/3/3/6/3/3/3 x 9 9 0",
		"3/3/3/6/3/3/3 w 9 9", "3/3/3/6/3/3/3 w 9 9 - - 0", "3/3/3/6/3/3/3 w 9 9 1000000", "03/3/3/6/3/3/3 w 9 9 0",
	}, fuzzStarts...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return load(t, "") }, s)
	})
}
