package rastros

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, pos string, depth int) {
	positiontest.BenchPerft(b, load(b, pos), depth)
}

func BenchmarkPerftStart7(b *testing.B)   { benchPerft(b, startPos, 7) }
func BenchmarkPerftMidGame6(b *testing.B) { benchPerft(b, midGame, 6) }

// BenchmarkMakeUnmake plays and takes back every legal move of a middle
// game, with the test for the end that search does at every node.
func BenchmarkMakeUnmake(b *testing.B) {
	g := load(b, midGame)
	buf := make([]position.Move, 0, 16)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		moves := g.GenMoves(buf[:0])
		for _, m := range moves {
			g.Make(m)
			g.Outcome()
			g.Unmake()
		}
		n += len(moves)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, load(b, midGame)) }

// BenchmarkSolve solves the middle game from scratch each time (a fresh
// table), measuring the exact solver.
func BenchmarkSolve(b *testing.B) {
	b.ReportAllocs()
	nodes := 0
	for b.Loop() {
		g := load(b, midGame)
		g.Solve(-2, 2, nil)
		nodes += g.solver.nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
