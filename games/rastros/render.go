package rastros

import "github.com/tabla-games/tabla/position"

// Layout is the 7×7 square board with rank 7 at the top. The two home
// squares have Shade 1, and the edges list names each side's home
// ("home", with its one cell), so that a renderer can mark them as the
// seed's diagram does. Neither side owns a piece: both move the neutral
// white piece, and the black pieces are neutral marks.
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("rastros", size, size, func(col, row int) string {
		return names[cell(col, size-1-row)]
	})
	for k := range l.Cells {
		c := &l.Cells[k]
		i := cell(int(c.X), size-1-int(c.Y))
		if i == homeCells[0] || i == homeCells[1] {
			c.Shade = 1
		}
	}
	for s := first; s <= second; s++ {
		l.Edges = append(l.Edges, position.BoardEdge{Name: "home", Side: int(s), Cells: []string{names[s.home()]}})
		l.Sides = append(l.Sides, position.Side{Name: s.String(), Pieces: []position.Piece{}})
	}
	return l
}

// State lists the white piece and the black pieces (Side -1: they belong
// to neither player), the side to move, the moves played since the start
// or the last SetPosition, and the result. The white piece's cell is
// highlighted.
func (g *Game) State() position.State {
	st := position.State{
		Game:      "rastros",
		Position:  g.Position(),
		ToMove:    g.ToMove(),
		Side:      g.toMove.String(),
		Pieces:    []position.Placed{{Cell: names[g.white], Side: -1, Kind: "white"}},
		Highlight: []string{names[g.white]},
		Moves:     []string{},
		Result:    "none",
	}
	for b := g.black; b != 0; {
		st.Pieces = append(st.Pieces, position.Placed{Cell: names[b.PopFirst()], Side: -1, Kind: "black"})
	}
	// FormatMove needs no position, so the history can be named without
	// replaying it.
	for _, m := range g.hist {
		st.Moves = append(st.Moves, g.FormatMove(m))
	}
	if n := len(st.Moves); n > 0 {
		st.LastMove = st.Moves[n-1]
	}
	if over, score := g.Outcome(); over {
		winner := g.toMove
		if score < 0 {
			winner ^= 1
		}
		st.Result = [2]string{"p1win", "p2win"}[winner]
	}
	return st
}
