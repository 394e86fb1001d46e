package morris

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Layout is the 24-point board with its drawn lines (the diagonals too,
// where the variant has them); each side has one kind of piece, the man.
func (g *Game) Layout() position.Layout {
	l := g.v.Board.Layout(g.v.ID)
	l.Sides = []position.Side{
		{Name: White.String(), Pieces: []position.Piece{{Kind: "man", Symbol: "W"}}},
		{Name: Black.String(), Pieces: []position.Piece{{Kind: "man", Symbol: "B"}}},
	}
	return l
}

// State lists the pieces on the board, the pieces in hand and the result,
// and highlights the mills on the board; the protocol adds the last move
// and the legal moves.
func (g *Game) State() position.State {
	st := position.State{
		Game:     g.v.ID,
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.st.side.String(),
		Hands:    []int{int(g.st.hand[White]), int(g.st.hand[Black])},
		Result:   "none",
	}
	var mills uint64
	for s := White; s <= Black; s++ {
		for b := g.st.pieces[s]; b != 0; b &= b - 1 {
			st.Pieces = append(st.Pieces, position.Placed{Cell: g.v.Board.Name(bits.TrailingZeros64(b)), Side: int(s), Kind: "man"})
		}
		mills |= g.v.inMills(g.st.pieces[s])
	}
	for ; mills != 0; mills &= mills - 1 {
		st.Highlight = append(st.Highlight, g.v.Board.Name(bits.TrailingZeros64(mills)))
	}
	if over, score := g.Outcome(); over {
		switch {
		case score == 0:
			st.Result = "draw"
		case (score > 0) == (g.st.side == White):
			st.Result = "p1win"
		default:
			st.Result = "p2win"
		}
	}
	return st
}
