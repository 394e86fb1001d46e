package dotsboxes

import (
	"testing"

	"github.com/tabla-games/tabla/position"
)

// benchMid is a middle game of the default board: about 25 lines drawn.
const benchMid = "-1---/2|1|3|2/-1--1/|1|3|4/1-3/|3|1|1|2/-1--1/|O|1|O|O|2/-1--1 o"

func benchPerft(b *testing.B, pos string, depth int, hide bool) {
	var g position.Game = setup(b, pos)
	if hide {
		g = struct{ position.Game }{g} // no CountMoves: every leaf is made
	}
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		nodes += position.Perft(g, depth, false)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftStart4 counts the default board's 5,085,024 leaves.
func BenchmarkPerftStart4(b *testing.B) { benchPerft(b, "", 4, false) }

// BenchmarkPerftNoCounter makes and unmakes every leaf move.
func BenchmarkPerftNoCounter(b *testing.B) { benchPerft(b, "", 3, true) }

func BenchmarkMakeUnmake(b *testing.B) {
	g := setup(b, benchMid)
	moves := g.GenMoves(nil)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range moves {
			g.Make(m)
			g.Unmake()
		}
	}
}

// BenchmarkEvaluate measures the hand-written evaluation (eval=hand).
func BenchmarkEvaluate(b *testing.B) { benchEvaluate(b, "eval=hand") }

// BenchmarkEvaluateLearned measures the learned evaluation
// (eval=learned).
func BenchmarkEvaluateLearned(b *testing.B) { benchEvaluate(b, "eval=learned") }

func benchEvaluate(b *testing.B, eval string) {
	for _, bc := range []struct{ name, pos string }{
		{"start", ""},
		{"middle", benchMid},
		{"twoBoxes", twoBoxesAfter},
	} {
		b.Run(bc.name, func(b *testing.B) {
			g := newGame(b, eval)
			if bc.pos != "" {
				if err := g.SetPosition(bc.pos); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportAllocs()
			for b.Loop() {
				g.Evaluate()
			}
		})
	}
}

func BenchmarkOrderHints(b *testing.B) {
	g := setup(b, benchMid)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	b.ReportAllocs()
	for b.Loop() {
		g.OrderHints(moves, scores)
	}
}
