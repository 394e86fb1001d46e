package quoridor

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// The learned evaluation's features (position.Featurer), seen from the
// side to move ("mine") and its opponent ("theirs"). Every feature counts
// something that the board's left-right mirror and a swap of the colours
// (turning the board upside down and the pawns, walls in hand and turn
// over to the other side) leave alone: path lengths, walls in hand, rows
// to the goal, a column's distance from the nearer edge.
//
// The hand-written evaluation is linear in the race (the difference of
// the two shortest paths) and in the walls in hand. The features let a
// linear model learn what it does not: that a race one step behind with
// three walls against none is won, that the same walls matter less when
// the paths are long, and that a path through a narrow corridor, where
// one wall adds many steps, is worth less than an open one. A path's
// corridor is the set of cells on some shortest path to the goal
// (corridor); its width is how many cells it holds beyond the d+1 of one
// path. A detour is how many steps the path has beyond the rows left to
// the goal, the walls' work so far.
//
// Each block has at most one feature active (most exactly one); the
// blocks, in index order:
const (
	distClasses   = 16 // a path's length: 0..12, 13-15, 16-20, 21 or more (distClass)
	diffClasses   = 17 // theirs less mine, clamped to -8..8
	wallClasses   = 11 // walls in hand, 0..10 or more
	bucketClasses = 6  // walls in hand for the pairs: 0, 1, 2, 3, 4-5, 6 or more (wallBucket)
	widthClasses  = 6  // a corridor's extra cells: 0, 1, 2, 3-4, 5-8, 9 or more (widthClass)
	detourClasses = 7  // a detour: 0, 1, 2, 3, 4-5, 6-9, 10 or more (detourClass)
	rowClasses    = size
	colClasses    = (size + 1) / 2 // a pawn's columns from the nearer edge
	gapClasses    = 6              // the pawns' Manhattan distance: 1, 2, 3, 4, 5-6, 7 or more

	fMyDist      = 0                                               // my path's length class (16)
	fTheirDist   = fMyDist + distClasses                           // theirs (16)
	fDiff        = fTheirDist + distClasses                        // the race, theirs less mine (17)
	fMyWalls     = fDiff + diffClasses                             // my walls in hand (11)
	fTheirWalls  = fMyWalls + wallClasses                          // theirs (11)
	fRace        = fTheirWalls + wallClasses                       // race × my walls × their walls, buckets (612)
	fMyWidth     = fRace + diffClasses*bucketClasses*bucketClasses // my corridor's width (6)
	fTheirWidth  = fMyWidth + widthClasses                         // theirs (6)
	fMyNarrow    = fTheirWidth + widthClasses                      // my width × their walls (36)
	fTheirNarrow = fMyNarrow + widthClasses*bucketClasses          // their width × my walls (36)
	fMyReach     = fTheirNarrow + widthClasses*bucketClasses       // my length × their walls (96)
	fTheirReach  = fMyReach + distClasses*bucketClasses            // their length × my walls (96)
	fMyDetour    = fTheirReach + distClasses*bucketClasses         // my detour (7)
	fTheirDetour = fMyDetour + detourClasses                       // theirs (7)
	fMyRows      = fTheirDetour + detourClasses                    // my rows left to the goal (9)
	fTheirRows   = fMyRows + rowClasses                            // theirs (9)
	fMyCol       = fTheirRows + rowClasses                         // my pawn's column from the nearer edge (5)
	fTheirCol    = fMyCol + colClasses                             // theirs (5)
	fGap         = fTheirCol + colClasses                          // the pawns' distance (6)
	fFacing      = fGap + gapClasses                               // pawns side by side, no wall between (1)
	fInMyWay     = fFacing + 1                                     // their pawn in my corridor (1)
	fInTheirWay  = fInMyWay + 1                                    // mine in theirs (1)
	fBias        = fInTheirWay + 1                                 // always active (1)
	numFeatures  = fBias + 1                                       // 1011
	maxActive    = 23                                              // active at most: one a block
)

// featurePhases splits the game by the walls the two sides still hold,
// four to a phase: phase 0 holds 17 or more, phase 4 1 to 4, and phase 5
// none, the pure race. With the default 10 walls each, that is four walls
// on the board to a phase, the last once all 20 are down; walls=0 plays
// its whole game in phase 5.
const featurePhases = 6

// phaseOf is the phase of a position whose sides hold inHand walls
// together.
func phaseOf(inHand int) int {
	if inHand == 0 {
		return featurePhases - 1
	}
	return featurePhases - 2 - min((inHand-1)/4, featurePhases-2)
}

var featureSet = position.FeatureSet{Name: "quoridor-1", Size: numFeatures, Phases: featurePhases}

// FeatureSet describes the learned evaluation's features
// (position.Featurer).
func (g *Game) FeatureSet() position.FeatureSet { return featureSet }

// distClass buckets a path's length (distClasses); no path (-1), which
// SetPosition never lets happen, counts as the longest.
func distClass(d int) int32 {
	switch {
	case d < 0:
		return distClasses - 1
	case d <= 12:
		return int32(d)
	case d <= 15:
		return 13
	case d <= 20:
		return 14
	}
	return 15
}

// wallBucket buckets walls in hand for the pair features (bucketClasses).
func wallBucket(n int) int32 {
	switch {
	case n <= 3:
		return int32(n)
	case n <= 5:
		return 4
	}
	return 5
}

// widthClass buckets a corridor's cells beyond one path's (widthClasses).
func widthClass(n int) int32 {
	switch {
	case n <= 2:
		return int32(n)
	case n <= 4:
		return 3
	case n <= 8:
		return 4
	}
	return 5
}

// detourClass buckets a path's steps beyond the rows left (detourClasses).
func detourClass(n int) int32 {
	switch {
	case n <= 3:
		return int32(n)
	case n <= 5:
		return 4
	case n <= 9:
		return 5
	}
	return 6
}

// gapClass buckets the pawns' Manhattan distance, at least 1 (gapClasses).
func gapClass(n int) int32 {
	switch {
	case n <= 4:
		return int32(n - 1)
	case n <= 6:
		return 4
	}
	return 5
}

// corridor returns the length of the shortest path from cell from to goal
// through the passages north and east (pawns ignored), or -1, and the
// cells on some shortest path. layers is fill's scratch space.
func corridor(from int, goal, north, east bitboard, layers *[cells + 1]bitboard) (int, bitboard) {
	d := fill(from, goal, north, east, layers)
	if d < 0 {
		return -1, bitboard{}
	}
	// A cell k steps from from is on a shortest path exactly when it is
	// within d-k steps of the goal: walk back from the goal, a ring of the
	// forward search at a time.
	on := layers[d].and(goal)
	back := goal
	for k := d - 1; k >= 0; k-- {
		back = expand(back, north, east)
		ring := layers[k]
		if k > 0 {
			ring = ring.andNot(layers[k-1])
		}
		on = on.or(ring.and(back))
	}
	return d, on
}

// count is the number of cells in b.
func (b bitboard) count() int { return bits.OnesCount64(b.lo) + bits.OnesCount64(b.hi) }

// Features appends the position's active features to buf, at most one
// a block, and returns them with the phase (position.Featurer).
func (g *Game) Features(buf []int32) ([]int32, int) {
	st := &g.st
	me, them := int(st.side), int(st.side^1)
	var d [2]int
	var on [2]bitboard
	for s := 0; s < 2; s++ {
		d[s], on[s] = corridor(int(st.pawn[s]), rowMask[goalRow[s]], st.north, st.east, &g.layers)
	}
	var rows, cols [2]int
	for s := 0; s < 2; s++ {
		x, y := int(st.pawn[s])%size, int(st.pawn[s])/size
		rows[s] = abs(goalRow[s] - y)
		cols[s] = min(x, size-1-x)
	}
	walls := [2]int{min(int(st.left[me]), wallClasses-1), min(int(st.left[them]), wallClasses-1)}
	bk := [2]int32{wallBucket(walls[0]), wallBucket(walls[1])}
	dc := [2]int32{distClass(d[me]), distClass(d[them])}
	width := [2]int32{widthClass(on[me].count() - d[me] - 1), widthClass(on[them].count() - d[them] - 1)}
	race := int32(min(max(d[them]-d[me], -8), 8) + 8)
	pm, pt := int(st.pawn[me]), int(st.pawn[them])
	gap := abs(pm%size-pt%size) + abs(pm/size-pt/size)

	buf = append(buf,
		fMyDist+dc[0], fTheirDist+dc[1], fDiff+race,
		fMyWalls+int32(walls[0]), fTheirWalls+int32(walls[1]),
		fRace+(race*bucketClasses+bk[0])*bucketClasses+bk[1],
		fMyWidth+width[0], fTheirWidth+width[1],
		fMyNarrow+width[0]*bucketClasses+bk[1], fTheirNarrow+width[1]*bucketClasses+bk[0],
		fMyReach+dc[0]*bucketClasses+bk[1], fTheirReach+dc[1]*bucketClasses+bk[0],
		fMyDetour+detourClass(max(d[me]-rows[me], 0)), fTheirDetour+detourClass(max(d[them]-rows[them], 0)),
		fMyRows+int32(rows[me]), fTheirRows+int32(rows[them]),
		fMyCol+int32(cols[me]), fTheirCol+int32(cols[them]),
		fGap+gapClass(max(gap, 1)))
	if gap == 1 && g.open(pm, pt) {
		buf = append(buf, fFacing)
	}
	if on[me].has(pt) {
		buf = append(buf, fInMyWay)
	}
	if on[them].has(pm) {
		buf = append(buf, fInTheirWay)
	}
	buf = append(buf, fBias)
	return buf, phaseOf(int(st.left[0]) + int(st.left[1]))
}

// open reports whether no wall separates the neighbouring cells a and b.
func (g *Game) open(a, b int) bool {
	for d := dirN; d <= dirE; d++ {
		if g.st.step(a, d) == b {
			return true
		}
	}
	return false
}
