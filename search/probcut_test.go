package search

import (
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// profiled gives a game a search profile of the test's choosing; the
// profile survives Clone.
type profiled struct {
	position.Game
	prof position.SearchProfile
}

func (g profiled) SearchProfile() position.SearchProfile { return g.prof }
func (g profiled) Clone() position.Game                  { return profiled{g.Game.Clone(), g.prof} }

// profiledSolver is profiled for a game with a Solver and a margin.
type profiledSolver struct {
	solverCoins
	prof position.SearchProfile
}

func (g profiledSolver) SearchProfile() position.SearchProfile { return g.prof }
func (g profiledSolver) Clone() position.Game {
	return profiledSolver{g.solverCoins.Clone().(solverCoins), g.prof}
}

// tightProbCut is an absurdly confident Multi-ProbCut: every depth from
// 2 to 12 is predicted with no error at all by a search about half as
// deep, of the same parity (Edax's choice), so it cuts whenever the
// shallow search falls outside the window.
func tightProbCut() position.SearchProfile {
	p := position.SearchProfile{EvalUnit: 100, ProbCutT: 1}
	for d := 2; d <= 12; d++ {
		p.ProbCut = append(p.ProbCut, position.ProbCutCheck{Depth: d, Shallow: 2*(d/4) + d%2, A: 1, B: 0, Sigma: 0})
	}
	return p
}

// TestProbCut checks Multi-ProbCut on small games: an absurdly tight
// check cuts (and, in 4,4,4 with its many moves, leaves fewer nodes than
// the full-width search), a check whose bounds lie beyond every score never fires and
// changes nothing, ProbCutT 0 turns it off, and a cutoff is never
// reported as solved: a tic-tac-toe search deep enough to reach every
// game end is solved without ProbCut and not with it.
func TestProbCut(t *testing.T) {
	wide := tightProbCut()
	for i := range wide.ProbCut {
		wide.ProbCut[i].Sigma = 1e9
	}
	off := tightProbCut()
	off.ProbCutT = 0
	gated := tightProbCut()
	for i := range gated.ProbCut {
		gated.ProbCut[i].EvalSigma = 50
	}
	tests := []struct {
		name  string
		prof  position.SearchProfile
		cuts  bool // cutoffs expected
		same  bool // the same nodes and score as without a profile
		depth int
	}{
		{"tight", tightProbCut(), true, false, 7},
		{"tight, gated on the evaluation", gated, true, false, 7},
		{"wide", wide, false, true, 7},
		{"off", off, false, true, 7},
	}
	games := []struct {
		name  string
		fewer bool // a tight ProbCut must save nodes
		new   func(rng *rand.Rand) position.Game
	}{
		{"mnk444", true, func(rng *rand.Rand) position.Game {
			g := newMNK(4, 4, 4)
			randomPlay(g, rng, 2+rng.IntN(3))
			return g
		}},
		{"coins", false, func(rng *rand.Rand) position.Game { return newCoins(false, coinValues(24)...) }},
		{"coins-extra", false, func(rng *rand.Rand) position.Game { return newCoins(true, coinValues(24)...) }},
	}
	for _, gc := range games {
		for _, tc := range tests {
			t.Run(gc.name+"/"+tc.name, func(t *testing.T) {
				rng := rand.New(rand.NewPCG(11, 11))
				var full, pc, cuts uint64
				for i := range 4 {
					g := gc.new(rng)
					if over, _ := g.Outcome(); over {
						continue
					}
					base := newTestEngine(1).Search(g, Limits{Depth: tc.depth}, nil)
					e := newTestEngine(1)
					res := e.Search(profiled{g, tc.prof}, Limits{Depth: tc.depth}, nil)
					full += base.Nodes
					pc += res.Nodes
					cuts += e.workers[0].pc.cuts
					if !legal(g, res.Best) {
						t.Fatalf("position %d: illegal best move %d", i, res.Best)
					}
					if tc.same && (res.Nodes != base.Nodes || res.Score != base.Score || res.Best != base.Best) {
						t.Fatalf("position %d: %d nodes, score %v, best %d; without ProbCut %d, %v, %d",
							i, res.Nodes, res.Score, res.Best, base.Nodes, base.Score, base.Best)
					}
				}
				if tc.cuts != (cuts > 0) {
					t.Fatalf("%d cutoffs", cuts)
				}
				if tc.cuts && gc.fewer && pc >= full {
					t.Fatalf("%d nodes with ProbCut, %d without", pc, full)
				}
				t.Logf("%d nodes with ProbCut (%d cutoffs), %d without", pc, cuts, full)
			})
		}
	}

	// Checks at depth 8 only, which only the root's children reach,
	// in the last iteration: if that one cuts, it must not be solved.
	last := position.SearchProfile{EvalUnit: 100, ProbCutT: 1,
		ProbCut: []position.ProbCutCheck{{Depth: 8, Shallow: 0, A: 1, Sigma: 0}, {Depth: 8, Shallow: 2, A: 1, Sigma: 0}}}
	t.Run("never solved", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(3, 3))
		var cut int
		for i := range 30 {
			g := newTicTacToe()
			randomPlay(g, rng, rng.IntN(2))
			if over, _ := g.Outcome(); over {
				continue
			}
			base := newTestEngine(1).Search(g, Limits{Depth: 9}, nil)
			if !base.Solved {
				t.Fatalf("position %d: the full-width search to every end is not solved", i)
			}
			e := newTestEngine(1)
			res := e.Search(profiled{g, last}, Limits{Depth: 9}, nil)
			if res.Solved && res.Score != base.Score {
				t.Fatalf("position %d: solved score %v, the exact one is %v", i, res.Score, base.Score)
			}
			if c := e.workers[0].pc.cuts; c > 0 {
				cut++
				if res.Solved {
					t.Fatalf("position %d: %d ProbCut cutoffs, and the result is solved", i, c)
				}
			}
		}
		if cut == 0 {
			t.Fatal("ProbCut never cut")
		}
	})

}

// TestProbCutSolverExact checks that Multi-ProbCut leaves a game's exact
// solver exact: a margin game searched with no limit under an absurdly
// tight ProbCut still ends on its exact value, solved, as the solver is
// asked before ProbCut and a cutoff never counts as solved. The biased
// checks predict 5 coins more than a shallow search that is itself
// exact (its leaves all solved): their cutoffs are wrong, and only their
// counting as inexact keeps them out of the result.
func TestProbCutSolverExact(t *testing.T) {
	biased := position.SearchProfile{EvalUnit: 100, ProbCutT: 1}
	for d := 3; d <= 20; d++ {
		biased.ProbCut = append(biased.ProbCut, position.ProbCutCheck{Depth: d, Shallow: 2, A: 1, B: 500, Sigma: 0})
	}
	for _, tc := range []struct {
		name string
		prof position.SearchProfile
	}{{"tight", tightProbCut()}, {"biased", biased}} {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(13, 13))
			var cuts uint64
			for i := range 12 {
				vals := make([]int, 14+rng.IntN(4))
				for j := range vals {
					vals[j] = rng.IntN(10)
				}
				var calls atomic.Int64
				base := newCoins(i%2 == 1, vals...)
				g := profiledSolver{solverCoins{base, 8, &calls}, tc.prof}
				e := newTestEngine(1)
				res := e.Search(g, Limits{}, nil)
				cuts += e.workers[0].pc.cuts
				if want := Score(coinsValue(base)); res.Score != want || !res.Solved {
					t.Fatalf("%v: score %v solved %v, want %v solved", vals, res.Score, res.Solved, want)
				}
			}
			if cuts == 0 {
				t.Fatal("ProbCut never cut")
			}
			t.Logf("%d cutoffs", cuts)
		})
	}
}
