package hex

// This file is a test oracle: refEval is a verbatim copy of the
// two-distance evaluation as it stood before the bit-parallel rewrite of
// eval.go (cell-by-cell passes with stamps and liberty lists). The tests
// in eval_speed_test.go check that the production Evaluate, EvalTerms,
// OrderHints and distance maps agree with it exactly on many positions.
// Do not optimise it: its value is that it is the old code.

import (
	"slices"

	"github.com/tabla-games/tabla/position"
)

// refEval evaluates the embedded game with its own work space, so that
// the production cache in Game.ev plays no part.
type refEval struct {
	*Game
	ev refBuffers
}

// refBuffers are the work arrays of the reference evaluation.
type refBuffers struct {
	dist  [4][]int16 // two-distance of each cell from each edge
	count []int8     // neighbours of a cell finalised so far in one pass
	mark  []uint32   // stamp of the last cell that counted this one
	stamp uint32
	// key is the hash of the position whose results dist and cached
	// hold, if valid.
	key    uint64
	valid  bool
	cached [4]int
	bufA   []int16 // the current and the next distance level
	bufB   []int16
	// group numbers the stones of one side by group (-1 for the other
	// cells) and groupEdges has bit e set for a group touching edge e.
	group      []int16
	groupEdges []uint8
	// roots lists the distinct own groups next to each empty cell; the
	// liberties of group r are libs[libStart[r]:libStart[r+1]].
	roots    [][6]int16
	rootsN   []uint8
	libStart []int16
	cursor   []int16
	libs     []int16
}

func newRefBuffers(geo *geometry) refBuffers {
	n := geo.Cells
	var ev refBuffers
	for e := range ev.dist {
		ev.dist[e] = make([]int16, n)
	}
	ev.count = make([]int8, n)
	ev.mark = make([]uint32, n)
	ev.bufA = make([]int16, 0, n)
	ev.bufB = make([]int16, 0, n)
	ev.roots = make([][6]int16, n)
	ev.rootsN = make([]uint8, n)
	ev.group = make([]int16, n)
	ev.groupEdges = make([]uint8, n)
	ev.libStart = make([]int16, n+1)
	ev.cursor = make([]int16, n+1)
	ev.libs = make([]int16, 6*n)
	return ev
}

// Evaluate is the two-distance evaluation of Queenbee (van Rijswijck):
// the difference of the two sides' potentials, then the number of cells
// that attain them, from the side to move's point of view.
func (g *refEval) Evaluate() int {
	pr, wr, pb, wb := g.potentials()
	score := potentialWeight*(pb-pr) + waysWeight*(min(wr, maxWays)-min(wb, maxWays))
	score = max(-maxEval, min(maxEval, score))
	if g.ToMove() == int(blue) {
		return -score
	}
	return score
}

// EvalTerms breaks Evaluate down for the protocol's eval command.
func (g *refEval) EvalTerms() []position.EvalTerm {
	pr, wr, pb, wb := g.potentials()
	return []position.EvalTerm{
		{Name: "red_potential", Score: pr},
		{Name: "blue_potential", Score: pb},
		{Name: "red_ways", Score: wr},
		{Name: "blue_ways", Score: wb},
	}
}

// OrderHints ranks placements by the sum of both sides' potentials through
// the cell: the cells on both players' shortest paths come first. It
// demotes inferior cells with the Game's own code, which this reference
// does not check.
func (g *refEval) OrderHints(moves []position.Move, scores []int32) {
	g.potentials()
	d := &g.ev.dist
	for i, m := range moves {
		switch m {
		case movePass, moveSwap:
			scores[i] = 4 * farAway
		default:
			y := int(m)
			scores[i] = int32(4*farAway - int(d[0][y]) - int(d[1][y]) - int(d[2][y]) - int(d[3][y]))
		}
	}
	g.demoteInferior(moves, scores)
}

// potentials returns both sides' potentials and ways, with the distances
// of both in g.ev.dist. It reuses the last computation when the position
// has not changed since (search often orders the moves of a node it has
// just evaluated).
func (g *refEval) potentials() (pr, wr, pb, wb int) {
	ev := &g.ev
	if ev.count == nil || ev.key != g.hash || !ev.valid {
		pr, wr = g.potential(red)
		pb, wb = g.potential(blue)
		ev.cached = [4]int{pr, wr, pb, wb}
		ev.key, ev.valid = g.hash, true
	}
	c := ev.cached
	return c[0], c[1], c[2], c[3]
}

// potential computes side s's two-distances to both its edges (left in
// g.ev.dist) and returns its potential and the number of cells attaining
// it. A side without any two-distance path has potential 2*farAway.
func (g *refEval) potential(s color) (pot, ways int) {
	if g.ev.count == nil {
		g.ev = newRefBuffers(g.geo)
	}
	g.ev.valid = false
	g.prepGroups(s)
	ea, eb := ownEdges[s][0], ownEdges[s][1]
	a, b := g.ev.dist[ea], g.ev.dist[eb]
	g.distances(ea, a)
	g.distances(eb, b)
	pot = 2 * farAway
	for y, v := range g.board {
		if v != 0 {
			continue
		}
		switch p := int(a[y]) + int(b[y]); {
		case p < pot:
			pot, ways = p, 1
		case p == pot:
			ways++
		}
	}
	if pot >= farAway {
		return 2 * farAway, 0
	}
	return pot, ways
}

// prepGroups labels side s's groups (by flood fill: the union-find also
// joins groups through the edge nodes, which two-distance must not), notes
// which edges each group touches, finds the groups next to each empty cell
// and lists each group's liberties. Two-distance treats a group as
// contracted, so the liberties of a group all neighbour one another.
func (g *refEval) prepGroups(s color) {
	ev := &g.ev
	geo := g.geo
	own := uint8(s) + 1
	groups := 0
	for i := range ev.group {
		ev.group[i] = -1
	}
	for i, v := range g.board {
		if v != own || ev.group[i] >= 0 {
			continue
		}
		id := int16(groups)
		groups++
		ev.group[i] = id
		var edges uint8
		stack := append(ev.bufA[:0], int16(i))
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			edges |= geo.OnEdge[x]
			for _, y := range geo.Neighbors(int(x)) {
				if g.board[y] == own && ev.group[y] < 0 {
					ev.group[y] = id
					stack = append(stack, y)
				}
			}
		}
		ev.groupEdges[id] = edges
	}
	start := ev.libStart[:groups+1]
	clear(start)
	for y, v := range g.board {
		ev.rootsN[y] = 0
		if v != 0 {
			continue
		}
		for _, z := range geo.Neighbors(y) {
			id := ev.group[z]
			if id < 0 || slices.Contains(ev.roots[y][:ev.rootsN[y]], id) {
				continue
			}
			ev.roots[y][ev.rootsN[y]] = id
			ev.rootsN[y]++
			start[id+1]++
		}
	}
	for r := 1; r < len(start); r++ {
		start[r] += start[r-1]
	}
	copy(ev.cursor, start)
	for y := range g.board {
		for _, r := range ev.roots[y][:ev.rootsN[y]] {
			ev.libs[ev.cursor[r]] = int16(y)
			ev.cursor[r]++
		}
	}
}

// distances fills dist with the two-distance of every empty cell from
// edge e for the edge's owner, whose groups prepGroups has listed. A cell
// next to the edge (directly or through an own group joined to it) is at
// distance 1; another cell is one more than the second smallest distance
// among its neighbours, since the opponent can always block the best one.
// The passes go level by level, like a breadth-first search: a cell is
// final once two of its neighbours are.
func (g *refEval) distances(e edge, dist []int16) {
	ev := &g.ev
	geo := g.geo
	bit := uint8(1) << e
	front, spare := ev.bufA[:0], ev.bufB[:0]
	for y, v := range g.board {
		ev.count[y] = 0
		if v != 0 {
			dist[y] = occupied // never reached, like a finalised cell
			continue
		}
		dist[y] = farAway
		atEdge := geo.OnEdge[y]&bit != 0
		for _, r := range ev.roots[y][:ev.rootsN[y]] {
			atEdge = atEdge || ev.groupEdges[r]&bit != 0
		}
		if atEdge {
			dist[y] = 1
			front = append(front, int16(y))
		}
	}
	for d := int16(2); len(front) > 0; d++ {
		next := spare[:0]
		for _, x := range front {
			stamp := ev.newStamp()
			for _, y := range geo.Neighbors(int(x)) {
				next = ev.reach(int(y), stamp, d, dist, next)
			}
			for _, r := range ev.roots[x][:ev.rootsN[x]] {
				for _, y := range ev.libs[ev.libStart[r]:ev.libStart[r+1]] {
					next = ev.reach(int(y), stamp, d, dist, next)
				}
			}
		}
		spare, front = front, next
	}
}

// reach counts the cell y, if it is empty and not final, as next to a cell finalised at distance
// d-1 (once per such cell, by stamp) and finalises y at distance d when
// it is the second.
func (ev *refBuffers) reach(y int, stamp uint32, d int16, dist []int16, next []int16) []int16 {
	if dist[y] != farAway || ev.mark[y] == stamp {
		return next
	}
	ev.mark[y] = stamp
	ev.count[y]++
	if ev.count[y] == 2 {
		dist[y] = d
		next = append(next, int16(y))
	}
	return next
}

func (ev *refBuffers) newStamp() uint32 {
	ev.stamp++
	if ev.stamp == 0 {
		clear(ev.mark)
		ev.stamp = 1
	}
	return ev.stamp
}
