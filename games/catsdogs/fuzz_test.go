package catsdogs

import (
	"slices"
	"testing"

	"tabla/position"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, afterD5, exampleB, midGame, terminalPos}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d5", "E4", "a1", "h8", "c5", "pass", "0000", "a0", "a01", "i1", "a9", "", "d", "5d", "d+5", "d-5", "\xff1", "h6"} {
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
// Position() loads again to the same string and hash, it is a position
// play can reach (the naive implementation agrees on its moves), and
// play goes on from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, afterD5, exampleB, exampleBCats, midGame, terminalPos,
		"8/8/8/8/8/8/8/8 d", "8/8/8/3CD3/8/8/8/8 c", "8/8/8/4D3/3C4/8/8/8 c", "08/8/8/8/8/8/8/8 c",
		"8/8/8/8/8/8/8/44 c", "//", "8/8/8/8/8/8/8/8 c c", "9/8/8/8/8/8/8/8 c",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := fromRegistry(t)
		play(t, g, "d5")
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
			t.Fatalf("%q does not round-trip: %q, hash %#x vs %#x", s, again.Position(), again.Hash(), g.Hash())
		}
		n, err := parseNaive(p, 8, 8, true, standardSupply)
		if err != nil {
			t.Fatalf("the naive parser rejects %q: %v", p, err)
		}
		if got, want := legalTexts(g), n.moves(); len(got)+len(want) > 0 && !slices.Equal(got, want) {
			t.Fatalf("%q: moves %v, naive %v", p, got, want)
		}
		if over, _ := g.Outcome(); !over {
			_ = g.Evaluate()
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
