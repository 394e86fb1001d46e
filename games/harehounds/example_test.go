package harehounds_test

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Example plays the hounds' first move and the hare's answer, then shows
// the worked example of a trap: the hounds trap the hare.
func Example() {
	g, _, err := position.NewGame("hare-hounds")
	if err != nil {
		panic(err)
	}
	fmt.Println(len(g.GenMoves(nil)), "hound moves")
	for _, s := range []string{"1-4", "10-8"} {
		m, _ := g.ParseMove(s)
		g.Make(m)
	}
	fmt.Println(g.Board())
	if _, err := g.ParseMove("4-1"); err != nil {
		fmt.Println(err)
	}
	g.SetPosition("5D1D1DH d 0")
	m, _ := g.ParseMove("5-8")
	g.Make(m)
	over, score := g.Outcome()
	fmt.Println(g.Position(), over, score)
	// Output:
	// 7 hound moves
	//   .-D-.
	//  /|\|/|\
	// D-.-.-H-.
	//  \|/|\|/
	//   D-.-.
	// D2DD3H2 d 0
	// illegal move 4-1: hounds never step backwards
	// 7DDDH h 0 true -1
}
