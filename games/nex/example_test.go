package nex_test

import (
	"fmt"

	"github.com/tabla-games/tabla/games/nex"
	"github.com/tabla-games/tabla/position"
)

// Example plays the worked example of a conversion: Blue converts the
// neutrals b2 and f11, gives up a5, and joins row 1 to row 11.
func Example() {
	g, _, err := position.NewGame("nex")
	if err != nil {
		panic(err)
	}
	if err := g.SetPosition("5N5/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/B4B1P1P1/5B1P3/5B1P3/1N3B1P3/5B1P3 b 1"); err != nil {
		panic(err)
	}
	m, err := g.ParseMove("f11,b2/a5") // either order of the neutrals
	if err != nil {
		panic(err)
	}
	fmt.Println("move:", g.FormatMove(m))
	g.Make(m)
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	over, score := g.Outcome()
	fmt.Println("over:", over, "score for pink:", score)
	fmt.Println("winner:", g.(*nex.Game).Winner())
	fmt.Println("chain:", g.(*nex.Game).WinningChain())
	// Output:
	// move: b2,f11/a5
	//              a b c d e f g h i j k
	//           11 . . . . . B . . . . .  11
	//          10 . . . . . B . P . . .  10
	//          9 . . . . . B . P . . .  9
	//         8 . . . . . B . P . . .  8
	//        7 . . . . . B . P . . .  7
	//       6 . . . . . B . P . . .  6
	//      5 N . . . . B . P . P .  5
	//     4 . . . . . B . P . . .  4
	//    3 . . . . . B . P . . .  3
	//   2 . B . . . B . P . . .  2
	//  1 . . . . . B . P . . .  1
	//    a b c d e f g h i j k
	// 5B5/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/N4B1P1P1/5B1P3/5B1P3/1B3B1P3/5B1P3 p 1
	// over: true score for pink: -1
	// winner: blue
	// chain: [f1 f2 f3 f4 f5 f6 f7 f8 f9 f10 f11]
}
