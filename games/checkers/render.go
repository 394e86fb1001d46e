package checkers

import (
	"strconv"

	"github.com/tabla-games/tabla/position"
)

// Layout is the 8×8 board as Board draws it: White's home at the top. Only the 32 dark, playable squares are cells; their ids are the PDN
// numbers and they sit at their (column, row) centres.
func (g *Game) Layout() position.Layout {
	l := position.Layout{Game: "checkers", Width: 8, Height: 8}
	for sq := 0; sq < numSquares; sq++ {
		r, c := rowCol(sq)
		l.Cells = append(l.Cells, position.Cell{
			ID:    strconv.Itoa(sq + 1),
			Kind:  position.Square,
			X:     float64(c) + 0.5,
			Y:     float64(r) + 0.5,
			Shade: 1,
		})
	}
	for side := Black; side <= White; side++ {
		l.Sides = append(l.Sides, position.Side{
			Name: side.String(),
			Pieces: []position.Piece{
				{Kind: "man", Symbol: string(pieceLetter[kindOf(side, false)])},
				{Kind: "king", Symbol: string(pieceLetter[kindOf(side, true)])},
			},
		})
	}
	return l
}

// State lists the men and kings on the board; the protocol adds the last
// move, the legal moves and the result.
func (g *Game) State() position.State {
	s := &g.st
	st := position.State{
		Game:     "checkers",
		Position: g.Position(),
		ToMove:   int(s.side),
		Side:     s.side.String(),
	}
	for side := Black; side <= White; side++ {
		for b := s.pieces[side]; b != 0; b &= b - 1 {
			sq := trailing(b)
			kind := "man"
			if s.kings>>sq&1 != 0 {
				kind = "king"
			}
			st.Pieces = append(st.Pieces, position.Placed{Cell: strconv.Itoa(sq + 1), Side: int(side), Kind: kind})
		}
	}
	return st
}
