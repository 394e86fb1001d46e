package nex

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// refDistances computes a colour's distance from edge e to every cell by
// a plain Dijkstra over the cells (own stones cost 0, empty and neutral
// cells 1, the opponent's are walls), for comparison with the bitboard
// levels of reach.
func refDistances(g *Game, c color, e int) []int {
	const inf = 1 << 20
	dist := make([]int, cells)
	cost := func(i int) int {
		switch g.board[i] {
		case stoneOf(c):
			return 0
		case stoneOf(1 - c):
			return inf
		}
		return 1
	}
	for i := range dist {
		dist[i] = inf
		if edgeMask[c][e].Has(i) && cost(i) < inf {
			dist[i] = cost(i)
		}
	}
	for changed := true; changed; {
		changed = false
		for i := range cells {
			if cost(i) == inf {
				continue
			}
			for _, j := range neighbors(i) {
				if d := dist[j] + cost(i); dist[j] < inf && d < dist[i] {
					dist[i], changed = d, true
				}
			}
		}
	}
	return dist
}

// TestDistancesAgainstReference checks the distances and the cells on the
// shortest paths along random games: a cell is on one exactly when its
// distances from both edges add up to the shortest path plus its own
// cost.
func TestDistancesAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 7))
	for game := range 4 {
		g := newGame(t)
		for ply := 0; ; ply++ {
			if over, _ := g.Outcome(); over {
				break
			}
			ev := g.distances()
			for c := blue; c <= pink; c++ {
				a, b := refDistances(g, c, 0), refDistances(g, c, 1)
				want := blocked
				for i := range cells {
					if edgeMask[c][1].Has(i) {
						want = min(want, a[i])
					}
				}
				if want >= 1<<20 {
					want = blocked
				}
				if ev.dist[c] != want {
					t.Fatalf("game %d ply %d: %s distance %d, want %d at %s", game, ply, c, ev.dist[c], want, g.Position())
				}
				for i := range cells {
					st := g.board[i]
					onPath := (st == empty || st == neutralStone) && want < blocked && a[i]+b[i]-1 == want
					if ev.path[c].Has(i) != onPath {
						t.Fatalf("game %d ply %d: %s path has %s = %v, want %v at %s", game, ply, c, names[i], ev.path[c].Has(i), onPath, g.Position())
					}
				}
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}

func TestDistances(t *testing.T) {
	tests := []struct {
		name               string
		pos                string
		blue, pink         int // distances
		blueWays, pinkWays int // -1: not checked
		bluePath, pinkPath []string
	}{
		// Every cell of the empty board is on a shortest path of 11.
		{"empty", startPos, 11, 11, 121, 121, nil, nil},
		// Blue needs e11 or f11. Pink must cross the f column at f11:
		// a11-f11, g11, then h10 and i10-k10 or the like.
		{"blue joins", posBlueJoins, 1, 10, 2, -1, []string{"e11", "f11"}, nil},
		// The neutral f6 is Blue's only gap, and Pink's way through.
		{"neutral cut", posNeutralCut, 1, 10, 1, -1, []string{"f6"}, nil},
		// Pink's row 6 needs k5 or k6; Blue crosses it at k6.
		{"pink wins next", posPinkWins, 10, 1, -1, 2, nil, []string{"k5", "k6"}},
		// Only a finished game can leave a colour without a path: the
		// cells the opponent's chain does not hold never join its edges.
		{"pink blocked after blue won", "B9N/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P7N/B1P7N p 1", 0, blocked, 0, 0, nil, []string{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := load(t, tc.pos).distances()
			if ev.dist != [2]int{tc.blue, tc.pink} {
				t.Errorf("distances %v, want [%d %d]", ev.dist, tc.blue, tc.pink)
			}
			if tc.blueWays >= 0 && ev.ways[blue] != tc.blueWays || tc.pinkWays >= 0 && ev.ways[pink] != tc.pinkWays {
				t.Errorf("ways %v, want [%d %d]", ev.ways, tc.blueWays, tc.pinkWays)
			}
			for c, want := range [][]string{tc.bluePath, tc.pinkPath} {
				if want == nil {
					continue
				}
				var got []string
				for p := ev.path[c]; !p.Empty(); {
					got = append(got, names[p.PopFirst()])
				}
				slices.Sort(got)
				if !slices.Equal(got, want) && len(got)+len(want) > 0 {
					t.Errorf("%s path %v, want %v", color(c), got, want)
				}
			}
		})
	}
}

// TestEvaluateSymmetry checks that the evaluation treats both colours
// alike: reflecting the board in the a1-k11 diagonal, which turns rows
// into columns, and exchanging the colours and the side to move gives the
// same score.
func TestEvaluateSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for range 4 {
		g := newGame(t)
		for ply := 0; ply < 60; ply++ {
			if over, _ := g.Outcome(); over {
				break
			}
			m := New()
			m.side = 1 - g.side
			for i, st := range g.board {
				j := i%size*size + i/size
				switch st {
				case blueStone:
					m.set(j, pinkStone)
				case pinkStone:
					m.set(j, blueStone)
				case neutralStone:
					m.set(j, neutralStone)
				}
			}
			m.rebuild()
			if a, b := g.Evaluate(), m.Evaluate(); a != b {
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
		pos  string
		want int
	}{
		{"empty board: the tempo", startPos, tempo},
		// Blue 1 from joining, Pink 10: 9 pawns and the tempo, plus 4
		// for each of Blue's two ways less Pink's (capped) 16.
		{"blue joins, blue to move", posBlueJoins, 9*distWeight + tempo + waysWeight*(2-maxWays)},
		{"pink's mirror of it", posPinkWins, 9*distWeight + tempo + waysWeight*(2-maxWays)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := load(t, tc.pos).Evaluate(); got != tc.want {
				t.Errorf("Evaluate() = %d, want %d", got, tc.want)
			}
		})
	}
}

func TestOrderHints(t *testing.T) {
	g := load(t, posConversion)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	score := map[string]int32{}
	for i, m := range moves {
		score[g.FormatMove(m)] = scores[i]
	}
	// e11 and f11 complete Blue's chain; b2,f11/a5 too; a1 is far away.
	if !(score["e11/a1"] > score["a1/e11"] && score["b2,f11/a5"] > score["a1/e11"]) {
		t.Errorf("hints e11/a1 %d, b2,f11/a5 %d, a1/e11 %d", score["e11/a1"], score["b2,f11/a5"], score["a1/e11"])
	}
}

// TestEvaluateCache checks that the evaluation reused for an unchanged
// position is the one a fresh computation gives, along a game with Make
// and Unmake in between.
func TestEvaluateCache(t *testing.T) {
	g := newGame(t)
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
