package apex

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Side is a player: Black (p1, moves first) or White.
type Side uint8

// The sides, in the registry's p1, p2 order.
const (
	Black Side = iota
	White
)

func (s Side) String() string {
	if s == Black {
		return "black"
	}
	return "white"
}

// Stones is the number of pieces each side owns, on the board and in hand
// together.
const Stones = 11

// Config holds the game options.
type Config struct {
	// Size is the number of points on a side: 7 (the seed) or 8 (the
	// original Apex board).
	Size int
	// RepetitionDraw draws the game when a position (board, side to move
	// and both reserves) occurs for the third time.
	RepetitionDraw bool
	// NoProgressLimit draws the game after that many consecutive plies
	// without a drop or a capture; 0 switches the rule off.
	NoProgressLimit int
}

// DefaultConfig is the configuration with every option at its default.
func DefaultConfig() Config {
	return Config{Size: 7, RepetitionDraw: true, NoProgressLimit: 200}
}

// maxNoProgressLimit bounds the no_progress_limit option, and maxClock the
// clock a position string may carry.
const (
	maxNoProgressLimit = 10_000
	maxClock           = 1_000_000
)

func init() {
	position.Register(position.Info{
		ID:    "apex",
		Name:  "Apex",
		Sides: [2]string{Black.String(), White.String()},
		Options: []position.Option{
			{Name: "size", Type: position.Int, Default: "7", Min: minSize, Max: maxSize,
				Doc: "points on a side: 7 (the course assignment's board) or 8 (the original Apex board)"},
			{Name: "repetition_draw", Type: position.Bool, Default: "on",
				Doc: "draw when the same position (board, side to move, reserves) occurs a third time"},
			{Name: "no_progress_limit", Type: position.Int, Default: "200", Min: 0, Max: maxNoProgressLimit,
				Doc: "draw after this many plies without a drop or a capture (0 = off)"},
		},
		New: func(o position.Options) (position.Playable, error) {
			return New(Config{
				Size:            o.Int("size"),
				RepetitionDraw:  o.Bool("repetition_draw"),
				NoProgressLimit: o.Int("no_progress_limit"),
			})
		},
	})
}

// state is everything that Unmake restores. Game keeps the states of all
// earlier plies in a position.History, which is also the repetition
// history.
type state struct {
	own     [2]position.Bits64 // pieces by Side
	key     uint64             // Zobrist key of board, reserves and side to move
	reserve [2]int8            // pieces in hand by Side
	clock   int32              // plies since the last drop or capture
	side    Side
	won     bool          // the side that just moved completed its chain
	last    position.Move // the move that led here, NoMove at the start of the history
	drawn   bool          // by repetition or the no-progress rule
}

// Game is an Apex position with its history since the game or the
// position string started. It implements position.Playable,
// position.MoveCounter, position.Orderer and position.EvalExplainer.
type Game struct {
	cfg  Config
	geo  *geometry
	st   state
	hist position.History[state]
}

// New returns the start position of a game with the given options.
func New(cfg Config) (*Game, error) {
	if cfg.Size < minSize || cfg.Size > maxSize {
		return nil, fmt.Errorf("apex: size %d: want %d or %d", cfg.Size, minSize, maxSize)
	}
	if cfg.NoProgressLimit < 0 {
		cfg.NoProgressLimit = 0
	}
	g := &Game{cfg: cfg, geo: geometries[cfg.Size], hist: position.NewHistory[state](cfg.NoProgressLimit, cfg.RepetitionDraw)}
	g.reset(state{reserve: [2]int8{Stones, Stones}, last: position.NoMove})
	return g, nil
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// reset makes st the position, with no history.
func (g *Game) reset(st state) {
	st.key = stateKey(&st)
	st.won = g.geo.connected(st.own[st.side^1], st.side^1)
	g.st = st
	g.hist.Reset()
	g.st.drawn = !g.st.won && g.drawnNow()
}

// Zobrist keys: one per side and point, one per side and reserve count,
// and one for White to move. The clock is hashed through clockKey only
// when the no-progress rule is on.
var zobrist = position.Keys(0x61706578, 2*maxCells+2*(Stones+1)+1)

func pointKey(s Side, i int) uint64 { return zobrist[int(s)*maxCells+i] }

func reserveKey(s Side, n int8) uint64 { return zobrist[2*maxCells+int(s)*(Stones+1)+int(n)] }

var whiteToMoveKey = zobrist[2*maxCells+2*(Stones+1)]

// clockKey spreads the clock over 64 bits (splitmix64's finaliser), so
// that the hash needs no table as long as the largest limit.
func clockKey(clock int32) uint64 { return position.CountKey(0x61706578636c, int(clock)) }

// stateKey computes the Zobrist key of st from scratch.
func stateKey(st *state) uint64 {
	var key uint64
	for s := Black; s <= White; s++ {
		for b := st.own[s]; b != 0; {
			key ^= pointKey(s, b.PopFirst())
		}
		key ^= reserveKey(s, st.reserve[s])
	}
	if st.side == White {
		key ^= whiteToMoveKey
	}
	return key
}

// ToMove is 0 when Black is to move and 1 for White.
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash covers the board, both reserves, the side to move and, when the
// no-progress rule is on, the clock (it decides when the game ends). The
// repetition history is not hashed.
func (g *Game) Hash() uint64 {
	if g.cfg.NoProgressLimit > 0 {
		return g.st.key ^ clockKey(g.st.clock)
	}
	return g.st.key
}

// Clock is the number of plies since the last drop or capture.
func (g *Game) Clock() int { return int(g.st.clock) }

// Reserve is the number of pieces side has in hand.
func (g *Game) Reserve(side Side) int { return int(g.st.reserve[side]) }

// Make plays m, which must be a legal move of the position.
func (g *Game) Make(m position.Move) {
	g.hist.Push(&g.st)
	s := &g.st
	side, opp := s.side, s.side^1
	from, to := moveFrom(m), moveTo(m)
	switch moveKind(m) {
	case kindDrop:
		s.key ^= reserveKey(side, s.reserve[side])
		s.reserve[side]--
		s.key ^= reserveKey(side, s.reserve[side]) ^ pointKey(side, to)
		s.own[side] = s.own[side].With(to)
		s.clock = 0
	case kindSlide:
		s.own[side] = s.own[side].Without(from).With(to)
		s.key ^= pointKey(side, from) ^ pointKey(side, to)
		s.clock++
	default: // kindCapture
		s.own[opp] = s.own[opp].Without(to)
		s.key ^= pointKey(opp, to) ^ reserveKey(opp, s.reserve[opp])
		s.reserve[opp]++
		s.key ^= reserveKey(opp, s.reserve[opp])
		s.own[side] = s.own[side].Without(from).With(to)
		s.key ^= pointKey(side, from) ^ pointKey(side, to)
		s.clock = 0
	}
	s.side = opp
	s.key ^= whiteToMoveKey
	s.last = m
	s.won = g.geo.connected(s.own[side], side)
	s.drawn = !s.won && g.drawnNow()
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	g.st = *g.hist.Pop()
}

// drawnNow applies the draw rules to the current position. Drops and
// captures do not make earlier positions unreachable (a captured piece
// comes back to its owner's hand), so the repetition scan covers the whole
// history.
func (g *Game) drawnNow() bool {
	return g.hist.Drawn(keyOf, g.st.key, int(g.st.clock), g.hist.Len())
}

// keyOf is the key kept in a state in the history.
func keyOf(s *state) uint64 { return s.key }

// Outcome reports a loss for the side to move when the opponent's last
// move completed its chain, or when it has no legal move, and a draw under
// the repetition and no-progress rules. A side left without a move loses
// even when the move that blocked it also completed a draw condition.
func (g *Game) Outcome() (over bool, score int) {
	if g.st.won {
		return true, -1
	}
	if !g.hasMove() {
		return true, -1
	}
	if g.st.drawn {
		return true, 0
	}
	return false, 0
}

// Won reports whether the side that just moved has completed its chain.
func (g *Game) Won() bool { return g.st.won }

// Clone returns an independent copy with the same history.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = g.hist.Clone()
	return &c
}

// WinningChain lists, in point order, the 8-connected group that joins the
// winner's corners, or nil while no one has won.
func (g *Game) WinningChain() []string {
	if !g.st.won {
		return nil
	}
	winner := g.st.side ^ 1
	var out []string
	for b := g.geo.chain(g.st.own[winner], g.geo.corners[winner][0]); b != 0; {
		out = append(out, g.geo.names[b.PopFirst()])
	}
	return out
}
