package domineering

import (
	"encoding/json"
	"errors"
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// newGame builds a game through the registry, as the protocol does.
func newGame(t testing.TB, settings ...string) *Game {
	t.Helper()
	return positiontest.New(t, "domineering", settings...).(*Game)
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

func TestConformance(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		starts   []string
	}{
		{"8x8", nil, []string{
			"8/8/8/8/8/8/V7/V7 h",
			"8/8/8/8/8/8/8/8 h",
			"8/HHHHHHHH/HHHHHHHH/VVVVHHHH/VVVVHHHH/VVVVVVVV/VVVVVVVV/8 h",
			"8/8/8/3VHH2/3V4/8/8/8 v",
		}},
		{"8x8 horizontal first", []string{"first=horizontal"}, nil},
		{"5x5", []string{"rows=5", "cols=5"}, []string{"5/5/2V2/2V2/5 v"}},
		{"3x7", []string{"rows=3", "cols=7"}, nil},
		{"6x2", []string{"rows=6", "cols=2", "first=horizontal"}, nil},
		{"1x1", []string{"rows=1", "cols=1"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			cfg := positiontest.Config{MaxPlies: max(g.rows*g.cols/2, 1), Starts: tc.starts}
			positiontest.Run(t, func() position.Playable { return newGame(t, tc.settings...) }, cfg)
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("domineering")
	if !ok {
		t.Fatal("domineering is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/domineering.txt", 1_000_000)
}

// TestScenarios checks each rule of doc.go, and plays the worked
// examples, on positions: the position string after the moves, the
// result and, where given, the legal moves.
func TestScenarios(t *testing.T) {
	const terminal = "8/HHHHHHHH/HHHHHHHH/VVVVHHHH/VVVVHHHH/VVVVVVVV/VVVVVVVV/8"
	tests := []struct {
		name     string
		settings []string
		start    string // "" for the start position
		moves    []string
		want     string   // position string after the moves
		winner   string   // "vertical", "horizontal" or "" while the game goes on
		nmoves   int      // number of legal moves after the moves
		legal    []string // sorted legal moves; nil: not checked
	}{
		// The opening, 8 files × 7 anchor ranks.
		{name: "opening", want: "8/8/8/8/8/8/8/8 v", nmoves: 56},
		// Vertical a1 covers a1 and a2.
		{name: "after a1", moves: []string{"a1"}, want: "8/8/8/8/8/8/V7/V7 h", nmoves: 54},
		{name: "after an inner file", moves: []string{"d1"}, want: "8/8/8/8/8/8/3V4/3V4 h", nmoves: 52},
		{name: "after an inner domino up the board", moves: []string{"e4"}, want: "8/8/8/4V3/4V3/8/8/8 h", nmoves: 52},
		// Vertical is stuck and loses; with h to move, 14 moves.
		{name: "terminal, vertical to move", start: terminal + " v", want: terminal + " v", winner: "horizontal", legal: []string{}},
		{name: "same board, horizontal to move", start: terminal + " h", want: terminal + " h", nmoves: 14,
			legal: []string{"a1", "a8", "b1", "b8", "c1", "c8", "d1", "d8", "e1", "e8", "f1", "f8", "g1", "g8"}},
		// Moves (doc.go's Rules section): Horizontal covers (f, r) and
		// (f+1, r); moves alternate.
		{name: "horizontal d4 covers d4 and e4", start: "8/8/8/8/8/8/8/8 h", moves: []string{"d4"},
			want: "8/8/8/8/3HH3/8/8/8 v", nmoves: 52},
		{name: "the sides alternate", moves: []string{"a1", "a3", "b1"}, want: "8/8/8/8/8/HH6/VV6/VV6 h"},
		{name: "vertical anchors stop at rank 7", start: "HHHHHHHH/HHHHHHHH/HHHHHHHH/HHHHHHHH/HHHHHHHH/HHHHHHHH/8/HHHHHHHH v",
			want: "HHHHHHHH/HHHHHHHH/HHHHHHHH/HHHHHHHH/HHHHHHHH/HHHHHHHH/8/HHHHHHHH v", winner: "horizontal", legal: []string{}},
		{name: "horizontal anchors stop at file g", start: "VV6/VV6/VV6/VV6/VV6/VV6/VV6/VV6 h",
			want: "VV6/VV6/VV6/VV6/VV6/VV6/VV6/VV6 h", nmoves: 40},
		// The end (doc.go's Rules section): the player who cannot move
		// loses, even when the other could still move.
		{name: "a lone vertical pair for vertical", settings: []string{"rows=2", "cols=1"}, moves: []string{"a1"},
			want: "V/V h", winner: "vertical", legal: []string{}},
		{name: "horizontal stuck on 2x1", settings: []string{"rows=2", "cols=1", "first=horizontal"},
			want: "1/1 h", winner: "vertical", legal: []string{}},
		{name: "1x1: the first player loses", settings: []string{"rows=1", "cols=1"}, want: "1 v", winner: "horizontal", legal: []string{}},
		{name: "2x2 ends after two moves", settings: []string{"rows=2", "cols=2"}, moves: []string{"a1"},
			want: "V1/V1 h", winner: "vertical", legal: []string{}},
		// Options: the board size and the first mover.
		{name: "5x5 opening", settings: []string{"rows=5", "cols=5"}, want: "5/5/5/5/5 v", nmoves: 20},
		{name: "horizontal first", settings: []string{"rows=3", "cols=4", "first=horizontal"}, moves: []string{"b2"},
			want: "4/1HH1/4 v", legal: []string{"a1", "a2", "d1", "d2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("position %q, want %q", got, tc.want)
			}
			over, score := g.Outcome()
			winner := ""
			if over {
				if score != -1 {
					t.Errorf("Outcome score %d, want -1 for the side to move", score)
				}
				winner = Side(1 - g.ToMove()).String()
			}
			if winner != tc.winner {
				t.Errorf("winner %q, want %q", winner, tc.winner)
			}
			if tc.nmoves > 0 {
				if n := len(g.GenMoves(nil)); n != tc.nmoves || g.CountMoves() != n {
					t.Errorf("%d legal moves (CountMoves %d), want %d", n, g.CountMoves(), tc.nmoves)
				}
			}
			if tc.legal != nil {
				if got := legalTexts(g); !slices.Equal(got, tc.legal) {
					t.Errorf("legal moves %v, want %v", got, tc.legal)
				}
			}
		})
	}
}

// TestMoveCells checks which cells each side's move at an anchor covers,
// and that Unmake takes them back.
func TestMoveCells(t *testing.T) {
	tests := []struct {
		side   string
		move   string
		covers []string
	}{
		{"v", "d4", []string{"d4", "d5"}},
		{"h", "d4", []string{"d4", "e4"}},
		{"v", "a7", []string{"a7", "a8"}},
		{"h", "g8", []string{"g8", "h8"}},
		{"v", "h1", []string{"h1", "h2"}},
		{"h", "a1", []string{"a1", "b1"}},
	}
	for _, tc := range tests {
		t.Run(tc.side+" "+tc.move, func(t *testing.T) {
			g := newGame(t)
			if err := g.SetPosition("8/8/8/8/8/8/8/8 " + tc.side); err != nil {
				t.Fatal(err)
			}
			play(t, g, tc.move)
			var got []string
			for _, p := range g.State().Pieces {
				got = append(got, p.Cell)
				if want := map[string]int{"v": 0, "h": 1}[tc.side]; p.Side != want {
					t.Errorf("cell %s belongs to side %d, want %d", p.Cell, p.Side, want)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.covers) {
				t.Errorf("covers %v, want %v", got, tc.covers)
			}
			g.Unmake()
			if g.Position() != "8/8/8/8/8/8/8/8 "+tc.side || len(g.State().Pieces) != 0 {
				t.Errorf("Unmake left %s", g.Position())
			}
		})
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		in       string
		want     string // canonical text, "" for an error
		illegal  bool   // the error wraps position.ErrIllegal
	}{
		{name: "vertical a1", pos: "8/8/8/8/8/8/8/8 v", in: "a1", want: "a1"},
		{name: "upper case", pos: "8/8/8/8/8/8/8/8 v", in: "D4", want: "d4"},
		{name: "vertical on rank 8", pos: "8/8/8/8/8/8/8/8 v", in: "a8", illegal: true},
		{name: "horizontal on rank 8", pos: "8/8/8/8/8/8/8/8 h", in: "a8", want: "a8"},
		{name: "horizontal on file h", pos: "8/8/8/8/8/8/8/8 h", in: "h1", illegal: true},
		{name: "vertical on file h", pos: "8/8/8/8/8/8/8/8 v", in: "h1", want: "h1"},
		{name: "covered anchor", pos: "8/8/8/8/8/8/V7/V7 h", in: "a1", illegal: true},
		{name: "covered second cell", pos: "8/8/8/8/8/8/V7/V7 h", in: "a3", want: "a3"},
		{name: "covered cell above", pos: "8/8/8/8/8/8/8/HH6 v", in: "a2", want: "a2"},
		{name: "covered cell to the right", pos: "8/8/8/8/8/8/1V6/1V6 h", in: "a1", illegal: true},
		{name: "free cell to the right", pos: "8/8/8/8/8/8/1V6/1V6 h", in: "a3", want: "a3"},
		{name: "off the board", pos: "8/8/8/8/8/8/8/8 v", in: "i1"},
		{name: "off a small board", settings: []string{"rows=3", "cols=3"}, pos: "3/3/3 v", in: "d1"},
		{name: "off a small board's ranks", settings: []string{"rows=3", "cols=3"}, pos: "3/3/3 v", in: "a4"},
		{name: "pass", pos: "8/8/8/8/8/8/8/8 v", in: "pass", illegal: true},
		{name: "0000", pos: "8/8/8/8/8/8/8/8 v", in: "0000", illegal: true},
		{name: "garbage", pos: "8/8/8/8/8/8/8/8 v", in: "d4d5"},
		{name: "empty", pos: "8/8/8/8/8/8/8/8 v", in: ""},
		{name: "rank 0", pos: "8/8/8/8/8/8/8/8 v", in: "a0"},
		{name: "leading zero", pos: "8/8/8/8/8/8/8/8 v", in: "a01"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			m, err := g.ParseMove(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("ParseMove(%q) = %s, want an error", tc.in, g.FormatMove(m))
				}
				if m != position.NoMove {
					t.Errorf("ParseMove(%q) returned %v with its error", tc.in, m)
				}
				if got := errors.Is(err, position.ErrIllegal); got != tc.illegal {
					t.Errorf("ParseMove(%q): %v; wraps ErrIllegal = %v, want %v", tc.in, err, got, tc.illegal)
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

func TestSetPosition(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		in       string
		ok       bool
		errHas   string // part of the error
	}{
		{name: "start", in: "8/8/8/8/8/8/8/8 v", ok: true},
		{name: "horizontal to move on an empty board", in: "8/8/8/8/8/8/8/8 h", ok: true},
		{name: "many more V than H", in: "8/8/8/8/V7/V7/VVVVVVVV/VVVVVVVV h", ok: true},
		{name: "V run of four", in: "8/8/8/8/V7/V7/V7/V7 v", ok: true},
		{name: "H run of four", in: "8/8/8/8/8/8/8/HHHH4 v", ok: true},
		{name: "lone V", in: "8/8/8/8/8/8/8/V7 h", errHas: "V at a1"},
		{name: "V run of three", in: "8/8/8/8/8/V7/V7/V7 h", errHas: "V at a3"},
		{name: "V split by H", in: "8/8/8/8/8/V7/HH6/V7 h", errHas: "V at a1"},
		{name: "lone H", in: "8/8/8/8/8/8/8/7H v", errHas: "H at h1"},
		{name: "H across the edge", in: "8/8/8/8/8/8/H7/7H v", errHas: "H at h1"},
		{name: "H run of three", in: "8/8/8/8/8/8/8/HHH5 v", errHas: "H at c1"},
		{name: "lower-case cells", in: "8/8/8/8/8/8/v7/v7 h", errHas: "bad cell"},
		{name: "other letter", in: "8/8/8/8/8/8/X7/X7 h", errHas: "bad cell"},
		{name: "upper-case side", in: "8/8/8/8/8/8/8/8 V", errHas: "side"},
		{name: "no side", in: "8/8/8/8/8/8/8/8", errHas: "2 fields"},
		{name: "extra field", in: "8/8/8/8/8/8/8/8 v 0", errHas: "2 fields"},
		{name: "seven ranks", in: "8/8/8/8/8/8/8 v", errHas: "rows"},
		{name: "long rank", in: "9/8/8/8/8/8/8/8 v", errHas: "board"},
		{name: "short rank", in: "7/8/8/8/8/8/8/8 v", errHas: "board"},
		{name: "small board", settings: []string{"rows=3", "cols=2"}, in: "VH/VH/2 h", errHas: "H at"},
		{name: "small board ok", settings: []string{"rows=3", "cols=2"}, in: "HH/V1/V1 h", ok: true},
		{name: "wrong size for the options", settings: []string{"rows=3", "cols=2"}, in: "8/8/8/8/8/8/8/8 v", errHas: "options"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			before, hash := g.Position(), g.Hash()
			err := g.SetPosition(tc.in)
			if tc.ok {
				if err != nil {
					t.Fatalf("SetPosition(%q): %v", tc.in, err)
				}
				if got := g.Position(); got != tc.in {
					t.Errorf("Position() = %q, want %q", got, tc.in)
				}
				return
			}
			if err == nil {
				t.Fatalf("SetPosition(%q) accepted it as %q", tc.in, g.Position())
			}
			if !strings.Contains(err.Error(), tc.errHas) {
				t.Errorf("error %q does not mention %q", err, tc.errHas)
			}
			if g.Position() != before || g.Hash() != hash {
				t.Errorf("a rejected position changed the game")
			}
		})
	}
}

// TestHashIgnoresLabels checks that the hash depends on the covered cells
// and the side to move, not on which player covered them.
func TestHashIgnoresLabels(t *testing.T) {
	a, b := newGame(t), newGame(t)
	if err := a.SetPosition("8/8/8/8/8/8/V7/V7 h"); err != nil {
		t.Fatal(err)
	}
	if err := b.SetPosition("8/8/8/8/8/8/HH6/8 h"); err != nil {
		t.Fatal(err)
	}
	if a.Hash() == b.Hash() {
		t.Fatal("different covered cells share a hash")
	}
	if err := b.SetPosition("8/8/8/8/8/8/HH6/HH6 h"); err != nil {
		t.Fatal(err)
	}
	c := newGame(t)
	if err := c.SetPosition("8/8/8/8/8/8/VV6/VV6 h"); err != nil {
		t.Fatal(err)
	}
	if b.Hash() != c.Hash() {
		t.Error("the same covered cells hash differently by label")
	}
	if err := c.SetPosition("8/8/8/8/8/8/VV6/VV6 v"); err != nil {
		t.Fatal(err)
	}
	if b.Hash() == c.Hash() {
		t.Error("the side to move is not hashed")
	}
}

func TestOptions(t *testing.T) {
	tests := []struct {
		settings []string
		ok       bool
		start    string
	}{
		{nil, true, "8/8/8/8/8/8/8/8 v"},
		{[]string{"first=horizontal"}, true, "8/8/8/8/8/8/8/8 h"},
		{[]string{"FIRST=Horizontal", "Rows=2", "cols=3"}, true, "3/3 h"},
		{[]string{"rows=1", "cols=8"}, true, "8 v"},
		{[]string{"rows=0"}, false, ""},
		{[]string{"cols=9"}, false, ""},
		{[]string{"first=v"}, false, ""},
		{[]string{"size=8"}, false, ""},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.settings, " "), func(t *testing.T) {
			g, _, err := position.NewGame("domineering", tc.settings...)
			if !tc.ok {
				if err == nil {
					t.Fatalf("NewGame accepted %v", tc.settings)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.Position(); got != tc.start {
				t.Errorf("start %q, want %q", got, tc.start)
			}
		})
	}
	if _, err := New(0, 8, Vertical); err == nil {
		t.Error("New accepted 0 rows")
	}
	if _, err := New(8, 8, Side(2)); err == nil {
		t.Error("New accepted side 2")
	}
	info, _ := position.Lookup("domineering")
	if info.Sides != [2]string{"vertical", "horizontal"} {
		t.Errorf("sides %v", info.Sides)
	}
}

func TestLayoutAndState(t *testing.T) {
	g := newGame(t, "rows=3", "cols=4")
	l := g.Layout()
	if l.Width != 4 || l.Height != 3 || len(l.Cells) != 12 {
		t.Fatalf("layout %vx%v with %d cells", l.Width, l.Height, len(l.Cells))
	}
	// Row 0 is drawn at the top: the top left cell is a3.
	if c := l.Cells[0]; c.ID != "a3" || c.X != 0.5 || c.Y != 0.5 {
		t.Errorf("first cell %+v, want a3 at the top left", c)
	}
	if c := l.Cells[11]; c.ID != "d1" {
		t.Errorf("last cell %s, want d1", c.ID)
	}
	play(t, g, "b1", "c3")
	s := g.State()
	want := []position.Placed{
		{Cell: "b1", Side: 0, Kind: "domino"}, {Cell: "b2", Side: 0, Kind: "domino"},
		{Cell: "c3", Side: 1, Kind: "domino"}, {Cell: "d3", Side: 1, Kind: "domino"},
	}
	if !slices.Equal(s.Pieces, want) {
		t.Errorf("pieces %+v, want %+v", s.Pieces, want)
	}
	if !slices.Equal(s.Moves, []string{"b1", "c3"}) || s.LastMove != "c3" || s.Side != "vertical" || s.Result != "none" {
		t.Errorf("state %+v", s)
	}
	if _, err := json.Marshal(s); err != nil {
		t.Fatal(err)
	}
	// Finish the game: every side's last placement ends it.
	for {
		ms := g.GenMoves(nil)
		if len(ms) == 0 {
			break
		}
		g.Make(ms[0])
	}
	s = g.State()
	wantResult := [2]string{"p2win", "p1win"}[g.ToMove()]
	if s.Result != wantResult {
		t.Errorf("result %q with %s to move, want %q", s.Result, g.SideToMove(), wantResult)
	}
}

func TestBoardText(t *testing.T) {
	g := newGame(t, "rows=3", "cols=4", "first=horizontal")
	play(t, g, "a3", "d1")
	want := "   a b c d\n" +
		" 3 H H . .  3\n" +
		" 2 . . . V  2\n" +
		" 1 . . . V  1\n" +
		"   a b c d\n" +
		"horizontal to move"
	if got := g.Board(); got != want {
		t.Errorf("Board() =\n%s\nwant\n%s", got, want)
	}
}

// TestBitHelpers checks the bitboard helpers against plain loops over the
// cells of random sets.
func TestBitHelpers(t *testing.T) {
	at := func(x uint64, f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 && x>>uint(sq(f, r))&1 != 0 }
	x := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < 2000; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		set := x & (x >> 3) // denser and sparser sets alike
		if i%2 == 0 {
			set = x
		}
		var tr, v, h uint64
		pack := 0
		for f := 0; f < 8; f++ {
			run := 0
			for r := 0; r < 8; r++ {
				if at(set, f, r) {
					tr |= 1 << uint(sq(r, f))
					run++
				} else {
					pack += run / 2
					run = 0
				}
				if at(set, f, r) && at(set, f, r+1) {
					v |= 1 << uint(sq(f, r))
				}
				if at(set, f, r) && at(set, f+1, r) {
					h |= 1 << uint(sq(f, r))
				}
			}
			pack += run / 2
		}
		if got := transpose(set); got != tr {
			t.Fatalf("transpose(%#x) = %#x, want %#x", set, got, tr)
		}
		if got := vAnchors(set); got != v {
			t.Fatalf("vAnchors(%#x) = %#x, want %#x", set, got, v)
		}
		if got := hAnchors(set); got != h {
			t.Fatalf("hAnchors(%#x) = %#x, want %#x", set, got, h)
		}
		if got := packV(set); got != pack {
			t.Fatalf("packV(%#x) = %d, want %d", set, got, pack)
		}
		for _, dim := range [][2]int{{8, 8}, {5, 3}, {1, 7}} {
			hgt, wid := dim[0], dim[1]
			s := set & validMask(hgt, wid)
			var mr, mf uint64
			for r := 0; r < hgt; r++ {
				for f := 0; f < wid; f++ {
					if at(s, f, r) {
						mr |= 1 << uint(sq(f, hgt-1-r))
						mf |= 1 << uint(sq(wid-1-f, r))
					}
				}
			}
			if got := mirrorRanks(s, hgt); got != mr {
				t.Fatalf("mirrorRanks(%#x, %d) = %#x, want %#x", s, hgt, got, mr)
			}
			if got := mirrorFiles(s, wid); got != mf {
				t.Fatalf("mirrorFiles(%#x, %d) = %#x, want %#x", s, wid, got, mf)
			}
		}
	}
	if got := bits.OnesCount64(validMask(3, 5)); got != 15 {
		t.Errorf("validMask(3, 5) has %d cells", got)
	}
}

// TestNoAllocs checks that the hot path allocates nothing.
func TestNoAllocs(t *testing.T) {
	g := newGame(t)
	play(t, g, "d4", "a1", "f2")
	buf := make([]position.Move, 0, 64)
	scores := make([]int32, 64)
	allocs := testing.AllocsPerRun(100, func() {
		moves := g.GenMoves(buf[:0])
		g.OrderHints(moves, scores)
		for _, m := range moves {
			g.Make(m)
			g.Outcome()
			g.Hash()
			g.Evaluate()
			g.Unmake()
		}
		g.CountMoves()
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
}
