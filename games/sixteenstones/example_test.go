package sixteenstones_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays a worked example of a move capture and its sacrifice
// variant.
func Example() {
	g, _, err := position.NewGame("sixteen-stones")
	if err != nil {
		panic(err)
	}
	fmt.Println("placements:", len(g.GenMoves(nil)))
	if err := g.SetPosition("B3B/5/5/5/RB1R1 r 0 0 1 0 - 0 0"); err != nil {
		panic(err)
	}
	fmt.Println("turns:", len(g.GenMoves(nil)))
	if _, err := g.ParseMove("d1-c1"); err != nil {
		fmt.Println(err)
	}
	m, _ := g.ParseMove("d1-c1xb1")
	g.Make(m)
	fmt.Println(g.Position())
	fmt.Println(g.Board())
	// Output:
	// placements: 25
	// turns: 119
	// illegal move: "d1-c1": not legal here
	// B3B/5/5/5/RrR2 b 0 0 0 1 - 0 0
	//   a b c d e
	// 5 B . . . B 5
	// 4 . . . . . 4
	// 3 . . . . . 3
	// 2 . . . . . 2
	// 1 R r R . . 1
	//   a b c d e
	// hands 0/0 banks 0/1, blue to move
}
