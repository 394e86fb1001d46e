package morris

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in hundredths of a piece.
const (
	wMaterial  = 100 // a piece on the board or in hand
	wMill      = 12  // a closed mill, which can open and close again
	wTwo       = 10  // an open two: two pieces and an empty point on a line
	wFork      = 25  // an empty point that would close two mills at once
	wThreat1   = 25  // the side not to move can close one mill next turn
	wThreat2   = 75  // ... two or more, which one move rarely stops
	wMyThreat  = 30  // the side to move can close a mill now
	wMobility  = 4   // a step, in the stepping phase
	wBlocked   = 12  // a piece with no step, in the stepping phase
	wRoom      = 3   // an empty neighbour of a piece, while placing
	wJunction  = 4   // a placed piece's number of neighbours, while placing
	wFlyDefect = 40  // being reduced to flying: three pieces against more
)

// features are one side's evaluation terms before weighting.
type features struct {
	material int // pieces on the board and in hand
	mills    int // closed mills
	twos     int // open twos
	forks    int // empty points that close two of its mills
	threats  int // mill points it can fill on its next turn
	mobility int // legal steps (stepping sides only)
	blocked  int // pieces without a step (stepping sides only)
	room     int // empty neighbours of its pieces
	junction int // neighbours of the points it holds
	flying   bool
	placing  bool // still has pieces in hand
}

// millPoints is the set of empty points that would close a mill of own's,
// and forks those that would close two.
func (v *Variant) millPoints(own, empty uint64) (points, forks uint64) {
	for _, m := range v.lines {
		if empty&m != 0 && bits.OnesCount64(own&m) == 2 {
			p := empty & m
			forks |= points & p
			points |= p
		}
	}
	return points, forks
}

// bothFeatures computes the features of both sides, by Side.
func (g *Game) bothFeatures() (f [2]features) {
	v, st := g.v, &g.st
	empty := g.empty()
	// One pass over the lines: a line with pieces of both sides counts
	// for neither.
	var points, forks [2]uint64
	for _, m := range v.lines {
		w, b := st.pieces[White]&m, st.pieces[Black]&m
		switch {
		case b == 0 && w != 0:
			if n := bits.OnesCount64(w); n == 3 {
				f[White].mills++
			} else if n == 2 {
				f[White].twos++
				p := empty & m
				forks[White] |= points[White] & p
				points[White] |= p
			}
		case w == 0 && b != 0:
			if n := bits.OnesCount64(b); n == 3 {
				f[Black].mills++
			} else if n == 2 {
				f[Black].twos++
				p := empty & m
				forks[Black] |= points[Black] & p
				points[Black] |= p
			}
		}
	}
	for s := White; s <= Black; s++ {
		g.sideFeatures(s, &f[s], empty, points[s], forks[s])
	}
	return f
}

// sideFeatures fills in the features of side s that do not come from the
// pass over the lines.
func (g *Game) sideFeatures(s Side, f *features, empty, points, forks uint64) {
	v, st := g.v, &g.st
	own := st.pieces[s]
	f.material = bits.OnesCount64(own) + int(st.hand[s])
	f.placing = st.hand[s] > 0
	f.flying = g.flies(s)
	f.forks = bits.OnesCount64(forks)
	stepping := g.steps(s) && !f.flying
	if f.placing || f.flying {
		f.threats = bits.OnesCount64(points)
	} else {
		for p := points; p != 0; p &= p - 1 {
			to := bits.TrailingZeros64(p)
			for q := own & v.adj[to]; q != 0; q &= q - 1 {
				from := bits.TrailingZeros64(q)
				if g.targets(s, from, empty, false)>>to&1 != 0 && v.closes(own&^(1<<from)|1<<to, to) {
					f.threats++
					break
				}
			}
		}
	}
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		free := bits.OnesCount64(v.adj[p] & empty)
		f.room += free
		f.junction += v.degree[p]
		if stepping {
			f.mobility += free
			if free == 0 {
				f.blocked++
			}
		}
	}
}

// terms weights the features of the side to move (me) and its opponent
// (op) into named scores.
func terms(me, op features) []position.EvalTerm {
	threat := func(f features) int {
		switch {
		case f.threats >= 2:
			return wThreat2
		case f.threats == 1:
			return wThreat1
		}
		return 0
	}
	myThreat := 0
	if me.threats > 0 {
		myThreat = wMyThreat
	}
	flyDefect := 0
	if me.flying && op.material > 3 {
		flyDefect -= wFlyDefect
	}
	if op.flying && me.material > 3 {
		flyDefect += wFlyDefect
	}
	placing := 0
	if me.placing || op.placing {
		placing = wRoom*(me.room-op.room) + wJunction*(me.junction-op.junction)
	}
	return []position.EvalTerm{
		{Name: "material", Score: wMaterial * (me.material - op.material)},
		{Name: "mills", Score: wMill * (me.mills - op.mills)},
		{Name: "open twos", Score: wTwo*(me.twos-op.twos) + wFork*(me.forks-op.forks)},
		{Name: "threats", Score: myThreat - threat(op)},
		{Name: "mobility", Score: wMobility*(me.mobility-op.mobility) - wBlocked*(me.blocked-op.blocked)},
		{Name: "placing", Score: placing},
		{Name: "flying", Score: flyDefect},
	}
}

// Evaluate scores the position from the side to move's point of view: the
// sum of EvalTerms, computed without allocating; with weights (UseWeights)
// the learned evaluation (learned.go).
func (g *Game) Evaluate() int {
	if g.learned != nil {
		return g.learnedEval()
	}
	f := g.bothFeatures()
	me, op := &f[g.st.side], &f[g.st.side^1]
	score := wMaterial*(me.material-op.material) +
		wMill*(me.mills-op.mills) +
		wTwo*(me.twos-op.twos) + wFork*(me.forks-op.forks) +
		wMobility*(me.mobility-op.mobility) - wBlocked*(me.blocked-op.blocked)
	if me.threats > 0 {
		score += wMyThreat
	}
	switch {
	case op.threats >= 2:
		score -= wThreat2
	case op.threats == 1:
		score -= wThreat1
	}
	if me.flying && op.material > 3 {
		score -= wFlyDefect
	}
	if op.flying && me.material > 3 {
		score += wFlyDefect
	}
	if me.placing || op.placing {
		score += wRoom*(me.room-op.room) + wJunction*(me.junction-op.junction)
	}
	return score
}

// EvalTerms breaks Evaluate down into its named terms (with weights, the
// learned evaluation's blocks of features).
func (g *Game) EvalTerms() []position.EvalTerm {
	if g.learned != nil {
		return g.learnedTerms()
	}
	f := g.bothFeatures()
	return terms(f[g.st.side], f[g.st.side^1])
}

// GenNoisy appends the moves that close a mill, which change the material
// and so must be resolved before the evaluation is trusted. The side to
// move may always stand pat.
func (g *Game) GenNoisy(buf []position.Move) ([]position.Move, bool) {
	if g.lost() || g.st.drawn {
		return buf, false
	}
	return g.genMoves(buf, true), false
}

// OrderHints ranks moves: mills first (removing the opponent's most
// useful piece), then moves onto the opponent's mill points (blocks),
// then moves that make open twos, well-connected points and steps that
// open one of one's own mills to close it again.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	v, st := g.v, &g.st
	s := st.side
	own, opp := st.pieces[s], st.pieces[s^1]
	empty := g.empty()
	oppPoints, oppForks := v.millPoints(opp, empty)
	ownMills := v.inMills(own)
	// The opponent's pieces that take part in its open twos are the best
	// to remove.
	// Own pieces that stop an opponent's two from becoming a mill should
	// stay.
	var oppTwos, blockers uint64
	for _, m := range v.lines {
		if bits.OnesCount64(opp&m) == 2 {
			if empty&m != 0 {
				oppTwos |= opp & m
			} else {
				blockers |= own & m
			}
		}
	}
	for i, m := range moves {
		to := pointgraph.To(m)
		var score int32
		after := own | 1<<to
		if !isPlace(m) {
			from := pointgraph.From(m)
			after &^= 1 << from
			if ownMills>>from&1 != 0 {
				score += 30 // opens a mill to close it again
			}
			if blockers>>from&1 != 0 {
				score -= 200 // unblocks an opponent's mill point
			}
		}
		if r := removed(m); r >= 0 {
			score += 10_000
			if oppTwos>>r&1 != 0 {
				score += 300
			}
			score += int32(8 * bits.OnesCount64(v.adj[r]&empty))
		}
		if oppPoints>>to&1 != 0 {
			score += 1_000
			if oppForks>>to&1 != 0 {
				score += 500
			}
		}
		for _, line := range v.linesAt[to] {
			if after&line != 0 && bits.OnesCount64(after&line) == 2 && opp&line == 0 {
				score += 60
			}
		}
		score += int32(4 * v.degree[to])
		scores[i] = score
	}
}
