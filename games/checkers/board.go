package checkers

import "math/bits"

// Squares are numbered internally 0..31: bit i of a bitboard is the PDN
// square i+1. Four squares make a rank; rank R = i/4 counts up from Black's
// home (R = 0 holds PDN 1-4, drawing row 7) to White's home (R = 7, PDN 29-32,
// drawing row 0). Within a rank, k = i%4 counts from the right-hand edge
// (column h or g) towards column a.
const numSquares = 32

// dir is one of the four diagonal directions, as the board is drawn (see
// Board): north is up the page, towards White's home and row 0.
type dir uint8

// The directions are ordered so that, from any square, their neighbours
// come in ascending PDN order; GenMoves relies on that to list moves
// sorted by from-square and then to-square.
const (
	dirSE dir = iota // down and right: White men move this way
	dirSW            // down and left: White men move this way
	dirNE            // up and right: Black men move this way
	dirNW            // up and left: Black men move this way
	nDir
)

func (d dir) String() string {
	switch d {
	case dirSE:
		return "SE"
	case dirSW:
		return "SW"
	case dirNE:
		return "NE"
	case dirNW:
		return "NW"
	}
	return "dir?"
}

// opposite is the reverse direction: SE<->NW, SW<->NE.
func (d dir) opposite() dir { return 3 - d }

// Bitboard masks over the 32 squares.
const (
	evenRanks = 0x0F0F0F0F // ranks R = 0, 2, 4, 6 (drawing rows 7, 5, 3, 1)
	oddRanks  = 0xF0F0F0F0 // ranks R = 1, 3, 5, 7
	colA      = 0x08080808 // the squares of column a (all on even ranks)
	colH      = 0x10101010 // the squares of column h (all on odd ranks)
	evenNotA  = evenRanks &^ colA
	oddNotH   = oddRanks &^ colH
	// blackCrown and whiteCrown are the ranks where each side's men are
	// crowned (see crownRank).
	blackCrown = 0xF0000000 // PDN 29-32
	whiteCrown = 0x0000000F // PDN 1-4
)

// shift moves every square of b one step in direction d, dropping squares
// that would leave the board. An even rank is offset by half a square from
// the odd ranks, so the same diagonal is a shift by 3, 4 or 5 depending on
// the rank's parity; the column masks stop wrap-around at the side edges,
// and the top and bottom edges fall off the 32-bit word by themselves.
func shift(b uint32, d dir) uint32 {
	switch d {
	case dirNW:
		return (b&evenNotA)<<5 | (b&oddRanks)<<4
	case dirNE:
		return (b&evenRanks)<<4 | (b&oddNotH)<<3
	case dirSW:
		return (b&evenNotA)>>3 | (b&oddRanks)>>4
	default: // SE
		return (b&evenRanks)>>4 | (b&oddNotH)>>5
	}
}

// rowCol returns the drawing coordinates of square i: row 0 at the top
// (White's home), column 0 at the left.
func rowCol(i int) (row, col int) {
	rank, k := i/4, i%4
	row = 7 - rank
	if rank%2 == 0 {
		col = 6 - 2*k
	} else {
		col = 7 - 2*k
	}
	return row, col
}

// squareAt is the inverse of rowCol: the square at a dark (row, col), or -1
// for a light square or a point off the board: the PDN number
// n = 4*(7-row) + (7-col)/2 + 1, less one.
func squareAt(row, col int) int {
	if row < 0 || row > 7 || col < 0 || col > 7 || (row+col)%2 == 0 {
		return -1
	}
	return 4*(7-row) + (7-col)/2
}

// dirDelta is the (row, col) step of each direction on the drawing.
var dirDelta = [nDir][2]int{dirSE: {1, 1}, dirSW: {1, -1}, dirNE: {-1, 1}, dirNW: {-1, -1}}

// Geometry tables, filled once at init from rowCol and squareAt and never
// written again.
var (
	// neighbour[i][d] is the square one step from i in direction d, or -1;
	// stepBit[i][d] is the same square as a bit (0 for none).
	neighbour [numSquares][nDir]int8
	stepBit   [numSquares][nDir]uint32
	// overBit[i][d] and landBit[i][d] are the squares jumped and landed on
	// by a jump from i in direction d, as single bits (both 0 when the jump
	// would leave the board). landSq is the landing square's number.
	overBit [numSquares][nDir]uint32
	landBit [numSquares][nDir]uint32
	landSq  [numSquares][nDir]int8
	// adjacent[i] is the set of squares diagonally next to i.
	adjacent [numSquares]uint32
)

func init() {
	for i := 0; i < numSquares; i++ {
		r, c := rowCol(i)
		for d := dir(0); d < nDir; d++ {
			dr, dc := dirDelta[d][0], dirDelta[d][1]
			n := squareAt(r+dr, c+dc)
			neighbour[i][d] = int8(n)
			landSq[i][d] = -1
			if n >= 0 {
				stepBit[i][d] = 1 << n
				adjacent[i] |= 1 << n
			}
			if l := squareAt(r+2*dr, c+2*dc); n >= 0 && l >= 0 {
				overBit[i][d] = 1 << n
				landBit[i][d] = 1 << l
				landSq[i][d] = int8(l)
			}
		}
	}
}

// trailing is the lowest square of a non-empty set.
func trailing(b uint32) int { return bits.TrailingZeros32(b) }

// rotate turns the board half a turn: PDN n becomes 33-n. It maps Black's
// view of the board onto White's, so that the evaluation is written once,
// for a side whose men move up.
func rotate(b uint32) uint32 { return bits.Reverse32(b) }
