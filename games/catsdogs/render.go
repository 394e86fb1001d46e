package catsdogs

import "github.com/tabla-games/tabla/position"

// Layout is the square board with rank 8 at the top; the cells of the
// central zone have Shade 1, so that a renderer can mark them as the
// seed's figure does.
func (g *Game) Layout() position.Layout {
	geo := g.geo
	l := position.GridLayout("cats-dogs", geo.w, geo.h, func(col, row int) string {
		return geo.names[geo.cell(col, geo.h-1-row)]
	})
	for k := range l.Cells {
		c := &l.Cells[k]
		col, row := int(c.X), int(c.Y)
		if geo.zone.Has(geo.cell(col, geo.h-1-row)) {
			c.Shade = 1
		}
	}
	for s := cats; s <= dogs; s++ {
		l.Sides = append(l.Sides, position.Side{
			Name:   s.String(),
			Pieces: []position.Piece{{Kind: s.kind(), Symbol: string(s.piece())}},
		})
	}
	return l
}

// kind is the name of the side's piece.
func (s side) kind() string {
	if s == cats {
		return "cat"
	}
	return "dog"
}

// State lists the pieces on the board and the pieces each side still has
// in hand, the side to move, the moves played since the start or the last
// SetPosition, and the result.
func (g *Game) State() position.State {
	st := position.State{
		Game:     "cats-dogs",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.toMove.String(),
		Pieces:   []position.Placed{},
		Moves:    []string{},
		Result:   "none",
	}
	for s := cats; s <= dogs; s++ {
		for b := g.pieces[s]; b != 0; {
			st.Pieces = append(st.Pieces, position.Placed{Cell: g.geo.names[b.PopFirst()], Side: int(s), Kind: s.kind()})
		}
		st.Hands = append(st.Hands, g.geo.supply-g.pieces[s].Count())
	}
	// FormatMove needs only the geometry, so the history's moves can be
	// named without replaying them.
	for _, m := range g.hist {
		st.Moves = append(st.Moves, g.FormatMove(m))
	}
	if n := len(st.Moves); n > 0 {
		st.LastMove = st.Moves[n-1]
	}
	if over, _ := g.Outcome(); over {
		st.Result = [2]string{"p2win", "p1win"}[g.toMove]
	}
	return st
}
