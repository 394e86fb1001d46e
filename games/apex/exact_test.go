package apex_test

import (
	"testing"

	_ "github.com/tabla-games/tabla/games/apex"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// TestSearchFindsWins checks that the search finds forced wins: the worked
// example of a winning chain a1-g7 completed by f3-f6 (mate in 1), and a
// position where Black must first capture the blocker on its diagonal.
func TestSearchFindsWins(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		depth int
		best  string // "" when several moves win
		mate  int    // in the engine's own moves
	}{
		{"f3-f6", "6B/7/4B2/3B3/2B2B1/1B5/B6 b 4 11 0", 2, "f3-f6", 1},
		{"white completes a7", "7/1W5/2W4/3W3/4W2/5W1/6W w 11 5 0", 2, "@a7", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("apex")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: tc.depth}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.mate {
				t.Fatalf("score %v, want mate %d", res.Score, tc.mate)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Fatalf("best move %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}

// TestSearchDefends checks that White, to move, stops Black's threat f3-f6
// (the winning-chain example with a White piece on g1): it must capture a1
// or g7, the only defences, and a depth-3 search must find one.
func TestSearchDefends(t *testing.T) {
	g, _, err := position.NewGame("apex")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetPosition("6B/7/4B2/3B3/2B2B1/1B5/B5W w 4 10 0"); err != nil {
		t.Fatal(err)
	}
	eng := search.New(search.DefaultOptions())
	res := eng.Search(g, search.Limits{Depth: 3}, nil)
	if res.Score.IsMate() && res.Score < 0 {
		t.Fatalf("White loses by force (%v) with %s", res.Score, g.FormatMove(res.Best))
	}
	best := g.FormatMove(res.Best)
	if best != "g1xa1" && best != "g1xg7" {
		t.Errorf("best move %s, want g1xa1 or g1xg7", best)
	}
	g.Make(res.Best)
	for _, reply := range g.GenMoves(nil) {
		g.Make(reply)
		if over, score := g.Outcome(); over && score < 0 {
			t.Fatalf("after %s Black still wins with %s", best, g.FormatMove(reply))
		}
		g.Unmake()
	}
}
