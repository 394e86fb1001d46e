package atarigo

import "github.com/tabla-games/tabla/position"

// Layout is the 9×9 grid of intersections joined by the board's lines,
// with row 9 at the top, as in the rules' diagrams.
func (g *Game) Layout() position.Layout {
	l := position.Layout{
		Game:   "atari-go",
		Width:  size,
		Height: size,
		Sides: []position.Side{
			{Name: Black.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "B"}}},
			{Name: White.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "W"}}},
		},
	}
	for p := 0; p < points; p++ {
		c, r := p%size, p/size
		l.Cells = append(l.Cells, position.Cell{
			ID:   pointNames[p],
			Kind: position.Point,
			X:    float64(c) + 0.5,
			Y:    float64(size-1-r) + 0.5,
		})
		if c+1 < size {
			l.Lines = append(l.Lines, position.Line{From: pointNames[p], To: pointNames[p+1]})
		}
		if r+1 < size {
			l.Lines = append(l.Lines, position.Line{From: pointNames[p], To: pointNames[p+size]})
		}
	}
	return l
}

// State lists the stones (those of a captured group too: the game ends
// with them on the board, see Captured), both reserves as hands, the
// moves since the start or the last SetPosition, and the result.
func (g *Game) State() position.State {
	st := &g.st
	s := position.State{
		Game:     "atari-go",
		Position: g.Position(),
		ToMove:   int(st.side),
		Side:     st.side.String(),
		Pieces:   []position.Placed{},
		Hands:    []int{int(st.reserve[Black]), int(st.reserve[White])},
		Moves:    []string{},
		Result:   "none",
	}
	for p := 0; p < points; p++ {
		for c := Black; c <= White; c++ {
			if st.stones[c].has(p) {
				s.Pieces = append(s.Pieces, position.Placed{Cell: pointNames[p], Side: int(c), Kind: "stone"})
			}
		}
	}
	for _, u := range g.hist {
		s.Moves = append(s.Moves, g.FormatMove(u.move))
	}
	if n := len(s.Moves); n > 0 {
		s.LastMove = s.Moves[n-1]
	}
	switch {
	case st.captured:
		s.Result = [2]string{"p2win", "p1win"}[st.side]
	case st.passes >= 2:
		s.Result = "draw"
	}
	return s
}
