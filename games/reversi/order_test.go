package reversi

import (
	"testing"

	"github.com/tabla-games/tabla/position"
)

func TestOrderHints(t *testing.T) {
	tests := []struct {
		name         string
		pos          string
		first, later string // first must score above later
	}{
		{"corner before anything", "8/1B6/2W5/3WB3/3BW3/8/8/8 w", "a1", "f4"},
		{"X-square last", "8/8/2WW4/3B4/8/8/8/8 b", "d2", "b2"},
		{"C-square after a quiet move", "8/2W5/2BB4/8/8/8/8/8 b", "c1", "b1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := New()
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			moves := g.GenMoves(nil)
			scores := make([]int32, len(moves))
			g.OrderHints(moves, scores)
			score := func(s string) int32 {
				m, err := g.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v (moves %v)", s, err, moveTexts(g))
				}
				for i, mv := range moves {
					if mv == m {
						return scores[i]
					}
				}
				t.Fatalf("%s not generated", s)
				return 0
			}
			if a, b := score(tc.first), score(tc.later); a <= b {
				t.Errorf("%s scores %d, not above %s at %d", tc.first, a, tc.later, b)
			}
		})
	}
	// A forced pass gets a score too.
	g := New()
	if err := g.SetPosition("BBW5/8/8/8/8/8/8/8 w"); err != nil {
		t.Fatal(err)
	}
	scores := []int32{99}
	g.OrderHints([]position.Move{Pass}, scores)
	if scores[0] != 0 {
		t.Errorf("pass scored %d", scores[0])
	}
}
