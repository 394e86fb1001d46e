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
		ID:    ID,
		Name:  "Nine Men's Morris",
		Sides: [2]string{morris.White.String(), morris.Black.String()},
		Options: append(morris.Options(), position.Option{
			Name: "eval", Type: position.Choice, Default: defaultEval, Choices: []string{"learned", "hand"},
			Doc: "evaluation: learned (weights fitted to tabla's self-play) or hand (seven hand-set terms)"}),
		New: func(o position.Options) (position.Playable, error) {
			g := New(morris.ConfigFrom(o))
			if o.Get("eval") == "learned" {
				w, err := Weights()
				if err != nil {
					return nil, err
				}
				if err := g.UseWeights(w); err != nil {
					return nil, err
				}
			}
			return g, nil
		},
	})
}
