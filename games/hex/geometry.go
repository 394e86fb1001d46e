package hex

import (
	"github.com/tabla-games/tabla/games/hexgrid"
	"github.com/tabla-games/tabla/position"
)

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

// edge is one of the four sides of the rhombus, numbered as
// hexgrid.Edge. Each is also a virtual node of the union-find, so a group
// touching an edge is joined to it.
type edge int

const (
	top    = edge(hexgrid.Top)
	bottom = edge(hexgrid.Bottom)
	left   = edge(hexgrid.Left)
	right  = edge(hexgrid.Right)
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

// geometry holds the immutable tables of one board size: the grid's
// (neighbours, ring, names, edges; cells numbered row by row from the
// top) and the game's bit sets.
type geometry struct {
	hexgrid.Grid
	words    int                  // 64-bit words that cover the cells
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
	// bridges and templates are the board's bridges and second-row edge
	// templates, which the learned evaluation's features count
	// (features.go).
	bridges   []bridge
	templates []template
}

// geometries holds the tables for every size, built once at init and
// never changed.
var geometries = func() (g [maxSize + 1]*geometry) {
	for n := 1; n <= maxSize; n++ {
		g[n] = newGeometry(n)
	}
	return g
}()

func newGeometry(n int) *geometry {
	g := &geometry{Grid: hexgrid.New(n), words: (n*n + 63) / 64}
	g.around = make([]span, g.Cells)
	for i := range g.Cells {
		c, _ := g.Coords(i)
		g.full.Set(i)
		g.around[i] = newSpan(i, g.Neighbors(i))
		on := g.OnEdge[i]
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
	g.bridges, g.templates = findShapes(g)
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

// node is the union-find node of edge e.
func (g *geometry) node(e edge) int { return g.Cells + int(e) }
