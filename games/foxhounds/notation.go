package foxhounds

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/hunt"
	"github.com/tabla-games/tabla/position"
)

// ParseMove reads "from-to" (case-insensitive), with chess-style square
// names, and returns the legal move it names, or an error that says why it
// is not one.
func (g *Game) ParseMove(s string) (position.Move, error) {
	m, err := hunt.ParseStep(s, "a1-b2", parseSquare)
	if err != nil || slices.Contains(g.GenMoves(nil), m) {
		return m, err
	}
	a, _, _ := strings.Cut(s, "-")
	from, to := pointgraph.From(m), pointgraph.To(m)
	why := "no such step"
	switch {
	case g.winner() >= 0:
		why = "the game is over"
	case g.toMove() == Hounds && g.Hounds()>>from&1 == 0, g.toMove() == Fox && g.Runner() != from:
		why = "no " + map[Side]string{Fox: "fox", Hounds: "hound"}[g.toMove()] + " on " + a
	case board.Adj(from)>>to&1 == 0:
		why = "the squares are not diagonal neighbours"
	case g.Empty()>>to&1 == 0:
		why = "the square is occupied"
	case g.toMove() == Hounds:
		why = "hounds only move down"
	}
	return position.NoMove, fmt.Errorf("%w %s: %s", position.ErrIllegal, s, why)
}

// parseSquare reads a dark square's name.
func parseSquare(s string) (int, error) {
	col, row, err := position.ParseCellName(s)
	if err != nil {
		return 0, err
	}
	if col > 7 || row > 7 {
		return 0, fmt.Errorf("no square %q on the 8×8 board", s)
	}
	p := pointOf[row*8+col]
	if p < 0 {
		return 0, fmt.Errorf("%s is a light square", s)
	}
	return p, nil
}

// Position is the position string "<ranks> <side>" (doc.go's Position
// string section).
func (g *Game) Position() string {
	rows := make([][]byte, 8)
	for r := range rows {
		rows[r] = make([]byte, 8)
	}
	for b := g.Hounds(); b != 0; b &= b - 1 {
		p := trailing(b)
		rows[7-rankOf[p]][fileOf[p]] = 'H'
	}
	rows[7-rankOf[g.Runner()]][fileOf[g.Runner()]] = 'F'
	return position.FormatRows(rows) + " " + string(g.toMove().letter())
}

// SetPosition loads a position string: one fox and four hounds, all on
// dark squares, and the side to move. It keeps the game's options.
func (g *Game) SetPosition(s string) error {
	f := strings.Fields(s)
	if len(f) != 2 {
		return errors.New("want 2 fields: ranks and side to move")
	}
	rows, err := position.ParseRows(f[0], 8, 8)
	if err != nil {
		return err
	}
	var hounds uint64
	fox := -1
	for r, row := range rows {
		for c, ch := range row {
			if ch == 0 {
				continue
			}
			p := pointOf[(7-r)*8+c]
			if p < 0 {
				return fmt.Errorf("a piece on the light square %s", position.CellName(c, 7-r))
			}
			switch ch {
			case 'H':
				hounds |= 1 << p
			case 'F':
				if fox >= 0 {
					return errors.New("more than one fox")
				}
				fox = p
			default:
				return fmt.Errorf("bad piece %q: want F or H", ch)
			}
		}
	}
	if fox < 0 {
		return errors.New("no fox")
	}
	if n := bits64(hounds); n != 4 {
		return fmt.Errorf("%d hounds, want 4", n)
	}
	var side Side
	switch f[1] {
	case "f":
		side = Fox
	case "h":
		side = Hounds
	default:
		return fmt.Errorf("bad side to move %q: want f or h", f[1])
	}
	g.Set(hounds, fox, int(side), 0)
	return nil
}

// Board draws the board with rank 8 at the top: F is the fox, H a hound,
// a dot an empty dark square and a blank a light square.
func (g *Game) Board() string {
	var sb strings.Builder
	sb.WriteString("  a b c d e f g h\n")
	for r := 7; r >= 0; r-- {
		sb.WriteByte(byte('1' + r))
		for c := range 8 {
			ch := byte(' ')
			if p := pointOf[r*8+c]; p >= 0 {
				switch {
				case p == g.Runner():
					ch = 'F'
				case g.Hounds()>>p&1 != 0:
					ch = 'H'
				default:
					ch = '.'
				}
			}
			sb.WriteByte(' ')
			sb.WriteByte(ch)
		}
		sb.WriteString(" " + string(rune('1'+r)) + "\n")
	}
	sb.WriteString("  a b c d e f g h\n")
	sb.WriteString(g.Position())
	return sb.String()
}
