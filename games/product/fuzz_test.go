package product

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are the positions every fuzzed move is tried in: the empty
// board (one stone), the second move, a middle game, the last move and a
// full board.
var fuzzStarts = []string{startPos, "5/6/7/8/4B4/8/7/6/5 w", leftDiagram, twoEmpty, fullExample}

// FuzzParseMove checks that ParseMove never panics, and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"Be5", "We5", "bd4/we5", "WE6/BD4", "Ba1/Bb1/Bc1", "Bb3/Wh9", "Wh9/Wb3", "pass", "0000",
		"Be10", "Ba6", "Bi1", "B", "e5", "/", "Be5/", "/We5", "Be5/Be5", "Xe5", "B\xffe", "Ba01", "Ba+1",
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
// string does not change a game in progress, and that an accepted one
// round-trips: its Position() loads again to the same string and hash
// (in a new game too), CountMoves agrees with GenMoves, and play goes on
// from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, "5/6/7/8/4B4/8/7/6/5 w", leftDiagram, twoEmpty, fullExample, tieBlack,
		"5/6/7/8/9/8/7/6/5 w", "5/6/7/8/3BB4/8/7/6/5 w", "5/6/7/8/9/8/7/6 b", "5/6/7/8/09/8/7/6/5 b",
		"5/6/7/8/9/8/7/6/5", "5/6/7/8/9/8/7/6/5 b b", "//////// b", "5/6/7/8/10/8/7/6/5 b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return setup(t, "", "Be5") }, s)
		g := setup(t, "", "Be5")
		if g.SetPosition(s) != nil {
			return
		}
		p := g.Position()
		if fresh := setup(t, p); fresh.Hash() != g.Hash() {
			t.Fatalf("%q: hash %#x in a new game, %#x in a game in progress", p, fresh.Hash(), g.Hash())
		}
		if n := len(g.GenMoves(nil)); g.CountMoves() != n {
			t.Fatalf("%d moves, CountMoves %d at %s", n, g.CountMoves(), p)
		}
	})
}
