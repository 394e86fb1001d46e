package harehounds

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

func trailing(b uint64) int { return bits.TrailingZeros64(b) }
func popcount(b uint64) int { return bits.OnesCount64(b) }

// Layout is the 11-point board with its 22 drawn lines, point 0 at the
// left and 10 at the right.
func (g *Game) Layout() position.Layout {
	l := board.Layout("hare-hounds")
	l.Sides = []position.Side{
		{Name: Hounds.String(), Pieces: []position.Piece{{Kind: "hound", Symbol: "D"}}},
		{Name: Hare.String(), Pieces: []position.Piece{{Kind: "hare", Symbol: "H"}}},
	}
	return l
}

// State lists the pieces and the result; the protocol adds the last move
// and the legal moves. The stall counter is in the position string.
func (g *Game) State() position.State {
	st := position.State{
		Game:     "hare-hounds",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.toMove().String(),
		Result:   "none",
	}
	for b := g.Hounds(); b != 0; b &= b - 1 {
		st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(trailing(b)), Side: int(Hounds), Kind: "hound"})
	}
	st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(g.Runner()), Side: int(Hare), Kind: "hare"})
	switch g.winner() {
	case Hounds:
		st.Result = "p1win"
	case Hare:
		st.Result = "p2win"
	}
	return st
}
