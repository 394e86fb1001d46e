package product

import (
	"math"
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Hex cells are pointy-topped with width 1, so a cell is 2/sqrt(3) high
// and ranks are sqrt(3)/2 apart.
var (
	cellHeight = 2 / math.Sqrt(3)
	rankStep   = math.Sqrt(3) / 2
)

// Layout is the hexagon of doc.go's Rules and Notation: cell (q, r) is
// centred at x = q − r/2, y = r·√3/2, here shifted into the positive
// quadrant and flipped so that rank 9 is at the top of the screen. Each
// cell lists its neighbours. Neither side owns an edge.
func (g *Game) Layout() position.Layout {
	l := position.Layout{
		Game:   "product",
		Width:  float64(span),
		Height: cellHeight + float64(span-1)*rankStep,
		Sides: []position.Side{
			{Name: black.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "B"}}},
			{Name: white.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "W"}}},
		},
	}
	for i := 0; i < numCells; i++ {
		q, r := float64(geo.file[i]), float64(geo.rank[i])
		cell := position.Cell{
			ID:   geo.names[i],
			Kind: position.Hexagon,
			// a5 (q−r/2 = −(sideLen−1)/2) is the leftmost cell.
			X: q - r/2 + float64(sideLen-1)/2 + 0.5,
			Y: cellHeight/2 + (float64(span-1)-r)*rankStep,
		}
		for s := geo.adj[i]; s != 0; s &= s - 1 {
			cell.Neighbors = append(cell.Neighbors, geo.names[bits.TrailingZeros64(s)])
		}
		l.Cells = append(l.Cells, cell)
	}
	return l
}

// State lists the stones (side 0 for black, 1 for white), each colour's
// current product as its score, the moves played since the start or the
// last SetPosition, and the result; a finished game highlights the groups
// that make each colour's product.
func (g *Game) State() position.State {
	p := g.products()
	s := position.State{
		Game:     "product",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.side.String(),
		Pieces:   []position.Placed{},
		Scores:   p[:],
		Moves:    []string{},
		Result:   "none",
	}
	for i := 0; i < numCells; i++ {
		if ch := g.letterAt(i); ch != 0 {
			side := int(black)
			if ch == white.stoneLetter() {
				side = int(white)
			}
			s.Pieces = append(s.Pieces, position.Placed{Cell: geo.names[i], Side: side, Kind: "stone"})
		}
	}
	for _, m := range g.hist[:g.nHist] {
		s.Moves = append(s.Moves, g.FormatMove(m))
	}
	if len(s.Moves) > 0 {
		s.LastMove = s.Moves[len(s.Moves)-1]
	}
	if over, score := g.Outcome(); over {
		winner := g.side
		if score < 0 {
			winner ^= 1
		}
		s.Result = [2]string{"p1win", "p2win"}[winner]
		cells := scoringGroups(g.stones[black]) | scoringGroups(g.stones[white])
		for ; cells != 0; cells &= cells - 1 {
			s.Highlight = append(s.Highlight, geo.names[bits.TrailingZeros64(cells)])
		}
	}
	return s
}

// scoringGroups returns the cells of the two largest groups of the stone
// set own, the ones its product multiplies, or none if it has fewer than
// two groups. Among groups of equal size the one holding the lower cell
// counts.
func scoringGroups(own uint64) uint64 {
	var first, second uint64
	for rest := own; rest != 0; {
		group, _ := flood(rest&-rest, rest, 0)
		rest &^= group
		switch n := bits.OnesCount64(group); {
		case n > bits.OnesCount64(first):
			first, second = group, first
		case n > bits.OnesCount64(second):
			second = group
		}
	}
	if second == 0 {
		return 0
	}
	return first | second
}
