package dotsboxes_test

import (
	"fmt"

	_ "github.com/tabla-games/tabla/games/dotsboxes"
	"github.com/tabla-games/tabla/position"
)

// Example plays the worked example of one box on a 3×3 board: o completes
// box a1 and moves again.
func Example() {
	g, _, err := position.NewGame("dots-boxes", "rows=3", "cols=3")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(g.GenMoves(nil)), "lines")
	for _, s := range []string{"a1-b1", "b2-a2", "a1-a2", "b1-b2"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	// Output:
	// 12 lines
	//  3 +   +   +
	//
	//  2 +---+   +
	//    | O |
	//  1 +---+   +
	//    a   b   c
	// x 0, o 1, o to move
	// 2/5/-1/|O|2/-1 o
}
