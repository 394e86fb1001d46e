package foxsheep

import (
	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/capture"
	"github.com/tabla-games/tabla/position"
)

// board is the 33-point cross board; read-only, shared by every game.
var board = pointgraph.Cross()

// numPoints is the number of points of the board.
const numPoints = 33

// Side is a player: the Sheep (p1, who move first by default) or the
// Foxes.
type Side uint8

// The sides, in the registry's p1, p2 order.
const (
	Sheep Side = iota
	Foxes
)

func (s Side) String() string {
	if s == Sheep {
		return "sheep"
	}
	return "foxes"
}

// Config holds the game options.
type Config struct {
	// First is the side that moves first from the start position.
	First Side
	// RepetitionDraw draws the game when a position (board and side to
	// move) occurs for the third time.
	RepetitionDraw bool
	// NoProgressLimit draws the game after that many consecutive plies
	// without a capture or an upward sheep move; 0 switches the rule off.
	NoProgressLimit int
}

// DefaultConfig is the configuration with every option at its default.
func DefaultConfig() Config {
	return Config{First: Sheep, RepetitionDraw: true, NoProgressLimit: 200}
}

// maxNoProgressLimit bounds the no_progress_limit option, and maxClock the
// clock a position string may carry.
const (
	maxNoProgressLimit = 1000
	maxClock           = 1_000_000
)

// Piece counts: the start's, and the fewest sheep that can still play on.
const (
	startSheep = 20
	maxFoxes   = 2
	minSheep   = 9
)

func init() {
	position.Register(position.Info{
		ID:    "fox-sheep",
		Name:  "Foxes and Sheep (Halatafl)",
		Sides: [2]string{Sheep.String(), Foxes.String()},
		Options: []position.Option{
			{Name: "first", Type: position.Choice, Default: "sheep",
				Choices: []string{Sheep.String(), Foxes.String()},
				Doc:     "the side that moves first"},
			{Name: "repetition_draw", Type: position.Bool, Default: "on",
				Doc: "draw when the same position and side to move occur a third time"},
			{Name: "no_progress_limit", Type: position.Int, Default: "200", Min: 0, Max: maxNoProgressLimit,
				Doc: "draw after this many plies without a capture or an upward sheep move (0 = off)"},
		},
		New: func(o position.Options) (position.Playable, error) {
			cfg := Config{
				RepetitionDraw:  o.Bool("repetition_draw"),
				NoProgressLimit: o.Int("no_progress_limit"),
			}
			if o.Get("first") == Foxes.String() {
				cfg.First = Foxes
			}
			return New(cfg), nil
		},
	})
}

func mustIndex(name string) int {
	p, ok := board.Index(name)
	if !ok {
		panic("foxsheep: no point " + name)
	}
	return p
}

// set is the set of the named points.
func set(names ...string) uint64 {
	var s uint64
	for _, n := range names {
		s |= 1 << mustIndex(n)
	}
	return s
}

// paddock is the top square the sheep must fill: c5-e7.
var paddock = set("c5", "d5", "e5", "c6", "d6", "e6", "c7", "d7", "e7")

// sheepAdj is, for every point, where a sheep may step from it: up,
// diagonally up where a line is drawn, left and right.
var sheepAdj = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.Y >= from.Y })

// startPieces: the sheep on ranks 1 to 4, the foxes on c5 and e5.
var startPieces = func() [2]uint64 {
	var p [2]uint64
	for q := range numPoints {
		if board.Point(q).Y <= 3 {
			p[Sheep] |= 1 << q
		}
	}
	p[Foxes] = set("c5", "e5")
	return p
}()

// sheepAdvance is, for every point, the sheep steps from it that count as
// progress: the upward ones.
var sheepAdvance = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.Y > from.Y })

// spec is the game as capture's machinery runs it: sheep step up or
// sideways and never jump, an upward step being progress; foxes step
// anywhere and must jump, in maximal chains; the Sheep win by filling the
// paddock; at most 20 sheep and 2 foxes; the clock in the position string,
// and hashed when the no-progress rule is on.
var spec = capture.NewSpec(capture.Spec{
	Name:        "foxsheep",
	Board:       board,
	Steps:       [2][]uint64{Sheep: sheepAdj},
	Advance:     [2][]uint64{Sheep: sheepAdvance},
	Goal:        [2]uint64{Sheep: paddock},
	Symbols:     pieceLetter,
	SideLetters: [2]byte{Sheep: 's', Foxes: 'f'},
	SideNames:   [2]string{Sheep: "sheep", Foxes: "foxes"},
	Clock:       capture.ClockRequired,
	MaxClock:    maxClock,
	MaxCount:    [2]int{Sheep: startSheep, Foxes: maxFoxes},
	Seed:        0x666f78736865,
	HashClock:   true,
	ClockSeed:   0x666f78636c6f636b,
})

// pieceLetter is a side's letter in position strings.
var pieceLetter = [2]byte{Sheep: 'S', Foxes: 'F'}

// Game is a Foxes and Sheep position with its history since the game or
// the position string started. It implements position.Playable,
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
		Capture:        [2]capture.Capture{Foxes: capture.Compulsory},
		RepetitionDraw: cfg.RepetitionDraw,
		ClockLimit:     cfg.NoProgressLimit,
		MinPieces:      [2]int{Sheep: minSheep},
	}
	return &Game{Core: capture.New(spec, rules, startPieces, int(cfg.First&1)), cfg: cfg}
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// Clone returns an independent copy with the same history.
func (g *Game) Clone() position.Game {
	c := *g
	c.Core = g.Core.Copy()
	return &c
}
