package gogame_test

import (
	"fmt"
	"math/rand/v2"

	gogame "github.com/tabla-games/tabla/games/go"
	"github.com/tabla-games/tabla/position"
)

// Example plays the worked example of simple ko in seed mode:
// Black captures at f5, White may not retake at once, and after an
// exchange elsewhere the retake is legal. Two passes end the game: White
// has 5 stones and the point f5, Black 4 stones.
func Example() {
	g, _, err := position.NewGame("go", "rules=seed")
	if err != nil {
		panic(err)
	}
	if err := g.SetPosition("9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -"); err != nil {
		panic(err)
	}
	play := func(s string) {
		m, err := g.ParseMove(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		g.Make(m)
	}
	play("f5")
	fmt.Println(g.Position())
	play("e5")
	play("a1")
	play("j9")
	play("E5")
	fmt.Println(g.Board())
	fmt.Println(g.Position())
	play("pass")
	play("pass")
	over, margin := g.Outcome()
	fmt.Println("over:", over, "margin for black, to move:", margin)
	// Output:
	// 9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 e5
	// illegal move e5: ko: the stone just captured cannot be retaken at once
	//     a b c d e f g h j
	//  9  . . . . . . . . x  9
	//  8  . . . . . . . . .  8
	//  7  . . . . . . . . .  7
	//  6  . . . . x o . . .  6
	//  5  . . . x o . o . .  5
	//  4  . . . . x o . . .  4
	//  3  . . . . . . . . .  3
	//  2  . . . . . . . . .  2
	//  1  o . . . . . . . .  1
	//     a b c d e f g h j
	// 8x/9/9/4xo3/3xo1o2/4xo3/9/9/o8 b 4 0 f5
	// over: true margin for black, to move: -200
}

// ExampleGame_PlayoutOwner finds the dead stones of a position, as GTP's
// final_status_list dead asks, from the final owners of many playouts: a
// stone whose point ends mostly with the other colour is dead. The white
// stone f8 is caught inside Black's two-eyed wall.
func ExampleGame_PlayoutOwner() {
	g, err := gogame.New(gogame.StandardConfig(9))
	if err != nil {
		panic(err)
	}
	if err := g.SetPosition("xxxxxxxxx/x1x1xo1xx/xxxxxxxxx/9/9/9/9/9/9 w 0 0 -"); err != nil {
		panic(err)
	}
	const playouts = 200
	owner := make([]int32, 9*9) // x + 9*y, from a1
	rng := rand.New(rand.NewPCG(1, 2))
	for range playouts {
		g.PlayoutOwner(rng, nil, owner)
	}
	for y := 8; y >= 0; y-- {
		for x := 0; x < 9; x++ {
			c, own := g.At(x, y), owner[x+9*y]
			if c == gogame.Black && own < -playouts/2 || c == gogame.White && own > playouts/2 {
				fmt.Println("dead:", gogame.Vertex(x, y), c)
			}
		}
	}
	// Output:
	// dead: f8 white
}
