package foxsheep

import (
	"fmt"
	"testing"

	"tabla/position"
)

// benchPositions are the start, the seed's capture example and a late
// middle game.
func benchPositions(b *testing.B) []*Game {
	b.Helper()
	var out []*Game
	for _, pos := range []string{
		"3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0",
		"1F1/3/2SFS2/SS5/7/SSS/SSS f 0",
		"3/1F1/S1S1S1S/1S1S1S1/S1S1S1S/1F1/SSS f 0",
		"SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
	} {
		out = append(out, load(b, DefaultConfig(), pos))
	}
	return out
}

// BenchmarkPerft counts perft plainly and through a perft hash table;
// ns/op is the time of one whole perft.
func BenchmarkPerft(b *testing.B) {
	for _, tc := range []struct {
		name  string
		cfg   Config
		depth int
	}{
		{"sheep-first", DefaultConfig(), 7},
		{"foxes-first", foxesFirst, 7},
	} {
		for _, hashed := range []bool{false, true} {
			name := fmt.Sprintf("%s/plain/%d", tc.name, tc.depth)
			if hashed {
				name = fmt.Sprintf("%s/hashed/%d", tc.name, tc.depth)
			}
			b.Run(name, func(b *testing.B) {
				g := New(tc.cfg)
				b.ReportAllocs()
				var leaves uint64
				for b.Loop() {
					if hashed {
						leaves = position.NewPerfter(g, false, 1<<20).Count(tc.depth)
					} else {
						leaves = position.Perft(g, tc.depth, false)
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
	buf := make([]position.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = games[i%len(games)].GenMoves(buf[:0])
	}
}

// BenchmarkMakeUnmake plays and takes back every legal move.
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
			g.Unmake()
		}
	}
}

// TestNoAllocs checks that the search's hot path does not allocate.
func TestNoAllocs(t *testing.T) {
	for _, pos := range []string{"1F1/3/2SFS2/SS5/7/SSS/SSS f 0", "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0"} {
		g := load(t, DefaultConfig(), pos)
		buf := make([]position.Move, 0, 256)
		scores := make([]int32, 256)
		allocs := testing.AllocsPerRun(100, func() {
			buf = g.GenMoves(buf[:0])
			g.OrderHints(buf, scores)
			for _, m := range buf {
				g.Make(m)
				g.Evaluate()
				g.Outcome()
				g.Hash()
				g.Unmake()
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run", pos, allocs)
		}
	}
}
