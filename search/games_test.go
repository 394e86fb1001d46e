package search

import (
	"fmt"
	"math/bits"
	"strings"
	"sync/atomic"
	"time"

	"github.com/tabla-games/tabla/position"
)

// This file holds the small games the tests search: nim (win/loss with
// known values), m,n,k-games such as tic-tac-toe (win/loss/draw with a
// heuristic evaluation and many transpositions), and a coin-row game (a
// margin game, optionally with extra turns), plus wrappers that add the
// optional abilities: Solver, Tactical and Orderer.

// mix is splitmix64's finaliser, a cheap hash of small states.
func mix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// nim is the subtraction game: take 1..maxTake stones from one pile; who
// takes the last stone wins. The side to move loses exactly when the pile
// is a multiple of maxTake+1.
type nim struct {
	pile, maxTake, side int
	hist                []int
}

func newNim(pile, maxTake int) *nim { return &nim{pile: pile, maxTake: maxTake} }

func (g *nim) ToMove() int { return g.side }
func (g *nim) GenMoves(buf []position.Move) []position.Move {
	for k := 1; k <= min(g.maxTake, g.pile); k++ {
		buf = append(buf, position.Move(k))
	}
	return buf
}
func (g *nim) Make(m position.Move) {
	g.hist = append(g.hist, int(m))
	g.pile -= int(m)
	g.side ^= 1
}
func (g *nim) Unmake() {
	k := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.pile += k
	g.side ^= 1
}
func (g *nim) Hash() uint64 { return mix(uint64(g.pile)<<1 | uint64(g.side)) }
func (g *nim) Outcome() (bool, int) {
	if g.pile == 0 {
		return true, -1 // the opponent took the last stone
	}
	return false, 0
}
func (g *nim) Evaluate() int { return 0 }
func (g *nim) plies() int    { return len(g.hist) }
func (g *nim) Clone() position.Game {
	c := *g
	c.hist = append([]int(nil), g.hist...)
	return &c
}
func (g *nim) String() string { return fmt.Sprintf("nim %d/%d side %d", g.pile, g.maxTake, g.side) }

// nimSolver adds an exact solver for small piles.
type nimSolver struct {
	*nim
	limit int
	calls *atomic.Int64
}

func (g nimSolver) Solvable(depth int) bool { return g.pile <= g.limit }
func (g nimSolver) Solve(alpha, beta int, t position.Ticker) (int, position.Move) {
	g.calls.Add(1)
	t.Tick(1)
	if r := g.pile % (g.maxTake + 1); r != 0 {
		return 1, position.Move(r)
	}
	return -1, position.NoMove
}
func (g nimSolver) Clone() position.Game {
	return nimSolver{g.nim.Clone().(*nim), g.limit, g.calls}
}

// mnk is the m,n,k-game on a w×h board: players alternately fill a cell;
// k in a row (across, down or diagonally) wins; a full board is a draw.
// Cells are bits of a uint64, cell = row*w + col.
type mnk struct {
	w, h, k   int
	cellLines [][]uint64 // the winning lines through each cell
	lines     []uint64
	keys      []uint64
	full      uint64
	bb        [2]uint64
	side      int
	hash      uint64
	won       bool // the last move made a line
	hist      []mnkUndo
}

type mnkUndo struct {
	cell int
	won  bool
}

func newMNK(w, h, k int) *mnk {
	g := &mnk{w: w, h: h, k: k, cellLines: make([][]uint64, w*h)}
	g.full = 1<<(w*h) - 1
	dirs := [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for r := 0; r < h; r++ {
		for c := 0; c < w; c++ {
			for _, d := range dirs {
				var line uint64
				ok := true
				for i := 0; i < k; i++ {
					cc, rr := c+d[0]*i, r+d[1]*i
					if cc < 0 || cc >= w || rr < 0 || rr >= h {
						ok = false
						break
					}
					line |= 1 << (rr*w + cc)
				}
				if ok {
					g.lines = append(g.lines, line)
				}
			}
		}
	}
	for cell := range g.cellLines {
		for _, l := range g.lines {
			if l&(1<<cell) != 0 {
				g.cellLines[cell] = append(g.cellLines[cell], l)
			}
		}
	}
	g.keys = position.Keys(uint64(w*100+h*10+k), 2*w*h+1)
	g.hash = g.keys[2*w*h] // side 0 to move
	return g
}

// newTicTacToe is the 3,3,3-game, a draw.
func newTicTacToe() *mnk { return newMNK(3, 3, 3) }

func (g *mnk) ToMove() int { return g.side }
func (g *mnk) GenMoves(buf []position.Move) []position.Move {
	if over, _ := g.Outcome(); over {
		return buf
	}
	for free := g.full &^ (g.bb[0] | g.bb[1]); free != 0; free &= free - 1 {
		buf = append(buf, position.Move(bits.TrailingZeros64(free)))
	}
	return buf
}
func (g *mnk) Make(m position.Move) {
	cell := int(m)
	g.hist = append(g.hist, mnkUndo{cell, g.won})
	g.bb[g.side] |= 1 << cell
	g.hash ^= g.keys[2*cell+g.side] ^ g.keys[2*g.w*g.h]
	g.won = false
	for _, l := range g.cellLines[cell] {
		if g.bb[g.side]&l == l {
			g.won = true
			break
		}
	}
	g.side ^= 1
}
func (g *mnk) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.side ^= 1
	g.bb[g.side] &^= 1 << u.cell
	g.hash ^= g.keys[2*u.cell+g.side] ^ g.keys[2*g.w*g.h]
	g.won = u.won
}
func (g *mnk) Hash() uint64 { return g.hash }
func (g *mnk) plies() int   { return len(g.hist) }
func (g *mnk) Outcome() (bool, int) {
	if g.won {
		return true, -1
	}
	if g.bb[0]|g.bb[1] == g.full {
		return true, 0
	}
	return false, 0
}

// mnkWeights scores a line holding i stones of one side only.
var mnkWeights = [...]int{0, 4, 20, 100, 500, 2500, 12500, 62500}

func (g *mnk) Evaluate() int {
	me, opp := g.bb[g.side], g.bb[g.side^1]
	s := 0
	for _, l := range g.lines {
		a, b := bits.OnesCount64(l&me), bits.OnesCount64(l&opp)
		switch {
		case b == 0:
			s += mnkWeights[a]
		case a == 0:
			s -= mnkWeights[b]
		}
	}
	return s/4 + 10 // the move in hand is worth a little
}
func (g *mnk) Clone() position.Game {
	c := *g
	c.hist = append([]mnkUndo(nil), g.hist...)
	return &c
}
func (g *mnk) String() string {
	var b strings.Builder
	for r := g.h - 1; r >= 0; r-- {
		for c := 0; c < g.w; c++ {
			bit := uint64(1) << (r*g.w + c)
			switch {
			case g.bb[0]&bit != 0:
				b.WriteByte('x')
			case g.bb[1]&bit != 0:
				b.WriteByte('o')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('/')
	}
	fmt.Fprintf(&b, " %d", g.side)
	return b.String()
}

// hintedMNK adds move-ordering hints: central cells first.
type hintedMNK struct{ *mnk }

func (g hintedMNK) OrderHints(moves []position.Move, scores []int32) {
	for i, m := range moves {
		c, r := int(m)%g.w, int(m)/g.w
		dc, dr := 2*c-(g.w-1), 2*r-(g.h-1)
		scores[i] = int32(-(dc*dc + dr*dr))
	}
}
func (g hintedMNK) Clone() position.Game { return hintedMNK{g.mnk.Clone().(*mnk)} }

// priorMNK is an m,n,k-game whose priors claim that one move, favoured,
// wins nearly always, as if played out many times.
type priorMNK struct {
	*mnk
	favoured position.Move
}

func (g priorMNK) Priors(moves []position.Move, priors []position.Prior) {
	for i, m := range moves {
		if m == g.favoured {
			priors[i] = position.Prior{Playouts: 5000, Wins: 10000}
		}
	}
}
func (g priorMNK) Clone() position.Game { return priorMNK{g.mnk.Clone().(*mnk), g.favoured} }

// coins is the coin-row game: players alternately take the coin at either
// end of a row; whoever holds more value wins, by the difference (a
// margin, in hundredths). With extra, taking an even coin gives another
// turn, so turns do not alternate.
type coins struct {
	c     []int
	l, r  int // remaining coins are c[l..r]
	side  int
	score [2]int
	extra bool
	hist  []coinUndo
}

type coinUndo struct {
	right bool
	side  int
}

func newCoins(extra bool, values ...int) *coins {
	return &coins{c: values, r: len(values) - 1, extra: extra}
}

func (g *coins) MarginUnit() string { return "coins" }
func (g *coins) ToMove() int        { return g.side }
func (g *coins) GenMoves(buf []position.Move) []position.Move {
	switch {
	case g.l > g.r:
	case g.l == g.r:
		buf = append(buf, 0)
	default:
		buf = append(buf, 0, 1)
	}
	return buf
}
func (g *coins) Make(m position.Move) {
	g.hist = append(g.hist, coinUndo{m == 1, g.side})
	var v int
	if m == 1 {
		v = g.c[g.r]
		g.r--
	} else {
		v = g.c[g.l]
		g.l++
	}
	g.score[g.side] += v
	if !g.extra || v%2 != 0 {
		g.side ^= 1
	}
}
func (g *coins) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.side = u.side
	if u.right {
		g.r++
		g.score[g.side] -= g.c[g.r]
	} else {
		g.l--
		g.score[g.side] -= g.c[g.l]
	}
}
func (g *coins) Hash() uint64 {
	d := g.score[0] - g.score[1] + 1<<12
	return mix(uint64(g.l) | uint64(g.r+1)<<8 | uint64(g.side)<<16 | uint64(d)<<17)
}
func (g *coins) plies() int  { return len(g.hist) }
func (g *coins) margin() int { return (g.score[g.side] - g.score[g.side^1]) * 100 }
func (g *coins) Outcome() (bool, int) {
	if g.l > g.r {
		return true, g.margin()
	}
	return false, 0
}

// Evaluate counts the coins held and half the better end coin, which
// the side to move can take.
func (g *coins) Evaluate() int { return g.margin() + 50*max(g.c[g.l], g.c[g.r]) }
func (g *coins) Clone() position.Game {
	c := *g
	c.hist = append([]coinUndo(nil), g.hist...)
	return &c
}
func (g *coins) String() string {
	return fmt.Sprintf("coins %v [%d..%d] side %d score %v", g.c, g.l, g.r, g.side, g.score)
}

// tacticalCoins makes taking a coin worth 5 or more a noisy move, and
// forces the side to move when both end coins are worth 7 or more.
type tacticalCoins struct{ *coins }

func (g tacticalCoins) GenNoisy(buf []position.Move) ([]position.Move, bool) {
	if g.l > g.r {
		return buf, false
	}
	if g.l < g.r && g.c[g.l] >= 7 && g.c[g.r] >= 7 {
		return g.GenMoves(buf), true
	}
	if g.c[g.l] >= 5 {
		buf = append(buf, 0)
	}
	if g.l < g.r && g.c[g.r] >= 5 {
		buf = append(buf, 1)
	}
	return buf, false
}
func (g tacticalCoins) Clone() position.Game { return tacticalCoins{g.coins.Clone().(*coins)} }

// solverCoins adds an exact alpha-beta solver for short rows.
type solverCoins struct {
	*coins
	limit int
	calls *atomic.Int64
}

func (g solverCoins) Solvable(depth int) bool { return g.r-g.l+1 <= g.limit }
func (g solverCoins) Solve(alpha, beta int, t position.Ticker) (int, position.Move) {
	g.calls.Add(1)
	var nodes int
	s, m, stopped := g.solve(alpha, beta, t, &nodes)
	if stopped {
		return 0, position.NoMove
	}
	return s, m
}
func (g solverCoins) solve(alpha, beta int, t position.Ticker, nodes *int) (int, position.Move, bool) {
	*nodes++
	if *nodes%64 == 0 && t.Tick(64) {
		return 0, position.NoMove, true
	}
	if over, s := g.Outcome(); over {
		return s, position.NoMove, false
	}
	best, bestMove := -1<<30, position.NoMove
	side := g.side
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		var s int
		var stop bool
		if g.side != side {
			s, _, stop = g.solve(-beta, -alpha, t, nodes)
			s = -s
		} else {
			s, _, stop = g.solve(alpha, beta, t, nodes)
		}
		g.Unmake()
		if stop {
			return 0, position.NoMove, true
		}
		if s > best {
			best, bestMove = s, m
			if s >= beta {
				break
			}
			alpha = max(alpha, s)
		}
	}
	return best, bestMove, false
}
func (g solverCoins) Clone() position.Game {
	return solverCoins{g.coins.Clone().(*coins), g.limit, g.calls}
}

// minimax is the reference the search must agree with: plain negamax to
// depth plies, with the search's conventions (negate only when the turn
// passes, mate by distance or exact margin at game ends, quiescence with
// stand pat on noisy moves), and no pruning at all.
func minimax(g position.Game, depth, ply int) Score {
	_, margin := g.(position.MarginGame)
	if over, s := g.Outcome(); over {
		return terminal(margin, s, ply)
	}
	if ply >= maxPly {
		return clampEval(g)
	}
	if depth <= 0 {
		return quiesceRef(g, ply, 0, margin)
	}
	best := -Infinity
	side := g.ToMove()
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		flip := g.ToMove() != side
		s := minimax(g, depth-1, ply+1)
		g.Unmake()
		if flip {
			s = -s
		}
		best = max(best, s)
	}
	return best
}

func clampEval(g position.Game) Score {
	return Score(min(max(g.Evaluate(), -evalLimit), evalLimit))
}

func quiesceRef(g position.Game, ply, qd int, margin bool) Score {
	if over, s := g.Outcome(); over {
		return terminal(margin, s, ply)
	}
	t, ok := g.(position.Tactical)
	if !ok || ply >= maxPly || qd >= maxQDepth {
		return clampEval(g)
	}
	moves, forced := t.GenNoisy(nil)
	best := -Infinity
	if !forced {
		best = clampEval(g)
	} else if len(moves) == 0 {
		return clampEval(g)
	}
	side := g.ToMove()
	for _, m := range moves {
		g.Make(m)
		flip := g.ToMove() != side
		s := quiesceRef(g, ply+1, qd+1, margin)
		g.Unmake()
		if flip {
			s = -s
		}
		best = max(best, s)
	}
	return best
}

// rootScores is minimax's score of each root move searched to depth.
func rootScores(g position.Game, depth int) map[position.Move]Score {
	out := map[position.Move]Score{}
	side := g.ToMove()
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		flip := g.ToMove() != side
		s := minimax(g, depth-1, 1)
		g.Unmake()
		if flip {
			s = -s
		}
		out[m] = s
	}
	return out
}

// coinsValue is the exact final margin of a coin row (in hundredths) for
// the side to move, by dynamic programming over the remaining row,
// independently of the search.
func coinsValue(g *coins) int {
	memo := map[[2]int]int{}
	var best func(l, r int) int // future gain of the mover minus the other's
	best = func(l, r int) int {
		if l > r {
			return 0
		}
		if v, ok := memo[[2]int{l, r}]; ok {
			return v
		}
		take := func(v, l2, r2 int) int {
			if g.extra && v%2 == 0 {
				return v + best(l2, r2)
			}
			return v - best(l2, r2)
		}
		v := take(g.c[l], l+1, r)
		if l < r {
			v = max(v, take(g.c[r], l, r-1))
		}
		memo[[2]int{l, r}] = v
		return v
	}
	return g.margin() + 100*best(g.l, g.r)
}

// slowMNK evaluates slowly, as a game with a heavy evaluation does.
type slowMNK struct{ *mnk }

func (g slowMNK) Evaluate() int {
	for start := time.Now(); time.Since(start) < 100*time.Microsecond; {
	}
	return g.mnk.Evaluate()
}
func (g slowMNK) Clone() position.Game { return slowMNK{g.mnk.Clone().(*mnk)} }

// graph moves a token along the edges of a directed graph. The side to
// move with no edge to follow loses, and a position (node and side to
// move) that occurred before in the game is a draw: a game that cycles,
// with a repetition rule that depends on the path, as Hash does not cover
// the history.
type graph struct {
	edges      [][]int
	evals      []int // per node, for p1; none means 0
	node, side int
	hist       []int // the node before each move
}

func (g *graph) ToMove() int { return g.side }
func (g *graph) GenMoves(buf []position.Move) []position.Move {
	if over, _ := g.Outcome(); over {
		return buf
	}
	for _, n := range g.edges[g.node] {
		buf = append(buf, position.Move(n))
	}
	return buf
}
func (g *graph) Make(m position.Move) {
	g.hist = append(g.hist, g.node)
	g.node = int(m)
	g.side ^= 1
}
func (g *graph) Unmake() {
	g.node = g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.side ^= 1
}
func (g *graph) Hash() uint64 { return mix(uint64(g.node)<<1 | uint64(g.side)) }
func (g *graph) plies() int   { return len(g.hist) }
func (g *graph) Outcome() (bool, int) {
	n := len(g.hist)
	for k := n - 2; k >= 0; k -= 2 { // same side to move
		if g.hist[k] == g.node {
			return true, 0
		}
	}
	if len(g.edges[g.node]) == 0 {
		return true, -1
	}
	return false, 0
}
func (g *graph) Evaluate() int {
	if g.evals == nil {
		return 0
	}
	return g.evals[g.node] * (1 - 2*g.side)
}
func (g *graph) Clone() position.Game {
	c := *g
	c.hist = append([]int(nil), g.hist...)
	return &c
}
func (g *graph) String() string {
	return fmt.Sprintf("graph %v at %d side %d", g.edges, g.node, g.side)
}
