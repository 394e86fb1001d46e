package search

import "github.com/tabla-games/tabla/position"

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
