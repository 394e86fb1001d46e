package product

import "github.com/tabla-games/tabla/position"

// maxEval bounds Evaluate, below the 100,000 of the contract; real
// positions stay far inside it.
const maxEval = 90_000

// Evaluate scores each colour as the final rule does, with two changes
// that look ahead: groups that share a liberty count as one cluster, as
// the opponent can merge them with one stone, and each cluster counts at
// its potential, its n stones plus half its l liberties (see clustersOf).
// A colour's score is the product of its two largest potentials, 0 with
// fewer than two clusters (unless it can still start one), and the
// evaluation is the difference of the scores, from the side to move, in
// hundredths of a product point. On a full board it would equal the
// margin, apart from ties: the liberties are gone and groups no longer
// share any. It rewards groups with room to grow that are kept apart, and
// punishes groups that the opponent can merge or smother, the two plans
// of the game.
func (g *Game) Evaluate() int {
	empty := g.empty()
	return potentialScore(clustersOf(g.stones[g.side], empty), clustersOf(g.stones[g.side^1], empty))
}

// potentialScore is Evaluate's formula. Potentials are in half-stones, so
// their product is in quarter points.
func potentialScore(me, op groupStats) int {
	d := 100 * (me.product() - op.product()) / 4
	return max(-maxEval, min(maxEval, d))
}

// EvalTerms breaks Evaluate down for the protocol's eval command: the
// current products as the rules score them (the margin if the board were
// full now, ties aside) and the rest, the value of the groups' room to
// grow and the risk of merges; the two add up to Evaluate.
func (g *Game) EvalTerms() []position.EvalTerm {
	products := g.products()
	score := 100 * (products[g.side] - products[g.side^1])
	return []position.EvalTerm{
		{Name: "products", Score: score},
		{Name: "prospects", Score: g.Evaluate() - score},
	}
}
