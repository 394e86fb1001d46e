package adugo

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Layout is the Adugo board with its 66 drawn connections, Jaguar first.
func (g *Game) Layout() position.Layout {
	l := board.Layout(ID)
	l.Sides = []position.Side{
		{Name: Jaguar.String(), Pieces: []position.Piece{{Kind: "jaguar", Symbol: "J"}}},
		{Name: Dogs.String(), Pieces: []position.Piece{{Kind: "dog", Symbol: "D"}}},
	}
	return l
}

// State lists the jaguar and the dogs. Scores holds the dogs the jaguar
// has captured, for the Jaguar; the Dogs capture nothing.
func (g *Game) State() position.State {
	side := Side(g.ToMove())
	st := position.State{
		Game:     ID,
		Position: g.Position(),
		ToMove:   int(side),
		Side:     side.String(),
		Scores:   []int{g.Captured(), 0},
	}
	st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(g.jaguar()), Side: int(Jaguar), Kind: "jaguar"})
	for b := g.Pieces(int(Dogs)); b != 0; b &= b - 1 {
		st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(bits.TrailingZeros64(b)), Side: int(Dogs), Kind: "dog"})
	}
	return st
}

// Board draws the board with ranks 7 to 1 from the top: J the jaguar, D a
// dog, . an empty point.
func (g *Game) Board() string { return g.Diagram() }
