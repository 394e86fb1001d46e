package twelvemensmorris_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays the worked example of a step during placement: a piece
// steps while pieces remain in hand, and may not step straight back on the
// next turn.
func Example() {
	g, _, err := position.NewGame("twelve-mens-morris")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"a1", "g7", "a1-a4", "g1"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	fmt.Println(g.Position())
	if _, err := g.ParseMove("a4-a1"); err != nil {
		fmt.Println(err)
	}
	m, _ := g.ParseMove("a4-b4")
	g.Make(m)
	fmt.Println(g.Position())
	// Output:
	// 2B/3/3/W5/3/3/2B w 11 10 a1-a4 - 0
	// illegal move a4-a1: a piece may not step straight back to where it came from
	// 2B/3/3/1W4/3/3/2B b 11 10 a4-b4 - 1
}
