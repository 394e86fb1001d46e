package search

import (
	"math"
	"math/bits"
	"slices"
	"sync/atomic"
	"time"

	"github.com/tabla-games/tabla/position"
)

const (
	// maxPly is the deepest ply searched; a node there is evaluated. It
	// leaves room below position.MaxPly for mate scores to stay mate
	// scores after the solver's one-ply adjustment.
	maxPly = position.MaxPly - 2
	// maxDepth caps iterative deepening.
	maxDepth = maxPly - 1
	// maxQDepth bounds quiescence below the horizon.
	maxQDepth = 16
	// evalLimit keeps a heuristic or margin clear of mate scores, even
	// from a game that breaks its contract.
	evalLimit = 100_000 - 1
	// aspirationDepth is the first depth searched with a narrow window,
	// aspirationDelta its half-width and aspirationMax the width past
	// which the window opens fully.
	aspirationDepth = 4
	aspirationDelta = 25
	aspirationMax   = 4000
	// pollInterval is the most nodes between two looks at the stop flag,
	// the node limit and the clock. The interval adapts down to one node,
	// so that even where one node costs milliseconds the search notices a
	// deadline within one node of it.
	pollInterval    = 1024
	minPollInterval = 1
	// noRepeat is minRepeat's value when no game end repeated the path.
	noRepeat = maxPly + 2
	// selectPicks is how many moves pick selects one by one before it
	// sorts the rest.
	selectPicks = 3
	// deferDepth is the least depth at which a node marks itself busy
	// and defers its busy children; busySize is the busy table's size.
	deferDepth = 2
	busySize   = 1 << 14
	busyMask   = busySize - 1
)

// Move ordering keys are int64s sorted ascending and read from the end.
// From the high bits: the game's hint (clamped), then a secondary key
// (killers above history), then orderSlots-1-index, which both recovers
// the move and breaks ties in generation order.
const (
	orderSlots = position.MaxMoves // most moves a node orders; see orderMoves
	orderBits  = 12                // bits of an index below orderSlots
	secBits    = 20
	hintLimit  = 1<<30 - 1
	secKiller0 = 1<<secBits - 1
	secKiller1 = 1<<secBits - 2
	secCounter = 1<<secBits - 3
	histBits   = 14
	histMax    = 1 << 16
	histBias   = 1 << 18
	ttKey      = int64(hintLimit+1) << 32 // above every hint: the TT move
)

// plyState is one ply's move list and ordering, preallocated per worker.
type plyState struct {
	moves  []position.Move
	keys   []int64
	hints  []int32
	ttIdx  int  // index of the TT move in moves, or -1
	sorted bool // keys are built
	ready  int  // keys in final order, counted from the end
	// deferred lists the moves (as pick indices) put off because
	// another thread was searching them.
	deferred []int
	quiet    bool // quiescence node: hints only
	killers  [2]position.Move
	// counter is the counter-move of the move that led here (NoMove
	// when the profile has none or none is known).
	counter position.Move
}

// rootMove is one root move with its score and line in the current
// iteration. A move that did not raise alpha scores -Infinity, so that a
// stable sort keeps it in its previous place.
type rootMove struct {
	move  position.Move
	score Score
	prev  Score // score of the previous completed iteration
	pv    []position.Move
}

// line is one completed MultiPV line.
type line struct {
	score Score
	pv    []position.Move
}

// completed is a worker's last completed iteration.
type completed struct {
	depth    int
	seldepth int
	solved   bool // every leaf was a game end or solved exactly
	lines    []line
}

// outranks reports whether c is the better result to play from than o: a
// solved result beats any unsolved one, however deep (a worker stopped
// part-way keeps a deeper iteration that a helper's proof must still
// overrule), and otherwise the deeper iteration wins.
func (c *completed) outranks(o *completed) bool {
	if c.solved != o.solved {
		return c.solved
	}
	return c.depth > o.depth
}

// worker is one Lazy SMP thread: its own game, buffers, killers and
// history, sharing only the transposition table and the run.
type worker struct {
	id      int
	tt      *ttTable
	r       *run
	g       position.Game
	margin  bool
	tact    position.Tactical
	orderer position.Orderer
	solver  position.Solver
	prof    position.SearchProfile // EvalUnit set; see position.Profiler
	nuller  position.NullMover     // nil unless the profile allows null moves
	// evals caches static evaluations when the profile asks for it
	// (nil otherwise); evalsMem keeps the cache between searches.
	evals    *evalCache
	evalsMem *evalCache
	busy     []atomic.Uint64 // positions being searched; nil with one thread

	nodes     uint64
	published atomic.Uint64 // nodes, as other threads may read them
	nextPoll  uint64
	interval  uint64        // nodes between polls
	lastPoll  time.Duration // since the start of the search
	stopped   bool
	// inexact counts heuristic leaves: evaluations at the horizon, TT
	// cutoffs on depth-limited entries. A subtree that leaves it unchanged
	// is solved and its value holds at any depth.
	inexact    uint64
	seldepth   int
	depth      int // iteration in progress
	nextReport time.Duration

	root      []rootMove
	firstMove position.Move
	done      completed
	// rootBest is the root move that raised alpha last in the pass in
	// progress (-1 before any): the best move so far of an iteration
	// that may be stopped (see keepPartial).
	rootBest int
	// Worker 0's view of the search's stability, for the time plan: the
	// decayed count of best-move changes, the factor it gives the soft
	// limit, the last iteration's best move and score, its time and the
	// nodes of the last three iterations (newest first).
	instability float64
	factor      float64
	lastBest    position.Move
	lastScore   Score
	itTime      time.Duration
	itNodes     [3]uint64

	plies [maxPly + 2]plyState
	pv    [maxPly + 2][maxPly + 2]position.Move
	pvLen [maxPly + 2]int
	keys  [maxPly + 2]uint64 // the search path's positions; 0 if unknown
	// minRepeat is the earliest ply whose position a game end in the
	// current subtree repeated (noRepeat if none): see checkRepeat.
	minRepeat int
	history   [2][1 << histBits]int32
	path      []uint64         // PV extension's cycle guard
	nullAt    [maxPly + 2]bool // the move at this ply was a null move
	pc        probCutState
	// moveAt is the move made at each ply of the search path (NoMove for
	// a null move), and counter the last move to refute each move (by
	// the side to reply and the move's history index): the counter-move
	// heuristic, when the profile has it.
	moveAt  [maxPly + 2]position.Move
	counter [2][1 << histBits]position.Move
}

func newWorker(id int, tt *ttTable) *worker {
	w := &worker{id: id, tt: tt}
	for i := range w.plies {
		w.plies[i].moves = make([]position.Move, 0, 64)
		w.plies[i].keys = make([]int64, 0, 64)
		w.plies[i].deferred = make([]int, 0, 16)
	}
	w.path = make([]uint64, 0, maxPly+2)
	w.clearCounters()
	return w
}

// clear forgets what the worker learnt.
func (w *worker) clear() {
	clear(w.history[0][:])
	clear(w.history[1][:])
	w.clearCounters()
}

func (w *worker) clearCounters() {
	for s := range w.counter {
		for i := range w.counter[s] {
			w.counter[s][i] = position.NoMove
		}
	}
}

// prepare readies the worker for a search of g (its own clone) with the
// given root moves.
func (w *worker) prepare(r *run, g position.Game, root []rootMove) {
	w.r = r
	w.g = g
	_, w.margin = g.(position.MarginGame)
	w.tact, _ = g.(position.Tactical)
	w.orderer, _ = g.(position.Orderer)
	w.solver, _ = g.(position.Solver)
	if ts, ok := g.(position.TickerSetter); ok {
		ts.SetTicker(w)
	}
	w.prof = profileOf(g)
	w.nuller = nil
	if w.prof.NullMove {
		w.nuller, _ = g.(position.NullMover)
	}
	w.evals = nil
	if w.prof.CacheEval {
		// A new search may be of another game or other options, with
		// the same keys: start empty.
		if w.evalsMem == nil {
			w.evalsMem = newEvalCache()
		} else {
			w.evalsMem.clear()
		}
		w.evals = w.evalsMem
	}
	w.nodes = 0
	w.published.Store(0)
	// Start polling often: the interval grows to r.interval within a
	// few polls in a fast game, and a slow game is obeyed from the start.
	w.interval = r.interval
	if r.lim.Nodes == 0 {
		w.interval = minPollInterval
	}
	w.nextPoll = w.interval
	w.lastPoll = 0
	w.stopped = false
	w.inexact = 0
	w.seldepth = 0
	w.depth = 0
	w.nextReport = r.progress
	w.root = root
	w.firstMove = root[0].move
	w.done = completed{}
	w.rootBest = -1
	w.instability, w.factor = 0, 1
	w.lastBest, w.lastScore = position.NoMove, 0
	w.itTime, w.itNodes = 0, [3]uint64{}
	for i := range w.plies {
		w.plies[i].killers = [2]position.Move{position.NoMove, position.NoMove}
	}
	// Halve the history: what it learnt still orders moves, and fresh
	// cutoffs soon outweigh it.
	for s := range w.history {
		for i := range w.history[s] {
			w.history[s][i] /= 2
		}
	}
}

// Tick is the position.Ticker that a game's Solver calls.
func (w *worker) Tick(nodes int) bool {
	if nodes > 0 {
		w.nodes += uint64(nodes)
	}
	w.poll()
	return w.stopped
}

// poll publishes the node count and checks every reason to stop. It runs
// every interval nodes (at most pollInterval), never per node.
func (w *worker) poll() {
	r := w.r
	w.published.Store(w.nodes)
	now := time.Since(r.start)
	if r.lim.Nodes == 0 {
		// Keep polls about a millisecond apart in slow games too, so
		// that Stop and the clock are obeyed promptly. A node limit
		// keeps its fixed interval: where it stops must not depend on
		// time.
		switch gap := now - w.lastPoll; {
		case gap > 2*time.Millisecond:
			w.interval = max(w.interval*uint64(time.Millisecond)/uint64(gap), minPollInterval)
		case gap < time.Millisecond/2:
			w.interval = min(w.interval*2, pollInterval)
		}
	}
	w.lastPoll = now
	w.nextPoll = w.nodes + w.interval
	if r.stop.Load() || r.abort.Load() {
		w.stopped = true
		return
	}
	active := r.limitsActive()
	if active && r.lim.Nodes > 0 && r.totalNodes() >= r.lim.Nodes {
		w.halt()
		return
	}
	if active && w.id == 0 && r.lim.Depth > 0 && w.done.depth >= r.lim.Depth {
		w.halt() // a ponder hit made a depth already reached the limit
		return
	}
	if active && r.plan.hard > 0 && now-r.limitBase() >= r.plan.hard {
		w.halt()
		return
	}
	if w.id == 0 && r.report != nil && now >= w.nextReport {
		w.nextReport = now + r.progress
		var score Score
		if len(w.done.lines) > 0 {
			score = w.done.lines[0].score
		}
		r.report.Report(Info{
			Depth:    w.depth,
			SelDepth: w.seldepth,
			Score:    score,
			Nodes:    r.totalNodes(),
			Time:     now,
			Hashfull: w.tt.hashfull(),
		})
	}
}

func (w *worker) halt() {
	w.r.abort.Store(true)
	w.stopped = true
}

// iterate is a worker's iterative deepening. Helpers skip some depths so
// that the threads spread over several depths at once.
func (w *worker) iterate() {
	r := w.r
	for d := 1; d <= maxDepth; d++ {
		active := r.limitsActive()
		if active && r.lim.Depth > 0 && d > r.lim.Depth {
			return
		}
		if w.id > 0 && d != r.lim.Depth && skipDepth(w.id, d) {
			continue
		}
		w.depth = d
		w.seldepth = 0
		began, nodes := time.Since(r.start), w.nodes
		if !w.iteration(d) {
			if w.keepPartial(d) && w.id == 0 {
				w.reportLines()
			}
			return
		}
		w.save(d)
		if w.id == 0 {
			w.reportLines()
		}
		if w.finished(d) {
			r.abort.Store(true)
			return
		}
		if w.id != 0 {
			continue
		}
		now := time.Since(r.start)
		w.itTime = now - began
		w.itNodes = [3]uint64{w.nodes - nodes, w.itNodes[0], w.itNodes[1]}
		w.stability(d)
		if r.limitsActive() &&
			!r.plan.startNext(now-r.limitBase(), predictNext(w.itTime, w.itNodes), w.factor) {
			r.abort.Store(true)
			return
		}
	}
}

// fallMargin is the fall of the best score from one iteration to the next
// that makes the time plan stretch the soft limit.
const fallMargin = 2 * aspirationDelta

// stability updates the factor by which the time plan scales its soft
// limit after iteration d: a best move that keeps changing or a score
// that falls earns more time, a settled best move less.
func (w *worker) stability(d int) {
	l := &w.done.lines[0]
	w.instability /= 2
	if d > 1 && l.pv[0] != w.lastBest {
		w.instability++
	}
	w.factor = stableFactor + unstableGain*w.instability
	if d > 1 && l.score < w.lastScore-fallMargin {
		w.factor *= fallFactor
	}
	w.factor = min(w.factor, maxFactor)
	w.lastBest, w.lastScore = l.pv[0], l.score
}

// keepPartial saves what an iteration at depth d stopped part-way found,
// when it found something: a root move that raised alpha was searched
// whole at depth d, to an exact score or one above the previous best, and
// so is a better choice than the last completed depth's. With MultiPV
// the partial lines are not comparable, and nothing is kept.
func (w *worker) keepPartial(d int) bool {
	if w.r.multiPV != 1 || w.rootBest < 0 {
		return false
	}
	best := w.root[w.rootBest]
	copy(w.root[1:w.rootBest+1], w.root[:w.rootBest])
	w.root[0] = best
	w.save(d)
	w.done.solved = false
	return true
}

// skipDepth spreads helper i over depths: it searches runs of size
// depths and skips the runs in between, with a phase that differs from
// helper to helper.
func skipDepth(i, d int) bool {
	size := bits.Len(uint(i))
	return (d+i)/size%2 == 1
}

// finished reports whether the iteration just completed ends the search.
func (w *worker) finished(d int) bool {
	r := w.r
	best := w.done.lines[0].score
	if w.done.solved {
		return true // deeper iterations cannot change anything
	}
	if len(w.done.lines) == 1 && best.IsMate() && int(Mate-abs(best)) <= d {
		return true // a shorter mate would have shown at a lower depth
	}
	if !r.limitsActive() {
		return false
	}
	if r.lim.Depth > 0 && d >= r.lim.Depth {
		return true
	}
	if r.lim.Mate > 0 && best.IsMate() && best > 0 && best.MateMoves() <= r.lim.Mate {
		return true
	}
	if len(w.root) == 1 && r.clocked() && !r.lim.Infinite {
		return true // the only move: save the clock
	}
	return false
}

func abs(s Score) Score {
	if s < 0 {
		return -s
	}
	return s
}

// iteration searches depth d for every MultiPV line, each with an
// aspiration window around its previous score. It returns false when the
// search was stopped part-way.
func (w *worker) iteration(d int) bool {
	r := w.r
	solved := true
	for pvi := 0; pvi < r.multiPV; pvi++ {
		alpha, beta := -Infinity, Infinity
		delta := Score(aspirationDelta)
		prev := w.root[pvi].prev
		if d >= aspirationDepth && !prev.IsMate() {
			alpha, beta = max(prev-delta, -Infinity), min(prev+delta, Infinity)
		}
		for {
			before := w.inexact
			s := w.rootSearch(d, alpha, beta, pvi)
			if w.stopped {
				return false
			}
			slices.SortStableFunc(w.root[pvi:], func(a, b rootMove) int {
				switch {
				case a.score > b.score:
					return -1
				case a.score < b.score:
					return 1
				}
				return 0
			})
			var bound Bound
			switch {
			case s <= alpha:
				bound = Upper
				beta = (alpha + beta) / 2
				alpha = max(s-delta, -Infinity)
			case s >= beta:
				bound = Lower
				beta = min(s+delta, Infinity)
			default:
				if w.inexact != before {
					solved = false
				}
			}
			if bound == Exact {
				break
			}
			delta += delta
			if delta > aspirationMax {
				alpha, beta = -Infinity, Infinity
			}
			w.reportBound(pvi, s, bound)
		}
	}
	for i := range w.root {
		w.root[i].prev = w.root[i].score
	}
	w.done.solved = solved
	return true
}

// rootSearch searches root moves first.. with PVS in (alpha, beta) and
// returns the fail-soft best score.
func (w *worker) rootSearch(depth int, alpha, beta Score, first int) Score {
	w.pvLen[0] = 0
	w.rootBest = -1
	w.nodes++
	if w.nodes >= w.nextPoll {
		w.poll()
	}
	if w.stopped {
		return 0
	}
	g := w.g
	w.keys[0] = g.Hash()
	w.minRepeat = noRepeat
	side := g.ToMove()
	for i := first; i < len(w.root); i++ {
		w.root[i].score = -Infinity
	}
	best := -Infinity
	origAlpha := alpha
	bestMove := position.NoMove
	for i := first; i < len(w.root); i++ {
		rm := &w.root[i]
		w.moveAt[0] = rm.move
		g.Make(rm.move)
		flip := g.ToMove() != side
		var s Score
		if i == first {
			s = w.child(depth-1, 1, alpha, beta, flip, true)
		} else {
			s = w.child(depth-1, 1, alpha, alpha+1, flip, false)
			if s > alpha && s < beta {
				s = w.child(depth-1, 1, alpha, beta, flip, true)
			}
		}
		g.Unmake()
		if w.stopped {
			return 0
		}
		if s > best {
			best = s
		}
		if i == first || s > alpha {
			rm.score = s
			rm.pv = append(rm.pv[:0], rm.move)
			rm.pv = append(rm.pv, w.pv[1][:w.pvLen[1]]...)
		}
		if s > alpha {
			bestMove = rm.move
			w.rootBest = i
			if s >= beta {
				break
			}
			alpha = s
		}
	}
	if first == 0 {
		w.tt.store(g.Hash(), bestMove, toTT(best, 0), depth, boundOf(best, origAlpha, beta))
	}
	return best
}

func boundOf(s, alpha, beta Score) Bound {
	switch {
	case s >= beta:
		return Lower
	case s <= alpha:
		return Upper
	}
	return Exact
}

// child searches the position after a move from the parent's point of
// view: the score is negated only when the move passed the turn.
func (w *worker) child(depth, ply int, alpha, beta Score, flip, pvNode bool) Score {
	if flip {
		return -w.node(depth, ply, -beta, -alpha, pvNode)
	}
	return w.node(depth, ply, alpha, beta, pvNode)
}

func (w *worker) node(depth, ply int, alpha, beta Score, pvNode bool) Score {
	if depth <= 0 && w.solver == nil {
		return w.quiesce(ply, alpha, beta, 0)
	}
	return w.search(depth, ply, alpha, beta, pvNode)
}

// terminal scores a finished game at ply: the exact margin in a margin
// game, otherwise a win or loss by mate distance, or a draw.
func terminal(margin bool, s, ply int) Score {
	if margin {
		return Score(min(max(s, -evalLimit), evalLimit))
	}
	switch {
	case s > 0:
		return Mate - Score(ply)
	case s < 0:
		return -Mate + Score(ply)
	}
	return 0
}

// checkRepeat looks at a game end at ply: if its position repeats one
// earlier in the search path, the end may be a repetition rule's, and then
// the value of every node between the two depends on the path that led to
// it, not on its position alone. checkRepeat notes the earliest such ply;
// search does not store those nodes in the TT, which would hand their
// values to other paths. (A repetition of the game's history before the
// root is one on every path, and stays one in later searches, as the
// history only grows.)
func (w *worker) checkRepeat(ply int) {
	h := w.g.Hash()
	for i := 0; i < min(ply, w.minRepeat); i++ {
		if w.keys[i] == h {
			w.minRepeat = i
			return
		}
	}
}

// evaluate scores a heuristic leaf: its static evaluation, counted as
// inexact.
func (w *worker) evaluate() Score {
	w.inexact++
	return w.staticEval()
}

// staticEval is the game's evaluation of the position, clear of mate
// scores, from the evaluation cache where the profile keeps one.
func (w *worker) staticEval() Score {
	if w.evals == nil {
		return Score(min(max(w.g.Evaluate(), -evalLimit), evalLimit))
	}
	key := w.g.Hash()
	if s, ok := w.evals.probe(key); ok {
		return s
	}
	s := Score(min(max(w.g.Evaluate(), -evalLimit), evalLimit))
	w.evals.store(key, s)
	return s
}

// search is the PVS node.
func (w *worker) search(depth, ply int, alpha, beta Score, pvNode bool) Score {
	w.pvLen[ply] = 0
	w.nodes++
	if w.nodes >= w.nextPoll {
		w.poll()
	}
	if w.stopped {
		return 0
	}
	w.seldepth = max(w.seldepth, ply)
	g := w.g
	if over, s := g.Outcome(); over {
		w.checkRepeat(ply)
		return terminal(w.margin, s, ply)
	}
	if ply >= maxPly {
		return w.evaluate()
	}
	if !w.margin {
		// Mate distance pruning: no line from here wins sooner than the
		// next ply or loses sooner than this one, so a window beyond
		// those bounds has its answer already.
		alpha = max(alpha, -Mate+Score(ply))
		beta = min(beta, Mate-Score(ply+1))
		if alpha >= beta {
			return alpha
		}
	}
	key := g.Hash()
	w.keys[ply] = key
	ttMove := position.NoMove
	if h, ok := w.tt.probe(key); ok {
		ttMove = h.move
		if h.depth >= depth && (!pvNode || h.solved()) {
			s := fromTT(h.score, ply)
			if h.bound == Exact || h.bound == Lower && s >= beta || h.bound == Upper && s <= alpha {
				if !h.solved() {
					w.inexact++
				}
				return s
			}
		}
	}
	if w.solver != nil && w.solver.Solvable(depth) {
		return w.solve(key, ply, alpha, beta)
	}
	if depth <= 0 {
		return w.qbody(ply, alpha, beta, 0)
	}
	if w.prof.InternalReduction && depth >= iirMinDepth && ttMove == position.NoMove {
		depth-- // internal iterative reduction
	}
	// keep is how many moves, in order, the node tries before it prunes
	// the rest but its TT move, killers and counter-move.
	keep := math.MaxInt
	if !pvNode && !beta.IsMate() && !alpha.IsMate() {
		s, ok, futile := w.prune(depth, ply, alpha, beta)
		if ok {
			return s
		}
		if s, ok := w.probCut(depth, ply, alpha, beta); ok {
			return s
		}
		if futile {
			keep = futilityKeep
		}
		if depth <= w.prof.LateMovePruning {
			keep = min(keep, w.lateMoves(depth))
		}
	}

	p := &w.plies[ply]
	p.moves = g.GenMoves(p.moves[:0])
	n := len(p.moves)
	if n == 0 {
		return w.evaluate() // the game broke its contract: not over, no move
	}
	p.sorted, p.quiet, p.ttIdx = false, false, -1
	if ttMove != position.NoMove {
		p.ttIdx = slices.Index(p.moves, ttMove)
	}
	side := g.ToMove()
	p.counter = position.NoMove
	if w.prof.CounterMoves && ply > 0 {
		if prev := w.moveAt[ply-1]; prev != position.NoMove {
			p.counter = w.counter[side][histIndex(prev)]
		}
	}
	pruned := false
	best, bestMove := -Infinity, position.NoMove
	origAlpha := alpha
	before := w.inexact
	// With several threads, a move whose position another thread is
	// searching right now waits until the other moves are done: by then
	// the TT likely holds its result.
	var busy *atomic.Uint64
	if w.busy != nil && depth >= deferDepth {
		busy = &w.busy[key&busyMask]
		busy.Store(key)
	}
	outerRepeat := w.minRepeat
	w.minRepeat = noRepeat
	p.deferred = p.deferred[:0]
	for step := 0; ; step++ {
		i := step
		if step >= n {
			if step-n >= len(p.deferred) {
				break
			}
			i = p.deferred[step-n]
		}
		m := w.pick(p, i, side)
		if i >= keep && m != p.killers[0] && m != p.killers[1] && m != p.counter {
			pruned = true // late-move or futility pruning
			continue
		}
		w.moveAt[ply] = m
		g.Make(m)
		if busy != nil && i > 0 && step < n {
			if k := g.Hash(); w.busy[k&busyMask].Load() == k {
				g.Unmake()
				p.deferred = append(p.deferred, i)
				continue
			}
		}
		flip := g.ToMove() != side
		var s Score
		if i == 0 {
			s = w.child(depth-1, ply+1, alpha, beta, flip, pvNode)
		} else {
			r := 0
			if w.prof.Reduction > 0 && depth >= lmrMinDepth && i >= lmrMinMove &&
				m != p.killers[0] && m != p.killers[1] {
				r = w.reduction(depth, i, pvNode)
			}
			if r > 0 {
				s = w.child(depth-1-r, ply+1, alpha, alpha+1, flip, false)
			}
			if r == 0 || s > alpha && !w.stopped {
				s = w.child(depth-1, ply+1, alpha, alpha+1, flip, false)
			}
			if pvNode && s > alpha && s < beta {
				s = w.child(depth-1, ply+1, alpha, beta, flip, true)
			}
		}
		g.Unmake()
		if w.stopped {
			if busy != nil {
				busy.CompareAndSwap(key, 0)
			}
			return 0
		}
		if s <= best {
			continue
		}
		best = s
		if s <= alpha {
			continue
		}
		bestMove = m
		if pvNode {
			w.pv[ply][0] = m
			copy(w.pv[ply][1:], w.pv[ply+1][:w.pvLen[ply+1]])
			w.pvLen[ply] = 1 + w.pvLen[ply+1]
		}
		if s >= beta {
			w.cutoff(p, side, depth, ply, i, keep)
			break
		}
		alpha = s
	}
	if busy != nil {
		busy.CompareAndSwap(key, 0)
	}
	if pruned {
		w.inexact++ // moves left unsearched: a heuristic bound
	}
	repeat := w.minRepeat
	w.minRepeat = min(outerRepeat, repeat)
	if repeat < ply {
		return best // the value depends on the path: see checkRepeat
	}
	d := depth
	if w.inexact == before {
		d = depthSolved
	}
	w.tt.store(key, bestMove, toTT(best, ply), d, boundOf(best, origAlpha, beta))
	return best
}

// Selectivity, as a game's position.SearchProfile allows it.
const (
	// lmrMinDepth and lmrMinMove are the least depth and move number
	// (the first move is 0) that late-move reductions apply to.
	lmrMinDepth = 3
	lmrMinMove  = 3
	// nullMinDepth is the least depth that tries a null move; the null
	// move's search is nullReduction plies shallower, and one more for
	// every nullDepthStep plies of depth.
	nullMinDepth  = 3
	nullReduction = 2
	nullDepthStep = 6
	// iirMinDepth is the least depth that internal iterative reduction
	// reduces; futilityKeep is how many moves a futile node tries, and
	// lateMoveBase the moves a node keeps under late-move pruning beyond
	// depth² unless the profile says otherwise.
	iirMinDepth     = 4
	futilityKeep    = 3
	lateMoveBase    = 3
	lmrTableSize    = 64
	defaultEvalUnit = 100
)

// lmrTable is the standard late-move reduction in hundredths of a ply,
// by depth and move number: 0.75 + ln(depth)·ln(move)/2.25.
var lmrTable = func() (t [lmrTableSize][lmrTableSize]int32) {
	for d := 1; d < lmrTableSize; d++ {
		for m := 1; m < lmrTableSize; m++ {
			t[d][m] = int32(75 + 100*math.Log(float64(d))*math.Log(float64(m))/2.25)
		}
	}
	return t
}()

// profileOf is g's search profile, with its defaults filled in.
func profileOf(g position.Game) position.SearchProfile {
	var p position.SearchProfile
	if pr, ok := g.(position.Profiler); ok {
		p = pr.SearchProfile()
	}
	if p.EvalUnit <= 0 {
		p.EvalUnit = defaultEvalUnit
	}
	return p
}

// reduction is the late-move reduction of the move at pick index i at
// depth, scaled by the profile's strength, one ply less at a PV node,
// and never so deep that the reduced search would not search a ply.
func (w *worker) reduction(depth, i int, pvNode bool) int {
	r := int(lmrTable[min(depth, lmrTableSize-1)][min(i, lmrTableSize-1)]) * w.prof.Reduction / 100
	r = (r + 50) / 100
	if pvNode {
		r--
	}
	return min(max(r, 0), depth-2)
}

// lateMoves is how many moves a node at depth keeps under late-move
// pruning.
func (w *worker) lateMoves(depth int) int {
	base := w.prof.LateMoveCount
	if base <= 0 {
		base = lateMoveBase
	}
	return base + depth*depth
}

// prune tries the cutoffs that need no move search: razoring, reverse
// futility pruning on the static evaluation, then the null move. It runs
// at non-PV nodes whose window is not a mate's, and reports the score to
// return when one cuts the node off. Each cutoff is a heuristic one and
// counts as an inexact leaf. It also reports whether the node is futile:
// its evaluation is so far below alpha that only its first moves are
// worth a search (forward futility pruning).
func (w *worker) prune(depth, ply int, alpha, beta Score) (Score, bool, bool) {
	prof := &w.prof
	if depth > prof.FutilityDepth && depth > prof.RazorDepth && depth > prof.MoveFutilityDepth &&
		(w.nuller == nil || depth < nullMinDepth) {
		return 0, false, false
	}
	eval := w.staticEval()
	unit := prof.EvalUnit
	if depth <= prof.RazorDepth && eval+Score(2*unit*depth) < alpha {
		// Razoring: so far below alpha that only a tactical shot could
		// help; quiescence looks for one.
		s := eval
		if w.tact != nil {
			s = w.qbody(ply, alpha, alpha+1, 0)
			if w.stopped {
				return 0, false, false
			}
		}
		if s <= alpha {
			w.inexact++
			return s, true, false
		}
	}
	if depth <= prof.FutilityDepth {
		if s := eval - Score(unit*depth); s >= beta {
			w.inexact++
			return s, true, false
		}
	}
	futile := depth <= prof.MoveFutilityDepth && eval+Score(unit*(depth+1)) <= alpha
	if w.nuller == nil || depth < nullMinDepth || eval < beta {
		return 0, false, futile
	}
	// A null move by the side to move: if the other side, moving twice,
	// still cannot bring the score below beta, neither could it after a
	// real move. Two null moves in a row would prove nothing.
	if ply > 0 && w.nullAt[ply-1] {
		return 0, false, futile
	}
	r := nullReduction + depth/nullDepthStep
	side := w.g.ToMove()
	w.nuller.MakeNull()
	w.nullAt[ply] = true
	w.moveAt[ply] = position.NoMove
	s := w.child(depth-1-r, ply+1, beta-1, beta, w.g.ToMove() != side, false)
	w.nullAt[ply] = false
	w.nuller.UnmakeNull()
	if w.stopped || s < beta {
		return 0, false, futile
	}
	w.inexact++
	if s.IsMate() {
		s = beta // a mate found without a real move is not proven
	}
	return s, true, false
}

// solve asks the game's solver for the exact value of the node.
func (w *worker) solve(key uint64, ply int, alpha, beta Score) Score {
	var a, b int
	if w.margin {
		a, b = int(alpha), int(beta)
	} else {
		// A win/loss solver speaks in -1, 0 and +1: find the window
		// in those units that brackets (alpha, beta).
		a, b = -2, 2
		for v := -1; v <= 1; v++ {
			if solvedScore(v, ply) <= alpha {
				a = v
			}
		}
		for v := 1; v >= -1; v-- {
			if solvedScore(v, ply) >= beta {
				b = v
			}
		}
	}
	v, m := w.solver.Solve(a, b, w)
	if w.stopped {
		return 0
	}
	var s Score
	if w.margin {
		s = Score(min(max(v, -evalLimit), evalLimit))
	} else {
		s = solvedScore(v, ply)
	}
	bound := boundOf(s, alpha, beta)
	w.tt.store(key, m, toTT(s, ply), depthSolved, bound)
	if bound == Exact && m != position.NoMove {
		w.pv[ply][0] = m
		w.pvLen[ply] = 1
	}
	return s
}

// solvedScore is the score of a win/loss solver's value v at ply. The
// solver proves who wins, not in how many moves; the score claims the
// shortest win possible from a node that is not over (one ply).
func solvedScore(v, ply int) Score {
	switch {
	case v > 0:
		return Mate - Score(ply+1)
	case v < 0:
		return -Mate + Score(ply+1)
	}
	return 0
}

// quiesce is the node below the horizon.
func (w *worker) quiesce(ply int, alpha, beta Score, qd int) Score {
	w.pvLen[ply] = 0
	w.nodes++
	if w.nodes >= w.nextPoll {
		w.poll()
	}
	if w.stopped {
		return 0
	}
	w.seldepth = max(w.seldepth, ply)
	w.keys[ply] = 0 // not computed in quiescence
	if over, s := w.g.Outcome(); over {
		w.checkRepeat(ply)
		return terminal(w.margin, s, ply)
	}
	if w.tact == nil {
		return w.evaluate()
	}
	return w.qbody(ply, alpha, beta, qd)
}

// qbody resolves noisy moves. Unless the moves are forced, the side to
// move may stand pat on the static evaluation.
func (w *worker) qbody(ply int, alpha, beta Score, qd int) Score {
	if ply >= maxPly || qd >= maxQDepth || w.tact == nil {
		return w.evaluate()
	}
	g := w.g
	p := &w.plies[ply]
	var forced bool
	p.moves, forced = w.tact.GenNoisy(p.moves[:0])
	n := len(p.moves)
	best := -Infinity
	if !forced {
		best = w.evaluate()
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
	} else if n == 0 {
		return w.evaluate() // the game broke its contract: not over, no move
	}
	p.sorted, p.quiet, p.ttIdx = false, true, -1
	side := g.ToMove()
	for i := 0; i < n; i++ {
		m := w.pick(p, i, side)
		g.Make(m)
		var s Score
		if g.ToMove() != side {
			s = -w.quiesce(ply+1, -beta, -alpha, qd+1)
		} else {
			s = w.quiesce(ply+1, alpha, beta, qd+1)
		}
		g.Unmake()
		if w.stopped {
			return 0
		}
		if s > best {
			best = s
			if s >= beta {
				break
			}
			alpha = max(alpha, s)
		}
	}
	return best
}

// pick returns the i-th move to try at a node: the TT move, then the
// rest by their ordering keys, built on the first call past the TT move
// so that a TT cutoff never pays for ordering.
func (w *worker) pick(p *plyState, i, side int) position.Move {
	if p.ttIdx >= 0 {
		if i == 0 {
			return p.moves[p.ttIdx]
		}
		i--
	}
	if len(p.moves) > orderSlots {
		// More moves than the keys can index (beyond position.MaxMoves):
		// generation order, TT move excepted.
		if p.ttIdx >= 0 && i >= p.ttIdx {
			i++
		}
		return p.moves[i]
	}
	if !p.sorted {
		w.orderMoves(p, side)
	}
	keys := p.keys
	if i >= p.ready {
		// Most nodes cut off after a move or two: select the first few
		// moves, and sort the rest only when the node goes on.
		if i == p.ready && i < selectPicks {
			last := len(keys) - 1 - i
			best := last
			for j := 0; j < last; j++ {
				if keys[j] > keys[best] {
					best = j
				}
			}
			keys[best], keys[last] = keys[last], keys[best]
			p.ready++
		} else {
			slices.Sort(keys[:len(keys)-p.ready])
			p.ready = len(keys)
		}
	}
	k := keys[len(keys)-1-i]
	return p.moves[orderSlots-1-int(k&(orderSlots-1))]
}

// orderMoves builds the keys of every move but the TT move; pick puts
// them in order as it goes.
func (w *worker) orderMoves(p *plyState, side int) {
	n := len(p.moves)
	hinted := w.orderer != nil
	if hinted {
		if cap(p.hints) < n {
			p.hints = make([]int32, n)
		}
		p.hints = p.hints[:n]
		clear(p.hints)
		w.orderer.OrderHints(p.moves, p.hints)
	}
	if cap(p.keys) < n {
		p.keys = make([]int64, 0, n)
	}
	keys := p.keys[:0]
	hist := &w.history[side]
	for idx, m := range p.moves {
		if idx == p.ttIdx {
			continue
		}
		var hint int64
		if hinted {
			hint = int64(min(max(p.hints[idx], -hintLimit), hintLimit))
		}
		var sec int64
		switch {
		case p.quiet:
		case m == p.killers[0]:
			sec = secKiller0
		case m == p.killers[1]:
			sec = secKiller1
		case m == p.counter:
			sec = secCounter
		default:
			sec = int64(hist[histIndex(m)]) + histBias
		}
		keys = append(keys, hint<<32|sec<<orderBits|int64(orderSlots-1-idx))
	}
	p.keys = keys
	p.sorted = true
	p.ready = 0
}

func histIndex(m position.Move) uint32 {
	return uint32(m) * 0x9e3779b1 >> (32 - histBits)
}

// cutoff rewards the move at position i that failed high and penalises
// the moves tried before it (those before keep: pruning skipped the
// others, killers and counter-move aside), and makes it the counter-move
// of the move before it.
func (w *worker) cutoff(p *plyState, side, depth, ply, i, keep int) {
	m := w.pick(p, i, side)
	if m != p.killers[0] {
		p.killers[1], p.killers[0] = p.killers[0], m
	}
	if w.prof.CounterMoves && ply > 0 {
		if prev := w.moveAt[ply-1]; prev != position.NoMove {
			w.counter[side][histIndex(prev)] = m
		}
	}
	bonus := int32(min(depth*depth*16, histMax/8))
	hist := &w.history[side]
	for j := 0; j < min(i, keep); j++ {
		gravity(&hist[histIndex(w.pick(p, j, side))], -bonus)
	}
	gravity(&hist[histIndex(m)], bonus)
}

// gravity moves h towards ±histMax by bonus, less as it gets closer, so
// history stays bounded and recent cutoffs count most.
func gravity(h *int32, bonus int32) {
	b := int64(bonus)
	ab := max(b, -b)
	*h += int32(b - int64(*h)*ab/histMax)
}

// save records the iteration just completed, with each line's PV
// extended from the TT where cutoffs cut it short.
func (w *worker) save(d int) {
	w.done.depth = d
	w.done.seldepth = w.seldepth
	k := w.r.multiPV
	if len(w.done.lines) != k {
		w.done.lines = make([]line, k)
	}
	for i := 0; i < k; i++ {
		l := &w.done.lines[i]
		l.score = w.root[i].score
		l.pv = append(l.pv[:0], w.root[i].pv...)
		l.pv = w.extendPV(l.pv, max(d, 2))
	}
}

// extendPV plays pv on the worker's game and follows TT moves while they
// are legal, up to want moves, or further through solved entries.
func (w *worker) extendPV(pv []position.Move, want int) []position.Move {
	g := w.g
	w.path = w.path[:0]
	played := 0
	for _, m := range pv {
		if played >= maxPly {
			break
		}
		w.path = append(w.path, g.Hash())
		g.Make(m)
		played++
	}
	for played < maxPly {
		if over, _ := g.Outcome(); over {
			break
		}
		key := g.Hash()
		if slices.Contains(w.path, key) {
			break
		}
		h, ok := w.tt.probe(key)
		if !ok || h.move == position.NoMove || len(pv) >= want && !h.solved() {
			break
		}
		p := &w.plies[played]
		p.moves = g.GenMoves(p.moves[:0])
		if !slices.Contains(p.moves, h.move) {
			break
		}
		w.path = append(w.path, key)
		pv = append(pv, h.move)
		g.Make(h.move)
		played++
	}
	for ; played > 0; played-- {
		g.Unmake()
	}
	return pv
}

// reportLines sends one report per MultiPV line of the iteration just
// completed. Only worker 0 reports.
func (w *worker) reportLines() {
	if w.r.report == nil {
		return
	}
	w.r.reportDone(&w.done, w.r.totalNodesWith(w), w.tt.hashfull())
}

// reportDone reports the lines of a completed iteration.
func (r *run) reportDone(done *completed, nodes uint64, hashfull int) {
	if r.report == nil {
		return
	}
	now := time.Since(r.start)
	for i, l := range done.lines {
		r.report.Report(Info{
			Depth:    done.depth,
			SelDepth: done.seldepth,
			MultiPV:  i + 1,
			Score:    l.score,
			Bound:    Exact,
			Nodes:    nodes,
			Time:     now,
			Hashfull: hashfull,
			PV:       slices.Clone(l.pv),
		})
	}
}

// reportBound reports a line that failed its aspiration window, only on
// long searches and within the progress rate.
func (w *worker) reportBound(pvi int, s Score, b Bound) {
	r := w.r
	if w.id != 0 || r.report == nil {
		return
	}
	now := time.Since(r.start)
	if now < w.nextReport {
		return
	}
	w.nextReport = now + r.progress
	r.report.Report(Info{
		Depth:    w.depth,
		SelDepth: w.seldepth,
		MultiPV:  pvi + 1,
		Score:    s,
		Bound:    b,
		Nodes:    r.totalNodesWith(w),
		Time:     now,
		Hashfull: w.tt.hashfull(),
		PV:       slices.Clone(w.root[pvi].pv),
	})
}

// orderSlots must be 1<<orderBits, as the keys mask an index with it: the
// build fails here otherwise.
var _ = [1]int{}[orderSlots^1<<orderBits]
