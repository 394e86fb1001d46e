package search

import (
	"slices"

	"github.com/tabla-games/tabla/position"
)

// Move ordering keys are int64s sorted ascending and read from the end.
// From the high bits: the game's hint (clamped), then a secondary key
// (killers above history), then orderSlots-1-index, which both recovers
// the move and breaks ties in generation order.
const (
	orderSlots = position.MaxMoves // most moves a node orders; see orderMoves
	orderBits  = 12                // bits of an index below orderSlots
	secBits    = 20
	hintLimit  = 1<<30 - 1
	secKiller0 = 1<<secBits - 1
	secKiller1 = 1<<secBits - 2
	secCounter = 1<<secBits - 3
	histBits   = 14
	histMax    = 1 << 16
	histBias   = 1 << 18
	ttKey      = int64(hintLimit+1) << 32 // above every hint: the TT move
)

// plyState is one ply's move list and ordering, preallocated per worker.
type plyState struct {
	moves  []position.Move
	keys   []int64
	hints  []int32
	ttIdx  int  // index of the TT move in moves, or -1
	sorted bool // keys are built
	ready  int  // keys in final order, counted from the end
	// deferred lists the moves (as pick indices) put off because
	// another thread was searching them.
	deferred []int
	quiet    bool // quiescence node: hints only
	plain    bool // ordered without hints (SearchProfile.PlainOrderDepth)
	killers  [2]position.Move
	// counter is the counter-move of the move that led here (NoMove
	// when the profile has none or none is known).
	counter position.Move
}

// pick returns the i-th move to try at a node: the TT move, then the
// rest by their ordering keys, built on the first call past the TT move
// so that a TT cutoff never pays for ordering.
func (w *worker) pick(p *plyState, i, side int) position.Move {
	if p.ttIdx >= 0 {
		if i == 0 {
			return p.moves[p.ttIdx]
		}
		i--
	}
	if len(p.moves) > orderSlots {
		// More moves than the keys can index (beyond position.MaxMoves):
		// generation order, TT move excepted.
		if p.ttIdx >= 0 && i >= p.ttIdx {
			i++
		}
		return p.moves[i]
	}
	if !p.sorted {
		w.orderMoves(p, side)
	}
	keys := p.keys
	if i >= p.ready {
		// Most nodes cut off after a move or two: select the first few
		// moves, and sort the rest only when the node goes on.
		if i == p.ready && i < selectPicks {
			last := len(keys) - 1 - i
			best := last
			for j := 0; j < last; j++ {
				if keys[j] > keys[best] {
					best = j
				}
			}
			keys[best], keys[last] = keys[last], keys[best]
			p.ready++
		} else {
			slices.Sort(keys[:len(keys)-p.ready])
			p.ready = len(keys)
		}
	}
	k := keys[len(keys)-1-i]
	return p.moves[orderSlots-1-int(k&(orderSlots-1))]
}

// orderMoves builds the keys of every move but the TT move; pick puts
// them in order as it goes.
func (w *worker) orderMoves(p *plyState, side int) {
	n := len(p.moves)
	hinted := w.orderer != nil && !p.plain
	if hinted {
		if cap(p.hints) < n {
			p.hints = make([]int32, n)
		}
		p.hints = p.hints[:n]
		clear(p.hints)
		w.orderer.OrderHints(p.moves, p.hints)
	}
	if cap(p.keys) < n {
		p.keys = make([]int64, 0, n)
	}
	keys := p.keys[:0]
	hist := &w.history[side]
	for idx, m := range p.moves {
		if idx == p.ttIdx {
			continue
		}
		var hint int64
		if hinted {
			hint = int64(min(max(p.hints[idx], -hintLimit), hintLimit))
		}
		var sec int64
		switch {
		case p.quiet:
		case m == p.killers[0]:
			sec = secKiller0
		case m == p.killers[1]:
			sec = secKiller1
		case m == p.counter:
			sec = secCounter
		default:
			sec = int64(hist[histIndex(m)]) + histBias
		}
		keys = append(keys, hint<<32|sec<<orderBits|int64(orderSlots-1-idx))
	}
	p.keys = keys
	p.sorted = true
	p.ready = 0
}

// orderSlots must be 1<<orderBits, as the keys mask an index with it: the
// build fails here otherwise.
var _ = [1]int{}[orderSlots^1<<orderBits]
