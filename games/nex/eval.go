package nex

import "github.com/tabla-games/tabla/position"

// Evaluation weights. A colour's distance is the least number of cells it
// still has to make its own, empty or neutral, to join its edges along a
// path that avoids the opponent's stones; one cell is worth a heuristic
// pawn. Neutral cells count as much as empty ones: a drop fills one empty
// cell of a path, a conversion two neutral ones.
const (
	distWeight = 100
	waysWeight = 4  // per cell on some shortest path
	maxWays    = 16 // more such cells than this add nothing
	tempo      = 50 // the side to move shortens its path first
	maxEval    = 20_000
	// blocked is the distance of a colour whose every path is cut by
	// opponent stones: more than any real distance.
	blocked = cells
)

// evalState holds the last position's distances and the work space of
// their computation, so that Evaluate does not allocate.
type evalState struct {
	key   uint64 // hash of the position the results belong to
	valid bool
	dist  [2]int
	ways  [2]int
	// path holds, per colour, the empty and neutral cells that lie on
	// one of its shortest paths.
	path [2]position.Bits128
	// layers[e][k] is the set of cells within distance k of edge e.
	layers [2][cells + 1]position.Bits128
}

// Evaluate is the difference of the two colours' distances, plus a
// little for the number of cells on each colour's shortest paths (more
// of them are harder to block) and a tempo for the side to move, from the
// side to move's point of view.
func (g *Game) Evaluate() int {
	ev := g.distances()
	s, o := g.side, 1-g.side
	score := distWeight*(ev.dist[o]-ev.dist[s]) +
		waysWeight*(min(ev.ways[s], maxWays)-min(ev.ways[o], maxWays)) + tempo
	return max(-maxEval, min(maxEval, score))
}

// EvalTerms breaks Evaluate down for the protocol's eval command.
func (g *Game) EvalTerms() []position.EvalTerm {
	ev := g.distances()
	return []position.EvalTerm{
		{Name: "blue_distance", Score: ev.dist[blue]},
		{Name: "pink_distance", Score: ev.dist[pink]},
		{Name: "blue_ways", Score: ev.ways[blue]},
		{Name: "pink_ways", Score: ev.ways[pink]},
		{Name: "tempo", Score: tempo},
		{Name: "total", Score: g.Evaluate()},
	}
}

// OrderHints ranks the moves that put stones on the shortest paths first:
// an own stone on the mover's path, or on the opponent's to block it, and
// conversions of neutrals on those paths. Search asks for hints only at
// nodes with at most a few thousand moves.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	ev := g.distances()
	mine, theirs := ev.path[g.side], ev.path[1-g.side]
	value := func(i int) int32 {
		var v int32
		if mine.Has(i) {
			v += 4
		}
		if theirs.Has(i) {
			v += 3
		}
		return v
	}
	for i, m := range moves {
		a, b, _ := moveCells(m)
		switch moveKind(m) {
		case kindDrop:
			scores[i] = value(a)
		case kindConv:
			scores[i] = 1 + value(a) + value(b)
		default:
			scores[i] = 0
		}
	}
}

// distances returns the distances, ways and paths of both colours,
// computing them unless they are those of this very position (search
// often evaluates a node and then orders its moves).
func (g *Game) distances() *evalState {
	if g.ev == nil {
		g.ev = new(evalState)
	}
	ev := g.ev
	if !ev.valid || ev.key != g.hash {
		ev.valid = false
		ev.measure(g, blue)
		ev.measure(g, pink)
		ev.key, ev.valid = g.hash, true
	}
	return ev
}

// measure computes colour c's distance, the cells on its shortest paths
// and their number.
func (ev *evalState) measure(g *Game, c color) {
	own := g.stones[c]
	costly := full.AndNot(own.Or(g.stones[1-c])) // empty or neutral
	from, to := edgeMask[c][0], edgeMask[c][1]
	d := reach(own, costly, from, to, &ev.layers[0])
	if d < 0 {
		ev.dist[c], ev.ways[c], ev.path[c] = blocked, 0, position.Bits128{}
		return
	}
	reach(own, costly, to, from, &ev.layers[1])
	// A cell first reached at level i from one edge and at level j from
	// the other lies on a path of cost i+j-1 (its own cost counted twice).
	var path position.Bits128
	a, b := &ev.layers[0], &ev.layers[1]
	for i := 1; i <= d; i++ {
		j := d + 1 - i
		path = path.Or(a[i].AndNot(a[i-1]).And(b[j].AndNot(b[j-1])))
	}
	path = path.And(costly)
	ev.dist[c], ev.ways[c], ev.path[c] = d, path.Count(), path
}

// reach fills out[k] with the cells that own stones and k empty or
// neutral (costly) cells connect to the edge from, level by level, until
// a level touches the edge to; it returns that level, or -1 if no path
// avoids the opponent. Own stones cost nothing, so each level is flooded
// through them.
func reach(own, costly, from, to position.Bits128, out *[cells + 1]position.Bits128) int {
	r := flood(from.And(own), own)
	for k := 0; ; k++ {
		out[k] = r
		if !r.And(to).Empty() {
			return k
		}
		front := dilate(r).Or(from).And(costly).AndNot(r)
		if front.Empty() {
			return -1
		}
		r = flood(r.Or(front), own)
	}
}
