package harehounds

import (
	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/hunt"
	"github.com/tabla-games/tabla/position"
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
	houndSteps = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.X >= from.X })
	columnMask [5]uint64
	// stallSteps are the hound steps that keep their column.
	stallSteps = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.X == from.X })
)

func init() {
	for p := range numPoints {
		colOf[p] = board.Point(p).X
		columnMask[colOf[p]] |= 1 << p
	}
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

// spec is the hunt machinery's view of the game: the hare is the runner
// and p2, the hounds step forward or vertically, and the vertical steps
// stall.
var spec = hunt.NewSpec(hunt.Spec{
	Board: board, Runner: int(Hare), HoundSteps: houndSteps,
	StallSteps: stallSteps, MaxStall: MaxStallLimit,
}, 0x6861726568)

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

// Game is a Hare and Hounds position with its history. It implements
// position.Playable, position.Orderer and position.EvalExplainer. Its
// stall counter (v in the rules) is hunt.Core's.
type Game struct {
	hunt.Core
	cfg Config
}

// New returns the start position for cfg: hounds on 0, 1 and 3, the hare
// on cfg.HareStart, cfg.First to move, stall counter 0.
func New(cfg Config) *Game {
	g := &Game{Core: hunt.New(spec, 256), cfg: cfg}
	g.Set(1<<0|1<<1|1<<3, cfg.HareStart, int(cfg.First), 0)
	return g
}

// toMove is the side to move.
func (g *Game) toMove() Side { return Side(g.ToMove()) }

// minHoundColumn is the column of the leftmost hound.
func (g *Game) minHoundColumn() int {
	for x, m := range columnMask {
		if g.Hounds()&m != 0 {
			return x
		}
	}
	return len(columnMask)
}

// winner applies the end checks of the rules in their order (escape,
// stalling, no legal move) and returns the winner, or -1 while the game
// goes on.
func (g *Game) winner() Side {
	if colOf[g.Runner()] < g.minHoundColumn() {
		return Hare // escaped
	}
	if g.Stall() >= g.cfg.StallLimit {
		return Hare // the hounds stalled
	}
	if g.toMove() == Hare {
		if g.RunnerMoves() == 0 {
			return Hounds // cornered
		}
	} else if !g.HoundsCanMove() {
		return Hare // the hounds are stuck
	}
	return -1
}

// Outcome reports a finished game: +1 if the side to move has won, -1 if
// it has lost. There are no draws.
func (g *Game) Outcome() (over bool, score int) { return g.Core.Outcome(int(g.winner())) }

// GenMoves appends every legal step, hound moves in point order, hare
// moves in point order. A finished game has none.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.winner() >= 0 {
		return buf
	}
	return g.GenSteps(buf)
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.Core = g.Copy()
	return &c
}
