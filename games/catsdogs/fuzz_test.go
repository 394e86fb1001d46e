package catsdogs

import (
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, afterD5, exampleB, midGame, terminalPos}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, load, fuzzStarts, []string{
		"d5", "E4", "a1", "h8", "c5", "pass", "0000", "a0", "a01", "i1", "a9", "", "d", "5d", "d+5", "d-5", "\xff1", "h6",
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing in a game in progress, and that an accepted one
// round-trips: its Position() loads again to the same string and hash,
// the hash is the recomputed one and the one a new game gets, it is a
// position play can reach (the naive implementation agrees on its moves),
// and play goes on from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, afterD5, exampleB, exampleBCats, midGame, terminalPos,
		"8/8/8/8/8/8/8/8 d", "8/8/8/3CD3/8/8/8/8 c", "8/8/8/4D3/3C4/8/8/8 c", "08/8/8/8/8/8/8/8 c",
		"8/8/8/8/8/8/8/44 c", "//", "8/8/8/8/8/8/8/8 c c", "9/8/8/8/8/8/8/8 c",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		inProgress := func() *Game {
			g := fromRegistry(t)
			play(t, g, "d5")
			return g
		}
		positiontest.CheckSetPosition(t, func() position.Playable { return inProgress() }, s)
		g := inProgress()
		if g.SetPosition(s) != nil {
			return
		}
		p := g.Position()
		if g.Hash() != g.computeHash() || load(t, p).Hash() != g.Hash() {
			t.Fatalf("%q: hash %#x, recomputed %#x, in a new game %#x", p, g.Hash(), g.computeHash(), load(t, p).Hash())
		}
		n, err := parseNaive(p, 8, 8, true, standardSupply)
		if err != nil {
			t.Fatalf("the naive parser rejects %q: %v", p, err)
		}
		if got, want := legalTexts(g), n.moves(); len(got)+len(want) > 0 && !slices.Equal(got, want) {
			t.Fatalf("%q: moves %v, naive %v", p, got, want)
		}
	})
}
