package checkers

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// manDirs is the range of directions a man of side may move and jump in:
// forward only. Kings use every direction, SE..NW.
func manDirs(side Side) (lo, hi dir) {
	if side == Black {
		return dirNE, dirNW
	}
	return dirSE, dirSW
}

// The up and down primitives below treat a rank's two diagonals together:
// a shift by 4 is one of them for every square, and a shift by 3 or 5
// (depending on the rank's parity) is the other. They are what jumpers,
// hasMove and CountMoves are made of.

// upTargets is the set of squares one step up from some square of b.
func upTargets(b uint32) uint32 {
	return b<<4 | (b&evenNotA)<<5 | (b&oddNotH)<<3
}

// downTargets is the set of squares one step down from some square of b.
func downTargets(b uint32) uint32 {
	return b>>4 | (b&evenNotA)>>3 | (b&oddNotH)>>5
}

// upSteps counts the (piece, empty square) pairs of an upward step.
func upSteps(b, empty uint32) int {
	return bits.OnesCount32(b<<4&empty) + bits.OnesCount32((b&evenNotA)<<5&empty) +
		bits.OnesCount32((b&oddNotH)<<3&empty)
}

// downSteps counts the (piece, empty square) pairs of a downward step.
func downSteps(b, empty uint32) int {
	return bits.OnesCount32(b>>4&empty) + bits.OnesCount32((b&evenNotA)>>3&empty) +
		bits.OnesCount32((b&oddNotH)>>5&empty)
}

// upJumpers is the set of pieces of b that can jump up over a piece of
// opp to an empty square. Take the enemies Y with an empty square
// up-diagonal: if it is Y+4, the jumper is the square below Y on the same
// diagonal, Y-5 or Y-3 by Y's parity; if it is Y+5 or Y+3, the jumper is
// Y-4.
func upJumpers(b, opp, empty uint32) uint32 {
	y := empty >> 4 & opp
	j := (y&oddNotH)>>5 | (y&evenNotA)>>3
	y = (empty>>5&evenNotA | empty>>3&oddNotH) & opp
	j |= y >> 4
	return j & b
}

// downJumpers is upJumpers turned round.
func downJumpers(b, opp, empty uint32) uint32 {
	y := empty << 4 & opp
	j := (y&evenNotA)<<5 | (y&oddNotH)<<3
	y = (empty<<3&evenNotA | empty<<5&oddNotH) & opp
	j |= y << 4
	return j & b
}

// jumpers is the set of the side to move's pieces that can capture.
func (g *Game) jumpers() uint32 {
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := ^(own | opp)
	kings := own & s.kings
	if s.side == Black {
		return upJumpers(own, opp, empty) | downJumpers(kings, opp, empty)
	}
	return downJumpers(own, opp, empty) | upJumpers(kings, opp, empty)
}

// hasMove reports whether the side to move has any legal move, ignoring
// the draw rules.
func (g *Game) hasMove() bool {
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := ^(own | opp)
	kings := own & s.kings
	var t uint32
	if s.side == Black {
		t = upTargets(own) | downTargets(kings)
	} else {
		t = downTargets(own) | upTargets(kings)
	}
	return t&empty != 0 || g.jumpers() != 0
}

// GenMoves appends every legal move: all capture chains when there is a
// capture, the steps otherwise, and nothing when the game is over. Moves
// come sorted by from-square, then by direction.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.st.drawn {
		return buf
	}
	if j := g.jumpers(); j != 0 {
		return g.genCaptures(buf, j)
	}
	return g.genSteps(buf)
}

// genSteps appends every step of the side to move, by from-square.
func (g *Game) genSteps(buf []position.Move) []position.Move {
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := ^(own | opp)
	kings := own & s.kings
	// Only pieces with an empty square ahead (or, for kings, behind) move;
	// in most positions that is a few of them.
	var movable uint32
	mlo, mhi := manDirs(s.side)
	if s.side == Black {
		movable = own&downTargets(empty) | kings&upTargets(empty)
	} else {
		movable = own&upTargets(empty) | kings&downTargets(empty)
	}
	for ; movable != 0; movable &= movable - 1 {
		sq := trailing(movable)
		lo, hi := mlo, mhi
		if kings>>sq&1 != 0 {
			lo, hi = dirSE, dirNW
		}
		for d := lo; d <= hi; d++ {
			if stepBit[sq][d]&empty != 0 {
				buf = append(buf, stepMove(sq, d))
			}
		}
	}
	return buf
}

// genCaptures appends every capture chain of the pieces in jumpers.
func (g *Game) genCaptures(buf []position.Move, jumpers uint32) []position.Move {
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := ^(own | opp)
	mlo, mhi := manDirs(s.side)
	for ; jumpers != 0; jumpers &= jumpers - 1 {
		sq := trailing(jumpers)
		lo, hi, crown := mlo, mhi, crownRank(s.side)
		if s.kings>>sq&1 != 0 {
			lo, hi, crown = dirSE, dirNW, 0
		}
		// The start square counts as empty, so a king may pass through it.
		buf = chains(buf, sq, sq, lo, hi, 0, 0, opp, empty|1<<sq, crown)
	}
	return buf
}

// chains extends a capture that has made n jumps along path and stands on
// sq, appending every complete chain. A chain ends when no jump is left
// or when a man lands on its crowning rank (crown; 0 for a king).
// Jumped pieces leave opp at once: they may not be jumped twice, and they
// never block a landing, as jumped and landing squares never coincide.
func chains(buf []position.Move, from, sq int, lo, hi dir, n int, path, opp, empty, crown uint32) []position.Move {
	extended := false
	for d := lo; d <= hi; d++ {
		ob, lb := overBit[sq][d], landBit[sq][d]
		if opp&ob == 0 || empty&lb == 0 {
			continue
		}
		extended = true
		p := path | uint32(d)<<(2*n)
		if lb&crown != 0 {
			buf = append(buf, jumpMove(from, n+1, p))
			continue
		}
		buf = chains(buf, from, int(landSq[sq][d]), lo, hi, n+1, p, opp&^ob, empty, crown)
	}
	if !extended {
		buf = append(buf, jumpMove(from, n, path))
	}
	return buf
}

// countChains is chains without the moves: it counts complete chains.
func countChains(sq int, lo, hi dir, opp, empty, crown uint32) int {
	count := 0
	for d := lo; d <= hi; d++ {
		ob, lb := overBit[sq][d], landBit[sq][d]
		if opp&ob == 0 || empty&lb == 0 {
			continue
		}
		if lb&crown != 0 {
			count++
			continue
		}
		count += countChains(int(landSq[sq][d]), lo, hi, opp&^ob, empty, crown)
	}
	return max(count, 1)
}

// CountMoves counts the legal moves without generating them (perft's last
// ply): a popcount per direction for steps, a walk of the chains for
// captures.
func (g *Game) CountMoves() int {
	s := &g.st
	if s.drawn {
		return 0
	}
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := ^(own | opp)
	mlo, mhi := manDirs(s.side)
	if j := g.jumpers(); j != 0 {
		n := 0
		for ; j != 0; j &= j - 1 {
			sq := trailing(j)
			lo, hi, crown := mlo, mhi, crownRank(s.side)
			if s.kings>>sq&1 != 0 {
				lo, hi, crown = dirSE, dirNW, 0
			}
			n += countChains(sq, lo, hi, opp, empty|1<<sq, crown)
		}
		return n
	}
	kings := own & s.kings
	if s.side == Black {
		return upSteps(own, empty) + downSteps(kings, empty)
	}
	return downSteps(own, empty) + upSteps(kings, empty)
}

// GenNoisy returns the captures, with forced set, when the side to move
// has one: captures are compulsory, so they are then all the legal moves
// and the side to move may not stand pat. Otherwise it returns nothing.
func (g *Game) GenNoisy(buf []position.Move) (moves []position.Move, forced bool) {
	if g.st.drawn {
		return buf, false
	}
	if j := g.jumpers(); j != 0 {
		return g.genCaptures(buf, j), true
	}
	return buf, false
}

// Move-ordering hint weights.
const (
	hintCrown   = 1000 // a man that becomes a king
	hintJump    = 100  // per piece captured
	hintKingCap = 40   // extra per king captured
)

// OrderHints ranks crowning moves first, then captures by the number (and
// kind) of pieces they take; quiet moves score 0.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := &g.st
	opp := s.pieces[s.side^1]
	for i, m := range moves {
		from := moveFrom(m)
		n := moveJumps(m)
		path := movePath(m)
		var score int32
		to := from
		if n == 0 {
			to = int(neighbour[from][path&3])
		}
		for ; n > 0; n-- {
			d := path & 3
			path >>= 2
			score += hintJump
			if ob := overBit[to][d]; ob&opp&s.kings != 0 {
				score += hintKingCap
			}
			to = int(landSq[to][d])
		}
		if s.kings>>from&1 == 0 && crownRank(s.side)>>to&1 != 0 {
			score += hintCrown
		}
		scores[i] = score
	}
}
