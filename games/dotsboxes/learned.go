package dotsboxes

import (
	_ "embed"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// weightsFile is the learned evaluation, fitted by tabla train to tabla's
// own self-play by least squares toward the final margin, or the exact
// value where the solver proved it (README.md, "Training", gives the
// commands that rebuild it).
//
//go:embed weights/dots-boxes.weights
var weightsFile []byte

// learnedScale keeps the learned sum as it is: the weights are in
// centi-boxes, the hand-written evaluation's unit, so the search's
// margins keep their meaning; the clamp is the hand-written one's.
var learnedScale = learn.Scale{Per100: 100, Max: 99_000}

// shipped is the embedded weight file, read once.
var shipped = learn.Embedded("dots-boxes", weightsFile, featureSet, learn.TargetMargin)

// learnedEval is Evaluate with the learned weights: the sum of the
// weights of Features, each times it is active, scaled.
func (g *Game) learnedEval() int {
	var c [numFeatures]int32
	phase := g.featureCounts(&c)
	return learnedScale.Apply(g.learned.EvalCounts(phase, c[:]))
}

// featureBlocks name the features' blocks for EvalTerms, by first index.
var featureBlocks = []learn.Block{
	{Name: "boxes", First: fOwn}, {Name: "captures", First: fTake},
	{Name: "chain fight", First: fContext}, {Name: "long chain rule", First: fRule},
	{Name: "bias", First: fBias},
}

// learnedTerms breaks learnedEval down by feature block; the terms add up
// to Evaluate exactly.
func (g *Game) learnedTerms() []position.EvalTerm {
	feats, phase := g.Features(nil)
	return g.learned.ScaledTerms(phase, feats, featureBlocks, learnedScale)
}
