package search_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// takeAway is a whole game in a few lines: players take 1 to 3 stones from
// a pile, and whoever takes the last stone wins.
type takeAway struct {
	pile, side int
	taken      []int
}

func (g *takeAway) ToMove() int { return g.side }
func (g *takeAway) GenMoves(buf []position.Move) []position.Move {
	for k := 1; k <= min(3, g.pile); k++ {
		buf = append(buf, position.Move(k))
	}
	return buf
}
func (g *takeAway) Make(m position.Move) {
	g.pile -= int(m)
	g.taken = append(g.taken, int(m))
	g.side ^= 1
}
func (g *takeAway) Unmake() {
	g.pile += g.taken[len(g.taken)-1]
	g.taken = g.taken[:len(g.taken)-1]
	g.side ^= 1
}
func (g *takeAway) Hash() uint64 { return uint64(g.pile)<<1 | uint64(g.side) }
func (g *takeAway) Outcome() (bool, int) {
	if g.pile == 0 {
		return true, -1 // the side to move has lost
	}
	return false, 0
}
func (g *takeAway) Evaluate() int { return 0 }
func (g *takeAway) Clone() position.Game {
	c := *g
	c.taken = append([]int(nil), g.taken...)
	return &c
}

// printer is a Reporter that prints each completed depth's line.
type printer struct{}

func (printer) Report(i search.Info) {
	if i.MultiPV > 0 {
		fmt.Println("depth", i.Depth, "score", i.Score, "pv", i.PV)
	}
}

func Example() {
	e := search.New(search.DefaultOptions())
	// With no limit, the search stops once it has solved the game.
	res := e.Search(&takeAway{pile: 7}, search.Limits{}, printer{})
	fmt.Println("bestmove", res.Best, "score", res.Score)
	// Output:
	// depth 1 score cp 0 pv [1]
	// depth 2 score cp 0 pv [1 1]
	// depth 3 score mate 2 pv [3 1 3]
	// bestmove 3 score mate 2
}
