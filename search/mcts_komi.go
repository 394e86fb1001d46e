package search

import (
	"sync"
	"sync/atomic"

	"github.com/tabla-games/tabla/position"
)

// Dynamic komi (position.Komier): the adaptive scheme. The search keeps
// an extra komi, in the game's Outcome units, that the playouts count
// against the side to move at the root, never for it. It starts at 0 in
// every search. Every komiInterval playouts it looks at how many of
// them the root's side won (draws half): above komiHigh it raises the
// komi, up to the game's most; below komiLow it lowers it, down to 0;
// in between it keeps it. A move is the game's step, doubled for each
// move in the same direction just before it, up to 8 steps, so that the
// komi reaches a lead of tens of points within the first several
// hundred playouts and then settles a step at a time, where the rate
// crosses the band's edges. The side that is far ahead thus plays
// against a handicap that keeps its win rate where moves still differ,
// and the side that is behind plays with the true komi: a bonus would
// flatter its hopeless moves, and its win rate, which the protocol's
// resignation reads, stays its own.
const (
	komiInterval = 100
	komiHigh     = 0.8
	komiLow      = 0.45
	komiMaxShift = 3 // the largest move is 1<<komiMaxShift steps
)

// dynKomi is one search's extra komi and the results counted since it
// last moved.
type dynKomi struct {
	step, most int
	// komi is the extra komi against the root's side to move; the
	// workers read it before each playout and tell their own clones.
	komi atomic.Int64
	// tally packs the playouts counted since the last look (high 32
	// bits) with the root side's half points won in them (low 32 bits),
	// so that one atomic add counts a playout and one swap takes the
	// interval.
	tally atomic.Uint64
	// mu guards run, the moves in a row in one direction (negative:
	// down), for the rare look that starts before the last one ended.
	mu  sync.Mutex
	run int
}

// newDynKomi is the dynamic komi of a search of g, or nil when g does
// not count one or asks for none.
func newDynKomi(g position.Game) *dynKomi {
	k, ok := g.(position.Komier)
	if !ok {
		return nil
	}
	step, most := k.KomiStep()
	if step <= 0 || most <= 0 {
		return nil
	}
	return &dynKomi{step: step, most: most}
}

// count adds one playout's result, half points won by the root's side
// (2 a win, 1 a draw, 0 a loss), and moves the komi when this playout
// completes an interval. Only the thread whose add completes it looks,
// so the komi moves once an interval however many threads play.
func (d *dynKomi) count(half uint64) {
	if d.tally.Add(1<<32|half)>>32 != komiInterval {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	t := d.tally.Swap(0)
	n, won := t>>32, t&(1<<32-1)
	rate := float64(won) / float64(2*n)
	k, run := nextKomi(int(d.komi.Load()), d.run, rate, d.step, d.most)
	d.komi.Store(int64(k))
	d.run = run
}

// nextKomi is the adaptive scheme's next extra komi against the root's
// side and its next run, from the komi, the run (the moves in a row in
// one direction just before, negative for down) and the rate of
// playouts that side won with the komi.
func nextKomi(komi, run int, rate float64, step, most int) (int, int) {
	switch {
	case rate > komiHigh && komi < most:
		run = max(run, 0) + 1
		return min(komi+step<<min(run-1, komiMaxShift), most), run
	case rate < komiLow && komi > 0:
		run = min(run, 0) - 1
		return max(komi-step<<min(-run-1, komiMaxShift), 0), run
	}
	return komi, 0
}
