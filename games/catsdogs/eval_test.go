package catsdogs

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		moves []string
		cells evalCells
		eval  int
	}{
		// Example B: three secure cells each and h6 shared; the side to
		// move gets h6.
		{name: "example B", pos: exampleB, cells: evalCells{3, 3, 3, 3, 1}, eval: 50},
		{name: "example B, cats to move", pos: exampleBCats, cells: evalCells{3, 3, 3, 3, 1}, eval: 50},
		{name: "example B after h6", pos: exampleB, moves: []string{"h6"}, cells: evalCells{3, 3, 3, 3, 0}, eval: -50},
		{name: "example B after e3", pos: exampleB, moves: []string{"e3"}, cells: evalCells{3, 3, 2, 2, 1}, eval: 150},
		// The opening: the cats' four central cells, all next to cells the
		// dogs may use, against the dogs' 60, of which the 52 away from
		// the zone are secure.
		{name: "start", pos: startPos, cells: evalCells{4, 0, 60, 52, 0}, eval: 50*4 - 50*112 - 50},
		// After d5 the dogs' 58 cells are all shared with the cats, who
		// alone have d4 e4 e5 c5 d6, each next to a cell the dogs may use.
		{name: "after d5", pos: afterD5, cells: evalCells{0, 0, 5, 0, 58}, eval: -250 - 50},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			play(t, g, tc.moves...)
			if got := g.cells(); got != tc.cells {
				t.Errorf("cells %+v, want %+v", got, tc.cells)
			}
			if got := g.Evaluate(); got != tc.eval {
				t.Errorf("Evaluate() = %d, want %d", got, tc.eval)
			}
		})
	}
}

// TestSecureCells checks which cells Evaluate counts as secure: a cell
// only one side may use is secure when the other side may use none of its
// neighbours.
func TestSecureCells(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		cells evalCells
		eval  int
	}{
		// The cats alone may use c5 e5 d6 d4, the dogs a2 b1; all touch
		// shared cells.
		{"no secure cells", "8/8/8/3C4/8/8/8/D7 c", evalCells{4, 0, 2, 0, 56}, 50*4 - 50*2 - 50},
		// The cats on a7 and b8 enclose a8, which is secure; their other
		// cells (around d5, and a6 b7 c8) touch cells the dogs may use,
		// as do the dogs' g2 h3 f1.
		{"a secure corner", "1C6/C7/8/3C4/8/8/7D/6DD c", evalCells{8, 1, 3, 0, 47}, 50*9 - 50*3 + 50},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			if got := g.cells(); got != tc.cells {
				t.Errorf("cells %+v, want %+v", got, tc.cells)
			}
			if got := g.Evaluate(); got != tc.eval {
				t.Errorf("Evaluate() = %d, want %d", got, tc.eval)
			}
		})
	}
}

// TestEvaluateCounts checks that in positions like example B, where no
// placement changes the legality of another cell, the sign of Evaluate is
// the exact result, at every node of the game tree.
func TestEvaluateCounts(t *testing.T) {
	for _, pos := range []string{exampleB, exampleBCats} {
		g := load(t, pos)
		var walk func()
		walk = func() {
			if over, _ := g.Outcome(); over {
				return
			}
			if win, e := solve(g), g.Evaluate(); win != (e > 0) {
				t.Errorf("%s: Evaluate() = %d, but the side to move wins = %v", g.Position(), e, win)
			}
			for _, m := range g.GenMoves(nil) {
				g.Make(m)
				walk()
				g.Unmake()
			}
		}
		walk()
	}
}

func TestEvalTerms(t *testing.T) {
	for _, pos := range []string{startPos, afterD5, exampleB, midGame} {
		g := load(t, pos)
		sum := 0
		for _, term := range g.EvalTerms() {
			if term.Name == "cells" || term.Name == "tempo" {
				sum += term.Score
			}
		}
		if sum != g.Evaluate() {
			t.Errorf("%s: terms add up to %d, Evaluate() = %d", pos, sum, g.Evaluate())
		}
	}
}

func TestOrderHints(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		first string // the move with the highest hint
		want  map[string]int32
	}{
		// Example B: only h6 takes anything from the cats.
		{name: "example B", pos: exampleB, first: "h6", want: map[string]int32{"h6": 1, "e3": 0, "a6": 0, "a7": 0}},
		// After d5 b7 the dogs may play anywhere but next to d5. A cat
		// in the open takes its cell and its four neighbours from them;
		// d4, next to d5, takes only its three free neighbours.
		{name: "open board", pos: "8/1D6/8/3C4/8/8/8/8 c", first: "f3",
			want: map[string]int32{"f3": 5, "a6": 4, "h1": 3, "d4": 3, "c6": 3}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			moves := g.GenMoves(nil)
			scores := make([]int32, len(moves))
			g.OrderHints(moves, scores)
			best := slices.Max(scores)
			for i, m := range moves {
				name := g.FormatMove(m)
				if w, ok := tc.want[name]; ok && scores[i] != w {
					t.Errorf("hint for %s = %d, want %d", name, scores[i], w)
				}
				if name == tc.first && scores[i] != best {
					t.Errorf("%s has hint %d, below the best %d", name, scores[i], best)
				}
			}
		})
	}
}

// TestNoAllocations checks the hot path: move generation, Make, Unmake,
// Outcome, Evaluate, Hash and OrderHints allocate nothing.
func TestNoAllocations(t *testing.T) {
	g := load(t, midGame)
	buf := make([]position.Move, 0, 64)
	scores := make([]int32, 64)
	rng := rand.New(rand.NewPCG(1, 2))
	allocs := testing.AllocsPerRun(100, func() {
		moves := g.GenMoves(buf[:0])
		g.OrderHints(moves, scores)
		m := moves[rng.IntN(len(moves))]
		g.Make(m)
		g.Outcome()
		g.Evaluate()
		g.Hash()
		g.CountMoves()
		g.Unmake()
	})
	if allocs != 0 {
		t.Errorf("%v allocations per node, want 0", allocs)
	}
}
