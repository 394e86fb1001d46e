package foxgeese

import (
	"fmt"
	"testing"

	"tabla/position"
)

// benchPositions are the start, a few positions reached from it, and the
// chain-rich positions of the perft table.
func benchPositions(b testing.TB) []*Game {
	var out []*Game
	for _, p := range []struct {
		pos   string
		moves []string
	}{
		{"", nil},
		{"", []string{"c5-c4", "d4xb4", "e5-d4", "b4-b3"}},
		{"GGG/3/7/3F3/2GG3/3/3 f 0", nil},
		{"3/3/GG3GG/GGGFGGG/2GGG2/3/3 f 0", nil},
		{"2G/3/G1GG2G/2GF3/6G/3/3 f 0", nil},
		{"3/GGG/1G1GFG1/G1G2GG/1G1G1G1/3/3 f 0", nil},
	} {
		out = append(out, setup(b, nil, p.pos, p.moves...))
	}
	return out
}

// BenchmarkPerft counts perft from the start, plainly and through a perft
// hash table; ns/op is the time of one whole perft.
func BenchmarkPerft(b *testing.B) {
	for _, depth := range []int{5, 7, 8} {
		for _, hashed := range []bool{false, true} {
			name := fmt.Sprintf("plain/%d", depth)
			if hashed {
				name = fmt.Sprintf("hashed/%d", depth)
			}
			b.Run(name, func(b *testing.B) {
				g := New(DefaultConfig())
				b.ReportAllocs()
				var leaves uint64
				for b.Loop() {
					if hashed {
						leaves = position.NewPerfter(g, false, 1<<20).Count(depth)
					} else {
						leaves = position.Perft(g, depth, false)
					}
				}
				b.ReportMetric(float64(leaves)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
			})
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	games := benchPositions(b)
	b.ReportAllocs()
	sum := 0
	for i := 0; b.Loop(); i++ {
		sum += games[i%len(games)].Evaluate()
	}
	_ = sum
}

func BenchmarkGenMoves(b *testing.B) {
	games := benchPositions(b)
	buf := make([]position.Move, 0, 1024)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = games[i%len(games)].GenMoves(buf[:0])
	}
}

func BenchmarkMakeUnmake(b *testing.B) {
	games := benchPositions(b)
	moves := make([][]position.Move, len(games))
	for i, g := range games {
		moves[i] = g.GenMoves(nil)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g := games[i%len(games)]
		for _, m := range moves[i%len(games)] {
			g.Make(m)
			g.Hash()
			g.Unmake()
		}
	}
}

// TestNoAllocations checks the zero-allocation promise of the hot path.
func TestNoAllocations(t *testing.T) {
	for _, g := range benchPositions(t) {
		buf := make([]position.Move, 0, 1024)
		noisy := make([]position.Move, 0, 1024)
		scores := make([]int32, 1024)
		allocs := testing.AllocsPerRun(20, func() {
			buf = g.GenMoves(buf[:0])
			g.OrderHints(buf, scores)
			noisy, _ = g.GenNoisy(noisy[:0])
			g.Evaluate()
			for _, m := range buf {
				g.Make(m)
				g.Hash()
				g.Outcome()
				g.Evaluate()
				g.CountMoves()
				g.Unmake()
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run, want 0", g.Position(), allocs)
		}
	}
}
