package hex

import (
	_ "embed"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// weightsFile is the learned evaluation tabla ships for the 11×11 board,
// fitted by tabla train to tabla's own self-play by logistic regression
// toward the result (README.md, "Training", gives the commands that
// rebuild it).
//
//go:embed weights/hex11.weights
var weightsFile []byte

// learnedSize is the board size the shipped weights were fitted on; other
// sizes, and the connected variant, keep the two-distance evaluation.
const learnedSize = 11

// learnedScale turns the learned sum, in hundredths of a logit, into
// Evaluate's hundredths of a unit of potential, so that the search's
// margins (null move, reverse futility at a unit a ply) keep their
// meaning. Fitted to the same self-play results by logistic regression,
// the two-distance evaluation is worth about 0.30 of a logit a unit of
// potential, so a logit is about 3.4 units (the package documentation's
// "Learned evaluation").
var learnedScale = learn.Scale{Per100: 340, Max: maxEval}

// shipped is the embedded weight file, read once.
var shipped = learn.Embedded("hex", weightsFile, featureSets[learnedSize], learn.TargetResult)

// learnedEval is Evaluate with the learned weights: the sum of the
// weights of Features, each times it is active, scaled.
func (g *Game) learnedEval() int {
	var c [numFeatures]int32
	phase := g.featureCounts(&c)
	return learnedScale.Apply(g.learned.EvalCounts(phase, c[:]))
}

// featureBlocks name the features' blocks for EvalTerms, by first index.
var featureBlocks = []learn.Block{
	{Name: "potentials", First: fPotentials}, {Name: "difference", First: fDiff},
	{Name: "cells", First: fCells},
	{Name: "shapes", First: fShapes}, {Name: "bias", First: fBias},
}

// learnedTerms breaks learnedEval down by feature block; the terms add up
// to Evaluate exactly.
func (g *Game) learnedTerms() []position.EvalTerm {
	feats, phase := g.Features(nil)
	return g.learned.ScaledTerms(phase, feats, featureBlocks, learnedScale)
}
