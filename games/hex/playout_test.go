package hex

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

var _ position.Playouter = (*Game)(nil)

// TestPlayout: a playout leaves the position as it was, records every
// placement with its side, and its result is the one that playing the
// same moves through Make and Outcome gives.
func TestPlayout(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		plies    int
	}{
		{"11 start", nil, 0},
		{"11 mid-game", nil, 30},
		{"9 swap available", []string{"size=9", "swap=on"}, 1},
		{"5 late", []string{"size=5"}, 14},
		{"1x1", []string{"size=1"}, 0},
		{"19 mid-game", []string{"size=19"}, 50},
		{"7 connected", []string{"size=7", "connected=on"}, 6},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(tc.plies)))
			for try := range 20 {
				g := newGame(t, tc.settings...)
				for range tc.plies {
					if over, _ := g.Outcome(); over {
						break
					}
					moves := g.GenMoves(nil)
					g.Make(moves[rng.IntN(len(moves))])
				}
				if over, _ := g.Outcome(); over {
					continue
				}
				hash, pos := g.Hash(), g.Position()
				var trace position.Trace
				got := g.Playout(rng, &trace)
				if g.Hash() != hash || g.Position() != pos {
					t.Fatalf("try %d: the playout changed the position to %s", try, g.Position())
				}
				want := replay(t, g, &trace)
				if got != want {
					t.Fatalf("try %d from %s: playout %d, replaying its moves %d", try, pos, got, want)
				}
				if g.Hash() != hash {
					t.Fatal("replay changed the position")
				}
			}
		})
	}
}

// replay plays the trace through Make until the game ends and returns
// Outcome's result for the side to move at the start.
func replay(t *testing.T, g *Game, trace *position.Trace) int {
	t.Helper()
	start := g.ToMove()
	made := 0
	defer func() {
		for ; made > 0; made-- {
			g.Unmake()
		}
	}()
	for i, m := range trace.Moves {
		if over, _ := g.Outcome(); over {
			break
		}
		if int(trace.Sides[i]) != g.ToMove() {
			t.Fatalf("move %d of the trace by side %d, but side %d is to move", i, trace.Sides[i], g.ToMove())
		}
		if !legal(g, m) {
			t.Fatalf("move %d of the trace (%s) is not legal", i, g.FormatMove(m))
		}
		g.Make(m)
		made++
	}
	over, s := g.Outcome()
	if !over {
		if !g.connected {
			t.Fatalf("the trace's %d moves do not end the game", len(trace.Moves))
		}
		return 0
	}
	if g.ToMove() != start {
		s = -s
	}
	return s
}

func legal(g *Game, m position.Move) bool {
	for _, x := range g.GenMoves(nil) {
		if x == m {
			return true
		}
	}
	return false
}

// TestPlayoutAllocs: after the first, playouts allocate nothing.
func TestPlayoutAllocs(t *testing.T) {
	for _, settings := range [][]string{nil, {"size=7", "connected=on"}} {
		g := newGame(t, settings...)
		rng := rand.New(rand.NewPCG(2, 3))
		trace := position.Trace{Moves: make([]position.Move, 0, 1024), Sides: make([]uint8, 0, 1024)}
		g.Playout(rng, &trace)
		if a := testing.AllocsPerRun(100, func() {
			trace.Reset()
			g.Playout(rng, &trace)
		}); a != 0 {
			t.Errorf("%v: %.1f allocations a playout", settings, a)
		}
	}
}

// BenchmarkPlayout measures playouts from the start and from a mid-game.
func BenchmarkPlayout(b *testing.B) {
	for _, size := range []int{11, 19} {
		for _, mid := range []bool{false, true} {
			b.Run(fmt.Sprintf("size=%d/mid=%v", size, mid), func(b *testing.B) {
				g := newGame(b, fmt.Sprintf("size=%d", size))
				if mid {
					g = midGame(b, fmt.Sprintf("size=%d", size))
				}
				rng := rand.New(rand.NewPCG(5, 6))
				var trace position.Trace
				b.ReportAllocs()
				for b.Loop() {
					trace.Reset()
					g.Playout(rng, &trace)
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
			})
		}
	}
}
