package foxgeese

import (
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
)

// finished reports whether the game ended before the side to move has to
// find a move: too few geese, or a draw rule.
func (s *state) finished() bool {
	return s.drawn || bits.OnesCount64(s.geese) < MinGeese
}

// GenMoves appends every legal move: for the Geese, every step of every
// goose in point order; for the Fox, every capture chain (each prefix of a
// chain is a move of its own) and then every step. A finished game has no
// moves.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	s := &g.st
	if s.finished() {
		return buf
	}
	empty := s.empty()
	if s.side == Geese {
		for b := s.geese; b != 0; b &= b - 1 {
			from := bits.TrailingZeros64(b)
			for t := board.Adj(from) & empty; t != 0; t &= t - 1 {
				buf = append(buf, pointgraph.StepMove(from, bits.TrailingZeros64(t)))
			}
		}
		return buf
	}
	fox := int(s.fox)
	buf = board.AppendChains(buf, fox, empty, s.geese, pointgraph.AnyPrefix)
	for t := board.Adj(fox) & empty; t != 0; t &= t - 1 {
		buf = append(buf, pointgraph.StepMove(fox, bits.TrailingZeros64(t)))
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, ignoring
// the end rules.
func (g *Game) hasMove() bool {
	s := &g.st
	empty := s.empty()
	if s.side == Fox {
		return board.Adj(int(s.fox))&empty != 0 || board.CanJump(int(s.fox), empty, s.geese)
	}
	for b := s.geese; b != 0; b &= b - 1 {
		if board.Adj(bits.TrailingZeros64(b))&empty != 0 {
			return true
		}
	}
	return false
}

// CountMoves is len(GenMoves(nil)) without building the geese's moves.
func (g *Game) CountMoves() int {
	s := &g.st
	if s.finished() {
		return 0
	}
	empty := s.empty()
	if s.side == Fox {
		g.scratch = board.AppendChains(g.scratch[:0], int(s.fox), empty, s.geese, pointgraph.AnyPrefix)
		return len(g.scratch) + bits.OnesCount64(board.Adj(int(s.fox))&empty)
	}
	n := 0
	for b := s.geese; b != 0; b &= b - 1 {
		n += bits.OnesCount64(board.Adj(bits.TrailingZeros64(b)) & empty)
	}
	return n
}

// GenNoisy returns the Fox's capture chains, which change the material.
// Capturing is optional, so the side to move may always stand pat.
func (g *Game) GenNoisy(buf []position.Move) ([]position.Move, bool) {
	s := &g.st
	if s.side == Geese || s.finished() {
		return buf, false
	}
	return board.AppendChains(buf, int(s.fox), s.empty(), s.geese, pointgraph.AnyPrefix), false
}

// OrderHints puts the Fox's longest chains first (they take the most
// geese), then its other captures, then its steps towards the centre of
// the board's mobility; the Geese's steps rank by how far they close in on
// the fox.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := &g.st
	if s.side == Fox {
		empty := s.empty()
		c := &g.chain
		for i, m := range moves {
			if pointgraph.MoveKind(m) == pointgraph.KindChain {
				if board.FindChain(m, empty, s.geese, pointgraph.AnyPrefix, c) {
					scores[i] = int32(100 * c.N)
				}
				continue
			}
			scores[i] = int32(bits.OnesCount64(board.Adj(pointgraph.To(m))))
		}
		return
	}
	fox := int(s.fox)
	for i, m := range moves {
		scores[i] = int32(distance[fox][pointgraph.From(m)] - distance[fox][pointgraph.To(m)])
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
