package quoridor

import "github.com/tabla-games/tabla/position"

// Layout is the 9×9 grid of square cells (row 9 at the top) followed by
// the 128 wall slots as segments named by their wall tokens, and the goal
// rows: row 9 for red (side 0), row 1 for blue (side 1).
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("quoridor", size, size, func(col, row int) string {
		return position.CellName(col, size-1-row)
	})
	for s := 0; s < slots; s++ {
		x, y := float64(s%slotSide), float64(s/slotSide)
		// Screen y grows downwards: the line between rows y and y+1
		// (0-based, from the bottom) lies at 8-y.
		l.Cells = append(l.Cells,
			position.Cell{ID: wallName(horizontal, s), Kind: position.Segment, X: x, Y: 8 - y, X2: x + 2, Y2: 8 - y},
			position.Cell{ID: wallName(vertical, s), Kind: position.Segment, X: x + 1, Y: 7 - y, X2: x + 1, Y2: 9 - y})
	}
	for side := 0; side < 2; side++ {
		e := position.BoardEdge{Name: [2]string{"top", "bottom"}[side], Side: side}
		for x := 0; x < size; x++ {
			e.Cells = append(e.Cells, cellName(goalRow[side]*size+x))
		}
		l.Edges = append(l.Edges, e)
	}
	for side := 0; side < 2; side++ {
		l.Sides = append(l.Sides, position.Side{Name: sideNames[side], Pieces: []position.Piece{
			{Kind: "pawn", Symbol: string(sideSymbols[side])},
		}})
	}
	return l
}

// State lists the pawns, the walls on the board (neutral, side -1), the
// walls in hand, the moves since the start or the last SetPosition, and
// the result.
func (g *Game) State() position.State {
	st := &g.st
	s := position.State{
		Game:     "quoridor",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     sideNames[g.ToMove()],
		Pieces:   []position.Placed{},
		Hands:    []int{int(st.left[0]), int(st.left[1])},
		Moves:    []string{},
		Result:   "none",
	}
	for side := 0; side < 2; side++ {
		s.Pieces = append(s.Pieces, position.Placed{Cell: cellName(int(st.pawn[side])), Side: side, Kind: "pawn"})
	}
	for sl := 0; sl < slots; sl++ {
		for o := horizontal; o <= vertical; o++ {
			if st.walls[o]>>uint(sl)&1 != 0 {
				s.Pieces = append(s.Pieces, position.Placed{Cell: wallName(o, sl), Side: -1, Kind: "wall"})
			}
		}
	}
	for i := 1; i < g.hist.Len(); i++ {
		s.Moves = append(s.Moves, g.FormatMove(g.hist.At(i).move))
	}
	if g.hist.Len() > 0 {
		s.Moves = append(s.Moves, g.FormatMove(st.move))
		s.LastMove = s.Moves[len(s.Moves)-1]
	}
	switch {
	case st.won:
		s.Result = [2]string{"p1win", "p2win"}[1-g.ToMove()]
	case st.drawn:
		s.Result = "draw"
	}
	return s
}
