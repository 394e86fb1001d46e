package nex_test

import (
	"testing"

	"github.com/tabla-games/tabla/games/nex"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// Positions of the worked examples, as posBlueJoins and posTripleThreat
// in nex_test.go.
const (
	exactBlueJoins    = "11/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/N4B1P2N b 1"
	exactTripleThreat = "NNB8/1BN4P3/1B5P3/1B5P3/1B5P3/1B5P3/1B2B2P1P1/1B5P3/1B5P3/1B5P3/1B5P3 p 1"
	// Blue f1-f9 needs f10 and then e11 or f11, which Pink cannot both
	// hold: a drop puts a pink stone on one and at best a neutral on the
	// other, which Blue converts.
	exactMate2 = "PPPP2PPPPP/PPPPP1PPPPP/PPPPPBPPPPP/PPPPPBPPPPP/PPPPPBNNPPP/PPPPPBBBB2/PPPPPBBBBBB/BBBBBBBBBBB/BBBBBBBBBBB/BBBBBBBBBBB/BBBBBBBBBBB b 1"
	// Pink a6-j6 wins with a stone on k5 or k6.
	exactPink1 = "10N/11/11/BBBBBBBBBBB/11/PPPPPPPPPP1/11/11/11/11/NN9 p 1"
	// Blue's 119th move: 57 of the 59 conversions join the f column.
	exactPreDraw = "PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPNBBBBB/PPPPPBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/1BBBBBPPPPN b 1"
)

func loadExact(t *testing.T, pos string, moves ...string) *nex.Game {
	t.Helper()
	g := nex.New()
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	for _, s := range moves {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		g.Make(m)
	}
	return g
}

// winsWithin reports whether the side to move can force a win within n of
// its moves, by plain exhaustive search over the game's own moves.
func winsWithin(g position.Game, n int) bool {
	if n == 0 {
		return false
	}
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		won := false
		if over, score := g.Outcome(); over {
			won = score < 0
		} else if n > 1 {
			won = true
			for _, r := range g.GenMoves(nil) {
				g.Make(r)
				over, _ := g.Outcome()
				won = !over && winsWithin(g, n-1)
				g.Unmake()
				if !won {
					break
				}
			}
		}
		g.Unmake()
		if won {
			return true
		}
	}
	return false
}

// TestExactWins checks that the search proves the connection wins of the
// rules' examples and of constructed positions as forced wins, "score
// mate N", with no limit: it stops by itself once the result is proved.
func TestExactWins(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		moves []string
		mate  int    // MateMoves of the score: > 0 a win, < 0 a loss
		best  string // the only winning move, if there is one
	}{
		{name: "blue joins at e11 or f11", pos: exactBlueJoins, mate: 1},
		{name: "the seed's triple threat, pink to move, loses", pos: exactTripleThreat, mate: -1},
		{name: "after a11,b11/j5", pos: exactTripleThreat, moves: []string{"a11,b11/j5"}, mate: 1, best: "c10,j5/e5"},
		{name: "pink joins columns a and k", pos: exactPink1, mate: 1},
		{name: "the 119th move", pos: exactPreDraw, mate: 1},
		{name: "mate in 2", pos: exactMate2, mate: 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := loadExact(t, tc.pos, tc.moves...)
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.mate {
				t.Fatalf("score %v after depth %d, want mate %d", res.Score, res.Depth, tc.mate)
			}
			if res.Best == position.NoMove {
				t.Fatal("no best move")
			}
			if tc.best != "" {
				want, err := g.ParseMove(tc.best)
				if err != nil {
					t.Fatal(err)
				}
				if res.Best != want {
					t.Errorf("best move %s, want %s", g.FormatMove(res.Best), g.FormatMove(want))
				}
			}
			if tc.mate > 0 {
				// The best move keeps the forced win, one move shorter.
				g.Make(res.Best)
				over, _ := g.Outcome()
				if tc.mate == 1 && !over || tc.mate > 1 && (over || !opponentLoses(g, tc.mate-1)) {
					t.Errorf("best move %s does not win in %d", g.FormatMove(res.Best), tc.mate)
				}
			}
		})
	}
}

// opponentLoses reports whether every move of the side to move leaves the
// other side a win within n of its moves.
func opponentLoses(g position.Game, n int) bool {
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		over, _ := g.Outcome()
		ok := !over && winsWithin(g, n)
		g.Unmake()
		if !ok {
			return false
		}
	}
	return true
}

// TestMateInTwoIsExact checks the constructed mate in two with the plain
// search of winsWithin, independently of the engine: Blue has no win in
// one move but a forced win in two.
func TestMateInTwoIsExact(t *testing.T) {
	g := loadExact(t, exactMate2)
	if winsWithin(g, 1) {
		t.Error("blue wins in one move")
	}
	if !winsWithin(g, 2) {
		t.Error("blue has no forced win in two moves")
	}
}
