package catsdogs_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/games/catsdogs"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// solveWithSearch runs a search with no limit, which ends once the
// position is solved, and checks that it reports a proven result.
func solveWithSearch(t *testing.T, g position.Game) search.Result {
	t.Helper()
	eng := search.New(search.DefaultOptions())
	res := eng.Search(g, search.Limits{}, nil)
	if !res.Score.IsMate() {
		t.Fatalf("search ended with %v, not a proven result", res.Score)
	}
	return res
}

// TestSmallSnort solves Snort on small boards. Without the opening rule
// the results are the known ones for Snort: the first player wins
// odd×odd and odd×even boards, the second player 2×2, 2×4, 2×6, 4×4 and
// 4×6 (even×even boards, where the second player can copy every move
// through the centre). The rules give no small-board values for
// Cats & Dogs itself, whose board is always 8×8; with its opening rule
// applied to the middle cells of a small board (the first cat in them,
// the first dog outside), the second player's copying answer to the
// first cat is illegal, and the first player wins every board tried:
// those values are computed here, by the search and, on boards of up to
// 16 cells, by the naive solver of naive_test.go.
func TestSmallSnort(t *testing.T) {
	tests := []struct {
		w, h       int
		zone       bool
		firstWins  bool
		slow       bool // skipped with -short
		naiveCheck bool // small enough for the naive solver
	}{
		// Plain Snort: the known results above.
		{w: 1, h: 1, firstWins: true, naiveCheck: true},
		{w: 1, h: 2, firstWins: true, naiveCheck: true},
		{w: 2, h: 2, firstWins: false, naiveCheck: true},
		{w: 2, h: 3, firstWins: true, naiveCheck: true},
		{w: 3, h: 3, firstWins: true, naiveCheck: true},
		{w: 2, h: 4, firstWins: false, naiveCheck: true},
		{w: 3, h: 4, firstWins: true, naiveCheck: true},
		{w: 2, h: 5, firstWins: true, naiveCheck: true},
		{w: 2, h: 6, firstWins: false, naiveCheck: true},
		{w: 4, h: 4, firstWins: false, naiveCheck: true},
		{w: 3, h: 5, firstWins: true, naiveCheck: true},
		{w: 3, h: 6, firstWins: true},
		{w: 4, h: 5, firstWins: true},
		{w: 4, h: 6, firstWins: false, slow: true},
		// With the central-zone opening rule: computed.
		{w: 2, h: 2, zone: true, firstWins: true, naiveCheck: true},
		{w: 2, h: 3, zone: true, firstWins: true, naiveCheck: true},
		{w: 3, h: 3, zone: true, firstWins: true, naiveCheck: true},
		{w: 2, h: 4, zone: true, firstWins: true, naiveCheck: true},
		{w: 3, h: 4, zone: true, firstWins: true, naiveCheck: true},
		{w: 2, h: 6, zone: true, firstWins: true, naiveCheck: true},
		{w: 4, h: 4, zone: true, firstWins: true, naiveCheck: true},
		{w: 3, h: 5, zone: true, firstWins: true, naiveCheck: true},
		{w: 4, h: 5, zone: true, firstWins: true},
		{w: 4, h: 6, zone: true, firstWins: true},
		{w: 5, h: 5, zone: true, firstWins: true, slow: true},
	}
	for _, tc := range tests {
		name := fmt.Sprintf("%dx%d", tc.w, tc.h)
		if tc.zone {
			name += " zone"
		}
		t.Run(name, func(t *testing.T) {
			if tc.slow && testing.Short() {
				t.Skip("slow: skipped with -short")
			}
			if tc.naiveCheck {
				if got := catsdogs.NaiveFirstPlayerWins(tc.w, tc.h, tc.zone); got != tc.firstWins {
					t.Errorf("naive solver: first player wins = %v, want %v", got, tc.firstWins)
				}
			}
			g := catsdogs.NewBoard(tc.w, tc.h, tc.zone)
			res := solveWithSearch(t, g)
			if got := res.Score > 0; got != tc.firstWins {
				t.Errorf("search: %v (best %s), first player wins = %v, want %v", res.Score, g.FormatMove(res.Best), got, tc.firstWins)
			}
		})
	}
}

// TestExampleBSearch solves the seed's example of one contested cell
// (exampleB in catsdogs_test.go) on the 8×8 board: the side to move wins by
// taking the contested cell h6, and only by it.
func TestExampleBSearch(t *testing.T) {
	tests := []struct {
		name, pos string
	}{
		{"dogs to move", "DD1CCC1C/1D1CC1D1/1D1CCC2/D1CC2C1/1C2DD1D/1C1D1D2/D1DD2CC/DDD1CC2 d"},
		{"cats to move", "DD1C1D1C/2CCC1D1/1D1CCC2/D1CC2C1/1C2DD1D/1C1D1D2/D1DD2CC/DDD1CC2 c"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("cats-dogs")
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			res := solveWithSearch(t, g)
			if res.Score <= 0 || g.FormatMove(res.Best) != "h6" {
				t.Errorf("search: %v with %s, want a win with h6", res.Score, g.FormatMove(res.Best))
			}
			// Each other move loses: the opponent then wins.
			for _, m := range g.GenMoves(nil) {
				if g.FormatMove(m) == "h6" {
					continue
				}
				g.Make(m)
				if res := solveWithSearch(t, g); res.Score <= 0 {
					t.Errorf("after %s the opponent does not win: %v", g.FormatMove(m), res.Score)
				}
				g.Unmake()
			}
		})
	}
}

// TestEndgamesAgainstNaive plays random 8×8 games into their endings and
// checks the search's proven result against the naive solver's.
func TestEndgamesAgainstNaive(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 4
	}
	rng := rand.New(rand.NewPCG(8, 8))
	for game := range games {
		g, _, err := position.NewGame("cats-dogs")
		if err != nil {
			t.Fatal(err)
		}
		// Play on until at most 18 cells are left to play on.
		for {
			moves := g.GenMoves(nil)
			if len(moves) == 0 || catsdogs.PlayableCells(g) <= 18 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
		if over, _ := g.Outcome(); over {
			continue
		}
		pos := g.Position()
		t.Run(fmt.Sprint("game", game), func(t *testing.T) {
			want := catsdogs.NaiveWins(pos)
			if res := solveWithSearch(t, g); (res.Score > 0) != want {
				t.Errorf("%s: search %v, naive solver says the side to move wins = %v", pos, res.Score, want)
			}
		})
	}
}

// BenchmarkSearch measures the search's speed on Cats & Dogs: a fixed-depth
// search from a position a few moves into the 8×8 game, and the exact
// solution of the plain 4×5 Snort board.
func BenchmarkSearch(b *testing.B) {
	b.Run("8x8 depth 7", func(b *testing.B) {
		g, _, err := position.NewGame("cats-dogs")
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range []string{"d5", "b7", "f3", "g6"} {
			m, err := g.ParseMove(s)
			if err != nil {
				b.Fatal(err)
			}
			g.Make(m)
		}
		benchSearch(b, g, search.Limits{Depth: 7})
	})
	b.Run("4x5 solve", func(b *testing.B) {
		benchSearch(b, catsdogs.NewBoard(4, 5, false), search.Limits{})
	})
}

func benchSearch(b *testing.B, g position.Game, lim search.Limits) {
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		eng := search.New(search.DefaultOptions())
		nodes += eng.Search(g, lim, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
