package gogame

import (
	"math/bits"
	"slices"

	"github.com/tabla-games/tabla/position"
)

// scratch is work space for scoring and evaluation, allocated once per
// Game (and per Clone) on first use, so that neither allocates.
type scratch struct {
	// seen and eye are marks of a stamp: points visited by a flood fill,
	// heads of groups that border an eye.
	seen, eye []uint32
	stamp     uint32
	stack     []int16
	// stones holds each colour's live stones, terr the empty points each
	// side's influence holds.
	stones, terr [2]position.BitsWide
	// owner is, for each empty point, the colour its region counts for.
	owner []int8
	// feats, ends and logS hold the moves' features and their
	// log-strengths for the learned priors, grown on first use.
	feats, ends []int32
	logS        []float64
	// near is the nearest-stone map of the move features (markNear),
	// grown on first use.
	near []int8
}

// scratch returns the game's work space, allocating it on first use.
func (g *Game) scratch() *scratch {
	if g.sc.seen == nil {
		g.sc = newScratch(g.geo)
	}
	return &g.sc
}

func newScratch(geo *geometry) scratch {
	return scratch{
		seen:  make([]uint32, geo.n),
		eye:   make([]uint32, geo.n),
		stack: make([]int16, 0, geo.n),
		owner: make([]int8, geo.n),
	}
}

// newStamp returns a stamp that no mark holds yet.
func (sc *scratch) newStamp() uint32 {
	sc.stamp++
	if sc.stamp == 0 {
		clear(sc.seen)
		clear(sc.eye)
		sc.stamp = 1
	}
	return sc.stamp
}

// region is what a flood fill learns about a maximal connected set of
// empty points.
type region struct {
	size    int
	colors  uint8 // bit 1 black, bit 2 white: the colours of adjacent stones
	sides   uint8 // the sides of the board it touches
	corners uint8 // bit i: it holds geo.corners[i]
}

// fill floods the empty region around the empty point p, marking its
// points with stamp st. It leaves the region's points in sc.stack.
func (g *Game) fill(p int, st uint32) region { return g.fillOn(g.b.color, p, st) }

// fillOn is fill on the colour plane color, the game's own or a playout's.
func (g *Game) fillOn(color []int16, p int, st uint32) region {
	var r region
	sc, geo := g.scratch(), g.geo
	w := geo.w
	sc.stack = append(sc.stack[:0], int16(p))
	sc.seen[p] = st
	for i := 0; i < len(sc.stack); i++ {
		q := int(sc.stack[i])
		r.sides |= geo.sides[q]
		for _, e := range [4]int{q - w, q - 1, q + 1, q + w} {
			switch c := color[e]; c {
			case empty:
				if sc.seen[e] != st {
					sc.seen[e] = st
					sc.stack = append(sc.stack, int16(e))
				}
			case offBoard:
			default:
				r.colors |= 1 << uint(c)
			}
		}
	}
	r.size = len(sc.stack)
	for i, c := range geo.corners {
		if sc.seen[c] == st && color[c] == empty {
			r.corners |= 1 << uint(i)
		}
	}
	return r
}

// owner is the colour a region of the game's board counts for under the
// game's scoring, or Empty.
func (g *Game) owner(r region) Color { return g.ownerOn(g.b.color, r) }

// ownerOn is owner for a region of the colour plane color.
func (g *Game) ownerOn(color []int16, r region) Color {
	var c Color
	switch r.colors {
	case 1 << Black:
		c = Black
	case 1 << White:
		c = White
	default:
		return Empty
	}
	if g.cfg.Rules == StandardRules || g.seedEnclosed(color, r) {
		return c
	}
	return Empty
}

// cornerSides are the two sides meeting at geo.corners[i].
var cornerSides = [4]uint8{sideN | sideW, sideN | sideE, sideS | sideW, sideS | sideE}

// seedEnclosed applies the seed's test for a region bordered by one
// colour: it touches no side, or exactly one, or
// exactly two adjacent sides whose common corner belongs to it and has at
// most one empty neighbour.
func (g *Game) seedEnclosed(color []int16, r region) bool {
	switch bits.OnesCount8(r.sides) {
	case 0, 1:
		return true
	case 2:
		for i, cs := range cornerSides {
			if r.sides != cs {
				continue
			}
			if r.corners&(1<<uint(i)) == 0 {
				return false
			}
			c := int(g.geo.corners[i])
			w := g.geo.w
			free := 0
			for _, e := range [4]int{c - w, c - 1, c + 1, c + w} {
				if color[e] == empty {
					free++
				}
			}
			return free <= 1
		}
	}
	return false // two opposite sides, or more than two
}

// Score counts each side's points under the game's rules, komi not
// included: its stones on the board plus the empty regions that count
// for it (seed: enclosed by the seed's rules; standard: reaching only its
// stones, as in Tromp-Taylor).
func (g *Game) Score() (black, white int) {
	return g.scoreOn(g.b.color, int(g.stones[0]), int(g.stones[1]), nil)
}

// ScoreWithout is Score with the stones on the removed points taken off
// first, as a referee takes dead stones off before the count. removed is
// indexed as the Layout lists the points (x + y*size, from a1).
func (g *Game) ScoreWithout(removed []bool) (black, white int) {
	color := slices.Clone(g.b.color)
	black, white = int(g.stones[0]), int(g.stones[1])
	for i, p := range g.geo.points {
		if !removed[i] {
			continue
		}
		switch color[p] {
		case Black.v():
			black--
		case White.v():
			white--
		}
		color[p] = empty
	}
	return g.scoreOn(color, black, white, nil)
}

// scoreOn is Score for the colour plane color, which holds black and
// white stones: the game's own board or a playout's. When owner is not
// nil it also adds to owner[x+y*s] 1 for each point that counts for
// Black, a stone or an empty point of a region scored for Black, and -1
// for White.
func (g *Game) scoreOn(color []int16, black, white int, owner []int32) (int, int) {
	geo := g.geo
	st := g.scratch().newStamp()
	for i, p := range geo.points {
		switch color[p] {
		case Black.v():
			if owner != nil {
				owner[i]++
			}
			continue
		case White.v():
			if owner != nil {
				owner[i]--
			}
			continue
		}
		if g.sc.seen[p] == st {
			continue
		}
		// A lone empty point between stones of one colour (an eye, as
		// most are at the end of a playout) counts for that colour in
		// both modes: by the seed's rules it touches at most two sides,
		// and if two, it is their corner and has no empty neighbour.
		var d int32
		switch lone(color, int(p), geo.w) {
		case Black.v():
			black++
			d = 1
		case White.v():
			white++
			d = -1
		}
		if d != 0 {
			if owner != nil {
				owner[i] += d
			}
			continue
		}
		r := g.fillOn(color, int(p), st)
		switch g.ownerOn(color, r) {
		case Black:
			black += r.size
			d = 1
		case White:
			white += r.size
			d = -1
		}
		if owner != nil && d != 0 {
			for _, q := range g.sc.stack {
				x, y := geo.xy(int(q))
				owner[x+y*geo.s] += d
			}
		}
	}
	return black, white
}

// lone returns the colour value of the stones around the empty point p
// when they are all of one colour (off-board points aside), else empty.
func lone(color []int16, p, w int) int16 {
	var seen int16
	for _, q := range [4]int{p - w, p - 1, p + 1, p + w} {
		switch c := color[q]; c {
		case empty:
			return empty
		case offBoard:
		default:
			seen |= c
		}
	}
	if seen == Black.v() || seen == White.v() {
		return seen
	}
	return empty
}

// blackMargin is Black's score minus White's in centi-points, komi
// included, if the game ended now.
func (g *Game) blackMargin() int {
	black, white := g.Score()
	return (black-white)*100 - g.cfg.Komi
}

// finalMargin is blackMargin from the side to move's point of view.
func (g *Game) finalMargin() int {
	if g.side == 1 {
		return -g.blackMargin()
	}
	return g.blackMargin()
}
