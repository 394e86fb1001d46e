package search

import (
	"math"

	"github.com/tabla-games/tabla/position"
)

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
