package hex

import "github.com/tabla-games/tabla/position"

// vcMinDepth is the least remaining depth at which Solvable runs
// H-search: the analysis costs about as much as a few hundred
// evaluations, so the nodes next to the horizon (most of a tree) skip it.
// The Monte Carlo search asks at depth 0 and never pays for it.
const vcMinDepth = 1

// vcDeepDepth is the least remaining depth at which Solvable runs the
// wide analysis (vcDeep) instead of the light one: it costs several
// times as much, which only the nodes near the root can afford.
const vcDeepDepth = 4

// vcCacheSize is the number of positions whose analysis a Game keeps,
// direct-mapped by hash (a power of two).
const vcCacheSize = 1 << 12

// vcEntry is the analysis of one position by both sides' H-searches,
// from the side to move's point of view: value +1 won, -1 lost, 0 not
// proved; best a winning move when won; mustPlay the cells outside which
// every move loses (all of them when the opponent has no semi connection
// between its edges).
type vcEntry struct {
	key      uint64
	valid    bool
	deep     bool // computed by full H-search (vcDeep)
	value    int8
	best     int16
	plies    int16 // when proved: the fewest plies to the end (stonesToWin)
	mustPlay cset
}

// vcApplies reports whether the virtual-connection analysis holds in the
// position: the plain rules (not the connected variant, not while swap
// is available) on a board of at most 13×13, game not over.
func (g *Game) vcApplies() bool {
	return !g.connected && !g.won && !g.swapAvailable() && g.geo.Cells+2 <= vcMaxNodes
}

// cachedAnalysis returns the position's analysis if the cache holds it,
// else nil; it computes nothing.
func (g *Game) cachedAnalysis() *vcEntry {
	if g.vcCache == nil || !g.vcApplies() {
		return nil
	}
	if e := &g.vcCache[g.hash&(vcCacheSize-1)]; e.valid && e.key == g.hash {
		return e
	}
	return nil
}

// analyse returns the cached analysis of the position, computing it
// when absent, or when deep asks for full H-search and the cached
// analysis was a light one that proved nothing.
func (g *Game) analyse(deep bool) *vcEntry {
	if g.vcCache == nil {
		g.vcCache = make([]vcEntry, vcCacheSize)
	}
	e := &g.vcCache[g.hash&(vcCacheSize-1)]
	if e.valid && e.key == g.hash && (e.deep || !deep || e.value != 0) {
		return e
	}
	lim := vcLight
	if deep {
		lim = vcDeep
	}
	*e = vcEntry{key: g.hash, valid: true, deep: deep, best: -1}
	me := color(g.ToMove())
	pr, _, pb, _ := g.potentials()
	pot := [2]int{pr, pb}
	if pot[me] <= lim.potential {
		rm := g.hSearch(me, lim, true)
		if rm.stopped {
			e.valid = false
			return e
		}
		if rm.full || rm.semi {
			e.value = 1
			e.best = int16(g.winningCell(rm))
			e.plies = int16(2*g.stonesToWin(me) - 1)
			return e
		}
	}
	for i := range g.geo.Cells {
		e.mustPlay.set(i)
	}
	if pot[1-me] > lim.potential {
		return e
	}
	ro := g.hSearch(1-me, lim, false)
	if ro.stopped {
		e.valid = false
		return e
	}
	if ro.full {
		e.value = -1
		e.plies = int16(2 * g.stonesToWin(1-me))
		return e
	}
	if ro.semi {
		e.mustPlay = e.mustPlay.and(ro.carrier)
		if e.mustPlay.isEmpty() {
			e.value = -1 // whatever is played, a semi is left whole
			e.plies = int16(2 * g.stonesToWin(1-me))
		}
	}
	return e
}

// stonesToWin is the fewest stones side s must still place to join its
// edges, ignoring the opponent's replies (a 0-1 breadth-first search:
// own stones cost nothing, empty cells one, opponent stones block); at
// least 1 while the game is not over. It bounds how soon a proved game
// can end: the winner places that many stones, one every other ply. It
// uses s's H-search work space, so H-search for s has run.
func (g *Game) stonesToWin(s color) int {
	geo := g.geo
	h := g.vc[s]
	dist, dq := h.dist, h.deque[:0]
	const far = 1 << 14
	for i := range dist {
		dist[i] = far
	}
	cost := func(i int) int16 {
		if g.board[i] == 0 {
			return 1
		}
		return 0
	}
	first, second := ownEdges[s][0], ownEdges[s][1]
	for i := range geo.Cells {
		if geo.OnEdge[i]&(1<<first) != 0 && g.board[i] != uint8(1-s)+1 {
			dist[i] = cost(i)
			dq = append(dq, int16(i))
		}
	}
	// A cell is queued again each time its distance improves, so the
	// queue ends with every distance settled.
	for q := 0; q < len(dq); q++ {
		i := int(dq[q])
		for _, n := range geo.Neighbors(i) {
			j := int(n)
			if g.board[j] == uint8(1-s)+1 {
				continue
			}
			if d := dist[i] + cost(j); d < dist[j] {
				dist[j] = d
				dq = append(dq, int16(j))
			}
		}
	}
	h.deque = dq
	best := int16(far)
	for i := range geo.Cells {
		if geo.OnEdge[i]&(1<<second) != 0 {
			best = min(best, dist[i])
		}
	}
	return max(int(best), 1)
}

// winningCell is a move that keeps the win H-search proved in r: a semi
// connection's key, else a cell of the full connection's carrier, else
// any empty cell (with a full connection every move wins).
func (g *Game) winningCell(r vcResult) int {
	if r.semi && r.key >= 0 {
		return r.key
	}
	for i := r.carrier.first(); i >= 0; i = next(r.carrier, i) {
		if i < g.geo.Cells && g.board[i] == 0 {
			return i
		}
	}
	for i, v := range g.board {
		if v == 0 {
			return i
		}
	}
	return -1
}

// Solvable implements position.Solver: with at least vcMinDepth plies
// left, it runs H-search for both sides (cached by position), the full
// one with vcDeepDepth plies left, and reports whether it proved the
// winner.
func (g *Game) Solvable(depth int) bool {
	if depth < vcMinDepth || !g.vcApplies() {
		return false
	}
	return g.analyse(depth >= vcDeepDepth).value != 0
}

// SetTicker implements position.TickerSetter: H-search reports its work
// to t as nodes (one per vcTickWork carrier combinations) and gives up
// when t says stop.
func (g *Game) SetTicker(t position.Ticker) { g.ticker = t }

// Solve implements position.Solver for the positions Solvable accepts:
// the value H-search proved, as a win or loss no sooner than the plies
// stonesToWin allows, and a winning move when it is a win.
func (g *Game) Solve(alpha, beta int, t position.Ticker) (score int, best position.Move) {
	saved := g.ticker
	if t != nil {
		g.ticker = t
	}
	e := g.analyse(false)
	g.ticker = saved
	plies := max(int(e.plies), 1)
	if e.value > 0 && e.best >= 0 {
		return plies, position.Move(e.best)
	}
	return int(e.value) * plies, position.NoMove
}
