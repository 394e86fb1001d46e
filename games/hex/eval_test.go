package hex

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// refDistances is a plain fixpoint of the two-distance definition, for
// comparison with the level-by-level computation: a cell next to edge e
// (directly or through a group of its owner) is at 1; another empty cell
// is 1 + the second smallest distance among its neighbours, where the
// liberties of an adjacent own group count as neighbours.
func refDistances(g *Game, e edge) []int {
	geo := g.geo
	own := uint8(e.owner()) + 1
	// group[i] lists the empty cells reachable from empty cell i through
	// own stones, and whether such a path touches the edge.
	nbs := make([][]int, geo.Cells)
	atEdge := make([]bool, geo.Cells)
	for i := range geo.Cells {
		if g.board[i] != 0 {
			continue
		}
		atEdge[i] = geo.OnEdge[i]&(1<<e) != 0
		seen := map[int]bool{i: true}
		stack := []int{i}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, y := range geo.Neighbors(x) {
				y := int(y)
				if seen[y] {
					continue
				}
				seen[y] = true
				switch g.board[y] {
				case 0:
					nbs[i] = append(nbs[i], y)
				case own:
					if geo.OnEdge[y]&(1<<e) != 0 {
						atEdge[i] = true
					}
					stack = append(stack, y)
				}
			}
		}
	}
	dist := make([]int, geo.Cells)
	for i := range dist {
		dist[i] = farAway
	}
	for changed := true; changed; {
		changed = false
		for i := range geo.Cells {
			if g.board[i] != 0 {
				continue
			}
			d := farAway
			if atEdge[i] {
				d = 1
			} else {
				var ds []int
				for _, y := range nbs[i] {
					ds = append(ds, dist[y])
				}
				slices.Sort(ds)
				if len(ds) >= 2 && ds[1] < farAway {
					d = ds[1] + 1
				}
			}
			if d < dist[i] {
				dist[i], changed = d, true
			}
		}
	}
	return dist
}

// TestTwoDistanceAgainstReference compares the two-distances with the
// plain fixpoint along random games of several sizes.
func TestTwoDistanceAgainstReference(t *testing.T) {
	for _, n := range []int{1, 2, 4, 7, 11} {
		t.Run(fmt.Sprintf("%dx%d", n, n), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(n), 3))
			for game := 0; game < 4; game++ {
				g := newGame(t, fmt.Sprint("size=", n))
				for ply := 0; ; ply++ {
					if over, _ := g.Outcome(); over {
						break
					}
					for s := red; s <= blue; s++ {
						g.potential(s)
						for _, e := range ownEdges[s] {
							want := refDistances(g, e)
							for i := range want {
								if g.board[i] == 0 && int(g.ev.dist[e][i]) != want[i] {
									t.Fatalf("%s distance of %s from %s is %d, want %d at %s",
										s, g.geo.Names[i], e, g.ev.dist[e][i], want[i], g.Position())
								}
							}
						}
					}
					moves := g.GenMoves(nil)
					g.Make(moves[rng.IntN(len(moves))])
				}
			}
		})
	}
}

func TestPotential(t *testing.T) {
	tests := []struct {
		name     string
		size     int
		pos      string // "" for the start
		red      int    // red's potential
		blue     int
		redWays  int // -1: not checked
		blueWays int
	}{
		// On an empty board a row-r cell is r+1 from the top and n-r from
		// the bottom; the last column's cells are one worse.
		{"empty 1x1", 1, "", 2, 2, 1, 1},
		{"empty 3x3", 3, "", 4, 4, 3, 3}, // b2, c1 and a3 for red
		{"empty 11x11", 11, "", 12, 12, -1, -1},
		// A red stone in the centre of 3×3: its liberties b1 and c1 are
		// on the top edge, so a3 and b3 reach the top in 2 and the bottom
		// in 1. Every blue path can be cut at one cell: no potential.
		{"red centre 3x3", 3, "3/1r1/3 b 1", 3, 2 * farAway, -1, -1},
		// A red chain one cell short of the bottom: b3 completes it (1
		// from each edge). Blue's only two-distance path runs through b3:
		// 1 from the left (a3's liberty) and 2 from the right.
		{"red one cell from the bottom", 3, "1rb/1r1/b2 r 4", 2, 3, 1, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, fmt.Sprint("size=", tc.size))
			if tc.pos != "" {
				if err := g.SetPosition(tc.pos); err != nil {
					t.Fatal(err)
				}
			}
			pr, wr := g.potential(red)
			pb, wb := g.potential(blue)
			if pr != tc.red || pb != tc.blue {
				t.Errorf("potentials red %d blue %d, want %d and %d", pr, pb, tc.red, tc.blue)
			}
			if tc.redWays >= 0 && (wr != tc.redWays || wb != tc.blueWays) {
				t.Errorf("ways red %d blue %d, want %d and %d", wr, wb, tc.redWays, tc.blueWays)
			}
		})
	}
}

// TestEvaluateSymmetry checks that the evaluation treats both sides alike:
// mirroring the board in the long diagonal and swapping the colours gives
// the same score for the side to move.
func TestEvaluateSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for game := 0; game < 10; game++ {
		g := newGame(t, "size=9")
		for ply := 0; ply < 30; ply++ {
			if over, _ := g.Outcome(); over {
				break
			}
			mirror := newGame(t, "size=9")
			mirror.ply = g.ply + 1 // the other side to move
			for i, v := range g.board {
				if v != 0 {
					mirror.addStone(1-color(v-1), g.geo.Mirror(i))
				}
			}
			mirror.rebuild()
			if a, b := g.Evaluate(), mirror.Evaluate(); a != b {
				t.Fatalf("Evaluate %d, mirrored %d at %s", a, b, g.Position())
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name string
		size int
		pos  string
		sign int // the sign of Evaluate for the side to move
	}{
		{"empty board is even", 11, "11/11/11/11/11/11/11/11/11/11/11 r 0", 0},
		{"red near a win, red to move", 5, "2r2/2r2/2r2/bb3/b4 r 6", 1},
		{"red near a win, blue to move", 5, "2r2/2r2/2r2/bb3/b3r b 7", -1},
		// d3 reaches the right edge through e2 or e3: a wall red cannot pass.
		{"blue walls red off", 5, "4r/5/bbbb1/5/rrr2 r 8", -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, fmt.Sprint("size=", tc.size))
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			e := g.Evaluate()
			if e > 0 && tc.sign <= 0 || e < 0 && tc.sign >= 0 || e == 0 && tc.sign != 0 {
				t.Errorf("Evaluate() = %d, want sign %d", e, tc.sign)
			}
		})
	}
}

func TestOrderHints(t *testing.T) {
	// Red threatens to finish its column at c4 or c5 area; the cells on
	// both sides' shortest paths come before a far corner.
	g := newGame(t, "size=5")
	if err := g.SetPosition("2r2/2r2/2r2/bb3/b4 r 6"); err != nil {
		t.Fatal(err)
	}
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	score := map[string]int32{}
	for i, m := range moves {
		score[g.FormatMove(m)] = scores[i]
	}
	if !(score["c4"] > score["e1"] && score["d4"] > score["e1"]) {
		t.Errorf("hints c4 %d d4 %d not above the corner e1 %d", score["c4"], score["d4"], score["e1"])
	}
}

// TestNoAllocations checks the hot path: GenMoves, Make, Unmake, Hash,
// Outcome, Evaluate and OrderHints allocate nothing once a game has
// evaluated once.
func TestNoAllocations(t *testing.T) {
	for _, settings := range [][]string{nil, {"eval=learned"}, {"swap=on", "connected=on", "size=9"}} {
		g := midGame(t, settings...)
		buf := make([]position.Move, 0, maxCells)
		scores := make([]int32, maxCells)
		g.Evaluate()
		allocs := testing.AllocsPerRun(20, func() {
			moves := g.GenMoves(buf[:0])
			g.OrderHints(moves, scores)
			for _, m := range moves[:min(len(moves), 8)] {
				g.Make(m)
				_ = g.Hash()
				_, _ = g.Outcome()
				_ = g.Evaluate()
				_ = g.CountMoves()
				g.Unmake()
			}
		})
		if allocs != 0 {
			t.Errorf("%v: %v allocations per run", settings, allocs)
		}
	}
	// Swap as well.
	g := newGame(t, "swap=on")
	play(t, g, "c3")
	swap, _ := g.ParseMove("swap")
	if allocs := testing.AllocsPerRun(20, func() { g.Make(swap); g.Unmake() }); allocs != 0 {
		t.Errorf("swap: %v allocations per run", allocs)
	}
}

// midGame is a game of 40 random plies from a fixed seed, not finished.
func midGame(t testing.TB, settings ...string) *Game {
	rng := rand.New(rand.NewPCG(40, 40))
	for {
		g := newGame(t, settings...)
		for ply := 0; ply < 40; ply++ {
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
		if over, _ := g.Outcome(); !over {
			return g
		}
	}
}

// TestEvaluateCache checks that the evaluation reused for an unchanged
// position is the one a fresh computation gives, along a game with
// Make and Unmake in between.
func TestEvaluateCache(t *testing.T) {
	g := newGame(t, "size=7")
	rng := rand.New(rand.NewPCG(9, 9))
	for {
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			break
		}
		first := g.Evaluate()
		m := moves[rng.IntN(len(moves))]
		g.Make(m)
		if over, _ := g.Outcome(); !over {
			g.Evaluate()
		}
		g.Unmake()
		if again := g.Evaluate(); again != first {
			t.Fatalf("cached Evaluate %d after Make/Unmake, first %d at %s", again, first, g.Position())
		}
		g.ev.valid = false
		if fresh := g.Evaluate(); fresh != first {
			t.Fatalf("fresh Evaluate %d, cached %d at %s", fresh, first, g.Position())
		}
		g.Make(m)
	}
}
