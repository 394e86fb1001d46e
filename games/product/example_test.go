package product_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example opens a game: Black's single stone, White's two, then the
// board, the position string and the number of replies.
func Example() {
	g, _, err := position.NewGame("product")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(g.GenMoves(nil)), "first moves")
	for _, s := range []string{"Be5", "we6/Bd4"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		fmt.Println("played", g.FormatMove(m))
		g.Make(m)
	}
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	fmt.Println(len(g.GenMoves(nil)), "replies")
	// Output:
	// 122 first moves
	// played Be5
	// played Bd4/We6
	//  9      . . . . .
	//  8     . . . . . .
	//  7    . . . . . . .
	//  6   . . . W . . . .
	//  5  . . . . B . . . .
	//  4   . . . B . . . . i
	//  3    . . . . . . . h
	//  2     . . . . . . g
	//  1      . . . . . f
	//          a b c d e
	// 5/6/7/3W4/4B4/3B4/7/6/5 b
	// 6612 replies
}

// ExampleGame_Outcome scores the worked example of a full board:
// Black's groups {a1 a2}, {e5} and {i9} make 2×1 = 2, White's single
// group of 57 makes 0, so White, to move, has lost by 2 points.
func ExampleGame_Outcome() {
	g, _, err := position.NewGame("product")
	if err != nil {
		panic(err)
	}
	if err := g.SetPosition("WWWWB/WWWWWW/WWWWWWW/WWWWWWWW/WWWWBWWWW/WWWWWWWW/WWWWWWW/BWWWWW/BWWWW w"); err != nil {
		panic(err)
	}
	over, score := g.Outcome()
	s := g.State()
	fmt.Println(over, score, s.Scores, s.Result)
	// Output:
	// true -200 [2 0] p1win
}
