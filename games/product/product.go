package product

import (
	"math/bits"
	"slices"

	"github.com/tabla-games/tabla/position"
)

// colour is a stone colour, which is also the side that owns it: black
// (p1, moves first) or white (p2).
type colour int

const (
	black colour = iota
	white
)

func (c colour) String() string {
	if c == black {
		return "black"
	}
	return "white"
}

// stoneLetter is the colour's letter in moves and position strings.
func (c colour) stoneLetter() byte { return "BW"[c] }

// sideLetter is the side's letter in the position string's side field.
func (c colour) sideLetter() byte { return "bw"[c] }

// maxTurns is the length of every game: one stone, then two a turn until
// the 61 cells are full.
const maxTurns = 1 + (numCells-1)/2

// A Move packs one or two stones. A stone is its cell number (bits 0-5)
// and its colour (bit 6). A one-stone move is that stone; a two-stone move
// sets bit 14 and holds the stone on the lower cell in bits 0-6 and the
// other in bits 7-13, so each set of placements has exactly one Move.
const (
	stoneBits = 7
	stoneMask = 1<<stoneBits - 1
	colourBit = 1 << 6
	pairFlag  = 1 << (2 * stoneBits)
	noCell    = -1
)

// stone is one placement: a cell and a colour.
type stone struct {
	cell int
	col  colour
}

// packed is the stone in a Move's 7-bit field.
func (s stone) packed() position.Move { return position.Move(s.cell) | position.Move(s.col)<<6 }

func stoneOf(b position.Move) stone {
	return stone{cell: int(b & (colourBit - 1)), col: colour(b >> 6 & 1)}
}

// newMove packs one stone (b.cell == noCell) or two, in either order.
func newMove(a, b stone) position.Move {
	if b.cell == noCell {
		return a.packed()
	}
	if b.cell < a.cell {
		a, b = b, a
	}
	return pairFlag | b.packed()<<stoneBits | a.packed()
}

// stones unpacks m; the second stone's cell is noCell in a one-stone move.
func stones(m position.Move) (a, b stone) {
	a = stoneOf(m & stoneMask)
	if m&pairFlag == 0 {
		return a, stone{cell: noCell}
	}
	return a, stoneOf(m >> stoneBits & stoneMask)
}

// Zobrist keys: one per colour and cell, then the side to move.
var (
	zobrist     = position.Keys(0x70726f64756374, 2*numCells+1)
	zobristSide = zobrist[2*numCells]
)

func stoneKey(c colour, i int) uint64 { return zobrist[int(c)*numCells+i] }

func init() {
	position.Register(position.Info{
		ID:    "product",
		Name:  "Product",
		Sides: [2]string{black.String(), white.String()},
		New:   func(position.Options) (position.Playable, error) { return New(), nil },
	})
}

// Game is a Product position with its history. It implements
// position.Playable, position.MarginGame, position.MoveCounter and
// position.EvalExplainer. The whole state is a few words, so Clone is a
// struct copy.
type Game struct {
	stones [2]uint64 // the cells of each colour
	side   colour    // to move
	hash   uint64
	hist   [maxTurns]position.Move // moves since the start or SetPosition
	nHist  int
}

// New returns the start position: an empty board, Black to move.
func New() *Game {
	g := &Game{}
	g.hash = g.computeHash()
	return g
}

// ToMove is the side to move: 0 for Black, 1 for White. Turns alternate.
func (g *Game) ToMove() int { return int(g.side) }

// Hash is the Zobrist key of the stones and the side to move.
func (g *Game) Hash() uint64 { return g.hash }

func (g *Game) computeHash() uint64 {
	var h uint64
	for c := black; c <= white; c++ {
		for s := g.stones[c]; s != 0; s &= s - 1 {
			h ^= stoneKey(c, bits.TrailingZeros64(s))
		}
	}
	if g.side == white {
		h ^= zobristSide
	}
	return h
}

func (g *Game) empty() uint64 { return allCells &^ (g.stones[black] | g.stones[white]) }

// GenMoves appends the legal moves: on the empty board one stone of
// either colour on any cell, later every pair of empty cells with each of
// the four colourings. A full board has none.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	empty := g.empty()
	buf = slices.Grow(buf, g.CountMoves())
	if empty == allCells {
		for i := 0; i < numCells; i++ {
			m := position.Move(i)
			buf = append(buf, m, m|colourBit)
		}
		return buf
	}
	for e := empty; e != 0; {
		i := bits.TrailingZeros64(e)
		e &= e - 1
		for f := e; f != 0; f &= f - 1 {
			m := pairFlag | position.Move(bits.TrailingZeros64(f))<<stoneBits | position.Move(i)
			buf = append(buf, m, m|colourBit, m|colourBit<<stoneBits, m|colourBit|colourBit<<stoneBits)
		}
	}
	return buf
}

// CountMoves is len(GenMoves(nil)) without building the list: 122 on the
// empty board, then 4·C(e, 2) = 2e(e−1) with e empty cells.
func (g *Game) CountMoves() int {
	e := bits.OnesCount64(g.empty())
	if e == numCells {
		return 2 * numCells
	}
	return 2 * e * (e - 1)
}

// Make plays m, a legal move.
func (g *Game) Make(m position.Move) {
	g.hist[g.nHist] = m
	g.nHist++
	g.toggle(m)
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	g.nHist--
	g.toggle(g.hist[g.nHist])
}

// toggle adds the stones of m, or removes them again, and hands the turn
// over: both directions are the same XORs.
func (g *Game) toggle(m position.Move) {
	a, b := stones(m)
	g.stones[a.col] ^= 1 << uint(a.cell)
	h := stoneKey(a.col, a.cell) ^ zobristSide
	if b.cell != noCell {
		g.stones[b.col] ^= 1 << uint(b.cell)
		h ^= stoneKey(b.col, b.cell)
	}
	g.hash ^= h
	g.side ^= 1
}

// Outcome reports the result once the board is full. The margin, from the
// side to move, is 100 per point of difference between the two colours'
// products; equal products go to the side with fewer stones of its colour
// by the least margin, 1 (0.01 points), since Product has no draws. A
// colour's product is at most 30·30 (its two largest groups hold at most
// 60 stones), so the margin stays within ±90,000, below the contract's
// 100,000.
func (g *Game) Outcome() (over bool, score int) {
	if g.empty() != 0 {
		return false, 0
	}
	return true, g.margin()
}

// margin is the final result from the side to move (see Outcome).
func (g *Game) margin() int {
	me, op := g.stones[g.side], g.stones[g.side^1]
	d := groupsOf(me).product() - groupsOf(op).product()
	switch {
	case d != 0:
		return 100 * d
	case bits.OnesCount64(me) < bits.OnesCount64(op):
		return 1
	default:
		return -1
	}
}

// MarginUnit names the difference of the two sides' products that a
// Product result is.
func (g *Game) MarginUnit() string { return "product difference" }

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	return &c
}

// products returns the current score of each colour by the rules: the
// product of its two largest groups, 0 with fewer than two.
func (g *Game) products() [2]int {
	return [2]int{groupsOf(g.stones[black]).product(), groupsOf(g.stones[white]).product()}
}
