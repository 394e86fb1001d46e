package chomp

import "github.com/tabla-games/tabla/position"

// Layout is the n×m grid with the top rank drawn first. Cells are named
// as in the notation.
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("chomp", g.m, g.n, func(col, row int) string {
		return position.CellName(col, g.n-1-row)
	})
	for s := red; s <= blue; s++ {
		l.Sides = append(l.Sides, position.Side{Name: s.String(), Pieces: []position.Piece{}})
	}
	return l
}

// State lists the cells still on the board as neutral pieces (Side -1):
// kind "chocolate" or "poison"; an eaten cell is empty. It also gives the
// side to move, the moves played since the start or the last SetPosition,
// and the result.
func (g *Game) State() position.State {
	st := position.State{
		Game:     "chomp",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.toMove.String(),
		Pieces:   []position.Placed{},
		Moves:    []string{},
		Result:   "none",
	}
	for r := g.n - 1; r >= 0; r-- {
		for f := range g.m {
			bit := uint32(1) << uint(f)
			switch {
			case g.choc[r]&bit != 0:
				st.Pieces = append(st.Pieces, position.Placed{Cell: position.CellName(f, r), Side: -1, Kind: "chocolate"})
			case g.poison[r]&bit != 0:
				st.Pieces = append(st.Pieces, position.Placed{Cell: position.CellName(f, r), Side: -1, Kind: "poison"})
			}
		}
	}
	// FormatMove needs only the board size, so the history's moves can
	// be named without replaying them.
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
