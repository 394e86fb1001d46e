package rastros

import (
	"testing"
	"time"
)

// TestSolveStart proves the whole 7×7 game with the exact solver: the
// first player wins, with e5-d4 (computed here, not published; the naive
// solver confirms the solver on small regions in TestSolveAgainstNaive).
// It takes about 14 seconds, so it is skipped with -short.
func TestSolveStart(t *testing.T) {
	if testing.Short() {
		t.Skip("about 14 seconds: skipped with -short")
	}
	g := New()
	t0 := time.Now()
	score, best := g.Solve(-2, 2, nil)
	t.Logf("start: %+d with %s, %d solver nodes in %v", score, g.FormatMove(best), g.solver.nodes, time.Since(t0))
	if score != 1 || g.FormatMove(best) != "e5-d4" {
		t.Errorf("Solve() = %d with %s, want +1 with e5-d4", score, g.FormatMove(best))
	}
	// The winning move is the first winning one in cell order; check that
	// it really wins: the second player, to move after it, loses.
	g.Make(best)
	if s, _ := g.Solve(-2, 2, nil); s != -1 {
		t.Errorf("after %s the second player's value is %d, want -1", g.FormatMove(best), s)
	}
}
