package atarigo

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, pos string, depth int) {
	positiontest.BenchPerft(b, newGame(b, pos), depth)
}

func BenchmarkPerftStart4(b *testing.B)     { benchPerft(b, startPos, 4) }
func BenchmarkPerftDiagram2_3(b *testing.B) { benchPerft(b, seedDiagram2, 3) }

// midGame returns the position after 30 random plies that capture
// nothing, with both sides' groups short of liberties here and there.
func midGame(b testing.TB) *Game {
	g := newGame(b, "")
	rng := rand.New(rand.NewPCG(1, 2))
	for len(g.hist) < 30 {
		moves := g.GenMoves(nil)
		for {
			m := moves[rng.IntN(len(moves))]
			g.Make(m)
			if over, _ := g.Outcome(); !over {
				break
			}
			g.Unmake()
		}
	}
	if err := g.SetPosition(g.Position()); err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkMakeUnmake plays and takes back every legal move of a
// mid-game position, with the generation and the end test that search
// does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, points+1)
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

// BenchmarkEvaluate measures the evaluation of a mid-game position, its
// cache of the last position cleared, ladder readings included.
func BenchmarkEvaluate(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		g.an.valid = false
		g.Evaluate()
	}
}

func BenchmarkOrderHints(b *testing.B) {
	g := midGame(b)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		g.an.valid = false
		g.OrderHints(moves, scores)
	}
}

func BenchmarkGenNoisy(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, points+1)
	b.ReportAllocs()
	for b.Loop() {
		g.an.valid = false
		g.GenNoisy(buf[:0])
	}
}
