package bomberman

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// colName is column c's spreadsheet-style name: a..z, then aa, ab, ...
func colName(c int) string {
	var b []byte
	for c++; c > 0; c = (c - 1) / 26 {
		b = append([]byte{byte('a' + (c-1)%26)}, b...)
	}
	return string(b)
}

// cellName is the name of cell i: column letters, then rank H - r.
func (g *Game) cellName(i int) string {
	return colName(i%g.w) + strconv.Itoa(g.h-i/g.w)
}

// FormatMove writes m as "from-to", "from-to/B", "A<cell>/from-to" or
// "pass".
func (g *Game) FormatMove(m position.Move) string {
	if m == passMove {
		return "pass"
	}
	o := int(m >> fromBits)
	s := g.cellName(o) + "-" + g.cellName(g.step(o, int(m&dirMask)))
	if m&flagB != 0 {
		s += "/B"
	}
	if m&flagA != 0 {
		s = "A" + g.cellName(int(g.inact[g.side])) + "/" + s
	}
	return s
}

// ParseMove reads a move token (case-insensitive) and returns the legal
// move it names.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if s == "" || strings.ContainsAny(s, " \t\n") {
		return position.NoMove, fmt.Errorf("bad move %q", s)
	}
	return position.MatchMove(g, s)
}

// Position writes "<rows> <side> <K> <np1> <np2> <c1> <c2> <ply>".
func (g *Game) Position() string {
	rows := make([][]byte, g.h)
	for r := range rows {
		row := make([]byte, g.w)
		for c := range row {
			i := r*g.w + c
			row[c] = []byte{0, 'w', 'p', 'b', 'i', 'j', 'b'}[g.cells[i]]
			if int32(i) == g.pos[0] {
				row[c] = 'X'
			} else if int32(i) == g.pos[1] {
				row[c] = 'Y'
			}
		}
		rows[r] = row
	}
	return fmt.Sprintf("%s %d %d %d %d %d %d %d", position.FormatRows(rows), g.side+1, g.k,
		g.np[0], g.np[1], g.c[0], g.c[1], g.ply)
}

// SetPosition reads a position string. The board's size comes from the
// string. A player missing from the board has died.
func (g *Game) SetPosition(s string) error {
	n, err := parsePosition(s, g.cfg)
	if err != nil {
		return err
	}
	*g = *n
	return nil
}

func parsePosition(s string, cfg config) (*Game, error) {
	f := strings.Fields(s)
	if len(f) != 8 {
		return nil, fmt.Errorf("position %q: want 8 fields", s)
	}
	texts := strings.Split(f[0], "/")
	h := len(texts)
	w := -1
	for _, t := range texts {
		n := 0
		for i := 0; i < len(t); {
			if t[i] >= '0' && t[i] <= '9' {
				j := i
				for j < len(t) && t[j] >= '0' && t[j] <= '9' {
					j++
				}
				v, err := strconv.Atoi(t[i:j])
				if err != nil || v > maxCells {
					return nil, fmt.Errorf("position: bad empty run %q", t[i:j])
				}
				n += v
				i = j
				continue
			}
			n++
			i++
		}
		if w < 0 {
			w = n
		}
		if n != w {
			return nil, errors.New("position: rows differ in width")
		}
	}
	if w < 1 || h < 1 || w > maxSide || h > maxSide || w*h > maxCells {
		return nil, fmt.Errorf("position: bad board size %dx%d", h, w)
	}
	rows, err := position.ParseRows(f[0], w, h)
	if err != nil {
		return nil, fmt.Errorf("position: %v", err)
	}
	g := &Game{cfg: cfg, h: h, w: w, cells: make([]byte, h*w), pos: [2]int32{-1, -1}, inact: [2]int32{-1, -1},
		hist: make([]undo, 0, 128), seen: make([]uint64, 0, 128), boom: make([]int32, 0, 64)}
	for r, row := range rows {
		for c, ch := range row {
			i := r*w + c
			var k byte
			switch ch {
			case 0:
			case 'w':
				k = wall
			case 'p':
				k = prot
			case 'b':
				k = bomb
			case 'i', 'j':
				p := int(ch - 'i')
				if g.inact[p] >= 0 {
					return nil, fmt.Errorf("position: two inactive bombs %c", ch)
				}
				g.inact[p] = int32(i)
				k = inactive1 + byte(p)
			case 'X', 'Y':
				p := int(ch - 'X')
				if g.pos[p] >= 0 {
					return nil, fmt.Errorf("position: two %c", ch)
				}
				g.setPos(p, int32(i))
			default:
				return nil, fmt.Errorf("position: bad cell letter %q", ch)
			}
			g.cells[i] = k
			g.toggle(i, k)
		}
	}
	var v [7]int
	for j := range v {
		n, err := strconv.Atoi(f[j+1])
		if err != nil || n < 0 || n > maxCount || strconv.Itoa(n) != f[j+1] {
			return nil, fmt.Errorf("position: bad number %q", f[j+1])
		}
		v[j] = n
	}
	if v[0] != 1 && v[0] != 2 {
		return nil, fmt.Errorf("position: side %d is not 1 or 2", v[0])
	}
	if v[1] < 1 {
		return nil, errors.New("position: K must be at least 1")
	}
	g.side = v[0] - 1
	g.k = int32(v[1])
	g.np = [2]int32{int32(v[2]), int32(v[3])}
	g.c = [2]int32{int32(v[4]), int32(v[5])}
	g.ply = v[6]
	g.finish()
	return g, nil
}

// Board draws the map as the map file does ('#' walls, '1' and '2' the
// players, 'b' active and 'i'/'j' inactive bombs), then the counters.
func (g *Game) Board() string {
	var b strings.Builder
	for r := 0; r < g.h; r++ {
		for c := 0; c < g.w; c++ {
			i := r*g.w + c
			ch := " #pbijb"[g.cells[i]]
			if int32(i) == g.pos[0] {
				ch = '1'
			} else if int32(i) == g.pos[1] {
				ch = '2'
			}
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "to move %d, K %d, protections %d/%d, counters %d/%d, ply %d",
		g.side+1, g.k, g.np[0], g.np[1], g.c[0], g.c[1], g.ply)
	return b.String()
}
