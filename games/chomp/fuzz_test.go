package chomp

import (
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, afterD3, afterE1E4, midGame, ring, lost}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, load, fuzzStarts, []string{
		"d3", "a2-c3", "C3-A2", "a3-b2", "c1-c4", "d4-e4", "e1-e4", "pass", "0000", "a0", "a01", "f1", "a5", "", "-", "a1-", "-a1", "a1--b2", "a1-b2-c3", "z26", "d3-d3", "\xff1",
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing in a game in progress, and that an accepted one
// round-trips, has the recomputed hash and the one a new game gets,
// agrees with the naive implementation on its moves, and can be played
// from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, afterD3, afterE1E4, midGame, ring, lost, "c r", "1 r", "p b", "pc/cp r", "c1/1c r",
		"cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc r",
		"26 r", "27 r", "0 r", "//", "pcccc/ccccc r r", "Pc r",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		inProgress := func() *Game {
			g := load(t, startPos)
			play(t, g, "d3")
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
		if g.n*g.m <= 64 {
			nv, err := parseNaive(p)
			if err != nil {
				t.Fatalf("the naive parser rejects %q: %v", p, err)
			}
			if !nv.connected() {
				t.Fatalf("%q was accepted but is in several pieces", p)
			}
			if got, want := legalTexts(g), nv.moves(); len(got)+len(want) > 0 && !slices.Equal(got, want) {
				t.Fatalf("%q: moves %v, naive %v", p, got, want)
			}
		}
	})
}
