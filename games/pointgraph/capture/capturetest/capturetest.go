// Package capturetest is the test scaffolding shared by the capture games
// built on package capture (Alquerque, Foxes and Sheep, Fox and Geese,
// Adugo): loading a position and playing moves, the perft and hot-path
// benchmarks, the zero-allocation check, the exact-play (mate) table and
// the protocol round trip. Each game's tests keep their own cases; only
// the loops that were the same in every package live here.
package capturetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// MoveTexts lists the legal moves of g as FormatMove writes them, sorted.
func MoveTexts(g position.Playable) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// Load sets g to pos ("" keeps its start) and plays moves, failing the
// test on a bad position or an illegal move.
func Load(tb testing.TB, g position.Playable, pos string, moves ...string) {
	tb.Helper()
	if pos != "" {
		if err := g.SetPosition(pos); err != nil {
			tb.Fatalf("SetPosition(%q): %v", pos, err)
		}
	}
	for _, s := range moves {
		m, err := g.ParseMove(s)
		if err != nil {
			tb.Fatalf("at %s after %v: ParseMove(%q): %v (legal: %v)", g.Position(), moves, s, err, MoveTexts(g))
		}
		g.Make(m)
	}
}

// BenchPerft benchmarks perft to depth from the game newGame returns,
// plainly and through a perft hash table, as the sub-benchmarks
// "<prefix>plain/<depth>" and "<prefix>hashed/<depth>". ns/op is one whole
// perft; Mleaves/s is the counting speed.
func BenchPerft(b *testing.B, prefix string, newGame func(testing.TB) position.Game, depth int) {
	for _, hashed := range []bool{false, true} {
		name := fmt.Sprintf("%splain/%d", prefix, depth)
		if hashed {
			name = fmt.Sprintf("%shashed/%d", prefix, depth)
		}
		b.Run(name, func(b *testing.B) {
			g := newGame(b)
			b.ReportAllocs()
			var leaves uint64
			for b.Loop() {
				if hashed {
					leaves = position.NewPerfter(g, false, 1<<20).Count(depth)
				} else {
					leaves = position.Perft(g, depth, false)
				}
			}
			b.ReportMetric(float64(leaves)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
		})
	}
}

// BenchMakeUnmake benchmarks Make and Unmake (with hash, and Hash between
// them) of every legal move of games in turn; ns/op covers all the moves
// of one position.
func BenchMakeUnmake(b *testing.B, games []position.Game, hash bool) {
	moves := make([][]position.Move, len(games))
	for i, g := range games {
		moves[i] = g.GenMoves(nil)
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g := games[i%len(games)]
		for _, m := range moves[i%len(games)] {
			g.Make(m)
			if hash {
				g.Hash()
			}
			g.Unmake()
		}
	}
}

// CheckNoAllocs checks the zero-allocation promise of the search's hot
// path on g: GenMoves, and OrderHints and GenNoisy where g has them,
// Evaluate; then for every legal move Make, Hash, Outcome, Evaluate,
// CountMoves where g has it, and Unmake.
func CheckNoAllocs(t *testing.T, name string, g position.Game) {
	t.Helper()
	orderer, _ := g.(position.Orderer)
	tactical, _ := g.(position.Tactical)
	counter, _ := g.(position.MoveCounter)
	buf := make([]position.Move, 0, 1024)
	noisy := make([]position.Move, 0, 1024)
	scores := make([]int32, 1024)
	allocs := testing.AllocsPerRun(20, func() {
		buf = g.GenMoves(buf[:0])
		if orderer != nil {
			orderer.OrderHints(buf, scores)
		}
		if tactical != nil {
			noisy, _ = tactical.GenNoisy(noisy[:0])
		}
		g.Evaluate()
		for _, m := range buf {
			g.Make(m)
			g.Hash()
			g.Outcome()
			g.Evaluate()
			if counter != nil {
				counter.CountMoves()
			}
			g.Unmake()
		}
	})
	if allocs != 0 {
		t.Errorf("%s: %v allocations per run, want 0", name, allocs)
	}
}

// Mate is one exact-play case: a position, the result the search must
// prove and, if only one move wins, that move.
type Mate struct {
	Name string
	Pos  string
	Mate int    // MateMoves: > 0 a win for the side to move, < 0 a loss
	Best string // the only winning move, or ""
}

// plies is the length of the forced line of a mate in n moves.
func plies(n int) int {
	if n < 0 {
		return -2 * n
	}
	return 2*n - 1
}

// CheckMates sets each case up in a new game id with default options and
// checks that the search proves its result, searching depth plies (0: the
// mate's plies and two more). With minimax, a plain minimax over the game
// (MateIn) must agree first.
func CheckMates(t *testing.T, id string, depth int, minimax bool, cases []Mate) {
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			g, _, err := position.NewGame(id)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.SetPosition(tc.Pos); err != nil {
				t.Fatal(err)
			}
			n := plies(tc.Mate)
			if minimax {
				want := Result{Known: true, Win: tc.Mate > 0, Plies: n}
				if got := MateIn(g.Clone(), n+1); got != want {
					t.Fatalf("minimax gives %+v, want %+v", got, want)
				}
			}
			d := depth
			if d == 0 {
				d = n + 2
			}
			eng := search.New(search.DefaultOptions())
			res := eng.Search(g, search.Limits{Depth: d}, nil)
			if !res.Score.IsMate() || res.Score.MateMoves() != tc.Mate {
				t.Fatalf("score %v after depth %d, want mate %d", res.Score, res.Depth, tc.Mate)
			}
			if tc.Best != "" && g.FormatMove(res.Best) != tc.Best {
				t.Errorf("best move %s, want %s", g.FormatMove(res.Best), tc.Best)
			}
		})
	}
}

// Result is a game value found by plain minimax: a win or a loss for the
// side to move in Plies plies, or nothing forced (Known false).
type Result struct {
	Known, Win bool
	Plies      int
}

// MateIn is a plain minimax over the game itself, independent of search:
// whether the side to move forces a win (or must lose) within depth plies,
// and in how many plies at best (or at worst).
func MateIn(g position.Game, depth int) Result {
	if over, score := g.Outcome(); over {
		return Result{Known: score != 0, Win: score > 0}
	}
	if depth == 0 {
		return Result{}
	}
	best := Result{Known: true, Win: false} // lost unless some move does better
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		r := MateIn(g, depth-1)
		g.Unmake()
		switch {
		case r.Known && !r.Win: // the opponent loses: we win
			if !best.Win || r.Plies+1 < best.Plies {
				best = Result{Known: true, Win: true, Plies: r.Plies + 1}
			}
		case !r.Known && !best.Win:
			best = Result{}
		case r.Known && r.Win && best.Known && !best.Win:
			best.Plies = max(best.Plies, r.Plies+1)
		}
	}
	return best
}

// BenchSearch searches the start position of game id to depth with one
// thread and reports the search speed.
func BenchSearch(b *testing.B, id string, depth int) {
	g, _, err := position.NewGame(id)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var nodes uint64
	for b.Loop() {
		eng := search.New(search.DefaultOptions())
		nodes += eng.Search(g, search.Limits{Depth: depth}, nil).Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// CheckProtocol drives game id through the protocol: the setup commands
// (selection with options, UCI_Variant, a position with moves), then the
// legal-move list, which must be legal, a short search, which must give a
// move, and the position with illegal moves, which must be refused.
func CheckProtocol(t *testing.T, id string, setup []string, legal, illegal string) {
	c, err := protocol.Local(protocol.Config{Name: "tabla", DefaultGame: id})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const wait = 10 * time.Second
	for _, cmd := range setup {
		if _, err := c.Do(cmd, wait); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
	}
	lines, err := c.Call("legalmoves", "legalmoves", wait)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := lines[len(lines)-1], "legalmoves "+legal; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	lines, err = c.Call("go depth 4", "bestmove", wait)
	if err != nil {
		t.Fatal(err)
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "bestmove ") || last == "bestmove (none)" {
		t.Errorf("got %q", last)
	}
	if _, err := c.Do(illegal, wait); err == nil {
		t.Errorf("%s: an illegal move was accepted", illegal)
	}
}

// The outcomes of a position from the side to move, as OutcomeOf gives
// them.
const (
	Running = iota
	Win
	Loss
	Draw
)

// OutcomeOf is g's Outcome as one of Running, Win, Loss and Draw.
func OutcomeOf(g position.Game) int {
	over, score := g.Outcome()
	switch {
	case !over:
		return Running
	case score > 0:
		return Win
	case score < 0:
		return Loss
	}
	return Draw
}

// CheckParseMoveIn is the body of a FuzzParseMove target: s is parsed in
// a new game (from newGame) set to each of starts, with the checks of
// positiontest.CheckParseMove.
func CheckParseMoveIn(t *testing.T, newGame func() position.Playable, starts []string, s string) {
	t.Helper()
	for _, start := range starts {
		g := newGame()
		if err := g.SetPosition(start); err != nil {
			t.Fatal(err)
		}
		positiontest.CheckParseMove(t, g, s)
	}
}
