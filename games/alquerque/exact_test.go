package alquerque_test

import (
	"testing"

	"tabla/games/alquerque"
	"tabla/position"
	"tabla/search"
)

// result is a game value found by plain minimax: a win or a loss for the
// side to move in plies plies, or nothing forced (known false).
type result struct {
	known, win bool
	plies      int
}

// mateIn is a plain minimax over the game itself, independent of search:
// whether the side to move forces a win (or must lose) within depth plies,
// and in how many plies at best (or at worst).
func mateIn(g position.Game, depth int) result {
	if over, score := g.Outcome(); over {
		return result{known: score != 0, win: score > 0}
	}
	if depth == 0 {
		return result{}
	}
	best := result{known: true, win: false} // lost unless some move does better
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		r := mateIn(g, depth-1)
		g.Unmake()
		switch {
		case r.known && !r.win: // the opponent loses: we win
			if !best.win || r.plies+1 < best.plies {
				best = result{known: true, win: true, plies: r.plies + 1}
			}
		case !r.known && !best.win:
			best = result{}
		case r.known && r.win && best.known && !best.win:
			best.plies = max(best.plies, r.plies+1)
		}
	}
	return best
}

// TestExact checks that the search proves forced results in small
// endgames ("mate N"), and that they agree with a plain minimax over the
// game.
func TestExact(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		mate int    // MateMoves: > 0 a win for the side to move, < 0 a loss
		best string // the winning move, if only one wins
	}{
		{name: "capture of the last piece", pos: "5/5/5/2B2/2W2 w 0", mate: 1, best: "c1xc3"},
		{name: "a chain takes all four", pos: "5/5/1B3/B1B2/WB3 w 0", mate: 1},
		{name: "blocked black loses at once", pos: "BWW2/WW3/W1W2/5/W4 w 0", mate: 1},
		{name: "two hunt one in the corner", pos: "2W1B/5/2W2/5/5 w 0", mate: 3},
		{name: "two hunt one on the edge", pos: "5/5/5/3WW/4B w 0", mate: 3},
		{name: "three against one", pos: "W1B2/3W1/5/4W/5 w 0", mate: 3},
		{name: "the hunted side loses", pos: "5/5/4W/4W/4B b 1", mate: -2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("alquerque")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			plies := 2*tc.mate - 1
			if tc.mate < 0 {
				plies = -2 * tc.mate
			}
			want := result{known: true, win: tc.mate > 0, plies: plies}
			if got := mateIn(g.Clone(), plies+1); got != want {
				t.Fatalf("minimax gives %+v, want %+v", got, want)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: plies + 2}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.mate {
				t.Fatalf("score %v after depth %d, want mate %d", res.Score, res.Depth, tc.mate)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Errorf("best move %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
	_ = alquerque.DefaultConfig
}
