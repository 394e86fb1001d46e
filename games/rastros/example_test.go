package rastros_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays the seed's diagram A, then shows that a step onto a
// black piece is refused.
func Example() {
	g, _, err := position.NewGame("rastros")
	if err != nil {
		panic(err)
	}
	fmt.Println("first moves:", len(g.GenMoves(nil)))
	for _, s := range []string{"e5-d4", "d5", "d5-c6", "c6-d7"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	fmt.Println(g.Position())
	if _, err := g.ParseMove("c6"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(g.Board())
	// Output:
	// first moves: 8
	// 3W3/2B4/3BB2/3B3/7/7/7 1
	// illegal move d7-c6: the destination holds a black piece
	//   a b c d e f g
	// 7 . . . W . . * 7
	// 6 . . B . . . . 6
	// 5 . . . B B . . 5
	// 4 . . . B . . . 4
	// 3 . . . . . . . 3
	// 2 . . . . . . . 2
	// 1 * . . . . . . 1
	//   a b c d e f g
}
