package bomberman_test

import (
	"testing"

	"github.com/tabla-games/tabla/games/bomberman"
	"github.com/tabla-games/tabla/search"
)

// TestExact checks that the search finds a win in one and sees a forced
// loss.
func TestExact(t *testing.T) {
	cases := []struct {
		name, pos string
		depth     int
		win       bool
		best      string // "" = any
	}{
		// Player 1 (one protection) steps down into the column of the
		// bomb on b4, whose row blast kills player 2. Leaving a bomb on
		// b3 would block the line, so only the plain step wins.
		{"win in one", "wwwwwww/wb2Y1w/wX4w/w5w/wwwwwww 1 3 1 0 0 0 0", 3, true, "b3-b2"},
		// Player 2's only step is into the line of the bomb on b2.
		{"forced loss", "wwwww/wYwXw/w1w1w/w1w1w/wbw1w/wwwww 2 3 0 0 0 0 0", 3, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := bomberman.New()
			if err := g.SetPosition(c.pos); err != nil {
				t.Fatal(err)
			}
			eng := search.New(search.DefaultOptions())
			r := eng.Search(g, search.Limits{Depth: c.depth}, nil)
			if !r.Score.IsMate() || (r.Score > 0) != c.win {
				t.Fatalf("score %v, want a mate with win=%v", r.Score, c.win)
			}
			if c.best != "" && g.FormatMove(r.Best) != c.best {
				t.Errorf("best %s, want %s", g.FormatMove(r.Best), c.best)
			}
		})
	}
}
