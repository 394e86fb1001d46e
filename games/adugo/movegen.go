package adugo

import "github.com/tabla-games/tabla/position"

// OrderHints puts the Jaguar's longest chains first (they take the most
// dogs), then its steps to the points with the most lines; the Dogs' steps
// rank by how far they close in on the jaguar.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	g.HuntHints(int(Jaguar), moves, scores)
}
