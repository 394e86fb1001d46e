package foxgeese_test

import (
	"testing"

	"tabla/position"
	"tabla/search"
)

// TestExactPlay checks that the search proves short forced results ("mate
// N" from the side to move) and finds the move that wins.
func TestExactPlay(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		mate int    // MateMoves: > 0 a win for the side to move, < 0 a loss
		best string // the only winning move, if there is one
	}{
		// 9.3: the two-goose chain leaves three geese.
		{name: "9.3 the fox wins at once", pos: "GGG/3/7/3F3/2GG3/3/3 f 0", mate: 1, best: "d4xd2xb4"},
		// 9.4 one move earlier: e4-e3 closes the last hole.
		{name: "9.4 the geese trap the fox", pos: "3/3/7/4G2/2G4/GG1/FGG g 0", mate: 1, best: "e4-e3"},
		// Trapping the fox in its corner takes the geese a few moves.
		{name: "the geese close the corner in two", pos: "3/3/7/7/GG1GG2/GGG/F1G g 0", mate: 2},
		{name: "the geese close the corner in four", pos: "3/3/7/2G4/2G1G2/G2/FGG g 0", mate: 4},
		// With four geese, any capture wins for the fox.
		{name: "the fox takes the fourth-last goose", pos: "GGG/3/7/2GF3/7/3/3 f 0", mate: 1, best: "d4xb4"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("fox-geese")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 12}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.mate {
				t.Fatalf("score %v after depth %d, want mate %d", res.Score, res.Depth, tc.mate)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Errorf("best move %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}

// BenchmarkSearch searches the start position to a fixed depth with one
// thread and reports the search speed.
func BenchmarkSearch(b *testing.B) {
	g, _, err := position.NewGame("fox-geese")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		eng := search.New(search.DefaultOptions())
		nodes += eng.Search(g, search.Limits{Depth: 10}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
