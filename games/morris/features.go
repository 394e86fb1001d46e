package morris

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// The learned evaluation's features (position.Featurer), seen from the
// side to move, folded under the board's 16 symmetries: the eight turns
// and reflections of the square, each with or without the outer and inner
// rings swapped. A symmetry maps a mill line onto a line of the same
// class (an outer or inner side, a middle side, a cross line, a diagonal)
// with its middle point on the middle point, so a line's three points,
// read as a base-3 number (0 empty, 1 the side to move's piece, 2 the
// opponent's) from either end, the smaller reading counting, do not
// change under them; nor does a point's class (an outer or inner corner,
// a middle corner, an outer or inner mid-side point, a middle mid-side
// point). The blocks, in index order:
//
//   - each line: its class and reading (classes × 27);
//   - each piece: its point's class, its owner and its empty neighbours,
//     0..4 (classes × 2 × 5);
//   - pieces on the board and in hand, the side to move's and the
//     opponent's, 0..Pieces each (4 × (Pieces+1));
//   - the material balance, pieces on the board and in hand less the
//     opponent's, -5..5 (11);
//   - from the evaluation's features (bothFeatures), the side to move's
//     and the opponent's: closed mills 0..4, open twos 0..5, forks 0..2,
//     mill threats 0..3, steps 0..15 and blocked pieces 0..6 (2 × 41);
//   - a bias, always active.
//
// The phases are the game's stages: placing with more than Pieces in the
// two hands, placing with fewer, moving, and flying (either side down to
// three pieces with an empty hand).
const (
	lineReadings = 27
	roomCases    = 5 // empty neighbours of a piece, 0..4
	balanceCap   = 5
	sideCounts   = 5 + 6 + 3 + 4 + 16 + 7 // mills, twos, forks, threats, steps, blocked
	featPhases   = 4
	maxActive    = 64
)

// countCaps are the caps of the counts taken from bothFeatures, in the
// order of sideCounts.
var countCaps = [...]int{4, 5, 2, 3, 15, 6}

// featureTables are a variant's feature layout, built by NewVariant.
type featureTables struct {
	set        position.FeatureSet
	lineClass  []int32 // by line: the class's offset
	pointClass [pointgraph.MaxPoints]int32
	lines      [][3]int // each line's points in order
	// Offsets of the blocks after the lines.
	points, counts, balance, sides, bias int32
	// syms are the board's symmetries as point permutations (the
	// identity first), for tests.
	syms [][]int
}

// boardSymmetries returns the permutations of b's points that map its
// lines onto lines: the square's turns and reflections, each also with
// the rings swapped (a point at ring distance r from the centre goes to
// distance 4-r on the same ray).
func boardSymmetries(b *pointgraph.Board) [][]int {
	n := b.Len()
	at := map[[2]int]int{}
	for p := range n {
		pt := b.Point(p)
		at[[2]int{pt.X, pt.Y}] = p
	}
	lineSet := map[uint64]bool{}
	for _, l := range b.Lines() {
		lineSet[pointSet(l)] = true
	}
	var out [][]int
	for t := range 16 {
		perm := make([]int, n)
		ok := true
		for p := range n {
			pt := b.Point(p)
			x, y := pt.X-3, pt.Y-3
			if t&1 != 0 {
				x = -x
			}
			if t&2 != 0 {
				y = -y
			}
			if t&4 != 0 {
				x, y = y, x
			}
			if r := max(abs(x), abs(y)); t&8 != 0 && r != 0 {
				x, y = x/r*(4-r), y/r*(4-r)
			}
			q, found := at[[2]int{x + 3, y + 3}]
			perm[p] = q
			ok = ok && found
		}
		for _, l := range b.Lines() {
			img := make([]int, len(l))
			for i, p := range l {
				img[i] = perm[p]
			}
			ok = ok && lineSet[pointSet(img)]
		}
		if ok {
			out = append(out, perm)
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func pointSet(points []int) uint64 {
	var s uint64
	for _, p := range points {
		s |= 1 << p
	}
	return s
}

// newFeatureTables lays out v's features.
func newFeatureTables(v *Variant) *featureTables {
	b := v.Board
	ft := &featureTables{syms: boardSymmetries(b)}
	// Classes are orbits under the symmetries, numbered by their first
	// member.
	lineIndex := map[uint64]int{}
	for i, l := range b.Lines() {
		lineIndex[pointSet(l)] = i
		if len(l) != 3 {
			panic(fmt.Sprintf("morris: variant %s: a mill line of %d points", v.ID, len(l)))
		}
		ft.lines = append(ft.lines, [3]int{l[0], l[1], l[2]})
	}
	lineOrbit := make([]int, len(ft.lines))
	for i := range lineOrbit {
		lineOrbit[i] = -1
	}
	offset := int32(0)
	for i, l := range ft.lines {
		if lineOrbit[i] >= 0 {
			continue
		}
		for _, perm := range ft.syms {
			img := []int{perm[l[0]], perm[l[1]], perm[l[2]]}
			lineOrbit[lineIndex[pointSet(img)]] = i
		}
	}
	classOffset := map[int]int32{}
	for i := range ft.lines {
		o, ok := classOffset[lineOrbit[i]]
		if !ok {
			o = offset
			classOffset[lineOrbit[i]] = o
			offset += lineReadings
		}
		ft.lineClass = append(ft.lineClass, o)
	}
	n := b.Len()
	pointOrbit := make([]int, n)
	for p := range n {
		pointOrbit[p] = p
		for _, perm := range ft.syms {
			pointOrbit[p] = min(pointOrbit[p], perm[p])
		}
	}
	ft.points = offset
	classes := slices.Compact(slices.Sorted(slices.Values(pointOrbit)))
	for p := range n {
		ft.pointClass[p] = ft.points + int32(slices.Index(classes, pointOrbit[p]))*2*roomCases
	}
	ft.counts = ft.points + int32(len(classes))*2*roomCases
	ft.balance = ft.counts + 4*int32(v.Pieces+1)
	ft.sides = ft.balance + 2*balanceCap + 1
	ft.bias = ft.sides + 2*sideCounts
	ft.set = position.FeatureSet{Name: "morris-1-" + v.ID, Size: int(ft.bias) + 1, Phases: featPhases}
	return ft
}

// FeatureSet describes the learned evaluation's features
// (position.Featurer).
func (g *Game) FeatureSet() position.FeatureSet { return g.v.feat.set }

// Features lists the position's active features and its phase
// (position.Featurer).
func (g *Game) Features(buf []int32) ([]int32, int) {
	v, ft, st := g.v, g.v.feat, &g.st
	s := st.side
	own, opp := st.pieces[s], st.pieces[s^1]
	empty := g.empty()
	for i, l := range ft.lines {
		c := [3]int32{}
		for k, p := range l {
			c[k] = int32(own>>p&1 + 2*(opp>>p&1))
		}
		buf = append(buf, ft.lineClass[i]+min(c[0]*9+c[1]*3+c[2], c[2]*9+c[1]*3+c[0]))
	}
	for who, set := range [2]uint64{own, opp} {
		for b := set; b != 0; b &= b - 1 {
			p := bits.TrailingZeros64(b)
			room := min(bits.OnesCount64(v.adj[p]&empty), roomCases-1)
			buf = append(buf, ft.pointClass[p]+int32(who*roomCases+room))
		}
	}
	f := g.bothFeatures()
	me, op := &f[s], &f[s^1]
	span := int32(v.Pieces + 1)
	buf = append(buf,
		ft.counts+int32(bits.OnesCount64(own)),
		ft.counts+span+int32(st.hand[s]),
		ft.counts+2*span+int32(bits.OnesCount64(opp)),
		ft.counts+3*span+int32(st.hand[s^1]),
		ft.balance+balanceCap+int32(min(max(me.material-op.material, -balanceCap), balanceCap)))
	for k, sf := range [2]*features{me, op} {
		off := ft.sides + int32(k*sideCounts)
		for i, x := range [len(countCaps)]int{sf.mills, sf.twos, sf.forks, sf.threats, sf.mobility, sf.blocked} {
			buf = append(buf, off+int32(min(x, countCaps[i])))
			off += int32(countCaps[i] + 1)
		}
	}
	buf = append(buf, ft.bias)
	return buf, g.phase()
}

// phase is the position's stage for the learned evaluation.
func (g *Game) phase() int {
	st := &g.st
	switch {
	case int(st.hand[0])+int(st.hand[1]) > g.v.Pieces:
		return 0
	case st.hand[0] > 0 || st.hand[1] > 0:
		return 1
	case g.flies(White) || g.flies(Black):
		return 3
	}
	return 2
}
