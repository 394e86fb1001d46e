package hex_test

import (
	"fmt"

	"github.com/tabla-games/tabla/games/hex"
	"github.com/tabla-games/tabla/position"
)

// Example plays a worked example of a win on a 3×3 board: Red wins through
// the obtuse corners c1 and a3, which lie on blue edges too.
func Example() {
	g, _, err := position.NewGame("hex", "size=3")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"c1", "a1", "b2", "a2", "a3"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	over, score := g.Outcome()
	fmt.Println("over:", over, "score for blue:", score)
	fmt.Println("chain:", g.(*hex.Game).WinningChain())
	// Output:
	//     a b c
	//  1  b . r  1
	//   2  b r .  2
	//    3  r . .  3
	//        a b c
	// b1r/br1/r2 b 5
	// over: true score for blue: -1
	// chain: [c1 b2 a3]
}
