package hex

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, depth int, settings ...string) {
	positiontest.BenchPerft(b, newGame(b, settings...), depth)
}

func BenchmarkPerft11Depth2(b *testing.B) { benchPerft(b, 2) }
func BenchmarkPerft11Depth3(b *testing.B) { benchPerft(b, 3) }
func BenchmarkPerft9Depth4(b *testing.B)  { benchPerft(b, 4, "size=9") }

// BenchmarkMakeUnmake plays and takes back every legal move of a mid-game
// 11×11 position, with the generation and the win test that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, maxCells)
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

// BenchmarkEvaluate measures the two-distance evaluation of a mid-game
// 11×11 position (40 stones), its cache of the last position cleared.
func BenchmarkEvaluate(b *testing.B) { benchEvaluate(b, midGame(b)) }

// BenchmarkEvaluateLearned measures the learned evaluation (eval=learned)
// on BenchmarkEvaluate's position.
func BenchmarkEvaluateLearned(b *testing.B) { benchEvaluate(b, midGame(b, "eval=learned")) }

func BenchmarkEvaluate19(b *testing.B) { benchEvaluate(b, midGame(b, "size=19")) }

func benchEvaluate(b *testing.B, g *Game) {
	b.ReportAllocs()
	for b.Loop() {
		g.ev.valid = false
		g.Evaluate()
	}
}

func BenchmarkOrderHints(b *testing.B) {
	g := midGame(b)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		g.ev.valid = false
		g.OrderHints(moves, scores)
	}
}

// BenchmarkHSearch measures both sides' light H-search on a mid-game
// 11×11 position (40 stones), as Solvable runs them on a position not
// cached.
func BenchmarkHSearch(b *testing.B) { benchHSearch(b, vcLight) }

// BenchmarkHSearchDeep measures both sides' full H-search (vcDeep) on
// the same position.
func BenchmarkHSearchDeep(b *testing.B) { benchHSearch(b, vcDeep) }

func benchHSearch(b *testing.B, lim vcLimits) {
	g := midGame(b)
	g.hSearch(red, lim, false) // the work space, allocated once
	g.hSearch(blue, lim, false)
	b.ReportAllocs()
	for b.Loop() {
		g.hSearch(red, lim, false)
		g.hSearch(blue, lim, false)
	}
}
