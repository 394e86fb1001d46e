package reversi

import (
	"bytes"
	_ "embed"
	"math/bits"
	"sync"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// weightsFile is the learned evaluation tabla ships, fitted by tabla train
// to tabla's own self-play (README.md, "Training", gives the commands that
// rebuild it).
//
//go:embed weights/reversi.weights
var weightsFile []byte

// learnedTable is a weight file laid out for Evaluate: each
// self-symmetric pattern's table holds the weight of a number's smaller
// reading under both readings, so that Evaluate reads the squares once
// and looks up the number as it comes.
type learnedTable struct {
	w    [featurePhases][]int16
	meta []string
}

// shipped is the embedded weight file, read once.
var shipped = sync.OnceValues(func() (*learnedTable, error) {
	w, err := learn.ReadWeights(bytes.NewReader(weightsFile))
	if err != nil {
		return nil, err
	}
	return newLearnedTable(w)
})

// newLearnedTable checks w against the features and unfolds it.
func newLearnedTable(w *learn.Weights) (*learnedTable, error) {
	if err := w.Check("reversi", featureSet, learn.TargetMargin); err != nil {
		return nil, err
	}
	t := &learnedTable{meta: w.Meta}
	for ph := range featurePhases {
		block := append([]int16(nil), w.W[ph*featureSet.Size:(ph+1)*featureSet.Size]...)
		for _, pat := range patterns {
			if pat.mirror == nil {
				continue
			}
			for idx := range pat.size {
				block[pat.offset+idx] = block[pat.offset+min(idx, pat.mirror[idx])]
			}
		}
		t.w[ph] = block
	}
	return t, nil
}

// eval is the learned evaluation of (p, o) in centi-discs for the side to
// move p: the sum of its features' weights, as Weights.Eval gives it over
// Features, without building the feature list.
func (t *learnedTable) eval(p, o, mob uint64) int {
	empties := 64 - bits.OnesCount64(p|o)
	w := t.w[phaseOf(empties)]
	var idx [numInstances]int32
	readPatterns(p, o, &idx)
	sum := 0
	for i := range idx { // by index: ranging over the array would copy it
		sum += int(w[idx[i]])
	}
	cv := countValues(p, o, mob)
	for i := range cv {
		sum += int(w[countOffsets[i]+int32(min(cv[i], counts[i].cap))])
	}
	return max(-maxEval, min(maxEval, sum))
}

// terms breaks eval down by pattern, for the protocol's eval command.
func (t *learnedTable) terms(p, o, mob uint64) []position.EvalTerm {
	empties := 64 - bits.OnesCount64(p|o)
	w := t.w[phaseOf(empties)]
	var idx [numInstances]int32
	readPatterns(p, o, &idx)
	var out []position.EvalTerm
	sum := 0
	for i := range patterns {
		pat := &patterns[i]
		s := 0
		for _, f := range idx[pat.first : pat.first+len(pat.instances)] {
			s += int(w[f])
		}
		out = append(out, position.EvalTerm{Name: patternShapes[i].name, Score: s})
		sum += s
	}
	for i, v := range countValues(p, o, mob) {
		s := int(w[countOffsets[i]+int32(min(v, counts[i].cap))])
		out = append(out, position.EvalTerm{Name: counts[i].name, Score: s})
		sum += s
	}
	if total := max(-maxEval, min(maxEval, sum)); total != sum {
		out = append(out, position.EvalTerm{Name: "clamp", Score: total - sum})
	}
	return out
}

// UseWeights makes g evaluate with w instead of the shipped weights, or
// with the hand-written evaluation when w is nil: for measuring a weight
// file before it ships.
func (g *Game) UseWeights(w *learn.Weights) error {
	if w == nil {
		g.learned = nil
		return nil
	}
	t, err := newLearnedTable(w)
	if err != nil {
		return err
	}
	g.learned = t
	return nil
}
