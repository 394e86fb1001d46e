package search

import (
	"fmt"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
)

// TestAllocsPerNode: a search allocates per search and per iteration,
// never per node. Allocations per search must be tiny next to its nodes.
func TestAllocsPerNode(t *testing.T) {
	tests := []struct {
		name  string
		g     position.Game
		depth int
	}{
		{"mnk554", newMNK(5, 5, 4), 6},
		{"mnk554-hinted", hintedMNK{newMNK(5, 5, 4)}, 6},
		{"mnk554-probcut", profiled{newMNK(5, 5, 4), tightProbCut()}, 10},
		{"coins-tactical-extra", tacticalCoins{newCoins(true, coinValues(60)...)}, 30},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newTestEngine(1)
			lim := Limits{Depth: tc.depth}
			e.Search(tc.g, lim, nil) // grow the move buffers once
			var nodes uint64
			allocs := testing.AllocsPerRun(3, func() {
				e.Clear()
				nodes = e.Search(tc.g, lim, nil).Nodes
			})
			t.Logf("%.0f allocations for %d nodes", allocs, nodes)
			if nodes < 10000 || allocs*1000 > float64(nodes) {
				t.Fatalf("%.0f allocations for %d nodes", allocs, nodes)
			}
		})
	}
}

// BenchmarkSearch measures fixed-depth searches with one thread, with
// nodes per second and allocations per node.
func BenchmarkSearch(b *testing.B) {
	benches := []struct {
		name  string
		g     func() position.Game
		depth int
	}{
		{"mnk554", func() position.Game { return newMNK(5, 5, 4) }, 7},
		{"mnk664-hinted", func() position.Game { return hintedMNK{newMNK(6, 6, 4)} }, 6},
		{"coins-tactical", func() position.Game {
			return tacticalCoins{newCoins(false, coinValues(60)...)}
		}, 30},
	}
	for _, bc := range benches {
		b.Run(bc.name, func(b *testing.B) {
			e := newTestEngine(1)
			g := bc.g()
			lim := Limits{Depth: bc.depth}
			e.Search(g, lim, nil)
			b.ReportAllocs()
			var nodes uint64
			var elapsed time.Duration
			for b.Loop() {
				e.Clear()
				res := e.Search(g, lim, nil)
				nodes += res.Nodes
				elapsed += res.Time
			}
			b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkSMP measures the time to a fixed depth with one and two
// threads; the goal is two threads ÷ one thread ≤ 0.6. On a machine whose
// cores are busy with other work, compare nodes/thread instead: with
// threads at equal speed the time is in proportion to it.
func BenchmarkSMP(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			e := New(Options{Threads: threads, HashMB: 16})
			g := hintedMNK{newMNK(6, 6, 4)}
			for _, m := range []position.Move{14, 21, 15} {
				g.Make(m)
			}
			lim := Limits{Depth: 8}
			var nodes uint64
			for b.Loop() {
				e.Clear()
				nodes += e.Search(g, lim, nil).Nodes
			}
			b.ReportMetric(float64(nodes)/float64(b.N*threads), "nodes/thread")
		})
	}
}

// coinValues is a fixed pseudo-random row of n coins.
func coinValues(n int) []int {
	v := make([]int, n)
	for i := range v {
		v[i] = int(mix(uint64(i)) % 10)
	}
	return v
}
