package search

import (
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tabla-games/tabla/position"
)

// MaxThreads and MaxHashMB bound Options.Threads and Options.HashMB to
// what a machine can take; the fronts offer the same ranges.
const (
	MaxThreads = 256
	MaxHashMB  = 1 << 16
)

// Engine searches positions of any game. One Engine runs one search at a
// time; Stop and PonderHit may be called from any goroutine. The other
// methods are called from one goroutine, and SetOptions and Clear only
// while idle.
type Engine struct {
	mu sync.Mutex // guards cur and done
	// cur is the search begun by Start, until Wait takes its result from
	// done; both are nil while idle.
	cur  *run
	done chan Result

	opt     Options
	tt      *ttTable
	ttMB    int
	workers []*worker
	mcts    *mctsState // the tree and its workers; nil unless Options.Search is MCTS
	// progress is the time before the first progress report of a long
	// iteration, and between two of them.
	progress time.Duration
}

// run is the state one search shares between its workers and the
// goroutines that call Stop and PonderHit.
type run struct {
	lim      Limits
	start    time.Time
	plan     budget
	multiPV  int
	interval uint64 // nodes between polls
	report   Reporter
	progress time.Duration
	workers  []*worker

	stop  atomic.Bool  // Stop was called
	abort atomic.Bool  // the search itself decided to end
	hit   atomic.Bool  // PonderHit was called
	hitAt atomic.Int64 // when, as a time.Duration since start; set before hit
	wake  chan struct{}
}

// limitsActive reports whether the limits apply: always, except while
// pondering before the ponder hit.
func (r *run) limitsActive() bool { return !r.lim.Ponder || r.hit.Load() }

// clocked reports whether the search manages a clock, as against a
// movetime, depth, node count or no limit: only then does a single legal
// move go out at once, where an analyst asking for time gets a search.
func (r *run) clocked() bool { return r.lim.Time != [2]time.Duration{} }

// budgeted reports whether the search is bounded by nodes or time, a
// budget that a proof may not fit: only then does the profile's
// SolveDelay apply.
func (r *run) budgeted() bool { return r.lim.Nodes > 0 || r.lim.MoveTime > 0 || r.clocked() }

// limitBase is when the clock of the time limits started.
func (r *run) limitBase() time.Duration {
	if r.lim.Ponder {
		return time.Duration(r.hitAt.Load())
	}
	return 0
}

func (r *run) totalNodes() uint64 {
	var n uint64
	for _, w := range r.workers {
		n += w.published.Load()
	}
	return n
}

// totalNodesWith is totalNodes with w's own count up to date.
func (r *run) totalNodesWith(w *worker) uint64 {
	return r.totalNodes() - w.published.Load() + w.nodes
}

func (r *run) signal() {
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// New returns an engine with the given options (TT allocated).
func New(opt Options) *Engine {
	e := &Engine{progress: time.Second}
	e.SetOptions(opt)
	return e
}

func normalize(opt Options) Options {
	opt.Threads = min(max(opt.Threads, 1), MaxThreads)
	opt.HashMB = min(max(opt.HashMB, 1), MaxHashMB)
	opt.MoveOverhead = max(opt.MoveOverhead, 0)
	return opt
}

// SetOptions changes threads, hash size, move overhead and the searcher.
// It is called only while idle. Resizing the hash clears the TT and the
// tree.
func (e *Engine) SetOptions(opt Options) {
	opt = normalize(opt)
	// Under MCTS the tree takes the memory and the TT shrinks to a token.
	ttMB := opt.HashMB
	if opt.Search == MCTS {
		ttMB = 1
	}
	if e.tt == nil || ttMB != e.ttMB {
		e.tt = newTable(ttMB)
		e.ttMB = ttMB
		for _, w := range e.workers {
			w.tt = e.tt
		}
	}
	e.setMCTS(opt)
	if len(e.workers) != opt.Threads {
		var busy []atomic.Uint64
		if opt.Threads > 1 {
			busy = make([]atomic.Uint64, busySize)
		}
		e.workers = make([]*worker, opt.Threads)
		for i := range e.workers {
			e.workers[i] = newWorker(i, e.tt)
			e.workers[i].busy = busy
		}
	}
	e.opt = opt
}

// Options returns the engine's settings.
func (e *Engine) Options() Options { return e.opt }

// Clear forgets everything learnt (TT, history): called on a new game.
func (e *Engine) Clear() {
	e.tt.clear()
	for _, w := range e.workers {
		w.clear()
	}
	if e.mcts != nil {
		e.mcts.clear()
	}
}

// Stop makes the pending search (from Start until its Wait returns)
// return promptly. With no search pending it does nothing, so a Stop that
// crosses a finished search's result can never cut the next search short.
func (e *Engine) Stop() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cur == nil {
		return
	}
	e.cur.stop.Store(true)
	e.cur.signal()
}

// PonderHit turns a ponder search into a normal one: its limits apply
// from now on, time limits counted from now. Like Stop, it does nothing
// with no search pending.
func (e *Engine) PonderHit() {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.cur == nil {
		return
	}
	r := e.cur
	if !r.hit.Load() {
		r.hitAt.Store(int64(time.Since(r.start)))
		r.hit.Store(true)
	}
	r.signal()
}

// Search searches g within lim, reporting through rep (which may be nil),
// and returns when done: it is Start followed by Wait. If g is over or has
// no legal move, Search returns at once with Best = NoMove. With
// lim.Infinite, or lim.Ponder before PonderHit, it does not return before
// Stop, even when the tree is exhausted.
func (e *Engine) Search(g position.Game, lim Limits, rep Reporter) Result {
	e.Start(g, lim, rep)
	return e.Wait()
}

// Start begins a search of g within lim and returns at once; Wait returns
// its result. Start uses g only before it returns (the search works on
// clones), so the caller may use g again at once, and a Reporter may read
// its own copy of g. A Stop or PonderHit called after Start returns applies
// to this search, even if it has not really begun. Reports come from one
// goroutine. Every Start must be followed by a Wait before the next Start.
func (e *Engine) Start(g position.Game, lim Limits, rep Reporter) {
	r := &run{lim: lim, start: time.Now(), report: rep, progress: e.progress, wake: make(chan struct{}, 1)}
	done := make(chan Result, 1)
	e.mu.Lock()
	if e.done != nil {
		e.mu.Unlock()
		panic("search: Start called while a search is pending; call Wait first")
	}
	e.cur, e.done = r, done
	e.mu.Unlock()
	if e.opt.Search == MCTS {
		e.startMCTS(g, r, done)
		return
	}
	if res, ok := e.begin(g, r); !ok {
		done <- res
		return
	}
	go func() { done <- e.finish(r) }()
}

// Wait returns the result of the search begun by Start, once it is done.
// Without a pending search it returns at once with Best = NoMove.
func (e *Engine) Wait() Result {
	e.mu.Lock()
	done := e.done
	e.mu.Unlock()
	if done == nil {
		return Result{Best: position.NoMove, Ponder: position.NoMove}
	}
	res := <-done
	// The run stays current until here, so that a Stop that comes after
	// the search ended but before its result was taken does not linger
	// for the next search.
	e.mu.Lock()
	e.cur, e.done = nil, nil
	e.mu.Unlock()
	return res
}

// begin does all of a search's work on g: the root moves, the time plan
// and a clone of g for every worker. It reports false, with the result,
// when there is nothing to search.
func (e *Engine) begin(g position.Game, r *run) (Result, bool) {
	moves, _, none := rootMoves(g, r.lim)
	if len(moves) == 0 {
		return none, false
	}
	e.tt.newSearch()
	r.plan = planTime(r.lim, g.ToMove(), e.opt.MoveOverhead, movesLeft(g))
	r.multiPV = min(max(r.lim.MultiPV, 1), len(moves))
	r.interval = pollInterval
	if r.lim.Nodes > 0 {
		// Poll often enough that a small node limit is kept closely.
		r.interval = min(max(r.lim.Nodes/uint64(16*len(e.workers)), 1), pollInterval)
	}
	r.workers = e.workers
	root := e.orderRoot(e.workers[0], g, moves)
	for i, w := range e.workers {
		rm := root
		if i > 0 {
			rm = slices.Clone(root)
			for j := range rm {
				rm[j].pv = nil
			}
		}
		w.prepare(r, g.Clone(), rm)
	}
	return Result{}, true
}

// rootMoves lists the moves a search of g considers: the legal moves, or
// those of them that lim.SearchMoves names (restricted), as naming no
// legal move restricts nothing. With none, it gives the result to return
// instead: a finished game's score, or no move.
func rootMoves(g position.Game, lim Limits) (moves []position.Move, restricted bool, none Result) {
	none = Result{Best: position.NoMove, Ponder: position.NoMove}
	if over, s := g.Outcome(); over {
		_, margin := g.(position.MarginGame)
		none.Score = terminal(margin, s, 0)
		return nil, false, none
	}
	moves = g.GenMoves(nil)
	if sm := lim.SearchMoves; len(sm) > 0 {
		var kept []position.Move
		for _, m := range moves {
			if slices.Contains(sm, m) {
				kept = append(kept, m)
			}
		}
		if len(kept) > 0 && len(kept) < len(moves) {
			moves, restricted = kept, true
		}
	}
	return moves, restricted, none
}

// finish runs the workers prepared by begin, takes the result from the
// best completed iteration (see completed.outranks), and waits for Stop
// or PonderHit where the limits say so.
func (e *Engine) finish(r *run) Result {
	w0 := e.workers[0]
	var wg sync.WaitGroup
	for _, w := range e.workers[1:] {
		wg.Go(w.iterate)
	}
	w0.iterate()
	r.abort.Store(true)
	wg.Wait()

	best := w0
	for _, w := range e.workers[1:] {
		if w.done.outranks(&best.done) {
			best = w
		}
	}
	for _, w := range e.workers {
		w.published.Store(w.nodes)
	}
	res := Result{Best: w0.firstMove, Ponder: position.NoMove}
	if best.done.depth > 0 {
		pv := best.done.lines[0].pv
		res.Best = pv[0]
		if len(pv) > 1 {
			res.Ponder = pv[1]
		}
		res.Score = best.done.lines[0].score
		res.Depth = best.done.depth
		res.Solved = best.done.solved
		if best != w0 {
			// A helper's result outranks worker 0's: report its lines, which
			// the result is taken from.
			r.reportDone(&best.done, r.totalNodes(), e.tt.hashfull())
		}
	}
	for (r.lim.Infinite || r.lim.Ponder && !r.hit.Load()) && !r.stop.Load() {
		<-r.wake
	}
	res.Nodes = r.totalNodes()
	res.Time = time.Since(r.start)
	return res
}

// orderRoot lists the root moves: the TT move first, then as the game's
// hints and the history order them.
func (e *Engine) orderRoot(w *worker, g position.Game, moves []position.Move) []rootMove {
	w.orderer, _ = g.(position.Orderer)
	p := &w.plies[0]
	p.moves = append(p.moves[:0], moves...)
	p.sorted, p.quiet, p.plain, p.ttIdx = false, false, false, -1
	p.killers = [2]position.Move{position.NoMove, position.NoMove}
	if h, ok := e.tt.probe(g.Hash()); ok && h.move != position.NoMove {
		p.ttIdx = slices.Index(p.moves, h.move)
	}
	root := make([]rootMove, len(moves))
	for i := range root {
		root[i] = rootMove{move: w.pick(p, i, g.ToMove()), score: -Infinity, prev: -Infinity}
	}
	return root
}
