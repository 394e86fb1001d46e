package amazons

import "tabla/position"

// unreached is the distance of a square that a side cannot reach.
const unreached = 0xff

// Evaluation weights, in centi-squares.
const (
	// tieShare is what a square reached equally soon by both sides is
	// worth to the side to move, which gets there first.
	tieShare = 20
	// queenWeight and kingWeight mix the two territories (out of 4).
	queenWeight, kingWeight = 3, 1
	// libertyValue rewards each empty neighbour of an amazon, up to
	// libertyCap of them: an amazon with few is about to be shut in.
	libertyValue, libertyCap = 8, 4
)

// distances fills dist with, for every empty square, the least number of
// moves an amazon of side s needs to reach it, stepping like a queen
// (queen) or like a king, as if the board stood still; unreached
// elsewhere.
func (g *Game) distances(s Side, queen bool, dist *[boxCells]uint8) {
	for i := range dist {
		dist[i] = unreached
	}
	var bufA, bufB [size * size]uint8
	cur, next := bufA[:0], bufB[:0]
	for i := 0; i < g.n[s]; i++ {
		cur = append(cur, g.amazons[s][i])
	}
	b := &g.board
	for d := uint8(1); len(cur) > 0; d++ {
		next = next[:0]
		for _, sq := range cur {
			for _, dir := range dirs {
				for t := int(sq) + dir; b[t] == empty; t += dir {
					if dist[t] == unreached {
						dist[t] = d
						next = append(next, uint8(t))
					} else if dist[t] < d {
						// t was a frontier square of an earlier level,
						// which already walked this ray further.
						break
					}
					if !queen {
						break
					}
				}
			}
		}
		cur, next = next, cur
	}
}

// territory compares two distance maps over the empty squares: a square
// counts 100 for the side that reaches it sooner, and tieShare for the
// side to move (me) when both reach it equally soon.
func (g *Game) territory(me, op *[boxCells]uint8) int {
	t := 0
	for sq, c := range g.board {
		if c != empty {
			continue
		}
		switch a, b := me[sq], op[sq]; {
		case a < b:
			t += 100
		case b < a:
			t -= 100
		case a != unreached:
			t += tieShare
		}
	}
	return t
}

// liberties is the capped count of empty neighbours over side s's amazons.
func (g *Game) liberties(s Side) int {
	n := 0
	for i := 0; i < g.n[s]; i++ {
		sq := int(g.amazons[s][i])
		k := 0
		for _, d := range dirs {
			if g.board[sq+d] == empty {
				k++
			}
		}
		n += min(k, libertyCap)
	}
	return n
}

// terms computes the parts of the evaluation from the side to move's view.
func (g *Game) terms() (queen, king, liberty int) {
	var me, op [boxCells]uint8
	s := g.side
	g.distances(s, true, &me)
	g.distances(s^1, true, &op)
	queen = g.territory(&me, &op)
	g.distances(s, false, &me)
	g.distances(s^1, false, &op)
	king = g.territory(&me, &op)
	liberty = libertyValue * (g.liberties(s) - g.liberties(s^1))
	return queen, king, liberty
}

// Evaluate estimates the position from the side to move's view in
// centi-squares of territory: the queen-distance and king-distance
// territories (each empty square belongs to the side that reaches it in
// fewer moves), mixed 3:1, plus a small term for amazons' free
// neighbours.
func (g *Game) Evaluate() int {
	q, k, l := g.terms()
	return (queenWeight*q+kingWeight*k)/(queenWeight+kingWeight) + l
}

// EvalTerms breaks Evaluate down for the protocol's eval command.
func (g *Game) EvalTerms() []position.EvalTerm {
	q, k, l := g.terms()
	return []position.EvalTerm{
		{Name: "queen territory", Score: q},
		{Name: "king territory", Score: k},
		{Name: "liberties", Score: l},
		{Name: "total", Score: (queenWeight*q+kingWeight*k)/(queenWeight+kingWeight) + l},
	}
}

// adjacent[d+offset] is true when d is the mailbox difference between two
// king-adjacent squares.
const adjOffset = stride + 1

var adjacent = func() (t [2*adjOffset + 1]bool) {
	for _, d := range dirs {
		t[d+adjOffset] = true
	}
	return t
}()

// near reports whether squares a and b are king-adjacent.
func near(a, b int) bool {
	d := a - b + adjOffset
	return d >= 0 && d < len(adjacent) && adjacent[d]
}

// OrderHints ranks moves for search without playing them: arrows next to
// enemy amazons first (they take away its room), arrows next to one's own
// amazons last, and destinations with more free neighbours before others.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := g.side
	var enemyNear, ownNear [boxCells]int8
	for i := 0; i < g.n[s^1]; i++ {
		sq := int(g.amazons[s^1][i])
		for _, d := range dirs {
			enemyNear[sq+d]++
		}
	}
	for i := 0; i < g.n[s]; i++ {
		sq := int(g.amazons[s][i])
		for _, d := range dirs {
			ownNear[sq+d]++
		}
	}
	b := &g.board
	// Moves come grouped by amazon move, so the destination's free
	// neighbours (the origin counting as free) are counted once a group.
	lastFrom, lastTo, free := -1, -1, int32(0)
	for i, m := range moves {
		from, to, a := moveFrom(m), moveTo(m), moveArrow(m)
		if from != lastFrom || to != lastTo {
			lastFrom, lastTo, free = from, to, 0
			for _, d := range dirs {
				if t := to + d; b[t] == empty || t == from {
					free++
				}
			}
		}
		own := int32(ownNear[a])
		f := free
		if near(from, a) {
			own--
		}
		if near(to, a) {
			own++
			f--
		}
		scores[i] = 100*int32(enemyNear[a]) - 60*own + 10*f
	}
}
