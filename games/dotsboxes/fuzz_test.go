package dotsboxes

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are the positions every fuzzed move is tried in.
var fuzzStarts = []string{startPos, oneBox, twoBoxesBefore, twoBoxesAfter}

// FuzzParseMove checks that ParseMove never panics, and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"a1-b1", "b1-a1", "A1-A2", "f5-f4", "e5-f5", "a1-c1", "a1-b2", "g1-h1", "a0-a1", "a1-", "-a1",
		"a1--b1", "a01-a2", "a+1-a2", "z26-z25", "pass", "0000", "", "\xff-a1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			positiontest.CheckParseMove(t, setup(t, start), s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string does not change a game already at oneBox, and that an
// accepted one round-trips, loads there as in a new game, and can be
// played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, oneBox, twoBoxesBefore, twoBoxesAfter, "5/11/5/11/5/11/5/11/5 o",
		"5/11/5/11/5/11/5/11/5", "5/11/5/11/5/11/5/11/5 x x", "5/1X9/5/11/5/11/5/11/5 x",
		"-4/|1|8/-4/11/5/11/5/11/5 x", "-----/|X|X|X|X|X|/-----/|X|X|X|X|X|/-----/|O|O|O|O|O|/-----/|O|O|O|O|O|/----- o",
		"//////// x", "05/11/5/11/5/11/5/11/5 x", "5/011/5/11/5/11/5/11/5 x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return setup(t, oneBox) }, s)
		g := setup(t, oneBox)
		if g.SetPosition(s) != nil {
			return
		}
		if fresh := setup(t, g.Position()); fresh.Hash() != g.Hash() {
			t.Fatalf("%q: hash %#x in a new game, %#x in one at oneBox", g.Position(), fresh.Hash(), g.Hash())
		}
	})
}
