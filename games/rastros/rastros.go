package rastros

import "github.com/tabla-games/tabla/position"

// side is a player: the first player (p1, home a1, who starts) or the
// second (p2, home g7). Both move the same white piece.
type side int

const (
	first side = iota
	second
)

func (s side) String() string {
	if s == first {
		return "first"
	}
	return "second"
}

// letter is the side's symbol in the side-to-move field.
func (s side) letter() byte { return "12"[s] }

// home is the cell that wins the game for s when the white piece
// reaches it, whoever moves it there.
func (s side) home() int { return homeCells[s] }

// Zobrist keys: one per slot for a black piece, one per slot for the
// white piece, then the side to move.
var (
	zobrist     = position.Keys(0x72617374726f73, 2*numSlots+1)
	zobristSide = zobrist[2*numSlots]
)

func blackKey(i int) uint64 { return zobrist[i] }
func whiteKey(i int) uint64 { return zobrist[numSlots+i] }

func init() {
	position.Register(position.Info{
		ID:    "rastros",
		Name:  "Rastros",
		Sides: [2]string{first.String(), second.String()},
		New: func(position.Options) (position.Playable, error) {
			return New(), nil
		},
	})
}

// The optional abilities search and the protocol look for.
var (
	_ position.Playable      = (*Game)(nil)
	_ position.Orderer       = (*Game)(nil)
	_ position.MoveCounter   = (*Game)(nil)
	_ position.EvalExplainer = (*Game)(nil)
	_ position.Solver        = (*Game)(nil)
)

// maxGame is the most moves a game can last: each move puts a black piece
// on one of the 48 cells other than the one the white piece stands on.
const maxGame = size*size - 1

// Game is a Rastros position with its history. It implements
// position.Playable, position.Orderer, position.MoveCounter and
// position.EvalExplainer.
type Game struct {
	black  position.Bits64 // the trail: cells the white piece may never enter again
	white  int             // the white piece's cell
	toMove side
	hash   uint64
	// hist holds the moves played, newest last. A move names its source
	// cell, so Unmake needs nothing else. Its capacity covers a whole
	// game, so Make never allocates.
	hist []position.Move
	// solver is the exact solver's table, made on the first Solve; a
	// Clone gets its own.
	solver *solver
}

// A move packs its source cell in bits 8..15 and its destination in bits
// 0..7, so it never equals position.NoMove.
func newMove(from, to int) position.Move { return position.Move(from<<8 | to) }

func moveFrom(m position.Move) int { return int(m>>8) & 0xff }
func moveTo(m position.Move) int   { return int(m) & 0xff }

// New returns the start position: the white piece on e5, no black
// pieces, the first player to move.
func New() *Game {
	g := &Game{white: startCell, hist: make([]position.Move, 0, maxGame+1)}
	g.hash = g.computeHash()
	return g
}

// ToMove is 0 for the first player and 1 for the second.
func (g *Game) ToMove() int { return int(g.toMove) }

// Hash is the Zobrist key of the black pieces, the white piece and the
// side to move.
func (g *Game) Hash() uint64 { return g.hash }

func (g *Game) computeHash() uint64 {
	h := whiteKey(g.white)
	for b := g.black; b != 0; {
		h ^= blackKey(b.PopFirst())
	}
	if g.toMove == second {
		h ^= zobristSide
	}
	return h
}

// atHome reports whether the white piece stands on a home square, which
// ends the game (doc.go's Rules section: checked first after every move).
func (g *Game) atHome() bool { return g.white == homeCells[0] || g.white == homeCells[1] }

// targets is the set of cells the white piece may step to: the empty
// neighbours of its cell, none once it stands on a home square.
func (g *Game) targets() position.Bits64 {
	if g.atHome() {
		return 0
	}
	return neighbours[g.white] &^ g.black
}

// GenMoves appends the legal steps, in order of destination from a1. A
// finished game has none; there is no pass.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	for b := g.targets(); b != 0; {
		buf = append(buf, newMove(g.white, b.PopFirst()))
	}
	return buf
}

// CountMoves is len(GenMoves(nil)) without building the list.
func (g *Game) CountMoves() int { return g.targets().Count() }

// Outcome applies the end of doc.go's Rules in its order: the white piece
// on a1 wins for the first player and on g7 for the second, whoever moved
// it; otherwise a side to move with no step is blocked and loses. There are
// no draws.
func (g *Game) Outcome() (over bool, score int) {
	switch g.white {
	case g.toMove.home():
		return true, 1
	case (g.toMove ^ 1).home():
		return true, -1
	}
	if neighbours[g.white]&^g.black == 0 {
		return true, -1
	}
	return false, 0
}

// Make steps the white piece as m says and leaves a black piece behind;
// m must be legal.
func (g *Game) Make(m position.Move) {
	from, to := moveFrom(m), moveTo(m)
	g.black |= 1 << uint(from)
	g.white = to
	g.hash ^= blackKey(from) ^ whiteKey(from) ^ whiteKey(to) ^ zobristSide
	g.toMove ^= 1
	g.hist = append(g.hist, m)
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	m := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	from, to := moveFrom(m), moveTo(m)
	g.black &^= 1 << uint(from)
	g.white = from
	g.hash ^= blackKey(from) ^ whiteKey(from) ^ whiteKey(to) ^ zobristSide
	g.toMove ^= 1
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = append(make([]position.Move, 0, cap(g.hist)), g.hist...)
	c.solver = nil
	return &c
}
