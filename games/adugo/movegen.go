package adugo

import (
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
)

// finished reports whether the game ended before the side to move has to
// find a move: enough captures, or a draw rule.
func (g *Game) finished() bool {
	return g.st.drawn || bits.OnesCount64(g.st.dogs) < g.minDogs
}

// GenMoves appends every legal move: for the Jaguar, every capture chain
// (each prefix of a chain is a move of its own) and then every step; for
// the Dogs, every step of every dog in point order. A finished game has no
// moves.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.finished() {
		return buf
	}
	s := &g.st
	empty := s.empty()
	if s.side == Dogs {
		for b := s.dogs; b != 0; b &= b - 1 {
			from := bits.TrailingZeros64(b)
			for t := board.Adj(from) & empty; t != 0; t &= t - 1 {
				buf = append(buf, pointgraph.StepMove(from, bits.TrailingZeros64(t)))
			}
		}
		return buf
	}
	jaguar := int(s.jaguar)
	buf = board.AppendChains(buf, jaguar, empty, s.dogs, pointgraph.AnyPrefix)
	for t := board.Adj(jaguar) & empty; t != 0; t &= t - 1 {
		buf = append(buf, pointgraph.StepMove(jaguar, bits.TrailingZeros64(t)))
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, ignoring
// the end rules.
func (g *Game) hasMove() bool {
	s := &g.st
	empty := s.empty()
	if s.side == Jaguar {
		return board.Adj(int(s.jaguar))&empty != 0 || board.CanJump(int(s.jaguar), empty, s.dogs)
	}
	for b := s.dogs; b != 0; b &= b - 1 {
		if board.Adj(bits.TrailingZeros64(b))&empty != 0 {
			return true
		}
	}
	return false
}

// CountMoves is len(GenMoves(nil)) without building the dogs' moves.
func (g *Game) CountMoves() int {
	if g.finished() {
		return 0
	}
	s := &g.st
	empty := s.empty()
	if s.side == Jaguar {
		g.scratch = board.AppendChains(g.scratch[:0], int(s.jaguar), empty, s.dogs, pointgraph.AnyPrefix)
		return len(g.scratch) + bits.OnesCount64(board.Adj(int(s.jaguar))&empty)
	}
	n := 0
	for b := s.dogs; b != 0; b &= b - 1 {
		n += bits.OnesCount64(board.Adj(bits.TrailingZeros64(b)) & empty)
	}
	return n
}

// GenNoisy returns the Jaguar's capture chains, which change the material.
// Capturing is optional, so the side to move may always stand pat.
func (g *Game) GenNoisy(buf []position.Move) ([]position.Move, bool) {
	s := &g.st
	if s.side == Dogs || g.finished() {
		return buf, false
	}
	return board.AppendChains(buf, int(s.jaguar), s.empty(), s.dogs, pointgraph.AnyPrefix), false
}

// OrderHints puts the Jaguar's longest chains first (they take the most
// dogs), then its steps to the points with the most lines; the Dogs' steps
// rank by how far they close in on the jaguar.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := &g.st
	if s.side == Jaguar {
		empty := s.empty()
		c := &g.chain
		for i, m := range moves {
			if pointgraph.MoveKind(m) == pointgraph.KindChain {
				if board.FindChain(m, empty, s.dogs, pointgraph.AnyPrefix, c) {
					scores[i] = int32(100 * c.N)
				}
				continue
			}
			scores[i] = int32(bits.OnesCount64(board.Adj(pointgraph.To(m))))
		}
		return
	}
	jaguar := int(s.jaguar)
	for i, m := range moves {
		scores[i] = int32(distance[jaguar][pointgraph.From(m)] - distance[jaguar][pointgraph.To(m)])
	}
}

// distance holds the number of steps between two points along the lines.
var distance = distances()

func distances() (d [pointgraph.MaxPoints][pointgraph.MaxPoints]int8) {
	n := board.Len()
	for from := 0; from < n; from++ {
		for p := range d[from] {
			d[from][p] = -1
		}
		d[from][from] = 0
		frontier := uint64(1) << from
		seen := frontier
		for steps := int8(1); frontier != 0; steps++ {
			var next uint64
			for b := frontier; b != 0; b &= b - 1 {
				next |= board.Adj(bits.TrailingZeros64(b))
			}
			next &^= seen
			seen |= next
			for b := next; b != 0; b &= b - 1 {
				d[from][bits.TrailingZeros64(b)] = steps
			}
			frontier = next
		}
	}
	return d
}
