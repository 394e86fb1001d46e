package sixteenstones

import (
	"testing"

	"github.com/tabla-games/tabla/position"
)

func BenchmarkPerft(b *testing.B) {
	for _, c := range []struct {
		name  string
		pos   string
		depth int
	}{
		{"setup4", "5/5/5/5/5 r 8 8 0 0 RB 0 0", 4},
		{"play3", "BBBBB/2BBB/5/RRR2/RRRRR r 0 0 0 0 RB 0 0", 3},
		{"mid2", "1B1B1/R1B1R/2R2/B1r1B/1R1R1 b 0 0 2 2 - 0 0", 2},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			g := load(b, c.pos)
			var n uint64
			for b.Loop() {
				n = position.Perft(g, c.depth, false)
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
		})
	}
}

func BenchmarkEvaluate(b *testing.B) {
	g := load(b, "1B1B1/R1B1R/2R2/B1r1B/1R1R1 b 0 0 2 2 - 0 0")
	b.ReportAllocs()
	s := 0
	for b.Loop() {
		s += g.Evaluate()
	}
	_ = s
}

func BenchmarkGenMoves(b *testing.B) {
	g := load(b, "1B1B1/R1B1R/2R2/B1r1B/1R1R1 b 0 0 2 2 - 0 0")
	buf := make([]position.Move, 0, 4096)
	b.ReportAllocs()
	for b.Loop() {
		buf = g.GenMoves(buf[:0])
	}
}
