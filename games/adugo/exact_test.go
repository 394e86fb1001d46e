package adugo_test

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
		// 9.6: the fifth capture.
		{name: "9.6 the jaguar wins at once", pos: "DDDDD/D3D/D3D/2D2/2J2/3/3 j", mate: 1, best: "c3xc5"},
		{name: "the fifth capture into the triangle", pos: "DDDDD/D3D/D3D/5/2J2/2D/3 j", mate: 1, best: "c3xe1"},
		// 9.5 one move earlier: d2-e1 closes the corner.
		{name: "9.5 the dogs trap the jaguar", pos: "DDDDD/DD1DD/5/5/2D2/D1D/JD1 d", mate: 1, best: "d2-e1"},
		{name: "the dogs trap the jaguar in three", pos: "DDDDD/DD1DD/5/5/3D1/D1D/J1D d", mate: 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("adugo")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 10}, nil)
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
	g, _, err := position.NewGame("adugo")
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
