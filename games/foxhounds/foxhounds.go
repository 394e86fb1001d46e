package foxhounds

import (
	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/hunt"
	"github.com/tabla-games/tabla/position"
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
	houndSteps = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.Y < from.Y })
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
}

// spec is the hunt machinery's view of the game: the fox is the runner
// and p1, the hounds step down.
var spec = hunt.NewSpec(hunt.Spec{Board: board, Runner: int(Fox), HoundSteps: houndSteps}, 0x666f78686f756e64)

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
	hunt.Core
	cfg Config
}

// New returns the start position for cfg: hounds on b8, d8, f8 and h8, the
// fox on cfg.FoxStart, cfg.First to move.
func New(cfg Config) *Game {
	// A game lasts at most 57 plies.
	g := &Game{Core: hunt.New(spec, 64), cfg: cfg}
	fox, ok := board.Index(cfg.FoxStart)
	if !ok || rankOf[fox] != 0 {
		fox = 0
	}
	g.Set(topRank, fox, int(cfg.First), 0)
	return g
}

// toMove is the side to move.
func (g *Game) toMove() Side { return Side(g.ToMove()) }

// winner returns the winner of a finished game, or -1: the fox wins on
// rank 8, and otherwise a side to move that cannot move loses.
func (g *Game) winner() Side {
	if rankOf[g.Runner()] == 7 {
		return Fox
	}
	if g.toMove() == Fox {
		if g.RunnerMoves() == 0 {
			return Hounds
		}
	} else if !g.HoundsCanMove() {
		return Fox
	}
	return -1
}

// Outcome reports a finished game: +1 if the side to move has won, -1 if
// it has lost. There are no draws.
func (g *Game) Outcome() (over bool, score int) { return g.Core.Outcome(int(g.winner())) }

// GenMoves appends every legal step: the fox's in square order, or each
// hound's in square order. A finished game has none.
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
