package alquerque_test

import (
	"testing"

	_ "github.com/tabla-games/tabla/games/alquerque"
	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
)

// TestExact checks that the search proves forced results in small
// endgames ("mate N"), and that they agree with a plain minimax over the
// game.
func TestExact(t *testing.T) {
	capturetest.CheckMates(t, "alquerque", 0, true, []capturetest.Mate{
		{Name: "capture of the last piece", Pos: "5/5/5/2B2/2W2 w 0", Mate: 1, Best: "c1xc3"},
		{Name: "a chain takes all four", Pos: "5/5/1B3/B1B2/WB3 w 0", Mate: 1},
		{Name: "blocked black loses at once", Pos: "BWW2/WW3/W1W2/5/W4 w 0", Mate: 1},
		{Name: "two hunt one in the corner", Pos: "2W1B/5/2W2/5/5 w 0", Mate: 3},
		{Name: "two hunt one on the edge", Pos: "5/5/5/3WW/4B w 0", Mate: 3},
		{Name: "three against one", Pos: "W1B2/3W1/5/4W/5 w 0", Mate: 3},
		{Name: "the hunted side loses", Pos: "5/5/4W/4W/4B b 1", Mate: -2},
	})
}
