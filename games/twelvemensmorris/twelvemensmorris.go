package twelvemensmorris

import (
	"github.com/tabla-games/tabla/games/morris"
	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// ID is the game's registry id.
const ID = "twelve-mens-morris"

// variant is the seed's Twelve Men's Morris: twelve pieces each, placing
// or stepping at any time, the no-immediate-return rule, no flying, on
// the board with the four corner diagonals.
var variant = morris.NewVariant(morris.Spec{
	ID:          ID,
	Board:       pointgraph.Morris(true),
	Pieces:      12,
	StepAnyTime: true,
	NoReturn:    true,
})

// New returns the start position with the given options.
func New(cfg morris.Config) *morris.Game { return morris.New(variant, cfg) }

func init() {
	position.Register(position.Info{
		ID:      ID,
		Name:    "Twelve Men's Morris",
		Sides:   [2]string{morris.White.String(), morris.Black.String()},
		Options: append(morris.Options(), morris.EvalOption(defaultEval)),
		New: func(o position.Options) (position.Playable, error) {
			return morris.NewWithEval(variant, o, Weights)
		},
	})
}
