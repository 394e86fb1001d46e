package position

// History is the undo stack of a game that keeps all that Unmake restores
// in one state value S: Make pushes a copy of the state before it changes
// it, Unmake pops that copy back. The saved states, oldest first, are also
// the game's repetition history, and Drawn applies the two common draw
// rules to them: a limit on a clock and threefold repetition.
//
// NewHistory reserves room for 2*MaxPly states, so that neither a search
// nor a long game grows the stack per node. A History must be copied with
// Clone, as a copy of the struct shares its states.
type History[S any] struct {
	states []S
	// limit is the clock of the limit draw, and repeatFrom the least scan
	// in which a third occurrence can be found (see Drawn); either is
	// noDraw where its rule is off. from is the lesser of the two.
	limit, repeatFrom, from int
}

// noDraw stands for an off rule in History: no clock or scan reaches it.
const noDraw = 1 << 62

// NewHistory returns an empty history. limit is the clock at which Drawn
// declares a draw, 0 for none; repetition turns on the threefold
// repetition draw.
func NewHistory[S any](limit int, repetition bool) History[S] {
	h := History[S]{states: make([]S, 0, 2*MaxPly), limit: noDraw, repeatFrom: noDraw}
	if limit > 0 {
		h.limit = limit
	}
	if repetition {
		h.repeatFrom = 8
	}
	h.from = min(h.limit, h.repeatFrom)
	return h
}

// Push saves a copy of *s, the state before a move. (Push and Pop pass
// pointers, not values, so that the state is copied once.)
func (h *History[S]) Push(s *S) { h.states = append(h.states, *s) }

// Pop removes the last saved state and returns it, valid until the next
// Push; the history must not be empty.
func (h *History[S]) Pop() *S {
	last := len(h.states) - 1
	s := &h.states[last]
	h.states = h.states[:last]
	return s
}

// Reset empties the history, keeping its room and its rules.
func (h *History[S]) Reset() { h.states = h.states[:0] }

// Len is the number of saved states: the plies played since the start or
// the last Reset.
func (h *History[S]) Len() int { return len(h.states) }

// At returns the i-th saved state, oldest first.
func (h *History[S]) At(i int) *S { return &h.states[i] }

// Clone returns an independent copy with the same states and rules.
func (h *History[S]) Clone() History[S] {
	c := *h
	c.states = make([]S, len(h.states), max(cap(h.states), 2*MaxPly))
	copy(c.states, h.states)
	return c
}

// MayDraw is a quick first test for a game whose repetition scan goes
// back clock plies: where it reports false, so does Drawn(key, clock,
// clock), because clock is short of both the limit and a third
// occurrence. It inlines, so a Make that calls Drawn only past it saves a
// call on most plies.
func (h *History[S]) MayDraw(clock int) bool { return clock >= h.from }

// Drawn reports whether the current position, whose key is key, is drawn:
// clock has reached the limit, or the position occurs for the third time
// among the last back saved states, oldest first. back is usually the
// plies since the last irreversible move (a capture, a pawn-like advance,
// a placement), before which no position can recur: the clock. The scan
// looks only at every second state, the positions with the same side to
// move, which suits games whose turns alternate; as a position cannot
// recur within two plies, a third occurrence needs a back of at least 8.
//
// keyOf reads a saved state's Zobrist key, which must cover the side to
// move. Drawn is small enough to inline, and a plain function passed as
// keyOf then inlines into the scan.
func (h *History[S]) Drawn(keyOf func(*S) uint64, key uint64, clock, back int) bool {
	if clock >= h.limit {
		return true
	}
	if back < h.repeatFrom {
		return false
	}
	n := len(h.states)
	seen := 1
	for j := 2; j <= min(back, n); j += 2 {
		if keyOf(&h.states[n-j]) == key {
			if seen++; seen == 3 {
				return true
			}
		}
	}
	return false
}
