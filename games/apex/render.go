package apex

import "github.com/tabla-games/tabla/position"

// Layout is the n×n grid of points joined by the rank and file lines,
// rank 1 at the bottom, with each side's corners named as its edges.
func (g *Game) Layout() position.Layout {
	geo := g.geo
	n := geo.n
	l := position.Layout{Game: "apex", Width: float64(n), Height: float64(n)}
	for i := 0; i < geo.cells; i++ {
		c, r := i%n, i/n
		l.Cells = append(l.Cells, position.Cell{
			ID:   geo.names[i],
			Kind: position.Point,
			X:    float64(c) + 0.5,
			Y:    float64(n-1-r) + 0.5,
		})
		for _, d := range []Direction{North, East} {
			if j := geo.step[d][i]; j >= 0 {
				l.Lines = append(l.Lines, position.Line{From: geo.names[i], To: geo.names[j]})
			}
		}
	}
	for s := Black; s <= White; s++ {
		for _, c := range geo.corners[s] {
			l.Edges = append(l.Edges, position.BoardEdge{Name: "corner " + geo.names[c], Side: int(s), Cells: []string{geo.names[c]}})
		}
		l.Sides = append(l.Sides, position.Side{
			Name:   s.String(),
			Pieces: []position.Piece{{Kind: "stone", Symbol: string("BW"[s])}},
		})
	}
	return l
}

// State lists the pieces, the pieces in hand, the moves since the start or
// the last SetPosition, the result and, after a win, the winning group.
func (g *Game) State() position.State {
	s := &g.st
	st := position.State{
		Game:     "apex",
		Position: g.Position(),
		ToMove:   int(s.side),
		Side:     s.side.String(),
		Pieces:   []position.Placed{},
		Hands:    []int{int(s.reserve[Black]), int(s.reserve[White])},
		Moves:    []string{},
		Result:   "none",
	}
	for side := Black; side <= White; side++ {
		for b := s.own[side]; b != 0; {
			st.Pieces = append(st.Pieces, position.Placed{Cell: g.geo.names[b.PopFirst()], Side: int(side), Kind: "stone"})
		}
	}
	for i := 1; i <= g.hist.Len(); i++ {
		last := g.st.last
		if i < g.hist.Len() {
			last = g.hist.At(i).last
		}
		st.Moves = append(st.Moves, g.geo.formatMove(last))
	}
	if len(st.Moves) > 0 {
		st.LastMove = st.Moves[len(st.Moves)-1]
	}
	if over, score := g.Outcome(); over {
		switch {
		case score == 0:
			st.Result = "draw"
		case s.side == Black:
			st.Result = "p2win"
		default:
			st.Result = "p1win"
		}
		st.Highlight = g.WinningChain()
	}
	return st
}
