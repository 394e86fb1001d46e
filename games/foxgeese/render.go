package foxgeese

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
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
	side := Side(g.ToMove())
	geese := g.Pieces(int(Geese))
	st := position.State{
		Game:     ID,
		Position: g.Position(),
		ToMove:   int(side),
		Side:     side.String(),
		Scores:   []int{0, max(StartGeese-bits.OnesCount64(geese), 0)},
	}
	for b := geese; b != 0; b &= b - 1 {
		st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(bits.TrailingZeros64(b)), Side: int(Geese), Kind: "goose"})
	}
	st.Pieces = append(st.Pieces, position.Placed{Cell: board.Name(g.fox()), Side: int(Fox), Kind: "fox"})
	return st
}

// Board draws the cross with ranks 7 to 1 from the top: G a goose, F the
// fox, . an empty point.
func (g *Game) Board() string { return g.Diagram() }
