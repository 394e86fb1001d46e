package domineering

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// bruteWin is a plain minimax over the game's own moves, with a table of
// the positions it has seen: a reference for the solver that shares none of
// its bounds, frames or ordering.
func bruteWin(g *Game, seen map[[2]uint64]bool) bool {
	key := [2]uint64{g.occ[0], uint64(g.side)}
	if w, ok := seen[key]; ok {
		return w
	}
	win := false
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		lost := !bruteWin(g, seen)
		g.Unmake()
		if lost {
			win = true
			break
		}
	}
	seen[key] = win
	return win
}

// randomPositions plays random moves from empty boards of random sizes up
// to maxCells cells and returns the positions reached, with either side to
// move.
func randomPositions(t testing.TB, n, maxCells int, seed uint64) []*Game {
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []*Game
	for len(out) < n {
		rows, cols := 1+rng.IntN(maxSide), 1+rng.IntN(maxSide)
		if rows*cols > maxCells {
			continue
		}
		g, err := New(rows, cols, Side(rng.IntN(2)))
		if err != nil {
			t.Fatal(err)
		}
		plies := rng.IntN(rows*cols/3 + 1)
		for i := 0; i < plies; i++ {
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
		// Let the other side move sometimes, so that positions with any
		// balance of dominoes come up.
		if rng.IntN(2) == 0 {
			_ = g.SetPosition(g.Position()[:len(g.Position())-1] + string(Side(1-g.side).letter()))
		}
		out = append(out, g)
	}
	return out
}

// TestSolveAgreesWithBruteForce compares the solver with plain minimax on
// random positions of boards up to 20 cells, and checks the winning move it
// returns.
func TestSolveAgreesWithBruteForce(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 600
	}
	for i, g := range randomPositions(t, n, 20, 1) {
		want := bruteWin(g, map[[2]uint64]bool{})
		v, m := g.Solve(-2, 2, nil)
		if (v > 0) != want {
			t.Fatalf("#%d %d×%d %s: Solve = %d, minimax says win=%v", i, g.rows, g.cols, g.Position(), v, want)
		}
		if v > 0 {
			g.Make(m)
			if bruteWin(g, map[[2]uint64]bool{}) {
				t.Fatalf("#%d %s: winning move %s leaves the opponent a win", i, g.Position(), g.FormatMove(m))
			}
			g.Unmake()
		} else if m != position.NoMove {
			t.Fatalf("#%d %s: a lost Solve returned move %v", i, g.Position(), m)
		}
	}
}

// TestDecideIsSound checks every verdict of the move-count bounds against
// plain minimax, on random positions where they decide.
func TestDecideIsSound(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 4000
	}
	decided := 0
	for i, g := range randomPositions(t, n, 24, 2) {
		frame := int(g.side)
		F := g.valid[frame] &^ g.occ[frame]
		G := g.valid[1-frame] &^ g.occ[1-frame]
		if vAnchors(F) == 0 {
			continue
		}
		w, ok := decide(F, G, vAnchors(G))
		if !ok {
			continue
		}
		decided++
		if want := bruteWin(g, map[[2]uint64]bool{}); w != want {
			t.Fatalf("#%d %d×%d %s: decide says win=%v, minimax %v (reserve %+v vs %+v)", i, g.rows, g.cols, g.Position(), w, want, reserveOf(F), reserveOf(G))
		}
	}
	if decided < n/10 {
		t.Errorf("the bounds decided only %d of %d positions", decided, n)
	}
	t.Logf("decided %d of %d", decided, n)
}

func ExampleGame_Solve() {
	g, _ := New(5, 5, Vertical)
	v, _ := g.Solve(-2, 2, nil)
	fmt.Println(v)
	// Output: -1
}

// TestSolveWindow checks the answers Solve gives without a search, and the
// winning move it returns.
func TestSolveWindow(t *testing.T) {
	g := newGame(t, "rows=4", "cols=4") // 1st: the side to move wins
	tests := []struct {
		alpha, beta int
		want        int
		move        bool
	}{
		{-2, 2, 1, true},
		{0, 1, 1, true},
		{-2, -1, -1, false}, // any value is >= -1: fail high at once
		{1, 2, 1, false},    // any value is <= 1: fail low at once
	}
	for _, tc := range tests {
		v, m := g.Solve(tc.alpha, tc.beta, nil)
		if v != tc.want || (m != position.NoMove) != tc.move {
			t.Errorf("Solve(%d, %d) = %d, %v; want %d with a move: %v", tc.alpha, tc.beta, v, m, tc.want, tc.move)
		}
		if m != position.NoMove {
			g.Make(m)
			if v, _ := g.Solve(-2, 2, nil); v != -1 {
				t.Errorf("after the winning move %s the opponent's value is %d", g.FormatMove(m), v)
			}
			g.Unmake()
		}
	}
}

// stopAfter is a Ticker that stops a solve after some nodes.
type stopAfter struct{ left int }

func (s *stopAfter) Tick(n int) bool {
	s.left -= n
	return s.left <= 0
}

// TestSolveStops checks that Solve gives up when its Ticker says so, stores
// nothing false, and proves the position later all the same.
func TestSolveStops(t *testing.T) {
	g := newGame(t, "rows=6", "cols=6")
	tk := &stopAfter{left: 10_000}
	if v, m := g.Solve(-2, 2, tk); v != 0 || m != position.NoMove {
		t.Errorf("a stopped Solve returned %d, %v", v, m)
	}
	if g.Nodes() < 10_000 || g.Nodes() > 20_000 {
		t.Errorf("the stopped Solve visited %d nodes", g.Nodes())
	}
	if v, _ := g.Solve(-2, 2, nil); v != 1 {
		t.Errorf("6x6 with Vertical first: %d, want 1 (1st)", v)
	}
}

// TestCanonicalKeys checks that the table key of a position is the key of
// its mirror images, and of its transpose with the other side to move on a
// square board, but not of an unrelated position.
func TestCanonicalKeys(t *testing.T) {
	tests := []struct {
		rows, cols int
		pos        string // Vertical to move
		same       []string
		other      []string
	}{
		{8, 8, "8/8/8/8/8/8/V7/V7 v",
			[]string{"8/8/8/8/8/8/7V/7V v", "V7/V7/8/8/8/8/8/8 v", "7V/7V/8/8/8/8/8/8 v", "8/8/8/8/8/8/8/HH6 h"},
			[]string{"8/8/8/8/8/V7/V7/8 v", "8/8/8/8/8/8/8/HH6 v"}},
		{3, 5, "5/V4/V4 v",
			[]string{"5/4V/4V v", "V4/V4/5 v", "4V/4V/5 v"},
			[]string{"V4/V4/5 h", "5/1V3/1V3 v"}},
	}
	key := func(g *Game) uint64 {
		s := g.solver()
		F, _ := g.frames()
		return s.canon(F, int(g.side))
	}
	for _, tc := range tests {
		settings := []string{fmt.Sprintf("rows=%d", tc.rows), fmt.Sprintf("cols=%d", tc.cols)}
		g := newGame(t, settings...)
		if err := g.SetPosition(tc.pos); err != nil {
			t.Fatal(err)
		}
		k := key(g)
		for _, p := range append(append([]string{}, tc.same...), tc.other...) {
			h := newGame(t, settings...)
			if err := h.SetPosition(p); err != nil {
				t.Fatal(err)
			}
			want := slices.Contains(tc.same, p)
			if got := key(h) == k; got != want {
				t.Errorf("%s and %s share a key: %v, want %v", tc.pos, p, got, want)
			}
		}
	}
}

// TestTable checks stores, lookups and replacement.
func TestTable(t *testing.T) {
	sh := &shared{logSize: 10}
	sh.alloc()
	for i := 1; i <= 200; i++ {
		sh.store(mix(uint64(i)), i%3 == 0, i%7)
	}
	for i := 1; i <= 200; i++ {
		if w, ok := sh.probe(mix(uint64(i))); !ok || w != (i%3 == 0) {
			t.Fatalf("key %d: %v %v, want %v true", i, w, ok, i%3 == 0)
		}
	}
	if _, ok := sh.probe(mix(12345)); ok {
		t.Error("an absent key was found")
	}
	// Storing a key again updates it in place.
	sh.store(mix(3), false, 5)
	if w, ok := sh.probe(mix(3)); !ok || w {
		t.Errorf("an updated entry reads %v %v", w, ok)
	}

	// In a table of two buckets, the entry that took the most work stays
	// while many cheap ones come and go.
	small := &shared{logSize: 1}
	small.alloc()
	big := mix(999)
	small.store(big, true, 40)
	for i := 1; i <= 100; i++ {
		small.store(mix(uint64(i)), false, 1+i%5)
	}
	if w, ok := small.probe(big); !ok || !w {
		t.Errorf("the entry with the most work was replaced: %v %v", w, ok)
	}
}

// TestConcurrentSolve solves boards from three goroutines at once, on
// clones that share the table, and checks the values against the outcome
// classes of outcomeClasses (exact_test.go); run it with -race.
func TestConcurrentSolve(t *testing.T) {
	boards := []struct {
		rows, cols int
		first      Side
		win        bool
	}{
		{4, 6, Vertical, true},    // 1st
		{5, 6, Vertical, false},   // H
		{5, 6, Horizontal, true},  // H
		{6, 5, Horizontal, false}, // V
		{5, 5, Horizontal, false}, // 2nd
	}
	for _, b := range boards {
		g, err := New(b.rows, b.cols, b.first)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		got := make([]int, 3)
		for j := range got {
			c := g.Clone().(*Game)
			wg.Go(func() { got[j], _ = c.Solve(-2, 2, nil) })
		}
		wg.Wait()
		for j, v := range got {
			if (v > 0) != b.win {
				t.Errorf("%dx%d %s first, goroutine %d: %d, want win=%v", b.rows, b.cols, b.first, j, v, b.win)
			}
		}
	}
}

// TestCredited checks credited, and the run helpers it uses, against a
// plain scan of the runs of free cells along each rank.
func TestCredited(t *testing.T) {
	slow := func(F, S uint64) uint64 {
		var out uint64
		for r := 0; r < 8; r++ {
			for f := 0; f < 8; {
				if F>>uint(sq(f, r))&1 == 0 {
					f++
					continue
				}
				start := f
				for f < 8 && F>>uint(sq(f, r))&1 != 0 {
					f++
				}
				count, at := 0, -1
				for k := start; k < f; k++ {
					if S>>uint(sq(k, r))&1 != 0 {
						count, at = count+1, k
					}
				}
				// The only cell of S in the run, and critical: the run
				// has an even length, or the cell an odd offset.
				if count == 1 && ((f-start)%2 == 0 || (at-start)%2 == 1) {
					out |= 1 << uint(sq(at, r))
				}
			}
		}
		return out
	}
	x := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < 50_000; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		y := x*0x2545f4914f6cdd1d + uint64(i)
		F := x | x>>3
		if i%3 == 0 {
			F = x
		}
		S := F & y & (y >> 5)
		if got, want := credited(F, S, critical(F)), slow(F, S); got != want {
			t.Fatalf("credited(%#x, %#x) = %#x, want %#x", F, S, got, want)
		}
	}
}
