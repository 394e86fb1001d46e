package alquerque

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
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
	var t terms
	empty := g.Empty()
	for side := White; side <= Black; side++ {
		pieces := g.Pieces(int(side))
		n := 0
		for b := pieces; b != 0; b &= b - 1 {
			n += bits.OnesCount64(board.Adj(bits.TrailingZeros64(b)) & empty)
		}
		t.material[side] = pieceValue * bits.OnesCount64(pieces)
		t.mobility[side] = mobilityStep * n
		t.rim[side] = edgeSafety * bits.OnesCount64(pieces&rim)
	}
	us := g.ToMove()
	own, opp := bits.OnesCount64(g.Pieces(us)), bits.OnesCount64(g.Pieces(us^1))
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
	us, them := g.ToMove(), g.ToMove()^1
	return t.material[us] - t.material[them] + t.mobility[us] - t.mobility[them] +
		t.rim[us] - t.rim[them] + t.trade
}

// EvalTerms breaks Evaluate down, from the side to move's point of view.
func (g *Game) EvalTerms() []position.EvalTerm {
	t := g.terms()
	us, them := g.ToMove(), g.ToMove()^1
	return []position.EvalTerm{
		{Name: "material", Score: t.material[us] - t.material[them]},
		{Name: "mobility", Score: t.mobility[us] - t.mobility[them]},
		{Name: "rim", Score: t.rim[us] - t.rim[them]},
		{Name: "trade", Score: t.trade},
	}
}

// OrderHints ranks capture chains by the number of pieces they take, less
// a penalty for a huffed piece; steps score 0, less the pieces they lose
// to a huff.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	own, opp := g.Pieces(g.ToMove()), g.Pieces(g.ToMove()^1)
	var missed int32
	if g.cfg.Huff {
		missed = int32(bits.OnesCount64(board.Jumpers(own, g.Empty(), opp)))
	}
	for i, m := range moves {
		if pointgraph.MoveKind(m) != pointgraph.KindChain {
			scores[i] = -100 * missed
			continue
		}
		scores[i] = 0
		if captured, ok := g.Captures(m); ok {
			scores[i] = 100 * int32(bits.OnesCount64(captured))
		}
	}
}
