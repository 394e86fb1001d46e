package domineering_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays a whole game on a 3×4 board. Vertical's last domino, on a2
// and a3, leaves the two free cells c2 and c3 one above the other:
// Horizontal, to move, cannot place a domino and has lost.
func Example() {
	g, _, err := position.NewGame("domineering", "rows=3", "cols=4")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"b2", "c1", "d2", "a1", "a2"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
		fmt.Println(s, "->", g.Position())
	}
	fmt.Println(g.Board())
	over, score := g.Outcome()
	fmt.Println("over:", over, "score for the side to move:", score)
	// Output:
	// b2 -> 1V2/1V2/4 h
	// c1 -> 1V2/1V2/2HH v
	// d2 -> 1V1V/1V1V/2HH h
	// a1 -> 1V1V/1V1V/HHHH v
	// a2 -> VV1V/VV1V/HHHH h
	//    a b c d
	//  3 V V . V  3
	//  2 V V . V  2
	//  1 H H H H  1
	//    a b c d
	// horizontal to move
	// over: true score for the side to move: -1
}
