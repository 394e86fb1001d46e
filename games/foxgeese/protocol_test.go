package foxgeese_test

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
)

// TestProtocol drives the game through the protocol: selection with an
// option, moves, the legal-move list and a short search.
func TestProtocol(t *testing.T) {
	capturetest.CheckProtocol(t, "fox-geese",
		[]string{"newgame fox-geese no_progress_limit=50", "setoption name UCI_Variant value fox-geese", "position startpos moves c5-c4 d4xb4"},
		"a5-a4 b5-c5 d5-d4 d5-c5 e5-d4 e5-e4 e5-f4 f5-f4 g5-f4 g5-g4 c6-c5 d6-c5",
		"position startpos moves a1-a2")
}
