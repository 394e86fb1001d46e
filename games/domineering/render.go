package domineering

import "github.com/tabla-games/tabla/position"

// Layout is the rows×cols grid of squares. Each side has one kind of
// piece, the domino, drawn as the cells it covers.
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("domineering", g.cols, g.rows, func(col, row int) string {
		return position.CellName(col, g.rows-1-row)
	})
	l.Sides = []position.Side{
		{Name: Vertical.String(), Pieces: []position.Piece{{Kind: "domino", Symbol: "V"}}},
		{Name: Horizontal.String(), Pieces: []position.Piece{{Kind: "domino", Symbol: "H"}}},
	}
	return l
}

// State lists every covered cell with the side whose domino covers it,
// the moves played since the start or the last SetPosition, and the
// result.
func (g *Game) State() position.State {
	s := position.State{
		Game:     "domineering",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.side.String(),
		Pieces:   []position.Placed{},
		Moves:    []string{},
		Result:   "none",
	}
	for r := 0; r < g.rows; r++ {
		for f := 0; f < g.cols; f++ {
			c := uint64(1) << uint(sq(f, r))
			if g.occ[0]&c == 0 {
				continue
			}
			side := Horizontal
			if g.vert&c != 0 {
				side = Vertical
			}
			s.Pieces = append(s.Pieces, position.Placed{Cell: position.CellName(f, r), Side: int(side), Kind: "domino"})
		}
	}
	for _, m := range g.hist {
		s.Moves = append(s.Moves, g.FormatMove(m))
	}
	if len(s.Moves) > 0 {
		s.LastMove = s.Moves[len(s.Moves)-1]
	}
	if over, _ := g.Outcome(); over {
		s.Result = [2]string{"p2win", "p1win"}[g.side]
	}
	return s
}
