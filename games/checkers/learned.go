package checkers

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
//go:embed weights/checkers.weights
var weightsFile []byte

// learnedScale turns the learned sum, in hundredths of a logit, into the
// hand-written evaluation's hundredths of a man: over the 78,389
// positions of every third ply of the training games, the hand-written
// evaluation is 1.14 times the shipped weights' sum by least squares
// (correlation 0.95), so that a man is worth about 88 hundredths of a
// logit, and the hand-written evaluation's best fit to the results is
// 0.79 logits a man.
const (
	learnedScale = 114 // per 100
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
		return fmt.Errorf("checkers weights: %v", err)
	}
	if w.Target != learn.TargetResult {
		return fmt.Errorf("checkers weights fitted to %s, want %s", w.Target, learn.TargetResult)
	}
	return nil
}

// scaled maps a learned sum to the evaluation's scale and range.
func scaled(sum int) int { return max(-maxEval, min(maxEval, sum*learnedScale/100)) }

// learnedEval is Evaluate with the learned weights: Weights.Eval over
// Features, scaled, without building the list on the heap.
func (g *Game) learnedEval() int {
	var buf [maxActive]int32
	feats, phase := g.Features(buf[:0])
	return scaled(g.learned.Eval(phase, feats))
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
	out, sum := g.learned.Terms(phase, feats, featureBlocks, func(v int) int { return v * learnedScale / 100 })
	if total, prev := scaled(sum), sum*learnedScale/100; total != prev {
		out = append(out, position.EvalTerm{Name: "clamp", Score: total - prev})
	}
	return out
}

// UseWeights makes g evaluate with w instead of the hand-written
// evaluation, or with the hand-written one again when w is nil: for the
// eval option and for measuring a weight file before it ships.
func (g *Game) UseWeights(w *learn.Weights) error {
	if w != nil {
		if err := checkWeights(w); err != nil {
			return err
		}
	}
	g.learned = w
	return nil
}
