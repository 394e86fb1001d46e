package chomp_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/games/chomp"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
	"github.com/tabla-games/tabla/search"
)

// newEngine is a one-thread engine with a small table: the boards here
// have at most a few hundred thousand positions, and one engine serves
// every solve of a test (its table holds exact results of positions,
// which stay valid from one search to the next).
func newEngine() *search.Engine {
	opt := search.DefaultOptions()
	opt.HashMB = 16
	return search.New(opt)
}

// solve runs a search with no limit, which ends once the position is
// solved, and returns whether the side to move wins.
func solve(t testing.TB, eng *search.Engine, g position.Game) (wins bool, best position.Move) {
	t.Helper()
	res := eng.Search(g, search.Limits{}, nil)
	if !res.Score.IsMate() {
		t.Fatalf("search ended with %v, not a proven result", res.Score)
	}
	return res.Score > 0, res.Best
}

func newGame(t testing.TB, settings ...string) position.Playable {
	t.Helper()
	return positiontest.New(t, "chomp", settings...)
}

// winningMoves solves the position after each legal move and lists the
// moves after which the opponent loses.
func winningMoves(t *testing.T, eng *search.Engine, g position.Playable) []string {
	t.Helper()
	var out []string
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		if wins, _ := solve(t, eng, g); !wins {
			g.Unmake()
			out = append(out, g.FormatMove(m))
			continue
		}
		g.Unmake()
	}
	slices.Sort(out)
	return out
}

// TestDefaultBoardSolved checks the solved default board: the start is a
// win for Red, and the winning first moves are exactly a2-c3, b2-b4, a3-b3
// and d3. The naive solver agrees on the result.
func TestDefaultBoardSolved(t *testing.T) {
	eng := newEngine()
	g := newGame(t)
	wins, best := solve(t, eng, g)
	if !wins {
		t.Fatal("search: the default start is not a first-player win")
	}
	want := []string{"a2-c3", "a3-b3", "b2-b4", "d3"}
	if !slices.Contains(want, g.FormatMove(best)) {
		t.Errorf("search plays %s, not one of the winning moves %v", g.FormatMove(best), want)
	}
	if testing.Short() {
		return
	}
	if got := winningMoves(t, eng, g); !slices.Equal(got, want) {
		t.Errorf("winning moves %v, want %v", got, want)
	}
	if !chomp.NaiveWins(g.Position()) {
		t.Error("naive solver: the default start is not a first-player win")
	}
}

// TestOtherPlacements checks other poison placements on the 4×5 board:
// poison on a4 alone is a first-player win with d3 the only winning move;
// poison on b3 and d2 is a second-player win. (The naive solver checks the
// default placement in TestDefaultBoardSolved; a second 4×5 run would add
// little and cost seconds.)
func TestOtherPlacements(t *testing.T) {
	eng := newEngine()
	g := newGame(t, "poison=a4")
	if wins, best := solve(t, eng, g); !wins || g.FormatMove(best) != "d3" {
		t.Errorf("poison a4: wins=%v with %s, want a win with d3", wins, g.FormatMove(best))
	}
	if !testing.Short() {
		if got := winningMoves(t, eng, g); !slices.Equal(got, []string{"d3"}) {
			t.Errorf("poison a4: winning moves %v, want [d3]", got)
		}
	}
	g = newGame(t, "poison=b3,d2")
	if wins, _ := solve(t, eng, g); wins {
		t.Error("poison b3,d2: the first player wins, want a second-player win")
	}
}

// TestTinyBoards checks the results of tiny boards with the search: a
// poison cell between two chocolate cells is lost for the side to move,
// a poison cell with one or three chocolate cells is won.
func TestTinyBoards(t *testing.T) {
	eng := newEngine()
	tests := []struct {
		pos       string
		firstWins bool
	}{
		{"cpc r", false},
		{"pc/cc r", true},
		{"pc r", true},
	}
	for _, tc := range tests {
		g := newGame(t)
		if err := g.SetPosition(tc.pos); err != nil {
			t.Fatal(err)
		}
		if wins, _ := solve(t, eng, g); wins != tc.firstWins {
			t.Errorf("%s: side to move wins = %v, want %v", tc.pos, wins, tc.firstWins)
		}
	}
	g := newGame(t)
	if err := g.SetPosition("pcp r"); err != nil {
		t.Fatal(err)
	}
	if over, score := g.Outcome(); !over || score != -1 {
		t.Errorf("pcp: Outcome %v, %d; want a loss for Red at once", over, score)
	}
}

// TestCornerPoisonRectangles solves rectangles with one poisoned corner (a
// first-player win by strategy stealing), for every corner, with the search
// and, on the smaller boards, with the naive solver. A 1×1 bar has no
// chocolate, so the first player loses at once; it is left out.
func TestCornerPoisonRectangles(t *testing.T) {
	eng := newEngine()
	maxCells := 16
	if testing.Short() {
		maxCells = 9
	}
	for n := 1; n <= 5; n++ {
		for m := 1; m <= 5; m++ {
			if n*m < 2 || n*m > maxCells {
				continue
			}
			corners := []string{
				fmt.Sprintf("a%d", n), "a1",
				fmt.Sprintf("%c1", 'a'+m-1), fmt.Sprintf("%c%d", 'a'+m-1, n),
			}
			for _, c := range corners {
				t.Run(fmt.Sprintf("%dx%d %s", n, m, c), func(t *testing.T) {
					g := newGame(t, fmt.Sprint("rows=", n), fmt.Sprint("cols=", m), "poison="+c)
					if wins, _ := solve(t, eng, g); !wins {
						t.Errorf("search: the first player does not win")
					}
					if n*m <= 12 && !chomp.NaiveWins(g.Position()) {
						t.Errorf("naive solver: the first player does not win")
					}
				})
			}
		}
	}
}

// BenchmarkSolveDefault solves the default 4×5 board from scratch.
func BenchmarkSolveDefault(b *testing.B) {
	g := newGame(b)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		eng := newEngine()
		nodes += eng.Search(g, search.Limits{}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
