package alquerque

import (
	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/capture"
	"github.com/tabla-games/tabla/position"
)

// board is the 5×5 Alquerque board; read-only, shared by every game.
var board = pointgraph.Alquerque()

// numPoints is the number of points of the board.
const numPoints = 25

// Side is a player: White (p1, the bottom side) or Black.
type Side uint8

// The sides, in the registry's p1, p2 order.
const (
	White Side = iota
	Black
)

func (s Side) String() string {
	if s == White {
		return "white"
	}
	return "black"
}

// Config holds the game options.
type Config struct {
	// First is the side that moves first from the start position.
	First Side
	// Huff allows steps and stopped chains when a capture is available,
	// and punishes them by removing the pieces that should have captured.
	Huff bool
	// RepetitionDraw draws the game when a position (board and side to
	// move) occurs for the third time.
	RepetitionDraw bool
	// NoCaptureLimit draws the game after that many consecutive plies
	// without a piece removed; 0 switches the rule off.
	NoCaptureLimit int
}

// DefaultConfig is the configuration with every option at its default.
func DefaultConfig() Config {
	return Config{First: White, RepetitionDraw: true, NoCaptureLimit: 100}
}

// maxNoCaptureLimit bounds the no_capture_limit option, and maxClock the
// clock a position string may carry.
const (
	maxNoCaptureLimit = 1000
	maxClock          = 1_000_000
)

func init() {
	position.Register(position.Info{
		ID:    "alquerque",
		Name:  "Alquerque",
		Sides: [2]string{White.String(), Black.String()},
		Options: []position.Option{
			{Name: "first", Type: position.Choice, Default: "white",
				Choices: []string{White.String(), Black.String()},
				Doc:     "the side that moves first"},
			{Name: "huff", Type: position.Bool, Default: "off",
				Doc: "allow skipping a capture, penalised by removing the pieces that could have captured"},
			{Name: "repetition_draw", Type: position.Bool, Default: "on",
				Doc: "draw when the same position and side to move occur a third time"},
			{Name: "no_capture_limit", Type: position.Int, Default: "100", Min: 0, Max: maxNoCaptureLimit,
				Doc: "draw after this many plies without a piece removed (0 = off)"},
		},
		New: func(o position.Options) (position.Playable, error) {
			cfg := Config{
				Huff:           o.Bool("huff"),
				RepetitionDraw: o.Bool("repetition_draw"),
				NoCaptureLimit: o.Int("no_capture_limit"),
			}
			if o.Get("first") == Black.String() {
				cfg.First = Black
			}
			return New(cfg), nil
		},
	})
}

// spec is the game as capture's machinery runs it: both sides step along
// every line and jump; any number of pieces; the clock in the position
// string, and hashed when the no-capture rule is on.
var spec = capture.NewSpec(capture.Spec{
	Name:        "alquerque",
	Board:       board,
	Symbols:     pieceLetter,
	SideLetters: [2]byte{White: 'w', Black: 'b'},
	SideNames:   [2]string{White: "white pieces", Black: "black pieces"},
	Clock:       capture.ClockRequired,
	MaxClock:    maxClock,
	Seed:        0x616c717565727175,
	HashClock:   true,
	ClockSeed:   0x616c71636c6f636b,
})

// pieceLetter is a side's letter in position strings.
var pieceLetter = [2]byte{White: 'W', Black: 'B'}

// Game is an Alquerque position with its history since the game or the
// position string started. It implements position.Playable,
// position.Tactical, position.Orderer and position.MoveCounter; the moves,
// draws, notation and position string are capture.Core's.
type Game struct {
	capture.Core
	cfg Config
}

// startPieces are the start position's pieces: White on a1-e2, d3, e3;
// Black on a4-e5, a3, b3.
var startPieces = func() [2]uint64 {
	var p [2]uint64
	for _, name := range []string{"d3", "e3"} {
		p[White] |= 1 << mustIndex(name)
	}
	for _, name := range []string{"a3", "b3"} {
		p[Black] |= 1 << mustIndex(name)
	}
	for x := 0; x < 5; x++ {
		for _, y := range []int{0, 1} {
			p[White] |= 1 << mustIndex(position.CellName(x, y))
		}
		for _, y := range []int{3, 4} {
			p[Black] |= 1 << mustIndex(position.CellName(x, y))
		}
	}
	return p
}()

func mustIndex(name string) int {
	p, ok := board.Index(name)
	if !ok {
		panic("alquerque: no point " + name)
	}
	return p
}

// New returns the start position of a game with the given options.
// Capturing is compulsory, with maximal chains; huff makes it optional,
// enforced by penalty.
func New(cfg Config) *Game {
	cfg.NoCaptureLimit = max(cfg.NoCaptureLimit, 0)
	capt := capture.Compulsory
	if cfg.Huff {
		capt = capture.Huff
	}
	rules := capture.Rules{
		Capture:        [2]capture.Capture{capt, capt},
		RepetitionDraw: cfg.RepetitionDraw,
		ClockLimit:     cfg.NoCaptureLimit,
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
