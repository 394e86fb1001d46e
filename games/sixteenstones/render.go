package sixteenstones

import "github.com/tabla-games/tabla/position"

// Layout implements position.Renderer: a 5×5 grid, rank 5 at the top.
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("sixteen-stones", size, size, func(col, row int) string {
		return position.CellName(col, size-1-row)
	})
	l.Sides = []position.Side{
		{Name: "red", Pieces: []position.Piece{{Kind: "stone", Symbol: "R"}, {Kind: "fresh", Symbol: "r"}}},
		{Name: "blue", Pieces: []position.Piece{{Kind: "stone", Symbol: "B"}, {Kind: "fresh", Symbol: "b"}}},
	}
	return l
}

// State implements position.Renderer. Hands are the setup stones; Scores
// are the banks.
func (g *Game) State() position.State {
	s := position.State{Game: "sixteen-stones", Position: g.Position(), ToMove: int(g.st.side)}
	for c, v := range g.st.board {
		if v == 0 {
			continue
		}
		kind := "stone"
		if v&fresh != 0 {
			kind = "fresh"
		}
		s.Pieces = append(s.Pieces, position.Placed{Cell: cellName(c), Side: int(v&owner) - 1, Kind: kind})
	}
	s.Hands = []int{int(g.st.hand[0]), int(g.st.hand[1])}
	s.Scores = []int{int(g.st.bank[0]), int(g.st.bank[1])}
	return s
}
