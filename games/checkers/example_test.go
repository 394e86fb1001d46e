package checkers_test

import (
	"fmt"

	"github.com/tabla-games/tabla/games/checkers"
)

func Example() {
	g := checkers.New(checkers.DefaultConfig())
	for _, s := range []string{"11-15", "22-18"} {
		m, err := g.ParseMove(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		g.Make(m)
	}
	// Capturing is compulsory: Black's only move is the capture.
	for _, m := range g.GenMoves(nil) {
		fmt.Println("black:", g.FormatMove(m))
	}
	m, _ := g.ParseMove("15x22")
	g.Make(m)
	for _, m := range g.GenMoves(nil) {
		fmt.Println("white:", g.FormatMove(m))
	}
	fmt.Println(g.Position())
	fmt.Println(g.Board())
	// Output:
	// black: 15x22
	// white: 25x18
	// white: 26x17
	// 1w1w1w1w/w1w1w1w1/1w1w1b1w/8/8/b3b1b1/1b1b1b1b/b1b1b1b1 w 0
	//    w   w   w   w     32  31  30  29
	//  w   w   w   w     28  27  26  25
	//    w   w   b   w     24  23  22  21
	//  .   .   .   .     20  19  18  17
	//    .   .   .   .     16  15  14  13
	//  b   .   b   b     12  11  10   9
	//    b   b   b   b      8   7   6   5
	//  b   b   b   b      4   3   2   1
}
