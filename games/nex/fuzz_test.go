package nex

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, "11/11/11/11/11/11/11/11/11/11/BN9 p 0", posConversion, posTripleThreat, posDraw, posNearEnd}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"f6/g7", "K11/A1", "b2,f11/a5", "f11,b2/a5", "swap", "SWAP", "pass", "0000", "f6/f6", "b2,b2/a5",
		"a0/a1", "a01/b1", "l1/a1", "a12/a1", "", "/", ",/", "a1,/b1", "a1/b1/c1", "a1,b1,c1/d1", "\xff1/a1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			positiontest.CheckParseMove(t, load(t, start), s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string does not change a game at posConversion, and that an accepted one
// round-trips: its Position() loads again to the same string and hash
// (in a new game too), CountMoves agrees with GenMoves, and play goes on
// from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, posBlueJoins, posConversion, posTripleThreat, posNeutralCut, posDraw, posPreDraw, posMate2,
		"11/11/11/11/11/11/11/11/11/11/BN9 p 0", "11/11/11/11/11/11/11/11/11/11/BN9 p 1",
		"11/11/11/11/11/11/11/11/11/11/011 b 0", "11/11/11/11/11/11/11/11/11/11/12 b 0", "//", startPos + " 0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return load(t, posConversion) }, s)
		g := load(t, posConversion)
		if g.SetPosition(s) != nil {
			return
		}
		p := g.Position()
		if fresh := load(t, p); fresh.Hash() != g.Hash() {
			t.Fatalf("%q: hash %#x in a new game, %#x in one at posConversion", p, fresh.Hash(), g.Hash())
		}
		if n := len(g.GenMoves(nil)); g.CountMoves() != n {
			t.Fatalf("CountMoves() = %d, GenMoves %d at %s", g.CountMoves(), n, p)
		}
	})
}
