package search

import (
	"testing"

	"github.com/tabla-games/tabla/position"
)

// countedHints is hintedMNK with a profile, counting the OrderHints calls
// (one thread, so a plain counter does).
type countedHints struct {
	hintedMNK
	prof  position.SearchProfile
	calls *int
}

func (g countedHints) OrderHints(moves []position.Move, scores []int32) {
	*g.calls++
	g.hintedMNK.OrderHints(moves, scores)
}
func (g countedHints) SearchProfile() position.SearchProfile { return g.prof }
func (g countedHints) Clone() position.Game {
	return countedHints{g.hintedMNK.Clone().(hintedMNK), g.prof, g.calls}
}

// TestPlainOrderDepth: nodes within the profile's PlainOrderDepth of the
// horizon order their moves without asking the game for hints, the others
// still ask, and the search's value does not change with the order.
func TestPlainOrderDepth(t *testing.T) {
	const depth = 5
	var want Score
	for _, tc := range []struct {
		plain    int
		min, max int // OrderHints calls
	}{
		{0, 100, 1 << 30},
		{2, 10, 1 << 30},
		{depth, 0, 0},
	} {
		calls := 0
		g := countedHints{hintedMNK{newMNK(4, 4, 3)}, position.SearchProfile{PlainOrderDepth: tc.plain}, &calls}
		res := newTestEngine(1).Search(g, Limits{Depth: depth}, nil)
		// The root orders its moves on its own (orderRoot), once a search.
		inner := calls - 1
		t.Logf("PlainOrderDepth %d: %d OrderHints calls below the root, %d nodes", tc.plain, inner, res.Nodes)
		if inner < tc.min || inner > tc.max {
			t.Errorf("PlainOrderDepth %d: %d OrderHints calls below the root, want %d to %d", tc.plain, inner, tc.min, tc.max)
		}
		if tc.plain == 0 {
			want = res.Score
		} else if res.Score != want {
			t.Errorf("PlainOrderDepth %d: score %v, want %v as with hints", tc.plain, res.Score, want)
		}
	}
}
