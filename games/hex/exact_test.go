package hex_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/games/hex"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// TestSearchMatesSound checks the mate scores of Hex's default search
// (alpha-beta with its forward pruning, whose nodes end on a winner that
// the virtual connections prove; what testdata/strength's hexsolve
// measures) against the exhaustive solver of the VC tests
// (hex.MemoSolve), on random 5×5 positions with 11 to 14 stones: a mate
// score must name the winner, and a winning root move must win.
func TestSearchMatesSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 5))
	memo := map[uint64]bool{}
	eng := search.New(search.Options{Threads: 1, HashMB: 4})
	trials, mates := 60, 0
	if testing.Short() {
		trials = 15
	}
	for range trials {
		g, _, err := position.NewGame("hex", "size=5")
		if err != nil {
			t.Fatal(err)
		}
		stones := 11 + rng.IntN(4)
		for range stones {
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
			if over, _ := g.Outcome(); over {
				g.Unmake()
				break
			}
		}
		eng.Clear()
		res := eng.Search(g, search.Limits{Nodes: 200_000}, nil)
		if !res.Score.IsMate() {
			continue
		}
		mates++
		want := hex.MemoSolve(g.(*hex.Game), memo)
		if got := res.Score > 0; got != want {
			t.Fatalf("%s: search says %s, the exhaustive solver that the side to move wins: %v", g.Position(), res.Score, want)
		}
		if want {
			g.Make(res.Best)
			if hex.MemoSolve(g.(*hex.Game), memo) {
				t.Fatalf("%s: the winning move %s does not win", g.Position(), g.FormatMove(res.Best))
			}
			g.Unmake()
		}
	}
	t.Logf("%d positions, %d mate scores, all right", trials, mates)
	if mates < trials/2 {
		t.Errorf("only %d mate scores in %d positions", mates, trials)
	}
}
