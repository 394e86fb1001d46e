package twelvemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/search"
)

// TestEndgames checks that the search proves short forced results.
func TestEndgames(t *testing.T) {
	tests := []struct {
		name, pos string
		mate      int
		best      string // "" = not checked
	}{
		// The only move that wins at once closes the diagonal mill.
		{"a diagonal mill wins", "B2/3/3/1W4/W2/3/W2 w 9 0 - - 0", 1, ""},
		// Black's only piece that can move may not step back: any quiet
		// White move leaves him blocked.
		{"the no-return rule blocks", "WBW/3/3/2WW2/BWB/W1W/2W w 0 0 - d6-d7 0", 1, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 10}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.mate {
				t.Fatalf("search: %v at depth %d, want mate %d", res.Score, res.Depth, tc.mate)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Errorf("best %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}
