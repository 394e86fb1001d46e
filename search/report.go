package search

import (
	"slices"
	"time"

	"github.com/tabla-games/tabla/position"
)

// save records the iteration just completed, with each line's PV
// extended from the TT where cutoffs cut it short.
func (w *worker) save(d int) {
	w.done.depth, w.done.resultOnly = d, false
	// A line cut short by the TT or a solver still reached depth d.
	w.done.seldepth = max(w.seldepth, d)
	k := w.r.multiPV
	if len(w.done.lines) != k {
		w.done.lines = make([]line, k)
	}
	for i := 0; i < k; i++ {
		l := &w.done.lines[i]
		l.score, l.bound = w.root[i].score, Exact
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
			Bound:    l.bound,
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
		SelDepth: max(w.seldepth, w.depth),
		MultiPV:  pvi + 1,
		Score:    s,
		Bound:    b,
		Nodes:    r.totalNodesWith(w),
		Time:     now,
		Hashfull: w.tt.hashfull(),
		PV:       slices.Clone(w.root[pvi].pv),
	})
}
