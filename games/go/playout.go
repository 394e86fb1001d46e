package gogame

import (
	"math/rand/v2"

	"github.com/tabla-games/tabla/position"
)

var (
	_ position.Playouter = (*Game)(nil)
	_ position.Owner     = (*Game)(nil)
	_ position.Komier    = (*Game)(nil)
)

// Playout plays the game from the current position to its end with the
// playout policy described in the package documentation and returns the
// final margin in centi-points, komi included, from the point of view of
// the side to move now, as Outcome would report it at the end. The game
// is left exactly as it was: the playout runs on a copy of the board kept
// in the Game for reuse, so that it allocates nothing after the first
// call. When trace is not nil, every placement of the playout is
// appended to it (pass is not recorded), as the Move that GenMoves gives
// for that point, with the side that played it.
func (g *Game) Playout(rng *rand.Rand, trace *position.Trace) int {
	score, _ := g.playout(rng, trace, nil)
	return score
}

// PlayoutOwner plays one playout as Playout does (trace as Playout's) and
// adds to owner the final owner of every point: 1 for a point that counts
// for Black at the end under the game's scoring (a black stone, or an
// empty point of a region scored for Black), -1 for White, nothing for a
// point that counts for nobody. owner is indexed by x + y*size, x and y
// from 0 at a1 (the order of the Layout's cells), and needs size*size
// entries. Summed over many playouts and divided by their number it
// estimates each point's final owner: a stone whose point ends mostly
// with the other colour is dead (what GTP's final_status_list reports).
// It returns Playout's score.
func (g *Game) PlayoutOwner(rng *rand.Rand, trace *position.Trace, owner []int32) int {
	score, _ := g.playout(rng, trace, owner[:g.geo.s*g.geo.s])
	return score
}

// KomiStep is position.Komier's: with option dynkomi=adaptive the search
// may move the playouts' extra komi by a point at a time, up to the
// board's points; with dynkomi=off (the default) it asks for none.
func (g *Game) KomiStep() (step, most int) {
	if !g.cfg.DynKomi {
		return 0, 0
	}
	return 100, 100 * g.geo.s * g.geo.s
}

// SetPlayoutKomi has the playouts that follow (Playout and PlayoutOwner)
// count komi centi-points against side, on top of the game's komi: side
// 0 (Black) gives it to White, side 1 to Black. Only the playouts' scores
// see it; Outcome, Evaluate, Score and the rules keep the game's komi.
func (g *Game) SetPlayoutKomi(side, komi int) {
	if side == 1 {
		komi = -komi
	}
	g.playoutKomi = komi
}

// playoutPliesPerPoint caps a playout's length: it stops, and is scored as
// it stands, after that many plies per point of the board.
const playoutPliesPerPoint = 3

// playout is Playout, also adding the final owners to owner when it is not
// nil, and reporting the plies it played (passes included).
func (g *Game) playout(rng *rand.Rand, trace *position.Trace, owner []int32) (score, plies int) {
	if g.over() {
		if owner != nil {
			g.scoreOn(g.b.color, int(g.stones[0]), int(g.stones[1]), owner)
		}
		score = g.finalMargin()
		if g.side == 1 {
			return score + g.playoutKomi, 0
		}
		return score - g.playoutKomi, 0
	}
	if g.po == nil {
		g.po = newPlayoutBoard(g.geo)
	}
	pb := g.po
	pb.load(g)
	pb.rand = rng.Uint64()
	pb.gamma = g.shapeGammas()
	var last, last2 int // the last two placements, or 0 after a pass
	if n := len(g.hist); n > 0 {
		if m := g.hist[n-1].move; m != Pass {
			last = int(m)
		}
		if n > 1 {
			if m := g.hist[n-2].move; m != Pass {
				last2 = int(m)
			}
		}
	}
	side, ply, passes := g.side, g.ply, g.passes
	maxPlies := playoutPliesPerPoint * len(g.geo.points)
	for plies < maxPlies && passes < 2 && (g.cfg.K == 0 || ply < g.cfg.K) {
		c := int16(side + 1)
		p := pb.choose(c, last, last2)
		if p == 0 {
			passes++
			pb.ko = 0
		} else {
			pb.play(p, c)
			passes = 0
			if trace != nil {
				trace.Add(position.Move(p), side)
			}
		}
		last2, last = last, p
		side ^= 1
		ply++
		plies++
	}
	black, white := g.scoreOn(pb.color, pb.stones[0], pb.stones[1], owner)
	score = (black-white)*100 - g.cfg.Komi - g.playoutKomi
	if g.side == 1 {
		score = -score
	}
	return score, plies
}

// playoutBoard is a copy of a Game's board that a playout plays on: the
// same planes and exact liberty counts, without the undo log, with the
// list of empty points from which random moves are drawn and its own
// simple-ko point.
type playoutBoard struct {
	geo                           *geometry
	color, head, next, libs, size []int16
	// empty lists the empty points; where[p] is p's index in it.
	empty, where []int16
	// marks note the points of the operation under way: a liberty
	// counted, the head of a group met.
	marks
	ko     int
	stones [2]int
	// cand collects the policy's candidate moves.
	cand []int16
	// rand is the state of the playout's random generator.
	rand uint64
	// gamma is learned.go's playoutGammas with option playout=learned,
	// else nil: the hand-written shapes.
	gamma []uint16
	// lb is a board over the same planes, with its own log and marks,
	// on which ladders are read (ladder.go) and taken back.
	lb board
}

func newPlayoutBoard(geo *geometry) *playoutBoard {
	n := geo.n
	all := make([]int16, 7*n)
	plane := func(i int) []int16 { return all[i*n : (i+1)*n : (i+1)*n] }
	pb := &playoutBoard{geo: geo,
		color: plane(0), head: plane(1), next: plane(2), libs: plane(3), size: plane(4),
		empty: plane(5)[:0], where: plane(6),
		marks: marks{mark: make([]uint32, n)}, cand: make([]int16, 0, n)}
	pb.lb = board{geo: geo, log: make([]change, 0, 1024), marks: marks{mark: make([]uint32, n)}}
	pb.lb.pl = [numPlanes][]int16{plColor: pb.color, plHead: pb.head, plNext: pb.next, plLibs: pb.libs, plSize: pb.size}
	pb.lb.alias()
	return pb
}

// load copies the game's board, and sets the ko point: the game's own
// under simple ko; under positional superko, the point that simple ko
// would forbid after the last move, whose retaking superko forbids too.
func (pb *playoutBoard) load(g *Game) {
	b := &g.b
	copy(pb.color, b.color)
	copy(pb.head, b.head)
	copy(pb.next, b.next)
	copy(pb.libs, b.libs)
	copy(pb.size, b.size)
	pb.empty = pb.empty[:0]
	for _, p := range g.geo.points {
		if pb.color[p] == empty {
			pb.where[p] = int16(len(pb.empty))
			pb.empty = append(pb.empty, p)
		}
	}
	pb.stones = [2]int{int(g.stones[0]), int(g.stones[1])}
	pb.ko = int(g.ko)
	if n := len(g.hist); g.seen != nil && n > 0 {
		u := &g.hist[n-1]
		p := int(u.move)
		if u.move != Pass && u.stones[g.side]-g.stones[g.side] == 1 &&
			pb.head[p] == int16(p) && pb.size[p] == 1 && pb.libs[p] == 1 {
			pb.ko = pb.liberty(p)
		}
	}
}

// liberty returns a liberty of the group with head h.
func (pb *playoutBoard) liberty(h int) int {
	w := pb.geo.w
	color := pb.color
	for s := h; ; {
		for _, q := range [4]int{s - w, s - 1, s + 1, s + w} {
			if color[q] == empty {
				return q
			}
		}
		s = int(pb.next[s])
		if s == h {
			return 0
		}
	}
}

// removeEmpty takes p out of the empty list.
func (pb *playoutBoard) removeEmpty(p int) {
	i := pb.where[p]
	last := pb.empty[len(pb.empty)-1]
	pb.empty[i] = last
	pb.where[last] = i
	pb.empty = pb.empty[:len(pb.empty)-1]
}

// play puts a stone of colour c on the empty point p, which the policy has
// found legal, and keeps groups, liberties, the empty list and the ko
// point as Make does.
func (pb *playoutBoard) play(p int, c int16) {
	w := pb.geo.w
	color, head, libs := pb.color, pb.head, pb.libs
	pb.removeEmpty(p)
	color[p] = c
	nb := [4]int{p - w, p - 1, p + 1, p + w}
	var own, dead [4]int16
	nOwn, nDead, free := 0, 0, int16(0)
	st := pb.newStamp() // marks the heads of the groups met
	mark := pb.mark
	for _, q := range nb {
		v := color[q]
		switch {
		case v == empty:
			free++
			continue
		case v == offBoard:
			continue
		}
		h := head[q]
		if mark[h] == st {
			continue
		}
		mark[h] = st
		if v == c {
			own[nOwn] = h
			nOwn++
			continue
		}
		libs[h]--
		if libs[h] == 0 {
			dead[nDead] = h
			nDead++
		}
	}
	switch nOwn {
	case 0:
		head[p], pb.next[p], pb.size[p], libs[p] = int16(p), int16(p), 1, free
	case 1:
		pb.join(int(own[0]), p)
	default:
		big := own[0]
		for _, h := range own[1:nOwn] {
			if pb.size[h] > pb.size[big] {
				big = h
			}
		}
		head[p], pb.next[p], pb.size[p] = int16(p), int16(p), 1
		// The merged group's liberties are big's, less p, plus those of
		// the other groups and of p that are not big's already: only the
		// smaller groups are walked.
		st := pb.newStamp()
		n := libs[big] - 1
		for _, h := range own[:nOwn] {
			if h != big {
				n += pb.newLibs(int(h), int(big), st)
			}
		}
		n += pb.newLibs(p, int(big), st)
		for _, h := range own[:nOwn] {
			if h != big {
				pb.merge(int(big), int(h))
			}
		}
		pb.merge(int(big), p)
		libs[big] = n
	}
	captured, capturedAt := 0, 0
	for _, h := range dead[:nDead] {
		captured += int(pb.size[h])
		capturedAt = int(h)
		pb.remove(int(h), c)
	}
	pb.stones[c-1]++
	pb.stones[2-c] -= captured
	pb.ko = 0
	if captured == 1 && head[p] == int16(p) && pb.size[p] == 1 && libs[p] == 1 {
		pb.ko = capturedAt
	}
}

// join adds the lone new stone p to the group with head h, of which p was
// a liberty.
func (pb *playoutBoard) join(h, p int) {
	w := pb.geo.w
	color, head := pb.color, pb.head
	n := pb.libs[h] - 1
	for _, e := range [4]int{p - w, p - 1, p + 1, p + w} {
		if color[e] != empty {
			continue
		}
		// e is new to the group unless another stone of it touches e.
		if !(e-w != p && head[e-w] == int16(h) && color[e-w] == color[p] ||
			e-1 != p && head[e-1] == int16(h) && color[e-1] == color[p] ||
			e+1 != p && head[e+1] == int16(h) && color[e+1] == color[p] ||
			e+w != p && head[e+w] == int16(h) && color[e+w] == color[p]) {
			n++
		}
	}
	head[p] = int16(h)
	pb.next[p] = pb.next[h]
	pb.next[h] = int16(p)
	pb.size[h]++
	pb.libs[h] = n
}

// merge relabels the group with head o into the group with head h and
// splices their stone lists; liberties are left to the caller.
func (pb *playoutBoard) merge(h, o int) {
	for s := o; ; {
		pb.head[s] = int16(h)
		s = int(pb.next[s])
		if s == o {
			break
		}
	}
	pb.next[h], pb.next[o] = pb.next[o], pb.next[h]
	pb.size[h] += pb.size[o]
}

// newLibs counts the liberties of the group with head h that are not
// marked with st yet and are not liberties of the group with head big,
// and marks them.
func (pb *playoutBoard) newLibs(h, big int, st uint32) int16 {
	w := pb.geo.w
	color, head, mark := pb.color, pb.head, pb.mark
	b := int16(big)
	var n int16
	for s := h; ; {
		for _, e := range [4]int{s - w, s - 1, s + 1, s + w} {
			if color[e] != empty || mark[e] == st {
				continue
			}
			mark[e] = st
			// Stones of the other colour and the points off the board
			// never have big as their head; empty points may, stale.
			if !(head[e-w] == b && color[e-w] != empty || head[e-1] == b && color[e-1] != empty ||
				head[e+1] == b && color[e+1] != empty || head[e+w] == b && color[e+w] != empty) {
				n++
			}
		}
		s = int(pb.next[s])
		if s == h {
			return n
		}
	}
}

// countLibs counts the liberties of the group with head h.
func (pb *playoutBoard) countLibs(h int) int16 {
	w := pb.geo.w
	st := pb.newStamp()
	var n int16
	for s := h; ; {
		for _, q := range [4]int{s - w, s - 1, s + 1, s + w} {
			if pb.color[q] == empty && pb.mark[q] != st {
				pb.mark[q] = st
				n++
			}
		}
		s = int(pb.next[s])
		if s == h {
			return n
		}
	}
}

// remove takes the captured group with head h off the board; each point
// becomes a liberty of the groups of colour c around it.
func (pb *playoutBoard) remove(h int, c int16) {
	w := pb.geo.w
	color, head, libs := pb.color, pb.head, pb.libs
	for s := h; ; {
		color[s] = empty
		pb.where[s] = int16(len(pb.empty))
		pb.empty = append(pb.empty, int16(s))
		st := pb.newStamp()
		for _, q := range [4]int{s - w, s - 1, s + 1, s + w} {
			if color[q] != c {
				continue
			}
			if g := head[q]; pb.mark[g] != st {
				pb.mark[g] = st
				libs[g]++
			}
		}
		s = int(pb.next[s])
		if s == h {
			return
		}
	}
}
