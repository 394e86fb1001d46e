package gogame

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// midGame plays plies random moves (no passes, no filling of one's own
// eyes) from the start of a game with the settings.
func midGame(b testing.TB, plies int, settings ...string) *Game {
	g := newGame(b, settings...)
	rng := rand.New(rand.NewPCG(3, 5))
	for i := 0; i < plies; i++ {
		m := randomMove(g, rng)
		if m == Pass {
			continue
		}
		g.Make(m)
	}
	return g
}

func benchPerft(b *testing.B, depth int, settings ...string) {
	positiontest.BenchPerft(b, newGame(b, settings...), depth)
}

func BenchmarkPerftSeed9x9Depth3(b *testing.B)    { benchPerft(b, 3) }
func BenchmarkPerftSeed6x6Depth3(b *testing.B)    { benchPerft(b, 3, "size=7") }
func BenchmarkPerftSuperko3x3Depth6(b *testing.B) { benchPerft(b, 6, "rules=standard", "size=3") }
func BenchmarkPerftStandard19Depth2(b *testing.B) {
	benchPerft(b, 2, "rules=standard", "size=19")
}

// BenchmarkMakeUnmake plays and takes back every legal move of a
// middle-game position, with the generation that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	for _, tc := range []struct {
		name     string
		plies    int
		settings []string
	}{
		{"seed9x9", 40, nil},
		{"superko19x19", 150, []string{"rules=standard", "size=19"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			g := midGame(b, tc.plies, tc.settings...)
			buf := make([]position.Move, 0, 400)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				moves := g.GenMoves(buf[:0])
				for _, m := range moves {
					g.Make(m)
					g.Unmake()
				}
				n += len(moves)
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
		})
	}
}

// BenchmarkEvaluate measures the evaluation of middle-game positions.
func BenchmarkEvaluate(b *testing.B) {
	for _, tc := range []struct {
		name     string
		plies    int
		settings []string
	}{
		{"seed9x9", 40, nil},
		{"standard9x9", 40, []string{"rules=standard"}},
		{"standard19x19", 150, []string{"rules=standard", "size=19"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			g := midGame(b, tc.plies, tc.settings...)
			g.Evaluate()
			b.ReportAllocs()
			for b.Loop() {
				g.Evaluate()
			}
		})
	}
}

func BenchmarkOrderHints(b *testing.B) {
	g := midGame(b, 40, "rules=standard")
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	b.ReportAllocs()
	for b.Loop() {
		g.OrderHints(moves, scores)
	}
}

func BenchmarkPriors(b *testing.B) {
	for _, priors := range []string{"hand", "learned"} {
		b.Run(priors, func(b *testing.B) {
			g := midGame(b, 40, "rules=standard", "priors="+priors)
			moves := g.GenMoves(nil)
			p := make([]position.Prior, len(moves))
			g.Priors(moves, p) // grow the buffers
			b.ReportAllocs()
			for b.Loop() {
				g.Priors(moves, p)
			}
		})
	}
}
