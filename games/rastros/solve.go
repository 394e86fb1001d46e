package rastros

import "github.com/tabla-games/tabla/position"

// The exact solver: a win/loss negamax over the white piece's steps with
// a table of proven results. Two facts keep it small. A step onto the
// opponent's home, or next to it, loses at once (the opponent steps in:
// home squares are never blocked), so the solver never tries one; and
// only the empty cells the white piece can still reach matter, so a
// position's table key is that region, not the whole board. Once neither
// home is in the region, the game is pure blocking, symmetric between the
// players, and the side to move is left out of the key as well.

// minTableBits and maxTableBits bound the size of the solver's table. It
// starts at 2^minTableBits entries of 16 bytes on the first Solve of a
// Game (and of each Clone) and grows fourfold, keeping its entries,
// whenever the solver has done as many nodes as the table has entries, up
// to 2^maxTableBits (64 MiB), what a proof of the whole game needs. A
// search's small proofs keep a small table: clearing 64 MiB takes tens of
// milliseconds, longer than many proofs and than a search may take to
// stop.
const (
	minTableBits = 12
	maxTableBits = 22
)

// tickEvery is how many solver nodes pass between calls of the Ticker.
const tickEvery = 4096

// solveEntry is one proven result: key 0 is an empty slot.
type solveEntry struct {
	key uint64
	win bool
}

// solver holds the table and the node count of the solver's runs.
type solver struct {
	table   []solveEntry
	bits    int // len(table) is 1<<bits
	nodes   int // in this Solve
	done    int // since the table last grew
	ticker  position.Ticker
	stopped bool
}

// solveBase and solvePerDepth set when Solvable hands a node to the
// solver: when its empty cells are at most solveBase plus solvePerDepth
// for each ply of search left. A deep search has time for a proof; a
// shallow one near the start (a fast game) must not start a proof of the
// whole game, which takes seconds.
const (
	solveBase     = 20
	solvePerDepth = 3
)

// Solvable reports whether the solver should decide this position, given
// the plies of search left (see solveBase).
func (g *Game) Solvable(depth int) bool {
	return (boardMask&^g.black).Count()-1 <= solveBase+solvePerDepth*depth
}

// Solve returns +1 if the side to move wins and -1 if it loses, with a
// winning step when there is one. The window is not needed: a proof is
// cheap enough to make whole.
func (g *Game) Solve(alpha, beta int, t position.Ticker) (score int, best position.Move) {
	if over, s := g.Outcome(); over {
		return s, position.NoMove
	}
	if g.solver == nil {
		g.solver = &solver{table: make([]solveEntry, 1<<minTableBits), bits: minTableBits}
	}
	sv := g.solver
	sv.ticker, sv.stopped, sv.nodes = t, false, 0
	defer func() { sv.ticker = nil }()
	moves := g.targets()
	theirs := (g.toMove ^ 1).home()
	if moves.Has(g.toMove.home()) {
		return 1, newMove(g.white, g.toMove.home())
	}
	for b := moves; b != 0; {
		to := b.PopFirst()
		if to == theirs || neighbours[to].Has(theirs) {
			continue
		}
		m := newMove(g.white, to)
		g.Make(m)
		lost := !g.wins(sv)
		g.Unmake()
		if sv.stopped {
			return 0, position.NoMove
		}
		if lost {
			return 1, m
		}
	}
	// Every step loses; any will do as the best.
	for b := moves; b != 0; {
		return -1, newMove(g.white, b.PopFirst())
	}
	return -1, position.NoMove
}

// wins reports whether the side to move wins. It leaves g as it found it.
func (g *Game) wins(sv *solver) bool {
	sv.nodes++
	sv.done++
	if sv.done >= len(sv.table) && sv.bits < maxTableBits {
		sv.grow()
	}
	if sv.nodes%tickEvery == 0 && sv.ticker != nil && sv.ticker.Tick(tickEvery) {
		sv.stopped = true
	}
	if sv.stopped {
		return false
	}
	mine, theirs := g.toMove.home(), (g.toMove ^ 1).home()
	if g.white == mine {
		return true
	}
	if g.white == theirs {
		return false
	}
	moves := neighbours[g.white] &^ g.black
	if moves.Has(mine) {
		return true
	}
	safe := moves &^ neighbours[theirs]
	safe = safe.Without(theirs)
	if safe == 0 {
		return false
	}
	key := g.regionKey()
	if slot := sv.slot(key); slot.key == key {
		return slot.win
	}
	// A step after which every reply of the opponent lands on or next
	// to the mover's home wins at once; so does one that blocks him.
	black := g.black.With(g.white)
	bad := neighbours[mine].With(mine)
	for b := safe; b != 0; {
		if to := b.PopFirst(); neighbours[to]&^black&^bad == 0 {
			*sv.slot(key) = solveEntry{key: key, win: true}
			return true
		}
	}
	win := false
	for b := safe; b != 0; {
		to := b.PopFirst()
		g.Make(newMove(g.white, to))
		lost := !g.wins(sv)
		g.Unmake()
		if lost {
			win = true
			break
		}
	}
	if sv.stopped {
		return false
	}
	*sv.slot(key) = solveEntry{key: key, win: win} // the table may have grown
	return win
}

// slot returns the table entry for key.
func (sv *solver) slot(key uint64) *solveEntry {
	return &sv.table[position.Mix(key)>>(64-sv.bits)]
}

// grow makes the table four times larger and moves the proven results
// into it.
func (sv *solver) grow() {
	old := sv.table
	sv.bits += 2
	sv.table = make([]solveEntry, 1<<sv.bits)
	sv.done = 0
	for _, e := range old {
		if e.key != 0 {
			*sv.slot(e.key) = e
		}
	}
}

// regionKey identifies the position for the solver: the empty cells the
// white piece can reach (bits 0..54), its cell (bits 56..61), the side to
// move (bit 62) if a home is among those cells, and bit 63 so that no key
// is 0.
func (g *Game) regionKey() uint64 {
	homes := position.Bits64(0).With(homeCells[0]).With(homeCells[1])
	empty := boardMask &^ g.black
	seen := position.Bits64(0).With(g.white)
	for frontier := seen; frontier != 0; {
		frontier = spread(frontier&^homes) & empty &^ seen
		seen |= frontier
	}
	key := uint64(seen) | uint64(g.white)<<56 | 1<<63
	if seen&homes != 0 {
		key |= uint64(g.toMove) << 62
	}
	return key
}
