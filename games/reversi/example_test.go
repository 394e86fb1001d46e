package reversi_test

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/games/reversi"
)

// A game from the start: Black opens f5, then the position string, White's
// replies and the picture.
func Example() {
	g := reversi.New()
	m, err := g.ParseMove("f5")
	if err != nil {
		panic(err)
	}
	g.Make(m)
	fmt.Println(g.Position())
	var replies []string
	for _, r := range g.GenMoves(nil) {
		replies = append(replies, g.FormatMove(r))
	}
	fmt.Println(strings.Join(replies, " "))
	fmt.Println(g.Board())
	// Output:
	// 8/8/8/3WB3/3BBB2/8/8/8 w
	// f4 d6 f6
	//    a b c d e f g h
	// 1  - - - - - - - -
	// 2  - - - - - - - -
	// 3  - - - - - - - -
	// 4  - - - W B . - -
	// 5  - - - B B B - -
	// 6  - - - . - . - -
	// 7  - - - - - - - -
	// 8  - - - - - - - -
	// black (B) 4, white (W) 1, white to move
}

// Solving the last moves of Takizawa's perfect game: the position with 10
// empties is a draw.
func ExampleGame_Solve() {
	g := reversi.New()
	line := "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 d7 c5 b6 d8 c6 c7 d2 b5 a5 a6 a7 g5 e3 b4 c8 g6 g4 c2 e8 d1 f7 e2 g3 h4 f1 e1 f2 g1 b1 f8 g8 b3 h3 b2 h5 b7 a3 a4 a1 a2"
	for _, s := range strings.Fields(line) {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	score, best := g.Solve(-6400, 6400, nil)
	fmt.Println(g.Empties(), "empties:", score, "with", g.FormatMove(best))
	// Output:
	// 10 empties: 0 with c1
}
