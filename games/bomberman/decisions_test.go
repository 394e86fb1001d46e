package bomberman

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestDecisions checks the decisions of doc.go that the worked examples do not.
func TestDecisions(t *testing.T) {
	cases := []struct {
		name   string
		opts   []string
		start  string
		moves  []string
		legal  []string // sorted legal moves after ("" = unchecked)
		pos    string
		result string
	}{
		{name: "activation and placement is not a move", start: "wwwwww/wiX2w/w3Yw/wwwwww 1 3 0 0 0 0 0",
			legal: []string{"Ab3/c3-c2", "Ab3/c3-d3", "c3-c2", "c3-c2/B", "c3-d3", "c3-d3/B"}},
		{name: "K=1 forces every move", start: "wwwwww/wiX2w/w3Yw/wwwwww 1 1 0 0 0 0 0",
			legal: []string{"c3-c2/B", "c3-d3/B"}},
		{name: "players block each other", start: "wwwww/wXY1w/w3w/wwwww 1 3 0 0 0 0 0",
			legal: []string{"b3-b2", "b3-b2/B"}},
		{name: "placement auto-activates old bomb, fresh", start: "wwwwwww/wiX3w/w5w/w4Yw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"c4-d4/B"},
			pos: "wwwwwww/wbiX2w/w5w/w4Yw/wwwwwww 2 3 0 0 0 0 1", result: "none"},
		{name: "auto-activated bomb triggers later", start: "wwwwwww/wiX3w/w5w/w4Yw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"c4-c3/B", "f2-e2", "c3-b3"},
			result: "p2win"},
		{name: "each exploding bomb costs a protection", start: "wwwwwww/wb1X1bw/w5w/w3Y1w/wwwwwww 1 3 1 0 0 0 0", moves: []string{"d4-c4"},
			result: "p2win"},
		{name: "two protections survive two bombs", start: "wwwwwww/wb1X1bw/w5w/w3Y1w/wwwwwww 1 3 2 0 0 0 0", moves: []string{"d4-c4"},
			pos: "wwwwwww/w1X3w/w5w/w3Y1w/wwwwwww 2 3 0 0 1 0 1", result: "none"},
		{name: "inactive bombs do not chain", start: "wwwwwww/wb2j1w/wX4w/w4Yw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"b3-c3"},
			result: "none", pos: "wwwwwww/wb2j1w/w1X3w/w4Yw/wwwwwww 2 3 0 0 1 0 1"},
		{name: "full blast passes walls", start: "wwwwwwwww/w2bw2Yw/wX6w/wwwwwwwww 1 3 1 0 0 0 0", moves: []string{"b2-b3"}, result: "p1win"},
		{name: "walls blast stops at walls", opts: []string{"blast=walls"}, start: "wwwwwwwww/w2bw2Yw/wX6w/wwwwwwwww 1 3 1 0 0 0 0", moves: []string{"b2-b3"},
			result: "none", pos: "wwwwwwwww/wX2w2Yw/w7w/wwwwwwwww 2 3 0 0 1 0 1"},
		{name: "walls blast chain stops at walls", opts: []string{"blast=walls"}, start: "wwwwwwwww/w2b4w/wX1w1b1Yw/wwwwwwwww 1 3 0 0 0 0 0", moves: []string{"b2-b3"},
			result: "p2win"},
		{name: "stuck pass", opts: []string{"stuck=pass"}, start: "wwwwwww/wXw3w/w1wwwYw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"b3-b2/B", "f2-f3"},
			legal: []string{"pass"}, result: "none"},
		{name: "pass keeps counter", opts: []string{"stuck=pass"}, start: "wwwwwww/wXw3w/w1wwwYw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"b3-b2/B", "f2-f3", "pass"},
			pos: "wwwwwww/wiw2Yw/wXwww1w/wwwwwww 2 3 0 0 0 1 3", result: "none"},
		{name: "stuck at the start loses", start: "wwwww/wXwYw/wwwww 1 3 0 0 0 0 0", result: "p2win"},
		{name: "stuck second player", start: "wwwww/wXwYw/w1w1w/wwwww 2 3 0 0 0 0 0", result: "none"},
		{name: "max plies", opts: []string{"max_plies=3"}, start: def, moves: []string{"b12-b11", "u2-u3", "b11-b12"}, result: "draw"},
		{name: "repetition", start: "wwwwwww/wX3Yw/wwwwwww 1 1000 0 0 0 0 0",
			moves: []string{"b2-c2", "f2-e2", "c2-b2", "e2-f2", "b2-c2", "f2-e2", "c2-b2", "e2-f2"}, result: "none"},
		{name: "dead player leaves the board", start: "wwwwwww/wbX3w/w4Yw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"c3-d3"},
			pos: "wwwwwww/w5w/w4Yw/wwwwwww 2 3 0 0 1 0 1", result: "p2win"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pg, _, err := position.NewGame("bomberman", c.opts...)
			if err != nil {
				t.Fatal(err)
			}
			g := pg.(*Game)
			if err := g.SetPosition(c.start); err != nil {
				t.Fatal(err)
			}
			play(t, g, c.moves...)
			if c.pos != "" && g.Position() != c.pos {
				t.Errorf("position %q, want %q", g.Position(), c.pos)
			}
			if c.legal != nil && !slices.Equal(moveTexts(g), c.legal) {
				t.Errorf("moves %v, want %v", moveTexts(g), c.legal)
			}
			if c.result != "" && result(g) != c.result {
				t.Errorf("result %s, want %s", result(g), c.result)
			}
		})
	}
}

// TestRepetitionThird checks that the third occurrence, not the second,
// draws. Plain steps change the counters, so the cycle uses passes under
// stuck=pass, which leave them alone: the start recurs after 2 and 4
// passes.
func TestRepetitionThird(t *testing.T) {
	pg, _, err := position.NewGame("bomberman", "stuck=pass")
	if err != nil {
		t.Fatal(err)
	}
	g := pg.(*Game)
	if err := g.SetPosition("wwwww/wXwYw/wwwww 1 3 0 0 0 0 0"); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"none", "none", "none", "none", "draw"} {
		if got := result(g); got != want {
			t.Fatalf("after %d passes: %s, want %s", i, got, want)
		}
		if want != "draw" {
			play(t, g, "pass")
		}
	}
}

func TestMapFiles(t *testing.T) {
	cases := []struct {
		path    string
		k       string
		wantErr bool
		pos     string
	}{
		{path: "../../testdata/bomberman/default.txt", pos: def},
		{path: "../../testdata/bomberman/default.txt", k: "7", pos: strings.Replace(def, " 1 3 ", " 1 7 ", 1)},
		{path: "../../testdata/bomberman/arena.txt", pos: "wwwwwwwwwww/wX3p4w/w1w1w1w1w1w/w4p4w/w1w1w1w1w1w/w4p3Yw/wwwwwwwwwww 1 5 0 0 0 0 0"},
		{path: "../../testdata/bomberman/corridor.txt", pos: "X2p3p2Y 1 2 0 0 0 0 0"},
		{path: "../../testdata/bomberman/bad.txt", wantErr: true},
		{path: "../../testdata/bomberman/missing.txt", wantErr: true},
	}
	for _, c := range cases {
		t.Run(c.path+c.k, func(t *testing.T) {
			opts := []string{"map=" + c.path}
			if c.k != "" {
				opts = append(opts, "k="+c.k)
			}
			g, _, err := position.NewGame("bomberman", opts...)
			if (err != nil) != c.wantErr {
				t.Fatalf("err = %v, want error %v", err, c.wantErr)
			}
			if err == nil && g.Position() != c.pos {
				t.Errorf("position %q, want %q", g.Position(), c.pos)
			}
		})
	}
	data, err := os.ReadFile("../../testdata/bomberman/default.txt")
	if err != nil || string(data) != DefaultMap {
		t.Errorf("testdata default.txt differs from DefaultMap (%v)", err)
	}
}

func TestParseMap(t *testing.T) {
	cases := []struct {
		name, text string
		rows       string // FormatRows of the result, "" = error
		k          int
	}{
		{"K first", "4\n#1 2#\n", "wX1Yw", 4},
		{"K last", "#1 2#\n7\n\n", "wX1Yw", 7},
		{"no K", "\n\n1.2\n", "X1Y", 0},
		{"CRLF and padding", "2\r\n#1#\r\n# 2 \r\n", "wXw/w1Y", 2},
		{"trailing spaces stripped, padded with walls", "p1  \n  2.", "pXww/2Y1", 0},
		{"digits-only last line is K", "p1\n  2", "", 0},
		{"digits-only first line is K", "1  \n  2", "", 0},
		{"protections", "1p\np2", "Xp/pY", 0},
		{"K zero", "0\n1 2", "", 0},
		{"bad char", "1 b 2", "", 0},
		{"two 1s", "1 1 2", "", 0},
		{"no 2", "1  ", "", 0},
		{"empty", "\n3\n", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := ParseMap(c.text)
			if c.rows == "" {
				if err == nil {
					t.Fatalf("accepted, rows %q", position.FormatRows(m.Rows))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := position.FormatRows(m.Rows); got != c.rows || m.K != c.k {
				t.Errorf("rows %q K %d, want %q K %d", got, m.K, c.rows, c.k)
			}
		})
	}
}

func TestSetPositionErrors(t *testing.T) {
	for _, s := range []string{
		"", "wXY 1 3 0 0 0 0", "wXY 3 3 0 0 0 0 0", "wXY 1 0 0 0 0 0 0", "wXY 1 3 -1 0 0 0 0",
		"wXX 1 3 0 0 0 0 0", "wXYii 1 3 0 0 0 0 0", "wXYq 1 3 0 0 0 0 0", "wXY/w 1 3 0 0 0 0 0",
		"w0XY 1 3 0 0 0 0 0", "wXY 1 3 00 0 0 0 0", "wXY 1 3 +1 0 0 0 0",
	} {
		g := New()
		err := g.SetPosition(s)
		if err == nil {
			t.Errorf("SetPosition(%q) accepted", s)
		}
		if g.Position() != def {
			t.Errorf("rejected %q changed the position", s)
		}
	}
}

func TestParseMoveErrors(t *testing.T) {
	g := New()
	for _, s := range []string{"b12-b10", "b12-a12", "Ab12/b12-b11", "b12-b11/b/B", "", "pass", "u2-u3", "b12 b11"} {
		if _, err := g.ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) accepted", s)
		}
	}
	if _, err := g.ParseMove("B12-B11/b"); err != nil {
		t.Errorf("case-insensitive parse: %v", err)
	}
	if _, err := g.ParseMove("b12-b10"); !errors.Is(err, position.ErrIllegal) {
		t.Errorf("illegal move error %v does not wrap ErrIllegal", err)
	}
}

func TestOptions(t *testing.T) {
	cases := []struct {
		opts    []string
		wantErr bool
		suffix  string // end of the start position string
	}{
		{nil, false, " 1 3 0 0 0 0 0"},
		{[]string{"first=2"}, false, " 2 3 0 0 0 0 0"},
		{[]string{"K=1"}, false, " 1 1 0 0 0 0 0"},
		{[]string{"k=1001"}, true, ""},
		{[]string{"blast=some"}, true, ""},
		{[]string{"map=../../testdata/bomberman/arena.txt", "first=2"}, false, " 2 5 0 0 0 0 0"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.opts, "_"), func(t *testing.T) {
			g, _, err := position.NewGame("bomberman", c.opts...)
			if (err != nil) != c.wantErr {
				t.Fatalf("err = %v, want error %v", err, c.wantErr)
			}
			if err == nil && !strings.HasSuffix(g.Position(), c.suffix) {
				t.Errorf("position %q, want suffix %q", g.Position(), c.suffix)
			}
		})
	}
}
