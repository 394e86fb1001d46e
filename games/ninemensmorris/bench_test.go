package ninemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

func BenchmarkPerft5(b *testing.B) { positiontest.BenchPerft(b, load(b, ""), 5) }

// BenchmarkMakeUnmake generates, plays and takes back every move of a
// stepping position, with the end test search makes at every node.
func BenchmarkMakeUnmake(b *testing.B) { positiontest.BenchMakeUnmake(b, load(b, midGames[2])) }

// BenchmarkEvaluate times the hand-written evaluation and the learned
// one (eval=learned) on a placing and a stepping position.
func BenchmarkEvaluate(b *testing.B) {
	for _, eval := range []string{"hand", "learned"} {
		for _, pos := range []string{midGames[0], midGames[2]} {
			b.Run(eval+"/"+pos, func(b *testing.B) {
				g := load(b, pos, "eval="+eval)
				b.ReportAllocs()
				for b.Loop() {
					g.Evaluate()
				}
			})
		}
	}
}

func BenchmarkOrderHints(b *testing.B) { positiontest.BenchOrderHints(b, load(b, midGames[0])) }
