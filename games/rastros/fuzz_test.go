package rastros

import (
	"slices"
	"testing"

	"tabla/position"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{startPos, diagramA, diagramB, midGame, blocked}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e5-d4", "d4", "E5-F6", "c2-c1", "c1", "pass", "0000", "a0", "a01", "h1", "a8", "", "-", "e5-", "-d4", "e5-d4-c3", "\xff1", "d7-e7"} {
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
// string changes nothing, and that an accepted one round-trips and plays
// as the naive implementation says.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		startPos, diagramA, diagramB, midGame, blocked,
		"7/7/4W2/7/7/7/7 2", "7/7/7/7/7/7/W6 1", "6B/7/4W2/7/7/7/7 2", "07/7/4W2/7/7/7/7 1",
		"7/7/4W2/7/7/7/34 1", "//", "7/7/4W2/7/7/7/7 1 1", "8/7/4W2/7/7/7/7 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := fromRegistry(t)
		play(t, g, "e5-d4")
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
		n, err := parseNaive(p)
		if err != nil {
			t.Fatalf("the naive parser rejects %q: %v", p, err)
		}
		if got, want := legalTexts(g), n.steps(); !slices.Equal(got, want) {
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
