package quoridor

import (
	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in hundredths of a step.
const (
	stepValue = 100 // one step of the shortest-path race
	wallValue = 35  // a wall in hand: a threat to lengthen the other path
	tempo     = 50  // the side to move is half a step ahead in the race
)

// Evaluate scores the position for the side to move: the difference of
// the two shortest path lengths to the goals (pawns ignored), plus the
// difference of walls in hand, plus the tempo of having the move; or,
// with the option eval=learned, the learned evaluation (learned.go).
func (g *Game) Evaluate() int {
	if g.learned != nil {
		return g.learnedEval()
	}
	terms := g.evalTerms()
	return terms[0] + terms[1] + terms[2]
}

// evalTerms returns the path, walls and tempo terms without allocating.
func (g *Game) evalTerms() [3]int {
	st := &g.st
	me, opp := int(st.side), int(st.side^1)
	d := g.Distances()
	return [3]int{
		stepValue * (d[opp] - d[me]),
		wallValue * (int(st.left[me]) - int(st.left[opp])),
		tempo,
	}
}

// EvalTerms breaks Evaluate down for the protocol's eval command; with
// the learned evaluation the terms are its blocks of features.
func (g *Game) EvalTerms() []position.EvalTerm {
	if g.learned != nil {
		return g.learnedTerms()
	}
	t := g.evalTerms()
	return []position.EvalTerm{{Name: "paths", Score: t[0]}, {Name: "walls", Score: t[1]}, {Name: "tempo", Score: t[2]}}
}

// OrderHints ranks pawn moves by how close they bring the pawn to its
// goal, then walls that cut the opponent's shortest path, nearest the
// opponent's pawn first, then the other walls.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	st := &g.st
	me, opp := int(st.side), int(st.side^1)
	goal := rowMask[goalRow[me]]
	oppCut, _, _ := pathSlots(int(st.pawn[opp]), rowMask[goalRow[opp]], st.north, st.east, &g.layers)
	ox, oy := int(st.pawn[opp])%size, int(st.pawn[opp])/size
	for i, m := range moves {
		switch {
		case m < cells:
			scores[i] = int32(10_000 - 100*g.distTo(int(m), goal))
		case isWall(m):
			o, s := wallOf(m)
			sx, sy := s%slotSide, s/slotSide
			near := int32(abs(sx-ox) + abs(sy-oy))
			if oppCut[o]>>uint(s)&1 != 0 {
				scores[i] = 5_000 - near
			} else {
				scores[i] = 1_000 - near
			}
		default:
			scores[i] = 0
		}
	}
}

// distTo is the length of the shortest path from cell c to goal.
func (g *Game) distTo(c int, goal bitboard) int {
	d := distance(c, goal, g.st.north, g.st.east)
	if d < 0 {
		return cells
	}
	return d
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
