package match

import (
	"fmt"
	"math"
)

// Score counts one engine's results: wins, losses and draws.
type Score struct {
	W, L, D int
}

// N is the number of games.
func (s Score) N() int { return s.W + s.L + s.D }

// Ratio is the points scored per game, a draw counting half.
func (s Score) Ratio() float64 {
	if s.N() == 0 {
		return 0.5
	}
	return (float64(s.W) + float64(s.D)/2) / float64(s.N())
}

// z95 is the two-sided 95% quantile of the normal distribution.
const z95 = 1.959963984540054

// eloOf is the logistic Elo difference that gives an expected score r.
func eloOf(r float64) float64 {
	return -400*math.Log10(1/r-1) + 0 // + 0 turns -0 into 0
}

// scoreOf is the expected score of an Elo difference.
func scoreOf(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// variance is the per-game variance of the result (1, 0 or ½) about its
// mean, with w, l, d counts of each.
func variance(w, l, d float64) (mean, v float64) {
	n := w + l + d
	mean = (w + d/2) / n
	v = (w*(1-mean)*(1-mean) + l*mean*mean + d*(0.5-mean)*(0.5-mean)) / n
	return mean, v
}

// Elo is the Elo difference the score implies and the half-width of its
// 95% confidence interval, from the normal approximation of the mean
// result (trinomial: each game is a win, a loss or a draw). When the
// interval of the mean reaches a score of 0 or 1 (a lopsided or short
// match) the half-width is NaN: see Interval. A score of all wins or all
// losses gives Elo ±Inf.
func (s Score) Elo() (elo, err95 float64) {
	lo, hi := s.Interval()
	if s.N() == 0 {
		return 0, math.NaN()
	}
	elo = eloOf(s.Ratio())
	if math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return elo, math.NaN()
	}
	return elo, (hi - lo) / 2
}

// Interval is the 95% confidence interval of the Elo difference; a bound
// is ±Inf where the interval of the mean score reaches 0 or 1.
func (s Score) Interval() (lo, hi float64) {
	n := float64(s.N())
	if n == 0 {
		return math.Inf(-1), math.Inf(1)
	}
	r, v := variance(float64(s.W), float64(s.L), float64(s.D))
	sd := math.Sqrt(v / n)
	bound := func(x float64) float64 {
		switch {
		case x <= 0:
			return math.Inf(-1)
		case x >= 1:
			return math.Inf(1)
		}
		return eloOf(x)
	}
	return bound(r - z95*sd), bound(r + z95*sd)
}

// EloString is the Elo estimate with its 95% error bar, as "+34.9 +/-
// 48.5", or with the interval's bounds when it is open on one side, as
// "+381.7 (95%: +190.2 to +inf)". A clean sweep has no estimate, as its
// Elo is infinite, and no normal interval, as its results do not vary:
// it gives the score and the exact binomial bound instead, as "score
// 100%, not bounded above; 95%: at least -72.1" for 4-0 (see sweepBound).
func (s Score) EloString() string {
	if n := s.N(); n > 0 && (s.W == n || s.L == n) {
		b := sweepBound(n)
		if s.W == n {
			return fmt.Sprintf("score 100%%, not bounded above; 95%%: at least %+.1f", b)
		}
		return fmt.Sprintf("score 0%%, not bounded below; 95%%: at most %+.1f", -b)
	}
	elo, e := s.Elo()
	if !math.IsNaN(e) {
		return fmt.Sprintf("%+.1f +/- %.1f", elo, e)
	}
	lo, hi := s.Interval()
	return fmt.Sprintf("%s (95%%: %s to %s)", signed(elo), signed(lo), signed(hi))
}

// sweepBound is the lower 95% bound of the Elo difference after n wins in
// n games: the win probability p at which n straight wins have a chance of
// 2.5% (p^n = 0.025, the exact binomial tail, as the interval is two-sided).
// Four straight wins bound it only at -72, twenty at +277.
func sweepBound(n int) float64 {
	return eloOf(math.Pow(0.025, 1/float64(n)))
}

func signed(x float64) string {
	switch {
	case math.IsInf(x, 1):
		return "+inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.1f", x)
}

// SPRT is a sequential probability ratio test of H0: the Elo difference
// is Elo0, against H1: it is Elo1, with error rates Alpha (accepting H1
// when H0 holds) and Beta (the reverse).
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Bounds are the log-likelihood ratios at which the test stops: below
// lower it accepts H0, above upper H1.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// LLR is the log-likelihood ratio of H1 against H0 given the score, by
// the generalised SPRT's normal approximation: with mean result m and
// per-game variance v over n games, LLR = n((m-s0)² - (m-s1)²) / 2v,
// where s0 and s1 are the expected scores of Elo0 and Elo1. The counts
// are regularised with half a pseudo-game of each result, so that a run
// of identical results neither divides by zero nor decides at once.
func (t SPRT) LLR(s Score) float64 {
	if s.N() == 0 {
		return 0
	}
	w, l, d := float64(s.W)+0.5, float64(s.L)+0.5, float64(s.D)+0.5
	m, v := variance(w, l, d)
	s0, s1 := scoreOf(t.Elo0), scoreOf(t.Elo1)
	return (w + l + d) * ((m-s0)*(m-s0) - (m-s1)*(m-s1)) / (2 * v)
}

// Verdict is the test's state for the score: "H0" or "H1" once a bound
// is crossed, "" while it goes on.
func (t SPRT) Verdict(s Score) string {
	llr := t.LLR(s)
	lo, hi := t.Bounds()
	switch {
	case llr <= lo:
		return "H0"
	case llr >= hi:
		return "H1"
	}
	return ""
}

// String describes the test's state for the score, as
// "llr 1.23 (41.8%) lbound -2.94 ubound 2.94".
func (t SPRT) String(s Score) string {
	llr := t.LLR(s)
	lo, hi := t.Bounds()
	pct := 100 * llr / hi
	if llr < 0 {
		pct = 100 * llr / -lo
	}
	out := fmt.Sprintf("llr %.2f (%.1f%%) lbound %.2f ubound %.2f", llr, pct, lo, hi)
	switch t.Verdict(s) {
	case "H0":
		out += ": H0 accepted"
	case "H1":
		out += ": H1 accepted"
	}
	return out
}
