package term

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// coordID matches the usual cell names: column letters then a row number.
var coordID = regexp.MustCompile(`^([a-zA-Z]+)([0-9]+)$`)

// eps is how close two coordinates must be to count as the same line of
// the picture.
const eps = 1e-6

// axis maps board coordinates along one direction to ranks 0, 1, 2, ...
// in increasing order, so that any spacing (unit squares, hex rows
// √3/2 apart, the half steps between dots and boxes) packs into
// consecutive lines of text.
type axis []float64

func newAxis(values []float64) axis {
	slices.Sort(values)
	var a axis
	for _, v := range values {
		if len(a) == 0 || v-a[len(a)-1] > eps {
			a = append(a, v)
		}
	}
	return a
}

// rank is the index of the value nearest v.
func (a axis) rank(v float64) int {
	i, _ := slices.BinarySearchFunc(a, v, func(x, t float64) int {
		switch {
		case x < t-eps:
			return -1
		case x > t+eps:
			return 1
		}
		return 0
	})
	if i >= len(a) {
		i = len(a) - 1
	}
	return i
}

// canvas is a grid of characters.
type canvas [][]byte

func newCanvas(w, h int) canvas {
	c := make(canvas, h)
	for i := range c {
		c[i] = []byte(strings.Repeat(" ", w))
	}
	return c
}

func (c canvas) put(col, row int, s string) {
	if row < 0 || row >= len(c) {
		return
	}
	for i := 0; i < len(s); i++ {
		if x := col + i; x >= 0 && x < len(c[row]) {
			c[row][x] = s[i]
		}
	}
}

func (c canvas) blank(col, row int) bool {
	return row >= 0 && row < len(c) && col >= 0 && col < len(c[row]) && c[row][col] == ' '
}

// stroke draws a straight run of line characters from (c1,r1) to (c2,r2)
// on blank places only, so cells drawn before or after stay visible.
func (c canvas) stroke(c1, r1, c2, r2 int) {
	dc, dr := c2-c1, r2-r1
	ch := byte('-')
	switch {
	case dc == 0:
		ch = '|'
	case dr == 0:
	case (dc > 0) == (dr > 0):
		ch = '\\' // y grows downwards
	default:
		ch = '/'
	}
	steps := max(abs(dc), abs(dr))
	for k := 0; k <= steps; k++ {
		col := c1 + int(math.Round(float64(dc*k)/float64(steps)))
		row := r1 + int(math.Round(float64(dr*k)/float64(steps)))
		if c.blank(col, row) {
			c[row][col] = ch
		}
	}
}

func (c canvas) lines() []string {
	out := make([]string, len(c))
	for i, row := range c {
		out[i] = strings.TrimRight(string(row), " ")
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// geometry is a Layout placed on a character grid.
type geometry struct {
	l      position.Layout
	xs, ys axis
	nodes  []position.Cell // cells that hold pieces: squares, hexes, points
	segs   []position.Cell // segments: edges and wall slots
	byID   map[string]position.Cell
	pitch  int  // columns per x rank
	rowsX  int  // text rows per y rank
	glyphW int  // width of one cell's glyph
	lines  bool // draw the layout's lines
}

// place computes where every cell of l goes when each cell is drawn
// glyphW characters wide.
func place(l position.Layout, glyphW int) *geometry {
	g := &geometry{l: l, byID: map[string]position.Cell{}, glyphW: glyphW, rowsX: 1}
	var xs, ys []float64
	for _, c := range l.Cells {
		g.byID[c.ID] = c
		if c.Kind == position.Segment {
			g.segs = append(g.segs, c)
			xs = append(xs, c.X, c.X2, (c.X+c.X2)/2)
			ys = append(ys, c.Y, c.Y2, (c.Y+c.Y2)/2)
			continue
		}
		g.nodes = append(g.nodes, c)
		xs = append(xs, c.X)
		ys = append(ys, c.Y)
	}
	g.xs, g.ys = newAxis(xs), newAxis(ys)

	// The closest two cells of one row decide the pitch: squares side
	// by side need a space between them, while hex rows (and the dark
	// squares of a checkerboard) already skip every other rank.
	rows := map[int][]int{}
	for _, c := range g.nodes {
		r := g.ys.rank(c.Y)
		rows[r] = append(rows[r], g.xs.rank(c.X))
	}
	minDX := 0
	for _, xr := range rows {
		slices.Sort(xr)
		for i := 1; i < len(xr); i++ {
			if d := xr[i] - xr[i-1]; d > 0 && (minDX == 0 || d < minDX) {
				minDX = d
			}
		}
	}
	if minDX == 0 {
		minDX = 1
	}
	g.pitch = max(1, (glyphW+minDX)/minDX)

	// Lines that only join neighbours of a plain grid (Go, Apex) add
	// nothing to the picture; lines of a morris or alquerque board do,
	// and then every line is drawn, with a spare text row between ranks
	// so that verticals and diagonals have room.
	for _, ln := range l.Lines {
		a, okA := g.byID[ln.From]
		b, okB := g.byID[ln.To]
		if !okA || !okB {
			continue
		}
		dx := abs(g.xs.rank(a.X) - g.xs.rank(b.X))
		dy := abs(g.ys.rank(a.Y) - g.ys.rank(b.Y))
		if !(dy == 0 && dx == minDX) && !(dx == 0 && dy == 1) {
			g.lines = true
			g.rowsX = 2
			break
		}
	}
	return g
}

func (g *geometry) col(x float64) int { return g.xs.rank(x) * g.pitch }
func (g *geometry) row(y float64) int { return g.ys.rank(y) * g.rowsX }
func (g *geometry) width() int        { return (len(g.xs)-1)*g.pitch + g.glyphW }
func (g *geometry) height() int       { return (len(g.ys)-1)*g.rowsX + 1 }

// draw returns the board without labels: glyph gives each node's text
// (glyphW wide), drawn names the segments to draw as lines.
func (g *geometry) draw(glyph func(position.Cell) string, drawn map[string]bool) canvas {
	cv := newCanvas(g.width(), g.height())
	if g.lines {
		for _, ln := range g.l.Lines {
			a, okA := g.byID[ln.From]
			b, okB := g.byID[ln.To]
			if okA && okB {
				cv.stroke(g.col(a.X), g.row(a.Y), g.col(b.X), g.row(b.Y))
			}
		}
	}
	// Nodes first, so that a drawn segment never hides a dot.
	for _, c := range g.nodes {
		cv.put(g.col(c.X), g.row(c.Y), glyph(c))
	}
	for _, s := range g.segs {
		if drawn[s.ID] {
			cv.stroke(g.col(s.X), g.row(s.Y), g.col(s.X2), g.row(s.Y2))
		}
	}
	return cv
}

// glyphs assigns a one-character symbol to every kind of piece in a
// position: a side's pieces use their position-string symbols, neutral
// marks (arrows, walls, eaten squares) the first free letter of their
// kind.
type glyphs struct {
	bySide map[[2]string]string // {side, kind} -> symbol
	used   map[string]bool
	legend []string // "a arrow", in order of first use
}

func newGlyphs(l position.Layout) *glyphs {
	gl := &glyphs{bySide: map[[2]string]string{}, used: map[string]bool{".": true, "+": true, "-": true, "|": true}}
	for i, s := range l.Sides {
		for _, p := range s.Pieces {
			if len(p.Symbol) == 1 {
				gl.bySide[[2]string{fmt.Sprint(i), p.Kind}] = p.Symbol
				gl.used[p.Symbol] = true
			}
		}
	}
	return gl
}

func (gl *glyphs) of(p position.Placed) string {
	key := [2]string{fmt.Sprint(p.Side), p.Kind}
	if s, ok := gl.bySide[key]; ok {
		return s
	}
	// A new kind: try its letters, lower then upper case, then digits.
	var cands []string
	for _, r := range strings.ToLower(p.Kind) {
		if r >= 'a' && r <= 'z' {
			cands = append(cands, string(r), strings.ToUpper(string(r)))
		}
	}
	for d := '1'; d <= '9'; d++ {
		cands = append(cands, string(d))
	}
	sym := "*"
	for _, c := range cands {
		if !gl.used[c] {
			sym = c
			break
		}
	}
	gl.used[sym] = true
	gl.bySide[key] = sym
	name := p.Kind
	if p.Side >= 0 {
		name = fmt.Sprintf("%s (p%d)", p.Kind, p.Side+1)
	}
	gl.legend = append(gl.legend, sym+" "+name)
	return sym
}

// Board draws the position as text from the game's layout and state
// alone, with coordinates: rank numbers left and right of each row and
// file letters above and below, taken from the cell names. Boards whose
// cells are not named by letter and number (checkers' 1-32) get a key
// that shows every cell's name in place. Below the board come the scores,
// the pieces in hand, the owners of the board's edges and a legend for
// neutral marks.
func Board(l position.Layout, s position.State) string {
	g := place(l, 1)
	gl := newGlyphs(l)
	occupant := map[string]string{}
	drawn := map[string]bool{}
	for _, p := range s.Pieces {
		c, ok := g.byID[p.Cell]
		if !ok {
			continue
		}
		if c.Kind == position.Segment {
			drawn[p.Cell] = true
			continue
		}
		sym := gl.of(p)
		// A side's piece shows over a neutral mark on the same cell.
		if _, taken := occupant[p.Cell]; !taken || p.Side >= 0 {
			occupant[p.Cell] = sym
		}
	}
	// Squares among points are the boxes of dots and boxes: empty, they
	// are just the space between the dots.
	empty := "."
	for _, c := range g.nodes {
		if c.Kind == position.Point {
			empty = " "
			break
		}
	}
	cv := g.draw(func(c position.Cell) string {
		if s, ok := occupant[c.ID]; ok {
			return s
		}
		if c.Kind == position.Point {
			return "+"
		}
		return empty
	}, drawn)
	pic, located := g.label(cv)
	if located*2 < len(g.nodes) {
		pic = beside(pic, g.key())
	}

	var b strings.Builder
	for _, line := range pic {
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	side := func(i int) string {
		if i >= 0 && i < len(l.Sides) {
			return l.Sides[i].Name
		}
		return fmt.Sprintf("p%d", i+1)
	}
	perSide := func(title string, v []int) {
		if len(v) == 0 {
			return
		}
		parts := make([]string, len(v))
		for i, n := range v {
			parts[i] = fmt.Sprintf("%s %d", side(i), n)
		}
		fmt.Fprintf(&b, "%s: %s\n", title, strings.Join(parts, ", "))
	}
	perSide("score", s.Scores)
	perSide("in hand", s.Hands)
	if len(l.Edges) > 0 {
		owners := map[int][]string{}
		for _, e := range l.Edges {
			owners[e.Side] = append(owners[e.Side], e.Name)
		}
		var parts []string
		for i := range l.Sides {
			if len(owners[i]) > 0 {
				parts = append(parts, side(i)+" "+strings.Join(owners[i], ", "))
			}
		}
		fmt.Fprintf(&b, "edges: %s\n", strings.Join(parts, "; "))
	}
	if len(gl.legend) > 0 {
		fmt.Fprintf(&b, "marks: %s\n", strings.Join(gl.legend, ", "))
	}
	return b.String()
}

// label frames the picture with coordinates and reports how many nodes
// can be found by them.
func (g *geometry) label(cv canvas) ([]string, int) {
	type name struct{ file, rank string }
	names := map[string]name{}
	for _, c := range g.nodes {
		if m := coordID.FindStringSubmatch(c.ID); m != nil {
			names[c.ID] = name{strings.ToLower(m[1]), m[2]}
		}
	}
	// A text row gets a rank label when all its nodes share one number.
	rankOf := map[int]string{}
	conflict := map[int]bool{}
	for _, c := range g.nodes {
		r := g.row(c.Y)
		n, ok := names[c.ID]
		switch {
		case !ok:
			conflict[r] = true
		case rankOf[r] == "":
			rankOf[r] = n.rank
		case rankOf[r] != n.rank:
			conflict[r] = true
		}
	}
	for r := range conflict {
		delete(rankOf, r)
	}
	// File letters: per text column when every column holds one letter
	// (square grids, morris boards); otherwise (hex boards, whose files
	// run slanted) above the first and below the last labelled row.
	fileOf := map[int]string{}
	colOf := map[string]int{}
	columnar := true
	for _, c := range g.nodes {
		n, ok := names[c.ID]
		if !ok || rankOf[g.row(c.Y)] == "" {
			continue
		}
		col := g.col(c.X)
		if f, seen := fileOf[col]; seen && f != n.file {
			columnar = false
		}
		if k, seen := colOf[n.file]; seen && k != col {
			columnar = false
		}
		fileOf[col], colOf[n.file] = n.file, col
	}
	var top, bottom canvas
	w := g.width()
	if len(fileOf) > 0 {
		top, bottom = newCanvas(w+2, 1), newCanvas(w+2, 1)
		if columnar {
			for col, f := range fileOf {
				top.put(col, 0, f)
				bottom.put(col, 0, f)
			}
		} else {
			first, last := -1, -1
			for r := 0; r < g.height(); r++ {
				if rankOf[r] != "" {
					if first < 0 {
						first = r
					}
					last = r
				}
			}
			for _, c := range g.nodes {
				switch g.row(c.Y) {
				case first:
					top.put(g.col(c.X), 0, names[c.ID].file)
				case last:
					bottom.put(g.col(c.X), 0, names[c.ID].file)
				}
			}
		}
	}
	located := 0
	for _, c := range g.nodes {
		if _, ok := names[c.ID]; ok && rankOf[g.row(c.Y)] != "" {
			located++
		}
	}
	lw := 0
	for _, r := range rankOf {
		lw = max(lw, len(r))
	}
	var out []string
	pad := strings.Repeat(" ", lw)
	if top != nil {
		out = append(out, pad+"  "+strings.TrimRight(string(top[0]), " "))
	}
	for r, line := range cv.lines() {
		if lbl := rankOf[r]; lbl != "" {
			out = append(out, fmt.Sprintf("%*s  %s  %s", lw, lbl, line, lbl))
		} else {
			out = append(out, pad+"  "+line)
		}
	}
	if bottom != nil {
		out = append(out, pad+"  "+strings.TrimRight(string(bottom[0]), " "))
	}
	if lw == 0 {
		for i := range out {
			out[i] = strings.TrimPrefix(out[i], "  ")
		}
	}
	return out, located
}

// key draws every node's name in its place.
func (g *geometry) key() []string {
	w := 1
	for _, c := range g.nodes {
		w = max(w, len(c.ID))
	}
	k := place(g.l, w)
	return k.draw(func(c position.Cell) string { return fmt.Sprintf("%*s", w, c.ID) }, nil).lines()
}

// beside puts the key to the right of the board, under a heading.
func beside(board, key []string) []string {
	board = append([]string{"board:"}, board...)
	key = append([]string{"cells:"}, key...)
	w := 0
	for _, l := range board {
		w = max(w, len(l))
	}
	n := max(len(board), len(key))
	out := make([]string, n)
	for i := range n {
		var a, b string
		if i < len(board) {
			a = board[i]
		}
		if i < len(key) {
			b = key[i]
		}
		out[i] = fmt.Sprintf("%-*s    %s", w, a, b)
	}
	return out
}
