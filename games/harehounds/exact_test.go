package harehounds_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// solve runs a search with no limits, which ends once the root is solved,
// and checks that it reports a proven result.
func solve(t testing.TB, g position.Game) search.Result {
	t.Helper()
	eng := search.New(search.DefaultOptions())
	res := eng.Search(g, search.Limits{}, nil)
	if !res.Score.IsMate() {
		t.Fatalf("search ended with %v at depth %d, not a proven result", res.Score, res.Depth)
	}
	return res
}

// mateOf turns the naive solver's result into the search's "mate N": a
// win in p plies is mate (p+1)/2, a loss in p plies is mate -p/2.
func mateOf(win bool, p int) int {
	if win {
		return (p + 1) / 2
	}
	return -p / 2
}

// TestSolvedStarts solves the start positions (the hounds win with either
// side first and with the hare on 5), and
// checks the exact distance against the naive solver.
func TestSolvedStarts(t *testing.T) {
	tests := []struct {
		opts       []string
		limit      int
		houndsWins bool
	}{
		{nil, 10, true},
		{[]string{"first=hare"}, 10, true},
		{[]string{"hare_start=5"}, 10, true},
		{[]string{"hare_start=5", "first=hare"}, 10, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.opts), func(t *testing.T) {
			g := newGame(t, tc.opts...)
			n, err := naiveParse(g.Position(), tc.limit)
			if err != nil {
				t.Fatal(err)
			}
			s := &naiveSolver{memo: map[naivePos]int{}}
			win, p := s.wins(n)
			if got := win == (g.ToMove() == 0); got != tc.houndsWins {
				t.Fatalf("naive solver: hounds win = %v, want %v", got, tc.houndsWins)
			}
			res := solve(t, g)
			if got, want := res.Score.MateMoves(), mateOf(win, p); got != want {
				t.Errorf("search: mate %d, naive solver: mate %d (%d plies)", got, want, p)
			}
		})
	}
}

// TestEveryFirstMoveWins checks that the hounds win from the start
// whichever of their 7 first moves they play (a self-computed result).
func TestEveryFirstMoveWins(t *testing.T) {
	g := newGame(t)
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		if res := solve(t, g); res.Score > 0 {
			t.Errorf("after %s the hare wins: %v", g.FormatMove(m), res.Score)
		}
		g.Unmake()
	}
}

// TestAgainstNaiveSolver solves positions from random games with the
// search and with the naive solver, and compares results and distances.
// Positions whose game lasts more than 24 plies with best play are left
// out: the search proves them too, but a long loss for the hounds (the
// hare waiting for them to stall) takes it seconds.
func TestAgainstNaiveSolver(t *testing.T) {
	positions := 24
	if testing.Short() {
		positions = 8
	}
	rng := rand.New(rand.NewPCG(9, 9))
	s := &naiveSolver{memo: map[naivePos]int{}}
	for i := range positions {
		g := newGame(t)
		plies := rng.IntN(30)
		for range plies {
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
		if over, _ := g.Outcome(); over {
			continue
		}
		pos := g.Position()
		n, _ := naiveParse(pos, 10)
		win, p := s.wins(n)
		if p > 24 {
			continue
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			g := load(t, pos)
			res := solve(t, g)
			if got, want := res.Score.MateMoves(), mateOf(win, p); got != want {
				t.Errorf("%s: search mate %d, naive mate %d", pos, got, want)
			}
		})
	}
}

// TestEndgames checks short forced results the search must find.
func TestEndgames(t *testing.T) {
	tests := []struct {
		name, pos string
		mate      int
		best      string // the only winning move, if checked
	}{
		{"trap in one", "5D1D1DH d 0", 1, "5-8"},
		{"escape in one", "4DHD1D2 h 0", 1, "5-2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			res := solve(t, g)
			if res.Score.MateMoves() != tc.mate {
				t.Errorf("score %v, want mate %d", res.Score, tc.mate)
			}
			if tc.best != "" && g.FormatMove(res.Best) != tc.best {
				t.Errorf("best %s, want %s", g.FormatMove(res.Best), tc.best)
			}
		})
	}
}

// TestProtocolSolve solves the start through the protocol, as the binary
// does for "newgame hare-hounds" then "go": the search ends by itself with
// a mate score for the hounds.
func TestProtocolSolve(t *testing.T) {
	c, err := protocol.Local(protocol.Config{Name: "tabla", DefaultGame: "hare-hounds"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Do("newgame hare-hounds", 10*time.Second); err != nil {
		t.Fatal(err)
	}
	lines, err := c.Call("go", "bestmove", time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	last := ""
	for _, l := range lines {
		if strings.Contains(l, " score ") {
			last = l
		}
	}
	if !strings.Contains(last, "score mate 12 ") {
		t.Errorf("last score line %q, want mate 12 for the hounds", last)
	}
}

// BenchmarkSolveStart solves the start position from scratch (one thread,
// a new engine each time): the hounds win.
func BenchmarkSolveStart(b *testing.B) {
	g := newGame(b)
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		eng := search.New(search.DefaultOptions())
		res := eng.Search(g, search.Limits{}, nil)
		if res.Score.MateMoves() <= 0 {
			b.Fatalf("score %v", res.Score)
		}
		nodes += res.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
