package rastros

import (
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, diagramA, diagramB, midGame, blocked}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, load, fuzzStarts, []string{
		"e5-d4", "d4", "E5-F6", "c2-c1", "c1", "pass", "0000", "a0", "a01", "h1", "a8", "", "-", "e5-", "-d4", "e5-d4-c3", "\xff1", "d7-e7",
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing in a game in progress, and that an accepted one
// round-trips, has the recomputed hash and the one a new game gets, and
// plays as the naive implementation says.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, diagramA, diagramB, midGame, blocked,
		"7/7/4W2/7/7/7/7 2", "7/7/7/7/7/7/W6 1", "6B/7/4W2/7/7/7/7 2", "07/7/4W2/7/7/7/7 1",
		"7/7/4W2/7/7/7/34 1", "//", "7/7/4W2/7/7/7/7 1 1", "8/7/4W2/7/7/7/7 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		inProgress := func() *Game {
			g := fromRegistry(t)
			play(t, g, "e5-d4")
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
		n, err := parseNaive(p)
		if err != nil {
			t.Fatalf("the naive parser rejects %q: %v", p, err)
		}
		if got, want := legalTexts(g), n.steps(); !slices.Equal(got, want) {
			t.Fatalf("%q: moves %v, naive %v", p, got, want)
		}
	})
}
