package adugo_test

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
)

// TestProtocol drives the game through the protocol: selection with an
// option, moves, the legal-move list and a short search.
func TestProtocol(t *testing.T) {
	capturetest.CheckProtocol(t, "adugo",
		[]string{"newgame adugo captures_to_win=3", "setoption name UCI_Variant value adugo", "position startpos moves c5-c4 c6-c5 c4xc6"},
		"a5-a4 a5-b4 b5-b4 b5-c5 d5-d4 d5-c5 e5-d4 e5-e4 b6-c5 d6-c5",
		"position startpos moves a1-a2")
}
