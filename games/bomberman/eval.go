package bomberman

// Evaluation weights, in centi-units.
const (
	protWeight   = 150 // a protection held
	stepWeight   = 20  // a free neighbouring cell
	dangerWeight = 60  // an active bomb in line of sight of a free neighbour
)

// Evaluate scores the side to move against the other: protections,
// freedom to step, and the danger of the cells next to each player (the
// active bombs that would go off on stepping there).
func (g *Game) Evaluate() int {
	return g.playerScore(g.side) - g.playerScore(1-g.side)
}

func (g *Game) playerScore(p int) int {
	o := int(g.pos[p])
	if o < 0 {
		return 0
	}
	s := protWeight * int(min(g.np[p], 20))
	for d := 0; d < 4; d++ {
		n := g.step(o, d)
		if n < 0 {
			continue
		}
		if k := g.cells[n]; k != empty && k != prot {
			continue
		}
		s += stepWeight
		if g.seenByBomb(n) > int(g.np[p]) {
			s -= dangerWeight
		}
	}
	return s
}

// seenByBomb counts the active bombs with line of sight to cell x.
func (g *Game) seenByBomb(x int) int {
	n := 0
	for d := 0; d < 4; d++ {
		for i := g.step(x, d); i >= 0; i = g.step(i, d) {
			k := g.cells[i]
			if k == bomb {
				n++
			}
			if k != empty && k != prot {
				break
			}
		}
	}
	return n
}
