package rastros

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// noPath stands for the distance to a home square that the white piece
// can no longer reach.
const noPath = 12

// Weights of the evaluation terms, in centi-units.
const (
	raceWeight   = 20 // per step of distance to the homes
	parityWeight = 50 // for the side that would make the last move of a closed region
	mobWeight    = 5  // per empty neighbour of the white piece
)

// reach measures the white piece's free region by a breadth-first flood
// through empty cells: the number of steps to each home square (noPath
// when it cannot be reached) and the number of empty cells it can reach.
// Home squares end a path, so the flood does not go on through them.
func (g *Game) reach() (dist [2]int, region int) {
	dist = [2]int{noPath, noPath}
	homes := position.Bits64(0).With(homeCells[0]).With(homeCells[1])
	empty := boardMask &^ g.black
	frontier := position.Bits64(0).With(g.white)
	seen := frontier
	for d := 1; frontier != 0; d++ {
		frontier = spread(frontier&^homes) & empty &^ seen
		seen |= frontier
		for s := first; s <= second; s++ {
			if dist[s] == noPath && frontier.Has(s.home()) {
				dist[s] = d
			}
		}
	}
	return dist, seen.Count() - 1
}

// Evaluate scores the position for the side to move. The race term counts
// how much nearer the white piece is, through empty cells, to the mover's
// home than to the opponent's. Once neither home can be reached, the game
// is decided by who is blocked first, and the parity term guesses that the
// mover makes the last step when the free region has an odd number of
// cells. A small mobility term prefers room to move.
func (g *Game) Evaluate() int {
	race, parity, mob := g.terms()
	return race + parity + mob
}

func (g *Game) terms() (race, parity, mob int) {
	dist, region := g.reach()
	me, you := g.toMove, g.toMove^1
	race = raceWeight * (dist[you] - dist[me])
	if dist[me] == noPath && dist[you] == noPath {
		parity = parityWeight
		if region%2 == 0 {
			parity = -parityWeight
		}
	}
	mob = mobWeight * g.CountMoves()
	return race, parity, mob
}

// EvalTerms breaks Evaluate down into its terms.
func (g *Game) EvalTerms() []position.EvalTerm {
	race, parity, mob := g.terms()
	return []position.EvalTerm{
		{Name: "race", Score: race},
		{Name: "parity", Score: parity},
		{Name: "mobility", Score: mob},
	}
}

// OrderHints puts a step onto the mover's home first (it wins), then
// steps by how near they bring the white piece to the mover's home, and
// last the steps onto or next to the opponent's home, which lose at once
// (the opponent's home is never blocked).
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	mine, theirs := g.toMove.home(), (g.toMove ^ 1).home()
	for k, m := range moves {
		to := moveTo(m)
		switch {
		case to == mine:
			scores[k] = 1000
		case to == theirs:
			scores[k] = -1000
		case neighbours[to].Has(theirs):
			scores[k] = -500
		default:
			// Fewer free neighbours for the opponent, then nearer home.
			free := bits.OnesCount64(uint64(neighbours[to] &^ g.black.With(g.white)))
			scores[k] = int32(-10*chebyshev(to, mine) - free)
		}
	}
}
