package sixteenstones

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
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
	positiontest.FuzzParseMove(f, load, fuzzStarts, []string{
		"c3", "d1-c1xb1", "a1-a2/s/d1-c1", "s/d1-c1/a1-a2", "b2-c3xd3", "pass", "0000", "S", "a1-a2/s", "e5>e6", "", "/", "x", "a1-a2xb1xb1",
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and plays,
// evaluates even when the game is over, and passes legal for every move
// it generates.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(fuzzStarts, conformStarts...) {
		f.Add(s)
	}
	for _, s := range []string{"5/5/5/5/5 b 8 8 0 0 RB 0 0", "RRRRR/RRRR1/5/5/5 r 0 0 0 0 - 0 0", "5/5/5/5/5 r 8 8 0 0 RB 2 0", "rrrr1/bbbb1/5/5/5 b 0 0 4 4 - 1 9", "//"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return New() }, s)
		g := New()
		if g.SetPosition(s) != nil {
			return
		}
		_ = g.Evaluate()
		for _, m := range g.GenMoves(nil) {
			if !g.legal(m) {
				t.Fatalf("%q: generated %s fails legal", g.Position(), g.FormatMove(m))
			}
		}
	})
}
