package domineering

import (
	"math/bits"
	"sync/atomic"

	"github.com/tabla-games/tabla/position"
)

// The exact solver proves whether the side to move wins. It is a plain
// win/loss search (every value is exact, so it needs no windows) in the
// mover's frame: a position is the pair (F, G) of the free cells seen by
// the side to move and by its opponent, and the side to move always places
// vertical dominoes in its own frame. It uses:
//   - move counting (decide), which settles many positions without search;
//   - a table of proven values shared by all threads and kept from one
//     Solve to the next, keyed by the free cells in the mover's frame,
//     reduced over the board's mirror images. The key alone fixes the game,
//     so one entry serves both sides: on a square board a position with
//     Vertical to move and its transpose with Horizontal to move are one;
//   - at big nodes, a look at each child before any is searched: a child
//     that move counting or the table shows lost for the opponent wins at
//     once, and one shown won for it is dropped (enhanced transposition
//     cutoffs). Children are searched best first by the change they make
//     to both sides' safe moves and mobility (childScore);
//   - with several threads, each node being searched is marked in a small
//     shared table, and a node tries a child that another thread is
//     searching only after its other children (the ABDADA idea), so that
//     the threads split the tree between them.

const (
	// maxDepth bounds the plies below a Solve root: every move covers two
	// of at most 64 cells.
	maxDepth = 33
	// tickEvery is how many nodes pass between calls to the Ticker.
	tickEvery = 4096
	// storeMin is the least number of free cells of a position that goes
	// into the table: smaller ones are cheaper to search again.
	storeMin = 10
	// solveDepth is the least remaining depth of search at which
	// Solvable is true, and solveFree the largest number of free cells at
	// which it is true whatever the depth.
	solveDepth = 3
	solveFree  = 30
	// etcMin is the least number of free cells of a child that expand
	// settles by move counting and the table before searching any child
	// (enhanced transposition cutoffs), and that takes part in the sharing
	// of work between threads. Smaller children are settled only when
	// their turn comes: most are never searched, as an earlier move wins,
	// and move counting and a table look-up cost more than they save there.
	etcMin = 30
)

// solver is one thread's solver: its stacks and counters. It belongs to
// one Game.
type solver struct {
	sh     *shared
	dims   [2][2]int // ranks and files of frames 0 and 1
	nodes  int       // since the last tick
	total  uint64    // of the current Solve, up to the last tick
	ticker position.Ticker
	stop   bool
	// lists[ply] holds the children of the node at ply still to search,
	// as score<<6 | anchor; keys[ply][a] is the table key of the child
	// after the move at anchor a (0 when it is too small to store).
	lists [maxDepth + 1][]int32
	keys  [maxDepth + 1][64]uint64
	later [maxDepth + 1][]int32 // children put off for another thread
	best  [maxDepth + 1]int8    // the winning move found at each ply
}

func (g *Game) solver() *solver {
	if g.sv == nil {
		s := &solver{sh: g.shared, dims: [2][2]int{{g.rows, g.cols}, {g.cols, g.rows}}}
		for i := range s.lists {
			s.lists[i] = make([]int32, 0, 64)
			s.later[i] = make([]int32, 0, 64)
		}
		g.sv = s
	}
	return g.sv
}

// Solvable reports whether search should solve this position rather than
// search it: when it has at most solveFree free cells, which the solver
// proves in a moment, or when solveDepth plies of search remain. So on a
// big board a search runs three quick heuristic iterations (one to three
// plies, with the solver at the leaves that are small enough), which give
// it a good move at once, and from the fourth on solves every node below
// the root: no horizon, and the proofs go into a table that later searches
// reuse.
func (g *Game) Solvable(depth int) bool {
	return depth >= solveDepth || bits.OnesCount64(g.free()) <= solveFree
}

// Solve proves who wins and returns +1 (the side to move wins) or -1, with
// a winning move when it wins. A window that the result cannot fall inside
// (beta <= -1 or alpha >= 1) is answered at once without a move. It calls
// t.Tick every few thousand nodes, if t is not nil, and gives up when it
// returns true.
func (g *Game) Solve(alpha, beta int, t position.Ticker) (int, position.Move) {
	switch {
	case beta <= -1:
		return -1, position.NoMove
	case alpha >= 1:
		return 1, position.NoMove
	}
	s := g.solver()
	s.sh.alloc()
	s.ticker, s.stop, s.nodes, s.total = t, false, 0, 0
	s.sh.active.Add(1)
	defer s.sh.active.Add(-1)
	frame := int(g.side)
	F := g.valid[frame] &^ g.occ[frame]
	G := g.valid[1-frame] &^ g.occ[1-frame]
	win, a := s.root(F, G, frame)
	s.tick()
	if s.stop {
		return 0, position.NoMove
	}
	if !win {
		return -1, position.NoMove
	}
	if frame == 1 {
		a = transposeSq(a)
	}
	return 1, newMove(g.side, a)
}

// Nodes is the number of positions the last Solve visited.
func (g *Game) Nodes() uint64 {
	if g.sv == nil {
		return 0
	}
	return g.sv.total
}

func (s *solver) tick() {
	s.total += uint64(s.nodes)
	if s.ticker != nil && s.nodes > 0 && s.ticker.Tick(s.nodes) {
		s.stop = true
	}
	s.nodes = 0
}

// count counts a visited position and reports whether to stop.
func (s *solver) count() bool {
	s.nodes++
	if s.nodes >= tickEvery {
		s.tick()
	}
	return s.stop
}

// root solves the root and, when the mover wins, finds a winning move (its
// anchor in the mover's frame). A loss is taken from move counting or the
// table; a win is searched again from the root, where the table makes
// short work of it, to find the move.
func (s *solver) root(F, G uint64, frame int) (bool, int) {
	s.count()
	if vAnchors(F) == 0 {
		return false, -1
	}
	if w, ok := decide(F, G, vAnchors(G)); ok && !w {
		return false, -1
	}
	var key uint64
	if bits.OnesCount64(F) >= storeMin {
		key = s.canon(F, frame)
		if w, ok := s.sh.probe(key); ok && !w {
			return false, -1
		}
	}
	if !s.node(F, G, key, frame, 0) || s.stop {
		return false, -1
	}
	return true, int(s.best[0])
}

// canon is the table key of the free cells F of a frame: the least of F's
// images under the mirrors that keep the board (left-right, top-bottom and
// both), mixed.
func (s *solver) canon(F uint64, frame int) uint64 {
	h, w := s.dims[frame][0], s.dims[frame][1]
	r := mirrorRanks(F, h)
	return mix(min(F, r, mirrorFiles(F, w), mirrorFiles(r, w)))
}

// node searches a position that neither move counting nor the table
// settles (key is its table key, or 0 when it is too small to store).
func (s *solver) node(F, G, key uint64, frame, ply int) bool {
	var busy *atomic.Uint64
	if key != 0 && s.sh.active.Load() > 1 && bits.OnesCount64(F) >= etcMin {
		busy = &s.sh.busy[key>>(64-busyBits)]
		busy.Store(key)
	}
	before := s.total + uint64(s.nodes)
	win := s.expand(F, G, frame, ply)
	if busy != nil {
		busy.CompareAndSwap(key, 0)
	}
	if s.stop {
		return false
	}
	if key != 0 {
		s.sh.store(key, win, bits.Len64(s.total+uint64(s.nodes)-before))
	}
	return win
}

// expand orders the children of a node and searches them, best first, and
// reports whether a move wins; the winning move's anchor goes to best[ply]. Big children (etcMin free cells or more) are
// first all settled by move counting and the table where they can be, so
// that any child so shown lost for the opponent wins at once; small ones
// only when their turn comes.
func (s *solver) expand(F, G uint64, frame, ply int) bool {
	child := 1 - frame
	n := bits.OnesCount64(G) - 2 // the children's free cells
	early, stored := n >= etcMin, n >= storeMin
	list := s.lists[ply][:0]
	keys := &s.keys[ply]
	for m := vAnchors(F); m != 0; m &= m - 1 {
		a := bits.TrailingZeros64(m)
		F2 := F &^ (1<<uint(a) | 1<<uint(a+8))
		G2 := G &^ crossCells[a]
		// The child is the opponent's position (G2, F2).
		if s.count() {
			return false
		}
		if vAnchors(G2) == 0 {
			return s.won(ply, a)
		}
		if early {
			if w, ok := decide(G2, F2, vAnchors(F2)); ok {
				if !w {
					return s.won(ply, a)
				}
				continue
			}
			ck := s.canon(G2, child)
			if w, ok := s.sh.probe(ck); ok {
				if !w {
					return s.won(ply, a)
				}
				continue
			}
			keys[a] = ck
		}
		list = append(list, childScore(F2, G2)<<6|int32(a))
	}
	// Insertion sort, best first; ties keep generation order.
	for i := 1; i < len(list); i++ {
		e := list[i]
		j := i
		for ; j > 0 && list[j-1]>>6 < e>>6; j-- {
			list[j] = list[j-1]
		}
		list[j] = e
	}
	s.lists[ply] = list

	later := s.later[ply][:0]
	sharing := early && s.sh.active.Load() > 1
	for i, e := range list {
		a := int(e & 63)
		G2 := G &^ crossCells[a]
		var ck uint64
		if early {
			ck = keys[a]
			if sharing && i > 0 && s.sh.busy[ck>>(64-busyBits)].Load() == ck {
				later = append(later, e)
				continue
			}
		} else {
			// A small child: counted and looked up only now.
			F2 := F &^ (1<<uint(a) | 1<<uint(a+8))
			if w, ok := decide(G2, F2, vAnchors(F2)); ok {
				if !w {
					return s.won(ply, a)
				}
				continue
			}
			if stored {
				ck = s.canon(G2, child)
				if w, ok := s.sh.probe(ck); ok {
					if !w {
						return s.won(ply, a)
					}
					continue
				}
			}
		}
		if !s.node(G2, F&^(1<<uint(a)|1<<uint(a+8)), ck, child, ply+1) {
			return !s.stop && s.won(ply, a)
		}
		if s.stop {
			return false
		}
	}
	s.later[ply] = later
	for _, e := range later {
		a := int(e & 63)
		// By now another thread has likely proved it: look again.
		ck := keys[a]
		if w, ok := s.sh.probe(ck); ok {
			if !w {
				return s.won(ply, a)
			}
			continue
		}
		if !s.node(G&^crossCells[a], F&^(1<<uint(a)|1<<uint(a+8)), ck, child, ply+1) {
			return !s.stop && s.won(ply, a)
		}
		if s.stop {
			return false
		}
	}
	return false
}

// won records a as the winning move of the node at ply.
func (s *solver) won(ply, a int) bool {
	s.best[ply] = int8(a)
	return true
}

// childScore rates a move for ordering by the position it leaves: F2 and
// G2 are the free cells after it, in the frames of the mover and of the
// opponent. Safe moves count four times, mobility once.
func childScore(F2, G2 uint64) int32 {
	my, opp := vAnchors(F2), vAnchors(G2)
	myReach, oppReach := hAnchors(G2), hAnchors(F2)
	mySafe := packV(F2 &^ (oppReach | oppReach<<1))
	oppSafe := packV(G2 &^ (myReach | myReach<<1))
	return int32(4*(mySafe-oppSafe) + bits.OnesCount64(my) - bits.OnesCount64(opp))
}
