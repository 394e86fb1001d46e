package foxsheep

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/capture"
	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in hundredths of a sheep.
const (
	sheepValue   = 100 // per sheep
	spareSheep   = 60  // extra per sheep the Sheep could still lose, which grows as they near 9
	advance      = 6   // per rank a sheep has climbed
	inPaddock    = 40  // per sheep in the paddock
	foxMobility  = 5   // per step the foxes could make
	hangingSheep = 35  // per sheep a fox could jump now
)

// terms is the evaluation, term by term, from the Sheep's point of view.
type terms struct {
	material, advance, paddock, mobility, hanging int
}

// baseline is the start position's score for the Sheep less sheepEdge,
// which Evaluate subtracts so that the start is worth sheepEdge to the
// Sheep.
var baseline = func() int {
	g := New(DefaultConfig())
	t := g.terms()
	return t.material + t.advance + t.paddock + t.mobility + t.hanging - sheepEdge
}()

// sheepEdge is the Sheep's advantage at the start. The start favours the
// Sheep (in self-play they win about half the games and the Foxes
// almost none), so a draw (0) is worth less to them than the start: they
// must make progress rather than repeat positions, and the Foxes gain by
// repeating.
const sheepEdge = 50

func (g *Game) terms() terms {
	var t terms
	sheep := g.Pieces(int(Sheep))
	n := bits.OnesCount64(sheep)
	// Each sheep counts, and the last ones before the ninth count more:
	// the Sheep lose when fewer than nine are left.
	t.material = sheepValue*n + spareSheep*min(n-minSheep, 4)
	for b := sheep; b != 0; b &= b - 1 {
		t.advance += advance * board.Point(bits.TrailingZeros64(b)).Y
	}
	t.paddock = inPaddock * bits.OnesCount64(sheep&paddock)
	empty := g.Empty()
	var targets uint64
	steps := 0
	for b := g.Pieces(int(Foxes)); b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		steps += bits.OnesCount64(board.Adj(p) & empty)
		targets |= capture.Hanging(board, p, empty, sheep)
	}
	t.mobility = -foxMobility * steps
	t.hanging = -hangingSheep * bits.OnesCount64(targets)
	return t
}

// Evaluate scores the position from the side to move, in hundredths of a
// sheep: the sheep left (the last few before the ninth count more), their
// advance and their number in the paddock, against the foxes' mobility
// and the sheep they could jump now, less the same sum at the start,
// plus sheepEdge.
func (g *Game) Evaluate() int {
	t := g.terms()
	v := t.material + t.advance + t.paddock + t.mobility + t.hanging - baseline
	if Side(g.ToMove()) == Foxes {
		return -v
	}
	return v
}

// EvalTerms breaks Evaluate down, from the side to move's point of view.
func (g *Game) EvalTerms() []position.EvalTerm {
	t := g.terms()
	sign := 1
	if Side(g.ToMove()) == Foxes {
		sign = -1
	}
	return []position.EvalTerm{
		{Name: "sheep", Score: sign * t.material},
		{Name: "advance", Score: sign * t.advance},
		{Name: "paddock", Score: sign * t.paddock},
		{Name: "fox mobility", Score: sign * t.mobility},
		{Name: "hanging sheep", Score: sign * t.hanging},
		{Name: "baseline", Score: -sign * baseline},
	}
}

// OrderHints ranks fox chains by the sheep they take, and sheep moves
// into the paddock, then up, before sideways ones.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	side := Side(g.ToMove())
	for i, m := range moves {
		from, to := pointgraph.From(m), pointgraph.To(m)
		switch {
		case pointgraph.MoveKind(m) == pointgraph.KindChain:
			scores[i] = 0
			if captured, ok := g.Captures(m); ok {
				scores[i] = 100 * int32(bits.OnesCount64(captured))
			}
		case side == Sheep:
			scores[i] = 0
			if paddock>>to&1 != 0 && paddock>>from&1 == 0 {
				scores[i] += 50
			}
			if board.Point(to).Y > board.Point(from).Y {
				scores[i] += 20
			}
		default:
			scores[i] = 0
		}
	}
}
