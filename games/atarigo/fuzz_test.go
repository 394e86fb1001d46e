package atarigo

import (
	"testing"

	"tabla/position"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{
	startPos, seedCapture, suicideWhite, seedDiagram2,
	fullBoard + " b 0 0 0", fullBoard + " b 1 0 0", fullBoard + " b 0 0 2",
	"WB7/B8/9/9/9/9/9/9/9 w 38 39 0",
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "I9", "e5", "pass", "PASS", "0000", "j1", "a10", "a0", "a01", "", "a", "1a", "a+1", "i-1", "\xff1", "swap"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range fuzzStarts {
			g := newGame(t, start)
			m, err := g.ParseMove(s)
			if err != nil {
				if m != position.NoMove {
					t.Fatalf("ParseMove(%q) returned %v with an error", s, m)
				}
				if g.Position() != start {
					t.Fatalf("a rejected move changed the position")
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
// Position() loads again to the same string and hash, the hash is the
// recomputed one, and play goes on from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(fuzzStarts,
		"9/9/9/9/9/9/9/9/9 b 40 40 1", "9/9/9/9/9/9/9/9/9 b 040 40 0", "9/9/9/9/9/9/9/9 b 40 40 0",
		"81 b 0 0 0", "9/9/9/9/9/9/9/9/9 b 40 40 0 0", "BBBBBBBBB/WWWWWWWWW/BBBBBBBBB/WWWWWWWWW/9/9/9/9/9 b 3 3 0",
		"//////// b 1 1 1", "9/9/9/9/4B4/9/9/9/9 w 39 40 0") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := newGame(t, "")
		play(t, g, "e5")
		before := g.Position()
		if err := g.SetPosition(s); err != nil {
			if g.Position() != before || len(g.hist) != 1 {
				t.Fatalf("rejected %q changed the position", s)
			}
			return
		}
		p := g.Position()
		again := newGame(t, "")
		if err := again.SetPosition(p); err != nil {
			t.Fatalf("%q loaded, but its Position() %q does not: %v", s, p, err)
		}
		if again.Position() != p || again.Hash() != g.Hash() || g.Hash() != g.st.computeHash() {
			t.Fatalf("%q does not round-trip: %q, hash %#x vs %#x", s, again.Position(), again.Hash(), g.Hash())
		}
		moves := g.GenMoves(nil)
		over, _ := g.Outcome()
		if over != (len(moves) == 0) {
			t.Fatalf("%q: over %v with %d moves", p, over, len(moves))
		}
		if !over {
			if e := g.Evaluate(); e <= -100_000 || e >= 100_000 {
				t.Fatalf("%q: Evaluate() = %d", p, e)
			}
			g.GenNoisy(nil)
			g.OrderHints(moves, make([]int32, len(moves)))
		}
		for _, m := range moves {
			g.Make(m)
			g.Unmake()
		}
		if g.Position() != p {
			t.Fatalf("playing from %q broke it", p)
		}
	})
}
