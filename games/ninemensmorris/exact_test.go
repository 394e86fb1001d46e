package ninemensmorris_test

import (
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// winsWithin reports whether the side to move can force a win within
// plies plies (an AND-OR search over the game's moves, independent of
// package search).
func winsWithin(g position.Game, plies int) bool {
	if over, s := g.Outcome(); over {
		return s > 0
	}
	if plies <= 0 {
		return false
	}
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		lost := losesWithin(g, plies-1)
		g.Unmake()
		if lost {
			return true
		}
	}
	return false
}

// losesWithin reports whether the side to move loses within plies plies
// whatever it does.
func losesWithin(g position.Game, plies int) bool {
	if over, s := g.Outcome(); over {
		return s < 0
	}
	if plies <= 0 {
		return false
	}
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		won := winsWithin(g, plies-1)
		g.Unmake()
		if !won {
			return false
		}
	}
	return true
}

// TestEndgames checks that the search proves short forced wins, with the
// distance found by the plain AND-OR search above.
func TestEndgames(t *testing.T) {
	tests := []struct {
		name, pos string
		mate      int    // expected mate in moves, 0: from the AND-OR search
		best      string // "" = not checked
	}{
		{"the last removal", "3/W2/B1B/5W/1B1/3/WW1 w 0 0 0", 1, ""},
		{"a double threat while flying", "W2/3/WB1/1B4/2B/3/2W w 0 0 0", 0, ""},
		{"a flying side blocks one threat of two", "WW1/3/2B/W5/B2/2B/3 b 0 0 0", 0, ""},
		{"blocked in one", "BBW/1W1/3/BW4/3/3/B1W w 0 0 0", 1, "g1-d1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			want := tc.mate
			if want == 0 {
				for plies := 1; plies <= 7 && want == 0; plies++ {
					switch {
					case winsWithin(g, plies):
						want = (plies + 1) / 2
					case losesWithin(g, plies):
						want = -plies / 2
					}
				}
				if want == 0 {
					t.Fatal("no forced result within 7 plies")
				}
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 12}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != want {
				t.Fatalf("search: %v at depth %d, want mate %d", res.Score, res.Depth, want)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Errorf("best %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}

// TestSearchTakesTheMill checks that a short search wins material when it
// can and stops the opponent's mill otherwise.
func TestSearchTakesTheMill(t *testing.T) {
	tests := []struct {
		name, pos string
		ok        func(move string) bool
	}{
		{"close the mill", "BB1/3/3/6/3/3/WW1 w 7 7 0", func(m string) bool { return m[:2] == "g1" }},
		{"block the mill", "BB1/3/3/6/3/W2/W2 w 7 7 0", func(m string) bool { return m[:2] == "g7" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: 4}, nil)
			if m := g.FormatMove(res.Best); !tc.ok(m) {
				t.Errorf("best move %s (%v)", m, res.Score)
			}
		})
	}
}

// BenchmarkStartTenSeconds searches the start position for 10 seconds
// with one thread and reports the depth it completes (the issue asks how
// deep the engine gets; the game is a known draw).
func BenchmarkStartTenSeconds(b *testing.B) {
	for b.Loop() {
		g := load(b, "")
		eng := search.New(search.DefaultOptions())
		rep := &depthLog{b: b}
		res := eng.Search(g, search.Limits{MoveTime: 10 * time.Second}, rep)
		b.ReportMetric(float64(res.Depth), "depth")
		b.ReportMetric(float64(res.Nodes)/res.Time.Seconds(), "nodes/s")
		b.Logf("depth %d score %v best %s nodes %d in %v", res.Depth, res.Score, g.FormatMove(res.Best), res.Nodes, res.Time)
	}
}

type depthLog struct{ b *testing.B }

func (d *depthLog) Report(i search.Info) {
	if i.MultiPV == 0 {
		return
	}
	pv := ""
	g := load(d.b, "")
	for _, m := range i.PV {
		pv += " " + g.FormatMove(m)
		g.Make(m)
	}
	d.b.Logf("depth %d score %v nodes %d time %v pv%s", i.Depth, i.Score, i.Nodes, i.Time.Round(time.Millisecond), pv)
}
