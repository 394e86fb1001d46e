package search

import (
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
	bound Bound // Exact but for a proof of the result alone (worker.wld)
	pv    []position.Move
}

// completed is a worker's last completed iteration.
type completed struct {
	depth    int
	seldepth int
	solved   bool // every leaf was a game end or solved exactly
	// resultOnly marks iteration depth as under way, with only who wins
	// proved so far (worker.wld): a depth limit is not reached yet.
	resultOnly bool
	lines      []line
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
	// wldDone is set once the search has proved the game's result at the
	// root (see wldFirst).
	wldDone bool
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
	if !r.budgeted() {
		// A search bounded by depth alone, or by nothing, proves what
		// its depth allows as soon as it can.
		w.prof.SolveDelay = 0
	}
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
	w.wldDone = false
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
	if r.lim.Nodes > 0 {
		// Poll again by the node limit at the latest, so that a search
		// stops on it and not up to an interval past it.
		if total := r.totalNodes(); total < r.lim.Nodes {
			w.nextPoll = min(w.nextPoll, w.nodes+r.lim.Nodes-total)
		}
	}
	if r.stop.Load() || r.abort.Load() {
		w.stopped = true
		return
	}
	active := r.limitsActive()
	if active && r.lim.Nodes > 0 && r.totalNodes() >= r.lim.Nodes {
		w.halt()
		return
	}
	if active && w.id == 0 && r.lim.Depth > 0 && w.done.depth >= r.lim.Depth && !w.done.resultOnly {
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
			SelDepth: max(w.seldepth, w.depth),
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
