package amazons

import (
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// The learned evaluation's features (position.Featurer), seen from the
// side to move. Every feature counts something that no symmetry of the
// board and no swap of the colours changes, so a position and its images
// list the same features.
//
// The territory features generalise the hand-written evaluation's
// territories: each empty square is counted by the pair of distance
// classes at which the mover and the opponent reach it, stepping like a
// queen and, separately, like a king (as Evaluate's territory, the board
// standing still). A class is the distance 1, 2 or 3, 4 or more, or
// unreached. So a weight per pair can learn what the hand-written terms
// fix: how much a square that the mover reaches first is worth, how much
// a tie, and whether one reached in 1 against 2 counts more than one in 3
// against 4. The amazon features give each amazon its queen moves'
// class (see mobilityClass) and its empty neighbours, 0 to 8.
//
// A feature appears in the list once for each time it is active (each
// square, each amazon). The blocks, in index order:
const (
	distClasses = 5                                // distance 1, 2, 3, 4 or more, unreached
	mobClasses  = 10                               // see mobilityClass
	fQueen      = 0                                // squares by queen-distance classes, mover's × opponent's (25)
	fKing       = fQueen + distClasses*distClasses // the same for king distances (25)
	fOwnMob     = fKing + distClasses*distClasses  // a mover's amazon by its queen moves' class (10)
	fOppMob     = fOwnMob + mobClasses             // an opponent's amazon the same (10)
	fOwnLib     = fOppMob + mobClasses             // a mover's amazon by its empty neighbours, 0..8 (9)
	fOppLib     = fOwnLib + 9                      // an opponent's amazon the same (9)
	fBias       = fOppLib + 9                      // always active (1)
	numFeatures = fBias + 1                        // 89
	maxActive   = 2*size*size + 4*maxAmazons + 1   // a feature per empty square twice, two per amazon, bias
)

// featurePhases splits the game by the arrows on the board (the squares
// neither empty nor holding an amazon), twelve to a phase: phase 0 holds
// up to 11 arrows, phase 7 holds 84 or more.
const featurePhases = 8

var featureSet = position.FeatureSet{Name: "amazons-1", Size: numFeatures, Phases: featurePhases}

// FeatureSet describes the learned evaluation's features
// (position.Featurer).
func (g *Game) FeatureSet() position.FeatureSet { return featureSet }

// mobilityClass buckets an amazon's number of queen moves (destinations,
// not counting the arrows): 0, 1, 2, 3, 4-5, 6-8, 9-12, 13-18, 19-26, 27
// or more.
func mobilityClass(n int) int32 {
	switch {
	case n < 4:
		return int32(n)
	case n < 6:
		return 4
	case n < 9:
		return 5
	case n < 13:
		return 6
	case n < 19:
		return 7
	case n < 27:
		return 8
	}
	return 9
}

// distanceClasses returns side s's empty squares by distance class
// (distClasses), stepping like a queen or like a king through the open
// squares of r.
func (g *Game) distanceClasses(r *rays, s Side, queen bool) (cls [distClasses]position.Bits128) {
	seen := g.amazonBits(s)
	front := seen
	for d := 0; ; d++ {
		front = r.step(front, queen).AndNot(seen)
		if front.Empty() {
			break
		}
		seen = seen.Or(front)
		k := min(d, distClasses-2)
		cls[k] = cls[k].Or(front)
	}
	cls[distClasses-1] = r.open.AndNot(seen)
	return cls
}

// featureCounts sets c[f] to the number of times feature f is active
// and returns the position's phase: Features lists them, and the learned
// evaluation sums their weights from the counts.
func (g *Game) featureCounts(c *[numFeatures]int32) int {
	*c = [numFeatures]int32{}
	var r rays
	r.init(g.open)
	me, them := g.side, g.side^1
	for _, queen := range [2]bool{true, false} {
		first := fKing
		if queen {
			first = fQueen
		}
		mine, theirs := g.distanceClasses(&r, me, queen), g.distanceClasses(&r, them, queen)
		for a := range mine {
			for b := range theirs {
				c[first+a*distClasses+b] = int32(mine[a].And(theirs[b]).Count())
			}
		}
	}
	for _, sd := range [2]struct {
		s        Side
		mob, lib int32
	}{{me, fOwnMob, fOwnLib}, {them, fOppMob, fOppLib}} {
		for i := 0; i < g.n[sd.s]; i++ {
			sq := int(g.amazons[sd.s][i])
			c[sd.mob+mobilityClass(g.queenMoves(sq))]++
			c[sd.lib+int32(neighbours[sq].And(g.open).Count())]++
		}
	}
	c[fBias] = 1
	arrows := size*size - g.open.Count() - g.n[White] - g.n[Black]
	return min(max(arrows/12, 0), featurePhases-1)
}

// queenMoves counts the squares the amazon on sq can move to.
func (g *Game) queenMoves(sq int) int {
	n := 0
	for _, d := range dirs {
		for t := sq + d; g.board[t] == empty; t += d {
			n++
		}
	}
	return n
}

// Features lists the position's active features and its phase
// (position.Featurer).
func (g *Game) Features(buf []int32) ([]int32, int) {
	var c [numFeatures]int32
	phase := g.featureCounts(&c)
	return learn.AppendCounts(buf, c[:]), phase
}
