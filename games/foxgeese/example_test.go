package foxgeese_test

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/games/foxgeese"
)

func Example() {
	g := foxgeese.New(foxgeese.DefaultConfig())
	// The worked example of optional captures: capturing and continuing
	// a chain are both optional, so every prefix of a chain is a move of
	// its own.
	if err := g.SetPosition("GGG/3/7/3F3/2GG3/3/3 f 0"); err != nil {
		fmt.Println(err)
		return
	}
	var moves []string
	for _, m := range g.GenMoves(nil) {
		moves = append(moves, g.FormatMove(m))
	}
	fmt.Println(strings.Join(moves, " "))
	m, _ := g.ParseMove("d4xd2xb4")
	g.Make(m)
	over, score := g.Outcome()
	fmt.Println(g.Position(), over, score)
	fmt.Println(g.Board())
	// Output:
	// d4xd2 d4xd2xb4 d4-e3 d4-c4 d4-e4 d4-c5 d4-d5 d4-e5
	// GGG/3/7/1F5/7/3/3 g 0 true -1
	// 7     G G G
	// 6     . . .
	// 5 . . . . . . .
	// 4 . F . . . . .
	// 3 . . . . . . .
	// 2     . . .
	// 1     . . .
	//   a b c d e f g
}
