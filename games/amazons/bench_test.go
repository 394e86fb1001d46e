package amazons

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, depth int) {
	positiontest.BenchPerft(b, newGame(b), depth)
}

func BenchmarkPerftDepth1(b *testing.B) { benchPerft(b, 1) }
func BenchmarkPerftDepth2(b *testing.B) { benchPerft(b, 2) }

// BenchmarkPerftDepth3 checks the depth-3 count from the start,
// 8,350,439,170 (an independent count, not a published one), which takes
// too long for a test. Run it
// with: go test -run NONE -bench PerftDepth3 -benchtime 1x ./games/amazons
func BenchmarkPerftDepth3(b *testing.B) {
	const want = 8_350_439_170
	g := newGame(b)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		n := position.Perft(g, 3, false)
		if n != want {
			b.Fatalf("perft(3) = %d, want %d", n, want)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkGenMoves generates the moves of the start position (2,176).
func BenchmarkGenMoves(b *testing.B) {
	g := newGame(b)
	buf := make([]position.Move, 0, position.MaxMoves)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.GenMoves(buf[:0])
	}
}

// BenchmarkMakeUnmake plays and takes back every move of a mid-game
// position, with the end test that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := load(b, afterExample)
	moves := g.GenMoves(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			g.Make(m)
			g.Outcome()
			g.Unmake()
		}
	}
	b.ReportMetric(float64(len(moves))*float64(b.N)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkEvaluate measures the hand-written evaluation (eval=hand).
func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, loadHand(b, afterExample)) }

func BenchmarkOrderHints(b *testing.B) {
	g := load(b, afterExample)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		g.OrderHints(moves, scores)
	}
}

// BenchmarkEvaluateLearned measures the learned evaluation
// (eval=learned, the default).
func BenchmarkEvaluateLearned(b *testing.B) {
	g := newGame(b, "eval=learned")
	if err := g.SetPosition(afterExample); err != nil {
		b.Fatal(err)
	}
	positiontest.BenchEvaluate(b, g)
}
