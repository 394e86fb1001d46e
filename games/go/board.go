package gogame

import (
	"strconv"

	"github.com/tabla-games/tabla/position"
)

// MaxSize is the largest board, in points per side (GTP's limit).
const MaxSize = 25

// Point values of the color plane. A point off the board (the padding
// around it) is offBoard, so that neighbour loops need no bounds checks.
const (
	empty    int16 = 0
	offBoard int16 = 3
)

// columns are the GTP column letters: a to z without i.
const columns = "abcdefghjklmnopqrstuvwxyz"

// geometry is the immutable shape of an s×s board, shared by every game of
// that size. Points are stored in a padded array of width s+1: point (x, y)
// is at (y+1)*w + x + 1, so column 0 of each row and the rows above and
// below the board are padding, and the four neighbours of any point are
// p±1 and p±w, its diagonal neighbours p±w±1.
type geometry struct {
	s      int
	w      int     // padded row width, s+1
	n      int     // padded array length
	points []int16 // the on-board indices, from a1 row by row
	degree []int8  // number of on-board neighbours of each point
	// sides has bit sideN, sideS, sideW or sideE set for each side of the
	// board a point lies on.
	sides   []uint8
	corners [4]int16 // the corner of N∩W, N∩E, S∩W, S∩E
	names   []string // vertex names, indexed by point
	// line is 1 for the edge, 2 for the second line and so on.
	line []int8
	// place is the move features' placePair of each point's lines
	// across and up.
	place []int8
	// mask has a bit for every point, in nw words.
	mask position.BitsWide
	nw   int
}

// The four sides of the board, as bits.
const (
	sideN uint8 = 1 << iota
	sideS
	sideW
	sideE
)

var geometries = func() [MaxSize + 1]*geometry {
	var gs [MaxSize + 1]*geometry
	for s := 1; s <= MaxSize; s++ {
		gs[s] = newGeometry(s)
	}
	return gs
}()

func newGeometry(s int) *geometry {
	w := s + 1
	n := (s+2)*w + 1
	geo := &geometry{s: s, w: w, n: n,
		degree: make([]int8, n), sides: make([]uint8, n), names: make([]string, n), line: make([]int8, n), place: make([]int8, n)}
	for y := 0; y < s; y++ {
		for x := 0; x < s; x++ {
			p := geo.at(x, y)
			geo.points = append(geo.points, int16(p))
			geo.names[p] = columns[x:x+1] + strconv.Itoa(y+1)
			var d int8
			if x > 0 {
				d++
			}
			if x < s-1 {
				d++
			}
			if y > 0 {
				d++
			}
			if y < s-1 {
				d++
			}
			geo.degree[p] = d
			var sd uint8
			if y == s-1 {
				sd |= sideN
			}
			if y == 0 {
				sd |= sideS
			}
			if x == 0 {
				sd |= sideW
			}
			if x == s-1 {
				sd |= sideE
			}
			geo.sides[p] = sd
			geo.line[p] = int8(min(x, y, s-1-x, s-1-y) + 1)
			geo.place[p] = int8(placePair(min(x, s-1-x)+1, min(y, s-1-y)+1))
		}
	}
	geo.nw = (n + 63) / 64
	for _, p := range geo.points {
		geo.mask.Set(int(p))
	}
	geo.corners = [4]int16{int16(geo.at(0, s-1)), int16(geo.at(s-1, s-1)), int16(geo.at(0, 0)), int16(geo.at(s-1, 0))}
	return geo
}

// at is the index of point (x, y), x from the left, y from the bottom.
func (geo *geometry) at(x, y int) int { return (y+1)*geo.w + x + 1 }

// xy is the inverse of at.
func (geo *geometry) xy(p int) (x, y int) { return p%geo.w - 1, p/geo.w - 1 }

// Color is the content of a point: Empty, a Black or a White stone.
type Color int16

// The colors. Black and White are also 1 + the side number.
const (
	Empty Color = iota
	Black
	White
)

func (c Color) String() string {
	switch c {
	case Empty:
		return "empty"
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "offboard"
}

// v is the color's value in the color plane.
func (c Color) v() int16 { return int16(c) }

// symbol is the color's letter in the position string.
func (c Color) symbol() byte {
	if c == Black {
		return 'x'
	}
	return 'o'
}

// The planes of per-point state. Group data (libs, size) is kept at the
// group's head point. Every write goes through set, which logs the old
// value so that Unmake can undo a move by replaying the log backwards.
const (
	plColor = iota // empty, 1 black, 2 white, offBoard
	plHead         // the head point of the stone's group
	plNext         // the next stone of the group, a circular list
	plLibs         // at the head: the group's number of liberties
	plSize         // at the head: the group's number of stones
	numPlanes
)

// change is one logged write: plane, point and the value it replaced.
type change struct {
	plane uint8
	at    int16
	old   int16
}

// board is the stones with their groups and liberty counts, kept up to
// date by place and restored by undo.
type board struct {
	geo   *geometry
	pl    [numPlanes][]int16
	color []int16 // aliases of pl[...], for readable access
	head  []int16
	next  []int16
	libs  []int16
	size  []int16
	log   []change
	// marks are scratch space for liberty counts.
	marks
}

// marks marks points for one operation at a time (a liberty counted, a
// group met): p is marked when mark[p] == stamp, and a new stamp clears
// every mark at once.
type marks struct {
	mark  []uint32
	stamp uint32
}

func newBoard(geo *geometry) board {
	var b board
	b.geo = geo
	all := make([]int16, numPlanes*geo.n)
	for i := range b.pl {
		b.pl[i] = all[i*geo.n : (i+1)*geo.n : (i+1)*geo.n]
	}
	b.alias()
	for i := range b.color {
		b.color[i] = offBoard
	}
	for _, p := range geo.points {
		b.color[p] = empty
	}
	b.mark = make([]uint32, geo.n)
	b.log = make([]change, 0, 256)
	return b
}

func (b *board) alias() {
	b.color, b.head, b.next, b.libs, b.size = b.pl[plColor], b.pl[plHead], b.pl[plNext], b.pl[plLibs], b.pl[plSize]
}

// clone returns an independent copy, log included.
func (b *board) clone() board {
	c := *b
	n := b.geo.n
	all := make([]int16, numPlanes*n)
	for i := range c.pl {
		c.pl[i] = all[i*n : (i+1)*n : (i+1)*n]
		copy(c.pl[i], b.pl[i])
	}
	c.alias()
	c.log = append(make([]change, 0, cap(b.log)), b.log...)
	c.mark = make([]uint32, len(b.mark))
	c.stamp = 0
	return c
}

// set writes v to plane pl at p, logging the old value.
func (b *board) set(pl int, p int, v int16) {
	b.log = append(b.log, change{uint8(pl), int16(p), b.pl[pl][p]})
	b.pl[pl][p] = v
}

// undo replays the log backwards down to length n.
func (b *board) undo(n int) {
	for i := len(b.log) - 1; i >= n; i-- {
		c := b.log[i]
		b.pl[c.plane][c.at] = c.old
	}
	b.log = b.log[:n]
}

// newStamp starts a new marking round.
func (m *marks) newStamp() uint32 {
	m.stamp++
	if m.stamp == 0 {
		clear(m.mark)
		m.stamp = 1
	}
	return m.stamp
}

// neighbours are the indices of the four points next to p, padding
// included.
func (b *board) neighbours(p int) [4]int {
	w := b.geo.w
	return [4]int{p - w, p - 1, p + 1, p + w}
}

// adjacentGroups lists the distinct heads of the groups next to p.
func (b *board) adjacentGroups(p int) (heads [4]int16, n int) {
	for _, q := range b.neighbours(p) {
		c := b.color[q]
		if c != Black.v() && c != White.v() {
			continue
		}
		h := b.head[q]
		dup := false
		for _, o := range heads[:n] {
			dup = dup || o == h
		}
		if !dup {
			heads[n] = h
			n++
		}
	}
	return heads, n
}

// countLibs counts the liberties of the group with head h from scratch.
func (b *board) countLibs(h int) int16 {
	st := b.newStamp()
	var n int16
	for s := h; ; {
		for _, q := range b.neighbours(s) {
			if b.color[q] == empty && b.mark[q] != st {
				b.mark[q] = st
				n++
			}
		}
		s = int(b.next[s])
		if s == h {
			break
		}
	}
	return n
}

// wouldBeLegal reports whether a stone of color c on the empty point p
// would have a liberty once the opponent's groups left without one are
// removed: it is not suicide. It also returns whether it captures.
func (b *board) wouldBeLegal(p int, c Color) (ok, captures bool) {
	for _, q := range b.neighbours(p) {
		switch v := b.color[q]; {
		case v == empty:
			ok = true
		case v == c.v():
			if b.libs[b.head[q]] > 1 {
				ok = true
			}
		case v != offBoard: // an opponent stone
			if b.libs[b.head[q]] == 1 {
				ok, captures = true, true
			}
		}
	}
	return ok, captures
}

// placed is what place reports about a placement.
type placed struct {
	captured   int   // number of stones removed
	capturedAt int16 // the removed stone, when exactly one was
	hashDelta  uint64
}

// place puts a stone of color c on the empty point p, merges it with its
// friends, removes the opponent groups left without a liberty and keeps
// every liberty count exact. The caller has checked that it is legal.
func (b *board) place(p int, c Color) placed {
	var res placed
	cv := c.v()
	b.set(plColor, p, cv)
	b.set(plHead, p, int16(p))
	b.set(plNext, p, int16(p))
	b.set(plSize, p, 1)
	var libs int16
	for _, q := range b.neighbours(p) {
		if b.color[q] == empty {
			libs++
		}
	}
	b.set(plLibs, p, libs)
	res.hashDelta = stoneKey(c, p)

	heads, n := b.adjacentGroups(p)
	var own, dead [4]int16
	nOwn, nDead := 0, 0
	for _, h := range heads[:n] {
		if b.color[h] == cv {
			own[nOwn] = h
			nOwn++
			continue
		}
		// p was a liberty of this opponent group, once.
		b.set(plLibs, int(h), b.libs[h]-1)
		if b.libs[h] == 0 {
			dead[nDead] = h
			nDead++
		}
	}

	switch nOwn {
	case 0:
	case 1:
		b.join(int(own[0]), p)
	default:
		big := own[0]
		for _, h := range own[1:nOwn] {
			if b.size[h] > b.size[big] {
				big = h
			}
		}
		for _, h := range own[:nOwn] {
			if h != big {
				b.merge(int(big), int(h))
			}
		}
		b.merge(int(big), p)
		b.set(plLibs, int(big), b.countLibs(int(big)))
	}

	for _, h := range dead[:nDead] {
		s := int(h)
		for {
			res.captured++
			res.capturedAt = int16(s)
			res.hashDelta ^= stoneKey(3-c, s)
			b.set(plColor, s, empty)
			// s becomes a liberty of each distinct group of c around it.
			friends, nf := b.adjacentGroups(s)
			for _, f := range friends[:nf] {
				if b.color[f] == cv {
					b.set(plLibs, int(f), b.libs[f]+1)
				}
			}
			s = int(b.next[s])
			if s == int(h) {
				break
			}
		}
	}
	return res
}

// join adds the single new stone p to the group with head h, whose
// liberty p was: the group loses p and gains the empty neighbours of p
// that were not its liberties yet.
func (b *board) join(h, p int) {
	libs := b.libs[h] - 1
	for _, e := range b.neighbours(p) {
		if b.color[e] != empty {
			continue
		}
		already := false
		for _, q := range b.neighbours(e) {
			if q != p && b.color[q] != empty && b.color[q] != offBoard && int(b.head[q]) == h {
				already = true
				break
			}
		}
		if !already {
			libs++
		}
	}
	b.set(plHead, p, int16(h))
	b.set(plNext, p, b.next[h])
	b.set(plNext, h, int16(p))
	b.set(plSize, h, b.size[h]+1)
	b.set(plLibs, h, libs)
}

// merge relabels the group with head o into the group with head h and
// splices their stone lists. Liberties are left for the caller.
func (b *board) merge(h, o int) {
	for s := o; ; {
		b.set(plHead, s, int16(h))
		s = int(b.next[s])
		if s == o {
			break
		}
	}
	nh, no := b.next[h], b.next[o]
	b.set(plNext, h, no)
	b.set(plNext, o, nh)
	b.set(plSize, h, b.size[h]+b.size[o])
}

// groupHash is the XOR of the stone keys of the group with head h.
func (b *board) groupHash(h int, c Color) uint64 {
	var k uint64
	for s := h; ; {
		k ^= stoneKey(c, s)
		s = int(b.next[s])
		if s == h {
			break
		}
	}
	return k
}

// rebuild computes the groups and their liberties from the color plane
// alone, unlogged: it is how a position string is loaded.
func (b *board) rebuild() {
	st := b.newStamp()
	for _, p := range b.geo.points {
		c := b.color[p]
		if c == empty || b.mark[p] == st {
			continue
		}
		// Flood the group from p, threading each stone found into the
		// list right after the stone being looked at, so that the walk
		// reaches it before it returns to the head.
		h := int(p)
		b.mark[h] = st
		b.head[h], b.next[h] = int16(h), int16(h)
		size := int16(1)
		for s := h; ; {
			for _, q := range b.neighbours(s) {
				if b.color[q] == c && b.mark[q] != st {
					b.mark[q] = st
					b.head[q] = int16(h)
					b.next[q], b.next[s] = b.next[s], int16(q)
					size++
				}
			}
			s = int(b.next[s])
			if s == h {
				break
			}
		}
		b.size[h] = size
	}
	for _, p := range b.geo.points {
		if b.color[p] != empty && b.head[p] == p {
			b.libs[p] = b.countLibs(int(p))
		}
	}
}
