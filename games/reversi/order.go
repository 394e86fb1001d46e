package reversi

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// xGuard and cGuard map each X-square and C-square to the corner next to
// it (0 for other squares).
var xGuard, cGuard = func() (x, c [64]uint64) {
	for _, cg := range cornerGroups {
		x[bits.TrailingZeros64(cg.x)] = cg.corner
		for b := cg.c; b != 0; b &= b - 1 {
			c[bits.TrailingZeros64(b)] = cg.corner
		}
	}
	return x, c
}()

// OrderHints ranks moves for search: corners first, then moves that leave
// the opponent the fewest replies (counting corner replies twice), with
// X-squares and, less so, C-squares next to an empty corner pushed back.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	empty := ^(g.p | g.o)
	for i, m := range moves {
		if m == Pass {
			scores[i] = 0
			continue
		}
		sq := int(m)
		x := uint64(1) << uint(sq)
		f := flips(sq, g.p, g.o)
		replies := mobility(g.o&^f, g.p|f|x)
		s := -100 * int32(bits.OnesCount64(replies)+bits.OnesCount64(replies&corners))
		switch {
		case x&corners != 0:
			s += 10000
		case xGuard[sq]&empty != 0:
			s -= 5000
		case cGuard[sq]&empty != 0:
			s -= 1000
		}
		scores[i] = s
	}
}
