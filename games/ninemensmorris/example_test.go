package ninemensmorris_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays the worked example of a mill formed in placement: White's
// two pieces on a1 and d1 make a mill on g1, and the mill and its removal
// are one move.
func Example() {
	g, _, err := position.NewGame("nine-mens-morris")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"a1", "a7", "d1", "d7"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	if _, err := g.ParseMove("g1"); err != nil {
		fmt.Println(err)
	}
	m, _ := g.ParseMove("g1xd7")
	g.Make(m)
	fmt.Println(g.Board())
	// Output:
	// illegal move g1: it closes a mill: name the piece to remove, as in g1xa7
	// 7 B-----------.-----------.
	//   |           |           |
	// 6 |   .-------.-------.   |
	//   |   |       |       |   |
	// 5 |   |   .---.---.   |   |
	//   |   |   |       |   |   |
	// 4 .---.---.       .---.---.
	//   |   |   |       |   |   |
	// 3 |   |   .---.---.   |   |
	//   |   |       |       |   |
	// 2 |   .-------.-------.   |
	//   |           |           |
	// 1 W-----------W-----------W
	//   a   b   c   d   e   f   g
	// in hand: W 6, B 7
	// B2/3/3/6/3/3/WWW b 6 7 0
}
