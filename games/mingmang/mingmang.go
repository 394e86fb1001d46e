package mingmang

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tabla-games/tabla/position"
)

// Board sizes and the padded mailbox that holds them.
const (
	minSize = 7
	maxSize = 9
	// maxStride is the padded row length of the largest board: one border
	// cell on each side, so that a slide or a capture scan stops on a
	// border cell without a bounds check.
	maxStride = maxSize + 2
	// numCells is the mailbox length; every index of the largest board,
	// border included, is below 128, so a Bits128 indexed by mailbox cell
	// holds a whole board.
	numCells = maxStride * maxStride

	// maxPliesLimit bounds the max_plies option and the ply field.
	maxPliesLimit = 100_000
	// maxPlyField bounds the ply a position string may carry.
	maxPlyField = 9_999_999

	// filterBits sizes the repetition filter: a table of counts indexed by
	// the low bits of the board hashes in the history.
	filterBits = 12
	filterMask = 1<<filterBits - 1
)

// Color is a side: Black (p1) or White (p2).
type Color uint8

// The sides, in the registry's order.
const (
	Black Color = iota
	White
)

func (c Color) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// content is what a mailbox cell holds.
type content uint8

const (
	empty    content = iota
	blackMan         // a black piece
	whiteMan         // a white piece
	offBoard         // a border cell
)

func man(c Color) content { return content(c) + 1 }

// The four orthogonal directions as mailbox steps; stride depends on the
// board, so directions are computed per game.
const numDirs = 4

// Zobrist keys: one per colour and mailbox cell, then the side to move.
// The ply, which matters only under a move cap, is mixed in by plyKey.
var (
	zobrist     = position.Keys(0x6d696e676d616e67, 2*numCells+1)
	zobristSide = zobrist[2*numCells]
)

func pieceKey(c Color, i int) uint64 { return zobrist[int(c)*numCells+i] }

// plyKey is a key for the ply count, from a splitmix64 step: the ply is
// unbounded in principle, so the keys are computed rather than tabled.
func plyKey(ply int) uint64 { return position.CountKey(0x6d6d706c79, ply) }

func init() {
	position.Register(position.Info{
		ID:    "mingmang",
		Name:  "Ming Mang",
		Sides: [2]string{"black", "white"},
		Options: []position.Option{
			{Name: "size", Type: position.Int, Default: "8", Min: minSize, Max: maxSize,
				Doc: "board size n of the n×n board (7, 8 or 9)"},
			{Name: "first", Type: position.Choice, Default: "black", Choices: []string{"black", "white"},
				Doc: "the side that moves first from the start position"},
			{Name: "max_plies", Type: position.Int, Default: "0", Min: 0, Max: maxPliesLimit,
				Doc: "plies after which the game is drawn; 0 = no cap"},
		},
		New: func(o position.Options) (position.Playable, error) {
			first := Black
			if o.Get("first") == "white" {
				first = White
			}
			return New(o.Int("size"), first, o.Int("max_plies"))
		},
	})
}

// Move packing: the origin cell in bits 0-6 and the destination in bits
// 7-13, both mailbox indices. The value is never NoMove.
const cellBits = 7

func makeMove(from, to int) position.Move { return position.Move(from | to<<cellBits) }

func moveFrom(m position.Move) int { return int(m & (1<<cellBits - 1)) }

func moveTo(m position.Move) int { return int(m >> cellBits & (1<<cellBits - 1)) }

// undo is what Unmake needs to take back one move.
type undo struct {
	move position.Move
	caps [numDirs]uint8 // pieces converted in each direction from the destination
	hash uint64         // full hash before the move
}

// snapshot is one board of the game's history, for the no-repetition rule.
type snapshot struct {
	occ  [2]position.Bits128
	hash uint64 // boardHash
}

// Game is a Ming Mang position with its history. It implements
// position.Playable, position.Tactical, position.Orderer and
// position.EvalExplainer.
type Game struct {
	n        int
	stride   int
	dirs     [numDirs]int
	first    Color
	maxPlies int
	// anyBoard switches the no-repetition rule off. Only tests set it: the
	// conformance kit compares a game's moves with those of the same
	// position rebuilt from its string, which has no history.
	anyBoard bool

	board     [numCells]content
	occ       [2]position.Bits128 // pieces by colour, indexed by mailbox cell
	count     [2]int
	side      Color
	ply       int
	boardHash uint64 // Zobrist over the pieces only: what repetition compares
	hash      uint64 // boardHash plus side to move and, under a cap, the ply

	undos []undo
	// seen holds every board of the game, the current one last; filter
	// counts them by the low bits of their hashes, so that a new board is
	// usually known to be new without a scan.
	seen   []snapshot
	filter []uint16
}

// New returns the start position of an n×n game in which first moves
// first; maxPlies > 0 draws the game after that many plies.
func New(n int, first Color, maxPlies int) (*Game, error) {
	if n < minSize || n > maxSize {
		return nil, fmt.Errorf("mingmang: size %d is outside %d..%d", n, minSize, maxSize)
	}
	if first > White {
		return nil, fmt.Errorf("mingmang: bad first side %d", first)
	}
	if maxPlies < 0 || maxPlies > maxPliesLimit {
		return nil, fmt.Errorf("mingmang: max_plies %d is outside 0..%d", maxPlies, maxPliesLimit)
	}
	g := &Game{first: first, maxPlies: maxPlies, filter: make([]uint16, 1<<filterBits)}
	g.undos = make([]undo, 0, 256)
	g.seen = make([]snapshot, 0, 256)
	var cells [maxSize][maxSize]content // [rank][file]
	for i := 0; i < n; i++ {
		cells[i][0] = whiteMan   // the a-file
		cells[n-1][i] = blackMan // rank n ...
		cells[i][n-1] = blackMan // ... and the last file
	}
	cells[n-1][0] = whiteMan // an belongs to White's file
	for f := 1; f < n-1; f++ {
		cells[0][f] = whiteMan // rank 1 from b to the second-last file
	}
	g.load(n, &cells, first, 0)
	return g, nil
}

// setSize lays out an empty n×n board.
func (g *Game) setSize(n int) {
	g.n = n
	g.stride = n + 2
	g.dirs = [numDirs]int{1, -1, g.stride, -g.stride}
	for i := range g.board {
		g.board[i] = offBoard
	}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			g.board[g.cell(f, r)] = empty
		}
	}
}

// load replaces the whole state with cells[rank][file] and clears the
// history.
func (g *Game) load(n int, cells *[maxSize][maxSize]content, side Color, ply int) {
	g.setSize(n)
	g.occ = [2]position.Bits128{}
	g.count = [2]int{}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			if v := cells[r][f]; v == blackMan || v == whiteMan {
				i := g.cell(f, r)
				c := Color(v - 1)
				g.board[i] = v
				g.occ[c] = g.occ[c].With(i)
				g.count[c]++
			}
		}
	}
	g.side = side
	g.ply = ply
	g.boardHash = g.computeBoardHash()
	g.hash = g.fullHash(g.boardHash)
	g.undos = g.undos[:0]
	for _, s := range g.seen {
		g.filter[s.hash&filterMask]--
	}
	g.seen = g.seen[:0]
	g.remember()
}

// cell is the mailbox index of file f and rank r (both from 0, rank 0 at
// the bottom).
func (g *Game) cell(f, r int) int { return (r+1)*g.stride + f + 1 }

// fileRank is the inverse of cell.
func (g *Game) fileRank(i int) (f, r int) { return i%g.stride - 1, i/g.stride - 1 }

func (g *Game) computeBoardHash() uint64 {
	var h uint64
	for i, v := range g.board {
		if v == blackMan || v == whiteMan {
			h ^= pieceKey(Color(v-1), i)
		}
	}
	return h
}

// fullHash adds the side to move and, under a move cap, the ply to a board
// hash.
func (g *Game) fullHash(boardHash uint64) uint64 {
	h := boardHash
	if g.side == White {
		h ^= zobristSide
	}
	if g.maxPlies > 0 {
		h ^= plyKey(g.ply)
	}
	return h
}

// remember appends the current board to the history.
func (g *Game) remember() {
	g.seen = append(g.seen, snapshot{occ: g.occ, hash: g.boardHash})
	g.filter[g.boardHash&filterMask]++
}

// Size is the board's side length n.
func (g *Game) Size() int { return g.n }

// ToMove is 0 for Black and 1 for White.
func (g *Game) ToMove() int { return int(g.side) }

// Hash is the Zobrist key of the pieces, the side to move and, when the
// game has a move cap, the ply. It does not cover the history of boards
// that the no-repetition rule consults (see the package doc).
func (g *Game) Hash() uint64 { return g.hash }

// Ply is the number of plies played, counted from the start position or
// from the ply field of the loaded position string.
func (g *Game) Ply() int { return g.ply }

// capped reports whether the move cap has ended the game.
func (g *Game) capped() bool { return g.maxPlies > 0 && g.ply >= g.maxPlies }

// Outcome reports a game over when the move cap is reached (a draw) or
// when the side to move has no legal move (a loss for it).
func (g *Game) Outcome() (over bool, score int) {
	if g.capped() {
		return true, 0
	}
	if !g.hasMove() {
		return true, -1
	}
	return false, 0
}

// captures scans the line from the destination to in direction d, on the
// board as it stands after the slide from from, and returns how many enemy
// pieces a piece of colour c landing on to converts there.
func (g *Game) captures(from, to, d int, c Color) int {
	enemy, own := man(c^1), man(c)
	j := to + d
	k := 0
	for g.board[j] == enemy {
		j += d
		k++
	}
	// The origin is empty after the slide, though GenMoves scans before
	// making it: the cells between it and the destination are empty, so a
	// run of enemies never ends on it, and the test only documents that.
	if k > 0 && g.board[j] == own && j != from {
		return k
	}
	return 0
}

// resultHash is the board hash after the slide from-to by the side to move.
func (g *Game) resultHash(from, to int) (h uint64, converted int) {
	c := g.side
	h = g.boardHash ^ pieceKey(c, from) ^ pieceKey(c, to)
	for _, d := range g.dirs {
		k := g.captures(from, to, d, c)
		converted += k
		for j := to + d; k > 0; j, k = j+d, k-1 {
			h ^= pieceKey(c^1, j) ^ pieceKey(c, j)
		}
	}
	return h, converted
}

// repeats reports whether the slide from-to would recreate a board of the
// history.
func (g *Game) repeats(from, to int) bool {
	if g.anyBoard {
		return false
	}
	h, _ := g.resultHash(from, to)
	if g.filter[h&filterMask] == 0 {
		return false
	}
	var occ [2]position.Bits128
	found := false
	for i := range g.seen {
		if g.seen[i].hash != h {
			continue
		}
		if !found {
			occ = g.resultOcc(from, to)
			found = true
		}
		if g.seen[i].occ == occ {
			return true
		}
	}
	return false
}

// resultOcc is the pieces after the slide from-to by the side to move, to
// compare boards exactly once their hashes agree.
func (g *Game) resultOcc(from, to int) [2]position.Bits128 {
	c := g.side
	occ := g.occ
	occ[c] = occ[c].Without(from).With(to)
	for _, d := range g.dirs {
		k := g.captures(from, to, d, c)
		for j := to + d; k > 0; j, k = j+d, k-1 {
			occ[c^1] = occ[c^1].Without(j)
			occ[c] = occ[c].With(j)
		}
	}
	return occ
}

// GenMoves appends every legal slide of the side to move: along a rank or
// file through empty cells, to any empty cell, unless the board it makes
// has occurred before in the game.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.capped() {
		return buf
	}
	buf = g.genFrom(buf, g.occ[g.side].Lo, 0)
	return g.genFrom(buf, g.occ[g.side].Hi, 64)
}

func (g *Game) genFrom(buf []position.Move, w uint64, base int) []position.Move {
	for ; w != 0; w &= w - 1 {
		from := base + bits.TrailingZeros64(w)
		for _, d := range g.dirs {
			for to := from + d; g.board[to] == empty; to += d {
				if !g.repeats(from, to) {
					buf = append(buf, makeMove(from, to))
				}
			}
		}
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, stopping at
// the first.
func (g *Game) hasMove() bool {
	return g.hasMoveFrom(g.occ[g.side].Lo, 0) || g.hasMoveFrom(g.occ[g.side].Hi, 64)
}

func (g *Game) hasMoveFrom(w uint64, base int) bool {
	for ; w != 0; w &= w - 1 {
		from := base + bits.TrailingZeros64(w)
		for _, d := range g.dirs {
			for to := from + d; g.board[to] == empty; to += d {
				if !g.repeats(from, to) {
					return true
				}
			}
		}
	}
	return false
}

// Make plays m, which must be legal.
func (g *Game) Make(m position.Move) {
	from, to := moveFrom(m), moveTo(m)
	c := g.side
	u := undo{move: m, hash: g.hash}
	g.board[from] = empty
	g.board[to] = man(c)
	g.occ[c] = g.occ[c].Without(from).With(to)
	h := g.boardHash ^ pieceKey(c, from) ^ pieceKey(c, to)
	for di, d := range g.dirs {
		k := g.captures(from, to, d, c)
		u.caps[di] = uint8(k)
		for j := to + d; k > 0; j, k = j+d, k-1 {
			g.board[j] = man(c)
			g.occ[c^1] = g.occ[c^1].Without(j)
			g.occ[c] = g.occ[c].With(j)
			h ^= pieceKey(c^1, j) ^ pieceKey(c, j)
			g.count[c]++
			g.count[c^1]--
		}
	}
	g.boardHash = h
	g.side ^= 1
	g.ply++
	g.hash = g.fullHash(h)
	g.undos = append(g.undos, u)
	g.remember()
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	last := len(g.seen) - 1
	g.filter[g.seen[last].hash&filterMask]--
	g.seen = g.seen[:last]
	u := g.undos[len(g.undos)-1]
	g.undos = g.undos[:len(g.undos)-1]
	g.side ^= 1
	g.ply--
	c := g.side
	from, to := moveFrom(u.move), moveTo(u.move)
	for di, d := range g.dirs {
		for j, k := to+d, int(u.caps[di]); k > 0; j, k = j+d, k-1 {
			g.board[j] = man(c ^ 1)
			g.occ[c] = g.occ[c].Without(j)
			g.occ[c^1] = g.occ[c^1].With(j)
			g.count[c]--
			g.count[c^1]++
		}
	}
	g.board[to] = empty
	g.board[from] = man(c)
	g.occ[c] = g.occ[c].Without(to).With(from)
	g.boardHash = g.seen[last-1].hash
	g.hash = u.hash
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.undos = slices.Clone(g.undos)
	c.seen = slices.Clone(g.seen)
	c.filter = slices.Clone(g.filter)
	return &c
}
