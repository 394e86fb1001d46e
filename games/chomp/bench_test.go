package chomp

import (
	"testing"

	"tabla/position"
)

func benchPerft(b *testing.B, pos string, depth int) {
	g := load(b, pos)
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves += position.Perft(g, depth, false)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkPerftStart4(b *testing.B)   { benchPerft(b, startPos, 4) }
func BenchmarkPerftMidGame4(b *testing.B) { benchPerft(b, midGame, 4) }

// BenchmarkGenMoves generates the moves of the start position.
func BenchmarkGenMoves(b *testing.B) {
	g := load(b, startPos)
	buf := make([]position.Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.GenMoves(buf[:0])
	}
}

// BenchmarkMakeUnmake plays and takes back every legal move of a middle
// game, with the test for the end that search does at every node.
func BenchmarkMakeUnmake(b *testing.B) {
	g := load(b, midGame)
	buf := make([]position.Move, 0, 256)
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
	g := load(b, midGame)
	b.ReportAllocs()
	for b.Loop() {
		g.Evaluate()
	}
}
