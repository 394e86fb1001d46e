package harehounds_test

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are the positions every fuzzed move is tried in.
var fuzzStarts = append([]string{startPos, "7DHDD d 0", "DD1D6H d 9"}, midGames...)

func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, func(t testing.TB, s string) position.Playable { return load(t, s) }, fuzzStarts, []string{
		"1-4", "0-2", "10-8", "5-2", "1-0", "01-4", "1-4-7", "-", "", "pass", "0000", "11-10", "1--4", " 1-4",
	})
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range append([]string{
		"DD1D1H5 d 0", "D1DD6H h 10", "DD1D6H d", "DDDD6H d 0", "DD1D6H x 0", "DD1D6H d 01",
		"DD0D7H d 0", "DD1D6H d 0 0", "11 d 0", "HDD1D6 h 3", "DD1D6H  d  0",
	}, fuzzStarts...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t) }, s)
	})
}
