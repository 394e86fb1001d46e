package foxgeese

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/capture"
	"github.com/tabla-games/tabla/position"
)

// ID is the game's registered id.
const ID = "fox-geese"

// board is the 33-point cross board with alternating diagonals.
var board = pointgraph.Cross()

// Side is a player: the Geese (p1, who move first) or the Fox.
type Side uint8

// The sides, in the registry's p1, p2 order.
const (
	Geese Side = iota
	Fox
)

func (s Side) String() string {
	if s == Geese {
		return "geese"
	}
	return "fox"
}

// StartGeese is the number of geese in the start position; the fox wins
// when fewer than MinGeese remain.
const (
	StartGeese = 13
	MinGeese   = 4
)

// Config holds the game options.
type Config struct {
	// RepetitionDraw draws the game when a position (board and side to
	// move) occurs for the third time.
	RepetitionDraw bool
	// NoProgressLimit draws the game after that many consecutive plies
	// without a capture; 0 switches the rule off.
	NoProgressLimit int
}

// DefaultConfig is the configuration with every option at its default.
func DefaultConfig() Config { return Config{RepetitionDraw: true, NoProgressLimit: 200} }

// maxNoProgressLimit bounds the no_progress_limit option, and maxClock the
// clock a position string may carry.
const (
	maxNoProgressLimit = 1000
	maxClock           = 1_000_000
)

func init() {
	position.Register(position.Info{
		ID:    ID,
		Name:  "Fox and Geese",
		Sides: [2]string{Geese.String(), Fox.String()},
		Options: []position.Option{
			{Name: "repetition_draw", Type: position.Bool, Default: "on",
				Doc: "draw when the same position and side to move occur a third time"},
			{Name: "no_progress_limit", Type: position.Int, Default: "200", Min: 0, Max: maxNoProgressLimit,
				Doc: "draw after this many plies without a capture (0 = off)"},
		},
		New: func(o position.Options) (position.Playable, error) {
			return New(Config{RepetitionDraw: o.Bool("repetition_draw"), NoProgressLimit: o.Int("no_progress_limit")}), nil
		},
	})
}

// spec is the game as capture's machinery runs it: geese step along every
// line and never jump; the fox steps or jumps, chains optional; exactly
// one fox; the clock hashed when the no-progress rule is on.
var spec = capture.NewSpec(capture.Spec{
	Name:        "foxgeese",
	Board:       board,
	Symbols:     [2]byte{Geese: 'G', Fox: 'F'},
	SideLetters: [2]byte{Geese: 'g', Fox: 'f'},
	SideNames:   [2]string{Geese: "geese", Fox: "foxes"},
	FoldSide:    true,
	Clock:       capture.ClockOptional,
	MaxClock:    maxClock,
	MinCount:    [2]int{Fox: 1},
	MaxCount:    [2]int{Fox: 1},
	Seed:        0x666f782d67656573,
	HashClock:   true,
	ClockSeed:   0x666f78636c6f636b,
})

// Game is a Fox and Geese position with its history since the game or the
// position string started. It implements position.Playable,
// position.Tactical, position.Orderer and position.MoveCounter; the moves,
// draws, notation and position string are capture.Core's.
type Game struct {
	capture.Core
	cfg Config
}

// New returns the start position of a game with the given options.
func New(cfg Config) *Game {
	cfg.NoProgressLimit = max(cfg.NoProgressLimit, 0)
	rules := capture.Rules{
		Capture:        [2]capture.Capture{Fox: capture.Optional},
		RepetitionDraw: cfg.RepetitionDraw,
		ClockLimit:     cfg.NoProgressLimit,
		MinPieces:      [2]int{Geese: MinGeese},
	}
	return &Game{Core: capture.New(spec, rules, startPieces, int(Geese)), cfg: cfg}
}

// startPieces is the start position of doc.go's Rules: 13 geese on c7-e7,
// c6-e6 and rank 5, the fox on d4.
var startPieces = func() (p [2]uint64) {
	for _, name := range []string{"c7", "d7", "e7", "c6", "d6", "e6", "a5", "b5", "c5", "d5", "e5", "f5", "g5"} {
		p[Geese] |= 1 << mustPoint(name)
	}
	p[Fox] = 1 << mustPoint("d4")
	return p
}()

func mustPoint(name string) int {
	p, ok := board.Index(name)
	if !ok {
		panic("foxgeese: no point " + name)
	}
	return p
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// GeeseLeft is the number of geese on the board.
func (g *Game) GeeseLeft() int { return bits.OnesCount64(g.Pieces(int(Geese))) }

// fox is the fox's point.
func (g *Game) fox() int { return bits.TrailingZeros64(g.Pieces(int(Fox))) }

// Clone returns an independent copy with the same history.
func (g *Game) Clone() position.Game {
	c := *g
	c.Core = g.Core.Copy()
	return &c
}
