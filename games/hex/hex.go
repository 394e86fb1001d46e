package hex

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// The moves other than placements, which are cell numbers below maxCells.
const (
	moveSwap position.Move = 1 << 10
	movePass position.Move = 1<<10 + 1
)

// Zobrist keys: one per side and cell, then the side to move and the
// availability of swap.
var (
	zobrist     = position.Keys(0x6865780a, 2*maxCells+2)
	zobristSide = zobrist[2*maxCells]
	zobristSwap = zobrist[2*maxCells+1]
)

func stoneKey(c color, i int) uint64 { return zobrist[int(c)*maxCells+i] }

func init() {
	position.Register(position.Info{
		ID:    "hex",
		Name:  "Hex",
		Sides: [2]string{"red", "blue"},
		Options: []position.Option{
			{Name: "size", Type: position.Int, Default: "11", Min: 1, Max: maxSize,
				Doc: "board size n of the n×n rhombus"},
			{Name: "swap", Type: position.Bool, Default: "off",
				Doc: "blue may answer red's first stone with swap (piece swap: mirror the red stone)"},
			{Name: "connected", Type: position.Bool, Default: "off",
				Doc: "connected variant: each player's first stone goes on one of its own edges, every later one next to one of its own stones; a player with no such cell passes"},
			learn.EvalOption(defaultEval, "two-distance; the only one off the 11×11 board and in the connected variant"),
		},
		New: func(o position.Options) (position.Playable, error) {
			g, err := New(o.Int("size"), o.Bool("swap"), o.Bool("connected"))
			if err != nil {
				return nil, err // a nil interface, not a nil *Game
			}
			if g.geo.N != learnedSize || g.connected {
				return g, nil
			}
			if g.learned, err = learn.Chosen(o, shipped); err != nil {
				return nil, err
			}
			return g, nil
		},
	})
}

// undo is what Unmake needs to take back one move.
type undo struct {
	move   position.Move
	hash   uint64
	logLen int // union-find log length before the move
	won    bool
}

// Game is a Hex position with its history. It implements
// position.Playable, position.Orderer, position.MoveCounter,
// position.Playouter, position.Solver (virtual connections) and
// position.TickerSetter.
type Game struct {
	geo       *geometry
	swapRule  bool
	connected bool
	// inferior makes OrderHints demote inferior moves (inferior.go).
	// Nothing sets it but the tests: 80 games with it went 37-43.
	inferior bool

	stones [2]position.BitsWide
	board  []uint8 // 0 empty, 1 red, 2 blue: color+1
	ply    int
	hash   uint64
	won    bool // the side that moved last has joined its edges

	// The union-find over the cells and the four edge nodes, by size and
	// without path compression, so that undoing the unions of a move in
	// reverse order (log) restores it exactly.
	parent, size []int16
	log          []int16 // roots attached by Make, newest last
	// savedParent and savedSize keep the union-find across a swap, which
	// rebuilds it; a line of play holds at most one swap.
	savedParent, savedSize []int16

	// adj counts, per side, the side's stones next to each cell; kept
	// only in the connected variant, where placements must touch them.
	adj [2][]uint8

	hist []undo
	// ev is the evaluation's work space, allocated by the first Evaluate:
	// many games built for the protocol or tests never evaluate.
	ev evalBuffers
	// po is Playout's work space, allocated by the first Playout.
	po playoutBuffers
	// vc is each side's H-search work space and vcCache the proofs found
	// in recent positions, allocated by the first Solvable that needs them.
	vc      [2]*hsearch
	vcCache []vcEntry
	ticker  position.Ticker // the search's, for H-search's work (SetTicker)
	// learned is the learned evaluation, or nil for the two-distance one.
	learned *learn.Weights
}

// defaultEval is the eval option's default: the two-distance
// evaluation, as the learned one drew 205-195 against it over 400 games
// at 100 ms a move (the package documentation's "Learned evaluation").
const defaultEval = "hand"

// New returns the start position of an n×n game. swap enables the piece
// swap rule and connected the seed's connected variation.
func New(n int, swap, connected bool) (*Game, error) {
	if n < 1 || n > maxSize {
		return nil, fmt.Errorf("hex: size %d is outside 1..%d", n, maxSize)
	}
	geo := geometries[n]
	nodes := geo.Cells + 4
	g := &Game{
		geo:         geo,
		swapRule:    swap,
		connected:   connected,
		board:       make([]uint8, geo.Cells),
		parent:      make([]int16, nodes),
		size:        make([]int16, nodes),
		log:         make([]int16, 0, nodes+8),
		savedParent: make([]int16, nodes),
		savedSize:   make([]int16, nodes),
		hist:        make([]undo, 0, 2*geo.Cells+4),
	}
	if connected {
		g.adj = [2][]uint8{make([]uint8, geo.Cells), make([]uint8, geo.Cells)}
	}
	g.rebuild()
	g.hash = g.computeHash()
	return g, nil
}

// Size is the board's side length n.
func (g *Game) Size() int { return g.geo.N }

// ToMove is 0 (red) at even plies and 1 (blue) at odd ones: every ply,
// pass and swap included, hands the turn over.
func (g *Game) ToMove() int { return g.ply & 1 }

// Hash is the Zobrist key of the stones, the side to move and whether
// swap is available.
func (g *Game) Hash() uint64 { return g.hash }

// Outcome reports a finished game as a loss for the side to move: only
// the mover can complete a connection, and Hex has no draws.
func (g *Game) Outcome() (over bool, score int) {
	if g.won {
		return true, -1
	}
	return false, 0
}

// swapAvailable reports whether swap is legal by the rules' count: the
// option is on and exactly one ply (red's first stone) has been played.
func (g *Game) swapAvailable() bool { return g.swapRule && g.ply == 1 }

func (g *Game) swapKey() uint64 {
	if g.swapAvailable() {
		return zobristSwap
	}
	return 0
}

func (g *Game) computeHash() uint64 {
	var h uint64
	for i, v := range g.board {
		if v != 0 {
			h ^= stoneKey(color(v-1), i)
		}
	}
	if g.ToMove() == 1 {
		h ^= zobristSide
	}
	return h ^ g.swapKey()
}

// GenMoves appends the legal moves: the empty cells (in the connected
// variant only those allowed there, or pass if there are none), and swap
// when it is available. A finished game has none.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.won {
		return buf
	}
	n0 := len(buf)
	if g.swapAvailable() {
		buf = append(buf, moveSwap)
	}
	s := color(g.ToMove())
	geo := g.geo
	if !g.connected {
		for w := 0; w < geo.words; w++ {
			e := geo.full[w] &^ (g.stones[0][w] | g.stones[1][w])
			for e != 0 {
				buf = append(buf, position.Move(w<<6+bits.TrailingZeros64(e)))
				e &= e - 1
			}
		}
		return buf
	}
	first := g.stones[s].Empty()
	for w := 0; w < geo.words; w++ {
		e := geo.full[w] &^ (g.stones[0][w] | g.stones[1][w])
		if first {
			e &= geo.edgeMask[s][w]
		}
		for e != 0 {
			i := w<<6 + bits.TrailingZeros64(e)
			e &= e - 1
			if first || g.adj[s][i] != 0 {
				buf = append(buf, position.Move(i))
			}
		}
	}
	if len(buf) == n0 { // neither a placement nor swap
		buf = append(buf, movePass)
	}
	return buf
}

// CountMoves is len(GenMoves(nil)) without building the list.
func (g *Game) CountMoves() int {
	if g.won {
		return 0
	}
	n := 0
	if g.swapAvailable() {
		n++
	}
	s := color(g.ToMove())
	geo := g.geo
	first := g.stones[s].Empty()
	placements := 0
	for w := 0; w < geo.words; w++ {
		e := geo.full[w] &^ (g.stones[0][w] | g.stones[1][w])
		if !g.connected {
			placements += bits.OnesCount64(e)
			continue
		}
		if first {
			placements += bits.OnesCount64(e & geo.edgeMask[s][w])
			continue
		}
		for e != 0 {
			i := w<<6 + bits.TrailingZeros64(e)
			e &= e - 1
			if g.adj[s][i] != 0 {
				placements++
			}
		}
	}
	if g.connected && placements == 0 && n == 0 {
		return 1 // the forced pass
	}
	return n + placements
}

// Make plays m, a legal move.
func (g *Game) Make(m position.Move) {
	g.hist = append(g.hist, undo{move: m, hash: g.hash, logLen: len(g.log), won: g.won})
	g.hash ^= g.swapKey() ^ zobristSide
	switch m {
	case movePass:
	case moveSwap:
		g.swap()
	default:
		g.place(color(g.ToMove()), int(m))
	}
	g.ply++
	g.hash ^= g.swapKey()
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.ply--
	switch u.move {
	case movePass:
	case moveSwap:
		g.unswap()
	default:
		i := int(u.move)
		for len(g.log) > u.logLen {
			child := g.log[len(g.log)-1]
			g.log = g.log[:len(g.log)-1]
			root := g.parent[child]
			g.size[root] -= g.size[child]
			g.parent[child] = child
		}
		g.removeStone(color(g.ToMove()), i)
	}
	g.hash, g.won = u.hash, u.won
}

// place puts a stone of side s on the empty cell i, joins it to its
// neighbours of the same colour and to s's edges it lies on, and notes a
// win.
func (g *Game) place(s color, i int) {
	g.addStone(s, i)
	g.hash ^= stoneKey(s, i)
	for _, j := range g.geo.Neighbors(i) {
		if g.board[j] == uint8(s)+1 {
			g.union(i, int(j), true)
		}
	}
	for _, e := range ownEdges[s] {
		if g.geo.OnEdge[i]&(1<<e) != 0 {
			g.union(i, g.geo.node(e), true)
		}
	}
	g.won = g.joined(s)
}

// swap replaces the single red stone by a blue one on the mirror cell.
// The union-find is saved whole and rebuilt, since the red stone may come
// from a position string rather than from a logged Make.
func (g *Game) swap() {
	copy(g.savedParent, g.parent)
	copy(g.savedSize, g.size)
	i := g.stones[red].Next(0)
	j := g.geo.Mirror(i)
	g.removeStone(red, i)
	g.addStone(blue, j)
	g.hash ^= stoneKey(red, i) ^ stoneKey(blue, j)
	g.rebuild()
	g.won = g.joined(blue)
}

func (g *Game) unswap() {
	j := g.stones[blue].Next(0)
	i := g.geo.Mirror(j)
	g.removeStone(blue, j)
	g.addStone(red, i)
	copy(g.parent, g.savedParent)
	copy(g.size, g.savedSize)
}

func (g *Game) addStone(s color, i int) {
	g.stones[s].Set(i)
	g.board[i] = uint8(s) + 1
	if g.connected {
		for _, j := range g.geo.Neighbors(i) {
			g.adj[s][j]++
		}
	}
}

func (g *Game) removeStone(s color, i int) {
	g.stones[s].Clear(i)
	g.board[i] = 0
	if g.connected {
		for _, j := range g.geo.Neighbors(i) {
			g.adj[s][j]--
		}
	}
}

// find returns the root of x's set. Without path compression a find takes
// O(log cells) steps, as union by size keeps the trees shallow.
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
// larger; logged unions can be undone by Unmake.
func (g *Game) union(a, b int, logged bool) {
	ra, rb := g.find(a), g.find(b)
	if ra == rb {
		return
	}
	if g.size[ra] < g.size[rb] {
		ra, rb = rb, ra
	}
	g.parent[rb] = int16(ra)
	g.size[ra] += g.size[rb]
	if logged {
		g.log = append(g.log, int16(rb))
	}
}

// joined reports whether side s's two edges are in one set.
func (g *Game) joined(s color) bool {
	return g.find(g.geo.node(ownEdges[s][0])) == g.find(g.geo.node(ownEdges[s][1]))
}

// rebuild recomputes the union-find from the board, unlogged.
func (g *Game) rebuild() {
	for i := range g.parent {
		g.parent[i] = int16(i)
		g.size[i] = 1
	}
	geo := g.geo
	for i, v := range g.board {
		if v == 0 {
			continue
		}
		s := color(v - 1)
		for _, j := range geo.Neighbors(i) {
			if int(j) < i && g.board[j] == v {
				g.union(i, int(j), false)
			}
		}
		for _, e := range ownEdges[s] {
			if geo.OnEdge[i]&(1<<e) != 0 {
				g.union(i, geo.node(e), false)
			}
		}
	}
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.board = slices.Clone(g.board)
	c.parent = slices.Clone(g.parent)
	c.size = slices.Clone(g.size)
	c.log = append(make([]int16, 0, cap(g.log)), g.log...)
	c.savedParent = slices.Clone(g.savedParent)
	c.savedSize = slices.Clone(g.savedSize)
	if g.connected {
		c.adj = [2][]uint8{slices.Clone(g.adj[0]), slices.Clone(g.adj[1])}
	}
	c.hist = append(make([]undo, 0, cap(g.hist)), g.hist...)
	c.ev = evalBuffers{} // allocated on first use
	c.po = playoutBuffers{}
	c.vc = [2]*hsearch{}
	c.vcCache = nil
	c.ticker = nil
	return &c
}

// WinningChain returns the cells of a shortest chain of the winner's
// stones joining its two edges, from the top or left edge, for a GUI to
// highlight; nil while the game is on. It allocates.
func (g *Game) WinningChain() []string {
	if !g.won {
		return nil
	}
	s := color(1 - g.ToMove())
	geo := g.geo
	from := make([]int, geo.Cells)
	for i := range from {
		from[i] = -2 // unseen
	}
	var queue []int
	for i, v := range g.board {
		if v == uint8(s)+1 && geo.OnEdge[i]&(1<<ownEdges[s][0]) != 0 {
			from[i] = -1
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if geo.OnEdge[i]&(1<<ownEdges[s][1]) != 0 {
			var chain []string
			for ; i >= 0; i = from[i] {
				chain = append(chain, geo.Names[i])
			}
			slices.Reverse(chain)
			return chain
		}
		for _, j := range geo.Neighbors(i) {
			if g.board[j] == uint8(s)+1 && from[j] == -2 {
				from[j] = i
				queue = append(queue, int(j))
			}
		}
	}
	return nil
}

// SearchProfile declares Hex free of zugzwang (an extra stone never
// hurts its owner), so the alpha-beta search may try null moves, and
// turns on late-move reductions, reverse futility pruning, one unit
// of the two-distance potential (100) a ply, and late-move pruning at
// depths 1 and 2 (71-29 in 100 games at 100 ms against the profile
// without it). The two-distance evaluation costs about 5 µs, and the
// pruning evaluates nodes that were leaves of the iteration before, so
// the search caches evaluations (CacheEval).
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, Reduction: 100, FutilityDepth: 2, NullMove: true,
		LateMovePruning: 2, CacheEval: true}
}

// MakeNull hands the turn over without a stone, as a pass does.
func (g *Game) MakeNull() { g.Make(movePass) }

// UnmakeNull takes back MakeNull.
func (g *Game) UnmakeNull() { g.Unmake() }
