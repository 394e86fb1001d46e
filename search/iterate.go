package search

import (
	"math/bits"
	"slices"
	"time"

	"github.com/tabla-games/tabla/position"
)

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
	if w.wldFirst(d) && !w.wld(d) {
		return false
	}
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
			w.sortRoot(pvi)
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

// sortRoot orders the root moves from first on by their scores, best
// first, keeping the order of equal scores.
func (w *worker) sortRoot(first int) {
	slices.SortStableFunc(w.root[first:], func(a, b rootMove) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
}

// wldFirst reports whether iteration d should first prove the game's
// result: once per search, in a margin game whose solver takes every
// root move's position at depth d-1, with one line. Telling a win from a
// loss costs the solver a fraction of the exact margin, so a search
// stopped before the exact margin is known still plays a move that keeps
// a won game won.
func (w *worker) wldFirst(d int) bool {
	if w.wldDone || !w.margin || w.solver == nil || w.r.multiPV != 1 {
		return false
	}
	g := w.g
	for _, rm := range w.root {
		g.Make(rm.move)
		ok := w.solvable(d - 1)
		g.Unmake()
		if !ok {
			return false
		}
	}
	return true
}

// wld searches the root at depth d with the window (-1, 1) around a
// draw, keeps what it proved as iteration d's result (a bound, unless
// drawn) and centres the exact pass's aspiration window on the proven
// side of the draw. It returns false when the search was stopped.
func (w *worker) wld(d int) bool {
	s := w.rootSearch(d, -1, 1, 0)
	if w.stopped {
		return false
	}
	w.wldDone = true
	w.sortRoot(0)
	bound := boundOf(s, -1, 1)
	w.save(d)
	w.done.lines[0].bound = bound
	w.done.solved, w.done.resultOnly = false, true
	if w.id == 0 {
		w.reportLines()
	}
	switch rm := &w.root[0]; bound {
	case Lower:
		rm.prev = max(rm.prev, s)
	case Upper:
		rm.prev = min(rm.prev, s)
	default:
		rm.prev = s
	}
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
			if s > alpha && s < beta && !w.stopped {
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
