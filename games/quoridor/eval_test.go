package quoridor

import (
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

// TestEvaluate checks the hand-written evaluation's terms (eval=hand):
// path difference, walls in hand, tempo, and the symmetry between the two
// sides.
func TestEvaluate(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		dist [2]int
		want int
	}{
		{"start", "4b4/9/9/9/9/9/9/9/4r4 - 10 10 r", [2]int{8, 8}, tempo},
		{"start, blue to move", "4b4/9/9/9/9/9/9/9/4r4 - 10 10 b", [2]int{8, 8}, tempo},
		{"red two steps ahead", "4b4/9/9/4r4/9/9/9/9/9 - 10 10 r", [2]int{3, 8}, 5*stepValue + tempo},
		{"same, blue to move", "4b4/9/9/4r4/9/9/9/9/9 - 10 10 b", [2]int{3, 8}, -5*stepValue + tempo},
		{"walls in hand", "4b4/9/9/9/9/9/9/9/4r4 - 10 7 r", [2]int{8, 8}, 3*wallValue + tempo},
		{"a wall lengthens red's path", "b8/9/9/9/9/9/9/9/4r4 d1h,f1h 10 10 b", [2]int{10, 8}, 2*stepValue + tempo},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := positiontest.Load(t, "quoridor", tc.pos, "eval=hand").(*Game)
			if d := g.Distances(); d != tc.dist {
				t.Errorf("Distances() = %v, want %v", d, tc.dist)
			}
			if e := g.Evaluate(); e != tc.want {
				t.Errorf("Evaluate() = %d, want %d", e, tc.want)
			}
			sum := 0
			for _, term := range g.EvalTerms() {
				sum += term.Score
			}
			if sum != g.Evaluate() {
				t.Errorf("terms add up to %d, Evaluate %d", sum, g.Evaluate())
			}
		})
	}
}

// TestOrderHints checks that the pawn step towards the goal comes first.
func TestOrderHints(t *testing.T) {
	g := setup(t, "")
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	best := 0
	for i := range moves {
		if scores[i] > scores[best] {
			best = i
		}
	}
	if s := g.FormatMove(moves[best]); s != "e2" {
		t.Fatalf("best hinted move %s, want e2", s)
	}
}
