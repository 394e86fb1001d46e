package sixteenstones

import "github.com/tabla-games/tabla/position"

// Evaluation weights, in centi-stones.
const (
	wStone  = 100 // a stone on the board or still in hand
	wBank   = 40  // a bank stone: a future capture or sacrifice
	wCentre = 4   // per stone on the inner 3×3, which has more lines
)

func inner(c int) bool { x, y := c%size, c/size; return x > 0 && x < size-1 && y > 0 && y < size-1 }

func (g *Game) terms() (material, bank, centre int) { return g.st.terms(int(g.st.side)) }

// terms are the evaluation's terms in s from side me's point of view.
func (s *state) terms(me int) (material, bank, centre int) {
	material = wStone * (int(s.count[me]+s.hand[me]) - int(s.count[1-me]+s.hand[1-me]))
	bank = wBank * (int(s.bank[me]) - int(s.bank[1-me]))
	mine := stoneOf(me)
	for c, v := range s.board {
		if v != 0 && inner(c) {
			if v&owner == mine {
				centre += wCentre
			} else {
				centre -= wCentre
			}
		}
	}
	return
}

// Evaluate implements position.Game: material, bank and centre, from the
// side to move.
func (g *Game) Evaluate() int {
	a, b, c := g.terms()
	return a + b + c
}

// EvalTerms implements position.EvalExplainer.
func (g *Game) EvalTerms() []position.EvalTerm {
	a, b, c := g.terms()
	return []position.EvalTerm{{Name: "material", Score: a}, {Name: "bank", Score: b}, {Name: "centre", Score: c}}
}

// Turn ordering hints, for position.Orderer.
const (
	hintWin = 1 << 20 // a turn that leaves the opponent at most one stone
)

// OrderHints implements position.Orderer: a play turn ranks by the
// material and banks of the position it leaves, from the mover's point
// of view (so turns that capture or push off come first, and a sacrifice
// that buys nothing comes after the same turn without it), a winning
// turn first of all. Placements keep search's own order.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := &g.st
	if s.setup() {
		return
	}
	me := int(s.side)
	for i, m := range moves {
		if m == passMove {
			continue
		}
		t := *s
		t.play(m, nil)
		if t.count[1-me] <= 1 {
			scores[i] = hintWin
			continue
		}
		scores[i] = int32(wStone*(int(t.count[me])-int(t.count[1-me])) + wBank*(int(t.bank[me])-int(t.bank[1-me])))
	}
}
