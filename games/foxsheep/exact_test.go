package foxsheep_test

import (
	"testing"

	_ "github.com/tabla-games/tabla/games/foxsheep"
	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
)

// TestExact checks that the search proves forced results ("mate N") in the
// worked examples of the rules and small endings, and that they agree with
// a plain minimax over the game.
func TestExact(t *testing.T) {
	capturetest.CheckMates(t, "fox-sheep", 0, true, []capturetest.Mate{
		{Name: "the chain leaves eight sheep", Pos: "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", Mate: 1, Best: "d5xb5xb3"},
		{Name: "the sheep fill the paddock", Pos: "SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0", Mate: 1},
		{Name: "blocked foxes: the sheep win by moving", Pos: "FSF/SSS/2SSS2/2SS3/7/3/3 s 0", Mate: 1},
		{Name: "the foxes cannot stop the last sheep", Pos: "SSS/SSS/2SS3/4S2/F5F/3/3 f 0", Mate: -1},
	})
}
