package mingmang_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays the seed's worked example of a capture by flanking:
// Black's last slide to d1 converts the three white pieces e1, f1 and g1,
// flanked by h1.
func Example() {
	g, _, err := position.NewGame("mingmang")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"c8-c6", "d1-d6", "e8-e6", "a7-c7", "d6-d1"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	fmt.Println("pieces:", g.State().Scores)
	// Output:
	//     a b c d e f g h
	//  8  W B . B . B B B 8
	//  7  . . W . . . . B 7
	//  6  W . B . B . . B 6
	//  5  W . . . . . . B 5
	//  4  W . . . . . . B 4
	//  3  W . . . . . . B 3
	//  2  W . . . . . . B 2
	//  1  W W W B B B B B 1
	//     a b c d e f g h
	// WB1B1BBB/2W4B/W1B1B2B/W6B/W6B/W6B/W6B/WWWBBBBB w
	// pieces: [18 10]
}
