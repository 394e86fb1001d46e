package reversi

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// TestProbCutChecks checks the shape of Reversi's Multi-ProbCut table:
// every check of every phase predicts a deeper search from a shallower
// one of the same parity, with a positive slope and deviation.
func TestProbCutChecks(t *testing.T) {
	for e := 0; e <= 60; e++ {
		g := &Game{}
		var black uint64
		for i := 0; i < 64-e; i++ {
			black |= 1 << i
		}
		g.set(black, 0, Black)
		p := g.SearchProfile()
		if p.ProbCutT <= 0 || len(p.ProbCut) == 0 {
			continue
		}
		for _, c := range p.ProbCut {
			if c.Shallow < 0 || c.Shallow >= c.Depth || (c.Depth-c.Shallow)%2 != 0 || c.A <= 0 || c.Sigma <= 0 || c.EvalSigma < 0 {
				t.Fatalf("%d empties: bad check %+v", e, c)
			}
		}
	}
}

// TestSearchSolvesWithProbCut: the search, with Reversi's profile and so
// its Multi-ProbCut, still solves FFO endgames exactly when it is given
// no limit: the solver is asked before ProbCut, and a ProbCut cutoff
// never counts as solved.
func TestSearchSolvesWithProbCut(t *testing.T) {
	cases := loadFFO(t)
	n := 0
	for _, c := range cases {
		if c.game.Empties() > 20 || testing.Short() && n >= 3 {
			continue
		}
		n++
		e := search.New(search.Options{Threads: 1, HashMB: 16})
		res := e.Search(c.game, search.Limits{}, nil)
		if !res.Solved || int(res.Score) != 100*c.best || c.values[res.Best] != c.best {
			t.Errorf("FFO #%d: score %v solved %v best %d; want %d solved", c.num, res.Score, res.Solved, res.Best, 100*c.best)
		}
	}
	if n == 0 {
		t.Fatal("no FFO position of 20 empties or fewer")
	}
}

// TestSearchAllocsWithProbCut: Multi-ProbCut's searches allocate nothing
// per node.
func TestSearchAllocsWithProbCut(t *testing.T) {
	g := New()
	for _, s := range []string{"f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"} {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		g.Make(m)
	}
	if p := g.SearchProfile(); p.ProbCutT <= 0 {
		t.Skip("Reversi's profile has no ProbCut")
	}
	e := search.New(search.Options{Threads: 1, HashMB: 16})
	lim := search.Limits{Depth: 13}
	e.Search(g, lim, nil)
	var nodes uint64
	allocs := testing.AllocsPerRun(3, func() {
		e.Clear()
		nodes = e.Search(g, lim, nil).Nodes
	})
	if nodes < 10000 || allocs*1000 > float64(nodes) {
		t.Fatalf("%.0f allocations for %d nodes", allocs, nodes)
	}
	t.Logf("%.0f allocations for %d nodes", allocs, nodes)
}

var _ position.Profiler = (*Game)(nil)
