package quoridor_test

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Example plays on the worked example of a diagonal jump, with two walls
// added: the blue pawn on e9 has the edge behind it, so Red may jump
// diagonally, and d9 wins at once.
func Example() {
	g, _, err := position.NewGame("quoridor")
	if err != nil {
		panic(err)
	}
	if err := g.SetPosition("4b4/4r4/9/9/9/9/9/9/9 c8v,e7h 10 8 r"); err != nil {
		panic(err)
	}
	var pawn []string
	for _, m := range g.GenMoves(nil) {
		if s := g.FormatMove(m); len(s) == 2 {
			pawn = append(pawn, s)
		}
	}
	fmt.Println("pawn moves:", strings.Join(pawn, " "))
	m, err := g.ParseMove("D9")
	if err != nil {
		panic(err)
	}
	g.Make(m)
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	over, score := g.Outcome()
	fmt.Println("over:", over, "score for blue:", score, "result:", g.State().Result)
	// Output:
	// pawn moves: d9 f9 d8 f8
	//    a b c d e f g h i
	// 9  . . .|r b . . . .  9
	//         |
	// 8  . . .|. . . . . .  8
	//            ---
	// 7  . . . . . . . . .  7
	//
	// 6  . . . . . . . . .  6
	//
	// 5  . . . . . . . . .  5
	//
	// 4  . . . . . . . . .  4
	//
	// 3  . . . . . . . . .  3
	//
	// 2  . . . . . . . . .  2
	//
	// 1  . . . . . . . . .  1
	//    a b c d e f g h i
	// walls in hand: red 10, blue 8
	// 3rb4/9/9/9/9/9/9/9/9 e7h,c8v 10 8 b
	// over: true score for blue: -1 result: p1win
}
