package hex

import (
	"github.com/tabla-games/tabla/games/hexgrid"
	"github.com/tabla-games/tabla/position"
)

// Layout is the rhombus of hexagons with each cell's neighbours and the
// four edges: top and bottom for red (side 0), left and right for blue
// (side 1).
func (g *Game) Layout() position.Layout {
	l := g.geo.Layout("hex", false)
	l.Sides = []position.Side{
		{Name: red.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "r"}}},
		{Name: blue.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "b"}}},
	}
	for e := top; e <= right; e++ {
		cells := g.geo.EdgeCells(hexgrid.Edge(e))
		l.Edges = append(l.Edges, position.BoardEdge{Name: e.String(), Side: int(e.owner()), Cells: cells})
	}
	return l
}

// State lists the stones, the side to move, the moves played since the
// start or the last SetPosition, and the result.
func (g *Game) State() position.State {
	s := position.State{
		Game:     "hex",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     color(g.ToMove()).String(),
		Pieces:   []position.Placed{},
		Moves:    []string{},
		Result:   "none",
	}
	for i, v := range g.board {
		if v != 0 {
			s.Pieces = append(s.Pieces, position.Placed{Cell: g.geo.Names[i], Side: int(v - 1), Kind: "stone"})
		}
	}
	for _, u := range g.hist {
		s.Moves = append(s.Moves, g.FormatMove(u.move))
	}
	if len(s.Moves) > 0 {
		s.LastMove = s.Moves[len(s.Moves)-1]
	}
	if g.won {
		s.Result = [2]string{"p1win", "p2win"}[1-g.ToMove()]
		s.Highlight = g.WinningChain()
	}
	return s
}
