package adugo

import (
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
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

// state is everything that Unmake restores.
type state struct {
	dogs   uint64 // one bit per point
	key    uint64 // Zobrist key of board and side to move
	clock  int32  // plies since the last capture, or since the history began
	jaguar int8   // the jaguar's point
	side   Side
	drawn  bool // by repetition or the no-capture rule
}

// Game is an Adugo position with its history since the game or the
// position string started. It implements position.Playable,
// position.Tactical, position.Orderer and position.MoveCounter.
type Game struct {
	cfg Config
	// minDogs is the fewest dogs with which the game goes on.
	minDogs int
	st      state
	stack   []state
	hist    pointgraph.History
	// scratch holds the jaguar's chains for CountMoves.
	scratch []position.Move
	// chain receives pointgraph.FindChain's result: FindChain's out
	// parameter escapes, so a local Chain would be allocated per call.
	chain pointgraph.Chain
}

// New returns the start position of a game with the given options.
// CapturesToWin is clamped to 1..14.
func New(cfg Config) *Game {
	cfg.CapturesToWin = min(max(cfg.CapturesToWin, 1), StartDogs)
	cfg.NoCaptureLimit = max(cfg.NoCaptureLimit, 0)
	g := &Game{
		cfg:     cfg,
		minDogs: StartDogs - cfg.CapturesToWin + 1,
		stack:   make([]state, 0, 2*position.MaxPly),
		scratch: make([]position.Move, 0, 256),
	}
	g.hist = pointgraph.History{}.Clone()
	g.reset(startState())
	return g
}

// startState is section 3's position: the jaguar on c5, dogs on every
// other point of ranks 5 to 7, the Jaguar to move.
func startState() state {
	var st state
	for p := 0; p < board.Len(); p++ {
		if board.Point(p).Y >= 4 {
			st.dogs |= 1 << p
		}
	}
	st.jaguar = int8(mustPoint("c5"))
	st.dogs &^= 1 << st.jaguar
	return st
}

func mustPoint(name string) int {
	p, ok := board.Index(name)
	if !ok {
		panic("adugo: no point " + name)
	}
	return p
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// reset makes st the position, with no history.
func (g *Game) reset(st state) {
	st.key = boardKey(st.dogs, int(st.jaguar), st.side)
	st.clock = 0
	g.st = st
	g.stack = g.stack[:0]
	g.hist.Reset()
	g.hist.Push(st.key)
	g.st.drawn = false
}

// Zobrist keys: one per point for a dog, one per point for the jaguar, one
// for the Dogs to move.
var (
	zobrist    = position.Keys(0x616475676f, 2*pointgraph.MaxPoints+1)
	dogsToMove = zobrist[2*pointgraph.MaxPoints]
	dogKeys    = zobrist[:pointgraph.MaxPoints]
	jaguarKeys = zobrist[pointgraph.MaxPoints : 2*pointgraph.MaxPoints]
	allPoints  = board.All()
)

// boardKey computes the Zobrist key of a position from scratch.
func boardKey(dogs uint64, jaguar int, side Side) uint64 {
	key := jaguarKeys[jaguar]
	for b := dogs; b != 0; b &= b - 1 {
		key ^= dogKeys[bits.TrailingZeros64(b)]
	}
	if side == Dogs {
		key ^= dogsToMove
	}
	return key
}

// ToMove is 0 when the Jaguar is to move and 1 for the Dogs.
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash covers the board and the side to move: everything the position
// string holds. The ply count of the no-capture rule, like the repetition
// history, is not hashed (the rules file keeps it out of the string).
func (g *Game) Hash() uint64 { return g.st.key }

// Clock is the number of plies since the last capture, or since the
// history began.
func (g *Game) Clock() int { return int(g.st.clock) }

// Captured is the number of dogs the jaguar has captured: 14 less the dogs
// on the board.
func (g *Game) Captured() int { return StartDogs - bits.OnesCount64(g.st.dogs) }

// empty is the set of free points, the jaguar's point excluded.
func (s *state) empty() uint64 { return allPoints &^ s.dogs &^ (1 << s.jaguar) }

// Make plays m, which must be a legal move of the position.
func (g *Game) Make(m position.Move) {
	g.stack = append(g.stack, g.st)
	s := &g.st
	from, to := pointgraph.From(m), pointgraph.To(m)
	s.clock++
	if s.side == Dogs {
		s.dogs ^= 1<<from | 1<<to
		s.key ^= dogKeys[from] ^ dogKeys[to]
	} else {
		if pointgraph.MoveKind(m) == pointgraph.KindChain {
			c := &g.chain
			if board.FindChain(m, s.empty(), s.dogs, pointgraph.AnyPrefix, c) {
				s.dogs &^= c.Captured
				for b := c.Captured; b != 0; b &= b - 1 {
					s.key ^= dogKeys[bits.TrailingZeros64(b)]
				}
				s.clock = 0
			}
		}
		s.jaguar = int8(to)
		s.key ^= jaguarKeys[from] ^ jaguarKeys[to]
	}
	s.side ^= 1
	s.key ^= dogsToMove
	g.hist.Push(s.key)
	s.drawn = g.drawnNow()
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	last := len(g.stack) - 1
	g.st = g.stack[last]
	g.stack = g.stack[:last]
	g.hist.Pop()
}

// drawnNow applies the draw rules to the current position. Only the
// positions since the last capture can recur, and a third occurrence needs
// at least 8 plies, since a position cannot recur two plies later.
func (g *Game) drawnNow() bool {
	s := &g.st
	if lim := g.cfg.NoCaptureLimit; lim > 0 && int(s.clock) >= lim {
		return true
	}
	return g.cfg.RepetitionDraw && s.clock >= 8 && g.hist.Count(int(s.clock)+1) >= 3
}

// Outcome is checked in the order of the rules file's section 6: enough
// captures win for the Jaguar; a side with no legal move loses; then the
// draw rules. A win decided on the board takes precedence over a draw
// completed by the same move.
func (g *Game) Outcome() (over bool, score int) {
	s := &g.st
	if bits.OnesCount64(s.dogs) < g.minDogs {
		if s.side == Jaguar {
			return true, 1
		}
		return true, -1
	}
	if !g.hasMove() {
		return true, -1
	}
	if s.drawn {
		return true, 0
	}
	return false, 0
}

// Clone returns an independent copy with the same history.
func (g *Game) Clone() position.Game {
	c := *g
	c.stack = make([]state, len(g.stack), max(cap(g.stack), 2*position.MaxPly))
	copy(c.stack, g.stack)
	c.hist = g.hist.Clone()
	c.scratch = make([]position.Move, 0, cap(g.scratch))
	return &c
}
