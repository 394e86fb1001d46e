package amazons

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// newGame builds a game through the registry, as the protocol does.
func newGame(t testing.TB, settings ...string) *Game {
	t.Helper()
	return positiontest.New(t, "amazons", settings...).(*Game)
}

// load builds a game from a position string.
func load(t testing.TB, pos string) *Game {
	t.Helper()
	return positiontest.Load(t, "amazons", pos).(*Game)
}

// loadHand builds a game from a position string with the hand-written
// evaluation (the option eval=hand).
func loadHand(t testing.TB, pos string) *Game {
	t.Helper()
	return positiontest.Load(t, "amazons", pos, "eval=hand").(*Game)
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

// Positions used by several tests.
const (
	// afterExample is the position after the seed's three example moves
	// from the start: g1-g6/j6, j7-g7/i5, d1-d9/f7.
	afterExample = "3B2B3/3W6/10/B4xB3/6W2x/8x1/W8W/10/10/10 b"
	// boxedIn is the worked example of a side that cannot move: White's
	// four amazons are walled in.
	boxedIn = "3B2B3/10/10/B8B/10/10/10/xxx7/WWx7/WWx7 w"
	// race has the two sides in separate regions: White's holds three
	// empty squares, Black's two, so White, to move, wins.
	race = "xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/B2xxxxxxx/xxxxxxxxxx/W3xxxxxx w"
	// corridor shares two ranks of a few empty squares between one amazon
	// of each side.
	corridor = "xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/B4xxxxx/W4xxxxx w"
)

func TestConformance(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		games    int
		starts   []string
	}{
		// Every move fills a square: 92 moves at most from the start.
		{"standard", nil, 4, []string{afterExample, race, corridor}},
		{"first=b", []string{"first=b"}, 2, nil},
		{"eval=learned", []string{"eval=learned"}, 2, []string{afterExample}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := positiontest.Config{MaxPlies: maxHistory, Starts: tc.starts, Games: tc.games}
			if testing.Short() {
				cfg.Games = 1
			}
			positiontest.Run(t, func() position.Playable { return newGame(t, tc.settings...) }, cfg)
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("amazons")
	if !ok {
		t.Fatal("amazons is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/amazons.txt", 10_000)
}

// TestExamples plays the worked examples and the seed's three example
// moves from the start or a given position.
func TestExamples(t *testing.T) {
	tests := []struct {
		name  string
		start string // "" for the start position
		moves []string
		want  string
	}{
		{"white g1-g6/j6", "", []string{"g1-g6/j6"},
			"3B2B3/10/10/B8B/6W2x/10/W8W/10/10/3W6 b"},
		{"black j7-g7/i5", "", []string{"g1-g6/j6", "j7-g7/i5"},
			"3B2B3/10/10/B5B3/6W2x/8x1/W8W/10/10/3W6 w"},
		{"white d1-d9/f7", "", []string{"g1-g6/j6", "j7-g7/i5", "d1-d9/f7"}, afterExample},
		{"arrow onto the vacated square", "", []string{"d1-d5/d1"},
			"3B2B3/10/10/B8B/10/3W6/W8W/10/10/3x2W3 b"},
		{"arrow back across the vacated square", "10/10/10/10/10/4W5/10/10/10/B9 w", []string{"e5-e6/e2"},
			"10/10/10/10/4W5/10/10/10/4x5/B9 b"},
		{"diagonal queen move and shot", "10/10/10/10/10/4W5/10/10/10/B9 w", []string{"e5-h8/b2"},
			"10/10/7W2/10/10/10/10/10/1x8/B9 b"},
		{"alternative arrow notations", "", []string{"d1-d5,g8", "d10-d6(d7)"},
			"6B3/10/6x3/B2x5B/3B6/3W6/W8W/10/10/6W3 w"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			if tc.start != "" {
				g = load(t, tc.start)
			}
			play(t, g, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("position %q, want %q", got, tc.want)
			}
			if want := load(t, tc.want).Hash(); g.Hash() != want {
				t.Errorf("hash %#x, want %#x", g.Hash(), want)
			}
		})
	}
}

// TestIllegalMoves checks the movement rules on well-formed moves that
// break them.
func TestIllegalMoves(t *testing.T) {
	after1 := "3B2B3/10/10/B8B/6W2x/10/W8W/10/10/3W6 b"
	tests := []struct {
		name, start, move string
	}{
		{"arrow through the white amazon", after1, "j7-g7/g5"},
		{"amazon through an amazon", "", "a4-a8/a9"},
		{"amazon onto an amazon", "", "a4-j4/a5"},
		{"amazon onto an arrow", after1, "a7-j7/a8"},
		{"amazon through an arrow", "3B2B3/10/10/B8B/6W2x/10/W8W/10/10/3W6 w", "g1-g10/a1"},
		{"knight jump", "", "d1-e3/e4"},
		{"amazon stays", "", "d1-d1/d2"},
		{"arrow onto the amazon", "", "d1-d5/d5"},
		{"arrow onto another amazon", "", "d1-d4/a4"},
		{"arrow not on a line", "", "d1-d5/e7"},
		{"arrow through an amazon", "", "a4-a5/a8"},
		{"opponent's amazon", "", "a7-a8/a9"},
		{"no amazon there", "", "e1-e2/e3"},
		{"black first by default", "", "d10-d5/d1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			if tc.start != "" {
				g = load(t, tc.start)
			}
			before := g.Position()
			m, err := g.ParseMove(tc.move)
			if !errors.Is(err, position.ErrIllegal) {
				t.Fatalf("ParseMove(%q) = %v, %v; want an illegal-move error", tc.move, m, err)
			}
			if m != position.NoMove || g.Position() != before {
				t.Fatalf("a rejected move returned %v or changed the position", m)
			}
			for _, l := range g.GenMoves(nil) {
				if g.FormatMove(l) == tc.move {
					t.Fatalf("GenMoves lists %s", tc.move)
				}
			}
		})
	}
}

// TestBadMoveText checks malformed move tokens.
func TestBadMoveText(t *testing.T) {
	g := newGame(t)
	for _, s := range []string{"", "pass", "0000", "d1", "d1-d5", "d1-d5/", "d1d5/g8", "d1-d5(g8", "d1-d5/g8x",
		"k1-k2/k3", "d0-d5/g8", "d1-d11/d2", "d1-d05/g8", "d1--d5/g8", " d1-d5/g8", "d1-d5/g8/g9"} {
		if m, err := g.ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", s, m)
		}
	}
	for _, s := range []string{"D1-D5/G8", "d1-d5,g8", "D1-D5(G8)"} {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", s, err)
			continue
		}
		if got := g.FormatMove(m); got != "d1-d5/g8" {
			t.Errorf("ParseMove(%q) formats as %q, want d1-d5/g8", s, got)
		}
	}
}

// TestOutcome checks the end rule: the side to move loses when none of
// its amazons can move, and only then (doc.go's Rules section).
func TestOutcome(t *testing.T) {
	tests := []struct {
		name      string
		pos       string
		over      bool
		result    string
		moveCount int // -1: do not check
	}{
		{"white boxed in loses", boxedIn, true, "p2win", 0},
		{"black boxed in loses", "3W2W3/10/10/W8W/10/10/10/xxx7/BBx7/BBx7 b", true, "p1win", 0},
		{"the boxed side not to move", "3B2B3/10/10/B8B/10/10/10/xxx7/WWx7/WWx7 b", false, "none", -1},
		{"one blocked amazon, others free", "3B2B3/10/10/B8B/10/10/W8W/10/xx8/Wx1W4x1 w", false, "none", -1},
		{"one step and a shot back", "xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/Bxxxxxxxxx/W1xxxxxxxx w", false, "none", 1},
		{"no amazons at all", "10/10/10/10/10/10/10/10/10/10 w", true, "p2win", 0},
		{"race", race, false, "none", -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			over, score := g.Outcome()
			if over != tc.over {
				t.Fatalf("Outcome over = %v, want %v", over, tc.over)
			}
			if over && score != -1 {
				t.Errorf("Outcome score = %d, want -1 (a loss for the side to move)", score)
			}
			if got := g.State().Result; got != tc.result {
				t.Errorf("State().Result = %q, want %q", got, tc.result)
			}
			n := len(g.GenMoves(nil))
			if tc.moveCount >= 0 && n != tc.moveCount {
				t.Errorf("%d legal moves, want %d", n, tc.moveCount)
			}
			if (n == 0) != over {
				t.Errorf("%d legal moves but over = %v", n, over)
			}
		})
	}
}

// TestFirstOption checks the first-mover decision of doc.go: White moves
// first by default, and first=b hands the opening move to Black on the same
// board.
func TestFirstOption(t *testing.T) {
	tests := []struct {
		settings []string
		toMove   int
		pos      string
		opening  string
	}{
		{nil, 0, Start, "g1-g6/j6"},
		{[]string{"first=w"}, 0, Start, "g1-g6/j6"},
		{[]string{"first=b"}, 1, "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 b", "g10-g5/j5"},
		{[]string{"FIRST=B"}, 1, "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 b", "d10-d2/d10"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.settings, " "), func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if g.ToMove() != tc.toMove || g.Position() != tc.pos {
				t.Fatalf("ToMove %d, position %q; want %d, %q", g.ToMove(), g.Position(), tc.toMove, tc.pos)
			}
			if g.Hash() != load(t, tc.pos).Hash() {
				t.Fatal("hash differs from the same position loaded from its string")
			}
			play(t, g, tc.opening)
		})
	}
	if _, _, err := position.NewGame("amazons", "first=x"); err == nil {
		t.Error("first=x accepted")
	}
}

// TestSetPosition checks accepted and rejected position strings.
func TestSetPosition(t *testing.T) {
	good := []string{Start, afterExample, boxedIn, race, "10/10/10/10/10/10/10/10/10/10 b",
		"WWWWWWWWx1/BBBBBBBB2/10/10/10/10/10/10/10/10 w"}
	for _, s := range good {
		g := newGame(t)
		if err := g.SetPosition(s); err != nil {
			t.Errorf("SetPosition(%q): %v", s, err)
			continue
		}
		if got := g.Position(); got != s {
			t.Errorf("SetPosition(%q) reads back as %q", s, got)
		}
	}
	bad := []string{"", Start + " 0", "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3", "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 x",
		"3B2B3/10/10/B8B/10/10/W8W/10/10 w", "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W4 w", "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W2 w",
		"3b2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w", "3X2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w", "WWWWWWWWWx/10/10/10/10/10/10/10/10/10 w",
		"3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 W", "11/10/10/10/10/10/10/10/10/10 w", "010/10/10/10/10/10/10/10/10/10 w"}
	g := newGame(t)
	play(t, g, "d1-d5/d1")
	before, hash := g.Position(), g.Hash()
	for _, s := range bad {
		if err := g.SetPosition(s); err == nil {
			t.Errorf("SetPosition(%q) accepted", s)
		}
		if g.Position() != before || g.Hash() != hash {
			t.Fatalf("failed SetPosition(%q) changed the position", s)
		}
	}
	g.Unmake() // the history survives failed loads
	if g.Position() != Start {
		t.Errorf("Unmake after failed loads gives %q", g.Position())
	}
}

// TestCountMoves compares CountMoves with GenMoves along random games.
func TestCountMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 3; game++ {
		g := newGame(t)
		for {
			moves := g.GenMoves(nil)
			if n := g.CountMoves(); n != len(moves) {
				t.Fatalf("CountMoves = %d, GenMoves %d at %s", n, len(moves), g.Position())
			}
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}

// TestMoveSet checks GenMoves against a slow generator written from the
// rules' text: every own amazon, every square on a clear queen line, every
// arrow square on a clear line with the origin vacated.
func TestMoveSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	g := newGame(t)
	for ply := 0; ply < 60; ply++ {
		var want []string
		occupied := func(x, y int) bool { return g.board[box(x, y)] != empty }
		clearLine := func(fx, fy, tx, ty, vx, vy int) bool {
			dx, dy := tx-fx, ty-fy
			if (dx == 0 && dy == 0) || (dx != 0 && dy != 0 && dx*dx != dy*dy) {
				return false
			}
			sx, sy := sign(dx), sign(dy)
			for x, y := fx+sx, fy+sy; ; x, y = x+sx, y+sy {
				if occupied(x, y) && !(x == vx && y == vy) {
					return false
				}
				if x == tx && y == ty {
					return true
				}
			}
		}
		me := whiteAmazon + cell(g.side)
		for fy := 0; fy < size; fy++ {
			for fx := 0; fx < size; fx++ {
				if g.board[box(fx, fy)] != me {
					continue
				}
				for ty := 0; ty < size; ty++ {
					for tx := 0; tx < size; tx++ {
						if !clearLine(fx, fy, tx, ty, -1, -1) {
							continue
						}
						for ay := 0; ay < size; ay++ {
							for ax := 0; ax < size; ax++ {
								if (ax != tx || ay != ty) && clearLine(tx, ty, ax, ay, fx, fy) {
									want = append(want, position.CellName(fx, fy)+"-"+position.CellName(tx, ty)+"/"+position.CellName(ax, ay))
								}
							}
						}
					}
				}
			}
		}
		moves := g.GenMoves(nil)
		var got []string
		for _, m := range moves {
			got = append(got, g.FormatMove(m))
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("at %s: GenMoves gives %d moves, the rules %d", g.Position(), len(got), len(want))
		}
		if len(moves) == 0 {
			break
		}
		g.Make(moves[rng.IntN(len(moves))])
	}
}

// TestNoAllocs checks that the hot path allocates nothing.
func TestNoAllocs(t *testing.T) {
	g := load(t, afterExample)
	buf := make([]position.Move, 0, position.MaxMoves)
	scores := make([]int32, position.MaxMoves)
	allocs := testing.AllocsPerRun(20, func() {
		moves := g.GenMoves(buf[:0])
		g.OrderHints(moves, scores)
		for _, m := range moves[:50] {
			g.Make(m)
			g.Outcome()
			g.Evaluate()
			g.Hash()
			g.CountMoves()
			g.Unmake()
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run, want 0", allocs)
	}
}

// TestLayoutState checks the renderer's view of a position.
func TestLayoutState(t *testing.T) {
	g := newGame(t)
	play(t, g, "g1-g6/j6", "j7-g7/i5")
	l := g.Layout()
	if len(l.Cells) != 100 || l.Cells[0].ID != "a10" || l.Cells[99].ID != "j1" {
		t.Fatalf("layout: %d cells from %s to %s", len(l.Cells), l.Cells[0].ID, l.Cells[len(l.Cells)-1].ID)
	}
	if l.Cells[90].Shade != 1 { // a1 is dark
		t.Errorf("a1 is not shaded")
	}
	s := g.State()
	count := map[int]int{}
	for _, p := range s.Pieces {
		count[p.Side]++
	}
	if count[0] != 4 || count[1] != 4 || count[-1] != 2 {
		t.Errorf("state pieces per side: %v", count)
	}
	if s.LastMove != "j7-g7/i5" || len(s.Moves) != 2 || s.Side != "white" || s.ToMove != 0 || s.Result != "none" {
		t.Errorf("state: %+v", s)
	}
}
