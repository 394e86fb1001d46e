package gogame

import (
	"sync"

	"github.com/tabla-games/tabla/position"
)

// Move features for move prediction (position.MoveFeaturer; the package
// documentation's "Move features"). Each group below is one-hot: a move
// has at most one feature of each.

// The 3×3 neighbourhood: the four points next to the move (orthogonal)
// take one of six values, the four diagonal points one of four, seen by
// the mover.
const (
	nbEmpty    = 0
	nbOwn      = 1
	nbOpp      = 2
	nbOff      = 3
	nbOwnAtari = 4 // a stone of the mover's whose group is in atari
	nbOppAtari = 5 // an opponent stone whose group is in atari
	// nbCodes is the number of raw neighbourhood codes: 6⁴ for the
	// orthogonal points times 4⁴ for the diagonal ones.
	nbCodes = 6 * 6 * 6 * 6 * 4 * 4 * 4 * 4
)

// nbCells are the (dx, dy) offsets of the neighbourhood's points in the
// order of the raw code's digits, most significant first: the four
// orthogonal points, then the four diagonal ones.
var nbCells = [8][2]int{{0, 1}, {-1, 0}, {1, 0}, {0, -1}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}}

// The other groups' sizes, in the order of their features after the
// neighbourhoods.
const (
	mfCaptures  = 4  // capture of 1, 2, 3-5, 6 or more stones
	mfSaves     = 2  // escape from atari; one that a ladder captures anyway
	mfAtaris    = 2  // atari; an atari whose ladder captures
	mfSelfAtari = 2  // self-atari of a lone stone; of a bigger group
	mfDistance  = 16 // distance 2..16 to a move, then 17 or more
	mfPlaces    = placePairs * placeNear * placeBoards
	mfOwnEye    = 1 // filling one's own eye
	mfSettled   = 2 // into a region that counts for the mover; for the opponent
	mfPass      = 2 // pass while the board is unsettled; once it is settled
)

// A move's place: its lines counted from the nearer side across and
// from the nearer side up and down (1 to 5, then 6 and up; the pair
// unordered, so that it folds under the symmetries), crossed with the
// Manhattan distance to the nearest stone of either colour (1-2, 3-4,
// 5 or more, or none on the board) and with the board (up to 11×11, or
// bigger). It tells the 3-4 point of an empty corner from a lonely
// stone on the second line, which the line alone cannot on 19×19.
const (
	placeLines  = 6
	placePairs  = placeLines * (placeLines + 1) / 2
	placeNear   = 3
	placeBoards = 2
	// placeBig is the smallest board of the bigger class.
	placeBig = 12
	// placeFar is the distance at which a stone no longer counts as near:
	// the nearest-stone map stops counting there.
	placeFar = 5
)

// placePair is the index of the unordered pair of lines a and b (from 1)
// among placePairs, lines above placeLines counting as placeLines.
func placePair(a, b int) int {
	a, b = min(a, b, placeLines), min(max(a, b), placeLines)
	// Pairs (1,1)..(1,6) first, then (2,2)..(2,6), and so on.
	return (a-1)*placeLines - (a-1)*(a-2)/2 + b - a
}

// placeOffset is a move's offset in the place group: pair is its
// placePair, near the Manhattan distance to the nearest stone (placeFar
// or more for none), size the board's.
func placeOffset(pair, near, size int) int32 {
	class := 0
	switch {
	case near >= placeFar:
		class = 2
	case near >= 3:
		class = 1
	}
	board := 0
	if size >= placeBig {
		board = 1
	}
	return int32((board*placeNear+class)*placePairs + pair)
}

// moveFeatures describes the feature set: the neighbourhood classes, the
// groups' first indices and the set itself.
type moveFeatures struct {
	// class maps a raw neighbourhood code to its class under the eight
	// symmetries, numbered from 0.
	class                                                    []uint16
	nClasses                                                 int32
	capture, save, atari, selfAtari, last, last2, place, eye int32
	settled, pass                                            int32
	groups                                                   []int32
	set                                                      position.FeatureSet
}

// moveFeatureName names the feature set; it changes whenever the meaning
// of an index does, and a weight file for another set is refused.
const moveFeatureName = "go-moves-2"

// theMoveFeatures builds the feature set once, on first use: the table of
// neighbourhood classes takes a few tens of milliseconds.
var theMoveFeatures = sync.OnceValue(func() *moveFeatures {
	mf := &moveFeatures{class: make([]uint16, nbCodes)}
	// perm[s][i] is the cell that cell i goes to under symmetry s.
	var perm [8][8]int
	for s := range 8 {
		for i, d := range nbCells {
			x, y := symmetry(s, d[0], d[1])
			for j, e := range nbCells {
				if e[0] == x && e[1] == y {
					perm[s][i] = j
				}
			}
		}
	}
	const none = 1<<16 - 1
	for code := range mf.class {
		mf.class[code] = none
	}
	var digits, moved [8]int
	for code := range nbCodes {
		if mf.class[code] != none {
			continue
		}
		// code is the smallest of its class: every smaller code was
		// given its class already, with all of its images.
		decodeNb(code, &digits)
		for s := range 8 {
			for i, v := range digits {
				moved[perm[s][i]] = v
			}
			mf.class[encodeNb(&moved)] = uint16(mf.nClasses)
		}
		mf.nClasses++
	}
	n := mf.nClasses
	next := func(size int32) int32 {
		first := n
		mf.groups = append(mf.groups, first)
		n += size
		return first
	}
	next(0) // the neighbourhoods, from 0
	mf.capture = next(mfCaptures)
	mf.save = next(mfSaves)
	mf.atari = next(mfAtaris)
	mf.selfAtari = next(mfSelfAtari)
	mf.last = next(mfDistance)
	mf.last2 = next(mfDistance)
	mf.place = next(mfPlaces)
	mf.eye = next(mfOwnEye)
	mf.settled = next(mfSettled)
	mf.pass = next(mfPass)
	mf.groups[0] = 0
	mf.set = position.FeatureSet{Name: moveFeatureName, Size: int(n), Phases: 1}
	return mf
})

// decodeNb splits a raw neighbourhood code into its eight digits.
func decodeNb(code int, d *[8]int) {
	for i := 7; i >= 4; i-- {
		d[i] = code % 4
		code /= 4
	}
	for i := 3; i >= 0; i-- {
		d[i] = code % 6
		code /= 6
	}
}

// encodeNb is the inverse of decodeNb.
func encodeNb(d *[8]int) int {
	code := 0
	for i := range 4 {
		code = code*6 + d[i]
	}
	for i := 4; i < 8; i++ {
		code = code*4 + d[i]
	}
	return code
}

// nbCode is the raw code of the neighbourhood of p for the mover c.
func (g *Game) nbCode(p int, c Color) int {
	b := &g.b
	return nbCodeOn(b.color, b.head, b.libs, g.geo.w, p, c.v())
}

// nbCodeOn is the raw code of the neighbourhood of p for the mover c
// (Black or White) on the planes of a board (row width w): the game's,
// or a playout's, whose learned shapes (policy.go's learnedShape) read
// it. It is written out point by point, as the playouts call it for
// every neighbour of every last move.
func nbCodeOn(color, head, libs []int16, w, p int, c int16) int {
	t := &nbDigits[c&1]
	code := nbOrth(color, head, libs, t, p+w)
	code = code*6 + nbOrth(color, head, libs, t, p-1)
	code = code*6 + nbOrth(color, head, libs, t, p+1)
	code = code*6 + nbOrth(color, head, libs, t, p-w)
	code = code*4 + int(t[color[p+w-1]&3])
	code = code*4 + int(t[color[p+w+1]&3])
	code = code*4 + int(t[color[p-w-1]&3])
	return code*4 + int(t[color[p-w+1]&3])
}

// nbDigits[c&1][v] is the digit of a point of colour value v for the
// mover c: nbEmpty, nbOwn, nbOpp or nbOff.
var nbDigits = [2][4]uint8{
	{empty: nbEmpty, Black: nbOpp, White: nbOwn, offBoard: nbOff}, // White to move
	{empty: nbEmpty, Black: nbOwn, White: nbOpp, offBoard: nbOff}, // Black to move
}

// nbOrth is the digit of the point q next to the centre: nbCodeOn's
// with the atari marks.
func nbOrth(color, head, libs []int16, t *[4]uint8, q int) int {
	x := int(t[color[q]&3])
	if (x == nbOwn || x == nbOpp) && libs[head[q]] == 1 {
		x += nbOwnAtari - nbOwn
	}
	return x
}

// moveDistance is Coulom's distance between two points, |dx| + |dy| +
// max(|dx|, |dy|), as a feature offset: 2..16 give 0..14, farther 15.
// The point itself (a move where the mover's own last stone was
// captured) counts as 2.
func (g *Game) moveDistance(p, q int) int32 {
	x, y := g.geo.xy(p)
	qx, qy := g.geo.xy(q)
	dx, dy := abs(x-qx), abs(y-qy)
	return int32(min(max(dx+dy+max(dx, dy), 2), 17) - 2)
}

// MoveFeatureSet names Go's move features (position.MoveFeaturer).
func (g *Game) MoveFeatureSet() position.FeatureSet { return theMoveFeatures().set }

// MoveFeatureGroups returns the first index of each group of move
// features.
func (g *Game) MoveFeatureGroups() []int32 { return theMoveFeatures().groups }

// MoveFeatures appends the features of each move (position.MoveFeaturer):
// its 3×3 neighbourhood, and what it captures, saves, puts in atari or
// fills, its distance to the last two moves, its place (lines and the
// nearest stone), and for a pass whether the board is settled.
func (g *Game) MoveFeatures(moves []position.Move, buf []int32, ends []int32) []int32 {
	mf := theMoveFeatures()
	c := g.toPlay()
	last, last2 := g.lastPlacement(), -1
	if n := len(g.hist); n > 1 && g.hist[n-2].move != Pass {
		last2 = int(g.hist[n-2].move)
	}
	g.markSettled()
	near := g.markNear()
	sc := g.scratch()
	settled := -1 // whether the board is settled, computed for a pass
	for i, m := range moves {
		if m == Pass {
			if settled < 0 {
				settled = 0
				if g.unsettled() <= g.geo.s {
					settled = 1
				}
			}
			buf = append(buf, mf.pass+int32(settled))
			ends[i] = int32(len(buf))
			continue
		}
		p := int(m)
		buf = append(buf, int32(mf.class[g.nbCode(p, c)]))
		f := g.features(p, c, last)
		if f.ownEye {
			buf = append(buf, mf.eye)
		}
		switch {
		case f.captured >= 6:
			buf = append(buf, mf.capture+3)
		case f.captured >= 3:
			buf = append(buf, mf.capture+2)
		case f.captured > 0:
			buf = append(buf, mf.capture+int32(f.captured-1))
		}
		doomed, caught := false, 0
		if f.saved > 0 || f.ataris > 0 {
			doomed, caught = g.b.ladders(p, c, f.saved > 0)
		}
		if f.saved > 0 {
			buf = append(buf, mf.save+b2i(doomed))
		}
		switch {
		case caught > 0:
			buf = append(buf, mf.atari+1)
		case f.ataris > 0:
			buf = append(buf, mf.atari)
		}
		if f.selfAtari {
			buf = append(buf, mf.selfAtari+b2i(f.ownSize > 0))
		}
		if last >= 0 {
			buf = append(buf, mf.last+g.moveDistance(p, last))
		}
		if last2 >= 0 {
			buf = append(buf, mf.last2+g.moveDistance(p, last2))
		}
		buf = append(buf, mf.place+placeOffset(int(g.geo.place[p]), int(near[p]), g.geo.s))
		if !f.tactical() && !f.ownEye {
			switch Color(sc.owner[p]) {
			case c:
				buf = append(buf, mf.settled)
			case 3 - c:
				buf = append(buf, mf.settled+1)
			}
		}
		ends[i] = int32(len(buf))
	}
	return buf
}

// markNear sets the scratch's nearest-stone map, for every point, to the
// Manhattan distance to the nearest stone of either colour, placeFar if
// it is that far or there is none, and returns the map. Two sweeps over
// the board, forward and back, find it (the padding stays at placeFar).
func (g *Game) markNear() []int8 {
	sc := g.scratch()
	if sc.near == nil {
		sc.near = make([]int8, g.geo.n)
		for i := range sc.near {
			sc.near[i] = placeFar
		}
	}
	near, color, w, pts := sc.near, g.b.color, g.geo.w, g.geo.points
	for _, q := range pts {
		p := int(q)
		d := int8(placeFar)
		if v := color[p]; v == Black.v() || v == White.v() {
			d = 0
		}
		near[p] = min(d, near[p-1]+1, near[p-w]+1, placeFar)
	}
	for i := len(pts) - 1; i >= 0; i-- {
		p := int(pts[i])
		near[p] = min(near[p], near[p+1]+1, near[p+w]+1)
	}
	return near
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}
