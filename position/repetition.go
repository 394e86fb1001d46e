package position

// ThirdOccurrence reports whether the current position, whose Zobrist key
// is key, has now occurred for the third time, for the threefold
// repetition draw. history holds the states of the earlier plies, oldest
// first, and keyOf reads a state's key (which must cover the side to
// move). clock is the number of plies since the last irreversible move
// (a capture, a pawn-like advance, a placement): no earlier position can
// recur, so the scan goes back at most clock plies, and never before the
// start of the history. It looks only at every second ply, the positions
// with the same side to move, which suits games whose turns alternate. A
// position cannot recur within two plies, so a third occurrence needs a
// clock of at least 8.
func ThirdOccurrence[S any](history []S, keyOf func(*S) uint64, key uint64, clock int) bool {
	if clock < 8 {
		return false
	}
	back := min(clock, len(history))
	seen := 1
	for j := 2; j <= back; j += 2 {
		if keyOf(&history[len(history)-j]) == key {
			if seen++; seen == 3 {
				return true
			}
		}
	}
	return false
}
