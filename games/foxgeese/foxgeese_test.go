package foxgeese

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// perftShortLimit keeps -short runs to the cheap depths.
const perftShortLimit = 500_000

func info(t testing.TB) position.Info {
	t.Helper()
	inf, ok := position.Lookup(ID)
	if !ok {
		t.Fatal(ID + " is not registered")
	}
	return inf
}

func TestPerft(t *testing.T) {
	positiontest.RunPerft(t, info(t), "../../testdata/perft/fox-geese.txt", perftShortLimit)
}

func TestConformance(t *testing.T) {
	positiontest.Run(t, func() position.Playable { return New(DefaultConfig()) }, positiontest.Config{
		// At most 13 captures, and at most 200 plies without one.
		MaxPlies: 14 * 201,
		Starts: []string{
			// The rules' examples.
			"GGG/3/7/3F3/2GG3/3/3 f 0",
			"GGG/3/2G4/2GF3/6G/3/3 f 0",
			"3/3/7/4G2/2G4/GG1/FGG g 0",
			// Geese advanced around the fox, and a long clock.
			"3/3/GG3GG/GGGFGGG/2GGG2/3/3 f 0",
			"1G1/G1G/1G1G1G1/G1GFG1G/1G1G1G1/3/3 g 150",
		},
	})
}

func TestConformanceOptions(t *testing.T) {
	for _, cfg := range []Config{{RepetitionDraw: false, NoProgressLimit: 30}, {RepetitionDraw: true, NoProgressLimit: 0}} {
		positiontest.Run(t, func() position.Playable { return New(cfg) }, positiontest.Config{
			// Without the no-progress rule, random play still ends: the
			// fox wanders into the geese, or a position recurs.
			MaxPlies: 100_000, Games: 5,
			Starts: []string{"GGG/3/7/3F3/2GG3/3/3 f 0"},
		})
	}
}

func TestRegistry(t *testing.T) {
	inf := info(t)
	if inf.Sides != [2]string{"geese", "fox"} || inf.PerftEndsAreLeaves {
		t.Errorf("sides = %v, ends are leaves = %v", inf.Sides, inf.PerftEndsAreLeaves)
	}
	tests := []struct {
		name     string
		settings []string
		want     Config
		wantErr  bool
	}{
		{"defaults", nil, DefaultConfig(), false},
		{"draws off", []string{"Repetition_Draw=OFF", "no_progress_limit=0"}, Config{false, 0}, false},
		{"limit", []string{"no_progress_limit=1000"}, Config{true, 1000}, false},
		{"limit too big", []string{"no_progress_limit=1001"}, Config{}, true},
		{"negative limit", []string{"no_progress_limit=-1"}, Config{}, true},
		{"unknown option", []string{"first=fox"}, Config{}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame(ID, tc.settings...)
			if tc.wantErr {
				if err == nil {
					t.Fatalf("NewGame(%v) accepted", tc.settings)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.(*Game).Config(); got != tc.want {
				t.Errorf("config = %+v, want %+v", got, tc.want)
			}
			if g.Position() != "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0" {
				t.Errorf("start = %q", g.Position())
			}
		})
	}
}

func TestLayoutAndState(t *testing.T) {
	g := New(DefaultConfig())
	l := g.Layout()
	if len(l.Cells) != 33 || len(l.Lines) != 72 || l.Width != 7 || l.Height != 7 {
		t.Fatalf("layout: %d cells, %d lines, %vx%v", len(l.Cells), len(l.Lines), l.Width, l.Height)
	}
	at := map[string][2]float64{}
	for _, c := range l.Cells {
		at[c.ID] = [2]float64{c.X, c.Y}
	}
	for _, p := range []struct {
		id   string
		x, y float64
	}{{"c7", 2.5, 0.5}, {"a5", 0.5, 2.5}, {"d4", 3.5, 3.5}, {"e1", 4.5, 6.5}} {
		if got := at[p.id]; got != [2]float64{p.x, p.y} {
			t.Errorf("cell %s at %v, want (%v, %v)", p.id, got, p.x, p.y)
		}
	}
	lines := map[[2]string]bool{}
	for _, ln := range l.Lines {
		lines[[2]string{ln.From, ln.To}] = true
		lines[[2]string{ln.To, ln.From}] = true
	}
	for _, ln := range []struct {
		a, b string
		want bool
	}{{"d4", "e5", true}, {"c3", "d4", true}, {"c4", "d5", false}, {"a5", "b4", true}, {"b4", "c3", true}, {"b5", "c4", false}} {
		if lines[[2]string{ln.a, ln.b}] != ln.want {
			t.Errorf("line %s-%s drawn = %v, want %v", ln.a, ln.b, !ln.want, ln.want)
		}
	}
	if len(l.Sides) != 2 || l.Sides[0].Name != "geese" || l.Sides[1].Pieces[0].Symbol != "F" {
		t.Errorf("sides = %+v", l.Sides)
	}
	g = setup(t, nil, "GGG/3/7/3F3/2GG3/3/3 f 0", "d4xd2")
	s := g.State()
	want := []position.Placed{
		{Cell: "c3", Side: 0, Kind: "goose"}, {Cell: "c7", Side: 0, Kind: "goose"},
		{Cell: "d7", Side: 0, Kind: "goose"}, {Cell: "e7", Side: 0, Kind: "goose"},
		{Cell: "d2", Side: 1, Kind: "fox"},
	}
	if len(s.Pieces) != len(want) {
		t.Fatalf("pieces = %v, want %v", s.Pieces, want)
	}
	for i := range want {
		if s.Pieces[i] != want[i] {
			t.Errorf("piece %d = %v, want %v", i, s.Pieces[i], want[i])
		}
	}
	if s.ToMove != 0 || s.Side != "geese" || s.Position != g.Position() || len(s.Scores) != 2 || s.Scores[1] != 9 {
		t.Errorf("state = %+v", s)
	}
}

// TestPositionErrors checks that bad position strings are rejected and
// leave the position alone.
func TestPositionErrors(t *testing.T) {
	tests := []string{
		"",
		"GGG/GGG/GGGGGGG/3F3/7/3/3",           // no side
		"GGG/GGG/GGGGGGG/3F3/7/3/3 x 0",       // bad side
		"GGG/GGG/GGGGGGG/3G3/7/3/3 g 0",       // no fox
		"GGG/GGG/GGGGGGG/3F3/7/3/F2 g 0",      // two foxes
		"GGG/GGG/GGGGGGG/3F3/7/3 g 0",         // a rank missing
		"GGGG/GGG/GGGGGGG/3F3/7/3/3 g 0",      // rank too long
		"GG/GGG/GGGGGGG/3F3/7/3/3 g 0",        // rank too short
		"GGG/GGG/GGGGGGG/3F3/7/3/3 g -1",      // negative clock
		"GGG/GGG/GGGGGGG/3F3/7/3/3 g 01",      // leading zero
		"GGG/GGG/GGGGGGG/3F3/7/3/3 g 1000001", // clock too big
		"GGG/GGG/GGGGGGG/3F3/7/3/3 g 0 0",     // extra field
		"GGG/GGG/GGGGGGG/3X3/7/3/3 g 0",       // bad symbol
		"ggg/GGG/GGGGGGG/3F3/7/3/3 g 0",       // lower-case pieces
		"GGG/GGG/GGGGGGG/3F03/7/3/3 g 0",      // zero run
	}
	for _, s := range tests {
		t.Run(s, func(t *testing.T) {
			g := setup(t, nil, "", "a5-a4")
			before := g.Position()
			if err := g.SetPosition(s); err == nil {
				t.Fatalf("SetPosition(%q) accepted: %q", s, g.Position())
			}
			if g.Position() != before {
				t.Errorf("position changed to %q", g.Position())
			}
		})
	}
	g := New(DefaultConfig())
	if err := g.SetPosition("GGG/GGG/GGGGGGG/3F3/7/3/3 F"); err != nil || g.Position() != "GGG/GGG/GGGGGGG/3F3/7/3/3 f 0" {
		t.Errorf("short form: %v, %q", err, g.Position())
	}
}

// TestParseMove checks the move notation: case, whole paths, and the
// errors for malformed and illegal moves.
func TestParseMove(t *testing.T) {
	g := setup(t, nil, "GGG/3/7/3F3/2GG3/3/3 f 0")
	tests := []struct {
		in, want string // want "" = rejected
	}{
		{"d4-c4", "d4-c4"}, {"D4-C4", "d4-c4"}, {"d4xd2", "d4xd2"}, {"D4XD2XB4", "d4xd2xb4"},
		{"d4-d2", ""}, {"d4xb4", ""}, {"d4xd2xb4xd4", ""}, {"c3-c2", ""}, {"d4-b2", ""},
		{"d4", ""}, {"d4-", ""}, {"d4-c4-c5", ""}, {"pass", ""}, {"0000", ""}, {"d4 -c4", ""}, {"", ""},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			m, err := g.ParseMove(tc.in)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("ParseMove(%q) = %s, want an error", tc.in, g.FormatMove(m))
				}
				if m != position.NoMove {
					t.Errorf("error with move %v", m)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatMove(m); got != tc.want {
				t.Errorf("ParseMove(%q) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}

func TestBoard(t *testing.T) {
	want := "" +
		"7     G G G\n" +
		"6     G G G\n" +
		"5 G G G G G G G\n" +
		"4 . . . F . . .\n" +
		"3 . . . . . . .\n" +
		"2     . . .\n" +
		"1     . . .\n" +
		"  a b c d e f g"
	if got := New(DefaultConfig()).Board(); got != want {
		t.Errorf("Board() =\n%s\nwant\n%s", got, want)
	}
}

// TestClonesInParallel runs perft on clones of one game at once, as Lazy
// SMP workers do; under -race it shows that clones share no mutable state.
func TestClonesInParallel(t *testing.T) {
	g := setup(t, nil, "", "c5-c4")
	want := position.Perft(g, 4, false)
	const workers = 4
	got := make(chan uint64, workers)
	for i := 0; i < workers; i++ {
		c := g.Clone()
		go func() { got <- position.Perft(c, 4, false) }()
	}
	for i := 0; i < workers; i++ {
		if n := <-got; n != want {
			t.Errorf("perft(4) on a clone = %d, want %d", n, want)
		}
	}
}
