package atarigo_test

import (
	"fmt"

	"github.com/tabla-games/tabla/games/atarigo"
	"github.com/tabla-games/tabla/position"
)

// Example plays the seed's worked example of a capture: Black to
// move wins at once at a8, taking two white groups, or at i8.
func Example() {
	g, _, err := position.NewGame("atari-go")
	if err != nil {
		panic(err)
	}
	if err := g.SetPosition("WBBB3BW/1WWB5/1BB6/9/9/9/2W1W1W2/9/9 b 33 33 0"); err != nil {
		panic(err)
	}
	m, err := g.ParseMove("A8")
	if err != nil {
		panic(err)
	}
	g.Make(m)
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	over, score := g.Outcome()
	fmt.Println("over:", over, "score for white:", score)
	fmt.Println("captured:", g.(*atarigo.Game).Captured())
	// Output:
	//    a b c d e f g h i
	//  9 W B B B . . . B W 9
	//  8 B W W B . . . . . 8
	//  7 . B B . . . . . . 7
	//  6 . . . . . . . . . 6
	//  5 . . . . . . . . . 5
	//  4 . . . . . . . . . 4
	//  3 . . W . W . W . . 3
	//  2 . . . . . . . . . 2
	//  1 . . . . . . . . . 1
	//    a b c d e f g h i
	// reserves: black 32, white 33
	// WBBB3BW/BWWB5/1BB6/9/9/9/2W1W1W2/9/9 w 32 33 0
	// over: true score for white: -1
	// captured: [b8 c8 a9]
}
