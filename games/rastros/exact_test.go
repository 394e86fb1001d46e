package rastros_test

import (
	"os"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
	"github.com/tabla-games/tabla/search"
)

// solveWithSearch runs a search with no limit, which ends once the
// position is solved, and checks that it reports a proven result.
func solveWithSearch(t *testing.T, g position.Game) search.Result {
	t.Helper()
	eng := search.New(search.DefaultOptions())
	res := eng.Search(g, search.Limits{}, nil)
	if !res.Score.IsMate() {
		t.Fatalf("search ended with %v, not a proven result", res.Score)
	}
	return res
}

func load(t *testing.T, pos string) position.Playable {
	t.Helper()
	return positiontest.Load(t, "rastros", pos)
}

// TestDiagramB solves the seed's diagram B (diagramB in rastros_test.go):
// the first player wins, and c2-c1 is the fastest win (mate in 2: c1, then
// a1 after either reply), while c2-b1 loses its chance of reaching home.
func TestDiagramB(t *testing.T) {
	g := load(t, "7/7/4B2/4B2/4B2/2WBB2/3B3 1")
	res := solveWithSearch(t, g)
	if res.Score <= 0 || g.FormatMove(res.Best) != "c2-c1" || res.Score.MateMoves() != 2 {
		t.Errorf("search: %v with %s, want mate 2 with c2-c1", res.Score, g.FormatMove(res.Best))
	}
}

// TestStart solves the whole game from the start with the engine's
// search. It did not finish within 60 seconds on the development machine
// (depth 9 reached), so it runs only with RASTROS_SOLVE=1 set. The
// package's own solver proves the result in about 14 seconds
// (TestSolveStart): the first player wins, with e5-d4.
func TestStart(t *testing.T) {
	if os.Getenv("RASTROS_SOLVE") == "" {
		t.Skip("set RASTROS_SOLVE=1 to solve the 7×7 game from the start")
	}
	g := load(t, "")
	res := solveWithSearch(t, g)
	t.Logf("start: %v, best %s, depth %d, %d nodes in %v", res.Score, g.FormatMove(res.Best), res.Depth, res.Nodes, res.Time)
	if res.Score <= 0 {
		t.Errorf("search: %v, want a win for the first player", res.Score)
	}
}

// BenchmarkSearch measures a fixed-depth search from the start.
func BenchmarkSearch(b *testing.B) {
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		g, _, _ := position.NewGame("rastros")
		eng := search.New(search.DefaultOptions())
		nodes += eng.Search(g, search.Limits{Depth: 8}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
