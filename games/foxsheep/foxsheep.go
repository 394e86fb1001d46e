package foxsheep

import (
	"fmt"
	"math"
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
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

// state is everything that Unmake restores. Game keeps the states of all
// earlier plies on a stack, which is also the repetition history.
type state struct {
	pieces [2]uint64 // by Side, one bit per point
	key    uint64    // Zobrist key of board and side to move
	clock  int32     // plies since the last capture or upward sheep move
	side   Side
	drawn  bool // by repetition or the no-progress rule
}

// Game is a Foxes and Sheep position with its history since the game or
// the position string started. It implements position.Playable,
// position.Tactical and position.Orderer.
type Game struct {
	cfg   Config
	st    state
	stack []state
	// drawFrom is the least clock at which a draw rule can apply, so that
	// Make skips drawnNow on most plies.
	drawFrom int32
	// chain is scratch space for FindChain: a local would escape to the
	// heap (FindChain's recursion makes its out parameter leak).
	chain pointgraph.Chain
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

// New returns the start position of a game with the given options.
func New(cfg Config) *Game {
	cfg.NoProgressLimit = max(cfg.NoProgressLimit, 0)
	g := &Game{cfg: cfg, stack: make([]state, 0, 2*position.MaxPly), drawFrom: math.MaxInt32}
	if cfg.RepetitionDraw {
		// A position recurs at the earliest four plies later, so its
		// third occurrence needs eight plies without progress.
		g.drawFrom = 8
	}
	if lim := cfg.NoProgressLimit; lim > 0 && lim < int(g.drawFrom) {
		g.drawFrom = int32(lim)
	}
	g.reset(state{pieces: startPieces, side: cfg.First & 1})
	return g
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// reset makes st the position, with no history.
func (g *Game) reset(st state) {
	st.key = boardKey(st.pieces, st.side)
	g.st = st
	g.stack = g.stack[:0]
	g.st.drawn = g.drawnNow()
}

// Zobrist keys: one per side and point, and one for the Foxes to move.
var zobrist = position.Keys(0x666f78736865, 2*numPoints+1)

func pieceKey(side Side, p int) uint64 { return zobrist[int(side)*numPoints+p] }

var foxesToMoveKey = zobrist[2*numPoints]

// clockKey spreads the clock over 64 bits (splitmix64's finaliser).
func clockKey(clock int32) uint64 {
	z := uint64(clock)*0x9e3779b97f4a7c15 + 0x666f78636c6f636b
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// boardKey computes the Zobrist key of a board from scratch.
func boardKey(pieces [2]uint64, side Side) uint64 {
	var key uint64
	for s := Sheep; s <= Foxes; s++ {
		for b := pieces[s]; b != 0; b &= b - 1 {
			key ^= pieceKey(s, bits.TrailingZeros64(b))
		}
	}
	if side == Foxes {
		key ^= foxesToMoveKey
	}
	return key
}

// ToMove is 0 when the Sheep are to move and 1 for the Foxes.
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

// Clock is the number of plies since the last capture or upward sheep
// move.
func (g *Game) Clock() int { return int(g.st.clock) }

// empty is the set of free points.
func (s *state) empty() uint64 { return board.All() &^ (s.pieces[Sheep] | s.pieces[Foxes]) }

// decided reports whether the board already decides the game: the paddock
// full of sheep, or fewer than 9 sheep left; and if so, who won.
func (s *state) decided() (over bool, winner Side) {
	if s.pieces[Sheep]&paddock == paddock {
		return true, Sheep
	}
	if bits.OnesCount64(s.pieces[Sheep]) < minSheep {
		return true, Foxes
	}
	return false, 0
}

// GenMoves appends every legal move. For the Foxes, the capture chains
// exclude every step; for the Sheep, steps up first, then sideways.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	s := &g.st
	if s.drawn {
		return buf
	}
	if over, _ := s.decided(); over {
		return buf
	}
	empty := s.empty()
	if s.side == Sheep {
		for b := s.pieces[Sheep]; b != 0; b &= b - 1 {
			p := bits.TrailingZeros64(b)
			for t := sheepAdj[p] & empty; t != 0; t &= t - 1 {
				buf = append(buf, pointgraph.StepMove(p, bits.TrailingZeros64(t)))
			}
		}
		return buf
	}
	sheep := s.pieces[Sheep]
	start := len(buf)
	for b := s.pieces[Foxes]; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if board.CanJump(p, empty, sheep) {
			buf = board.AppendChains(buf, p, empty, sheep, pointgraph.Maximal)
		}
	}
	if len(buf) > start {
		return buf
	}
	for b := s.pieces[Foxes]; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		for t := board.Adj(p) & empty; t != 0; t &= t - 1 {
			buf = append(buf, pointgraph.StepMove(p, bits.TrailingZeros64(t)))
		}
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, the ends of
// the game aside.
func (g *Game) hasMove() bool {
	s := &g.st
	empty := s.empty()
	if s.side == Sheep {
		for b := s.pieces[Sheep]; b != 0; b &= b - 1 {
			if sheepAdj[bits.TrailingZeros64(b)]&empty != 0 {
				return true
			}
		}
		return false
	}
	for b := s.pieces[Foxes]; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if board.Adj(p)&empty != 0 || board.CanJump(p, empty, s.pieces[Sheep]) {
			return true
		}
	}
	return false
}

// Make plays m, which must be a legal move of the position.
func (g *Game) Make(m position.Move) {
	g.stack = append(g.stack, g.st)
	s := &g.st
	side := s.side
	from, to := pointgraph.From(m), pointgraph.To(m)
	progress := false
	switch pointgraph.MoveKind(m) {
	case pointgraph.KindStep:
		progress = side == Sheep && board.Point(to).Y > board.Point(from).Y
	case pointgraph.KindChain:
		c := &g.chain
		if !board.FindChain(m, s.empty(), s.pieces[Sheep], pointgraph.Maximal, c) {
			panic(fmt.Sprintf("foxsheep: Make of an illegal chain %#x", uint32(m)))
		}
		s.pieces[Sheep] &^= c.Captured
		for b := c.Captured; b != 0; b &= b - 1 {
			s.key ^= pieceKey(Sheep, bits.TrailingZeros64(b))
		}
		progress = true
	default:
		panic(fmt.Sprintf("foxsheep: Make of a foreign move %#x", uint32(m)))
	}
	s.pieces[side] = s.pieces[side]&^(1<<from) | 1<<to
	s.key ^= pieceKey(side, from) ^ pieceKey(side, to)
	if progress {
		s.clock = 0
	} else {
		s.clock++
	}
	s.side ^= 1
	s.key ^= foxesToMoveKey
	s.drawn = s.clock >= g.drawFrom && g.drawnNow()
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	last := len(g.stack) - 1
	g.st = g.stack[last]
	g.stack = g.stack[:last]
}

// drawnNow applies the draw rules to the current position. Only the plies
// since the last capture or upward sheep move can repeat it (sheep never
// come back down, and captured sheep never return), so the scan goes back
// at most clock plies, and never before the start of the history; it looks
// only at positions with the same side to move.
func (g *Game) drawnNow() bool {
	s := &g.st
	if lim := g.cfg.NoProgressLimit; lim > 0 && int(s.clock) >= lim {
		return true
	}
	if !g.cfg.RepetitionDraw || s.clock < 8 {
		return false
	}
	back := min(int(s.clock), len(g.stack))
	seen := 1
	for j := 2; j <= back; j += 2 {
		if g.stack[len(g.stack)-j].key == s.key {
			if seen++; seen == 3 {
				return true
			}
		}
	}
	return false
}

// Outcome applies section 6 in its order: the paddock full of sheep wins
// for the Sheep; fewer than 9 sheep wins for the Foxes; a side to move
// without a legal move loses; then the draw rules.
func (g *Game) Outcome() (over bool, score int) {
	s := &g.st
	if over, winner := s.decided(); over {
		if winner == s.side {
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
	return &c
}
