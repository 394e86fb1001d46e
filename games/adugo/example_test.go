package adugo_test

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/games/adugo"
)

func Example() {
	g := adugo.New(adugo.DefaultConfig())
	// The worked example of optional captures: capturing and continuing
	// a chain are both optional, so every prefix of a chain is a move of
	// its own.
	if err := g.SetPosition("DDDDD/DDDDD/3D1/2D2/5/D2/J2 j"); err != nil {
		fmt.Println(err)
		return
	}
	var moves []string
	for _, m := range g.GenMoves(nil) {
		moves = append(moves, g.FormatMove(m))
	}
	fmt.Println(strings.Join(moves, " "))
	m, _ := g.ParseMove("a1xc3xc5xe5")
	g.Make(m)
	over, _ := g.Outcome()
	fmt.Println(g.Position(), g.Captured(), over)
	fmt.Println(g.Board())
	// Output:
	// a1xc3 a1xc3xc5 a1xc3xc5xe5 a1-c1
	// DDDDD/DDDDD/4J/5/5/3/3 d 4 false
	// 7 D D D D D
	// 6 D D D D D
	// 5 . . . . J
	// 4 . . . . .
	// 3 . . . . .
	// 2   . . .
	// 1 .   .   .
	//   a b c d e
}
