package reversi

import (
	"testing"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"f5", "F5", "pass", "0000", "a1", "h8", "i9", "a10", "", "e6 ", "\x00"} {
		f.Add(Start, s)
		f.Add("BBW5/8/8/8/8/8/8/8 w", s)
	}
	f.Fuzz(func(t *testing.T, pos, s string) {
		g := New()
		if g.SetPosition(pos) != nil {
			g = New()
		}
		m, err := g.ParseMove(s)
		if err != nil {
			return
		}
		// Whatever is accepted is legal and round-trips.
		text := g.FormatMove(m)
		back, err := g.ParseMove(text)
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %s, which reads back as %v, %v", s, text, back, err)
		}
		legal := false
		for _, l := range g.GenMoves(nil) {
			legal = legal || l == m
		}
		if !legal {
			t.Fatalf("ParseMove(%q) accepted an illegal move in %s", s, g.Position())
		}
		g.Make(m)
		g.Unmake()
	})
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		Start, "BBW5/8/8/8/8/8/8/8 w", "8/8/8/8/8/8/8/8 b", "8/8/8/3WB3/3BW3/8/8/8",
		"BBBBBBBB/WWWWWWWW/8/8/8/8/8/8 b", "9/8/8/8/8/8/8/8 b", "44/8/8/8/8/8/8/8 w", "8/8/8/3wb3/3bw3/8/8/8 b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := New()
		if err := g.SetPosition(s); err != nil {
			if g.Position() != Start {
				t.Fatalf("a failed SetPosition(%q) changed the position", s)
			}
			return
		}
		// Whatever is accepted round-trips, and the position is playable.
		text := g.Position()
		h := New()
		if err := h.SetPosition(text); err != nil || h.Position() != text || h.Hash() != g.Hash() {
			t.Fatalf("SetPosition(%q) gives %q, which does not round-trip (%v)", s, text, err)
		}
		for _, m := range g.GenMoves(nil) {
			g.Make(m)
			g.Evaluate()
			g.Unmake()
		}
		if g.Position() != text {
			t.Fatalf("Make/Unmake changed %q", text)
		}
		if g.Empties() <= 8 {
			g.Solve(-6400, 6400, nil)
		}
	})
}
