package chomp

import (
	"slices"
	"testing"

	"tabla/position"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, afterD3, afterE1E4, midGame, ring, lost}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d3", "a2-c3", "C3-A2", "a3-b2", "c1-c4", "d4-e4", "e1-e4", "pass", "0000", "a0", "a01", "f1", "a5", "", "-", "a1-", "-a1", "a1--b2", "a1-b2-c3", "z26", "d3-d3", "\xff1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := load(t, start)
			m, err := g.ParseMove(s)
			if err != nil {
				if m != position.NoMove {
					t.Fatalf("ParseMove(%q) returned %v with an error", s, m)
				}
				if g.Position() != start {
					t.Fatalf("a rejected ParseMove(%q) changed the position", s)
				}
				continue
			}
			if !slices.Contains(g.GenMoves(nil), m) {
				t.Fatalf("ParseMove(%q) = %v, not a legal move at %s", s, m, start)
			}
			back, err := g.ParseMove(g.FormatMove(m))
			if err != nil || back != m {
				t.Fatalf("%q: FormatMove gives %q, which parses to %v, %v", s, g.FormatMove(m), back, err)
			}
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips, agrees
// with the naive implementation on its moves, and can be played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, afterD3, afterE1E4, midGame, ring, lost, "c r", "1 r", "p b", "pc/cp r", "c1/1c r",
		"cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc/cc r",
		"26 r", "27 r", "0 r", "//", "pcccc/ccccc r r", "Pc r",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := load(t, startPos)
		play(t, g, "d3")
		before := g.Position()
		if err := g.SetPosition(s); err != nil {
			if g.Position() != before {
				t.Fatalf("rejected %q changed the position", s)
			}
			return
		}
		p := g.Position()
		again := fromRegistry(t)
		if err := again.SetPosition(p); err != nil {
			t.Fatalf("%q loaded, but its Position() %q does not: %v", s, p, err)
		}
		if again.Position() != p || again.Hash() != g.Hash() || g.Hash() != g.computeHash() {
			t.Fatalf("%q does not round-trip: %q", s, again.Position())
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
		for _, m := range g.GenMoves(nil) {
			g.Make(m)
			g.Unmake()
		}
		if g.Position() != p {
			t.Fatalf("playing from %q broke it", p)
		}
	})
}
