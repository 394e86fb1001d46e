package gogame

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// transform maps a position string through one of the 8 symmetries of the
// square, optionally swapping the colours (and the side to move).
func transform(t *testing.T, g *Game, sym int, swap bool) string {
	t.Helper()
	s := g.geo.s
	rows := make([][]byte, s)
	for r := range rows {
		rows[r] = make([]byte, s)
	}
	for y := 0; y < s; y++ {
		for x := 0; x < s; x++ {
			c := g.At(x, y)
			if c == Empty {
				continue
			}
			if swap {
				c = 3 - c
			}
			tx, ty := symXY(s, sym, x, y)
			rows[s-1-ty][tx] = c.symbol()
		}
	}
	f := strings.Fields(g.Position())
	side := f[1]
	if swap {
		side = map[string]string{"b": "w", "w": "b"}[side]
	}
	return position.FormatRows(rows) + " " + side + " " + f[2] + " " + f[3] + " -"
}

// symXY maps the point (x, y) of an s×s board by the symmetry sym, 0 to
// 7, as transform does.
func symXY(s, sym, x, y int) (int, int) {
	xy := [8][2]int{
		{x, y}, {s - 1 - x, y}, {x, s - 1 - y}, {s - 1 - x, s - 1 - y},
		{y, x}, {s - 1 - y, x}, {y, s - 1 - x}, {s - 1 - y, s - 1 - x},
	}[sym]
	return xy[0], xy[1]
}

// randomGame plays n random moves (no own-eye fills) from the start.
func randomGame(t *testing.T, rng *rand.Rand, n int, settings ...string) *Game {
	g := newGame(t, settings...)
	for i := 0; i < n; i++ {
		if over, _ := g.Outcome(); over {
			break
		}
		g.Make(randomMove(g, rng))
	}
	return g
}

// TestEvaluateSymmetric checks that the evaluation does not depend on how
// the board is turned or mirrored, and that swapping the colours (with
// komi 0) gives the same value to the side to move.
func TestEvaluateSymmetric(t *testing.T) {
	for _, settings := range [][]string{
		{"komi=0"},
		{"rules=standard", "komi=0"},
		{"rules=standard", "size=13", "komi=0"},
	} {
		rng := rand.New(rand.NewPCG(5, 8))
		for i := 0; i < 40; i++ {
			g := randomGame(t, rng, rng.IntN(120), settings...)
			if over, _ := g.Outcome(); over {
				continue
			}
			want := g.Evaluate()
			if want <= -100_000 || want >= 100_000 {
				t.Fatalf("Evaluate() = %d out of range at %s", want, g.Position())
			}
			for sym := 0; sym < 8; sym++ {
				for _, swap := range []bool{false, true} {
					h := newGame(t, settings...)
					pos := transform(t, g, sym, swap)
					if err := h.SetPosition(pos); err != nil {
						t.Fatalf("%s: %v", pos, err)
					}
					if got := h.Evaluate(); got != want {
						t.Fatalf("%v: symmetry %d (swap %v) of %s: Evaluate %d, want %d", settings, sym, swap, g.Position(), got, want)
					}
				}
			}
		}
	}
}

// TestEvaluateFinished checks that a finished board is evaluated at its
// final score, and that after a pass the evaluation is at least the score
// of ending the game at once.
func TestEvaluateFinished(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
	}{
		{"standard walls, Black to move", []string{"rules=standard"}, "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 b 0 0 -"},
		{"standard walls, White to move", []string{"rules=standard"}, "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 w 0 0 -"},
		{"standard eyes", []string{"rules=standard", "size=5"}, "x1xo1/xxxoo/x1xo1/xxxoo/x1xo1 b 0 0 -"},
		{"seed eyes", []string{"size=7"}, "x1xo1o/xxxooo/x1xo1o/xxxooo/x1xo1o/xxxooo w 0 0 -"},
		{"seed walls and eyes", nil, "x1x1xo1o1/xxxxxoooo/x1x1xo1o1/xxxxxoooo/x1x1xo1o1/xxxxxoooo/x1x1xo1o1/xxxxxoooo/x1x1xo1o1 b 0 0 -"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			if got, want := g.Evaluate(), g.finalMargin(); got != want {
				t.Fatalf("Evaluate() = %d, the final margin is %d (%v)", got, want, g.EvalTerms())
			}
		})
	}
	rng := rand.New(rand.NewPCG(2, 2))
	for i := 0; i < 100; i++ {
		g := randomGame(t, rng, rng.IntN(80), "rules=standard")
		if over, _ := g.Outcome(); over {
			continue
		}
		g.Make(Pass)
		if over, _ := g.Outcome(); over {
			continue
		}
		if e, f := g.Evaluate(), g.finalMargin(); e < f {
			t.Fatalf("after a pass Evaluate() = %d is below the score of passing too, %d, at %s", e, f, g.Position())
		}
	}
}

// TestEvaluateTerms checks the terms on positions where their sign is
// plain.
func TestEvaluateTerms(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		check    func(e evalParts) bool
		what     string
	}{
		{"a capture at hand is credited", []string{"rules=standard"}, "9/9/9/2xxxxx2/1xooooo2/2xxxxx2/9/9/9 b 16 0 -",
			func(e evalParts) bool { return e.tactics == 1000 }, "tactics 1000 (5 stones at 200)"},
		{"a group in atari is charged", []string{"rules=standard"}, "9/9/9/2xxxxx2/1xooooo2/2xxxxx2/9/9/9 w 16 0 -",
			func(e evalParts) bool { return e.tactics == -250 }, "tactics -250 (a quarter of the group saved)"},
		{"an invader in a walled area is dead", []string{"rules=standard"},
			"4xo3/4xo3/4xo3/4xo3/1o2xo3/4xo3/4xo3/4xo3/4xo3 b 19 0 -",
			func(e evalParts) bool { return e.dead == [2]int{0, 1} && e.heuristic == 150 }, "one dead white stone, Black 1.5 ahead"},
		{"lone stones on an open board live", []string{"rules=standard"}, "9/9/2o6/9/4x4/9/6x2/9/9 w 3 0 -",
			func(e evalParts) bool { return e.dead == [2]int{} }, "no dead stones"},
		{"a group with eyes lives", []string{"rules=standard", "size=5"}, "1o3/oo3/5/3xx/3x1 b 6 0 -",
			func(e evalParts) bool { return e.dead == [2]int{} }, "no dead stones"},
		{"more area is better", []string{"rules=standard", "komi=0"}, "9/9/9/9/9/9/2x6/9/9 w 1 0 -",
			func(e evalParts) bool { return e.heuristic < 0 && e.area > 0 }, "White behind, Black's area positive"},
		{"seed: enclosed regions count exactly", nil, "9/9/9/4o4/3o1o3/4o4/9/9/9 b 4 0 -",
			func(e evalParts) bool { return e.area <= -100 && e.stones == -400 }, "White's eye counted"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			if e := g.eval(); !tc.check(e) {
				t.Fatalf("want %s; got %+v", tc.what, e)
			}
		})
	}
}

// TestOrderHints checks the order of the move classes.
func TestOrderHints(t *testing.T) {
	// Settled walls: pass, then an invasion of White's area (g5), then a
	// stone in Black's own area (a1).
	g := newGame(t, "rules=standard")
	if err := g.SetPosition("4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 b 18 0 -"); err != nil {
		t.Fatal(err)
	}
	hints := hintsOf(g)
	if order := []string{"pass", "g5", "a1"}; !decreasing(hints, order) {
		t.Fatalf("want %v in decreasing order; got %v", order, pick(hints, order))
	}
	if hints["g5"] != hintInvade || hints["a1"] != hintFillOwn {
		t.Fatalf("g5 %d, a1 %d; want %d and %d", hints["g5"], hints["a1"], hintInvade, hintFillOwn)
	}

	// h5 captures five stones, a9 saves b9 from atari (though the point
	// is bounded by Black alone), e2 is an ordinary move, a1 is one of
	// Black's eyes.
	g = newGame(t, "rules=standard")
	if err := g.SetPosition("1xo6/xo7/x8/2xxxxx2/1xooooo2/2xxxxx2/9/x8/1x7 b 20 0 -"); err != nil {
		t.Fatal(err)
	}
	hints = hintsOf(g)
	if order := []string{"h5", "a9", "e2", "pass", "a1"}; !decreasing(hints, order) {
		t.Fatalf("want %v in decreasing order; got %v", order, pick(hints, order))
	}

	// Self-atari: a black stone on j9 next to White's h9-h8 has one
	// liberty and captures nothing.
	g = newGame(t, "rules=standard")
	if err := g.SetPosition("7o1/7o1/9/9/9/9/2x6/9/9 b 3 0 -"); err != nil {
		t.Fatal(err)
	}
	hints = hintsOf(g)
	if order := []string{"e5", "pass", "j9"}; !decreasing(hints, order) || hints["j9"] > hintSelfAtari {
		t.Fatalf("want %v in decreasing order, j9 at most %d; got %v", order, hintSelfAtari, pick(hints, order))
	}
}

func decreasing(h map[string]int32, keys []string) bool {
	for i := 1; i < len(keys); i++ {
		if h[keys[i-1]] <= h[keys[i]] {
			return false
		}
	}
	return true
}

func hintsOf(g *Game) map[string]int32 {
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	out := map[string]int32{}
	for i, m := range moves {
		out[g.FormatMove(m)] = scores[i]
	}
	return out
}

func pick(h map[string]int32, keys []string) []int32 {
	var out []int32
	for _, k := range keys {
		out = append(out, h[k])
	}
	return out
}

// TestPriors checks that the priors rank the move classes as the
// playout policy and players do: a capture and a rescue above an
// ordinary move, which is above the first line of an empty corner, a
// self-atari and an eye filling.
func TestPriors(t *testing.T) {
	tests := []struct {
		name     string
		start    string
		order    []string // decreasing prior win rate
		shunned  []string // below 30%
		settings []string
		pass     float64 // the pass's prior rate: 0 while the board is unsettled
	}{
		// h5 captures five stones, a9 saves b9 from atari, e2 is an
		// ordinary move, a1 is one of Black's eyes.
		{name: "capture, rescue, eye", start: "1xo6/xo7/x8/2xxxxx2/1xooooo2/2xxxxx2/9/x8/1x7 b 20 0 -",
			order: []string{"h5", "a9", "e2", "a1"}, shunned: []string{"a1"}},
		// j9 next to White's h9-h8 is a self-atari; j1 is a lonely corner.
		{name: "self-atari, edge", start: "7o1/7o1/9/9/9/9/2x6/9/9 b 3 0 -",
			order: []string{"e5", "j1"}, shunned: []string{"j9", "j1"}},
		// Settled walls: a stone in Black's own area (a1) and one in
		// White's (g5) are shunned.
		{name: "settled", settings: []string{"rules=standard"},
			start:   "4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3/4xo3 b 18 0 -",
			shunned: []string{"a1", "g5"}, pass: 0.3},
		// The open 19×19 board: the pass gives it away.
		{name: "open 19x19", settings: []string{"rules=standard", "size=19"}, start: "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 0 0 -",
			shunned: []string{"pass"}},
	}
	for _, priors := range []string{"hand", "learned"} {
		for _, tc := range tests {
			t.Run(priors+"/"+tc.name, func(t *testing.T) {
				g := newGame(t, append(tc.settings, "priors="+priors)...)
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
				moves := g.GenMoves(nil)
				priors := make([]position.Prior, len(moves))
				g.Priors(moves, priors)
				rate := map[string]float64{}
				for i, m := range moves {
					p := priors[i]
					if p.Playouts == 0 || int(p.Wins) > 2*int(p.Playouts) {
						t.Fatalf("%s: prior %+v", g.FormatMove(m), p)
					}
					rate[g.FormatMove(m)] = float64(p.Wins) / float64(2*p.Playouts)
				}
				for i := 1; i < len(tc.order); i++ {
					if a, b := tc.order[i-1], tc.order[i]; rate[a] <= rate[b] {
						t.Errorf("%s at %.2f is not above %s at %.2f", a, rate[a], b, rate[b])
					}
				}
				if got := rate["pass"]; got != tc.pass {
					t.Errorf("pass at %.2f; want %.2f", got, tc.pass)
				}
				for _, m := range tc.shunned {
					if rate[m] >= 0.3 {
						t.Errorf("%s at %.2f; want below 0.30", m, rate[m])
					}
				}
			})
		}
	}
}
