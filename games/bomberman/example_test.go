package bomberman_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"

	_ "github.com/tabla-games/tabla/games/bomberman"
)

// Example plays the seed's example: player 1 leaves a bomb, activates it
// two moves later, and dies stepping back into its column.
func Example() {
	g, _, err := position.NewGame("bomberman")
	if err != nil {
		panic(err)
	}
	for _, s := range []string{"b12-b11/B", "u2-u3", "b11-b10", "u3-u4", "Ab12/b10-b9", "u4-u5/B", "b9-b10/B"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	over, score := g.Outcome()
	fmt.Println(over, score, g.ToMove()+1)
	// Output: true 1 2
}
