package pointgraph

// History is the list of position keys since the game, or the position
// string it started from, for the repetition draws. A position string
// does not carry it, so a game set from a string starts a new history.
type History struct {
	keys []uint64
}

// Push records the key of the position just reached.
func (h *History) Push(key uint64) { h.keys = append(h.keys, key) }

// Pop forgets the last key (on Unmake).
func (h *History) Pop() { h.keys = h.keys[:len(h.keys)-1] }

// Reset empties the history.
func (h *History) Reset() { h.keys = h.keys[:0] }

// Len is the number of keys recorded.
func (h *History) Len() int { return len(h.keys) }

// Count is how many times the last key recorded occurs among the last
// window keys (itself included). Positions before an irreversible move
// cannot recur, so callers pass the number of plies since the last one
// plus one, and the scan stays short.
func (h *History) Count(window int) int {
	n := len(h.keys)
	if n == 0 {
		return 0
	}
	window = min(window, n)
	key, count := h.keys[n-1], 0
	for _, k := range h.keys[n-window:] {
		if k == key {
			count++
		}
	}
	return count
}

// Clone returns an independent copy.
func (h History) Clone() History {
	return History{keys: append(make([]uint64, 0, max(cap(h.keys), 256)), h.keys...)}
}
