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
	g.hSearch(s)
	h := g.vc[s]
	i := cellIndex(g, cell)
	p := h.pair(int(h.node[i]), g.geo.Cells+k)
	best := -1
	for j := range int(h.nf[p]) {
		if n := h.full[p*maxFull+j].count(); best < 0 || n < best {
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

// TestVCSoundAgainstBruteForce checks H-search's proofs on random 3×3 and
// 4×4 positions against an exhaustive search: a full connection between
// a side's edges wins for it even when the opponent moves first, a semi
// one wins for it when it moves first, and the analysis's value and
// winning move agree with minimax. It also requires H-search to prove a
// fair share of the positions that are won.
func TestVCSoundAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 1))
	positions, proved, won := 0, 0, 0
	memo := map[int]map[uint64]bool{3: {}, 4: {}} // by size: hashes differ only by cells
	for trial := range 400 {
		n := 3 + trial%2
		solve := func(g *Game) bool { return memoSolve(g, memo[n]) }
		g := randomPosition(t, rng, n, n*n/2-rng.IntN(3)) // 4×4: 6-8 stones, 3×3: 2-4
		if g == nil {
			continue
		}
		positions++
		me := color(g.ToMove())
		for _, s := range []color{red, blue} {
			r := g.hSearch(s)
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
				t.Fatalf("%s: %s claims a connection (full %v) but loses", g.Position(), s, r.full)
			}
		}
		if solve(g) {
			won++
		}
		if g.Solvable(vcMinDepth) {
			proved++
			v, best := g.Solve(-2, 2, nil)
			if want := solve(g); (v > 0) != want || v == 0 {
				t.Fatalf("%s: Solve = %d, brute force wins %v", g.Position(), v, want)
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
	if r := g.hSearch(red); !r.full {
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
