package term

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	_ "github.com/tabla-games/tabla/games/amazons"
	_ "github.com/tabla-games/tabla/games/checkers"
	_ "github.com/tabla-games/tabla/games/chomp"
	_ "github.com/tabla-games/tabla/games/dotsboxes"
	_ "github.com/tabla-games/tabla/games/go"
	_ "github.com/tabla-games/tabla/games/hex"
	_ "github.com/tabla-games/tabla/games/product"
	_ "github.com/tabla-games/tabla/games/quoridor"
	_ "github.com/tabla-games/tabla/games/reversi"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

func sq(id string, x, y float64) position.Cell {
	return position.Cell{ID: id, Kind: position.Square, X: x, Y: y}
}

func pt(id string, x, y float64) position.Cell {
	return position.Cell{ID: id, Kind: position.Point, X: x, Y: y}
}

func hx(id string, x, y float64) position.Cell {
	return position.Cell{ID: id, Kind: position.Hexagon, X: x, Y: y}
}

func seg(id string, x, y, x2, y2 float64) position.Cell {
	return position.Cell{ID: id, Kind: position.Segment, X: x, Y: y, X2: x2, Y2: y2}
}

var twoSides = []position.Side{
	{Name: "black", Pieces: []position.Piece{{Kind: "stone", Symbol: "B"}}},
	{Name: "white", Pieces: []position.Piece{{Kind: "stone", Symbol: "W"}}},
}

func TestBoard(t *testing.T) {
	tests := []struct {
		name   string
		layout position.Layout
		state  position.State
		want   string
	}{
		{
			name: "square grid with scores and hands",
			layout: position.Layout{Sides: twoSides, Cells: []position.Cell{
				sq("a2", 0.5, 0.5), sq("b2", 1.5, 0.5), sq("c2", 2.5, 0.5),
				sq("a1", 0.5, 1.5), sq("b1", 1.5, 1.5), sq("c1", 2.5, 1.5),
			}},
			state: position.State{
				Pieces: []position.Placed{{Cell: "a2", Side: 0, Kind: "stone"}, {Cell: "c1", Side: 1, Kind: "stone"}},
				Scores: []int{1, 1}, Hands: []int{3, 4},
			},
			want: `   a b c
2  B . .  2
1  . . W  1
   a b c
score: black 1, white 1
in hand: black 3, white 4
`,
		},
		{
			name: "hex rhombus: rows offset, files above and below",
			layout: position.Layout{Sides: twoSides, Cells: []position.Cell{
				hx("a1", 0.5, 0.5), hx("b1", 1.5, 0.5),
				hx("a2", 1, 1.366), hx("b2", 2, 1.366),
			}, Edges: []position.BoardEdge{{Name: "top", Side: 0}, {Name: "left", Side: 1}}},
			state: position.State{Pieces: []position.Placed{{Cell: "b2", Side: 1, Kind: "stone"}}},
			want: `   a b
1  . .  1
2   . W  2
    a b
edges: black top; white left
`,
		},
		{
			name: "points joined by long lines and a diagonal",
			layout: position.Layout{Sides: twoSides, Cells: []position.Cell{
				pt("a3", 0, 0), pt("c3", 2, 0),
				pt("b2", 1, 1),
				pt("a1", 0, 2), pt("b1", 1, 2), pt("c1", 2, 2),
			}, Lines: []position.Line{
				{From: "a3", To: "c3"}, {From: "a3", To: "a1"}, {From: "a3", To: "b2"},
				{From: "a1", To: "b1"}, {From: "b1", To: "c1"}, {From: "c3", To: "c1"},
			}},
			state: position.State{Pieces: []position.Placed{{Cell: "b2", Side: 0, Kind: "stone"}}},
			want: `   a b c
3  +---+  3
   |\  |
2  | B |  2
   |   |
1  +-+-+  1
   a b c
`,
		},
		{
			name: "dots with drawn edges and an owned box",
			layout: position.Layout{Sides: []position.Side{
				{Name: "x", Pieces: []position.Piece{{Kind: "box", Symbol: "X"}}},
				{Name: "o", Pieces: []position.Piece{{Kind: "box", Symbol: "O"}}},
			}, Cells: []position.Cell{
				pt("a2", 0.5, 0.5), pt("b2", 1.5, 0.5),
				pt("a1", 0.5, 1.5), pt("b1", 1.5, 1.5),
				sq("box-a1", 1, 1),
				seg("a2-b2", 0.5, 0.5, 1.5, 0.5), seg("a1-b1", 0.5, 1.5, 1.5, 1.5),
				seg("a1-a2", 0.5, 1.5, 0.5, 0.5), seg("b1-b2", 1.5, 1.5, 1.5, 0.5),
			}},
			state: position.State{Pieces: []position.Placed{
				{Cell: "a2-b2", Side: -1, Kind: "line"}, {Cell: "a1-a2", Side: -1, Kind: "line"},
				{Cell: "b1-b2", Side: -1, Kind: "line"}, {Cell: "a1-b1", Side: -1, Kind: "line"},
				{Cell: "box-a1", Side: 1, Kind: "box"},
			}, Scores: []int{0, 1}},
			want: `   a b
2  +-+  2
   |O|
1  +-+  1
   a b
score: x 0, o 1
`,
		},
		{
			name: "cells without coordinates get a key",
			layout: position.Layout{Sides: twoSides, Cells: []position.Cell{
				sq("1", 1.5, 0.5), sq("2", 0.5, 1.5), sq("10", 1.5, 1.5),
			}},
			state: position.State{Pieces: []position.Placed{{Cell: "10", Side: 0, Kind: "stone"}}},
			want: `board:    cells:
  .           1
. B        2 10
`,
		},
		{
			name: "neutral marks get letters that no side uses",
			layout: position.Layout{Sides: []position.Side{
				{Name: "white", Pieces: []position.Piece{{Kind: "amazon", Symbol: "W"}}},
				{Name: "black", Pieces: []position.Piece{{Kind: "amazon", Symbol: "a"}}},
			}, Cells: []position.Cell{sq("a1", 0.5, 0.5), sq("b1", 1.5, 0.5), sq("c1", 2.5, 0.5)}},
			state: position.State{Pieces: []position.Placed{
				{Cell: "a1", Side: -1, Kind: "arrow"}, {Cell: "b1", Side: 1, Kind: "amazon"},
				{Cell: "c1", Side: -1, Kind: "wall"},
			}},
			want: `   a b c
1  A a w  1
   a b c
marks: A arrow, w wall
`,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Board(tc.layout, tc.state)
			if got != tc.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// jsonOf asks an engine for one JSON line.
func jsonOf(t *testing.T, c *protocol.Client, cmd string, v any) {
	t.Helper()
	if err := c.Send(cmd); err != nil {
		t.Fatal(err)
	}
	line, err := c.Next(10 * time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(line), v); err != nil {
		t.Fatalf("%s: %v: %s", cmd, err, line)
	}
}

// TestBoardRealGames draws real games after a few engine moves and checks,
// through the same placement Board uses, that every cell shows what the
// state says: its piece's symbol, an empty mark, or a drawn segment; and
// that every labelled row of the picture is the rank of its cells.
func TestBoardRealGames(t *testing.T) {
	games := []struct {
		id    string
		moves string
	}{
		{"reversi", "f5 d6 c3"},
		{"hex", "a1 b2 c3"},
		{"checkers", "9-13 22-18"},
		{"dots-boxes", "a1-b1 a1-a2 b1-b2 a2-b2"},
		{"quoridor", "e3h d5v e2"},
		{"amazons", "d1-d7/g7"},
		{"go", "e5 c3"},
		{"product", "Ba1 Wc3/Bd4"},
		{"chomp", "c2"},
	}
	c, err := protocol.Local(protocol.Config{Name: "t", DefaultGame: "reversi", Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, g := range games {
		t.Run(g.id, func(t *testing.T) {
			if _, err := c.Do("newgame "+g.id, 10*time.Second); err != nil {
				t.Fatal(err)
			}
			if _, err := c.Do("position startpos moves "+g.moves, 10*time.Second); err != nil {
				t.Fatal(err)
			}
			var l position.Layout
			var s position.State
			jsonOf(t, c, "layout", &l)
			jsonOf(t, c, "state", &s)
			text := Board(l, s)

			geo := place(l, 1)
			gl := newGlyphs(l)
			pieces := map[string]position.Placed{}
			for _, p := range s.Pieces {
				if prev, ok := pieces[p.Cell]; !ok || prev.Side < 0 {
					pieces[p.Cell] = p
				}
			}
			cv := geo.draw(func(c position.Cell) string {
				if p, ok := pieces[c.ID]; ok {
					return gl.of(p)
				}
				return "?"
			}, drawnSet(s))
			for _, cell := range geo.nodes {
				ch := string(cv[geo.row(cell.Y)][geo.col(cell.X)])
				p, ok := pieces[cell.ID]
				if ok && ch != gl.of(p) {
					t.Errorf("cell %s shows %q, want %q for %s", cell.ID, ch, gl.of(p), p.Kind)
				}
				if !ok && ch != "?" {
					t.Errorf("empty cell %s shows %q", cell.ID, ch)
				}
			}
			for _, sg := range geo.segs {
				if !drawnSet(s)[sg.ID] {
					continue
				}
				mid := cv[(geo.row(sg.Y)+geo.row(sg.Y2))/2][(geo.col(sg.X)+geo.col(sg.X2))/2]
				if mid != '-' && mid != '|' {
					t.Errorf("segment %s: %q at its middle, want a line", sg.ID, mid)
				}
			}
			// Each labelled line of the picture names the rank of the
			// cells on it, and boards named by letter and number are
			// labelled at all.
			pic, located := geo.label(cv)
			off := 0
			if len(pic) > geo.height() {
				off = 1 // the line of file letters on top
			}
			for _, cell := range geo.nodes {
				m := coordID.FindStringSubmatch(cell.ID)
				if m == nil {
					continue
				}
				f := strings.Fields(pic[off+geo.row(cell.Y)])
				if len(f) > 0 && isDigits(f[0]) && f[0] != m[2] {
					t.Errorf("cell %s is on the line labelled %s", cell.ID, f[0])
				}
			}
			if wantKey := g.id == "checkers"; (located == 0) != wantKey || strings.Contains(text, "cells:") != wantKey {
				t.Errorf("%d of %d cells located by labels; key shown: %v", located, len(geo.nodes), strings.Contains(text, "cells:"))
			}
			if !strings.Contains(text, "\n") || strings.Contains(text, "?") {
				t.Errorf("bad board:\n%s", text)
			}
			t.Logf("\n%s", text)
		})
	}
}

func drawnSet(s position.State) map[string]bool {
	d := map[string]bool{}
	for _, p := range s.Pieces {
		d[p.Cell] = true
	}
	return d
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func ExampleBoard() {
	l := position.Layout{Sides: twoSides, Cells: []position.Cell{
		sq("a2", 0.5, 0.5), sq("b2", 1.5, 0.5),
		sq("a1", 0.5, 1.5), sq("b1", 1.5, 1.5),
	}}
	s := position.State{Pieces: []position.Placed{{Cell: "b2", Side: 1, Kind: "stone"}}}
	fmt.Print(Board(l, s))
	// Output:
	//    a b
	// 2  . W  2
	// 1  . .  1
	//    a b
}
