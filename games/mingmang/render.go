package mingmang

import "github.com/tabla-games/tabla/position"

// Layout is the n×n grid of square cells, rank n at the top and a1 at the
// lower left.
func (g *Game) Layout() position.Layout {
	n := g.n
	l := position.GridLayout("mingmang", n, n, func(col, row int) string {
		return position.CellName(col, n-1-row)
	})
	for c := Black; c <= White; c++ {
		l.Sides = append(l.Sides, position.Side{
			Name:   c.String(),
			Pieces: []position.Piece{{Kind: "piece", Symbol: string(pieceLetter[c])}},
		})
	}
	return l
}

// State lists the pieces; Scores holds each side's piece count. The
// protocol adds the last move, the legal moves and the result.
func (g *Game) State() position.State {
	st := position.State{
		Game:     "mingmang",
		Position: g.Position(),
		ToMove:   int(g.side),
		Side:     g.side.String(),
		Scores:   []int{g.count[Black], g.count[White]},
		Result:   "none",
	}
	for r := g.n - 1; r >= 0; r-- {
		for f := 0; f < g.n; f++ {
			if v := g.board[g.cell(f, r)]; v == blackMan || v == whiteMan {
				st.Pieces = append(st.Pieces, position.Placed{Cell: position.CellName(f, r), Side: int(v - 1), Kind: "piece"})
			}
		}
	}
	if over, score := g.Outcome(); over {
		switch {
		case score == 0:
			st.Result = "draw"
		case score < 0:
			st.Result = [2]string{"p2win", "p1win"}[g.side]
		}
	}
	return st
}
