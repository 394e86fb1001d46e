package harehounds

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in centi-units of a heuristic pawn, from the
// hounds' side. The hounds win by taking away the hare's last free
// neighbour while keeping it to their right; they lose by letting it past
// their leftmost hound or by stalling.
const (
	weightHareFreedom = 40 // per free point next to the hare
	weightGap         = 25 // per column between the leftmost hound and the hare
	weightStall       = 8  // times the square of the stall counter
)

// terms computes the evaluation's parts from the hounds' side.
func (g *Game) terms() (freedom, gap, stall int) {
	freedom = -weightHareFreedom * bits.OnesCount64(g.RunnerMoves())
	gap = weightGap * (colOf[g.Runner()] - g.minHoundColumn())
	stall = -weightStall * g.Stall() * g.Stall()
	return freedom, gap, stall
}

// Evaluate scores the position from the side to move: the hare's
// freedom, its distance to the right of the hounds' rear, and how close
// the hounds are to losing by stalling.
func (g *Game) Evaluate() int {
	f, gap, s := g.terms()
	v := f + gap + s
	if g.toMove() == Hare {
		return -v
	}
	return v
}

// EvalTerms breaks Evaluate down, from the side to move.
func (g *Game) EvalTerms() []position.EvalTerm {
	f, gap, s := g.terms()
	sign := 1
	if g.toMove() == Hare {
		sign = -1
	}
	return []position.EvalTerm{
		{Name: "hare freedom", Score: sign * f},
		{Name: "gap", Score: sign * gap},
		{Name: "stall", Score: sign * s},
	}
}

// OrderHints ranks hound moves that leave the hare fewest free points
// first, forward moves before vertical ones; and hare moves towards the
// left (the escape) and into open space first.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	occ := g.Occupied()
	for i, m := range moves {
		from, to := pointgraph.From(m), pointgraph.To(m)
		after := occ ^ (1<<from | 1<<to)
		if g.toMove() == Hounds {
			s := -100 * bits.OnesCount64(board.Adj(g.Runner())&^after)
			if !isVertical(from, to) {
				s += 10 + 5*g.Stall()
			}
			scores[i] = int32(s)
			continue
		}
		scores[i] = int32(10*bits.OnesCount64(board.Adj(to)&^after) - 50*colOf[to])
	}
}
