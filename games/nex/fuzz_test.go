package nex

import (
	"testing"

	"tabla/position"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, "11/11/11/11/11/11/11/11/11/11/BN9 p 0", pos95, pos96, posDraw, posNearEnd}

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
			g := load(t, start)
			m, err := g.ParseMove(s)
			if err != nil {
				if m != position.NoMove {
					t.Fatalf("ParseMove(%q) returned %v with an error", s, m)
				}
				continue
			}
			legal := false
			for _, l := range g.GenMoves(nil) {
				legal = legal || l == m
			}
			if !legal {
				t.Fatalf("ParseMove(%q) = %v, not a legal move at %s", s, m, start)
			}
			back, err := g.ParseMove(g.FormatMove(m))
			if err != nil || back != m {
				t.Fatalf("%q: FormatMove gives %q, which parses to %v, %v", s, g.FormatMove(m), back, err)
			}
			if back, err := g.ParseMove(s + "x"); err == nil {
				t.Fatalf("ParseMove(%q) = %v: trailing junk accepted", s+"x", back)
			}
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips: its
// Position() loads again to the same string and hash, and play goes on
// from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, pos94, pos95, pos96, pos97, posDraw, posPreDraw, posMate2,
		"11/11/11/11/11/11/11/11/11/11/BN9 p 0", "11/11/11/11/11/11/11/11/11/11/BN9 p 1",
		"11/11/11/11/11/11/11/11/11/11/011 b 0", "11/11/11/11/11/11/11/11/11/11/12 b 0", "//", startPos + " 0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := load(t, pos95)
		before, hash := g.Position(), g.Hash()
		if err := g.SetPosition(s); err != nil {
			if g.Position() != before || g.Hash() != hash {
				t.Fatalf("rejected %q changed the position", s)
			}
			return
		}
		p := g.Position()
		again := newGame(t)
		if err := again.SetPosition(p); err != nil {
			t.Fatalf("%q loaded, but its Position() %q does not: %v", s, p, err)
		}
		if again.Position() != p || again.Hash() != g.Hash() {
			t.Fatalf("%q does not round-trip: %q, hash %#x vs %#x", s, again.Position(), again.Hash(), g.Hash())
		}
		if over, _ := g.Outcome(); !over {
			_ = g.Evaluate()
		}
		moves := g.GenMoves(nil)
		if g.CountMoves() != len(moves) {
			t.Fatalf("CountMoves() = %d, GenMoves %d at %s", g.CountMoves(), len(moves), p)
		}
		for _, m := range moves[:min(len(moves), 300)] {
			g.Make(m)
			g.Unmake()
		}
		if g.Position() != p || g.Hash() != again.Hash() {
			t.Fatalf("playing from %q broke it", p)
		}
	})
}
