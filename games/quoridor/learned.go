package quoridor

import (
	_ "embed"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// weightsFile is the learned evaluation tabla ships, fitted by tabla train
// to tabla's own self-play by logistic regression toward the result
// (README.md, "Training", gives the commands that rebuild it).
//
//go:embed weights/quoridor.weights
var weightsFile []byte

// learnedScale turns the learned sum, in hundredths of a logit, into the
// hand-written evaluation's hundredths of a step, so that the search's
// margins keep their meaning: over the 220,942 positions of every third
// ply of the training games, the hand-written evaluation is 1.14 times
// the shipped weights' sum by least squares (correlation 0.76).
var learnedScale = learn.Scale{Per100: 114, Max: 20_000}

// shipped is the embedded weight file, read once.
var shipped = learn.Embedded("quoridor", weightsFile, featureSet, learn.TargetResult)

// learnedEval is Evaluate with the learned weights: Weights.Eval over
// Features, scaled, without building the list on the heap.
func (g *Game) learnedEval() int {
	var buf [maxActive]int32
	feats, phase := g.Features(buf[:0])
	return learnedScale.Apply(g.learned.Eval(phase, feats))
}

// featureBlocks name the features' blocks for EvalTerms, by first index.
var featureBlocks = []learn.Block{
	{Name: "path lengths", First: fMyDist}, {Name: "race", First: fDiff}, {Name: "walls in hand", First: fMyWalls},
	{Name: "race and walls", First: fRace}, {Name: "corridors", First: fMyWidth},
	{Name: "lengths and walls", First: fMyReach}, {Name: "detours", First: fMyDetour},
	{Name: "pawns", First: fMyRows}, {Name: "bias", First: fBias},
}

// learnedTerms breaks learnedEval down by feature block; the terms add up
// to Evaluate exactly.
func (g *Game) learnedTerms() []position.EvalTerm {
	feats, phase := g.Features(nil)
	return g.learned.ScaledTerms(phase, feats, featureBlocks, learnedScale)
}
