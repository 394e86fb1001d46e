package foxhounds

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// The evaluation works on the 8×8 grid (square = rank*8 + file), where a
// diagonal step is a shift.
const (
	notFileA  uint64 = 0xfefefefefefefefe
	notFileH  uint64 = 0x7f7f7f7f7f7f7f7f
	rank8Mask uint64 = 0xff00000000000000
)

// spread is the set of squares one diagonal step from b.
func spread(b uint64) uint64 {
	return (b<<9)&notFileA | (b<<7)&notFileH | (b>>7)&notFileA | (b>>9)&notFileH
}

// foxReach is the region the fox could walk to if the hounds stood still:
// a flood fill over the empty squares from the square fox.
func foxReach(fox int, houndSquares uint64) uint64 {
	free := ^houndSquares
	reach := uint64(1) << fox
	for {
		next := reach | spread(reach)&free
		if next == reach {
			return reach
		}
		reach = next
	}
}

// houndSquares is the set of the hounds' squares on the 8×8 grid.
func houndSquares(hounds uint64) uint64 {
	var s uint64
	for b := hounds; b != 0; b &= b - 1 {
		s |= 1 << squareOf[bits.TrailingZeros64(b)]
	}
	return s
}

// Evaluation weights, in centi-units of a heuristic pawn, from the
// hounds' side. The hounds win by keeping a wall the fox cannot pass and
// closing it in; the fox wins by slipping behind the wall.
const (
	weightBreakthrough = 600 // the fox can walk to rank 8 past still hounds
	weightPassed       = 50  // per hound level with or below the fox: it can no longer stop it
	weightRegion       = 8   // per square of the fox's region
	weightFoxMobility  = 20  // per fox step
	weightSpread       = 40  // per rank between the hounds' highest and lowest
)

// evalTerms computes the evaluation's parts from the hounds' side.
func (g *Game) evalTerms() (breakthrough, passed, region, mobility, spreadTerm int) {
	hs := houndSquares(g.Hounds())
	reach := foxReach(squareOf[g.Runner()], hs)
	if reach&rank8Mask != 0 {
		breakthrough = -weightBreakthrough
	}
	foxRank := rankOf[g.Runner()]
	lo, hi := 7, 0
	for b := g.Hounds(); b != 0; b &= b - 1 {
		r := rankOf[bits.TrailingZeros64(b)]
		if r <= foxRank {
			passed -= weightPassed
		}
		lo, hi = min(lo, r), max(hi, r)
	}
	region = -weightRegion * bits.OnesCount64(reach)
	mobility = -weightFoxMobility * bits.OnesCount64(g.RunnerMoves())
	spreadTerm = -weightSpread * (hi - lo)
	return
}

// Evaluate scores the position from the side to move: whether the fox has
// a way through the hounds' wall, hounds it has passed, the size of the
// region it can roam, its mobility, and how ragged the wall is.
func (g *Game) Evaluate() int {
	a, b, c, d, e := g.evalTerms()
	v := a + b + c + d + e
	if g.toMove() == Fox {
		return -v
	}
	return v
}

// EvalTerms breaks Evaluate down, from the side to move.
func (g *Game) EvalTerms() []position.EvalTerm {
	a, b, c, d, e := g.evalTerms()
	sign := 1
	if g.toMove() == Fox {
		sign = -1
	}
	return []position.EvalTerm{
		{Name: "breakthrough", Score: sign * a},
		{Name: "passed hounds", Score: sign * b},
		{Name: "fox region", Score: sign * c},
		{Name: "fox mobility", Score: sign * d},
		{Name: "wall spread", Score: sign * e},
	}
}

// OrderHints ranks the moves by the fox's region after them: the fox
// tries first the steps that open a way to rank 8 and lead upwards; the
// hounds try first the steps that shut the fox into the smallest region.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	hs := houndSquares(g.Hounds())
	for i, m := range moves {
		from, to := pointgraph.From(m), pointgraph.To(m)
		if g.toMove() == Fox {
			reach := foxReach(squareOf[to], hs)
			s := 10 * rankOf[to]
			if reach&rank8Mask != 0 {
				s += 1000
			}
			scores[i] = int32(s - bits.OnesCount64(board.Adj(to)&^g.Hounds()&^(1<<from)))
			continue
		}
		after := hs ^ (1<<squareOf[from] | 1<<squareOf[to])
		reach := foxReach(squareOf[g.Runner()], after)
		s := -4 * bits.OnesCount64(reach)
		if reach&rank8Mask != 0 {
			s -= 1000
		}
		scores[i] = int32(s)
	}
}
