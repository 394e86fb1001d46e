package alquerque

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Layout is the 5×5 board with its 56 drawn lines, rank 5 at the top.
func (g *Game) Layout() position.Layout {
	l := board.Layout("alquerque")
	for side := White; side <= Black; side++ {
		l.Sides = append(l.Sides, position.Side{
			Name:   side.String(),
			Pieces: []position.Piece{{Kind: "piece", Symbol: string(pieceLetter[side])}},
		})
	}
	return l
}

// State lists the pieces on the board, and as scores the pieces each side
// has captured, counted from the 12 each side starts with.
func (g *Game) State() position.State {
	side := Side(g.ToMove())
	st := position.State{
		Game:     "alquerque",
		Position: g.Position(),
		ToMove:   int(side),
		Side:     side.String(),
	}
	for side := White; side <= Black; side++ {
		for b := g.Pieces(int(side)); b != 0; b &= b - 1 {
			st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(bits.TrailingZeros64(b)), Side: int(side), Kind: "piece"})
		}
	}
	st.Scores = []int{
		max(0, 12-bits.OnesCount64(g.Pieces(int(Black)))),
		max(0, 12-bits.OnesCount64(g.Pieces(int(White)))),
	}
	return st
}
