package alquerque

import (
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
)

// Evaluation weights, in hundredths of a piece.
const (
	pieceValue   = 100 // per piece
	mobilityStep = 4   // per step a side could make
	edgeSafety   = 6   // per piece on the rim, where it cannot be jumped in every direction
	tradeBonus   = 3   // per piece ahead, per piece already off the board
)

// rim is the set of points on the board's edge.
var rim = func() uint64 {
	var set uint64
	for p := range numPoints {
		pt := board.Point(p)
		if pt.X == 0 || pt.X == 4 || pt.Y == 0 || pt.Y == 4 {
			set |= 1 << p
		}
	}
	return set
}()

// terms is the evaluation, term by term, for each side.
type terms struct {
	material, mobility, rim [2]int
	trade                   int // for the side to move
}

func (g *Game) terms() terms {
	s := &g.st
	var t terms
	empty := s.empty()
	for side := White; side <= Black; side++ {
		n := 0
		for b := s.pieces[side]; b != 0; b &= b - 1 {
			n += bits.OnesCount64(board.Adj(bits.TrailingZeros64(b)) & empty)
		}
		t.material[side] = pieceValue * bits.OnesCount64(s.pieces[side])
		t.mobility[side] = mobilityStep * n
		t.rim[side] = edgeSafety * bits.OnesCount64(s.pieces[side]&rim)
	}
	own, opp := bits.OnesCount64(s.pieces[s.side]), bits.OnesCount64(s.pieces[s.side^1])
	// The side ahead gains as pieces come off: trading down brings the
	// win nearer.
	t.trade = tradeBonus * (own - opp) * (24 - own - opp)
	return t
}

// Evaluate scores the position from the side to move, in hundredths of a
// piece: material, mobility (the steps each side could make), pieces on
// the rim (safer from jumps), and a bonus for trading down when ahead.
func (g *Game) Evaluate() int {
	t := g.terms()
	us, them := g.st.side, g.st.side^1
	return t.material[us] - t.material[them] + t.mobility[us] - t.mobility[them] +
		t.rim[us] - t.rim[them] + t.trade
}

// EvalTerms breaks Evaluate down, from the side to move's point of view.
func (g *Game) EvalTerms() []position.EvalTerm {
	t := g.terms()
	us, them := g.st.side, g.st.side^1
	return []position.EvalTerm{
		{Name: "material", Score: t.material[us] - t.material[them]},
		{Name: "mobility", Score: t.mobility[us] - t.mobility[them]},
		{Name: "rim", Score: t.rim[us] - t.rim[them]},
		{Name: "trade", Score: t.trade},
	}
}

// GenNoisy appends the capture chains. Without huff they are forced when
// they exist: a position with a capture is never quiet.
func (g *Game) GenNoisy(buf []position.Move) (moves []position.Move, forced bool) {
	s := &g.st
	if s.drawn {
		return buf, false
	}
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := s.empty()
	start := len(buf)
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if board.CanJump(p, empty, opp) {
			buf = board.AppendChains(buf, p, empty, opp, g.rule)
		}
	}
	return buf, len(buf) > start && !g.cfg.Huff
}

// OrderHints ranks capture chains by the number of pieces they take, less
// a penalty for a huffed piece; steps score 0, less the pieces they lose
// to a huff.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := s.empty()
	var missed int32
	if g.cfg.Huff {
		missed = int32(bits.OnesCount64(board.Jumpers(own, empty, opp)))
	}
	for i, m := range moves {
		if pointgraph.MoveKind(m) != pointgraph.KindChain {
			scores[i] = -100 * missed
			continue
		}
		c := &g.chain
		if !board.FindChain(m, empty, opp, g.rule, c) {
			scores[i] = 0
			continue
		}
		scores[i] = 100 * int32(c.N)
	}
}
