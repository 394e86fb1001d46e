package apex

import "github.com/tabla-games/tabla/position"

// Direction is one of the four orthogonal movement directions.
type Direction uint8

// The movement directions. Slides and captures go along ranks and files
// only.
const (
	North Direction = iota // towards rank n
	East                   // towards file g (h)
	South                  // towards rank 1
	West                   // towards file a
	numDirs
)

func (d Direction) String() string {
	return [...]string{"north", "east", "south", "west"}[d]
}

// minSize and maxSize bound the size option; the rules allow 7 and 8.
const (
	minSize  = 7
	maxSize  = 8
	maxCells = maxSize * maxSize
)

// geometry holds the immutable tables of one board size. Point i is at
// file i%n and rank i/n (rank 0 is rank 1 in notation).
type geometry struct {
	n     int
	cells int
	names [maxCells]string
	// step[d][i] is the neighbour of i in direction d, or -1 off the board.
	step [numDirs][maxCells]int8
	// corners[side] are the side's two corners: Black a1 and the far
	// corner, White the top-left and bottom-right corners.
	corners [2][2]int
	// cornerSet[side] is corners[side] as a set.
	cornerSet [2]position.Bits64
	// all is every point; notFirst and notLast exclude the a file and the
	// last file, for the shifts of the 8-neighbour flood fill.
	all, notFirst, notLast position.Bits64
}

// geometries holds the tables of each size, built once at init.
var geometries = func() [maxSize + 1]*geometry {
	var out [maxSize + 1]*geometry
	for n := minSize; n <= maxSize; n++ {
		out[n] = newGeometry(n)
	}
	return out
}()

func newGeometry(n int) *geometry {
	g := &geometry{n: n, cells: n * n}
	for i := 0; i < g.cells; i++ {
		c, r := i%n, i/n
		g.names[i] = position.CellName(c, r)
		g.all = g.all.With(i)
		if c != 0 {
			g.notFirst = g.notFirst.With(i)
		}
		if c != n-1 {
			g.notLast = g.notLast.With(i)
		}
		for d := North; d < numDirs; d++ {
			dc, dr := [...]int{0, 1, 0, -1}[d], [...]int{1, 0, -1, 0}[d]
			nc, nr := c+dc, r+dr
			g.step[d][i] = -1
			if nc >= 0 && nc < n && nr >= 0 && nr < n {
				g.step[d][i] = int8(nr*n + nc)
			}
		}
	}
	for i := g.cells; i < maxCells; i++ {
		for d := North; d < numDirs; d++ {
			g.step[d][i] = -1
		}
	}
	last := n - 1
	g.corners[Black] = [2]int{0, last*n + last}
	g.corners[White] = [2]int{last * n, last}
	for s := Black; s <= White; s++ {
		g.cornerSet[s] = position.Bits64(0).With(g.corners[s][0]).With(g.corners[s][1])
	}
	return g
}

// grow returns b plus its 8 neighbours, within the board.
func (geo *geometry) grow(b position.Bits64) position.Bits64 {
	n := uint(geo.n)
	// Spread along the rank first (masking the wrap between files), then
	// along the file: the two steps together reach all 8 neighbours.
	row := b | (b<<1)&geo.notFirst | (b>>1)&geo.notLast
	return (row | row<<n | row>>n) & geo.all
}

// orthoGrow returns the orthogonal neighbours of b (without b itself).
func (geo *geometry) orthoGrow(b position.Bits64) position.Bits64 {
	n := uint(geo.n)
	return ((b<<1)&geo.notFirst | (b>>1)&geo.notLast | b<<n | b>>n) & geo.all
}

// chain returns the 8-connected group of own that holds point from, or 0
// if from is not in own.
func (geo *geometry) chain(own position.Bits64, from int) position.Bits64 {
	if !own.Has(from) {
		return 0
	}
	g := position.Bits64(0).With(from)
	for {
		next := geo.grow(g) & own
		if next == g {
			return g
		}
		g = next
	}
}

// connected reports whether own holds both of side's corners in one
// 8-connected group: the winning chain.
func (geo *geometry) connected(own position.Bits64, side Side) bool {
	if own&geo.cornerSet[side] != geo.cornerSet[side] {
		return false
	}
	return geo.chain(own, geo.corners[side][0]).Has(geo.corners[side][1])
}
