package adugo

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph/capture"
	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in hundredths of a dog.
const (
	dogValue      = 100
	jaguarStep    = 10 // per empty point next to the jaguar
	jaguarRoom    = 3  // per point the jaguar could reach by steps
	threatened    = 30 // per dog the jaguar could jump right now
	advanceStep   = 3  // per rank a dog has advanced from rank 7
	winningCharge = 40 // per capture on top of the dog, scaled to a goal of 5
)

// terms is the evaluation from the Jaguar's point of view, term by term.
type terms struct {
	material, mobility, room, threats, advance int
}

func (t terms) sum() int { return t.material + t.mobility + t.room + t.threats + t.advance }

func (g *Game) terms() terms {
	dogs, empty, jaguar := g.Pieces(int(Dogs)), g.Empty(), g.jaguar()
	var t terms
	// Each capture brings the jaguar closer to captures_to_win, so the
	// captures count for more than the dogs' numbers alone.
	captured := g.Captured()
	t.material = dogValue*captured + winningCharge*captured*5/g.cfg.CapturesToWin
	t.mobility = jaguarStep * bits.OnesCount64(board.Adj(jaguar)&empty)
	// The room the jaguar has: the empty points it can reach by steps. The
	// dogs win by shrinking it to nothing.
	t.room = jaguarRoom * (bits.OnesCount64(capture.Reach(board, jaguar, empty)) - 1)
	t.threats = threatened * bits.OnesCount64(capture.Hanging(board, jaguar, empty, dogs))
	for b := dogs; b != 0; b &= b - 1 {
		t.advance -= advanceStep * (6 - board.Point(bits.TrailingZeros64(b)).Y)
	}
	return t
}

// Evaluate scores the position from the side to move: the dogs captured,
// the jaguar's mobility and room (the dogs win by taking both away), the
// dogs it could jump now, and how far the dogs have advanced.
func (g *Game) Evaluate() int {
	v := g.terms().sum()
	if Side(g.ToMove()) == Dogs {
		return -v
	}
	return v
}

// EvalTerms breaks Evaluate down for the protocol's eval command, from the
// side to move.
func (g *Game) EvalTerms() []position.EvalTerm {
	t := g.terms()
	sign := 1
	if Side(g.ToMove()) == Dogs {
		sign = -1
	}
	return []position.EvalTerm{
		{Name: "captures", Score: sign * t.material},
		{Name: "jaguar mobility", Score: sign * t.mobility},
		{Name: "jaguar room", Score: sign * t.room},
		{Name: "threats", Score: sign * t.threats},
		{Name: "advance", Score: sign * t.advance},
	}
}
