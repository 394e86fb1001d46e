package all_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// stopBound is how long a search may take to return after Stop: a few
// milliseconds are usual, the rest is room for a loaded machine.
const stopBound = 100 * time.Millisecond

// randomPosition plays plies random moves from g's start, stopping short
// of the game's end.
func randomPosition(g position.Game, rng *rand.Rand, plies int) {
	for range plies {
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			return
		}
		g.Make(moves[rng.IntN(len(moves))])
		if over, _ := g.Outcome(); over {
			g.Unmake()
			return
		}
	}
}

// TestMCTSEveryGame searches every game under MCTS, from the start and
// from random positions 5 to 30 plies in: a short movetime search and an
// infinite one stopped after 20 ms must both return a legal move, the
// second promptly.
func TestMCTSEveryGame(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for _, info := range position.Games() {
		t.Run(info.ID, func(t *testing.T) {
			e := search.New(search.Options{Threads: 2, HashMB: 8, Search: search.MCTS, MoveOverhead: 0})
			for i, plies := range []int{0, 5 + rng.IntN(26), 5 + rng.IntN(26)} {
				g, _, err := position.NewGame(info.ID)
				if err != nil {
					t.Fatal(err)
				}
				randomPosition(g, rng, plies)
				if over, _ := g.Outcome(); over {
					continue
				}
				moves := g.GenMoves(nil)
				res := e.Search(g, search.Limits{MoveTime: 15 * time.Millisecond}, nil)
				if !slices.Contains(moves, res.Best) {
					t.Fatalf("position %d (%s): movetime search's best move %d is not legal", i, g.Position(), res.Best)
				}
				e.Start(g, search.Limits{Infinite: true}, nil)
				time.Sleep(20 * time.Millisecond)
				start := time.Now()
				cpuAt, cpuOK := cpuTime()
				e.Stop()
				res = e.Wait()
				d, busy := time.Since(start), time.Duration(0)
				if cpu, ok := cpuTime(); ok && cpuOK {
					busy = cpu - cpuAt
				} else {
					busy = d
				}
				// Late only if it also worked late: on a machine too busy
				// to run it a search is late without working late.
				if d > stopBound && busy > stopBound {
					t.Errorf("position %d (%s): returned %v (%v of processor time) after Stop", i, g.Position(), d, busy)
				}
				if !slices.Contains(moves, res.Best) {
					t.Fatalf("position %d (%s): stopped search's best move %d is not legal", i, g.Position(), res.Best)
				}
			}
		})
	}
}

// BenchmarkMCTS measures whole Monte Carlo tree searches of the start
// position of the games that MCTS is meant for, in playouts per second
// and allocations per playout (generic playouts for Go and Amazons, the
// game's own for Hex).
func BenchmarkMCTS(b *testing.B) {
	benches := []struct {
		name     string
		game     string
		settings []string
		playouts uint64
	}{
		{"hex11", "hex", []string{"size=11"}, 20000},
		{"go9", "go", []string{"rules=standard", "size=9"}, 5000},
		{"go19", "go", []string{"rules=standard", "size=19"}, 500},
		{"amazons", "amazons", nil, 2000},
	}
	for _, bc := range benches {
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/threads=%d", bc.name, threads), func(b *testing.B) {
				g, _, err := position.NewGame(bc.game, bc.settings...)
				if err != nil {
					b.Fatal(err)
				}
				e := search.New(search.Options{Threads: threads, HashMB: 64, Search: search.MCTS})
				lim := search.Limits{Nodes: bc.playouts}
				e.Search(g, lim, nil) // grow every buffer once
				var n uint64
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				mallocs := ms.Mallocs
				for b.Loop() {
					e.Clear()
					n += e.Search(g, lim, nil).Nodes
				}
				b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "playouts/s")
				runtime.ReadMemStats(&ms)
				b.ReportMetric(float64(ms.Mallocs-mallocs)/float64(n), "allocs/playout")
			})
		}
	}
}

// BenchmarkMCTSPlayout measures Monte Carlo tree search in Go from the
// empty board, one thread, the default 64 MiB: an op is one playout in
// the tree (descent, expansion with the priors, the playout, the
// backup), and each round is one search of b.N playouts after a search
// that grew every buffer, so allocs/op is what a playout allocates (the
// search's own few allocations spread over b.N; run it with -benchtime
// 5000x or more). playouts/cpu-s is the rate in processor time, which a
// loaded machine changes less than the wall-clock rate. go9 and go19 run
// the default, learned priors; go9-hand and go19-hand the hand-written
// ones (priors=hand); go9-lshapes and go19-lshapes the learned priors
// and the playouts' learned shapes (playout=learned); go9-dynkomi the
// default with dynamic komi (dynkomi=adaptive).
func BenchmarkMCTSPlayout(b *testing.B) {
	for _, tc := range []struct {
		size                     int
		priors, playout, dynkomi string
	}{{9, "learned", "hand", "off"}, {19, "learned", "hand", "off"}, {9, "hand", "hand", "off"}, {19, "hand", "hand", "off"},
		{9, "learned", "learned", "off"}, {19, "learned", "learned", "off"}, {9, "learned", "hand", "adaptive"}} {
		size := tc.size
		name := fmt.Sprintf("go%d", size)
		if tc.priors != "learned" {
			name += "-" + tc.priors
		}
		if tc.playout != "hand" {
			name += "-lshapes"
		}
		if tc.dynkomi != "off" {
			name += "-dynkomi"
		}
		b.Run(name, func(b *testing.B) {
			g, _, err := position.NewGame("go", "rules=standard", fmt.Sprintf("size=%d", size), "priors="+tc.priors, "playout="+tc.playout, "dynkomi="+tc.dynkomi)
			if err != nil {
				b.Fatal(err)
			}
			e := search.New(search.Options{Threads: 1, HashMB: 64, Search: search.MCTS})
			e.Search(g, search.Limits{Nodes: 2000}, nil) // grow every buffer once
			e.Clear()
			cpu, cpuOK := cpuTime()
			b.ReportAllocs()
			b.ResetTimer()
			n := e.Search(g, search.Limits{Nodes: uint64(b.N)}, nil).Nodes
			b.StopTimer()
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "playouts/s")
			if end, ok := cpuTime(); ok && cpuOK && end > cpu {
				b.ReportMetric(float64(n)/(end-cpu).Seconds(), "playouts/cpu-s")
			}
		})
	}
}

// TestMCTSSolvesEndings checks MCTS-Solver against alpha-beta on every
// game, from positions a few plies before the end of random games that
// alpha-beta solves within a node budget: a result that MCTS proves must
// be alpha-beta's (win, draw or loss for the side to move), and a win or
// loss that alpha-beta finds by search among few moves must be proven
// within the playouts. Positions that alpha-beta cannot solve are skipped; most
// games must give some.
func TestMCTSSolvesEndings(t *testing.T) {
	const (
		abNodes   = 50_000
		mctsNodes = 20_000
	)
	games, plies := 3, []int{1, 2, 3}
	if testing.Short() {
		games, plies = 2, []int{1, 3}
	}
	rng := rand.New(rand.NewPCG(3, 5))
	ab := search.New(search.Options{Threads: 1, HashMB: 16, Search: search.AlphaBeta})
	mc := search.New(search.Options{Threads: 1, HashMB: 16, Search: search.MCTS})
	outcome := func(s search.Score) int {
		switch {
		case s > 0:
			return 1
		case s < 0:
			return -1
		}
		return 0
	}
	covered := 0
	for _, info := range position.Games() {
		t.Run(info.ID, func(t *testing.T) {
			checked := 0
			for range games {
				g, _, err := position.NewGame(info.ID)
				if err != nil {
					t.Fatal(err)
				}
				var line []position.Move
				for len(line) < 2000 {
					if over, _ := g.Outcome(); over {
						break
					}
					moves := g.GenMoves(nil)
					m := moves[rng.IntN(len(moves))]
					g.Make(m)
					line = append(line, m)
				}
				for _, back := range plies {
					if back > len(line) {
						continue
					}
					h, _, _ := position.NewGame(info.ID)
					for _, m := range line[:len(line)-back] {
						h.Make(m)
					}
					if over, _ := h.Outcome(); over {
						continue
					}
					ab.Clear()
					want := ab.Search(h, search.Limits{Nodes: abNodes}, nil)
					if !want.Solved {
						continue
					}
					mc.Clear()
					got := mc.Search(h, search.Limits{Nodes: mctsNodes}, nil)
					if !got.Solved {
						// A won or lost ending that alpha-beta reaches by
						// search must be proven where the moves are few.
						// Draws by repetition or move limits, margins,
						// wins that a game's Solver proves deep down, and
						// wide positions (Nex) may take longer.
						_, deep := h.(position.Solver)
						if few := len(h.GenMoves(nil)) <= 32; want.Score.IsMate() && !deep && few {
							t.Errorf("%s: alpha-beta solves it (%v), MCTS does not within %d playouts (%v)", h.Position(), want.Score, mctsNodes, got.Score)
						}
						continue
					}
					if outcome(got.Score) != outcome(want.Score) {
						t.Errorf("%s: MCTS proves %v, alpha-beta %v", h.Position(), got.Score, want.Score)
					}
					checked++
				}
			}
			if checked > 0 {
				covered++
			}
			t.Logf("%d solved positions checked", checked)
		})
	}
	if covered < len(position.Games())/2 {
		t.Errorf("only %d of %d games gave a solved position to check", covered, len(position.Games()))
	}
}

// TestMCTSGoDynamicKomi searches the empty 9×9 Go board with a komi of
// 40 points for Black, who is to move and has won by far, with and
// without dynamic komi (option dynkomi): with it the playouts count an
// extra komi against Black, so the root's win rate, and the score
// reported from it, come down from near certainty towards the band the
// search keeps it in, while the caller's game, its rules and its outcome
// stay as they were. One thread: the searches are deterministic.
func TestMCTSGoDynamicKomi(t *testing.T) {
	scores := map[string]search.Score{}
	for _, dk := range []string{"off", "adaptive"} {
		g, _, err := position.NewGame("go", "rules=standard", "komi=-40", "dynkomi="+dk)
		if err != nil {
			t.Fatal(err)
		}
		pos, eval := g.Position(), g.Evaluate()
		e := search.New(search.Options{Threads: 1, HashMB: 16, Search: search.MCTS})
		res := e.Search(g, search.Limits{Nodes: 4000}, nil)
		if g.Position() != pos || g.Evaluate() != eval {
			t.Fatalf("dynkomi=%s: the search changed the game: %s, evaluation %d, was %d", dk, g.Position(), g.Evaluate(), eval)
		}
		if !slices.Contains(g.GenMoves(nil), res.Best) {
			t.Fatalf("dynkomi=%s: best move %d is not legal", dk, res.Best)
		}
		scores[dk] = res.Score
		t.Logf("dynkomi=%s: score %d", dk, res.Score)
	}
	if off, on := scores["off"], scores["adaptive"]; off < search.WinRateScore(0.92) || on > search.WinRateScore(0.9) {
		t.Errorf("score %d without dynamic komi, %d with it: want above %d and below %d",
			off, on, search.WinRateScore(0.92), search.WinRateScore(0.9))
	}
}
