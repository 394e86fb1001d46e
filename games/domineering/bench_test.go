package domineering

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, depth int, settings ...string) {
	positiontest.BenchPerft(b, newGame(b, settings...), depth)
}

func BenchmarkPerft3(b *testing.B)     { benchPerft(b, 3) }
func BenchmarkPerft4(b *testing.B)     { benchPerft(b, 4) }
func BenchmarkPerft5x5d5(b *testing.B) { benchPerft(b, 5, "rows=5", "cols=5") }

// midGame is an 8×8 position after twelve moves.
func midGame(b *testing.B) *Game {
	g := newGame(b)
	play(b, g, "d4", "a1", "f2", "c7", "b5", "g4", "h6", "b2", "e1", "f6", "g2", "a8")
	return g
}

// BenchmarkMakeUnmake plays and takes back every legal move of a mid-game
// position, with the generation and the end test that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, 64)
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

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, midGame(b)) }

func BenchmarkOrderHints(b *testing.B) {
	g := midGame(b)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		g.OrderHints(moves, scores)
	}
}

// BenchmarkSolve proves boards from the start with the solver alone, each
// time with a fresh table.
func BenchmarkSolve(b *testing.B) {
	for _, bc := range []struct {
		name     string
		settings []string
	}{
		{"6x6", []string{"rows=6", "cols=6"}},
		{"6x7", []string{"rows=6", "cols=7"}},
		{"7x7", []string{"rows=7", "cols=7"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var nodes uint64
			for b.Loop() {
				g := newGame(b, bc.settings...)
				g.Solve(-2, 2, nil)
				nodes += g.Nodes()
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
