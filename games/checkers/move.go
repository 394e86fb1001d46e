package checkers

import "github.com/tabla-games/tabla/position"

// A Move packs a whole turn into 32 bits:
//
//	bits 0-4   the from-square (0..31)
//	bits 5-8   the number of jumps n; 0 for a step
//	bits 9..   a step's direction (2 bits), or the n jump directions,
//	           2 bits each, the first jump lowest
//
// Keeping the directions, not just the end square, makes chains with the
// same start and end but different paths different moves. Jumped pieces
// and landing squares lie on two disjoint classes of dark squares, and only
// 9 squares of the jumped class are off the edges, so a chain has at most 9
// jumps and a move fits in 9+18 = 27 bits; it can never equal NoMove.
const (
	moveFromBits = 5
	moveCountAt  = 5
	movePathAt   = 9
	maxJumps     = 9
)

func stepMove(from int, d dir) position.Move {
	return position.Move(uint32(from) | uint32(d)<<movePathAt)
}

func jumpMove(from, n int, path uint32) position.Move {
	return position.Move(uint32(from) | uint32(n)<<moveCountAt | path<<movePathAt)
}

func moveFrom(m position.Move) int  { return int(m & (1<<moveFromBits - 1)) }
func moveJumps(m position.Move) int { return int(m>>moveCountAt) & 15 }
func movePath(m position.Move) uint32 {
	return uint32(m >> movePathAt)
}

// route lists the squares a move visits, from-square first, into buf, and
// reports whether m is well-formed on an empty board (every step stays on
// it). It does not check legality.
func route(m position.Move, buf *[maxJumps + 2]int8) (squares []int8, ok bool) {
	n := moveJumps(m)
	if n > maxJumps || m>>(movePathAt+2*max(n, 1)) != 0 {
		return nil, false
	}
	sq := int8(moveFrom(m))
	squares = append(buf[:0], sq)
	path := movePath(m)
	if n == 0 {
		to := neighbour[sq][path&3]
		if to < 0 {
			return nil, false
		}
		return append(squares, to), true
	}
	for j := 0; j < n; j++ {
		sq = landSq[sq][path&3]
		if sq < 0 {
			return nil, false
		}
		squares = append(squares, sq)
		path >>= 2
	}
	return squares, true
}
