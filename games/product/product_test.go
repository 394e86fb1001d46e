package product

import (
	"errors"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// Positions used by several tests; each was checked with an independent
// implementation of the rules' scoring (groups by coordinates).
const (
	// startPos is the empty board.
	startPos = "5/6/7/8/9/8/7/6/5 b"
	// fullExample is the worked example of a full board: black on a1,
	// a2, e5 and i9, all else white.
	fullExample = "WWWWB/WWWWWW/WWWWWWW/WWWWWWWW/WWWWBWWWW/WWWWWWWW/WWWWWWW/BWWWWW/BWWWW w"
	// leftDiagram is the seed's left diagram: black groups of 7, 3 and 1
	// (a1-e1 a2 b2, g9 h9 i9, e7), white groups of 6, 3 and 1 (a5-f5, i5 i6
	// i7, e3).
	leftDiagram = "2BBB/6/2B3W/7W/WWWWWW2W/8/4W2/BB4/BBBBB w"
	// tieBlack is a full board where both colours score 30 (black 15×2,
	// white 30×1) and black has 30 stones to white's 31, so black wins
	// the tie.
	tieBlack = "BWBWB/WWBWWB/WBWWBWW/WBWWWWWB/BWWBWBBBB/WBWBWBBB/BWWWBWB/WBWBBB/BWWBB w"
	// tieWhite is the reverse: both score 30 (black 30×1, white 6×5),
	// and white has 30 stones to black's 31.
	tieWhite = "WBWBW/WWBWBW/WWBBBBW/BBBBWWBW/WWWWBBWBW/BBBBWBWB/WWBBBBW/WWWBWB/BWBBW w"
	// eightEmpty is tieBlack with eight cells emptied; twoEmpty has two.
	eightEmpty = "1WBWB/WW1WWB/WBWW1WW/WBWW1WWB/BWWB1BBBB/WBW1WBBB/BWWW1WB/WBWBBB/BWWB1 w"
	twoEmpty   = "BWB1B/WWBWWB/WBWWBWW/WBWWWWWB/BWWBWBBBB/WBWBWBBB/B1WWBWB/WBWBBB/BWWBB b"
)

// newGame builds a game through the registry, as the protocol does.
func newGame(t testing.TB) *Game {
	t.Helper()
	return positiontest.New(t, "product").(*Game)
}

// setup builds a game at pos ("" for the start) and plays the moves.
func setup(t testing.TB, pos string, moves ...string) *Game {
	t.Helper()
	g := newGame(t)
	if pos != "" {
		if err := g.SetPosition(pos); err != nil {
			t.Fatalf("SetPosition(%q): %v", pos, err)
		}
	}
	for _, s := range moves {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatalf("move %s at %s: %v", s, g.Position(), err)
		}
		g.Make(m)
	}
	return g
}

func TestConformance(t *testing.T) {
	cfg := positiontest.Config{
		MaxPlies: maxTurns,
		Starts:   []string{leftDiagram, eightEmpty, twoEmpty},
	}
	if testing.Short() {
		cfg.Games = 2 // every opening node checks some 7000 moves
	} else {
		cfg.Games = 6
	}
	positiontest.Run(t, func() position.Playable { return newGame(t) }, cfg)
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("product")
	if !ok {
		t.Fatal("product is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/product.txt", 100_000_000)
}

// TestScenarios covers the worked examples and the rules of doc.go's
// Rules section: the position string after some moves, the number
// of legal moves, some legal and illegal move texts, and the outcome.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name    string
		pos     string // "" for the start
		moves   []string
		want    string   // position string after the moves
		count   int      // legal moves
		legal   []string // some legal move texts
		illegal []string // some illegal move texts (well-formed)
		// products are the current scores of black and white.
		products [2]int
		over     bool
		score    int // Outcome's score when over
	}{
		{name: "first move: one stone of either colour", want: startPos, count: 122,
			legal: []string{"Be5", "We5", "ba1", "Wi9"}, illegal: []string{"Bd4/We5", "Ba1/Ba2"}},
		{name: "black may open with a white stone", moves: []string{"We5"},
			want: "5/6/7/8/4W4/8/7/6/5 w", count: 7080, products: [2]int{0, 0}},
		{name: "second move: 4·C(60,2)", moves: []string{"Be5"},
			want: "5/6/7/8/4B4/8/7/6/5 w", count: 7080,
			legal:   []string{"Bd4/We6", "Wa1/Wi9", "Ba1/Bb1", "Wd4/Bf6"},
			illegal: []string{"Bd4", "We5/Bd4", "Bd4/Wd4", "Bd4/Bd4"}},
		{name: "two stones of black from white (opposite colours)", moves: []string{"Be5", "Bd4/Bf6"},
			want: "5/6/7/4B3/4B4/3B4/7/6/5 b", count: 2 * 58 * 57, products: [2]int{0, 0}},
		{name: "either order on input, canonical on output", moves: []string{"Be5", "wF6/Bd4"},
			want: "5/6/7/4W3/4B4/3B4/7/6/5 b", count: 2 * 58 * 57},
		{name: "the ninth move", moves: []string{"Be5", "Bd4/Wf6", "Wa1/Wi9", "Bb1/Bh9"},
			want: "3BW/6/7/4W3/4B4/3B4/7/6/WB3 b", count: 2 * 54 * 53, products: [2]int{2, 1}},
		{name: "full board: black 2×1 beats white's single group",
			pos: fullExample, want: fullExample, count: 0, products: [2]int{2, 0}, over: true, score: -200},
		{name: "seed left diagram: 21 against 18", pos: leftDiagram, want: leftDiagram,
			count: 2 * 40 * 39, products: [2]int{21, 18}},
		{name: "tie: black has fewer stones and wins", pos: tieBlack, want: tieBlack,
			products: [2]int{30, 30}, over: true, score: -1},
		{name: "tie: white has fewer stones and wins", pos: tieWhite, want: tieWhite,
			products: [2]int{30, 30}, over: true, score: 1},
		{name: "the last move fills the board", pos: twoEmpty, moves: []string{"Wb3/Wh9"},
			want:     "BWBWB/WWBWWB/WBWWBWW/WBWWWWWB/BWWBWBBBB/WBWBWBBB/BWWWBWB/WBWBBB/BWWBB w",
			products: [2]int{30, 30}, over: true, score: -1},
		{name: "the last move: four colourings", pos: twoEmpty, want: twoEmpty, count: 4,
			products: [2]int{30, 27},
			legal:    []string{"Bb3/Bh9", "Wb3/Bh9", "Bb3/Wh9", "Wh9/wb3"}, illegal: []string{"Bb3", "Bh9/Ba1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.pos, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("position %q, want %q", got, tc.want)
			}
			moves := g.GenMoves(nil)
			if len(moves) != tc.count || g.CountMoves() != tc.count {
				t.Errorf("%d legal moves (CountMoves %d), want %d", len(moves), g.CountMoves(), tc.count)
			}
			for _, s := range tc.legal {
				if m, err := g.ParseMove(s); err != nil || !slices.Contains(moves, m) {
					t.Errorf("ParseMove(%q) = %v, %v; want a legal move", s, m, err)
				}
			}
			for _, s := range tc.illegal {
				if _, err := g.ParseMove(s); !errors.Is(err, position.ErrIllegal) {
					t.Errorf("ParseMove(%q): error %v, want ErrIllegal", s, err)
				}
			}
			if got := g.products(); got != tc.products {
				t.Errorf("products %v, want %v", got, tc.products)
			}
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
		})
	}
}

// TestOppositeColour plays the seed's right diagram: White answers by
// placing two black stones that join Black's groups into one, which drops
// Black's score to zero.
func TestOppositeColour(t *testing.T) {
	g := setup(t, "", "Ba1", "Wh9/Wi9", "Ba3/Bc1")
	if got := g.products(); got != [2]int{1, 0} {
		t.Fatalf("before: products %v, want [1 0] (black a1, a3, c1; white h9-i9)", got)
	}
	play := func(s string) {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		g.Make(m)
	}
	play("Bb1/Ba2")
	if got := g.Position(); got != "3WW/6/7/8/9/8/B6/B5/BBB2 b" {
		t.Errorf("position %q", got)
	}
	if got := g.products(); got != [2]int{0, 0} {
		t.Errorf("after: products %v, want [0 0]: black is one group of 5", got)
	}
}

// TestOwnership checks that a colour's stones score for its owner
// whoever placed them: the same board scores the same however it arose.
func TestOwnership(t *testing.T) {
	a := setup(t, "", "Ba1", "Ba3/Wi9", "Wh9/Bc1") // white placed a3, black placed h9
	b := setup(t, "", "Ba3", "Ba1/Bc1", "Wh9/Wi9")
	if a.Position() != b.Position() || a.Hash() != b.Hash() {
		t.Fatalf("%s and %s differ", a.Position(), b.Position())
	}
	if a.products() != b.products() || a.Evaluate() != b.Evaluate() {
		t.Errorf("products %v vs %v, eval %d vs %d", a.products(), b.products(), a.Evaluate(), b.Evaluate())
	}
}

// TestIllegalMoves checks that ParseMove rejects each illegal move with
// ErrIllegal and a reason, and malformed text with another error.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		moves   []string
		move    string
		illegal bool   // wraps ErrIllegal (else: malformed)
		reason  string // part of the error text
	}{
		{"two stones first", "", nil, "Ba1/Bb1", true, "first move places one stone"},
		{"one stone later", "", []string{"Be5"}, "Ba1", true, "two stones"},
		{"occupied", "", []string{"Be5"}, "Ba1/We5", true, "e5 is occupied"},
		{"occupied first", "", []string{"Be5"}, "we5/ba1", true, "e5 is occupied"},
		{"one cell twice", "", []string{"Be5"}, "Ba1/Wa1", true, "one cell"},
		{"board full", fullExample, nil, "Ba1/Bb1", true, "board is full"},
		{"pass", "", []string{"Be5"}, "pass", true, "no pass"},
		{"0000", "", nil, "0000", true, "no pass"},
		{"three stones", "", []string{"Be5"}, "Ba1/Bb1/Bc1", false, "one or two stones"},
		{"no colour", "", nil, "e5", false, "colour letter"},
		{"bad colour", "", nil, "Xe5", false, "colour letter"},
		{"missing cell", "", nil, "B", false, "want a colour letter"},
		{"empty second stone", "", []string{"Be5"}, "Ba1/", false, "want a colour letter"},
		{"off the board", "", nil, "Ba6", false, "off the board"},
		{"off the corner", "", nil, "Bi1", false, "off the board"},
		{"rank 10", "", nil, "Be10", false, "off the board"},
		{"rank 0", "", nil, "Be0", false, "row number"},
		{"file j", "", nil, "Bj5", false, "off the board"},
		{"trailing junk", "", nil, "Be5x", false, "row number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.pos, tc.moves...)
			positiontest.CheckIllegalMove(t, g, tc.move, tc.illegal, tc.reason)
		})
	}
}

func TestNotation(t *testing.T) {
	tests := []struct {
		pos  string
		in   string
		want string
	}{
		{"", "Be5", "Be5"},
		{"", "wI9", "Wi9"},
		{"", "BA1", "Ba1"},
		{"5/6/7/8/4B4/8/7/6/5 w", "Bd4/We6", "Bd4/We6"},
		{"5/6/7/8/4B4/8/7/6/5 w", "We6/Bd4", "Bd4/We6"}, // lower rank first
		{"5/6/7/8/4B4/8/7/6/5 w", "wf5/BA5", "Ba5/Wf5"}, // same rank: lower file first
		{"5/6/7/8/4B4/8/7/6/5 w", "Wi5/Wa5", "Wa5/Wi5"}, // same colours
		{"5/6/7/8/4B4/8/7/6/5 w", "Bi9/Wa1", "Wa1/Bi9"}, // corners
		{"5/6/7/8/4B4/8/7/6/5 w", "be4/WE6", "Be4/We6"}, // across e5
		{"5/6/7/8/4B4/8/7/6/5 w", "Wa1/Bb1", "Wa1/Bb1"}, // adjacent
		{"5/6/7/8/4B4/8/7/6/5 w", "Bh4/Wd2", "Wd2/Bh4"}, // rank 2 before rank 4
		{"5/6/7/8/4B4/8/7/6/5 w", "Bi5/Wa5", "Wa5/Bi5"}, // file order within rank
		{"5/6/7/8/4B4/8/7/6/5 w", "WE9/bE1", "Be1/We9"}, // rank 1 before rank 9
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := setup(t, tc.pos)
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

// TestGeometry checks the board of doc.go's Rules and Notation: 61 cells
// named as there, their neighbours, and the examples e5 and a1.
func TestGeometry(t *testing.T) {
	ranks := []string{
		"a1 b1 c1 d1 e1", "a2 b2 c2 d2 e2 f2", "a3 b3 c3 d3 e3 f3 g3",
		"a4 b4 c4 d4 e4 f4 g4 h4", "a5 b5 c5 d5 e5 f5 g5 h5 i5", "b6 c6 d6 e6 f6 g6 h6 i6",
		"c7 d7 e7 f7 g7 h7 i7", "d8 e8 f8 g8 h8 i8", "e9 f9 g9 h9 i9",
	}
	if got, want := strings.Join(geo.names[:], " "), strings.Join(ranks, " "); got != want {
		t.Errorf("cells in order:\n%s\nwant\n%s", got, want)
	}
	neighbours := func(name string) []string {
		i := slices.Index(geo.names[:], name)
		var out []string
		for s := geo.adj[i]; s != 0; s &= s - 1 {
			out = append(out, geo.names[bits.TrailingZeros64(s)])
		}
		slices.Sort(out)
		return out
	}
	tests := []struct {
		cell string
		want []string
	}{
		{"e5", []string{"d4", "d5", "e4", "e6", "f5", "f6"}}, // rules example
		{"a1", []string{"a2", "b1", "b2"}},                   // rules example
		{"e1", []string{"d1", "e2", "f2"}},
		{"i9", []string{"h8", "h9", "i8"}},
		{"a5", []string{"a4", "b5", "b6"}},
		{"i5", []string{"h4", "h5", "i6"}},
		{"e9", []string{"d8", "e8", "f9"}},
		{"c1", []string{"b1", "c2", "d1", "d2"}},
	}
	for _, tc := range tests {
		if got := neighbours(tc.cell); !slices.Equal(got, tc.want) {
			t.Errorf("%s neighbours %v, want %v", tc.cell, got, tc.want)
		}
	}
	counts := map[int]int{}
	for i := range numCells {
		counts[bits.OnesCount64(geo.adj[i])]++
		for s := geo.adj[i]; s != 0; s &= s - 1 {
			if j := bits.TrailingZeros64(s); geo.adj[j]>>uint(i)&1 == 0 {
				t.Errorf("%s touches %s but not the other way", geo.names[i], geo.names[j])
			}
		}
	}
	// 6 corners with 3 neighbours, 6·3 other edge cells with 4, and the
	// inner hexagon of side 4 (37 cells) with 6.
	if want := map[int]int{3: 6, 4: 18, 6: 37}; !mapsEqual(counts, want) {
		t.Errorf("neighbour counts %v, want %v", counts, want)
	}
}

func mapsEqual(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// floodGroups is an independent group finder for the tests: it works on
// coordinates with the rules' six offsets, not on the neighbour sets, and
// returns each group of colour c as a list of cell numbers.
func floodGroups(g *Game, c colour) [][]int {
	at := func(q, r int) bool {
		return exists(q, r) && g.stones[c]>>uint(cellOf(q, r))&1 != 0
	}
	seen := map[[2]int]bool{}
	var groups [][]int
	for r := 0; r < span; r++ {
		for q := 0; q < span; q++ {
			if !at(q, r) || seen[[2]int{q, r}] {
				continue
			}
			stack := [][2]int{{q, r}}
			seen[[2]int{q, r}] = true
			var cells []int
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				cells = append(cells, cellOf(p[0], p[1]))
				for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}} {
					nq, nr := p[0]+d[0], p[1]+d[1]
					if at(nq, nr) && !seen[[2]int{nq, nr}] {
						seen[[2]int{nq, nr}] = true
						stack = append(stack, [2]int{nq, nr})
					}
				}
			}
			groups = append(groups, cells)
		}
	}
	return groups
}

// floodSizes lists the sizes of colour c's groups, largest first.
func floodSizes(g *Game, c colour) []int {
	var sizes []int
	for _, grp := range floodGroups(g, c) {
		sizes = append(sizes, len(grp))
	}
	slices.Sort(sizes)
	slices.Reverse(sizes)
	return sizes
}

// TestGroupsAgainstFloodFill plays random games and compares the group
// sizes, the products and the final margin with the flood fill above.
func TestGroupsAgainstFloodFill(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 61))
	games := 40
	if testing.Short() {
		games = 10
	}
	for range games {
		g := newGame(t)
		for {
			var want [2]int
			for c := black; c <= white; c++ {
				sizes := floodSizes(g, c)
				st := groupsOf(g.stones[c])
				if len(sizes) >= 2 {
					want[c] = sizes[0] * sizes[1]
				}
				var s1, s2 int
				if len(sizes) > 0 {
					s1 = sizes[0]
				}
				if len(sizes) > 1 {
					s2 = sizes[1]
				}
				if st.top1 != s1 || st.top2 != s2 || st.count != len(sizes) {
					t.Fatalf("%s: stats %+v, flood fill %v at %s", c, st, sizes, g.Position())
				}
			}
			if got := g.products(); got != want {
				t.Fatalf("products %v, want %v at %s", got, want, g.Position())
			}
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				d := 100 * (want[g.side] - want[g.side^1])
				if d == 0 {
					d = 1
					if bits.OnesCount64(g.stones[g.side]) > bits.OnesCount64(g.stones[g.side^1]) {
						d = -1
					}
				}
				if over, score := g.Outcome(); !over || score != d {
					t.Fatalf("Outcome() = %v, %d; want true, %d at %s", over, score, d, g.Position())
				}
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}

// TestGameLength checks that every game lasts exactly 31 moves, Black
// making 16 and White 15, and that unwinding restores every step.
func TestGameLength(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 16))
	for range 20 {
		g := newGame(t)
		var positions []string
		var hashes []uint64
		turns := [2]int{}
		for {
			positions = append(positions, g.Position())
			hashes = append(hashes, g.Hash())
			if g.Hash() != g.computeHash() {
				t.Fatalf("incremental hash differs at %s", g.Position())
			}
			if over, _ := g.Outcome(); over {
				break
			}
			moves := g.GenMoves(nil)
			if g.CountMoves() != len(moves) {
				t.Fatalf("CountMoves %d, GenMoves %d at %s", g.CountMoves(), len(moves), g.Position())
			}
			turns[g.side]++
			g.Make(moves[rng.IntN(len(moves))])
		}
		if turns != [2]int{16, 15} || g.empty() != 0 {
			t.Fatalf("turns %v, board %s", turns, g.Position())
		}
		for i := len(positions) - 2; i >= 0; i-- {
			g.Unmake()
			if g.Position() != positions[i] || g.Hash() != hashes[i] {
				t.Fatalf("Unmake to turn %d: %s, want %s", i, g.Position(), positions[i])
			}
		}
	}
}

func TestSetPositionErrors(t *testing.T) {
	tests := []struct {
		name, pos, reason string
	}{
		{"missing side", "5/6/7/8/9/8/7/6/5", "want <board> <side>"},
		{"extra field", "5/6/7/8/9/8/7/6/5 b 0", "want <board> <side>"},
		{"too few ranks", "5/6/7/8/9/8/7/6 b", "8 ranks, want 9"},
		{"short rank", "5/6/7/8/8/8/7/6/5 b", "rank 5"},
		{"long rank", "5/6/7/8/9/8/7/6/6 b", "rank 1"},
		{"bad piece", "5/6/7/8/4X4/8/7/6/5 w", "not B, W"},
		{"lower-case stone", "5/6/7/8/4b4/8/7/6/5 w", "not B, W"},
		{"bad side", "5/6/7/8/9/8/7/6/5 x", "want b or w"},
		{"upper-case side", "5/6/7/8/9/8/7/6/5 B", "want b or w"},
		{"white first", "5/6/7/8/9/8/7/6/5 w", "black moves after an even number"},
		{"side against count", "5/6/7/8/4B4/8/7/6/5 b", "black moves after an even number"},
		{"even count", "5/6/7/8/3BB4/8/7/6/5 w", "2 stones cannot stand"},
		{"leading zero run", "5/6/7/8/09/8/7/6/5 b", "rank 5"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, "", "Be5", "Wa1/Wb1")
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
			if got := g.Position(); got != "5/6/7/8/4B4/8/7/6/5 w" {
				t.Errorf("after Unmake: %s", got)
			}
		})
	}
}

func TestSetPositionAccepts(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		side colour
		over bool
	}{
		{"start", startPos, black, false},
		{"one stone", "5/6/7/8/4W4/8/7/6/5 w", white, false},
		{"three stones", "5/6/7/8/4W4/8/7/6/BB3 b", black, false},
		{"seed diagram", leftDiagram, white, false},
		{"full board", fullExample, white, true},
		{"two empty", twoEmpty, black, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, "", "Be5")
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			if got := g.Position(); got != tc.pos {
				t.Errorf("Position() = %q, want %q", got, tc.pos)
			}
			if g.side != tc.side || g.nHist != 0 {
				t.Errorf("side %s, %d moves of history", g.side, g.nHist)
			}
			if over, _ := g.Outcome(); over != tc.over {
				t.Errorf("over = %v, want %v", over, tc.over)
			}
		})
	}
}

// TestClone checks that a clone keeps the history and is independent.
func TestClone(t *testing.T) {
	g := setup(t, "", "Be5", "Wa1/Wb1")
	c := g.Clone().(*Game)
	m, _ := c.ParseMove("Bc1/Bd1")
	c.Make(m)
	if g.Position() != "5/6/7/8/4B4/8/7/6/WW3 b" {
		t.Errorf("the original changed: %s", g.Position())
	}
	c.Unmake()
	c.Unmake()
	c.Unmake()
	if c.Position() != startPos || c.Hash() != New().Hash() {
		t.Errorf("clone unwound to %s", c.Position())
	}
	if g.nHist != 2 {
		t.Errorf("original history %d", g.nHist)
	}
}

// TestNoAllocs checks that the search's hot path does not allocate.
func TestNoAllocs(t *testing.T) {
	g := setup(t, leftDiagram)
	buf := make([]position.Move, 0, 8000)
	tests := []struct {
		name string
		f    func()
	}{
		{"GenMoves", func() { buf = g.GenMoves(buf[:0]) }},
		{"MakeUnmake", func() { g.Make(buf[17]); g.Unmake() }},
		{"Evaluate", func() { _ = g.Evaluate() }},
		{"Hash", func() { _ = g.Hash() }},
		{"Outcome", func() { _, _ = g.Outcome() }},
		{"CountMoves", func() { _ = g.CountMoves() }},
	}
	buf = g.GenMoves(buf)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if n := testing.AllocsPerRun(100, tc.f); n != 0 {
				t.Errorf("%v allocations per call", n)
			}
		})
	}
	full := setup(t, fullExample)
	if n := testing.AllocsPerRun(100, func() { full.Outcome() }); n != 0 {
		t.Errorf("Outcome of a full board: %v allocations", n)
	}
}

func TestLayout(t *testing.T) {
	g := newGame(t)
	l := g.Layout()
	if len(l.Cells) != numCells || len(l.Edges) != 0 || len(l.Sides) != 2 {
		t.Fatalf("%d cells, %d edges, %d sides", len(l.Cells), len(l.Edges), len(l.Sides))
	}
	byID := map[string]position.Cell{}
	for _, c := range l.Cells {
		byID[c.ID] = c
		if c.Kind != position.Hexagon {
			t.Errorf("cell %s kind %q", c.ID, c.Kind)
		}
	}
	const h = 0.5773502691896258 // half a cell's height
	const step = 0.8660254037844386
	tests := []struct {
		id        string
		neighbors int
		x, y      float64
	}{
		{"a5", 3, 0.5, h + 4*step},
		{"i5", 3, 8.5, h + 4*step},
		{"e5", 6, 4.5, h + 4*step},
		{"a1", 3, 2.5, h + 8*step},
		{"e1", 3, 6.5, h + 8*step},
		{"e9", 3, 2.5, h},
		{"i9", 3, 6.5, h},
		{"d4", 6, 4, h + 5*step},
	}
	for _, tc := range tests {
		c, ok := byID[tc.id]
		if !ok {
			t.Fatalf("no cell %s", tc.id)
		}
		if len(c.Neighbors) != tc.neighbors {
			t.Errorf("%s has neighbours %v, want %d", tc.id, c.Neighbors, tc.neighbors)
		}
		if d := (c.X-tc.x)*(c.X-tc.x) + (c.Y-tc.y)*(c.Y-tc.y); d > 1e-9 {
			t.Errorf("%s at (%v, %v), want (%v, %v)", tc.id, c.X, c.Y, tc.x, tc.y)
		}
	}
	// Neighbours are exactly the cells one width away.
	for _, c := range l.Cells {
		for _, o := range l.Cells {
			d := (c.X-o.X)*(c.X-o.X) + (c.Y-o.Y)*(c.Y-o.Y)
			if adjacent := d > 0.999 && d < 1.001; adjacent != slices.Contains(c.Neighbors, o.ID) {
				t.Errorf("%s and %s: distance² %v, listed %v", c.ID, o.ID, d, !adjacent)
			}
		}
	}
	if l.Width != 9 || l.Height < 8*step+2*h-1e-9 || l.Height > 8*step+2*h+1e-9 {
		t.Errorf("size %v × %v", l.Width, l.Height)
	}
}

func TestState(t *testing.T) {
	g := setup(t, "", "Be5", "Wd4/Bf6")
	s := g.State()
	want := []position.Placed{
		{Cell: "d4", Side: 1, Kind: "stone"},
		{Cell: "e5", Side: 0, Kind: "stone"},
		{Cell: "f6", Side: 0, Kind: "stone"},
	}
	if !slices.Equal(s.Pieces, want) {
		t.Errorf("pieces %v, want %v", s.Pieces, want)
	}
	if !slices.Equal(s.Moves, []string{"Be5", "Wd4/Bf6"}) || s.LastMove != "Wd4/Bf6" {
		t.Errorf("moves %v, last %q", s.Moves, s.LastMove)
	}
	if s.Side != "black" || s.ToMove != 0 || s.Result != "none" || !slices.Equal(s.Scores, []int{0, 0}) {
		t.Errorf("state %+v", s)
	}
	for _, tc := range []struct {
		pos, result string
		scores      []int
		highlight   int // cells in the scoring groups
	}{
		// Black's a1 a2 and e5 (a tie with i9, broken by the lower
		// cell); White's single group does not score.
		{fullExample, "p1win", []int{2, 0}, 3},
		// Black 15 + 2, White 30 + 1.
		{tieBlack, "p1win", []int{30, 30}, 48},
		{tieWhite, "p2win", []int{30, 30}, 42},
		{leftDiagram, "none", []int{21, 18}, 0},
	} {
		g := setup(t, tc.pos)
		s := g.State()
		if s.Result != tc.result || !slices.Equal(s.Scores, tc.scores) || len(s.Highlight) != tc.highlight {
			t.Errorf("%s: result %s scores %v highlight %v, want %s %v and %d cells",
				tc.pos, s.Result, s.Scores, s.Highlight, tc.result, tc.scores, tc.highlight)
		}
	}
	if got := setup(t, fullExample).State().Highlight; !slices.Equal(got, []string{"a1", "a2", "e5"}) {
		t.Errorf("the full-board example highlights %v, want [a1 a2 e5]", got)
	}
}

func TestBoard(t *testing.T) {
	g := setup(t, leftDiagram)
	want := "" +
		" 9      . . B B B\n" +
		" 8     . . . . . .\n" +
		" 7    . . B . . . W\n" +
		" 6   . . . . . . . W\n" +
		" 5  W W W W W W . . W\n" +
		" 4   . . . . . . . . i\n" +
		" 3    . . . . W . . h\n" +
		" 2     B B . . . . g\n" +
		" 1      B B B B B f\n" +
		"         a b c d e"
	if got := g.Board(); got != want {
		t.Errorf("Board():\n%s\nwant:\n%s", got, want)
	}
}
