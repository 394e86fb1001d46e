package foxhounds_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays the worked example of the opening: the fox's only first
// move, and the hounds' seven answers.
func Example() {
	g, _, err := position.NewGame("fox-hounds")
	if err != nil {
		panic(err)
	}
	m, _ := g.ParseMove("a1-b2")
	g.Make(m)
	fmt.Println(len(g.GenMoves(nil)), "hound moves")
	m, _ = g.ParseMove("d8-e7")
	g.Make(m)
	fmt.Println(g.Board())
	if _, err := g.ParseMove("e7-d8"); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 7 hound moves
	//   a b c d e f g h
	// 8   H   .   H   H 8
	// 7 .   .   H   .   7
	// 6   .   .   .   . 6
	// 5 .   .   .   .   5
	// 4   .   .   .   . 4
	// 3 .   .   .   .   3
	// 2   F   .   .   . 2
	// 1 .   .   .   .   1
	//   a b c d e f g h
	// 1H3H1H/4H3/8/8/8/8/1F6/8 f
	// illegal move e7-d8: no fox on e7
}
