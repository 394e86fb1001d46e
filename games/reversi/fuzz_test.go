package reversi

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// FuzzParseMove checks that ParseMove never panics in any position
// SetPosition accepts (the start otherwise), and that whatever it accepts
// is a legal move whose text parses back to it and can be made and taken
// back.
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
		positiontest.CheckParseMove(t, g, s)
		if m, err := g.ParseMove(s); err == nil {
			g.Make(m)
			g.Unmake()
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and is
// playable: every move makes, evaluates and takes back, and a position
// with few empties solves.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		Start, "BBW5/8/8/8/8/8/8/8 w", "8/8/8/8/8/8/8/8 b", "8/8/8/3WB3/3BW3/8/8/8",
		"BBBBBBBB/WWWWWWWW/8/8/8/8/8/8 b", "9/8/8/8/8/8/8/8 b", "44/8/8/8/8/8/8/8 w", "8/8/8/3wb3/3bw3/8/8/8 b",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return New() }, s)
		g := New()
		if g.SetPosition(s) != nil {
			return
		}
		for _, m := range g.GenMoves(nil) {
			g.Make(m)
			g.Evaluate()
			g.Unmake()
		}
		if g.Empties() <= 8 {
			g.Solve(-6400, 6400, nil)
		}
	})
}
