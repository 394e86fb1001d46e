package apex

import "github.com/tabla-games/tabla/position"

// A Move packs the start point in bits 0-5, the end point in bits 6-11
// and the kind in bits 12-13. A drop's start is the corner it enters on;
// a drop without a slide has equal start and end. No move has bits above
// 13, so none equals position.NoMove.
const (
	kindDrop    = 0
	kindSlide   = 1
	kindCapture = 2
)

func newMove(kind, from, to int) position.Move {
	return position.Move(from | to<<6 | kind<<12)
}

func moveFrom(m position.Move) int { return int(m & 63) }
func moveTo(m position.Move) int   { return int(m >> 6 & 63) }
func moveKind(m position.Move) int { return int(m >> 12 & 3) }

// GenMoves appends every legal move: drops first (by corner, stopping on
// the corner, then by direction and distance), then each piece's slides
// and capture by point, direction and distance. A finished game has none.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	s := &g.st
	if s.won || s.drawn {
		return buf
	}
	geo := g.geo
	side := s.side
	occ := s.own[0] | s.own[1]
	if s.reserve[side] > 0 {
		for _, c := range geo.corners[side] {
			if occ.Has(c) {
				continue
			}
			buf = append(buf, newMove(kindDrop, c, c))
			for d := North; d < numDirs; d++ {
				for to := int(geo.step[d][c]); to >= 0 && !occ.Has(to); to = int(geo.step[d][to]) {
					buf = append(buf, newMove(kindDrop, c, to))
				}
			}
		}
	}
	opp := s.own[side^1]
	for b := s.own[side]; b != 0; {
		from := b.PopFirst()
		for d := North; d < numDirs; d++ {
			to := int(geo.step[d][from])
			if to < 0 || occ.Has(to) {
				continue // blocked at once: a neighbour is never captured
			}
			for ; to >= 0; to = int(geo.step[d][to]) {
				if occ.Has(to) {
					if opp.Has(to) {
						buf = append(buf, newMove(kindCapture, from, to))
					}
					break
				}
				buf = append(buf, newMove(kindSlide, from, to))
			}
		}
	}
	return buf
}

// CountMoves is the number of legal moves, without generating them.
func (g *Game) CountMoves() int {
	s := &g.st
	if s.won || s.drawn {
		return 0
	}
	geo := g.geo
	side := s.side
	occ := s.own[0] | s.own[1]
	n := 0
	if s.reserve[side] > 0 {
		for _, c := range geo.corners[side] {
			if occ.Has(c) {
				continue
			}
			n++
			for d := North; d < numDirs; d++ {
				for to := int(geo.step[d][c]); to >= 0 && !occ.Has(to); to = int(geo.step[d][to]) {
					n++
				}
			}
		}
	}
	opp := s.own[side^1]
	for b := s.own[side]; b != 0; {
		from := b.PopFirst()
		for d := North; d < numDirs; d++ {
			to := int(geo.step[d][from])
			if to < 0 || occ.Has(to) {
				continue
			}
			for ; to >= 0; to = int(geo.step[d][to]) {
				if occ.Has(to) {
					if opp.Has(to) {
						n++
					}
					break
				}
				n++
			}
		}
	}
	return n
}

// hasMove reports whether the side to move has a legal move, ignoring the
// end of the game: a drop needs a piece in hand and an empty own corner,
// and every slide or capture starts with a step to an empty orthogonal
// neighbour.
func (g *Game) hasMove() bool {
	s := &g.st
	side := s.side
	occ := s.own[0] | s.own[1]
	if s.reserve[side] > 0 && g.geo.cornerSet[side]&^occ != 0 {
		return true
	}
	return g.geo.orthoGrow(s.own[side])&^occ != 0
}
