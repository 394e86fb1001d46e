package amazons

import (
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

func init() {
	position.Register(position.Info{
		ID:    "amazons",
		Name:  "Game of the Amazons",
		Sides: [2]string{"white", "black"},
		Options: []position.Option{{
			Name:    "first",
			Type:    position.Choice,
			Default: "w",
			Choices: []string{"w", "b"},
			Doc:     "side that moves first from the start position: w (white) or b (black)",
		},
			learn.EvalOption(defaultEval, "territory and liberties"),
		},
		New: func(o position.Options) (position.Playable, error) {
			g := New()
			if o.Get("first") == "b" {
				g.side = Black
				g.hash ^= sideKey
			}
			var err error
			if g.learned, err = learn.Chosen(o, shipped); err != nil {
				return nil, err
			}
			return g, nil
		},
	})
}

// Side is a player: White (p1, moves first by default) or Black (p2).
type Side int

// The two sides.
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

// cell is what a square of the padded board holds.
type cell uint8

// The contents of a square. Every square outside the 10×10 board is a
// border, so a ray stops at the edge with the same test as at a piece.
const (
	empty cell = iota
	whiteAmazon
	blackAmazon
	arrow
	border
)

// Board geometry. Squares are numbered on a 12×12 "mailbox" with a
// one-square border: a1 is (1,1) = 13 and j10 is 130.
const (
	size     = 10
	stride   = size + 2
	boxCells = stride * stride
	// maxAmazons bounds the amazons of one side that a position string
	// may hold (the standard game has four).
	maxAmazons = 8
	// maxHistory bounds the plies of a game from any position: every move
	// puts an arrow on one of the 100 squares.
	maxHistory = size * size
)

// dirs are the eight queen directions on the mailbox.
var dirs = [8]int{1, -1, stride, -stride, stride + 1, stride - 1, -stride + 1, -stride - 1}

// box is the mailbox index of file x and rank y (both from 0).
func box(x, y int) int { return (y+1)*stride + x + 1 }

// fileRank is the inverse of box.
func fileRank(b int) (x, y int) { return b%stride - 1, b/stride - 1 }

// Move packing: the from, to and arrow squares as mailbox indices, one
// byte each. The top byte is always zero, so no move equals NoMove.
func makeMove(from, to, arr int) position.Move {
	return position.Move(from | to<<8 | arr<<16)
}

func moveFrom(m position.Move) int  { return int(m & 0xff) }
func moveTo(m position.Move) int    { return int(m >> 8 & 0xff) }
func moveArrow(m position.Move) int { return int(m >> 16 & 0xff) }

// Zobrist keys: one per (piece kind, square) for kinds 1..3, and one for
// Black to move.
var (
	pieceKeys = position.Keys(0x616d617a6f6e73, 4*boxCells)
	sideKey   = position.Keys(0x73696465, 1)[0]
)

func pieceKey(c cell, sq int) uint64 { return pieceKeys[int(c)*boxCells+sq] }

// undo is what Unmake needs beyond the move itself.
type undo struct {
	move position.Move
	hash uint64
}

// Game is an Amazons position with its history. Use New or SetPosition.
type Game struct {
	board [boxCells]cell
	// amazons lists the squares of each side's amazons; n counts them.
	amazons [2][maxAmazons]uint8
	n       [2]int
	// open is the bitboard of the empty squares (see bitOf), kept for
	// the evaluation.
	open position.Bits128
	side Side
	hash uint64
	ply  int
	hist [maxHistory]undo
	// learned is the learned evaluation, or nil for the hand-written one.
	learned *learn.Weights
}

// defaultEval is the eval option's default: the learned evaluation, which
// beat the hand-written one 302-98 over 400 games at 100 ms a move (the
// package documentation's "Learned evaluation").
const defaultEval = "learned"

// Start is the position string of the standard start, White to move.
const Start = "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w"

// New returns the standard start position with White to move.
func New() *Game {
	g := &Game{}
	if err := g.SetPosition(Start); err != nil {
		panic(err)
	}
	return g
}

// reset empties the board and the history.
func (g *Game) reset() {
	for i := range g.board {
		x, y := fileRank(i)
		if x < 0 || x >= size || y < 0 || y >= size {
			g.board[i] = border
		} else {
			g.board[i] = empty
		}
	}
	g.n = [2]int{}
	g.side = White
	g.ply = 0
}

// computeHash is the Zobrist key from scratch.
func (g *Game) computeHash() uint64 {
	var h uint64
	for sq, c := range g.board {
		if c != empty && c != border {
			h ^= pieceKey(c, sq)
		}
	}
	if g.side == Black {
		h ^= sideKey
	}
	return h
}

// ToMove is 0 when White is to move and 1 when Black is.
func (g *Game) ToMove() int { return int(g.side) }

// Side is the side to move.
func (g *Game) Side() Side { return g.side }

// GenMoves appends every legal move: each queen move of an own amazon
// followed by each arrow shot from its destination, the origin counting
// as empty.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	s := g.side
	b := &g.board
	for i := 0; i < g.n[s]; i++ {
		from := int(g.amazons[s][i])
		me := b[from]
		b[from] = empty
		for _, d := range dirs {
			for to := from + d; b[to] == empty; to += d {
				for _, e := range dirs {
					for a := to + e; b[a] == empty; a += e {
						buf = append(buf, makeMove(from, to, a))
					}
				}
			}
		}
		b[from] = me
	}
	return buf
}

// CountMoves is the number of legal moves, found without listing them.
func (g *Game) CountMoves() int {
	s := g.side
	b := &g.board
	n := 0
	for i := 0; i < g.n[s]; i++ {
		from := int(g.amazons[s][i])
		me := b[from]
		b[from] = empty
		for _, d := range dirs {
			for to := from + d; b[to] == empty; to += d {
				for _, e := range dirs {
					a := to + e
					for b[a] == empty {
						a += e
					}
					n += (a-to)/e - 1
				}
			}
		}
		b[from] = me
	}
	return n
}

// Make plays m, which must be legal.
func (g *Game) Make(m position.Move) {
	g.hist[g.ply] = undo{move: m, hash: g.hash}
	g.ply++
	from, to, a := moveFrom(m), moveTo(m), moveArrow(m)
	s := g.side
	me := whiteAmazon + cell(s)
	for i := 0; i < g.n[s]; i++ {
		if int(g.amazons[s][i]) == from {
			g.amazons[s][i] = uint8(to)
			break
		}
	}
	g.board[from] = empty
	g.board[to] = me
	g.board[a] = arrow
	// In this order, since the arrow may land on the origin.
	g.open = g.open.Or(squareBit(from)).AndNot(squareBit(to)).AndNot(squareBit(a))
	g.hash ^= pieceKey(me, from) ^ pieceKey(me, to) ^ pieceKey(arrow, a) ^ sideKey
	g.side ^= 1
}

// Unmake takes back the last move.
func (g *Game) Unmake() {
	g.ply--
	u := &g.hist[g.ply]
	g.side ^= 1
	from, to, a := moveFrom(u.move), moveTo(u.move), moveArrow(u.move)
	s := g.side
	// The arrow may stand on the origin, so clear it before the amazon
	// goes back.
	g.board[a] = empty
	g.board[to] = empty
	g.board[from] = whiteAmazon + cell(s)
	g.open = g.open.Or(squareBit(a)).Or(squareBit(to)).AndNot(squareBit(from))
	for i := 0; i < g.n[s]; i++ {
		if int(g.amazons[s][i]) == to {
			g.amazons[s][i] = uint8(from)
			break
		}
	}
	g.hash = u.hash
}

// canMove reports whether side s has a legal move: some amazon of s has
// an empty neighbour (it can step there and shoot back at its origin).
func (g *Game) canMove(s Side) bool {
	for i := 0; i < g.n[s]; i++ {
		sq := int(g.amazons[s][i])
		for _, d := range dirs {
			if g.board[sq+d] == empty {
				return true
			}
		}
	}
	return false
}

// Outcome reports a loss for the side to move when it cannot move.
func (g *Game) Outcome() (over bool, score int) {
	if g.canMove(g.side) {
		return false, 0
	}
	return true, -1
}

// Hash is the Zobrist key of the pieces, arrows and side to move.
func (g *Game) Hash() uint64 { return g.hash }

// Clone returns an independent copy with the same history.
func (g *Game) Clone() position.Game {
	c := *g
	return &c
}

// legal reports whether m is a legal move here, without generating moves.
func (g *Game) legal(from, to, a int) bool {
	s := g.side
	if g.board[from] != whiteAmazon+cell(s) {
		return false
	}
	if !g.clear(from, to) {
		return false
	}
	g.board[from] = empty
	ok := g.clear(to, a)
	g.board[from] = whiteAmazon + cell(s)
	return ok
}

// clear reports whether to lies on a queen line from from with every
// square after from up to and including to empty.
func (g *Game) clear(from, to int) bool {
	fx, fy := fileRank(from)
	tx, ty := fileRank(to)
	dx, dy := sign(tx-fx), sign(ty-fy)
	if dx == 0 && dy == 0 {
		return false
	}
	if dx != 0 && dy != 0 && abs(tx-fx) != abs(ty-fy) {
		return false
	}
	d := dy*stride + dx
	for sq := from + d; ; sq += d {
		if g.board[sq] != empty {
			return false
		}
		if sq == to {
			return true
		}
	}
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// SearchProfile turns on late-move reductions, reverse futility pruning
// and null moves for the alpha-beta search: zugzwang is rare in Amazons
// and comes only late, when the territories are sealed and the search
// reaches the end. The pruning margin is four squares of territory (400)
// a ply, as the evaluation swings by several squares from one ply to
// the next (one square lost 25-35 games at 2 s + 20 ms).
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 400, Reduction: 100, FutilityDepth: 2, NullMove: true}
}

// MakeNull hands the turn over without moving.
func (g *Game) MakeNull() {
	g.side ^= 1
	g.hash ^= sideKey
}

// UnmakeNull takes back MakeNull.
func (g *Game) UnmakeNull() { g.MakeNull() }
