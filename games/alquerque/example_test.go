package alquerque_test

import (
	"fmt"

	"github.com/tabla-games/tabla/games/alquerque"
)

func Example() {
	g := alquerque.New(alquerque.DefaultConfig())
	m, _ := g.ParseMove("d2-c3")
	g.Make(m)
	// Capturing is compulsory: Black's only moves are the two captures.
	for _, m := range g.GenMoves(nil) {
		fmt.Println("black:", g.FormatMove(m))
	}
	m, _ = g.ParseMove("b4xd2")
	g.Make(m)
	fmt.Println(g.Position())
	fmt.Println(g.Board())
	// Output:
	// black: b4xd2
	// black: d4xd2
	// BBBBB/B1BBB/BB1WW/WWWBW/WWWWW w 0
	// 5 B-B-B-B-B
	//   |\|/|\|/|
	// 4 B-.-B-B-B
	//   |/|\|/|\|
	// 3 B-B-.-W-W
	//   |\|/|\|/|
	// 2 W-W-W-B-W
	//   |/|\|/|\|
	// 1 W-W-W-W-W
	//   a b c d e
}
