package learn

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"

	"github.com/tabla-games/tabla/position"
)

// Choices is a set of move-prediction samples: in each, one candidate
// (the move played) was chosen among several (the legal moves), each
// candidate a list of features (position.MoveFeaturer), at most one of
// each group. It is stored flat, so that many samples cost little memory.
type Choices struct {
	Set    position.FeatureSet
	Groups []int32 // the first feature of each group, from 0 up
	group  []uint8 // each feature's group
	start  []int64 // sample i's candidates are start[i]..start[i+1]-1
	end    []int64 // candidate k's features are feats[end[k-1]:end[k]] (from 0 for k = 0)
	feats  []int32
	chosen []int64 // sample i's chosen candidate, an index into end
}

// NewChoices returns an empty sample set for the features set, in groups
// (their first indices, ascending from 0; at most 256 groups).
func NewChoices(set position.FeatureSet, groups []int32) (*Choices, error) {
	if len(groups) == 0 || groups[0] != 0 || len(groups) > 256 || !slices.IsSorted(groups) || int(groups[len(groups)-1]) >= set.Size {
		return nil, fmt.Errorf("feature groups %v for %d features", groups, set.Size)
	}
	d := &Choices{Set: set, Groups: groups, group: make([]uint8, set.Size), start: []int64{0}}
	for k, first := range groups {
		for f := int(first); f < set.Size; f++ {
			d.group[f] = uint8(k)
		}
	}
	return d, nil
}

// Len is the number of samples.
func (d *Choices) Len() int { return len(d.chosen) }

// Add appends a sample: candidate i's features are feats[ends[i-1]:ends[i]]
// (from 0 for i = 0), and candidate chosen was chosen. It reports an
// error, and adds nothing, for a feature out of range, two features of
// one group in a candidate, or chosen out of range.
func (d *Choices) Add(feats []int32, ends []int32, chosen int) error {
	if chosen < 0 || chosen >= len(ends) {
		return fmt.Errorf("chosen candidate %d of %d", chosen, len(ends))
	}
	from := int32(0)
	for i, e := range ends {
		if e < from || int(e) > len(feats) {
			return fmt.Errorf("candidate %d ends at %d, after %d of %d features", i, e, from, len(feats))
		}
		var seen [256]bool
		for _, f := range feats[from:e] {
			if f < 0 || int(f) >= d.Set.Size {
				return fmt.Errorf("feature %d outside 0..%d", f, d.Set.Size-1)
			}
			g := d.group[f]
			if seen[g] {
				return fmt.Errorf("candidate %d has two features of group %d", i, g)
			}
			seen[g] = true
		}
		from = e
	}
	base := int64(len(d.feats))
	d.feats = append(d.feats, feats[:from]...)
	d.chosen = append(d.chosen, int64(len(d.end)+chosen))
	for _, e := range ends {
		d.end = append(d.end, base+int64(e))
	}
	d.start = append(d.start, int64(len(d.end)))
	return nil
}

// candidate returns candidate k's features.
func (d *Choices) candidate(k int64) []int32 {
	from := int64(0)
	if k > 0 {
		from = d.end[k-1]
	}
	return d.feats[from:d.end[k]]
}

// ChoiceOptions steer FitChoices.
type ChoiceOptions struct {
	// Iterations is the number of sweeps over every group; 0 means 30.
	Iterations int
	// Prior is the number of virtual wins and of virtual losses each
	// feature has against a virtual opponent of strength 1 (or Init's),
	// which keeps a rare feature's strength near 1 (Coulom's prior); 0
	// means 1.
	Prior float64
	// Init, if not nil, holds a weight file's log-strengths (in
	// hundredths, as FitChoices writes them) to start from: each feature
	// starts at its strength there, and its virtual wins and losses are
	// against that strength instead of 1, so that a feature the data
	// do not see keeps it. It serves to refit a shipped model with new
	// data when the data behind it are gone. Its length is the
	// features'.
	Init []int16
	// Keep lists feature groups (indices into the samples' Groups) whose
	// strengths stay as they start, Init's or 1, while the others are
	// fitted around them: a teacher good at some things and poor at
	// others (a searcher that reads no ladders) teaches only the former.
	Keep []int
	// Restore lists feature groups that are fitted with the others and
	// then set back to their starting strengths in the model returned.
	// The others are then fitted beside the teacher's own strengths for
	// these groups, where with Keep they take up what the teacher does
	// in their place: fitted to tabla's own Go moves with the tactics
	// kept, the 3×3 neighbourhoods of rescues learned tabla's liking for
	// rescues on top of the rescue feature's strength.
	Restore []int
	// Threads share the work; 0 means GOMAXPROCS.
	Threads int
	// Progress, if not nil, receives a line per sweep.
	Progress func(string)
}

// ChoiceScore is how well a model predicts a sample set's choices.
type ChoiceScore struct {
	Samples int
	// LogLik is the mean natural log of the probability of the chosen
	// candidate; Uniform the same for the model that gives every
	// candidate the same probability.
	LogLik, Uniform float64
	// Top1 is the share of samples whose chosen candidate the model ranks
	// first (a tie of k candidates counting 1/k).
	Top1 float64
}

// FitChoices fits a generalised Bradley-Terry model to train by
// minorisation-maximisation (R. Coulom, "Computing Elo Ratings of Move
// Patterns in the Game of Go", 2007): each feature f has a strength γ_f,
// a candidate's strength is the product of its features' γ, and the
// probability of a candidate is its strength over the sum of its
// sample's. A sweep updates each group in turn, every γ of the group at
// once in closed form,
//
//	γ_f ← (W_f + Prior) / (Σ_j C_fj / E_j + 2·Prior / (γ_f + π_f)),
//
// where W_f counts the chosen candidates with f, E_j is the total
// strength of sample j and C_fj the strength of j's candidates with f
// divided by γ_f; the Prior terms are virtual wins and losses against a
// player of strength π_f: 1, or the strength opt.Init gives, from which
// γ_f also starts. Each step cannot lower the training likelihood
// (with the prior). The weights are ln γ in hundredths; FitChoices also
// scores them on train and on held (which may be nil).
func FitChoices(game string, train, held *Choices, opt ChoiceOptions) (w *Weights, trainScore, heldScore ChoiceScore, err error) {
	if train.Len() == 0 {
		return nil, trainScore, heldScore, errors.New("no training samples")
	}
	if held != nil && (held.Set != train.Set || !slices.Equal(held.Groups, train.Groups)) {
		return nil, trainScore, heldScore, errors.New("held-out samples for other features")
	}
	if train.Set.Phases != 1 {
		return nil, trainScore, heldScore, fmt.Errorf("move features with %d phases; want 1", train.Set.Phases)
	}
	if opt.Iterations <= 0 {
		opt.Iterations = 30
	}
	if opt.Prior <= 0 {
		opt.Prior = 1
	}
	if opt.Threads <= 0 {
		opt.Threads = runtime.GOMAXPROCS(0)
	}
	size := train.Set.Size
	if opt.Init != nil && len(opt.Init) != size {
		return nil, trainScore, heldScore, fmt.Errorf("initial weights for %d features; want %d", len(opt.Init), size)
	}
	for _, named := range []struct {
		what   string
		groups []int
	}{{"kept", opt.Keep}, {"restored", opt.Restore}} {
		for _, g := range named.groups {
			if g < 0 || g >= len(train.Groups) {
				return nil, trainScore, heldScore, fmt.Errorf("%s group %d; the features have groups 0 to %d", named.what, g, len(train.Groups)-1)
			}
		}
	}
	gamma, pi := make([]float64, size), make([]float64, size)
	for f := range gamma {
		pi[f] = 1
		if opt.Init != nil {
			pi[f] = math.Exp(float64(opt.Init[f]) / 100)
		}
		gamma[f] = pi[f]
	}
	wins := make([]float64, size)
	for _, k := range train.chosen {
		for _, f := range train.candidate(k) {
			wins[f]++
		}
	}
	n := train.Len()
	threads := max(min(opt.Threads, n/256), 1)
	acc := make([][]float64, threads)
	for t := range acc {
		acc[t] = make([]float64, size)
	}
	for it := 1; it <= opt.Iterations; it++ {
		for g := range train.Groups {
			if slices.Contains(opt.Keep, g) {
				continue
			}
			inChunks(n, threads, func(t, lo, hi int) {
				a := acc[t]
				clear(a)
				for i := lo; i < hi; i++ {
					train.accumulate(i, gamma, uint8(g), a)
				}
			})
			lo, hi := train.groupRange(g)
			for f := lo; f < hi; f++ {
				c := 0.0
				for t := range acc {
					c += acc[t][f]
				}
				gamma[f] = (wins[f] + opt.Prior) / (c + 2*opt.Prior/(gamma[f]+pi[f]))
			}
		}
		if opt.Progress != nil {
			s := scoreGammas(train, gamma)
			opt.Progress(fmt.Sprintf("sweep %d: training log-likelihood %.4f a move, top-1 %.3f", it, s.LogLik, s.Top1))
		}
	}
	for _, g := range opt.Restore {
		lo, hi := train.groupRange(g)
		copy(gamma[lo:hi], pi[lo:hi])
	}
	w = NewWeights(game, train.Set, TargetPolicy)
	for f, g := range gamma {
		w.W[f] = int16(max(min(math.Round(math.Log(g)*100), math.MaxInt16), math.MinInt16))
	}
	return w, w.ScoreChoices(train), w.ScoreChoices(held), nil
}

// groupRange returns the features of group g: lo to hi-1.
func (d *Choices) groupRange(g int) (lo, hi int) {
	lo, hi = int(d.Groups[g]), d.Set.Size
	if g+1 < len(d.Groups) {
		hi = int(d.Groups[g+1])
	}
	return lo, hi
}

// accumulate adds, for sample i, Σ C_fj / E_j to a[f] for the feature f
// of group g of each of its candidates that has one.
func (d *Choices) accumulate(i int, gamma []float64, g uint8, a []float64) {
	from, to := d.start[i], d.start[i+1]
	total := 0.0
	for k := from; k < to; k++ {
		total += strength(d.candidate(k), gamma)
	}
	for k := from; k < to; k++ {
		fs := d.candidate(k)
		for _, f := range fs {
			if d.group[f] == g {
				a[f] += strength(fs, gamma) / gamma[f] / total
				break
			}
		}
	}
}

// strength is the product of the features' γ.
func strength(fs []int32, gamma []float64) float64 {
	s := 1.0
	for _, f := range fs {
		s *= gamma[f]
	}
	return s
}

// scoreGammas scores the model γ on d.
func scoreGammas(d *Choices, gamma []float64) ChoiceScore {
	return d.score(func(fs []int32) float64 { return math.Log(strength(fs, gamma)) })
}

// ScoreChoices scores the weights, a model FitChoices made, on d (which
// may be nil: a zero score).
func (w *Weights) ScoreChoices(d *Choices) ChoiceScore {
	if d == nil {
		return ChoiceScore{}
	}
	return d.score(func(fs []int32) float64 { return float64(w.Eval(0, fs)) / 100 })
}

// score scores the model whose log-strength of a candidate is logS.
func (d *Choices) score(logS func([]int32) float64) ChoiceScore {
	s := ChoiceScore{Samples: d.Len()}
	var v []float64
	for i := range d.Len() {
		from, to := d.start[i], d.start[i+1]
		v = v[:0]
		top := math.Inf(-1)
		for k := from; k < to; k++ {
			x := logS(d.candidate(k))
			v = append(v, x)
			top = max(top, x)
		}
		sum, ties := 0.0, 0
		for _, x := range v {
			sum += math.Exp(x - top)
			if x == top {
				ties++
			}
		}
		c := v[d.chosen[i]-from]
		s.LogLik += c - top - math.Log(sum)
		s.Uniform -= math.Log(float64(to - from))
		if c == top {
			s.Top1 += 1 / float64(ties)
		}
	}
	if s.Samples > 0 {
		s.LogLik /= float64(s.Samples)
		s.Uniform /= float64(s.Samples)
		s.Top1 /= float64(s.Samples)
	}
	return s
}
