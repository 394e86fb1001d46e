package product_test

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// negamax is the exact value of g from the side to move, by brute force
// over the whole tree: the final margin under best play by both sides.
func negamax(g position.Game) int {
	if over, margin := g.Outcome(); over {
		return margin
	}
	best := -1 << 30
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		best = max(best, -negamax(g))
		g.Unmake()
	}
	return best
}

// endgames are positions a few moves before the end: the last move
// (tieBlack's board with two cells emptied), four moves from the end,
// two boards with four empty cells whose value is a tie on products
// (margin −1 and +1, found by random play), and boards with six empty
// cells reached by random play.
func endgames(t *testing.T) []string {
	out := []string{
		"BWB1B/WWBWWB/WBWWBWW/WBWWWWWB/BWWBWBBBB/WBWBWBBB/B1WWBWB/WBWBBB/BWWBB b",
		"1WBWB/WW1WWB/WBWW1WW/WBWW1WWB/BWWB1BBBB/WBW1WBBB/BWWW1WB/WBWBBB/BWWB1 w",
		"BWWWW/B1WBBW/BWWWBWW/BWBWWBWW/1BW1BWWWW/WWWBBBBB/BWWWWWW/WBBBW1/BWBWW w",
		"BBWWB/WBWWBW/WWWBBBB/WBBBBBBB/BWBWWBWBB/BWBBB2B/WBBWWBB/BBB1B1/WWWBW w",
	}
	rng := rand.New(rand.NewPCG(6, 6))
	n := 4
	if testing.Short() {
		n = 2
	}
	for range n {
		g, _, err := position.NewGame("product")
		if err != nil {
			t.Fatal(err)
		}
		for len(g.GenMoves(nil)) > 2*6*5 {
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
		out = append(out, g.Position())
	}
	return out
}

// TestExactEndgames checks that a search without limits solves endgames
// to the exact margin that brute force finds, reports it as a margin and
// not a mate, and plays a move that keeps it.
func TestExactEndgames(t *testing.T) {
	eng := search.New(search.DefaultOptions())
	for _, pos := range endgames(t) {
		t.Run(pos, func(t *testing.T) {
			g, _, err := position.NewGame("product")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(pos); err != nil {
				t.Fatal(err)
			}
			want := negamax(g)
			t.Logf("exact value %d for %s to move", want, []string{"black", "white"}[g.ToMove()])
			res := eng.Search(g, search.Limits{}, nil)
			if res.Score.IsMate() || int(res.Score) != want {
				t.Fatalf("search score %v, brute force %d", res.Score, want)
			}
			if res.Best == position.NoMove {
				t.Fatal("no best move")
			}
			g.Make(res.Best)
			if got := -negamax(g); got != want {
				t.Errorf("best move %s keeps %d, not %d", g.FormatMove(res.Best), got, want)
			}
		})
	}
}

// BenchmarkSearch runs a fixed-node search from the seed's diagram (21
// stones, 3,120 moves) and reports the search speed.
func BenchmarkSearch(b *testing.B) {
	eng := search.New(search.DefaultOptions())
	g, _, err := position.NewGame("product")
	if err != nil {
		b.Fatal(err)
	}
	if err := g.SetPosition("2BBB/6/2B3W/7W/WWWWWW2W/8/4W2/BB4/BBBBB w"); err != nil {
		b.Fatal(err)
	}
	var nodes uint64
	for b.Loop() {
		eng.Clear()
		nodes += eng.Search(g, search.Limits{Nodes: 300_000}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
