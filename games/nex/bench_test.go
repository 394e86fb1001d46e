package nex

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// midGame is a game 50 random moves deep (no win), with thousands of
// drops and conversions.
func midGame(b testing.TB) *Game {
	return randomPosition(b, rand.New(rand.NewPCG(50, 50)), 50)
}

// BenchmarkPerftStart2 is perft(2) from the start: 14,520 drops made and
// unmade, each followed by CountMoves.
func BenchmarkPerftStart2(b *testing.B) { positiontest.BenchPerft(b, newGame(b), 2) }

// BenchmarkPerftLate3 is perft(3) 95 moves into a random game (1.6
// million moves made, most of them conversions).
func BenchmarkPerftLate3(b *testing.B) {
	positiontest.BenchPerft(b, load(b, "PBPBPBBBBBB/BBPPP1PPPBB/PPBBBPPBB1B/BPBPPPPP3/BNBPP1PBPBP/NNN2P1PBBN/1BPBBP1BBPP/BP1P1BBBPBB/P1P1BPBBPPB/PBPPP1P1BNB/PBPN1BBBP1P p 1"), 3)
}

// BenchmarkPerftMate2 is perft(4) of posMate2, whose conversions take
// 57-stone groups apart.
func BenchmarkPerftMate2(b *testing.B) { positiontest.BenchPerft(b, load(b, posMate2), 4) }

// BenchmarkMakeUnmake plays and takes back every legal move of a mid-game
// position, with the generation and the win test that search does.
func BenchmarkMakeUnmake(b *testing.B) {
	g := midGame(b)
	buf := make([]position.Move, 0, 16384)
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

// BenchmarkGenMoves generates the 14,520 moves of the start.
func BenchmarkGenMoves(b *testing.B) {
	g := newGame(b)
	buf := make([]position.Move, 0, 16384)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.GenMoves(buf[:0])
	}
}

// BenchmarkEvaluate measures the two-distance evaluation of a mid-game
// position, its cache of the last position cleared.
func BenchmarkEvaluate(b *testing.B) {
	g := midGame(b)
	g.Evaluate()
	b.ReportAllocs()
	for b.Loop() {
		g.ev.valid = false
		g.Evaluate()
	}
}

// BenchmarkEvaluateMoves is Make, Outcome, Evaluate and Unmake, as a
// search's last ply does them.
func BenchmarkEvaluateMoves(b *testing.B) {
	g := midGame(b)
	moves := g.GenMoves(nil)
	g.Evaluate()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		g.Make(moves[i%len(moves)])
		if over, _ := g.Outcome(); !over {
			g.Evaluate()
		}
		g.Unmake()
		i += 97
	}
}
