package reversi

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

const perftTable = "../../testdata/perft/reversi.txt"

// perftMaxShort keeps -short runs to depth 10 of the start position.
const perftMaxShort = 30_000_000

func TestConformance(t *testing.T) {
	positiontest.Run(t, func() position.Playable { return New() }, positiontest.Config{
		MaxPlies: maxHistory,
		Starts: []string{
			"BBW5/8/8/8/8/8/8/8 w",                                          // forced pass
			"8/8/2WWW3/2WWB3/2WBW3/8/8/8 b",                                 // lopsided opening
			"WWWWWWWW/WBBBBBBW/WB4BW/WB4BW/WB4BW/WB4BW/WBBBBBBW/WWWWWWWW b", // full ring
		},
	})
}

func TestRegistered(t *testing.T) {
	info, ok := position.Lookup("reversi")
	if !ok {
		t.Fatal("reversi is not registered")
	}
	if info.Sides != [2]string{"black", "white"} || !info.PerftEndsAreLeaves || len(info.Options) != 1 || info.Options[0].Name != "eval" {
		t.Errorf("registry entry %+v", info)
	}
	for _, tc := range []struct {
		setting string
		learned bool
	}{{"eval=learned", true}, {"eval=hand", false}} {
		g, _, err := position.NewGame("reversi", tc.setting)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.(*Game).learned != nil; got != tc.learned {
			t.Errorf("%s: learned evaluation %v", tc.setting, got)
		}
	}
	g, _, err := position.NewGame("reversi")
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Position(); got != Start {
		t.Errorf("new game at %q, want %q", got, Start)
	}
	if _, ok := g.(position.MarginGame); !ok {
		t.Error("reversi is not a MarginGame")
	}
	for _, iface := range []struct {
		name string
		ok   bool
	}{
		{"Solver", is[position.Solver](g)},
		{"Orderer", is[position.Orderer](g)},
		{"MoveCounter", is[position.MoveCounter](g)},
	} {
		if !iface.ok {
			t.Errorf("reversi does not implement position.%s", iface.name)
		}
	}
}

func is[T any](v any) bool { _, ok := v.(T); return ok }

func TestPerft(t *testing.T) {
	info, _ := position.Lookup("reversi")
	positiontest.RunPerft(t, info, perftTable, perftMaxShort)
}

// TestFastPerft checks Game.Perft and Game.PerftHashed against the same
// table.
func TestFastPerft(t *testing.T) {
	cases, err := positiontest.LoadPerft(perftTable)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("line%d/depth%d", c.Line, c.Depth), func(t *testing.T) {
			if testing.Short() && c.Count > perftMaxShort {
				t.Skip("skipped with -short")
			}
			g := New()
			if c.Position != "" {
				if err := g.SetPosition(c.Position); err != nil {
					t.Fatal(err)
				}
			}
			if got := g.Perft(c.Depth); got != c.Count {
				t.Errorf("Perft(%d) = %d, want %d", c.Depth, got, c.Count)
			}
			if got := g.PerftHashed(c.Depth, 1<<16); got != c.Count {
				t.Errorf("PerftHashed(%d) = %d, want %d", c.Depth, got, c.Count)
			}
		})
	}
}

// TestFastPerftRandom compares Game.Perft and PerftHashed with
// position.Perft on random positions, passes and finished games included.
func TestFastPerftRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var games []*Game
	for i := 0; i < 40; i++ {
		games = append(games, randomGame(rng, rng.IntN(60)))
	}
	// Positions with symmetries, where the root merges children.
	for _, s := range []string{"8/8/2W2W2/3BB3/3BB3/2W2W2/8/8 b", "8/8/3B4/3BB3/3BW3/8/8/8 w", "8/8/8/3WB3/3BW3/8/8/8 w"} {
		g := New()
		if err := g.SetPosition(s); err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	info, _ := position.Lookup("reversi")
	for _, g := range games {
		positiontest.CheckFastPerft(t, info, g, 4, func() string { return g.Position() })
	}
}

// randomGame plays up to plies random moves from the start.
func randomGame(rng *rand.Rand, plies int) *Game {
	g := New()
	for i := 0; i < plies; i++ {
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			break
		}
		g.Make(moves[rng.IntN(len(moves))])
	}
	return g
}

// play makes each move of a space-separated list, failing on an illegal one.
func play(t *testing.T, g *Game, moves string) {
	t.Helper()
	positiontest.Play(t, g, strings.Fields(moves)...)
}

func moveTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// perfectGame is the perfect-play line of Takizawa's weak solution of
// Othello ("Othello is Solved", 2023): a 32-32 draw.
const perfectGame = "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 c5 b6 d8 c6 c7 d2 b5 a5 a6 a7 g5 e3 b4 c8 g6 g4 c2 e8 d1 f7 e2 g3 h4 f1 e1 f2 g1 b1 f8 g8 b3 h3 b2 h5 b7 a3 a4 a1 a2 c1 h2 h1 g2 b8 a8 g7 h8 h7 h6"

// TestScenarios covers every rule of doc.go and the worked examples.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name  string
		start string // position string, "" for the start
		moves string // played first
		want  string // position string after the moves ("" to skip)
		legal []string
		over  bool
		score int // Outcome's score when over
		black int // disc counts, checked when black+white > 0
		white int
	}{
		{name: "opening", legal: []string{"c4", "d3", "e6", "f5"}, black: 2, white: 2},
		{name: "after f5", moves: "f5", want: "8/8/8/3WB3/3BBB2/8/8/8 w",
			legal: []string{"d6", "f4", "f6"}, black: 4, white: 1},
		{name: "forced pass", start: "BBW5/8/8/8/8/8/8/8 w", legal: []string{"pass"}},
		{name: "after the pass", start: "BBW5/8/8/8/8/8/8/8 w", moves: "pass",
			want: "BBW5/8/8/8/8/8/8/8 b", legal: []string{"d1"}},
		{name: "game over 4-0", start: "BBW5/8/8/8/8/8/8/8 w", moves: "pass d1",
			want: "BBBB4/8/8/8/8/8/8/8 w", over: true, score: -6400, black: 4, white: 0},
		{name: "perfect game", moves: perfectGame, over: true, score: 0, black: 32, white: 32},
		{name: "d6 flips d5 only", moves: "f5 d6", want: "8/8/8/3WB3/3WBB2/3W4/8/8 b", black: 3, white: 3},
		{name: "three directions; runs to an empty square or the edge flip nothing",
			start: "8/8/2W5/WW1WB3/2WW4/2B1B3/8/8 b", moves: "c4",
			want: "8/8/2W5/WWBBB3/2BB4/2B1B3/8/8 w", black: 7, white: 3},
		{name: "three directions wipe White out", start: "8/8/8/4WB2/3WW3/3B1B2/8/8 b", moves: "d4",
			want: "8/8/8/3BBB2/3BB3/3B1B2/8/8 w", over: true, score: -6400, black: 7, white: 0},
		{name: "flipped discs flip nothing further", start: "1WB5/1W6/1B6/8/8/8/8/8 b", moves: "a1",
			want: "BBB5/1W6/1B6/8/8/8/8/8 w", black: 4, white: 1},
		{name: "both sides stuck: over early, a draw", start: "B6W/8/8/8/8/8/8/8 b", over: true, score: 0},
		{name: "empty squares go to the winner", start: "BBB5/8/8/8/8/8/8/7W w", over: true, score: -100 * (3 - 1 + 60)},
		{name: "full board", start: "BBBBBBBB/BBBBBBBB/BBBBBBBB/BBBBBBBB/WWWWWWWW/WWWWWWWW/WWWWWWWW/WWWWWWWB w",
			over: true, score: -200, black: 33, white: 31},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := New()
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves)
			if tc.want != "" {
				if got := g.Position(); got != tc.want {
					t.Errorf("position %q, want %q", got, tc.want)
				}
			}
			if tc.legal != nil {
				if got := moveTexts(g); !slices.Equal(got, tc.legal) {
					t.Errorf("legal moves %v, want %v", got, tc.legal)
				}
			}
			over, score := g.Outcome()
			if over != tc.over || (over && score != tc.score) {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
			if tc.black+tc.white > 0 {
				b, w := g.Discs()
				if bits.OnesCount64(b) != tc.black || bits.OnesCount64(w) != tc.white {
					t.Errorf("discs %d-%d, want %d-%d", bits.OnesCount64(b), bits.OnesCount64(w), tc.black, tc.white)
				}
			}
		})
	}
}

func TestPerfectGameHasNoPass(t *testing.T) {
	g := New()
	for i, s := range strings.Fields(perfectGame) {
		if g.mob == 0 {
			t.Fatalf("a pass is due before move %d (%s)", i+1, s)
		}
		play(t, g, s)
	}
	if g.Empties() != 0 {
		t.Errorf("%d empty squares after the perfect game", g.Empties())
	}
	if got := g.State().Result; got != "draw" {
		t.Errorf("State().Result = %q, want draw", got)
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		pos     string
		in      string
		want    string // canonical text of the move, "" for an error
		illegal bool   // the error wraps position.ErrIllegal
	}{
		{Start, "f5", "f5", false},
		{Start, "F5", "f5", false},
		{Start, "e6", "e6", false},
		{Start, "c3", "", true},   // touches no bracket
		{Start, "d4", "", true},   // occupied
		{Start, "pass", "", true}, // a placement exists
		{Start, "0000", "", true},
		{Start, "i1", "", false}, // off the board
		{Start, "a9", "", false},
		{Start, "a0", "", false},
		{Start, "f", "", false},
		{Start, "55", "", false},
		{"BBW5/8/8/8/8/8/8/8 w", "pass", "pass", false},
		{"BBW5/8/8/8/8/8/8/8 w", "PASS", "pass", false},
		{"BBW5/8/8/8/8/8/8/8 w", "0000", "pass", false},
		{"B6W/8/8/8/8/8/8/8 b", "pass", "", true}, // the game is over
	}
	for _, tc := range tests {
		t.Run(tc.pos+"/"+tc.in, func(t *testing.T) {
			g := New()
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			m, err := g.ParseMove(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("ParseMove(%q) = %s, want an error", tc.in, g.FormatMove(m))
				}
				if errors.Is(err, position.ErrIllegal) != tc.illegal {
					t.Errorf("ParseMove(%q) error %v: wraps ErrIllegal = %v, want %v", tc.in, err, !tc.illegal, tc.illegal)
				}
				return
			}
			if err != nil || g.FormatMove(m) != tc.want {
				t.Errorf("ParseMove(%q) = %v, %v; want %s", tc.in, m, err, tc.want)
			}
		})
	}
}

func TestSetPosition(t *testing.T) {
	tests := []struct {
		in string
		ok bool
	}{
		{Start, true},
		{"8/8/8/8/8/8/8/8 w", true},
		{"BBBBBBBB/WWWWWWWW/8/8/8/8/8/8 b", true},
		{"8/8/8/3WB3/3BW3/8/8/8", false},     // no side
		{"8/8/8/3WB3/3BW3/8/8/8 x", false},   // bad side
		{"8/8/8/3WB3/3BW3/8/8/8 B", false},   // side is lowercase
		{"8/8/8/3WB3/3BW3/8/8 b", false},     // seven rows
		{"8/8/8/3WB3/3BW4/8/8/8 b", false},   // nine cells
		{"8/8/8/3wb3/3bw3/8/8/8 b", false},   // discs are uppercase
		{"8/8/8/3XO3/3OX3/8/8/8 b", false},   // not B and W
		{"8/8/8/3WB3/3BW3/8/8/8 b 0", false}, // extra field
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := New()
			play(t, g, "f5 d6")
			before := g.Position()
			err := g.SetPosition(tc.in)
			if (err == nil) != tc.ok {
				t.Fatalf("SetPosition(%q) error %v, want ok=%v", tc.in, err, tc.ok)
			}
			if !tc.ok {
				if g.Position() != before {
					t.Error("a failed SetPosition changed the position")
				}
				return
			}
			if g.Position() != tc.in {
				t.Errorf("Position() = %q after SetPosition(%q)", g.Position(), tc.in)
			}
		})
	}
}

func TestParseBoard64(t *testing.T) {
	g, err := ParseBoard64(strings.Repeat("-", 27)+"OX------XO"+strings.Repeat("-", 27), 'X')
	if err != nil {
		t.Fatal(err)
	}
	if g.Position() != Start {
		t.Errorf("ParseBoard64 of the start = %q", g.Position())
	}
	for _, bad := range []struct {
		cells string
		side  byte
	}{
		{strings.Repeat("-", 63), 'X'},
		{strings.Repeat("-", 63) + "Z", 'X'},
		{strings.Repeat("-", 63) + "\r", 'X'},
		{strings.Repeat("-", 64), '?'},
	} {
		if _, err := ParseBoard64(bad.cells, bad.side); err == nil {
			t.Errorf("ParseBoard64(%q, %q) accepted", bad.cells, bad.side)
		}
	}
}

// TestSeedRows checks the mapping from the seed's 0-based rows: seed row 4,
// letter f is f5, and seed row 3 column 4 is e4.
func TestSeedRows(t *testing.T) {
	for _, tc := range []struct {
		row, col int
		want     string
	}{{4, 5, "f5"}, {3, 4, "e4"}, {0, 0, "a1"}, {7, 7, "h8"}} {
		if got := SquareName(tc.row*8 + tc.col); got != tc.want {
			t.Errorf("seed row %d col %d = %s, want %s", tc.row, tc.col, got, tc.want)
		}
	}
}

func TestLayoutAndState(t *testing.T) {
	g := New()
	l := g.Layout()
	if len(l.Cells) != 64 || l.Width != 8 || l.Height != 8 {
		t.Fatalf("layout %d cells %vx%v", len(l.Cells), l.Width, l.Height)
	}
	at := map[string][2]float64{}
	for _, c := range l.Cells {
		at[c.ID] = [2]float64{c.X, c.Y}
	}
	for id, want := range map[string][2]float64{"a1": {0.5, 0.5}, "h1": {7.5, 0.5}, "a8": {0.5, 7.5}, "f5": {5.5, 4.5}} {
		if at[id] != want {
			t.Errorf("cell %s at %v, want %v", id, at[id], want)
		}
	}
	play(t, g, "f5")
	s := g.State()
	if s.ToMove != 1 || s.Side != "white" || s.LastMove != "f5" || s.Result != "none" {
		t.Errorf("state %+v", s)
	}
	if !slices.Equal(s.Scores, []int{4, 1}) || len(s.Pieces) != 5 {
		t.Errorf("state scores %v, %d pieces", s.Scores, len(s.Pieces))
	}
	if !slices.Equal(s.Moves, []string{"f4", "d6", "f6"}) {
		t.Errorf("state moves %v", s.Moves)
	}
	board := g.Board()
	for _, want := range []string{"a b c d e f g h", "5  - - - B B B - -", "black (B) 4, white (W) 1, white to move"} {
		if !strings.Contains(board, want) {
			t.Errorf("Board() lacks %q:\n%s", want, board)
		}
	}
}

// naiveFlips is the rules' definition of flipping, square by square.
func naiveFlips(sq int, p, o uint64) uint64 {
	if (p|o)>>uint(sq)&1 != 0 {
		return 0
	}
	var f uint64
	for _, d := range directions {
		var run uint64
		c, r := sq%8+d.dc, sq/8+d.dr
		for ; c >= 0 && c < 8 && r >= 0 && r < 8; c, r = c+d.dc, r+d.dr {
			bit := uint64(1) << uint(r*8+c)
			if o&bit != 0 {
				run |= bit
				continue
			}
			if p&bit != 0 {
				f |= run
			}
			break
		}
	}
	return f
}

// TestFlipsAndMobility checks the bitboard code against naiveFlips on
// random boards, including boards no game reaches.
func TestFlipsAndMobility(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 3000; i++ {
		a, b := rng.Uint64(), rng.Uint64()
		if i%2 == 0 {
			a &= rng.Uint64() // sparser boards
			b &= rng.Uint64()
		}
		p, o := a&^b, b&^a
		var want uint64
		for sq := 0; sq < 64; sq++ {
			nf := naiveFlips(sq, p, o)
			if nf != 0 {
				want |= 1 << uint(sq)
			}
			if (p|o)>>uint(sq)&1 == 0 {
				if got := flips(sq, p, o); got != nf {
					t.Fatalf("flips(%s) on p=%#x o=%#x = %#x, want %#x", SquareName(sq), p, o, got, nf)
				}
				if got := countFlips(sq, p, o); got != bits.OnesCount64(nf) {
					t.Fatalf("countFlips(%s) on p=%#x o=%#x = %d, want %d", SquareName(sq), p, o, got, bits.OnesCount64(nf))
				}
			}
		}
		if got := mobility(p, o); got != want {
			t.Fatalf("mobility(p=%#x, o=%#x) = %#x, want %#x", p, o, got, want)
		}
	}
}

func TestHashDistinguishesSide(t *testing.T) {
	g := New()
	h := g.Hash()
	if err := g.SetPosition("8/8/8/3WB3/3BW3/8/8/8 w"); err != nil {
		t.Fatal(err)
	}
	if g.Hash() == h {
		t.Error("the side to move does not change the hash")
	}
}

func TestCloneHasOwnSolver(t *testing.T) {
	g := New()
	play(t, g, "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 c5 b6 d8 c6 c7 d2 b5 a5 a6 a7 g5 e3 b4 c8 g6 g4 c2 e8 d1 f7 e2 g3 h4 f1 e1 f2 g1 b1 f8 g8 b3 h3 b2 h5 b7")
	g.Solve(-6400, 6400, nil)
	c := g.Clone().(*Game)
	if c.solver != nil {
		t.Error("a clone shares or copies the solver")
	}
	c.Unmake()
	if g.Position() == c.Position() {
		t.Error("Unmake on the clone changed nothing")
	}
	g.Unmake()
	if g.Position() != c.Position() {
		t.Error("clone and original disagree after the same Unmake")
	}
}

// TestReadProblem reads OBF lines as batch analysis does through the
// registry (position.ProblemReader).
func TestReadProblem(t *testing.T) {
	start := strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27)
	tests := []struct {
		name, line string
		ok, bad    bool
		id, bm     string
		score      int
	}{
		{"numbered ffo", "#7 " + start + " X; d3:+2; c4:+2; f5:-4;", true, false, "#7", "d3 c4", 200},
		{"edax obf, pass", start + " O; PS:-6", true, false, "", "pass", -600},
		{"no moves", start + " X", true, false, "", "", 0},
		{"bad score", start + " X; d3:two", true, true, "", "", 0},
		{"not obf", "game reversi", false, false, "", "", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, ok, err := (&Game{}).ReadProblem(tc.line)
			if ok != tc.ok || (err != nil) != tc.bad {
				t.Fatalf("ok %v err %v, want ok %v bad %v", ok, err, tc.ok, tc.bad)
			}
			if !ok || tc.bad {
				return
			}
			if p.ID != tc.id || strings.Join(p.BM, " ") != tc.bm || p.Position != "8/8/8/3WB3/3BW3/8/8/8 "+map[bool]string{true: "b", false: "w"}[strings.Contains(tc.line, " X")] {
				t.Errorf("got %+v", p)
			}
			if tc.bm != "" && (p.Score == nil || *p.Score != tc.score) || tc.bm == "" && p.Score != nil {
				t.Errorf("score %v, want %d", p.Score, tc.score)
			}
		})
	}
}

// TestMovesLeft checks the moves a clocked search shares its time over:
// those above 12 empties, at least one.
func TestMovesLeft(t *testing.T) {
	for _, tc := range []struct{ empties, want int }{
		{60, 24}, {41, 15}, {40, 14}, {24, 6}, {14, 1}, {13, 1}, {12, 1}, {1, 1},
	} {
		// The first 64-empties squares hold discs, alternately Black's
		// and White's.
		var sb strings.Builder
		run := 0
		for sq := range 64 {
			switch {
			case sq >= 64-tc.empties:
				run++
			case sq%2 == 0:
				sb.WriteByte('B')
			default:
				sb.WriteByte('W')
			}
			if sq%8 == 7 {
				if run > 0 {
					sb.WriteString(strconv.Itoa(run))
				}
				if run = 0; sq < 63 {
					sb.WriteByte('/')
				}
			}
		}
		g := New()
		if err := g.SetPosition(sb.String() + " b"); err != nil {
			t.Fatalf("%d empties: %v", tc.empties, err)
		}
		if g.Empties() != tc.empties {
			t.Fatalf("%s: %d empties, want %d", sb.String(), g.Empties(), tc.empties)
		}
		if got := g.MovesLeft(); got != tc.want {
			t.Errorf("%d empties: MovesLeft %d, want %d", tc.empties, got, tc.want)
		}
	}
}
