package catsdogs

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// Positions from the worked examples of the rules, and the seed's example B
// built on the 8×8 board (see TestExampleB).
const (
	startPos = "8/8/8/8/8/8/8/8 c"
	afterD5  = "8/8/8/3C4/8/8/8/8 d"
	// terminalPos is the worked example of a finished game: the cats have
	// no placement, so they have lost.
	terminalPos = "1DDDDDDD/C1DDDDDD/CC1DDDDD/CCC1DDDD/CCCC1DDD/CCCCC1DD/CCCCCC1D/CCCCCCC1 c"
	// exampleB is the seed's example of one contested cell, with its legal
	// cells and nothing else: c4, g1, h1 for the cats, e3, a6, a7 for the
	// dogs, h6 for both; every other empty cell touches a cat and a dog.
	// Dogs to move.
	exampleB = "DD1CCC1C/1D1CC1D1/1D1CCC2/D1CC2C1/1C2DD1D/1C1D1D2/D1DD2CC/DDD1CC2 d"
	// exampleBCats is the same count with the cats to move (one cat
	// fewer, one dog more, on the top two ranks).
	exampleBCats = "DD1C1D1C/2CCC1D1/1D1CCC2/D1CC2C1/1C2DD1D/1C1D1D2/D1DD2CC/DDD1CC2 c"
	// midGame is a position from a random game, 24 pieces in.
	midGame = "1D1D1D2/D3D2D/1C6/D2C2DD/1C2D3/CCC2C2/C3D1CC/C1C1D3 c"
)

// fromRegistry builds a game through the registry, as the protocol does.
func fromRegistry(t testing.TB) *Game {
	t.Helper()
	return positiontest.New(t, "cats-dogs").(*Game)
}

// load builds a game at the position string s.
func load(t testing.TB, s string) *Game {
	t.Helper()
	return positiontest.Load(t, "cats-dogs", s).(*Game)
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

// names lists the cells of b, sorted.
func names(g *Game, b position.Bits64) []string {
	out := []string{}
	for b != 0 {
		out = append(out, g.geo.names[b.PopFirst()])
	}
	slices.Sort(out)
	return out
}

func legalTexts(g *Game) []string {
	out := []string{}
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// allBut lists every cell of the 8×8 board except the given ones, sorted.
func allBut(except ...string) []string {
	var out []string
	for r := 1; r <= 8; r++ {
		for c := 'a'; c <= 'h'; c++ {
			if s := fmt.Sprintf("%c%d", c, r); !slices.Contains(except, s) {
				out = append(out, s)
			}
		}
	}
	slices.Sort(out)
	return out
}

func TestRegistration(t *testing.T) {
	info, ok := position.Lookup("cats-dogs")
	if !ok {
		t.Fatal("cats-dogs is not registered")
	}
	if info.Name != "Cats & Dogs" || info.Sides != [2]string{"cats", "dogs"} || len(info.Options) != 0 {
		t.Errorf("info %+v: want Cats & Dogs, sides cats and dogs, no options", info)
	}
	g := fromRegistry(t)
	if g.Position() != startPos || g.ToMove() != 0 {
		t.Errorf("start %q, side %d; want %q, cats (0)", g.Position(), g.ToMove(), startPos)
	}
}

func TestConformance(t *testing.T) {
	// Every placement fills a cell and each side has 28 pieces, so a game
	// lasts at most 56 plies.
	positiontest.Run(t, func() position.Playable { return fromRegistry(t) }, positiontest.Config{
		MaxPlies: 2 * standardSupply,
		Starts:   []string{afterD5, exampleB, exampleBCats, midGame, terminalPos},
	})
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("cats-dogs")
	if !ok {
		t.Fatal("cats-dogs is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/cats-dogs.txt", 1_000_000)
}

// TestPerftTableNaive recounts the perft table with the simple generator
// of naive_test.go, so that the rows this package computed itself rest on
// two implementations. Rows beyond the naive generator's reach in a test
// (more than a few million leaves) are left to TestPerft.
func TestPerftTableNaive(t *testing.T) {
	cases, err := positiontest.LoadPerft("../../testdata/perft/cats-dogs.txt")
	if err != nil {
		t.Fatal(err)
	}
	limit := uint64(1_000_000)
	if testing.Short() {
		limit = 20_000
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("line%d", c.Line), func(t *testing.T) {
			if c.Count > limit {
				t.Skipf("%d leaves: too many for the naive generator here", c.Count)
			}
			pos := c.Position
			if pos == "" {
				pos = startPos
			}
			n, err := parseNaive(pos, 8, 8, true, standardSupply)
			if err != nil {
				t.Fatal(err)
			}
			if got := n.perft(c.Depth); got != c.Count {
				t.Errorf("naive perft(%d) of %s = %d, table says %d", c.Depth, pos, got, c.Count)
			}
		})
	}
}

// TestAgainstNaive plays random games and compares, at every node, the
// legal moves and the end of the game with the naive implementation, and
// short perfts at some nodes.
func TestAgainstNaive(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	rng := rand.New(rand.NewPCG(3, 5))
	for game := range games {
		g := fromRegistry(t)
		for ply := 0; ; ply++ {
			n, err := parseNaive(g.Position(), 8, 8, true, standardSupply)
			if err != nil {
				t.Fatal(err)
			}
			want, got := n.moves(), legalTexts(g)
			if !slices.Equal(got, want) && len(want)+len(got) > 0 {
				t.Fatalf("game %d at %s: moves %v, naive %v", game, g.Position(), got, want)
			}
			if over, _ := g.Outcome(); over != (len(want) == 0) {
				t.Fatalf("game %d at %s: over = %v, naive has %d moves", game, g.Position(), over, len(want))
			}
			if ply%9 == 4 {
				if got, want := position.Perft(g, 2, false), n.perft(2); got != want {
					t.Fatalf("game %d at %s: perft(2) = %d, naive %d", game, g.Position(), got, want)
				}
			}
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}

// TestScenarios checks every rule of doc.go and the worked examples on
// positions: the position string after the moves, the cells where each
// side may place a piece (whoever is to move), and the end of the game.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name   string
		start  string // "" for the start position
		moves  []string
		want   string   // the position string after the moves; "" to skip
		legal  []string // the side to move's legal moves; nil to skip
		nLegal int      // their number; -1 to skip
		other  []string // the cells where the other side could place; nil to skip
		winner string   // "cats" or "dogs" when the game is over
	}{
		// The first cat goes in the central zone.
		{name: "opening", want: startPos, legal: []string{"d4", "d5", "e4", "e5"}, nLegal: -1},
		// The seed's first example: the first cat, and the cells it
		// closes to the first dog.
		{name: "after d5", moves: []string{"d5"}, want: afterD5,
			legal: allBut("d4", "e4", "d5", "e5", "c5", "d6"), nLegal: -1},
		{name: "after d4: 58 dog moves", moves: []string{"d4"}, nLegal: 58,
			legal: allBut("d4", "e4", "d5", "e5", "c4", "d3")},
		{name: "after e4: 58 dog moves", moves: []string{"e4"}, nLegal: 58,
			legal: allBut("d4", "e4", "d5", "e5", "f4", "e3")},
		{name: "after e5: 58 dog moves", moves: []string{"e5"}, nLegal: 58,
			legal: allBut("d4", "e4", "d5", "e5", "f5", "e6")},
		{name: "a valid start", moves: []string{"d5", "b7"}, want: "8/1D6/8/3C4/8/8/8/8 c", nLegal: -1,
			legal: allBut("d5", "b7", "a7", "c7", "b8", "b6")},
		// The cats cannot move and have lost.
		{name: "terminal", start: terminalPos, want: terminalPos, legal: []string{}, nLegal: -1,
			other: []string{}, winner: "dogs"},
		// The seed's example of one contested cell (exampleB).
		{name: "example B", start: exampleB, want: exampleB, legal: []string{"a6", "a7", "e3", "h6"}, nLegal: -1,
			other: []string{"c4", "g1", "h1", "h6"}},
		{name: "dogs take h6", start: exampleB, moves: []string{"h6"},
			want:  "DD1CCC1C/1D1CC1D1/1D1CCC1D/D1CC2C1/1C2DD1D/1C1D1D2/D1DD2CC/DDD1CC2 c",
			legal: []string{"c4", "g1", "h1"}, nLegal: -1, other: []string{"a6", "a7", "e3"}},
		{name: "cats run out first", start: exampleB,
			moves: []string{"h6", "c4", "a6", "g1", "a7", "h1", "e3"}, legal: []string{}, nLegal: -1,
			other: []string{}, winner: "dogs"},
		{name: "cats to move", start: exampleBCats, want: exampleBCats, legal: []string{"c4", "g1", "h1", "h6"},
			nLegal: -1, other: []string{"a6", "a7", "e3", "h6"}},
		// Placement: no enemy piece orthogonally next to the cell.
		{name: "a dog may touch a cat diagonally", moves: []string{"d5", "c6", "e4"},
			want: "8/8/2D5/3C4/4C3/8/8/8 d", nLegal: -1,
			legal: allBut("d5", "c6", "e4", "c5", "e5", "d6", "d4", "f4", "e3")},
		{name: "own pieces may touch", moves: []string{"d5", "a1", "d6", "a2", "c6"},
			want: "8/8/2CC4/3C4/8/8/D7/D7 d", nLegal: -1},
		{name: "the second cat may go anywhere", moves: []string{"d4", "h8"}, nLegal: -1,
			legal: allBut("d4", "h8", "g8", "h7")},
		{name: "the second dog may enter the zone", moves: []string{"d4", "h8", "c2", "e5"},
			want: "7D/8/8/4D3/3C4/8/2C5/8 c", nLegal: -1},
		{name: "the cats may place anywhere once they have a piece", moves: []string{"e5"}, nLegal: 58,
			other: allBut("e5")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := fromRegistry(t)
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatalf("SetPosition(%q): %v", tc.start, err)
				}
			}
			play(t, g, tc.moves...)
			if tc.want != "" && g.Position() != tc.want {
				t.Errorf("position %q, want %q", g.Position(), tc.want)
			}
			if tc.legal != nil {
				if got := legalTexts(g); !slices.Equal(got, tc.legal) {
					t.Errorf("legal moves %v, want %v", got, tc.legal)
				}
				if got := g.CountMoves(); got != len(tc.legal) {
					t.Errorf("CountMoves() = %d, want %d", got, len(tc.legal))
				}
			}
			if tc.nLegal >= 0 && g.CountMoves() != tc.nLegal {
				t.Errorf("CountMoves() = %d, want %d", g.CountMoves(), tc.nLegal)
			}
			if tc.other != nil {
				if got := names(g, g.legal(g.toMove^1)); !slices.Equal(got, tc.other) {
					t.Errorf("the %s could place on %v, want %v", g.toMove^1, got, tc.other)
				}
			}
			over, score := g.Outcome()
			if wantOver := tc.winner != ""; over != wantOver {
				t.Fatalf("over = %v, want %v", over, wantOver)
			}
			if over {
				if score != -1 {
					t.Errorf("score %d for the side to move, want -1", score)
				}
				if got := (g.toMove ^ 1).String(); got != tc.winner {
					t.Errorf("winner %s, want %s", got, tc.winner)
				}
			}
		})
	}
}

// TestExampleB solves exampleB, the seed's example of one contested cell,
// by plain minimax: with the dogs to move, h6 is the only winning move;
// with the cats to move, h6 wins for them too.
func TestExampleB(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		winning []string
		losing  []string
	}{
		{"dogs to move", exampleB, []string{"h6"}, []string{"a6", "a7", "e3"}},
		{"cats to move", exampleBCats, []string{"h6"}, []string{"c4", "g1", "h1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			var winning, losing []string
			for _, m := range g.GenMoves(nil) {
				g.Make(m)
				if solve(g) {
					losing = append(losing, g.FormatMove(m))
				} else {
					winning = append(winning, g.FormatMove(m))
				}
				g.Unmake()
			}
			slices.Sort(winning)
			slices.Sort(losing)
			if !slices.Equal(winning, tc.winning) || !slices.Equal(losing, tc.losing) {
				t.Errorf("winning %v, losing %v; want %v and %v", winning, losing, tc.winning, tc.losing)
			}
			if !solve(g) {
				t.Error("the side to move does not win")
			}
		})
	}
}

// solve reports whether the side to move wins with perfect play.
func solve(g position.Game) bool {
	if over, score := g.Outcome(); over {
		return score > 0
	}
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		lost := !solve(g)
		g.Unmake()
		if lost {
			return true
		}
	}
	return false
}

// TestSupply checks the placement condition that the mover still has a
// piece in hand (doc.go's Rules section). On the 8×8 board it never binds
// before the board blocks, so it is checked on the same board with smaller
// supplies. The cats always run out first: they place first, and the dogs
// move only when they have fewer pieces.
func TestSupply(t *testing.T) {
	tests := []struct {
		name   string
		supply int
		moves  []string
		over   bool
		nLegal int
	}{
		{"supply 1", 1, []string{"d4", "a1"}, true, 0},
		{"supply 2", 2, []string{"d4", "h8", "a1", "a8"}, true, 0},
		{"a piece left in hand", 3, []string{"d4", "h8", "a1", "a8"}, false, 56},
		{"the rules' supply", standardSupply, []string{"d4", "h8", "a1", "a8"}, false, 56},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(newGeometry(standardSize, standardSize, true, tc.supply))
			for _, s := range tc.moves {
				m, err := g.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				g.Make(m)
			}
			if over, _ := g.Outcome(); over != tc.over || g.CountMoves() != tc.nLegal {
				t.Errorf("over %v with %d moves, want %v with %d", over, g.CountMoves(), tc.over, tc.nLegal)
			}
		})
	}
}

// TestIllegalMoves checks that ParseMove rejects each illegal move with
// ErrIllegal and a reason, and garbled ones with another error, and that
// a rejected move changes nothing.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name    string
		start   string
		moves   []string
		move    string
		illegal bool   // wraps ErrIllegal (else: malformed)
		reason  string // part of the error text
	}{
		{"first cat outside the zone", "", nil, "c5", true, "first cat must go in the central zone"},
		{"first cat in a corner", "", nil, "a1", true, "central zone"},
		{"first dog in the zone", "", []string{"d5"}, "e4", true, "first dog must go outside"},
		{"first dog next to the cat (c5)", "", []string{"d5"}, "c5", true, "next to a cats piece"},
		{"first dog in the zone and next to the cat", "", []string{"d5"}, "e5", true, "next to a cats piece"},
		{"occupied", "", []string{"d5"}, "d5", true, "occupied"},
		{"cat next to a dog", "", []string{"d5", "a1"}, "b1", true, "next to a dogs piece"},
		{"dog next to a cat", "", []string{"d5", "a1", "h8"}, "g8", true, "next to a cats piece"},
		{"after the end", terminalPos, nil, "a8", true, "game is over"},
		{"pass", "", nil, "pass", true, "no pass"},
		{"0000", "", nil, "0000", true, "no pass"},
		{"off the board", "", nil, "i1", false, "off the 8×8 board"},
		{"rank off the board", "", nil, "a9", false, "off the 8×8 board"},
		{"rank 0", "", nil, "a0", false, "row number"},
		{"no rank", "", nil, "d", false, "letter and a number"},
		{"garbage", "", nil, "4d", false, "column letter"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := fromRegistry(t)
			if tc.start != "" {
				g = load(t, tc.start)
			}
			play(t, g, tc.moves...)
			positiontest.CheckIllegalMove(t, g, tc.move, tc.illegal, tc.reason)
		})
	}
}

func TestNotation(t *testing.T) {
	tests := []struct {
		start string
		in    string
		want  string
	}{
		{startPos, "d5", "d5"},
		{startPos, "E4", "e4"},
		{afterD5, "a1", "a1"},
		{afterD5, "H8", "h8"},
		{afterD5, "c6", "c6"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := load(t, tc.start)
			m, err := g.ParseMove(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatMove(m); got != tc.want {
				t.Errorf("FormatMove(ParseMove(%q)) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestSetPositionErrors(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		reason string
	}{
		{"missing side", "8/8/8/8/8/8/8/8", "want <board> <side>"},
		{"extra field", "8/8/8/8/8/8/8/8 c 0", "want <board> <side>"},
		{"seven ranks", "8/8/8/8/8/8/8 c", "board has 7 rows"},
		{"short rank", "8/8/8/8/7/8/8/8 c", "row 5"},
		{"bad piece", "8/8/8/3X4/8/8/8/8 d", "not C, D"},
		{"lower-case piece", "8/8/8/3c4/8/8/8/8 d", "not C, D"},
		{"bad side", "8/8/8/8/8/8/8/8 w", "want c or d"},
		{"upper-case side", "8/8/8/8/8/8/8/8 C", "want c or d"},
		{"dogs to move at the start", "8/8/8/8/8/8/8/8 d", "dogs move when there is one cat more"},
		{"cats to move after a cat", afterD5[:len(afterD5)-1] + "c", "so they move when the counts are equal"},
		{"a dog first", "8/8/8/8/8/8/8/D7 c", "0 cats and 1 dogs with the cats to move"},
		{"cat next to a dog", "8/8/8/3CD3/8/8/8/8 c", "next to a cat"},
		{"no cat in the zone", "8/8/8/8/8/8/8/C7 d", "no cat is in the central zone"},
		{"no dog outside the zone", "8/8/8/4D3/3C4/8/8/8 c", "no dog is outside the central zone"},
		{"no cat and no dog where they start", "8/8/8/4D3/2C5/8/8/8 c", "no cat is in the central zone"},
		{"32 cats", "C1C1C1C1/1C1C1C1C/C1C1C1C1/1C1C1C1C/C1C1C1C1/1C1C1C1C/C1C1C1C1/1C1C1C1C c", "32 cats and 0 dogs"},
		{"29 pieces a side", "CCCCCCCC/CCCCCCCC/CCCCCCCC/CCCCC3/3DDDDD/DDDDDDDD/DDDDDDDD/DDDDDDDD c", "only 28 pieces"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := fromRegistry(t)
			play(t, g, "d5", "a1")
			pos, hash := g.Position(), g.Hash()
			err := g.SetPosition(tc.pos)
			if err == nil {
				t.Fatalf("SetPosition(%q) accepted it", tc.pos)
			}
			if !strings.Contains(err.Error(), tc.reason) {
				t.Errorf("error %q does not say %q", err, tc.reason)
			}
			if g.Position() != pos || g.Hash() != hash {
				t.Errorf("a failed SetPosition changed the position")
			}
			g.Unmake() // the history survived too
			g.Unmake()
			if g.Position() != startPos {
				t.Errorf("unmaking the history gives %q", g.Position())
			}
		})
	}
}

func TestSetPositionAccepts(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		over bool
	}{
		{"start", startPos, false},
		{"after d5", afterD5, false},
		{"a later cat outside the zone", "8/8/8/4C3/8/8/8/D6C d", false},
		{"a later dog inside the zone", "7D/8/8/4D3/3C4/8/2C5/8 c", false},
		{"example B", exampleB, false},
		{"terminal", terminalPos, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			if got := g.Position(); got != tc.pos {
				t.Errorf("Position() = %q, want %q", got, tc.pos)
			}
			if g.Hash() != g.computeHash() {
				t.Errorf("hash %#x, recomputed %#x", g.Hash(), g.computeHash())
			}
			if over, _ := g.Outcome(); over != tc.over {
				t.Errorf("over = %v, want %v", over, tc.over)
			}
		})
	}
}

// TestTransposition checks that move orders reaching the same position
// meet in one hash, as the transposition table needs.
func TestTransposition(t *testing.T) {
	a, b := fromRegistry(t), fromRegistry(t)
	play(t, a, "d5", "a1", "h8", "b8")
	play(t, b, "d5", "b8", "h8", "a1")
	if a.Position() != b.Position() || a.Hash() != b.Hash() {
		t.Errorf("transposition: %s %#x vs %s %#x", a.Position(), a.Hash(), b.Position(), b.Hash())
	}
}

func TestLayout(t *testing.T) {
	g := fromRegistry(t)
	l := g.Layout()
	if l.Width != 8 || l.Height != 8 || len(l.Cells) != 64 || len(l.Sides) != 2 {
		t.Fatalf("layout %vx%v with %d cells and %d sides", l.Width, l.Height, len(l.Cells), len(l.Sides))
	}
	byID := map[string]position.Cell{}
	var shaded []string
	for _, c := range l.Cells {
		byID[c.ID] = c
		if c.Shade == 1 {
			shaded = append(shaded, c.ID)
		}
	}
	slices.Sort(shaded)
	if want := []string{"d4", "d5", "e4", "e5"}; !slices.Equal(shaded, want) {
		t.Errorf("shaded cells %v, want the central zone %v", shaded, want)
	}
	for _, tc := range []struct {
		id   string
		x, y float64
	}{{"a8", 0.5, 0.5}, {"h8", 7.5, 0.5}, {"a1", 0.5, 7.5}, {"h1", 7.5, 7.5}, {"d5", 3.5, 3.5}} {
		if c := byID[tc.id]; c.X != tc.x || c.Y != tc.y || c.Kind != position.Square {
			t.Errorf("%s: %+v, want a square at (%v, %v)", tc.id, c, tc.x, tc.y)
		}
	}
	if s := l.Sides; s[0].Name != "cats" || s[0].Pieces[0].Symbol != "C" || s[1].Name != "dogs" || s[1].Pieces[0].Symbol != "D" {
		t.Errorf("sides %+v", s)
	}
}

func TestState(t *testing.T) {
	tests := []struct {
		name   string
		start  string
		moves  []string
		pieces []position.Placed
		hands  []int
		last   string
		result string
	}{
		{name: "start", hands: []int{28, 28}, result: "none"},
		{name: "two moves", moves: []string{"d5", "a1"},
			pieces: []position.Placed{{Cell: "d5", Side: 0, Kind: "cat"}, {Cell: "a1", Side: 1, Kind: "dog"}},
			hands:  []int{27, 27}, last: "a1", result: "none"},
		{name: "dogs win", start: terminalPos, hands: []int{0, 0}, result: "p2win"},
		{name: "from a position string", start: "8/8/8/8/4C3/8/8/8 d", hands: []int{27, 28}, result: "none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := fromRegistry(t)
			if tc.start != "" {
				g = load(t, tc.start)
			}
			play(t, g, tc.moves...)
			s := g.State()
			if tc.pieces != nil && !slices.Equal(s.Pieces, tc.pieces) {
				t.Errorf("pieces %v, want %v", s.Pieces, tc.pieces)
			}
			if !slices.Equal(s.Hands, tc.hands) || s.LastMove != tc.last || s.Result != tc.result {
				t.Errorf("hands %v last %q result %q; want %v %q %q", s.Hands, s.LastMove, s.Result, tc.hands, tc.last, tc.result)
			}
			if len(s.Moves) != len(tc.moves) || s.Position != g.Position() || s.Side != g.toMove.String() {
				t.Errorf("state %+v", s)
			}
		})
	}
}

func TestBoard(t *testing.T) {
	g := fromRegistry(t)
	play(t, g, "d5", "b7")
	want := "  a b c d e f g h\n" +
		"8 . . . . . . . . 8\n" +
		"7 . D . . . . . . 7\n" +
		"6 . . . . . . . . 6\n" +
		"5 . . . C + . . . 5\n" +
		"4 . . . + + . . . 4\n" +
		"3 . . . . . . . . 3\n" +
		"2 . . . . . . . . 2\n" +
		"1 . . . . . . . . 1\n" +
		"  a b c d e f g h"
	if got := g.Board(); got != want {
		t.Errorf("Board():\n%s\nwant:\n%s", got, want)
	}
}
