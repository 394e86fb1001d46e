package hex

import "math/bits"

// Virtual connections by H-search (Anshelevich). For one side, the nodes
// are its groups (its two edges, each merged with the stones that touch
// it, and its other chains of stones) and the empty cells. A full
// connection between two nodes, with a carrier of empty cells, holds when
// the side can join them against any play of the opponent inside the
// carrier even if the opponent moves first; a semi connection holds when
// it can if it moves first, playing its key cell. The base connections
// join adjacent nodes with an empty carrier. The AND rule joins two full
// connections x–z and z–y with disjoint carriers that avoid the other
// endpoint: through a group z into a full one, through an empty cell z
// into a semi one whose key is z and whose carrier holds z. The OR rule
// joins semi connections between the same nodes whose carriers have no
// cell in common into a full one over the union of their carriers. Both
// rules are sound, so a full connection between a side's two edges
// proves that side the winner whoever moves, and a semi one proves the
// side to move the winner. The edge templates of the second and third
// rows (the bridge to the edge, the ziggurat) follow from the rules.
//
// Two analyses bound the work (vcLimits). The light one (vcLight) makes
// no connection between two empty cells beyond the base ones: the ones
// that matter join groups and a group to a cell. The wide one (vcDeep)
// also lets the AND rule join two empty cells through a third, and so
// the OR rule finds the bridge between two empty cells, with carriers of
// at most two cells; not through a group, which would join every two of
// its liberties and route nothing that the group itself does not. Full
// H-search, with every such connection, proves a little more and costs
// several times as much. Neither derives the edge template of the fourth
// row: full H-search without bounds did not, from a lone stone on the
// fourth row of an empty 7×7 or 9×9 board. Connections that touch a group
// are processed before those between two cells, so that the wide
// analysis spends its budget on the latter last.

// vcWords is the size of a carrier in 64-bit words. The analysis works
// on boards whose cells and two edge nodes fit: up to 13×13.
const (
	vcWords    = 3
	vcMaxNodes = 64 * vcWords
	// fullCap and semiCap are the room for connections between two
	// nodes in the work space, the most any vcLimits keeps.
	fullCap = 6
	semiCap = 12
	// vcTickWork is the work that H-search reports to its ticker as one
	// node, about the time of one evaluation.
	vcTickWork = 64
)

// vcLimits bounds one H-search. potential is the largest two-distance
// potential (Evaluate's measure of the stones a side still needs) at
// which the analysis searches a side: the proofs come at small
// potentials, and a side farther from its edges costs the most to
// search. full and semi are the connections kept between two nodes (the
// first found, which come from the smallest carriers first); orDepth
// bounds the semis that one OR combines; budget bounds the carrier
// combinations tried; cells lets the AND rule join two empty cells
// through a third, into connections whose carriers have at most
// cellCarrier cells.
type vcLimits struct {
	potential   int
	full, semi  int
	orDepth     int
	budget      int
	cells       bool
	cellCarrier int
}

// vcLight is the analysis of most nodes, about a millisecond for both
// sides on an 11×11 middle game (BenchmarkHSearch); vcDeep the wide one,
// for the nodes with vcDeepDepth plies left (BenchmarkHSearchDeep).
var (
	vcLight = vcLimits{potential: 6, full: 4, semi: 8, orDepth: 4, budget: 60_000}
	vcDeep  = vcLimits{potential: 8, full: 6, semi: 12, orDepth: 4, budget: 60_000, cells: true, cellCarrier: 2}
)

// cset is a set of nodes: cells and, above them, the two edge nodes.
type cset [vcWords]uint64

func (s *cset) set(i int)      { s[i>>6] |= 1 << uint(i&63) }
func (s *cset) has(i int) bool { return s[i>>6]>>uint(i&63)&1 != 0 }

func (s cset) or(t cset) cset {
	for i := range s {
		s[i] |= t[i]
	}
	return s
}

func (s cset) and(t cset) cset {
	for i := range s {
		s[i] &= t[i]
	}
	return s
}

func (s cset) isEmpty() bool {
	var x uint64
	for _, w := range s {
		x |= w
	}
	return x == 0
}

func (s cset) disjoint(t cset) bool { return s.and(t).isEmpty() }

// subsetOf reports whether every element of s is in t.
func (s cset) subsetOf(t cset) bool {
	for i := range s {
		if s[i]&^t[i] != 0 {
			return false
		}
	}
	return true
}

func (s cset) count() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// first returns the least element of s, or -1.
func (s cset) first() int {
	for i, w := range s {
		if w != 0 {
			return i<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// fullVC is a full connection queued for the AND rule.
type fullVC struct {
	x, y int16
	c    cset
}

// hsearch is the work space of one side's H-search on one board size,
// allocated once per Game. Pairs of nodes x < y are numbered
// y(y-1)/2+x.
type hsearch struct {
	n      int     // nodes: the cells and two edge nodes
	node   []int16 // each cell's node: itself if empty, its group's, -1 for an opponent stone
	isCell []bool  // node is an empty cell (an AND through it gives a semi)
	nf, ns []uint8 // connections kept per pair
	full   []cset  // pair*fullCap + k
	semi   []cset  // pair*semiCap + k
	with   []cset  // with[x]: nodes with a full connection to x
	queue  []fullVC
	// cellQueue holds the full connections between two empty cells.
	cellQueue []fullVC
	work      int
	lim       vcLimits
	// semiKeys collects the semis of the pair being ORed.
	orBuf []cset
	// dist and deque are stonesToWin's work space.
	dist  []int16
	deque []int16
}

func newHsearch(cells int) *hsearch {
	n := cells + 2
	pairs := n * (n - 1) / 2
	return &hsearch{
		n:         n,
		node:      make([]int16, cells),
		isCell:    make([]bool, n),
		nf:        make([]uint8, pairs),
		ns:        make([]uint8, pairs),
		full:      make([]cset, pairs*fullCap),
		semi:      make([]cset, pairs*semiCap),
		with:      make([]cset, n),
		queue:     make([]fullVC, 0, 1024),
		cellQueue: make([]fullVC, 0, 1024),
		orBuf:     make([]cset, 0, semiCap),
		dist:      make([]int16, cells),
		deque:     make([]int16, 0, 4*cells),
	}
}

func (h *hsearch) pair(x, y int) int {
	if x > y {
		x, y = y, x
	}
	return y*(y-1)/2 + x
}

// vcResult is what H-search proved for one side: full and semi
// connections between its edges. carrier is the intersection of the
// carriers of all of them (with the semis' keys), the cells where the
// opponent must play to stop the side at once; key is a semi's key.
type vcResult struct {
	full, semi bool
	carrier    cset
	key        int
	stopped    bool // the ticker stopped the search: nothing was proved
}

// hSearch runs H-search for side s in the current position, within lim,
// and reports what it proved about s's edges; with semiEnough it stops at
// the first semi connection between them (enough for the side to move).
// It must not be called on a finished game or a board over 13×13.
func (g *Game) hSearch(s color, lim vcLimits, semiEnough bool) vcResult {
	geo := g.geo
	if g.vc[s] == nil {
		g.vc[s] = newHsearch(geo.Cells)
	}
	h := g.vc[s]
	clear(h.nf)
	clear(h.ns)
	clear(h.with)
	clear(h.isCell)
	h.queue = h.queue[:0]
	h.cellQueue = h.cellQueue[:0]
	h.work = 0
	h.lim = lim
	edgeNode := func(k int) int { return geo.Cells + k }
	// A chain that touches an own edge is that edge's node. Union by size
	// can make one of the chain's stones the root of the set, so the
	// chain is recognised by sharing its root with the edge's node.
	edgeRoot := [2]int{g.find(geo.node(ownEdges[s][0])), g.find(geo.node(ownEdges[s][1]))}
	for i, v := range g.board {
		switch v {
		case 0:
			h.node[i] = int16(i)
			h.isCell[i] = true
		case uint8(s) + 1:
			r := g.find(i)
			switch r {
			case edgeRoot[0]:
				r = edgeNode(0)
			case edgeRoot[1]:
				r = edgeNode(1)
			}
			h.node[i] = int16(r)
		default:
			h.node[i] = -1
		}
	}
	// Base connections: every empty cell to its neighbouring nodes and
	// to the own edges it lies on.
	var none cset
	for i, v := range g.board {
		if v != 0 {
			continue
		}
		for _, j := range geo.Neighbors(i) {
			if y := h.node[j]; y >= 0 {
				h.addFull(i, int(y), none)
			}
		}
		for k, e := range ownEdges[s] {
			if geo.OnEdge[i]&(1<<e) != 0 {
				h.addFull(i, edgeNode(k), none)
			}
		}
	}
	goal := h.pair(edgeNode(0), edgeNode(1))
	ticked := 0
	// Connections between two empty cells wait in their own queue until
	// the others are all processed: the ones that touch a group come
	// first whatever the budget leaves for the rest.
	for q, cq := 0, 0; h.work < lim.budget && h.nf[goal] == 0 && (!semiEnough || h.ns[goal] == 0); {
		var f fullVC
		switch {
		case q < len(h.queue):
			f = h.queue[q]
			q++
		case cq < len(h.cellQueue):
			f = h.cellQueue[cq]
			cq++
		default:
			q = -1
		}
		if q < 0 {
			break
		}
		h.and(int(f.x), int(f.y), f.c)
		h.and(int(f.y), int(f.x), f.c)
		if g.ticker != nil && h.work-ticked >= vcTickWork {
			n := (h.work - ticked) / vcTickWork
			ticked += n * vcTickWork
			if g.ticker.Tick(n) {
				return vcResult{key: -1, stopped: true}
			}
		}
	}
	var r vcResult
	r.key = -1
	for k := range geo.Cells + 2 {
		r.carrier.set(k)
	}
	for k := range int(h.nf[goal]) {
		r.full = true
		r.carrier = r.carrier.and(h.full[goal*fullCap+k])
	}
	for k := range int(h.ns[goal]) {
		c := h.semi[goal*semiCap+k]
		r.semi = true
		r.carrier = r.carrier.and(c)
		if r.key < 0 {
			r.key = h.semiKey(c)
		}
	}
	return r
}

// semiKey finds a key of a semi connection between the edges with
// carrier c: a cell of c that, played, leaves a full connection inside
// c. The rules do not record it, so it is recovered by testing.
func (h *hsearch) semiKey(c cset) int {
	// The AND rule made the semi through an empty cell z that has full
	// connections to both edges inside c; any such z is a key.
	e0, e1 := h.n-2, h.n-1
	for z := c.first(); z >= 0; z = next(c, z) {
		if !h.isCell[z] {
			continue
		}
		for a := range int(h.nf[h.pair(z, e0)]) {
			ca := h.full[h.pair(z, e0)*fullCap+a]
			if ca.has(z) || !ca.subsetOf(c) {
				continue
			}
			for b := range int(h.nf[h.pair(z, e1)]) {
				cb := h.full[h.pair(z, e1)*fullCap+b]
				if cb.subsetOf(c) && ca.disjoint(cb) {
					return z
				}
			}
		}
	}
	return c.first()
}

// next returns the least element of s above i, or -1.
func next(s cset, i int) int {
	i++
	for w := i >> 6; w < vcWords; w++ {
		x := s[w]
		if w == i>>6 {
			x &= ^uint64(0) << uint(i&63)
		}
		if x != 0 {
			return w<<6 + bits.TrailingZeros64(x)
		}
	}
	return -1
}

// and applies the AND rule to the full connection end–mid with carrier c
// and every full connection mid–z.
func (h *hsearch) and(end, mid int, c cset) {
	through := h.isCell[mid]
	partners := h.with[mid]
	for z := partners.first(); z >= 0; z = next(partners, z) {
		if z == end || c.has(z) || h.isCell[end] && h.isCell[z] && (!h.lim.cells || !through) {
			continue
		}
		p := h.pair(mid, z)
		for k := range int(h.nf[p]) {
			h.work++
			c2 := h.full[p*fullCap+k]
			if c2.has(end) || !c.disjoint(c2) {
				continue
			}
			u := c.or(c2)
			if through {
				u.set(mid)
				h.addSemi(end, z, u)
			} else {
				h.addFull(end, z, u)
			}
		}
	}
}

// keepMinimal prepares the carriers cs of one pair for a new carrier c:
// it reports false if one of them is a subset of c (c adds nothing), and
// otherwise removes those that c is a subset of, in place. The carriers
// of a pair never contain one another, so nothing is removed when it
// reports false.
func keepMinimal(cs []cset, c cset) ([]cset, bool) {
	for i := 0; i < len(cs); i++ {
		if cs[i].subsetOf(c) {
			return cs, false
		}
		if c.subsetOf(cs[i]) {
			cs[i] = cs[len(cs)-1]
			cs = cs[:len(cs)-1]
			i--
		}
	}
	return cs, true
}

// addFull records a full connection x–y with carrier c unless one with
// a subset of c is known, replacing the known ones that c is a subset of.
func (h *hsearch) addFull(x, y int, c cset) {
	if h.isCell[x] && h.isCell[y] && c.count() > h.lim.cellCarrier {
		return
	}
	p := h.pair(x, y)
	fs, ok := keepMinimal(h.full[p*fullCap:p*fullCap+int(h.nf[p])], c)
	if !ok || len(fs) == h.lim.full {
		return
	}
	h.full[p*fullCap+len(fs)] = c
	h.nf[p] = uint8(len(fs) + 1)
	h.with[x].set(y)
	h.with[y].set(x)
	if h.isCell[x] && h.isCell[y] {
		h.cellQueue = append(h.cellQueue, fullVC{int16(x), int16(y), c})
	} else {
		h.queue = append(h.queue, fullVC{int16(x), int16(y), c})
	}
}

// addSemi records a semi connection x–y with carrier c (its key
// included) unless a full or semi one with a subset of c is known, and
// tries the OR rule on it with the others of the pair.
func (h *hsearch) addSemi(x, y int, c cset) {
	if h.isCell[x] && h.isCell[y] && c.count() > h.lim.cellCarrier {
		return
	}
	p := h.pair(x, y)
	for _, f := range h.full[p*fullCap : p*fullCap+int(h.nf[p])] {
		if f.subsetOf(c) {
			return
		}
	}
	ss, ok := keepMinimal(h.semi[p*semiCap:p*semiCap+int(h.ns[p])], c)
	if !ok {
		return
	}
	if len(ss) == h.lim.semi {
		h.ns[p] = uint8(len(ss))
		return
	}
	h.semi[p*semiCap+len(ss)] = c
	ss = h.semi[p*semiCap : p*semiCap+len(ss)+1]
	h.ns[p] = uint8(len(ss))
	// OR rule: the new semi with up to orDepth-1 others whose carriers
	// shrink the intersection to nothing.
	last := len(ss) - 1
	h.or(x, y, ss[:last], c, c, h.lim.orDepth-1)
}

// or looks among semis for a few that, with the carriers united in union
// and intersected in inter so far, leave an empty intersection; it
// records the full connection over their union.
func (h *hsearch) or(x, y int, semis []cset, inter, union cset, depth int) bool {
	for i, s := range semis {
		h.work++
		in := inter.and(s)
		if in == inter {
			continue // s does not help
		}
		if in.isEmpty() {
			h.addFull(x, y, union.or(s))
			return true
		}
		if depth > 1 && h.or(x, y, semis[i+1:], in, union.or(s), depth-1) {
			return true
		}
	}
	return false
}
