package product

import (
	"slices"
	"testing"

	"tabla/position"
)

// fuzzStarts are the positions every fuzzed move is tried in: the empty
// board (one stone), the second move, a middle game, the last move and a
// full board.
var fuzzStarts = []string{startPos, "5/6/7/8/4B4/8/7/6/5 w", leftDiagram, twoEmpty, example4}

// FuzzParseMove checks that ParseMove never panics, and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{
		"Be5", "We5", "bd4/we5", "WE6/BD4", "Ba1/Bb1/Bc1", "Bb3/Wh9", "Wh9/Wb3", "pass", "0000",
		"Be10", "Ba6", "Bi1", "B", "e5", "/", "Be5/", "/We5", "Be5/Be5", "Xe5", "B\xffe", "Ba01", "Ba+1",
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
		startPos, "5/6/7/8/4B4/8/7/6/5 w", leftDiagram, twoEmpty, example4, tieBlack,
		"5/6/7/8/9/8/7/6/5 w", "5/6/7/8/3BB4/8/7/6/5 w", "5/6/7/8/9/8/7/6 b", "5/6/7/8/09/8/7/6/5 b",
		"5/6/7/8/9/8/7/6/5", "5/6/7/8/9/8/7/6/5 b b", "//////// b", "5/6/7/8/10/8/7/6/5 b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := setup(t, "", "Be5")
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
		if len(moves) != g.CountMoves() {
			t.Fatalf("%d moves, CountMoves %d at %s", len(moves), g.CountMoves(), p)
		}
		for _, m := range moves[:min(len(moves), 50)] {
			g.Make(m)
			g.Unmake()
		}
		if g.Position() != p {
			t.Fatalf("playing from %q broke it", p)
		}
	})
}
