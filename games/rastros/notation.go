package rastros

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a step as "from-to", e.g. "e5-d4".
func (g *Game) FormatMove(m position.Move) string {
	from, to := moveFrom(m), moveTo(m)
	if m>>16 != 0 || from >= numSlots || to >= numSlots || names[from] == "" || names[to] == "" {
		return fmt.Sprintf("move(%d)", uint32(m))
	}
	return names[from] + "-" + names[to]
}

// ParseMove reads a step, "from-to" or the destination alone (the source
// is always the white piece's cell), case-insensitively, and returns it
// if it is legal now. There is no pass.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("%w %s: Rastros has no pass", position.ErrIllegal, strings.ToLower(s))
	}
	fromText, toText, full := strings.Cut(s, "-")
	if !full {
		toText = fromText
	}
	to, err := parseCell(toText)
	if err != nil {
		return position.NoMove, err
	}
	from := g.white
	if full {
		if from, err = parseCell(fromText); err != nil {
			return position.NoMove, err
		}
	}
	if err := g.check(from, to); err != nil {
		return position.NoMove, fmt.Errorf("%w %s-%s: %v", position.ErrIllegal, names[from], names[to], err)
	}
	return newMove(from, to), nil
}

// parseCell reads a cell name of the 7×7 board.
func parseCell(s string) (int, error) {
	c, r, err := position.ParseCellName(s)
	if err != nil {
		return 0, err
	}
	if !onBoard(c, r) {
		return 0, fmt.Errorf("cell %q is off the 7×7 board", s)
	}
	return cell(c, r), nil
}

// check says why stepping from cell from to cell to is not legal now, or
// returns nil.
func (g *Game) check(from, to int) error {
	switch {
	case g.atHome():
		return fmt.Errorf("the game is over: the white piece is on %s", names[g.white])
	case from != g.white:
		return fmt.Errorf("the white piece is on %s, not %s", names[g.white], names[from])
	case !neighbours[from].Has(to):
		return errors.New("the destination is not next to the white piece")
	case g.black.Has(to):
		return errors.New("the destination holds a black piece")
	}
	return nil
}

// Position returns "<board> <side>": the ranks from 7 down to 1,
// separated by '/', each listing files a..g with W for the white piece, B
// for a black piece and digit runs for empty cells; then 1 or 2 for the
// side to move.
func (g *Game) Position() string {
	rows := make([][]byte, size)
	for r := range rows {
		rank := size - 1 - r
		rows[r] = make([]byte, size)
		for c := range rows[r] {
			switch i := cell(c, rank); {
			case i == g.white:
				rows[r][c] = 'W'
			case g.black.Has(i):
				rows[r][c] = 'B'
			}
		}
	}
	return position.FormatRows(rows) + " " + string(g.toMove.letter())
}

// SetPosition loads a position string (see Position). It requires exactly
// one white piece, no black piece on a home square (the game ends when
// the white piece reaches one, so it never leaves one), and the side that
// the number of black pieces implies: every move adds one, so the first
// player moves when the count is even. The shape of the trail is not
// checked. A position with the white piece on a home square, or with no
// step for the side to move, is a finished game. On error nothing
// changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want <board> <side>", s)
	}
	rows, err := position.ParseRows(fields[0], size, size)
	if err != nil {
		return err
	}
	var toMove side
	switch fields[1] {
	case "1":
		toMove = first
	case "2":
		toMove = second
	default:
		return fmt.Errorf("side %q: want 1 or 2", fields[1])
	}
	var black position.Bits64
	white := -1
	for r, row := range rows {
		rank := size - 1 - r
		for c, ch := range row {
			i := cell(c, rank)
			switch ch {
			case 0:
			case 'B':
				black = black.With(i)
			case 'W':
				if white >= 0 {
					return fmt.Errorf("two white pieces, on %s and %s", names[white], names[i])
				}
				white = i
			default:
				return fmt.Errorf("rank %d: %q is not W, B or a digit", rank+1, ch)
			}
		}
	}
	if white < 0 {
		return errors.New("no white piece")
	}
	for _, h := range homeCells {
		if black.Has(h) {
			return fmt.Errorf("a black piece on the home square %s, which the white piece never leaves", names[h])
		}
	}
	if n := black.Count(); side(n%2) != toMove {
		return fmt.Errorf("%d black pieces with the %s player to move: each move adds one, so the %s player moves", n, toMove, side(n%2))
	}
	ng := New()
	ng.black, ng.white, ng.toMove = black, white, toMove
	ng.hash = ng.computeHash()
	*g = *ng
	return nil
}

// Board draws the board with rank 7 at the top: W is the white piece, B a
// black piece, '.' an empty cell and '*' an empty home square.
func (g *Game) Board() string {
	var b strings.Builder
	files := func() {
		b.WriteString(" ")
		for c := 0; c < size; c++ {
			b.WriteByte(' ')
			b.WriteByte(byte('a' + c))
		}
	}
	files()
	for rank := size - 1; rank >= 0; rank-- {
		fmt.Fprintf(&b, "\n%d", rank+1)
		for c := 0; c < size; c++ {
			i := cell(c, rank)
			ch := byte('.')
			switch {
			case i == g.white:
				ch = 'W'
			case g.black.Has(i):
				ch = 'B'
			case i == homeCells[0] || i == homeCells[1]:
				ch = '*'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, " %d", rank+1)
	}
	b.WriteByte('\n')
	files()
	return b.String()
}
