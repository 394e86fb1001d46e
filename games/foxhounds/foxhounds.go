package foxhounds

import (
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
)

// board is the graph of the 32 dark squares, joined along the diagonals.
var board = pointgraph.DarkSquares()

// numPoints is the number of dark squares.
const numPoints = 32

// Side is a player: the fox (p1, who moves first in the standard start)
// or the hounds (p2).
type Side int

// The two sides.
const (
	Fox Side = iota
	Hounds
)

func (s Side) String() string {
	if s == Fox {
		return "fox"
	}
	return "hounds"
}

// letter is the side's letter in the side-to-move field.
func (s Side) letter() byte { return "fh"[s] }

// Board geometry, computed once: each dark square's rank (0 = rank 1) and
// file, its square on the 8×8 grid, the hounds' downward steps, and the
// dark squares of rank 8, where the fox wins.
var (
	rankOf     [numPoints]int
	fileOf     [numPoints]int
	squareOf   [numPoints]int
	pointOf    [64]int // -1 on light squares
	houndSteps []uint64
	topRank    uint64
)

func init() {
	for i := range pointOf {
		pointOf[i] = -1
	}
	for p := range numPoints {
		pt := board.Point(p)
		rankOf[p], fileOf[p] = pt.Y, pt.X
		squareOf[p] = pt.Y*8 + pt.X
		pointOf[squareOf[p]] = p
		if pt.Y == 7 {
			topRank |= 1 << p
		}
	}
	houndSteps = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.Y < from.Y })
}

// Zobrist keys: a hound on each square, the fox on each square, the side
// to move.
var (
	zobrist     = position.Keys(0x666f78686f756e64, 2*numPoints+1)
	zobristSide = zobrist[2*numPoints]
)

func houndKey(p int) uint64 { return zobrist[p] }
func foxKey(p int) uint64   { return zobrist[numPoints+p] }

// Config holds the game's options.
type Config struct {
	First    Side   // who moves first from the start position
	FoxStart string // the fox's start square: a1 (standard), c1, e1 or g1
}

// DefaultConfig is the standard game: the fox on a1 moves first.
func DefaultConfig() Config { return Config{First: Fox, FoxStart: "a1"} }

func init() {
	position.Register(position.Info{
		ID:    "fox-hounds",
		Name:  "Fox and Hounds",
		Sides: [2]string{Fox.String(), Hounds.String()},
		Options: []position.Option{
			{Name: "first", Type: position.Choice, Default: "fox", Choices: []string{"fox", "hounds"},
				Doc: "the side that moves first"},
			{Name: "fox_start", Type: position.Choice, Default: "a1", Choices: []string{"a1", "c1", "e1", "g1"},
				Doc: "the fox's start square"},
		},
		New: func(o position.Options) (position.Playable, error) {
			cfg := DefaultConfig()
			if o.Get("first") == "hounds" {
				cfg.First = Hounds
			}
			cfg.FoxStart = o.Get("fox_start")
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

// Game is a Fox and Hounds position with its history. It implements
// position.Playable, position.Orderer and position.EvalExplainer.
type Game struct {
	cfg    Config
	hounds uint64 // a bit per dark square
	fox    int
	toMove Side
	hash   uint64
	// hist holds the moves played; a step is undone from its two
	// squares and the side to move alone. A game lasts at most 57 plies.
	hist []position.Move
}

// New returns the start position for cfg: hounds on b8, d8, f8 and h8, the
// fox on cfg.FoxStart, cfg.First to move.
func New(cfg Config) *Game {
	g := &Game{cfg: cfg, hist: make([]position.Move, 0, 64)}
	fox, ok := board.Index(cfg.FoxStart)
	if !ok || rankOf[fox] != 0 {
		fox = 0
	}
	g.set(topRank, fox, cfg.First)
	return g
}

func (g *Game) set(hounds uint64, fox int, toMove Side) {
	g.hounds, g.fox, g.toMove = hounds, fox, toMove
	g.hash = g.computeHash()
	g.hist = g.hist[:0]
}

// ToMove is 0 for the fox and 1 for the hounds.
func (g *Game) ToMove() int { return int(g.toMove) }

// Hash is the Zobrist key of the pieces and the side to move.
func (g *Game) Hash() uint64 { return g.hash }

func (g *Game) computeHash() uint64 {
	h := foxKey(g.fox)
	for b := g.hounds; b != 0; b &= b - 1 {
		h ^= houndKey(bits.TrailingZeros64(b))
	}
	if g.toMove == Hounds {
		h ^= zobristSide
	}
	return h
}

func (g *Game) empty() uint64 { return board.All() &^ (g.hounds | 1<<g.fox) }

// foxMoves is the set of squares the fox can step to.
func (g *Game) foxMoves() uint64 { return board.Adj(g.fox) & g.empty() }

// houndsCanMove reports whether some hound has a step.
func (g *Game) houndsCanMove() bool {
	free := g.empty()
	for b := g.hounds; b != 0; b &= b - 1 {
		if houndSteps[bits.TrailingZeros64(b)]&free != 0 {
			return true
		}
	}
	return false
}

// winner returns the winner of a finished game, or -1: the fox wins on
// rank 8, and otherwise a side to move that cannot move loses.
func (g *Game) winner() Side {
	if rankOf[g.fox] == 7 {
		return Fox
	}
	if g.toMove == Fox {
		if g.foxMoves() == 0 {
			return Hounds
		}
	} else if !g.houndsCanMove() {
		return Fox
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

// GenMoves appends every legal step: the fox's in square order, or each
// hound's in square order. A finished game has none.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.winner() >= 0 {
		return buf
	}
	free := g.empty()
	if g.toMove == Fox {
		for b := board.Adj(g.fox) & free; b != 0; b &= b - 1 {
			buf = append(buf, pointgraph.StepMove(g.fox, bits.TrailingZeros64(b)))
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
	g.hist = append(g.hist, m)
	g.step(m)
}

// step moves the piece of the side to move and passes the turn.
func (g *Game) step(m position.Move) {
	from, to := pointgraph.From(m), pointgraph.To(m)
	if g.toMove == Fox {
		g.fox = to
		g.hash ^= foxKey(from) ^ foxKey(to) ^ zobristSide
		g.toMove = Hounds
	} else {
		g.hounds ^= 1<<from | 1<<to
		g.hash ^= houndKey(from) ^ houndKey(to) ^ zobristSide
		g.toMove = Fox
	}
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	m := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	from, to := pointgraph.From(m), pointgraph.To(m)
	if g.toMove == Hounds { // the fox moved
		g.fox = from
		g.hash ^= foxKey(from) ^ foxKey(to) ^ zobristSide
		g.toMove = Fox
	} else {
		g.hounds ^= 1<<from | 1<<to
		g.hash ^= houndKey(from) ^ houndKey(to) ^ zobristSide
		g.toMove = Hounds
	}
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = append(make([]position.Move, 0, max(cap(g.hist), 64)), g.hist...)
	return &c
}
