package amazons

import (
	"bytes"
	_ "embed"
	"fmt"
	"sync"

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
const (
	learnedScale = 115 // per 100
	maxEval      = 20_000
)

// shipped is the embedded weight file, read once.
var shipped = sync.OnceValues(func() (*learn.Weights, error) {
	w, err := learn.ReadWeights(bytes.NewReader(weightsFile))
	if err != nil {
		return nil, err
	}
	return w, checkWeights(w)
})

// checkWeights refuses weights made for other features or fitted to
// another target.
func checkWeights(w *learn.Weights) error {
	if err := w.Fits(featureSet); err != nil {
		return fmt.Errorf("amazons weights: %v", err)
	}
	if w.Target != learn.TargetResult {
		return fmt.Errorf("amazons weights fitted to %s, want %s", w.Target, learn.TargetResult)
	}
	return nil
}

// scaled maps a learned sum to the evaluation's scale and range.
func scaled(sum int) int { return max(-maxEval, min(maxEval, sum*learnedScale/100)) }

// learnedEval is Evaluate with the learned weights: the sum of the
// weights of Features, each times it is active, scaled.
func (g *Game) learnedEval() int {
	var c [numFeatures]int32
	phase := g.featureCounts(&c)
	w := g.learned.W[phase*numFeatures : (phase+1)*numFeatures]
	sum := 0
	for f, n := range c {
		sum += int(w[f]) * int(n)
	}
	return scaled(sum)
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
	out, sum := g.learned.Terms(phase, feats, featureBlocks, func(v int) int { return v * learnedScale / 100 })
	if total, prev := scaled(sum), sum*learnedScale/100; total != prev {
		out = append(out, position.EvalTerm{Name: "clamp", Score: total - prev})
	}
	return out
}
