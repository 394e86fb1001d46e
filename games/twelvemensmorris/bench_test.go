package twelvemensmorris_test

import (
	"testing"

	"tabla/position"
)

func BenchmarkPerft4(b *testing.B) {
	g := load(b, "")
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves += position.Perft(g, 4, false)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkMakeUnmake generates, plays and takes back every move of a
// crowded position, with the end test search makes at every node.
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
	g := load(b, midGames[2])
	b.ReportAllocs()
	for b.Loop() {
		g.Evaluate()
	}
}
