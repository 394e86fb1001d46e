package search

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
)

func newTestEngine(threads int) *Engine {
	return New(Options{Threads: threads, HashMB: 4})
}

// recorder is a Reporter that keeps every report.
type recorder struct {
	mu    sync.Mutex
	infos []Info
}

func (r *recorder) Report(i Info) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.infos = append(r.infos, i)
}

func (r *recorder) lines() []Info {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []Info
	for _, i := range r.infos {
		if i.MultiPV > 0 && i.Bound == Exact {
			out = append(out, i)
		}
	}
	return out
}

// randomPlay plays up to plies random moves that do not end the game.
func randomPlay(g position.Game, rng *rand.Rand, plies int) {
	for range plies {
		moves := g.GenMoves(nil)
		rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
		played := false
		for _, m := range moves {
			g.Make(m)
			if over, _ := g.Outcome(); !over {
				played = true
				break
			}
			g.Unmake()
		}
		if !played {
			return
		}
	}
}

func legal(g position.Game, m position.Move) bool { return slices.Contains(g.GenMoves(nil), m) }

// shift turns a child's score into its parent's, one ply further from
// the mates, for the reference values below.
func shift(child Score) Score {
	s := -child
	switch {
	case s.IsMate() && s > 0:
		return s - 1
	case s.IsMate() && s < 0:
		return s + 1
	}
	return s
}

// nimValue is the exact score of nim with mate distances, by dynamic
// programming, independent of the search.
func nimValue(pile, maxTake int) Score {
	v := make([]Score, pile+1)
	v[0] = -Mate
	for p := 1; p <= pile; p++ {
		v[p] = -Infinity
		for k := 1; k <= min(maxTake, p); k++ {
			v[p] = max(v[p], shift(v[p-k]))
		}
	}
	return v[pile]
}

// TestNimSolved searches nim with no limit: the search must find that the
// tree is exhausted, stop by itself and report the exact mate distance.
func TestNimSolved(t *testing.T) {
	for pile := 1; pile <= 14; pile++ {
		t.Run(fmt.Sprint(pile), func(t *testing.T) {
			g := newNim(pile, 3)
			res := newTestEngine(1).Search(g, Limits{}, nil)
			want := nimValue(pile, 3)
			if res.Score != want {
				t.Fatalf("score %v (%d), want %v (%d)", res.Score, res.Score, want, want)
			}
			if want > 0 && int(res.Best) != pile%4 {
				t.Errorf("best move takes %d, want %d", res.Best, pile%4)
			}
			if !legal(g, res.Best) {
				t.Errorf("best move %d is not legal", res.Best)
			}
		})
	}
}

// TestMateScores checks win, loss and draw scores with their distances on
// tic-tac-toe positions against a full minimax.
func TestMateScores(t *testing.T) {
	tests := []struct {
		name  string
		moves []position.Move // cells: row*3+col
		want  string          // the score's UCI form
	}{
		{"empty board is a draw", nil, "cp 0"},
		{"win in one", []position.Move{0, 3, 1, 4}, "mate 1"},
		{"lost in one", []position.Move{0, 3, 1, 8, 4}, "mate -1"},
		{"blocked but forked", []position.Move{0, 3, 1}, "mate -2"},
		{"fork wins in two", []position.Move{4, 1, 0}, "mate -2"},
		{"corner opening draws", []position.Move{0}, "cp 0"},
		{"edge reply to a corner loses", []position.Move{0, 1}, "mate 3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newTicTacToe()
			for _, m := range tc.moves {
				g.Make(m)
			}
			want := minimax(g, 9, 0)
			res := newTestEngine(1).Search(g, Limits{}, nil)
			if res.Score != want || res.Score.String() != tc.want {
				t.Fatalf("score %v, want %v (minimax %v)", res.Score, tc.want, want)
			}
			g.Make(res.Best)
			if got := -minimax(g, 9, 1); got != want {
				t.Errorf("best move %d scores %v, want %v", res.Best, got, want)
			}
		})
	}
}

// TestMarginExact checks that a margin game solved to the end reports the
// exact margin, with and without extra turns.
func TestMarginExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 40 {
		extra := i%2 == 1
		n := 4 + rng.IntN(9)
		vals := make([]int, n)
		for j := range vals {
			vals[j] = rng.IntN(10)
		}
		t.Run(fmt.Sprintf("%v/extra=%v", vals, extra), func(t *testing.T) {
			g := newCoins(extra, vals...)
			want := Score(coinsValue(g))
			res := newTestEngine(1).Search(g, Limits{}, nil)
			if res.Score != want {
				t.Fatalf("score %d, want the exact margin %d", res.Score, want)
			}
			if res.Score.IsMate() {
				t.Fatalf("margin game reported a mate")
			}
		})
	}
}

// gameCase builds random positions of one test game.
type gameCase struct {
	name     string
	new      func(rng *rand.Rand) position.Game
	maxDepth int
}

func gameCases() []gameCase {
	coinRow := func(rng *rand.Rand, extra bool) *coins {
		vals := make([]int, 8+rng.IntN(8))
		for j := range vals {
			vals[j] = rng.IntN(10)
		}
		return newCoins(extra, vals...)
	}
	return []gameCase{
		{"tictactoe", func(rng *rand.Rand) position.Game {
			g := newTicTacToe()
			randomPlay(g, rng, rng.IntN(4))
			return g
		}, 5},
		{"mnk443", func(rng *rand.Rand) position.Game {
			g := newMNK(4, 4, 3)
			randomPlay(g, rng, rng.IntN(5))
			return g
		}, 4},
		{"mnk444-hinted", func(rng *rand.Rand) position.Game {
			g := newMNK(4, 4, 4)
			randomPlay(g, rng, 2+rng.IntN(5))
			return hintedMNK{g}
		}, 4},
		{"coins", func(rng *rand.Rand) position.Game { return coinRow(rng, false) }, 6},
		{"coins-extra", func(rng *rand.Rand) position.Game { return coinRow(rng, true) }, 6},
		{"coins-tactical", func(rng *rand.Rand) position.Game {
			return tacticalCoins{coinRow(rng, false)}
		}, 5},
		{"coins-extra-tactical", func(rng *rand.Rand) position.Game {
			return tacticalCoins{coinRow(rng, true)}
		}, 5},
	}
}

// TestPVSMatchesMinimax compares fixed-depth searches from random
// positions with plain minimax: aspiration windows, PVS, the TT, move
// ordering and quiescence must not change the score.
func TestPVSMatchesMinimax(t *testing.T) {
	positions := 25
	if testing.Short() {
		positions = 5
	}
	for _, gc := range gameCases() {
		t.Run(gc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, 7))
			for i := range positions {
				g := gc.new(rng)
				if over, _ := g.Outcome(); over {
					continue
				}
				for d := 1; d <= gc.maxDepth; d++ {
					want := minimax(g, d, 0)
					res := newTestEngine(1).Search(g, Limits{Depth: d}, nil)
					if res.Score != want {
						t.Fatalf("position %d (%v) depth %d: score %d, minimax %d", i, g, d, res.Score, want)
					}
					if res.Depth > d {
						t.Fatalf("depth %d searched past the limit %d", res.Depth, d)
					}
					if scores := rootScores(g, d); res.Depth == d && scores[res.Best] != want {
						t.Fatalf("position %d depth %d: best move %d scores %d, not %d", i, d, res.Best, scores[res.Best], want)
					}
				}
			}
		})
	}
}

// TestMultiPV checks that each depth reports lines 1..k in order and that
// the lines' scores are the k best root moves' minimax scores.
func TestMultiPV(t *testing.T) {
	for _, gc := range gameCases() {
		t.Run(gc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, 4))
			for range 4 {
				g := gc.new(rng)
				n := len(g.GenMoves(nil))
				if n < 2 {
					continue
				}
				k := min(3, n)
				d := min(gc.maxDepth, 3)
				rec := &recorder{}
				res := newTestEngine(1).Search(g, Limits{Depth: d, MultiPV: k}, rec)
				lines := rec.lines()
				var want []Score
				for _, s := range rootScores(g, d) {
					want = append(want, s)
				}
				slices.Sort(want)
				slices.Reverse(want)
				var final []Info
				for _, l := range lines {
					if l.Depth == res.Depth {
						final = append(final, l)
					}
				}
				if len(final) != k {
					t.Fatalf("depth %d: %d lines reported, want %d", res.Depth, len(final), k)
				}
				seen := map[position.Move]bool{}
				for i, l := range final {
					if l.MultiPV != i+1 {
						t.Fatalf("line %d reported as multipv %d", i+1, l.MultiPV)
					}
					if res.Depth == d && l.Score != want[i] {
						t.Errorf("line %d score %d, want %d (all %v)", i+1, l.Score, want[i], want)
					}
					if i > 0 && l.Score > final[i-1].Score {
						t.Errorf("line %d scores above line %d", i+1, i)
					}
					if seen[l.PV[0]] {
						t.Errorf("line %d repeats move %d", i+1, l.PV[0])
					}
					seen[l.PV[0]] = true
				}
				if res.Best != final[0].PV[0] {
					t.Errorf("best %d is not line 1's move %d", res.Best, final[0].PV[0])
				}
			}
		})
	}
}

// TestSearchMoves restricts the root and checks that the best move and
// the score come from the allowed moves only.
func TestSearchMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 10 {
		g := newMNK(4, 4, 3)
		randomPlay(g, rng, rng.IntN(4))
		moves := g.GenMoves(nil)
		if len(moves) < 3 {
			continue
		}
		allowed := []position.Move{moves[rng.IntN(len(moves))], moves[rng.IntN(len(moves))]}
		scores := rootScores(g, 3)
		want := max(scores[allowed[0]], scores[allowed[1]])
		res := newTestEngine(1).Search(g, Limits{Depth: 3, SearchMoves: allowed}, nil)
		if !slices.Contains(allowed, res.Best) {
			t.Fatalf("position %d: best %d not among %v", i, res.Best, allowed)
		}
		if res.Score != want {
			t.Fatalf("position %d: score %d, want %d", i, res.Score, want)
		}
	}
	// A list naming no legal move restricts nothing.
	g := newTicTacToe()
	res := newTestEngine(1).Search(g, Limits{Depth: 2, SearchMoves: []position.Move{99}}, nil)
	if !legal(g, res.Best) {
		t.Fatalf("best %d not legal", res.Best)
	}
}

// TestSolver checks that a game's exact solver is used, including at the
// root's children, and that its values come out exactly.
func TestSolver(t *testing.T) {
	t.Run("margin", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(9, 9))
		for i := range 20 {
			vals := make([]int, 9+rng.IntN(6))
			for j := range vals {
				vals[j] = rng.IntN(10)
			}
			var calls atomic.Int64
			base := newCoins(i%2 == 1, vals...)
			g := solverCoins{base, 8, &calls}
			want := Score(coinsValue(base))
			res := newTestEngine(1).Search(g, Limits{}, nil)
			if res.Score != want {
				t.Fatalf("%v: score %d, want %d", vals, res.Score, want)
			}
			if calls.Load() == 0 {
				t.Fatalf("%v: solver never called", vals)
			}
		}
	})
	t.Run("root children solved", func(t *testing.T) {
		var calls atomic.Int64
		base := newCoins(false, 3, 9, 1, 4, 7, 2, 8, 5, 6)
		g := solverCoins{base, len(base.c) - 1, &calls}
		rec := &recorder{}
		res := newTestEngine(1).Search(g, Limits{}, rec)
		if want := Score(coinsValue(base)); res.Score != want {
			t.Fatalf("score %d, want %d", res.Score, want)
		}
		if res.Depth != 1 {
			t.Fatalf("stopped at depth %d: every root child was solved at depth 1", res.Depth)
		}
		// Once per root move, and once more if the second move's
		// null-window solve must be redone with the full window.
		if n := calls.Load(); n < 2 || n > 3 {
			t.Fatalf("solver called %d times for two root moves", n)
		}
	})
	t.Run("win-loss", func(t *testing.T) {
		for pile := 1; pile <= 20; pile++ {
			var calls atomic.Int64
			g := nimSolver{newNim(pile, 3), 6, &calls}
			res := newTestEngine(1).Search(g, Limits{}, nil)
			win := pile%4 != 0
			if !res.Score.IsMate() || (res.Score > 0) != win {
				t.Fatalf("pile %d: score %v, want a %s", pile, res.Score, map[bool]string{true: "win", false: "loss"}[win])
			}
			if win && int(res.Best) != pile%4 {
				t.Fatalf("pile %d: best %d, want %d", pile, res.Best, pile%4)
			}
			if pile > 6 && calls.Load() == 0 {
				t.Fatalf("pile %d: solver never called", pile)
			}
		}
	})
}

// TestLimits checks the depth, node and mate limits.
func TestLimits(t *testing.T) {
	t.Run("depth", func(t *testing.T) {
		for _, d := range []int{1, 2, 5} {
			rec := &recorder{}
			res := newTestEngine(1).Search(newMNK(5, 5, 4), Limits{Depth: d}, rec)
			if res.Depth != d {
				t.Fatalf("depth %d: result depth %d", d, res.Depth)
			}
			var depths []int
			for _, l := range rec.lines() {
				depths = append(depths, l.Depth)
			}
			want := []int{}
			for i := 1; i <= d; i++ {
				want = append(want, i)
			}
			if !slices.Equal(depths, want) {
				t.Fatalf("depth %d: reported depths %v, want %v", d, depths, want)
			}
		}
	})
	t.Run("nodes", func(t *testing.T) {
		// One thread stops on the limit: not a node short, nor past it.
		for _, n := range []uint64{50, 777, 1000, 1025, 20000} {
			res := newTestEngine(1).Search(newMNK(5, 5, 4), Limits{Nodes: n}, nil)
			if res.Nodes != n {
				t.Fatalf("limit %d: searched %d nodes", n, res.Nodes)
			}
			if res.Best == position.NoMove {
				t.Fatalf("limit %d: no move", n)
			}
		}
	})
	t.Run("mate", func(t *testing.T) {
		// x (to move) wins at once; with two lines the search has no
		// reason to stop but the mate limit.
		g := newMNK(4, 4, 3)
		for _, m := range []position.Move{5, 0, 6, 15} {
			g.Make(m)
		}
		res := newTestEngine(1).Search(g, Limits{Mate: 1, MultiPV: 2}, nil)
		if res.Score.String() != "mate 1" {
			t.Fatalf("score %v, want mate 1", res.Score)
		}
	})
}

// runSearch starts a search in the background.
func runSearch(e *Engine, g position.Game, lim Limits, rep Reporter) <-chan Result {
	ch := make(chan Result, 1)
	e.Start(g, lim, rep)
	go func() { ch <- e.Wait() }()
	return ch
}

// stopLatency bounds how long Stop may take to make Search return: the
// ~100 ms asked for, with room for a loaded machine. (Measured: well under
// 2 ms, in the slow game too.)
const stopLatency = 150 * time.Millisecond

// TestStop checks that Stop ends an infinite search promptly, for plain
// search and inside a game's solver, under both searchers, and that the
// result is legal.
func TestStop(t *testing.T) {
	tests := []struct {
		name string
		g    func() position.Game
	}{
		{"search", func() position.Game { return newMNK(5, 5, 4) }},
		// 1024 nodes take 100ms here: the poll interval must adapt.
		{"slow game", func() position.Game { return slowMNK{newMNK(5, 5, 4)} }},
		{"solver", func() position.Game {
			var calls atomic.Int64
			vals := make([]int, 40)
			for i := range vals {
				vals[i] = i * 7 % 10
			}
			return solverCoins{newCoins(false, vals...), 40, &calls}
		}},
	}
	for _, kind := range []Kind{AlphaBeta, MCTS} {
		for _, tc := range tests {
			for _, threads := range []int{1, 2} {
				t.Run(fmt.Sprintf("%s/%s/threads=%d", kind, tc.name, threads), func(t *testing.T) {
					e := New(Options{Threads: threads, HashMB: 4, Search: kind})
					g := tc.g()
					ch := runSearch(e, g, Limits{Infinite: true}, nil)
					select {
					case <-ch:
						t.Fatal("infinite search returned before Stop")
					case <-time.After(50 * time.Millisecond):
					}
					start := time.Now()
					e.Stop()
					select {
					case res := <-ch:
						d := time.Since(start)
						t.Logf("returned %v after Stop", d)
						if d > stopLatency {
							t.Errorf("Search returned %v after Stop", d)
						}
						if !legal(g, res.Best) {
							t.Errorf("best move %d not legal", res.Best)
						}
					case <-time.After(5 * time.Second):
						t.Fatal("Search did not return after Stop")
					}
				})
			}
		}
	}
}

// TestStopBeforeSearch: a Stop right after Start, before the workers
// really began, still stops that search; a Stop while idle is ignored.
func TestStopBeforeSearch(t *testing.T) {
	e := newTestEngine(2)
	g := newMNK(5, 5, 4)
	start := time.Now()
	e.Start(g, Limits{Infinite: true}, nil)
	e.Stop()
	res := e.Wait()
	if d := time.Since(start); d > stopLatency {
		t.Fatalf("stopped search took %v", d)
	}
	if !legal(g, res.Best) {
		t.Fatalf("best move %d not legal", res.Best)
	}
	e.Stop() // idle: must not touch the next search
	e.PonderHit()
	res = e.Search(g, Limits{Depth: 3}, nil)
	if res.Depth != 3 {
		t.Fatalf("the next search stopped early, at depth %d", res.Depth)
	}
	// Stopped before depth 1 completes, the search plays the TT move. A
	// stop races with the search's first iterations (with the table
	// full, they take microseconds), so try until one stop lands before
	// depth 1; every stopped search must return a legal move.
	early := false
	for try := 0; try < 50 && !early; try++ {
		e.Start(g, Limits{Infinite: true}, nil)
		e.Stop()
		again := e.Wait()
		if !legal(g, again.Best) {
			t.Fatalf("stopped search: %+v, best move not legal", again)
		}
		if again.Depth == 0 {
			early = true
			if again.Best != res.Best {
				t.Fatalf("stopped before depth 1: %+v, want the TT move %d", again, res.Best)
			}
		}
	}
	if !early {
		t.Fatal("no stop in 50 tries landed before depth 1")
	}
}

// TestInfiniteWaits: an infinite search of a tiny game exhausts the tree
// but does not return before Stop.
func TestInfiniteWaits(t *testing.T) {
	e := newTestEngine(1)
	g := newNim(5, 3)
	ch := runSearch(e, g, Limits{Infinite: true}, nil)
	select {
	case <-ch:
		t.Fatal("infinite search returned before Stop")
	case <-time.After(100 * time.Millisecond):
	}
	e.Stop()
	res := <-ch
	if res.Score != nimValue(5, 3) || res.Best != 1 {
		t.Fatalf("result %+v", res)
	}
}

// TestPonder: a ponder search runs until PonderHit, then its limits
// apply, its time counted from the hit.
func TestPonder(t *testing.T) {
	e := newTestEngine(1)
	g := newMNK(5, 5, 4)
	ch := runSearch(e, g, Limits{Ponder: true, MoveTime: 50 * time.Millisecond}, nil)
	select {
	case <-ch:
		t.Fatal("ponder search returned before PonderHit")
	case <-time.After(150 * time.Millisecond):
	}
	start := time.Now()
	e.PonderHit()
	select {
	case res := <-ch:
		d := time.Since(start)
		if d < 40*time.Millisecond || d > 50*time.Millisecond+stopLatency {
			t.Errorf("returned %v after PonderHit, want about the 50ms movetime", d)
		}
		if !legal(g, res.Best) {
			t.Errorf("best move %d not legal", res.Best)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("ponder search did not end after PonderHit")
	}

	// A solved ponder search waits for the hit too, then returns at once.
	ch = runSearch(e, newNim(6, 3), Limits{Ponder: true}, nil)
	select {
	case <-ch:
		t.Fatal("solved ponder search returned before PonderHit")
	case <-time.After(100 * time.Millisecond):
	}
	e.PonderHit()
	select {
	case <-ch:
	case <-time.After(stopLatency):
		t.Fatal("solved ponder search did not return at PonderHit")
	}

	// A PonderHit right after Start, before the workers began, is not lost.
	ch = runSearch(e, g, Limits{Ponder: true, MoveTime: 20 * time.Millisecond}, nil)
	e.PonderHit()
	select {
	case <-ch:
	case <-time.After(2 * time.Second):
		t.Fatal("a PonderHit right after Start was lost")
	}
}

// TestGameUnchanged: Search leaves its game exactly as it found it,
// history included.
func TestGameUnchanged(t *testing.T) {
	// trail unmakes a clone of g back to its first position and lists
	// the states on the way.
	trail := func(g position.Game) []string {
		c := g.Clone()
		out := []string{fmt.Sprint(c, c.Hash())}
		for c.(interface{ plies() int }).plies() > 0 {
			c.Unmake()
			out = append(out, fmt.Sprint(c, c.Hash()))
		}
		return out
	}
	for _, gc := range gameCases() {
		t.Run(gc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 1))
			g := gc.new(rng)
			randomPlay(g, rng, 2)
			before := trail(g)
			newTestEngine(2).Search(g, Limits{Depth: 4}, nil)
			if after := trail(g); !slices.Equal(after, before) {
				t.Fatalf("game changed:\n%v\nwas\n%v", after, before)
			}
		})
	}
}

// TestDeterministic: with one thread, the same search gives the same node
// counts, on a new engine and after Clear.
func TestDeterministic(t *testing.T) {
	cases := append(gameCases(), gameCase{"mnk554", func(*rand.Rand) position.Game { return newMNK(5, 5, 4) }, 6})
	for _, gc := range cases {
		t.Run(gc.name, func(t *testing.T) {
			g := gc.new(rand.New(rand.NewPCG(2, 2)))
			lim := Limits{Depth: gc.maxDepth + 1}
			e := newTestEngine(1)
			first := e.Search(g, lim, nil)
			again := newTestEngine(1).Search(g, lim, nil)
			e.Clear()
			cleared := e.Search(g, lim, nil)
			first.Time, again.Time, cleared.Time = 0, 0, 0
			if first != again || first != cleared {
				t.Fatalf("results differ:\n%+v\n%+v\n%+v", first, again, cleared)
			}
		})
	}
}

// TestThreads runs Lazy SMP with four threads (meant for -race): solved
// values stay exact and moves legal.
func TestThreads(t *testing.T) {
	e := newTestEngine(4)
	if res := e.Search(newTicTacToe(), Limits{}, nil); res.Score != 0 {
		t.Fatalf("tic-tac-toe with 4 threads: score %v, want a draw", res.Score)
	}
	for pile := 9; pile <= 12; pile++ {
		if res := e.Search(newNim(pile, 3), Limits{}, nil); res.Score != nimValue(pile, 3) {
			t.Fatalf("nim %d with 4 threads: score %d, want %d", pile, res.Score, nimValue(pile, 3))
		}
	}
	g := newMNK(5, 5, 4)
	rec := &recorder{}
	res := e.Search(g, Limits{Depth: 6, MultiPV: 2}, rec)
	if !legal(g, res.Best) || res.Depth < 6 {
		t.Fatalf("result %+v", res)
	}
	if len(rec.lines()) == 0 {
		t.Fatal("no reports")
	}
	e.SetOptions(Options{Threads: 3, HashMB: 2})
	if res := e.Search(g, Limits{MoveTime: 30 * time.Millisecond}, nil); !legal(g, res.Best) {
		t.Fatalf("after SetOptions: result %+v", res)
	}
}

// TestOutranks checks which thread's result the engine plays from: a
// proof beats any deeper unsolved iteration, such as worker 0's stopped
// one, which found only that its first move loses.
func TestOutranks(t *testing.T) {
	tests := []struct {
		name string
		c, o completed
		want bool
	}{
		{"deeper", completed{depth: 7}, completed{depth: 6}, true},
		{"shallower", completed{depth: 6}, completed{depth: 7}, false},
		{"as deep", completed{depth: 6}, completed{depth: 6}, false},
		{"solved, shallower", completed{depth: 3, solved: true}, completed{depth: 9}, true},
		{"unsolved, deeper", completed{depth: 9}, completed{depth: 3, solved: true}, false},
		{"both solved, deeper", completed{depth: 4, solved: true}, completed{depth: 3, solved: true}, true},
		{"nothing against solved", completed{}, completed{depth: 1, solved: true}, false},
	}
	for _, tt := range tests {
		if got := tt.c.outranks(&tt.o); got != tt.want {
			t.Errorf("%s: outranks = %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestClock: a short clock with overhead in hand returns well within it,
// with a legal move. This is a safety property, not a benchmark.
func TestClock(t *testing.T) {
	tests := []struct {
		name     string
		lim      Limits
		overhead time.Duration
		within   time.Duration
	}{
		{"100ms clock, 50ms overhead", Limits{Time: [2]time.Duration{100 * time.Millisecond, 100 * time.Millisecond}}, 50 * time.Millisecond, 100 * time.Millisecond},
		{"50ms clock", Limits{Time: [2]time.Duration{50 * time.Millisecond, 50 * time.Millisecond}}, 50 * time.Millisecond, 50 * time.Millisecond},
		{"clock with increment", Limits{Time: [2]time.Duration{200 * time.Millisecond, time.Second}, Inc: [2]time.Duration{10 * time.Millisecond, 0}}, 50 * time.Millisecond, 150 * time.Millisecond},
		{"last move before the control", Limits{Time: [2]time.Duration{120 * time.Millisecond, 0}, MovesToGo: 1}, 50 * time.Millisecond, 120 * time.Millisecond},
		{"movetime", Limits{MoveTime: 100 * time.Millisecond}, 50 * time.Millisecond, 130 * time.Millisecond},
	}
	for _, tc := range tests {
		for _, threads := range []int{1, 2} {
			t.Run(fmt.Sprintf("%s/threads=%d", tc.name, threads), func(t *testing.T) {
				e := New(Options{Threads: threads, HashMB: 4, MoveOverhead: tc.overhead})
				g := newMNK(5, 5, 4)
				start := time.Now()
				res := e.Search(g, tc.lim, nil)
				if d := time.Since(start); d >= tc.within {
					t.Errorf("took %v, must stay within %v", d, tc.within)
				}
				if !legal(g, res.Best) {
					t.Errorf("best move %d not legal", res.Best)
				}
			})
		}
	}
}

// TestPlanTime checks the time plan's invariants.
func TestPlanTime(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		name      string
		lim       Limits
		side      int
		overhead  time.Duration
		wantHard  time.Duration // exact when non-zero
		hardBelow time.Duration // hard limit at most this
	}{
		{"no limit", Limits{}, 0, 50 * ms, 0, 0},
		{"movetime", Limits{MoveTime: 1000 * ms}, 0, 50 * ms, 950 * ms, 950 * ms},
		{"movetime below overhead", Limits{MoveTime: 10 * ms}, 0, 50 * ms, 9500 * time.Microsecond, 9500 * time.Microsecond},
		{"short movetime keeps a twentieth", Limits{MoveTime: 40 * ms}, 0, 50 * ms, 38 * ms, 38 * ms},
		{"clock of p2", Limits{Time: [2]time.Duration{0, 10 * time.Second}}, 1, 50 * ms, 0, 9950 * ms},
		{"clock of p1 only when p2 moves", Limits{Time: [2]time.Duration{10 * time.Second, 0}}, 1, 50 * ms, 0, 0},
		{"sudden death", Limits{Time: [2]time.Duration{60 * time.Second, 60 * time.Second}}, 0, 50 * ms, 0, 59950 * ms},
		{"one move to go", Limits{Time: [2]time.Duration{1000 * ms, 0}, MovesToGo: 1}, 0, 50 * ms, 950 * ms, 950 * ms},
		{"big increment", Limits{Time: [2]time.Duration{300 * ms, 0}, Inc: [2]time.Duration{5000 * ms, 0}}, 0, 50 * ms, 250 * ms, 250 * ms},
		{"clock below overhead", Limits{Time: [2]time.Duration{30 * ms, 0}}, 0, 50 * ms, minThink, minThink},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := planTime(tc.lim, tc.side, tc.overhead, 0)
			if tc.wantHard != 0 && b.hard != tc.wantHard {
				t.Errorf("hard %v, want %v", b.hard, tc.wantHard)
			}
			if tc.hardBelow == 0 && b.hard != 0 {
				t.Errorf("hard %v, want none", b.hard)
			}
			if b.hard > tc.hardBelow {
				t.Errorf("hard %v above %v", b.hard, tc.hardBelow)
			}
			if b.soft > b.hard || (b.soft == 0) != (b.hard == 0) {
				t.Errorf("soft %v with hard %v", b.soft, b.hard)
			}
		})
	}
}

// TestPlanTimeMovesLeft checks that a game's estimate of its moves left
// shares a sudden-death clock over fewer moves, never more than the
// default, and leaves a control's own moves to go alone; and that a game
// played out that way keeps time to the end yet spends more of the clock.
func TestPlanTimeMovesLeft(t *testing.T) {
	const ms = time.Millisecond
	clock := Limits{Time: [2]time.Duration{10 * time.Second, 10 * time.Second}}
	plain := planTime(clock, 0, 50*ms, 0)
	if b := planTime(clock, 0, 50*ms, 10); b.soft <= plain.soft || b.hard <= plain.hard {
		t.Errorf("10 moves left: soft %v hard %v, want more than the default's %v and %v", b.soft, b.hard, plain.soft, plain.hard)
	}
	if b := planTime(clock, 0, 50*ms, 100); b != plain {
		t.Errorf("100 moves left: %+v, want the default's %+v", b, plain)
	}
	control := clock
	control.MovesToGo = 20
	if b, want := planTime(control, 0, 50*ms, 5), planTime(control, 0, 50*ms, 0); b != want {
		t.Errorf("with moves to go: %+v, want %+v", b, want)
	}
	// unused plays a game of moves moves, each spending twice its soft
	// limit, and returns what is left of 10 s.
	unused := func(moves int, estimate bool) time.Duration {
		left := 10 * time.Second
		for m := moves; m > 0; m-- {
			est := 0
			if estimate {
				est = m
			}
			left -= planTime(Limits{Time: [2]time.Duration{left, left}}, 0, 50*ms, est).soft * 2
			if left <= 50*ms {
				t.Fatalf("%d moves: the clock ran down to %v with %d to go", moves, left, m-1)
			}
		}
		return left
	}
	for _, moves := range []int{10, 30} {
		if with, without := unused(moves, true), unused(moves, false); with >= without || with > 3*time.Second {
			t.Errorf("%d moves: %v of 10 s left unused with the estimate, %v without", moves, with, without)
		}
	}
}

// TestPlanTimeKeepsAReserve plays out the clock of a long game at
// 2 s + 20 ms in which every third move runs to the hard limit (an
// iteration aborted), the others take the planned share, and each costs
// some latency besides: the clock must settle well above the overhead,
// not drain to it, where one slow reply would lose on time.
func TestPlanTimeKeepsAReserve(t *testing.T) {
	const (
		ms       = time.Millisecond
		overhead = 50 * ms
		inc      = 20 * ms
	)
	for _, latency := range []time.Duration{0, 2 * ms, 5 * ms, 10 * ms} {
		clock := 2000 * ms
		lowest := clock
		for move := 0; move < 600; move++ {
			b := planTime(Limits{Time: [2]time.Duration{clock, clock}, Inc: [2]time.Duration{inc, inc}}, 0, overhead, 0)
			spent := b.soft * 10 / 6
			if move%3 == 0 {
				spent = b.hard
			}
			clock += inc - spent - latency
			if move > 100 {
				lowest = min(lowest, clock)
			}
		}
		if lowest < 2*overhead {
			t.Errorf("latency %v: the clock fell to %v; want it above %v", latency, lowest, 2*overhead)
		}
	}
}

// TestNoLegalMove: a finished game returns at once with NoMove, even when
// the search is infinite.
func TestNoLegalMove(t *testing.T) {
	g := newTicTacToe()
	for _, m := range []position.Move{0, 3, 1, 4, 2} {
		g.Make(m)
	}
	done := make(chan Result, 1)
	go func() { done <- newTestEngine(1).Search(g, Limits{Infinite: true}, nil) }()
	select {
	case res := <-done:
		if res.Best != position.NoMove || res.Score != -Mate {
			t.Fatalf("result %+v", res)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Search of a finished game did not return")
	}
	c := newCoins(false, 4)
	c.Make(0)
	if res := newTestEngine(1).Search(c, Limits{}, nil); res.Best != position.NoMove || res.Score != -400 {
		t.Fatalf("finished margin game: result %+v", res)
	}
}

// TestProgressReports: long iterations send progress reports (MultiPV 0)
// at the engine's rate, never faster.
func TestProgressReports(t *testing.T) {
	e := newTestEngine(1)
	e.progress = 30 * time.Millisecond
	rec := &recorder{}
	ch := runSearch(e, newMNK(6, 6, 4), Limits{Infinite: true}, rec)
	time.Sleep(300 * time.Millisecond)
	e.Stop()
	<-ch
	var times []time.Duration
	for _, i := range rec.infos {
		if i.MultiPV == 0 {
			times = append(times, i.Time)
		}
	}
	if len(times) < 3 {
		t.Fatalf("%d progress reports in 300ms at one per 30ms", len(times))
	}
	for i := 1; i < len(times); i++ {
		if times[i]-times[i-1] < e.progress {
			t.Fatalf("progress reports %v apart", times[i]-times[i-1])
		}
	}
}

// TestResultPonder: the ponder move is the second move of the PV, and
// the PV is legal all along.
func TestResultPonder(t *testing.T) {
	g := newMNK(4, 4, 3)
	rec := &recorder{}
	res := newTestEngine(1).Search(g, Limits{Depth: 4}, rec)
	lines := rec.lines()
	pv := lines[len(lines)-1].PV
	if len(pv) < 2 || res.Best != pv[0] || res.Ponder != pv[1] {
		t.Fatalf("result %+v, pv %v", res, pv)
	}
	c := g.Clone()
	for _, m := range pv {
		if !legal(c, m) {
			t.Fatalf("pv %v: %d illegal", pv, m)
		}
		c.Make(m)
	}
}

// TestRepetitionPaths searches games whose draws by repetition depend on
// the path: the TT must not hand a value found on one path to another.
func TestRepetitionPaths(t *testing.T) {
	t.Run("two paths to one node", func(t *testing.T) {
		// From R (A to move) both moves lose: B answers P1 by Z, and P2
		// by N, P1, Z. Searched first (its evaluation looks better),
		// P1-N-P1 is a repetition, a draw, but only on that path: N is
		// no draw after P2.
		const r, p1, p2, n, z, z2, z3 = 0, 1, 2, 3, 4, 5, 6
		g := &graph{
			edges: [][]int{r: {p1, p2}, p1: {n, z}, p2: {n}, n: {p1}, z: {z2}, z2: {z3}, z3: {}},
			evals: []int{0, 50, -50, 0, 0, 0, 0},
		}
		want := minimax(g, 64, 0)
		if !want.IsMate() || want > 0 {
			t.Fatalf("reference says %v; the test is wrong", want)
		}
		if res := newTestEngine(1).Search(g, Limits{}, nil); res.Score != want {
			t.Fatalf("score %v, want %v", res.Score, want)
		}
	})
	t.Run("random graphs", func(t *testing.T) {
		rng := rand.New(rand.NewPCG(11, 12))
		graphs := 1000
		if testing.Short() {
			graphs = 200
		}
		for i := range graphs {
			nodes := 3 + rng.IntN(7)
			edges := make([][]int, nodes)
			evals := make([]int, nodes)
			for v := range edges {
				evals[v] = rng.IntN(201) - 100
				for range rng.IntN(3) + rng.IntN(2) {
					edges[v] = append(edges[v], rng.IntN(nodes))
				}
				slices.Sort(edges[v])
				edges[v] = slices.Compact(edges[v])
			}
			g := &graph{edges: edges, evals: evals}
			want := minimax(g, 64, 0)
			res := newTestEngine(1).Search(g, Limits{}, nil)
			if res.Score != want {
				t.Fatalf("graph %d %v: score %v, want %v", i, edges, res.Score, want)
			}
		}
	})
}

// TestStartWait: Start returns at once and leaves the game to the caller;
// Stop after Start belongs to that search, and Wait without Start returns
// no move.
func TestStartWait(t *testing.T) {
	e := newTestEngine(2)
	if res := e.Wait(); res.Best != position.NoMove {
		t.Fatalf("Wait without Start: %+v", res)
	}
	g := newMNK(5, 5, 4)
	start := time.Now()
	e.Start(g, Limits{Infinite: true}, nil)
	if d := time.Since(start); d > stopLatency {
		t.Fatalf("Start took %v", d)
	}
	// The search works on clones: the caller may use g at once (the race
	// detector checks that the search does not).
	before := g.Hash()
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		g.Unmake()
	}
	e.Stop()
	res := e.Wait()
	if !legal(g, res.Best) || g.Hash() != before {
		t.Fatalf("result %+v", res)
	}
	// The Stop was used up by that search.
	e.Start(g, Limits{Depth: 3}, nil)
	if res := e.Wait(); res.Depth != 3 {
		t.Fatalf("next search stopped at depth %d", res.Depth)
	}
	// A finished game: Wait returns at once, even for an infinite search.
	done := newTicTacToe()
	for _, m := range []position.Move{0, 3, 1, 4, 2} {
		done.Make(m)
	}
	e.Start(done, Limits{Infinite: true}, nil)
	if res := e.Wait(); res.Best != position.NoMove {
		t.Fatalf("finished game: %+v", res)
	}
	// Start twice without Wait is a programming error.
	e.Start(g, Limits{Depth: 1}, nil)
	func() {
		defer func() {
			if recover() == nil {
				t.Error("a second Start before Wait did not panic")
			}
		}()
		e.Start(g, Limits{Depth: 1}, nil)
	}()
	e.Wait()
}

func TestInfoNPS(t *testing.T) {
	tests := []struct {
		nodes uint64
		time  time.Duration
		want  uint64
	}{
		{1000, 500 * time.Microsecond, 2_000_000}, // under a millisecond
		{3_000_000, 2 * time.Second, 1_500_000},
		{5, 0, 0},
	}
	for _, tc := range tests {
		if got := (Info{Nodes: tc.nodes, Time: tc.time}).NPS(); got != tc.want {
			t.Errorf("%d nodes in %v: NPS %d, want %d", tc.nodes, tc.time, got, tc.want)
		}
	}
}

// TestSingleMove: with one legal move the search answers at once only when
// it manages a clock; asked for a movetime it searches, here to the proof.
func TestSingleMove(t *testing.T) {
	for _, kind := range []Kind{AlphaBeta, MCTS} {
		t.Run(kind.String(), func(t *testing.T) {
			e := New(Options{Threads: 1, HashMB: 4, Search: kind})
			g := newNim(20, 1) // one move a turn: the side to move loses
			clock := e.Search(g, Limits{Time: [2]time.Duration{10 * time.Second, 10 * time.Second}}, nil)
			if clock.Nodes > 10 {
				t.Errorf("under a clock: %d nodes for the only move", clock.Nodes)
			}
			timed := e.Search(g, Limits{MoveTime: 10 * time.Second}, nil)
			if !timed.Score.IsMate() || timed.Score > 0 {
				t.Errorf("under a movetime: score %v, want the proven loss", timed.Score)
			}
		})
	}
}

// TestPredictNext checks the prediction of the next iteration's time.
func TestPredictNext(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		name  string
		last  time.Duration
		nodes [3]uint64
		want  time.Duration
	}{
		{"first iteration: a guess", 10 * ms, [3]uint64{100, 0, 0}, 10 * ms * maxBranching / 2},
		{"second: the last growth", 10 * ms, [3]uint64{400, 100, 0}, 40 * ms},
		{"odd-even: the growth of the same parity", 10 * ms, [3]uint64{200, 100, 10}, 100 * ms},
		{"shrinking: at least minBranching", 10 * ms, [3]uint64{100, 50, 100}, 15 * ms},
		{"explosive: at most maxBranching", 10 * ms, [3]uint64{1e6, 1e5, 1}, 10 * ms * maxBranching},
	}
	for _, tc := range tests {
		if got := predictNext(tc.last, tc.nodes); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestStartNext checks when the time plan lets another iteration start.
func TestStartNext(t *testing.T) {
	ms := time.Millisecond
	clock := budget{soft: 600 * ms, hard: 4000 * ms, clock: true}
	movetime := budget{soft: 950 * ms, hard: 950 * ms}
	tests := []struct {
		name        string
		b           budget
		spent, next time.Duration
		f           float64
		want        bool
	}{
		{"no limit", budget{}, time.Hour, time.Hour, 1, true},
		{"clock: early, fits", clock, 100 * ms, 500 * ms, 1, true},
		{"clock: past the soft limit", clock, 600 * ms, 1 * ms, 1, false},
		{"clock: stable, soft limit shrinks", clock, 500 * ms, 1 * ms, 0.7, false},
		{"clock: unstable, soft limit stretches", clock, 900 * ms, 100 * ms, 2, true},
		{"clock: first move would not end within 3 soft", clock, 100 * ms, 3600 * ms, 1, false},
		{"clock: first move ends within 3 soft", clock, 100 * ms, 3400 * ms, 1, true},
		{"clock: first move would pass the hard limit", clock, 1000 * ms, 6200 * ms, 2.5, false},
		{"movetime: used whole", movetime, 900 * ms, 10000 * ms, 1, true},
		{"movetime: time is up", movetime, 950 * ms, 0, 1, false},
	}
	for _, tc := range tests {
		if got := tc.b.startNext(tc.spent, tc.next, tc.f); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPartialIteration stops searches part-way by node limits: a result
// taken from a stopped iteration (one deeper than a depth-limited search
// reaches within the same nodes) must be at least as good at its depth,
// by minimax, as the last completed depth's best move, and its score a
// true lower bound of the move's minimax value.
func TestPartialIteration(t *testing.T) {
	partials := 0
	for _, gc := range gameCases() {
		rng := rand.New(rand.NewPCG(3, 9))
		for range 4 {
			g := gc.new(rng)
			if over, _ := g.Outcome(); over {
				continue
			}
			// Nodes a full search of each depth takes, deterministic
			// with one thread on a new engine.
			full := map[int]uint64{}
			for d := 1; d <= gc.maxDepth; d++ {
				full[d] = newTestEngine(1).Search(g, Limits{Depth: d}, nil).Nodes
			}
			for n := uint64(20); n < full[gc.maxDepth]; n = n*5/4 + 1 {
				rec := &recorder{}
				res := newTestEngine(1).Search(g, Limits{Nodes: n}, rec)
				d := res.Depth
				if d < 2 || d > gc.maxDepth || full[d] <= n || res.Score.IsMate() {
					continue // completed, or too deep to check
				}
				partials++
				prevBest := position.NoMove
				for _, l := range rec.lines() {
					if l.Depth == d-1 {
						prevBest = l.PV[0]
					}
				}
				scores := rootScores(g, d)
				if scores[res.Best] < res.Score {
					t.Errorf("%s %v nodes %d: depth %d move %d scores %d, above its minimax %d", gc.name, g, n, d, res.Best, res.Score, scores[res.Best])
				}
				if prevBest != position.NoMove && scores[res.Best] < scores[prevBest] {
					t.Errorf("%s %v nodes %d: partial depth %d chose %d (%d) over the last best %d (%d)", gc.name, g, n, d, res.Best, scores[res.Best], prevBest, scores[prevBest])
				}
			}
		}
	}
	if partials == 0 {
		t.Error("no search used a stopped iteration")
	}
	t.Logf("%d partial iterations checked", partials)
}

// selectiveMNK is an m,n,k-game that declares a search profile with every
// kind of selectivity, null moves included.
type selectiveMNK struct{ *mnk }

func (g selectiveMNK) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, Reduction: 100, FutilityDepth: 3, NullMove: true}
}
func (g selectiveMNK) MakeNull() {
	g.side ^= 1
	g.hash ^= g.keys[2*g.w*g.h]
}
func (g selectiveMNK) UnmakeNull()          { g.MakeNull() }
func (g selectiveMNK) Clone() position.Game { return selectiveMNK{g.mnk.Clone().(*mnk)} }

// TestSelectiveSearch checks the selectivity a profile turns on: it must
// search fewer nodes than the full-width search at the same depths, and a
// search deeper than the game is long must still find the exact value.
// It need not know that it is exact: a pruned subtree never counts as
// solved, and null moves prune at every depth.
func TestSelectiveSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	full, selective := compareNodes(t, rng, newMNK(4, 4, 4), 6, 3, 7,
		func(g *mnk) position.Game { return selectiveMNK{g} })
	if selective >= full {
		t.Errorf("selective search took %d nodes, full width %d", selective, full)
	}
	t.Logf("depth 7 in 4,4,4: %d nodes selective, %d full width", selective, full)

	for i := range 20 {
		g := newTicTacToe()
		randomPlay(g, rng, rng.IntN(4))
		if over, _ := g.Outcome(); over {
			continue
		}
		want := minimax(g, 10, 0)
		res := newTestEngine(1).Search(selectiveMNK{g}, Limits{Depth: 12}, nil)
		if res.Score != want {
			t.Errorf("position %d (%v): score %v, want %v", i, g, res.Score, want)
		}
	}
}

// evalCountMNK is an m,n,k-game whose profile caches evaluations; it
// counts its calls of Evaluate and adds bias to each, a setting that Hash
// does not cover.
type evalCountMNK struct {
	*mnk
	cache bool
	bias  int
	calls *int
}

func (g evalCountMNK) SearchProfile() position.SearchProfile {
	return position.SearchProfile{CacheEval: g.cache}
}
func (g evalCountMNK) Evaluate() int { *g.calls++; return g.mnk.Evaluate() + g.bias }
func (g evalCountMNK) Clone() position.Game {
	g.mnk = g.mnk.Clone().(*mnk)
	return g
}

// TestEvalCache checks the evaluation cache: a search with it visits the
// same nodes and finds the same score and move as without, calling
// Evaluate less often, and a new search starts with the cache empty, so
// that an evaluation from another setting of the game never leaks in.
func TestEvalCache(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for i := range 4 {
		g := newMNK(5, 5, 4)
		randomPlay(g, rng, 2+rng.IntN(4))
		if over, _ := g.Outcome(); over {
			continue
		}
		var plain, cached int
		want := newTestEngine(1).Search(evalCountMNK{g, false, 0, &plain}, Limits{Depth: 6}, nil)
		got := newTestEngine(1).Search(evalCountMNK{g, true, 0, &cached}, Limits{Depth: 6}, nil)
		if got.Nodes != want.Nodes || got.Score != want.Score || got.Best != want.Best {
			t.Errorf("position %d: cached search %d nodes, score %v, move %d; without the cache %d, %v, %d",
				i, got.Nodes, got.Score, got.Best, want.Nodes, want.Score, want.Best)
		}
		if cached >= plain {
			t.Errorf("position %d: %d evaluations with the cache, %d without", i, cached, plain)
		}
		t.Logf("position %d: %d evaluations with the cache, %d without", i, cached, plain)

		// The same engine, the same keys, another bias: the second search
		// must go as it goes without a cache (the TT remembers the first
		// search in both).
		var n int
		second := func(cache bool) Result {
			e := newTestEngine(1)
			e.Search(evalCountMNK{g, cache, 0, &n}, Limits{Depth: 4}, nil)
			return e.Search(evalCountMNK{g, cache, 37, &n}, Limits{Depth: 5}, nil)
		}
		if with, without := second(true), second(false); with.Score != without.Score || with.Nodes != without.Nodes {
			t.Errorf("position %d: second search %v in %d nodes with the cache, %v in %d without",
				i, with.Score, with.Nodes, without.Score, without.Nodes)
		}
	}
}

// hashCountSolver is a row of coins with a solver for short rows that
// counts its calls of Hash, with the profile's BareLeaves as given.
type hashCountSolver struct {
	solverCoins
	bare   bool
	hashes *int
}

func (g hashCountSolver) SearchProfile() position.SearchProfile {
	return position.SearchProfile{BareLeaves: g.bare}
}
func (g hashCountSolver) Hash() uint64 { *g.hashes++; return g.solverCoins.Hash() }
func (g hashCountSolver) Clone() position.Game {
	g.solverCoins = g.solverCoins.Clone().(solverCoins)
	return g
}

// TestBareLeaves checks the profile's BareLeaves in a game with a solver:
// fixed-depth searches still find minimax's score, hash fewer positions
// than with the table probed at every leaf, and still hand the solver
// the leaves it takes.
func TestBareLeaves(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 9))
	for i := range 6 {
		vals := make([]int, 10+rng.IntN(4))
		for j := range vals {
			vals[j] = rng.IntN(10)
		}
		for d := 2; d <= 5; d++ {
			var probed, bare int
			var probedSolves, bareSolves atomic.Int64
			base := newCoins(i%2 == 1, vals...)
			want := newTestEngine(1).Search(hashCountSolver{solverCoins{base, 0, &probedSolves}, false, &probed}, Limits{Depth: d}, nil)
			if w := minimax(base, d, 0); want.Score != w {
				t.Fatalf("%v depth %d: score %v probing every leaf, minimax %v", vals, d, want.Score, w)
			}
			res := newTestEngine(1).Search(hashCountSolver{solverCoins{base, 0, &bareSolves}, true, &bare}, Limits{Depth: d}, nil)
			if res.Score != want.Score {
				t.Errorf("%v depth %d: score %v with bare leaves, %v probing every leaf", vals, d, res.Score, want.Score)
			}
			if bare >= probed {
				t.Errorf("%v depth %d: %d hashes with bare leaves, %d probing every leaf", vals, d, bare, probed)
			}
			// Rows of 3 coins or fewer are the solver's.
			var solves [2]atomic.Int64
			row := newCoins(false, vals[:3+d]...)
			want = newTestEngine(1).Search(hashCountSolver{solverCoins{row, 3, &solves[0]}, false, &probed}, Limits{Depth: d}, nil)
			res = newTestEngine(1).Search(hashCountSolver{solverCoins{row, 3, &solves[1]}, true, &bare}, Limits{Depth: d}, nil)
			if res.Score != want.Score || !res.Solved || !want.Solved || solves[1].Load() == 0 {
				t.Errorf("%v depth %d: %v solved %v after %d solves with bare leaves, %v solved %v after %d probing every leaf",
					vals[:3+d], d, res.Score, res.Solved, solves[1].Load(), want.Score, want.Solved, solves[0].Load())
			}
		}
	}
}

// delaySolver is a row of coins whose solver takes a position with at
// most twice the remaining depth in coins, as Reversi's takes empties,
// and whose profile delays it by delay plies. Solve counts its calls.
type delaySolver struct {
	solverCoins
	delay int
}

func (g delaySolver) Solvable(depth int) bool { return g.r-g.l+1 <= 2*depth }
func (g delaySolver) SearchProfile() position.SearchProfile {
	return position.SearchProfile{SolveDelay: g.delay}
}
func (g delaySolver) Clone() position.Game {
	g.solverCoins = g.solverCoins.Clone().(solverCoins)
	return g
}

// TestSolveDelay checks that a profile's SolveDelay hands the root's
// children to the solver exactly that many plies later in a search with
// a node budget, and not at all later under a depth limit alone, and that
// the scores stay minimax's (to the depth, or to the end once solved).
func TestSolveDelay(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 3))
	for i := range 4 {
		vals := make([]int, 10)
		for j := range vals {
			vals[j] = rng.IntN(10)
		}
		exact := minimax(newCoins(i%2 == 1, vals...), len(vals), 0)
		for _, tc := range []struct {
			delay  int
			budget uint64 // nodes, never reached
		}{{0, 1 << 40}, {2, 1 << 40}, {2, 0}} {
			// The root's children, 9 coins, are solvable from depth 5
			// on (remaining 4.5 rounded up), delay plies later with the
			// delay and a budget; no deeper node is solvable before them.
			first := 6
			if tc.budget > 0 {
				first += tc.delay
			}
			delay := tc.delay
			for d := 2; d < len(vals); d++ {
				var calls atomic.Int64
				base := newCoins(i%2 == 1, vals...)
				res := newTestEngine(1).Search(delaySolver{solverCoins{base, 0, &calls}, delay}, Limits{Depth: d, Nodes: tc.budget}, nil)
				solved := calls.Load() > 0
				if solved != (d >= first) {
					t.Errorf("%v delay %d depth %d: %d solves, want them from depth %d on", vals, delay, d, calls.Load(), first)
				}
				want := minimax(base, d, 0)
				if solved {
					want = exact
				}
				if res.Score != want {
					t.Errorf("%v delay %d depth %d: score %v, want %v", vals, delay, d, res.Score, want)
				}
			}
		}
	}
}

// TestWLDFirst checks that a margin game's search proves who wins before
// it searches for the exact margin: the first report of the first
// iteration whose root moves the solver takes is a bound on the right
// side of a draw (or the draw itself), with a move that achieves it, and
// the search still ends with the exact margin.
func TestWLDFirst(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 2))
	seen := map[Bound]bool{}
	for i := 0; i < 40 && len(seen) < 3; i++ {
		vals := make([]int, 9+i%2) // the first player cannot lose an even row
		for j := range vals {
			vals[j] = rng.IntN(6)
		}
		first := len(vals)/2 + 1 // the first depth whose root children are solvable
		var calls atomic.Int64
		base := newCoins(false, vals...)
		exact := minimax(base, len(vals), 0)
		rec := &recorder{}
		res := newTestEngine(1).Search(delaySolver{solverCoins{base, 0, &calls}, 0}, Limits{}, rec)
		if !res.Solved || res.Score != exact {
			t.Fatalf("%v: score %v solved %v, want exact %v", vals, res.Score, res.Solved, exact)
		}
		var wld *Info
		for k := range rec.infos {
			if rec.infos[k].Depth == first {
				wld = &rec.infos[k]
				break
			}
		}
		if wld == nil {
			t.Fatalf("%v: no report at depth %d", vals, first)
		}
		seen[wld.Bound] = true
		var ok bool
		switch wld.Bound {
		case Lower:
			ok = exact > 0 && wld.Score > 0
		case Upper:
			ok = exact < 0 && wld.Score < 0
		default:
			ok = exact == 0 && wld.Score == 0
		}
		if !ok {
			t.Errorf("%v: first report at depth %d is %v (bound %v), exact %v", vals, first, wld.Score, wld.Bound, exact)
		}
		// The move reported keeps the proven side of a draw.
		g := newCoins(false, vals...)
		g.Make(wld.PV[0])
		after := minimax(g, len(vals), 1)
		if g.ToMove() != base.ToMove() {
			after = -after
		}
		if exact > 0 && after <= 0 || exact == 0 && after < 0 {
			t.Errorf("%v: move %v of the proof scores %v, exact %v", vals, wld.PV[0], after, exact)
		}
	}
	if len(seen) < 3 {
		t.Errorf("rows proved only %v: want a win, a loss and a draw", seen)
	}
}
