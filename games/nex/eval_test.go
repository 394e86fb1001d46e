package nex

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// refTwoDistances computes colour c's two-distances from edge e, in half
// cells, by plain relaxation over the cells and groups until nothing
// changes: an edge cell costs its own cost, another empty or neutral
// cell its own cost plus the second smallest value among its
// neighbours, an adjacent group counting twice at its own value; a group
// is 0 if it touches the edge, else the second smallest distance of its
// liberties. It returns the cells' distances and each stone's group's.
func refTwoDistances(g *Game, c color, e int) []int {
	const inf = farAway
	own, opp := stoneOf(c), stoneOf(1-c)
	cost := func(i int) int {
		if g.board[i] == neutralStone {
			return neutralCost
		}
		return emptyCost
	}
	// The groups by flood fill, independent of the union-find.
	groupOf := make([]int, cells)
	var members [][]int
	for i := range groupOf {
		groupOf[i] = -1
	}
	for i := range cells {
		if g.board[i] != own || groupOf[i] >= 0 {
			continue
		}
		k := len(members)
		stack, list := []int{i}, []int{}
		groupOf[i] = k
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			list = append(list, x)
			for _, y := range neighbors(x) {
				if g.board[y] == own && groupOf[y] < 0 {
					groupOf[y] = k
					stack = append(stack, int(y))
				}
			}
		}
		members = append(members, list)
	}
	gdist := make([]int, len(members))
	for k, list := range members {
		gdist[k] = inf
		for _, x := range list {
			if edgeMask[c][e].Has(x) {
				gdist[k] = 0
			}
		}
	}
	dist := make([]int, cells)
	for i := range dist {
		dist[i] = inf
	}
	second := func(vals []int) int {
		slices.Sort(vals)
		if len(vals) < 2 {
			return inf
		}
		return vals[1]
	}
	for changed := true; changed; {
		changed = false
		for i := range cells {
			if g.board[i] == own || g.board[i] == opp {
				continue
			}
			var vals []int
			seen := map[int]bool{}
			for _, j := range neighbors(i) {
				switch g.board[j] {
				case own:
					if k := groupOf[j]; !seen[k] {
						seen[k] = true
						vals = append(vals, gdist[k], gdist[k])
					}
				case opp:
				default:
					vals = append(vals, dist[j])
				}
			}
			d := second(vals)
			if edgeMask[c][e].Has(i) {
				d = 0
			}
			if d < inf && d+cost(i) < dist[i] {
				dist[i], changed = d+cost(i), true
			}
		}
		for k, list := range members {
			libs := map[int]bool{}
			for _, x := range list {
				for _, y := range neighbors(x) {
					if b := g.board[y]; b != own && b != opp {
						libs[int(y)] = true
					}
				}
			}
			var vals []int
			for y := range libs {
				vals = append(vals, dist[y])
			}
			if d := second(vals); d < gdist[k] {
				gdist[k], changed = d, true
			}
		}
	}
	for i, k := range groupOf {
		if k >= 0 {
			dist[i] = gdist[k]
		}
	}
	return dist
}

// refPotential is a colour's potential and ways from refTwoDistances.
func refPotential(g *Game, c color) (pot, ways int) {
	a, b := refTwoDistances(g, c, 0), refTwoDistances(g, c, 1)
	pot = farAway
	for i := range cells {
		if a[i] >= farAway || b[i] >= farAway || g.board[i] == stoneOf(1-c) {
			continue
		}
		p := a[i] + b[i]
		switch g.board[i] {
		case empty:
			p -= emptyCost
		case neutralStone:
			p -= neutralCost
		}
		counts := g.board[i] != stoneOf(c)
		switch {
		case p < pot:
			pot, ways = p, 0
			if counts {
				ways = 1
			}
		case p == pot && counts:
			ways++
		}
	}
	if pot >= farAway {
		return blocked, 0
	}
	return pot, ways
}

// TestPotentialsAgainstReference checks the bitboard two-distances along
// random games against the plain relaxation: the potentials, the ways,
// and the distance of every cell the search went through (it stops at
// the potential, leaving farther cells unknown).
func TestPotentialsAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 7))
	games := 6
	if testing.Short() {
		games = 2
	}
	for game := range games {
		g := newGame(t)
		for ply := 0; ; ply++ {
			if over, _ := g.Outcome(); over {
				break
			}
			for _, all := range []bool{false, true} {
				if g.ev != nil {
					g.ev.valid = false
				}
				checkPotentials(t, g, all, game, ply)
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}

// checkPotentials compares the potentials and distances of g with the
// reference's; with all, every cell's distance must be the reference's.
func checkPotentials(t *testing.T, g *Game, all bool, game, ply int) {
	t.Helper()
	ev := g.potentials(all)
	for c := blue; c <= pink; c++ {
		pot, ways := refPotential(g, c)
		if int(ev.pot[c]) != pot || ev.ways[c] != ways {
			t.Fatalf("game %d ply %d: %s potential %d ways %d, want %d and %d at %s", game, ply, c, ev.pot[c], ev.ways[c], pot, ways, g.Position())
		}
		for e := range 2 {
			ref := refTwoDistances(g, c, e)
			for i := range cells {
				if st := g.board[i]; st == empty || st == neutralStone {
					if d := int(ev.dist[c][e][i]); d != ref[i] && (all || d != farAway || ref[i] <= pot) {
						t.Fatalf("game %d ply %d: %s distance of %s from edge %d is %d, want %d at %s", game, ply, c, names[i], e, d, ref[i], g.Position())
					}
				}
			}
		}
	}
}

func TestPotentials(t *testing.T) {
	tests := []struct {
		name      string
		pos       string
		pot, ways [2]int // blue's and pink's
	}{
		// Every row costs 2 half cells; the two-distance of a cell in
		// column k grows from row 2 on (one neighbour below), that of a
		// cell in column a towards row 11, so 11 cells attain 22.
		{"empty", startPos, [2]int{22, 22}, [2]int{11, 11}},
		// A blue stone in the middle saves Blue one empty cell and makes
		// Pink go round it, with many cells to do it.
		{"blue centre stone", posCentre, [2]int{20, 24}, [2]int{6, 19}},
		// Blue needs e11 or f11 (2 half cells, 2 ways); Pink's only way
		// is through the f11-g11 gap, which Blue can close: no
		// two-distance path.
		{"blue joins", posBlueJoins, [2]int{2, blocked}, [2]int{2, 0}},
		// The neutral f6 is Blue's only gap: 3 half cells.
		{"neutral cut", posNeutralCut, [2]int{3, 21}, [2]int{1, 1}},
		{"pink wins next", posPinkWins, [2]int{blocked, 2}, [2]int{0, 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := load(t, tc.pos).potentials(false)
			if got := [2]int{int(ev.pot[blue]), int(ev.pot[pink])}; got != tc.pot {
				t.Errorf("potentials %v, want %v", got, tc.pot)
			}
			if ev.ways != tc.ways {
				t.Errorf("ways %v, want %v", ev.ways, tc.ways)
			}
		})
	}
}

// posCentre has one blue stone on f6 and a neutral on a1, Pink to move.
const posCentre = "11/11/11/11/11/5B5/11/11/11/11/N10 p 1"

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
		// Pink 4 half cells behind, with 19 ways (capped at 16) to
		// Blue's 6.
		{"blue centre stone, pink to move", posCentre, potWeight*(20-24) + waysWeight*(maxWays-6) + tempo},
		{"neutral cut, blue to move", posNeutralCut, potWeight*(21-3) + tempo},
		// Pink cannot stop Blue: beyond the evaluation's range.
		{"blue joins, blue to move", posBlueJoins, maxEval},
		{"pink's mirror of it", posPinkWins, maxEval},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := load(t, tc.pos).Evaluate(); got != tc.want {
				t.Errorf("Evaluate() = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestEvaluateRanksMoves checks that a clearly better move scores above a
// clearly worse one after it is made, from the mover's point of view:
// the single distance evaluation tied most moves of such positions.
func TestEvaluateRanksMoves(t *testing.T) {
	middle := []string{"f6/a1", "e5/k11", "f5/b2", "g6/j10", "e7/c3"}
	tests := []struct {
		name          string
		moves         []string
		better, worse string
	}{
		{"own stone in the middle, not the neutral", nil, "f6/a1", "a1/f6"},
		{"the middle, not a corner", nil, "f6/a1", "a1/k11"},
		// Blue's f5-f6-e7 runs up the middle; Pink, to move, blocks
		// above it with its own stone rather than a neutral.
		{"block with the own stone", middle, "e8/b10", "b10/e8"},
		{"block ahead, not in a far corner", middle, "d9/b10", "i1/b1"},
		{"block, not convert in the corners", middle, "d9/b10", "c3,j10/e5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			score := func(s string) int {
				m, err := g.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				g.Make(m)
				defer g.Unmake()
				return -g.Evaluate()
			}
			for _, s := range tc.moves {
				score(s) // checks the move
				m, _ := g.ParseMove(s)
				g.Make(m)
			}
			if b, w := score(tc.better), score(tc.worse); b <= w {
				t.Errorf("%s scores %d, not above %s's %d", tc.better, b, tc.worse, w)
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
