package ninemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

func BenchmarkPerft5(b *testing.B) { positiontest.BenchPerft(b, load(b, ""), 5) }

// BenchmarkMakeUnmake generates, plays and takes back every move of a
// stepping position, with the end test search makes at every node.
func BenchmarkMakeUnmake(b *testing.B) { positiontest.BenchMakeUnmake(b, load(b, midGames[2])) }

func BenchmarkEvaluate(b *testing.B) {
	for _, pos := range []string{midGames[0], midGames[2]} {
		b.Run(pos, func(b *testing.B) {
			g := load(b, pos)
			b.ReportAllocs()
			for b.Loop() {
				g.Evaluate()
			}
		})
	}
}

func BenchmarkOrderHints(b *testing.B) { positiontest.BenchOrderHints(b, load(b, midGames[0])) }
