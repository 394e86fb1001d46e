package chomp

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

// Positions from the worked examples of the rules, and a few more.
const (
	startPos  = "pcccc/ccccc/cccpc/ccccc r"
	afterD3   = "pcccc/ccc1c/cccpc/ccccc b"
	afterE1E4 = "pccc1/cccc1/cccp1/cccc1 b"
	// midGame comes from a random game on the default board.
	midGame = "pc1cc/c2cc/cccp1/1cccc r"
	// ring is a ring of chocolate around a hole with the poison on it.
	ring = "pccc/c2c/cccc b"
	// lost is a finished game: only a bridge between two poison cells
	// is left.
	lost = "pcp r"
)

// fromRegistry builds a game through the registry, as the protocol does.
func fromRegistry(t testing.TB, settings ...string) *Game {
	t.Helper()
	return positiontest.New(t, "chomp", settings...).(*Game)
}

// load builds a game at the position string s.
func load(t testing.TB, s string) *Game {
	t.Helper()
	return positiontest.Load(t, "chomp", s).(*Game)
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
	info, ok := position.Lookup("chomp")
	if !ok {
		t.Fatal("chomp is not registered")
	}
	if info.Sides != [2]string{"red", "blue"} || len(info.Options) != 4 {
		t.Errorf("info %+v: want sides red and blue, four options", info)
	}
	g := fromRegistry(t)
	if g.Position() != startPos || g.ToMove() != 0 {
		t.Errorf("start %q, side %d; want %q, red (0)", g.Position(), g.ToMove(), startPos)
	}
	if New().Position() != startPos {
		t.Errorf("New() = %q, want %q", New().Position(), startPos)
	}
}

func TestOptions(t *testing.T) {
	tests := []struct {
		settings []string
		want     string // start position, or "" for an error
	}{
		{nil, startPos},
		{[]string{"first=b"}, "pcccc/ccccc/cccpc/ccccc b"},
		{[]string{"FIRST=R"}, startPos},
		{[]string{"poison=a4"}, "pcccc/ccccc/ccccc/ccccc r"},
		{[]string{"poison=B3,d2"}, "ccccc/cpccc/cccpc/ccccc r"},
		{[]string{"poison=none"}, "ccccc/ccccc/ccccc/ccccc r"},
		{[]string{"poison=-"}, "ccccc/ccccc/ccccc/ccccc r"},
		{[]string{"rows=1", "cols=3", "poison=b1"}, "cpc r"},
		{[]string{"rows=2", "cols=2", "poison=a2"}, "pc/cc r"},
		{[]string{"rows=26", "cols=26", "poison=z26"}, strings.Repeat("c", 25) + "p" + strings.Repeat("/"+strings.Repeat("c", 26), 25) + " r"},
		{[]string{"rows=3", "cols=3"}, ""}, // default poison a4 is off the board
		{[]string{"poison=a4,a4"}, ""},     // twice
		{[]string{"poison=f1"}, ""},        // off the board
		{[]string{"poison=a0"}, ""},        // not a cell
		{[]string{"poison=a4,,d2"}, ""},    // empty name
		{[]string{"rows=27"}, ""},          // out of range
		{[]string{"cols=0"}, ""},           // out of range
		{[]string{"first=x"}, ""},          // no such side
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.settings, " "), func(t *testing.T) {
			g, _, err := position.NewGame("chomp", tc.settings...)
			if tc.want == "" {
				if err == nil {
					t.Errorf("accepted, start %q; want an error", g.Position())
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if g.Position() != tc.want {
				t.Errorf("start %q, want %q", g.Position(), tc.want)
			}
		})
	}
}

func TestConformance(t *testing.T) {
	// Every move removes at least one cell, so a game lasts at most n·m
	// plies.
	positiontest.Run(t, func() position.Playable { return fromRegistry(t) }, positiontest.Config{
		MaxPlies: 20,
		Starts:   []string{afterD3, afterE1E4, midGame, ring, lost, "cpc r", "pc/cc r", "ccccc/cpccc/cccpc/ccccc b"},
	})
	// A larger board with poison spread over it.
	positiontest.Run(t, func() position.Playable { return fromRegistry(t, "rows=7", "cols=9", "poison=a1,e4,i7,c6") }, positiontest.Config{
		MaxPlies: 63,
		Games:    3,
	})
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("chomp")
	if !ok {
		t.Fatal("chomp is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/chomp.txt", 200_000)
}

// TestPerftTableNaive recounts the perft table with the naive generator
// of naive_test.go, so that the rows this package computed itself rest on
// two implementations.
func TestPerftTableNaive(t *testing.T) {
	cases, err := positiontest.LoadPerft("../../testdata/perft/chomp.txt")
	if err != nil {
		t.Fatal(err)
	}
	limit := uint64(100_000)
	if testing.Short() {
		limit = 5_000
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("line%d", c.Line), func(t *testing.T) {
			if c.Count > limit {
				t.Skipf("%d leaves: too many for the naive generator here", c.Count)
			}
			pos := c.Position
			if pos == "" {
				pos = fromRegistry(t, c.Options...).Position()
			}
			nv, err := parseNaive(pos)
			if err != nil {
				t.Fatal(err)
			}
			if got := nv.perft(c.Depth); got != c.Count {
				t.Errorf("naive perft(%d) of %s = %d, want %d", c.Depth, pos, got, c.Count)
			}
		})
	}
}

// TestMovesAgainstNaive plays random games on several boards and compares
// the legal moves with the naive generator's at every node.
func TestMovesAgainstNaive(t *testing.T) {
	boards := [][]string{
		nil,
		{"poison=none"},
		{"rows=5", "cols=6", "poison=c3"},
		{"rows=6", "cols=4", "poison=a1,d6,b4"},
		{"rows=1", "cols=7", "poison=d1"},
		{"rows=8", "cols=2", "poison=a8,b1"},
	}
	games := 10
	if testing.Short() {
		games = 3
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, opts := range boards {
		t.Run(strings.Join(opts, " "), func(t *testing.T) {
			for range games {
				g := fromRegistry(t, opts...)
				for {
					nv, err := parseNaive(g.Position())
					if err != nil {
						t.Fatal(err)
					}
					got, want := legalTexts(g), nv.moves()
					if !slices.Equal(got, want) && len(got)+len(want) > 0 {
						t.Fatalf("%s: moves %v, naive %v", g.Position(), got, want)
					}
					if n := g.CountMoves(); n != len(got) {
						t.Fatalf("%s: CountMoves %d, GenMoves %d", g.Position(), n, len(got))
					}
					moves := g.GenMoves(nil)
					if len(moves) == 0 {
						break
					}
					g.Make(moves[rng.IntN(len(moves))])
				}
			}
		})
	}
}

// TestRules covers the worked examples and every decision of doc.go's
// Decisions section: each case plays moves from a position and checks which
// moves are legal, the resulting position, or the end.
func TestRules(t *testing.T) {
	tests := []struct {
		name    string
		pos     string // "" for the default start
		play    []string
		want    string   // position after play, if set
		legal   []string // moves that must be legal after play
		illegal []string // moves that must be illegal after play
		count   int      // number of legal moves after play, if >= 0
		moves   []string // the exact legal moves, if set
		over    bool     // the game is over after play (the mover lost)
	}{
		{name: "start has 82 moves", count: 82},
		{name: "d3 leaves a hole", play: []string{"d3"}, want: afterD3, count: -1},
		{name: "e1-e4 eats the right file", play: []string{"e1-e4"}, want: afterE1E4, count: -1,
			legal: []string{"d4"}, illegal: []string{"d4-e4", "e4", "e1"}},
		{name: "a full-height band in the middle", count: -1,
			illegal: []string{"c1-c4", "b1-b4", "d1-d4", "c1-d4", "b1-d4"}, legal: []string{"e1-e4", "c1-c3"}},
		{name: "cpc", pos: "cpc r", moves: []string{"a1", "c1"}},
		{name: "cpc after both", pos: "cpc r", play: []string{"a1", "c1"}, want: "1p1 r", over: true, count: 0},
		{name: "pcp has no move", pos: "pcp r", over: true, count: 0},
		{name: "pc/cc", pos: "pc/cc r", moves: []string{"a1", "a1-b1", "b1", "b1-b2", "b2"}},
		{name: "poison may not be eaten", count: -1, illegal: []string{"a4", "a3-a4", "d2", "c2-e2", "a1-e4"}},
		{name: "the whole bar may go without poison", pos: "ccc/ccc r", play: []string{"a1-c2"}, want: "3/3 b", over: true, count: 0},
		{name: "a corner cell may go", count: -1, legal: []string{"a1", "e1", "e4", "b4"}},
		{name: "diagonal contact does not connect", pos: "pc/1c r", moves: []string{"b1", "b1-b2"},
			// Eating b2 would leave a2 and b1 touching at a corner only.
			illegal: []string{"b2"}},
		{name: "diagonal contact: a knight-shaped bar", pos: "cc1/1cc b", moves: []string{"a2", "a2-b2", "c1", "b1-c1"}},
		{name: "poison connects the bar", pos: "cpc/ccc r", count: -1,
			// a1 to c1 can go: a2 and c2 hang on b2, the poison.
			legal: []string{"a1-c1", "a1-b1", "b1", "a2", "a2-a1"}, illegal: []string{"a2-c2", "b1-b2"}},
		{name: "poison is the only bridge", pos: "cpc/1c1 r", moves: []string{"a2", "b1", "c2"}},
		{name: "a rectangle over an eaten cell", pos: "ccc/c1c/ccc r", count: -1,
			illegal: []string{"a2-c2", "b1-b3", "a1-c3"}, legal: []string{"a1-c1", "a3-c3", "a1"}},
		{name: "a hole may touch another hole only if the rest holds", pos: "cccc/c1cc/cccc r", count: -1,
			legal: []string{"c2", "d2", "c2-d2"}, illegal: []string{"b1-b3"}},
		{name: "blue moves first with first=b", pos: "pcccc/ccccc/cccpc/ccccc b", play: []string{"d3"}, want: "pcccc/ccc1c/cccpc/ccccc r", count: -1},
		{name: "corners in any order", play: []string{"c3-a2"}, want: "pcccc/3cc/3pc/ccccc b", count: -1},
		{name: "corners upper-left to lower-right", play: []string{"a3-b2"}, want: "pcccc/2ccc/2cpc/ccccc b", count: -1},
		{name: "upper case", play: []string{"B2-B4"}, want: "p1ccc/c1ccc/c1cpc/ccccc b", count: -1},
		{name: "a one-cell rectangle by corners", play: []string{"d3-d3"}, want: afterD3, count: -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := tc.pos
			if pos == "" {
				pos = startPos
			}
			g := load(t, pos)
			play(t, g, tc.play...)
			if tc.want != "" && g.Position() != tc.want {
				t.Errorf("position %q, want %q", g.Position(), tc.want)
			}
			for _, s := range tc.legal {
				if _, err := g.ParseMove(s); err != nil {
					t.Errorf("%s should be legal: %v", s, err)
				}
			}
			for _, s := range tc.illegal {
				if m, err := g.ParseMove(s); err == nil {
					t.Errorf("%s should be illegal, parsed as %s", s, g.FormatMove(m))
				} else if !errors.Is(err, position.ErrIllegal) {
					t.Errorf("%s: error %v does not wrap ErrIllegal", s, err)
				}
			}
			if tc.count >= 0 && tc.moves == nil {
				if n := len(g.GenMoves(nil)); n != tc.count {
					t.Errorf("%d legal moves, want %d", n, tc.count)
				}
			}
			if tc.moves != nil {
				want := slices.Sorted(slices.Values(tc.moves))
				if got := legalTexts(g); !slices.Equal(got, want) {
					t.Errorf("moves %v, want %v", got, want)
				}
			}
			over, score := g.Outcome()
			if over != tc.over || (over && score != -1) {
				t.Errorf("Outcome() = %v, %d; want over=%v (a loss for the side to move)", over, score, tc.over)
			}
			if tc.over {
				winner := [2]string{"p2win", "p1win"}[g.ToMove()]
				if r := g.State().Result; r != winner {
					t.Errorf("State().Result = %q, want %q", r, winner)
				}
			}
		})
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		pos, move, why string
	}{
		{startPos, "pass", "no pass"},
		{startPos, "0000", "no pass"},
		{startPos, "f1", "off the"},
		{startPos, "a5", "off the"},
		{startPos, "a4", "poisoned"},
		{startPos, "c1-c4", "fall apart"},
		{afterE1E4, "d4-e4", "eaten"},
		{lost, "b1", "game is over"},
		{startPos, "a1-", "bad cell"},
		{startPos, "-a1", "bad cell"},
		{startPos, "a1-b2-c3", "bad cell"},
		{startPos, "a1b2", "bad cell"},
		{startPos, "", "bad cell"},
	}
	for _, tc := range tests {
		t.Run(tc.pos+" "+tc.move, func(t *testing.T) {
			g := load(t, tc.pos)
			m, err := g.ParseMove(tc.move)
			if err == nil {
				t.Fatalf("ParseMove(%q) = %s, want an error", tc.move, g.FormatMove(m))
			}
			if m != position.NoMove || !strings.Contains(err.Error(), tc.why) {
				t.Errorf("ParseMove(%q) = %v, %v; want NoMove and an error about %q", tc.move, m, err, tc.why)
			}
			if g.Position() != tc.pos {
				t.Errorf("a rejected move changed the position to %q", g.Position())
			}
		})
	}
}

func TestSetPosition(t *testing.T) {
	tests := []struct {
		pos string
		ok  bool
	}{
		{startPos, true},
		{"c r", true},
		{"p b", true},
		{"1 r", true}, // everything eaten
		{"3/3 b", true},
		{strings.Repeat("c", 26) + " r", true},
		{strings.Repeat("c/", 25) + "c r", true},
		{strings.Repeat("c", 27) + " r", false},
		{strings.Repeat("c/", 26) + "c r", false},
		{"pcccc/ccccc/cccpc/cccc r", false}, // ragged
		{"pcccc/ccccc/cccpc/ccccc", false},  // no side
		{"pcccc/ccccc/cccpc/ccccc w", false},
		{"pcccc/ccccc/cccpc/ccccc r x", false},
		{"Pcccc/ccccc/cccpc/ccccc r", false}, // upper case
		{"pcxcc/ccccc/cccpc/ccccc r", false},
		{"c1c r", false}, // two pieces
		{"pc/cp r", true},
		{"pc/1c r", true},
		{"c1/1c r", false}, // diagonal only
		{"p1/1c r", false},
		{"0c r", false},
		{"27 r", false},
		{"/ r", false},
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			g := load(t, midGame)
			err := g.SetPosition(tc.pos)
			if (err == nil) != tc.ok {
				t.Fatalf("SetPosition(%q) error %v, want ok=%v", tc.pos, err, tc.ok)
			}
			if !tc.ok {
				if g.Position() != midGame {
					t.Errorf("a rejected string changed the position to %q", g.Position())
				}
				return
			}
			if g.Position() != tc.pos || g.Hash() != g.computeHash() {
				t.Errorf("Position() = %q after loading %q", g.Position(), tc.pos)
			}
		})
	}
}

// TestHashCoversSize checks that boards of different sizes with the same
// cells eaten hash differently, as do the two sides to move.
func TestHashCoversSize(t *testing.T) {
	seen := map[uint64]string{}
	for _, pos := range []string{"c r", "cc r", "c/c r", "cc/cc r", "c b", "1 r", "2 r", "1/1 r", "p r", "pc r", "cp r"} {
		h := load(t, pos).Hash()
		if other, dup := seen[h]; dup {
			t.Errorf("%q and %q share the hash %#x", pos, other, h)
		}
		seen[h] = pos
	}
}

func TestBoardAndState(t *testing.T) {
	g := load(t, startPos)
	play(t, g, "d3", "e1-e2")
	want := ` 4  P c c c c
 3  c c c . c
 2  c c c P .
 1  c c c c .
    a b c d e`
	if got := g.Board(); got != want {
		t.Errorf("Board() =\n%s\nwant\n%s", got, want)
	}
	st := g.State()
	if st.LastMove != "e1-e2" || !slices.Equal(st.Moves, []string{"d3", "e1-e2"}) || st.Side != "red" || st.Result != "none" {
		t.Errorf("State() = %+v", st)
	}
	kinds := map[string]int{}
	for _, p := range st.Pieces {
		if p.Side != -1 {
			t.Errorf("piece %+v is not neutral", p)
		}
		kinds[p.Kind]++
	}
	if kinds["chocolate"] != 15 || kinds["poison"] != 2 {
		t.Errorf("State has %v, want 15 chocolate and 2 poison", kinds)
	}
	l := g.Layout()
	if l.Width != 5 || l.Height != 4 || len(l.Cells) != 20 || l.Cells[0].ID != "a4" || l.Cells[19].ID != "e1" {
		t.Errorf("Layout %+v", l)
	}
}

func TestEvaluate(t *testing.T) {
	tests := []struct {
		pos  string
		want int
	}{
		{startPos, -parityWeight}, // 18 chocolate cells
		{afterD3, parityWeight},   // 17
		{"cpc r", -parityWeight},
		{"cp1 b", parityWeight},
	}
	for _, tc := range tests {
		g := load(t, tc.pos)
		if got := g.Evaluate(); got != tc.want {
			t.Errorf("Evaluate(%s) = %d, want %d", tc.pos, got, tc.want)
		}
		terms := g.EvalTerms()
		if len(terms) != 2 || terms[1].Score != tc.want {
			t.Errorf("EvalTerms(%s) = %v", tc.pos, terms)
		}
	}
}

func TestNoAllocs(t *testing.T) {
	g := load(t, midGame)
	buf := make([]position.Move, 0, 256)
	allocs := testing.AllocsPerRun(100, func() {
		moves := g.GenMoves(buf[:0])
		for _, m := range moves {
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
