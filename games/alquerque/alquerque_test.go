package alquerque

import (
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// perftShortLimit keeps -short runs to the cheap perft lines.
const perftShortLimit = 100_000

func info(t testing.TB) position.Info {
	t.Helper()
	inf, ok := position.Lookup("alquerque")
	if !ok {
		t.Fatal("alquerque is not registered")
	}
	return inf
}

// load builds a game with cfg at pos ("" for the start) and plays moves.
func load(t testing.TB, cfg Config, pos string, moves ...string) *Game {
	t.Helper()
	g := New(cfg)
	capturetest.Load(t, g, pos, moves...)
	return g
}

var huffConfig = Config{Huff: true, RepetitionDraw: true, NoCaptureLimit: 100}

func TestConformance(t *testing.T) {
	starts := []string{
		"B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0",
		"2B2/1BWB1/BW1WB/1BWB1/2W2 b 0",
		"5/1B3/5/3W1/5 w 0",
		"B3B/5/2W2/5/W3W b 95",
		"5/5/5/2B2/2W1W w 0",
	}
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"default", DefaultConfig()},
		{"black first", Config{First: Black, RepetitionDraw: true, NoCaptureLimit: 100}},
		{"huff", huffConfig},
		{"short clock, no repetition", Config{NoCaptureLimit: 12}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := positiontest.Config{
				// At most 24 removals, each after at most 100 plies.
				MaxPlies: 2600,
				Starts:   starts,
			}
			if tc.name != "default" {
				cfg.Games = 4
			}
			positiontest.Run(t, func() position.Playable { return New(tc.cfg) }, cfg)
		})
	}
}

func TestPerft(t *testing.T) {
	positiontest.RunPerft(t, info(t), "../../testdata/perft/alquerque.txt", perftShortLimit)
}

func TestRegistry(t *testing.T) {
	g, opts, err := position.NewGame("alquerque")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := opts.String(), "first=white huff=off repetition_draw=on no_capture_limit=100"; got != want {
		t.Errorf("default options %q, want %q", got, want)
	}
	if got := g.Position(); got != "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0" {
		t.Errorf("start %q", got)
	}
	g, _, err = position.NewGame("alquerque", "first=Black", "huff=on", "no_capture_limit=0")
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Position(); got != "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW b 0" {
		t.Errorf("start with first=black %q", got)
	}
	if cfg := g.(*Game).Config(); !cfg.Huff || cfg.NoCaptureLimit != 0 || !cfg.RepetitionDraw || cfg.First != Black {
		t.Errorf("options give %+v", cfg)
	}
	for _, bad := range [][]string{{"first=red"}, {"huff=maybe"}, {"no_capture_limit=-1"}, {"no_capture_limit=1001"}} {
		if _, _, err := position.NewGame("alquerque", bad...); err == nil {
			t.Errorf("options %v accepted", bad)
		}
	}
}

// TestBoard checks the board's geometry against the rules' section
// 2: 56 lines, diagonals only from even points, jumps on straight lines.
func TestBoard(t *testing.T) {
	if n := len(board.Edges()); n != 56 {
		t.Errorf("%d lines, want 56", n)
	}
	for p := range numPoints {
		pt := board.Point(p)
		even := (pt.X+pt.Y)%2 == 0
		for q := range numPoints {
			qt := board.Point(q)
			dx, dy := qt.X-pt.X, qt.Y-pt.Y
			want := (dx*dx+dy*dy == 1) || (even && dx*dx == 1 && dy*dy == 1)
			if got := board.Adj(p)>>q&1 != 0; got != want {
				t.Errorf("%s-%s linked %v, want %v", pt.Name, qt.Name, got, want)
			}
		}
	}
}

// moveTexts is the sorted list of the legal moves of g.
func moveTexts(g *Game) []string { return sortedTexts(g) }

func sorted(s string) []string {
	out := strings.Fields(s)
	slices.Sort(out)
	return out
}

// TestMoves checks the legal moves in the worked examples of the rules
// and in positions made for each rule of movement, capture and the end.
func TestMoves(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Config
		pos   string
		moves []string
		want  string // the legal moves, space-separated
	}{
		{name: "start", want: "b2-c3 c2-c3 d2-c3 d3-c3"},
		{name: "start, black first", cfg: Config{First: Black, RepetitionDraw: true, NoCaptureLimit: 100},
			want: "b3-c3 b4-c3 c4-c3 d4-c3"},
		{name: "compulsory capture", moves: []string{"d2-c3"}, want: "b4xd2 d4xd2"},
		{name: "double jump", pos: "5/2B2/5/2B2/2W2 w 0", want: "c1xc3xc5"},
		{name: "branching chain", pos: "5/1B1B1/5/2B2/2W2 w 0", want: "c1xc3xa5 c1xc3xe5"},
		{name: "no diagonal from an odd point", pos: "5/5/1B3/2B2/3W1 w 0", want: "d1-d2 d1-e1 d1-c1"},
		{name: "eight steps, backward too", pos: "5/5/2W2/5/5 w 0",
			want: "c3-c4 c3-d3 c3-c2 c3-b3 c3-d4 c3-d2 c3-b2 c3-b4"},
		{name: "huff off", pos: "5/5/5/2B2/2W1W w 0", want: "c1xc3"},
		{name: "huff on", cfg: huffConfig, pos: "5/5/5/2B2/2W1W w 0",
			want: "c1xc3 c1-b1 c1-d1 c1-b2 c1-d2 e1-d1 e1-e2 e1-d2"},
		{name: "odd point: four orthogonal steps", pos: "5/5/5/2W2/5 w 0", want: "c2-b2 c2-d2 c2-c1 c2-c3"},
		{name: "corner: three steps", pos: "5/5/5/5/W4 w 0", want: "a1-a2 a1-b1 a1-b2"},
		// A jumped piece is removed at once: the piece on c3 cannot jump
		// back over c2, which is gone.
		{name: "never jumped twice", pos: "5/5/5/2B2/2W2 w 0", want: "c1xc3"},
		// The start point is empty once the piece leaves: both ways round
		// the square are chains back to a1, distinct moves.
		{name: "chain back to its start", pos: "5/5/1B3/B1B2/WB3 w 0", want: "a1xc1xc3xa3xa1 a1xa3xc3xc1xa1"},
		// Any piece may capture, and the longer chain is not compulsory.
		{name: "free choice among captures", pos: "5/4B/5/B3B/W3W w 0", want: "a1xa3 e1xe3xe5"},
		{name: "captures from both sides of the board", pos: "W4/B4/5/4B/4W w 0", want: "a5xa3 e1xe3"},
		{name: "a chain of the huff option may stop", cfg: huffConfig, pos: "5/2B2/5/2B2/2W2 w 0",
			want: "c1xc3 c1xc3xc5 c1-b1 c1-d1 c1-b2 c1-d2"},
		{name: "no moves for a side without pieces", pos: "5/5/5/5/W4 b 0", want: ""},
		{name: "blocked side has no moves", pos: "BWW2/WW3/W1W2/5/5 b 0", want: ""},
		{name: "no moves once drawn by the clock", pos: "5/5/2B2/5/2W2 w 100", want: ""},
		{name: "clock below the limit", pos: "5/5/2B2/5/W4 w 99", want: "a1-a2 a1-b1 a1-b2"},
		{name: "clock ignored with the rule off", cfg: Config{RepetitionDraw: true}, pos: "5/5/2B2/5/W4 w 500",
			want: "a1-a2 a1-b1 a1-b2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			if cfg == (Config{}) {
				cfg = DefaultConfig()
			}
			g := load(t, cfg, tc.pos, tc.moves...)
			if got, want := moveTexts(g), sorted(tc.want); !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
}

// TestPlay checks the position after moves: removals, huff penalties, the
// clock and the side to move.
func TestPlay(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Config
		pos   string
		moves []string
		want  string
	}{
		{name: "first capture", moves: []string{"d2-c3", "b4xd2"},
			want: "BBBBB/B1BBB/BB1WW/WWWBW/WWWWW w 0"},
		{name: "chain removes both pieces", pos: "5/2B2/5/2B2/2W2 w 0", moves: []string{"c1xc3xc5"},
			want: "2W2/5/5/5/5 b 0"},
		{name: "huff: a step leaves the capture to be punished", cfg: huffConfig, pos: "5/5/5/2B2/2W1W w 0",
			moves: []string{"e1-e2"}, want: "5/5/5/2B1W/5 b 0"},
		{name: "huff: the piece that should have captured is removed where it steps", cfg: huffConfig,
			pos: "5/5/5/2B2/2W1W w 7", moves: []string{"c1-b1"}, want: "5/5/5/2B2/4W b 0"},
		{name: "huff: every piece that could have captured is removed", cfg: huffConfig,
			pos: "W4/5/5/1B1B1/1W1W1 w 3", moves: []string{"a5-a4"}, want: "5/W4/5/1B1B1/5 b 0"},
		{name: "huff: a stopped chain loses its piece", cfg: huffConfig, pos: "5/2B2/5/2B2/2W2 w 0",
			moves: []string{"c1xc3"}, want: "5/2B2/5/5/5 b 0"},
		{name: "huff: a completed chain is not punished though another piece could capture", cfg: huffConfig,
			pos: "5/5/5/2B1B/2W1W w 4", moves: []string{"c1xc3"}, want: "5/5/2W2/4B/4W b 0"},
		{name: "huff: no capture available, no penalty", cfg: huffConfig, pos: "5/5/5/5/2W1W w 4",
			moves: []string{"c1-c2"}, want: "5/5/5/2W2/4W b 5"},
		{name: "a step counts on the clock", pos: "5/5/2B2/5/W4 w 41", moves: []string{"a1-b2"},
			want: "5/5/2B2/1W3/5 b 42"},
		{name: "a capture resets the clock", pos: "5/5/5/2B2/2W2 w 41", moves: []string{"c1xc3"},
			want: "5/5/2W2/5/5 b 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			if cfg == (Config{}) {
				cfg = DefaultConfig()
			}
			g := load(t, cfg, tc.pos, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("position %q, want %q", got, tc.want)
			}
			fresh := load(t, cfg, tc.want)
			if fresh.Hash() != g.Hash() {
				t.Errorf("hash differs from the rebuilt position's")
			}
		})
	}
}

// TestIllegal checks that moves breaking a rule are rejected.
func TestIllegal(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		pos  string
		move string
	}{
		{name: "a step when a capture is compulsory", pos: "BBBBB/B1BBB/BB1WW/WWWBW/WWWWW w 0", move: "a2-b3"},
		{name: "stopping a chain early", pos: "5/2B2/5/2B2/2W2 w 0", move: "c1xc3"},
		{name: "jump along a line that is not drawn", pos: "5/5/1B3/2B2/3W1 w 0", move: "d1xb3"},
		{name: "a step onto a piece", pos: "", move: "c2-c1"},
		{name: "a step of two points", pos: "5/5/5/5/W4 w 0", move: "a1-a3"},
		{name: "a diagonal step from an odd point", pos: "5/5/5/2W2/5 w 0", move: "c2-d3"},
		{name: "moving the other side's piece", pos: "", move: "b4-c3"},
		{name: "jumping an own piece", pos: "5/5/5/2W2/2W2 w 0", move: "c1xc3"},
		{name: "jumping onto a piece", pos: "5/5/2B2/2B2/2W2 w 0", move: "c1xc3"},
		{name: "a chain that does not exist", pos: "5/1B1B1/5/2B2/2W2 w 0", move: "c1xc3xc5"},
		{name: "pass", pos: "", move: "pass"},
		{name: "no move after a draw", pos: "5/5/2B2/5/2W2 w 100", move: "c1-c2"},
		{name: "huff does not allow jumping twice", cfg: huffConfig, pos: "5/5/5/2B2/2W2 w 0", move: "c1xc3xc1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			if cfg == (Config{}) {
				cfg = DefaultConfig()
			}
			g := load(t, cfg, tc.pos)
			if m, err := g.ParseMove(tc.move); err == nil {
				t.Errorf("%s accepted as %s", tc.move, g.FormatMove(m))
			}
		})
	}
}

// TestOutcome checks the ends of the game in doc.go's Rules: no pieces or
// no moves lose, the clock and repetition draw, and a blocked side loses
// even on a draw.
func TestOutcome(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Config
		pos   string
		moves []string
		over  bool
		score int
	}{
		{name: "start", over: false},
		{name: "no pieces loses", pos: "5/5/5/5/W4 b 0", over: true, score: -1},
		{name: "the capture of the last piece wins", pos: "5/5/5/2B2/2W2 w 0", moves: []string{"c1xc3"}, over: true, score: -1},
		{name: "no legal move loses", pos: "BWW2/WW3/W1W2/5/5 b 0", over: true, score: -1},
		{name: "no legal move loses even at the clock's limit", pos: "BWW2/WW3/W1W2/5/5 b 100", over: true, score: -1},
		{name: "the clock's limit draws", pos: "5/5/2B2/5/W4 w 99", moves: []string{"a1-a2"}, over: true, score: 0},
		{name: "one ply before the limit", pos: "5/5/2B2/5/W4 w 98", moves: []string{"a1-a2"}, over: false},
		{name: "the clock's limit as an option", cfg: Config{NoCaptureLimit: 10}, pos: "5/5/2B2/5/W4 w 9",
			moves: []string{"a1-a2"}, over: true, score: 0},
		{name: "the clock off", cfg: Config{}, pos: "5/5/2B2/5/W4 w 99", moves: []string{"a1-a2"}, over: false},
		{name: "threefold repetition draws", pos: "5/5/2B2/5/W4 w 0",
			moves: []string{"a1-a2", "c3-c4", "a2-a1", "c4-c3", "a1-a2", "c3-c4", "a2-a1", "c4-c3"}, over: true, score: 0},
		{name: "twice is not enough", pos: "5/5/2B2/5/W4 w 0",
			moves: []string{"a1-a2", "c3-c4", "a2-a1", "c4-c3", "a1-a2", "c3-c4", "a2-a1"}, over: false},
		{name: "repetition draw off", cfg: Config{NoCaptureLimit: 100}, pos: "5/5/2B2/5/W4 w 0",
			moves: []string{"a1-a2", "c3-c4", "a2-a1", "c4-c3", "a1-a2", "c3-c4", "a2-a1", "c4-c3"}, over: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			if tc.cfg == (Config{}) && !strings.Contains(tc.name, "clock off") {
				cfg = DefaultConfig()
			}
			g := load(t, cfg, tc.pos, tc.moves...)
			over, score := g.Outcome()
			if over != tc.over || (over && score != tc.score) {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
			if n := len(g.GenMoves(nil)); (n == 0) != tc.over {
				t.Errorf("%d moves with over=%v", n, tc.over)
			}
		})
	}
}

// TestHashCoversClock: with the no-capture rule on, positions that differ
// only in the clock differ in hash (the clock decides when the game ends);
// with it off they do not.
func TestHashCoversClock(t *testing.T) {
	a := load(t, DefaultConfig(), "5/5/2B2/5/W4 w 3")
	b := load(t, DefaultConfig(), "5/5/2B2/5/W4 w 4")
	if a.Hash() == b.Hash() {
		t.Error("clock not hashed with the no-capture rule on")
	}
	off := Config{RepetitionDraw: true}
	if load(t, off, "5/5/2B2/5/W4 w 3").Hash() != load(t, off, "5/5/2B2/5/W4 w 4").Hash() {
		t.Error("clock hashed with the no-capture rule off")
	}
}

func TestPositionStrings(t *testing.T) {
	good := []string{
		"BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0",
		"5/5/5/5/5 b 0",
		"5/5/2W2/5/5 w 1000000",
	}
	for _, s := range good {
		g := New(DefaultConfig())
		if err := g.SetPosition(s); err != nil {
			t.Errorf("SetPosition(%q): %v", s, err)
		} else if got := g.Position(); got != s {
			t.Errorf("SetPosition(%q) gives back %q", s, got)
		}
	}
	bad := []string{
		"", "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW", "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w", "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW x 0",
		"BBBBB/BBBBB/BB1WW/WWWWW w 0", "BBBBB/BBBBB/BB2WW/WWWWW/WWWWW w 0", "BBBBB/BBBBB/BB1WX/WWWWW/WWWWW w 0",
		"5/5/5/5/5 w -1", "5/5/5/5/5 w 01", "5/5/5/5/5 w 1000001", "5/5/5/5/5 w 0 0", "6/5/5/5/4 w 0",
		"5/5/5/5/5 W 0", "5/5/5/5/05 w 0", "bbbbb/5/5/5/5 w 0",
	}
	for _, s := range bad {
		g := New(DefaultConfig())
		if err := g.SetPosition(s); err == nil {
			t.Errorf("SetPosition(%q) accepted as %q", s, g.Position())
		}
	}
}

func TestBoardText(t *testing.T) {
	want := strings.Join([]string{
		"5 B-B-B-B-B",
		"  |\\|/|\\|/|",
		"4 B-B-B-B-B",
		"  |/|\\|/|\\|",
		"3 B-B-.-W-W",
		"  |\\|/|\\|/|",
		"2 W-W-W-W-W",
		"  |/|\\|/|\\|",
		"1 W-W-W-W-W",
		"  a b c d e",
	}, "\n")
	if got := New(DefaultConfig()).Board(); got != want {
		t.Errorf("Board():\n%s\nwant\n%s", got, want)
	}
}

func TestRender(t *testing.T) {
	g := load(t, DefaultConfig(), "", "d2-c3", "b4xd2")
	l := g.Layout()
	if len(l.Cells) != 25 || len(l.Lines) != 56 || len(l.Sides) != 2 {
		t.Fatalf("layout: %d cells, %d lines, %d sides", len(l.Cells), len(l.Lines), len(l.Sides))
	}
	s := g.State()
	if len(s.Pieces) != 23 || s.ToMove != 0 || s.Side != "white" {
		t.Errorf("state: %d pieces, to move %d %s", len(s.Pieces), s.ToMove, s.Side)
	}
	if !slices.Equal(s.Scores, []int{0, 1}) {
		t.Errorf("scores %v, want [0 1] (black has taken one piece)", s.Scores)
	}
}

// TestNoisy checks GenNoisy: forced captures without huff, optional ones
// with it, nothing in a quiet position.
func TestNoisy(t *testing.T) {
	g := load(t, DefaultConfig(), "5/5/5/2B2/2W1W w 0")
	moves, forced := g.GenNoisy(nil)
	if len(moves) != 1 || !forced {
		t.Errorf("huff off: %d noisy moves, forced %v", len(moves), forced)
	}
	g = load(t, huffConfig, "5/5/5/2B2/2W1W w 0")
	moves, forced = g.GenNoisy(nil)
	if len(moves) != 1 || forced {
		t.Errorf("huff on: %d noisy moves, forced %v", len(moves), forced)
	}
	moves, forced = New(DefaultConfig()).GenNoisy(nil)
	if len(moves) != 0 || forced {
		t.Errorf("start: %d noisy moves, forced %v", len(moves), forced)
	}
}
