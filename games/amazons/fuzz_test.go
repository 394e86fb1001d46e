package amazons

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are the positions every fuzzed move is tried in.
var fuzzStarts = []string{Start, afterExample, boxedIn, race, "10/10/10/10/10/4W5/10/10/10/B9 w"}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose canonical text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"g1-g6/j6", "G1-G6/J6", "d1-d5,g8", "d1-d5(g8)", "d1-d5/d1", "j7-g7/g5", "a10-a9/a10",
		"pass", "0000", "", "-/", "a1-a1/a1", "k1-k2/k3", "d1-d5(g8", "e5-e6/e2", "b1-c1/b1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			positiontest.CheckParseMove(t, load(t, start), s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips, can be
// played from, and counts its moves as GenMoves does.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{Start, afterExample, boxedIn, race, corridor, "10/10/10/10/10/10/10/10/10/10 b",
		"WWWWWWWWx1/BBBBBBBB2/10/10/10/10/10/10/10/10 w", "9/10 w", "//", "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return newGame(t) }, s)
		g := newGame(t)
		if g.SetPosition(s) != nil {
			return
		}
		if n := len(g.GenMoves(nil)); g.CountMoves() != n {
			t.Fatalf("CountMoves %d != %d moves at %q", g.CountMoves(), n, g.Position())
		}
	})
}
