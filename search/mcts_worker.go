package search

import (
	"cmp"
	"math"
	"math/rand/v2"
	"sync/atomic"

	"github.com/tabla-games/tabla/position"
)

// The constants of the tree policy and the playouts.
const (
	// uctExplore is the UCT exploration constant without RAVE, and
	// raveExplore with it: RAVE's early estimates do much of the
	// exploring.
	uctExplore  = 0.8
	raveExplore = 0.2
	// raveEquiv sets how fast RAVE gives way to a move's own results:
	// at about raveEquiv visits the two weigh the same. In Go, 300
	// beat 1000 64-36 on 9×9 at 5,000 playouts a move, 3000 lost to
	// 1000 35-65 and 100 scored 29-31 against 300
	// (testdata/strength/results.md, 2026-12-02).
	raveEquiv = 300
	// firstPlay is the value of a child without visits or RAVE data:
	// above every real win rate, so that each child is tried once.
	firstPlay = 1.1
	// hintWeight is the weight of the game's move-ordering hint (scaled
	// to 0..1), a bias that fades as 1/(visits+1).
	hintWeight = 0.5
	// maxTreePly is the deepest level of the tree.
	maxTreePly = maxPly - 1
	// playoutCap ends a generic playout that has not ended by itself; the
	// game's evaluation then decides it. pollPlies is how often a long
	// playout looks at the stop flags.
	playoutCap = 400
	pollPlies  = 32
	// solveDepth is the remaining depth passed to a game's Solvable when
	// a leaf is expanded: the least, so that only cheap proofs are tried.
	solveDepth = 0
)

// mworker is one thread of Monte Carlo tree search: its own clone of the
// root, random source, buffers and path; the tree is shared.
type mworker struct {
	id        int
	m         *mctsRun
	g         position.Game
	pcg       rand.PCG
	rng       *rand.Rand
	playouter position.Playouter
	ownerer   position.Owner // set when the search gathers owners
	orderer   position.Orderer
	priorer   position.Priorer
	solver    position.Solver
	// komier is the clone as a position.Komier, and komi the extra komi
	// last told to it (dynamic komi).
	komier position.Komier
	komi   int64

	path   [maxPly + 1]uint32 // node indices from the root
	sides  [maxPly + 1]uint8  // side to move at each node of the path
	trace  position.Trace
	moves  []position.Move
	hints  []int32
	priors []position.Prior
	amaf   amafSet
	// owner is one playout's owners, owners their counts over the
	// worker's playouts, when the search gathers them (Limits.Owners).
	owner  []int32
	owners Owners
	// depthSum is the tree plies of the worker's playouts, kept apart
	// from the other threads' so that no cache line is shared for it.
	depthSum atomic.Uint64
}

func newMWorker(id int) *mworker {
	w := &mworker{id: id}
	w.rng = rand.New(&w.pcg)
	w.moves = make([]position.Move, 0, 256)
	w.trace.Moves = make([]position.Move, 0, 512)
	w.trace.Sides = make([]uint8, 0, 512)
	return w
}

// prepare readies the worker for a search of g, its own clone. The seed
// depends on the root and the worker only, so that a search with one
// thread is the same every time.
func (w *mworker) prepare(m *mctsRun, g position.Game) {
	w.m = m
	w.g = g
	w.playouter, _ = g.(position.Playouter)
	w.ownerer = nil
	if o := m.r.lim.Owners; o != nil {
		if w.ownerer, _ = g.(position.Owner); w.ownerer != nil {
			if n := len(o.Cells); len(w.owner) != n {
				w.owner, w.owners.Cells = make([]int32, n), make([][2]uint32, n)
			}
			clear(w.owners.Cells)
			w.owners.Playouts = 0
		}
	}
	w.orderer, _ = g.(position.Orderer)
	w.priorer, _ = g.(position.Priorer)
	w.solver, _ = g.(position.Solver)
	w.komier, _ = g.(position.Komier)
	if w.komier != nil {
		w.komier.SetPlayoutKomi(m.rootSide, 0)
	}
	w.komi = 0
	w.depthSum.Store(0)
	w.pcg.Seed(g.Hash()^0x6d637473, uint64(w.id)*0x9e3779b97f4a7c15+1)
}

// Tick is the position.Ticker that a game's Solver calls.
func (w *mworker) Tick(int) bool { return w.m.stopping() }

// run plays out until a limit, Stop or a proof at the root ends the
// search.
func (w *mworker) run() {
	m, r := w.m, w.m.r
	root := &m.t.nodes[rootNode]
	for {
		if m.stopping() || m.overdue() {
			return
		}
		if root.proof.Load() != 0 {
			if !m.endless() {
				r.abort.Store(true)
			}
			return
		}
		active := r.limitsActive()
		n := m.playouts.Add(1)
		if n > maxVisits || active && r.lim.Nodes > 0 && n > r.lim.Nodes {
			// No abort: the threads still playing out within the limit
			// finish their playouts, and each stops here after.
			m.playouts.Add(^uint64(0))
			return
		}
		if d := m.dk; d != nil {
			if k := d.komi.Load(); k != w.komi {
				w.komier.SetPlayoutKomi(m.rootSide, int(k))
				w.komi = k
			}
		}
		if !w.step() {
			m.playouts.Add(^uint64(0))
			return
		}
		if active && (r.lim.Depth > 0 && int(m.seldepth.Load()) >= r.lim.Depth || m.single) {
			r.abort.Store(true)
			return
		}
	}
}

// expansion is what became of a leaf that was to be expanded.
type expansion uint8

const (
	expanded    expansion = iota
	solved                // the game's solver proved the leaf
	notExpanded           // another thread expands it, or no room: play out
	abandoned             // stopped inside the solver
)

// step is one playout: down the tree to a leaf, expanding it when it has
// been visited before, a playout from there (or a proven result), and the
// result back up. It reports false when the search was stopped part-way
// and nothing was learnt.
func (w *mworker) step() bool {
	m := w.m
	t := m.t
	g := w.g
	idx := uint32(rootNode)
	t.nodes[rootNode].visits.Add(1)
	w.path[0] = rootNode
	ply := 0
	var score, from int // the result: its sign, for side from
	proven := false
	for {
		n := &t.nodes[idx]
		side := g.ToMove()
		w.sides[ply] = uint8(side)
		if p := n.proof.Load(); p != 0 {
			score, from, proven = proofValue(p), int(n.mover), true
			break
		}
		first, k := n.children()
		if k == 0 {
			if over, s := g.Outcome(); over {
				score, from, proven = cmp.Compare(s, 0), side, true
				n.proof.CompareAndSwap(0, makeProof(w.forMover(n, side, score), 0))
				break
			}
			ex := notExpanded
			if ply < maxTreePly && (ply == 0 || n.visits.Load() >= t.expandVisits()) {
				ex = w.expand(n, side)
			}
			switch ex {
			case expanded:
				continue
			case solved:
				p := n.proof.Load()
				score, from, proven = proofValue(p), int(n.mover), true
			case abandoned:
				w.abandon(ply)
				return false
			default:
				s, ok := w.playout()
				if !ok {
					w.abandon(ply)
					return false
				}
				score, from = s, side
			}
			break
		}
		c := w.selectChild(n, first, k)
		child := &t.nodes[c]
		child.visits.Add(1)
		g.Make(child.move)
		ply++
		w.path[ply] = c
		idx = c
	}
	w.backup(ply, score, from)
	if m.dk != nil {
		m.dk.count(halfPoints(score, from, m.rootSide))
	}
	if proven {
		w.propagate(ply)
	}
	w.depthSum.Store(w.depthSum.Load() + uint64(ply))
	for d := m.seldepth.Load(); int64(ply) > d && !m.seldepth.CompareAndSwap(d, int64(ply)); d = m.seldepth.Load() {
	}
	for ; ply > 0; ply-- {
		g.Unmake()
	}
	return true
}

// halfPoints is what a result score (its sign) for side from gives side:
// 2 a win, 1 a draw, 0 a loss.
func halfPoints(score, from, side int) uint64 {
	switch {
	case score == 0:
		return 1
	case score > 0 == (from == side):
		return 2
	}
	return 0
}

// abandon takes back a playout cut short by Stop: the visits it added
// and the moves it made.
func (w *mworker) abandon(ply int) {
	t := w.m.t
	for i := ply; i >= 0; i-- {
		t.nodes[w.path[i]].visits.Add(^uint32(0))
		if i > 0 {
			w.g.Unmake()
		}
	}
}

// forMover turns a result v for side into one for n's mover.
func (w *mworker) forMover(n *node, side, v int) int {
	if int(n.mover) != side {
		return -v
	}
	return v
}

// expand gives the leaf n (side to move side) its children, or proves it
// with the game's solver.
func (w *mworker) expand(n *node, side int) expansion {
	t := w.m.t
	if t.full.Load() || !n.kids.CompareAndSwap(0, kidsBusy) {
		return notExpanded
	}
	g := w.g
	if w.solver != nil && w.solver.Solvable(solveDepth) {
		v, _ := w.solver.Solve(-1, 1, w)
		if w.m.stopping() {
			n.kids.Store(0)
			return abandoned
		}
		v = cmp.Compare(v, 0)
		plies := 1 // a solver proves who wins, not how soon
		n.proof.CompareAndSwap(0, makeProof(w.forMover(n, side, v), plies))
		n.kids.Store(0)
		return solved
	}
	w.moves = g.GenMoves(w.moves[:0])
	if len(w.moves) == 0 {
		// The game broke its contract (not over, no move): a draw.
		n.proof.CompareAndSwap(0, makeProof(0, 0))
		n.kids.Store(0)
		return solved
	}
	first, ok := t.alloc(len(w.moves))
	if !ok {
		n.kids.Store(0)
		return notExpanded
	}
	w.fill(first, w.moves, side)
	n.first.Store(first)
	n.kids.Store(uint32(len(w.moves)))
	return expanded
}

// fill initialises the children of a node at first, with the game's
// priors, or else with its hints as a bias.
func (w *mworker) fill(first uint32, moves []position.Move, side int) {
	nodes := w.m.t.nodes[first : int(first)+len(moves)]
	switch {
	case w.priorer != nil:
		if cap(w.priors) < len(moves) {
			w.priors = make([]position.Prior, len(moves))
		}
		priors := w.priors[:len(moves)]
		clear(priors)
		w.priorer.Priors(moves, priors)
		for i, m := range moves {
			initNode(&nodes[i], m, side, 0, priors[i])
		}
	case w.orderer != nil:
		if cap(w.hints) < len(moves) {
			w.hints = make([]int32, len(moves))
		}
		hints := w.hints[:len(moves)]
		clear(hints)
		w.orderer.OrderHints(moves, hints)
		lo, hi := hints[0], hints[0]
		for _, h := range hints {
			lo, hi = min(lo, h), max(hi, h)
		}
		for i, m := range moves {
			var p uint16
			if hi > lo {
				p = uint16((int64(hints[i]) - int64(lo)) * hintScale / (int64(hi) - int64(lo)))
			}
			initNode(&nodes[i], m, side, p, position.Prior{})
		}
	default:
		for i, m := range moves {
			initNode(&nodes[i], m, side, 0, position.Prior{})
		}
	}
}

// selectChild picks the child to descend into: a proven win at once,
// never a proven loss while another move is open, and otherwise the
// highest of UCT, blended with the RAVE estimate when it is on, plus the
// fading prior. The game's prior knowledge counts in a move's own
// results only: counted in its RAVE estimate as well, it scored 49-51
// in Go (testdata/strength/results.md, 2026-12-02).
func (w *mworker) selectChild(n *node, first, k uint32) uint32 {
	nodes := w.m.t.nodes
	rave := w.m.rave
	explore := uctExplore
	if rave {
		explore = raveExplore
	}
	explore *= math.Sqrt(math.Log(float64(n.visits.Load()) + 1))
	best, bestV := first, math.Inf(-1)
	for i := first; i < first+k; i++ {
		c := &nodes[i]
		q := -1.0
		if p := c.proof.Load(); p != 0 {
			switch proofValue(p) {
			case 1:
				return i
			case 0:
				q = 0.5
			default:
				continue
			}
		}
		visits := c.visits.Load()
		seen := visits + uint32(c.priorN) // real and prior playouts
		if q < 0 {
			q = firstPlay
			if seen > 0 {
				q = float64(c.wins.Load()+uint32(c.priorW)) * 0.5 * recip(seen)
			}
			if rave {
				if a := c.amafN.Load(); a > 0 {
					aq := float64(c.amafW.Load()) * 0.5 * recip(a)
					if seen == 0 {
						q = aq
					} else {
						an, cn := float64(a), float64(seen)
						beta := an / (an + cn + an*cn*(1.0/raveEquiv))
						q += beta * (aq - q)
					}
				}
			}
		}
		v := q + (explore+hintWeight/hintScale*float64(c.hint)*recipSqrt(seen+1))*recipSqrt(seen+1)
		if v > bestV {
			best, bestV = i, v
		}
	}
	return best
}

// recipTable and recipSqrtTable hold 1/n and 1/sqrt(n) for small n,
// which selection needs for every child of every node it passes.
const recipTableSize = 4096

var recipTable, recipSqrtTable = func() (r, rs [recipTableSize]float64) {
	for n := 1; n < recipTableSize; n++ {
		r[n] = 1 / float64(n)
		rs[n] = 1 / math.Sqrt(float64(n))
	}
	return
}()

func recip(n uint32) float64 {
	if n < recipTableSize {
		return recipTable[n]
	}
	return 1 / float64(n)
}

func recipSqrt(n uint32) float64 {
	if n < recipTableSize {
		return recipSqrtTable[n]
	}
	return 1 / math.Sqrt(float64(n))
}

// backup adds the result to every node of the path, and to the RAVE
// statistics of their children whose moves were played later on.
func (w *mworker) backup(ply, score, from int) {
	nodes := w.m.t.nodes
	var res [2]uint32
	switch {
	case score > 0:
		res[from] = 2
	case score < 0:
		res[1-from] = 2
	default:
		res = [2]uint32{1, 1}
	}
	for i := 0; i <= ply; i++ {
		n := &nodes[w.path[i]]
		n.wins.Add(res[n.mover])
		if score == 0 {
			n.draws.Add(1)
		}
	}
	if !w.m.rave {
		return
	}
	set := &w.amaf
	set.reset()
	for j, m := range w.trace.Moves {
		set.add(m, w.trace.Sides[j])
	}
	for i := ply; i >= 0; i-- {
		if i < ply {
			c := &nodes[w.path[i+1]]
			set.add(c.move, c.mover)
		}
		first, k := nodes[w.path[i]].children()
		side := w.sides[i]
		for j := first; j < first+k; j++ {
			c := &nodes[j]
			if set.has(c.move, side) {
				c.amafN.Add(1)
				c.amafW.Add(res[side])
			}
		}
	}
}

// propagate proves the nodes above a proven leaf that its proof decides
// (MCTS-Solver): a node with a winning move for its side to move is won,
// one whose moves all lose is lost, and one whose moves are all proven,
// none winning and one drawing, is drawn.
func (w *mworker) propagate(ply int) {
	nodes := w.m.t.nodes
	for i := ply - 1; i >= 0; i-- {
		n := &nodes[w.path[i]]
		if n.proof.Load() != 0 {
			continue
		}
		p, ok := proveFromChildren(nodes, n)
		if !ok {
			return
		}
		if int(n.mover) != int(w.sides[i]) {
			p = flipProof(p)
		}
		n.proof.CompareAndSwap(0, p)
	}
}

// proveFromChildren is n's proof, from the point of view of its side to
// move (its children's mover), when its children decide it.
func proveFromChildren(nodes []node, n *node) (uint32, bool) {
	first, k := n.children()
	if k == 0 {
		return 0, false
	}
	win, loss := -1, -1 // shortest win, longest loss, in plies
	draw, open := false, false
	for j := first; j < first+k; j++ {
		p := nodes[j].proof.Load()
		if p == 0 {
			open = true
			continue
		}
		switch proofValue(p) {
		case 1:
			if win < 0 || proofPlies(p) < win {
				win = proofPlies(p)
			}
		case 0:
			draw = true
			loss = max(loss, proofPlies(p))
		default:
			loss = max(loss, proofPlies(p))
		}
	}
	switch {
	case win >= 0:
		return makeProof(1, win+1), true
	case open:
		return 0, false
	case draw:
		return makeProof(0, loss+1), true
	}
	return makeProof(-1, loss+1), true
}

// playout plays from the worker's position to the end of the game and
// returns the result's sign for the side to move: with the game's own
// Playouter if it has one, otherwise uniformly at random among the legal
// moves, at most playoutCap plies, after which the sign of the game's
// evaluation decides. It reports false when the search was stopped
// part-way.
func (w *mworker) playout() (int, bool) {
	g := w.g
	w.trace.Reset()
	var tr *position.Trace
	if w.m.rave {
		tr = &w.trace
	}
	if w.ownerer != nil {
		clear(w.owner)
		score := w.ownerer.PlayoutOwner(w.rng, tr, w.owner)
		w.owners.Add(w.owner)
		return cmp.Compare(score, 0), true
	}
	if w.playouter != nil {
		return cmp.Compare(w.playouter.Playout(w.rng, tr), 0), true
	}
	start := g.ToMove()
	plies := 0
	result := 0
	for {
		if plies%pollPlies == pollPlies-1 && (w.m.stopping() || w.m.overdue()) {
			for ; plies > 0; plies-- {
				g.Unmake()
			}
			return 0, false
		}
		side := g.ToMove()
		if over, s := g.Outcome(); over {
			result = cmp.Compare(s, 0)
			if side != start {
				result = -result
			}
			break
		}
		if plies >= playoutCap {
			result = cmp.Compare(g.Evaluate(), 0)
			if side != start {
				result = -result
			}
			break
		}
		w.moves = g.GenMoves(w.moves[:0])
		if len(w.moves) == 0 {
			break // the game broke its contract: call it a draw
		}
		m := w.moves[w.rng.IntN(len(w.moves))]
		if tr != nil {
			tr.Add(m, side)
		}
		g.Make(m)
		plies++
	}
	for ; plies > 0; plies-- {
		g.Unmake()
	}
	return result, true
}

// amafSet is the set of (move, side) played after a node in one playout,
// for RAVE. Moves below amafDirect are looked up directly, others in a
// small open-addressing table; stamps make clearing free.
type amafSet struct {
	stamp  uint32
	direct [amafDirect]uint32 // stamp<<2 | sides
	table  [amafSize]struct{ move, tag uint32 }
	count  int
}

const (
	amafDirect = 4096
	amafBits   = 11
	amafSize   = 1 << amafBits
	amafMask   = amafSize - 1
)

func (s *amafSet) reset() {
	s.stamp++
	s.count = 0
	if s.stamp >= 1<<30 {
		clear(s.direct[:])
		clear(s.table[:])
		s.stamp = 1
	}
}

func (s *amafSet) add(m position.Move, side uint8) {
	bit := uint32(1) << side
	if m < amafDirect {
		if d := s.direct[m]; d>>2 == s.stamp {
			s.direct[m] = d | bit
		} else {
			s.direct[m] = s.stamp<<2 | bit
		}
		return
	}
	for h := uint32(m) * 0x9e3779b1 >> (32 - amafBits); ; h = (h + 1) & amafMask {
		e := &s.table[h]
		if e.tag>>2 != s.stamp {
			if s.count >= amafSize/2 {
				return // full enough: forget the rest of a very long playout
			}
			s.count++
			e.move, e.tag = uint32(m), s.stamp<<2|bit
			return
		}
		if e.move == uint32(m) {
			e.tag |= bit
			return
		}
	}
}

func (s *amafSet) has(m position.Move, side uint8) bool {
	bit := uint32(1) << side
	if m < amafDirect {
		d := s.direct[m]
		return d>>2 == s.stamp && d&bit != 0
	}
	for h := uint32(m) * 0x9e3779b1 >> (32 - amafBits); ; h = (h + 1) & amafMask {
		e := &s.table[h]
		if e.tag>>2 != s.stamp {
			return false
		}
		if e.move == uint32(m) {
			return e.tag&bit != 0
		}
	}
}
