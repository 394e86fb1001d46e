package amazons

import (
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// swapColours exchanges the amazons' colours and the side to move, which
// must not change the evaluation from the side to move's view.
func swapColours(pos string) string {
	board, side, _ := strings.Cut(pos, " ")
	board = strings.NewReplacer("W", "B", "B", "W").Replace(board)
	return board + " " + map[string]string{"w": "b", "b": "w"}[side]
}

func TestEvaluate(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		sign int // expected sign of Evaluate: +1, -1, or 0 for "check only symmetry"
	}{
		{"start", Start, 0},
		{"after the example", afterExample, 0},
		// White owns the whole bottom half, Black is shut in a corner.
		{"white owns more room", "Bx8/xx8/10/10/10/10/10/10/10/4W5 w", 1},
		{"black to move, shut in", "Bx8/xx8/10/10/10/10/10/10/10/4W5 b", -1},
		{"race: three squares against two", race, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := loadHand(t, tc.pos)
			e := g.Evaluate()
			if e <= -100_000 || e >= 100_000 {
				t.Fatalf("Evaluate = %d, out of range", e)
			}
			if tc.sign != 0 && (e > 0) != (tc.sign > 0) {
				t.Errorf("Evaluate = %d, want sign %d", e, tc.sign)
			}
			if m := loadHand(t, swapColours(tc.pos)).Evaluate(); m != e {
				t.Errorf("colour-swapped position evaluates to %d, original %d", m, e)
			}
			terms := g.EvalTerms()
			if last := terms[len(terms)-1]; last.Score != e {
				t.Errorf("EvalTerms total %d != Evaluate %d", last.Score, e)
			}
		})
	}
	// At the symmetric start the territories are even but for the squares
	// both sides reach equally soon, which favour the side to move.
	if e := newGame(t, "eval=hand").Evaluate(); e <= 0 {
		t.Errorf("start evaluates to %d, want a small edge for the side to move", e)
	}
}

// TestDistances checks the queen and king distances on a small example.
func TestDistances(t *testing.T) {
	g := load(t, "10/10/10/10/10/10/10/xx8/1x8/W9 w")
	var q, k [boxCells]uint8
	g.distances(White, true, &q)
	g.distances(White, false, &k)
	tests := []struct {
		sq          string
		queen, king uint8
	}{
		{"j1", 1, 9}, {"a2", 1, 1}, {"c2", 2, 2}, {"c3", 2, 3}, {"j10", 2, 10}, {"a10", 2, 10}, {"b1", 1, 1}, {"b2", unreached, unreached},
	}
	// In boxedIn White's amazons reach nothing.
	load(t, boxedIn).distances(White, true, &q)
	for sq, d := range q {
		if d != unreached {
			t.Errorf("boxed-in White reaches %s", SquareName(sq))
		}
	}
	g.distances(White, true, &q)
	for _, tc := range tests {
		sq, err := parseSquare(tc.sq)
		if err != nil {
			t.Fatal(err)
		}
		if q[sq] != tc.queen || k[sq] != tc.king {
			t.Errorf("%s: queen %d king %d, want %d and %d", tc.sq, q[sq], k[sq], tc.queen, tc.king)
		}
	}
}

// TestOrderHints checks that an arrow next to an enemy amazon is tried
// before one far from everything, and one next to the mover's own amazon
// after it.
func TestOrderHints(t *testing.T) {
	g := load(t, "10/10/10/10/10/5B4/10/10/10/W9 w")
	texts := []string{"a1-a2/e6", "a1-a2/h9", "a1-a2/b2"}
	moves := make([]position.Move, len(texts))
	for i, s := range texts {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		moves[i] = m
	}
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	if !(scores[0] > scores[1] && scores[1] > scores[2]) {
		t.Errorf("scores %v for %v: want decreasing", scores, texts)
	}
}
