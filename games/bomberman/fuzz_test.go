package bomberman

import (
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
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
	positiontest.FuzzParseMove(f, load, fuzzStarts, []string{
		"b12-b11", "b12-c12/B", "Ab4/b3-b2", "pass", "0000", "b12-b10", "A/b-c", "aa1-ab1", "-", "/B", "b3-b2/b", "\xff",
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips, plays and
// takes back every move, each one formatted and evaluated on the way.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(slices.Clone(fuzzStarts),
		"wXY 1 3 0 0 0 0 0", "X/Y 2 1 5 5 9 9 9", "w 1 3 0 0 0 0 0", "bbb/XiY/jbb 1 2 0 0 1 0 4",
		"65536X 1 3 0 0 0 0 0", "99999999999999999999X 1 3 0 0 0 0 0", "X1Y 1 3 0 0 0 0 0 0") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return New() }, s)
		g := New()
		if g.SetPosition(s) != nil {
			return
		}
		pos, hash := g.Position(), g.Hash()
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
	})
}
