package dotsboxes

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes the line's two dots joined by '-', the left (of a
// horizontal line) or lower (of a vertical one) first: "a1-b1", "a1-a2".
func (g *Game) FormatMove(m position.Move) string {
	if int(m) >= g.geo.lines {
		return fmt.Sprintf("?%d", uint32(m))
	}
	return g.geo.names[m]
}

// lineBetween returns the line joining the dots (f1, r1) and (f2, r2), in
// either order, or -1 if they are not orthogonally adjacent dots of the
// board.
func (geo *geometry) lineBetween(f1, r1, f2, r2 int) int {
	if f2 < f1 || r2 < r1 {
		f1, r1, f2, r2 = f2, r2, f1, r1
	}
	if f1 < 0 || r1 < 0 || f2 >= geo.cols || r2 >= geo.rows {
		return -1
	}
	switch {
	case r1 == r2 && f2 == f1+1:
		return geo.hline(f1, r1)
	case f1 == f2 && r2 == r1+1:
		return geo.vline(f1, r1)
	}
	return -1
}

// ParseMove reads "dot-dot", the endpoints in either order and any case,
// and returns the line if it is undrawn.
func (g *Game) ParseMove(s string) (position.Move, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return position.NoMove, fmt.Errorf("bad move %q: want two dots joined by '-', e.g. a1-b1", s)
	}
	f1, r1, err := position.ParseCellName(a)
	if err != nil {
		return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	f2, r2, err := position.ParseCellName(b)
	if err != nil {
		return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	geo := g.geo
	for _, d := range [][2]int{{f1, r1}, {f2, r2}} {
		if d[0] >= geo.cols || d[1] >= geo.rows {
			return position.NoMove, fmt.Errorf("bad move %q: dot %s is off the %d×%d board", s, position.CellName(d[0], d[1]), geo.rows, geo.cols)
		}
	}
	l := geo.lineBetween(f1, r1, f2, r2)
	if l < 0 {
		return position.NoMove, fmt.Errorf("bad move %q: the dots are not orthogonally adjacent", s)
	}
	if g.drawn[l] {
		return position.NoMove, fmt.Errorf("%w: line %s is already drawn", position.ErrIllegal, geo.names[l])
	}
	return position.Move(l), nil
}

// Position returns the position string: the 2·rows−1 rows of the
// expanded grid from the top, dot rows (horizontal lines '-') and box rows
// (vertical lines '|' and owned boxes 'X' or 'O') alternating, with runs
// of empty slots as numbers, then the side to move, x or o.
func (g *Game) Position() string {
	geo := g.geo
	var b strings.Builder
	row := make([]byte, 0, 2*geo.cols)
	for r := geo.rows - 1; r >= 0; r-- {
		row = row[:0]
		for f := 0; f < geo.cols-1; f++ {
			row = append(row, slot(g.drawn[geo.hline(f, r)], '-'))
		}
		b.WriteString(position.FormatRows([][]byte{row}))
		if r == 0 {
			break
		}
		row = row[:0]
		for f := 0; f < geo.cols; f++ {
			row = append(row, slot(g.drawn[geo.vline(f, r-1)], '|'))
			if f < geo.cols-1 {
				var c byte
				if o := g.owner[geo.box(f, r-1)]; o >= 0 {
					c = Side(o).boxLetter()
				}
				row = append(row, c)
			}
		}
		b.WriteByte('/')
		b.WriteString(position.FormatRows([][]byte{row}))
		b.WriteByte('/')
	}
	b.WriteByte(' ')
	b.WriteByte(g.side.letter())
	return b.String()
}

func slot(on bool, c byte) byte {
	if on {
		return c
	}
	return 0
}

// SetPosition loads a position string (see Position). The board must
// have this game's size; a box is owned exactly when its four sides are
// drawn. Letters are accepted in either case. On error nothing changes.
func (g *Game) SetPosition(s string) error {
	geo := g.geo
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want the board and the side to move", s)
	}
	var side Side
	switch strings.ToLower(fields[1]) {
	case "x":
		side = X
	case "o":
		side = O
	default:
		return fmt.Errorf("position: side to move %q: want x or o", fields[1])
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 2*geo.rows-1 {
		return fmt.Errorf("position: %d rows, want %d for %d×%d dots (set the rows option to change the size)", len(rows), 2*geo.rows-1, geo.rows, geo.cols)
	}
	drawn := make([]bool, geo.lines)
	owner := make([]int8, geo.boxes)
	for i, text := range rows {
		r := geo.rows - 1 - i/2 // the dot rank of a dot row, or the top one of a box row
		width := geo.cols - 1
		if i%2 == 1 {
			width = 2*geo.cols - 1
		}
		cells, err := position.ParseRows(text, width, 1)
		if err != nil {
			return fmt.Errorf("position row %d %q: %v (set rows and cols to change the size)", i+1, text, err)
		}
		for j, c := range cells[0] {
			if c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			switch {
			case c == 0:
				if i%2 == 1 && j%2 == 1 {
					owner[geo.box(j/2, r-1)] = -1
				}
			case i%2 == 0 && c == '-':
				drawn[geo.hline(j, r)] = true
			case i%2 == 1 && j%2 == 0 && c == '|':
				drawn[geo.vline(j/2, r-1)] = true
			case i%2 == 1 && j%2 == 1 && (c == 'X' || c == 'O'):
				owner[geo.box(j/2, r-1)] = int8(strings.IndexByte("XO", c))
			default:
				return fmt.Errorf("position row %d %q: %q cannot stand in slot %d", i+1, text, cells[0][j], j+1)
			}
		}
	}
	sides := make([]uint8, geo.boxes)
	var score [2]int
	n := 0
	for l, d := range drawn {
		if !d {
			continue
		}
		n++
		for _, b := range geo.lineBoxes[l] {
			if b >= 0 {
				sides[b]++
			}
		}
	}
	for b := range sides {
		switch {
		case sides[b] == 4 && owner[b] < 0:
			return fmt.Errorf("position: box %s has four sides but no owner", geo.boxName(b))
		case sides[b] < 4 && owner[b] >= 0:
			return fmt.Errorf("position: box %s has an owner but only %d sides", geo.boxName(b), sides[b])
		case owner[b] >= 0:
			score[owner[b]]++
		}
	}
	copy(g.drawn, drawn)
	copy(g.sides, sides)
	copy(g.owner, owner)
	g.nDrawn, g.score, g.side = n, score, side
	g.mask = 0
	for l, d := range drawn {
		if d {
			g.mask |= 1 << uint(l&63)
		}
	}
	g.hLines = g.computeLineHash()
	g.hist = g.hist[:0]
	return nil
}

// Board draws the dots as '+', drawn lines as '-' and '|', owned boxes by
// their owner's letter, with ranks at the left and files below, then the
// score.
func (g *Game) Board() string {
	geo := g.geo
	var b strings.Builder
	for r := geo.rows - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for f := 0; f < geo.cols; f++ {
			b.WriteByte('+')
			if f < geo.cols-1 {
				b.WriteString(pick(g.drawn[geo.hline(f, r)], "---", "   "))
			}
		}
		b.WriteByte('\n')
		if r == 0 {
			break
		}
		b.WriteString("   ")
		for f := 0; f < geo.cols; f++ {
			b.WriteString(pick(g.drawn[geo.vline(f, r-1)], "|", " "))
			if f < geo.cols-1 {
				c := byte(' ')
				if o := g.owner[geo.box(f, r-1)]; o >= 0 {
					c = Side(o).boxLetter()
				}
				b.WriteByte(' ')
				b.WriteByte(c)
				b.WriteByte(' ')
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("   ")
	for f := 0; f < geo.cols; f++ {
		b.WriteByte(byte('a' + f))
		if f < geo.cols-1 {
			b.WriteString("   ")
		}
	}
	fmt.Fprintf(&b, "\nx %d, o %d, %s to move", g.score[X], g.score[O], g.side)
	lines := strings.Split(b.String(), "\n")
	for i, ln := range lines {
		lines[i] = strings.TrimRight(ln, " ")
	}
	return strings.Join(lines, "\n")
}

func pick(on bool, yes, no string) string {
	if on {
		return yes
	}
	return no
}
