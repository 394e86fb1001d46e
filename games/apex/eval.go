package apex

import (
	"strconv"

	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in centi-pieces.
const (
	// distWeight is the value of one point less to fill on a side's
	// cheapest chain between its corners.
	distWeight = 100
	// tempoBonus is the value of being to move: the mover shortens its
	// chain first.
	tempoBonus = 40
	// handWeight values a piece in hand: it can enter on either corner
	// and go far along a line, so it is worth a little more than one
	// stranded on the board.
	handWeight = 5
	// oppCost is the cost of a point held by the opponent on a chain: it
	// must be captured before it can be used, which takes a move of a
	// piece on the board and gives the opponent the piece back.
	oppCost = 3
)

// chainDistance is the number of points side still has to fill to join
// its corners by an 8-connected chain, counting an empty point as 1, an
// own piece as 0 and an opponent's piece as oppCost. It is a
// Dijkstra search over bit sets, with a ring of four buckets since no
// step costs more than 3.
func (g *Game) chainDistance(side Side) int {
	geo := g.geo
	own, opp := g.st.own[side], g.st.own[side^1]
	empty := geo.all &^ (own | opp)
	start, goal := geo.corners[side][0], geo.corners[side][1]
	var bucket [4]position.Bits64
	startSet := position.Bits64(0).With(start)
	switch {
	case own.Has(start):
		bucket[0] = startSet
	case opp.Has(start):
		bucket[oppCost&3] = startSet
	default:
		bucket[1] = startSet
	}
	var visited position.Bits64
	for d := 0; d <= oppCost*maxCells; d++ {
		level := bucket[d&3] &^ visited
		bucket[d&3] = 0
		if level == 0 {
			continue
		}
		// Own pieces next to the level cost nothing more.
		for {
			more := geo.grow(level) & own &^ visited &^ level
			if more == 0 {
				break
			}
			level |= more
		}
		if level.Has(goal) {
			return d
		}
		visited |= level
		next := geo.grow(level) &^ visited
		bucket[(d+1)&3] |= next & empty
		bucket[(d+oppCost)&3] |= next & opp
	}
	return oppCost * maxCells // not reached: every point is reachable
}

// Evaluate scores the position for the side to move: the difference of
// the two sides' chain distances, a tempo bonus and a small bonus for
// pieces in hand.
func (g *Game) Evaluate() int {
	side := g.st.side
	dist := g.chainDistance(side^1) - g.chainDistance(side)
	hand := int(g.st.reserve[side]) - int(g.st.reserve[side^1])
	return distWeight*dist + tempoBonus + handWeight*hand
}

// EvalTerms breaks Evaluate down, from the side to move's point of view.
func (g *Game) EvalTerms() []position.EvalTerm {
	side := g.st.side
	mine, theirs := g.chainDistance(side), g.chainDistance(side^1)
	hand := int(g.st.reserve[side]) - int(g.st.reserve[side^1])
	return []position.EvalTerm{
		{Name: "chain distance " + strconv.Itoa(theirs) + "-" + strconv.Itoa(mine), Score: distWeight * (theirs - mine)},
		{Name: "tempo", Score: tempoBonus},
		{Name: "pieces in hand", Score: handWeight * hand},
	}
}

// OrderHints ranks captures first, then moves to points next to own
// pieces (which extend a group) or to an own corner, then the rest.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := &g.st
	geo := g.geo
	own := s.own[s.side]
	for i, m := range moves {
		to := moveTo(m)
		var sc int32
		if moveKind(m) == kindCapture {
			sc += 1000
		}
		friends := geo.grow(position.Bits64(0).With(to)) & own
		if moveKind(m) != kindDrop {
			friends = friends.Without(moveFrom(m))
		}
		sc += 50 * int32(friends.Count())
		if geo.cornerSet[s.side].Has(to) {
			sc += 100
		}
		scores[i] = sc
	}
}
