package reversi

import (
	"encoding/binary"
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
}{
	{"corner3x3", [][2]int{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}}},
	{"corner2x5", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}}},
	{"edge2x", [][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {1, 1}, {6, 1}}},
	{"line2", line(1)},
	{"line3", line(2)},
	{"line4", line(3)},
	{"diag8", diagonal(8)},
	{"diag7", diagonal(7)},
	{"diag6", diagonal(6)},
	{"diag5", diagonal(5)},
	{"diag4", diagonal(4)},
}

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

// numInstances is the number of pattern instances, all patterns
// together, and numSegments the number of segments that read them.
const (
	numInstances = 46
	numSegments  = 66
)

// Instances are numbered pattern by pattern in patternShapes' order, each
// pattern's in the order of its instances list. Segments read every instance from the
// board's lines, no symmetry applied: its squares, in reading order, fall
// into runs that lie on one rank, file or diagonal, a segment each (a
// corner block's rows, the edge and then its two X-squares).
// firstSegments[i] reads instance i's first run, moreSegments the other
// runs of all instances.
var (
	firstSegments [numInstances]segment
	moreSegments  [numSegments - numInstances]segment
)

// segment reads a run of squares from the byte of their line (lineBytes):
// digits gives, for each value of the byte, the run's part of its
// instance's base-3 number: the number its squares make in reading order
// times the place value of the run's last digit. An instance's first
// segment adds its pattern's offset.
type segment struct {
	digits   *[256]uint16
	line     uint8 // the line's byte in lineBytes' output
	instance uint8
	offset   int32
}

// readPatterns sets idx[i] to the feature of instance i: its pattern's
// offset plus its base-3 number, a digit per square in reading order, 0
// empty, 1 p's disc, 2 o's.
func readPatterns(p, o uint64, idx *[numInstances]int32) {
	var lp, lo [64]byte
	lineBytes(p, o, &lp, &lo)
	// By index: ranging over an array copies it.
	for i := range firstSegments {
		s := &firstSegments[i]
		idx[i] = s.offset + int32(s.digits[lp[s.line&63]]) + 2*int32(s.digits[lo[s.line&63]])
	}
	for i := range moreSegments {
		s := &moreSegments[i]
		idx[s.instance] += int32(s.digits[lp[s.line&63]]) + 2*int32(s.digits[lo[s.line&63]])
	}
}

// lineBytes sets lp and lo to the lines of p and of o as bytes, each
// square on the bit of its place along the line: the ranks (bytes 0-7, a
// square's file its bit), the files (8-15, the rank its bit) and the
// diagonals that patterns read (16 on, in diagonals' order, the file its
// bit).
func lineBytes(p, o uint64, lp, lo *[64]byte) {
	binary.LittleEndian.PutUint64(lp[0:], p)
	binary.LittleEndian.PutUint64(lo[0:], o)
	binary.LittleEndian.PutUint64(lp[8:], transpose(p))
	binary.LittleEndian.PutUint64(lo[8:], transpose(o))
	for i := range numDiagonals {
		// The multiplication gathers a diagonal's squares, one per file,
		// into the top byte; the partial products never overlap, so
		// nothing carries.
		m := diagonals[i]
		lp[16+i] = byte((p & m) * 0x0101010101010101 >> 56)
		lo[16+i] = byte((o & m) * 0x0101010101010101 >> 56)
	}
}

// numDiagonals is the number of diagonals patterns read: those of 4 to 8
// squares in either direction.
const numDiagonals = 18

// diagonals holds the squares of each diagonal patterns read, in the
// order addSegments met them.
var (
	diagonals  [numDiagonals]uint64
	nDiagonals int
)

// The kinds of line a run of squares can lie on.
const (
	onRank         = iota // place: the file
	onFile                // place: the rank
	onDiagonal            // a1-h8 direction; place: the file
	onAntidiagonal        // h1-a8 direction; place: the file
)

// lineAndPlace is the number of the line of the kind through sq and sq's
// place along it.
func lineAndPlace(sq uint8, kind int) (line, place int) {
	f, r := int(sq%8), int(sq/8)
	switch kind {
	case onFile:
		return f, r
	case onDiagonal:
		return f - r, f
	case onAntidiagonal:
		return f + r, f
	}
	return r, f
}

// addSegments compiles the squares of instance i of the pattern at
// offset, in reading order, into firstSegments[i] and moreSegments from n
// on, and returns the new count of moreSegments.
func addSegments(cells []uint8, offset int32, i, n int) int {
	for a := 0; a < len(cells); {
		// The run from a: the squares on one line with cells[a], their
		// places on it all rising or all falling.
		b, kind := a+1, onRank
		for k := onRank; k <= onAntidiagonal && b < len(cells); k++ {
			l0, p0 := lineAndPlace(cells[a], k)
			l1, p1 := lineAndPlace(cells[b], k)
			if l0 != l1 {
				continue
			}
			kind = k
			up := p1 > p0
			for b < len(cells) {
				l, p := lineAndPlace(cells[b], kind)
				_, prev := lineAndPlace(cells[b-1], kind)
				if l != l0 || (p > prev) != up {
					break
				}
				b++
			}
			break
		}
		s := segment{instance: uint8(i)}
		places := make([]byte, 0, b-a)
		for _, sq := range cells[a:b] {
			_, p := lineAndPlace(sq, kind)
			places = append(places, byte(p))
		}
		switch line, _ := lineAndPlace(cells[a], kind); kind {
		case onRank:
			s.line = uint8(line)
		case onFile:
			s.line = uint8(8 + line)
		default:
			var mask uint64
			for sq := range uint8(64) {
				if l, _ := lineAndPlace(sq, kind); l == line {
					mask |= 1 << sq
				}
			}
			d := 0
			for d < nDiagonals && diagonals[d] != mask {
				d++
			}
			if d == nDiagonals {
				if nDiagonals == numDiagonals {
					panic("reversi: patterns read more than numDiagonals diagonals")
				}
				diagonals[d] = mask
				nDiagonals++
			}
			s.line = uint8(16 + d)
		}
		s.digits = digitTable(places, len(cells)-b)
		switch {
		case a == 0:
			s.offset = offset
			firstSegments[i] = s
		case n == len(moreSegments):
			panic("reversi: more pattern segments than numSegments")
		default:
			moreSegments[n] = s
			n++
		}
		a = b
	}
	return n
}

// digitTables holds the tables digitTable made.
var digitTables = map[string]*[256]uint16{}

// digitTable gives, for each byte, the base-3 number whose digits are its
// bits at places, the first the most significant, times 3^after.
func digitTable(places []byte, after int) *[256]uint16 {
	key := string(append(places, byte(after)))
	if t := digitTables[key]; t != nil {
		return t
	}
	t := new([256]uint16)
	for b := range 256 {
		v := 0
		for _, p := range places {
			v = v*3 + b>>p&1
		}
		t[b] = uint16(v * pow3(after))
	}
	digitTables[key] = t
	return t
}

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
	omob := mobility(o, p)
	stable := stableDiscs(p, o)
	return [len(counts)]int{
		bits.OnesCount64(mob),
		bits.OnesCount64(omob),
		bits.OnesCount64(neighbours(o) & empty),
		bits.OnesCount64(neighbours(p) & empty),
		bits.OnesCount64(stable & p),
		bits.OnesCount64(stable & o),
		bits.OnesCount64(empty) & 1,
		min(max(handEval(p, o, mob, omob, stable)/handBucket+32, 0), 64),
	}
}

// pattern is one table of the features: its offset in the feature space,
// its instances, and for a self-symmetric pattern the number that the
// same squares give read the other way.
type pattern struct {
	offset int32
	size   int32 // 3^cells
	mirror []int32
	// instances lists each instance's squares in reading order: the
	// images of the canonical instance under the board's symmetries, each
	// set of squares once; instance k is instance first+k of all.
	instances [][]uint8
	first     int
}

var (
	patterns     []pattern
	countOffsets [len(counts)]int32
	featureSet   position.FeatureSet
)

func init() {
	offset, instances, nsegs := int32(0), 0, 0
	for _, shape := range patternShapes {
		n := len(shape.cells)
		pat := pattern{offset: offset, size: int32(pow3(n)), first: instances}
		var canon uint64
		for _, c := range shape.cells {
			canon |= 1 << (c[1]*8 + c[0])
		}
		seen := map[uint64]bool{}
		var perm []int // another reading order of the canonical squares, if any
		for t := range 8 {
			// The instance whose image under t is the canonical one.
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
				if instances == numInstances {
					panic("reversi: more pattern instances than numInstances")
				}
				nsegs = addSegments(cells, offset, instances, nsegs)
				instances++
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
	if instances != numInstances || nsegs != len(moreSegments) || nDiagonals != numDiagonals {
		panic("reversi: fewer pattern instances, segments or diagonals than numInstances, numSegments, numDiagonals")
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
	var idx [numInstances]int32
	readPatterns(p, o, &idx)
	for i := range patterns {
		pat := &patterns[i]
		for _, f := range idx[pat.first : pat.first+len(pat.instances)] {
			if pat.mirror != nil {
				f = pat.offset + min(f-pat.offset, pat.mirror[f-pat.offset])
			}
			buf = append(buf, f)
		}
	}
	for i, v := range countValues(p, o, mob) {
		buf = append(buf, countOffsets[i]+int32(min(v, counts[i].cap)))
	}
	return buf, phaseOf(64 - bits.OnesCount64(p|o))
}
