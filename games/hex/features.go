package hex

import (
	"fmt"
	"math/bits"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// The learned evaluation's features (position.Featurer), seen from the
// side to move. They generalise the two-distance evaluation: where
// Evaluate weighs the two potentials linearly and counts the cells that
// attain them, the features weigh each side's potential (linearly, as a
// count, so that a search cannot exploit a noisy table) and their
// difference near even (by class), and count every empty cell by how far
// above each side's potential its own two-distance sum lies. Bridges and
// edge templates add the shape that two-distance reads only in part:
// intact ones, and ones the other side has broken into, which must be
// answered.
//
// Every feature counts something that the board's half turn and the
// reflection that swaps the colours leave alone, so a position and its
// images list the same features. A feature appears in the list once for
// each time it is active. The blocks, in index order:
const (
	maxPotCount = 40 // a potential counts up to this many times
	diffClasses = 9  // the opponent's potential minus the mover's: -4 or less, ..., 4 or more
	relClasses  = 6  // a cell's two-distance sum above the side's potential: 0..4, or 5 for 5 or more and unreached
	// fPotentials: the mover's potential, active that many times, the
	// opponent's the same, then whether each is blocked (no two-distance
	// path), the mover's first (4).
	fPotentials = 0
	fDiff       = fPotentials + 4 // the difference class, when neither is blocked (9)
	// fCells counts each empty cell by the mover's relative class × the
	// opponent's (36).
	fCells = fDiff + diffClasses
	// fShapes counts bridges and edge templates, intact or broken into,
	// the mover's and the opponent's (shapeClasses).
	fShapes = fCells + relClasses*relClasses
	fBias   = fShapes + shapeClasses // always active (1)
	// numFeatures is the number of features a phase: 58.
	numFeatures = fBias + 1
)

// The shape classes, offsets from fShapes: a bridge or an edge template
// of the mover's or of the opponent's, with both carrier cells empty
// (intact) or one taken by the other side and one empty (intruded).
const (
	ownBridge = iota
	ownBridgeIntruded
	oppBridge
	oppBridgeIntruded
	ownTemplate
	ownTemplateIntruded
	oppTemplate
	oppTemplateIntruded
	shapeClasses
)

// featurePhases splits the game by the stones on the board, eight to a
// phase: phase 0 holds up to 7 stones, phase 7 holds 56 or more.
const featurePhases = 8

// featureSets names the features of each board size: the classes mean
// different things on boards of different sizes, so weights fitted on
// one size do not fit another.
var featureSets = func() (s [maxSize + 1]position.FeatureSet) {
	for n := range s {
		s[n] = position.FeatureSet{Name: fmt.Sprintf("hex%d-2", n), Size: numFeatures, Phases: featurePhases}
	}
	return s
}()

// FeatureSet describes the learned evaluation's features
// (position.Featurer).
func (g *Game) FeatureSet() position.FeatureSet { return featureSets[g.geo.N] }

// bridge is two cells a and b (a < b) that share the two neighbours c and
// d, its carrier.
type bridge struct{ a, b, c, d int16 }

// template is the edge template of the second row: a cell a off edge
// e whose two neighbours c and d lie on e.
type template struct {
	a, c, d int16
	e       edge
}

// findShapes lists geo's bridges, each once (from the lower-numbered
// of its carrier cells), and its edge templates.
func findShapes(geo *geometry) (bridges []bridge, templates []template) {
	for i := range geo.Cells {
		ring := &geo.Ring[i]
		for k := range 6 {
			a, c, b := ring[k], ring[(k+1)%6], ring[(k+2)%6]
			if a >= 0 && b >= 0 && c > int16(i) {
				bridges = append(bridges, bridge{a: min(a, b), b: max(a, b), c: int16(i), d: c})
			}
		}
		for e := top; e <= right; e++ {
			if geo.OnEdge[i]&(1<<e) != 0 {
				continue
			}
			t := template{a: int16(i), c: -1, d: -1, e: e}
			for _, j := range geo.Neighbors(i) {
				switch {
				case geo.OnEdge[j]&(1<<e) == 0:
				case t.c < 0:
					t.c = j
				default:
					t.d = j
				}
			}
			if t.d >= 0 {
				templates = append(templates, t)
			}
		}
	}
	return bridges, templates
}

// relClass is the class of an empty cell's two-distance sum p for a side
// whose potential is pot.
func relClass(p, pot int) int32 {
	if p >= farAway {
		return relClasses - 1
	}
	return int32(min(max(p-pot, 0), relClasses-1))
}

// featureCounts sets c[f] to the number of times feature f is active and
// returns the position's phase: Features lists them, and the learned
// evaluation sums their weights from the counts.
func (g *Game) featureCounts(c *[numFeatures]int32) int {
	*c = [numFeatures]int32{}
	pr, _, pb, _ := g.potentials()
	me, opp := color(g.ToMove()), color(g.ToMove()^1)
	pot := [2]int{pr, pb}
	for k, p := range [2]int{pot[me], pot[opp]} {
		if p >= farAway {
			c[fPotentials+2+k] = 1
		} else {
			c[fPotentials+k] = int32(min(p, maxPotCount))
		}
	}
	if pot[me] < farAway && pot[opp] < farAway {
		c[fDiff+min(max(pot[opp]-pot[me], -4), 4)+4]++
	}
	d := &g.ev.dist
	ma, mb := d[ownEdges[me][0]], d[ownEdges[me][1]]
	oa, ob := d[ownEdges[opp][0]], d[ownEdges[opp][1]]
	for w := range g.geo.words {
		for e := g.ev.empty[w]; e != 0; e &= e - 1 {
			y := w<<6 + bits.TrailingZeros64(e)
			mine := relClass(int(ma[y])+int(mb[y]), pot[me])
			theirs := relClass(int(oa[y])+int(ob[y]), pot[opp])
			c[fCells+mine*relClasses+theirs]++
		}
	}
	own := uint8(me) + 1
	for _, br := range g.geo.bridges {
		x, y := g.board[br.a], g.board[br.b]
		if x == 0 || x != y {
			continue
		}
		if k := carrier(g.board[br.c], g.board[br.d], x); k >= 0 {
			c[fShapes+shapeClass(x == own, k, ownBridge, oppBridge)]++
		}
	}
	for _, t := range g.geo.templates {
		x := g.board[t.a]
		if x == 0 || color(x-1) != t.e.owner() {
			continue
		}
		if k := carrier(g.board[t.c], g.board[t.d], x); k >= 0 {
			c[fShapes+shapeClass(x == own, k, ownTemplate, oppTemplate)]++
		}
	}
	c[fBias] = 1
	stones := g.stones[0].Count() + g.stones[1].Count()
	return min(stones/8, featurePhases-1)
}

// carrier classes the carrier cells u and v of a shape of the side whose
// board value is x: 0 both empty, 1 one taken by the other side and one
// empty, -1 otherwise (a cell of x's own makes the shape a plain
// connection, both taken breaks it).
func carrier(u, v, x uint8) int {
	switch {
	case u == 0 && v == 0:
		return 0
	case u == 0 && v != x || v == 0 && u != x:
		return 1
	}
	return -1
}

// shapeClass is the shape class offset of a mover's (mine) or opponent's
// shape of carrier class k: intact or intruded.
func shapeClass(mine bool, k int, ownBase, oppBase int32) int32 {
	if mine {
		return ownBase + int32(k)
	}
	return oppBase + int32(k)
}

// Features lists the position's active features and its phase
// (position.Featurer).
func (g *Game) Features(buf []int32) ([]int32, int) {
	var c [numFeatures]int32
	phase := g.featureCounts(&c)
	return learn.AppendCounts(buf, c[:]), phase
}
