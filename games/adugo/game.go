package adugo

import (
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/capture"
	"github.com/tabla-games/tabla/position"
)

// ID is the game's registered id.
const ID = "adugo"

// board is the Alquerque square with the triangle below it (31 points).
var board = pointgraph.Adugo()

// Side is a player: the Jaguar (p1, who moves first) or the Dogs.
type Side uint8

// The sides, in the registry's p1, p2 order.
const (
	Jaguar Side = iota
	Dogs
)

func (s Side) String() string {
	if s == Jaguar {
		return "jaguar"
	}
	return "dogs"
}

// StartDogs is the number of dogs in the start position; captured dogs are
// counted from it.
const StartDogs = 14

// Config holds the game options.
type Config struct {
	// CapturesToWin is the number of captured dogs that wins for the
	// Jaguar (1..14).
	CapturesToWin int
	// RepetitionDraw draws the game when a position (board and side to
	// move) occurs for the third time.
	RepetitionDraw bool
	// NoCaptureLimit draws the game after that many consecutive plies
	// without a capture; 0 switches the rule off.
	NoCaptureLimit int
}

// DefaultConfig is the configuration with every option at its default.
func DefaultConfig() Config { return Config{CapturesToWin: 5, RepetitionDraw: true} }

// maxNoCaptureLimit bounds the no_capture_limit option.
const maxNoCaptureLimit = 1000

func init() {
	position.Register(position.Info{
		ID:    ID,
		Name:  "Adugo",
		Sides: [2]string{Jaguar.String(), Dogs.String()},
		Options: []position.Option{
			{Name: "captures_to_win", Type: position.Int, Default: "5", Min: 1, Max: StartDogs,
				Doc: "the jaguar wins once it has captured this many dogs"},
			{Name: "repetition_draw", Type: position.Bool, Default: "on",
				Doc: "draw when the same position and side to move occur a third time"},
			{Name: "no_capture_limit", Type: position.Int, Default: "0", Min: 0, Max: maxNoCaptureLimit,
				Doc: "draw after this many plies without a capture (0 = off)"},
		},
		New: func(o position.Options) (position.Playable, error) {
			return New(Config{
				CapturesToWin:  o.Int("captures_to_win"),
				RepetitionDraw: o.Bool("repetition_draw"),
				NoCaptureLimit: o.Int("no_capture_limit"),
			}), nil
		},
	})
}

// spec is the game as capture's machinery runs it: dogs step along every
// line and never jump; the jaguar steps or jumps, chains optional; exactly
// one jaguar and at most 14 dogs; no clock in the position string, and
// none in the hash.
var spec = capture.NewSpec(capture.Spec{
	Name:        "adugo",
	Board:       board,
	Symbols:     [2]byte{Jaguar: 'J', Dogs: 'D'},
	SideLetters: [2]byte{Jaguar: 'j', Dogs: 'd'},
	SideNames:   [2]string{Jaguar: "jaguars", Dogs: "dogs"},
	FoldSide:    true,
	Clock:       capture.ClockNone,
	MinCount:    [2]int{Jaguar: 1},
	MaxCount:    [2]int{Jaguar: 1, Dogs: StartDogs},
	Seed:        0x616475676f,
})

// Game is an Adugo position with its history since the game or the
// position string started. It implements position.Playable,
// position.Tactical, position.Orderer and position.MoveCounter; the moves,
// draws, notation and position string are capture.Core's.
type Game struct {
	capture.Core
	cfg Config
}

// New returns the start position of a game with the given options.
// CapturesToWin is clamped to 1..14.
func New(cfg Config) *Game {
	cfg.CapturesToWin = min(max(cfg.CapturesToWin, 1), StartDogs)
	cfg.NoCaptureLimit = max(cfg.NoCaptureLimit, 0)
	rules := capture.Rules{
		Capture:        [2]capture.Capture{Jaguar: capture.Optional},
		RepetitionDraw: cfg.RepetitionDraw,
		ClockLimit:     cfg.NoCaptureLimit,
		// The jaguar wins once fewer than this many dogs are left.
		MinPieces: [2]int{Dogs: StartDogs - cfg.CapturesToWin + 1},
	}
	return &Game{Core: capture.New(spec, rules, startPieces, int(Jaguar)), cfg: cfg}
}

// startPieces is the start position of doc.go's Rules: the jaguar on c5,
// dogs on every other point of ranks 5 to 7.
var startPieces = func() (p [2]uint64) {
	for q := 0; q < board.Len(); q++ {
		if board.Point(q).Y >= 4 {
			p[Dogs] |= 1 << q
		}
	}
	p[Jaguar] = 1 << mustPoint("c5")
	p[Dogs] &^= p[Jaguar]
	return p
}()

func mustPoint(name string) int {
	p, ok := board.Index(name)
	if !ok {
		panic("adugo: no point " + name)
	}
	return p
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// Captured is the number of dogs the jaguar has captured: 14 less the dogs
// on the board.
func (g *Game) Captured() int { return StartDogs - bits.OnesCount64(g.Pieces(int(Dogs))) }

// jaguar is the jaguar's point.
func (g *Game) jaguar() int { return bits.TrailingZeros64(g.Pieces(int(Jaguar))) }

// Clone returns an independent copy with the same history.
func (g *Game) Clone() position.Game {
	c := *g
	c.Core = g.Core.Copy()
	return &c
}
