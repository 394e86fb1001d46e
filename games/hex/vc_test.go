package hex

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// edgeVC runs side s's H-search and returns the smallest carrier of a
// full connection between the stone on cell and s's edge k (0 the top or
// left, 1 the bottom or right), or -1 if none was found.
func edgeVC(g *Game, s color, cell string, k int) int {
	g.hSearch(s, vcLight, false)
	h := g.vc[s]
	i := cellIndex(g, cell)
	p := h.pair(int(h.node[i]), g.geo.Cells+k)
	best := -1
	for j := range int(h.nf[p]) {
		if n := h.full[p*fullCap+j].count(); best < 0 || n < best {
			best = n
		}
	}
	return best
}

func cellIndex(g *Game, name string) int {
	for i, n := range g.geo.Names {
		if n == name {
			return i
		}
	}
	panic("no cell " + name)
}

// TestEdgeTemplates checks that H-search derives the edge templates of
// the second and third rows, and none where the opponent has broken
// them. Rows count from red's bottom edge (row 5 of 5 is the first).
func TestEdgeTemplates(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		cell    string
		carrier int // smallest carrier to the bottom edge, -1 none
	}{
		{"bridge to the edge (row 2)", "5/5/5/2r2/5 b 1", "c4", 2},
		{"row 2, one cell taken", "5/5/5/2r2/2b2 r 2", "c4", -1},
		{"row 2, other cell taken", "5/5/5/2r2/1b3 r 2", "c4", -1},
		{"ziggurat (row 3)", "5/5/2r2/5/5 b 1", "c3", 8},
		{"ziggurat after an intrusion answered", "5/5/2r2/1rb2/5 b 3", "c3", 2},
		{"row 3 with two blocks", "r4/5/2r2/1b1b1/5 r 4", "c3", -1},
		{"ziggurat on a 6x6 board", "6/6/6/2r3/6/6 b 1", "c4", 8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := 5
			if tc.pos[0] == '6' {
				n = 6
			}
			g := newGame(t, "size="+string(rune('0'+n)))
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			got := edgeVC(g, red, tc.cell, 1)
			if got != tc.carrier {
				t.Errorf("full connection %s–bottom: smallest carrier %d, want %d", tc.cell, got, tc.carrier)
			}
		})
	}
}

// cellVC runs side s's H-search within lim and returns the smallest
// carrier of a full connection between the empty cells a and b, or -1.
func cellVC(g *Game, s color, a, b string, lim vcLimits) int {
	g.hSearch(s, lim, false)
	h := g.vc[s]
	p := h.pair(cellIndex(g, a), cellIndex(g, b))
	best := -1
	for j := range int(h.nf[p]) {
		if n := h.full[p*fullCap+j].count(); best < 0 || n < best {
			best = n
		}
	}
	return best
}

// TestCellConnections checks the connections between two empty cells:
// the light H-search keeps only adjacent ones, the full one (vcDeep)
// also derives the bridge, which an intrusion breaks.
func TestCellConnections(t *testing.T) {
	tests := []struct {
		name        string
		pos         string
		a, b        string
		light, deep int // smallest carrier, -1 none
	}{
		{"adjacent cells", "5/5/5/5/5 r 0", "c3", "d3", 0, 0},
		{"bridge", "5/5/5/5/5 r 0", "c3", "d4", -1, 2},
		{"bridge with blue in it", "r4/5/3b1/5/5 r 2", "c3", "d4", -1, -1},
		{"bridge with red in it", "r4/5/3r1/5/4b b 3", "c3", "d4", -1, -1}, // d3 is a group: c3 and d4 meet through it, a route the rules leave to the group
		{"two apart", "5/5/5/5/5 r 0", "b3", "d3", -1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, "size=5")
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			if got := cellVC(g, red, tc.a, tc.b, vcLight); got != tc.light {
				t.Errorf("light: %s–%s smallest carrier %d, want %d", tc.a, tc.b, got, tc.light)
			}
			if got := cellVC(g, red, tc.a, tc.b, vcDeep); got != tc.deep {
				t.Errorf("full: %s–%s smallest carrier %d, want %d", tc.a, tc.b, got, tc.deep)
			}
		})
	}
}

// TestDeepProvesEarlier checks positions of tabla's 11×11 games against
// MoHex (testdata/strength/results.md) where the light analysis, which
// Solvable runs with fewer than vcDeepDepth plies left, proves nothing,
// and the full one proves the winner: in these games the light one
// first proved it 10 to 15 plies later.
func TestDeepProvesEarlier(t *testing.T) {
	tests := []struct {
		pos  string
		want int // the sign of Solve's value: +1 the side to move wins
	}{
		{"6b4/11/5b5/5r5/4br5/4rb5/4rrr4/3b1br2r1/4bbrr1r1/5bbb3/11 r 22", 1},
		{"11/4r5b/1r6r2/11/7rb2/7br2/1b3rrr3/2b2bbb3/r2b7/1r1b7/11 r 20", -1},
		{"7b3/5rb1br1/5br1b2/3r3rb2/4r1rb3/b2rbrb4/3rb6/3rb5r/2rb7/2rr3r3/1bbb7 r 32", 1},
	}
	for _, tc := range tests {
		g := newGame(t)
		if err := g.SetPosition(tc.pos); err != nil {
			t.Fatal(err)
		}
		if g.Solvable(vcMinDepth) {
			t.Errorf("%s: the light analysis proves it", tc.pos)
		}
		if !g.Solvable(vcDeepDepth) {
			t.Errorf("%s: the full analysis does not prove it", tc.pos)
			continue
		}
		v, best := g.Solve(-2, 2, nil)
		if v > 0 != (tc.want > 0) || v > 0 && best == position.NoMove {
			t.Errorf("%s: Solve = %d, want the sign of %d", tc.pos, v, tc.want)
		}
	}
}

// randomPosition plays up to stones random placements on an n×n board
// and returns the game, or nil when one of them won.
func randomPosition(t testing.TB, rng *rand.Rand, n, stones int) *Game {
	g := newGame(t, "size="+string(rune('0'+n)))
	for range stones {
		moves := g.GenMoves(nil)
		g.Make(moves[rng.IntN(len(moves))])
		if over, _ := g.Outcome(); over {
			return nil
		}
	}
	return g
}

// memoSolve is solve with a table of the positions seen, for boards up
// to 4×4, or 5×5 with a dozen stones on it.
func memoSolve(g *Game, memo map[uint64]bool) bool {
	if over, score := g.Outcome(); over {
		return score > 0
	}
	if v, ok := memo[g.Hash()]; ok {
		return v
	}
	win := false
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		lost := !memoSolve(g, memo)
		g.Unmake()
		if lost {
			win = true
			break
		}
	}
	memo[g.Hash()] = win
	return win
}

// TestVCSoundAgainstBruteForce checks H-search's proofs, light and full
// (vcLight, vcDeep), on random 3×3 and 4×4 positions, and on 5×5 ones
// with a dozen stones, against an exhaustive search: a full connection
// between a side's edges wins for it even when the opponent moves first,
// a semi one wins for it when it moves first, and the analysis's value
// and winning move, at the depths of both, agree with minimax. It also
// requires H-search to prove a fair share of the positions that are won.
func TestVCSoundAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 1))
	positions, proved, won := 0, 0, 0
	memo := map[int]map[uint64]bool{3: {}, 4: {}, 5: {}} // by size: hashes differ only by cells
	for trial := range 500 {
		n := 3 + trial%2
		stones := n*n/2 - rng.IntN(3) // 4×4: 6-8 stones, 3×3: 2-4
		if trial >= 450 {
			n, stones = 5, 11+rng.IntN(3)
		}
		solve := func(g *Game) bool { return memoSolve(g, memo[n]) }
		g := randomPosition(t, rng, n, stones)
		if g == nil {
			continue
		}
		positions++
		me := color(g.ToMove())
		for _, lim := range []vcLimits{vcLight, vcDeep} {
			for _, s := range []color{red, blue} {
				r := g.hSearch(s, lim, false)
				if !r.full && !r.semi {
					continue
				}
				// Let the opponent move first when only a full one is claimed.
				wins := solve(g) == (s == me)
				if r.full && s == me {
					g.MakeNull()
					wins = !solve(g)
					g.UnmakeNull()
				}
				if r.semi && s != me {
					continue // a semi for the side not to move proves nothing
				}
				if !wins {
					t.Fatalf("%s: %s claims a connection (full %v, cells %v) but loses", g.Position(), s, r.full, lim.cells)
				}
			}
		}
		if solve(g) {
			won++
		}
		for _, depth := range []int{vcMinDepth, vcDeepDepth} {
			if !g.Solvable(depth) {
				continue
			}
			if depth == vcMinDepth {
				proved++
			}
			v, best := g.Solve(-2, 2, nil)
			if want := solve(g); (v > 0) != want || v == 0 {
				t.Fatalf("%s: Solve = %d after Solvable(%d), brute force wins %v", g.Position(), v, depth, want)
			}
			if v > 0 {
				if best == position.NoMove {
					t.Fatalf("%s: won without a move", g.Position())
				}
				g.Make(best)
				if solve(g) {
					t.Fatalf("%s: Solve's move %s does not win", g.Position(), g.FormatMove(best))
				}
				g.Unmake()
			}
		}
	}
	t.Logf("%d positions, %d proved by VCs, %d won by the side to move", positions, proved, won)
	if proved < positions/4 {
		t.Errorf("H-search proved only %d of %d positions", proved, positions)
	}
}

// TestSolverDepth checks that Solvable runs the analysis only with
// vcMinDepth plies left, and never in the variants it does not cover.
func TestSolverDepth(t *testing.T) {
	g := newGame(t, "size=5")
	// Red on c2 and b4: bridges to both edges and a bridge between them
	// (b3 and c3), with blue to move: red is proved the winner.
	if err := g.SetPosition("5/2r2/5/1r3/4b b 3"); err != nil {
		t.Fatal(err)
	}
	if !g.Solvable(vcMinDepth) {
		t.Fatal("not solvable")
	}
	// Red still needs three stones (b3 or c3, and one of each edge
	// bridge): blue loses no sooner than six plies on.
	if v, _ := g.Solve(-2, 2, nil); v != -6 {
		t.Errorf("Solve = %d, want -6 (blue to move loses, six plies on at the soonest)", v)
	}
	if g.Solvable(vcMinDepth - 1) {
		t.Error("Solvable below vcMinDepth")
	}
	c := newGame(t, "size=5", "connected=on")
	if c.Solvable(10) {
		t.Error("Solvable in the connected variant")
	}
}

// TestEdgeChainRoot checks that a chain touching its own edge counts as
// that edge even when union by size made one of its stones the root of
// the set: red's chain a7–d2 of this 7×7 game (from self-play) touches
// the bottom edge and reaches the top through d1 or e1, a full
// connection; before the fix H-search saw a lone group and proved
// nothing.
func TestEdgeChainRoot(t *testing.T) {
	g := newGame(t, "size=7")
	if err := g.SetPosition("5bb/3rbr1/3r3/3rb2/2rb3/1rb4/rb5 r 14"); err != nil {
		t.Fatal(err)
	}
	a7 := cellIndex(g, "a7")
	if root := g.find(a7); root >= g.geo.Cells {
		t.Fatalf("the chain's root is the edge node %d: the case is not tested", root)
	}
	if r := g.hSearch(red, vcLight, false); !r.full {
		t.Errorf("red's edges: %+v, want a full connection", r)
	}
	for _, tc := range []struct {
		pos  string
		want int
	}{
		{"5bb/3rbr1/3r3/3rb2/2rb3/1rb4/rb5 r 14", 1}, // red wins with its next stone
		{"5bb/3rbr1/3r3/3rb2/2rb3/1rb4/r6 b 13", -2}, // blue moves, then red wins
	} {
		if err := g.SetPosition(tc.pos); err != nil {
			t.Fatal(err)
		}
		if !g.Solvable(vcMinDepth) {
			t.Fatalf("%s: not proved", tc.pos)
		}
		if v, _ := g.Solve(-2, 2, nil); v != tc.want {
			t.Errorf("%s: Solve = %d, want %d", tc.pos, v, tc.want)
		}
	}
}

var _ position.Solver = (*Game)(nil)
