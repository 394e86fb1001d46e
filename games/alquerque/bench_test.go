package alquerque

import (
	"fmt"
	"testing"

	"tabla/position"
)

// benchPositions are the start, a middle game and an endgame.
func benchPositions(b *testing.B) []*Game {
	b.Helper()
	var out []*Game
	for _, pos := range []string{
		"BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0",
		"B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0",
		"2B2/1BWB1/BW1WB/1BWB1/2W2 b 0",
		"B3B/5/2W2/5/W3W b 20",
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
		pos   string
		depth int
	}{
		{"start", "", 11},
		{"middle", "B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0", 6},
	} {
		for _, hashed := range []bool{false, true} {
			name := fmt.Sprintf("%s/plain/%d", tc.name, tc.depth)
			if hashed {
				name = fmt.Sprintf("%s/hashed/%d", tc.name, tc.depth)
			}
			b.Run(name, func(b *testing.B) {
				g := load(b, DefaultConfig(), tc.pos)
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
	for _, cfg := range []Config{DefaultConfig(), huffConfig} {
		g := load(t, cfg, "B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0")
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
			t.Errorf("huff=%v: %v allocations per run", cfg.Huff, allocs)
		}
	}
}
