package search

import (
	"math"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tabla-games/tabla/position"
)

// mctsState is an engine's Monte Carlo tree search: the tree and the
// workers, kept from search to search.
type mctsState struct {
	tree    *tree
	hashMB  int
	workers []*mworker
}

// setMCTS sizes the tree and the workers for opt, or drops them when opt
// does not ask for MCTS.
func (e *Engine) setMCTS(opt Options) {
	if opt.Search != MCTS {
		e.mcts = nil
		return
	}
	if e.mcts == nil || e.mcts.hashMB != opt.HashMB {
		e.mcts = &mctsState{tree: newTree(opt.HashMB), hashMB: opt.HashMB}
	}
	if len(e.mcts.workers) != opt.Threads {
		e.mcts.workers = make([]*mworker, opt.Threads)
		for i := range e.mcts.workers {
			e.mcts.workers[i] = newMWorker(i)
		}
	}
}

func (s *mctsState) clear() { s.tree.clear() }

// mctsRun is what one search's workers share besides the tree.
type mctsRun struct {
	r        *run
	t        *tree
	rootSide int
	rave     bool
	// single is set when the root has one move and a clock runs: the
	// search plays it after one playout.
	single   bool
	deadline time.Duration // the time limit, from planTime; 0 = none
	workers  []*mworker
	// dk is the dynamic komi, nil when the game counts none.
	dk *dynKomi

	playouts atomic.Uint64 // begun and not abandoned
	seldepth atomic.Int64  // deepest tree ply reached
}

func (m *mctsRun) stopping() bool { return m.r.stop.Load() || m.r.abort.Load() }

// overdue reports whether the time limit has passed, and then aborts the
// search. The workers look at the clock themselves between playouts and
// within long ones, as well as the watcher: on a loaded machine the
// watcher's thread may get the CPU late, and a stop must not wait for
// two threads to be scheduled.
func (m *mctsRun) overdue() bool {
	r := m.r
	if m.deadline == 0 || !r.limitsActive() || time.Since(r.start)-r.limitBase() < m.deadline {
		return false
	}
	r.abort.Store(true)
	return true
}

// endless reports whether the search waits for Stop (or PonderHit) even
// when the root is proven.
func (m *mctsRun) endless() bool { return m.r.lim.Infinite || m.r.lim.Ponder && !m.r.hit.Load() }

// mctsDeadline is the time MCTS plays for within a plan. It has no
// iterations to end at the soft limit, so it takes the share that the
// soft limit is 60% of (planTime's optimum), never past the hard limit;
// a movetime, whose soft and hard limits agree, is used whole.
func mctsDeadline(b budget) time.Duration {
	if b.hard == 0 {
		return 0
	}
	return min(b.hard, b.soft*5/3)
}

// startMCTS is Start for Monte Carlo tree search: it readies the tree and
// the workers, then runs the search in the background and sends its
// result to done.
func (e *Engine) startMCTS(g position.Game, r *run, done chan Result) {
	moves, restricted, none := rootMoves(g, r.lim)
	if len(moves) == 0 {
		done <- none
		return
	}
	r.plan = planTime(r.lim, g.ToMove(), e.opt.MoveOverhead, movesLeft(g))
	r.multiPV = min(max(r.lim.MultiPV, 1), len(moves))
	st := e.mcts
	t := st.tree
	m := &mctsRun{
		r:        r,
		t:        t,
		rootSide: g.ToMove(),
		rave:     true,
		single:   len(moves) == 1 && r.clocked() && !r.lim.Infinite,
		deadline: mctsDeadline(r.plan),
		workers:  st.workers,
		dk:       newDynKomi(g),
	}
	for _, w := range st.workers {
		w.prepare(m, g.Clone())
	}
	t.reset(g, restricted)
	if _, k := t.nodes[rootNode].children(); k == 0 && t.nodes[rootNode].proof.Load() == 0 {
		// A fresh root, or a kept leaf: expand it with the root moves.
		// With the arena full of the kept tree, start afresh.
		first, ok := t.alloc(len(moves))
		if !ok {
			t.clear()
			t.reset(g, restricted)
			first, ok = t.alloc(len(moves))
		}
		if !ok {
			// Fewer nodes than root moves: play the first.
			done <- Result{Best: moves[0], Ponder: position.NoMove}
			return
		}
		st.workers[0].fill(first, moves, g.ToMove())
		root := &t.nodes[rootNode]
		root.first.Store(first)
		root.kids.Store(uint32(len(moves)))
	}
	go func() { done <- e.finishMCTS(m) }()
}

// finishMCTS runs the workers and watches the search: the time limit,
// PonderHit and progress reports. Then it waits for Stop or PonderHit
// where the limits say so, and returns the result.
func (e *Engine) finishMCTS(m *mctsRun) Result {
	r := m.r
	var wg sync.WaitGroup
	for _, w := range m.workers {
		wg.Go(w.run)
	}
	finished := make(chan struct{})
	go func() {
		wg.Wait()
		close(finished)
	}()
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	nextReport := r.progress
	for working := true; working; {
		now := time.Since(r.start)
		if r.limitsActive() && m.deadline > 0 && now-r.limitBase() >= m.deadline {
			r.abort.Store(true)
		}
		if r.report != nil && now >= nextReport {
			m.report(now)
			nextReport = now + r.progress
		}
		wait := nextReport - now
		if r.limitsActive() && m.deadline > 0 {
			wait = min(wait, r.limitBase()+m.deadline-now)
		}
		timer.Reset(max(wait, 0))
		select {
		case <-finished:
			working = false
		case <-r.wake:
		case <-timer.C:
		}
	}
	res := m.result()
	for _, w := range m.workers {
		if w.ownerer != nil {
			o := r.lim.Owners
			o.Playouts += w.owners.Playouts
			for i, c := range w.owners.Cells {
				o.Cells[i][0] += c[0]
				o.Cells[i][1] += c[1]
			}
		}
	}
	if r.report != nil {
		m.report(time.Since(r.start))
	}
	for (r.lim.Infinite || r.lim.Ponder && !r.hit.Load()) && !r.stop.Load() {
		<-r.wake
	}
	res.Time = time.Since(r.start)
	return res
}

// ranked lists the root's children best first: proven wins (the
// shortest first), then the open and drawn moves by visits and then
// wins, then proven losses (the longest first).
func (m *mctsRun) ranked() []uint32 {
	nodes := m.t.nodes
	first, k := nodes[rootNode].children()
	out := make([]uint32, k)
	for i := range out {
		out[i] = first + uint32(i)
	}
	class := func(n *node) (int, int) {
		p := n.proof.Load()
		if p == 0 {
			return 1, 0
		}
		switch proofValue(p) {
		case 1:
			return 2, -proofPlies(p)
		case -1:
			return 0, proofPlies(p)
		}
		return 1, 0
	}
	slices.SortStableFunc(out, func(a, b uint32) int {
		na, nb := &nodes[a], &nodes[b]
		ca, pa := class(na)
		cb, pb := class(nb)
		switch {
		case ca != cb:
			return cb - ca
		case pa != pb:
			return pb - pa
		}
		va, vb := na.visits.Load(), nb.visits.Load()
		if va != vb {
			if va > vb {
				return -1
			}
			return 1
		}
		wa, wb := na.wins.Load(), nb.wins.Load()
		switch {
		case wa > wb:
			return -1
		case wa < wb:
			return 1
		}
		return 0
	})
	return out
}

// pv is the line from root child c down the most visited children (a
// proven win first where there is one).
func (m *mctsRun) pv(c uint32) []position.Move {
	nodes := m.t.nodes
	pv := []position.Move{nodes[c].move}
	for len(pv) < maxPly {
		first, k := nodes[c].children()
		if k == 0 {
			break
		}
		best, bestN := uint32(nullNode), uint32(0)
		for j := first; j < first+k; j++ {
			n := &nodes[j]
			if p := n.proof.Load(); p != 0 && proofValue(p) == 1 {
				best = j
				break
			}
			if v := n.visits.Load(); v > bestN {
				best, bestN = j, v
			}
		}
		if best == nullNode {
			break
		}
		pv = append(pv, nodes[best].move)
		c = best
	}
	return pv
}

// childScore is a root child's score for the side to move: a mate score
// when proven, otherwise its win rate as the logistic (Elo-like) score
// 400·log10(q/(1-q)), so 0.5 scores 0, 0.76 about 200 and 0.91 about 400;
// the rate is clamped to [0.001, 0.999], which bounds scores by ±1200.
// It also returns the win, draw and loss chances in per mille.
func (m *mctsRun) childScore(c uint32) (Score, [3]int) {
	n := &m.t.nodes[c]
	if p := n.proof.Load(); p != 0 {
		plies := Score(min(proofPlies(p)+1, position.MaxPly-1))
		switch proofValue(p) {
		case 1:
			return Mate - plies, [3]int{1000, 0, 0}
		case -1:
			return -Mate + plies, [3]int{0, 0, 1000}
		}
		return 0, [3]int{0, 1000, 0}
	}
	visits := n.visits.Load()
	if visits == 0 {
		return 0, [3]int{}
	}
	wins, draws := float64(n.wins.Load()), float64(n.draws.Load())
	nv := float64(visits)
	q := wins / (2 * nv)
	w := int(math.Round((wins - draws) / 2 / nv * 1000))
	d := int(math.Round(draws / nv * 1000))
	return winScore(q), [3]int{w, d, max(1000-w-d, 0)}
}

// WinRateScore is the score that Monte Carlo tree search reports for a
// win rate q (0..1): 400·log10(q/(1-q)), q clamped to [0.001, 0.999].
func WinRateScore(q float64) Score { return winScore(q) }

func winScore(q float64) Score {
	q = min(max(q, 0.001), 0.999)
	return Score(math.Round(400 * math.Log10(q/(1-q))))
}

// depth is the mean tree depth of the playouts, at least 1.
func (m *mctsRun) depth() int {
	n := m.playouts.Load()
	if n == 0 {
		return 1
	}
	var sum uint64
	for _, w := range m.workers {
		sum += w.depthSum.Load()
	}
	return max(int((sum+n/2)/n), 1)
}

// report sends one report per MultiPV line: the root's best children.
func (m *mctsRun) report(now time.Duration) {
	r := m.r
	ranked := m.ranked()
	nodes := m.playouts.Load()
	for i := 0; i < r.multiPV && i < len(ranked); i++ {
		s, wdl := m.childScore(ranked[i])
		r.report.Report(Info{
			Depth:    m.depth(),
			SelDepth: int(m.seldepth.Load()),
			MultiPV:  i + 1,
			Score:    s,
			Bound:    Exact,
			Nodes:    nodes,
			Time:     now,
			Hashfull: m.t.hashfull(),
			PV:       m.pv(ranked[i]),
			WDL:      wdl,
			Visits:   uint64(m.t.nodes[ranked[i]].visits.Load()),
		})
	}
}

// result is the most visited root move (a proven win first) with its
// expected reply.
func (m *mctsRun) result() Result {
	ranked := m.ranked()
	res := Result{Best: position.NoMove, Ponder: position.NoMove, Nodes: m.playouts.Load(), Depth: m.depth()}
	if len(ranked) == 0 {
		return res
	}
	pv := m.pv(ranked[0])
	res.Best = pv[0]
	if len(pv) > 1 {
		res.Ponder = pv[1]
	}
	res.Score, _ = m.childScore(ranked[0])
	res.Solved = m.t.nodes[rootNode].proof.Load() != 0
	return res
}
