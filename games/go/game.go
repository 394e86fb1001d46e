package gogame

import (
	"github.com/tabla-games/tabla/position"
)

func init() {
	position.Register(position.Info{
		ID:      "go",
		Name:    "Go",
		Sides:   [2]string{"black", "white"},
		Options: options,
		New: func(o position.Options) (position.Playable, error) {
			c, err := ConfigFromOptions(o)
			if err != nil {
				return nil, err
			}
			return New(c)
		},
		Summary: func(o position.Options) string {
			c, err := ConfigFromOptions(o)
			if err != nil {
				return o.Changed()
			}
			return c.Summary()
		},
		// The rules' perft counts leaves at the exact depth only: a
		// move that ends the game is a leaf at its own depth, and a game
		// that ended above the last depth counts nothing.
		PerftEndsAreLeaves: false,
		// Measured: MCTS beats alpha-beta in both modes (doc.go).
		MCTS: true,
	})
}

// Pass is the Move that passes. Placements are the point's index in the
// padded board array, which is below 1024 and never 0.
const Pass position.Move = 1 << 10

// maxPoints bounds the padded board array of every size.
const maxPoints = (MaxSize+2)*(MaxSize+1) + 1

// Zobrist keys: a stone of each colour on each point, the ko point, the
// side to move, and one or two passes just played. The ply, which matters
// only under a move limit, is hashed by mixing (see plyKey).
var (
	zobrist   = position.Keys(0x676f67616d65, 3*maxPoints+3)
	sideKey   = zobrist[3*maxPoints]
	passesKey = [3]uint64{0, zobrist[3*maxPoints+1], zobrist[3*maxPoints+2]}
)

func stoneKey(c Color, p int) uint64 { return zobrist[(int(c)-1)*maxPoints+p] }

func koKey(p int) uint64 {
	if p == 0 {
		return 0
	}
	return zobrist[2*maxPoints+p]
}

// plyKey is a key for the ply count (splitmix64 of it), so that any ply
// has one without a table.
func plyKey(ply int) uint64 { return position.CountKey(0x2545f4914f6cdd1d, ply) }

// seenBits sizes the superko filter: a table of counts indexed by the low
// bits of the board hashes in the history, so that most new boards are
// known to be new without a scan of the history.
const seenBits = 12

// undo is what Unmake restores.
type undo struct {
	move      position.Move
	logLen    int32
	boardHash uint64
	ko        int16
	passes    int8
	stones    [2]int16
}

// Game is a Go position with its history. It implements position.Playable,
// position.MarginGame, position.Orderer, position.EvalExplainer and
// position.Playouter.
type Game struct {
	cfg    Config
	geo    *geometry
	b      board
	side   int   // 0 black, 1 white to move
	ply    int   // plies played, for the move limit
	passes int   // passes just played in a row: 0, 1, or 2 (game over)
	ko     int16 // the simple-ko point, or 0
	stones [2]int16
	// boardHash is the Zobrist key of the stones alone, as positional
	// superko compares boards.
	boardHash uint64
	hist      []undo
	// boards is the superko history: the board hash after every ply since
	// the start or the last SetPosition, the current board last; seen
	// counts them by their low bits. Both are nil under simple ko.
	boards []uint64
	seen   []uint16
	// sc is work space for scoring and evaluation, allocated on first
	// use: many games built by the protocol or by tests never score.
	sc scratch
	// po is the board that Playout plays on, allocated on first use.
	po *playoutBoard
	// playoutKomi is the extra komi that the playouts alone count for
	// White, in centi-points (position.Komier; negative: for Black).
	playoutKomi int
}

// New returns the start position (an empty board, Black to move) of the
// game c describes.
func New(c Config) (*Game, error) {
	if err := c.validate(); err != nil {
		return nil, err
	}
	g := newEmpty(c)
	g.resetHistory()
	return g, nil
}

func newEmpty(c Config) *Game {
	geo := geometries[c.Size]
	g := &Game{cfg: c, geo: geo, b: newBoard(geo)}
	g.hist = make([]undo, 0, 64)
	if c.Ko == PositionalSuperko {
		g.boards = make([]uint64, 0, 64)
		g.seen = make([]uint16, 1<<seenBits)
	}
	return g
}

// resetHistory starts the history at the current position.
func (g *Game) resetHistory() {
	g.hist = g.hist[:0]
	g.b.log = g.b.log[:0]
	if g.seen != nil {
		clear(g.seen)
		g.boards = g.boards[:0]
		g.pushBoard()
	}
}

func (g *Game) pushBoard() {
	g.boards = append(g.boards, g.boardHash)
	g.seen[g.boardHash&(1<<seenBits-1)]++
}

func (g *Game) popBoard() {
	h := g.boards[len(g.boards)-1]
	g.boards = g.boards[:len(g.boards)-1]
	g.seen[h&(1<<seenBits-1)]--
}

// occurred reports whether the board with hash h is in the superko
// history.
func (g *Game) occurred(h uint64) bool {
	if g.seen[h&(1<<seenBits-1)] == 0 {
		return false
	}
	for _, o := range g.boards {
		if o == h {
			return true
		}
	}
	return false
}

// Config returns the game's settings.
func (g *Game) Config() Config { return g.cfg }

// ToMove is 0 when Black is to move and 1 for White: every ply, a pass
// included, hands the turn over.
func (g *Game) ToMove() int { return g.side }

func (g *Game) toPlay() Color { return Color(g.side + 1) }

// Hash is the Zobrist key of the stones, the side to move, the passes just
// played, the ko point and, under a move limit, the ply. It does not cover
// the superko history.
func (g *Game) Hash() uint64 {
	h := g.boardHash ^ passesKey[g.passes] ^ koKey(int(g.ko))
	if g.side == 1 {
		h ^= sideKey
	}
	if g.cfg.K > 0 {
		h ^= plyKey(g.ply)
	}
	return h
}

// over reports whether the game has ended: two passes in a row, or the
// move limit reached.
func (g *Game) over() bool {
	return g.passes >= 2 || g.cfg.K > 0 && g.ply >= g.cfg.K
}

// Outcome reports a finished game with its margin in centi-points from
// the side to move's point of view, komi included.
func (g *Game) Outcome() (over bool, score int) {
	if !g.over() {
		return false, 0
	}
	return true, g.finalMargin()
}

// MarginUnit is points: a Go result is a margin of points.
func (g *Game) MarginUnit() string { return "points" }

// legalAt reports whether the side to move may place on the empty point p.
func (g *Game) legalAt(p int, c Color) bool {
	ok, captures := g.b.wouldBeLegal(p, c)
	if !ok {
		return false
	}
	if g.seen == nil {
		return p != int(g.ko)
	}
	h := g.boardHash ^ stoneKey(c, p)
	if captures {
		heads, n := g.b.adjacentGroups(p)
		for _, o := range heads[:n] {
			if g.b.color[o] != c.v() && g.b.libs[o] == 1 {
				h ^= g.b.groupHash(int(o), 3-c)
			}
		}
	}
	return !g.occurred(h)
}

// GenMoves appends every legal placement, from a1 row by row, then pass.
// A finished game has no moves.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.over() {
		return buf
	}
	c := g.toPlay()
	for _, p := range g.geo.points {
		if g.b.color[p] == empty && g.legalAt(int(p), c) {
			buf = append(buf, position.Move(p))
		}
	}
	return append(buf, Pass)
}

// Make plays m, which must be legal.
func (g *Game) Make(m position.Move) {
	g.hist = append(g.hist, undo{move: m, logLen: int32(len(g.b.log)), boardHash: g.boardHash,
		ko: g.ko, passes: int8(g.passes), stones: g.stones})
	g.ko = 0
	if m == Pass {
		g.passes++
	} else {
		p := int(m)
		res := g.b.place(p, g.toPlay())
		g.boardHash ^= res.hashDelta
		g.stones[g.side]++
		g.stones[1-g.side] -= int16(res.captured)
		g.passes = 0
		b := &g.b
		if g.seen == nil && res.captured == 1 && b.head[p] == int16(p) && b.size[p] == 1 && b.libs[p] == 1 {
			g.ko = res.capturedAt
		}
	}
	g.side ^= 1
	g.ply++
	if g.seen != nil {
		g.pushBoard()
	}
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	if g.seen != nil {
		g.popBoard()
	}
	g.b.undo(int(u.logLen))
	g.boardHash, g.ko, g.passes, g.stones = u.boardHash, u.ko, int(u.passes), u.stones
	g.side ^= 1
	g.ply--
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.b = g.b.clone()
	c.hist = append(make([]undo, 0, cap(g.hist)), g.hist...)
	if g.seen != nil {
		c.boards = append(make([]uint64, 0, cap(g.boards)), g.boards...)
		c.seen = append([]uint16(nil), g.seen...)
	}
	c.sc = scratch{} // allocated on first use
	c.po = nil
	return &c
}

// Stones returns the number of stones of each colour on the board, Black
// first.
func (g *Game) Stones() (black, white int) { return int(g.stones[0]), int(g.stones[1]) }

// At returns the content of point (x, y), x from the left and y from the
// bottom, both from 0.
func (g *Game) At(x, y int) Color {
	return Color(g.b.color[g.geo.at(x, y)])
}
