package amazons_test

import (
	"fmt"

	_ "github.com/tabla-games/tabla/games/amazons"
	"github.com/tabla-games/tabla/position"
)

// Example plays the seed's worked example of three moves from the start,
// each a queen move and an arrow shot.
func Example() {
	g, _, err := position.NewGame("amazons")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(g.GenMoves(nil)), "moves at the start")
	for _, s := range []string{"g1-g6/j6", "j7-g7/i5", "d1-d9/f7"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	// Output:
	// 2176 moves at the start
	//     a b c d e f g h i j
	// 10  . . . B . . B . . .  10
	//  9  . . . W . . . . . .  9
	//  8  . . . . . . . . . .  8
	//  7  B . . . . x B . . .  7
	//  6  . . . . . . W . . x  6
	//  5  . . . . . . . . x .  5
	//  4  W . . . . . . . . W  4
	//  3  . . . . . . . . . .  3
	//  2  . . . . . . . . . .  2
	//  1  . . . . . . . . . .  1
	//     a b c d e f g h i j
	// black to move
	// 3B2B3/3W6/10/B4xB3/6W2x/8x1/W8W/10/10/10 b
}
