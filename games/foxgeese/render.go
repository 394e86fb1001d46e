package foxgeese

import (
	"math/bits"

	"tabla/position"
)

// Layout is the cross board with its 72 drawn connections, Geese first.
func (g *Game) Layout() position.Layout {
	l := board.Layout(ID)
	l.Sides = []position.Side{
		{Name: Geese.String(), Pieces: []position.Piece{{Kind: "goose", Symbol: "G"}}},
		{Name: Fox.String(), Pieces: []position.Piece{{Kind: "fox", Symbol: "F"}}},
	}
	return l
}

// State lists the geese and the fox. Scores holds the geese the fox has
// captured (counted from the 13 of the start), for the Fox; the Geese
// capture nothing.
func (g *Game) State() position.State {
	s := &g.st
	st := position.State{
		Game:     ID,
		Position: g.Position(),
		ToMove:   int(s.side),
		Side:     s.side.String(),
		Scores:   []int{0, max(StartGeese-bits.OnesCount64(s.geese), 0)},
	}
	for b := s.geese; b != 0; b &= b - 1 {
		st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(bits.TrailingZeros64(b)), Side: int(Geese), Kind: "goose"})
	}
	st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(int(s.fox)), Side: int(Fox), Kind: "fox"})
	return st
}
