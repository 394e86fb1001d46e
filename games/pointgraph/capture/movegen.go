package capture

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// appendChains appends the chains of every piece of the side to move that
// can jump, by piece in point order, in pointgraph's enumeration order. It
// lists them once per position and ply (see chainMemo).
func (g *Core) appendChains(buf []position.Move) []position.Move {
	return append(buf, g.recordChains().moves...)
}

// GenMoves appends every legal move: the capture chains first (by piece,
// in point order), then the steps by piece in point order. Where capture
// is compulsory, steps are legal only when no chain is. A finished game
// has no moves.
func (g *Core) GenMoves(buf []position.Move) []position.Move {
	if g.Finished() {
		return buf
	}
	s := &g.st
	if c := g.rules.Capture[s.side]; c != NoCapture {
		start := len(buf)
		buf = g.appendChains(buf)
		if c == Compulsory && len(buf) > start {
			return buf
		}
	}
	empty := g.Empty()
	steps := g.steps[s.side]
	for b := s.pieces[s.side]; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		for t := steps[p] & empty; t != 0; t &= t - 1 {
			buf = append(buf, pointgraph.StepMove(p, bits.TrailingZeros64(t)))
		}
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, the ends of
// the game aside: a step or a jump for one of its pieces.
func (g *Core) hasMove() bool {
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := g.Empty()
	steps := g.steps[s.side]
	jumps := g.rules.Capture[s.side] != NoCapture
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if steps[p]&empty != 0 || (jumps && g.board.CanJump(p, empty, opp)) {
			return true
		}
	}
	return false
}

// CountMoves is len(GenMoves(nil)) without building the steps.
func (g *Core) CountMoves() int {
	if g.Finished() {
		return 0
	}
	s := &g.st
	n := 0
	if c := g.rules.Capture[s.side]; c != NoCapture {
		n = len(g.recordChains().moves)
		if c == Compulsory && n > 0 {
			return n
		}
	}
	empty := g.Empty()
	steps := g.steps[s.side]
	for b := s.pieces[s.side]; b != 0; b &= b - 1 {
		n += bits.OnesCount64(steps[bits.TrailingZeros64(b)] & empty)
	}
	return n
}

// GenNoisy appends the capture chains of the side to move, which change
// the material. They are forced when capture is compulsory and some
// exist: such a position is never quiet.
func (g *Core) GenNoisy(buf []position.Move) (moves []position.Move, forced bool) {
	c := g.rules.Capture[g.st.side]
	if c == NoCapture || g.Finished() {
		return buf, false
	}
	start := len(buf)
	buf = g.appendChains(buf)
	return buf, c == Compulsory && len(buf) > start
}
