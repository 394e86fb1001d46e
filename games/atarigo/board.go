package atarigo

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// The board is 9×9 intersections. Point (col, row), both from 0, is bit
// row*9+col of a set: a1 is 0, i1 is 8, a9 is 72 and i9 is 80.
const (
	size   = 9
	points = size * size
)

// Color is a side: Black (p1, moves first) or White.
type Color uint8

// The sides, in the registry's p1, p2 order.
const (
	Black Color = iota
	White
)

func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// set is a set of points: points 0..63 in lo, 64..80 in bits 0..16 of hi.
// It is a value type, so a search of variations (the ladder reader) can
// copy whole boards without allocating.
type set struct{ lo, hi uint64 }

// hiMask holds the 17 points of hi that are on the board.
const hiMask = 1<<(points-64) - 1

var (
	// full is every point of the board.
	full = set{^uint64(0), hiMask}
	// notColA and notColI are the board without its first and its last
	// column: a point there may be shifted west, respectively east,
	// without wrapping onto the next row.
	notColA, notColI = func() (a, i set) {
		for r := 0; r < size; r++ {
			for c := 0; c < size; c++ {
				p := pointSet(r*size + c)
				if c != 0 {
					a = a.or(p)
				}
				if c != size-1 {
					i = i.or(p)
				}
			}
		}
		return a, i
	}()
	// neighbors[p] is the set of points orthogonally next to p.
	neighbors = func() (n [points]set) {
		for p := range n {
			n[p] = pointSet(p).spread().and(full)
		}
		return n
	}()
	// pointNames[p] is p's name in move notation, "a1" to "i9".
	pointNames = func() (n [points]string) {
		for p := range n {
			n[p] = position.CellName(p%size, p/size)
		}
		return n
	}()
	// lineOf[p] is the distance of p from the nearest edge plus one: 1 on
	// the first line, 5 for the centre e5.
	lineOf = func() (l [points]int8) {
		for p := range l {
			c, r := p%size, p/size
			l[p] = int8(1 + min(c, r, size-1-c, size-1-r))
		}
		return l
	}()
)

// pointSet is the set holding only point p.
func pointSet(p int) set {
	if p < 64 {
		return set{lo: 1 << uint(p)}
	}
	return set{hi: 1 << uint(p-64)}
}

func (a set) or(b set) set     { return set{a.lo | b.lo, a.hi | b.hi} }
func (a set) and(b set) set    { return set{a.lo & b.lo, a.hi & b.hi} }
func (a set) andNot(b set) set { return set{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a set) empty() bool      { return a.lo|a.hi == 0 }
func (a set) count() int       { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }

// has reports whether p is in the set.
func (a set) has(p int) bool {
	if p < 64 {
		return a.lo>>uint(p)&1 != 0
	}
	return a.hi>>uint(p-64)&1 != 0
}

// several reports whether the set has at least two points, more cheaply
// than count.
func (a set) several() bool {
	if a.lo != 0 {
		return a.lo&(a.lo-1) != 0 || a.hi != 0
	}
	return a.hi&(a.hi-1) != 0
}

// first is the lowest point of a non-empty set.
func (a set) first() int {
	if a.lo != 0 {
		return bits.TrailingZeros64(a.lo)
	}
	return 64 + bits.TrailingZeros64(a.hi)
}

// pop removes the lowest point of a non-empty set and returns it.
func (a *set) pop() int {
	if a.lo != 0 {
		p := bits.TrailingZeros64(a.lo)
		a.lo &= a.lo - 1
		return p
	}
	p := bits.TrailingZeros64(a.hi)
	a.hi &= a.hi - 1
	return 64 + p
}

// lowest is the set of the lowest point of a non-empty set.
func (a set) lowest() set {
	if a.lo != 0 {
		return set{lo: a.lo & -a.lo}
	}
	return set{hi: a.hi & -a.hi}
}

// The four shifts move every point one step. North and east may leave
// bits above the board in hi; callers intersect the result with a subset
// of the board.
func (a set) north() set { return set{a.lo << size, a.hi<<size | a.lo>>(64-size)} }
func (a set) south() set { return set{a.lo>>size | a.hi<<(64-size), a.hi >> size} }
func (a set) east() set {
	a = a.and(notColI)
	return set{a.lo << 1, a.hi<<1 | a.lo>>63}
}
func (a set) west() set {
	a = a.and(notColA)
	return set{a.lo>>1 | a.hi<<63, a.hi >> 1}
}

// spread is the set of points next to some point of a, which may include
// points of a itself and bits off the board.
func (a set) spread() set {
	n, s, e, w := a.north(), a.south(), a.east(), a.west()
	return set{n.lo | s.lo | e.lo | w.lo, n.hi | s.hi | e.hi | w.hi}
}

// flood returns the group of stones connected to seed within stones.
func flood(seed, stones set) set {
	g := seed
	for {
		n := g.or(g.spread()).and(stones)
		if n == g {
			return g
		}
		g = n
	}
}

// libertiesOf is the set of empty points next to group g.
func libertiesOf(g, empty set) set { return g.spread().and(empty) }
