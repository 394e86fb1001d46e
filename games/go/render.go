package gogame

import "github.com/tabla-games/tabla/position"

// Layout is the s×s grid of points, a1 at the lower left, joined by the
// grid lines between neighbouring points. Each point is centred in a unit
// square, so the board is s units wide and high.
func (g *Game) Layout() position.Layout {
	geo := g.geo
	s := geo.s
	l := position.Layout{
		Game:   "go",
		Width:  float64(s),
		Height: float64(s),
		Sides: []position.Side{
			{Name: Black.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "x"}}},
			{Name: White.String(), Pieces: []position.Piece{{Kind: "stone", Symbol: "o"}}},
		},
	}
	for _, p := range geo.points {
		x, y := geo.xy(int(p))
		l.Cells = append(l.Cells, position.Cell{
			ID: geo.names[p], Kind: position.Point,
			X: float64(x) + 0.5, Y: float64(s-1-y) + 0.5,
		})
		if x+1 < s {
			l.Lines = append(l.Lines, position.Line{From: geo.names[p], To: geo.names[int(p)+1]})
		}
		if y+1 < s {
			l.Lines = append(l.Lines, position.Line{From: geo.names[p], To: geo.names[int(p)+geo.w]})
		}
	}
	return l
}

// State lists the stones, the side to move, the moves played since the
// start or the last SetPosition, each side's points as the game would now
// be counted (komi not included), and the result.
func (g *Game) State() position.State {
	st := position.State{
		Game:     "go",
		Position: g.Position(),
		ToMove:   g.side,
		Side:     Color(g.side + 1).String(),
		Pieces:   []position.Placed{},
		Moves:    []string{},
		Result:   "none",
	}
	for _, p := range g.geo.points {
		if c := Color(g.b.color[p]); c != Empty {
			st.Pieces = append(st.Pieces, position.Placed{Cell: g.geo.names[p], Side: int(c) - 1, Kind: "stone"})
		}
	}
	for _, u := range g.hist {
		st.Moves = append(st.Moves, g.FormatMove(u.move))
	}
	if len(st.Moves) > 0 {
		st.LastMove = st.Moves[len(st.Moves)-1]
	}
	black, white := g.Score()
	st.Scores = []int{black, white}
	if over, m := g.Outcome(); over {
		if g.side == 1 {
			m = -m
		}
		switch {
		case m > 0:
			st.Result = "p1win"
		case m < 0:
			st.Result = "p2win"
		default:
			st.Result = "draw"
		}
	}
	return st
}
