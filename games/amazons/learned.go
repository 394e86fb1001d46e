package amazons

import (
	_ "embed"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// weightsFile is the learned evaluation tabla ships, fitted by tabla train
// to tabla's own self-play by logistic regression toward the result
// (README.md, "Training", gives the commands that rebuild it).
//
//go:embed weights/amazons.weights
var weightsFile []byte

// learnedScale turns the learned sum, in hundredths of a logit, into the
// hand-written evaluation's centi-squares, so that the search's margins
// (futility, aspiration) keep their meaning: see the package
// documentation's "Learned evaluation" for the fit that gives it.
var learnedScale = learn.Scale{Per100: 115, Max: 20_000}

// shipped is the embedded weight file, read once.
var shipped = learn.Embedded("amazons", weightsFile, featureSet, learn.TargetResult)

// learnedEval is Evaluate with the learned weights: the sum of the
// weights of Features, each times it is active, scaled.
func (g *Game) learnedEval() int {
	var c [numFeatures]int32
	phase := g.featureCounts(&c)
	return learnedScale.Apply(g.learned.EvalCounts(phase, c[:]))
}

// featureBlocks name the features' blocks for EvalTerms, by first index.
var featureBlocks = []learn.Block{
	{Name: "queen territory", First: fQueen}, {Name: "king territory", First: fKing},
	{Name: "mobility", First: fOwnMob}, {Name: "opponent mobility", First: fOppMob},
	{Name: "liberties", First: fOwnLib}, {Name: "opponent liberties", First: fOppLib},
	{Name: "bias", First: fBias},
}

// learnedTerms breaks learnedEval down by feature block; the terms add up
// to Evaluate exactly.
func (g *Game) learnedTerms() []position.EvalTerm {
	feats, phase := g.Features(nil)
	return g.learned.ScaledTerms(phase, feats, featureBlocks, learnedScale)
}
