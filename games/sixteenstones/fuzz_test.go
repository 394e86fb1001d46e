package sixteenstones

import (
	"slices"
	"testing"

	"tabla/position"
)

var fuzzStarts = []string{
	"5/5/5/5/5 r 8 8 0 0 RB 0 0",
	"B3B/5/5/5/RB1R1 r 0 0 1 0 - 0 0",
	"B1R1B/2B2/3BR/1R3/5 r 0 0 1 0 - 0 0",
	"3BR/3BB/5/BB3/RB3 r 0 0 0 0 - 0 0",
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a generated move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"c3", "d1-c1xb1", "a1-a2/s/d1-c1", "s/d1-c1/a1-a2", "b2-c3xd3", "pass", "0000", "S", "a1-a2/s", "e5>e6", "", "/", "x", "a1-a2xb1xb1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := load(t, start)
			m, err := g.ParseMove(s)
			if err != nil {
				if m != position.NoMove || g.Position() != start {
					t.Fatalf("rejected %q returned %v or changed the position", s, m)
				}
				continue
			}
			if !slices.Contains(g.GenMoves(nil), m) {
				t.Fatalf("ParseMove(%q) = %#x, not generated at %s", s, m, start)
			}
			if back, err := g.ParseMove(g.FormatMove(m)); err != nil || back != m {
				t.Fatalf("%q: %q parses to %v, %v", s, g.FormatMove(m), back, err)
			}
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and plays.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(fuzzStarts, conformStarts...) {
		f.Add(s)
	}
	for _, s := range []string{"5/5/5/5/5 b 8 8 0 0 RB 0 0", "RRRRR/RRRR1/5/5/5 r 0 0 0 0 - 0 0", "5/5/5/5/5 r 8 8 0 0 RB 2 0", "rrrr1/bbbb1/5/5/5 b 0 0 4 4 - 1 9", "//"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := New()
		before := g.Position()
		if err := g.SetPosition(s); err != nil {
			if g.Position() != before {
				t.Fatalf("rejected %q changed the position", s)
			}
			return
		}
		p := g.Position()
		again := New()
		if err := again.SetPosition(p); err != nil || again.Position() != p || again.Hash() != g.Hash() {
			t.Fatalf("%q: Position %q does not round-trip: %v", s, p, err)
		}
		_, _ = g.Outcome()
		_ = g.Evaluate()
		for _, m := range g.GenMoves(nil) {
			if !g.legal(m) {
				t.Fatalf("%q: generated %s fails legal", p, g.FormatMove(m))
			}
			g.Make(m)
			g.Unmake()
		}
		if g.Position() != p {
			t.Fatalf("playing from %q broke it", p)
		}
	})
}
