package foxhounds

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

func trailing(b uint64) int { return bits.TrailingZeros64(b) }
func bits64(b uint64) int   { return bits.OnesCount64(b) }

// Layout is the real board: an 8×8 checkerboard of square cells, rank 8
// at the top, the 32 dark (playable) squares shaded. The light squares are
// cells too, so that a renderer draws the whole checkerboard; no piece
// ever stands on them.
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("fox-hounds", 8, 8, func(col, row int) string {
		return position.CellName(col, 7-row)
	})
	for i := range l.Cells {
		c := &l.Cells[i]
		col, row := int(c.X), 7-int(c.Y)
		if pointOf[row*8+col] >= 0 {
			c.Shade = 1
		}
	}
	l.Sides = []position.Side{
		{Name: Fox.String(), Pieces: []position.Piece{{Kind: "fox", Symbol: "F"}}},
		{Name: Hounds.String(), Pieces: []position.Piece{{Kind: "hound", Symbol: "H"}}},
	}
	return l
}

// State lists the pieces and the result; the protocol adds the last move
// and the legal moves.
func (g *Game) State() position.State {
	st := position.State{
		Game:     "fox-hounds",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.toMove().String(),
		Result:   "none",
	}
	st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(g.Runner()), Side: int(Fox), Kind: "fox"})
	for b := g.Hounds(); b != 0; b &= b - 1 {
		st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(trailing(b)), Side: int(Hounds), Kind: "hound"})
	}
	switch g.winner() {
	case Fox:
		st.Result = "p1win"
	case Hounds:
		st.Result = "p2win"
	}
	return st
}
