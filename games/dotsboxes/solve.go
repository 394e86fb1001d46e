package dotsboxes

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// The solver works on boards of at most 64 lines, where the drawn lines
// fit one word. What is left of a game is worth the same to whoever is to
// move, whatever the score, so the solver finds the net number of boxes
// the side to move wins from the undrawn lines, a function of the drawn
// set alone, and memoises it exactly.
const (
	// directLines: boards with at most this many lines keep a value for
	// every set of drawn lines (2^24 bytes for 4×4 dots) and are solved
	// from any position.
	directLines = 24
	// solveLines: on larger boards a position with at most this many
	// undrawn lines is solved (at most 2^14 positions below it).
	solveLines = 14
	// memoBits sizes the larger boards' memo, a hash table by drawn set.
	memoBits = 19
	// tickEvery is how many solver nodes pass between Ticker calls.
	tickEvery = 4096
)

// unknown marks a value the direct memo does not hold yet.
const unknown = -128

type memoEntry struct {
	key   uint64 // drawn set + 1, so that 0 means empty
	value int8
}

// solver holds the memo of net values by drawn set.
type solver struct {
	geo     *geometry
	direct  []int8      // by drawn set, on boards of at most directLines lines
	memo    []memoEntry // otherwise
	ticker  position.Ticker
	nodes   int
	stopped bool
}

func newSolver(geo *geometry) *solver {
	s := &solver{geo: geo}
	if geo.lines <= directLines {
		s.direct = make([]int8, 1<<uint(geo.lines))
		for i := range s.direct {
			s.direct[i] = unknown
		}
	} else {
		s.memo = make([]memoEntry, 1<<memoBits)
	}
	return s
}

// Solvable is true on boards of at most 24 lines (3×4 or 4×4 dots, say),
// and on boards of at most 64 lines (5×6 dots has 49) once at most 14
// lines are left, whatever the depth.
func (g *Game) Solvable(depth int) bool {
	n := g.geo.lines
	return n <= directLines || n <= 64 && n-g.nDrawn <= solveLines
}

// Solve returns the exact final margin from the side to move's point of
// view, 100 per box, and a move that achieves it. It is exact whatever
// alpha and beta are.
func (g *Game) Solve(alpha, beta int, t position.Ticker) (score int, best position.Move) {
	if g.solver == nil {
		g.solver = newSolver(g.geo)
	}
	s := g.solver
	s.ticker, s.nodes, s.stopped = t, 0, false
	net, best := s.root(g.mask)
	if s.stopped {
		return 0, position.NoMove
	}
	return 100 * (g.lead() + net), best
}

// root is value at the root, with the move that achieves it.
func (s *solver) root(mask uint64) (int, position.Move) {
	if mask == s.geo.full {
		return 0, position.NoMove
	}
	best, bestMove := -1<<30, position.NoMove
	for free := s.geo.full &^ mask; free != 0; free &= free - 1 {
		l := bits.TrailingZeros64(free)
		v := s.child(mask, l)
		if s.stopped {
			return 0, position.NoMove
		}
		if v > best {
			best, bestMove = v, position.Move(l)
		}
	}
	return best, bestMove
}

// child is the net value for the mover of drawing line l in mask: the
// boxes it completes plus the value of moving again, or minus the
// opponent's value when the turn passes.
func (s *solver) child(mask uint64, l int) int {
	next := mask | 1<<uint(l)
	done := 0
	for _, b := range s.geo.lineBoxes[l] {
		if b >= 0 && next&s.geo.boxMask[b] == s.geo.boxMask[b] {
			done++
		}
	}
	if done > 0 {
		return done + s.value(next)
	}
	return -s.value(next)
}

// value is the net number of boxes the side to move wins from the lines
// not in mask, under perfect play by both sides.
func (s *solver) value(mask uint64) int {
	if mask == s.geo.full {
		return 0
	}
	var slot *memoEntry
	if s.direct != nil {
		if v := s.direct[mask]; v != unknown {
			return int(v)
		}
	} else {
		slot = &s.memo[(mask*0x9e3779b97f4a7c15)>>(64-memoBits)]
		if slot.key == mask+1 {
			return int(slot.value)
		}
	}
	s.nodes++
	if s.nodes >= tickEvery {
		if s.ticker != nil && s.ticker.Tick(s.nodes) {
			s.stopped = true
		}
		s.nodes = 0
	}
	if s.stopped {
		return 0
	}
	best := -1 << 30
	for free := s.geo.full &^ mask; free != 0; free &= free - 1 {
		best = max(best, s.child(mask, bits.TrailingZeros64(free)))
		if s.stopped {
			return 0
		}
	}
	if s.direct != nil {
		s.direct[mask] = int8(best)
	} else {
		slot.key, slot.value = mask+1, int8(best)
	}
	return best
}
