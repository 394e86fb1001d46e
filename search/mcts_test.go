package search

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
)

func newMCTSEngine(threads, hashMB int) *Engine {
	return New(Options{Threads: threads, HashMB: hashMB, Search: MCTS})
}

func TestKindString(t *testing.T) {
	tests := []struct {
		k    Kind
		name string
	}{
		{AlphaBeta, "alphabeta"},
		{MCTS, "mcts"},
	}
	for _, tc := range tests {
		if got := tc.k.String(); got != tc.name {
			t.Errorf("%d.String() = %q, want %q", tc.k, got, tc.name)
		}
		if k, err := ParseKind(tc.name); err != nil || k != tc.k {
			t.Errorf("ParseKind(%q) = %v, %v", tc.name, k, err)
		}
	}
	if _, err := ParseKind("minimax"); err == nil {
		t.Error("ParseKind accepted an unknown searcher")
	}
}

// TestMCTSNim: MCTS proves won and lost nim positions, plays the winning
// move, reports the exact mate distance and ends the search by itself.
func TestMCTSNim(t *testing.T) {
	tests := []struct {
		pile, take int
		threads    int
	}{
		{10, 3, 1},
		{13, 4, 1},
		{9, 3, 2},
		{12, 3, 1}, // lost
		{21, 3, 2},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d-%d/threads=%d", tc.pile, tc.take, tc.threads), func(t *testing.T) {
			e := newMCTSEngine(tc.threads, 4)
			g := newNim(tc.pile, tc.take)
			const limit = 2_000_000
			res := e.Search(g, Limits{Nodes: limit}, nil)
			want := nimValue(tc.pile, tc.take)
			if res.Score != want {
				t.Errorf("score %v, want %v", res.Score, want)
			}
			if r := tc.pile % (tc.take + 1); r != 0 && res.Best != position.Move(r) {
				t.Errorf("best %d, want %d", res.Best, r)
			}
			if res.Nodes >= limit {
				t.Errorf("a proven search did not end by itself (%d playouts)", res.Nodes)
			}
		})
	}
}

// TestMCTSNodeLimitDeterministic: with one thread, a node limit is kept
// exactly, and the same search on a new or cleared engine gives the same
// result.
func TestMCTSNodeLimitDeterministic(t *testing.T) {
	tests := []struct {
		name  string
		g     func() position.Game
		nodes uint64
	}{
		{"mnk554", func() position.Game { return newMNK(5, 5, 4) }, 3000},
		{"hinted-mnk664", func() position.Game { return hintedMNK{newMNK(6, 6, 4)} }, 2000},
		{"coins", func() position.Game { return newCoins(true, coinValues(20)...) }, 1500},
		{"tictactoe", func() position.Game { return newTicTacToe() }, 777},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newMCTSEngine(1, 4)
			first := e.Search(tc.g(), Limits{Nodes: tc.nodes}, nil)
			if first.Nodes != tc.nodes {
				t.Errorf("%d playouts, want %d", first.Nodes, tc.nodes)
			}
			for i, e2 := range []*Engine{newMCTSEngine(1, 4), e} {
				e2.Clear()
				again := e2.Search(tc.g(), Limits{Nodes: tc.nodes}, nil)
				if again.Best != first.Best || again.Nodes != first.Nodes || again.Score != first.Score {
					t.Errorf("run %d: %+v, first %+v", i, again, first)
				}
			}
		})
	}
}

// TestMCTSPriors: a game's priors steer the search, and their playouts
// are not counted as the search's. A corner of a 5×5 board, claimed won
// by the priors, is played over the centre that the search prefers
// without them.
func TestMCTSPriors(t *testing.T) {
	const nodes = 400
	corner := position.Move(0)
	plain := newMCTSEngine(1, 4).Search(newMNK(5, 5, 4), Limits{Nodes: nodes}, nil)
	if plain.Best == corner {
		t.Fatalf("without priors the search plays the corner")
	}
	res := newMCTSEngine(1, 4).Search(priorMNK{newMNK(5, 5, 4), corner}, Limits{Nodes: nodes}, nil)
	if res.Best != corner {
		t.Errorf("with priors the search plays %d, want the corner", res.Best)
	}
	if res.Nodes != nodes {
		t.Errorf("%d playouts, want %d", res.Nodes, nodes)
	}
}

// TestMCTSMoveTime: a movetime is kept, and a ponder search waits for
// PonderHit before the time counts.
func TestMCTSMoveTime(t *testing.T) {
	e := newMCTSEngine(2, 4)
	e.SetOptions(Options{Threads: 2, HashMB: 4, Search: MCTS, MoveOverhead: 0})
	g := newMNK(7, 7, 5)
	start := time.Now()
	res := e.Search(g, Limits{MoveTime: 50 * time.Millisecond}, nil)
	if d := time.Since(start); d < 45*time.Millisecond || d > 50*time.Millisecond+stopLatency {
		t.Errorf("movetime 50 ms took %v", d)
	}
	if !legal(g, res.Best) || res.Nodes == 0 {
		t.Errorf("result %+v", res)
	}
	ch := runSearch(e, g, Limits{MoveTime: 20 * time.Millisecond, Ponder: true}, nil)
	select {
	case <-ch:
		t.Fatal("ponder search returned before PonderHit")
	case <-time.After(60 * time.Millisecond):
	}
	e.PonderHit()
	select {
	case res := <-ch:
		if !legal(g, res.Best) {
			t.Errorf("best move %d not legal", res.Best)
		}
	case <-time.After(time.Second):
		t.Fatal("ponder search did not end after PonderHit")
	}
}

// TestMCTSMultiPVSearchMoves: MultiPV reports the N best root moves,
// distinct and legal; SearchMoves restricts the root.
func TestMCTSMultiPVSearchMoves(t *testing.T) {
	g := newMNK(5, 5, 4)
	e := newMCTSEngine(1, 4)
	rec := &recorder{}
	res := e.Search(g, Limits{Nodes: 3000, MultiPV: 3}, rec)
	lines := rec.lines()
	if len(lines) < 3 {
		t.Fatalf("%d lines reported", len(lines))
	}
	last := lines[len(lines)-3:]
	seen := map[position.Move]bool{}
	for i, in := range last {
		if in.MultiPV != i+1 || len(in.PV) == 0 || !legal(g, in.PV[0]) || seen[in.PV[0]] {
			t.Errorf("line %d: %+v", i+1, in)
		}
		seen[in.PV[0]] = true
		if in.WDL[0]+in.WDL[1]+in.WDL[2] != 1000 {
			t.Errorf("line %d: WDL %v does not add up to 1000", i+1, in.WDL)
		}
	}
	if last[0].PV[0] != res.Best {
		t.Errorf("line 1 starts with %d, best move %d", last[0].PV[0], res.Best)
	}
	allowed := []position.Move{0, 24, 4}
	for _, threads := range []int{1, 2} {
		e := newMCTSEngine(threads, 4)
		res := e.Search(g, Limits{Nodes: 2000, SearchMoves: allowed}, nil)
		if !slices.Contains(allowed, res.Best) {
			t.Errorf("threads %d: best %d outside SearchMoves", threads, res.Best)
		}
		// The next search, of the same position unrestricted, must not
		// keep the restricted root.
		e.Search(g, Limits{Nodes: 100}, nil)
		if _, k := e.mcts.tree.nodes[rootNode].children(); k != 25 {
			t.Errorf("threads %d: the unrestricted root has %d children, want 25", threads, k)
		}
	}
}

// TestMCTSTreeReuse: a search of the position two moves on keeps the
// subtree it already had, and so starts with its visits.
func TestMCTSTreeReuse(t *testing.T) {
	tests := []struct {
		name  string
		plies int
	}{
		{"same position", 0},
		{"one move on", 1},
		{"two moves on", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := newMCTSEngine(1, 16)
			g := newMNK(6, 6, 4)
			rec := &recorder{}
			e.Search(g, Limits{Nodes: 20000}, rec)
			lines := rec.lines()
			pv := lines[len(lines)-1].PV
			if len(pv) < tc.plies {
				t.Fatalf("pv %v too short", pv)
			}
			for _, m := range pv[:tc.plies] {
				g.Make(m)
			}
			tr := e.mcts.tree
			kept := tr.reset(g, false)
			before := tr.nodes[rootNode].visits.Load()
			if kept == 0 || before == 0 {
				t.Fatalf("kept %d nodes with %d visits", kept, before)
			}
			// The compacted tree must be whole: every child block inside
			// the used part, every child's move legal.
			checkTree(t, tr, g, rootNode, 0)
			res := e.Search(g, Limits{Nodes: 1000}, nil)
			if after := tr.nodes[rootNode].visits.Load(); after != before+1000 {
				t.Errorf("root visits %d, want %d kept + 1000", after, before)
			}
			if !legal(g, res.Best) {
				t.Errorf("best move %d not legal", res.Best)
			}
			// A cleared engine keeps nothing.
			e.Clear()
			e.Search(g, Limits{Nodes: 1000}, nil)
			if v := tr.nodes[rootNode].visits.Load(); v != 1000 {
				t.Errorf("after Clear the root has %d visits, want 1000", v)
			}
		})
	}
}

// checkTree walks the tree below node i, checking that every node lies
// in the used part of the arena and holds a legal move.
func checkTree(t *testing.T, tr *tree, g position.Game, i uint32, depth int) {
	t.Helper()
	first, k := tr.nodes[i].children()
	if k == 0 {
		return
	}
	if int(first)+int(k) > tr.used() || first <= i {
		t.Fatalf("node %d: children %d..%d outside the tree (used %d)", i, first, first+k, tr.used())
	}
	moves := g.GenMoves(nil)
	for j := first; j < first+k; j++ {
		m := tr.nodes[j].move
		if !slices.Contains(moves, m) {
			t.Fatalf("depth %d: child move %d not legal", depth, m)
		}
		if depth < 3 {
			g.Make(m)
			checkTree(t, tr, g, j, depth+1)
			g.Unmake()
		}
	}
}

// TestMCTSMemoryFull: a tree far too small for the search stops growing
// and the search goes on inside it; the next search starts from it.
func TestMCTSMemoryFull(t *testing.T) {
	for _, threads := range []int{1, 2} {
		e := newMCTSEngine(threads, 1)
		tr := &tree{nodes: make([]node, 3000)}
		e.mcts.tree = tr
		g := newMNK(8, 8, 5)
		res := e.Search(g, Limits{Nodes: 20000}, nil)
		if !legal(g, res.Best) || res.Nodes != 20000 {
			t.Errorf("threads %d: %+v", threads, res)
		}
		// With one thread the search is deterministic, and this one is
		// known to fill the tree; two threads spread differently.
		if threads == 1 && !tr.full.Load() {
			t.Errorf("threads %d: %d of %d nodes used, want a full tree", threads, tr.used(), len(tr.nodes))
		}
		g.Make(res.Best)
		if res := e.Search(g, Limits{Nodes: 5000}, nil); !legal(g, res.Best) {
			t.Errorf("threads %d: the search after a full tree: %+v", threads, res)
		}
	}
}

// TestMCTSDepthLimit: a depth limit stops the search once the tree
// reaches it.
func TestMCTSDepthLimit(t *testing.T) {
	e := newMCTSEngine(1, 4)
	g := newMNK(6, 6, 4)
	rec := &recorder{}
	res := e.Search(g, Limits{Depth: 3}, rec)
	lines := rec.lines()
	if sd := lines[len(lines)-1].SelDepth; sd != 3 || res.Nodes == 0 {
		t.Errorf("seldepth %d after %d playouts, want 3", sd, res.Nodes)
	}
}

// TestMCTSGameUnchanged: searching leaves the caller's game as it was,
// with random positions of every test game.
func TestMCTSGameUnchanged(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range gameCases() {
		g := tc.new(rng)
		h := g.Hash()
		e := newMCTSEngine(2, 4)
		res := e.Search(g, Limits{Nodes: 500}, nil)
		if g.Hash() != h {
			t.Errorf("%s: the search changed the game", tc.name)
		}
		if over, _ := g.Outcome(); !over && !legal(g, res.Best) {
			t.Errorf("%s: best move %d not legal", tc.name, res.Best)
		}
	}
}

// TestMCTSAllocs: playouts allocate nothing; a search allocates per
// search only.
func TestMCTSAllocs(t *testing.T) {
	e := newMCTSEngine(1, 16)
	g := newMNK(7, 7, 5)
	lim := Limits{Nodes: 20000}
	if testing.Short() {
		lim.Nodes = 3000
	}
	e.Search(g, lim, nil)
	allocs := testing.AllocsPerRun(3, func() {
		e.Clear()
		e.Search(g, lim, nil)
	})
	t.Logf("%.0f allocations for %d playouts", allocs, lim.Nodes)
	if allocs > 100 {
		t.Errorf("%.0f allocations for %d playouts", allocs, lim.Nodes)
	}
}

// BenchmarkMCTS measures playouts per second on the test games.
func BenchmarkMCTS(b *testing.B) {
	benches := []struct {
		name string
		g    func() position.Game
	}{
		{"mnk775", func() position.Game { return newMNK(7, 7, 5) }},
		{"coins60", func() position.Game { return newCoins(false, coinValues(60)...) }},
	}
	for _, bc := range benches {
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/threads=%d", bc.name, threads), func(b *testing.B) {
				e := newMCTSEngine(threads, 64)
				g := bc.g()
				b.ReportAllocs()
				var n uint64
				for b.Loop() {
					e.Clear()
					n += e.Search(g, Limits{Nodes: 20000}, nil).Nodes
				}
				b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "playouts/s")
			})
		}
	}
}
