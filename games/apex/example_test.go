package apex_test

import (
	"fmt"

	_ "github.com/tabla-games/tabla/games/apex"
	"github.com/tabla-games/tabla/position"
)

// Example plays the worked example of a winning chain: f3-f6 completes
// Black's diagonal chain from a1 to g7.
func Example() {
	g, _, err := position.NewGame("apex")
	if err != nil {
		panic(err)
	}
	if err := g.SetPosition("6B/7/4B2/3B3/2B2B1/1B5/B6 b 4 11 0"); err != nil {
		panic(err)
	}
	m, err := g.ParseMove("f3-f6")
	if err != nil {
		panic(err)
	}
	g.Make(m)
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	over, score := g.Outcome()
	fmt.Println("over:", over, "score for white:", score)
	fmt.Println("chain:", g.State().Highlight)
	// Output:
	// 7  . . . . . . B
	// 6  . . . . . B .
	// 5  . . . . B . .
	// 4  . . . B . . .
	// 3  . . B . . . .
	// 2  . B . . . . .
	// 1  B . . . . . .
	//    a b c d e f g
	// white to move; in hand: black 4, white 11; clock 1
	// 6B/5B1/4B2/3B3/2B4/1B5/B6 w 4 11 1
	// over: true score for white: -1
	// chain: [a1 b2 c3 d4 e5 f6 g7]
}
