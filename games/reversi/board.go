package reversi

import "math/bits"

// Squares are numbered row by row from the top-left corner: a1 is 0, h1 is
// 7, a8 is 56 and h8 is 63, so bit i of a bitboard is the square in column
// i%8 and row i/8 (row 0 is Othello's row 1, at the top).

const (
	notA  = 0xfefefefefefefefe // every square except column a
	notH  = 0x7f7f7f7f7f7f7f7f // every square except column h
	inner = 0x7e7e7e7e7e7e7e7e // columns b..g: a run of discs cannot wrap round them
)

// innerMask is inner held in a variable that is never written: with the
// constant, the compiler folds the mask into every AND of mobility and
// emits a third more instructions.
var innerMask uint64 = inner

// direction is one of the eight lines through a square, as a step in
// column and row.
type direction struct{ dc, dr int }

var directions = [8]direction{
	{1, 0}, {0, 1}, {1, 1}, {-1, 1}, // towards higher square numbers
	{-1, 0}, {0, -1}, {-1, -1}, {1, -1}, // the same four, reversed
}

// rays[sq][d] holds the squares from sq (exclusive) to the edge of the
// board along directions[d]; the lines that flips reads are made of them.
var rays = func() (r [64][8]uint64) {
	for sq := 0; sq < 64; sq++ {
		for d, dir := range directions {
			c, row := sq%8+dir.dc, sq/8+dir.dr
			for c >= 0 && c < 8 && row >= 0 && row < 8 {
				r[sq][d] |= 1 << uint(row*8+c)
				c, row = c+dir.dc, row+dir.dr
			}
		}
	}
	return r
}()

// mobility returns the empty squares where the side owning p may play
// against o: Kogge-Stone-style fills of o-runs from p along the eight
// directions, each fill doubling its reach, so runs of up to six opponent
// discs need three steps per direction.
func mobility(p, o uint64) uint64 {
	empty := ^(p | o)
	h := o & innerMask

	// Horizontal: steps of 1.
	l := h & (p << 1)
	r := h & (p >> 1)
	l |= h & (l << 1)
	r |= h & (r >> 1)
	pl, pr := h&(h<<1), h&(h>>1)
	l |= pl & (l << 2)
	r |= pr & (r >> 2)
	l |= pl & (l << 2)
	r |= pr & (r >> 2)
	moves := l<<1 | r>>1

	// Vertical: steps of 8; runs fall off the top and bottom by themselves.
	l = o & (p << 8)
	r = o & (p >> 8)
	l |= o & (l << 8)
	r |= o & (r >> 8)
	pl, pr = o&(o<<8), o&(o>>8)
	l |= pl & (l << 16)
	r |= pr & (r >> 16)
	l |= pl & (l << 16)
	r |= pr & (r >> 16)
	moves |= l<<8 | r>>8

	// Diagonal a1-h8: steps of 9.
	l = h & (p << 9)
	r = h & (p >> 9)
	l |= h & (l << 9)
	r |= h & (r >> 9)
	pl, pr = h&(h<<9), h&(h>>9)
	l |= pl & (l << 18)
	r |= pr & (r >> 18)
	l |= pl & (l << 18)
	r |= pr & (r >> 18)
	moves |= l<<9 | r>>9

	// Diagonal h1-a8: steps of 7.
	l = h & (p << 7)
	r = h & (p >> 7)
	l |= h & (l << 7)
	r |= h & (r >> 7)
	pl, pr = h&(h<<7), h&(h>>7)
	l |= pl & (l << 14)
	r |= pr & (r >> 14)
	l |= pl & (l << 14)
	r |= pr & (r >> 14)
	moves |= l<<7 | r>>7

	return moves & empty
}

// potential returns the empty squares next to at least one disc of o: the
// squares where p might later get a move (potential mobility).
func potential(o, empty uint64) uint64 {
	n := o<<8 | o>>8
	n |= (o<<1 | o<<9 | o>>7) & notA
	n |= (o>>1 | o>>9 | o<<7) & notH
	return n & empty
}

// neighbours returns the squares adjacent to any square of b.
func neighbours(b uint64) uint64 {
	n := b<<8 | b>>8
	n |= (b<<1 | b<<9 | b>>7) & notA
	n |= (b>>1 | b>>9 | b<<7) & notH
	return n
}

// finalScore is the result of a finished game in discs for the owner of p
// under World Othello Federation scoring: the disc difference, with the
// empty squares counted for the winner.
func finalScore(p, o uint64) int {
	np, no := bits.OnesCount64(p), bits.OnesCount64(o)
	d := np - no
	switch e := 64 - np - no; {
	case d > 0:
		d += e
	case d < 0:
		d -= e
	}
	return d
}
