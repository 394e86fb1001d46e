package adugo

import (
	"math/bits"

	"tabla/position"
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
	s := &g.st
	st := position.State{
		Game:     ID,
		Position: g.Position(),
		ToMove:   int(s.side),
		Side:     s.side.String(),
		Scores:   []int{g.Captured(), 0},
	}
	st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(int(s.jaguar)), Side: int(Jaguar), Kind: "jaguar"})
	for b := s.dogs; b != 0; b &= b - 1 {
		st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(bits.TrailingZeros64(b)), Side: int(Dogs), Kind: "dog"})
	}
	return st
}
