package search

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/tabla-games/tabla/position"
)

func TestNextKomi(t *testing.T) {
	const step, most = 100, 2000
	tests := []struct {
		komi, run  int
		rate       float64
		want, run2 int
	}{
		{0, 0, 0.95, 100, 1},    // far ahead: raise a step
		{100, 1, 0.95, 300, 2},  // again: two steps
		{300, 2, 0.81, 700, 3},  // four
		{700, 3, 0.9, 1500, 4},  // eight
		{1500, 4, 0.9, 2000, 5}, // eight at most, and up to most
		{2000, 5, 0.99, 2000, 0},
		{300, 2, 0.8, 300, 0},  // in the band: keep, and the run ends
		{300, -2, 0.6, 300, 0}, // the same going down
		{300, 0, 0.45, 300, 0},
		{300, 0, 0.44, 200, -1},  // below: lower a step
		{300, -1, 0.3, 100, -2},  // again: two
		{1500, 3, 0.2, 1400, -1}, // a turn starts again at one step
		{200, -2, 0.3, 0, -3},    // down to 0, not below
		{0, 0, 0.1, 0, 0},        // never a bonus for the side behind
		{0, -3, 0.1, 0, 0},
		{400, -1, 0.9, 500, 1}, // a turn upwards
	}
	for _, tc := range tests {
		k, run := nextKomi(tc.komi, tc.run, tc.rate, step, most)
		if k != tc.want || run != tc.run2 {
			t.Errorf("nextKomi(%d, %d, %.2f) = %d, %d, want %d, %d", tc.komi, tc.run, tc.rate, k, run, tc.want, tc.run2)
		}
	}
}

func TestHalfPoints(t *testing.T) {
	tests := []struct {
		score, from, side int
		want              uint64
	}{
		{1, 0, 0, 2}, {1, 1, 0, 0}, {-1, 0, 0, 0}, {-1, 1, 0, 2},
		{1, 1, 1, 2}, {-1, 0, 1, 2}, {0, 0, 1, 1}, {0, 1, 1, 1},
	}
	for _, tc := range tests {
		if got := halfPoints(tc.score, tc.from, tc.side); got != tc.want {
			t.Errorf("halfPoints(%d, %d, %d) = %d, want %d", tc.score, tc.from, tc.side, got, tc.want)
		}
	}
}

// komiLog records every extra komi a search tells the clones of a
// leadGame, in order.
type komiLog struct {
	mu  sync.Mutex
	set []int // the komi against the first player (negative: against the second)
}

func (l *komiLog) values() []int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]int(nil), l.set...)
}

// leadGame is a long nim whose playouts do not play: the first player
// ends lead points (of 100) ahead, give or take 3 points at random,
// less the extra komi set against it, in the way of a margin game whose
// side ahead wins every playout. step 0 asks for no dynamic komi.
type leadGame struct {
	*nim
	lead, step int
	komi       int // against the first player
	log        *komiLog
}

func newLeadGame(lead, step int) *leadGame {
	return &leadGame{nim: newNim(100_000, 3), lead: lead, step: step, log: &komiLog{}}
}

func (g *leadGame) Clone() position.Game {
	c := *g
	c.nim = g.nim.Clone().(*nim)
	return &c
}

func (g *leadGame) Playout(rng *rand.Rand, trace *position.Trace) int {
	m := g.lead*100 + rng.IntN(601) - 300 - g.komi
	if g.side == 1 {
		return -m
	}
	return m
}

func (g *leadGame) KomiStep() (step, most int) { return g.step, 50 * g.step }

func (g *leadGame) SetPlayoutKomi(side, komi int) {
	if side == 1 {
		komi = -komi
	}
	g.komi = komi
	g.log.mu.Lock()
	g.log.set = append(g.log.set, komi)
	g.log.mu.Unlock()
}

// TestMCTSDynamicKomi: with a Komier game, the search raises the extra
// komi against the root's side while it wins nearly every playout, up
// to about its lead, and never sets one when that side is behind or
// when the game asks for none; each search starts again from 0 and moves
// it by whole steps, at most 1<<komiMaxShift of them at a time.
func TestMCTSDynamicKomi(t *testing.T) {
	tests := []struct {
		lead, step, side int
		lo, hi           int // the final komi against the root's side
	}{
		{10, 100, 0, 700, 1100},
		{10, 100, 1, 0, 0},       // the side to move is behind
		{-10, 100, 1, 700, 1100}, // White to move, 10 points ahead
		{-10, 100, 0, 0, 0},
		{10, 0, 0, 0, 0}, // dynamic komi off
		{40, 500, 0, 3000, 4500},
	}
	for _, tc := range tests {
		for _, threads := range []int{1, 2} {
			t.Run(fmt.Sprintf("lead=%d/step=%d/side=%d/threads=%d", tc.lead, tc.step, tc.side, threads), func(t *testing.T) {
				g := newLeadGame(tc.lead, tc.step)
				if tc.side == 1 {
					g.Make(1)
				}
				e := newMCTSEngine(threads, 4)
				for search := range 2 {
					g.log.mu.Lock()
					g.log.set = nil
					g.log.mu.Unlock()
					e.Search(g, Limits{Nodes: 5000}, nil)
					if g.komi != 0 {
						t.Fatalf("the search set a komi of %d on the caller's game", g.komi)
					}
					set := g.log.values()
					last, against := 0, 0
					for i, k := range set {
						if tc.side == 1 {
							k = -k
						}
						if k < 0 {
							t.Fatalf("search %d: a komi of %d for the root's side", search, -k)
						}
						if d := k - last; threads == 1 && i >= 1 && (d%tc.step != 0 || d > tc.step<<komiMaxShift || d < -tc.step<<komiMaxShift) {
							t.Fatalf("search %d: the komi moved from %d to %d", search, last, k)
						}
						if i < threads && k != 0 {
							t.Fatalf("search %d: clone %d started at komi %d, not 0", search, i, k)
						}
						last, against = k, k
					}
					if against < tc.lo || against > tc.hi {
						t.Errorf("search %d: final komi %d against the root's side, want %d..%d (%v)", search, against, tc.lo, tc.hi, set)
					}
				}
			})
		}
	}
}
