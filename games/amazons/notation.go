package amazons

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// SquareName is the algebraic name of a mailbox square ("a1" .. "j10").
func SquareName(sq int) string {
	x, y := fileRank(sq)
	return position.CellName(x, y)
}

// parseSquare reads a square name (either case) into a mailbox index.
func parseSquare(s string) (int, error) {
	x, y, err := position.ParseCellName(s)
	if err != nil {
		return 0, err
	}
	if x >= size || y >= size {
		return 0, fmt.Errorf("bad square %q: the board runs from a1 to j10", s)
	}
	return box(x, y), nil
}

// FormatMove writes m as "from-to/arrow", e.g. "g1-g6/j6".
func (g *Game) FormatMove(m position.Move) string {
	return SquareName(moveFrom(m)) + "-" + SquareName(moveTo(m)) + "/" + SquareName(moveArrow(m))
}

// ParseMove reads "from-to/arrow" (either case); "from-to,arrow" and
// "from-to(arrow)" are accepted too. It returns the move if it is legal.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("%w: amazons has no passes", position.ErrIllegal)
	}
	queen, shot, ok := strings.Cut(s, "-")
	if !ok {
		return position.NoMove, fmt.Errorf("move %q: want from-to/arrow, e.g. g1-g6/j6", s)
	}
	var to, arr string
	if i := strings.IndexAny(shot, "/,("); i >= 0 {
		to, arr = shot[:i], shot[i+1:]
		if shot[i] == '(' {
			var closed bool
			arr, closed = strings.CutSuffix(arr, ")")
			if !closed {
				return position.NoMove, fmt.Errorf("move %q: unclosed parenthesis", s)
			}
		}
	} else {
		return position.NoMove, fmt.Errorf("move %q: no arrow: want from-to/arrow", s)
	}
	var sq [3]int
	for i, part := range [3]string{queen, to, arr} {
		v, err := parseSquare(part)
		if err != nil {
			return position.NoMove, fmt.Errorf("move %q: %v", s, err)
		}
		sq[i] = v
	}
	if !g.legal(sq[0], sq[1], sq[2]) {
		return position.NoMove, fmt.Errorf("%w: %s", position.ErrIllegal, s)
	}
	return makeMove(sq[0], sq[1], sq[2]), nil
}

// symbols are the position-string letters of the cell contents.
var symbols = [...]byte{empty: 0, whiteAmazon: 'W', blackAmazon: 'B', arrow: 'x'}

// Position returns the position string, such as Start.
func (g *Game) Position() string {
	rows := make([][]byte, size)
	for r := range rows {
		rows[r] = make([]byte, size)
		for x := 0; x < size; x++ {
			rows[r][x] = symbols[g.board[box(x, size-1-r)]]
		}
	}
	return position.FormatRows(rows) + " " + [2]string{"w", "b"}[g.side]
}

// SetPosition loads "<ranks 10 to 1 separated by '/'> <w|b>" with W and B
// for amazons, x for arrows and numbers for runs of empty squares. Each
// side may have from 0 to 8 amazons. The history is cleared; on error
// nothing changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want a board and a side to move", s)
	}
	rows, err := position.ParseRows(fields[0], size, size)
	if err != nil {
		return err
	}
	var side Side
	switch fields[1] {
	case "w":
		side = White
	case "b":
		side = Black
	default:
		return fmt.Errorf("side to move %q: want w or b", fields[1])
	}
	var ng Game
	ng.reset()
	for r, row := range rows {
		for x, ch := range row {
			sq := box(x, size-1-r)
			var c cell
			switch ch {
			case 0:
				continue
			case 'W':
				c = whiteAmazon
			case 'B':
				c = blackAmazon
			case 'x':
				c = arrow
			default:
				return fmt.Errorf("rank %d: bad piece %q: want W, B or x", size-r, ch)
			}
			ng.board[sq] = c
			if c == arrow {
				continue
			}
			who := Side(c - whiteAmazon)
			if ng.n[who] == maxAmazons {
				return fmt.Errorf("position %q: more than %d %s amazons", s, maxAmazons, who)
			}
			ng.amazons[who][ng.n[who]] = uint8(sq)
			ng.n[who]++
		}
	}
	ng.side = side
	ng.hash = ng.computeHash()
	g.board, g.amazons, g.n, g.side, g.hash, g.ply = ng.board, ng.amazons, ng.n, ng.side, ng.hash, 0
	g.open = g.openSquares()
	return nil
}

// Board draws the position with files a-j, rank 10 at the top, W and B
// for the amazons, x for arrows and '.' for empty squares.
func (g *Game) Board() string {
	var b strings.Builder
	b.WriteString("    a b c d e f g h i j\n")
	for y := size - 1; y >= 0; y-- {
		fmt.Fprintf(&b, "%2d ", y+1)
		for x := 0; x < size; x++ {
			ch := symbols[g.board[box(x, y)]]
			if ch == 0 {
				ch = '.'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, "  %d\n", y+1)
	}
	b.WriteString("    a b c d e f g h i j\n")
	fmt.Fprintf(&b, "%s to move", g.side)
	if over, _ := g.Outcome(); over {
		fmt.Fprintf(&b, ", cannot move: %s wins", g.side^1)
	}
	return b.String()
}
