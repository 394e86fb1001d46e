package foxgeese_test

import (
	"testing"

	_ "github.com/tabla-games/tabla/games/foxgeese"
	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
)

// TestExactPlay checks that the search proves short forced results ("mate
// N" from the side to move) and finds the move that wins.
func TestExactPlay(t *testing.T) {
	capturetest.CheckMates(t, "fox-geese", 12, false, []capturetest.Mate{
		// The two-goose chain leaves three geese.
		{Name: "the fox wins at once", Pos: "GGG/3/7/3F3/2GG3/3/3 f 0", Mate: 1, Best: "d4xd2xb4"},
		// One move earlier: e4-e3 closes the last hole.
		{Name: "the geese trap the fox", Pos: "3/3/7/4G2/2G4/GG1/FGG g 0", Mate: 1, Best: "e4-e3"},
		// Trapping the fox in its corner takes the geese a few moves.
		{Name: "the geese close the corner in two", Pos: "3/3/7/7/GG1GG2/GGG/F1G g 0", Mate: 2},
		{Name: "the geese close the corner in four", Pos: "3/3/7/2G4/2G1G2/G2/FGG g 0", Mate: 4},
		// With four geese, any capture wins for the fox.
		{Name: "the fox takes the fourth-last goose", Pos: "GGG/3/7/2GF3/7/3/3 f 0", Mate: 1, Best: "d4xb4"},
	})
}

// BenchmarkSearch searches the start position to a fixed depth with one
// thread and reports the search speed.
func BenchmarkSearch(b *testing.B) { capturetest.BenchSearch(b, "fox-geese", 10) }
