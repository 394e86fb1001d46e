package rastros

import "github.com/tabla-games/tabla/position"

// The board is 7×7, held in a 64-bit set with a stride of 8: cell
// rank*8+file, a1 = 0, g7 = 54. The unused eighth column (and the rows
// above rank 7) are a margin: a king-step spread that leaves a file off
// either edge lands in that column or off the top, and masking with
// boardMask drops it, so no file masks are needed.
const (
	size   = 7
	stride = 8
	// numSlots is the number of cell indices, board and margin alike,
	// that the tables cover.
	numSlots = size * stride
)

// cell is the index of the cell at 0-based file c and rank r.
func cell(c, r int) int { return r*stride + c }

// onBoard reports whether c and r name a cell of the board.
func onBoard(c, r int) bool { return c >= 0 && c < size && r >= 0 && r < size }

// The squares the rules name (doc.go's Rules section).
var (
	startCell = cell(4, 4)                     // e5
	homeCells = [2]int{cell(0, 0), cell(6, 6)} // a1 for the first player, g7 for the second
)

// boardMask is the set of the 49 cells.
var boardMask = func() position.Bits64 {
	var b position.Bits64
	for r := 0; r < size; r++ {
		for c := 0; c < size; c++ {
			b = b.With(cell(c, r))
		}
	}
	return b
}()

// neighbours[i] is the set of cells a king step away from cell i.
var neighbours = func() [numSlots]position.Bits64 {
	var nb [numSlots]position.Bits64
	for r := 0; r < size; r++ {
		for c := 0; c < size; c++ {
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					if (dr != 0 || dc != 0) && onBoard(c+dc, r+dr) {
						nb[cell(c, r)] = nb[cell(c, r)].With(cell(c+dc, r+dr))
					}
				}
			}
		}
	}
	return nb
}()

// names[i] is cell i's name, "a1" to "g7"; empty for margin slots.
var names = func() [numSlots]string {
	var n [numSlots]string
	for r := 0; r < size; r++ {
		for c := 0; c < size; c++ {
			n[cell(c, r)] = position.CellName(c, r)
		}
	}
	return n
}()

// spread is b plus every cell a king step away from a cell of b.
func spread(b position.Bits64) position.Bits64 {
	row := b | b<<1 | b>>1
	return (row | row<<stride | row>>stride) & boardMask
}

// chebyshev is the king distance between cells i and j.
func chebyshev(i, j int) int {
	dc, dr := i%stride-j%stride, i/stride-j/stride
	if dc < 0 {
		dc = -dc
	}
	if dr < 0 {
		dr = -dr
	}
	return max(dc, dr)
}
