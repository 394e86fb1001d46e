package bomberman

import (
	"slices"
	"testing"

	"tabla/position"
)

var fuzzStarts = []string{
	def,
	"wwwwwwww/wi5w/wX3Y1w/w6w/wwwwwwww 1 3 0 0 0 0 0",
	"wwwwwww/wXw3w/w1wwwYw/wwwwwww 1 3 0 0 0 0 0",
	"wwwwwww/wiX3w/w5w/w4Yw/wwwwwww 1 3 0 0 0 0 0",
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is legal and round-trips.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"b12-b11", "b12-c12/B", "Ab4/b3-b2", "pass", "0000", "b12-b10", "A/b-c", "aa1-ab1", "-", "/B", "b3-b2/b", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := load(t, start)
			m, err := g.ParseMove(s)
			if err != nil {
				if g.Position() != start {
					t.Fatalf("rejected ParseMove(%q) changed the position", s)
				}
				continue
			}
			if !slices.Contains(g.GenMoves(nil), m) {
				t.Fatalf("ParseMove(%q) = %v, not legal at %s", s, m, start)
			}
			if back, err := g.ParseMove(g.FormatMove(m)); err != nil || back != m {
				t.Fatalf("%q: FormatMove %q parses to %v, %v", s, g.FormatMove(m), back, err)
			}
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips, plays and
// takes back every move.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(slices.Clone(fuzzStarts),
		"wXY 1 3 0 0 0 0 0", "X/Y 2 1 5 5 9 9 9", "w 1 3 0 0 0 0 0", "bbb/XiY/jbb 1 2 0 0 1 0 4",
		"65536X 1 3 0 0 0 0 0", "99999999999999999999X 1 3 0 0 0 0 0", "X1Y 1 3 0 0 0 0 0 0") {
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
		pos, hash := g.Position(), g.Hash()
		h := New()
		if err := h.SetPosition(pos); err != nil || h.Position() != pos || h.Hash() != hash {
			t.Fatalf("%q: Position %q does not round-trip (%v)", s, pos, err)
		}
		for _, m := range g.GenMoves(nil) {
			g.FormatMove(m)
			g.Make(m)
			g.Position()
			g.Evaluate()
			g.Unmake()
			if g.Position() != pos || g.Hash() != hash {
				t.Fatalf("%q: Make/Unmake of %v changed the position", s, m)
			}
		}
		var _ position.Playable = g
	})
}
