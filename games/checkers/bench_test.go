package checkers

import (
	"fmt"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// benchPositions are a few middlegame and endgame positions, reached from
// the start and from the worked examples of the scenario tests.
func benchPositions(b *testing.B) []*Game {
	b.Helper()
	var out []*Game
	for _, p := range []struct {
		pos   string
		moves []string
	}{
		{"", nil},
		{"", []string{"11-15", "22-18", "15x22", "25x18", "8-11", "29-25"}},
		{"", []string{"9-14", "22-17", "11-15", "25-22", "15-19", "24x15", "10x19", "23x16", "12x19"}},
		{"B:W10,11,18,19,K30:B7,K1", nil},
		{"W:WK14,K32,21,22:BK1,K19,10,11 30", nil},
	} {
		g := New(DefaultConfig())
		if p.pos != "" {
			if err := g.SetPosition(p.pos); err != nil {
				b.Fatal(err)
			}
		}
		for _, s := range p.moves {
			m, err := g.ParseMove(s)
			if err != nil {
				b.Fatal(err)
			}
			g.Make(m)
		}
		out = append(out, g)
	}
	return out
}

// BenchmarkPerft counts perft from the start, plainly and through a perft
// hash table; ns/op is the time of one whole perft. Depth 12 (388,623,673
// leaves) takes seconds: run it with -bench 'Perft/.*12' -benchtime 1x.
func BenchmarkPerft(b *testing.B) {
	for _, depth := range []int{7, 9, 12} {
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
						leaves = position.NewPerfter(g, false, 1<<22).Count(depth)
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
	buf := make([]position.Move, 0, 256)
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
	g := New(DefaultConfig())
	if err := g.SetPosition("B:W10,11,18,19,K30:B7,K1,12 9"); err != nil {
		t.Fatal(err)
	}
	buf := make([]position.Move, 0, 256)
	scores := make([]int32, 256)
	allocs := testing.AllocsPerRun(100, func() {
		buf = g.GenMoves(buf[:0])
		g.OrderHints(buf, scores)
		noisy, _ := g.GenNoisy(buf[len(buf):])
		_ = noisy
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
		t.Errorf("%v allocations per run, want 0", allocs)
	}
}
