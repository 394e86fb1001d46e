package ninemensmorris

import (
	"github.com/tabla-games/tabla/games/morris"
	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// ID is the game's registry id.
const ID = "nine-mens-morris"

// variant is Nine Men's Morris: nine pieces each, placing before stepping,
// flying at three, on the board without diagonals.
var variant = morris.NewVariant(morris.Spec{
	ID:     ID,
	Board:  pointgraph.Morris(false),
	Pieces: 9,
	Fly:    true,
})

// New returns the start position with the given options.
func New(cfg morris.Config) *morris.Game { return morris.New(variant, cfg) }

func init() {
	position.Register(position.Info{
		ID:      ID,
		Name:    "Nine Men's Morris",
		Sides:   [2]string{morris.White.String(), morris.Black.String()},
		Options: append(morris.Options(), morris.EvalOption(defaultEval)),
		New: func(o position.Options) (position.Playable, error) {
			return morris.NewWithEval(variant, o, Weights)
		},
	})
}
