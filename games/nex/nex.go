package nex

import "github.com/tabla-games/tabla/position"

// A Move packs its cells in 7-bit fields and its kind above them:
//
//	drop:       own | neutral<<7
//	conversion: n1 | n2<<7 | f<<14 | 1<<21, with n1 < n2
//	swap:       2<<21
//
// so that every move has exactly one code, and no code is NoMove.
const (
	fieldBits  = 7
	fieldMask  = 1<<fieldBits - 1
	kindShift  = 3 * fieldBits
	kindDrop   = 0
	kindConv   = 1
	kindSwap   = 2
	moveSwap   = position.Move(kindSwap << kindShift)
	maxLogSize = 1 << 8 // initial capacity of the union-find log
)

func dropMove(own, neutral int) position.Move {
	return position.Move(own | neutral<<fieldBits)
}

// convMove is the conversion of the neutrals n1 and n2 (in either order)
// with the mover's stone f turned neutral.
func convMove(n1, n2, f int) position.Move {
	if n1 > n2 {
		n1, n2 = n2, n1
	}
	return position.Move(n1 | n2<<fieldBits | f<<(2*fieldBits) | kindConv<<kindShift)
}

func moveKind(m position.Move) int { return int(m >> kindShift) }

// moveCells returns a move's three cell fields: own and neutral for a
// drop (c unused), n1, n2 and f for a conversion.
func moveCells(m position.Move) (a, b, c int) {
	return int(m & fieldMask), int(m >> fieldBits & fieldMask), int(m >> (2 * fieldBits) & fieldMask)
}

// Zobrist keys: one per stone kind (blue, pink, neutral) and cell, then
// Pink to move and the swapUsed flag.
var (
	zobrist     = position.Keys(0x6e6578, 3*cells+2)
	zobristSide = zobrist[3*cells]
	zobristSwap = zobrist[3*cells+1]
)

func stoneKey(s stone, i int) uint64 { return zobrist[int(s-1)*cells+i] }

func init() {
	position.Register(position.Info{
		ID:    "nex",
		Name:  "Nex",
		Sides: [2]string{blue.String(), pink.String()},
		New: func(position.Options) (position.Playable, error) {
			return New(), nil
		},
	})
}

// ufEntry is one change to the union-find, logged so that Unmake can
// restore the node's parent, size and edges.
type ufEntry struct {
	node, parent int8
	size, edges  uint8
}

// undo is what Unmake needs to take back one move.
type undo struct {
	move     position.Move
	hash     uint64
	logLen   int32 // union-find log length before the move
	side     color
	swapUsed bool
	won      bool
}

// Game is a Nex position with its history. It implements
// position.Playable, position.Orderer, position.MoveCounter and
// position.EvalExplainer.
type Game struct {
	board  [cells]stone
	stones [3]position.Bits128 // blue, pink and neutral stones: stone-1
	side   color
	// swapUsed is the position string's flag: swap was played or can no
	// longer be played.
	swapUsed bool
	// won: the last mover's stones join its two edges.
	won  bool
	hash uint64

	// The union-find over the cells: one set per group of a colour's
	// stones, whose root's edges has bit e set when the group touches
	// the colour's edge e. Union by size without path compression keeps
	// every change a logged write of one node, which Unmake undoes in
	// reverse order. Cells without a blue or pink stone are singletons.
	parent      [cells]int8
	size, edges [cells]uint8
	log         []ufEntry

	hist []undo
	// ev is the evaluation's work space, allocated by the first Evaluate:
	// most games built by the protocol or by tests never evaluate.
	ev *evalState
}

// New returns the empty start position, Blue to move.
func New() *Game {
	g := &Game{}
	g.parent, g.size = singletons()
	return g
}

// singletons is the union-find with every cell a set of its own.
func singletons() (parent [cells]int8, size [cells]uint8) {
	for i := range parent {
		parent[i], size[i] = int8(i), 1
	}
	return parent, size
}

// ToMove is the colour to move: 0 for Blue, 1 for Pink. After a swap Pink
// moves again.
func (g *Game) ToMove() int { return int(g.side) }

// Hash is the Zobrist key of the stones, the side to move and the
// swapUsed flag.
func (g *Game) Hash() uint64 { return g.hash }

func (g *Game) computeHash() uint64 {
	var h uint64
	for i, s := range g.board {
		if s != empty {
			h ^= stoneKey(s, i)
		}
	}
	if g.side == pink {
		h ^= zobristSide
	}
	if g.swapUsed {
		h ^= zobristSwap
	}
	return h
}

// emptyCells is the set of empty cells.
func (g *Game) emptyCells() position.Bits128 {
	return full.AndNot(g.stones[0].Or(g.stones[1]).Or(g.stones[2]))
}

// swapAvailable reports whether swap is legal: Pink to move, flag clear.
func (g *Game) swapAvailable() bool { return g.side == pink && !g.swapUsed }

// canConvert reports whether the side to move has a conversion: two
// neutrals and an own stone.
func (g *Game) canConvert() bool {
	return g.stones[2].Count() >= 2 && !g.stones[g.side].Empty()
}

// Outcome reports a win of the last mover as a loss for the side to move
// (only the mover's stones change, so only the mover can complete a
// chain), and a position without legal moves (one empty cell and one
// neutral left) as a draw.
func (g *Game) Outcome() (over bool, score int) {
	switch {
	case g.won:
		return true, -1
	case g.emptyCells().Count() < 2 && !g.canConvert() && !g.swapAvailable():
		return true, 0
	}
	return false, 0
}

// GenMoves appends the legal moves: swap when available, then the
// conversions, then the drops. Search orders the moves of a node with
// more than a few thousand of them in this order, and conversions, which
// add two stones at once, are the likelier to matter.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.won {
		return buf
	}
	if g.swapAvailable() {
		buf = append(buf, moveSwap)
	}
	if g.canConvert() {
		own := g.stones[g.side]
		n1s := g.stones[2]
		for !n1s.Empty() {
			n1 := n1s.PopFirst()
			for n2s := n1s; !n2s.Empty(); {
				n2 := n2s.PopFirst()
				base := convMove(n1, n2, 0)
				for fs := own; !fs.Empty(); {
					buf = append(buf, base|position.Move(fs.PopFirst()<<(2*fieldBits)))
				}
			}
		}
	}
	e := g.emptyCells()
	if e.Count() >= 2 {
		for xs := e; !xs.Empty(); {
			x := xs.PopFirst()
			for ys := e.Without(x); !ys.Empty(); {
				buf = append(buf, dropMove(x, ys.PopFirst()))
			}
		}
	}
	return buf
}

// CountMoves is len(GenMoves(nil)) without building the list: E·(E−1)
// drops for E empty cells, C(N, 2)·F conversions for N neutrals and F own
// stones, and swap.
func (g *Game) CountMoves() int {
	if g.won {
		return 0
	}
	n := 0
	if g.swapAvailable() {
		n++
	}
	e, k := g.emptyCells().Count(), g.stones[2].Count()
	n += e * (e - 1)
	n += k * (k - 1) / 2 * g.stones[g.side].Count()
	return n
}

// Make plays m, a legal move.
func (g *Game) Make(m position.Move) {
	g.hist = append(g.hist, undo{move: m, hash: g.hash, logLen: int32(len(g.log)), side: g.side, swapUsed: g.swapUsed, won: g.won})
	s := g.side
	switch moveKind(m) {
	case kindSwap:
		// A null move by Pink in colour terms: the persons exchange
		// colours and Pink moves again.
		g.swapUsed = true
		g.hash ^= zobristSwap
		return
	case kindDrop:
		// Only the mover's stones change, and only for the better where
		// they were added: a new chain runs through a new stone.
		own, neutral, _ := moveCells(m)
		g.set(neutral, neutralStone)
		g.set(own, stoneOf(s))
		g.won = g.join(s, own)
	default:
		n1, n2, f := moveCells(m)
		g.detach(s, f)
		g.set(n1, stoneOf(s))
		g.won = g.join(s, n1)
		g.set(n2, stoneOf(s))
		g.won = g.join(s, n2) || g.won
	}
	g.side = 1 - s
	g.hash ^= zobristSide
	if s == pink && !g.swapUsed {
		g.swapUsed = true
		g.hash ^= zobristSwap
	}
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	for len(g.log) > int(u.logLen) {
		e := g.log[len(g.log)-1]
		g.log = g.log[:len(g.log)-1]
		g.parent[e.node], g.size[e.node], g.edges[e.node] = e.parent, e.size, e.edges
	}
	switch moveKind(u.move) {
	case kindDrop:
		own, neutral, _ := moveCells(u.move)
		g.set(own, empty)
		g.set(neutral, empty)
	case kindConv:
		n1, n2, f := moveCells(u.move)
		g.set(n1, neutralStone)
		g.set(n2, neutralStone)
		g.set(f, stoneOf(u.side))
	}
	g.hash, g.side, g.swapUsed, g.won = u.hash, u.side, u.swapUsed, u.won
}

// set puts stone s on cell i (empty removes what is there), keeping the
// stone sets and the hash in step.
func (g *Game) set(i int, s stone) {
	if old := g.board[i]; old != empty {
		g.stones[old-1] = g.stones[old-1].Without(i)
		g.hash ^= stoneKey(old, i)
	}
	g.board[i] = s
	if s != empty {
		g.stones[s-1] = g.stones[s-1].With(i)
		g.hash ^= stoneKey(s, i)
	}
}

// join makes cell i, where a stone of colour c was just put, a set of its
// own touching c's edges it lies on, joins it to its neighbours of colour
// c, and reports whether its set now touches both edges. Every change is
// logged.
func (g *Game) join(c color, i int) bool {
	g.write(i, i, 1, cellEdges[c][i], true)
	own := stoneOf(c)
	for _, j := range neighbors(i) {
		if g.board[j] == own {
			g.union(i, int(j), true)
		}
	}
	return g.edges[g.find(i)] == bothEdges
}

// detach turns c's stone on cell f neutral. A union-find cannot remove a
// member, so detach rebuilds what is left of f's group: the pieces that
// hang on f's neighbours, found by flood fill on the bitboard, each
// become a star under one root with the piece's size and edges. Every
// node of the old group is rewritten, logged, so that no parent pointer
// leads through f any more and Unmake restores the group from the log.
func (g *Game) detach(c color, f int) {
	g.set(f, neutralStone)
	g.write(f, f, 1, 0, true)
	own := g.stones[c]
	var done position.Bits128
	for _, j := range neighbors(f) {
		if !own.Has(int(j)) || done.Has(int(j)) {
			continue
		}
		piece := flood(position.Bits128{}.With(int(j)), own)
		done = done.Or(piece)
		var edges uint8
		for e := 0; e < 2; e++ {
			if !piece.And(edgeMask[c][e]).Empty() {
				edges |= 1 << e
			}
		}
		root, n := int(j), uint8(piece.Count())
		for rest := piece; !rest.Empty(); {
			g.write(rest.PopFirst(), root, 1, 0, true)
		}
		g.write(root, root, n, edges, true)
	}
}

// write sets node x's parent, size and edges, logging the old ones if
// logged.
func (g *Game) write(x, parent int, size, edges uint8, logged bool) {
	if logged {
		g.log = append(g.log, ufEntry{node: int8(x), parent: g.parent[x], size: g.size[x], edges: g.edges[x]})
	}
	g.parent[x], g.size[x], g.edges[x] = int8(parent), size, edges
}

// find returns the root of x's set. Union by size keeps the trees at most
// log2(cells) deep, so no path compression is needed.
func (g *Game) find(x int) int {
	for {
		p := int(g.parent[x])
		if p == x {
			return x
		}
		x = p
	}
}

// union joins the sets of a and b, hanging the smaller tree under the
// larger root, which gains the other's edges; logged unions can be undone
// by Unmake.
func (g *Game) union(a, b int, logged bool) {
	ra, rb := g.find(a), g.find(b)
	if ra == rb {
		return
	}
	if g.size[ra] < g.size[rb] {
		ra, rb = rb, ra
	}
	g.write(rb, ra, g.size[rb], g.edges[rb], logged)
	g.write(ra, ra, g.size[ra]+g.size[rb], g.edges[ra]|g.edges[rb], logged)
}

// joined reports whether a group of colour c touches both its edges.
func (g *Game) joined(c color) bool {
	for own := g.stones[c]; !own.Empty(); {
		if g.edges[g.find(own.PopFirst())] == bothEdges {
			return true
		}
	}
	return false
}

// rebuild recomputes the union-find from the board, unlogged, and clears
// the log.
func (g *Game) rebuild() {
	g.parent, g.size = singletons()
	g.edges = [cells]uint8{}
	for c := blue; c <= pink; c++ {
		s := stoneOf(c)
		for own := g.stones[c]; !own.Empty(); {
			i := own.PopFirst()
			g.edges[i] = cellEdges[c][i]
			for _, j := range neighbors(i) {
				if int(j) < i && g.board[j] == s {
					g.union(i, int(j), false)
				}
			}
		}
	}
	g.log = g.log[:0]
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.log = append(make([]ufEntry, 0, max(cap(g.log), maxLogSize)), g.log...)
	c.hist = append(make([]undo, 0, max(cap(g.hist), 2*cells)), g.hist...)
	c.ev = nil // allocated on first use
	return &c
}

// Winner returns the colour whose chain joins its edges, or "" while the
// game goes on or after a draw.
func (g *Game) Winner() string {
	if !g.won {
		return ""
	}
	return (1 - g.side).String()
}

// WinningChain returns the cells of a shortest chain of the winner's
// stones joining its two edges, for a GUI to highlight; nil while the
// game is on. It allocates.
func (g *Game) WinningChain() []string {
	if !g.won {
		return nil
	}
	c := 1 - g.side
	own := g.stones[c]
	from := make(map[int]int)
	var queue []int
	for start := own.And(edgeMask[c][0]); !start.Empty(); {
		i := start.PopFirst()
		from[i] = -1
		queue = append(queue, i)
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if edgeMask[c][1].Has(i) {
			var chain []string
			for ; i >= 0; i = from[i] {
				chain = append([]string{names[i]}, chain...)
			}
			return chain
		}
		for _, j := range neighbors(i) {
			if _, seen := from[int(j)]; !seen && own.Has(int(j)) {
				from[int(j)] = i
				queue = append(queue, int(j))
			}
		}
	}
	return nil // unreachable: won means the edges are joined
}

// SearchProfile turns on late-move pruning at depths 1 and 2 for the
// alpha-beta search (61-39 in 100 games at 100 ms against the search
// without a profile); no reductions, null moves or futility pruning, not
// measured here.
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, LateMovePruning: 2}
}
