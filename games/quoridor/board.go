package quoridor

import "math/bits"

// Board geometry: cell (x, y) is number y*9+x, x = column a..i, y = row
// 1..9 minus one. Wall slot (x, y), x, y in 0..7, is number y*8+x in its
// orientation's 64-bit set. Lattice corner (cx, cy), cx, cy in 0..9, is
// number cy*10+cx.
const (
	size     = 9
	cells    = size * size
	slotSide = size - 1
	slots    = slotSide * slotSide
	corners  = (size + 1) * (size + 1)
)

// orient is a wall's orientation.
type orient uint8

const (
	horizontal orient = iota // between two rows
	vertical                 // between two columns
)

func (o orient) String() string {
	if o == horizontal {
		return "h"
	}
	return "v"
}

// bitboard is a set of cells: cells 0..63 in lo, 64..80 in hi.
type bitboard struct{ lo, hi uint64 }

func (b bitboard) and(c bitboard) bitboard    { return bitboard{b.lo & c.lo, b.hi & c.hi} }
func (b bitboard) or(c bitboard) bitboard     { return bitboard{b.lo | c.lo, b.hi | c.hi} }
func (b bitboard) andNot(c bitboard) bitboard { return bitboard{b.lo &^ c.lo, b.hi &^ c.hi} }
func (b bitboard) empty() bool                { return b.lo|b.hi == 0 }

func (b bitboard) has(i int) bool {
	if i < 64 {
		return b.lo>>uint(i)&1 != 0
	}
	return b.hi>>uint(i-64)&1 != 0
}

// first is the lowest cell of a non-empty set.
func (b bitboard) first() int {
	if b.lo != 0 {
		return bits.TrailingZeros64(b.lo)
	}
	return 64 + bits.TrailingZeros64(b.hi)
}

// shl and shr shift by n, 0 < n < 64. Callers mask the inputs so that no
// cell leaves the board.
func (b bitboard) shl(n uint) bitboard { return bitboard{b.lo << n, b.hi<<n | b.lo>>(64-n)} }
func (b bitboard) shr(n uint) bitboard { return bitboard{b.lo>>n | b.hi<<(64-n), b.hi >> n} }

func cellBit(i int) bitboard {
	if i < 64 {
		return bitboard{lo: 1 << uint(i)}
	}
	return bitboard{hi: 1 << uint(i-64)}
}

// Immutable tables computed at init.
var (
	// rowMask[y] is row y; the goal of p1 is row 8, of p2 row 0.
	rowMask [size]bitboard
	// openNorth0 and openEast0 are the cells with a neighbour to the north
	// (east) on an empty board.
	openNorth0, openEast0 bitboard
	// slotCells[o][s] are the cells whose north (h) or east (v) passage the
	// wall in slot s blocks.
	slotCells [2][slots]bitboard
	// slotCorners[o][s] are the lattice corners the wall touches: its two
	// ends and its centre.
	slotCorners [2][slots][3]uint8
	// borderCorner marks the lattice corners on the board's edge.
	borderCorner [corners]bool
)

func init() {
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			i := y*size + x
			rowMask[y] = rowMask[y].or(cellBit(i))
			if y < size-1 {
				openNorth0 = openNorth0.or(cellBit(i))
			}
			if x < size-1 {
				openEast0 = openEast0.or(cellBit(i))
			}
		}
	}
	for y := 0; y < slotSide; y++ {
		for x := 0; x < slotSide; x++ {
			s := y*slotSide + x
			c := y*size + x
			slotCells[horizontal][s] = cellBit(c).or(cellBit(c + 1))
			slotCells[vertical][s] = cellBit(c).or(cellBit(c + size))
			cy, cx := y+1, x+1 // the centre corner
			slotCorners[horizontal][s] = [3]uint8{uint8(cy*10 + cx - 1), uint8(cy*10 + cx), uint8(cy*10 + cx + 1)}
			slotCorners[vertical][s] = [3]uint8{uint8((cy-1)*10 + cx), uint8(cy*10 + cx), uint8((cy+1)*10 + cx)}
		}
	}
	for cy := 0; cy <= size; cy++ {
		for cx := 0; cx <= size; cx++ {
			borderCorner[cy*10+cx] = cx == 0 || cy == 0 || cx == size || cy == size
		}
	}
}

// Masks over slot sets: slots in column 0 and column 7.
const (
	slotColA uint64 = 0x0101010101010101
	slotColH uint64 = slotColA << 7
)

// freeSlots returns the slots where a wall of each orientation fits beside
// the walls h and v: not taken, not crossing, not overlapping a parallel
// wall. Path rules are checked separately.
func freeSlots(h, v uint64) (fh, fv uint64) {
	fh = ^(h | v | (h<<1)&^slotColA | (h>>1)&^slotColH)
	fv = ^(v | h | v<<8 | v>>8)
	return fh, fv
}

// expand adds to r every cell one open step away from it; north and east
// are the cells whose passage in that direction is open.
func expand(r, north, east bitboard) bitboard {
	return r.or(r.and(north).shl(size)).or(r.shr(size).and(north)).
		or(r.and(east).shl(1)).or(r.shr(1).and(east))
}

// reaches reports whether a pawn on cell from can reach goal through the
// passages north and east (pawns ignored).
func reaches(from int, goal, north, east bitboard) bool {
	r := cellBit(from)
	for {
		if !r.and(goal).empty() {
			return true
		}
		n := expand(r, north, east)
		if n == r {
			return false
		}
		r = n
	}
}

// distance is the number of steps from cell from to goal through the
// passages north and east (pawns ignored), or -1 if there is no path.
func distance(from int, goal, north, east bitboard) int {
	r := cellBit(from)
	for d := 0; ; d++ {
		if !r.and(goal).empty() {
			return d
		}
		n := expand(r, north, east)
		if n == r {
			return -1
		}
		r = n
	}
}

// fill searches breadth first from cell from through the passages north
// and east (pawns ignored) until it reaches goal, and returns the number
// of steps, or -1 if goal is out of reach. layers[k] holds the cells
// within k steps of from, for k up to the steps returned.
func fill(from int, goal, north, east bitboard, layers *[cells + 1]bitboard) int {
	r := cellBit(from)
	layers[0] = r
	d := 0
	for r.and(goal).empty() {
		n := expand(r, north, east)
		if n == r {
			return -1
		}
		d++
		r = n
		layers[d] = r
	}
	return d
}

// pathSlots finds one shortest path from cell from to goal and returns
// the slots (h in [0], v in [1]) of every wall that would cut one of its
// steps: any other wall leaves that path intact. layers is scratch space
// for the BFS. It returns false if there is no path.
func pathSlots(from int, goal, north, east bitboard, layers *[cells + 1]bitboard) (cut [2]uint64, dist int, ok bool) {
	d := fill(from, goal, north, east, layers)
	if d < 0 {
		return cut, -1, false
	}
	c := layers[d].and(goal).first()
	for k := d - 1; k >= 0; k-- {
		prev := layers[k]
		x, y := c%size, c/size
		switch {
		case y > 0 && prev.has(c-size) && north.has(c-size):
			cut[horizontal] |= hCut(x, y-1)
			c -= size
		case y < size-1 && prev.has(c+size) && north.has(c):
			cut[horizontal] |= hCut(x, y)
			c += size
		case x > 0 && prev.has(c-1) && east.has(c-1):
			cut[vertical] |= vCut(x-1, y)
			c--
		default: // east, the only direction left
			cut[vertical] |= vCut(x, y)
			c++
		}
	}
	return cut, d, true
}

// hCut is the set of h slots whose wall separates (x, y) from (x, y+1).
func hCut(x, y int) uint64 {
	var m uint64
	if x < slotSide {
		m |= 1 << uint(y*slotSide+x)
	}
	if x > 0 {
		m |= 1 << uint(y*slotSide+x-1)
	}
	return m
}

// vCut is the set of v slots whose wall separates (x, y) from (x+1, y).
func vCut(x, y int) uint64 {
	var m uint64
	if y < slotSide {
		m |= 1 << uint(y*slotSide+x)
	}
	if y > 0 {
		m |= 1 << uint((y-1)*slotSide+x)
	}
	return m
}
