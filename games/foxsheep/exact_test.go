package foxsheep_test

import (
	"testing"

	_ "tabla/games/foxsheep"
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

// TestExact checks that the search proves forced results ("mate N") in
// the rules file's examples and small endings, and that they agree with a
// plain minimax over the game.
func TestExact(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		mate int // MateMoves: > 0 a win for the side to move, < 0 a loss
		best string
	}{
		{name: "9.3 the chain leaves eight sheep", pos: "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", mate: 1, best: "d5xb5xb3"},
		{name: "9.4 the sheep fill the paddock", pos: "SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0", mate: 1},
		{name: "9.6 blocked foxes: the sheep win by moving", pos: "FSF/SSS/2SSS2/2SS3/7/3/3 s 0", mate: 1},
		{name: "the foxes cannot stop the last sheep", pos: "SSS/SSS/2SS3/4S2/F5F/3/3 f 0", mate: -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("fox-sheep")
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
}
