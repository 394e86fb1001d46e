package quoridor

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// cellName is the name of cell i, such as "e1".
func cellName(i int) string { return position.CellName(i%size, i/size) }

// wallName is a wall's token: its slot's lower-left cell and h or v.
func wallName(o orient, s int) string {
	return position.CellName(s%slotSide, s/slotSide) + o.String()
}

// FormatMove writes m in the standard notation: a pawn move as its
// destination cell (e2), a wall as its lower-left cell and h or v (e3h).
func (g *Game) FormatMove(m position.Move) string {
	switch {
	case m == movePass:
		return "pass"
	case isWall(m):
		return wallName(wallOf(m))
	case m < cells:
		return cellName(int(m))
	}
	return fmt.Sprintf("?%d", uint32(m))
}

// parseToken reads a move token without checking legality.
func parseToken(s string) (position.Move, error) {
	if position.IsPass(s) {
		return movePass, nil
	}
	if len(s) != 2 && len(s) != 3 {
		return position.NoMove, fmt.Errorf("bad move %q: want a cell (e2), a wall (e3h, e3v) or pass", s)
	}
	col, row, err := position.ParseCellName(s[:2])
	if err != nil {
		return position.NoMove, err
	}
	if len(s) == 2 {
		if col >= size || row >= size {
			return position.NoMove, fmt.Errorf("cell %q is off the 9×9 board", s)
		}
		return position.Move(row*size + col), nil
	}
	var o orient
	switch s[2] | 0x20 {
	case 'h':
		o = horizontal
	case 'v':
		o = vertical
	default:
		return position.NoMove, fmt.Errorf("bad wall %q: want h or v after the cell", s)
	}
	if col >= slotSide || row >= slotSide {
		return position.NoMove, fmt.Errorf("wall %q: its lower-left cell must lie in a1..h8", s)
	}
	return wallMove(o, row*slotSide+col), nil
}

// ParseMove reads a move token (case-insensitive) and returns the legal
// move it names.
func (g *Game) ParseMove(s string) (position.Move, error) {
	m, err := parseToken(s)
	if err != nil {
		return position.NoMove, err
	}
	if slices.Contains(g.GenMoves(nil), m) {
		return m, nil
	}
	why := "not legal here"
	switch {
	case g.st.won || g.st.drawn:
		why = "the game is over"
	case isWall(m) && g.st.left[g.st.side] == 0:
		why = "no walls left"
	case isWall(m):
		why = "the slot is taken, the wall overlaps or crosses another, or it cuts a pawn off its goal"
	case m == movePass:
		why = "pass is legal only without any other move"
	}
	return position.NoMove, fmt.Errorf("%w %s: %s", position.ErrIllegal, strings.ToLower(s), why)
}

// Position returns "<board> <walls> <w1> <w2> <side>" (see doc.go).
func (g *Game) Position() string {
	st := &g.st
	rows := make([][]byte, size)
	for r := range rows {
		rows[r] = make([]byte, size)
	}
	for side := 0; side < 2; side++ {
		p := int(st.pawn[side])
		rows[size-1-p/size][p%size] = sideSymbols[side]
	}
	return fmt.Sprintf("%s %s %d %d %c", position.FormatRows(rows), wallList(st.walls),
		st.left[0], st.left[1], sideSymbols[st.side])
}

// wallList is the walls field: tokens sorted by row, column, then h
// before v, joined by commas; "-" for none.
func wallList(walls [2]uint64) string {
	var parts []string
	for s := 0; s < slots; s++ {
		for o := horizontal; o <= vertical; o++ {
			if walls[o]>>uint(s)&1 != 0 {
				parts = append(parts, wallName(o, s))
			}
		}
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ",")
}

// SetPosition loads a position string. It rejects a string whose walls
// overlap or cross, that leaves a pawn without a path to its goal, or
// whose finished state cannot arise (the side to move already on its
// goal). On error nothing changes.
func (g *Game) SetPosition(s string) error {
	f := strings.Fields(s)
	if len(f) != 5 {
		return fmt.Errorf("position %q: want 5 fields: board walls w1 w2 side", s)
	}
	var st state
	rows, err := position.ParseRows(f[0], size, size)
	if err != nil {
		return err
	}
	found := [2]bool{}
	for r, row := range rows {
		for c, ch := range row {
			if ch == 0 {
				continue
			}
			side := slices.Index(sideSymbols[:], ch)
			if side < 0 {
				return fmt.Errorf("board: bad piece %q at %s", ch, position.CellName(c, size-1-r))
			}
			if found[side] {
				return fmt.Errorf("board: more than one %c pawn", ch)
			}
			found[side] = true
			st.pawn[side] = int8((size-1-r)*size + c)
		}
	}
	if !found[0] || !found[1] {
		return errors.New("board: want one r and one b pawn")
	}
	if f[1] != "-" {
		for _, tok := range strings.Split(f[1], ",") {
			m, err := parseToken(tok)
			if err != nil || !isWall(m) || tok != strings.ToLower(tok) {
				return fmt.Errorf("walls: bad wall %q", tok)
			}
			o, sl := wallOf(m)
			fh, fv := freeSlots(st.walls[horizontal], st.walls[vertical])
			if [2]uint64{fh, fv}[o]>>uint(sl)&1 == 0 {
				return fmt.Errorf("walls: %s is repeated, overlaps or crosses another wall", tok)
			}
			st.walls[o] |= 1 << uint(sl)
		}
	}
	for i := 0; i < 2; i++ {
		n, err := strconv.Atoi(f[2+i])
		if err != nil || n < 0 || n > maxWallsInHand || strconv.Itoa(n) != f[2+i] {
			return fmt.Errorf("walls in hand %q: want 0..%d", f[2+i], maxWallsInHand)
		}
		st.left[i] = uint8(n)
	}
	switch f[4] {
	case "r":
		st.side = 0
	case "b":
		st.side = 1
	default:
		return fmt.Errorf("side %q: want r or b", f[4])
	}
	// Check paths and goals on a scratch state before touching g.
	north, east := openNorth0, openEast0
	for o := horizontal; o <= vertical; o++ {
		for w := st.walls[o]; w != 0; w &= w - 1 {
			sl := bits.TrailingZeros64(w)
			if o == horizontal {
				north = north.andNot(slotCells[o][sl])
			} else {
				east = east.andNot(slotCells[o][sl])
			}
		}
	}
	for side := 0; side < 2; side++ {
		if !reaches(int(st.pawn[side]), rowMask[goalRow[side]], north, east) {
			return fmt.Errorf("the %s pawn has no path to its goal", sideNames[side])
		}
		if int(st.pawn[side])/size == goalRow[side] && int(st.side) == side {
			return fmt.Errorf("the %s pawn is on its goal with %s to move", sideNames[side], sideNames[side])
		}
	}
	g.reset(st)
	return nil
}

// Board draws the board with row 9 at the top: r and b are the pawns, |
// and - the walls, drawn in the gaps between cells.
func (g *Game) Board() string {
	st := &g.st
	var b strings.Builder
	b.WriteString("   a b c d e f g h i")
	for y := size - 1; y >= 0; y-- {
		fmt.Fprintf(&b, "\n%d  ", y+1)
		for x := 0; x < size; x++ {
			c := y*size + x
			ch := byte('.')
			for side := 0; side < 2; side++ {
				if int(st.pawn[side]) == c {
					ch = sideSymbols[side]
				}
			}
			b.WriteByte(ch)
			if x < size-1 {
				if st.east.has(c) {
					b.WriteByte(' ')
				} else {
					b.WriteByte('|')
				}
			}
		}
		fmt.Fprintf(&b, "  %d", y+1)
		if y == 0 {
			break
		}
		// The gap between rows y and y-1.
		b.WriteString("\n   ")
		for x := 0; x < size; x++ {
			if st.north.has((y-1)*size + x) {
				b.WriteByte(' ')
			} else {
				b.WriteByte('-')
			}
			if x < size-1 {
				s := (y-1)*slotSide + x
				switch {
				case st.walls[horizontal]>>uint(s)&1 != 0:
					b.WriteByte('-')
				case st.walls[vertical]>>uint(s)&1 != 0:
					b.WriteByte('|')
				default:
					b.WriteByte(' ')
				}
			}
		}
	}
	fmt.Fprintf(&b, "\n   a b c d e f g h i\nwalls in hand: red %d, blue %d", st.left[0], st.left[1])
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}
