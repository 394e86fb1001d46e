package ninemensmorris

import (
	"bytes"
	_ "embed"
	"sync"

	"github.com/tabla-games/tabla/position/learn"
)

// weightsFile is the learned evaluation tabla ships for Nine Men's Morris,
// fitted by tabla train to tabla's own self-play by logistic regression
// toward the result (README.md, "Training", gives the commands that
// rebuild it). games/morris reads it (Game.UseWeights).
//
//go:embed weights/nine-mens-morris.weights
var weightsFile []byte

// Weights returns the shipped weights, read once.
var Weights = sync.OnceValues(func() (*learn.Weights, error) {
	w, err := learn.ReadWeights(bytes.NewReader(weightsFile))
	if err != nil {
		return nil, err
	}
	return w, variant.CheckWeights(w)
})

// defaultEval is the eval option's default: the learned evaluation,
// which beat the hand-written one 252-89-59 over 400 games at 100 ms a
// move (testdata/strength/results.md).
const defaultEval = "learned"
