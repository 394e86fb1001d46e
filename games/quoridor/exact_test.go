package quoridor_test

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// TestExactWins checks that the search proves short races as forced wins
// ("mate N") and finds the winning move.
func TestExactWins(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		mate int    // MateMoves: > 0 a win for the side to move, < 0 a loss
		best string // the only winning move, if there is one
	}{
		{name: "one step from the goal", pos: "4b4/r8/9/9/9/9/9/9/9 - 0 0 r", mate: 1, best: "a9"},
		{name: "diagonal jumps win", pos: "4b4/4r4/9/9/9/9/9/9/9 - 0 0 r", mate: 1},
		// No walls: pure races, where the side to move wins a tie.
		{name: "race, equal distances, red moves first", pos: "9/9/8r/9/9/9/b8/9/9 - 0 0 r", mate: 2},
		{name: "race, red one step behind", pos: "9/9/9/8r/9/9/b8/9/9 - 0 0 r", mate: -2},
		{name: "race, red ahead", pos: "9/8r/9/9/9/9/b8/9/9 - 0 0 r", mate: 1},
		{name: "blue one step away, red has no wall", pos: "9/9/4r4/9/9/9/9/b8/9 - 0 0 r", mate: -1},
		// a1h turns Blue's one step into three (a2-b2-c2-c1), and Red's
		// two steps then come first.
		{name: "red's one wall wins the race", pos: "9/9/4r4/9/9/9/9/b8/9 - 1 0 r", mate: 3, best: "a1h"},
		// Needing three steps, Red is still one tempo short after a1h.
		{name: "one wall is not enough", pos: "9/9/9/4r4/9/9/9/b8/9 - 1 0 r", mate: -3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("quoridor")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 12}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.mate {
				t.Fatalf("score %v after depth %d, want mate %d", res.Score, res.Depth, tc.mate)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Errorf("best move %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}
