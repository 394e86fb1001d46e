package mingmang

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in centi-pieces.
const (
	pieceValue = 100
	// cornerBonus rewards a corner piece, which can never be captured.
	cornerBonus = 30
	// edgeBonus rewards an edge piece, which can be captured along the
	// edge only.
	edgeBonus = 8
	// libertyValue rewards each empty cell next to a piece: a side that
	// cannot move loses, and mobility is what keeps it moving.
	libertyValue = 3
)

// terms computes the evaluation's parts from the side to move's view.
func (g *Game) terms() (material, safety, mobility int) {
	me := g.side
	material = pieceValue * (g.count[me] - g.count[me^1])
	for c := Black; c <= White; c++ {
		s, m := g.sideTerms(g.occ[c].Lo, 0), g.sideTerms(g.occ[c].Hi, 64)
		sign := 1
		if c != me {
			sign = -1
		}
		safety += sign * (s.safety + m.safety)
		mobility += sign * (s.liberties + m.liberties) * libertyValue
	}
	return material, safety, mobility
}

type sideScore struct{ safety, liberties int }

func (g *Game) sideTerms(w uint64, base int) sideScore {
	var s sideScore
	for ; w != 0; w &= w - 1 {
		i := base + bits.TrailingZeros64(w)
		walls := 0
		for _, d := range g.dirs {
			switch g.board[i+d] {
			case empty:
				s.liberties++
			case offBoard:
				walls++
			}
		}
		switch walls {
		case 2:
			s.safety += cornerBonus
		case 1:
			s.safety += edgeBonus
		}
	}
	return s
}

// Evaluate scores the position from the side to move: material, the
// safety of corner and edge pieces, and the empty cells next to each
// side's pieces. Its magnitude stays far below 100,000: at most 81 pieces
// of 100 plus small terms.
func (g *Game) Evaluate() int {
	m, s, l := g.terms()
	return m + s + l
}

// EvalTerms breaks Evaluate down for the protocol's eval command.
func (g *Game) EvalTerms() []position.EvalTerm {
	m, s, l := g.terms()
	return []position.EvalTerm{{Name: "material", Score: m}, {Name: "safety", Score: s}, {Name: "mobility", Score: l}}
}

// GenNoisy appends the legal moves that convert enemy pieces: quiescence
// resolves exchanges of captures before the evaluation is trusted. Every
// other move stays available, so the side to move may stand pat.
func (g *Game) GenNoisy(buf []position.Move) ([]position.Move, bool) {
	if g.capped() {
		return buf, false
	}
	buf = g.noisyFrom(buf, g.occ[g.side].Lo, 0)
	return g.noisyFrom(buf, g.occ[g.side].Hi, 64), false
}

func (g *Game) noisyFrom(buf []position.Move, w uint64, base int) []position.Move {
	c := g.side
	for ; w != 0; w &= w - 1 {
		from := base + bits.TrailingZeros64(w)
		for _, d := range g.dirs {
			for to := from + d; g.board[to] == empty; to += d {
				if g.converts(from, to, c) > 0 && !g.repeats(from, to) {
					buf = append(buf, makeMove(from, to))
				}
			}
		}
	}
	return buf
}

// converts counts the pieces that the slide from-to by c would convert.
func (g *Game) converts(from, to int, c Color) int {
	k := 0
	for _, d := range g.dirs {
		k += g.captures(from, to, d, c)
	}
	return k
}

// OrderHints ranks moves by the number of pieces they convert, then
// prefers moves that land next to an enemy piece (which threaten or block)
// over quiet ones.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	c := g.side
	enemy := man(c ^ 1)
	for i, m := range moves {
		from, to := moveFrom(m), moveTo(m)
		s := int32(g.converts(from, to, c)) * 100
		for _, d := range g.dirs {
			if g.board[to+d] == enemy {
				s++
			}
		}
		scores[i] = s
	}
}
