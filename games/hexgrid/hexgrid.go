// Package hexgrid is the geometry of the hexagonal grid on an n×n
// rhombus, the board of Hex and Nex: each cell's neighbours, listed in a
// fixed order and in order around it, its name, and the edges it lies on.
// The games build their own bit sets and evaluation tables from it.
package hexgrid

import (
	"math"

	"github.com/tabla-games/tabla/position"
)

// Steps are the six neighbour offsets (dc, dr) of a cell, in the order
// Neighbors lists them.
var Steps = [6][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {1, -1}, {-1, 1}}

// RingSteps are the same six offsets in order around a cell, so that
// consecutive ones are neighbours of each other.
var RingSteps = [6][2]int{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}

// Edge is one of the four sides of the rhombus; it is also the number of
// the cell's bit in OnEdge.
type Edge int

// The four edges.
const (
	Top    Edge = iota // row 0
	Bottom             // row n-1
	Left               // column 0
	Right              // column n-1
)

// Grid holds the tables of one board size. Cells are numbered row by row:
// cell (c, r), column c and row r from 0, is r*N + c. The tables are
// built once by New and must not be changed.
type Grid struct {
	N     int // cells per side
	Cells int // N*N
	// Names are the cells' names: column letter, row number from 1.
	Names []string
	// OnEdge has bit e set when the cell lies on edge e; a corner lies on
	// two edges.
	OnEdge []uint8
	// Ring lists each cell's neighbours in RingSteps order, -1 off the
	// board: consecutive ones are adjacent, so Ring[i][k] and Ring[i][k+2]
	// form a bridge whose carrier is i and Ring[i][k+1].
	Ring [][6]int16
	// nb lists each cell's neighbours in Steps order, nbN[i] of them.
	nb  [][6]int16
	nbN []uint8
}

// New returns the grid of an n×n rhombus, n from 1 to 26.
func New(n int) Grid {
	cells := n * n
	g := Grid{
		N: n, Cells: cells,
		Names:  make([]string, cells),
		OnEdge: make([]uint8, cells),
		Ring:   make([][6]int16, cells),
		nb:     make([][6]int16, cells),
		nbN:    make([]uint8, cells),
	}
	for r := range n {
		for c := range n {
			i := g.Cell(c, r)
			g.Names[i] = position.CellName(c, r)
			for k, d := range RingSteps {
				g.Ring[i][k] = int16(g.at(c+d[0], r+d[1]))
			}
			for _, d := range Steps {
				if j := g.at(c+d[0], r+d[1]); j >= 0 {
					g.nb[i][g.nbN[i]] = int16(j)
					g.nbN[i]++
				}
			}
			for e, on := range [4]bool{Top: r == 0, Bottom: r == n-1, Left: c == 0, Right: c == n-1} {
				if on {
					g.OnEdge[i] |= 1 << e
				}
			}
		}
	}
	return g
}

// Cell is the number of the cell in column c and row r.
func (g *Grid) Cell(c, r int) int { return r*g.N + c }

// Coords are the column and row of cell i.
func (g *Grid) Coords(i int) (c, r int) { return i % g.N, i / g.N }

// at is Cell, or -1 off the board.
func (g *Grid) at(c, r int) int {
	if c < 0 || c >= g.N || r < 0 || r >= g.N {
		return -1
	}
	return g.Cell(c, r)
}

// Neighbors returns the cells adjacent to cell i, in Steps order.
func (g *Grid) Neighbors(i int) []int16 { return g.nb[i][:g.nbN[i]] }

// Mirror reflects cell i in the long a1-nn diagonal: (c, r) becomes
// (r, c).
func (g *Grid) Mirror(i int) int {
	c, r := g.Coords(i)
	return g.Cell(r, c)
}

// Hex cells are pointy-topped with width 1, so a cell is 2/sqrt(3) high
// and rows are sqrt(3)/2 apart.
var (
	cellHeight = 2 / math.Sqrt(3)
	rowStep    = math.Sqrt(3) / 2
)

// Layout returns the rhombus of hexagons for game, each cell with its
// neighbours: each row lies half a cell to the right of row r-1, and row
// 0 is at the top, or at the bottom when upward is set. The game adds
// the sides and the edges (EdgeCells lists an edge's cells).
func (g *Grid) Layout(game string, upward bool) position.Layout {
	l := position.Layout{
		Game:   game,
		Width:  float64(g.N) + float64(g.N-1)/2,
		Height: cellHeight + float64(g.N-1)*rowStep,
	}
	for i := range g.Cells {
		c, r := g.Coords(i)
		y := r
		if upward {
			y = g.N - 1 - r
		}
		cell := position.Cell{
			ID:   g.Names[i],
			Kind: position.Hexagon,
			X:    0.5 + float64(c) + float64(r)/2,
			Y:    cellHeight/2 + float64(y)*rowStep,
		}
		for _, j := range g.Neighbors(i) {
			cell.Neighbors = append(cell.Neighbors, g.Names[j])
		}
		l.Cells = append(l.Cells, cell)
	}
	return l
}

// EdgeCells lists the names of the cells on edge e, in cell order.
func (g *Grid) EdgeCells(e Edge) []string {
	var names []string
	for i := range g.Cells {
		if g.OnEdge[i]&(1<<e) != 0 {
			names = append(names, g.Names[i])
		}
	}
	return names
}
