package apex

import (
	"fmt"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// midGame is a busy 7×7 position with pieces of both sides in the way.
const midGame = "W5B/1B1W3/2BWB2/1WBWW2/2B1W2/1BW4/B5W w 3 2 11"

// BenchmarkPerft counts perft from the start; ns/op is one whole perft.
func BenchmarkPerft(b *testing.B) {
	for _, depth := range []int{4, 5} {
		b.Run(fmt.Sprintf("7x7/%d", depth), func(b *testing.B) {
			g := newGame(b)
			b.ReportAllocs()
			var leaves uint64
			for b.Loop() {
				leaves = position.Perft(g, depth, false)
			}
			b.ReportMetric(float64(leaves)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

// BenchmarkMakeUnmake plays and takes back every legal move of a
// mid-game position, with the end test that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := load(b, midGame)
	buf := make([]position.Move, 0, 256)
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

// BenchmarkEvaluate measures the chain-distance evaluation of a mid-game
// position.
func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, load(b, midGame)) }
