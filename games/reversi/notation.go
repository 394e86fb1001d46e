package reversi

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// SquareName is the Othello name of square sq (0..63): "a1" is the
// top-left corner.
func SquareName(sq int) string { return position.CellName(sq%8, sq/8) }

// FormatMove writes a placement as its square ("f5") and a pass as "pass".
func (g *Game) FormatMove(m position.Move) string {
	if m == Pass {
		return "pass"
	}
	if m < 64 {
		return SquareName(int(m))
	}
	return fmt.Sprintf("move%d?", uint32(m))
}

// ParseMove reads a square name (either case) or "pass"/"0000" and
// returns it if it is legal here.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		if g.mob == 0 && mobility(g.o, g.p) != 0 {
			return Pass, nil
		}
		return position.NoMove, fmt.Errorf("%w: pass: the side to move has a placement or the game is over", position.ErrIllegal)
	}
	col, row, err := position.ParseCellName(s)
	if err != nil {
		return position.NoMove, err
	}
	if col >= 8 || row >= 8 {
		return position.NoMove, fmt.Errorf("bad cell %q: the board runs from a1 to h8", s)
	}
	sq := row*8 + col
	if g.mob>>uint(sq)&1 == 0 {
		return position.NoMove, fmt.Errorf("%w: %s", position.ErrIllegal, SquareName(sq))
	}
	return position.Move(sq), nil
}

// Position returns the position string, such as Start.
func (g *Game) Position() string {
	black, white := g.Discs()
	rows := make([][]byte, 8)
	for r := range rows {
		rows[r] = make([]byte, 8)
		for c := range rows[r] {
			switch bit := uint64(1) << uint(r*8+c); {
			case black&bit != 0:
				rows[r][c] = 'B'
			case white&bit != 0:
				rows[r][c] = 'W'
			}
		}
	}
	side := " b"
	if g.side == White {
		side = " w"
	}
	return position.FormatRows(rows) + side
}

// SetPosition loads a position string "<rows 1-8 top to bottom> <b|w>"
// with B and W for discs and digits for runs of empty squares. Any
// arrangement of discs is accepted. The history is cleared.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want a board and a side to move", s)
	}
	rows, err := position.ParseRows(fields[0], 8, 8)
	if err != nil {
		return err
	}
	var black, white uint64
	for r, row := range rows {
		for c, ch := range row {
			bit := uint64(1) << uint(r*8+c)
			switch ch {
			case 0:
			case 'B':
				black |= bit
			case 'W':
				white |= bit
			default:
				return fmt.Errorf("row %d: bad disc %q: want B or W", r+1, ch)
			}
		}
	}
	var side Side
	switch fields[1] {
	case "b":
		side = Black
	case "w":
		side = White
	default:
		return fmt.Errorf("side to move %q: want b or w", fields[1])
	}
	g.set(black, white, side)
	return nil
}

// ParseBoard64 builds a position from the 64-character board of the FFO
// and Edax problem files (a1..h8 row by row; X or * black, O white, - or .
// empty) and the side to move (X or * for Black, O for White). Case is
// ignored, and B/W are accepted for X/O.
func ParseBoard64(cells string, side byte) (*Game, error) {
	if len(cells) != 64 {
		return nil, fmt.Errorf("board %q has %d cells, want 64", cells, len(cells))
	}
	var black, white uint64
	for i := 0; i < 64; i++ {
		switch cells[i] {
		case 'X', 'x', '*', 'B', 'b':
			black |= 1 << uint(i)
		case 'O', 'o', 'W', 'w':
			white |= 1 << uint(i)
		case '-', '.':
		default:
			return nil, fmt.Errorf("board cell %d is %q: want X, O or -", i, cells[i])
		}
	}
	g := &Game{}
	switch side {
	case 'X', 'x', '*', 'B', 'b':
		g.set(black, white, Black)
	case 'O', 'o', 'W', 'w':
		g.set(black, white, White)
	default:
		return nil, errors.New("side to move: want X or O")
	}
	return g, nil
}

// Board draws the position with column letters and row numbers (row 1 at
// the top), B for Black and W for White as in the position string, legal
// moves as '.', and the counts.
func (g *Game) Board() string {
	black, white := g.Discs()
	var b strings.Builder
	b.WriteString("   a b c d e f g h\n")
	for r := 0; r < 8; r++ {
		fmt.Fprintf(&b, "%d ", r+1)
		for c := 0; c < 8; c++ {
			bit := uint64(1) << uint(r*8+c)
			ch := byte('-')
			switch {
			case black&bit != 0:
				ch = 'B'
			case white&bit != 0:
				ch = 'W'
			case g.mob&bit != 0:
				ch = '.'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "black (B) %d, white (W) %d, %s to move",
		bits.OnesCount64(black), bits.OnesCount64(white), g.side)
	return b.String()
}

// Layout is the 8×8 grid with a1 at the top left.
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("reversi", 8, 8, position.CellName)
	l.Sides = []position.Side{
		{Name: "black", Pieces: []position.Piece{{Kind: "disc", Symbol: "B"}}},
		{Name: "white", Pieces: []position.Piece{{Kind: "disc", Symbol: "W"}}},
	}
	return l
}

// State lists the discs, the disc counts as scores, the legal moves, the
// last move and the result.
func (g *Game) State() position.State {
	black, white := g.Discs()
	s := position.State{
		Game:     "reversi",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.side.String(),
		Scores:   []int{bits.OnesCount64(black), bits.OnesCount64(white)},
		Result:   "none",
	}
	for sq := 0; sq < 64; sq++ {
		switch bit := uint64(1) << uint(sq); {
		case black&bit != 0:
			s.Pieces = append(s.Pieces, position.Placed{Cell: SquareName(sq), Side: int(Black), Kind: "disc"})
		case white&bit != 0:
			s.Pieces = append(s.Pieces, position.Placed{Cell: SquareName(sq), Side: int(White), Kind: "disc"})
		}
	}
	for _, m := range g.GenMoves(nil) {
		s.Moves = append(s.Moves, g.FormatMove(m))
	}
	if g.n > 0 {
		s.LastMove = g.FormatMove(g.hist[g.n-1].move)
	}
	if over, score := g.Outcome(); over {
		switch {
		case score == 0:
			s.Result = "draw"
		case (score > 0) == (g.side == Black):
			s.Result = "p1win"
		default:
			s.Result = "p2win"
		}
	}
	return s
}
