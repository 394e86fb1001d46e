package mingmang_test

import (
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// TestExactPlay checks that the search finds forced wins, among them one
// that exists only through the game's history: a side whose every move
// would repeat an earlier board loses.
func TestExactPlay(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		moves []string // played before the search, so they are history
		mate  int      // the winner's moves, negative when the side to move loses
		best  []string // the moves that achieve it
	}{
		{"block the last piece", "8/8/8/8/8/8/7B/WB6 b", nil, 1, []string{"h2-a2"}},
		// White a1 can only step to a2 and back. After h7-h8 its step
		// would recreate the loaded board; blocking a2 also wins.
		{"win by repetition", "7B/8/8/8/8/B7/WB6/1B6 b", []string{"h8-h7", "a2-a1"}, 1,
			[]string{"h7-h8", "a3-a2", "b2-a2"}},
		// White's lone piece a1 can step only to a2 or b1, next to a
		// black piece; Black lands on a1 behind it and converts it.
		{"lost in two", "8/8/8/8/8/B7/8/W1B4B w", nil, -1, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("mingmang")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			for _, s := range tc.moves {
				m, err := g.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				g.Make(m)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 6}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.mate {
				t.Fatalf("score %v, want mate %d", res.Score, tc.mate)
			}
			if tc.best != nil && !slices.Contains(tc.best, g.FormatMove(res.Best)) {
				t.Errorf("best %s, want one of %v", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}
