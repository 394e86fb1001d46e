package dotsboxes

import "github.com/tabla-games/tabla/position"

// boxID is the Layout id of a box: "box-" and its lower-left dot, since
// the dot's own name is taken by the dot.
func (geo *geometry) boxID(b int) string { return "box-" + geo.boxName(b) }

// Layout is the lattice: a point per dot (id "a1"), a segment per line
// (id its move text, "a1-b1") and a square per box (id "box-a1"). Dots
// are one unit apart, rank 1 at the bottom of the screen, with half a unit
// of margin all round. Neither side owns an edge.
func (g *Game) Layout() position.Layout {
	geo := g.geo
	x := func(f int) float64 { return float64(f) + 0.5 }
	y := func(r int) float64 { return float64(geo.rows-1-r) + 0.5 }
	l := position.Layout{
		Game:   "dots-boxes",
		Width:  float64(geo.cols),
		Height: float64(geo.rows),
		Sides: []position.Side{
			{Name: X.String(), Pieces: []position.Piece{{Kind: "box", Symbol: "X"}}},
			{Name: O.String(), Pieces: []position.Piece{{Kind: "box", Symbol: "O"}}},
		},
	}
	for r := 0; r < geo.rows; r++ {
		for f := 0; f < geo.cols; f++ {
			l.Cells = append(l.Cells, position.Cell{ID: position.CellName(f, r), Kind: position.Point, X: x(f), Y: y(r)})
		}
	}
	for ln := 0; ln < geo.lines; ln++ {
		f, r, horizontal := geo.lineAt(ln)
		f2, r2 := f, r+1
		if horizontal {
			f2, r2 = f+1, r
		}
		l.Cells = append(l.Cells, position.Cell{ID: geo.names[ln], Kind: position.Segment, X: x(f), Y: y(r), X2: x(f2), Y2: y(r2)})
	}
	for b := 0; b < geo.boxes; b++ {
		f, r := b%(geo.cols-1), b/(geo.cols-1)
		l.Cells = append(l.Cells, position.Cell{ID: geo.boxID(b), Kind: position.Square, X: x(f) + 0.5, Y: y(r) - 0.5})
	}
	return l
}

// State lists the drawn lines (neutral, kind "line": who drew a line does
// not matter once it is drawn, as the seed says), the owned boxes (kind
// "box", side of the owner), the scores of x and o, the moves since the
// start or the last SetPosition, the last move, highlighted, and the
// result.
func (g *Game) State() position.State {
	geo := g.geo
	s := position.State{
		Game:     "dots-boxes",
		Position: g.Position(),
		ToMove:   g.ToMove(),
		Side:     g.side.String(),
		Pieces:   []position.Placed{},
		Scores:   []int{g.score[X], g.score[O]},
		Moves:    []string{},
		Result:   "none",
	}
	for l, d := range g.drawn {
		if d {
			s.Pieces = append(s.Pieces, position.Placed{Cell: geo.names[l], Side: -1, Kind: "line"})
		}
	}
	for b, o := range g.owner {
		if o >= 0 {
			s.Pieces = append(s.Pieces, position.Placed{Cell: geo.boxID(b), Side: int(o), Kind: "box"})
		}
	}
	for _, m := range g.hist {
		s.Moves = append(s.Moves, g.FormatMove(m))
	}
	if len(s.Moves) > 0 {
		s.LastMove = s.Moves[len(s.Moves)-1]
		s.Highlight = []string{s.LastMove}
	}
	if over, _ := g.Outcome(); over {
		switch {
		case g.score[X] > g.score[O]:
			s.Result = "p1win"
		case g.score[X] < g.score[O]:
			s.Result = "p2win"
		default:
			s.Result = "draw"
		}
	}
	return s
}
