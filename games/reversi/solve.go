package reversi

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// The exact endgame solver. It works on pairs of bitboards (p for the side
// to move, o for the other) passed by value, scores in whole discs, and
// has one layer per range of empties:
//   - node, from hashEmpties up: principal-variation search (null windows
//     after the first move, re-searched when they fail high), a
//     preallocated hash table keyed by the exact position and holding score
//     bounds and the best move, enhanced transposition cutoffs, stability
//     cutoffs, and ordering by the hash move, then fastest first (fewest
//     opponent replies, corner replies counted twice, then the opponent's
//     potential mobility, odd-quadrant and corner bonuses) or, from
//     sortSearchEmpties up, by a shallow search on Evaluate;
//   - shallow, from midEmpties up: the same ordering and stability cutoff
//     without the table;
//   - parity, below midEmpties: no move list, the empty squares of
//     quadrants holding an odd number of empties first;
//   - solve4, solve3, solve2: dedicated code for the last empties, squares
//     without an adjacent opponent disc skipped at once;
//   - solve1: the last empty scored from flip counts alone, without making
//     the move.

const (
	// solveAlways is the number of empties at or below which Solvable is
	// true whatever the remaining search depth: the solve costs about as
	// much as a couple of plies of search there.
	solveAlways = 6
	// solveAhead sets how far beyond the remaining search depth d
	// Solvable still asks for an exact solve: up to 2d+solveAhead
	// empties. The solver is so much faster per node than the general
	// search that solving e empties costs about as much as a search of
	// half as many plies, and an exact score is worth more than a
	// heuristic one (FFO #39, 26 empties: 3 s this way, 119 s with
	// e <= d+10). Two rather than four: the extra iteration of the
	// general search costs little and orders the solve's first moves
	// (FFO #1-#39: 120M nodes against 132M).
	solveAhead = 2
	// midEmpties is the number of empties from which nodes generate and
	// order move lists.
	midEmpties = 6
	// hashEmpties is the number of empties from which nodes use the hash
	// table.
	hashEmpties = 10
	// stabilityEmpties is the number of empties from which nodes try a
	// stability cutoff.
	stabilityEmpties = 9
	// etcEmpties is the number of empties from which nodes look up their
	// children in the table before searching them.
	etcEmpties = 11
	// sortSearchEmpties is the number of empties from which moves are
	// ordered by a shallow search on Evaluate (see sortDepth) instead of
	// by the opponent's mobility. At 14 and 15 empties that search is
	// one ply below each child, which the learned evaluation makes worth
	// its cost (FFO #1-#39: 109M nodes against 120M at 16, in
	// about the same time).
	sortSearchEmpties = 14
	// tableBits sizes the solver's hash table: 1<<tableBits entries of 24
	// bytes (6 MB), allocated on a Game's first Solve.
	tableBits = 18
	// tickEvery is how many nodes pass between calls to the Ticker.
	tickEvery = 4096
	inf       = 127
)

// ttEntry holds bounds on the exact value of one position. The zero
// entry is free: its key, the empty board, never reaches the table.
type ttEntry struct {
	p, o         uint64
	lower, upper int8
	move         int8 // best move plus one, 0 if none
	empties      int8
}

// solver is an endgame search with its own table. It belongs to one Game.
type solver struct {
	table  []ttEntry
	nodes  int    // nodes since the last tick
	total  uint64 // nodes of the current Solve
	ticker position.Ticker
	stop   bool
	lists  [65][64]solveMove // move lists, indexed by empties
	// learned is the evaluation that orders moves high in the tree: the
	// solving game's learned one, or nil for the hand-written one.
	learned *learnedTable
}

type solveMove struct {
	f     uint64 // discs flipped
	sq    int8
	score int32
}

func newSolver() *solver {
	return &solver{table: make([]ttEntry, 1<<tableBits)}
}

// Solvable reports whether search should call Solve here: when the
// empties are at most twice the remaining depth plus solveAhead, or only
// a few empties remain.
func (g *Game) Solvable(depth int) bool {
	e := g.Empties()
	return e <= 2*depth+solveAhead || e <= solveAlways
}

// Solve returns the exact final disc margin for the side to move (empty
// squares counted for the winner) in centi-discs, fail-soft within
// (alpha, beta), with the best move when the score lies above alpha. It
// calls t.Tick every few thousand nodes, if t is not nil, and gives up when
// it returns true.
func (g *Game) Solve(alpha, beta int, t position.Ticker) (int, position.Move) {
	if g.solver == nil {
		g.solver = newSolver()
	}
	s := g.solver
	s.ticker, s.stop, s.nodes, s.total, s.learned = t, false, 0, 0, g.learned
	// Disc values are whole; widen the window to whole discs.
	a, b := floorDiv(alpha, 100), -floorDiv(-beta, 100)
	a, b = max(a, -inf+1), min(b, inf-1)
	if a >= b {
		a = b - 1
	}
	score, best := s.node(g.p, g.o, a, b, 64-bits.OnesCount64(g.p|g.o), false, true)
	s.tick()
	move := position.NoMove
	switch {
	case score <= a || best < 0:
	case best == 64:
		move = Pass
	default:
		move = position.Move(best)
	}
	return 100 * score, move
}

// Nodes is the number of positions the last Solve visited.
func (g *Game) Nodes() uint64 {
	if g.solver == nil {
		return 0
	}
	return g.solver.total
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func (s *solver) tick() {
	s.total += uint64(s.nodes)
	if s.ticker != nil && s.nodes > 0 && s.ticker.Tick(s.nodes) {
		s.stop = true
	}
	s.nodes = 0
}

// Quadrants, for parity ordering.
var quadrants = [4]uint64{0x0f0f0f0f, 0xf0f0f0f0, 0x0f0f0f0f00000000, 0xf0f0f0f000000000}

// oddQuadrants returns the empty squares lying in quadrants with an odd
// number of empties. Playing there first tends to leave the last move in
// each region to the side that plays it.
func oddQuadrants(empty uint64) uint64 {
	var odd uint64
	for _, q := range quadrants {
		if bits.OnesCount64(empty&q)&1 != 0 {
			odd |= q
		}
	}
	return empty & odd
}

// node searches a position with e empties at the hash-table level and
// returns its value and best move (-1 for none, 64 for a pass). At the root
// it always searches the moves itself, so that the best move it returns
// is one it proved.
func (s *solver) node(p, o uint64, alpha, beta, e int, passed, root bool) (int, int) {
	if e < hashEmpties && !root {
		return s.search(p, o, alpha, beta, e, passed), -1
	}
	s.nodes++
	if s.nodes >= tickEvery {
		s.tick()
	}
	if s.stop {
		return 0, -1
	}
	moves := mobility(p, o)
	if moves == 0 {
		if passed {
			return finalScore(p, o), -1
		}
		v, _ := s.node(o, p, -beta, -alpha, e, true, root)
		return -v, 64
	}

	// Probe the table: its bounds narrow the window.
	slot := &s.table[tableIndex(p, o)]
	hashMove := int8(-1)
	if slot.p == p && slot.o == o {
		hashMove = slot.move - 1
	}
	if slot.p == p && slot.o == o && !root {
		lo, hi := int(slot.lower), int(slot.upper)
		if lo >= beta || lo == hi {
			return lo, int(slot.move) - 1
		}
		if hi <= alpha {
			return hi, -1
		}
		alpha, beta = max(alpha, lo), min(beta, hi)
	}
	if e >= stabilityEmpties && !root {
		if bound := 64 - 2*stableCount(p, o); bound <= alpha {
			return bound, -1
		}
	}

	list := s.sortMoves(p, o, moves, e, hashMove)
	if e >= etcEmpties && !root {
		// Enhanced transposition cutoff: a child already known to be bad
		// enough for the opponent refutes this node without a search.
		for i := range list {
			m := &list[i]
			np, no := o&^m.f, p|m.f|1<<uint(m.sq)
			c := &s.table[tableIndex(np, no)]
			if c.p == np && c.o == no && -int(c.upper) >= beta {
				return -int(c.upper), int(m.sq)
			}
		}
	}
	alpha0 := alpha
	best, bestMove := -inf, -1
	for i := range list {
		pickBest(list, i)
		m := &list[i]
		x := uint64(1) << uint(m.sq)
		np, no := o&^m.f, p|m.f|x
		var v int
		if i == 0 {
			v, _ = s.node(np, no, -beta, -alpha, e-1, false, false)
			v = -v
		} else {
			v, _ = s.node(np, no, -alpha-1, -alpha, e-1, false, false)
			v = -v
			if v > alpha && v < beta {
				v, _ = s.node(np, no, -beta, -v, e-1, false, false)
				v = -v
			}
		}
		if s.stop {
			return 0, -1
		}
		if v > best {
			best, bestMove = v, int(m.sq)
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	s.store(slot, p, o, alpha0, beta, best, bestMove, e)
	return best, bestMove
}

func tableIndex(p, o uint64) uint64 {
	h := p*0x9e3779b97f4a7c15 ^ (o+0x632be59bd9b4e019)*0xc2b2ae3d27d4eb4f
	return (h ^ h>>29) >> (64 - tableBits)
}

// store records what a search with window (alpha, beta) proved: best is an
// upper bound at or below alpha, a lower bound at or above beta, exact
// otherwise. Bounds already known for the same position are kept.
func (s *solver) store(slot *ttEntry, p, o uint64, alpha, beta, best, move, e int) {
	if slot.p != p || slot.o != o {
		if slot.move > 0 && int(slot.empties) > e+2 {
			return // keep the bigger subtree
		}
		*slot = ttEntry{p: p, o: o, lower: -inf, upper: inf}
	}
	slot.empties = int8(e)
	switch {
	case best <= alpha:
		slot.upper = int8(min(int(slot.upper), best))
	case best >= beta:
		if best >= int(slot.lower) {
			slot.lower, slot.move = int8(best), int8(move+1)
		}
	default:
		slot.lower, slot.upper, slot.move = int8(best), int8(best), int8(move+1)
	}
}

// sortMoves fills the move list for e empties with the flips and an
// ordering score of each move.
func (s *solver) sortMoves(p, o, moves uint64, e int, hashMove int8) []solveMove {
	list := s.lists[e][:0]
	empty := ^(p | o)
	odd := oddQuadrants(empty)
	for m := moves; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		x := uint64(1) << uint(sq)
		f := flips(sq, p, o)
		var score int32
		if int8(sq) == hashMove {
			score = 1 << 30
		} else if e >= sortSearchEmpties {
			np, no := o&^f, p|f|x
			score = -int32(s.probe(np, no, mobility(np, no), sortDepth(e), -maxEval-1, maxEval+1))
		} else {
			np, no := o&^f, p|f|x
			replies := mobility(np, no)
			score = -1024 * int32(bits.OnesCount64(replies)+bits.OnesCount64(replies&corners))
			score -= 64 * int32(bits.OnesCount64(potential(no, empty&^x)))
			if x&odd != 0 {
				score += 256
			}
			if x&corners != 0 {
				score += 512
			}
		}
		list = append(list, solveMove{f: f, sq: int8(sq), score: score})
	}
	return list
}

// pickBest moves the best-scored move at or after i to i.
func pickBest(list []solveMove, i int) {
	b := i
	for j := i + 1; j < len(list); j++ {
		if list[j].score > list[b].score {
			b = j
		}
	}
	list[i], list[b] = list[b], list[i]
}

// search is the solver below the hash level.
func (s *solver) search(p, o uint64, alpha, beta, e int, passed bool) int {
	switch {
	case e >= midEmpties:
		return s.shallow(p, o, alpha, beta, e, passed)
	case e > 4:
		return s.parity(p, o, alpha, beta, e, passed)
	}
	empty := ^(p | o)
	switch e {
	case 4:
		return s.solve4(p, o, alpha, beta, empty)
	case 3:
		x1 := bits.TrailingZeros64(empty)
		empty &= empty - 1
		x2 := bits.TrailingZeros64(empty)
		empty &= empty - 1
		return s.solve3(p, o, alpha, beta, x1, x2, bits.TrailingZeros64(empty), false)
	case 2:
		x1 := bits.TrailingZeros64(empty)
		empty &= empty - 1
		return s.solve2(p, o, alpha, beta, x1, bits.TrailingZeros64(empty), false)
	case 1:
		s.nodes++
		return solve1(p, o, bits.TrailingZeros64(empty))
	}
	s.nodes++
	return finalScore(p, o)
}

// shallow searches with fastest-first ordering but without the table.
func (s *solver) shallow(p, o uint64, alpha, beta, e int, passed bool) int {
	s.nodes++
	moves := mobility(p, o)
	if moves == 0 {
		if passed {
			return finalScore(p, o)
		}
		return -s.shallow(o, p, -beta, -alpha, e, true)
	}
	if e >= stabilityEmpties {
		if bound := 64 - 2*stableCount(p, o); bound <= alpha {
			return bound
		}
	}
	list := s.sortMoves(p, o, moves, e, -1)
	best := -inf
	for i := range list {
		pickBest(list, i)
		m := &list[i]
		x := uint64(1) << uint(m.sq)
		v := -s.search(o&^m.f, p|m.f|x, -beta, -alpha, e-1, false)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// parity searches by trying the empty squares of odd quadrants first,
// without move generation.
func (s *solver) parity(p, o uint64, alpha, beta, e int, passed bool) int {
	s.nodes++
	empty := ^(p | o)
	odd := oddQuadrants(empty)
	best := -inf
	for _, group := range [2]uint64{odd, empty &^ odd} {
		for ; group != 0; group &= group - 1 {
			sq := bits.TrailingZeros64(group)
			if o&neighbourMask[sq] == 0 {
				continue
			}
			f := flips(sq, p, o)
			if f == 0 {
				continue
			}
			v := -s.search(o&^f, p|f|1<<uint(sq), -beta, -alpha, e-1, false)
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					if v >= beta {
						return best
					}
				}
			}
		}
	}
	if best == -inf {
		if passed {
			return finalScore(p, o)
		}
		return -s.parity(o, p, -beta, -alpha, e, true)
	}
	return best
}

// solve4 searches the last four empties, odd quadrants first.
func (s *solver) solve4(p, o uint64, alpha, beta int, empty uint64) int {
	var sq [4]int
	n := 0
	odd := oddQuadrants(empty)
	for _, group := range [2]uint64{odd, empty &^ odd} {
		for ; group != 0; group &= group - 1 {
			sq[n] = bits.TrailingZeros64(group)
			n++
		}
	}
	return s.solve4sq(p, o, alpha, beta, sq, false)
}

func (s *solver) solve4sq(p, o uint64, alpha, beta int, sq [4]int, passed bool) int {
	s.nodes++
	best := -inf
	for i := 0; i < 4; i++ {
		if o&neighbourMask[sq[i]] == 0 {
			continue
		}
		f := flips(sq[i], p, o)
		if f == 0 {
			continue
		}
		// The remaining three keep their order.
		var r [3]int
		for j, k := 0, 0; j < 4; j++ {
			if j != i {
				r[k] = sq[j]
				k++
			}
		}
		v := -s.solve3(o&^f, p|f|1<<uint(sq[i]), -beta, -alpha, r[0], r[1], r[2], false)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					return best
				}
			}
		}
	}
	if best == -inf {
		if passed {
			return finalScore(p, o)
		}
		return -s.solve4sq(o, p, -beta, -alpha, sq, true)
	}
	return best
}

// solve3 searches the last three empties x1, x2, x3 in that order.
func (s *solver) solve3(p, o uint64, alpha, beta int, x1, x2, x3 int, passed bool) int {
	s.nodes++
	best := -inf
	if f := flipsNear(x1, p, o); f != 0 {
		best = -s.solve2(o&^f, p|f|1<<uint(x1), -beta, -alpha, x2, x3, false)
		if best >= beta {
			return best
		}
		alpha = max(alpha, best)
	}
	if f := flipsNear(x2, p, o); f != 0 {
		v := -s.solve2(o&^f, p|f|1<<uint(x2), -beta, -alpha, x1, x3, false)
		if v > best {
			best = v
			if v >= beta {
				return best
			}
			alpha = max(alpha, best)
		}
	}
	if f := flipsNear(x3, p, o); f != 0 {
		v := -s.solve2(o&^f, p|f|1<<uint(x3), -beta, -alpha, x1, x2, false)
		if v > best {
			best = v
		}
	}
	if best == -inf {
		if passed {
			return finalScore(p, o)
		}
		return -s.solve3(o, p, -beta, -alpha, x1, x2, x3, true)
	}
	return best
}

// solve2 searches the last two empties.
func (s *solver) solve2(p, o uint64, alpha, beta int, x1, x2 int, passed bool) int {
	s.nodes++
	best := -inf
	if f := flipsNear(x1, p, o); f != 0 {
		best = -solve1(o&^f, p|f|1<<uint(x1), x2)
		if best >= beta {
			return best
		}
	}
	if f := flipsNear(x2, p, o); f != 0 {
		if v := -solve1(o&^f, p|f|1<<uint(x2), x1); v > best {
			best = v
		}
	}
	if best == -inf {
		if passed {
			return finalScore(p, o)
		}
		return -s.solve2(o, p, -beta, -alpha, x1, x2, true)
	}
	return best
}

// solve1 is the exact score with one empty square x, from the flip counts
// alone: the side to move plays x if it can, else the opponent does, else
// the game ends with x empty (counted for the winner).
func solve1(p, o uint64, x int) int {
	np := bits.OnesCount64(p) // the opponent has 63-np discs
	nb := neighbourMask[x&63]
	if o&nb != 0 {
		if n := countFlips(x, p, o); n > 0 {
			return 2*(np+n) - 62
		}
	}
	if p&nb != 0 {
		if n := countFlips(x, o, p); n > 0 {
			return 2*(np-n) - 64
		}
	}
	if 2*np > 63 {
		return 2*np - 62
	}
	return 2*np - 64
}

// sortDepth is the depth of the ordering search at e empties.
func sortDepth(e int) int {
	switch {
	case e >= 20:
		return 3
	case e >= 16:
		return 2
	}
	return 1
}

// probe is a small fail-soft alpha-beta search on the game's evaluation,
// used to order moves high in the solver's tree.
func (s *solver) probe(p, o, mob uint64, depth, alpha, beta int) int {
	if depth == 0 {
		if s.learned != nil {
			return s.learned.eval(p, o, mob)
		}
		return evaluate(p, o, mob)
	}
	if mob == 0 {
		omob := mobility(o, p)
		if omob == 0 {
			return 100 * finalScore(p, o)
		}
		return -s.probe(o, p, omob, depth, -beta, -alpha)
	}
	best := -maxEval - 1
	for m := mob; m != 0; m &= m - 1 {
		sq := bits.TrailingZeros64(m)
		f := flips(sq, p, o)
		np, no := o&^f, p|f|1<<uint(sq)
		v := -s.probe(np, no, mobility(np, no), depth-1, -beta, -alpha)
		if v > best {
			best = v
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	return best
}

// neighbourMask[sq] holds the squares next to sq.
var neighbourMask = func() (t [64]uint64) {
	for sq := range t {
		t[sq] = neighbours(1 << uint(sq))
	}
	return t
}()

// flipsNear is flips with a quick exit when no opponent disc touches sq.
func flipsNear(sq int, p, o uint64) uint64 {
	if o&neighbourMask[sq&63] == 0 {
		return 0
	}
	return flips(sq, p, o)
}
