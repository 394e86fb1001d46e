package reversi

import (
	"fmt"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// BenchmarkPerft is the generic position.Perft to depth 9 (3,005,288
// leaves).
func BenchmarkPerft(b *testing.B) {
	b.ReportAllocs()
	g := New()
	p := position.NewPerfter(g, true, 0)
	for b.Loop() {
		p.Count(9)
	}
	b.ReportMetric(float64(3005288*b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftHashed is the same through a fresh perft hash table of
// 1<<18 entries each time (the table is the op's only allocation).
func BenchmarkPerftHashed(b *testing.B) {
	b.ReportAllocs()
	g := New()
	for b.Loop() {
		position.NewPerfter(g, true, 1<<18).Count(9)
	}
}

// BenchmarkFastPerft is Game.Perft to depth 9; at the start its root
// merges the four mirror-image openings.
func BenchmarkFastPerft(b *testing.B) {
	b.ReportAllocs()
	g := New()
	for b.Loop() {
		g.Perft(9)
	}
	b.ReportMetric(float64(3005288*b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkFastPerftNoSymmetry is Game.Perft's recursion alone, without
// the merging at the root.
func BenchmarkFastPerftNoSymmetry(b *testing.B) {
	b.ReportAllocs()
	g := New()
	for b.Loop() {
		perft(g.p, g.o, g.mob, 9)
	}
	b.ReportMetric(float64(3005288*b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkFastPerftHashed is Game.PerftHashed to depth 9 with a fresh
// table of 1<<18 entries each time.
func BenchmarkFastPerftHashed(b *testing.B) {
	b.ReportAllocs()
	g := New()
	for b.Loop() {
		g.PerftHashed(9, 1<<18)
	}
}

// midgame is a position after 20 plies of the perfect game.
func midgame(b *testing.B) *Game {
	g := New()
	for _, s := range []string{"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7", "d7", "c5", "b6", "d8", "c6", "c7", "d2", "b5", "a5", "a6"} {
		m, err := g.ParseMove(s)
		if err != nil {
			b.Fatal(err)
		}
		g.Make(m)
	}
	return g
}

// BenchmarkGenMakeUnmake generates the moves of a midgame position and
// makes and unmakes each.
func BenchmarkGenMakeUnmake(b *testing.B) {
	b.ReportAllocs()
	g := midgame(b)
	buf := make([]position.Move, 0, 64)
	for b.Loop() {
		moves := g.GenMoves(buf[:0])
		for _, m := range moves {
			g.Make(m)
			g.Unmake()
		}
	}
}

// BenchmarkEvaluate is the hand-written evaluation; BenchmarkLearnedEvaluate
// the shipped learned one.
func BenchmarkEvaluate(b *testing.B) {
	b.ReportAllocs()
	g := midgame(b)
	s := 0
	for b.Loop() {
		s += g.Evaluate()
	}
	sinkInt = s
}

func BenchmarkHash(b *testing.B) {
	b.ReportAllocs()
	g := midgame(b)
	var h uint64
	for b.Loop() {
		h ^= g.Hash()
	}
	sinkU = h
}

func BenchmarkOrderHints(b *testing.B) {
	b.ReportAllocs()
	g := midgame(b)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	for b.Loop() {
		g.OrderHints(moves, scores)
	}
}

// BenchmarkSolve solves FFO #1 (14 empties) and #13 (16 empties) from a
// cleared table each time.
func BenchmarkSolve(b *testing.B) {
	cases := loadFFO(b)
	for _, n := range []int{1, 13} {
		c := cases[n-1]
		b.Run(fmt.Sprintf("ffo%02d", n), func(b *testing.B) {
			c.game.Solve(-6400, 6400, nil) // allocate the table outside the loop
			b.ReportAllocs()
			var nodes uint64
			for b.Loop() {
				clear(c.game.solver.table)
				c.game.Solve(-6400, 6400, nil)
				nodes += c.game.Nodes()
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

var (
	sinkInt int
	sinkU   uint64
)
