package quoridor

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{
	"4b4/9/9/9/9/9/9/9/4r4 - 10 10 r",
	"9/9/9/4b4/4r4/9/9/9/9 d5v,e6h 10 8 r",
	"4b4/9/9/9/9/9/9/9/4r4 d1v,e1h 8 10 b",
	"4b4/9/9/9/9/9/9/9/4r4 - 0 0 r",
	"3rb4/9/9/9/9/9/9/9/9 - 10 10 b",
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e2", "E3H", "e3v", "h8h", "i9", "i9h", "pass", "0000", "a0", "e10", "", "e", "e3hh", "\xff1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := newGame(t)
			if err := g.SetPosition(start); err != nil {
				t.Fatal(err)
			}
			positiontest.CheckParseMove(t, g, s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and can be
// played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(fuzzStarts,
		"4b4/9/9/9/9/9/9/9/4r4 e3h,e3v 10 10 r", "9/9/9/9/9/9/9/9/9 - 10 10 r", "4b4/9/9/9/9/9/9/9/4r4 - 99 0 b",
		"4b4/9/9/9/9/9/9/9/4r4 h8v,a1h 1 1 r", "r8/9/9/9/9/9/9/9/8b - 1 1 r", "//", "") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t) }, s)
	})
}
