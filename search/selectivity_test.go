package search

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// randTree is a uniform game tree: every position has width moves, and
// the game ends after length plies with a margin drawn from the path's
// hash, from -1000 to 1000 in steps of 100 (a MarginGame, so no score is
// a mate and every pruning may act anywhere). Evaluate is the margin
// of a random leaf below, blurred: a heuristic the pruning can trust or
// be fooled by. prof is its search profile.
type randTree struct {
	width, length int
	hash          uint64
	hist          []uint64
	prof          position.SearchProfile
}

func newRandTree(width, length int, seed uint64, prof position.SearchProfile) *randTree {
	return &randTree{width: width, length: length, hash: mix(seed), prof: prof}
}

func (g *randTree) MarginUnit() string { return "points" }
func (g *randTree) ToMove() int        { return len(g.hist) % 2 }
func (g *randTree) GenMoves(buf []position.Move) []position.Move {
	if len(g.hist) >= g.length {
		return buf
	}
	for i := range g.width {
		buf = append(buf, position.Move(i))
	}
	return buf
}
func (g *randTree) Make(m position.Move) {
	g.hist = append(g.hist, g.hash)
	g.hash = mix(g.hash ^ (uint64(m)+1)*0x9e3779b97f4a7c15)
}
func (g *randTree) Unmake() {
	g.hash = g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
}
func (g *randTree) Hash() uint64 { return g.hash }
func (g *randTree) Outcome() (bool, int) {
	if len(g.hist) < g.length {
		return false, 0
	}
	return true, int(g.hash%21)*100 - 1000
}
func (g *randTree) Evaluate() int {
	return int(mix(g.hash)%21)*100 - 1000
}
func (g *randTree) Clone() position.Game {
	c := *g
	c.hist = append([]uint64(nil), g.hist...)
	return &c
}
func (g *randTree) SearchProfile() position.SearchProfile { return g.prof }
func (g *randTree) String() string {
	return fmt.Sprintf("tree %d×%d at %x", g.width, g.length, g.hash)
}

// TestSelectivityExact checks each selective mechanism on random trees
// searched as deep as they are long: the pruning ones must search fewer
// nodes than the full-width search, and no search may report as solved a
// score other than the tree's exact value. The pruning is meant to be
// wrong at times here (margins of one point against scores of ten), so a
// mechanism that forgot to count its cut as inexact would be caught.
func TestSelectivityExact(t *testing.T) {
	tests := []struct {
		name   string
		prof   position.SearchProfile
		prunes bool // must search fewer nodes
	}{
		{"late-move pruning", position.SearchProfile{LateMovePruning: 3, LateMoveCount: 1}, true},
		{"move futility", position.SearchProfile{MoveFutilityDepth: 3}, true},
		{"razoring", position.SearchProfile{RazorDepth: 3}, true},
		{"internal reduction", position.SearchProfile{InternalReduction: true}, false},
		{"counter-moves", position.SearchProfile{CounterMoves: true}, false},
		{"all", position.SearchProfile{Reduction: 100, LateMovePruning: 2, MoveFutilityDepth: 2,
			RazorDepth: 2, InternalReduction: true, CounterMoves: true}, true},
	}
	const width, length = 7, 6
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var full, sel uint64
			wrong, solved := 0, 0
			for seed := range uint64(8) {
				g := newRandTree(width, length, seed, position.SearchProfile{})
				want := minimax(g, length, 0)
				ref := newTestEngine(1).Search(g, Limits{Depth: length}, nil)
				if !ref.Solved || ref.Score != want {
					t.Fatalf("%v: full width %v solved %v, want %v solved", g, ref.Score, ref.Solved, want)
				}
				full += ref.Nodes
				s := newRandTree(width, length, seed, tc.prof)
				res := newTestEngine(1).Search(s, Limits{Depth: length}, nil)
				sel += res.Nodes
				if res.Score != want {
					wrong++
				}
				if res.Solved {
					solved++
					if res.Score != want {
						t.Errorf("%v: reported solved at %v, the value is %v", g, res.Score, want)
					}
				}
			}
			t.Logf("%d nodes, full width %d; %d of 8 scores wrong, %d solved", sel, full, wrong, solved)
			if tc.prunes && sel >= full {
				t.Errorf("%d nodes, no fewer than full width's %d", sel, full)
			}
			if !tc.prunes && solved == 0 {
				t.Errorf("no search solved: the mechanism should not make the search inexact")
			}
		})
	}
}

// lmpMNK is an m,n,k-game with late-move pruning (and the counter-move
// heuristic, which late-move pruning spares).
type lmpMNK struct{ *mnk }

func (g lmpMNK) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, LateMovePruning: 3, CounterMoves: true}
}
func (g lmpMNK) Clone() position.Game { return lmpMNK{g.mnk.Clone().(*mnk)} }

// TestLateMovePruning: on a wide board, late-move pruning searches fewer
// nodes to the same depth and still finds a forced win.
func TestLateMovePruning(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	full, pruned := compareNodes(t, rng, newMNK(7, 7, 4), 4, 4, 4,
		func(g *mnk) position.Game { return lmpMNK{g} })
	t.Logf("depth 4 in 7,7,4: %d nodes with late-move pruning, %d full width", pruned, full)
	if pruned*2 > full {
		t.Errorf("late-move pruning searched %d nodes, full width %d: less than half saved", pruned, full)
	}

	// An open two in the middle of 7×7 (side 0 at d3 and e3, side 1 in
	// two corners): side 0 makes an open three and wins on its next
	// move, mate at ply 3.
	g := newMNK(7, 7, 4)
	for _, m := range []position.Move{2*7 + 3, 0, 2*7 + 4, 48} {
		g.Make(m)
	}
	want := Mate - 3
	ref := newTestEngine(1).Search(g, Limits{Depth: 5}, nil)
	res := newTestEngine(1).Search(lmpMNK{g}, Limits{Depth: 5}, nil)
	if ref.Score != want || res.Score != want {
		t.Errorf("forced win: full width %v, late-move pruning %v, want %v", ref.Score, res.Score, want)
	}
	t.Logf("forced win: %d nodes with late-move pruning, %d full width", res.Nodes, ref.Nodes)
}

// TestCounterMoves: the counter-move heuristic changes the order of
// moves only, so a search to a fixed depth keeps the full-width score
// and best score, and it spares the counter-move from late-move pruning.
func TestCounterMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for i := range 6 {
		g := newMNK(4, 4, 4)
		randomPlay(g, rng, 1+rng.IntN(4))
		if over, _ := g.Outcome(); over {
			continue
		}
		want := newTestEngine(1).Search(g, Limits{Depth: 5}, nil)
		res := newTestEngine(1).Search(counterMNK{g}, Limits{Depth: 5}, nil)
		if res.Score != want.Score {
			t.Errorf("position %d: score %v with counter-moves, %v without", i, res.Score, want.Score)
		}
	}
	// The table is filled and read: after a search, some counter-move
	// is known.
	e := newTestEngine(1)
	e.Search(counterMNK{newMNK(5, 5, 4)}, Limits{Depth: 5}, nil)
	known := 0
	for _, w := range e.workers {
		for s := range w.counter {
			for _, m := range w.counter[s] {
				if m != position.NoMove {
					known++
				}
			}
		}
	}
	if known == 0 {
		t.Error("no counter-move recorded")
	}
}

type counterMNK struct{ *mnk }

func (g counterMNK) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, CounterMoves: true}
}
func (g counterMNK) Clone() position.Game { return counterMNK{g.mnk.Clone().(*mnk)} }

// compareNodes searches up to positions random unfinished positions of
// the empty board start (2 to 1+spread random plies in) to depth, full
// width and as wrap makes them, and returns both node totals; it fails
// the test on an illegal best move of the wrapped search.
func compareNodes(t *testing.T, rng *rand.Rand, start *mnk, positions, spread, depth int, wrap func(*mnk) position.Game) (full, wrapped uint64) {
	t.Helper()
	for i := range positions {
		g := start.Clone().(*mnk)
		randomPlay(g, rng, 2+rng.IntN(spread))
		if over, _ := g.Outcome(); over {
			continue
		}
		full += newTestEngine(1).Search(g, Limits{Depth: depth}, nil).Nodes
		res := newTestEngine(1).Search(wrap(g), Limits{Depth: depth}, nil)
		wrapped += res.Nodes
		if !legal(g, res.Best) {
			t.Errorf("position %d: illegal best move %d", i, res.Best)
		}
	}
	return full, wrapped
}
