package foxsheep

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
	inf, ok := position.Lookup("fox-sheep")
	if !ok {
		t.Fatal("fox-sheep is not registered")
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

var foxesFirst = Config{First: Foxes, RepetitionDraw: true, NoProgressLimit: 200}

func TestConformance(t *testing.T) {
	starts := []string{
		"1F1/3/2SFS2/SS5/7/SSS/SSS f 0",
		"SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
		"3/3/3S3/2S1S2/2FS3/SSS/SSS f 0",
		"1F1/3/7/S6/SS5/SSS/SSS s 190",
		"3/1F1/S1S1S1S/1S1S1S1/S1S1S1S/1F1/SSS f 0",
	}
	for _, tc := range []struct {
		name string
		cfg  Config
	}{
		{"default", DefaultConfig()},
		{"foxes first", foxesFirst},
		{"short clock, no repetition", Config{NoProgressLimit: 16}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := positiontest.Config{
				// Sheep climb at most 20*6 ranks and foxes take at most
				// 12 sheep, with at most 200 plies between such moves.
				MaxPlies: 30_000,
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
	positiontest.RunPerft(t, info(t), "../../testdata/perft/fox-sheep.txt", perftShortLimit)
}

func TestRegistry(t *testing.T) {
	g, opts, err := position.NewGame("fox-sheep")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := opts.String(), "first=sheep repetition_draw=on no_progress_limit=200"; got != want {
		t.Errorf("default options %q, want %q", got, want)
	}
	if got := g.Position(); got != "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0" {
		t.Errorf("start %q", got)
	}
	g, _, err = position.NewGame("fox-sheep", "first=Foxes", "repetition_draw=off", "no_progress_limit=0")
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Position(); got != "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS f 0" {
		t.Errorf("start with first=foxes %q", got)
	}
	if cfg := g.(*Game).Config(); cfg.RepetitionDraw || cfg.NoProgressLimit != 0 || cfg.First != Foxes {
		t.Errorf("options give %+v", cfg)
	}
	for _, bad := range [][]string{{"first=wolves"}, {"repetition_draw=2"}, {"no_progress_limit=-1"}, {"no_progress_limit=1001"}} {
		if _, _, err := position.NewGame("fox-sheep", bad...); err == nil {
			t.Errorf("options %v accepted", bad)
		}
	}
}

// TestBoard checks the board against doc.go: 33
// points, 72 connections (20 of them diagonal, from even points only), the
// paddock, and the sheep's directions.
func TestBoard(t *testing.T) {
	if n, e := board.Len(), len(board.Edges()); n != 33 || e != 72 {
		t.Errorf("%d points and %d connections, want 33 and 72", n, e)
	}
	diagonals := 0
	for _, e := range board.Edges() {
		p, q := board.Point(e[0]), board.Point(e[1])
		if p.X != q.X && p.Y != q.Y {
			diagonals++
			if (p.X+p.Y)%2 != 0 && (q.X+q.Y)%2 != 0 {
				t.Errorf("diagonal %s-%s joins odd points", p.Name, q.Name)
			}
		}
	}
	if diagonals != 20 {
		t.Errorf("%d diagonals, want 20", diagonals)
	}
	if got := len(strings.Fields(pointNames(paddock))); got != 9 || pointNames(paddock) != "c5 d5 e5 c6 d6 e6 c7 d7 e7" {
		t.Errorf("paddock %q", pointNames(paddock))
	}
	for p := range numPoints {
		for q := range numPoints {
			from, to := board.Point(p), board.Point(q)
			want := board.Adj(p)>>q&1 != 0 && to.Y >= from.Y
			if got := sheepAdj[p]>>q&1 != 0; got != want {
				t.Errorf("sheep %s-%s allowed %v, want %v", from.Name, to.Name, got, want)
			}
		}
	}
}

// pointNames lists the names of a set of points in board order.
func pointNames(set uint64) string {
	var out []string
	for p := range numPoints {
		if set>>p&1 != 0 {
			out = append(out, board.Name(p))
		}
	}
	return strings.Join(out, " ")
}

// moveTexts is the sorted list of the legal moves of g from the point
// from ("" for all).
func moveTexts(g *Game, from string) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		text := g.FormatMove(m)
		if from == "" || strings.HasPrefix(text, from) && len(text) > len(from) && (text[len(from)] == '-' || text[len(from)] == 'x') {
			out = append(out, text)
		}
	}
	slices.Sort(out)
	return out
}

func sorted(s string) []string {
	out := strings.Fields(s)
	slices.Sort(out)
	return out
}

// pad is eight sheep out of the way (a3, b3 and ranks 1-2), so that test
// positions keep the nine sheep the game needs to go on.
const pad = "SS5/SSS/SSS"

// TestMoves checks the legal moves in the worked examples of the rules
// and in positions made for each rule of movement and capture.
func TestMoves(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Config
		pos   string
		moves []string
		from  string // only the moves from this point, if set
		want  string
	}{
		{name: "sheep first", want: "a4-a5 b4-a5 b4-b5 d4-d5 f4-f5 f4-g5 g4-g5"},
		{name: "foxes first", cfg: foxesFirst, want: "c5-b5 c5-c6 c5-d5 c5-d6 e5-d5 e5-d6 e5-e6 e5-f5"},
		{name: "compulsory capture and chain", pos: "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", want: "d5xb5xb3 d5xf5"},
		{name: "sheep moves", pos: "SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
			want: "c5-b5 d5-e5 f5-e5 f5-g5 e4-e5 e4-d4 e4-f4"},
		{name: "sheep never move down", pos: "3/3/7/3S3/" + pad + " s 0", from: "d4",
			want: "d4-c5 d4-d5 d4-e5 d4-c4 d4-e4"},
		{name: "blocked foxes", pos: "FSF/SSS/2SSS2/2SS3/7/3/3 f 0", want: ""},
		{name: "a sheep on an odd point has no diagonal", pos: "3/3/7/2S4/" + pad + " s 0", from: "c4",
			want: "c4-c5 c4-b4 c4-d4"},
		{name: "a sheep on the top rank moves sideways only", pos: "S2/3/7/7/" + pad + " s 0", from: "c7", want: "c7-d7"},
		{name: "a fox steps in every direction", pos: "3/3/7/3F3/SS4S/SSS/SSS f 0",
			want: "d4-c5 d4-d5 d4-e5 d4-c4 d4-e4 d4-c3 d4-d3 d4-e3"},
		{name: "a fox never jumps a fox", pos: "3/3/7/2FF3/SS4S/SSS/SSS f 0",
			want: "c4-b4 c4-c5 c4-c3 d4-c5 d4-d5 d4-e5 d4-e4 d4-c3 d4-d3 d4-e3"},
		{name: "a capture by either fox excludes every step", pos: "F2/3/7/3FS2/" + pad + " f 0", want: "d4xf4"},
		{name: "a chain may come back to its start", pos: "3/3/3S3/2S1S2/2FS3/SSS/SSS f 0",
			want: "c3xc5xe5xe3xc3 c3xe3xe5xc5xc3"},
		{name: "the longer chain is not compulsory", pos: "3/3/2SS3/3FS2/" + pad + " f 0",
			want: "d4xd6xb4 d4xf4"},
		{name: "a full paddock ends the game", pos: "SSS/SSS/2SSS2/7/SF5/3/3 f 0", want: ""},
		{name: "eight sheep end the game", pos: "3/3/2F1F2/7/" + pad + " s 0", want: ""},
		{name: "the no-progress limit ends the game", pos: "1F1/3/7/S6/" + pad + " s 200", want: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			if cfg == (Config{}) {
				cfg = DefaultConfig()
			}
			g := load(t, cfg, tc.pos, tc.moves...)
			if got, want := moveTexts(g, tc.from), sorted(tc.want); !slices.Equal(got, want) {
				t.Errorf("moves %v, want %v", got, want)
			}
		})
	}
}

// TestIllegal checks that moves breaking a rule are rejected.
func TestIllegal(t *testing.T) {
	tests := []struct {
		name, pos, move string
	}{
		{"stopping the chain early", "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", "d5xb5"},
		{"a fox step while a capture is due", "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", "d7-c7"},
		{"the capturing fox's step", "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", "d5-d6"},
		{"a sheep onto an occupied point", "", "d4-d3"},
		{"a sheep down onto an empty point", "3/3/7/3S3/" + pad + " s 0", "d4-d3"},
		{"a sheep diagonally down", "3/3/7/3S3/" + pad + " s 0", "d4-c3"},
		{"a sheep jumps", "3/3/3F3/3S3/" + pad + " s 0", "d4xd6"},
		{"a sheep moves two points", "3/3/7/3S3/" + pad + " s 0", "d4-d6"},
		{"moving a fox on the sheep's turn", "", "c5-b5"},
		{"a fox jumps a fox", "3/3/7/2FF3/SS4S/SSS/SSS f 0", "c4xe4"},
		{"a pass", "", "pass"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, DefaultConfig(), tc.pos)
			if m, err := g.ParseMove(tc.move); err == nil {
				t.Errorf("%s accepted as %s", tc.move, g.FormatMove(m))
			}
		})
	}
}

// TestPlay checks positions after moves: captures, the clock, the side.
func TestPlay(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		moves []string
		want  string
	}{
		{"the chain takes two sheep", "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", []string{"d5xb5xb3"},
			"1F1/3/4S2/S6/1F5/SSS/SSS s 0"},
		{"the single capture", "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", []string{"d5xf5"},
			"1F1/3/2S2F1/SS5/7/SSS/SSS s 0"},
		{"an upward move resets the clock", "1F1/3/7/S6/" + pad + " s 17", []string{"a4-a5"},
			"1F1/3/S6/7/" + pad + " f 0"},
		{"a sideways move counts", "1F1/3/7/S6/" + pad + " s 17", []string{"a4-b4"},
			"1F1/3/7/1S5/" + pad + " f 18"},
		{"a fox step counts", "1F1/3/7/S6/" + pad + " f 17", []string{"d7-d6"},
			"3/1F1/7/S6/" + pad + " s 18"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, DefaultConfig(), tc.pos, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("position %q, want %q", got, tc.want)
			}
			if load(t, DefaultConfig(), tc.want).Hash() != g.Hash() {
				t.Error("hash differs from the rebuilt position's")
			}
		})
	}
}

// TestOutcome checks the end of the game (doc.go's Rules section) and the
// decisions about it.
func TestOutcome(t *testing.T) {
	shuffle := []string{"a4-b4", "d7-c7", "b4-a4", "c7-d7", "a4-b4", "d7-c7", "b4-a4", "c7-d7"}
	tests := []struct {
		name  string
		cfg   Config
		pos   string
		moves []string
		over  bool
		score int
	}{
		{name: "start", over: false},
		{name: "eight sheep left: the foxes win", pos: "1F1/3/2SFS2/SS5/7/SSS/SSS f 0",
			moves: []string{"d5xb5xb3"}, over: true, score: -1},
		{name: "nine sheep left: play goes on", pos: "1F1/3/2SFS2/SS5/7/SSS/SSS f 0",
			moves: []string{"d5xf5"}, over: false},
		{name: "e4-e5 fills the paddock", pos: "SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
			moves: []string{"e4-e5"}, over: true, score: -1},
		{name: "f5-e5 fills the paddock", pos: "SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
			moves: []string{"f5-e5"}, over: true, score: -1},
		{name: "d5-e5 empties d5", pos: "SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
			moves: []string{"d5-e5"}, over: false},
		{name: "blocked foxes lose", pos: "FSF/SSS/2SSS2/2SS3/7/3/3 f 0", over: true, score: -1},
		{name: "a full paddock is a sheep win with the sheep to move", pos: "SSS/SSS/2SSS2/7/SF5/3/3 s 0", over: true, score: 1},
		{name: "eight sheep is a fox win with the foxes to move", pos: "3/3/2F1F2/7/" + pad + " f 0", over: true, score: 1},
		{name: "blocked sheep lose", pos: "3/3/7/7/FFS4/SSS/SSS s 0", over: true, score: -1},
		{name: "a full paddock wins at the no-progress limit", pos: "SSS/SSS/2SSS2/7/SF5/3/3 f 300", over: true, score: -1},
		{name: "threefold repetition draws", pos: "1F1/3/7/S6/" + pad + " s 0", moves: shuffle, over: true, score: 0},
		{name: "twice is not enough", pos: "1F1/3/7/S6/" + pad + " s 0", moves: shuffle[:7], over: false},
		{name: "repetition draw off", cfg: Config{NoProgressLimit: 200}, pos: "1F1/3/7/S6/" + pad + " s 0",
			moves: shuffle, over: false},
		{name: "the no-progress limit draws", pos: "1F1/3/7/S6/" + pad + " s 199", moves: []string{"a4-b4"}, over: true, score: 0},
		{name: "the limit as an option", cfg: Config{RepetitionDraw: true, NoProgressLimit: 20},
			pos: "1F1/3/7/S6/" + pad + " s 19", moves: []string{"a4-b4"}, over: true, score: 0},
		{name: "an upward move beats the limit", pos: "1F1/3/7/S6/" + pad + " s 199", moves: []string{"a4-a5"}, over: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			if cfg == (Config{}) {
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

func TestHashCoversClock(t *testing.T) {
	pos := "1F1/3/7/S6/" + pad + " s "
	if load(t, DefaultConfig(), pos+"3").Hash() == load(t, DefaultConfig(), pos+"4").Hash() {
		t.Error("clock not hashed with the no-progress rule on")
	}
	off := Config{RepetitionDraw: true}
	if load(t, off, pos+"3").Hash() != load(t, off, pos+"4").Hash() {
		t.Error("clock hashed with the no-progress rule off")
	}
}

func TestPositionStrings(t *testing.T) {
	good := []string{
		"3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0",
		"3/3/7/7/7/3/3 f 0",
		"FSF/SSS/2SSS2/2SS3/7/3/3 f 1000000",
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
		"", "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS", "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s", "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS x 0",
		"3/3/2F1F2/SSSSSSS/SSSSSSS/SSS s 0", "3/3/2F1F3/SSSSSSS/SSSSSSS/SSS/SSS s 0", "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSX s 0",
		"3/3/7/7/7/3/3 s -1", "3/3/7/7/7/3/3 s 01", "3/3/7/7/7/3/3 s 1000001", "3/3/7/7/7/3/3 s 0 0",
		"7/3/7/7/7/3/3 s 0", "3/3/7/7/7/3/3 S 0", "FFF/3/7/7/7/3/3 s 0", "3/3/SSSSSSS/SSSSSSS/SSSSSSS/3/3 s 0",
		"sss/3/7/7/7/3/3 s 0",
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
		"7     .-.-.",
		"      |\\|/|",
		"6     .-.-.",
		"      |/|\\|",
		"5 .-.-F-.-F-.-.",
		"  |\\|/|\\|/|\\|/|",
		"4 S-S-S-S-S-S-S",
		"  |/|\\|/|\\|/|\\|",
		"3 S-S-S-S-S-S-S",
		"      |\\|/|",
		"2     S-S-S",
		"      |/|\\|",
		"1     S-S-S",
		"  a b c d e f g",
	}, "\n")
	if got := New(DefaultConfig()).Board(); got != want {
		t.Errorf("Board():\n%s\nwant\n%s", got, want)
	}
}

func TestRender(t *testing.T) {
	g := load(t, DefaultConfig(), "1F1/3/2SFS2/SS5/7/SSS/SSS f 0", "d5xf5")
	l := g.Layout()
	if len(l.Cells) != 33 || len(l.Lines) != 72 || len(l.Sides) != 2 {
		t.Fatalf("layout: %d cells, %d lines, %d sides", len(l.Cells), len(l.Lines), len(l.Sides))
	}
	s := g.State()
	if len(s.Pieces) != 11 || s.ToMove != 0 || s.Side != "sheep" || len(s.Highlight) != 9 {
		t.Errorf("state: %d pieces, to move %d %s, %d highlighted", len(s.Pieces), s.ToMove, s.Side, len(s.Highlight))
	}
	if !slices.Equal(s.Scores, []int{1, 11}) {
		t.Errorf("scores %v, want [1 11] (one sheep in the paddock, eleven taken)", s.Scores)
	}
}

func TestNoisy(t *testing.T) {
	g := load(t, DefaultConfig(), "1F1/3/2SFS2/SS5/7/SSS/SSS f 0")
	if moves, forced := g.GenNoisy(nil); len(moves) != 2 || !forced {
		t.Errorf("capture position: %d noisy moves, forced %v", len(moves), forced)
	}
	if moves, forced := New(foxesFirst).GenNoisy(nil); len(moves) != 0 || forced {
		t.Errorf("start: %d noisy moves, forced %v", len(moves), forced)
	}
}
