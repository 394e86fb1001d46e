package checkers

import (
	_ "embed"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// weightsFile is the learned evaluation tabla ships, fitted by tabla train
// to tabla's own self-play by logistic regression toward the result
// (README.md, "Training", gives the commands that rebuild it).
//
//go:embed weights/checkers.weights
var weightsFile []byte

// learnedScale turns the learned sum, in hundredths of a logit, into the
// hand-written evaluation's hundredths of a man: over the 78,389
// positions of every third ply of the training games, the hand-written
// evaluation is 1.14 times the shipped weights' sum by least squares
// (correlation 0.95), so that a man is worth about 88 hundredths of a
// logit, and the hand-written evaluation's best fit to the results is
// 0.79 logits a man.
var learnedScale = learn.Scale{Per100: 114, Max: 20_000}

// shipped is the embedded weight file, read once.
var shipped = learn.Embedded("checkers", weightsFile, featureSet, learn.TargetResult)

// learnedEval is Evaluate with the learned weights: Weights.Eval over
// Features, scaled, without building the list on the heap.
func (g *Game) learnedEval() int {
	var buf [maxActive]int32
	feats, phase := g.Features(buf[:0])
	return learnedScale.Apply(g.learned.Eval(phase, feats))
}

// featureBlocks name the features' blocks for EvalTerms, by first index.
var featureBlocks = []learn.Block{
	{Name: "men", First: fOwnMan}, {Name: "kings", First: fOwnKing}, {Name: "opponent men", First: fOppMan},
	{Name: "opponent kings", First: fOppKing}, {Name: "counts", First: fCounts}, {Name: "balance", First: fBalance},
	{Name: "home guard", First: fOwnHome}, {Name: "runaways", First: fOwnRunaway},
	{Name: "king room", First: fOwnKingMob}, {Name: "bias", First: fBias},
}

// learnedTerms breaks learnedEval down by feature block; the terms add up
// to Evaluate exactly.
func (g *Game) learnedTerms() []position.EvalTerm {
	feats, phase := g.Features(nil)
	return g.learned.ScaledTerms(phase, feats, featureBlocks, learnedScale)
}

// UseWeights makes g evaluate with w instead of the hand-written
// evaluation, or with the hand-written one again when w is nil: for the
// eval option and for measuring a weight file before it ships.
func (g *Game) UseWeights(w *learn.Weights) error {
	if w != nil {
		if err := w.Check("checkers", featureSet, learn.TargetResult); err != nil {
			return err
		}
	}
	g.learned = w
	return nil
}
