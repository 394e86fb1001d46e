package position

// MaxPly bounds the depth of perft and search, and so the move-buffer
// stacks that both preallocate.
const MaxPly = 128

// MaxMoves is the number of moves per position that search orders by its
// heuristics. Some positions have more (Product and Nex openings, large
// Chomp bars); search then tries the moves past MaxMoves in generation
// order, so such games should generate their likely best moves first.
const MaxMoves = 4096

// Perft counts the leaves of the game tree depth plies below g. With
// endsAreLeaves, a game that ends before the last ply counts as one leaf
// (Bik's Reversi convention); otherwise it counts as none. g is left as it
// was. Perft allocates only its move buffers, once.
func Perft(g Game, depth int, endsAreLeaves bool) uint64 {
	p := NewPerfter(g, endsAreLeaves, 0)
	return p.Count(depth)
}

// Perfter counts perft leaves with buffers allocated once, and optionally a
// hash table of subtree counts: a hashed count that agrees with a plain
// one shows that Hash covers every bit of state that matters.
type Perfter struct {
	g             Game
	endsAreLeaves bool
	counter       MoveCounter
	buf           [][]Move
	table         []perftEntry
	mask          uint64
}

type perftEntry struct {
	key   uint64 // hash ^ depth key
	count uint64
}

var perftDepthKeys = Keys(0x7065726674, MaxPly+1)

// NewPerfter prepares a perft over g. hashEntries > 0 adds a table of that
// many entries (rounded down to a power of two).
func NewPerfter(g Game, endsAreLeaves bool, hashEntries int) *Perfter {
	p := &Perfter{g: g, endsAreLeaves: endsAreLeaves}
	p.counter, _ = g.(MoveCounter)
	p.buf = make([][]Move, MaxPly+1)
	for i := range p.buf {
		p.buf[i] = make([]Move, 0, 256)
	}
	if hashEntries > 0 {
		n := 1
		for n*2 <= hashEntries {
			n *= 2
		}
		p.table = make([]perftEntry, n)
		p.mask = uint64(n - 1)
	}
	return p
}

// Count returns the number of leaves depth plies below the current
// position.
func (p *Perfter) Count(depth int) uint64 {
	if depth > MaxPly {
		depth = MaxPly
	}
	return p.count(depth, 0)
}

// Divide returns each root move with the leaf count below it.
func (p *Perfter) Divide(depth int) (moves []Move, counts []uint64) {
	moves = p.g.GenMoves(nil)
	counts = make([]uint64, len(moves))
	if depth < 1 {
		return moves, counts
	}
	for i, m := range moves {
		p.g.Make(m)
		counts[i] = p.count(depth-1, 1)
		p.g.Unmake()
	}
	return moves, counts
}

func (p *Perfter) count(depth, ply int) uint64 {
	if depth == 0 {
		return 1
	}
	g := p.g
	if over, _ := g.Outcome(); over {
		if p.endsAreLeaves {
			return 1
		}
		return 0
	}
	if depth == 1 && p.counter != nil {
		return uint64(p.counter.CountMoves())
	}
	var slot *perftEntry
	var key uint64
	if p.table != nil && depth > 1 {
		key = g.Hash() ^ perftDepthKeys[depth]
		slot = &p.table[key&p.mask]
		if slot.key == key {
			return slot.count
		}
	}
	moves := g.GenMoves(p.buf[ply][:0])
	p.buf[ply] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		g.Make(m)
		n += p.count(depth-1, ply+1)
		g.Unmake()
	}
	if slot != nil {
		slot.key, slot.count = key, n
	}
	return n
}
