package gtp

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Coords names the convention that turns a board's cells into GTP
// vertices.
type Coords int

// The vertex conventions.
const (
	// CoordsAuto is CoordsNative for Hex (HexGui's names are Hex's own)
	// and CoordsGTP for every other game.
	CoordsAuto Coords = iota
	// CoordsGTP names cells as GTP and GoGui do: a column letter A..Z
	// without I from the left, and the row number from 1 at the bottom
	// of the board as drawn.
	CoordsGTP
	// CoordsNative names cells as the game's own notation does.
	CoordsNative
)

// String returns the flag value that selects c.
func (c Coords) String() string {
	switch c {
	case CoordsGTP:
		return "gtp"
	case CoordsNative:
		return "native"
	default:
		return "auto"
	}
}

// ParseCoords reads a --coords value: auto, gtp or native.
func ParseCoords(s string) (Coords, error) {
	for _, c := range []Coords{CoordsAuto, CoordsGTP, CoordsNative} {
		if strings.EqualFold(s, c.String()) {
			return c, nil
		}
	}
	return CoordsAuto, fmt.Errorf("coordinates %q: want auto, gtp or native", s)
}

// gtpLetters are GTP's column letters: the alphabet without I.
const gtpLetters = "abcdefghjklmnopqrstuvwxyz"

// cellPos is a cell's place in the grid: row 0 is the top row as drawn.
type cellPos struct{ col, row int }

// grid is a board whose cells form rows of equal length, read from the
// game's layout: the rows are the distinct heights of the cells' centres,
// top to bottom, and the columns their order from the left within a row.
// That covers square boards, Go's points and Hex's rhombus alike.
type grid struct {
	width, height int
	hex           bool
	native        bool               // vertices are the game's own cell ids
	ids           [][]string         // [row][col] cell id
	pos           map[string]cellPos // cell id to place
	vertexOf      map[string]string  // cell id to vertex, lower case
	cellOf        map[string]string  // vertex, lower case, to cell id
}

// newGrid reads the grid of layout l, naming vertices by coords. It fails
// for boards that are not a full grid of squares, points or hexagons.
func newGrid(l position.Layout, coords Coords) (*grid, error) {
	if len(l.Cells) == 0 {
		return nil, fmt.Errorf("game %s has no cells to play on", l.Game)
	}
	kind := l.Cells[0].Kind
	switch kind {
	case position.Square, position.Point, position.Hexagon:
	default:
		return nil, fmt.Errorf("game %s is played on %ss, not on a grid of stones", l.Game, kind)
	}
	type placed struct {
		id   string
		x, y float64
	}
	var rows [][]placed
	key := func(y float64) float64 { return math.Round(y * 1e6) }
	index := map[float64]int{}
	for _, c := range l.Cells {
		if c.Kind != kind {
			return nil, fmt.Errorf("game %s mixes %ss and %ss: not a grid", l.Game, kind, c.Kind)
		}
		k := key(c.Y)
		i, ok := index[k]
		if !ok {
			i = len(rows)
			index[k] = i
			rows = append(rows, nil)
		}
		rows[i] = append(rows[i], placed{strings.ToLower(c.ID), c.X, c.Y})
	}
	slices.SortFunc(rows, func(a, b []placed) int { return compareFloat(a[0].y, b[0].y) })
	g := &grid{
		height:   len(rows),
		width:    len(rows[0]),
		hex:      kind == position.Hexagon,
		ids:      make([][]string, len(rows)),
		pos:      map[string]cellPos{},
		vertexOf: map[string]string{},
		cellOf:   map[string]string{},
	}
	g.native = coords == CoordsNative || coords == CoordsAuto && g.hex
	if !g.native && g.width > len(gtpLetters) {
		return nil, fmt.Errorf("game %s is %d columns wide; GTP vertices have %d letters (try --coords native)", l.Game, g.width, len(gtpLetters))
	}
	for r, row := range rows {
		if len(row) != g.width {
			return nil, fmt.Errorf("game %s: row %d has %d cells and row 1 has %d: not a grid", l.Game, r+1, len(row), g.width)
		}
		slices.SortFunc(row, func(a, b placed) int { return compareFloat(a.x, b.x) })
		g.ids[r] = make([]string, g.width)
		for c, p := range row {
			if _, dup := g.pos[p.id]; dup || p.id == "" {
				return nil, fmt.Errorf("game %s: cell id %q is not unique", l.Game, p.id)
			}
			g.ids[r][c] = p.id
			g.pos[p.id] = cellPos{c, r}
			v := p.id
			if !g.native {
				v = gtpLetters[c:c+1] + strconv.Itoa(g.height-r)
			}
			g.vertexOf[p.id] = v
			g.cellOf[v] = p.id
		}
	}
	return g, nil
}

func compareFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// vertex is the GTP name of a cell: upper case for GTP's convention (as
// GoGui compares them), the game's lower case for native names.
func (g *grid) vertex(cell string) string {
	v := g.vertexOf[cell]
	if g.native {
		return v
	}
	return strings.ToUpper(v)
}

// isCell reports whether id is one of the board's cells.
func (g *grid) isCell(id string) bool {
	_, ok := g.pos[id]
	return ok
}

// cell finds the cell a vertex names, case-insensitively.
func (g *grid) cell(vertex string) (string, bool) {
	c, ok := g.cellOf[strings.ToLower(vertex)]
	return c, ok
}

// side is the side of the square GoGui draws the board in: GoGui 1.6
// reads a rectangle's size but draws and stores square boards only, and
// fails on a board wider than high. A rectangle named in GTP's convention
// fits the square with padding points above it or on its right, which no
// cell is and no move names, so that its vertices keep their names. A
// board in a game's own names, or too large for GTP's letters, is not
// padded.
func (g *grid) side() int {
	n := max(g.width, g.height)
	if g.native || n > len(gtpLetters) {
		return 0
	}
	return n
}

// pads lists the padding vertices of the square side draws, if any.
func (g *grid) pads() []string {
	n := g.side()
	var out []string
	for c := range n {
		for r := 1; r <= n; r++ {
			if c >= g.width || r > g.height {
				out = append(out, strings.ToUpper(gtpLetters[c:c+1])+strconv.Itoa(r))
			}
		}
	}
	return out
}

// size is the answer to gogui-rules_board_size: the side of the square
// the board is drawn in (side), "W H" for a rectangle without one, and
// " hex" after the size of a Hex rhombus, as GoGui reads them.
func (g *grid) size() string {
	if n := g.side(); n > 0 {
		s := strconv.Itoa(n)
		if g.hex {
			s += " hex"
		}
		return s
	}
	s := strconv.Itoa(g.width)
	if g.width != g.height {
		s += " " + strconv.Itoa(g.height)
	}
	if g.hex {
		s += " hex"
	}
	return s
}

// Board characters, as gogui-rules_board uses them.
const (
	markEmpty   = '.'
	markBlack   = 'X'
	markWhite   = 'O'
	markRemoved = '?'
)

// rows returns the board as characters, the top row first.
func (g *grid) rows(marks map[string]byte) [][]byte {
	out := make([][]byte, g.height)
	for r := range out {
		out[r] = make([]byte, g.width)
		for c := range out[r] {
			m, ok := marks[g.ids[r][c]]
			if !ok {
				m = markEmpty
			}
			out[r][c] = m
		}
	}
	return out
}

// rulesBoard is gogui-rules_board's picture: one line per row from the
// top, the marks separated by spaces, nothing else (GoGui ignores other
// characters, but a coordinate letter O or X would be read as a stone).
// The padding of a rectangle in its square shows as removed points.
func (g *grid) rulesBoard(marks map[string]byte) string {
	rows := g.rows(marks)
	if n := g.side(); n > 0 {
		pad := func(row []byte) []byte {
			for len(row) < n {
				row = append(row, markRemoved)
			}
			return row
		}
		for r := range rows {
			rows[r] = pad(rows[r])
		}
		for len(rows) < n {
			rows = append([][]byte{pad(nil)}, rows...)
		}
	}
	var b strings.Builder
	for r, row := range rows {
		if r > 0 {
			b.WriteByte('\n')
		}
		for c, m := range row {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(m)
		}
	}
	return b.String()
}

// labels splits the vertex names into column and row labels. A vertex
// is letters then digits in both conventions that grids use here.
func (g *grid) labels() (cols, rows []string) {
	split := func(v string) (string, string) {
		i := strings.IndexAny(v, "0123456789")
		if i < 0 {
			return v, ""
		}
		return v[:i], v[i:]
	}
	cols = make([]string, g.width)
	rows = make([]string, g.height)
	for c := range cols {
		cols[c], _ = split(g.vertex(g.ids[g.height-1][c]))
	}
	for r := range rows {
		_, rows[r] = split(g.vertex(g.ids[r][0]))
	}
	return cols, rows
}

// showboard draws the board with its coordinates for people: a Hex board
// leans as it does in HexGui, each row half a cell right of the one
// above.
func (g *grid) showboard(marks map[string]byte) []string {
	cols, rows := g.labels()
	lw := 0
	for _, r := range rows {
		lw = max(lw, len(r))
	}
	cw := 1
	for _, c := range cols {
		cw = max(cw, len(c))
	}
	header := func(indent int) string {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", lw+1+indent))
		for _, c := range cols {
			b.WriteString(" " + fmt.Sprintf("%-*s", cw, c))
		}
		return strings.TrimRight(b.String(), " ")
	}
	var out []string
	out = append(out, header(0))
	for r, row := range g.rows(marks) {
		indent := 0
		if g.hex {
			indent = r
		}
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", indent))
		fmt.Fprintf(&b, "%*s ", lw, rows[r])
		for _, m := range row {
			b.WriteString(" " + fmt.Sprintf("%-*c", cw, m))
		}
		b.WriteString(" " + rows[r])
		out = append(out, b.String())
	}
	last := 0
	if g.hex {
		last = g.height - 1
	}
	out = append(out, header(last))
	return out
}
