package learn

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/tabla-games/tabla/position"
)

// Data is a set of training samples: each a phase, its active features
// and a target, stored flat so that millions of samples cost little
// memory. Targets are in centi-units for TargetMargin and 1, 0 or -1 (a
// win, draw or loss) for TargetResult.
type Data struct {
	Set    position.FeatureSet
	phase  []uint8
	start  []int64 // sample i's features are feats[start[i]:start[i+1]]
	feats  []int32
	target []float32
	// later[i] is the sample whose value bootstraps sample i's target
	// (FitOptions.Bootstrap), or -1 when sample i keeps its own.
	later []int32
}

// NewData returns an empty data set for features set.
func NewData(set position.FeatureSet) *Data {
	return &Data{Set: set, start: []int64{0}}
}

// Len is the number of samples.
func (d *Data) Len() int { return len(d.phase) }

// Add appends a sample. It reports an error for a phase or feature out of
// the set's range.
func (d *Data) Add(phase int, features []int32, target float64) error {
	if phase < 0 || phase >= d.Set.Phases || phase > math.MaxUint8 {
		return fmt.Errorf("phase %d outside 0..%d", phase, d.Set.Phases-1)
	}
	for _, f := range features {
		if f < 0 || int(f) >= d.Set.Size {
			return fmt.Errorf("feature %d outside 0..%d", f, d.Set.Size-1)
		}
	}
	d.phase = append(d.phase, uint8(phase))
	d.feats = append(d.feats, features...)
	d.start = append(d.start, int64(len(d.feats)))
	d.target = append(d.target, float32(target))
	d.later = append(d.later, -1)
	return nil
}

// SetLater makes sample j, a later position of the same game, the source
// of sample i's target when the fit bootstraps (FitOptions.Bootstrap).
// Sample j's phase must come after sample i's, as the fit goes from the
// last phase to the first.
func (d *Data) SetLater(i, j int) error {
	if i < 0 || j < 0 || i >= d.Len() || j >= d.Len() || d.phase[j] <= d.phase[i] {
		return fmt.Errorf("sample %d cannot take its target from sample %d", i, j)
	}
	d.later[i] = int32(j)
	return nil
}

// FitOptions steer Fit.
type FitOptions struct {
	Target string // TargetMargin or TargetResult
	// Lambda is the L2 penalty on each weight, in squared target units
	// (discs² for a margin of discs) per unit of weight, so that a feature
	// seen n times keeps about n/(n+Lambda) of its own least-squares
	// value. 0 means 1.
	Lambda float64
	// Iterations bounds the solver's steps per phase; 0 means 60.
	Iterations int
	// Blend fits each phase to the samples of the Blend phases on either
	// side of it as well as its own, which smooths the weights from phase
	// to phase and lends a phase with few samples its neighbours'.
	Blend int
	// BlendWeight is the weight of a neighbouring phase's sample in a
	// phase's fit (Blend), a sample of the phase itself weighing 1; 0
	// means 1.
	BlendWeight float64
	// Huber, when positive, fits a margin by the Huber loss instead of
	// least squares: a residual beyond Huber target units counts by its
	// size rather than its square, so that a few positions the features
	// cannot explain do not pull every weight. Fit solves it by
	// iteratively reweighted least squares: huberRounds reweightings of
	// Iterations/2 steps each after the first fit.
	Huber float64
	// Chain draws each phase's weights toward those of the phase after
	// it (fitted first) rather than toward zero: Lambda then penalises a
	// weight's change from phase to phase, so that a feature seen rarely
	// in one phase keeps what the next phase learned of it.
	Chain bool
	// Bootstrap replaces the target of every sample that has a later one
	// (Data.SetLater) by the fitted evaluation of that later position, the
	// phases fitted from the last to the first (as temporal-difference
	// learning does): the final margin of a game played on by a shallow
	// search says little about an early position, the fitted value of a
	// position some plies on says more. TargetMargin only; Fit then
	// overwrites those samples' targets in the training data.
	Bootstrap bool
	// Init, when not nil, holds weights that each phase's fit starts from
	// and is drawn toward instead of zero: Lambda then penalises a weight's
	// change from Init's, so that new data refits a weight file without
	// losing what the data behind it taught. It excludes Chain.
	Init *Weights
	// Phases, when not empty, lists the phases to fit; every other phase
	// keeps Init's weights, which it then requires.
	Phases []int
	// Threads share the work; 0 means GOMAXPROCS.
	Threads int
	// Progress, if not nil, receives a line per phase and iteration batch.
	Progress func(string)
}

// PhaseError is a fit's error over one phase's samples.
type PhaseError struct {
	Phase        int
	Train, Held  int     // samples
	TrainErr     float64 // mean absolute error in target units (margin) or log loss (result)
	HeldErr      float64 // the same over the held-out samples, NaN when none
	HeldBaseline float64 // the held-out error of the zero evaluation
}

// Fit fits weights for game to train, phase by phase, and measures them on
// held (which may be nil). For TargetMargin it solves the regularised
// least-squares problem with conjugate gradients (CGLS); for
// TargetResult it minimises the regularised logistic loss with Adam.
func Fit(game string, train, held *Data, opt FitOptions) (*Weights, []PhaseError, error) {
	if train.Len() == 0 {
		return nil, nil, errors.New("no training samples")
	}
	if held != nil && held.Set != train.Set {
		return nil, nil, errors.New("held-out data for other features")
	}
	if opt.Target != TargetMargin && opt.Target != TargetResult {
		return nil, nil, fmt.Errorf("target %q: want %s or %s", opt.Target, TargetMargin, TargetResult)
	}
	if opt.Bootstrap && opt.Target != TargetMargin {
		return nil, nil, errors.New("bootstrap fits a margin only")
	}
	if (opt.Huber > 0 || opt.BlendWeight > 0 && opt.BlendWeight != 1) && opt.Target != TargetMargin {
		return nil, nil, errors.New("the Huber loss and blend weights fit a margin only")
	}
	if opt.Init != nil {
		if err := opt.Init.Check("initial", train.Set, opt.Target); err != nil {
			return nil, nil, err
		}
		if opt.Chain {
			return nil, nil, errors.New("initial weights and chain both choose what a phase is drawn toward")
		}
	}
	if len(opt.Phases) > 0 && opt.Init == nil {
		return nil, nil, errors.New("fitting some phases only needs initial weights for the others")
	}
	for _, p := range opt.Phases {
		if p < 0 || p >= train.Set.Phases {
			return nil, nil, fmt.Errorf("phase %d outside 0..%d", p, train.Set.Phases-1)
		}
	}
	if opt.Lambda <= 0 {
		opt.Lambda = 1
	}
	if opt.BlendWeight <= 0 {
		opt.BlendWeight = 1
	}
	if opt.Iterations <= 0 {
		opt.Iterations = 60
	}
	if opt.Threads <= 0 {
		opt.Threads = runtime.GOMAXPROCS(0)
	}
	set := train.Set
	w := NewWeights(game, set, opt.Target)
	byPhase := func(d *Data) [][]int {
		out := make([][]int, set.Phases)
		if d == nil {
			return out
		}
		for i, p := range d.phase {
			out[p] = append(out[p], i)
		}
		return out
	}
	trainIdx, heldIdx := byPhase(train), byPhase(held)
	var report []PhaseError
	x := make([]float64, set.Size)
	var prior []float64 // the weights a phase is drawn toward; nil for zero
	for p := set.Phases - 1; p >= 0; p-- {
		block := w.W[p*set.Size : (p+1)*set.Size]
		switch {
		case opt.Init != nil:
			// Start from the initial weights and draw toward them.
			prior = prior[:0]
			for _, v := range opt.Init.W[p*set.Size : (p+1)*set.Size] {
				prior = append(prior, float64(v)/weightScale)
			}
			copy(x, prior)
		case opt.Chain && p < set.Phases-1:
			// x holds phase p+1's fit: start from it and draw toward it.
			prior = append(prior[:0], x...)
		default:
			clear(x)
		}
		if len(opt.Phases) > 0 && !slices.Contains(opt.Phases, p) {
			copy(block, opt.Init.W[p*set.Size:(p+1)*set.Size])
			report = append(report, phaseError(w, train, held, trainIdx[p], heldIdx[p], p, opt))
			continue
		}
		if opt.Bootstrap {
			// The phases after p are fitted: their values become the
			// targets of the samples that look ahead to them. Held-out
			// samples keep their own, so that their error is the truth's.
			for q := max(p-opt.Blend, 0); q <= min(p+opt.Blend, set.Phases-1); q++ {
				bootstrap(w, train, trainIdx[q])
			}
		}
		var rows []int
		var base []float64 // each row's weight before the Huber loss's
		for q := max(p-opt.Blend, 0); q <= min(p+opt.Blend, set.Phases-1); q++ {
			rows = append(rows, trainIdx[q]...)
			for range trainIdx[q] {
				if q == p {
					base = append(base, 1)
				} else {
					base = append(base, opt.BlendWeight)
				}
			}
		}
		if len(rows) > 0 {
			s := &solver{d: train, rows: rows, size: set.Size, threads: opt.Threads, lambda: opt.Lambda, prior: prior}
			if opt.BlendWeight != 1 || opt.Huber > 0 {
				s.setWeights(base, nil, 0)
			}
			if opt.Target == TargetMargin {
				report := func(it int, e float64) {
					if opt.Progress != nil && (it%20 == 0 || it == opt.Iterations) {
						opt.Progress(fmt.Sprintf("phase %d: iteration %d, training error %.3f", p, it, e))
					}
				}
				s.cgls(x, opt.Iterations, report)
				for round := 0; opt.Huber > 0 && round < huberRounds; round++ {
					s.setWeights(base, x, opt.Huber)
					s.cgls(x, max(opt.Iterations/2, 1), report)
				}
			} else {
				s.logistic(x, opt.Iterations, func(it int, e float64) {
					if opt.Progress != nil && (it%50 == 0 || it == opt.Iterations) {
						opt.Progress(fmt.Sprintf("phase %d: iteration %d, training log loss %.4f", p, it, e))
					}
				})
			}
		}
		for i, v := range x {
			block[i] = int16(max(min(math.Round(v*weightScale), math.MaxInt16), math.MinInt16))
		}
		pe := phaseError(w, train, held, trainIdx[p], heldIdx[p], p, opt)
		report = append(report, pe)
		switch {
		case opt.Progress == nil:
		case pe.Train == 0 && pe.Held == 0:
			opt.Progress(fmt.Sprintf("phase %d: no samples of its own", p))
		default:
			opt.Progress(fmt.Sprintf("phase %d: %d samples, training error %.3f, held-out %.3f (%d samples; zero evaluation %.3f)",
				p, pe.Train, pe.TrainErr, pe.HeldErr, pe.Held, pe.HeldBaseline))
		}
	}
	slices.SortFunc(report, func(a, b PhaseError) int { return a.Phase - b.Phase })
	return w, report, nil
}

// weightScale is the weights' unit in a weight file: a margin is fitted
// in whole units and a result in logits, both stored in hundredths.
const weightScale = 100

// phaseError measures w's fit of phase p on its training and held-out rows.
func phaseError(w *Weights, train, held *Data, trainRows, heldRows []int, p int, opt FitOptions) PhaseError {
	pe := PhaseError{Phase: p, Train: len(trainRows), Held: len(heldRows)}
	pe.TrainErr = evalError(w, train, trainRows, p, opt.Target, false)
	pe.HeldErr = evalError(w, held, heldRows, p, opt.Target, false)
	pe.HeldBaseline = evalError(w, held, heldRows, p, opt.Target, true)
	return pe
}

// bootstrap sets the targets of rows that look ahead to the fitted value
// of the position they look ahead to, in centi-units.
func bootstrap(w *Weights, d *Data, rows []int) {
	if d == nil {
		return
	}
	for _, i := range rows {
		if j := d.later[i]; j >= 0 {
			d.target[i] = float32(w.Eval(int(d.phase[j]), d.feats[d.start[j]:d.start[j+1]]))
		}
	}
}

// evalError is the mean absolute error of w (in whole units) or its log
// loss over rows of d, or the zero evaluation's when zero is set.
func evalError(w *Weights, d *Data, rows []int, phase int, target string, zero bool) float64 {
	if d == nil || len(rows) == 0 {
		return math.NaN()
	}
	sum := 0.0
	for _, i := range rows {
		v := 0.0
		if !zero {
			v = float64(w.Eval(phase, d.feats[d.start[i]:d.start[i+1]])) / 100
		}
		t := float64(d.target[i])
		if target == TargetMargin {
			sum += math.Abs(v - t/100)
		} else {
			sum += logLoss(v, t)
		}
	}
	return sum / float64(len(rows))
}

// logLoss is the logistic loss of logit v against a result t of 1, 0 or
// -1 (a draw counts as half a win).
func logLoss(v, t float64) float64 {
	q := (t + 1) / 2
	// log(1+exp(-v)) and log(1+exp(v)), computed stably.
	return q*softplus(-v) + (1-q)*softplus(v)
}

func softplus(v float64) float64 {
	if v > 30 {
		return v
	}
	return math.Log1p(math.Exp(v))
}

func sigmoid(v float64) float64 { return 1 / (1 + math.Exp(-v)) }

// solver holds one phase's rows of a data set and shares the products
// with the sparse design matrix A (a row per sample, a column per
// feature) over threads.
type solver struct {
	d       *Data
	rows    []int
	size    int
	threads int
	lambda  float64
	prior   []float64   // the penalty is lambda |x - prior|²; nil means zero
	acc     [][]float64 // a per-thread accumulator for Aᵀv
	// scales holds, for a weighted sum of squares, the square root of
	// each row's weight, by which cgls scales the row and its target;
	// nil means 1.
	scales []float64
}

// huberRounds is how many times Fit reweighs the rows for the Huber loss.
const huberRounds = 3

// setWeights weighs each row by base and, with x not nil, for the Huber
// loss with threshold delta at x: by delta/|residual| more where the
// residual exceeds delta.
func (s *solver) setWeights(base, x []float64, delta float64) {
	var fit []float64
	if x != nil {
		fit = make([]float64, len(s.rows))
		s.scales = nil // the unweighted fit
		s.mul(x, fit)
	}
	s.scales = make([]float64, len(s.rows))
	for j, i := range s.rows {
		w := base[j]
		if fit != nil {
			if r := math.Abs(float64(s.d.target[i])/100 - fit[j]); r > delta {
				w *= delta / r
			}
		}
		s.scales[j] = math.Sqrt(w)
	}
}

// scale is the factor by which row j and its target enter the sum.
func (s *solver) scale(j int) float64 {
	if s.scales == nil {
		return 1
	}
	return s.scales[j]
}

// chunks runs f over the rows in threads slices.
func (s *solver) chunks(f func(t, lo, hi int)) {
	n := len(s.rows)
	inChunks(n, max(min(s.threads, n/1024), 1), f)
}

// inChunks splits 0..n into k slices and runs f(t, lo, hi) on slice t,
// each on its own goroutine, and waits for them all.
func inChunks(n, k int, f func(t, lo, hi int)) {
	var wg sync.WaitGroup
	for t := range k {
		lo, hi := n*t/k, n*(t+1)/k
		wg.Go(func() { f(t, lo, hi) })
	}
	wg.Wait()
}

// mul sets out[j] = (A x)[row j].
func (s *solver) mul(x, out []float64) {
	d := s.d
	s.chunks(func(_, lo, hi int) {
		for j := lo; j < hi; j++ {
			i := s.rows[j]
			v := 0.0
			for _, f := range d.feats[d.start[i]:d.start[i+1]] {
				v += x[f]
			}
			out[j] = v * s.scale(j)
		}
	})
}

// mulT sets out = Aᵀ v.
func (s *solver) mulT(v, out []float64) {
	d := s.d
	if len(s.acc) < s.threads {
		s.acc = make([][]float64, s.threads)
	}
	used := make([]bool, s.threads)
	s.chunks(func(t, lo, hi int) {
		if s.acc[t] == nil {
			s.acc[t] = make([]float64, s.size)
		}
		a := s.acc[t]
		clear(a)
		used[t] = true
		for j := lo; j < hi; j++ {
			i := s.rows[j]
			vj := v[j] * s.scale(j)
			for _, f := range d.feats[d.start[i]:d.start[i+1]] {
				a[f] += vj
			}
		}
	})
	clear(out)
	for t, a := range s.acc {
		if !used[t] {
			continue
		}
		for f, x := range a {
			out[f] += x
		}
	}
}

// pull returns the penalty's pull on weight f at x: lambda (x - prior).
func (s *solver) pull(x []float64, f int) float64 {
	if s.prior == nil {
		return s.lambda * x[f]
	}
	return s.lambda * (x[f] - s.prior[f])
}

// cgls minimises |A x - y|² + lambda |x - prior|² (y the targets in whole
// units) from x, reporting the mean absolute training error as it goes.
// Written for d = x - prior, it is plain CGLS with the targets y - A prior.
func (s *solver) cgls(x []float64, iterations int, progress func(int, float64)) {
	n := len(s.rows)
	y := make([]float64, n)
	for j, i := range s.rows {
		y[j] = float64(s.d.target[i]) / 100 * s.scale(j)
	}
	r := make([]float64, n) // y - A x
	s.mul(x, r)
	for j := range r {
		r[j] = y[j] - r[j]
	}
	g := make([]float64, s.size) // Aᵀ r - lambda (x - prior)
	s.mulT(r, g)
	for f := range g {
		g[f] -= s.pull(x, f)
	}
	p := append([]float64(nil), g...)
	q := make([]float64, n)
	gamma := dot(g, g)
	for it := 1; it <= iterations && gamma > 1e-12; it++ {
		s.mul(p, q)
		delta := dot(q, q) + s.lambda*dot(p, p)
		if delta == 0 {
			break
		}
		alpha := gamma / delta
		for f := range x {
			x[f] += alpha * p[f]
		}
		for j := range r {
			r[j] -= alpha * q[j]
		}
		s.mulT(r, g)
		for f := range g {
			g[f] -= s.pull(x, f)
		}
		next := dot(g, g)
		beta := next / gamma
		gamma = next
		for f := range p {
			p[f] = g[f] + beta*p[f]
		}
		if progress != nil {
			e := 0.0
			for j, v := range r {
				e += math.Abs(v / s.scale(j))
			}
			progress(it, e/float64(n))
		}
	}
}

// logistic minimises the mean logistic loss plus lambda/n |x - prior|²
// with full batch Adam steps.
func (s *solver) logistic(x []float64, iterations int, progress func(int, float64)) {
	n := len(s.rows)
	z := make([]float64, n)
	res := make([]float64, n)
	g := make([]float64, s.size)
	m := make([]float64, s.size)
	v := make([]float64, s.size)
	const rate, b1, b2, eps = 0.05, 0.9, 0.999, 1e-8
	for it := 1; it <= iterations; it++ {
		s.mul(x, z)
		loss := 0.0
		for j, i := range s.rows {
			t := float64(s.d.target[i])
			res[j] = sigmoid(z[j]) - (t+1)/2
			loss += logLoss(z[j], t)
		}
		s.mulT(res, g)
		c1, c2 := 1-math.Pow(b1, float64(it)), 1-math.Pow(b2, float64(it))
		for f := range x {
			gf := (g[f] + s.pull(x, f)) / float64(n)
			m[f] = b1*m[f] + (1-b1)*gf
			v[f] = b2*v[f] + (1-b2)*gf*gf
			x[f] -= rate * (m[f] / c1) / (math.Sqrt(v[f]/c2) + eps)
		}
		if progress != nil {
			progress(it, loss/float64(n))
		}
	}
}

func dot(a, b []float64) float64 {
	s := 0.0
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}
