package gogame

import "math/bits"

// The playout policy (the package documentation's "Playouts"). choose
// looks, in this order, for a capture of an opponent group in atari (the
// last stone's, or one next to the mover's previous move), a rescue of a
// group that the last move put in atari, an atari that captures the
// last stone's group (capturingAtari), the vital point of a small eye
// space next to the last move (nakade, when playoutNakade is on), a
// shape next to the last move, and else draws a point at random; every
// candidate must be acceptable.

// choose returns the policy's move for colour c, or 0 to pass. last and
// last2 are the last two placements (0 for a pass or none).
func (pb *playoutBoard) choose(c int16, last, last2 int) int {
	if last != 0 || last2 != 0 {
		if p := pb.tactical(c, last, last2); p != 0 {
			return p
		}
	}
	if last != 0 {
		if p := pb.capturingAtari(c, last); p != 0 {
			return p
		}
	}
	if last != 0 && playoutNakade {
		if p := pb.nakade(c, last); p != 0 {
			return p
		}
	}
	if last != 0 {
		var p int
		if pb.gamma != nil {
			p = pb.learnedShape(c, last)
		} else {
			p = pb.shape(c, last)
		}
		if p != 0 {
			return p
		}
	}
	return pb.random(c)
}

// playoutNakade switches on the playouts' nakade rule (nakade). It is
// off: at equal playouts it scored 65-69 against the policy without it
// (the package documentation's "Nakade"), which is faster. Tests switch
// it on.
var playoutNakade = false

// capturingAtari returns an acceptable atari on the last stone's group
// that captures it, or 0: the group has two liberties, its extension on
// the other one leaves it one liberty, no group of c's next to it is in
// atari (which it could capture instead), and the atari stone keeps two
// liberties. A ladder of more than one step is not read: with ladder
// reading the rule scored worse, and so did extending a group of c's
// that the last move left two liberties (the package documentation's
// "Capturing ataris").
func (pb *playoutBoard) capturingAtari(c int16, last int) int {
	h := int(pb.head[last])
	if pb.libs[h] != 2 || pb.touchesAtari(h, c) {
		return 0
	}
	pb.cand = pb.cand[:0]
	l1, l2 := pb.lb.twoLiberties(h)
	for _, a := range [2][2]int{{l1, l2}, {l2, l1}} {
		if pb.libsAround(a[1], a[0], 3-c, 2) <= 1 && pb.libsAfter(a[0], c, 2) >= 2 {
			pb.cand = append(pb.cand, int16(a[0]))
		}
	}
	return pb.pick(c)
}

// touchesAtari reports whether a group of colour c in atari touches the
// group with head h.
func (pb *playoutBoard) touchesAtari(h int, c int16) bool {
	w := pb.geo.w
	for s := h; ; {
		for _, e := range [4]int{s - w, s - 1, s + 1, s + w} {
			if pb.color[e] == c && pb.libs[pb.head[e]] == 1 {
				return true
			}
		}
		s = int(pb.next[s])
		if s == h {
			return false
		}
	}
}

// maxEyeSpace is the largest eye space whose vital point nakade plays:
// the killing shapes have 3 to 6 points.
const maxEyeSpace = 6

// nakade returns an acceptable vital point of an eye space next to the
// last move, or 0. An eye space here is a region of 3 to 6 empty points
// that stones of one colour alone enclose (the board's edge aside), of a
// shape that is one eye if its owner lets the other side take its vital
// point, and two if the owner takes it: the straight and the bent three,
// the pyramid four, the bulky and the crossed five, the rabbity six. The
// vital point is the point with the most neighbours in the region; a
// square four has none (it is one eye whoever plays in it), and other
// shapes are left to the rest of the policy. Either side plays it: the
// enclosing side to live, the other to kill.
func (pb *playoutBoard) nakade(c int16, last int) int {
	w := pb.geo.w
	pb.cand = pb.cand[:0]
	// Each region gets a stamp of its own: a region given up on is not
	// all marked, so another start in it must look at it again. A point
	// with a stamp from first on was seen in this call: it is in a region
	// given up on, which is none of the shapes, or in one done.
	var first uint32
	for _, q := range [4]int{last - w, last - 1, last + 1, last + w} {
		if pb.color[q] != empty || first != 0 && pb.mark[q] >= first {
			continue
		}
		st := pb.newStamp()
		if first == 0 {
			first = st
		}
		if p := pb.vitalPoint(q, st); p != 0 {
			pb.cand = append(pb.cand, int16(p))
		}
	}
	return pb.pick(c)
}

// vitalPoint returns the vital point of the eye space (see nakade) that
// holds the empty point start, or 0 when start's region is not one. It
// marks with st the points of the region it visits: all of them, unless
// it gives up on a region too big or not enclosed by one colour.
func (pb *playoutBoard) vitalPoint(start int, st uint32) int {
	w := pb.geo.w
	color, mark := pb.color, pb.mark
	var region [maxEyeSpace]int
	region[0], mark[start] = start, st
	n := 1
	border := empty // the enclosing colour, once met
	for i := 0; i < n; i++ {
		p := region[i]
		for _, q := range [4]int{p - w, p - 1, p + 1, p + w} {
			switch v := color[q]; {
			case v == offBoard:
			case v == empty:
				if mark[q] != st {
					if n == maxEyeSpace {
						return 0
					}
					mark[q] = st
					region[n] = q
					n++
				}
			case border == empty:
				border = v
			case v != border:
				return 0
			}
		}
	}
	if n < 3 || border == empty {
		return 0
	}
	// The degrees: each point's neighbours in the region.
	vital, most, tied, square := 0, 0, false, false
	for _, p := range region[:n] {
		d := 0
		for _, q := range [4]int{p - w, p - 1, p + 1, p + w} {
			if color[q] == empty && mark[q] == st {
				d++
			}
		}
		switch {
		case d > most:
			vital, most, tied = p, d, false
		case d == most:
			tied = true
		}
		square = square || color[p+1] == empty && mark[p+1] == st &&
			color[p+w] == empty && mark[p+w] == st &&
			color[p+w+1] == empty && mark[p+w+1] == st
	}
	if tied {
		return 0
	}
	switch n {
	case 3, 4: // three in a row or bent (degree 2), the pyramid (3)
		return vital
	case 5: // the cross (degree 4), the bulky five (a square and one)
		if most == 4 || square {
			return vital
		}
	case 6: // the rabbity six: a cross and a point in one of its corners
		if most == 4 && square {
			return vital
		}
	}
	return 0
}

// below returns a uniform integer in [0, n), from the playout's own
// generator (wyrand), which Playout seeds from the caller's at the start
// of every playout: a call through rand.Rand's Source interface costs
// several times more.
func (pb *playoutBoard) below(n int) int {
	pb.rand += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(pb.rand, pb.rand^0xe7037ed1a0b428db)
	return int(uint64(uint32(hi^lo)) * uint64(n) >> 32)
}

// acceptable reports whether the policy may play c on the empty point p:
// legal under simple ko (not the ko point, not suicide), not a true eye
// of c's own, and not a self-atari of a group of two stones or more
// that captures nothing.
func (pb *playoutBoard) acceptable(p int, c int16) bool {
	if p == pb.ko {
		return false
	}
	w := pb.geo.w
	color, head, libs := pb.color, pb.head, pb.libs
	// Two empty neighbours, the common case, settle it.
	free := 0
	if color[p-w] == empty {
		free++
	}
	if color[p-1] == empty {
		free++
	}
	if color[p+1] == empty {
		free++
	}
	if color[p+w] == empty {
		free++
	}
	if free >= 2 {
		return true
	}
	// safe: a group of c's around has a liberty besides p; rich: it has
	// two.
	own, safe, rich, captures, eyeish := false, false, false, false, free == 0
	for _, q := range [4]int{p - w, p - 1, p + 1, p + w} {
		switch v := color[q]; {
		case v == empty, v == offBoard:
		case v == c:
			own = true
			if n := libs[head[q]]; n > 1 {
				safe = true
				rich = rich || n > 2
			}
		default:
			eyeish = false
			if libs[head[q]] == 1 {
				captures = true
			}
		}
	}
	if eyeish && pb.trueEye(p, c) {
		return false
	}
	if captures {
		return true
	}
	if free == 0 && !safe {
		return false // suicide
	}
	// One liberty of its own at most: accept a lone stone, or a group
	// that keeps two liberties.
	return !own || rich || pb.libsAfter(p, c, 2) >= 2
}

// trueEye reports, for a point whose neighbours are all c's stones or
// off the board, whether it is an eye: the opponent holds none of its
// diagonal points on the edge, at most one in the middle (as isOwnEye).
func (pb *playoutBoard) trueEye(p int, c int16) bool {
	w := pb.geo.w
	color := pb.color
	bad, off := 0, 0
	for _, d := range [4]int{p - w - 1, p - w + 1, p + w - 1, p + w + 1} {
		switch v := color[d]; {
		case v == offBoard:
			off++
		case v != c && v != empty:
			bad++
		}
	}
	if off > 0 {
		return bad == 0
	}
	return bad <= 1
}

// libsAfter counts, up to limit (2 or 3), the liberties of the group that
// a stone of colour c on the empty point p would form with its
// neighbours, captures not counted.
func (pb *playoutBoard) libsAfter(p int, c int16, limit int) int {
	return pb.libsAround(p, p, c, limit)
}

// libsAround is libsAfter with the empty point but not counted either: a
// stone of the other colour is to be on it.
func (pb *playoutBoard) libsAround(p, but int, c int16, limit int) int {
	w := pb.geo.w
	color, head, libs := pb.color, pb.head, pb.libs
	st := pb.newStamp()
	pb.mark[p] = st
	pb.mark[but] = st
	keep := limit // the liberties past which a group keeps limit
	if but != p {
		keep++
	}
	n := 0
	nb := [4]int{p - w, p - 1, p + 1, p + w}
	for _, q := range nb {
		if color[q] == empty && pb.mark[q] != st {
			pb.mark[q] = st
			if n++; n >= limit {
				return n
			}
		}
	}
	for _, q := range nb {
		if color[q] != c {
			continue
		}
		h := int(head[q])
		if int(libs[h]) > keep {
			return limit // it keeps limit of them at least, p and but aside
		}
		for s := h; ; {
			for _, e := range [4]int{s - w, s - 1, s + 1, s + w} {
				if color[e] == empty && pb.mark[e] != st {
					pb.mark[e] = st
					if n++; n >= limit {
						return n
					}
				}
			}
			s = int(pb.next[s])
			if s == h {
				break
			}
		}
	}
	return n
}

// tactical looks for (a) a capture of the last stone's group or of an
// opponent group next to c's previous move, when in atari, and (b) a
// rescue of c's groups next to the last move that are in atari: by
// capturing a group in atari next to them, else by extending when that
// gives more than one liberty.
func (pb *playoutBoard) tactical(c int16, last, last2 int) int {
	w := pb.geo.w
	color, head, libs := pb.color, pb.head, pb.libs
	o := 3 - c
	pb.cand = pb.cand[:0]
	st := pb.newStamp() // marks the heads already looked at
	try := func(q int) {
		if color[q] != o {
			return
		}
		h := int(head[q])
		if libs[h] == 1 && pb.mark[h] != st {
			pb.mark[h] = st
			pb.cand = append(pb.cand, int16(pb.liberty(h)))
		}
	}
	// The last move can have put in atari only its own group; older
	// ataris are looked for next to c's previous move.
	if last != 0 {
		try(last)
	}
	if last2 != 0 {
		for _, q := range [4]int{last2 - w, last2 - 1, last2 + 1, last2 + w} {
			try(q)
		}
	}
	if p := pb.pick(c); p != 0 || last == 0 {
		return p
	}
	// Rescues: c's groups that the last move put in atari.
	for _, q := range [4]int{last - w, last - 1, last + 1, last + w} {
		if color[q] != c {
			continue
		}
		h := int(head[q])
		if libs[h] != 1 || pb.mark[h] == st {
			continue
		}
		pb.mark[h] = st
		n := len(pb.cand)
		for s := h; ; {
			for _, e := range [4]int{s - w, s - 1, s + 1, s + w} {
				try(e)
			}
			s = int(pb.next[s])
			if s == h {
				break
			}
		}
		if len(pb.cand) == n {
			// With two liberties only, a ladder may take it anyway:
			// with ladder reading on, tell two liberties from three.
			lib, limit := pb.liberty(h), 2
			if playoutLadders {
				limit = 3
			}
			if n := pb.libsAfter(lib, c, limit); n == 3 || n == 2 && !(playoutLadders && pb.laddered(lib, c)) {
				pb.cand = append(pb.cand, int16(lib))
			}
		}
	}
	return pb.pick(c)
}

// playoutLadders switches on the ladder reading of the playout policy:
// no extension of a group in atari into a working ladder. It is off: it
// costs a third of the playouts' speed (the package documentation's
// "Ladders"), and given the playouts of equal time it scored 50-50
// against the policy without it. Tests switch it on.
var playoutLadders = false

// laddered reports whether a stone of c on the liberty lib of a group in
// atari leaves it two liberties only, from which a ladder captures it.
func (pb *playoutBoard) laddered(lib int, c int16) bool {
	b := &pb.lb
	mark := len(b.log)
	ko := b.koAfter(lib, b.place(lib, Color(c)))
	caught := b.libs[b.head[lib]] == 2 && b.ladderWorks(lib, ko, ladderPlayoutBudget)
	b.undo(mark)
	return caught
}

// pick returns an acceptable move among the candidates, from a random
// start, or 0.
func (pb *playoutBoard) pick(c int16) int {
	n := len(pb.cand)
	if n == 0 {
		return 0
	}
	i := pb.below(n)
	for k := 0; k < n; k++ {
		if p := int(pb.cand[i]); pb.acceptable(p, c) {
			return p
		}
		if i++; i == n {
			i = 0
		}
	}
	return 0
}

// random draws empty points without replacement until one is acceptable,
// or returns 0 when none is.
func (pb *playoutBoard) random(c int16) int {
	e, where := pb.empty, pb.where
	for n := len(e); n > 0; n-- {
		i := pb.below(n)
		p := e[i]
		if pb.acceptable(int(p), c) {
			return int(p)
		}
		// Move p after the points still to draw from.
		q := e[n-1]
		e[i], e[n-1] = q, p
		where[q], where[p] = int16(i), int16(n-1)
	}
	return 0
}

// shape returns an acceptable empty point next to the last move (its
// eight neighbours) where c would make one of the shapes, or 0.
func (pb *playoutBoard) shape(c int16, last int) int {
	w := pb.geo.w
	// In every shape each opponent stone touches one of the mover's: the
	// shapes the last stone can be part of need one of c's stones next
	// to it.
	if color := pb.color; color[last-w] != c && color[last-1] != c && color[last+1] != c && color[last+w] != c {
		return 0
	}
	tab := &shapeTable[c-1]
	pb.cand = pb.cand[:0]
	for _, q := range [8]int{last - w - 1, last - w, last - w + 1, last - 1, last + 1, last + w - 1, last + w, last + w + 1} {
		if pb.color[q] != empty {
			continue
		}
		if k := around(pb.color, q, w); tab[k>>6]&(1<<(k&63)) != 0 {
			pb.cand = append(pb.cand, int16(q))
		}
	}
	return pb.pick(c)
}

// learnedShape is shape with the learned 3×3 strengths (option
// playout=learned; learned.go's playoutGammas): among the empty,
// acceptable neighbours of the last move (its eight), it returns one
// drawn in proportion to the strength of its neighbourhood for c, atari
// marks included, with probability W / (W + localK), W being their
// strengths' sum, and else 0.
func (pb *playoutBoard) learnedShape(c int16, last int) int {
	w := pb.geo.w
	color, head, libs, gamma := pb.color, pb.head, pb.libs, pb.gamma
	var cand [8]int
	var weight [8]uint32
	n, total := 0, uint32(0)
	for _, q := range [8]int{last - w - 1, last - w, last - w + 1, last - 1, last + 1, last + w - 1, last + w, last + w + 1} {
		if color[q] != empty {
			continue
		}
		g := uint32(gamma[nbCodeOn(color, head, libs, w, q, c)])
		cand[n], weight[n] = q, g
		total += g
		n++
	}
	// One draw decides both: below total, the candidate it falls on. A
	// candidate that is not acceptable is struck off and the draw
	// repeated, which gives each acceptable one, and the random point,
	// the chance it would have among them alone, at the cost of testing
	// only the candidates drawn.
	for n > 0 {
		r := uint32(pb.below(int(total + localK)))
		if r >= total {
			return 0
		}
		i := 0
		for ; r >= weight[i]; i++ {
			r -= weight[i]
		}
		if p := cand[i]; pb.acceptable(p, c) {
			return p
		}
		total -= weight[i]
		n--
		cand[i], weight[i] = cand[n], weight[n]
	}
	return 0
}

// around encodes the 3×3 neighbourhood of p on a board of colours (row
// width w), 2 bits a point (its colour value), in the order of
// shapeCells.
func around(c []int16, p, w int) uint {
	return uint(c[p+w-1]) | uint(c[p+w])<<2 | uint(c[p+w+1])<<4 |
		uint(c[p-1])<<6 | uint(c[p+1])<<8 |
		uint(c[p-w-1])<<10 | uint(c[p-w])<<12 | uint(c[p-w+1])<<14
}

// shapeCells are the (dx, dy) offsets of the 8 points around the centre,
// in the order of around's bits: the row above (dy = 1, towards the
// board's top) from the left, the centre row, the row below.
var shapeCells = [8][2]int{{-1, 1}, {0, 1}, {1, 1}, {-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {1, -1}}

// shapes are the 3×3 shapes the playout plays next to the last move,
// seen by the mover, whose move is the centre: X the mover's stone, O the
// opponent's, '.' empty, '?' anything (off the board included), '*' the
// centre. Each counts in its 8 rotations and reflections.
var shapes = [...][3]string{
	// Hane: bend around an opponent stone in contact with one's own,
	// with both sides of the new stone open.
	{"XO?", ".*.", "???"},
	// Cut two opponent stones that touch diagonally where the mover
	// holds their other common neighbour.
	{"XO?", "O*?", "???"},
	// Connect against that cut.
	{"OX?", "X*?", "???"},
}

// shapeTable[mover] has bit k set when around gives k for a centre where
// the mover (0 Black, 1 White) makes one of the shapes.
var shapeTable = buildShapeTable()

// symmetry maps the offset (x, y) from a centre under the board's
// symmetry sym, 0 to 7: bit 0 mirrors x, bit 1 mirrors y, bit 2 swaps
// them.
func symmetry(sym, x, y int) (int, int) {
	if sym&1 != 0 {
		x = -x
	}
	if sym&2 != 0 {
		y = -y
	}
	if sym&4 != 0 {
		x, y = y, x
	}
	return x, y
}

// buildShapeTable expands the shapes in their symmetries and their
// wildcards into shapeTable.
func buildShapeTable() (t [2][1 << 16 / 64]uint64) {
	for mover := 0; mover < 2; mover++ {
		own, opp := uint(mover+1), uint(2-mover)
		for _, sh := range shapes {
			for sym := 0; sym < 8; sym++ {
				// allowed[i] is the set of colour values the shape
				// allows at around's cell i, as bits.
				var allowed [8]uint
				for i, d := range shapeCells {
					x, y := symmetry(sym, d[0], d[1])
					var a uint
					switch sh[1-y][x+1] {
					case 'X':
						a = 1 << own
					case 'O':
						a = 1 << opp
					case '.':
						a = 1 << uint(empty)
					default:
						a = 1<<uint(empty) | 1<<own | 1<<opp | 1<<uint(offBoard)
					}
					allowed[i] = a
				}
				var expand func(i int, k uint)
				expand = func(i int, k uint) {
					if i == 8 {
						t[mover][k>>6] |= 1 << (k & 63)
						return
					}
					for v := uint(0); v < 4; v++ {
						if allowed[i]&(1<<v) != 0 {
							expand(i+1, k|v<<(2*i))
						}
					}
				}
				expand(0, 0)
			}
		}
	}
	return t
}
