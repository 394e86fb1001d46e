package morris

import (
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// learnedScale turns the learned sum, in hundredths of a logit (weights
// fitted by logistic regression toward the result), into the hand-written
// evaluation's hundredths of a piece: over the 25,754 positions of every
// third ply of the second self-play run behind Nine Men's Morris's
// shipped weights, the hand-written evaluation is 1.11 times the weights'
// sum by least squares (correlation 0.72).
var learnedScale = learn.Scale{Per100: 110, Max: 20_000}

// CheckWeights refuses weights made for other features than v's or
// fitted to another target than the result.
func (v *Variant) CheckWeights(w *learn.Weights) error {
	return w.Check(v.ID, v.feat.set, learn.TargetResult)
}

// EvalOption is the eval option of a variant that ships learned weights
// (learn.EvalOption), def being the default.
func EvalOption(def string) position.Option { return learn.EvalOption(def, "seven hand-set terms") }

// ShippedWeights returns a function that reads v's embedded weight file
// once and checks it against v's features.
func (v *Variant) ShippedWeights(file []byte) func() (*learn.Weights, error) {
	return learn.Embedded(v.ID, file, v.feat.set, learn.TargetResult)
}

// NewWithEval is New with the options o, EvalOption's included: with
// eval=learned the game evaluates with the weights that shipped returns.
// It is a variant's registry constructor; on an error the game is a nil
// interface.
func NewWithEval(v *Variant, o position.Options, shipped func() (*learn.Weights, error)) (position.Playable, error) {
	g := New(v, ConfigFrom(o))
	if o.Get("eval") != "learned" {
		return g, nil
	}
	w, err := shipped()
	if err != nil {
		return nil, err
	}
	if err := g.UseWeights(w); err != nil {
		return nil, err
	}
	return g, nil
}

// UseWeights makes g evaluate with w instead of the hand-written
// evaluation, or with the hand-written one again when w is nil: for a
// game's eval option and for measuring a weight file before it ships.
func (g *Game) UseWeights(w *learn.Weights) error {
	if w != nil {
		if err := g.v.CheckWeights(w); err != nil {
			return err
		}
	}
	g.learned = w
	return nil
}

// learnedEval is Evaluate with the learned weights: Weights.Eval over
// Features, scaled, without building the list on the heap.
func (g *Game) learnedEval() int {
	var buf [maxActive]int32
	feats, phase := g.Features(buf[:0])
	return learnedScale.Apply(g.learned.Eval(phase, feats))
}

// learnedTerms breaks learnedEval down by feature block; the terms add up
// to Evaluate exactly.
func (g *Game) learnedTerms() []position.EvalTerm {
	ft := g.v.feat
	blocks := []learn.Block{{Name: "lines", First: 0}, {Name: "points", First: ft.points}, {Name: "pieces", First: ft.counts},
		{Name: "balance", First: ft.balance}, {Name: "mills and mobility", First: ft.sides}, {Name: "bias", First: ft.bias}}
	feats, phase := g.Features(nil)
	return g.learned.ScaledTerms(phase, feats, blocks, learnedScale)
}
