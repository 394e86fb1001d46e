package dotsboxes

import (
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// The learned evaluation's features (position.Featurer), seen from the
// side to move. They are the quantities that Evaluate's look ahead
// (look) weighs by hand, read so that a weight per feature can weigh them
// instead:
//
//   - the boxes each side owns, and the boxes the side to move can take
//     at once (a count, and a class: 0, 1, 2, 3 or more);
//   - the chain fight that look foresees once the safe lines are drawn,
//     in the context of the number of safe lines left (0 to 6, then 7 or
//     more split by parity: 9 contexts, the parity saying who must open a
//     chain first): per context the short chains of 1 and 2 boxes, the
//     long chains by length class (3, 4, 5, 6 or more), the loops by
//     length class (4, 6, 8 or more), the boxes in long chains and loops,
//     look's estimate of the fight for the side to move (its positive
//     and its negative part, each a count of boxes) and a bias;
//   - the long chain rule: whether the side to move ends in control if
//     every long chain but the last is declined (the parity of the undrawn
//     lines, the boxes not yet owned and the long chains, see
//     ruleControl), with the long chains, the loops and the boxes in them
//     counted under that parity;
//   - a bias.
//
// Drawing the safe lines in line order (look) depends on how the board
// lies, so the features read look on the position's canonical image
// (canonical): a symmetry of the board then changes nothing. Nothing
// reads who owns a box, only how many each side owns, so swapping the
// sides changes nothing either.
//
// A feature appears in the list once for each time it is active. The
// blocks, in index order:
const (
	safeContexts = 9 // safe lines left: 0..6, then 7 or more odd, even
	// A context's features, from its first index.
	cOnes      = 0
	cTwos      = 1
	cChain     = 2                     // long chains by length class (chainClasses)
	cLoop      = cChain + chainClasses // loops by length class (loopClasses)
	cLong      = cLoop + loopClasses   // boxes in long chains and loops
	cGain      = cLong + 1             // look's estimate, when positive, in boxes
	cLoss      = cGain + 1             // and when negative
	cBias      = cLoss + 1
	contextLen = cBias + 1 // 13
	// The rule block's features, from its first index, for each parity.
	rChains  = 0
	rLoops   = 1
	rLong    = 2
	rBias    = 3
	ruleLen  = rBias + 1
	capClass = 4 // boxes to take now: 0, 1, 2, 3 or more

	fOwn        = 0                                  // a box the side to move owns (1)
	fOpp        = fOwn + 1                           // a box the other side owns (1)
	fTake       = fOpp + 1                           // a box the side to move can take at once (1)
	fTakeClass  = fTake + 1                          // boxes to take at once, by class (capClass)
	fContext    = fTakeClass + capClass              // the chain fight by safe lines left (safeContexts × contextLen)
	fRule       = fContext + safeContexts*contextLen // the long chain rule: the other side in control, then the mover (2 × ruleLen)
	fBias       = fRule + 2*ruleLen                  // always active (1)
	numFeatures = fBias + 1                          // 133
)

// featurePhases splits the game by the share of the lines drawn: phase p
// holds the positions with p/6 to (p+1)/6 of the lines drawn (on the
// default board of 49 lines, phase 0 has 0 to 8 drawn, phase 5 has 41 or
// more).
const featurePhases = 6

var featureSet = position.FeatureSet{Name: "dots-boxes-1", Size: numFeatures, Phases: featurePhases}

// FeatureSet describes the learned evaluation's features
// (position.Featurer).
func (g *Game) FeatureSet() position.FeatureSet { return featureSet }

// phase is the position's phase (featurePhases).
func (g *Game) phase() int {
	return min(g.nDrawn*featurePhases/g.geo.lines, featurePhases-1)
}

// safeContext is the context of the chain fight given the safe lines
// left (safeContexts).
func safeContext(safe int) int {
	if safe < 7 {
		return safe
	}
	return 7 + safe%2
}

// ruleControl reports whether the long chain rule gives the side to move
// control: with u lines undrawn, b boxes not owned and k long chains, each
// line that completes no box ends a turn, and there are u-b+d of them if d
// moves complete two boxes at once. The side in control declines every
// long chain but the last, which makes k-1 such moves, so the side to move
// takes the last chain when u-b+k-1 is even, that is when u+b+k is odd.
func ruleControl(u, b, k int) bool { return (u+b+k)%2 == 1 }

// symmetry is a symmetry of the board, as the line and the box whose
// image each line and box is: the image of a board has line l drawn when
// the board has line[l] drawn.
type symmetry struct {
	line, box []int16
}

// symmetries returns the board's symmetries other than the identity: the
// two mirrors and the half turn, and on a square board the quarter turns
// and the diagonal mirrors as well.
func (geo *geometry) symmetries() []symmetry {
	n := 4
	if geo.rows == geo.cols {
		n = 8
	}
	var out []symmetry
	for k := 1; k < n; k++ {
		dot := func(f, r int) (int, int) {
			if k&1 != 0 {
				f = geo.cols - 1 - f
			}
			if k&2 != 0 {
				r = geo.rows - 1 - r
			}
			if k&4 != 0 {
				f, r = r, f
			}
			return f, r
		}
		s := symmetry{line: make([]int16, geo.lines), box: make([]int16, geo.boxes)}
		for l := range geo.lines {
			f, r, horizontal := geo.lineAt(l)
			f2, r2 := f, r+1
			if horizontal {
				f2, r2 = f+1, r
			}
			a, b := dot(f, r)
			c, d := dot(f2, r2)
			s.line[geo.lineBetween(a, b, c, d)] = int16(l)
		}
		for b := range geo.boxes {
			f, r := b%(geo.cols-1), b/(geo.cols-1)
			a, c := dot(f, r)
			d, e := dot(f+1, r+1)
			s.box[geo.box(min(a, d), min(c, e))] = int16(b)
		}
		out = append(out, s)
	}
	return out
}

// canonical copies to the scratch space the image of the position, among
// its images under the board's symmetries, whose drawn lines come first
// when read in line order (a drawn line before an undrawn one), so that
// every image of a position copies the same board.
func (g *Game) canonical() {
	geo, s := g.geo, &g.scratch
	best := -1
	for k, sym := range geo.syms {
		for l := range geo.lines {
			var b bool
			if best < 0 {
				b = g.drawn[l]
			} else {
				b = g.drawn[geo.syms[best].line[l]]
			}
			if a := g.drawn[sym.line[l]]; a != b {
				if a {
					best = k
				}
				break
			}
		}
	}
	if best < 0 {
		copy(s.drawn, g.drawn)
		copy(s.sides, g.sides)
		return
	}
	sym := geo.syms[best]
	for l, from := range sym.line {
		s.drawn[l] = g.drawn[from]
	}
	for b, from := range sym.box {
		s.sides[b] = g.sides[from]
	}
}

// featureCounts sets c[f] to the number of times feature f is active
// and returns the position's phase: Features lists them, and the learned
// evaluation sums their weights from the counts.
func (g *Game) featureCounts(c *[numFeatures]int32) int {
	*c = [numFeatures]int32{}
	g.canonical()
	e := g.analyse()
	c[fOwn] = int32(g.score[g.side])
	c[fOpp] = int32(g.score[g.side^1])
	c[fTake] = int32(e.captured)
	c[fTakeClass+min(e.captured, capClass-1)] = 1
	p := &e.parts
	ctx := c[fContext+safeContext(e.safe)*contextLen:][:contextLen]
	ctx[cOnes] = int32(p.ones)
	ctx[cTwos] = int32(p.twos)
	for i, n := range p.chainLen {
		ctx[cChain+i] = int32(n)
	}
	for i, n := range p.loopLen {
		ctx[cLoop+i] = int32(n)
	}
	ctx[cLong] = int32(p.long)
	ctx[cGain] = int32(max(e.control, 0))
	ctx[cLoss] = int32(max(-e.control, 0))
	ctx[cBias] = 1
	owned := g.score[X] + g.score[O]
	rule := fRule
	if ruleControl(g.geo.lines-g.nDrawn, g.geo.boxes-owned, p.chains) {
		rule += ruleLen
	}
	c[rule+rChains] = int32(p.chains)
	c[rule+rLoops] = int32(p.loops)
	c[rule+rLong] = int32(p.long)
	c[rule+rBias] = 1
	c[fBias] = 1
	return g.phase()
}

// Features lists the position's active features and its phase
// (position.Featurer).
func (g *Game) Features(buf []int32) ([]int32, int) {
	var c [numFeatures]int32
	phase := g.featureCounts(&c)
	return learn.AppendCounts(buf, c[:]), phase
}
