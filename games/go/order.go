package gogame

import "github.com/tabla-games/tabla/position"

// Move-ordering hints. Useful moves score from about -100 up; pass comes
// after all of them, and self-ataris and moves that fill one's own eye
// come after pass, as a search should try them only when nothing else
// works.
const (
	hintCapture  = 2000 // plus 200 a captured stone
	hintSave     = 1500 // plus 100 a stone of a group saved from atari
	hintAtari    = 300  // per opponent group put in atari
	hintNearLast = 40   // within two points of the opponent's last move
	hintContact  = 15   // per stone next to the point
	hintPass     = -10_000
	// Moves into an empty region that already counts for one side, when
	// it is the opponent's (standard mode: under area scoring such an
	// invasion gains nothing unless it lives) or the mover's own (a stone
	// there changes nothing), come after pass unless they capture, save
	// or put a group in atari: a search that finds nothing better then
	// passes.
	hintInvade     = -12_000
	hintFillOwn    = -15_000
	hintSelfAtari  = -20_000 // minus 100 a stone put in atari
	hintFillOwnEye = -30_000
)

// lineHint prefers the third and fourth lines and shuns the first two, on
// boards big enough to have a centre.
var lineHint = [...]int32{0, -60, -20, 20, 10}

// OrderHints ranks moves for search: captures, then rescues of groups in
// atari, then ataris and local or well-placed moves, then pass, then moves
// into regions that already count for a side, then self-ataris and moves
// that fill the mover's own eye. Among moves of equal value search keeps
// the first, so a settled position is passed rather than filled.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	last := g.lastPlacement()
	c := g.toPlay()
	g.markSettled()
	sc := g.scratch()
	for i, m := range moves {
		if m == Pass {
			scores[i] = hintPass
			continue
		}
		h, tactical := g.hint(int(m), c, last)
		if !tactical && h > hintPass {
			switch Color(sc.owner[m]) {
			case c:
				h = hintFillOwn
			case 3 - c:
				if g.cfg.Rules == StandardRules {
					h = hintInvade
				}
			}
		}
		scores[i] = h
	}
}

// lastPlacement is the point of the last move, or -1 when it was a pass
// or there is none.
func (g *Game) lastPlacement() int {
	if n := len(g.hist); n > 0 && g.hist[n-1].move != Pass {
		return int(g.hist[n-1].move)
	}
	return -1
}

// markSettled sets sc.owner of every empty point to the colour its region
// counts for under the game's scoring, or Empty.
func (g *Game) markSettled() {
	sc := g.scratch()
	st := sc.newStamp()
	for _, p := range g.geo.points {
		if g.b.color[p] != empty || sc.seen[p] == st {
			continue
		}
		o := int8(g.owner(g.fill(int(p), st)))
		for _, q := range sc.stack {
			sc.owner[q] = o
		}
	}
}

// features are what the move ordering and the priors know of a
// placement.
type features struct {
	ownEye    bool // it fills an eye of the mover's
	selfAtari bool // it captures nothing and leaves its group one liberty
	ownSize   int  // the mover's stones it joins
	captured  int  // opponent stones it captures
	saved     int  // the mover's stones in atari it joins
	ataris    int  // opponent groups it puts in atari
	contact   int  // stones next to it
	nearLast  bool // within two points of the opponent's last move
}

// tactical reports whether the placement captures, saves a group from
// atari or puts one in atari.
func (f features) tactical() bool { return f.captured > 0 || f.saved > 0 || f.ataris > 0 }

// features describes the placement of c on the empty point p; last is
// the opponent's last placement, or -1.
func (g *Game) features(p int, c Color, last int) (f features) {
	b := &g.b
	if g.isOwnEye(p, c) {
		f.ownEye = true
		return f
	}
	heads, n := b.adjacentGroups(p)
	for _, o := range heads[:n] {
		size := int(b.size[o])
		if b.color[o] == c.v() {
			f.ownSize += size
			if b.libs[o] == 1 {
				f.saved += size
			}
			continue
		}
		switch b.libs[o] {
		case 1:
			f.captured += size
		case 2:
			f.ataris++
		}
	}
	if f.captured == 0 && g.libertiesAfter(p, c, heads[:n]) < 2 {
		f.selfAtari = true
	}
	for _, q := range b.neighbours(p) {
		if v := b.color[q]; v == Black.v() || v == White.v() {
			f.contact++
		}
	}
	if last >= 0 {
		x, y := g.geo.xy(p)
		lx, ly := g.geo.xy(last)
		f.nearLast = abs(x-lx)+abs(y-ly) <= 2
	}
	return f
}

// hint scores the placement of c on p, and says whether it captures,
// saves a group from atari or puts one in atari.
func (g *Game) hint(p int, c Color, last int) (int32, bool) {
	f := g.features(p, c, last)
	switch {
	case f.ownEye:
		return hintFillOwnEye, false
	case f.selfAtari:
		return hintSelfAtari - 100*int32(f.ownSize+1), false
	}
	h := hintAtari*int32(f.ataris) + hintContact*int32(f.contact)
	if f.captured > 0 {
		h += hintCapture + 200*int32(f.captured)
	}
	if f.saved > 0 {
		h += hintSave + 100*int32(f.saved)
	}
	if geo := g.geo; geo.s >= 7 {
		if l := int(geo.line[p]); l < len(lineHint) {
			h += lineHint[l]
		}
	}
	if f.nearLast {
		h += hintNearLast
	}
	return h, f.tactical()
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// isOwnEye reports whether the empty point p is an eye of colour c: every
// neighbour on the board is a c stone, and the opponent holds none of its
// diagonal points if it is on the edge, at most one otherwise.
func (g *Game) isOwnEye(p int, c Color) bool {
	b := &g.b
	for _, q := range b.neighbours(p) {
		if v := b.color[q]; v != c.v() && v != offBoard {
			return false
		}
	}
	w := g.geo.w
	bad, off := 0, 0
	for _, d := range [4]int{p - w - 1, p - w + 1, p + w - 1, p + w + 1} {
		switch v := b.color[d]; {
		case v == offBoard:
			off++
		case v != c.v() && v != empty:
			bad++
		}
	}
	if off > 0 {
		return bad == 0
	}
	return bad <= 1
}

// libertiesAfter counts, up to 2, the liberties the group of a c stone
// on p would have, own groups (heads) included, when it captures nothing.
func (g *Game) libertiesAfter(p int, c Color, heads []int16) int {
	b := &g.b
	st := b.newStamp()
	b.mark[p] = st
	n := 0
	for _, q := range b.neighbours(p) {
		if b.color[q] == empty && b.mark[q] != st {
			b.mark[q] = st
			if n++; n >= 2 {
				return n
			}
		}
	}
	for _, o := range heads {
		if b.color[o] != c.v() {
			continue
		}
		if b.libs[o] >= 3 {
			return 2 // it keeps two of them, p aside
		}
		for s := int(o); ; {
			for _, q := range b.neighbours(s) {
				if b.color[q] == empty && b.mark[q] != st {
					b.mark[q] = st
					if n++; n >= 2 {
						return n
					}
				}
			}
			s = int(b.next[s])
			if s == int(o) {
				break
			}
		}
	}
	return n
}
