package atarigo_test

import (
	"slices"
	"testing"
	"time"

	"github.com/tabla-games/tabla/games/atarigo"
	"github.com/tabla-games/tabla/search"
)

// TestExactPlay checks that the search finds the forced results that the
// rules or a hand analysis gives, with the mate distance in the
// winner's moves (a forced pass counts as a move).
func TestExactPlay(t *testing.T) {
	eyes := "WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWWWWWWW/WWWW1WWWW/WWWWWWWWW/WW1WWWWWW/WWWWWWWWW/1WWWWWWWW"
	full := "BBBBWWWWW/BBBBWWWWW/BBBBWWWWW/BBBBWWWWW/BBBB1WWWW/BBBBBWWWW/BBBBBWWWW/BBBBBWWWW/BBBBBWWWW"
	tests := []struct {
		name  string
		pos   string
		depth int      // 0: no limit, the search ends once it has proved the result
		mate  int      // the winner's moves, negative when the side to move loses; 0 a draw
		best  []string // the moves that achieve it
	}{
		// The seed's capture example and diagram 2: a capture at once.
		{"capture example", "WBBB3BW/1WWB5/1BB6/9/9/9/2W1W1W2/9/9 b 33 33 0", 0, 1, []string{"a8", "i8"}},
		{"diagram 2 capture", "WBBB3BW/1WWB5/1BB6/9/2B1B1B2/9/9/WWWW5/1W1W5 b 30 30 0", 0, 1, []string{"a8", "i8"}},
		// The full board: the capturing suicide, and the draw by passes.
		{"e5 takes 40 stones", full + " b 1 0 0", 0, 1, []string{"e5"}},
		{"pass, pass, draw", full + " b 0 0 0", 0, 0, []string{"pass"}},
		// White c4 and e4 both have two liberties, one of them d4, and
		// no black stone is short of liberties: d4 ataris both at c3 and
		// e3, White saves one, Black takes the other. Nothing captures at
		// once, so this is mate 2.
		{"double atari", "9/9/9/9/2B1B4/1BW1WB3/9/9/9 b 36 38 0", 0, 2, []string{"d4"}},
		// After d4: both white groups in atari, no capture for White.
		{"double atari, lost", "9/9/9/9/2B1B4/1BWBWB3/9/9/9 w 35 38 0", 0, -1, nil},
		// White b2 against Black b3 and c2: a2 (or b1) ataris, White
		// extends to two liberties on the edge, c1 (or a3) ataris again,
		// and the last extension at a1 is a suicide. Any other white
		// answer loses at once, and one atari cannot capture a group with
		// two liberties: mate 3.
		{"corner ladder", "9/9/9/9/9/9/1B7/1WB6/9 b 38 39 0", 0, 3, []string{"a2", "b1"}},
		// Black cannot play into the three one-point eyes of the white
		// group, so it passes; White has no other move than to fill its
		// own eyes, and after two of them Black takes the group at the
		// last: pass, pass, capture.
		{"filling one's own eyes", eyes + " b 5 5 0", 0, 3, []string{"pass"}},
		// White e5 against Black d5, e6, f4: f5 drives the stone down to
		// the a1 corner, f5 e4 e3 d4 c4 d3 d2 c3 b3 c2 c1 b2 a2 b1 a1,
		// eight black moves (e4 mirrors it to i9). The quiescence search
		// plays the ladder out, so depth 3 finds it; every other white
		// answer to an atari loses at once.
		{"ladder across the board", "9/9/9/4B4/3BW4/5B3/9/9/9 b 37 39 0", 3, 8, []string{"e4", "f5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := atarigo.New()
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: tc.depth}, nil)
			if g.Position() != tc.pos {
				t.Fatalf("the search changed the position to %s", g.Position())
			}
			switch {
			case tc.mate == 0:
				if res.Score != 0 || res.Score.IsMate() {
					t.Errorf("score %v, want a draw", res.Score)
				}
			case !res.Score.IsMate() || res.Score.MateMoves() != tc.mate:
				t.Errorf("score %v, want mate %d", res.Score, tc.mate)
			}
			if tc.best != nil && !slices.Contains(tc.best, g.FormatMove(res.Best)) {
				t.Errorf("best move %s, want one of %v", g.FormatMove(res.Best), tc.best)
			}
			t.Logf("%v %s: depth %d, %d nodes in %v", res.Score, g.FormatMove(res.Best), res.Depth, res.Nodes, res.Time)
		})
	}
}

// BenchmarkSearch searches the start position and a middle-game one to a
// fixed depth with one thread, reporting nodes per second.
func BenchmarkSearch(b *testing.B) {
	for _, bc := range []struct {
		name, pos string
		depth     int
	}{
		{"start/depth4", "9/9/9/9/9/9/9/9/9 b 40 40 0", 4},
		{"middle/depth4", "9/2W6/3BW4/2BWB4/3W1B3/4W4/9/9/9 b 35 35 0", 4},
	} {
		b.Run(bc.name, func(b *testing.B) {
			eng := search.New(search.DefaultOptions())
			var nodes uint64
			var spent time.Duration // the searches' own time, without Clear
			b.ReportAllocs()
			for b.Loop() {
				g := atarigo.New()
				if err := g.SetPosition(bc.pos); err != nil {
					b.Fatal(err)
				}
				eng.Clear()
				res := eng.Search(g, search.Limits{Depth: bc.depth}, nil)
				nodes += res.Nodes
				spent += res.Time
			}
			b.ReportMetric(float64(nodes)/spent.Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
