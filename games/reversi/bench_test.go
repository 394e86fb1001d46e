package reversi

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
	"github.com/tabla-games/tabla/search"
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

// BenchmarkSearchMidgame searches 20 midgame positions to depth 11, one
// thread, each from a cleared table: the first 20 openings of
// testdata/openings/reversi-300.txt, each played on by 16 plies of
// 2,000-node searches. An op is the 20 searches; nodes/op is their
// nodes. plain1 is the shipped profile (PlainOrderDepth 1), hints the
// hints at every node.
func BenchmarkSearchMidgame(b *testing.B) {
	games := midgames(b, 20)
	for _, tc := range []struct {
		name  string
		plain int
	}{{"plain1", 1}, {"hints", 0}} {
		b.Run(tc.name, func(b *testing.B) {
			defer func(d int) { plainOrderDepth = d }(plainOrderDepth)
			plainOrderDepth = tc.plain
			e := search.New(search.Options{Threads: 1, HashMB: 16})
			var nodes uint64
			for b.Loop() {
				nodes = 0
				for _, g := range games {
					e.Clear()
					nodes += e.Search(g, search.Limits{Depth: 11}, nil).Nodes
				}
			}
			b.ReportMetric(float64(nodes), "nodes/op")
		})
	}
}

// midgames plays on the first n openings of reversi-300.txt by 16 plies
// of 2,000-node searches.
func midgames(b *testing.B, n int) []*Game {
	f, err := os.Open("../../testdata/openings/reversi-300.txt")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	e := search.New(search.Options{Threads: 1, HashMB: 16})
	var games []*Game
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(games) < n {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 || fields[0] != "startpos" || fields[1] != "moves" {
			continue
		}
		g := New()
		positiontest.Play(b, g, fields[2:]...)
		for range 16 {
			g.Make(e.Search(g, search.Limits{Nodes: 2000}, nil).Best)
		}
		games = append(games, g)
	}
	return games
}
