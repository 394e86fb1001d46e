package foxgeese

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph/capture"
	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in hundredths of a goose.
const (
	gooseValue  = 100
	foxStep     = 10 // per empty point next to the fox
	foxRoom     = 3  // per point the fox could reach by steps
	threatened  = 30 // per goose the fox could jump right now
	advanceStep = 3  // per rank a goose has advanced from rank 7
)

// terms is the evaluation from the Geese's point of view, term by term.
type terms struct {
	material, mobility, room, threats, advance int
}

func (t terms) sum() int { return t.material + t.mobility + t.room + t.threats + t.advance }

func (g *Game) terms() terms {
	geese, empty, fox := g.Pieces(int(Geese)), g.Empty(), g.fox()
	var t terms
	t.material = gooseValue * bits.OnesCount64(geese)
	t.mobility = -foxStep * bits.OnesCount64(board.Adj(fox)&empty)
	// The room the fox has: the empty points it can reach by steps. The
	// geese win by shrinking it to nothing.
	t.room = -foxRoom * (bits.OnesCount64(capture.Reach(board, fox, empty)) - 1)
	t.threats = -threatened * bits.OnesCount64(capture.Hanging(board, fox, empty, geese))
	for b := geese; b != 0; b &= b - 1 {
		t.advance += advanceStep * (6 - board.Point(bits.TrailingZeros64(b)).Y)
	}
	return t
}

// Evaluate scores the position from the side to move: the geese's
// material, the fox's mobility and room (the geese win by taking both
// away), the geese the fox threatens to jump, and how far the geese have
// advanced.
func (g *Game) Evaluate() int {
	v := g.terms().sum()
	if Side(g.ToMove()) == Fox {
		return -v
	}
	return v
}

// EvalTerms breaks Evaluate down for the protocol's eval command, from the
// side to move.
func (g *Game) EvalTerms() []position.EvalTerm {
	t := g.terms()
	sign := 1
	if Side(g.ToMove()) == Fox {
		sign = -1
	}
	return []position.EvalTerm{
		{Name: "material", Score: sign * t.material},
		{Name: "fox mobility", Score: sign * t.mobility},
		{Name: "fox room", Score: sign * t.room},
		{Name: "threats", Score: sign * t.threats},
		{Name: "advance", Score: sign * t.advance},
	}
}
