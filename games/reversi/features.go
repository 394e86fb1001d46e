package reversi

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// The learned evaluation's features (position.Featurer), in the family of
// Logistello's and Edax's: each pattern is a set of squares read as a
// base-3 number (0 empty, 1 the side to move's disc, 2 the opponent's),
// and every image of a pattern under the board's eight symmetries is an
// instance that shares the pattern's table. A pattern that maps onto
// itself under some symmetry (a line read from either end, a corner's 3×3
// block reflected in its diagonal) is read both ways and the smaller
// number counts, so that a position and its mirror image have the same
// features. Besides the patterns: counts (mobility, potential mobility,
// stable discs, parity), one-hot.
var patternShapes = []struct {
	name  string
	cells [][2]int // the canonical instance, as (file, rank) from a1, in reading order
	read  []segment
}{
	{"corner3x3", [][2]int{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}},
		[]segment{rowSegment(0, 3), rowSegment(8, 3), rowSegment(16, 3)}},
	{"corner2x5", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}},
		[]segment{rowSegment(0, 5), rowSegment(8, 5)}},
	{"edge2x", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {1, 1}, {6, 1}},
		[]segment{rowSegment(0, 8), rowSegment(9, 1), rowSegment(14, 1)}},
	{"line2", line(1), []segment{rowSegment(8, 8)}},
	{"line3", line(2), []segment{rowSegment(16, 8)}},
	{"line4", line(3), []segment{rowSegment(24, 8)}},
	{"diag8", diagonal(8), []segment{diagonalSegment(8)}},
	{"diag7", diagonal(7), []segment{diagonalSegment(7)}},
	{"diag6", diagonal(6), []segment{diagonalSegment(6)}},
	{"diag5", diagonal(5), []segment{diagonalSegment(5)}},
	{"diag4", diagonal(4), []segment{diagonalSegment(4)}},
}

// segment reads w squares of a pattern at once: (b&mask)*mul>>shift
// gathers them into the low w bits, the first square read lowest.
type segment struct {
	mask, mul uint64
	shift     uint8
	w         uint8
}

// rowSegment is w squares of a rank from square from on.
func rowSegment(from, w int) segment {
	return segment{mask: (1<<w - 1) << from, mul: 1, shift: uint8(from), w: uint8(w)}
}

// diagonalSegment is diagonal(n): the multiplication gathers its squares,
// one per file, into the top byte.
func diagonalSegment(n int) segment {
	var mask uint64
	for _, c := range diagonal(n) {
		mask |= 1 << (c[1]*8 + c[0])
	}
	return segment{mask: mask, mul: 0x0101010101010101, shift: uint8(56 + 8 - n), w: uint8(n)}
}

// read is the base-3 number of the squares the segments read.
func read(segs []segment, p, o uint64) int32 {
	idx := int32(0)
	for _, sg := range segs {
		xp, xo := (p&sg.mask)*sg.mul>>sg.shift, (o&sg.mask)*sg.mul>>sg.shift
		idx = idx*pow3Table[sg.w] + base3[sg.w][xp] + 2*base3[sg.w][xo]
	}
	return idx
}

var pow3Table = [9]int32{1, 3, 9, 27, 81, 243, 729, 2187, 6561}

// line is rank r+1 from the a-file to the h-file.
func line(r int) [][2]int {
	out := make([][2]int, 8)
	for x := range out {
		out[x] = [2]int{x, r}
	}
	return out
}

// diagonal is the diagonal of n squares that ends on the h-file, from the
// first rank up.
func diagonal(n int) [][2]int {
	out := make([][2]int, n)
	for i := range out {
		out[i] = [2]int{8 - n + i, i}
	}
	return out
}

// base3 holds, for w = 1..8, the base-3 number whose digits are the low w
// bits of a byte, the lowest bit the most significant digit.
var base3 = func() (t [9][256]int32) {
	for w := 1; w <= 8; w++ {
		for b := range 1 << w {
			v := int32(0)
			for x := range w {
				v = v*3 + int32(b>>x&1)
			}
			t[w][b] = v
		}
	}
	return
}()

// counts are the features besides the patterns: counts, each one-hot up
// to its cap (a larger count takes the cap's feature). They give the
// patterns what no small group of squares sees.
var counts = [...]struct {
	name string
	cap  int
}{
	{"mobility", 30},               // the side to move's legal moves
	{"opponent mobility", 30},      // the opponent's
	{"potential mobility", 40},     // empty squares next to an opponent disc
	{"opponent potential mob", 40}, // empty squares next to one of ours
	{"stable", 40},                 // the side to move's stable discs
	{"opponent stable", 40},
	{"parity", 1}, // the empties' parity; also the bias
	// The hand-written evaluation in buckets of two discs, from -64 (0)
	// to +64 (64): the fit calibrates it phase by phase, and the patterns
	// need only learn what it misses, which noisy labels leave near zero.
	{"hand evaluation", 64},
}

// handBucket is the width in centi-discs of the hand evaluation's buckets.
const handBucket = 200

// countValues computes the counts' values.
func countValues(p, o, mob uint64) [len(counts)]int {
	empty := ^(p | o)
	stable := stableDiscs(p, o)
	return [len(counts)]int{
		bits.OnesCount64(mob),
		bits.OnesCount64(mobility(o, p)),
		bits.OnesCount64(neighbours(o) & empty),
		bits.OnesCount64(neighbours(p) & empty),
		bits.OnesCount64(stable & p),
		bits.OnesCount64(stable & o),
		bits.OnesCount64(empty) & 1,
		min(max(evaluate(p, o, mob)/handBucket+32, 0), 64),
	}
}

// pattern is one table of the features: its offset in the feature space,
// the symmetries whose images of the board its reader reads an instance
// from, and for a self-symmetric pattern the number that the same squares
// give read the other way.
type pattern struct {
	offset int32
	size   int32 // 3^cells
	mirror []int32
	views  []int // symmetries (transform's numbering), one per instance
	read   []segment
	// instances lists each instance's squares in reading order, for tests
	// and documentation.
	instances [][]uint8
}

var (
	patterns     []pattern
	usedViews    uint8 // the symmetries any pattern reads
	countOffsets [len(counts)]int32
	featureSet   position.FeatureSet
)

func init() {
	offset := int32(0)
	for _, shape := range patternShapes {
		n := len(shape.cells)
		pat := pattern{offset: offset, size: int32(pow3(n)), read: shape.read}
		var canon uint64
		for _, c := range shape.cells {
			canon |= 1 << (c[1]*8 + c[0])
		}
		seen := map[uint64]bool{}
		var perm []int // another reading order of the canonical squares, if any
		for t := range 8 {
			// The reader, run on the board's image under t, reads the
			// squares whose images are the canonical ones.
			cells := make([]uint8, n)
			var set uint64
			for i, c := range shape.cells {
				want := uint64(1) << (c[1]*8 + c[0])
				for sq := range 64 {
					if transform(1<<sq, t) == want {
						cells[i] = uint8(sq)
					}
				}
				set |= 1 << cells[i]
			}
			if !seen[set] {
				seen[set] = true
				pat.instances = append(pat.instances, cells)
				pat.views = append(pat.views, t)
				usedViews |= 1 << t
			}
			if set != canon || perm != nil {
				continue
			}
			p := make([]int, n)
			same := true
			for i, sq := range cells {
				for j, c := range shape.cells {
					if uint64(1)<<(c[1]*8+c[0]) == 1<<sq {
						p[i] = j
					}
				}
				same = same && p[i] == i
			}
			if !same {
				perm = p
			}
		}
		if perm != nil {
			pat.mirror = make([]int32, pat.size)
			digits := make([]int, n)
			for idx := range pat.size {
				v := idx
				for k := n - 1; k >= 0; k-- {
					digits[k] = int(v % 3)
					v /= 3
				}
				m := int32(0)
				for k := range n {
					m = m*3 + int32(digits[perm[k]])
				}
				pat.mirror[idx] = m
			}
		}
		patterns = append(patterns, pat)
		offset += pat.size
	}
	for i, c := range counts {
		countOffsets[i] = offset
		offset += int32(c.cap + 1)
	}
	featureSet = position.FeatureSet{Name: "reversi-patterns-3", Size: int(offset), Phases: featurePhases}
}

func pow3(n int) int {
	p := 1
	for range n {
		p *= 3
	}
	return p
}

// featurePhases splits the game by empty squares, four to a phase: phase
// 0 holds 57-60 empties, phase 14 the last 1-4.
const featurePhases = 15

func phaseOf(empties int) int { return min(max((60-empties)/4, 0), featurePhases-1) }

// FeatureSet describes the learned evaluation's features
// (position.Featurer).
func (g *Game) FeatureSet() position.FeatureSet { return featureSet }

// Features lists the position's active features and its phase
// (position.Featurer).
func (g *Game) Features(buf []int32) ([]int32, int) {
	return appendFeatures(buf, g.p, g.o, g.mob)
}

func appendFeatures(buf []int32, p, o, mob uint64) ([]int32, int) {
	var views [8][2]uint64
	for t := range 8 {
		if usedViews>>t&1 != 0 {
			views[t] = [2]uint64{transform(p, t), transform(o, t)}
		}
	}
	for i := range patterns {
		pat := &patterns[i]
		for _, t := range pat.views {
			idx := read(pat.read, views[t][0], views[t][1])
			if pat.mirror != nil {
				idx = min(idx, pat.mirror[idx])
			}
			buf = append(buf, pat.offset+idx)
		}
	}
	for i, v := range countValues(p, o, mob) {
		buf = append(buf, countOffsets[i]+int32(min(v, counts[i].cap)))
	}
	return buf, phaseOf(64 - bits.OnesCount64(p|o))
}
