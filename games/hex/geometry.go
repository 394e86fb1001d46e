package hex

import "tabla/position"

// Board limits: the option size runs from 1 to maxSize.
const (
	maxSize  = 26
	maxCells = maxSize * maxSize
)

// color is a side: red (p1, top-bottom) or blue (p2, left-right).
type color int

const (
	red color = iota
	blue
)

func (c color) String() string {
	if c == red {
		return "red"
	}
	return "blue"
}

// symbol is the side's letter in position strings.
func (c color) symbol() byte {
	if c == red {
		return 'r'
	}
	return 'b'
}

// edge is one of the four sides of the rhombus. Each is also a virtual
// node of the union-find, so a group touching an edge is joined to it.
type edge int

const (
	top edge = iota
	bottom
	left
	right
)

func (e edge) String() string {
	switch e {
	case top:
		return "top"
	case bottom:
		return "bottom"
	case left:
		return "left"
	default:
		return "right"
	}
}

// owner is the side whose connection uses the edge.
func (e edge) owner() color {
	if e <= bottom {
		return red
	}
	return blue
}

// ownEdges lists the two edges each side must join.
var ownEdges = [2][2]edge{{top, bottom}, {left, right}}

// geometry holds the immutable tables of one board size. Cells are
// numbered row by row from the top: cell (c, r) is r*n + c.
type geometry struct {
	n     int
	cells int
	words int // 64-bit words that cover the cells
	// nb lists each cell's neighbours, nbN[i] of them.
	nb  [][6]int16
	nbN []uint8
	// onEdge has bit e set when the cell lies on edge e; corners lie on
	// two edges, one of each side (seed rule 6).
	onEdge   []uint8
	full     position.BitsWide    // every cell of the board
	edgeMask [2]position.BitsWide // cells on either edge of each side
	// edgeCells holds the cells on each edge, and notFirst and notLast
	// the cells outside the first and the last column: a step that
	// raises the column cannot land in the first, one that lowers it not
	// in the last (the bit-parallel evaluation shifts whole boards).
	edgeCells         [4]position.BitsWide
	notFirst, notLast position.BitsWide
	// around[i] holds cell i and its neighbours, which all lie within
	// the two words from around[i].w.
	around []span
	names  []string
	// ring lists each cell's neighbours in order around it, -1 off the
	// board: consecutive ones are adjacent, so ring[i][k] and
	// ring[i][k+2] form a bridge whose carrier is i and ring[i][k+1].
	ring [][6]int16
}

// geometries holds the tables for every size, built once at init and
// never changed.
var geometries = func() (g [maxSize + 1]*geometry) {
	for n := 1; n <= maxSize; n++ {
		g[n] = newGeometry(n)
	}
	return g
}()

// ringSteps are the six neighbour offsets in order around a cell.
var ringSteps = [6][2]int{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// hexSteps are the six neighbour offsets (dc, dr) of a cell.
var hexSteps = [6][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {1, -1}, {-1, 1}}

func newGeometry(n int) *geometry {
	g := &geometry{n: n, cells: n * n, words: (n*n + 63) / 64}
	g.nb = make([][6]int16, g.cells)
	g.nbN = make([]uint8, g.cells)
	g.onEdge = make([]uint8, g.cells)
	g.names = make([]string, g.cells)
	g.around = make([]span, g.cells)
	g.ring = make([][6]int16, g.cells)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			i := r*n + c
			for k, d := range ringSteps {
				cc, rr := c+d[0], r+d[1]
				g.ring[i][k] = -1
				if cc >= 0 && cc < n && rr >= 0 && rr < n {
					g.ring[i][k] = int16(rr*n + cc)
				}
			}
			g.full.Set(i)
			g.names[i] = position.CellName(c, r)
			for _, d := range hexSteps {
				cc, rr := c+d[0], r+d[1]
				if cc >= 0 && cc < n && rr >= 0 && rr < n {
					g.nb[i][g.nbN[i]] = int16(rr*n + cc)
					g.nbN[i]++
				}
			}
			g.around[i] = newSpan(i, g.nb[i][:g.nbN[i]])
			var on uint8
			if r == 0 {
				on |= 1 << top
			}
			if r == n-1 {
				on |= 1 << bottom
			}
			if c == 0 {
				on |= 1 << left
			}
			if c == n-1 {
				on |= 1 << right
			}
			g.onEdge[i] = on
			for e := top; e <= right; e++ {
				if on&(1<<e) != 0 {
					g.edgeCells[e].Set(i)
				}
			}
			if c != 0 {
				g.notFirst.Set(i)
			}
			if c != n-1 {
				g.notLast.Set(i)
			}
			for s := red; s <= blue; s++ {
				if on&(1<<ownEdges[s][0]|1<<ownEdges[s][1]) != 0 {
					g.edgeMask[s].Set(i)
				}
			}
		}
	}
	return g
}

// span is a set of cells within two consecutive words of a bitboard:
// bits lo of word w and hi of word w+1.
type span struct {
	w      int
	lo, hi uint64
}

// newSpan returns the span of cell i and its neighbours nb, which lie
// within n cells of i, so within 64 cells of the first of them.
func newSpan(i int, nb []int16) span {
	first := i
	for _, y := range nb {
		first = min(first, int(y))
	}
	s := span{w: first >> 6}
	add := func(y int) {
		if y>>6 == s.w {
			s.lo |= 1 << (y & 63)
		} else {
			s.hi |= 1 << (y & 63)
		}
	}
	add(i)
	for _, y := range nb {
		add(int(y))
	}
	return s
}

// neighbors returns the cells adjacent to cell i.
func (g *geometry) neighbors(i int) []int16 { return g.nb[i][:g.nbN[i]] }

// node is the union-find node of edge e.
func (g *geometry) node(e edge) int { return g.cells + int(e) }

// mirror reflects cell i in the long a1-nn diagonal: (c, r) becomes (r, c).
func (g *geometry) mirror(i int) int {
	r, c := i/g.n, i%g.n
	return c*g.n + r
}
