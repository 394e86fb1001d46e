package gtp_test

import (
	"fmt"
	"strings"

	_ "github.com/tabla-games/tabla/games/reversi"
	"github.com/tabla-games/tabla/protocol/gtp"
)

// A GTP session of Reversi refereed as GoGui does it: the board, the
// legal moves, a move, and the same move again, which is refused.
func Example() {
	srv, err := gtp.New(gtp.Config{Game: "reversi", Depth: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer srv.Close()
	input := strings.Join([]string{
		"1 gogui-rules_legal_moves",
		"2 play B F4",
		"3 play B F4",
		"4 gogui-rules_side_to_move",
		"5 gogui-rules_board",
	}, "\n")
	var out strings.Builder
	if err := srv.Run(strings.NewReader(input), &out); err != nil {
		fmt.Println(err)
	}
	// An empty success is "= " with its space, as GNU Go writes it; the
	// example trims it for legibility.
	fmt.Print(strings.ReplaceAll(out.String(), " \n", "\n"))
	// Output:
	// =1 C5 D6 E3 F4
	//
	// =2
	//
	// ?3 illegal move: white is to move, not black
	//
	// =4 white
	//
	// =5 . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . O X . . .
	// . . . X X X . .
	// . . . . . . . .
	// . . . . . . . .
	// . . . . . . . .
}
