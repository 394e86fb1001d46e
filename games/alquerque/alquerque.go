package alquerque

import (
	"fmt"
	"math"
	"math/bits"

	"tabla/games/pointgraph"
	"tabla/position"
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

// state is everything that Unmake restores. Game keeps the states of all
// earlier plies on a stack, which is also the repetition history.
type state struct {
	pieces [2]uint64 // by Side, one bit per point
	key    uint64    // Zobrist key of board and side to move
	clock  int32     // plies since the last removal
	side   Side
	drawn  bool // by repetition or the no-capture rule
}

// Game is an Alquerque position with its history since the game or the
// position string started. It implements position.Playable,
// position.Tactical and position.Orderer.
type Game struct {
	cfg   Config
	rule  pointgraph.ChainRule
	st    state
	stack []state
	// drawFrom is the least clock at which a draw rule can apply, so that
	// Make skips drawnNow on most plies.
	drawFrom int32
	// chain is scratch space for FindChain: a local would escape to the
	// heap (FindChain's recursion makes its out parameter leak).
	chain pointgraph.Chain
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
func New(cfg Config) *Game {
	cfg.NoCaptureLimit = max(cfg.NoCaptureLimit, 0)
	g := &Game{cfg: cfg, stack: make([]state, 0, 2*position.MaxPly), drawFrom: math.MaxInt32}
	if cfg.Huff {
		g.rule = pointgraph.AnyPrefix
	}
	if cfg.RepetitionDraw {
		// A position recurs at the earliest four plies later, so its
		// third occurrence needs eight plies without a removal.
		g.drawFrom = 8
	}
	if lim := cfg.NoCaptureLimit; lim > 0 && lim < int(g.drawFrom) {
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

// Zobrist keys: one per side and point, and one for Black to move.
var zobrist = position.Keys(0x616c717565727175, 2*numPoints+1)

func pieceKey(side Side, p int) uint64 { return zobrist[int(side)*numPoints+p] }

var blackToMoveKey = zobrist[2*numPoints]

// clockKey spreads the clock over 64 bits (splitmix64's finaliser).
func clockKey(clock int32) uint64 {
	z := uint64(clock)*0x9e3779b97f4a7c15 + 0x616c71636c6f636b
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// boardKey computes the Zobrist key of a board from scratch.
func boardKey(pieces [2]uint64, side Side) uint64 {
	var key uint64
	for s := White; s <= Black; s++ {
		for b := pieces[s]; b != 0; b &= b - 1 {
			key ^= pieceKey(s, bits.TrailingZeros64(b))
		}
	}
	if side == Black {
		key ^= blackToMoveKey
	}
	return key
}

// ToMove is 0 when White is to move and 1 for Black.
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash covers the board, the side to move and, when the no-capture rule is
// on, the clock (it decides when the game ends). The repetition history is
// not hashed.
func (g *Game) Hash() uint64 {
	if g.cfg.NoCaptureLimit > 0 {
		return g.st.key ^ clockKey(g.st.clock)
	}
	return g.st.key
}

// Clock is the number of plies since the last removal.
func (g *Game) Clock() int { return int(g.st.clock) }

// empty is the set of free points.
func (s *state) empty() uint64 { return board.All() &^ (s.pieces[0] | s.pieces[1]) }

// GenMoves appends every legal move: the capture chains first, then the
// steps. Without huff, steps are legal only when no capture is.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	s := &g.st
	if s.drawn {
		return buf
	}
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := s.empty()
	start := len(buf)
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if board.CanJump(p, empty, opp) {
			buf = board.AppendChains(buf, p, empty, opp, g.rule)
		}
	}
	if len(buf) > start && !g.cfg.Huff {
		return buf
	}
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		for t := board.Adj(p) & empty; t != 0; t &= t - 1 {
			buf = append(buf, pointgraph.StepMove(p, bits.TrailingZeros64(t)))
		}
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, draws aside:
// a step or a jump for one of its pieces.
func (g *Game) hasMove() bool {
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := s.empty()
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if board.Adj(p)&empty != 0 || board.CanJump(p, empty, opp) {
			return true
		}
	}
	return false
}

// Make plays m, which must be a legal move of the position.
func (g *Game) Make(m position.Move) {
	g.stack = append(g.stack, g.st)
	s := &g.st
	side, opp := s.side, s.side^1
	from, to := pointgraph.From(m), pointgraph.To(m)
	removed := false
	switch pointgraph.MoveKind(m) {
	case pointgraph.KindStep:
		var missed uint64 // pieces that could have captured (huff)
		if g.cfg.Huff {
			missed = board.Jumpers(s.pieces[side], s.empty(), s.pieces[opp])
		}
		g.move(side, from, to)
		if missed != 0 {
			if missed>>from&1 != 0 {
				missed = missed&^(1<<from) | 1<<to
			}
			g.remove(side, missed)
			removed = true
		}
	case pointgraph.KindChain:
		c := &g.chain
		if !board.FindChain(m, s.empty(), s.pieces[opp], g.rule, c) {
			panic(fmt.Sprintf("alquerque: Make of an illegal chain %#x", uint32(m)))
		}
		g.remove(opp, c.Captured)
		g.move(side, from, to)
		if g.cfg.Huff && board.CanJump(to, s.empty(), s.pieces[opp]) {
			g.remove(side, 1<<to)
		}
		removed = true
	default:
		panic(fmt.Sprintf("alquerque: Make of a foreign move %#x", uint32(m)))
	}
	if removed {
		s.clock = 0
	} else {
		s.clock++
	}
	s.side = opp
	s.key ^= blackToMoveKey
	s.drawn = s.clock >= g.drawFrom && g.drawnNow()
}

// move takes side's piece from one point to another; they may be the
// same point (a chain that returns to its start).
func (g *Game) move(side Side, from, to int) {
	s := &g.st
	s.pieces[side] = s.pieces[side]&^(1<<from) | 1<<to
	s.key ^= pieceKey(side, from) ^ pieceKey(side, to)
}

// remove takes side's pieces on the points of set off the board.
func (g *Game) remove(side Side, set uint64) {
	s := &g.st
	s.pieces[side] &^= set
	for ; set != 0; set &= set - 1 {
		s.key ^= pieceKey(side, bits.TrailingZeros64(set))
	}
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	last := len(g.stack) - 1
	g.st = g.stack[last]
	g.stack = g.stack[:last]
}

// drawnNow applies the draw rules to the current position. Only the plies
// since the last removal can repeat it (a removal is for good), so the
// scan goes back at most clock plies, and never before the start of the
// history; it looks only at positions with the same side to move.
func (g *Game) drawnNow() bool {
	s := &g.st
	if lim := g.cfg.NoCaptureLimit; lim > 0 && int(s.clock) >= lim {
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

// Outcome reports a loss for the side to move when it has no piece or no
// legal move, and a draw under the repetition and no-capture rules. A side
// left without a move loses even when the move that blocked it also
// completed a draw condition: the last move decided the game.
func (g *Game) Outcome() (over bool, score int) {
	if !g.hasMove() {
		return true, -1
	}
	if g.st.drawn {
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
