package positiontest

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// CheckParseMove is the body of a game's ParseMove fuzz target. Parsing s
// in g must not panic or change the position. A rejected text must come
// back as NoMove; an accepted one must be a legal move whose canonical
// text parses back to the same move, and the text with trailing junk
// must be rejected.
//
//	f.Fuzz(func(t *testing.T, s string) {
//		for _, start := range starts {
//			positiontest.CheckParseMove(t, load(t, start), s)
//		}
//	})
func CheckParseMove(t *testing.T, g position.Playable, s string) {
	t.Helper()
	before, hash := g.Position(), g.Hash()
	m, err := g.ParseMove(s)
	if g.Position() != before || g.Hash() != hash {
		t.Fatalf("ParseMove(%q) changed the position %q", s, before)
	}
	if err != nil {
		if m != position.NoMove {
			t.Fatalf("ParseMove(%q) returned %v with an error", s, m)
		}
		return
	}
	if !slices.Contains(g.GenMoves(nil), m) {
		t.Fatalf("ParseMove(%q) = %v, not a legal move at %q", s, m, before)
	}
	text := g.FormatMove(m)
	if back, err := g.ParseMove(text); err != nil || back != m {
		t.Fatalf("%q: FormatMove gives %q, which parses to %v, %v", s, text, back, err)
	}
	if back, err := g.ParseMove(s + "x"); err == nil {
		t.Fatalf("ParseMove(%q) = %v: trailing junk accepted", s+"x", back)
	}
}

// CheckSetPosition is the body of a game's SetPosition fuzz target. Loading
// s into a new game must not panic. A rejected string must leave the
// position as it was; an accepted one must round-trip (its Position()
// loads again to the same string and hash), and every legal move from it
// must make and unmake back to it.
func CheckSetPosition(t *testing.T, newGame func() position.Playable, s string) {
	t.Helper()
	g := newGame()
	before, hash := g.Position(), g.Hash()
	if err := g.SetPosition(s); err != nil {
		if g.Position() != before || g.Hash() != hash {
			t.Fatalf("rejected %q changed the position", s)
		}
		return
	}
	p, h := g.Position(), g.Hash()
	again := newGame()
	if err := again.SetPosition(p); err != nil {
		t.Fatalf("%q loaded, but its Position() %q does not: %v", s, p, err)
	}
	if again.Position() != p || again.Hash() != h {
		t.Fatalf("%q does not round-trip: %q, hash %#x vs %#x", s, again.Position(), again.Hash(), h)
	}
	if over, _ := g.Outcome(); !over {
		_ = g.Evaluate()
	}
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		g.Outcome()
		g.Unmake()
	}
	if g.Position() != p || g.Hash() != h {
		t.Fatalf("playing from %q broke it: now %q", p, g.Position())
	}
}

// FuzzParseMove is a game's whole ParseMove fuzz target: it seeds the
// corpus with seeds and runs CheckParseMove on every text in each of the
// positions starts, which load sets up.
//
//	func FuzzParseMove(f *testing.F) {
//		positiontest.FuzzParseMove(f, load, fuzzStarts, []string{"a1-b2", "pass", ""})
//	}
func FuzzParseMove[G position.Playable](f *testing.F, load func(testing.TB, string) G, starts, seeds []string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, start := range starts {
			CheckParseMove(t, load(t, start), s)
		}
	})
}

// CheckIllegalMove is the body of a row of a game's illegal-move table:
// g must reject the text s, returning NoMove and an error that wraps
// position.ErrIllegal exactly when illegal is set (else the text is
// malformed) and whose text contains reason, and it must leave the
// position and the hash as they were.
func CheckIllegalMove(t testing.TB, g position.Playable, s string, illegal bool, reason string) {
	t.Helper()
	pos, hash := g.Position(), g.Hash()
	m, err := g.ParseMove(s)
	if err == nil {
		t.Fatalf("ParseMove(%q) accepted %s at %s", s, g.FormatMove(m), pos)
	}
	if m != position.NoMove {
		t.Errorf("ParseMove(%q) returned %v with an error", s, m)
	}
	if errors.Is(err, position.ErrIllegal) != illegal {
		t.Errorf("error %q: ErrIllegal = %v, want %v", err, !illegal, illegal)
	}
	if !strings.Contains(err.Error(), reason) {
		t.Errorf("error %q does not say %q", err, reason)
	}
	if g.Position() != pos || g.Hash() != hash {
		t.Errorf("the rejected %q changed the position %s", s, pos)
	}
}
