package foxsheep

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Layout is the cross board with its 72 drawn lines, rank 7 at the top.
func (g *Game) Layout() position.Layout {
	l := board.Layout("fox-sheep")
	l.Sides = []position.Side{
		{Name: Sheep.String(), Pieces: []position.Piece{{Kind: "sheep", Symbol: "S"}}},
		{Name: Foxes.String(), Pieces: []position.Piece{{Kind: "fox", Symbol: "F"}}},
	}
	return l
}

// State lists the pieces on the board, highlights the paddock, and gives
// as scores the sheep in the paddock (for the Sheep) and the sheep
// captured, counted from the 20 of the start (for the Foxes).
func (g *Game) State() position.State {
	toMove := Side(g.ToMove())
	st := position.State{
		Game:     "fox-sheep",
		Position: g.Position(),
		ToMove:   int(toMove),
		Side:     toMove.String(),
	}
	kinds := [2]string{"sheep", "fox"}
	for side := Sheep; side <= Foxes; side++ {
		for b := g.Pieces(int(side)); b != 0; b &= b - 1 {
			st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(bits.TrailingZeros64(b)), Side: int(side), Kind: kinds[side]})
		}
	}
	for b := paddock; b != 0; b &= b - 1 {
		st.Highlight = append(st.Highlight, board.Name(bits.TrailingZeros64(b)))
	}
	st.Scores = []int{
		bits.OnesCount64(g.Pieces(int(Sheep)) & paddock),
		startSheep - bits.OnesCount64(g.Pieces(int(Sheep))),
	}
	return st
}
