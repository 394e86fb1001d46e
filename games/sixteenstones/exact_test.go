package sixteenstones_test

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
	"github.com/tabla-games/tabla/search"
)

func load(t testing.TB, pos string) position.Playable {
	t.Helper()
	return positiontest.Load(t, "sixteen-stones", pos)
}

// TestWinInOne: the search finds the worked example of a win, d1-c1xb1
// leaving Blue one stone ("win" in TestWorkedExamples), as a mate.
func TestWinInOne(t *testing.T) {
	g := load(t, "4B/5/5/5/RB1R1 r 0 0 1 0 - 0 0")
	eng := search.New(search.DefaultOptions())
	res := eng.Search(g, search.Limits{Depth: 2}, nil)
	if got := g.FormatMove(res.Best); got != "d1-c1xb1" || !res.Score.IsMate() || res.Score.MateMoves() != 1 {
		t.Fatalf("best %s score %v, want d1-c1xb1 mate in 1", got, res.Score)
	}
}

// BenchmarkSearch measures a fixed-depth search in a middle game.
func BenchmarkSearch(b *testing.B) {
	g := load(b, "1B1B1/R1B1R/2R2/B1r1B/1R1R1 b 0 0 2 2 - 0 0")
	eng := search.New(search.DefaultOptions())
	var nodes uint64
	for b.Loop() {
		nodes += eng.Search(g, search.Limits{Depth: 3}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
