package chomp_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays on the default bar: d3 leaves a hole, e1-e4 breaks off
// the right file, and the middle band c1-c4 is refused because it would
// split the bar in two.
func Example() {
	g, _, err := position.NewGame("chomp")
	if err != nil {
		panic(err)
	}
	fmt.Println("red may open with", len(g.GenMoves(nil)), "moves")
	if _, err := g.ParseMove("c1-c4"); err != nil {
		fmt.Println(err)
	}
	for _, s := range []string{"d3", "e1-e4"} {
		m, _ := g.ParseMove(s)
		g.Make(m)
	}
	fmt.Println(g.Position())
	fmt.Println(g.Board())
	// Output:
	// red may open with 82 moves
	// illegal move c1-c4: the rest of the bar would fall apart
	// pccc1/ccc2/cccp1/cccc1 r
	//  4  P c c c .
	//  3  c c c . .
	//  2  c c c P .
	//  1  c c c c .
	//     a b c d e
}
