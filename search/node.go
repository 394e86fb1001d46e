package search

import (
	"math"
	"slices"
	"sync/atomic"

	"github.com/tabla-games/tabla/position"
)

// child searches the position after a move from the parent's point of
// view: the score is negated only when the move passed the turn.
func (w *worker) child(depth, ply int, alpha, beta Score, flip, pvNode bool) Score {
	if flip {
		return -w.node(depth, ply, -beta, -alpha, pvNode)
	}
	return w.node(depth, ply, alpha, beta, pvNode)
}

func (w *worker) node(depth, ply int, alpha, beta Score, pvNode bool) Score {
	if depth <= 0 && (w.solver == nil || w.prof.BareLeaves && !w.solvable(depth)) {
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
	if w.solver != nil && w.solvable(depth) {
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
		if ok || w.stopped {
			return s
		}
		if s, ok := w.probCut(depth, ply, alpha, beta); ok || w.stopped {
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
	p.plain = depth <= w.prof.PlainOrderDepth
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
			if pvNode && s > alpha && s < beta && !w.stopped {
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

// solvable reports whether the node, depth plies from the horizon, goes
// to the game's solver: Solvable, SolveDelay plies later.
func (w *worker) solvable(depth int) bool {
	return w.solver.Solvable(depth - w.prof.SolveDelay)
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
// solver proves who wins, and at most a bound on how soon: the score
// claims the shortest end possible, |v| plies away (one ply for ±1, from
// a node that is not over).
func solvedScore(v, ply int) Score {
	// The end stays within the mate scores' range.
	end := Score(max(ply+1, min(ply+max(v, -v), position.MaxPly-1)))
	switch {
	case v > 0:
		return Mate - end
	case v < 0:
		return -Mate + end
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
	p.sorted, p.quiet, p.plain, p.ttIdx = false, true, false, -1
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
