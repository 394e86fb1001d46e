package gogame

import "github.com/tabla-games/tabla/position"

// Prior knowledge for Monte Carlo tree search (position.Priorer). Each
// move starts with priorEven playouts at 50%; each feature it has adds
// the playouts of its priorTerm, won at the term's rate. Pass gets
// priorPass alone.
const priorEven = 10

// priorTerm is a feature's weight: playouts, won at pct per cent.
type priorTerm struct{ playouts, pct int }

var (
	priorCapture = priorTerm{30, 90}
	priorSave    = priorTerm{20, 80}
	// A rescue of a group that a ladder captures anyway (or that keeps
	// one liberty) gets priorDoomed instead of priorSave; an atari whose
	// ladder captures counts as a capture instead of an atari.
	priorDoomed    = priorTerm{20, 20}
	priorAtari     = priorTerm{10, 70}
	priorShape     = priorTerm{10, 75}
	priorNearLast  = priorTerm{10, 65}
	priorSelfAtari = priorTerm{40, 5}
	priorOwnEye    = priorTerm{100, 0}
	// A stone on the first or second line with no stone within two
	// points of it, on a board with a centre.
	priorLonelyEdge = [3]priorTerm{1: {30, 10}, 2: {15, 30}}
	// A move into an empty region that already counts for one side
	// (OrderHints' hintFillOwn and hintInvade), unless it is tactical.
	priorSettled = priorTerm{20, 10}
	priorPass    = priorTerm{priorEven, 30}
	// priorPassEarly replaces priorPass while more than a line's worth of
	// empty points belongs to neither side: a pass then gives the board
	// away, however even the playouts below it look. Its weight outlasts
	// any search the arena holds, and a pass that ends the game is proven
	// by the tree, prior or not.
	priorPassEarly = priorTerm{5000, 0}
)

// Priors gives each move its prior knowledge: by default the learned
// move-prediction model's (learned.go); with priors=hand, captures,
// rescues, ataris, the playout policy's shapes and moves near the last
// one count as playouts mostly won; self-ataris, eye fillings, lonely stones on the
// first two lines and moves into settled regions as playouts mostly lost.
// A pass counts as priorPass, or as priorPassEarly while the board is
// unsettled.
func (g *Game) Priors(moves []position.Move, priors []position.Prior) {
	if !g.cfg.HandPriors {
		if model, err := policyFor(g.geo.s); err == nil {
			g.learnedPriors(model, moves, priors)
			return
		}
	}
	c := g.toPlay()
	last := g.lastPlacement()
	g.markSettled()
	sc := g.scratch()
	shapes := &shapeTable[c-1]
	pass := g.passPrior()
	for i, m := range moves {
		var n, won int // playouts and half-point wins
		add := func(t priorTerm, times int) {
			n += t.playouts * times
			won += t.playouts * times * t.pct / 50
		}
		if m == Pass {
			add(pass, 1)
			priors[i] = position.Prior{Playouts: uint16(n), Wins: uint16(won)}
			continue
		}
		p := int(m)
		add(priorTerm{priorEven, 50}, 1)
		f := g.features(p, c, last)
		switch {
		case f.ownEye:
			add(priorOwnEye, 1)
		case f.selfAtari:
			add(priorSelfAtari, 1)
		}
		if f.captured > 0 {
			add(priorCapture, 1)
		}
		doomed, caught := false, 0
		if f.saved > 0 || f.ataris > 0 {
			doomed, caught = g.b.ladders(p, c, f.saved > 0)
		}
		switch {
		case f.saved == 0:
		case doomed:
			add(priorDoomed, 1)
		default:
			add(priorSave, 1)
		}
		if caught > 0 {
			add(priorCapture, 1)
		}
		add(priorAtari, f.ataris-caught)
		if k := around(g.b.color, p, g.geo.w); shapes[k>>6]&(1<<(k&63)) != 0 {
			add(priorShape, 1)
		}
		if f.nearLast {
			add(priorNearLast, 1)
		}
		if l := int(g.geo.line[p]); g.geo.s >= 7 && l < len(priorLonelyEdge) && g.lonely(p) {
			add(priorLonelyEdge[l], 1)
		}
		if !f.tactical() && !f.ownEye {
			switch Color(sc.owner[p]) {
			case c:
				add(priorSettled, 1)
			case 3 - c:
				if g.cfg.Rules == StandardRules {
					add(priorSettled, 1)
				}
			}
		}
		priors[i] = position.Prior{Playouts: uint16(n), Wins: uint16(won)}
	}
}

// passPrior is a pass's prior: priorPassEarly while more than a line's
// worth of empty points belongs to neither side, else priorPass.
// markSettled must have run.
func (g *Game) passPrior() priorTerm {
	if g.unsettled() > g.geo.s {
		return priorPassEarly
	}
	return priorPass
}

// unsettled counts the empty points that belong to neither side, as
// markSettled left them.
func (g *Game) unsettled() int {
	sc := g.scratch()
	n := 0
	for _, p := range g.geo.points {
		if g.b.color[p] == empty && Color(sc.owner[p]) == Empty {
			n++
		}
	}
	return n
}

// lonely reports whether no stone lies within two points (Manhattan
// distance) of p.
func (g *Game) lonely(p int) bool {
	geo := g.geo
	x, y := geo.xy(p)
	for dy := -2; dy <= 2; dy++ {
		for dx := abs(dy) - 2; dx <= 2-abs(dy); dx++ {
			if nx, ny := x+dx, y+dy; nx >= 0 && ny >= 0 && nx < geo.s && ny < geo.s {
				if v := g.b.color[geo.at(nx, ny)]; v == Black.v() || v == White.v() {
					return false
				}
			}
		}
	}
	return true
}
