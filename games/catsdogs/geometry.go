package catsdogs

import "github.com/tabla-games/tabla/position"

// Board limits. Cells are numbered rank*stride + file from a1 = 0, so
// that on the 8×8 board h8 is 63 and the ranks are the bytes of a
// position.Bits64.
const (
	stride = 8
	// standardSize is the side of the board the rules specify.
	standardSize = 8
	// standardSupply is each side's number of pieces (doc.go's Rules
	// section).
	standardSupply = 28
)

// File masks used to keep east and west shifts from wrapping round to the
// next rank.
const (
	fileA position.Bits64 = 0x0101010101010101
	fileH position.Bits64 = fileA << 7
)

// geometry holds the immutable tables of one board. The registered game
// always uses the standard 8×8 board with the central-zone rule; smaller
// boards, and boards without the zone, exist only for the tests of exact
// play on small Snort boards (see export_test.go).
type geometry struct {
	w, h int
	full position.Bits64 // every cell of the board
	// zone is the central zone of the opening rule; empty when the rule
	// is off.
	zone   position.Bits64
	supply int // pieces per side
	nb     [stride * stride]position.Bits64
	names  [stride * stride]string
}

// standard is the rules' board: 8×8, central zone d4 e4 d5 e5, 28 pieces
// a side.
var standard = newGeometry(standardSize, standardSize, true, standardSupply)

// newGeometry builds a w×h board (1..8 each). With zone, the central zone
// is the middle two files and ranks (one when the size is odd), which is
// d4 e4 d5 e5 on 8×8.
func newGeometry(w, h int, zone bool, supply int) *geometry {
	g := &geometry{w: w, h: h, supply: supply}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			g.full = g.full.With(r*stride + c)
			g.names[r*stride+c] = position.CellName(c, r)
		}
	}
	for i := range g.nb {
		g.nb[i] = g.spread(position.Bits64(0).With(i))
	}
	if zone {
		for _, r := range []int{(h - 1) / 2, h / 2} {
			for _, c := range []int{(w - 1) / 2, w / 2} {
				g.zone = g.zone.With(r*stride + c)
			}
		}
	}
	return g
}

// spread returns the cells of the board orthogonally next to a cell of b.
func (g *geometry) spread(b position.Bits64) position.Bits64 {
	return (b<<stride | b>>stride | (b&^fileH)<<1 | (b&^fileA)>>1) & g.full
}

// cell returns the index of the cell in column c and row r (from 0), or
// -1 when it is off the board.
func (g *geometry) cell(c, r int) int {
	if c < 0 || c >= g.w || r < 0 || r >= g.h {
		return -1
	}
	return r*stride + c
}
