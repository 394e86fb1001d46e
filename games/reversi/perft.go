package reversi

import "math/bits"

// Perft counts the leaves depth plies below the position with the same
// convention as position.Perft with endsAreLeaves (Bik's): a forced pass
// is a ply, and a game that ends before the last ply is one leaf. It is a
// faster path to the same number:
//   - it recurses on bitboards, without history or interface calls;
//   - one ply above the leaves it counts each child's moves without
//     making them, and a child with no placement counts as one leaf either
//     way (a pass or a finished game), so it needs no look at the
//     opponent's moves;
//   - at the root, children that are mirror images or rotations of one
//     another are counted once and multiplied: mirrored positions have
//     the same count (at the start all four openings are alike).
func (g *Game) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if g.mob == 0 || depth < 3 {
		return perft(g.p, g.o, g.mob, depth)
	}
	type child struct {
		canon [2]uint64
		np    uint64
		no    uint64
		times uint64
	}
	var kids [64]child
	n := 0
next:
	for m := g.mob; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := flips(sq, g.p, g.o)
		np, no := g.o&^f, g.p|f|1<<uint(sq)
		c := canonical(np, no)
		for i := 0; i < n; i++ {
			if kids[i].canon == c {
				kids[i].times++
				continue next
			}
		}
		kids[n] = child{canon: c, np: np, no: no, times: 1}
		n++
	}
	var total uint64
	for _, k := range kids[:n] {
		total += k.times * perft(k.np, k.no, mobility(k.np, k.no), depth-1)
	}
	return total
}

func perft(p, o, mob uint64, depth int) uint64 {
	if mob == 0 {
		omob := mobility(o, p)
		if omob == 0 || depth == 1 {
			return 1 // a finished game, or a pass at the last ply
		}
		return perft(o, p, omob, depth-1)
	}
	if depth == 1 {
		return uint64(bits.OnesCount64(mob))
	}
	var n uint64
	for m := mob; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := flips(sq, p, o)
		np, no := o&^f, p|f|1<<uint(sq)
		cm := mobility(np, no)
		if depth == 2 {
			if cm == 0 {
				n++
			} else {
				n += uint64(bits.OnesCount64(cm))
			}
			continue
		}
		n += perft(np, no, cm, depth-1)
	}
	return n
}

// PerftHashed is Perft through a table of subtree counts with the given
// number of entries (rounded down to a power of two, at least 1024). The
// table's keys are positions reduced to one representative of their eight
// mirror images and rotations, compared exactly, so mirrored subtrees
// are counted once and no hash collision can corrupt the count. The table
// is allocated for the call.
func (g *Game) PerftHashed(depth, entries int) uint64 {
	if depth <= 0 {
		return 1
	}
	n := 1024
	for n*2 <= entries {
		n *= 2
	}
	h := &perftHasher{table: make([]perftSlot, n), mask: uint64(n - 1)}
	return h.count(g.p, g.o, g.mob, depth)
}

// perftHashMin is the least depth whose counts go through the table:
// shallower subtrees cost less to count again than a look-up.
const perftHashMin = 3

type perftSlot struct {
	p, o  uint64 // canonical position, mover first
	depth uint64
	count uint64
}

type perftHasher struct {
	table []perftSlot
	mask  uint64
}

func (h *perftHasher) count(p, o, mob uint64, depth int) uint64 {
	if depth < perftHashMin {
		return perft(p, o, mob, depth)
	}
	c := canonical(p, o)
	k := (c[0]*0x9e3779b97f4a7c15 ^ c[1]*0xc2b2ae3d27d4eb4f ^ uint64(depth)*0x165667b19e3779f9)
	slot := &h.table[(k^k>>31)&h.mask]
	if slot.p == c[0] && slot.o == c[1] && slot.depth == uint64(depth) {
		return slot.count
	}
	var n uint64
	if mob == 0 {
		omob := mobility(o, p)
		if omob == 0 {
			return 1
		}
		n = h.count(o, p, omob, depth-1)
	} else {
		for m := mob; m != 0; m &= m - 1 {
			sq := bits.TrailingZeros64(m)
			f := flips(sq, p, o)
			np, no := o&^f, p|f|1<<uint(sq)
			n += h.count(np, no, mobility(np, no), depth-1)
		}
	}
	if uint64(depth) >= slot.depth {
		// Keep the deeper subtree when two collide.
		*slot = perftSlot{p: c[0], o: c[1], depth: uint64(depth), count: n}
	}
	return n
}

// canonical is the least of the eight images of (p, o) under the
// symmetries of the square: equal for positions that are mirror images or
// rotations of each other.
func canonical(p, o uint64) [2]uint64 {
	best := [2]uint64{p, o}
	for i := 1; i < 8; i++ {
		c := [2]uint64{transform(p, i), transform(o, i)}
		if c[0] < best[0] || c[0] == best[0] && c[1] < best[1] {
			best = c
		}
	}
	return best
}

// transform applies symmetry i (0..7) of the square to a bitboard: bit 0
// mirrors left to right, bit 1 top to bottom, bit 2 about the a1-h8
// diagonal (after the other two).
func transform(b uint64, i int) uint64 {
	if i&1 != 0 {
		b = mirrorColumns(b)
	}
	if i&2 != 0 {
		b = bits.ReverseBytes64(b)
	}
	if i&4 != 0 {
		b = transpose(b)
	}
	return b
}

// mirrorColumns swaps column a with h, b with g, and so on.
func mirrorColumns(b uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	b = b>>1&k1 | b&k1<<1
	b = b>>2&k2 | b&k2<<2
	return b>>4&k4 | b&k4<<4
}

// transpose swaps rows and columns: the square in column c and row r goes
// to column r and row c.
func transpose(b uint64) uint64 {
	const k1, k2, k4 = 0x0f0f0f0f00000000, 0x3333000033330000, 0x5500550055005500
	t := k1 & (b ^ b<<28)
	b ^= t ^ t>>28
	t = k2 & (b ^ b<<14)
	b ^= t ^ t>>14
	t = k4 & (b ^ b<<7)
	b ^= t ^ t>>7
	return b
}
