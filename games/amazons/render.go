package amazons

import "github.com/tabla-games/tabla/position"

// Layout is the 10×10 grid with a10 at the top left, shaded like a
// chessboard (a1 dark).
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("amazons", size, size, func(col, row int) string {
		return position.CellName(col, size-1-row)
	})
	for i := range l.Cells {
		col, row := i%size, size-1-i/size
		if (col+row)%2 == 0 {
			l.Cells[i].Shade = 1
		}
	}
	l.Sides = []position.Side{
		{Name: White.String(), Pieces: []position.Piece{{Kind: "amazon", Symbol: "W"}}},
		{Name: Black.String(), Pieces: []position.Piece{{Kind: "amazon", Symbol: "B"}}},
	}
	return l
}

// State lists the amazons and arrows (arrows are neutral, side -1), the
// moves played since the start or the last SetPosition, and the result.
func (g *Game) State() position.State {
	s := position.State{
		Game:     "amazons",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.side.String(),
		Pieces:   []position.Placed{},
		Moves:    []string{},
		Result:   "none",
	}
	for y := size - 1; y >= 0; y-- {
		for x := 0; x < size; x++ {
			sq := box(x, y)
			switch g.board[sq] {
			case whiteAmazon:
				s.Pieces = append(s.Pieces, position.Placed{Cell: SquareName(sq), Side: int(White), Kind: "amazon"})
			case blackAmazon:
				s.Pieces = append(s.Pieces, position.Placed{Cell: SquareName(sq), Side: int(Black), Kind: "amazon"})
			case arrow:
				s.Pieces = append(s.Pieces, position.Placed{Cell: SquareName(sq), Side: -1, Kind: "arrow"})
			}
		}
	}
	for i := 0; i < g.ply; i++ {
		s.Moves = append(s.Moves, g.FormatMove(g.hist[i].move))
	}
	if g.ply > 0 {
		s.LastMove = s.Moves[g.ply-1]
	}
	if over, _ := g.Outcome(); over {
		s.Result = [2]string{"p2win", "p1win"}[g.side]
	}
	return s
}
