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

// TestDeepenProbCut: every phase of the learned evaluation's checks has
// one check for each depth from 3 to probCutDeepest, in order, each on a
// shallower search of its parity, and a depth beyond the fitted ones
// keeps the regression of the deepest fitted check of its parity.
func TestDeepenProbCut(t *testing.T) {
	for phase, checks := range probCutChecksLearned {
		fitted := probCutChecksFitted[phase]
		if got, want := len(checks), probCutDeepest-2; got != want {
			t.Fatalf("phase %d: %d checks, want %d (depths 3..%d)", phase, got, want, probCutDeepest)
		}
		for i, c := range checks {
			if c.Depth != i+3 || c.Shallow < 1 || c.Shallow >= c.Depth || (c.Depth-c.Shallow)%2 != 0 {
				t.Fatalf("phase %d: check %d is %+v", phase, i, c)
			}
			if i < len(fitted) {
				if c != fitted[i] {
					t.Fatalf("phase %d: fitted check %+v became %+v", phase, fitted[i], c)
				}
				continue
			}
			src := fitted[len(fitted)-1]
			if src.Depth%2 != c.Depth%2 {
				src = fitted[len(fitted)-2]
			}
			if c.A != src.A || c.B != src.B || c.Sigma != src.Sigma || c.EvalSigma != src.EvalSigma {
				t.Fatalf("phase %d: depth %d is %+v, want the regression of %+v", phase, c.Depth, c, src)
			}
		}
	}
}
