package harehounds

import (
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
)

// board is the 11-point board, points "0" to "10" as in the seed.
var board = pointgraph.HareHounds()

// numPoints is the number of points on the board.
const numPoints = 11

// Side is a player: the hounds (p1) or the hare (p2).
type Side int

// The two sides. The hounds are p1 because they move first in the
// standard start.
const (
	Hounds Side = iota
	Hare
)

func (s Side) String() string {
	if s == Hounds {
		return "hounds"
	}
	return "hare"
}

// letter is the side's letter in the side-to-move field.
func (s Side) letter() byte { return "dh"[s] }

// Board geometry, computed once: each point's column, the hounds' steps
// (vertical or forward only), and the points of each column.
var (
	colOf      [numPoints]int
	houndSteps []uint64
	columnMask [5]uint64
)

func init() {
	for p := range numPoints {
		colOf[p] = board.Point(p).X
		columnMask[colOf[p]] |= 1 << p
	}
	houndSteps = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.X >= from.X })
}

// isVertical reports whether a step keeps its column.
func isVertical(from, to int) bool { return colOf[from] == colOf[to] }

// Limits of the options.
const (
	// DefaultStallLimit is the seed's "10 rounds".
	DefaultStallLimit = 10
	// MaxStallLimit bounds the stall_limit option (and the counter).
	MaxStallLimit = 99
)

// Zobrist keys: the hounds on each point, the hare on each point, the side
// to move, and each value of the stall counter.
var (
	zobrist      = position.Keys(0x6861726568, 2*numPoints+1+MaxStallLimit+1)
	zobristSide  = zobrist[2*numPoints]
	zobristStall = zobrist[2*numPoints+1:]
)

func houndKey(p int) uint64 { return zobrist[p] }
func hareKey(p int) uint64  { return zobrist[numPoints+p] }

// Config holds the game's options.
type Config struct {
	First      Side // who moves first from the start position
	HareStart  int  // the hare's start point: 10 (standard) or 5
	StallLimit int  // consecutive vertical hound moves that lose for the hounds
}

// DefaultConfig is the standard game: hounds first, hare on 10, limit 10.
func DefaultConfig() Config {
	return Config{First: Hounds, HareStart: 10, StallLimit: DefaultStallLimit}
}

func init() {
	position.Register(position.Info{
		ID:    "hare-hounds",
		Name:  "Hare and Hounds",
		Sides: [2]string{Hounds.String(), Hare.String()},
		Options: []position.Option{
			{Name: "first", Type: position.Choice, Default: "hounds", Choices: []string{"hounds", "hare"},
				Doc: "the side that moves first"},
			{Name: "hare_start", Type: position.Choice, Default: "10", Choices: []string{"10", "5"},
				Doc: "the hare's start point: 10 (standard) or the centre 5"},
			{Name: "stall_limit", Type: position.Int, Default: "10", Min: 1, Max: MaxStallLimit,
				Doc: "the hare wins after this many vertical hound moves in a row"},
		},
		New: func(o position.Options) (position.Playable, error) {
			cfg := DefaultConfig()
			if o.Get("first") == "hare" {
				cfg.First = Hare
			}
			if o.Get("hare_start") == "5" {
				cfg.HareStart = 5
			}
			cfg.StallLimit = o.Int("stall_limit")
			return New(cfg), nil
		},
	})
}

// The optional abilities search and the protocol look for.
var (
	_ position.Playable      = (*Game)(nil)
	_ position.Orderer       = (*Game)(nil)
	_ position.EvalExplainer = (*Game)(nil)
)

// undo is what Unmake needs beyond the move: the stall counter before it.
type undo struct {
	move  position.Move
	stall int
}

// Game is a Hare and Hounds position with its history. It implements
// position.Playable, position.Orderer and position.EvalExplainer.
type Game struct {
	cfg    Config
	hounds uint64 // a bit per point
	hare   int
	toMove Side
	stall  int // consecutive vertical hound moves (v in the rules)
	hash   uint64
	hist   []undo
}

// New returns the start position for cfg: hounds on 0, 1 and 3, the hare
// on cfg.HareStart, cfg.First to move, stall counter 0.
func New(cfg Config) *Game {
	g := &Game{cfg: cfg, hist: make([]undo, 0, 256)}
	g.set(1<<0|1<<1|1<<3, cfg.HareStart, cfg.First, 0)
	return g
}

func (g *Game) set(hounds uint64, hare int, toMove Side, stall int) {
	g.hounds, g.hare, g.toMove, g.stall = hounds, hare, toMove, stall
	g.hash = g.computeHash()
	g.hist = g.hist[:0]
}

// ToMove is 0 for the hounds and 1 for the hare.
func (g *Game) ToMove() int { return int(g.toMove) }

// Hash is the Zobrist key of the pieces, the side to move and the stall
// counter.
func (g *Game) Hash() uint64 { return g.hash }

func (g *Game) computeHash() uint64 {
	h := hareKey(g.hare) ^ zobristStall[g.stall]
	for b := g.hounds; b != 0; b &= b - 1 {
		h ^= houndKey(bits.TrailingZeros64(b))
	}
	if g.toMove == Hare {
		h ^= zobristSide
	}
	return h
}

func (g *Game) occupied() uint64 { return g.hounds | 1<<g.hare }

// minHoundColumn is the column of the leftmost hound.
func (g *Game) minHoundColumn() int {
	for x, m := range columnMask {
		if g.hounds&m != 0 {
			return x
		}
	}
	return len(columnMask)
}

// hareMoves is the set of points the hare can step to.
func (g *Game) hareMoves() uint64 { return board.Adj(g.hare) &^ g.occupied() }

// houndsCanMove reports whether some hound has a step.
func (g *Game) houndsCanMove() bool {
	free := ^g.occupied()
	for b := g.hounds; b != 0; b &= b - 1 {
		if houndSteps[bits.TrailingZeros64(b)]&free != 0 {
			return true
		}
	}
	return false
}

// winner applies the end checks of the rules in their order (escape,
// stalling, no legal move) and returns the winner, or -1 while the game
// goes on.
func (g *Game) winner() Side {
	if colOf[g.hare] < g.minHoundColumn() {
		return Hare // escaped
	}
	if g.stall >= g.cfg.StallLimit {
		return Hare // the hounds stalled
	}
	if g.toMove == Hare {
		if g.hareMoves() == 0 {
			return Hounds // cornered
		}
	} else if !g.houndsCanMove() {
		return Hare // the hounds are stuck
	}
	return -1
}

// Outcome reports a finished game: +1 if the side to move has won, -1 if
// it has lost. There are no draws.
func (g *Game) Outcome() (over bool, score int) {
	w := g.winner()
	if w < 0 {
		return false, 0
	}
	if w == g.toMove {
		return true, 1
	}
	return true, -1
}

// GenMoves appends every legal step, hound moves in point order, hare
// moves in point order. A finished game has none.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.winner() >= 0 {
		return buf
	}
	free := ^g.occupied() & board.All()
	if g.toMove == Hare {
		for b := board.Adj(g.hare) & free; b != 0; b &= b - 1 {
			buf = append(buf, pointgraph.StepMove(g.hare, bits.TrailingZeros64(b)))
		}
		return buf
	}
	for h := g.hounds; h != 0; h &= h - 1 {
		from := bits.TrailingZeros64(h)
		for b := houndSteps[from] & free; b != 0; b &= b - 1 {
			buf = append(buf, pointgraph.StepMove(from, bits.TrailingZeros64(b)))
		}
	}
	return buf
}

// Make plays m, a legal move.
func (g *Game) Make(m position.Move) {
	from, to := pointgraph.From(m), pointgraph.To(m)
	g.hist = append(g.hist, undo{move: m, stall: g.stall})
	g.hash ^= zobristStall[g.stall] ^ zobristSide
	if g.toMove == Hounds {
		g.hounds ^= 1<<from | 1<<to
		g.hash ^= houndKey(from) ^ houndKey(to)
		if isVertical(from, to) {
			g.stall++
		} else {
			g.stall = 0
		}
		g.toMove = Hare
	} else {
		g.hare = to
		g.hash ^= hareKey(from) ^ hareKey(to)
		g.toMove = Hounds
	}
	g.hash ^= zobristStall[g.stall]
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	from, to := pointgraph.From(u.move), pointgraph.To(u.move)
	g.hash ^= zobristStall[g.stall] ^ zobristSide ^ zobristStall[u.stall]
	g.stall = u.stall
	if g.toMove == Hare { // the hounds moved
		g.hounds ^= 1<<from | 1<<to
		g.hash ^= houndKey(from) ^ houndKey(to)
		g.toMove = Hounds
	} else {
		g.hare = from
		g.hash ^= hareKey(from) ^ hareKey(to)
		g.toMove = Hare
	}
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = append(make([]undo, 0, max(cap(g.hist), 256)), g.hist...)
	return &c
}
