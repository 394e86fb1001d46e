package adugo

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
	positiontest.RunPerft(t, info(t), "../../testdata/perft/adugo.txt", perftShortLimit)
}

func TestConformance(t *testing.T) {
	positiontest.Run(t, func() position.Playable { return New(DefaultConfig()) }, positiontest.Config{
		// Random games end soon: the jaguar captures five dogs, or is
		// trapped, or a position recurs.
		MaxPlies: 20_000,
		Starts: []string{
			// The rules' examples.
			"DDDDD/DDDDD/3D1/2D2/5/D2/J2 j",
			"DDDDD/DDDDD/5/5/2J2/DD1/3 j",
			"DDDDD/D3D/D3D/2D2/2J2/3/3 j",
			// Dogs spread thin around the jaguar: many chains.
			"D1D1D/1D1D1/D1J1D/1D1D1/D1D1D/3/3 j",
			"5/5/1D1D1/D1D1D/1DJD1/D1D/D1D d",
		},
	})
}

func TestConformanceOptions(t *testing.T) {
	for _, cfg := range []Config{
		{CapturesToWin: 14, RepetitionDraw: false, NoCaptureLimit: 40},
		{CapturesToWin: 1, RepetitionDraw: true, NoCaptureLimit: 10},
		{CapturesToWin: 9, RepetitionDraw: true},
	} {
		positiontest.Run(t, func() position.Playable { return New(cfg) }, positiontest.Config{
			MaxPlies: 100_000, Games: 5,
			Starts: []string{"D1D1D/1D1D1/D1J1D/1D1D1/D1D1D/3/3 j"},
		})
	}
}

func TestRegistry(t *testing.T) {
	inf := info(t)
	if inf.Sides != [2]string{"jaguar", "dogs"} || inf.PerftEndsAreLeaves {
		t.Errorf("sides = %v, ends are leaves = %v", inf.Sides, inf.PerftEndsAreLeaves)
	}
	tests := []struct {
		name     string
		settings []string
		want     Config
		wantErr  bool
	}{
		{"defaults", nil, DefaultConfig(), false},
		{"defaults spelt out", []string{"captures_to_win=5", "repetition_draw=on", "no_capture_limit=0"}, Config{5, true, 0}, false},
		{"all set", []string{"Captures_To_Win=14", "REPETITION_DRAW=off", "no_capture_limit=1000"}, Config{14, false, 1000}, false},
		{"one capture", []string{"captures_to_win=1"}, Config{1, true, 0}, false},
		{"no captures", []string{"captures_to_win=0"}, Config{}, true},
		{"too many captures", []string{"captures_to_win=15"}, Config{}, true},
		{"limit too big", []string{"no_capture_limit=1001"}, Config{}, true},
		{"unknown option", []string{"no_progress_limit=10"}, Config{}, true},
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
			if g.Position() != "DDDDD/DDDDD/DDJDD/5/5/3/3 j" {
				t.Errorf("start = %q", g.Position())
			}
		})
	}
}

func TestLayoutAndState(t *testing.T) {
	g := New(DefaultConfig())
	l := g.Layout()
	if len(l.Cells) != 31 || len(l.Lines) != 66 || l.Width != 5 || l.Height != 7 {
		t.Fatalf("layout: %d cells, %d lines, %vx%v", len(l.Cells), len(l.Lines), l.Width, l.Height)
	}
	at := map[string][2]float64{}
	for _, c := range l.Cells {
		at[c.ID] = [2]float64{c.X, c.Y}
	}
	for _, p := range []struct {
		id   string
		x, y float64
	}{{"a7", 0.5, 0.5}, {"c5", 2.5, 2.5}, {"c3", 2.5, 4.5}, {"b2", 1.5, 5.5}, {"a1", 0.5, 6.5}, {"e1", 4.5, 6.5}} {
		if got, ok := at[p.id]; !ok || got != [2]float64{p.x, p.y} {
			t.Errorf("cell %s at %v, want (%v, %v)", p.id, got, p.x, p.y)
		}
	}
	for _, missing := range []string{"a2", "b1", "d1", "e2"} {
		if _, ok := at[missing]; ok {
			t.Errorf("cell %s should not exist", missing)
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
	}{
		{"c5", "d6", true}, {"c6", "d5", false}, {"c3", "b2", true}, {"b2", "a1", true}, {"a1", "c1", true},
		{"b2", "c2", true}, {"c2", "c1", true}, {"b2", "b3", false}, {"b2", "c1", false}, {"a3", "b2", false},
	} {
		if lines[[2]string{ln.a, ln.b}] != ln.want {
			t.Errorf("line %s-%s drawn = %v, want %v", ln.a, ln.b, !ln.want, ln.want)
		}
	}
	if len(l.Sides) != 2 || l.Sides[0].Name != "jaguar" || l.Sides[0].Pieces[0].Symbol != "J" || l.Sides[1].Pieces[0].Symbol != "D" {
		t.Errorf("sides = %+v", l.Sides)
	}
	g = setup(t, nil, "DDDDD/DDDDD/3D1/2D2/5/D2/J2 j", "a1xc3xc5")
	s := g.State()
	// 13 dogs less the 2 just captured; the jaguar first, then the dogs
	// in point order.
	if len(s.Pieces) != 12 || s.Pieces[0] != (position.Placed{Cell: "c5", Side: 0, Kind: "jaguar"}) ||
		s.Pieces[1] != (position.Placed{Cell: "d5", Side: 1, Kind: "dog"}) ||
		s.Pieces[11] != (position.Placed{Cell: "e7", Side: 1, Kind: "dog"}) {
		t.Errorf("pieces = %v", s.Pieces)
	}
	if s.ToMove != 1 || s.Side != "dogs" || s.Position != g.Position() || len(s.Scores) != 2 || s.Scores[0] != 3 || s.Scores[1] != 0 {
		t.Errorf("state = %+v", s)
	}
}

// TestPositionErrors checks that bad position strings are rejected and
// leave the position alone.
func TestPositionErrors(t *testing.T) {
	tests := []string{
		"",
		"DDDDD/DDDDD/DDJDD/5/5/3/3",        // no side
		"DDDDD/DDDDD/DDJDD/5/5/3/3 x",      // bad side
		"DDDDD/DDDDD/DDJDD/5/5/3/3 j 0",    // a clock is not part of the string
		"DDDDD/DDDDD/DDDDD/5/5/3/3 j",      // no jaguar
		"DDDDD/DDDDD/DDJDD/5/5/3/J2 j",     // two jaguars
		"DDDDD/DDDDD/DDJDD/D4/5/3/3 j",     // 15 dogs
		"DDDDD/DDDDD/DDJDD/5/5/3 j",        // a rank missing
		"DDDDD/DDDDD/DDJDD/5/5/4/3 j",      // rank 2 too long
		"DDDDD/DDDDD/DDJDD/5/5/3/2 j",      // rank 1 too short
		"DDDDD/DDDDD/DDJDD/5/5/3/3/3 j",    // a rank too many
		"DDDDD/DDDDD/DDXDD/5/5/3/3 j",      // bad symbol
		"ddddd/DDDDD/DDJDD/5/5/3/3 j",      // lower-case pieces
		"DDDDD/DDDDD/DDJDD/5/05/3/3 j",     // zero run
		"DDDDD/DDDDD/DDJDD/5/5/3/3 jaguar", // side word
	}
	for _, s := range tests {
		t.Run(s, func(t *testing.T) {
			g := setup(t, nil, "", "c5-c4")
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
	if err := g.SetPosition("DDDDD/DDDDD/DDJDD/5/5/3/3 D"); err != nil || g.Position() != "DDDDD/DDDDD/DDJDD/5/5/3/3 d" {
		t.Errorf("upper-case side: %v, %q", err, g.Position())
	}
}

// TestParseMove checks the move notation: case, whole paths, and the
// errors for malformed and illegal moves.
func TestParseMove(t *testing.T) {
	g := setup(t, nil, "DDDDD/DDDDD/3D1/2D2/5/D2/J2 j")
	tests := []struct {
		in, want string // want "" = rejected
	}{
		{"a1-c1", "a1-c1"}, {"A1-C1", "a1-c1"}, {"a1xc3", "a1xc3"}, {"A1XC3XC5XE5", "a1xc3xc5xe5"},
		{"a1xc5", ""}, {"a1xc3xe5", ""}, {"a1-b2", ""}, {"a1-a2", ""}, {"b2-b3", ""}, {"c1-a1", ""},
		{"a1", ""}, {"a1-", ""}, {"a1-c1-e1", ""}, {"pass", ""}, {"0000", ""}, {"a1 -c1", ""}, {"", ""},
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
		"7 D D D D D\n" +
		"6 D D D D D\n" +
		"5 D D J D D\n" +
		"4 . . . . .\n" +
		"3 . . . . .\n" +
		"2   . . .\n" +
		"1 .   .   .\n" +
		"  a b c d e"
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
