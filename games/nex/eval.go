package nex

import "github.com/tabla-games/tabla/position"

// Evaluation weights. Distances are counted in half cells: an empty cell
// costs two (a drop fills one per turn), a neutral three and an own stone
// nothing. A conversion makes two neutrals own stones in a turn, but it
// gives one own stone back, and the opponent can convert the neutrals of
// a path first: measured, neutral cells at 3 beat them at 2 (28-12 in 40
// games at 100 ms a move), which beat them at 1 (28-12); 4 against 3 was
// even (22-18). A colour's potential is the least, over its cells, of the
// sum of the cell's two-distances from its two edges (less the cell's own
// cost, counted twice): roughly the cost of the stones it still needs
// against best defence. One empty cell of potential is worth a heuristic
// pawn.
const (
	emptyCost   = 2
	neutralCost = 3
	potWeight   = 50 // per half cell of potential
	waysWeight  = 4  // per cell that attains the potential
	maxWays     = 16 // more ways than this add nothing
	tempo       = 50 // the side to move moves first
	maxEval     = 20_000
	// maxCost is the dearest cell's cost: at most 3, since the searches
	// keep the sets of the last four levels.
	maxCost   = max(emptyCost, neutralCost)
	hintRange = 16 // OrderHints' reach around the best paths
	// farAway is the two-distance of a cell or group that cannot be
	// reached; blocked the potential of a colour with no two-distance
	// path (more than any real potential: the board has 121 cells).
	farAway = 1000
	blocked = 2 * emptyCost * cells
)

// The build fails here if maxCost outgrows the four levels kept.
var _ [3 - maxCost]struct{}

// group is one of a colour's groups of stones: its stones, its
// liberties (the empty and neutral cells next to it) and the colour's
// edges it touches (bit e for edge e).
type group struct {
	stones, libs position.Bits128
	edges        uint8
}

// evalState holds the last position's potentials and the work space of
// their computation, so that Evaluate does not allocate.
type evalState struct {
	key   uint64 // hash of the position the results belong to
	valid bool
	all   bool // the distances of all cells are known
	pot   [2]int16
	ways  [2]int
	// dist[c][e][i] is cell i's two-distance from edge e of colour c,
	// farAway if it has none or lies beyond the potential and all is
	// unset (and on stones).
	dist [2][2][cells]int16
	// groups are the groups of the colour measure works on, and
	// level[e][k] the two-distance of groups[k] from edge e.
	groups  [cells]group
	ngroups int
	level   [2][cells]int16
	// groupOf[i] is the index in groups of the group of stone i, and
	// rootGroup[r] that of the group whose union-find root is r if
	// stamp[r] is gen.
	groupOf, rootGroup [cells]int8
	stamp              [cells]uint32
	gen                uint32
}

// Evaluate is a two-distance evaluation in the manner of Queenbee (van
// Rijswijck), adapted to Nex's costs: the difference of the two colours'
// potentials, plus a little for the number of cells that attain each
// (more of them are harder to block) and a tempo for the side to move,
// from the side to move's point of view.
func (g *Game) Evaluate() int {
	ev := g.potentials(false)
	s, o := g.side, 1-g.side
	score := potWeight*int(ev.pot[o]-ev.pot[s]) +
		waysWeight*(min(ev.ways[s], maxWays)-min(ev.ways[o], maxWays)) + tempo
	return max(-maxEval, min(maxEval, score))
}

// EvalTerms breaks Evaluate down for the protocol's eval command.
func (g *Game) EvalTerms() []position.EvalTerm {
	ev := g.potentials(false)
	return []position.EvalTerm{
		{Name: "blue_potential", Score: int(ev.pot[blue])},
		{Name: "pink_potential", Score: int(ev.pot[pink])},
		{Name: "blue_ways", Score: ev.ways[blue]},
		{Name: "pink_ways", Score: ev.ways[pink]},
		{Name: "tempo", Score: tempo},
		{Name: "total", Score: g.Evaluate()},
	}
}

// OrderHints ranks the moves by how close their cells lie to both
// colours' best paths: a cell scores for each colour up to hintRange
// half cells less the excess of the cheapest path through it over the
// colour's potential. A drop counts its own stone, a conversion the
// better of its two neutrals. Search asks for hints only at nodes with at
// most a few thousand moves.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	ev := g.potentials(true)
	value := func(i int) int32 {
		var v int32
		for c := range ev.dist {
			a, b := ev.dist[c][0][i], ev.dist[c][1][i]
			if a == farAway || b == farAway {
				continue
			}
			v += max(0, hintRange-int32(a+b-ev.pot[c]))
		}
		return v
	}
	for i, m := range moves {
		a, b, _ := moveCells(m)
		switch moveKind(m) {
		case kindDrop:
			scores[i] = value(a)
		case kindConv:
			scores[i] = max(value(a), value(b)) + 1
		default:
			scores[i] = 0
		}
	}
}

// potentials returns the potentials and ways of both colours, computing
// them unless they are those of this very position (search often
// evaluates a node and then orders its moves). With all, the distances
// of every cell are known, not only those within the potential.
func (g *Game) potentials(all bool) *evalState {
	if g.ev == nil {
		g.ev = new(evalState)
	}
	ev := g.ev
	if !ev.valid || ev.key != g.hash || all && !ev.all {
		ev.valid = false
		ev.measure(g, blue, all)
		ev.measure(g, pink, all)
		ev.key, ev.valid, ev.all = g.hash, true, all
	}
	return ev
}

// measure computes colour c's two-distances from both its edges, its
// potential and the number of empty and neutral cells that attain it. The
// two searches go level by level in step, and unless all is set stop at
// the potential: a cell first reached at level d has the cost of the
// cells on its path from the other edge to add, at least its own, so once
// both have gone through level d no cell still unknown to either can
// attain d or less.
func (ev *evalState) measure(g *Game, c color, all bool) {
	own := g.stones[c]
	neutral := g.stones[neutralStone-1]
	costly := full.AndNot(own.Or(g.stones[1-c])) // empty or neutral
	ev.findGroups(g, c, costly)
	ev.pot[c], ev.ways[c] = farAway, 0
	var fr [2]front
	for e := range fr {
		ev.dist[c][e] = farDist
		fr[e].init(ev, e, own, costly, neutral, edgeMask[c][e], &ev.level[e])
	}
	for k := range ev.ngroups {
		if ev.level[0][k] == 0 && ev.level[1][k] == 0 {
			ev.pot[c] = 0 // a finished game
		}
	}
	for d := int16(1); (all || d <= ev.pot[c]) && (fr[0].quiet < maxCost || fr[1].quiet < maxCost); d++ {
		for e := range fr {
			fresh := fr[e].step(ev, d, &ev.level[e], &ev.level[1-e], &ev.pot[c], &ev.ways[c])
			mine, other := &ev.dist[c][e], &ev.dist[c][1-e]
			for m := fresh; !m.Empty(); {
				i := m.PopFirst()
				mine[i] = d
				if other[i] == farAway {
					continue
				}
				p := d + other[i] - emptyCost
				if neutral.Has(i) {
					p += emptyCost - neutralCost
				}
				switch {
				case p < ev.pot[c]:
					ev.pot[c], ev.ways[c] = p, 1
				case p == ev.pot[c]:
					ev.ways[c]++
				}
			}
		}
	}
	if ev.pot[c] >= farAway {
		ev.pot[c], ev.ways[c] = blocked, 0
	}
}

// farDist is a distance map with no distance yet.
var farDist = func() (d [cells]int16) {
	for i := range d {
		d[i] = farAway
	}
	return d
}()

// findGroups lists colour c's groups, the sets of the game's union-find,
// with their liberties among the cells costly.
func (ev *evalState) findGroups(g *Game, c color, costly position.Bits128) {
	ev.gen++
	n := 0
	for rest := g.stones[c]; !rest.Empty(); {
		i := rest.PopFirst()
		r := g.find(i)
		if ev.stamp[r] != ev.gen {
			ev.stamp[r], ev.rootGroup[r] = ev.gen, int8(n)
			ev.groups[n] = group{edges: g.edges[r]}
			n++
		}
		k := ev.rootGroup[r]
		ev.groupOf[i] = k
		ev.groups[k].stones = ev.groups[k].stones.With(i)
	}
	for k := range n {
		ev.groups[k].libs = dilate(ev.groups[k].stones).And(costly)
	}
	ev.ngroups = n
}

// front is one two-distance search from an edge, in half cells: the
// edge's own cells cost their own cost; another empty or neutral cell
// costs its own plus the second smallest two-distance among its
// neighbours (the opponent can always block the best one), where a group
// counts as two neighbours at its own two-distance; a group is at the
// second smallest two-distance of its liberties, or 0 if it touches the
// edge. Groups are contracted: any two liberties of a group count as
// neighbours through it. The levels go as in a breadth-first search,
// every cell of a level at once on bitboards: a cell of cost k joins
// level d when two of its neighbours are within level d-k.
type front struct {
	own, neutral, empties, start position.Bits128
	// reached holds the cells and stones within the last level, and
	// costly those of them that are empty or neutral.
	reached, costly position.Bits128
	// adj holds the liberties of the groups within the last level,
	// which have two neighbours there, and pending those of the other
	// groups (and maybe more).
	adj, pending position.Bits128
	// two[k&3] holds the cells with two neighbours within level k (and
	// the edge's cells), for the last four levels.
	two   [4]position.Bits128
	quiet int // levels in a row that added nothing
}

// init starts the search from the edge from at level 0, where the
// groups that touch the edge are; level receives the groups' levels.
func (f *front) init(ev *evalState, e int, own, costly, neutral, from position.Bits128, level *[cells]int16) {
	*f = front{own: own, neutral: neutral, empties: costly.AndNot(neutral), start: from.And(costly)}
	for k := range ev.ngroups {
		level[k] = farAway
		if gr := &ev.groups[k]; gr.edges&(1<<e) != 0 {
			level[k] = 0
			f.reached = f.reached.Or(gr.stones)
			f.adj = f.adj.Or(gr.libs)
		} else {
			f.pending = f.pending.Or(gr.libs)
		}
	}
	f.two[0] = f.adj.Or(f.start)
}

// step goes through level d and returns its new cells. Groups it
// reaches get their level, and if the other search has reached them
// too, their potential is noted in pot and ways.
func (f *front) step(ev *evalState, d int16, level, other *[cells]int16, pot *int16, ways *int) position.Bits128 {
	var fresh position.Bits128
	if d >= neutralCost {
		fresh = f.neutral.And(f.two[(d-neutralCost)&3])
	}
	if d >= emptyCost {
		fresh = fresh.Or(f.empties.And(f.two[(d-emptyCost)&3]))
	}
	fresh = fresh.AndNot(f.reached)
	if fresh.Empty() {
		f.quiet++
		f.two[d&3] = f.two[(d-1)&3]
		return fresh
	}
	f.quiet = 0
	f.reached = f.reached.Or(fresh)
	f.costly = f.costly.Or(fresh)
	// Only a group next to a new cell can have gained a second liberty.
	if !fresh.And(f.pending).Empty() {
		for near := dilate(fresh).And(f.own).AndNot(f.reached); !near.Empty(); {
			k := ev.groupOf[near.PopFirst()]
			gr := &ev.groups[k]
			near = near.AndNot(gr.stones)
			if gr.libs.And(f.reached).Count() >= 2 {
				level[k] = d
				f.reached = f.reached.Or(gr.stones)
				f.adj = f.adj.Or(gr.libs)
				if o := other[k]; o != farAway && d+o < *pot {
					*pot, *ways = d+o, 0 // a group is no way to count
				}
			}
		}
	}
	f.two[d&3] = twoNear(f.costly).Or(f.adj).Or(f.start)
	return fresh
}

// twoNear returns the cells with at least two neighbours in r.
func twoNear(r position.Bits128) position.Bits128 {
	k := r.And(notColK)
	a := r.And(notColA)
	one, two := k.Shl(1), position.Bits128{}
	one, two = csa(one, two, a.Shr(1))
	one, two = csa(one, two, r.Shl(size))
	one, two = csa(one, two, r.Shr(size))
	one, two = csa(one, two, k.Shr(size-1))
	_, two = csa(one, two, a.Shl(size-1))
	return two.And(full)
}

// csa adds the set c to the counts one (at least one) and two (at least
// two), saturating at two.
func csa(one, two, c position.Bits128) (position.Bits128, position.Bits128) {
	return one.Or(c), two.Or(one.And(c))
}
