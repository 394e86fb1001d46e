package catsdogs

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, pos string, depth int) {
	positiontest.BenchPerft(b, load(b, pos), depth)
}

func BenchmarkPerftStart5(b *testing.B)   { benchPerft(b, startPos, 5) }
func BenchmarkPerftMidGame5(b *testing.B) { benchPerft(b, midGame, 5) }

// BenchmarkPerftNoBulk counts depth 4 from the start making every move
// down to the leaves, without CountMoves' bulk count at the last ply.
func BenchmarkPerftNoBulk(b *testing.B) {
	g := load(b, startPos)
	bufs := make([][]position.Move, 8)
	for i := range bufs {
		bufs[i] = make([]position.Move, 0, 64)
	}
	var walk func(depth int) uint64
	walk = func(depth int) uint64 {
		if depth == 0 {
			return 1
		}
		var n uint64
		moves := g.GenMoves(bufs[depth][:0])
		for _, m := range moves {
			g.Make(m)
			n += walk(depth - 1)
			g.Unmake()
		}
		return n
	}
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves += walk(4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkMakeUnmake plays and takes back every legal move of a middle
// game, with the test for the end that search does at every node.
func BenchmarkMakeUnmake(b *testing.B) {
	g := load(b, midGame)
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

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, load(b, midGame)) }

func BenchmarkOrderHints(b *testing.B) {
	g := load(b, midGame)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		g.OrderHints(moves, scores)
	}
}
