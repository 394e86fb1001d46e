package adugo_test

import (
	"testing"

	_ "github.com/tabla-games/tabla/games/adugo"
	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
)

// TestExactPlay checks that the search proves short forced results ("mate
// N" from the side to move) and finds the move that wins.
func TestExactPlay(t *testing.T) {
	capturetest.CheckMates(t, "adugo", 10, false, []capturetest.Mate{
		// The fifth capture.
		{Name: "the jaguar wins at once", Pos: "DDDDD/D3D/D3D/2D2/2J2/3/3 j", Mate: 1, Best: "c3xc5"},
		{Name: "the fifth capture into the triangle", Pos: "DDDDD/D3D/D3D/5/2J2/2D/3 j", Mate: 1, Best: "c3xe1"},
		// One move earlier: d2-e1 closes the corner.
		{Name: "the dogs trap the jaguar", Pos: "DDDDD/DD1DD/5/5/2D2/D1D/JD1 d", Mate: 1, Best: "d2-e1"},
		{Name: "the dogs trap the jaguar in three", Pos: "DDDDD/DD1DD/5/5/3D1/D1D/J1D d", Mate: 3},
	})
}

// BenchmarkSearch searches the start position to a fixed depth with one
// thread and reports the search speed.
func BenchmarkSearch(b *testing.B) { capturetest.BenchSearch(b, "adugo", 10) }
