package foxsheep_test

import (
	"fmt"

	"github.com/tabla-games/tabla/games/foxsheep"
)

func Example() {
	g := foxsheep.New(foxsheep.DefaultConfig())
	// The seed's worked example: the fox on d5 must capture, and may
	// choose the chain to the left or the single capture to the right.
	if err := g.SetPosition("1F1/3/2SFS2/SS5/7/SSS/SSS f 0"); err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range g.GenMoves(nil) {
		fmt.Println("foxes:", g.FormatMove(m))
	}
	m, _ := g.ParseMove("d5xb5xb3")
	g.Make(m)
	over, score := g.Outcome()
	fmt.Println(g.Position(), over, score)
	fmt.Println(g.Board())
	// Output:
	// foxes: d5xb5xb3
	// foxes: d5xf5
	// 1F1/3/4S2/S6/1F5/SSS/SSS s 0 true -1
	// 7     .-F-.
	//       |\|/|
	// 6     .-.-.
	//       |/|\|
	// 5 .-.-.-.-S-.-.
	//   |\|/|\|/|\|/|
	// 4 S-.-.-.-.-.-.
	//   |/|\|/|\|/|\|
	// 3 .-F-.-.-.-.-.
	//       |\|/|
	// 2     S-S-S
	//       |/|\|
	// 1     S-S-S
	//   a b c d e f g
}
