package nex

import (
	"github.com/tabla-games/tabla/games/hexgrid"
	"github.com/tabla-games/tabla/position"
)

// The board is the 11×11 rhombus of the rules in doc.go. Cell
// (c, r), column c = 0..10 (a..k) and row r = 0..10 (1..11), is number
// r*size + c, so that one position.Bits128 holds a set of cells.
const (
	size  = 11
	cells = size * size
)

// color is a player's colour: Blue (p1) or Pink (p2). Results, ToMove and
// the position string all speak of colours, never of persons (after a
// swap the persons exchange colours).
type color uint8

const (
	blue color = iota
	pink
)

func (c color) String() string {
	if c == blue {
		return "blue"
	}
	return "pink"
}

// letter is the side's letter in the position string's side field.
func (c color) letter() byte {
	if c == blue {
		return 'b'
	}
	return 'p'
}

// stone is what a cell holds. Its value is the board byte; blueStone and
// pinkStone are a colour plus one.
type stone uint8

const (
	empty stone = iota
	blueStone
	pinkStone
	neutralStone
)

// symbol is the stone's letter in position strings and the text board.
func (s stone) symbol() byte { return ".BPN"[s] }

func (s stone) String() string {
	return [...]string{"empty", "blue", "pink", "neutral"}[s]
}

// stoneOf is the stone of colour c.
func stoneOf(c color) stone { return stone(c) + 1 }

// The edges: each colour joins two of them, numbered 0 and 1, which are
// also bits 0 and 1 of cellEdges.
//
//	blue: 0 = SW (row 1),    1 = NE (row 11)
//	pink: 0 = NW (column a), 1 = SE (column k)
var edgeNames = [2][2]string{{"SW", "NE"}, {"NW", "SE"}}

// bothEdges is the cellEdges value of a set that touches both edges.
const bothEdges = 3

// Immutable tables, computed once at init.
var (
	// full holds every cell; notColA and notColK every cell but those of
	// column a or k, the masks the shifts of dilate need.
	full, notColA, notColK position.Bits128
	// edgeMask[c][e] holds the cells of edge e of colour c. Corner cells
	// lie on one edge of each colour.
	edgeMask [2][2]position.Bits128
	// cellEdges[c][i] has bit e set when cell i lies on edge e of c.
	cellEdges [2][cells]uint8
	// nb lists each cell's neighbours, nbN[i] of them.
	nb  [cells][6]int8
	nbN [cells]uint8
	// names are the cells' names, "a1" to "k11".
	names [cells]string
)

// grid is the board's geometry, which Layout also draws.
var grid = hexgrid.New(size)

// colorEdges are the grid's edges of each colour's edges 0 and 1.
var colorEdges = [2][2]hexgrid.Edge{{hexgrid.Top, hexgrid.Bottom}, {hexgrid.Left, hexgrid.Right}}

// init copies the grid's tables into the arrays above, whose fixed sizes
// and narrow types the hot paths want. The neighbours are the six steps
// of doc.go's Rules.
func init() {
	for i := range cells {
		c, _ := grid.Coords(i)
		full = full.With(i)
		if c != 0 {
			notColA = notColA.With(i)
		}
		if c != size-1 {
			notColK = notColK.With(i)
		}
		names[i] = grid.Names[i]
		for _, j := range grid.Neighbors(i) {
			nb[i][nbN[i]] = int8(j)
			nbN[i]++
		}
		for col, edges := range colorEdges {
			for e, ge := range edges {
				if grid.OnEdge[i]&(1<<ge) != 0 {
					cellEdges[col][i] |= 1 << e
					edgeMask[col][e] = edgeMask[col][e].With(i)
				}
			}
		}
	}
}

// neighbors returns the cells adjacent to cell i.
func neighbors(i int) []int8 { return nb[i][:nbN[i]] }

// dilate returns b plus every cell adjacent to a cell of b: six shifts,
// masked so that no shift wraps from one row's end to the next row.
func dilate(b position.Bits128) position.Bits128 {
	k := b.And(notColK)       // cells with a neighbour at c+1
	a := b.And(notColA)       // cells with a neighbour at c-1
	r := b.Or(k.Shl(1))       // (c+1, r)
	r = r.Or(a.Shr(1))        // (c-1, r)
	r = r.Or(b.Shl(size))     // (c, r+1)
	r = r.Or(b.Shr(size))     // (c, r-1)
	r = r.Or(k.Shr(size - 1)) // (c+1, r-1)
	r = r.Or(a.Shl(size - 1)) // (c-1, r+1)
	return r.And(full)
}

// flood returns seed plus the cells of within that seed reaches through
// cells of within.
func flood(seed, within position.Bits128) position.Bits128 {
	for {
		next := seed.Or(dilate(seed).And(within))
		if next == seed {
			return seed
		}
		seed = next
	}
}
