package gogame

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Evaluation settings. Everything is in centi-points, a stone or a point
// of area being worth 100.
const (
	// inflWeight is what a point in a side's sphere of influence counts,
	// and seedInflWeight the same in seed mode, whose scoring counts few
	// empty regions. The regions that count now are counted exactly, at
	// 100 a point.
	inflWeight     = 50
	seedInflWeight = 30
	// A group without an eye of its own is dead when the region of
	// non-opponent points around it holds no group of its colour with an
	// eye, is bounded by at least deadBoundRatio opponent stones per
	// stone of its colour inside, and has at most deadAreaRatio points
	// per bounding stone.
	deadBoundRatio = 3
	deadAreaRatio  = 4
	maxEval        = 90_000
)

// evalParts is the evaluation broken into terms, each from Black's point
// of view except tactics, which is from the side to move's.
type evalParts struct {
	stones    int // the stone difference, dead stones left out
	area      int // empty points (and dead stones' points) of each side
	dead      [2]int
	komi      int
	tactics   int // captures at hand, groups in atari (side to move's view)
	heuristic int // the total from the side to move's view
	final     int // after a pass: the score if the game ended now (side to move's view)
	total     int
}

// Evaluate estimates the final margin from the side to move's point of
// view: the live stones; the regions that count for a side now, exactly,
// and the other points each side's influence holds, at half a point (30%
// in seed mode); komi; and the groups in atari (the side to move captures
// the biggest it can, and of its own in atari saves the biggest). After a
// pass the side to move can end the game by passing too, so the
// evaluation is then at least the exact final score. See the package
// documentation for the details.
func (g *Game) Evaluate() int {
	return g.eval().total
}

func (g *Game) eval() evalParts {
	var e evalParts
	g.stoneSets()
	if g.cfg.Rules == StandardRules {
		e.dead = g.findDead()
	}
	e.stones = 100 * (int(g.stones[0]) - e.dead[0] - int(g.stones[1]) + e.dead[1])
	e.komi = -g.cfg.Komi
	g.influence()
	if g.cfg.Rules == StandardRules {
		e.area = g.standardArea()
	} else {
		e.area = g.seedArea()
	}
	e.tactics = g.groupTerms()
	black := e.stones + e.area + e.komi
	if g.side == 1 {
		black = -black
	}
	e.heuristic = min(max(black+e.tactics, -maxEval), maxEval)
	e.total = e.heuristic
	if g.passes == 1 {
		e.final = g.finalMargin()
		e.total = max(e.total, e.final)
	}
	return e
}

// EvalTerms breaks Evaluate down for the protocol's eval command, from the
// side to move's point of view (the dead stones are counts).
func (g *Game) EvalTerms() []position.EvalTerm {
	e := g.eval()
	e.final = g.finalMargin()
	sign := 1
	if g.side == 1 {
		sign = -1
	}
	return []position.EvalTerm{
		{Name: "stones", Score: sign * e.stones},
		{Name: "area", Score: sign * e.area},
		{Name: "dead_black_stones", Score: e.dead[0]},
		{Name: "dead_white_stones", Score: e.dead[1]},
		{Name: "komi", Score: sign * e.komi},
		{Name: "tactics", Score: e.tactics},
		{Name: "heuristic", Score: e.heuristic},
		{Name: "score_if_both_pass", Score: e.final},
		{Name: "total", Score: e.total},
	}
}

// spread sets out to the points of the board next to a point of in. Bit
// sets over the padded board are geo.nw words long.
func spread(out, in *position.BitsWide, geo *geometry) {
	nw, w := geo.nw, uint(geo.w)
	for i := 0; i < nw; i++ {
		v := in[i]<<1 | in[i]>>1 | in[i]<<w | in[i]>>w
		if i > 0 {
			v |= in[i-1]>>63 | in[i-1]>>(64-w)
		}
		if i+1 < nw {
			v |= in[i+1]<<63 | in[i+1]<<(64-w)
		}
		out[i] = v & geo.mask[i]
	}
}

// stoneSets fills sc.stones with each colour's stones.
func (g *Game) stoneSets() {
	sc := g.scratch()
	sc.stones = [2]position.BitsWide{}
	for _, p := range g.geo.points {
		if c := g.b.color[p]; c == Black.v() || c == White.v() {
			sc.stones[c-1].Set(int(p))
		}
	}
}

// influence gives each side the empty points nearer to its live stones
// than to the other side's, growing both sides' areas one step at a time
// through the points not yet taken, a point reached by both at once
// staying neutral and blocking; the growth stops after a few steps (a
// quarter of the board's side, at least 3), so that far open space
// belongs to nobody. A last step takes back from each side the points
// next to one it does not hold, as open frontiers are not territory. The
// dead stones' points count as empty. The result is in sc.terr.
func (g *Game) influence() {
	sc, geo := g.scratch(), g.geo
	nw := geo.nw
	var area [2]position.BitsWide
	var free, grow0, grow1 position.BitsWide
	for i := 0; i < nw; i++ {
		area[0][i], area[1][i] = sc.stones[0][i], sc.stones[1][i]
		free[i] = geo.mask[i] &^ (area[0][i] | area[1][i])
	}
	steps := max(3, geo.s/4)
	for step := 0; step < steps; step++ {
		spread(&grow0, &area[0], geo)
		spread(&grow1, &area[1], geo)
		grew := uint64(0)
		for i := 0; i < nw; i++ {
			a, b := grow0[i]&free[i], grow1[i]&free[i]
			both := a & b
			area[0][i] |= a &^ both
			area[1][i] |= b &^ both
			free[i] &^= a | b
			grew |= a | b
		}
		if grew == 0 {
			break
		}
	}
	for s := 0; s < 2; s++ {
		var outside, edge position.BitsWide
		for i := 0; i < nw; i++ {
			outside[i] = geo.mask[i] &^ area[s][i]
		}
		spread(&edge, &outside, geo)
		for i := 0; i < nw; i++ {
			sc.terr[s][i] = area[s][i] &^ sc.stones[s][i] &^ edge[i]
		}
	}
}

// standardArea values the points free of live stones from Black's point
// of view in standard mode: a region of them bounded by one colour's live
// stones alone (dead stones count as free) at 100 a point for that
// colour, as Tromp-Taylor counting gives it once the dead stones are
// captured; the others by influence at inflWeight.
func (g *Game) standardArea() int {
	geo, b, sc := g.geo, &g.b, g.scratch()
	v, est := 0, 0
	st := sc.newStamp()
	live := &sc.stones
	for _, p16 := range geo.points {
		p := int(p16)
		if live[0].Has(p) || live[1].Has(p) || sc.seen[p] == st {
			continue
		}
		// Flood the region of points free of live stones.
		var colors uint8
		sc.stack = append(sc.stack[:0], p16)
		sc.seen[p] = st
		for i := 0; i < len(sc.stack); i++ {
			q := int(sc.stack[i])
			for _, n := range b.neighbours(q) {
				switch {
				case b.color[n] == offBoard:
				case live[0].Has(n):
					colors |= 1
				case live[1].Has(n):
					colors |= 2
				case sc.seen[n] != st:
					sc.seen[n] = st
					sc.stack = append(sc.stack, int16(n))
				}
			}
		}
		switch colors {
		case 1:
			v += 100 * len(sc.stack)
		case 2:
			v -= 100 * len(sc.stack)
		default:
			for _, q := range sc.stack {
				switch {
				case sc.terr[0].Has(int(q)):
					est++
				case sc.terr[1].Has(int(q)):
					est--
				}
			}
		}
	}
	return v + inflWeight*est
}

// seedArea values the empty points from Black's point of view in seed
// mode: the regions that count now at 100 a point, the others by
// influence at seedInflWeight.
func (g *Game) seedArea() int {
	geo, b, sc := g.geo, &g.b, g.scratch()
	v, est := 0, 0
	st := sc.newStamp()
	for _, p := range geo.points {
		if b.color[p] != empty || sc.seen[p] == st {
			continue
		}
		r := g.fill(int(p), st)
		switch g.owner(r) {
		case Black:
			v += 100 * r.size
		case White:
			v -= 100 * r.size
		default:
			// A region that counts for nobody yet: guess by influence.
			for _, q := range sc.stack {
				switch {
				case sc.terr[0].Has(int(q)):
					est++
				case sc.terr[1].Has(int(q)):
					est--
				}
			}
		}
	}
	return v + seedInflWeight*est
}

// findDead finds the groups that the evaluation counts as dead (standard
// mode), takes them out of sc.stones and returns how many stones of each
// colour are dead. A group is alive if it borders an eye: an empty region
// bounded by its colour alone. A group without one is dead when the
// maximal region of points free of opponent stones around it holds no
// group of its colour with an eye, and the opponent stones bounding that
// region are many (at least deadBoundRatio per stone of the colour
// inside) and hold it tightly (at most deadAreaRatio points per bounding
// stone): an invader inside a settled area, which Tromp-Taylor counting
// would only remove once captured, and which the owner can capture.
func (g *Game) findDead() (dead [2]int) {
	geo, b, sc := g.geo, &g.b, g.scratch()
	// Mark the heads of the groups that border an eye.
	eyeSt := sc.newStamp()
	st := sc.newStamp()
	for _, p := range geo.points {
		if b.color[p] != empty || sc.seen[p] == st {
			continue
		}
		r := g.fill(int(p), st)
		var c int16
		switch r.colors {
		case 1 << Black:
			c = Black.v()
		case 1 << White:
			c = White.v()
		default:
			continue
		}
		for _, q := range sc.stack {
			for _, n := range b.neighbours(int(q)) {
				if b.color[n] == c {
					sc.eye[b.head[n]] = eyeSt
				}
			}
		}
	}
	// The stones of the groups with an eye.
	var eyed position.BitsWide
	for _, p := range geo.points {
		if c := b.color[p]; c != empty && c != offBoard && sc.eye[b.head[p]] == eyeSt {
			eyed.Set(int(p))
		}
	}
	nw := geo.nw
	all := sc.stones // both colours' stones, dead or not, for symmetry
	for c := 0; c < 2; c++ {
		own, opp := &all[c], &all[1-c]
		// Flood the region free of opponent stones around each eyeless
		// group, over bit sets; a region is looked at once.
		var todo, free, region, grow position.BitsWide
		for i := 0; i < nw; i++ {
			todo[i] = own[i] &^ eyed[i]
			free[i] = geo.mask[i] &^ opp[i]
		}
		for p := todo.Next(0); p >= 0; p = todo.Next(p + 1) {
			region = position.BitsWide{}
			region.Set(p)
			for {
				spread(&grow, &region, geo)
				changed := uint64(0)
				for i := 0; i < nw; i++ {
					v := (region[i] | grow[i]) & free[i]
					changed |= v ^ region[i]
					region[i] = v
				}
				if changed == 0 {
					break
				}
			}
			spread(&grow, &region, geo)
			size, stones, bounding, alive := 0, 0, 0, false
			for i := 0; i < nw; i++ {
				size += bits.OnesCount64(region[i])
				stones += bits.OnesCount64(region[i] & own[i])
				bounding += bits.OnesCount64(grow[i] & opp[i])
				alive = alive || region[i]&eyed[i] != 0
				todo[i] &^= region[i]
			}
			if alive || bounding < deadBoundRatio*stones || size > deadAreaRatio*bounding {
				continue
			}
			for i := 0; i < nw; i++ {
				sc.stones[c][i] &^= region[i]
			}
			dead[c] += stones
		}
	}
	return dead
}

// groupTerms scores the groups in atari, dead ones aside, from the side
// to move's point of view: it credits the biggest capture the side to
// move has and charges the groups in atari it cannot all save: it saves
// the biggest one, and even that may fail, so a quarter of it is charged
// too.
func (g *Game) groupTerms() int {
	b, sc := &g.b, g.scratch()
	me := g.toPlay().v()
	bestCapture, ownSum, ownBest := 0, 0, 0
	for _, p := range g.geo.points {
		c := b.color[p]
		if c == empty || b.head[p] != p || b.libs[p] != 1 || !sc.stones[c-1].Has(int(p)) {
			continue
		}
		value := g.captureValue(int(b.size[p]))
		if c == me {
			ownSum += value
			ownBest = max(ownBest, value)
		} else {
			bestCapture = max(bestCapture, value)
		}
	}
	return bestCapture - (ownSum - ownBest) - ownBest/4
}

// captureValue is what capturing a group of size stones is worth: the
// stones, and in standard mode the points they leave to the capturer.
func (g *Game) captureValue(size int) int {
	if g.cfg.Rules == StandardRules {
		return 200 * size
	}
	return 100 * size
}
