package chomp

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, pos string, depth int) {
	positiontest.BenchPerft(b, load(b, pos), depth)
}

func BenchmarkPerftStart4(b *testing.B)   { benchPerft(b, startPos, 4) }
func BenchmarkPerftMidGame4(b *testing.B) { benchPerft(b, midGame, 4) }

// BenchmarkGenMoves generates the moves of the start position.
func BenchmarkGenMoves(b *testing.B) {
	g := load(b, startPos)
	buf := make([]position.Move, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.GenMoves(buf[:0])
	}
}

// BenchmarkMakeUnmake plays and takes back every legal move of a middle
// game, with the test for the end that search does at every node.
func BenchmarkMakeUnmake(b *testing.B) { positiontest.BenchMakeUnmake(b, load(b, midGame)) }

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, load(b, midGame)) }
