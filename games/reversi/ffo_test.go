package reversi

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
)

// ffoCase is one line of testdata/reversi/ffo-1-39.txt: a position and the
// exact value of every legal move for the side to move.
type ffoCase struct {
	num    int
	game   *Game
	values map[position.Move]int // in discs
	best   int
}

// loadFFO parses the FFO file: "#n <64 cells> <X|O>; <MOVE>:<value>; ...".
func loadFFO(t testing.TB) []ffoCase {
	t.Helper()
	f, err := os.Open("../../testdata/reversi/ffo-1-39.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []ffoCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "#") || len(line) < 2 || line[1] < '0' || line[1] > '9' {
			continue // comments
		}
		parts := strings.Split(strings.TrimSuffix(line, ";"), ";")
		head := strings.Fields(parts[0])
		if len(head) != 3 || len(head[2]) != 1 {
			t.Fatalf("bad FFO line %q", line)
		}
		num, err := strconv.Atoi(head[0][1:])
		if err != nil {
			t.Fatalf("bad FFO number in %q", line)
		}
		g, err := ParseBoard64(head[1], head[2][0])
		if err != nil {
			t.Fatalf("FFO #%d: %v", num, err)
		}
		c := ffoCase{num: num, game: g, values: map[position.Move]int{}, best: -999}
		for _, mv := range parts[1:] {
			sq, val, ok := strings.Cut(strings.TrimSpace(mv), ":")
			if !ok {
				t.Fatalf("FFO #%d: bad move value %q", num, mv)
			}
			m, err := g.ParseMove(sq)
			if err != nil {
				t.Fatalf("FFO #%d: %v", num, err)
			}
			v, err := strconv.Atoi(val)
			if err != nil {
				t.Fatalf("FFO #%d: bad value %q", num, val)
			}
			c.values[m] = v
			c.best = max(c.best, v)
		}
		if len(c.values) != g.CountMoves() {
			t.Fatalf("FFO #%d lists %d moves, the position has %d", num, len(c.values), g.CountMoves())
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// ffoShort lists the positions of #20-#39 that -short still solves.
var ffoShort = map[int]bool{20: true, 21: true, 22: true, 23: true}

// TestFFO solves the FFO positions exactly: the score must be the best
// listed value and the move one that reaches it. #1-#19 and a few quick
// later ones run always, the rest only without -short.
func TestFFO(t *testing.T) {
	cases := loadFFO(t)
	if len(cases) != 39 {
		t.Fatalf("the FFO file has %d positions, want 39", len(cases))
	}
	for _, c := range cases {
		t.Run("#"+strconv.Itoa(c.num), func(t *testing.T) {
			if testing.Short() && c.num >= 20 && !ffoShort[c.num] {
				t.Skip("skipped with -short")
			}
			start := time.Now()
			score, move := c.game.Solve(-6400, 6400, nil)
			t.Logf("%d empties: %+d in %v, %d nodes", c.game.Empties(), score/100, time.Since(start), c.game.Nodes())
			if score != 100*c.best {
				t.Errorf("score %d, want %d", score, 100*c.best)
			}
			if v, ok := c.values[move]; !ok || v != c.best {
				t.Errorf("move %s has value %d (listed %v), want a move worth %d", c.game.FormatMove(move), v, ok, c.best)
			}
		})
	}
}

// TestFFOEveryMove checks the listed value of every move of some positions
// by solving the position after it.
func TestFFOEveryMove(t *testing.T) {
	for _, c := range loadFFO(t) {
		if c.num > 19 || (testing.Short() && c.num > 4) {
			continue
		}
		t.Run("#"+strconv.Itoa(c.num), func(t *testing.T) {
			for m, want := range c.values {
				c.game.Make(m)
				score, _ := c.game.Solve(-6400, 6400, nil)
				c.game.Unmake()
				if -score != 100*want {
					t.Errorf("%s: %d, want %d", c.game.FormatMove(m), -score/100, want)
				}
			}
		})
	}
}

// TestSolveWindows checks fail-soft bounds: a score at or below alpha is an
// upper bound on the true value, at or above beta a lower bound, and
// between them exact; windows need not fall on whole discs.
func TestSolveWindows(t *testing.T) {
	cases := loadFFO(t)
	for _, c := range cases[:7] {
		v := 100 * c.best
		for _, w := range [][2]int{
			{v - 1, v + 1}, {v - 100, v + 100}, {v - 250, v - 150}, {v + 150, v + 420},
			{v - 50, v + 50}, {v, v + 1}, {v - 1, v}, {-6500, v - 1}, {v + 1, 6500}, {v - 37, v - 36},
		} {
			c.game.solver = nil // no help from an earlier search
			alpha, beta := w[0], w[1]
			score, move := c.game.Solve(alpha, beta, nil)
			switch {
			case score <= alpha:
				if score < v {
					t.Errorf("#%d (%d,%d): fail-low %d below the value %d", c.num, alpha, beta, score, v)
				}
				if move != position.NoMove {
					t.Errorf("#%d (%d,%d): fail-low with a move", c.num, alpha, beta)
				}
			case score >= beta:
				if score > v {
					t.Errorf("#%d (%d,%d): fail-high %d above the value %d", c.num, alpha, beta, score, v)
				}
				if c.values[move]*100 < beta {
					t.Errorf("#%d (%d,%d): fail-high move %s worth %d", c.num, alpha, beta, c.game.FormatMove(move), c.values[move])
				}
			default:
				if score != v {
					t.Errorf("#%d (%d,%d): %d inside the window, want %d", c.num, alpha, beta, score, v)
				}
				if c.values[move] != c.best {
					t.Errorf("#%d (%d,%d): move %s is not best", c.num, alpha, beta, c.game.FormatMove(move))
				}
			}
		}
	}
}

// negamax is a plain reference solver over the Game interface.
func negamax(g *Game) int {
	moves := g.GenMoves(nil)
	if len(moves) == 0 {
		_, score := g.Outcome()
		return score
	}
	best := -1 << 30
	for _, m := range moves {
		g.Make(m)
		best = max(best, -negamax(g))
		g.Unmake()
	}
	return best
}

// TestSolveMatchesNegamax compares the solver with plain negamax on random
// positions with up to 9 empties, where passes and early ends are common.
func TestSolveMatchesNegamax(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	n := 300
	if testing.Short() {
		n = 60
	}
	for i := 0; i < n; i++ {
		g := randomGame(rng, 51+rng.IntN(20))
		// Sometimes knock discs off so that positions end early or pass.
		if i%3 == 0 {
			black, white := g.Discs()
			mask := rng.Uint64() | rng.Uint64()
			g.set(black&mask, white&mask, g.side)
		}
		if g.Empties() > 9 {
			continue
		}
		want := negamax(g)
		for _, w := range [][2]int{{-6500, 6500}, {want - 100, want + 100}, {want + 100, want + 300}, {want - 300, want - 100}} {
			score, move := g.Solve(w[0], w[1], nil)
			if w[0] < want && want < w[1] {
				if score != want {
					t.Fatalf("%s (%d,%d): Solve = %d, negamax %d", g.Position(), w[0], w[1], score, want)
				}
				if move == position.NoMove && g.CountMoves() > 0 {
					t.Fatalf("%s: no best move", g.Position())
				}
				if move != position.NoMove {
					g.Make(move)
					v := -negamax(g)
					g.Unmake()
					if v != want {
						t.Fatalf("%s: best move %s is worth %d, not %d", g.Position(), g.FormatMove(move), v, want)
					}
				}
			} else if (want <= w[0] && (score > w[0] || score < want)) || (want >= w[1] && (score < w[1] || score > want)) {
				t.Fatalf("%s (%d,%d): Solve = %d breaks the bound on %d", g.Position(), w[0], w[1], score, want)
			}
		}
	}
}

// stopAfter is a Ticker that asks to stop after n calls and counts nodes.
type stopAfter struct{ calls, n, nodes int }

func (s *stopAfter) Tick(nodes int) bool {
	s.calls++
	s.nodes += nodes
	return s.calls >= s.n
}

func TestSolveTicks(t *testing.T) {
	c := loadFFO(t)[18] // #19, 16 empties
	full := &stopAfter{n: 1 << 30}
	c.game.solver = nil
	c.game.Solve(-6400, 6400, full)
	if uint64(full.nodes) != c.game.Nodes() || full.calls < int(c.game.Nodes())/(2*tickEvery) {
		t.Errorf("ticker saw %d nodes in %d calls; the solve visited %d", full.nodes, full.calls, c.game.Nodes())
	}
	stop := &stopAfter{n: 3}
	c.game.solver = nil
	c.game.Solve(-6400, 6400, stop)
	if c.game.Nodes() > 3*tickEvery+tickEvery {
		t.Errorf("the solve went on for %d nodes after being told to stop", c.game.Nodes())
	}
	// A stopped solve leaves no false bounds behind: the next one is exact.
	score, _ := c.game.Solve(-6400, 6400, nil)
	if score != 100*c.best {
		t.Errorf("after an aborted solve: %d, want %d", score, 100*c.best)
	}
}

func TestSolvable(t *testing.T) {
	g := New()
	play(t, g, perfectGame)
	for i := 0; i < 12; i++ {
		g.Unmake()
	}
	for _, tc := range []struct {
		depth int
		want  bool
	}{{0, false}, {(12-solveAhead+1)/2 - 1, false}, {(12 - solveAhead + 1) / 2, true}, {40, true}} {
		if got := g.Solvable(tc.depth); got != tc.want {
			t.Errorf("12 empties: Solvable(%d) = %v", tc.depth, got)
		}
	}
	for i := 12; i > solveAlways; i-- {
		g.Make(g.GenMoves(nil)[0])
	}
	if !g.Solvable(0) {
		t.Errorf("%d empties: Solvable(0) = false", g.Empties())
	}
}

// TestSolveSparse solves positions with more empties than any game
// reaches, where the game ends long before the board fills.
func TestSolveSparse(t *testing.T) {
	for _, tc := range []struct {
		pos  string
		want int
	}{
		{"BBW5/8/8/8/8/8/8/8 w", -6400},
		{"8/8/8/8/8/8/8/8 b", 0},
		{"B7/8/8/8/8/8/8/8 w", -6400},
		{"8/8/8/3WB3/8/8/8/8 b", 6400},
	} {
		g := New()
		if err := g.SetPosition(tc.pos); err != nil {
			t.Fatal(err)
		}
		if got, _ := g.Solve(-6500, 6500, nil); got != tc.want || got != negamax(g) {
			t.Errorf("%s: Solve = %d, want %d (negamax %d)", tc.pos, got, tc.want, negamax(g))
		}
	}
}
