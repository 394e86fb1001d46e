package chomp

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// parityWeight is the score of the parity term, in centi-units.
const parityWeight = 20

// Evaluate is a weak heuristic for an impartial game, where no cell
// belongs to either side: if the game went on one cell per move, the side
// to move would make the last move exactly when an odd number of
// chocolate cells remain. It scores +20 for an odd count and -20 for an
// even one. Search solves the default board exactly, so the heuristic
// matters only on large boards.
func (g *Game) Evaluate() int {
	if g.chocolate()%2 == 1 {
		return parityWeight
	}
	return -parityWeight
}

// chocolate counts the chocolate cells.
func (g *Game) chocolate() int {
	n := 0
	for r := range g.n {
		n += bits.OnesCount32(g.choc[r])
	}
	return n
}

// EvalTerms lists the chocolate count and the parity term.
func (g *Game) EvalTerms() []position.EvalTerm {
	return []position.EvalTerm{
		{Name: "chocolate cells", Score: g.chocolate()},
		{Name: "parity", Score: g.Evaluate()},
	}
}
