package bomberman

import "github.com/tabla-games/tabla/position"

// Layout is the H×W grid of the current map, rank 1 at the bottom.
func (g *Game) Layout() position.Layout {
	l := position.GridLayout("bomberman", g.w, g.h, func(col, row int) string {
		return g.cellName(row*g.w + col)
	})
	l.Sides = []position.Side{
		{Name: "player1", Pieces: []position.Piece{{Kind: "player", Symbol: "X"}, {Kind: "inactive bomb", Symbol: "i"}}},
		{Name: "player2", Pieces: []position.Piece{{Kind: "player", Symbol: "Y"}, {Kind: "inactive bomb", Symbol: "j"}}},
	}
	return l
}

// State lists walls, protections and active bombs as neutral marks, and
// each player and his inactive bomb; Scores holds the protections.
func (g *Game) State() position.State {
	st := position.State{
		Game:     "bomberman",
		Position: g.Position(),
		ToMove:   g.side,
		Side:     info.Sides[g.side],
		Moves:    []string{},
		Scores:   []int{int(g.np[0]), int(g.np[1])},
		Result:   [...]string{"none", "p1win", "p2win", "draw"}[g.result],
	}
	for i, k := range g.cells {
		name := g.cellName(i)
		switch k {
		case wall:
			st.Pieces = append(st.Pieces, position.Placed{Cell: name, Side: -1, Kind: "wall"})
		case prot:
			st.Pieces = append(st.Pieces, position.Placed{Cell: name, Side: -1, Kind: "protection"})
		case bomb:
			st.Pieces = append(st.Pieces, position.Placed{Cell: name, Side: -1, Kind: "bomb"})
		case inactive1, inactive2:
			st.Pieces = append(st.Pieces, position.Placed{Cell: name, Side: int(k - inactive1), Kind: "inactive bomb"})
		}
	}
	// A move's text depends on its position (the activated bomb's cell),
	// so the history is named by replaying it on a copy.
	r := g.Clone().(*Game)
	for range r.hist {
		r.Unmake()
	}
	for _, u := range g.hist {
		st.Moves = append(st.Moves, r.FormatMove(u.move))
		r.Make(u.move)
	}
	if n := len(st.Moves); n > 0 {
		st.LastMove = st.Moves[n-1]
	}
	for p := 0; p < 2; p++ {
		if g.pos[p] >= 0 {
			st.Pieces = append(st.Pieces, position.Placed{Cell: g.cellName(int(g.pos[p])), Side: p, Kind: "player"})
		}
	}
	return st
}
