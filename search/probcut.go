package search

import "math"

// probCutState is a worker's Multi-ProbCut state.
type probCutState struct {
	// nested counts the ProbCut searches in progress on the path: a
	// node searched to verify a cutoff tries none itself.
	nested int
	// cuts counts the cutoffs, for tests.
	cuts uint64
}

// probCut tries the game's Multi-ProbCut checks (position.SearchProfile's
// ProbCut) at a non-PV node whose window is not a mate's. For a check of
// the node's depth it predicts that the deep value v ≈ A·s + B from the
// value s of a search of the same node Shallow plies deep, whose residual
// has standard deviation Sigma: if a null-window search at the shallow
// depth proves s >= (beta + t·Sigma − B)/A, the deep search would most
// likely fail high too, and the node returns beta; if it proves
// s <= (alpha − t·Sigma − B)/A, the node returns alpha. A check with an
// EvalSigma tries each test only when the static evaluation is near
// enough its side (see position.ProbCutCheck). Checks are tried in
// the profile's order; the searches that verify them try none. A cutoff
// is heuristic and counts as an inexact leaf, so that nothing it pruned
// is stored or reported as solved.
func (w *worker) probCut(depth, ply int, alpha, beta Score) (Score, bool) {
	prof := &w.prof
	if prof.ProbCutT <= 0 || w.pc.nested > 0 {
		return 0, false
	}
	t := prof.ProbCutT
	evaluated := false
	var eval float64
	for i := range prof.ProbCut {
		c := &prof.ProbCut[i]
		if c.Depth != depth || c.Shallow >= depth || c.Shallow < 0 || c.A <= 0 {
			continue
		}
		margin := t * c.Sigma
		tryHi, tryLo := true, true
		if c.EvalSigma > 0 {
			if !evaluated {
				eval = float64(w.staticEval())
				evaluated = true
			}
			gate := t * (c.EvalSigma + c.Sigma) / 2
			tryHi = eval >= float64(beta)-gate
			tryLo = eval < float64(alpha)+gate
		}
		if hi := math.Ceil((float64(beta) + margin - c.B) / c.A); tryHi && hi < evalLimit && hi > -evalLimit {
			bound := Score(hi)
			w.pc.nested++
			s := w.search(c.Shallow, ply, bound-1, bound, false)
			w.pc.nested--
			if w.stopped {
				return 0, false
			}
			if s >= bound {
				w.inexact++
				w.pc.cuts++
				return beta, true
			}
		}
		if lo := math.Floor((float64(alpha) - margin - c.B) / c.A); tryLo && lo < evalLimit && lo > -evalLimit {
			bound := Score(lo)
			w.pc.nested++
			s := w.search(c.Shallow, ply, bound, bound+1, false)
			w.pc.nested--
			if w.stopped {
				return 0, false
			}
			if s <= bound {
				w.inexact++
				w.pc.cuts++
				return alpha, true
			}
		}
	}
	return 0, false
}
