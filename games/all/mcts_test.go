package all_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	_ "tabla/games/all"
	"tabla/position"
	"tabla/search"
)

// stopBound is how long a search may take to return after Stop: a few
// milliseconds are usual, the rest is room for a loaded machine.
const stopBound = 100 * time.Millisecond

// randomPosition plays plies random moves from g's start, stopping short
// of the game's end.
func randomPosition(g position.Game, rng *rand.Rand, plies int) {
	for range plies {
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			return
		}
		g.Make(moves[rng.IntN(len(moves))])
		if over, _ := g.Outcome(); over {
			g.Unmake()
			return
		}
	}
}

// TestMCTSEveryGame searches every game under MCTS, from the start and
// from random positions 5 to 30 plies in: a short movetime search and an
// infinite one stopped after 20 ms must both return a legal move, the
// second promptly.
func TestMCTSEveryGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for _, info := range position.Games() {
		t.Run(info.ID, func(t *testing.T) {
			e := search.New(search.Options{Threads: 2, HashMB: 8, Search: search.MCTS, MoveOverhead: 0})
			for i, plies := range []int{0, 5 + rng.IntN(26), 5 + rng.IntN(26)} {
				g, _, err := position.NewGame(info.ID)
				if err != nil {
					t.Fatal(err)
				}
				randomPosition(g, rng, plies)
				if over, _ := g.Outcome(); over {
					continue
				}
				moves := g.GenMoves(nil)
				res := e.Search(g, search.Limits{MoveTime: 15 * time.Millisecond}, nil)
				if !slices.Contains(moves, res.Best) {
					t.Fatalf("position %d (%s): movetime search's best move %d is not legal", i, g.Position(), res.Best)
				}
				e.Start(g, search.Limits{Infinite: true}, nil)
				time.Sleep(20 * time.Millisecond)
				start := time.Now()
				cpuAt, cpuOK := cpuTime()
				e.Stop()
				res = e.Wait()
				d, busy := time.Since(start), time.Duration(0)
				if cpu, ok := cpuTime(); ok && cpuOK {
					busy = cpu - cpuAt
				} else {
					busy = d
				}
				// Late only if it also worked late: on a machine too busy
				// to run it a search is late without working late.
				if d > stopBound && busy > stopBound {
					t.Errorf("position %d (%s): returned %v (%v of processor time) after Stop", i, g.Position(), d, busy)
				}
				if !slices.Contains(moves, res.Best) {
					t.Fatalf("position %d (%s): stopped search's best move %d is not legal", i, g.Position(), res.Best)
				}
			}
		})
	}
}

// BenchmarkMCTS measures whole Monte Carlo tree searches of the start
// position of the games that MCTS is meant for, in playouts per second
// and allocations per playout (generic playouts for Go and Amazons, the
// game's own for Hex).
func BenchmarkMCTS(b *testing.B) {
	benches := []struct {
		name     string
		game     string
		settings []string
		playouts uint64
	}{
		{"hex11", "hex", []string{"size=11"}, 20000},
		{"go9", "go", []string{"rules=standard", "size=9"}, 5000},
		{"go19", "go", []string{"rules=standard", "size=19"}, 500},
		{"amazons", "amazons", nil, 2000},
	}
	for _, bc := range benches {
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/threads=%d", bc.name, threads), func(b *testing.B) {
				g, _, err := position.NewGame(bc.game, bc.settings...)
				if err != nil {
					b.Fatal(err)
				}
				e := search.New(search.Options{Threads: threads, HashMB: 64, Search: search.MCTS})
				lim := search.Limits{Nodes: bc.playouts}
				e.Search(g, lim, nil) // grow every buffer once
				var n uint64
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				mallocs := ms.Mallocs
				for b.Loop() {
					e.Clear()
					n += e.Search(g, lim, nil).Nodes
				}
				b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "playouts/s")
				runtime.ReadMemStats(&ms)
				b.ReportMetric(float64(ms.Mallocs-mallocs)/float64(n), "allocs/playout")
			})
		}
	}
}
