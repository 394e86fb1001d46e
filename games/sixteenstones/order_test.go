package sixteenstones

import (
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

// TestMoveOrder: the turns that open with a sacrifice come last in
// generation order, and OrderHints ranks a capture above the same capture bought
// with a wasted sacrifice, and both above a quiet turn (doc.go's Move
// order section). The position arose in self-play, where a 25 ms search
// stopped part-way played the wasteful sacrifice.
func TestMoveOrder(t *testing.T) {
	g := positiontest.Load(t, "sixteen-stones", "1BRR1/1BRr1/RrB2/1BbR1/B1R2 b 0 0 0 2 - 0 0").(*Game)
	moves := g.GenMoves(nil)
	seenSac := false
	for _, m := range moves {
		if sacPos(m) == 1 {
			seenSac = true
		} else if seenSac {
			t.Fatalf("%s comes after a turn that opens with a sacrifice", g.FormatMove(m))
		}
	}
	if !seenSac {
		t.Fatal("no sacrifice turn generated")
	}
	hint := func(s string) int32 {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		scores := make([]int32, 1)
		g.OrderHints(moves[:0:0], nil)
		g.OrderHints(append(moves[:0:0], m), scores)
		return scores[0]
	}
	capture, wasted, quiet := hint("c3>d4xc4"), hint("s/a1-b1/b1-a1/c3>d4xc4"), hint("a1-a2")
	if !(capture > wasted && wasted > quiet) {
		t.Fatalf("hints: capture %d, wasted sacrifice %d, quiet %d", capture, wasted, quiet)
	}
}
