package product

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, pos string, depth int) {
	positiontest.BenchPerft(b, setup(b, pos), depth)
}

// The start's depth 3 makes 863,760 moves and counts the last ply.
func BenchmarkPerftStart3(b *testing.B)      { benchPerft(b, "", 3) }
func BenchmarkPerftEightEmpty4(b *testing.B) { benchPerft(b, eightEmpty, 4) }

// BenchmarkPerftNoCounter expands every leaf move (GenMoves, Make and
// Unmake at the last ply too) through a wrapper that hides CountMoves.
func BenchmarkPerftNoCounter(b *testing.B) {
	positiontest.BenchPerft(b, struct{ position.Game }{setup(b, eightEmpty)}, 4)
}

// BenchmarkGenMoves generates the 3,120 moves of the seed's diagram.
func BenchmarkGenMoves(b *testing.B) {
	g := setup(b, leftDiagram)
	buf := make([]position.Move, 0, 8000)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.GenMoves(buf[:0])
	}
}

// BenchmarkMakeUnmake plays and takes back every legal move of the
// seed's diagram, with the end test that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := setup(b, leftDiagram)
	moves := g.GenMoves(nil)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, m := range moves {
			g.Make(m)
			g.Outcome()
			g.Unmake()
		}
		n += len(moves)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkEvaluate(b *testing.B) {
	for _, bc := range []struct{ name, pos string }{
		{"early", "5/6/7/3W4/4B4/3B4/7/6/5 b"},
		{"middle", leftDiagram},
		{"late", eightEmpty},
	} {
		b.Run(bc.name, func(b *testing.B) {
			g := setup(b, bc.pos)
			b.ReportAllocs()
			for b.Loop() {
				g.Evaluate()
			}
		})
	}
}

// BenchmarkOutcome scores a full board, as search does at every leaf.
func BenchmarkOutcome(b *testing.B) {
	g := setup(b, tieBlack)
	b.ReportAllocs()
	for b.Loop() {
		g.Outcome()
	}
}
