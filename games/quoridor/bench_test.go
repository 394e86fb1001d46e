package quoridor

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// midGame is a position after both sides placed walls around the centre,
// in a game built with settings.
func midGame(b *testing.B, settings ...string) *Game {
	b.Helper()
	g := newGame(b, settings...)
	play(b, g, "e2", "e8", "d7h", "e3h", "e3", "c2v", "f7v", "f8", "c6h", "f4v", "d3", "b3h")
	return g
}

func benchPerft(b *testing.B, g *Game, depth int) {
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes += position.Perft(g, depth, false)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "leaves/s")
}

func BenchmarkPerftStart3(b *testing.B) { benchPerft(b, newGame(b), 3) }
func BenchmarkPerftMid3(b *testing.B)   { benchPerft(b, midGame(b), 3) }

// BenchmarkGenMoves measures move generation in the mid-game position,
// with its wall legality checks.
func BenchmarkGenMoves(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.GenMoves(buf[:0])
	}
}

// BenchmarkMakeUnmake plays and takes back every legal move of the
// mid-game position, with the outcome test that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := midGame(b)
	moves := g.GenMoves(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			g.Make(m)
			g.Outcome()
			g.Unmake()
		}
	}
}

// BenchmarkEvaluate measures the hand-written evaluation (eval=hand).
func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, midGame(b, "eval=hand")) }

// BenchmarkEvaluateLearned measures the learned evaluation
// (eval=learned).
func BenchmarkEvaluateLearned(b *testing.B) {
	positiontest.BenchEvaluate(b, midGame(b, "eval=learned"))
}

func BenchmarkOrderHints(b *testing.B) {
	g := midGame(b)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		g.OrderHints(moves, scores)
	}
}

func BenchmarkHash(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	var h uint64
	for b.Loop() {
		h ^= g.Hash()
	}
	_ = h
}
