package amazons

import "github.com/tabla-games/tabla/position"

// unreached is the distance of a square that a side cannot reach.
const unreached = 0xff

// Evaluation weights, in centi-squares.
const (
	// tieShare is what a square reached equally soon by both sides is
	// worth to the side to move, which gets there first.
	tieShare = 20
	// queenWeight and kingWeight mix the two territories (out of 4).
	queenWeight, kingWeight = 3, 1
	// libertyValue rewards each empty neighbour of an amazon, up to
	// libertyCap of them: an amazon with few is about to be shut in.
	libertyValue, libertyCap = 8, 4
)

// The evaluation works on bitboards of the 100 squares, numbered y*bitStride+x
// (file x and rank y from 0): each rank is followed by a guard bit that is
// never an open square, so a shift that steps off the east or west edge
// lands on a guard bit and is masked away, and ranks fit in 110 bits.
const bitStride = size + 1

// up holds the bitboard shifts of the four queen directions towards
// higher bits; their opposites shift down by as much.
var up = [4]uint{1, bitStride, bitStride + 1, bitStride - 1}

// bitOf maps a mailbox square to its bitboard bit, -1 off the board.
var bitOf = func() (t [boxCells]int8) {
	for sq := range t {
		x, y := fileRank(sq)
		t[sq] = -1
		if x >= 0 && x < size && y >= 0 && y < size {
			t[sq] = int8(y*bitStride + x)
		}
	}
	return t
}()

// boxOf maps a bitboard bit back to its mailbox square.
var boxOf = func() (t [size * bitStride]uint8) {
	for sq, b := range bitOf {
		if b >= 0 {
			t[b] = uint8(sq)
		}
	}
	return t
}()

// squareBit is the one-square bitboard of mailbox square sq.
func squareBit(sq int) position.Bits128 {
	return position.Bits128{}.With(int(bitOf[sq]))
}

// openSquares is the bitboard of the empty squares, from the mailbox.
func (g *Game) openSquares() position.Bits128 {
	var o position.Bits128
	for sq, c := range g.board {
		if c == empty {
			o = o.With(int(bitOf[sq]))
		}
	}
	return o
}

// amazonBits is the bitboard of side s's amazons.
func (g *Game) amazonBits(s Side) position.Bits128 {
	var b position.Bits128
	for i := 0; i < g.n[s]; i++ {
		b = b.With(int(bitOf[g.amazons[s][i]]))
	}
	return b
}

// shl and shr shift every square of b up or down by n bits, 0 < n < 64.
// The counts are masked to 6 bits so that the compiler need not handle
// shifts of 64 or more: each is a single instruction.
func shl(b position.Bits128, n uint) position.Bits128 {
	return position.Bits128{Lo: b.Lo << (n & 63), Hi: b.Hi<<(n&63) | b.Lo>>((64-n)&63)}
}

func shr(b position.Bits128, n uint) position.Bits128 {
	return position.Bits128{Lo: b.Lo>>(n&63) | b.Hi<<((64-n)&63), Hi: b.Hi >> (n & 63)}
}

// rays holds, for the open squares of one position, the masks of a
// Kogge-Stone fill along each direction: up[i][k] has a square when it
// and the 2^k-1 squares before it along direction up[i] (for down, the
// squares after it) are all open. They do not depend on who moves from
// where, so every queen step of both sides shares them.
type rays struct {
	open     position.Bits128
	up, down [4][3]position.Bits128
}

// init computes the masks for the open squares open.
func (r *rays) init(open position.Bits128) {
	r.open = open
	for i, n := range up {
		u, d := open, open
		for k := range 3 {
			r.up[i][k], r.down[i][k] = u, d
			u = u.And(shl(u, n<<k))
			d = d.And(shr(d, n<<k))
		}
	}
}

// queenStep is the set of open squares one queen move away from some
// square of from through open squares. Along each direction, from grows
// over 1, 2 and 4 more open squares, so g covers rays of up to 7 open
// squares; a shift by one or two (the two over open squares) then steps
// onto every square 1 to 9 steps away, all a 10-square line holds.
func (r *rays) queenStep(from position.Bits128) position.Bits128 {
	var to position.Bits128
	for i, n := range up {
		m := &r.up[i]
		g := from
		g = g.Or(m[0].And(shl(g, n)))
		g = g.Or(m[1].And(shl(g, 2*n)))
		g = g.Or(m[2].And(shl(g, 4*n)))
		to = to.Or(shl(g, n)).Or(m[1].And(shl(g, 2*n)))
		m = &r.down[i]
		g = from
		g = g.Or(m[0].And(shr(g, n)))
		g = g.Or(m[1].And(shr(g, 2*n)))
		g = g.Or(m[2].And(shr(g, 4*n)))
		to = to.Or(shr(g, n)).Or(m[1].And(shr(g, 2*n)))
	}
	return to.And(r.open)
}

// kingStep is the set of open squares a king step away from from.
func (r *rays) kingStep(from position.Bits128) position.Bits128 {
	h := from.Or(shl(from, 1)).Or(shr(from, 1))
	return h.Or(shl(h, bitStride)).Or(shr(h, bitStride)).And(r.open)
}

// step is queenStep or kingStep.
func (r *rays) step(from position.Bits128, queen bool) position.Bits128 {
	if queen {
		return r.queenStep(from)
	}
	return r.kingStep(from)
}

// distances fills dist with, for every empty square, the least number of
// moves an amazon of side s needs to reach it, stepping like a queen
// (queen) or like a king, as if the board stood still; unreached
// elsewhere. Evaluate does not need the map (territory counts the same
// levels directly); it is for tests and debugging.
func (g *Game) distances(s Side, queen bool, dist *[boxCells]uint8) {
	for i := range dist {
		dist[i] = unreached
	}
	var r rays
	r.init(g.openSquares())
	seen := g.amazonBits(s)
	for d, front := uint8(1), seen; !front.Empty(); d++ {
		front = r.step(front, queen).AndNot(seen)
		seen = seen.Or(front)
		for f := front; !f.Empty(); {
			dist[boxOf[f.PopFirst()]] = d
		}
	}
}

// territory compares the distances of the side to move (me) and of the
// other side over the empty squares, stepping like a queen or like a
// king: a square counts 100 for the side that reaches it sooner, and
// tieShare for the side to move when both reach it equally soon. Both
// breadth-first searches advance a level at a time: a square new to one
// side at level d is won by it unless the other side has reached it by
// level d too, and tied when it is new to both.
func (g *Game) territory(r *rays, queen bool) int {
	mine, theirs := g.amazonBits(g.side), g.amazonBits(g.side^1)
	myFront, theirFront := mine, theirs
	won, lost, tied := 0, 0, 0
	for !myFront.Empty() || !theirFront.Empty() {
		// A side whose front is empty has reached all it can.
		if !myFront.Empty() {
			myFront = r.step(myFront, queen).AndNot(mine)
		}
		if !theirFront.Empty() {
			theirFront = r.step(theirFront, queen).AndNot(theirs)
		}
		mine, theirs = mine.Or(myFront), theirs.Or(theirFront)
		won += myFront.AndNot(theirs).Count()
		lost += theirFront.AndNot(mine).Count()
		tied += myFront.And(theirFront).Count()
	}
	return 100*(won-lost) + tieShare*tied
}

// neighbours[sq] is the bitboard of the king neighbours of mailbox
// square sq on the board.
var neighbours = func() (t [boxCells]position.Bits128) {
	for sq := range t {
		if bitOf[sq] < 0 {
			continue
		}
		for _, d := range dirs {
			if bitOf[sq+d] >= 0 {
				t[sq] = t[sq].Or(squareBit(sq + d))
			}
		}
	}
	return t
}()

// liberties is the capped count of empty neighbours over side s's amazons.
func (g *Game) liberties(s Side) int {
	n := 0
	for i := 0; i < g.n[s]; i++ {
		n += min(neighbours[g.amazons[s][i]].And(g.open).Count(), libertyCap)
	}
	return n
}

// terms computes the parts of the evaluation from the side to move's view.
func (g *Game) terms() (queen, king, liberty int) {
	var r rays
	r.init(g.open)
	s := g.side
	queen = g.territory(&r, true)
	king = g.territory(&r, false)
	liberty = libertyValue * (g.liberties(s) - g.liberties(s^1))
	return queen, king, liberty
}

// Evaluate estimates the position from the side to move's view in
// centi-squares of territory: the queen-distance and king-distance
// territories (each empty square belongs to the side that reaches it in
// fewer moves), mixed 3:1, plus a small term for amazons' free
// neighbours; or, with the option eval=learned, the learned evaluation
// (learned.go).
func (g *Game) Evaluate() int {
	if g.learned != nil {
		return g.learnedEval()
	}
	q, k, l := g.terms()
	return (queenWeight*q+kingWeight*k)/(queenWeight+kingWeight) + l
}

// EvalTerms breaks Evaluate down for the protocol's eval command; with
// the learned evaluation the terms are its blocks of features.
func (g *Game) EvalTerms() []position.EvalTerm {
	if g.learned != nil {
		return g.learnedTerms()
	}
	q, k, l := g.terms()
	return []position.EvalTerm{
		{Name: "queen territory", Score: q},
		{Name: "king territory", Score: k},
		{Name: "liberties", Score: l},
		{Name: "total", Score: (queenWeight*q+kingWeight*k)/(queenWeight+kingWeight) + l},
	}
}

// adjacent[d+offset] is true when d is the mailbox difference between two
// king-adjacent squares.
const adjOffset = stride + 1

var adjacent = func() (t [2*adjOffset + 1]bool) {
	for _, d := range dirs {
		t[d+adjOffset] = true
	}
	return t
}()

// near reports whether squares a and b are king-adjacent.
func near(a, b int) bool {
	d := a - b + adjOffset
	return d >= 0 && d < len(adjacent) && adjacent[d]
}

// OrderHints ranks moves for search without playing them: arrows next to
// enemy amazons first (they take away its room), arrows next to one's own
// amazons last, and destinations with more free neighbours before others.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	s := g.side
	var enemyNear, ownNear [boxCells]int8
	for i := 0; i < g.n[s^1]; i++ {
		sq := int(g.amazons[s^1][i])
		for _, d := range dirs {
			enemyNear[sq+d]++
		}
	}
	for i := 0; i < g.n[s]; i++ {
		sq := int(g.amazons[s][i])
		for _, d := range dirs {
			ownNear[sq+d]++
		}
	}
	b := &g.board
	// Moves come grouped by amazon move, so the destination's free
	// neighbours (the origin counting as free) are counted once a group.
	lastFrom, lastTo, free := -1, -1, int32(0)
	for i, m := range moves {
		from, to, a := moveFrom(m), moveTo(m), moveArrow(m)
		if from != lastFrom || to != lastTo {
			lastFrom, lastTo, free = from, to, 0
			for _, d := range dirs {
				if t := to + d; b[t] == empty || t == from {
					free++
				}
			}
		}
		own := int32(ownNear[a])
		f := free
		if near(from, a) {
			own--
		}
		if near(to, a) {
			own++
			f--
		}
		scores[i] = 100*int32(enemyNear[a]) - 60*own + 10*f
	}
}
