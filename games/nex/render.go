package nex

import "github.com/tabla-games/tabla/position"

// Layout is the rhombus of hexagons as Board draws it: row 11 at the top,
// each row half a cell to the left of the one above, so that a1 and k11
// are the acute corners. The rules' compass names the four edges: SW (row
// 1) and NE (row 11) for Blue (side 0), NW (column a) and SE (column k)
// for Pink (side 1). Neutral stones belong to neither side.
func (g *Game) Layout() position.Layout {
	l := grid.Layout("nex", true)
	l.Sides = []position.Side{
		{Name: blue.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "B"}}},
		{Name: pink.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "P"}}},
	}
	for c := blue; c <= pink; c++ {
		for e := range 2 {
			cells := grid.EdgeCells(colorEdges[c][e])
			l.Edges = append(l.Edges, position.BoardEdge{Name: edgeNames[c][e], Side: int(c), Cells: cells})
		}
	}
	return l
}

// State lists the stones (neutral ones with side -1), the colour to move,
// the moves played since the start or the last SetPosition, the result by
// colour and, after a win, the winning chain to highlight.
func (g *Game) State() position.State {
	s := position.State{
		Game:     "nex",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.side.String(),
		Pieces:   []position.Placed{},
		Moves:    []string{},
		Result:   "none",
	}
	for i, st := range g.board {
		switch st {
		case blueStone, pinkStone:
			s.Pieces = append(s.Pieces, position.Placed{Cell: names[i], Side: int(st - 1), Kind: "stone"})
		case neutralStone:
			s.Pieces = append(s.Pieces, position.Placed{Cell: names[i], Side: -1, Kind: "neutral"})
		}
	}
	for _, u := range g.hist {
		s.Moves = append(s.Moves, g.FormatMove(u.move))
	}
	if len(s.Moves) > 0 {
		s.LastMove = s.Moves[len(s.Moves)-1]
	}
	switch over, score := g.Outcome(); {
	case !over:
	case score == 0:
		s.Result = "draw"
	default:
		s.Result = [2]string{"p1win", "p2win"}[1-g.side]
		s.Highlight = g.WinningChain()
	}
	return s
}
