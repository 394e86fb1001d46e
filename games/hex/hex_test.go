package hex

import (
	"fmt"
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
	return positiontest.New(t, "hex", settings...).(*Game)
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func legalTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

func TestConformance(t *testing.T) {
	// A game lasts at most n² placements, plus a swap, plus (connected)
	// forced passes, each followed by an opponent's placement.
	tests := []struct {
		name     string
		settings []string
		maxPlies int
		starts   []string
	}{
		{"11x11", nil, 121, nil},
		{"11x11 eval=learned", []string{"eval=learned"}, 121, nil},
		{"11x11 swap", []string{"swap=on"}, 122, []string{"11/11/1r9/11/11/11/11/11/11/11/11 b 1"}},
		{"5x5 connected", []string{"size=5", "connected=on"}, 2*25 + 2, nil},
		{"4x4 swap connected", []string{"size=4", "swap=on", "connected=on"}, 2*16 + 3, nil},
		{"3x3", []string{"size=3"}, 9, []string{"b1r/br1/3 r 4"}},
		{"3x3 connected", []string{"size=3", "connected=on"}, 20, []string{"rb1/b2/3 r 4"}},
		{"2x2 swap", []string{"size=2", "swap=on"}, 5, nil},
		{"1x1", []string{"size=1"}, 1, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := positiontest.Config{MaxPlies: tc.maxPlies, Starts: tc.starts}
			if tc.maxPlies > 100 && !testing.Short() {
				cfg.Games = 8 // each 11×11 game checks some 10^4 moves
			}
			positiontest.Run(t, func() position.Playable { return newGame(t, tc.settings...) }, cfg)
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("hex")
	if !ok {
		t.Fatal("hex is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/hex.txt", 1_000_000)
}

// TestScenarios plays worked examples and checks each rule of doc.go's
// Rules on a position: the position string after the moves, the result, the
// winning chain and, where given, the exact list of legal moves.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		start    string // "" for the start position
		moves    []string
		want     string   // position string after the moves
		winner   string   // "red", "blue" or "" while the game goes on
		chain    []string // the winning chain
		legal    []string // sorted legal moves after the moves; nil: not checked
	}{
		// Corners belong to both sides.
		{name: "before the last move", settings: []string{"size=3"},
			moves: []string{"c1", "a1", "b2", "a2"}, want: "b1r/br1/3 r 4",
			legal: []string{"a3", "b1", "b3", "c2", "c3"}},
		{name: "red wins through obtuse corners", settings: []string{"size=3"},
			moves: []string{"c1", "a1", "b2", "a2", "a3"}, want: "b1r/br1/r2 b 5",
			winner: "red", chain: []string{"c1", "b2", "a3"}, legal: []string{}},
		// The same corners serve blue.
		{name: "blue wins through corners", settings: []string{"size=3"},
			moves: []string{"a1", "c1", "a2", "b2", "c3", "a3"}, want: "r1b/rb1/b1r r 6",
			winner: "blue", chain: []string{"a3", "b2", "c1"}, legal: []string{}},
		// Piece swap.
		{name: "red b3", settings: []string{"swap=on"},
			moves: []string{"b3"}, want: "11/11/1r9/11/11/11/11/11/11/11/11 b 1"},
		{name: "blue swaps b3 to c2", settings: []string{"swap=on"},
			moves: []string{"b3", "swap"}, want: "11/2b8/11/11/11/11/11/11/11/11/11 r 2"},
		{name: "swap on the diagonal keeps the cell", settings: []string{"size=2", "swap=on"},
			moves: []string{"a1", "swap"}, want: "b1/2 r 2", legal: []string{"a2", "b1", "b2"}},
		{name: "swap is offered at ply 1", settings: []string{"size=2", "swap=on"},
			moves: []string{"b2"}, want: "2/1r b 1", legal: []string{"a1", "a2", "b1", "swap"}},
		{name: "swap from a position string", settings: []string{"size=3", "swap=on"},
			start: "3/r2/3 b 1", moves: []string{"swap"}, want: "1b1/3/3 r 2"},
		{name: "no swap at ply 3", settings: []string{"size=2", "swap=on"},
			moves: []string{"a1", "swap", "b2"}, want: "b1/1r b 3", legal: []string{"a2", "b1"}},
		{name: "no swap at ply 1 with the option off", settings: []string{"size=2"},
			moves: []string{"b2"}, want: "2/1r b 1", legal: []string{"a1", "a2", "b1"}},
		{name: "1x1 with swap: red wins before blue can swap", settings: []string{"size=1", "swap=on"},
			moves: []string{"a1"}, want: "r b 1", winner: "red", chain: []string{"a1"}, legal: []string{}},
		{name: "blue wins with the swapped stone", settings: []string{"size=2", "swap=on"},
			moves: []string{"a2", "swap", "b2", "a1"}, want: "bb/1r r 4", winner: "blue", chain: []string{"a1", "b1"}},
		// Plain placement.
		{name: "every empty cell", settings: []string{"size=2"},
			moves: []string{"a1", "b2"}, want: "r1/1b r 2", legal: []string{"a2", "b1"}},
		{name: "1x1 red wins at once", settings: []string{"size=1"},
			moves: []string{"a1"}, want: "r b 1", winner: "red", chain: []string{"a1"}, legal: []string{}},
		{name: "a full board has a winner", settings: []string{"size=2"},
			moves: []string{"a1", "b2", "b1", "a2"}, want: "rr/bb r 4", winner: "blue", chain: []string{"a2", "b2"}},
		// The connected variant (the option connected in doc.go's Rules).
		{name: "connected: red's first stone on row 1 or row n", settings: []string{"size=3", "connected=on"},
			want: "3/3/3 r 0", legal: []string{"a1", "a3", "b1", "b3", "c1", "c3"}},
		{name: "connected: blue's first stone on column a or c", settings: []string{"size=3", "connected=on"},
			moves: []string{"b1"}, want: "1r1/3/3 b 1", legal: []string{"a1", "a2", "a3", "c1", "c2", "c3"}},
		{name: "connected: later stones touch an own stone", settings: []string{"size=3", "connected=on"},
			moves: []string{"b1", "a2"}, want: "1r1/b2/3 r 2", legal: []string{"a1", "b2", "c1"}},
		{name: "connected: forced pass", settings: []string{"size=3", "connected=on"},
			start: "rb1/b2/3 r 4", want: "rb1/b2/3 r 4", legal: []string{"pass"}},
		{name: "connected: the pass hands the turn over", settings: []string{"size=3", "connected=on"},
			start: "rb1/b2/3 r 4", moves: []string{"pass"}, want: "rb1/b2/3 b 5", legal: []string{"a3", "b2", "c1"}},
		{name: "connected: 0000 is pass", settings: []string{"size=3", "connected=on"},
			start: "rb1/b2/3 r 4", moves: []string{"0000", "b2"}, want: "rb1/bb1/3 r 6", legal: []string{"pass"}},
		{name: "connected: a blocked blue wins anyway", settings: []string{"size=3", "connected=on"},
			start: "rb1/b2/3 r 4", moves: []string{"pass", "b2", "pass", "c2"}, want: "rb1/bbb/3 r 8",
			winner: "blue", chain: []string{"a2", "b2", "c2"}, legal: []string{}},
		{name: "connected: swap is a legal first blue stone", settings: []string{"size=3", "swap=on", "connected=on"},
			moves: []string{"b1", "swap"}, want: "3/b2/3 r 2", legal: []string{"a1", "a3", "b1", "b3", "c1", "c3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatalf("SetPosition(%q): %v", tc.start, err)
				}
			}
			play(t, g, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("position %q, want %q", got, tc.want)
			}
			over, score := g.Outcome()
			if wantOver := tc.winner != ""; over != wantOver {
				t.Fatalf("over = %v, want %v", over, wantOver)
			}
			if over {
				if score != -1 {
					t.Errorf("score %d for the side to move, want -1", score)
				}
				if got := color(1 - g.ToMove()).String(); got != tc.winner {
					t.Errorf("winner %s, want %s", got, tc.winner)
				}
				if tc.chain != nil && !slices.Equal(g.WinningChain(), tc.chain) {
					t.Errorf("winning chain %v, want %v", g.WinningChain(), tc.chain)
				}
			} else if g.WinningChain() != nil {
				t.Errorf("winning chain %v in a game that goes on", g.WinningChain())
			}
			if tc.legal != nil {
				if got := legalTexts(g); !slices.Equal(got, tc.legal) && !(len(got) == 0 && len(tc.legal) == 0) {
					t.Errorf("legal moves %v, want %v", got, tc.legal)
				}
				if got := g.CountMoves(); got != len(tc.legal) {
					t.Errorf("CountMoves() = %d, want %d", got, len(tc.legal))
				}
			}
		})
	}
}

// TestIllegalMoves checks that ParseMove rejects each illegal move with
// ErrIllegal and a reason, and garbled ones with another error.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		start    string
		moves    []string
		move     string
		illegal  bool   // wraps ErrIllegal (else: malformed)
		reason   string // part of the error text
	}{
		{"occupied", []string{"size=3"}, "", []string{"b2"}, "b2", true, "occupied"},
		{"swap with the option off", []string{"size=3"}, "", []string{"b2"}, "swap", true, "option is off"},
		{"swap at ply 0", []string{"size=3", "swap=on"}, "", nil, "swap", true, "first move"},
		{"swap at ply 2", []string{"size=3", "swap=on"}, "", []string{"b2", "a1"}, "swap", true, "first move"},
		{"swap twice", []string{"size=3", "swap=on"}, "", []string{"b2", "swap"}, "SWAP", true, "first move"},
		{"pass in plain hex", []string{"size=3"}, "", nil, "pass", true, "connected variant"},
		{"pass with a placement", []string{"size=3", "connected=on"}, "", nil, "pass", true, "no stone can be placed"},
		{"connected: first stone off the edges", []string{"size=3", "connected=on"}, "", nil, "a2", true, "own edge"},
		{"connected: blue first stone on a red edge", []string{"size=3", "connected=on"}, "", []string{"a1"}, "b1", true, "own edge"},
		{"connected: not touching", []string{"size=3", "connected=on"}, "", []string{"a1", "a3"}, "c3", true, "touch"},
		{"after the end", []string{"size=1"}, "", []string{"a1"}, "pass", true, "over"},
		{"off the board", []string{"size=3"}, "", nil, "d1", false, "off the"},
		{"row off the board", []string{"size=3"}, "", nil, "a4", false, "off the"},
		{"row 0", []string{"size=3"}, "", nil, "a0", false, "row number"},
		{"no row", []string{"size=3"}, "", nil, "a", false, "letter and a number"},
		{"garbage", []string{"size=3"}, "", nil, "x-1", false, "row number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			play(t, g, tc.moves...)
			positiontest.CheckIllegalMove(t, g, tc.move, tc.illegal, tc.reason)
		})
	}
}

func TestNotation(t *testing.T) {
	tests := []struct {
		size int
		in   string
		want string
	}{
		{11, "a1", "a1"},
		{11, "K11", "k11"},
		{11, "f6", "f6"},
		{26, "Z26", "z26"},
		{26, "i9", "i9"}, // i is a column like any other
		{3, "Swap", "swap"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := newGame(t, fmt.Sprint("size=", tc.size), "swap=on")
			if tc.want == "swap" {
				play(t, g, "a1")
			}
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
		name     string
		settings []string
		pos      string
		reason   string
	}{
		{"size differs from the option", []string{"size=11"}, "3/3/3 r 0", "size=3"},
		{"too many rows", []string{"size=3"}, strings.Repeat("1/", 27) + "1 r 0", "more than 26"},
		{"short row", []string{"size=3"}, "3/2/3 r 0", "row 2"},
		{"bad piece", []string{"size=3"}, "3/1x1/3 r 0", "not r, b"},
		{"bad side", []string{"size=3"}, "3/3/3 w 0", "want r or b"},
		{"upper-case side", []string{"size=3"}, "3/3/3 R 0", "want r or b"},
		{"negative ply", []string{"size=3"}, "3/3/3 r -2", "ply"},
		{"signed ply", []string{"size=3"}, "3/3/3 r +0", "ply"},
		{"leading zero", []string{"size=3"}, "3/3/3 r 00", "ply"},
		{"side against ply", []string{"size=3"}, "1r1/3/3 r 1", "even plies"},
		{"too few stones", []string{"size=3"}, "1r1/3/3 r 2", "cannot stand"},
		{"blue first", []string{"size=3"}, "1b1/3/3 b 1", "cannot stand"},
		{"swapped without the option", []string{"size=3"}, "1b1/3/3 r 2", "cannot stand"},
		{"ply 1 without a stone", []string{"size=3", "connected=on"}, "3/3/3 b 1", "cannot stand"},
		{"too long", []string{"size=3", "connected=on"}, "3/3/3 r 100", "lasts"},
		{"side to move already won", []string{"size=3"}, "rbb/r2/rb1 r 6", "already joined"},
		{"connected: two groups", []string{"size=3", "connected=on"}, "r1r/bb1/3 r 4", "not all joined"},
		{"connected: group off the edges", []string{"size=3", "connected=on"}, "b2/1r1/b2 r 4", "do not touch"},
		{"missing field", []string{"size=3"}, "3/3/3 r", "want <board> <side> <ply>"},
		{"extra field", []string{"size=3"}, "3/3/3 r 0 x", "want <board> <side> <ply>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			play(t, g, g.FormatMove(g.GenMoves(nil)[0]))
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
		})
	}
}

func TestSetPositionAccepts(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		over     bool
	}{
		{"start", nil, "11/11/11/11/11/11/11/11/11/11/11 r 0", false},
		{"finished game", []string{"size=3"}, "b1r/br1/r2 b 5", true},
		{"after a swap", []string{"size=3", "swap=on"}, "1b1/3/3 r 2", false},
		{"connected with passes", []string{"size=3", "connected=on"}, "rb1/b2/3 r 6", false},
		{"26x26", []string{"size=26"}, strings.TrimSuffix(strings.Repeat("26/", 26), "/") + " r 0", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			if got := g.Position(); got != tc.pos {
				t.Errorf("Position() = %q, want %q", got, tc.pos)
			}
			if over, _ := g.Outcome(); over != tc.over {
				t.Errorf("over = %v, want %v", over, tc.over)
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

// TestSmallBoardResults checks known small-board results: on 2×2
// Red wins exactly with the obtuse corners b1 and a2, and the first player
// wins every small board without swap (strategy stealing).
func TestSmallBoardResults(t *testing.T) {
	t.Run("2x2 openings", func(t *testing.T) {
		g := newGame(t, "size=2")
		var winning []string
		for _, m := range g.GenMoves(nil) {
			g.Make(m)
			if !solve(g) {
				winning = append(winning, g.FormatMove(m))
			}
			g.Unmake()
		}
		slices.Sort(winning)
		if want := []string{"a2", "b1"}; !slices.Equal(winning, want) {
			t.Errorf("winning openings %v, want %v", winning, want)
		}
	})
	for n := 1; n <= 3; n++ {
		t.Run(fmt.Sprintf("%dx%d first player wins", n, n), func(t *testing.T) {
			if !solve(newGame(t, fmt.Sprint("size=", n))) {
				t.Error("red does not win")
			}
		})
	}
}

// TestUnionFindAgainstFloodFill plays random games and compares the
// incremental win detection with a flood fill of the winner's stones.
func TestUnionFindAgainstFloodFill(t *testing.T) {
	for _, settings := range [][]string{{"size=5"}, {"size=7", "swap=on"}, {"size=6", "connected=on"}} {
		t.Run(strings.Join(settings, " "), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, 11))
			for game := 0; game < 30; game++ {
				g := newGame(t, settings...)
				for {
					for s := red; s <= blue; s++ {
						if got, want := g.joined(s), floodJoined(g, s); got != want {
							t.Fatalf("%s joined = %v, flood fill says %v at %s", s, got, want, g.Position())
						}
					}
					moves := g.GenMoves(nil)
					if len(moves) == 0 {
						break
					}
					g.Make(moves[rng.IntN(len(moves))])
				}
				for len(g.hist) > 0 { // unwinding restores every step
					g.Unmake()
					for s := red; s <= blue; s++ {
						if got, want := g.joined(s), floodJoined(g, s); got != want {
							t.Fatalf("after Unmake: %s joined = %v, flood fill says %v at %s", s, got, want, g.Position())
						}
					}
				}
			}
		})
	}
}

// TestLargeBoard plays random 26×26 games, too long for the conformance
// kit's checks at every move, and checks the incremental state against a
// recomputation along the way and while unwinding.
func TestLargeBoard(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	rng := rand.New(rand.NewPCG(26, 26))
	for game := range games {
		t.Run(fmt.Sprint("game", game), func(t *testing.T) {
			g := newGame(t, "size=26", "swap=on")
			var positions []string
			var hashes []uint64
			for {
				positions = append(positions, g.Position())
				hashes = append(hashes, g.Hash())
				if g.Hash() != g.computeHash() {
					t.Fatalf("incremental hash differs at %s", g.Position())
				}
				if len(positions)%25 == 1 {
					fresh := newGame(t, "size=26", "swap=on")
					if err := fresh.SetPosition(g.Position()); err != nil || fresh.Hash() != g.Hash() {
						t.Fatalf("SetPosition(Position()): %v, hash %#x vs %#x", err, fresh.Hash(), g.Hash())
					}
					if g.joined(red) != floodJoined(g, red) || g.joined(blue) != floodJoined(g, blue) {
						t.Fatalf("union-find and flood fill disagree at %s", g.Position())
					}
				}
				moves := g.GenMoves(nil)
				if len(moves) == 0 {
					break
				}
				if len(positions) > 676 {
					t.Fatalf("no result after %d plies", len(positions))
				}
				g.Make(moves[rng.IntN(len(moves))])
			}
			if over, score := g.Outcome(); !over || score != -1 || g.WinningChain() == nil {
				t.Fatalf("finished game: over %v score %d chain %v", over, score, g.WinningChain())
			}
			for i := len(positions) - 2; i >= 0; i-- {
				g.Unmake()
				if g.Position() != positions[i] || g.Hash() != hashes[i] {
					t.Fatalf("Unmake to ply %d: %s, want %s", i, g.Position(), positions[i])
				}
			}
		})
	}
}

func floodJoined(g *Game, s color) bool {
	geo := g.geo
	seen := make([]bool, geo.Cells)
	var stack []int
	for i := range geo.Cells {
		if g.board[i] == uint8(s)+1 && geo.OnEdge[i]&(1<<ownEdges[s][0]) != 0 {
			seen[i] = true
			stack = append(stack, i)
		}
	}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if geo.OnEdge[i]&(1<<ownEdges[s][1]) != 0 {
			return true
		}
		for _, j := range geo.Neighbors(i) {
			if g.board[j] == uint8(s)+1 && !seen[j] {
				seen[j] = true
				stack = append(stack, int(j))
			}
		}
	}
	return false
}

func TestLayout(t *testing.T) {
	g := newGame(t, "size=11")
	l := g.Layout()
	if len(l.Cells) != 121 {
		t.Fatalf("%d cells, want 121", len(l.Cells))
	}
	byID := map[string]position.Cell{}
	for _, c := range l.Cells {
		byID[c.ID] = c
		if c.Kind != position.Hexagon {
			t.Errorf("cell %s kind %q", c.ID, c.Kind)
		}
	}
	tests := []struct {
		id        string
		neighbors int
		x, y      float64
	}{
		{"a1", 2, 0.5, 0.57735},
		{"k1", 3, 10.5, 0.57735},
		{"a11", 3, 5.5, 0.57735 + 10*0.866025},
		{"k11", 2, 15.5, 0.57735 + 10*0.866025},
		{"f6", 6, 8, 0.57735 + 5*0.866025},
		{"a2", 4, 1, 0.57735 + 0.866025},
	}
	for _, tc := range tests {
		c := byID[tc.id]
		if len(c.Neighbors) != tc.neighbors {
			t.Errorf("%s has neighbours %v, want %d", tc.id, c.Neighbors, tc.neighbors)
		}
		if d := (c.X-tc.x)*(c.X-tc.x) + (c.Y-tc.y)*(c.Y-tc.y); d > 1e-8 {
			t.Errorf("%s at (%v, %v), want (%v, %v)", tc.id, c.X, c.Y, tc.x, tc.y)
		}
		// Adjacent centres are one cell width apart.
		for _, nb := range c.Neighbors {
			o := byID[nb]
			if d := (c.X-o.X)*(c.X-o.X) + (c.Y-o.Y)*(c.Y-o.Y); d < 0.999 || d > 1.001 {
				t.Errorf("%s and %s are %v apart", tc.id, nb, d)
			}
		}
	}
	edges := map[string]int{}
	for _, e := range l.Edges {
		edges[e.Name] = e.Side
		if len(e.Cells) != 11 {
			t.Errorf("edge %s has %d cells", e.Name, len(e.Cells))
		}
	}
	if want := map[string]int{"top": 0, "bottom": 0, "left": 1, "right": 1}; fmt.Sprint(edges) != fmt.Sprint(want) {
		t.Errorf("edges %v, want %v", edges, want)
	}
	play(t, g, "f6", "a1")
	s := g.State()
	if len(s.Pieces) != 2 || s.Pieces[0] != (position.Placed{Cell: "a1", Side: 1, Kind: "stone"}) {
		t.Errorf("state pieces %v", s.Pieces)
	}
	if s.LastMove != "a1" || s.Side != "red" || s.Result != "none" {
		t.Errorf("state %+v", s)
	}
}

func TestBoard(t *testing.T) {
	g := newGame(t, "size=3")
	play(t, g, "c1", "a2")
	want := "    a b c\n" +
		" 1  . . r  1\n" +
		"  2  b . .  2\n" +
		"   3  . . .  3\n" +
		"       a b c"
	if got := g.Board(); got != want {
		t.Errorf("Board():\n%s\nwant:\n%s", got, want)
	}
}
