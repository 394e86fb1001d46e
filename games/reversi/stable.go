package reversi

import "math/bits"

const (
	colA  = 0x0101010101010101
	colH  = 0x8080808080808080
	row1  = 0x00000000000000ff
	row8  = 0xff00000000000000
	edges = colA | colH | row1 | row8
)

// edgeStable[p<<8|o] is the set of cells of an 8-cell edge (bit i = cell
// i) whose disc can never change colour, whatever is played later on that
// edge, for the edge holding discs p of one colour and o of the other. A
// disc on an edge can only be flipped along the edge, so this is exact
// for the edge and safe for the board.
var edgeStable = func() *[1 << 16]uint8 {
	t := new([1 << 16]uint8)
	done := new([1 << 16]bool)
	var solve func(p, o uint8) uint8
	solve = func(p, o uint8) uint8 {
		i := int(p)<<8 | int(o)
		if done[i] {
			return t[i]
		}
		stable := p | o
		for x := 0; x < 8 && stable != 0; x++ {
			bit := uint8(1) << uint(x)
			if (p|o)&bit != 0 {
				continue
			}
			// Either colour may land on x (flipping along other lines).
			f := lineFlips(x, p, o)
			np, no := p|bit|f, o&^f
			stable &= ^f & solve(np, no)
			f = lineFlips(x, o, p)
			np, no = p&^f, o|bit|f
			stable &= ^f & solve(np, no)
		}
		t[i], done[i] = stable, true
		return stable
	}
	for p := 0; p < 256; p++ {
		for o := 0; o < 256; o++ {
			if p&o == 0 {
				solve(uint8(p), uint8(o))
			}
		}
	}
	return t
}()

// lineFlips is the 1-D version of flips on an 8-cell line.
func lineFlips(x int, p, o uint8) uint8 {
	var f uint8
	for _, step := range [2]int{1, -1} {
		var run uint8
		for y := x + step; y >= 0 && y < 8; y += step {
			bit := uint8(1) << uint(y)
			if o&bit != 0 {
				run |= bit
				continue
			}
			if p&bit != 0 {
				f |= run
			}
			break
		}
	}
	return f
}

// packA and packH gather columns a and h into a byte (bit i = row i);
// unpackA spreads a byte back onto column a.
func packA(b uint64) uint8 { return uint8((b & colA) * 0x0102040810204080 >> 56) }
func packH(b uint64) uint8 { return packA(b >> 7) }

var unpackA = func() (t [256]uint64) {
	for v := range t {
		for i := 0; i < 8; i++ {
			if v>>uint(i)&1 != 0 {
				t[v] |= 1 << uint(8*i)
			}
		}
	}
	return t
}()

// edgeStability returns the discs of p and of o on the four edges that
// can never be flipped.
func edgeStability(p, o uint64) uint64 {
	s := uint64(edgeStable[int(p&0xff)<<8|int(o&0xff)])
	s |= uint64(edgeStable[int(p>>56)<<8|int(o>>56)]) << 56
	s |= unpackA[edgeStable[int(packA(p))<<8|int(packA(o))]]
	s |= unpackA[edgeStable[int(packH(p))<<8|int(packH(o))]] << 7
	return s
}

// fullLines returns, for each of the four axes, the squares whose line
// along that axis holds no empty square.
func fullLines(occ uint64) (h, v, d9, d7 uint64) {
	// Rows: a row is full when its byte is 0xff.
	r := occ & (occ >> 1) & 0x7f7f7f7f7f7f7f7f
	r &= r >> 2
	r &= r >> 4 // bit a of each row is set iff the row is full
	h = (r & colA) * 0xff
	// Columns: AND the rows together.
	c := occ & (occ >> 32)
	c &= c >> 16
	c &= c >> 8
	v = (c & 0xff) * colA
	// Diagonals: spread the empty squares along each diagonal, 1, 2 and
	// then 4 squares each way, so 7 in all; the masks drop what would
	// wrap round the side of the board (the files a shift by k squares
	// cannot reach).
	const notAB, notGH, notAD, notEH = 0xfcfcfcfcfcfcfcfc, 0x3f3f3f3f3f3f3f3f, 0xf0f0f0f0f0f0f0f0, 0x0f0f0f0f0f0f0f0f
	e := ^occ
	e9 := e | (e<<9)&notA | (e>>9)&notH
	e7 := e | (e<<7)&notH | (e>>7)&notA
	e9 |= (e9<<18)&notAB | (e9>>18)&notGH
	e7 |= (e7<<14)&notGH | (e7>>14)&notAB
	e9 |= (e9<<36)&notAD | (e9>>36)&notEH
	e7 |= (e7<<28)&notEH | (e7>>28)&notAD
	return h, v, ^e9, ^e7
}

// stableDiscs returns the discs of p and of o that can never be flipped
// again: edge-stable discs, discs whose four lines are full, and discs
// that on every axis touch the border, a full line or a stable disc of
// their own colour, grown until nothing changes. It is a lower bound on the
// truly stable discs.
func stableDiscs(p, o uint64) uint64 {
	occ := p | o
	h, v, d9, d7 := fullLines(occ)
	base := edgeStability(p, o) | occ&h&v&d9&d7
	return grow(p, base&p, h, v, d9, d7) | grow(o, base&o, h, v, d9, d7)
}

// grow extends the stable discs s of one colour (discs c) by contact.
func grow(c, s, h, v, d9, d7 uint64) uint64 {
	h |= colA | colH
	v |= row1 | row8
	d9 |= edges
	d7 |= edges
	for {
		n := c &
			(h | (s<<1)&notA | (s>>1)&notH) &
			(v | s<<8 | s>>8) &
			(d9 | (s<<9)&notA | (s>>9)&notH) &
			(d7 | (s<<7)&notH | (s>>7)&notA)
		n |= s
		if n == s {
			return s
		}
		s = n
	}
}

// stableCount is the number of stable discs of o, used for solver cutoffs.
func stableCount(p, o uint64) int { return bits.OnesCount64(stableDiscs(p, o) & o) }
