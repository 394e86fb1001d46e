package twelvemensmorris

import _ "embed"

// weightsFile is the learned evaluation tabla ships for Twelve Men's
// Morris, fitted by tabla train to tabla's own self-play by logistic
// regression toward the result (README.md, "Training", gives the commands
// that rebuild it). games/morris reads it (Game.UseWeights).
//
//go:embed weights/twelve-mens-morris.weights
var weightsFile []byte

// Weights returns the shipped weights, read once.
var Weights = variant.ShippedWeights(weightsFile)

// defaultEval is the eval option's default: the learned evaluation,
// which beat the hand-written one 251-1-148 over 400 games at 100 ms a
// move (testdata/strength/results.md).
const defaultEval = "learned"
