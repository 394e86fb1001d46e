package product

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Board dimensions: a hex-hex board of side 5 has 9 files (a..i), 9 ranks
// (1..9) and 61 cells.
const (
	sideLen  = 5
	span     = 2*sideLen - 1 // files and ranks
	numCells = 61
	// allCells has one bit for every cell.
	allCells uint64 = 1<<numCells - 1
)

// Cells are numbered rank by rank from rank 1 (the bottom), each rank in
// file order: a1=0 … e1=4, a2=5 … i9=60. This is also the canonical order
// of the stones of a move (lower rank first, then lower file), so a stone
// set held in a uint64 lists itself in notation order.

// rankStart is the number of the first cell of each rank; rankStart[span]
// is numCells.
var rankStart = func() (s [span + 1]int) {
	for r := 0; r < span; r++ {
		s[r+1] = s[r] + rankLen(r)
	}
	return s
}()

// fileMin and fileMax are the first and last file index of rank r (both
// 0-based): cell (q, r) exists iff |q − r| ≤ 4.
func fileMin(r int) int { return max(0, r-(sideLen-1)) }
func fileMax(r int) int { return min(span-1, r+(sideLen-1)) }
func rankLen(r int) int { return fileMax(r) - fileMin(r) + 1 }

// exists reports whether file q and rank r (0-based) name a cell.
func exists(q, r int) bool {
	return q >= 0 && q < span && r >= 0 && r < span && q-r <= sideLen-1 && r-q <= sideLen-1
}

// cellOf is the number of the existing cell (q, r).
func cellOf(q, r int) int { return rankStart[r] + q - fileMin(r) }

// hexSteps are the six neighbour offsets (dq, dr) of doc.go's Notation
// section.
var hexSteps = [6][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {1, 1}, {-1, -1}}

// geometry holds the board's immutable tables, built once at init.
type geometry struct {
	file, rank [numCells]int8
	// adj is the set of each cell's neighbours.
	adj   [numCells]uint64
	names [numCells]string
}

var geo = func() *geometry {
	g := &geometry{}
	for r := 0; r < span; r++ {
		for q := fileMin(r); q <= fileMax(r); q++ {
			i := cellOf(q, r)
			g.file[i], g.rank[i] = int8(q), int8(r)
			g.names[i] = position.CellName(q, r)
			for _, d := range hexSteps {
				if exists(q+d[0], r+d[1]) {
					g.adj[i] |= 1 << uint(cellOf(q+d[0], r+d[1]))
				}
			}
		}
	}
	return g
}()

// groupStats summarises the groups of one colour: the two largest values
// (sizes, or potentials for the evaluation) and the number of groups.
type groupStats struct {
	top1, top2 int // top1 >= top2; 0 where there is no such group
	count      int
}

// product is the colour's score by the rules when the values are group
// sizes: the product of the two largest, 0 with fewer than two groups.
func (s groupStats) product() int { return s.top1 * s.top2 }

// add counts one more group of value v.
func (s *groupStats) add(v int) {
	s.count++
	switch {
	case v > s.top1:
		s.top1, s.top2 = v, s.top1
	case v > s.top2:
		s.top2 = v
	}
}

// groupsOf measures the groups of the stone set own by their sizes.
func groupsOf(own uint64) groupStats { return scan(own, 0, false) }

// clustersOf measures the colour's prospects for the evaluation. Groups
// that share a liberty (an empty cell next to both) count as one cluster,
// since the opponent can merge them with a single stone of their colour;
// a cluster of n stones with l liberties has the potential 2n+l, in
// half-stones: its size plus half its room to grow. A colour with fewer
// than two clusters that has an empty cell touching none of its stones
// could still start a new group there, which counts as newGroupPot.
func clustersOf(own, empty uint64) groupStats {
	s := scan(own, empty, true)
	if s.count < 2 && empty&^dilate(own) != 0 {
		s.top2 = max(s.top2, newGroupPot)
		s.top1 = max(s.top1, newGroupPot)
	}
	return s
}

// newGroupPot is the potential of a group not yet started: a lone stone
// (2 half-stones), its liberties not counted as its cell is not chosen.
const newGroupPot = 2

// scan measures the groups of the stone set own, or with clusters its
// clusters across single empty cells, each by its potential.
func scan(own, empty uint64, clusters bool) groupStats {
	var s groupStats
	var through uint64
	if clusters {
		through = empty
	}
	for rest := own; rest != 0; {
		group, reach := flood(rest&-rest, rest, through)
		rest &^= group
		n := bits.OnesCount64(group)
		if clusters {
			n = 2*n + bits.OnesCount64(reach&empty)
		}
		s.add(n)
	}
	return s
}

// flood returns the stones of own joined to the stones of seed through
// the neighbour sets, and the cells next to them. It also joins stones
// across one empty cell of through: that makes clusters, and it costs
// nothing when through is empty. The empty cells it crosses belong to
// this cluster alone (a stone next to one is in the cluster), so it need
// not remember them beyond the call.
func flood(seed, own, through uint64) (group, reach uint64) {
	group = seed
	var crossed uint64
	for front := seed; front != 0; {
		next := dilate(front)
		reach |= next
		if libs := next & through &^ crossed; libs != 0 {
			crossed |= libs
			next |= dilate(libs)
		}
		front = next & own &^ group
		group |= front
	}
	return group, reach
}

// dilate is the set of cells next to a cell of s.
func dilate(s uint64) uint64 {
	var n uint64
	for ; s != 0; s &= s - 1 {
		n |= geo.adj[bits.TrailingZeros64(s)]
	}
	return n
}
