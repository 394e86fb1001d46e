package rastros

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// Positions from the worked examples of the rules.
const (
	startPos = "7/7/4W2/7/7/7/7 1"
	// diagramA is the seed's diagram A: after e5-d4 d4-d5 d5-c6 c6-d7.
	diagramA = "3W3/2B4/3BB2/3B3/7/7/7 1"
	// diagramB is the seed's diagram B as the rules reconstruct it.
	diagramB = "7/7/4B2/4B2/4B2/2WBB2/3B3 1"
	// blocked has the white piece on g1 with every neighbour black: the
	// second player, to move, is blocked.
	blocked = "7/7/7/7/7/5BB/5BW 2"
	// midGame is a middle game: twelve black pieces, the first to move.
	midGame = "7/2BBB2/1BB1B2/2B1BB1/2WB1B1/3B3/7 1"
)

// fromRegistry builds a game through the registry, as the protocol does.
func fromRegistry(t testing.TB) *Game {
	t.Helper()
	return positiontest.New(t, "rastros").(*Game)
}

// load builds a game at the position string s.
func load(t testing.TB, s string) *Game {
	t.Helper()
	return positiontest.Load(t, "rastros", s).(*Game)
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func legalTexts(g *Game) []string {
	out := []string{}
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

func TestRegistration(t *testing.T) {
	info, ok := position.Lookup("rastros")
	if !ok {
		t.Fatal("rastros is not registered")
	}
	if info.Name != "Rastros" || info.Sides != [2]string{"first", "second"} || len(info.Options) != 0 || info.PerftEndsAreLeaves {
		t.Errorf("info %+v: want Rastros, sides first and second, no options, ends not leaves", info)
	}
	g := fromRegistry(t)
	if g.Position() != startPos || g.ToMove() != 0 {
		t.Errorf("start %q, side %d; want %q, first (0)", g.Position(), g.ToMove(), startPos)
	}
}

func TestConformance(t *testing.T) {
	// Every move blocks a cell, so a game lasts at most 48 moves.
	positiontest.Run(t, func() position.Playable { return fromRegistry(t) }, positiontest.Config{
		MaxPlies: maxGame,
		Starts:   []string{diagramA, diagramB, midGame, blocked, "7/7/7/7/7/7/W6 1", "6W/5B1/7/7/7/7/7 2"},
	})
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("rastros")
	if !ok {
		t.Fatal("rastros is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/rastros.txt", 200_000)
}

// TestPerftTableNaive recounts the perft table's smaller rows with the
// simple generator of naive_test.go, so that the rows this package
// computed itself rest on two implementations.
func TestPerftTableNaive(t *testing.T) {
	cases, err := positiontest.LoadPerft("../../testdata/perft/rastros.txt")
	if err != nil {
		t.Fatal(err)
	}
	limit := uint64(100_000)
	if testing.Short() {
		limit = 10_000
	}
	for _, c := range cases {
		if c.Count > limit {
			continue
		}
		pos := c.Position
		if pos == "" {
			pos = startPos
		}
		t.Run(fmt.Sprintf("line%d", c.Line), func(t *testing.T) {
			n, err := parseNaive(pos)
			if err != nil {
				t.Fatal(err)
			}
			if got := n.perft(c.Depth); got != c.Count {
				t.Errorf("naive perft(%d) of %s = %d, table says %d", c.Depth, pos, got, c.Count)
			}
		})
	}
}

// TestRules plays out every rule of doc.go's Rules and every worked
// example: the moves, the position reached, the legal moves
// then and the result.
func TestRules(t *testing.T) {
	tests := []struct {
		name   string
		start  string // "" for the start position
		moves  []string
		pos    string   // expected position string, if not ""
		legal  []string // expected legal moves (sorted), if not nil
		result string   // "none", "p1win" or "p2win"
	}{
		{name: "opening", legal: []string{"e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5", "e5-f6"}, result: "none"},
		{name: "after e5-f6 the second player may win", moves: []string{"e5-f6"}, pos: "7/5W1/4B2/7/7/7/7 2",
			legal: []string{"f6-e6", "f6-e7", "f6-f5", "f6-f7", "f6-g5", "f6-g6", "f6-g7"}, result: "none"},
		{name: "f6-g7 wins for the second player", moves: []string{"e5-f6", "f6-g7"}, pos: "6W/5B1/4B2/7/7/7/7 1", legal: []string{}, result: "p2win"},
		{name: "diagram A", moves: []string{"e5-d4", "d4-d5", "d5-c6", "c6-d7"}, pos: diagramA,
			legal: []string{"d7-c7", "d7-d6", "d7-e6", "d7-e7"}, result: "none"},
		{name: "diagram B reached", moves: []string{"e5-e4", "e4-e3", "e3-e2", "e2-d1", "d1-d2", "d2-c2"}, pos: diagramB,
			legal: []string{"c2-b1", "c2-b2", "c2-b3", "c2-c1", "c2-c3", "c2-d3"}, result: "none"},
		{name: "after c2-c1", start: diagramB, moves: []string{"c2-c1"}, legal: []string{"c1-b1", "c1-b2"}, result: "none"},
		{name: "c1-b1 then b1-a1 wins", start: diagramB, moves: []string{"c2-c1", "c1-b1", "b1-a1"}, legal: []string{}, result: "p1win"},
		{name: "c1-b2 then b2-a1 wins", start: diagramB, moves: []string{"c2-c1", "c1-b2", "b2-a1"}, legal: []string{}, result: "p1win"},
		{name: "b1 c1 forces b2", start: diagramB, moves: []string{"c2-b1", "b1-c1"}, legal: []string{"c1-b2"}, result: "none"},
		{name: "8 seed line b1 c1 b2 c3", start: diagramB, moves: []string{"c2-b1", "b1-c1", "c1-b2", "b2-c3"}, result: "none"},
		{name: "8 seed line then b3 a4", start: diagramB, moves: []string{"c2-b1", "b1-c1", "c1-b2", "b2-c3", "c3-b3", "b3-a4"}, result: "none"},
		{name: "blocked loses", start: blocked, legal: []string{}, result: "p1win"},
		{name: "5.3 stepping onto the opponent's home is legal and loses", start: diagramB, moves: []string{"c2-c3", "c3-b2", "b2-a1"}, result: "p1win"},
		{name: "6.1 the home wins even when the next player would be blocked", start: "7/7/7/7/7/BB5/1WB4 2", moves: []string{"b1-a1"}, pos: "7/7/7/7/7/BB5/WBB4 1", legal: []string{}, result: "p1win"},
		{name: "6.1 the second player's home", start: "7/5W1/7/7/7/7/7 1", moves: []string{"f6-g7"}, result: "p2win"},
		{name: "6.2 the mover blocks the opponent and wins", start: "7/7/7/7/7/4BBB/4BW1 1", moves: []string{"f1-g1"}, pos: "7/7/7/7/7/4BBB/4BBW 2", legal: []string{}, result: "p1win"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := fromRegistry(t)
			if tc.start != "" {
				g = load(t, tc.start)
			}
			play(t, g, tc.moves...)
			if tc.pos != "" && g.Position() != tc.pos {
				t.Errorf("position %q, want %q", g.Position(), tc.pos)
			}
			if tc.legal != nil {
				if got := legalTexts(g); !slices.Equal(got, tc.legal) {
					t.Errorf("legal moves %v, want %v", got, tc.legal)
				}
			}
			if got := g.State().Result; got != tc.result {
				t.Errorf("result %s, want %s", got, tc.result)
			}
			// The naive implementation agrees.
			n, err := parseNaive(g.Position())
			if err != nil {
				t.Fatal(err)
			}
			if got, want := legalTexts(g), n.steps(); !slices.Equal(got, want) {
				t.Errorf("moves %v, naive %v", got, want)
			}
			if over, _ := g.Outcome(); over != (n.result() >= 0) {
				t.Errorf("over = %v, naive result %d", over, n.result())
			}
		})
	}
}

// TestOutcomeScore checks Outcome's sign from the side to move.
func TestOutcomeScore(t *testing.T) {
	tests := []struct {
		pos   string
		over  bool
		score int
	}{
		{startPos, false, 0},
		{"7/7/7/7/7/7/W6 1", true, 1},   // on a1, first to move: first won
		{"7/7/7/7/7/B6/W6 2", true, -1}, // on a1, second to move
		{"6W/7/7/7/7/7/7 1", true, -1},  // on g7, first to move: second won
		{"6W/5B1/7/7/7/7/7 2", true, 1}, // on g7, second to move
		{blocked, true, -1},             // blocked loses
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			over, score := load(t, tc.pos).Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
		})
	}
}

// TestParseMove covers both input forms and the errors.
func TestParseMove(t *testing.T) {
	tests := []struct {
		pos, in, want string // want "" for an error
		illegal       bool   // the error wraps position.ErrIllegal
	}{
		{startPos, "e5-d4", "e5-d4", false},
		{startPos, "E5-D4", "e5-d4", false},
		{startPos, "d4", "e5-d4", false}, // the destination alone
		{startPos, "F6", "e5-f6", false},
		{startPos, "e5-e5", "", true},
		{startPos, "d5-d4", "", true}, // the white piece is not on d5
		{startPos, "e5-c3", "", true}, // not adjacent
		{startPos, "c3", "", true},
		{startPos, "pass", "", true},
		{startPos, "0000", "", true},
		{startPos, "e5-h5", "", false}, // off the board
		{startPos, "e8", "", false},
		{startPos, "e5-", "", false},
		{startPos, "-d4", "", false},
		{startPos, "e5-d4-c3", "", false},
		{startPos, "e5d4", "", false},
		{diagramA, "d7-c6", "", true}, // black piece
		{diagramA, "c6", "", true},
		{"6W/7/7/7/7/7/7 1", "f6", "", true}, // game over
	}
	for _, tc := range tests {
		t.Run(tc.pos+" "+tc.in, func(t *testing.T) {
			g := load(t, tc.pos)
			m, err := g.ParseMove(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("ParseMove(%q) = %s, want an error", tc.in, g.FormatMove(m))
				}
				if errors.Is(err, position.ErrIllegal) != tc.illegal {
					t.Errorf("ParseMove(%q) error %v: illegal = %v, want %v", tc.in, err, !tc.illegal, tc.illegal)
				}
				return
			}
			if err != nil {
				t.Fatalf("ParseMove(%q): %v", tc.in, err)
			}
			if got := g.FormatMove(m); got != tc.want {
				t.Errorf("ParseMove(%q) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

// TestSetPosition checks the position strings accepted and refused, with
// the reason (the decisions of doc.go).
func TestSetPosition(t *testing.T) {
	tests := []struct {
		in      string
		wantErr string // a part of the error, "" to accept
	}{
		{startPos, ""},
		{diagramA, ""},
		{diagramB, ""},
		{"7/7/7/7/7/7/W6 1", ""},
		{"7/7/4W2/7/7/7/7 2", "moves"},       // side disagrees with the count
		{"7/7/4WB1/7/7/7/7 1", "moves"},      // one black piece, first to move
		{"7/7/7/7/7/7/7 1", "no white"},      //
		{"W6/7/7/7/7/7/6W 1", "two white"},   //
		{"7/7/7/7/7/1W5/B6 2", "home"},       // black on a1
		{"6B/7/4W2/7/7/7/7 2", "home"},       // black on g7
		{"7/7/4X2/7/7/7/7 1", "not W"},       //
		{"7/7/4W2/7/7/7/7 3", "want 1 or 2"}, //
		{"7/7/4W2/7/7/7/7", "want <board>"},  //
		{"7/7/4W2/7/7/7 1", "rows"},          //
		{"8/7/4W2/7/7/7/7 1", "empty run"},   //
		{"7/7/4W2/7/7/7/7 1 1", "want <board>"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := fromRegistry(t)
			play(t, g, "e5-d4")
			before, hash := g.Position(), g.Hash()
			err := g.SetPosition(tc.in)
			if tc.wantErr == "" {
				if err != nil {
					t.Fatalf("SetPosition(%q): %v", tc.in, err)
				}
				if g.Position() != tc.in {
					t.Errorf("Position() = %q, want %q", g.Position(), tc.in)
				}
				if len(g.hist) != 0 {
					t.Errorf("history not cleared")
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("SetPosition(%q) error %v, want one mentioning %q", tc.in, err, tc.wantErr)
			}
			if g.Position() != before || g.Hash() != hash {
				t.Errorf("a refused position changed the game")
			}
		})
	}
}

// TestAgainstNaive plays random games and checks the moves and the result
// at every node against the naive implementation.
func TestAgainstNaive(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 50
	}
	rng := rand.New(rand.NewPCG(7, 7))
	results := map[string]int{}
	for range games {
		g := fromRegistry(t)
		for {
			n, err := parseNaive(g.Position())
			if err != nil {
				t.Fatal(err)
			}
			if got, want := legalTexts(g), n.steps(); !slices.Equal(got, want) {
				t.Fatalf("%s: moves %v, naive %v", g.Position(), got, want)
			}
			over, score := g.Outcome()
			if r := n.result(); over != (r >= 0) || over && (score > 0) != (r == n.side) {
				t.Fatalf("%s: Outcome %v %d, naive winner %d", g.Position(), over, score, r)
			}
			if over {
				results[g.State().Result]++
				break
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
	// Random games should see both kinds of ending for both players.
	if results["p1win"] == 0 || results["p2win"] == 0 {
		t.Errorf("results %v: want wins for both sides", results)
	}
}

// TestSolveAgainstNaive plays random games until few cells are left, then
// checks the solver's result and best move against the naive solver.
func TestSolveAgainstNaive(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 15
	}
	rng := rand.New(rand.NewPCG(3, 9))
	for game := range games {
		g := fromRegistry(t)
		// Keep going until the white piece can reach at most 16 cells.
		for {
			moves := g.GenMoves(nil)
			if len(moves) == 0 || reachable(g) <= 16 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
		if over, _ := g.Outcome(); over {
			continue
		}
		pos := g.Position()
		t.Run(fmt.Sprint("game", game), func(t *testing.T) {
			n, _ := parseNaive(pos)
			want := n.wins(map[naive]bool{})
			score, best := g.Solve(-2, 2, nil)
			if (score > 0) != want {
				t.Fatalf("%s: Solve = %d, naive says the mover wins = %v", pos, score, want)
			}
			if best == position.NoMove {
				t.Fatalf("%s: no best move", pos)
			}
			if score > 0 {
				// The best move must leave the opponent lost.
				c := *n
				c.play(g.FormatMove(best))
				if c.wins(map[naive]bool{}) {
					t.Errorf("%s: best move %s does not win", pos, g.FormatMove(best))
				}
			}
			if g.Position() != pos {
				t.Errorf("Solve changed the position")
			}
		})
	}
}

// reachable counts the empty cells the white piece can reach.
func reachable(g *Game) int {
	_, region := g.reach()
	return region
}

func TestLayoutAndState(t *testing.T) {
	g := load(t, diagramA)
	l := g.Layout()
	if len(l.Cells) != 49 || l.Width != 7 || l.Height != 7 {
		t.Fatalf("layout %d cells %vx%v", len(l.Cells), l.Width, l.Height)
	}
	if c := l.Cells[0]; c.ID != "a7" {
		t.Errorf("first cell %s, want a7 (rank 7 at the top)", c.ID)
	}
	shaded := []string{}
	for _, c := range l.Cells {
		if c.Shade == 1 {
			shaded = append(shaded, c.ID)
		}
	}
	slices.Sort(shaded)
	if !slices.Equal(shaded, []string{"a1", "g7"}) {
		t.Errorf("shaded cells %v, want the homes a1 g7", shaded)
	}
	if len(l.Edges) != 2 || l.Edges[0].Cells[0] != "a1" || l.Edges[1].Cells[0] != "g7" || l.Edges[1].Side != 1 {
		t.Errorf("edges %+v: want the homes a1 (p1) and g7 (p2)", l.Edges)
	}
	st := g.State()
	if len(st.Pieces) != 5 || st.Pieces[0].Cell != "d7" || st.Pieces[0].Kind != "white" {
		t.Errorf("pieces %+v: want the white piece on d7 and 4 black", st.Pieces)
	}
	play(t, g, "d7-e7")
	if st := g.State(); st.LastMove != "d7-e7" || st.Side != "second" || st.Result != "none" {
		t.Errorf("state %+v", st)
	}
}

func TestBoard(t *testing.T) {
	want := strings.Join([]string{
		"  a b c d e f g",
		"7 . . . W . . * 7",
		"6 . . B . . . . 6",
		"5 . . . B B . . 5",
		"4 . . . B . . . 4",
		"3 . . . . . . . 3",
		"2 . . . . . . . 2",
		"1 * . . . . . . 1",
		"  a b c d e f g",
	}, "\n")
	if got := load(t, diagramA).Board(); got != want {
		t.Errorf("Board():\n%s\nwant:\n%s", got, want)
	}
}

// TestZeroAllocs checks that the hot path allocates nothing.
func TestZeroAllocs(t *testing.T) {
	g := load(t, midGame)
	buf := make([]position.Move, 0, 16)
	scores := make([]int32, 16)
	allocs := testing.AllocsPerRun(100, func() {
		moves := g.GenMoves(buf[:0])
		g.OrderHints(moves, scores)
		for _, m := range moves {
			g.Make(m)
			g.Outcome()
			g.Hash()
			if over, _ := g.Outcome(); !over {
				g.Evaluate()
			}
			g.Unmake()
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run, want 0", allocs)
	}
}
