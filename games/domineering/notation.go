package domineering

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a move as its anchor cell: the lower cell of a vertical
// domino, the left cell of a horizontal one ("d4").
func (g *Game) FormatMove(m position.Move) string {
	a := moveAnchor(m)
	return position.CellName(a&7, a>>3)
}

// ParseMove reads an anchor cell (case-insensitive) as the side to move's
// domino there. Domineering has no pass.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("%w: %q: Domineering has no pass", position.ErrIllegal, s)
	}
	f, r, err := position.ParseCellName(s)
	if err != nil {
		return position.NoMove, err
	}
	if f >= g.cols || r >= g.rows {
		return position.NoMove, fmt.Errorf("cell %q is off the %d×%d board", s, g.rows, g.cols)
	}
	a := sq(f, r)
	if g.anchors(g.side)>>uint(a)&1 == 0 {
		other := position.CellName(f, r+1)
		if g.side == Horizontal {
			other = position.CellName(f+1, r)
		}
		return position.NoMove, fmt.Errorf("%w: %s cannot cover %s and %s",
			position.ErrIllegal, g.side, position.CellName(f, r), other)
	}
	return newMove(g.side, a), nil
}

// Position returns "<board> <side>": the ranks from the top, files from a,
// V and H for cells covered by vertical and horizontal dominoes, digits for
// runs of empty cells; then v or h for the side to move.
func (g *Game) Position() string {
	rows := make([][]byte, g.rows)
	for i := range rows {
		r := g.rows - 1 - i
		rows[i] = make([]byte, g.cols)
		for f := 0; f < g.cols; f++ {
			c := uint64(1) << uint(sq(f, r))
			switch {
			case g.vert&c != 0:
				rows[i][f] = 'V'
			case g.occ[0]&c != 0:
				rows[i][f] = 'H'
			}
		}
	}
	return position.FormatRows(rows) + " " + string(g.side.letter())
}

// SetPosition loads a position string. The board must have the game's
// dimensions, and the V cells must be tileable by vertical dominoes (each
// vertical run of V has even length) and the H cells by horizontal ones.
// Either side may be to move: the numbers of dominoes need not match.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want 2 fields, <board> <side>", s)
	}
	rows, err := position.ParseRows(fields[0], g.cols, g.rows)
	if err != nil {
		return fmt.Errorf("position board: %v (the board is %d×%d: set the rows and cols options for another size)", err, g.rows, g.cols)
	}
	var occ, vert uint64
	for i, row := range rows {
		r := g.rows - 1 - i
		for f, ch := range row {
			c := uint64(1) << uint(sq(f, r))
			switch ch {
			case 0:
			case 'V':
				vert |= c
				occ |= c
			case 'H':
				occ |= c
			default:
				return fmt.Errorf("position board: bad cell %q at %s: want V, H or a digit", ch, position.CellName(f, r))
			}
		}
	}
	if c := untiled(vert, 8); c >= 0 {
		return fmt.Errorf("position board: the V at %s is not part of a vertical domino (a vertical run of V has an odd length)", position.CellName(c&7, c>>3))
	}
	if c := untiled(occ&^vert, 1); c >= 0 {
		return fmt.Errorf("position board: the H at %s is not part of a horizontal domino (a horizontal run of H has an odd length)", position.CellName(c&7, c>>3))
	}
	var side Side
	switch fields[1] {
	case "v":
		side = Vertical
	case "h":
		side = Horizontal
	default:
		return fmt.Errorf("position side %q: want v or h", fields[1])
	}
	g.reset(occ, vert, side)
	return nil
}

// untiled returns the first cell of x that a tiling of x by dominoes along
// the step (8 for vertical, 1 for horizontal) leaves over, or -1 if x is
// tiled exactly. Pairing each run from its start, every cell that is not
// the start of a pair must be the second cell of one.
func untiled(x uint64, step uint) int {
	for x != 0 {
		c := bits.TrailingZeros64(x)
		next := c + int(step)
		if step == 1 && next&7 == 0 || next >= 64 || x>>uint(next)&1 == 0 {
			return c
		}
		x &^= 1<<uint(c) | 1<<uint(next)
	}
	return -1
}

// Board draws the position: ranks from the top, V and H for covered cells,
// '.' for empty ones, with the side to move below.
func (g *Game) Board() string {
	var b strings.Builder
	files := "  "
	for f := 0; f < g.cols; f++ {
		files += " " + string(rune('a'+f))
	}
	b.WriteString(files)
	for i := 0; i < g.rows; i++ {
		r := g.rows - 1 - i
		fmt.Fprintf(&b, "\n%2d", r+1)
		for f := 0; f < g.cols; f++ {
			c := uint64(1) << uint(sq(f, r))
			ch := byte('.')
			switch {
			case g.vert&c != 0:
				ch = 'V'
			case g.occ[0]&c != 0:
				ch = 'H'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, "  %d", r+1)
	}
	b.WriteString("\n" + files + "\n" + g.side.String() + " to move")
	return b.String()
}
