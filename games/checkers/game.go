package checkers

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// Side is a player: Black (p1, moves first and up) or White.
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

// Setup selects the start position.
type Setup uint8

// The setups (option setup).
const (
	// Standard is 12 men against 12, the middle two rows empty.
	Standard Setup = iota
	// SeedLiteral adds White men on 17-20, as the seed printed its start.
	SeedLiteral
)

func (s Setup) String() string {
	switch s {
	case Standard:
		return "standard"
	case SeedLiteral:
		return "seed-literal"
	}
	return fmt.Sprintf("Setup(%d)", uint8(s))
}

// Config holds the game options.
type Config struct {
	Setup Setup
	// RepetitionDraw draws the game when a position (board and side to
	// move) occurs for the third time.
	RepetitionDraw bool
	// NoProgressLimit draws the game after that many consecutive plies
	// without a capture or a man move; 0 switches the rule off.
	NoProgressLimit int
}

// DefaultConfig is the configuration with every option at its default.
func DefaultConfig() Config {
	return Config{Setup: Standard, RepetitionDraw: true, NoProgressLimit: 80}
}

// maxNoProgressLimit bounds the no_progress_limit option, and maxClock the
// clock a position string may carry.
const (
	maxNoProgressLimit = 1000
	maxClock           = 1_000_000
)

func init() {
	position.Register(position.Info{
		ID:    "checkers",
		Name:  "Checkers (English draughts)",
		Sides: [2]string{Black.String(), White.String()},
		Options: []position.Option{
			{Name: "setup", Type: position.Choice, Default: "standard",
				Choices: []string{Standard.String(), SeedLiteral.String()},
				Doc:     "start position: standard, 12 men a side; seed-literal, the course assignment's: 16 white men on 17-32 against 12 black on 1-12"},
			{Name: "repetition_draw", Type: position.Bool, Default: "on",
				Doc: "draw when the same position and side to move occur a third time"},
			{Name: "no_progress_limit", Type: position.Int, Default: "80", Min: 0, Max: maxNoProgressLimit,
				Doc: "draw after this many plies without a capture or a man move (0 = off)"},
			learn.EvalOption(defaultEval, "eight hand-set terms"),
		},
		New: func(o position.Options) (position.Playable, error) {
			cfg := Config{
				Setup:           Standard,
				RepetitionDraw:  o.Bool("repetition_draw"),
				NoProgressLimit: o.Int("no_progress_limit"),
			}
			if o.Get("setup") == SeedLiteral.String() {
				cfg.Setup = SeedLiteral
			}
			g := New(cfg)
			var err error
			if g.learned, err = learn.Chosen(o, shipped); err != nil {
				return nil, err
			}
			return g, nil
		},
	})
}

// state is everything that Unmake restores. Game keeps the states of all
// earlier plies in a position.History, which is also the repetition
// history.
type state struct {
	pieces [2]uint32 // by Side
	kings  uint32    // the squares of pieces[*] that hold kings
	key    uint64    // Zobrist key of board and side to move
	clock  int32     // plies since the last capture or man move
	side   Side
	drawn  bool // by repetition or the no-progress rule
}

// Game is a checkers position with its history since the game or the
// position string started. It implements position.Playable,
// position.Tactical, position.Orderer and position.MoveCounter.
type Game struct {
	cfg  Config
	st   state
	hist position.History[state]
	// learned is the learned evaluation, or nil for the hand-written one.
	learned *learn.Weights
}

// defaultEval is the eval option's default: the learned evaluation
// becomes the default once a match shows that it plays better.
const defaultEval = "hand"

// New returns the start position of a game with the given options. It
// panics on a Setup it does not know.
func New(cfg Config) *Game {
	if cfg.NoProgressLimit < 0 {
		cfg.NoProgressLimit = 0
	}
	g := &Game{cfg: cfg, hist: position.NewHistory[state](cfg.NoProgressLimit, cfg.RepetitionDraw)}
	var st state
	switch cfg.Setup {
	case Standard:
		st.pieces = [2]uint32{0x00000FFF, 0xFFF00000}
	case SeedLiteral:
		st.pieces = [2]uint32{0x00000FFF, 0xFFFF0000}
	default:
		panic("checkers: unknown setup " + cfg.Setup.String())
	}
	g.reset(st)
	return g
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// reset makes st the position, with no history.
func (g *Game) reset(st state) {
	st.key = boardKey(st.pieces, st.kings, st.side)
	g.st = st
	g.hist.Reset()
	g.st.drawn = g.drawnNow()
}

// Zobrist keys: one per piece kind and square, and one for White to move.
// The clock is hashed through clockKey only when the no-progress rule is on.
const (
	blackMan = iota
	whiteMan
	blackKing
	whiteKing
)

var zobrist = position.Keys(0x636865636b657273, 4*numSquares+1)

func pieceKey(kind, sq int) uint64 { return zobrist[kind*numSquares+sq] }

var whiteToMoveKey = zobrist[4*numSquares]

func kindOf(side Side, king bool) int {
	if king {
		return blackKing + int(side)
	}
	return blackMan + int(side)
}

// clockKey spreads the clock over 64 bits (splitmix64's finaliser), so
// that the hash needs no table as long as the largest limit.
func clockKey(clock int32) uint64 { return position.CountKey(0x6e6f70726f67, int(clock)) }

// boardKey computes the Zobrist key of a board from scratch.
func boardKey(pieces [2]uint32, kings uint32, side Side) uint64 {
	var key uint64
	for s := Black; s <= White; s++ {
		for b := pieces[s]; b != 0; b &= b - 1 {
			sq := trailing(b)
			key ^= pieceKey(kindOf(s, kings>>sq&1 != 0), sq)
		}
	}
	if side == White {
		key ^= whiteToMoveKey
	}
	return key
}

// ToMove is 0 when Black is to move and 1 for White.
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

// Clock is the number of plies since the last capture or man move.
func (g *Game) Clock() int { return int(g.st.clock) }

// Make plays m, which must be a legal move of the position.
func (g *Game) Make(m position.Move) {
	g.hist.Push(&g.st)
	s := &g.st
	side, opp := s.side, s.side^1
	from := moveFrom(m)
	n := moveJumps(m)
	path := movePath(m)
	fromBit := uint32(1) << from
	king := s.kings&fromBit != 0
	kind := kindOf(side, king)

	to := from
	if n == 0 {
		to = int(neighbour[from][path&3])
	} else {
		for ; n > 0; n-- {
			d := path & 3
			path >>= 2
			ob := overBit[to][d]
			over := trailing(ob)
			s.key ^= pieceKey(kindOf(opp, s.kings&ob != 0), over)
			s.pieces[opp] &^= ob
			s.kings &^= ob
			to = int(landSq[to][d])
		}
	}
	toBit := uint32(1) << to
	// A king's chain may end where it started, so clear before setting.
	s.pieces[side] = s.pieces[side]&^fromBit | toBit
	s.key ^= pieceKey(kind, from)
	switch {
	case king:
		s.kings = s.kings&^fromBit | toBit
		s.key ^= pieceKey(kind, to)
	case toBit&crownRank(side) != 0:
		s.kings |= toBit
		s.key ^= pieceKey(kindOf(side, true), to)
	default:
		s.key ^= pieceKey(kind, to)
	}
	if king && moveJumps(m) == 0 {
		s.clock++
	} else {
		s.clock = 0
	}
	s.side = opp
	s.key ^= whiteToMoveKey
	s.drawn = g.hist.MayDraw(int(s.clock)) && g.drawnNow()
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	g.st = *g.hist.Pop()
}

// drawnNow applies the draw rules to the current position: the
// no-progress limit, and threefold repetition among the positions since
// the last irreversible move.
func (g *Game) drawnNow() bool {
	return g.hist.Drawn(stateKey, g.st.key, int(g.st.clock), int(g.st.clock))
}

// stateKey is the key of a state in the history.
func stateKey(s *state) uint64 { return s.key }

// Outcome reports a loss for the side to move when it has no piece or no
// legal move, and a draw under the repetition and no-progress rules. A
// side left without a move loses even when the move that blocked it also
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
	c.hist = g.hist.Clone()
	return &c
}

// crownRank is the rank where side's men become kings.
func crownRank(side Side) uint32 {
	if side == Black {
		return blackCrown
	}
	return whiteCrown
}

// SearchProfile turns on late-move reductions, internal iterative
// reduction and razoring at depths 1 and 2 for the alpha-beta search
// (the last two together: 14-20-6 in 40 games at 100 ms against the
// reductions alone); no null move: checkers is a game of zugzwang (who
// must move into the opposition loses); no reverse futility pruning,
// which halved the gain of the reductions; no counter-moves (12-12-16).
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, Reduction: 100, RazorDepth: 2, InternalReduction: true}
}
