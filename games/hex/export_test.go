package hex

// MemoSolve lets the external tests use memoSolve, the exhaustive solver
// of the VC tests: whether the side to move of g wins.
func MemoSolve(g *Game, memo map[uint64]bool) bool { return memoSolve(g, memo) }
