package gogame

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// Two textbook sekis on 9×9 (testdata/games/go-seki.json, which
// protocol/gtp's seki test reads too), each with the rest of the board
// settled:
// Black's wall (columns a to c, and d1 to e4 or a to e below row 7) and
// White's (the other side) are alive with two true eyes each, which
// neither side fills (the playouts never fill a true eye of the mover's,
// and the other side's stone there would be suicide), and each holds a
// few open points of its own area for the playouts to fill or invade.
//
// "no eyes": two groups without an eye that share two liberties.
//
//	   a b c d e f g h j
//	9  . x x o . x o o .  9
//	8  x x x o x x o o o  8
//	7  . . x o . x o . .  7
//	6  . . x o x x o . .  6
//	5  x x x o o x o o o  5
//	4  x x x x x o o o o  4
//	3  . x x x x o o o .  3
//	2  x x x x x o o o o  2
//	1  x x x x x o o o o  1
//	   a b c d e f g h j
//
// White's d5-d9 and e5 (six stones) have two liberties, e7 and e9, and
// so have Black's e6, e8 and f5-f9 (seven stones); e7 touches d7, f7, e6
// and e8, e9 touches d9, f9 and e8, the stones of the two groups only.
// A stone on either point joins its own group and leaves it one
// liberty, the other point, which is also the opponent's last: the
// opponent plays there and captures. So neither side plays there and
// both groups live. By area, Black has 42 points (columns a to c, 27;
// d1-e4, 8; its seki group, 7), White 37 (g to j, 27; f1-f4, 4; its
// group, 6), and e7 and e9 count for nobody: White wins by 2.5 with
// komi 7.5.

// "one eye each": two groups with one eye each that share one liberty.
//
//	   a b c d e f g h j
//	9  . o . x . x o o .  9
//	8  o o x x x x o o o  8
//	7  x x o o o o o . .  7
//	6  . x x x x o o o .  6
//	5  . . x x x o o o o  5
//	4  x x x x x o o o o  4
//	3  x . x x x o o . o  3
//	2  x x x x x o o o o  2
//	1  . x x x x o o o .  1
//	   a b c d e f g h j
//
// White's a8, b8 and b9 have the eye a9 and the liberty c9; Black's
// c8-f8, d9 and f9 have the eye e9 and the same liberty c9. A stone on
// c9 leaves both groups in atari, the mover's own with its eye as its
// last liberty, and the opponent, to move, captures it by playing in
// that eye. A stone in the other side's eye is suicide. So neither side
// plays c9 and both groups live. By area the eyes count for their
// owners and c9 for nobody: Black has 39 points (a to e below row 7, 30;
// a7 and b7; its seki group, 6, and e9), White 41 (its seki group, 3,
// and a9; c7-g7, 5, h7 and j7; f to j below row 7, 24; g8 to j9, 6):
// White wins by 9.5 with komi 7.5.

// sekiBoard is a seki position drawn row by row from the top ('.'
// empty, 'x' Black, 'o' White), with its seki stones, its shared
// liberties and its area count (komi aside); closed is the same board
// with each side's open points filled.
type sekiBoard struct {
	Rows, Closed         []string
	Black, White, Shared string // vertices, space-separated
	Area                 [2]int // Black's and White's points
}

// sekiBoards reads the two seki positions drawn above, by name.
func sekiBoards(t testing.TB) (noEyes, eyes sekiBoard) {
	t.Helper()
	data, err := os.ReadFile("../../testdata/games/go-seki.json")
	if err != nil {
		t.Fatal(err)
	}
	var boards []struct {
		Name string
		sekiBoard
	}
	if err := json.Unmarshal(data, &boards); err != nil {
		t.Fatal(err)
	}
	byName := map[string]sekiBoard{}
	for _, b := range boards {
		byName[b.Name] = b.sekiBoard
	}
	noEyes, ok1 := byName["no eyes"]
	eyes, ok2 := byName["one eye each"]
	if !ok1 || !ok2 {
		t.Fatalf("go-seki.json: want the boards \"no eyes\" and \"one eye each\", have %d boards", len(boards))
	}
	return noEyes, eyes
}

// pos is the board's position string with side ("b" or "w") to move
// after passes passes (0 or 1); closed fills the open points.
func (s sekiBoard) pos(side string, passes int, closed bool) string {
	rows := s.Rows
	if closed {
		rows = s.Closed
	}
	p := strings.TrimSuffix(diagram(side, rows...), " 0 0 -")
	return fmt.Sprintf("%s %d %d -", p, passes, passes)
}

// points returns the board points of the vertices listed in v.
func points(t testing.TB, g *Game, v string) []int {
	t.Helper()
	var ps []int
	for _, s := range strings.Fields(v) {
		p, err := g.parseVertex(s)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	return ps
}

// ownerIndex is the index of the board point p in PlayoutOwner's table.
func ownerIndex(g *Game, p int) int {
	x, y := g.geo.xy(p)
	return x + y*g.geo.s
}

// TestSekiPlayouts plays 200 playouts from each seki, either side to
// move, with each playout policy, and counts those at whose end both
// seki groups stand, every one of their points counting for its owner
// and every shared liberty for nobody, with no stone ever placed on a
// shared liberty. The policy guarantees it: each shared liberty touches
// both seki groups, so a stone there joins a group of the mover's and
// leaves it in atari, capturing nothing, which the policy never plays
// (acceptable refuses it, and every move of the policy must be
// acceptable); and the walls around cannot be taken. So the test asks
// for all 200.
func TestSekiPlayouts(t *testing.T) {
	sekiNoEyes, sekiEyes := sekiBoards(t)
	const n = 200
	modes := []struct {
		name     string
		settings []string
		ladders  bool // playoutLadders on
		nakade   bool // playoutNakade on
	}{
		{name: "hand shapes"},
		{name: "learned shapes", settings: []string{"playout=learned"}},
		{name: "ladders and nakade", ladders: true, nakade: true},
	}
	for _, sk := range []struct {
		name string
		b    sekiBoard
	}{{"no eyes", sekiNoEyes}, {"one eye each", sekiEyes}} {
		for _, mode := range modes {
			for _, side := range []string{"b", "w"} {
				t.Run(sk.name+"/"+mode.name+"/"+side, func(t *testing.T) {
					playoutLadders, playoutNakade = mode.ladders, mode.nakade
					defer func() { playoutLadders, playoutNakade = false, false }()
					g := newGame(t, append([]string{"rules=standard"}, mode.settings...)...)
					if err := g.SetPosition(sk.b.pos(side, 0, false)); err != nil {
						t.Fatal(err)
					}
					black, white := points(t, g, sk.b.Black), points(t, g, sk.b.White)
					shared := points(t, g, sk.b.Shared)
					for c, ps := range map[Color][]int{Black: black, White: white, Empty: shared} {
						for _, p := range ps {
							if g.b.color[p] != c.v() {
								t.Fatalf("%s is not %s", g.FormatMove(position.Move(p)), c)
							}
						}
					}
					// The rule the guarantee rests on: no stone of either
					// colour on a shared liberty is acceptable.
					if g.po == nil {
						g.po = newPlayoutBoard(g.geo)
					}
					g.po.load(g)
					for _, p := range shared {
						for _, c := range []Color{Black, White} {
							if g.po.acceptable(p, c.v()) {
								t.Errorf("%s may play %s", c, g.FormatMove(position.Move(p)))
							}
						}
					}
					rng := rand.New(rand.NewPCG(7, 8))
					owner := make([]int32, 81)
					var tr position.Trace
					kept, played := 0, 0
					for i := 0; i < n; i++ {
						clear(owner)
						tr.Reset()
						g.PlayoutOwner(rng, &tr, owner)
						played += len(tr.Moves)
						ok := true
						for _, m := range tr.Moves {
							ok = ok && !slices.Contains(shared, int(m))
						}
						for _, p := range black {
							ok = ok && owner[ownerIndex(g, p)] == 1
						}
						for _, p := range white {
							ok = ok && owner[ownerIndex(g, p)] == -1
						}
						for _, p := range shared {
							ok = ok && owner[ownerIndex(g, p)] == 0
						}
						if ok {
							kept++
						}
					}
					t.Logf("the seki stood at the end of %d playouts of %d (%.1f placements a playout)", kept, n, float64(played)/n)
					if kept != n {
						t.Errorf("the seki stood at the end of %d playouts of %d, want all", kept, n)
					}
					if played < n {
						t.Errorf("%d placements in %d playouts: the open points were not played", played, n)
					}
				})
			}
		}
	}
}

// TestSekiScore counts each seki at the end of the game (two passes):
// the seki stones count for their owners, the eyes of a seki group for
// its owner, the shared liberties for nobody; the reference count agrees,
// and Evaluate, which judges groups dead by their surroundings, leaves
// the seki groups alive and gives the exact margin.
func TestSekiScore(t *testing.T) {
	sekiNoEyes, sekiEyes := sekiBoards(t)
	for _, sk := range []struct {
		name string
		b    sekiBoard
	}{{"no eyes", sekiNoEyes}, {"one eye each", sekiEyes}} {
		for _, closed := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/closed=%v", sk.name, closed), func(t *testing.T) {
				g := newGame(t, "rules=standard")
				if err := g.SetPosition(sk.b.pos("b", 0, closed)); err != nil {
					t.Fatal(err)
				}
				want := sk.b.Area
				if b, w := g.Score(); b != want[0] || w != want[1] {
					t.Errorf("Score() = %d, %d; want %d, %d", b, w, want[0], want[1])
				}
				if b, w := refScore(refFromGame(g), false); b != want[0] || w != want[1] {
					t.Errorf("reference score %d, %d; want %d, %d", b, w, want[0], want[1])
				}
				margin := (want[0]-want[1])*100 - 750
				if e := g.Evaluate(); e != margin {
					t.Errorf("Evaluate() = %d, want %d", e, margin)
				}
				play(t, g, "pass", "pass")
				if over, m := g.Outcome(); !over || m != margin {
					t.Errorf("Outcome() = %v, %d; want true, %d", over, m, margin)
				}
			})
		}
	}
}

// TestSekiEngine searches each seki with the side to move ahead: with
// the open points filled, the only moves left are the shared liberties,
// the mover's own eyes and pass, and the engine must pass; with them
// open it must not play a shared liberty. The komi decides who is
// ahead and whether filling the seki still wins (with komi -20 Black
// keeps the game after losing its seki group; in "one eye each" White does
// with komi 7.5), where only the priors keep Monte Carlo tree search,
// which counts wins, not points, from throwing the seki away. After the
// opponent's pass the engine passes and ends the game.
func TestSekiEngine(t *testing.T) {
	sekiNoEyes, sekiEyes := sekiBoards(t)
	tests := []struct {
		name   string
		b      sekiBoard
		side   string
		komi   string
		closed bool
		passes int
	}{
		{"no eyes, White ahead", sekiNoEyes, "w", "7.5", true, 0},
		{"no eyes, White ahead, open points", sekiNoEyes, "w", "7.5", false, 0},
		{"no eyes, Black far ahead", sekiNoEyes, "b", "-20", true, 0},
		{"no eyes, Black far ahead, open points", sekiNoEyes, "b", "-20", false, 0},
		{"no eyes, White ahead after Black's pass", sekiNoEyes, "w", "7.5", true, 1},
		{"one eye each, White far ahead", sekiEyes, "w", "7.5", true, 0},
		{"one eye each, White far ahead, open points", sekiEyes, "w", "7.5", false, 0},
		{"one eye each, Black far ahead", sekiEyes, "b", "-20", true, 0},
		{"one eye each, Black far ahead, open points", sekiEyes, "b", "-20", false, 0},
		{"one eye each, Black far ahead after White's pass", sekiEyes, "b", "-20", true, 1},
		{"no eyes, Black 60 points ahead, open points", sekiNoEyes, "b", "-60", false, 0},
		{"one eye each, White 60 points ahead, open points", sekiEyes, "w", "60", false, 0},
	}
	searches := []struct {
		name   string
		priors string
		limits search.Limits
		kind   search.Kind
	}{
		{"mcts 200", "learned", search.Limits{Nodes: 200}, search.MCTS},
		{"mcts 1000", "learned", search.Limits{Nodes: 1000}, search.MCTS},
		{"mcts 5000", "learned", search.Limits{Nodes: 5000}, search.MCTS},
		{"mcts 1000 hand priors", "hand", search.Limits{Nodes: 1000}, search.MCTS},
		{"alphabeta depth 3", "learned", search.Limits{Depth: 3}, search.AlphaBeta},
	}
	for _, tc := range tests {
		for _, s := range searches {
			t.Run(tc.name+"/"+s.name, func(t *testing.T) {
				g := newGame(t, "rules=standard", "komi="+tc.komi, "priors="+s.priors)
				if err := g.SetPosition(tc.b.pos(tc.side, tc.passes, tc.closed)); err != nil {
					t.Fatal(err)
				}
				opt := search.DefaultOptions()
				opt.Search = s.kind
				r := search.New(opt).Search(g, s.limits, nil)
				best := g.FormatMove(r.Best)
				if slices.Contains(strings.Fields(tc.b.Shared), best) {
					t.Fatalf("played %s, a shared liberty (score %v)", best, r.Score)
				}
				if (tc.closed || tc.passes > 0) && best != "pass" {
					t.Fatalf("played %s (score %v), want pass", best, r.Score)
				}
			})
		}
	}
}
