package foxgeese

import "github.com/tabla-games/tabla/position"

// OrderHints puts the Fox's longest chains first (they take the most
// geese), then its other captures, then its steps towards the centre of
// the board's mobility; the Geese's steps rank by how far they close in on
// the fox.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	g.HuntHints(int(Fox), moves, scores)
}
