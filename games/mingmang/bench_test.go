package mingmang

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, depth int, settings ...string) {
	positiontest.BenchPerft(b, newGame(b, settings...), depth)
}

func BenchmarkPerft7Depth4(b *testing.B) { benchPerft(b, 4, "size=7") }
func BenchmarkPerft8Depth3(b *testing.B) { benchPerft(b, 3) }
func BenchmarkPerft9Depth3(b *testing.B) { benchPerft(b, 3, "size=9") }

// midGame is an 8×8 position after some play, with a history.
func midGame(b *testing.B) *Game {
	g := newGame(b)
	play(b, g, "c8-c6", "d1-d6", "e8-e6", "a7-c7", "d6-d1", "a5-e5", "h5-f5", "c7-c8")
	return g
}

// BenchmarkMakeUnmake plays and takes back every legal move of a
// mid-game position, with the generation and the end test that search
// does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, 512)
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

func BenchmarkGenNoisy(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, 512)
	b.ReportAllocs()
	for b.Loop() {
		g.GenNoisy(buf[:0])
	}
}
