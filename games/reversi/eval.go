package reversi

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Corner, X-square and C-square groups: for each corner, the diagonal
// neighbour (X) and the two edge neighbours (C). Taking an X- or C-square
// while its corner is empty tends to hand the corner to the opponent.
var cornerGroups = [4]struct{ corner, x, c uint64 }{
	{1 << 0, 1 << 9, 1<<1 | 1<<8},     // a1: b2; b1, a2
	{1 << 7, 1 << 14, 1<<6 | 1<<15},   // h1: g2; g1, h2
	{1 << 56, 1 << 49, 1<<48 | 1<<57}, // a8: b7; a7, b8
	{1 << 63, 1 << 54, 1<<55 | 1<<62}, // h8: g7; h7, g8
}

const corners = 1<<0 | 1<<7 | 1<<56 | 1<<63

// weights are the evaluation's weights in centi-discs per unit of each
// term. They were fitted by least squares to exact solver values of
// positions from engine games (600 positions at 12 and at 16 empties, 300
// at 18), so a term is worth about what it changed the final margin
// there: late is the fit at 12 empties, mid the fits at 16-18, and the
// weights slide from one to the other in between. Earlier positions use
// mid; no fit reached them.
type weights struct {
	mobility, frontier, corner, xSquare, cSquare, stable, parity int
}

var (
	lateWeights = weights{mobility: 190, frontier: 50, corner: 340, xSquare: 440, cSquare: 125, stable: 110, parity: 80}
	midWeights  = weights{mobility: 165, frontier: 95, corner: 460, xSquare: 640, cSquare: 120, stable: 125, parity: 130}
)

const (
	evalLateEmpties = 12 // at or below: lateWeights
	evalMidEmpties  = 18 // at or above: midWeights
	parityEmpties   = 20 // the parity term counts from here down
	maxEval         = 6400
)

// phaseWeights interpolates the weights for e empty squares.
var phaseWeights = func() (t [65]weights) {
	for e := range t {
		f := min(max(e-evalLateEmpties, 0), evalMidEmpties-evalLateEmpties) // 0..6
		d := evalMidEmpties - evalLateEmpties
		mix := func(late, mid int) int { return (late*(d-f) + mid*f) / d }
		l, m := lateWeights, midWeights
		t[e] = weights{
			mobility: mix(l.mobility, m.mobility), frontier: mix(l.frontier, m.frontier),
			corner: mix(l.corner, m.corner), xSquare: mix(l.xSquare, m.xSquare),
			cSquare: mix(l.cSquare, m.cSquare), stable: mix(l.stable, m.stable),
			parity: mix(l.parity, m.parity),
		}
		if e > parityEmpties {
			t[e].parity = 0
		}
	}
	return t
}()

// Breakdown is the evaluation split into its terms, each in centi-discs
// from the side to move's point of view; Total is their sum, clamped to
// ±6400.
type Breakdown struct {
	Mobility, Frontier, Corners, XC, Stability, Parity, Total int
}

// Evaluate is a heuristic estimate of the final disc margin in
// centi-discs for the side to move: the learned evaluation, or with the
// option eval=hand the hand-written one.
func (g *Game) Evaluate() int {
	if g.learned != nil {
		return g.learned.eval(g.p, g.o, g.mob)
	}
	return evaluate(g.p, g.o, g.mob)
}

// Explain returns Evaluate's terms.
func (g *Game) Explain() Breakdown { return explain(g.p, g.o, g.mob) }

// EvalTerms breaks Evaluate down for the protocol's eval command (see
// position.EvalExplainer): the learned evaluation by pattern, or the
// hand-written one by term. The terms add up to Evaluate; a "clamp" term
// appears when the sum had to be cut to the evaluation's range.
func (g *Game) EvalTerms() []position.EvalTerm {
	if g.learned != nil {
		return g.learned.terms(g.p, g.o, g.mob)
	}
	b := g.Explain()
	terms := []position.EvalTerm{
		{Name: "mobility", Score: b.Mobility},
		{Name: "frontier", Score: b.Frontier},
		{Name: "corners", Score: b.Corners},
		{Name: "xc_squares", Score: b.XC},
		{Name: "stability", Score: b.Stability},
		{Name: "parity", Score: b.Parity},
	}
	sum := 0
	for _, t := range terms {
		sum += t.Score
	}
	if sum != b.Total {
		terms = append(terms, position.EvalTerm{Name: "clamp", Score: b.Total - sum})
	}
	return terms
}

func evaluate(p, o, mob uint64) int { return handEval(p, o, mob, mobility(o, p), stableDiscs(p, o)) }

// handEval is evaluate given the opponent's moves omob and the stable
// discs s, for a caller that has them already.
func handEval(p, o, mob, omob, s uint64) int {
	var b Breakdown
	b.fill(p, o, mob, omob, s)
	return b.Total
}

func explain(p, o, mob uint64) Breakdown {
	var b Breakdown
	b.fill(p, o, mob, mobility(o, p), stableDiscs(p, o))
	return b
}

// xSquares are the four X-squares: b2, g2, b7, g7.
const xSquares = 1<<9 | 1<<14 | 1<<49 | 1<<54

// fill computes the terms of (p, o) with mobility mob, the opponent's
// moves omob and the stable discs s.
func (b *Breakdown) fill(p, o, mob, omob, s uint64) {
	empty := ^(p | o)
	e := bits.OnesCount64(empty)
	w := &phaseWeights[e]

	// Mobility: moves now.
	b.Mobility = w.mobility * (bits.OnesCount64(mob) - bits.OnesCount64(omob))
	// Potential mobility: frontier discs (next to an empty square) are
	// where the opponent may later find moves; have fewer than it.
	edge := neighbours(empty)
	b.Frontier = w.frontier * (bits.OnesCount64(o&edge) - bits.OnesCount64(p&edge))
	b.Corners = w.corner * (bits.OnesCount64(p&corners) - bits.OnesCount64(o&corners))
	// The X- and C-squares of the empty corners (cornerGroups): a
	// corner's neighbours are its X-square and its two C-squares.
	near := neighbours(empty & corners)
	x, c := near&xSquares, near&^xSquares
	b.XC = -w.xSquare*(bits.OnesCount64(p&x)-bits.OnesCount64(o&x)) -
		w.cSquare*(bits.OnesCount64(p&c)-bits.OnesCount64(o&c))
	b.Stability = w.stable * (bits.OnesCount64(s&p) - bits.OnesCount64(s&o))
	// With an odd number of empties the side to move gets the last move
	// if nobody passes.
	b.Parity = w.parity * (e&1*2 - 1)
	t := b.Mobility + b.Frontier + b.Corners + b.XC + b.Stability + b.Parity
	b.Total = max(-maxEval, min(maxEval, t))
}
