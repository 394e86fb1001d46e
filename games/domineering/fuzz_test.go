package domineering

import (
	"testing"

	"tabla/position"
)

// fuzzStarts are positions to try every fuzzed move in, with the options
// they need.
var fuzzStarts = []struct {
	settings []string
	pos      string
}{
	{nil, "8/8/8/8/8/8/8/8 v"},
	{nil, "8/8/8/8/8/8/8/8 h"},
	{nil, "8/8/8/8/8/8/V7/V7 h"},
	{nil, "8/HHHHHHHH/HHHHHHHH/VVVVHHHH/VVVVHHHH/VVVVVVVV/VVVVVVVV/8 v"},
	{[]string{"rows=3", "cols=5"}, "5/1HH2/5 v"},
	{[]string{"rows=1", "cols=1"}, "1 h"},
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "D4", "h8", "g8", "i1", "a9", "a0", "a01", "pass", "0000", "", "a", "1a", "a+1", "\xff1", "z26"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := newGame(t, start.settings...)
			if err := g.SetPosition(start.pos); err != nil {
				t.Fatal(err)
			}
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
				t.Fatalf("ParseMove(%q) = %v, not a legal move at %s", s, m, start.pos)
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
		"8/8/8/8/8/8/8/8 v", "8/8/8/8/8/8/V7/V7 h", "8/HHHHHHHH/HHHHHHHH/VVVVHHHH/VVVVHHHH/VVVVVVVV/VVVVVVVV/8 v",
		"5/1HH2/5 v", "3/3 h", "V/V h", "1 v", "HH v", "8/8/8/8/8/8/8/V7 h", "//", "8/8/8/8/8/8/8/8 v 0", "08/8/8/8/8/8/8/8 v",
	} {
		f.Add(s)
	}
	settings := [][]string{nil, {"rows=3", "cols=5"}, {"rows=1", "cols=1"}, {"rows=2", "cols=1"}, {"rows=1", "cols=2"}, {"rows=2", "cols=3", "first=horizontal"}}
	f.Fuzz(func(t *testing.T, s string) {
		for _, set := range settings {
			g := newGame(t, set...)
			before, hash := g.Position(), g.Hash()
			if err := g.SetPosition(s); err != nil {
				if g.Position() != before || g.Hash() != hash {
					t.Fatalf("rejected %q changed the position", s)
				}
				continue
			}
			p := g.Position()
			again := newGame(t, set...)
			if err := again.SetPosition(p); err != nil {
				t.Fatalf("%v: %q loaded, but its Position() %q does not: %v", set, s, p, err)
			}
			if again.Position() != p || again.Hash() != g.Hash() {
				t.Fatalf("%v: %q does not round-trip: %q, hash %#x vs %#x", set, s, again.Position(), again.Hash(), g.Hash())
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
		}
	})
}
