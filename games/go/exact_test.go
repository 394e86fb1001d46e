package gogame_test

import (
	"testing"

	gogame "github.com/tabla-games/tabla/games/go"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// setup builds a game through the registry at pos ("" for the start).
func setup(t testing.TB, pos string, settings ...string) *gogame.Game {
	t.Helper()
	p, _, err := position.NewGame("go", settings...)
	if err != nil {
		t.Fatal(err)
	}
	g := p.(*gogame.Game)
	if pos != "" {
		if err := g.SetPosition(pos); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestEnginePlay checks the moves the search chooses: it does not pass
// while moves are useful, captures and saves groups in atari, and passes
// when the position is finished (every empty point an eye, or each side's
// area walled off), with the exact final margin once the opponent has
// passed.
func TestEnginePlay(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		depth    int
		nodes    uint64   // a playout budget instead of depth, searched by MCTS as the fronts do
		want     []string // acceptable best moves
		notWant  []string // moves the engine must not choose
		score    *int     // the exact score expected, if any
	}{
		{name: "seed: no pass on the open board", pos: "", depth: 3, notWant: []string{"pass"}},
		{name: "standard: no pass on the open board", settings: []string{"rules=standard"}, depth: 3, notWant: []string{"pass"}},
		{name: "standard 19x19: no pass on the open board", settings: []string{"rules=standard", "size=19"}, depth: 2, notWant: []string{"pass"}},
		// With one playout per root move or a few, a pass once looked best:
		// it had no RAVE statistics to pull it down to the playouts' mean.
		{name: "standard 19x19: no pass after 1,500 playouts", settings: []string{"rules=standard", "size=19"}, nodes: 1500, notWant: []string{"pass"}},
		{name: "standard 19x19: no pass after 5,000 playouts", settings: []string{"rules=standard", "size=19"}, nodes: 5000, notWant: []string{"pass"}},
		{name: "no pass after the opponent passed on an open board", settings: []string{"rules=standard"},
			pos: "9/9/9/9/4x4/9/9/9/9 w 2 1 -", depth: 3, notWant: []string{"pass"}},
		{name: "seed: no pass in the middle game", pos: "9/9/2o6/3x1o3/2ox1x3/3x5/9/9/9 w 6 0 -", depth: 3,
			notWant: []string{"pass"}},
		{name: "captures a group in atari", settings: []string{"rules=standard"},
			pos: "9/9/9/2xxxxx2/1xooooo2/2xxxxx2/9/9/9 b 16 0 -", depth: 3, want: []string{"h5"}},
		{name: "seed: captures a group in atari", pos: "9/9/9/3xxx3/2xooox2/3xx4/9/9/9 b 8 0 -", depth: 3,
			want: []string{"f4"}},
		{name: "saves its group in atari", settings: []string{"rules=standard"},
			pos: "9/9/9/2xxxxx2/1xooooo2/2xxxxx2/9/9/9 w 16 0 -", depth: 3, want: []string{"h5"}},
		{name: "seed: saves its group in atari", pos: "9/9/9/2xxxxx2/1xooooo2/2xxxxx2/9/9/9 w 16 0 -", depth: 3,
			want: []string{"h5"}},
		{name: "standard 5x5: every empty point an eye, Black passes", settings: []string{"rules=standard", "size=5"},
			pos: "x1xo1/xxxoo/x1xo1/xxxoo/x1xo1 b 40 0 -", depth: 4, want: []string{"pass"}},
		{name: "standard 5x5: every empty point an eye, White passes", settings: []string{"rules=standard", "size=5"},
			pos: "x1xo1/xxxoo/x1xo1/xxxoo/x1xo1 w 40 0 -", depth: 4, want: []string{"pass"}},
		{name: "seed 6x6: every empty point an eye, Black passes", settings: []string{"rules=seed", "size=7"},
			pos: "x1xo1o/xxxooo/x1xo1o/xxxooo/x1xo1o/xxxooo b 40 0 -", depth: 4, want: []string{"pass"}},
		{name: "standard 9x9: walled-off areas, Black passes", settings: []string{"rules=standard"},
			pos: "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 b 18 0 -", depth: 4, want: []string{"pass"}},
		{name: "standard 9x9: walled-off areas, White passes", settings: []string{"rules=standard"},
			pos: "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 w 18 0 -", depth: 4, want: []string{"pass"}},
		{name: "after White's pass Black ends the game, winning by 1.5", settings: []string{"rules=standard"},
			pos: "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 b 19 1 -", depth: 3, want: []string{"pass"},
			score: ptr(150)},
		{name: "after Black's pass White ends the game, losing by 1.5", settings: []string{"rules=standard"},
			pos: "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 w 19 1 -", depth: 3, want: []string{"pass"},
			score: ptr(-150)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.pos, tc.settings...)
			opt := search.DefaultOptions()
			if tc.nodes > 0 {
				opt.Search = search.MCTS
			}
			eng := search.New(opt)
			r := eng.Search(g, search.Limits{Depth: tc.depth, Nodes: tc.nodes}, nil)
			best := g.FormatMove(r.Best)
			for _, bad := range tc.notWant {
				if best == bad {
					t.Fatalf("played %s (score %v) at %s", best, r.Score, g.Position())
				}
			}
			if len(tc.want) > 0 && !contains(tc.want, best) {
				t.Fatalf("played %s (score %v), want one of %v at %s", best, r.Score, tc.want, g.Position())
			}
			if tc.score != nil && int(r.Score) != *tc.score {
				t.Fatalf("score %v, want cp %d", r.Score, *tc.score)
			}
		})
	}
}

func ptr(v int) *int { return &v }

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// minimax is the exact value of g by plain negamax over the whole tree.
func minimax(g position.Game) int {
	if over, s := g.Outcome(); over {
		return s
	}
	best := -1 << 30
	for _, m := range g.GenMoves(nil) {
		side := g.ToMove()
		g.Make(m)
		v := minimax(g)
		if g.ToMove() != side {
			v = -v
		}
		g.Unmake()
		best = max(best, v)
	}
	return best
}

// TestSolveSmallBoards lets the search run without limits on games short
// enough to solve (a move limit K ends every line), and checks that it
// stops by itself with the exact margin that a plain negamax finds.
func TestSolveSmallBoards(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
	}{
		{"standard 2x2, K=8", []string{"rules=standard", "size=2", "ko=simple", "k=8"}, ""},
		{"standard 2x2 superko, K=8", []string{"rules=standard", "size=2", "k=8"}, ""},
		{"standard 3x3, K=5", []string{"rules=standard", "size=3", "ko=simple", "k=5"}, ""},
		{"standard 3x3 komi 0, K=5", []string{"rules=standard", "size=3", "ko=simple", "k=5", "komi=0"}, ""},
		{"seed 6x6 endgame, K=44", []string{"rules=seed", "size=7", "k=44"}, "x1xo1o/xxxoo1/x2o1o/xx1ooo/x1xo2/xxxooo b 40 0 -"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.pos, tc.settings...)
			want := minimax(g.Clone())
			eng := search.New(search.DefaultOptions())
			r := eng.Search(g, search.Limits{}, nil)
			if r.Score.IsMate() || int(r.Score) != want {
				t.Fatalf("search score %v at depth %d, negamax %d", r.Score, r.Depth, want)
			}
			side := g.ToMove()
			g.Make(r.Best)
			v := minimax(g.Clone())
			if g.ToMove() != side {
				v = -v
			}
			if v != want {
				t.Fatalf("best move %s scores %d, not the value %d", g.FormatMove(r.Best), v, want)
			}
		})
	}
}

// BenchmarkSearch measures the search on a 9×9 middle-game position in
// each mode, in nodes per second.
func BenchmarkSearch(b *testing.B) {
	for _, tc := range []struct {
		name     string
		settings []string
	}{
		{"seed9x9", nil},
		{"standard9x9", []string{"rules=standard"}},
		{"standard19x19", []string{"rules=standard", "size=19"}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			g := setup(b, "", tc.settings...)
			for _, s := range []string{"c3", "g7", "g3", "c7", "e5", "d6", "f6", "e7"} {
				m, err := g.ParseMove(s)
				if err != nil {
					b.Fatal(err)
				}
				g.Make(m)
			}
			eng := search.New(search.DefaultOptions())
			var nodes uint64
			b.ReportAllocs()
			for b.Loop() {
				eng.Clear()
				nodes += eng.Search(g, search.Limits{Nodes: 50_000}, nil).Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
