package domineering

import (
	"fmt"
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Side is a player: Vertical (p1) or Horizontal (p2).
type Side int

// The two sides.
const (
	Vertical   Side = 0
	Horizontal Side = 1
)

// String is the side's name as the registry lists it.
func (s Side) String() string {
	if s == Vertical {
		return "vertical"
	}
	return "horizontal"
}

// letter is the side's letter: lowercase for the side to move, uppercase
// for its dominoes.
func (s Side) letter() byte { return "vh"[s] }

// A Move is the anchor cell (0..63, see board.go) in its low six bits and
// the mover in bit 6. The mover is redundant in a given position, but it
// lets a Move be read without one (State's move list) and keeps the two
// sides' moves apart in search's history tables.
const moverBit = 1 << 6

func newMove(s Side, anchor int) position.Move {
	return position.Move(anchor) | position.Move(s)*moverBit
}

func moveAnchor(m position.Move) int { return int(m % moverBit) }
func moveSide(m position.Move) Side  { return Side(m / moverBit % 2) }

// Zobrist keys: one per cell for occupancy, one for Horizontal to move, and
// one per board size, so that boards of different sizes never share a
// search's table entries (their empty boards would otherwise hash alike).
// The labels V and H of covered cells do not matter for play and are not
// hashed, so positions that differ only in them share search results.
var (
	zobristCell = position.Keys(0x646f6d696e, 64)
	zobristSide = position.Keys(0x7369646521, 1)[0]
	zobristSize = position.Keys(0x73697a6573, (maxSide+1)*(maxSide+1))
)

// moveCells[s][a] is the set of cells, in frame 0, that the domino of side
// s anchored at a covers, moveCellsT[s][a] the same set in frame 1, and
// moveKey[s][a] its hash.
// crossCells[a] is the set that a domino anchored at a in its mover's frame
// covers in the other frame (transposition maps a vertical domino at a to
// the cells t(a) and t(a)+1 in the other frame, for both frames alike).
var (
	moveCells  [2][64]uint64
	moveCellsT [2][64]uint64
	moveKey    [2][64]uint64
	crossCells [64]uint64
)

func init() {
	for a := 0; a < 64; a++ {
		moveCells[Vertical][a] = 1<<uint(a) | 1<<uint((a+8)&63)
		moveCells[Horizontal][a] = 1<<uint(a) | 1<<uint((a+1)&63)
		for s := range moveCells {
			moveCellsT[s][a] = transpose(moveCells[s][a])
			for c := moveCells[s][a]; c != 0; c &= c - 1 {
				moveKey[s][a] ^= zobristCell[bits.TrailingZeros64(c)]
			}
		}
		t := transposeSq(a)
		crossCells[a] = 1<<uint(t) | 1<<uint((t+1)&63)
	}
	position.Register(position.Info{
		ID:    "domineering",
		Name:  "Domineering",
		Sides: [2]string{Vertical.String(), Horizontal.String()},
		Options: []position.Option{
			{Name: "rows", Type: position.Int, Default: "8", Min: 1, Max: maxSide,
				Doc: "number of ranks of the board (the rules' board is 8×8)"},
			{Name: "cols", Type: position.Int, Default: "8", Min: 1, Max: maxSide,
				Doc: "number of files of the board"},
			{Name: "first", Type: position.Choice, Default: "vertical",
				Choices: []string{"vertical", "horizontal"},
				Doc:     "the side to move in the start position (the rules: vertical)"},
		},
		New: func(o position.Options) (position.Playable, error) {
			first := Vertical
			if o.Get("first") == "horizontal" {
				first = Horizontal
			}
			return New(o.Int("rows"), o.Int("cols"), first)
		},
	})
}

// Game is a Domineering position with its history. It implements
// position.Playable, position.Orderer, position.Solver,
// position.MoveCounter and position.EvalExplainer.
type Game struct {
	rows, cols int
	valid      [2]uint64 // the board's cells, in frames 0 and 1

	occ  [2]uint64 // covered cells, in frames 0 and 1
	vert uint64    // cells covered by vertical dominoes (frame 0)
	side Side
	hash uint64
	hist []position.Move

	// shared is the solver's table, shared by a game and all its clones,
	// so that the threads of a search work together and what one search
	// proved serves the next.
	shared *shared
	// sv is this game's own solver state (move stacks, counters); a clone
	// gets its own.
	sv *solver
}

// New returns the empty rows×cols board (1 to 8 each) with first to move.
func New(rows, cols int, first Side) (*Game, error) {
	if rows < 1 || rows > maxSide || cols < 1 || cols > maxSide {
		return nil, fmt.Errorf("domineering: board %d×%d is outside 1×1..%d×%d", rows, cols, maxSide, maxSide)
	}
	if first != Vertical && first != Horizontal {
		return nil, fmt.Errorf("domineering: no side %d", first)
	}
	g := &Game{
		rows:   rows,
		cols:   cols,
		valid:  [2]uint64{validMask(rows, cols), validMask(cols, rows)},
		hist:   make([]position.Move, 0, rows*cols/2+1),
		shared: newShared(rows * cols),
	}
	g.reset(0, 0, first)
	return g, nil
}

// reset sets the position to the given covered cells (frame 0), of which
// vert are vertical, with side to move, and clears the history.
func (g *Game) reset(occ, vert uint64, side Side) {
	g.occ = [2]uint64{occ, transpose(occ)}
	g.vert = vert
	g.side = side
	g.hist = g.hist[:0]
	g.hash = zobristSize[g.rows*(maxSide+1)+g.cols]
	for c := occ; c != 0; c &= c - 1 {
		g.hash ^= zobristCell[bits.TrailingZeros64(c)]
	}
	if side == Horizontal {
		g.hash ^= zobristSide
	}
}

// Rows is the number of ranks.
func (g *Game) Rows() int { return g.rows }

// Cols is the number of files.
func (g *Game) Cols() int { return g.cols }

// SideToMove is the side to move.
func (g *Game) SideToMove() Side { return g.side }

// ToMove is 0 when Vertical is to move and 1 when Horizontal is.
func (g *Game) ToMove() int { return int(g.side) }

// free is the set of empty cells in frame 0.
func (g *Game) free() uint64 { return g.valid[0] &^ g.occ[0] }

// anchors returns the anchors of side s's legal moves, in frame 0.
func (g *Game) anchors(s Side) uint64 {
	if s == Vertical {
		return vAnchors(g.free())
	}
	return hAnchors(g.free())
}

// GenMoves appends the legal moves of the side to move, by anchor from a1
// along the ranks.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	for a := g.anchors(g.side); a != 0; a &= a - 1 {
		buf = append(buf, newMove(g.side, bits.TrailingZeros64(a)))
	}
	return buf
}

// CountMoves is the number of legal moves, counted without generating
// them (perft's last ply).
func (g *Game) CountMoves() int { return bits.OnesCount64(g.anchors(g.side)) }

// Make plays m, a legal move of the side to move.
func (g *Game) Make(m position.Move) {
	s, a := moveSide(m), moveAnchor(m)
	cells := moveCells[s][a]
	g.occ[0] |= cells
	g.occ[1] |= moveCellsT[s][a]
	if s == Vertical {
		g.vert |= cells
	}
	g.hash ^= moveKey[s][a] ^ zobristSide
	g.side ^= 1
	g.hist = append(g.hist, m)
}

// Unmake takes back the last move.
func (g *Game) Unmake() {
	m := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	s, a := moveSide(m), moveAnchor(m)
	cells := moveCells[s][a]
	g.occ[0] &^= cells
	g.occ[1] &^= moveCellsT[s][a]
	g.vert &^= cells
	g.hash ^= moveKey[s][a] ^ zobristSide
	g.side ^= 1
}

// Hash is the Zobrist key of the covered cells, the side to move and the
// board's size.
func (g *Game) Hash() uint64 { return g.hash }

// Outcome reports a finished game, which the side to move has lost: the
// player who cannot place a domino loses, and there are no draws.
func (g *Game) Outcome() (over bool, score int) {
	if g.anchors(g.side) == 0 {
		return true, -1
	}
	return false, 0
}

// Clone returns an independent copy with its history. It shares the
// solver's table, which is safe for concurrent use.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = make([]position.Move, len(g.hist), cap(g.hist))
	copy(c.hist, g.hist)
	c.sv = nil
	return &c
}
