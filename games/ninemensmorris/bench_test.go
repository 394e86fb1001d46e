package ninemensmorris_test

import (
	"testing"

	"tabla/position"
)

func BenchmarkPerft5(b *testing.B) {
	g := load(b, "")
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves += position.Perft(g, 5, false)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkMakeUnmake generates, plays and takes back every move of a
// stepping position, with the end test search makes at every node.
func BenchmarkMakeUnmake(b *testing.B) {
	g := load(b, midGames[2])
	buf := make([]position.Move, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range g.GenMoves(buf[:0]) {
			g.Make(m)
			g.Outcome()
			g.Unmake()
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	for _, pos := range []string{midGames[0], midGames[2]} {
		b.Run(pos, func(b *testing.B) {
			g := load(b, pos)
			b.ReportAllocs()
			for b.Loop() {
				g.Evaluate()
			}
		})
	}
}

func BenchmarkOrderHints(b *testing.B) {
	g := load(b, midGames[0])
	o := g.(position.Orderer)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		o.OrderHints(moves, scores)
	}
}
