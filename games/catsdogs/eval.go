package catsdogs

import "github.com/tabla-games/tabla/position"

// evalUnit is the worth of one move in hand: a cell where only one side
// can still play is, at the end, about one move more for that side.
const evalUnit = 100

// evalCells are the counts Evaluate scores, from the side to move's point
// of view: the empty cells only it may use (own) and only the opponent
// may use (theirs), how many of those are secure, and the cells both
// may use (shared).
type evalCells struct {
	own, ownSecure       int
	theirs, theirsSecure int
	shared               int
}

// cells counts the cells for Evaluate. A cell only one side may use is
// secure when the opponent may use none of its neighbours: then no
// opponent placement can ever take it away, while an insecure one is lost
// if the opponent plays next to it.
func (g *Game) cells() evalCells {
	m, t := g.legal(g.toMove), g.legal(g.toMove^1)
	own, theirs := m&^t, t&^m
	return evalCells{
		own:          own.Count(),
		ownSecure:    (own &^ g.geo.spread(t)).Count(),
		theirs:       theirs.Count(),
		theirsSecure: (theirs &^ g.geo.spread(m)).Count(),
		shared:       (m & t).Count(),
	}
}

// Evaluate scores the race for the last move. A secure cell that only one
// side may use is a move in hand for that side, worth evalUnit, and an
// insecure one half as much. The side to move needs strictly more moves in
// hand than the opponent to make the last move, and the shared cells are
// taken alternately, so the tempo term adds half a unit when their number
// is odd and takes half a unit away when it is even. In positions like
// the seed's example B, where no placement changes the legality of
// another cell, the sign of the score is the exact result; elsewhere it
// is a guess. Its magnitude stays below 64.5 units.
func (g *Game) Evaluate() int {
	c := g.cells()
	return cellScore(c) + tempo(c.shared)
}

// cellScore is evalUnit per secure cell and half of it per insecure one,
// own cells less the opponent's.
func cellScore(c evalCells) int {
	return evalUnit/2*(c.own+c.ownSecure) - evalUnit/2*(c.theirs+c.theirsSecure)
}

// tempo is the shared cells' share: +half a unit when the side to move
// gets one more of them, -half a unit (the mover needs one move more)
// otherwise.
func tempo(shared int) int {
	if shared&1 != 0 {
		return evalUnit / 2
	}
	return -evalUnit / 2
}

// EvalTerms breaks Evaluate down for the protocol's eval command: the
// cell counts, then the two terms that add up to the score.
func (g *Game) EvalTerms() []position.EvalTerm {
	c := g.cells()
	return []position.EvalTerm{
		{Name: "own_cells", Score: c.own},
		{Name: "own_secure_cells", Score: c.ownSecure},
		{Name: "opponent_cells", Score: c.theirs},
		{Name: "opponent_secure_cells", Score: c.theirsSecure},
		{Name: "shared_cells", Score: c.shared},
		{Name: "cells", Score: cellScore(c)},
		{Name: "tempo", Score: tempo(c.shared)},
	}
}

// OrderHints ranks a placement by how many cells it takes from the
// opponent: the cell itself if the opponent could use it, and each
// neighbour the opponent could use (a shared one becomes the mover's
// alone). Placements on cells only the mover can use come last, since
// they stay available and take nothing.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	theirs := g.legal(g.toMove ^ 1)
	for k, m := range moves {
		i := int(m)
		scores[k] = int32(((g.geo.nb[i] | 1<<uint(i)) & theirs).Count())
	}
}
