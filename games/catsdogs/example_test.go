package catsdogs_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays the seed's example A: the first cat goes in the central
// zone, and the first dog outside it, not next to the cat, so c5 is
// refused.
func Example() {
	g, _, err := position.NewGame("cats-dogs")
	if err != nil {
		panic(err)
	}
	fmt.Println("cats may open on:", len(g.GenMoves(nil)), "cells")
	m, _ := g.ParseMove("d5")
	g.Make(m)
	fmt.Println(g.Position())
	fmt.Println("dogs may answer on:", len(g.GenMoves(nil)), "cells")
	if _, err := g.ParseMove("c5"); err != nil {
		fmt.Println(err)
	}
	m, _ = g.ParseMove("b7")
	g.Make(m)
	fmt.Println(g.Board())
	// Output:
	// cats may open on: 4 cells
	// 8/8/8/3C4/8/8/8/8 d
	// dogs may answer on: 58 cells
	// illegal move c5: the cell is next to a cats piece
	//   a b c d e f g h
	// 8 . . . . . . . . 8
	// 7 . D . . . . . . 7
	// 6 . . . . . . . . 6
	// 5 . . . C + . . . 5
	// 4 . . . + + . . . 4
	// 3 . . . . . . . . 3
	// 2 . . . . . . . . 2
	// 1 . . . . . . . . 1
	//   a b c d e f g h
}
