package dotsboxes

import (
	"slices"
	"testing"

	"tabla/position"
)

// fuzzStarts are the positions every fuzzed move is tried in.
var fuzzStarts = []string{startPos, example2, example3Before, example3After}

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
			g := setup(t, start)
			m, err := g.ParseMove(s)
			if err != nil {
				if m != position.NoMove {
					t.Fatalf("ParseMove(%q) returned %v with an error", s, m)
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
// string changes nothing, and that an accepted one round-trips and can be
// played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, example2, example3Before, example3After, "5/11/5/11/5/11/5/11/5 o",
		"5/11/5/11/5/11/5/11/5", "5/11/5/11/5/11/5/11/5 x x", "5/1X9/5/11/5/11/5/11/5 x",
		"-4/|1|8/-4/11/5/11/5/11/5 x", "-----/|X|X|X|X|X|/-----/|X|X|X|X|X|/-----/|O|O|O|O|O|/-----/|O|O|O|O|O|/----- o",
		"//////// x", "05/11/5/11/5/11/5/11/5 x", "5/011/5/11/5/11/5/11/5 x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := setup(t, example2)
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
			t.Fatalf("%q does not round-trip: %q", s, again.Position())
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
