package foxgeese

import (
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
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

// state is everything that Unmake restores.
type state struct {
	geese uint64 // one bit per point
	key   uint64 // Zobrist key of board and side to move
	clock int32  // plies since the last capture
	fox   int8   // the fox's point
	side  Side
	drawn bool // by repetition or the no-progress rule
}

// Game is a Fox and Geese position with its history since the game or the
// position string started. It implements position.Playable,
// position.Tactical, position.Orderer and position.MoveCounter.
type Game struct {
	cfg   Config
	st    state
	stack []state
	hist  pointgraph.History
	// scratch holds the fox's chains for CountMoves.
	scratch []position.Move
	// chain receives pointgraph.FindChain's result: FindChain's out
	// parameter escapes, so a local Chain would be allocated per call.
	chain pointgraph.Chain
}

// New returns the start position of a game with the given options.
func New(cfg Config) *Game {
	cfg.NoProgressLimit = max(cfg.NoProgressLimit, 0)
	g := &Game{cfg: cfg, stack: make([]state, 0, 2*position.MaxPly), scratch: make([]position.Move, 0, 256)}
	g.hist = pointgraph.History{}.Clone()
	g.reset(startState())
	return g
}

// startState is section 3's position: 13 geese on c7-e7, c6-e6 and rank
// 5, the fox on d4, Geese to move.
func startState() state {
	var st state
	for _, name := range []string{"c7", "d7", "e7", "c6", "d6", "e6", "a5", "b5", "c5", "d5", "e5", "f5", "g5"} {
		st.geese |= 1 << mustPoint(name)
	}
	st.fox = int8(mustPoint("d4"))
	return st
}

func mustPoint(name string) int {
	p, ok := board.Index(name)
	if !ok {
		panic("foxgeese: no point " + name)
	}
	return p
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// reset makes st the position, with no history.
func (g *Game) reset(st state) {
	st.key = boardKey(st.geese, int(st.fox), st.side)
	g.st = st
	g.stack = g.stack[:0]
	g.hist.Reset()
	g.hist.Push(st.key)
	g.st.drawn = g.drawnNow()
}

// Zobrist keys: one per point for a goose, one per point for the fox, one
// for the Fox to move. The clock is hashed through clockKey only when the
// no-progress rule is on.
var (
	zobrist   = position.Keys(0x666f782d67656573, 2*pointgraph.MaxPoints+1)
	foxToMove = zobrist[2*pointgraph.MaxPoints]
	gooseKeys = zobrist[:pointgraph.MaxPoints]
	foxKeys   = zobrist[pointgraph.MaxPoints : 2*pointgraph.MaxPoints]
	allPoints = board.All()
)

// clockKey spreads the clock over 64 bits (splitmix64's finaliser).
func clockKey(clock int32) uint64 {
	z := uint64(clock)*0x9e3779b97f4a7c15 + 0x666f78636c6f636b
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// boardKey computes the Zobrist key of a position from scratch.
func boardKey(geese uint64, fox int, side Side) uint64 {
	key := foxKeys[fox]
	for b := geese; b != 0; b &= b - 1 {
		key ^= gooseKeys[bits.TrailingZeros64(b)]
	}
	if side == Fox {
		key ^= foxToMove
	}
	return key
}

// ToMove is 0 when the Geese are to move and 1 for the Fox.
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash covers the board, the side to move and, when the no-progress rule
// is on, the clock (it decides when the game ends). The repetition history
// is not hashed.
func (g *Game) Hash() uint64 {
	if g.cfg.NoProgressLimit > 0 {
		return g.st.key ^ clockKey(g.st.clock)
	}
	return g.st.key
}

// Clock is the number of plies since the last capture.
func (g *Game) Clock() int { return int(g.st.clock) }

// GeeseLeft is the number of geese on the board.
func (g *Game) GeeseLeft() int { return bits.OnesCount64(g.st.geese) }

// empty is the set of free points, the fox's point excluded.
func (s *state) empty() uint64 { return allPoints &^ s.geese &^ (1 << s.fox) }

// Make plays m, which must be a legal move of the position.
func (g *Game) Make(m position.Move) {
	g.stack = append(g.stack, g.st)
	s := &g.st
	from, to := pointgraph.From(m), pointgraph.To(m)
	s.clock++
	if s.side == Geese {
		s.geese ^= 1<<from | 1<<to
		s.key ^= gooseKeys[from] ^ gooseKeys[to]
	} else {
		if pointgraph.MoveKind(m) == pointgraph.KindChain {
			c := &g.chain
			if board.FindChain(m, s.empty(), s.geese, pointgraph.AnyPrefix, c) {
				s.geese &^= c.Captured
				for b := c.Captured; b != 0; b &= b - 1 {
					s.key ^= gooseKeys[bits.TrailingZeros64(b)]
				}
				s.clock = 0
			}
		}
		s.fox = int8(to)
		s.key ^= foxKeys[from] ^ foxKeys[to]
	}
	s.side ^= 1
	s.key ^= foxToMove
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
	if lim := g.cfg.NoProgressLimit; lim > 0 && int(s.clock) >= lim {
		return true
	}
	return g.cfg.RepetitionDraw && s.clock >= 8 && g.hist.Count(int(s.clock)+1) >= 3
}

// Outcome is checked in the order of the rules file's section 6: fewer
// than 4 geese is a Fox win; a side with no legal move loses; then the
// draw rules. A win decided on the board takes precedence over a draw
// completed by the same move.
func (g *Game) Outcome() (over bool, score int) {
	s := &g.st
	if bits.OnesCount64(s.geese) < MinGeese {
		if s.side == Fox {
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
