package domineering

import "math/bits"

// Cells are numbered rank-major on an 8×8 grid, a1 = 0, b1 = 1, ..., a2 = 8,
// whatever the board's size: a rows×cols board uses the lower left corner,
// and the other cells are simply never free. One uint64 holds any set of
// cells.
//
// A frame is one player's view of the board in which that player's
// dominoes are vertical: frame 0 is the board as drawn (Vertical's), frame
// 1 is its transpose across the a1-h8 diagonal (Horizontal's), where cell
// (rank r, file f) becomes (rank f, file r) and a horizontal domino becomes
// a vertical one. Working in the mover's frame lets one piece of code serve
// both sides.

const (
	maxSide = 8
	fileA   = 0x0101010101010101
	fileG   = fileA << 6
	fileH   = fileA << 7
	// evenFiles and oddFiles are the files a, c, e, g and b, d, f, h.
	evenFiles = fileA * 0x55
	oddFiles  = fileA * 0xaa
)

// sq is the cell index of file f and rank r (both from 0).
func sq(f, r int) int { return r*8 + f }

// validMask is the set of cells of a board with the given ranks and files
// in the lower left corner.
func validMask(rows, cols int) uint64 {
	row := uint64(1)<<uint(cols) - 1
	var m uint64
	for r := 0; r < rows; r++ {
		m |= row << uint(8*r)
	}
	return m
}

// transpose mirrors a set of cells across the a1-h8 diagonal, turning one
// frame into the other, with three delta swaps.
func transpose(x uint64) uint64 {
	const (
		k1 = 0x5500550055005500
		k2 = 0x3333000033330000
		k4 = 0x0f0f0f0f00000000
	)
	t := k4 & (x ^ (x << 28))
	x ^= t ^ (t >> 28)
	t = k2 & (x ^ (x << 14))
	x ^= t ^ (t >> 14)
	t = k1 & (x ^ (x << 7))
	x ^= t ^ (t >> 7)
	return x
}

// transposeSq is the cell that transpose moves cell i to.
func transposeSq(i int) int { return (i&7)*8 + i>>3 }

// vAnchors returns the anchors (lower cells) of every vertical domino that
// fits in the free cells.
func vAnchors(free uint64) uint64 { return free & (free >> 8) }

// hAnchors returns the anchors (left cells) of every horizontal domino
// that fits in the free cells.
func hAnchors(free uint64) uint64 { return free & (free >> 1) &^ fileH }

// evenCells returns the cells of x at an even distance from the bottom of
// their vertical run of x: pairing each run from its bottom up, the lower
// cells of the pairs, and the top cell of an odd run.
func evenCells(x uint64) uint64 {
	above := x & (x << 8) // cells of x with a cell of x below
	even := x &^ (x << 8)
	t := even
	for range 3 { // runs hold at most 8 cells: offsets 0, 2, 4, 6
		t = (t << 16) & above & (above << 8)
		even |= t
	}
	return even
}

// packV is the largest number of disjoint vertical dominoes that fit in
// the cells of x: the sum over the vertical runs of x of half their length,
// rounded down.
func packV(x uint64) int { return bits.OnesCount64(evenCells(x) & (x >> 8)) }

// mirrorRanks reflects a set of cells top to bottom within a board of h
// ranks.
func mirrorRanks(x uint64, h int) uint64 {
	return bits.ReverseBytes64(x) >> uint(8*(8-h))
}

// mirrorFiles reflects a set of cells left to right within a board of w
// files.
func mirrorFiles(x uint64, w int) uint64 {
	x = (x>>1)&0x5555555555555555 | (x&0x5555555555555555)<<1
	x = (x>>2)&0x3333333333333333 | (x&0x3333333333333333)<<2
	x = (x>>4)&0x0f0f0f0f0f0f0f0f | (x&0x0f0f0f0f0f0f0f0f)<<4
	return x >> uint(8-w)
}
