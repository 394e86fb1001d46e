package positiontest

import (
	"testing"

	"github.com/tabla-games/tabla/position"
)

// BenchPerft benchmarks a plain perft to depth from g; ns/op is one whole
// perft, and leaves/s the counting speed.
//
//	func BenchmarkPerft8(b *testing.B) { positiontest.BenchPerft(b, newGame(b), 8) }
func BenchPerft(b *testing.B, g position.Game, depth int) {
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves += position.Perft(g, depth, false)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchMakeUnmake benchmarks what search does at a node of each of games
// in turn: it generates, plays and takes back every move, with the end
// test (Outcome) after each Make. ns/op covers one position.
func BenchMakeUnmake(b *testing.B, games ...position.Game) {
	buf := make([]position.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g := games[i%len(games)]
		buf = g.GenMoves(buf[:0])
		for _, m := range buf {
			g.Make(m)
			g.Outcome()
			g.Unmake()
		}
	}
}

// BenchEvaluate benchmarks Evaluate over games in turn.
func BenchEvaluate(b *testing.B, games ...position.Game) {
	b.ReportAllocs()
	sum := 0
	for i := 0; b.Loop(); i++ {
		sum += games[i%len(games)].Evaluate()
	}
	_ = sum
}

// BenchGenMoves benchmarks GenMoves over games in turn, into a buffer of
// capacity capacity.
func BenchGenMoves(b *testing.B, capacity int, games ...position.Game) {
	buf := make([]position.Move, 0, capacity)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = games[i%len(games)].GenMoves(buf[:0])
	}
}

// BenchOrderHints benchmarks OrderHints over the legal moves of g, which
// must be a position.Orderer.
func BenchOrderHints(b *testing.B, g position.Game) {
	o := g.(position.Orderer)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		o.OrderHints(moves, scores)
	}
}
