package hex

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Evaluation weights. A side's potential is the least, over the empty
// cells, of the sum of the cell's two-distances to the side's two edges:
// roughly the number of stones it still needs against best defence. One
// unit of potential is worth a heuristic pawn.
const (
	potentialWeight = 100
	waysWeight      = 3  // per cell that attains the potential
	maxWays         = 16 // more ways than this add nothing
	maxEval         = 20_000
	// farAway is the two-distance of a cell that cannot reach the edge.
	farAway = 1000
	// occupied is the distance recorded for a stone's cell.
	occupied = -1
)

// evalBuffers are the work space of the two-distance evaluation,
// allocated once per Game so that Evaluate does not allocate. The
// distances are computed over bitboards, one level at a time, for all the
// cells of a level at once.
type evalBuffers struct {
	dist [4][]int16 // two-distance of each cell from each edge
	// key is the hash of the position whose results dist and cached
	// hold, if valid.
	key    uint64
	valid  bool
	cached [4]int
	// The rest describes the side prepGroups prepared last. blank is a
	// distance map before the first level: occupied on the stones,
	// farAway on the empty cells.
	blank []int16
	empty position.BitsWide
	// start holds the cells at distance 1 from each of the side's two
	// edges: on the edge or next to an own group touching it.
	start [2]position.BitsWide
	// near holds the empty cells next to an own group, and for such a
	// cell x, extra[x*words:][:words] the other empty cells next to the
	// same groups that are not x's neighbours: contracting a group makes
	// its liberties adjacent, so these count as neighbours of x too.
	near  position.BitsWide
	extra []uint64
	stack []int16 // the flood fill's work list
}

func newEvalBuffers(geo *geometry) evalBuffers {
	n := geo.Cells
	var ev evalBuffers
	for e := range ev.dist {
		ev.dist[e] = make([]int16, n)
	}
	ev.blank = make([]int16, n)
	ev.extra = make([]uint64, n*geo.words)
	ev.stack = make([]int16, 0, n)
	return ev
}

// Evaluate is the two-distance evaluation of Queenbee (van Rijswijck):
// the difference of the two sides' potentials, then the number of cells
// that attain them, from the side to move's point of view.
func (g *Game) Evaluate() int {
	if g.learned != nil {
		return g.learnedEval()
	}
	pr, wr, pb, wb := g.potentials()
	score := potentialWeight*(pb-pr) + waysWeight*(min(wr, maxWays)-min(wb, maxWays))
	score = max(-maxEval, min(maxEval, score))
	if g.ToMove() == int(blue) {
		return -score
	}
	return score
}

// EvalCap is the magnitude at which Evaluate clamps (position.EvalCapper).
func (g *Game) EvalCap() int { return maxEval }

// EvalTerms breaks Evaluate down for the protocol's eval command.
func (g *Game) EvalTerms() []position.EvalTerm {
	if g.learned != nil {
		return g.learnedTerms()
	}
	pr, wr, pb, wb := g.potentials()
	return []position.EvalTerm{
		{Name: "red_potential", Score: pr},
		{Name: "blue_potential", Score: pb},
		{Name: "red_ways", Score: wr},
		{Name: "blue_ways", Score: wb},
	}
}

// OrderHints ranks placements by the sum of both sides' potentials through
// the cell: the cells on both players' shortest paths come first. When
// g.inferior is set, dead cells, and cells outside the must-play area
// when the position's virtual-connection analysis is at hand (Solvable
// ran it), come last (demoteInferior).
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
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

// demoteInferior lowers by inferiorPenalty the scores of the placements
// on dead cells and, when the position's analysis is cached, outside the
// must-play area (inferior.go).
func (g *Game) demoteInferior(moves []position.Move, scores []int32) {
	if g.connected || !g.inferior {
		return
	}
	var must *cset
	if e := g.cachedAnalysis(); e != nil && e.value == 0 {
		must = &e.mustPlay
	}
	for i, m := range moves {
		if m == movePass || m == moveSwap {
			continue
		}
		if y := int(m); must != nil && !must.has(y) || g.dead(y) {
			scores[i] -= inferiorPenalty
		}
	}
}

// inferiorPenalty puts a dead cell or one outside the must-play area
// below every other placement.
const inferiorPenalty = 8 * farAway

// potentials returns both sides' potentials and ways, with the distances
// of both in g.ev.dist. It reuses the last computation when the position
// has not changed since (search often orders the moves of a node it has
// just evaluated).
func (g *Game) potentials() (pr, wr, pb, wb int) {
	ev := &g.ev
	if ev.extra == nil || ev.key != g.hash || !ev.valid {
		g.prepBoard()
		pr, wr = g.sidePotential(red)
		pb, wb = g.sidePotential(blue)
		ev.cached = [4]int{pr, wr, pb, wb}
		ev.key, ev.valid = g.hash, true
	}
	c := ev.cached
	return c[0], c[1], c[2], c[3]
}

// potential computes side s's two-distances to both its edges (left in
// g.ev.dist) and returns its potential and the number of cells attaining
// it. A side without any two-distance path has potential 2*farAway.
func (g *Game) potential(s color) (pot, ways int) {
	g.prepBoard()
	return g.sidePotential(s)
}

// prepBoard allocates the work space if need be and notes the empty
// cells in g.ev.empty and g.ev.blank, for either side.
func (g *Game) prepBoard() {
	if g.ev.extra == nil {
		g.ev = newEvalBuffers(g.geo)
	}
	ev := &g.ev
	ev.valid = false
	for w := range g.geo.words {
		ev.empty[w] = g.geo.full[w] &^ (g.stones[0][w] | g.stones[1][w])
	}
	for y, v := range g.board {
		ev.blank[y] = farAway
		if v != 0 {
			ev.blank[y] = occupied
		}
	}
}

// sidePotential is potential after prepBoard.
func (g *Game) sidePotential(s color) (pot, ways int) {
	ev := &g.ev
	g.prepGroups(s)
	a, b := ev.dist[ownEdges[s][0]], ev.dist[ownEdges[s][1]]
	if g.geo.words == 2 {
		g.distances2(&ev.start[0], a)
		g.distances2(&ev.start[1], b)
	} else {
		g.distances(&ev.start[0], a)
		g.distances(&ev.start[1], b)
	}
	pot = 2 * farAway
	for w := range g.geo.words {
		for e := ev.empty[w]; e != 0; e &= e - 1 {
			y := w<<6 + bits.TrailingZeros64(e)
			switch p := int(a[y]) + int(b[y]); {
			case p < pot:
				pot, ways = p, 1
			case p == pot:
				ways++
			}
		}
	}
	if pot >= farAway {
		return 2 * farAway, 0
	}
	return pot, ways
}

// prepGroups finds side s's groups by flood fill (the union-find also
// joins groups through the edge nodes, which two-distance must not) and
// fills g.ev's empty, blank, start, near and extra for them. Two-distance
// treats a group as contracted, so the liberties of a group all
// neighbour one another.
func (g *Game) prepGroups(s color) {
	ev := &g.ev
	geo := g.geo
	nw := geo.words
	own := uint8(s) + 1
	ea, eb := ownEdges[s][0], ownEdges[s][1]
	for w := range nw {
		ev.near[w] = 0
		ev.start[0][w] = geo.edgeCells[ea][w] & ev.empty[w]
		ev.start[1][w] = geo.edgeCells[eb][w] & ev.empty[w]
	}
	stones := &g.stones[s]
	var seen position.BitsWide // the stones of the groups found so far
	for w := range nw {
		for rest := stones[w]; rest != 0; rest = stones[w] &^ seen[w] {
			i := w<<6 + bits.TrailingZeros64(rest)
			seen.Set(i)
			var libs position.BitsWide
			var edges uint8
			stack := append(ev.stack[:0], int16(i))
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				edges |= geo.OnEdge[x]
				for _, y := range geo.Neighbors(int(x)) {
					switch g.board[y] {
					case 0:
						libs.Set(int(y))
					case own:
						if !seen.Has(int(y)) {
							seen.Set(int(y))
							stack = append(stack, y)
						}
					}
				}
			}
			ev.addGroup(&libs, nw)
			if edges&(1<<ea) != 0 {
				orInto(ev.start[0][:nw], &libs)
			}
			if edges&(1<<eb) != 0 {
				orInto(ev.start[1][:nw], &libs)
			}
		}
	}
	// A cell's own bit and its direct neighbours are counted by the
	// shifts of distances, not through extra.
	for w := range nw {
		for m := ev.near[w]; m != 0; m &= m - 1 {
			x := w<<6 + bits.TrailingZeros64(m)
			row := ev.extra[x*nw : x*nw+nw]
			a := geo.around[x]
			row[a.w] &^= a.lo
			if a.hi != 0 {
				row[a.w+1] &^= a.hi
			}
		}
	}
}

// addGroup notes a group with the liberties libs: each liberty gains the
// others as extra neighbours. A group with one liberty adds none.
func (ev *evalBuffers) addGroup(libs *position.BitsWide, nw int) {
	count := 0
	for w := range nw {
		count += bits.OnesCount64(libs[w])
	}
	if count < 2 {
		return
	}
	for w := range nw {
		for m := libs[w]; m != 0; m &= m - 1 {
			x := w<<6 + bits.TrailingZeros64(m)
			row := ev.extra[x*nw : x*nw+nw]
			if ev.near[w]&(1<<(x&63)) == 0 {
				for v := range row {
					row[v] = libs[v]
				}
			} else {
				orInto(row, libs)
			}
		}
	}
	orInto(ev.near[:nw], libs)
}

// orInto ors the first len(dst) words of src into dst.
func orInto(dst []uint64, src *position.BitsWide) {
	for w := range dst {
		dst[w] |= src[w]
	}
}

// distances fills dist with the two-distance of every empty cell from an
// edge for the edge's owner, whose groups prepGroups has prepared; start
// holds the cells at distance 1. Another cell is one more than the second
// smallest distance among its neighbours, since the opponent can always
// block the best one. The levels go as in a breadth-first search: a cell
// is final at distance d once two of its neighbours are final below d.
// Each level counts, for every cell at once, its neighbours in the
// previous level (saturating at two, with bitwise carry-save adds): six
// board shifts for the direct neighbours and the extra rows of the
// previous level's cells next to own groups.
func (g *Game) distances(start *position.BitsWide, dist []int16) {
	ev := &g.ev
	geo := g.geo
	nw := geo.words
	copy(dist, ev.blank)
	// front is the last level, final the cells with a distance and once
	// the cells with one final neighbour below the last level.
	var fronts [2]position.BitsWide
	front, next := &fronts[0], &fronts[1]
	var final, once position.BitsWide
	for w := range nw {
		front[w] = start[w]
		final[w] = start[w]
		for m := start[w]; m != 0; m &= m - 1 {
			dist[w<<6+bits.TrailingZeros64(m)] = 1
		}
	}
	up, diag := uint(geo.N), uint(geo.N-1) // the row step and the other diagonal
	// one and two hold the cells with at least one and two neighbours
	// in front; next becomes the next front.
	var one, two position.BitsWide
	for d := int16(2); ; d++ {
		for w := range nw {
			one[w], two[w] = 0, 0
		}
		for w := range nw {
			for m := front[w] & ev.near[w]; m != 0; m &= m - 1 {
				x := w<<6 + bits.TrailingZeros64(m)
				row := ev.extra[x*nw : x*nw+nw]
				for v, c := range row {
					two[v] |= one[v] & c
					one[v] |= c
				}
			}
		}
		var more uint64
		for w := range nw {
			var lo, hi uint64 // the neighbouring words of front
			if w > 0 {
				lo = front[w-1]
			}
			if w+1 < nw {
				hi = front[w+1]
			}
			f := front[w]
			on, tw := one[w], two[w]
			// From the cell to the left, the right, the row above, the
			// row below, and along the other diagonal.
			c := (f<<1 | lo>>63) & geo.notFirst[w]
			tw |= on & c
			on |= c
			c = (f>>1 | hi<<63) & geo.notLast[w]
			tw |= on & c
			on |= c
			c = f<<up | lo>>(64-up)
			tw |= on & c
			on |= c
			c = f>>up | hi<<(64-up)
			tw |= on & c
			on |= c
			c = (f<<diag | lo>>(64-diag)) & geo.notLast[w]
			tw |= on & c
			on |= c
			c = (f>>diag | hi<<(64-diag)) & geo.notFirst[w]
			tw |= on & c
			on |= c
			nf := ev.empty[w] &^ final[w] & (tw | on&once[w])
			once[w] |= on
			final[w] |= nf
			next[w] = nf
			more |= nf
			for m := nf; m != 0; m &= m - 1 {
				dist[w<<6+bits.TrailingZeros64(m)] = d
			}
		}
		if more == 0 {
			return
		}
		front, next = next, front
	}
}

// distances2 is distances for a board of two words (9×9 to 11×11, the
// usual sizes), with the bitboards in registers.
func (g *Game) distances2(start *position.BitsWide, dist []int16) {
	ev := &g.ev
	geo := g.geo
	copy(dist, ev.blank)
	f0, f1 := start[0], start[1] // the last level
	for m := f0; m != 0; m &= m - 1 {
		dist[bits.TrailingZeros64(m)] = 1
	}
	for m := f1; m != 0; m &= m - 1 {
		dist[64+bits.TrailingZeros64(m)] = 1
	}
	// open holds the empty cells without a distance yet and once those
	// of them with one final neighbour below the last level.
	open0, open1 := ev.empty[0]&^f0, ev.empty[1]&^f1
	var once0, once1 uint64
	near0, near1 := ev.near[0], ev.near[1]
	first0, first1 := geo.notFirst[0], geo.notFirst[1]
	last0, last1 := geo.notLast[0], geo.notLast[1]
	up, diag := uint(geo.N), uint(geo.N-1)
	extra := ev.extra
	for d := int16(2); ; d++ {
		// o and t hold the cells with at least one and two neighbours
		// in the last level.
		var o0, o1, t0, t1 uint64
		for m := f0 & near0; m != 0; m &= m - 1 {
			x := 2 * bits.TrailingZeros64(m)
			o0, t0 = csa(o0, t0, extra[x])
			o1, t1 = csa(o1, t1, extra[x+1])
		}
		for m := f1 & near1; m != 0; m &= m - 1 {
			x := 2 * (64 + bits.TrailingZeros64(m))
			o0, t0 = csa(o0, t0, extra[x])
			o1, t1 = csa(o1, t1, extra[x+1])
		}
		// From the cell to the left, the right, the row above, the row
		// below, and along the other diagonal.
		o0, t0 = csa(o0, t0, f0<<1&first0)
		o0, t0 = csa(o0, t0, (f0>>1|f1<<63)&last0)
		o0, t0 = csa(o0, t0, f0<<up)
		o0, t0 = csa(o0, t0, f0>>up|f1<<(64-up))
		o0, t0 = csa(o0, t0, f0<<diag&last0)
		o0, t0 = csa(o0, t0, (f0>>diag|f1<<(64-diag))&first0)
		o1, t1 = csa(o1, t1, (f1<<1|f0>>63)&first1)
		o1, t1 = csa(o1, t1, f1>>1&last1)
		o1, t1 = csa(o1, t1, f1<<up|f0>>(64-up))
		o1, t1 = csa(o1, t1, f1>>up)
		o1, t1 = csa(o1, t1, (f1<<diag|f0>>(64-diag))&last1)
		o1, t1 = csa(o1, t1, f1>>diag&first1)
		f0 = open0 & (t0 | o0&once0)
		f1 = open1 & (t1 | o1&once1)
		if f0|f1 == 0 {
			return
		}
		once0 |= o0
		once1 |= o1
		open0 &^= f0
		open1 &^= f1
		for m := f0; m != 0; m &= m - 1 {
			dist[bits.TrailingZeros64(m)] = d
		}
		for m := f1; m != 0; m &= m - 1 {
			dist[64+bits.TrailingZeros64(m)] = d
		}
	}
}

// csa adds the set c to the counts one (at least one) and two (at least
// two), saturating at two.
func csa(one, two, c uint64) (uint64, uint64) {
	return one | c, two | one&c
}
