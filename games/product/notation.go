package product

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a move as its stones, each a colour letter and a
// cell, the lower rank (then the lower file) first and joined by '/':
// "We5", "Bd4/We5".
func (g *Game) FormatMove(m position.Move) string {
	a, b := stones(m)
	if !validStone(a) || b.cell != noCell && !validStone(b) {
		return fmt.Sprintf("move(%d)", uint32(m))
	}
	s := stoneText(a)
	if b.cell != noCell {
		s += "/" + stoneText(b)
	}
	return s
}

func validStone(s stone) bool { return s.cell >= 0 && s.cell < numCells }

func stoneText(s stone) string { return string(s.col.stoneLetter()) + geo.names[s.cell] }

// ParseMove reads one stone ("We5") or two joined by '/' in either order
// ("Bd4/We5", "we5/bd4"), case-insensitively, and returns the move if it
// is legal here. Malformed text gets a plain error; a well-formed move
// that is not legal here gets one wrapping position.ErrIllegal.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("%w %s: Product has no pass", position.ErrIllegal, strings.ToLower(s))
	}
	if strings.Count(s, "/") > 1 {
		return position.NoMove, fmt.Errorf("bad move %q: a move places one or two stones", s)
	}
	first, rest, two := strings.Cut(s, "/")
	a, err := parseStone(first)
	if err != nil {
		return position.NoMove, err
	}
	b := stone{cell: noCell}
	if two {
		if b, err = parseStone(rest); err != nil {
			return position.NoMove, err
		}
	}
	if err := g.check(a, b); err != nil {
		return position.NoMove, fmt.Errorf("%w %s: %v", position.ErrIllegal, strings.ToLower(s), err)
	}
	return newMove(a, b), nil
}

// parseStone reads a colour letter and a cell name, as in "Be5".
func parseStone(s string) (stone, error) {
	if len(s) < 2 {
		return stone{}, fmt.Errorf("bad stone %q: want a colour letter B or W and a cell, as in Be5", s)
	}
	var col colour
	switch s[0] | 0x20 {
	case 'b':
		col = black
	case 'w':
		col = white
	default:
		return stone{}, fmt.Errorf("bad stone %q: want the colour letter B or W first", s)
	}
	q, r, err := position.ParseCellName(s[1:])
	if err != nil {
		return stone{}, err
	}
	if !exists(q, r) {
		return stone{}, fmt.Errorf("cell %q is off the board (rank 1 is a1-e1, rank 5 a5-i5, rank 9 e9-i9)", strings.ToLower(s[1:]))
	}
	return stone{cell: cellOf(q, r), col: col}, nil
}

// check says why placing a and b (b.cell == noCell for one stone) is not
// legal, or returns nil.
func (g *Game) check(a, b stone) error {
	empty := g.empty()
	switch {
	case empty == 0:
		return errors.New("the board is full: the game is over")
	case empty == allCells && b.cell != noCell:
		return errors.New("the first move places one stone")
	case empty != allCells && b.cell == noCell:
		return errors.New("every move after the first places two stones")
	case a.cell == b.cell:
		return errors.New("both stones are on one cell")
	case empty>>uint(a.cell)&1 == 0:
		return fmt.Errorf("%s is occupied", geo.names[a.cell])
	case b.cell != noCell && empty>>uint(b.cell)&1 == 0:
		return fmt.Errorf("%s is occupied", geo.names[b.cell])
	}
	return nil
}

// Position returns "<board> <side>": the ranks from 9 down to 1 separated
// by '/', each listing its cells in file order with B, W and digit runs
// for empty cells; then b or w for the side to move.
func (g *Game) Position() string {
	rows := make([][]byte, span)
	for r := span - 1; r >= 0; r-- {
		row := make([]byte, rankLen(r))
		for k := range row {
			row[k] = g.letterAt(rankStart[r] + k)
		}
		rows[span-1-r] = row
	}
	return position.FormatRows(rows) + " " + string(g.side.sideLetter())
}

// letterAt is the stone letter on cell i, or 0 for an empty cell.
func (g *Game) letterAt(i int) byte {
	for c := black; c <= white; c++ {
		if g.stones[c]>>uint(i)&1 != 0 {
			return c.stoneLetter()
		}
	}
	return 0
}

// SetPosition loads a position string (see Position) and clears the
// history. Play can only reach boards with no stones or an odd number of
// them (one, then two a turn), and the side to move follows from that
// number, so SetPosition rejects other counts and a side that disagrees.
// On error nothing changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want <board> <side>", s)
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != span {
		return fmt.Errorf("board has %d ranks, want %d", len(ranks), span)
	}
	var ng Game
	for k, text := range ranks {
		r := span - 1 - k
		rows, err := position.ParseRows(text, rankLen(r), 1)
		if err != nil {
			return fmt.Errorf("rank %d: %v", r+1, err)
		}
		for j, ch := range rows[0] {
			i := rankStart[r] + j
			switch ch {
			case 0:
			case 'B':
				ng.stones[black] |= 1 << uint(i)
			case 'W':
				ng.stones[white] |= 1 << uint(i)
			default:
				return fmt.Errorf("rank %d: %q is not B, W or a digit", r+1, ch)
			}
		}
	}
	switch fields[1] {
	case "b":
		ng.side = black
	case "w":
		ng.side = white
	default:
		return fmt.Errorf("side %q: want b or w", fields[1])
	}
	n := bits.OnesCount64(ng.stones[black] | ng.stones[white])
	if n != 0 && n%2 == 0 {
		return fmt.Errorf("%d stones cannot stand on the board: play places one stone, then two a turn", n)
	}
	if turns := (n + 1) / 2; colour(turns%2) != ng.side {
		return fmt.Errorf("side %s cannot move after %d turns (%d stones): black moves after an even number", ng.side, turns, n)
	}
	ng.hash = ng.computeHash()
	*g = ng
	return nil
}

// Board draws the hexagon as on a real board, rank 9 at the top, with
// each rank half a cell to the left of the one below: B and W are stones,
// dots are empty cells. Rank numbers stand at the left; the files a-e are
// named under rank 1 and f-i at the right ends of ranks 1-4, where each
// file's diagonal line of cells runs out.
func (g *Game) Board() string {
	var b strings.Builder
	// Cell (q, r) is drawn in column 2q − r + 8, which puts the hexagon's
	// left corner, a5, in column 4, after the rank numbers. The file
	// letters stand where the cells (q, −1) and (fileMax(r)+1, r) would.
	for r := span - 1; r >= -1; r-- {
		line := make([]byte, 0, 32)
		put := func(q int, ch byte) {
			for len(line) < 2*q-r+8 {
				line = append(line, ' ')
			}
			line = append(line, ch)
		}
		switch {
		case r < 0:
			for q := 0; q < sideLen; q++ {
				put(q, byte('a'+q))
			}
		default:
			line = fmt.Appendf(line, "%2d", r+1)
			for q := fileMin(r); q <= fileMax(r); q++ {
				ch := g.letterAt(cellOf(q, r))
				if ch == 0 {
					ch = '.'
				}
				put(q, ch)
			}
			if q := fileMax(r) + 1; q < span {
				put(q, byte('a'+q))
			}
		}
		b.Write(line)
		if r >= 0 {
			b.WriteByte('\n')
		}
	}
	return b.String()
}
