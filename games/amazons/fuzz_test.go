package amazons

import (
	"testing"

	"tabla/position"
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
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and can be
// played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{Start, afterExample, boxedIn, race, corridor, "10/10/10/10/10/10/10/10/10/10 b",
		"WWWWWWWWx1/BBBBBBBB2/10/10/10/10/10/10/10/10 w", "9/10 w", "//", "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := newGame(t)
		before, hash := g.Position(), g.Hash()
		if err := g.SetPosition(s); err != nil {
			if g.Position() != before || g.Hash() != hash {
				t.Fatalf("rejected %q changed the position", s)
			}
			return
		}
		p := g.Position()
		again := load(t, p)
		if again.Position() != p || again.Hash() != g.Hash() {
			t.Fatalf("%q does not round-trip: %q, hash %#x vs %#x", s, again.Position(), again.Hash(), g.Hash())
		}
		if over, _ := g.Outcome(); !over {
			_ = g.Evaluate()
		}
		moves := g.GenMoves(nil)
		if g.CountMoves() != len(moves) {
			t.Fatalf("CountMoves %d != %d moves at %q", g.CountMoves(), len(moves), p)
		}
		for _, m := range moves {
			g.Make(m)
			g.Unmake()
		}
		if g.Position() != p || g.Hash() != again.Hash() {
			t.Fatalf("playing from %q broke it", p)
		}
	})
}
