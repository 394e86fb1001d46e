package sixteenstones

import "github.com/tabla-games/tabla/position"

// Evaluation weights, in centi-stones.
const (
	wStone  = 100 // a stone on the board or still in hand
	wBank   = 40  // a bank stone: a future capture or sacrifice
	wCentre = 4   // per stone on the inner 3×3, which has more lines
)

func inner(c int) bool { x, y := c%size, c/size; return x > 0 && x < size-1 && y > 0 && y < size-1 }

func (g *Game) terms() (material, bank, centre int) {
	s := &g.st
	me := int(s.side)
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
