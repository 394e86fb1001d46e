package hex

import (
	"math"

	"tabla/position"
)

// Hex cells are pointy-topped with width 1, so a cell is 2/sqrt(3) high
// and rows are sqrt(3)/2 apart; each row is shifted half a cell to the
// right of the row above.
var (
	cellHeight = 2 / math.Sqrt(3)
	rowStep    = math.Sqrt(3) / 2
)

// Layout is the rhombus of hexagons with each cell's neighbours and the
// four edges: top and bottom for red (side 0), left and right for blue
// (side 1).
func (g *Game) Layout() position.Layout {
	geo := g.geo
	n := geo.N
	l := position.Layout{
		Game:   "hex",
		Width:  float64(n) + float64(n-1)/2,
		Height: cellHeight + float64(n-1)*rowStep,
		Sides: []position.Side{
			{Name: red.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "r"}}},
			{Name: blue.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "b"}}},
		},
	}
	for i := 0; i < geo.Cells; i++ {
		r, c := i/n, i%n
		cell := position.Cell{
			ID:   geo.Names[i],
			Kind: position.Hexagon,
			X:    0.5 + float64(c) + float64(r)/2,
			Y:    cellHeight/2 + float64(r)*rowStep,
		}
		for _, j := range geo.Neighbors(i) {
			cell.Neighbors = append(cell.Neighbors, geo.Names[j])
		}
		l.Cells = append(l.Cells, cell)
	}
	for e := top; e <= right; e++ {
		be := position.BoardEdge{Name: e.String(), Side: int(e.owner())}
		for i := 0; i < geo.Cells; i++ {
			if geo.OnEdge[i]&(1<<e) != 0 {
				be.Cells = append(be.Cells, geo.Names[i])
			}
		}
		l.Edges = append(l.Edges, be)
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
