package catsdogs

import "github.com/tabla-games/tabla/position"

// side is a player: the cats (p1, who start) or the dogs (p2).
type side int

const (
	cats side = iota
	dogs
)

func (s side) String() string {
	if s == cats {
		return "cats"
	}
	return "dogs"
}

// piece is the side's letter on the board of a position string.
func (s side) piece() byte { return "CD"[s] }

// letter is the side's letter in the side-to-move field.
func (s side) letter() byte { return "cd"[s] }

// Zobrist keys: one per side and cell, then the side to move.
var (
	zobrist     = position.Keys(0x636174736467, 2*stride*stride+1)
	zobristSide = zobrist[2*stride*stride]
)

func pieceKey(s side, i int) uint64 { return zobrist[int(s)*stride*stride+i] }

func init() {
	position.Register(position.Info{
		ID:    "cats-dogs",
		Name:  "Cats & Dogs",
		Sides: [2]string{cats.String(), dogs.String()},
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
)

// Game is a Cats & Dogs position with its history. It implements
// position.Playable, position.Orderer, position.MoveCounter and
// position.EvalExplainer.
type Game struct {
	geo    *geometry
	pieces [2]position.Bits64
	toMove side
	hash   uint64
	// hist holds the moves played, newest last; a move is its cell, so
	// Unmake needs nothing else. Its capacity covers a whole game, so
	// Make never allocates.
	hist []position.Move
}

// New returns the start position: an empty 8×8 board, cats to move.
func New() *Game { return newGame(standard) }

func newGame(geo *geometry) *Game {
	return &Game{geo: geo, hist: make([]position.Move, 0, geo.full.Count()+1)}
}

// ToMove is 0 for the cats and 1 for the dogs.
func (g *Game) ToMove() int { return int(g.toMove) }

// Hash is the Zobrist key of the pieces and the side to move. Nothing else
// matters for play: pieces in hand and whether a side has made its first
// move both follow from the pieces on the board.
func (g *Game) Hash() uint64 { return g.hash }

func (g *Game) computeHash() uint64 {
	var h uint64
	for s := cats; s <= dogs; s++ {
		for b := g.pieces[s]; b != 0; {
			h ^= pieceKey(s, b.PopFirst())
		}
	}
	if g.toMove == dogs {
		h ^= zobristSide
	}
	return h
}

// legal returns the cells where side s may place a piece now, whoever is
// to move: empty cells with no enemy piece orthogonally next to them, in
// the central zone for a cats' first piece and outside it for a dogs'
// first piece, and none once s has no piece left in hand.
func (g *Game) legal(s side) position.Bits64 {
	own, enemy := g.pieces[s], g.pieces[s^1]
	free := g.geo.full &^ (own | enemy | g.geo.spread(enemy))
	if own == 0 && g.geo.zone != 0 {
		if s == cats {
			free &= g.geo.zone
		} else {
			free &^= g.geo.zone
		}
	}
	if own.Count() >= g.geo.supply {
		return 0
	}
	return free
}

// GenMoves appends the legal placements, in cell order from a1. A
// finished game has none; there is no pass.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	for b := g.legal(g.toMove); b != 0; {
		buf = append(buf, position.Move(b.PopFirst()))
	}
	return buf
}

// CountMoves is len(GenMoves(nil)) without building the list.
func (g *Game) CountMoves() int { return g.legal(g.toMove).Count() }

// Outcome reports a game that is over, which happens exactly when the
// side to move has no legal placement: it has lost (normal play: the last
// mover wins). There are no draws.
func (g *Game) Outcome() (over bool, score int) {
	if g.legal(g.toMove) == 0 {
		return true, -1
	}
	return false, 0
}

// Make places a piece of the side to move on the cell m, which must be
// legal.
func (g *Game) Make(m position.Move) {
	i := int(m)
	g.pieces[g.toMove] |= 1 << uint(i)
	g.hash ^= pieceKey(g.toMove, i) ^ zobristSide
	g.toMove ^= 1
	g.hist = append(g.hist, m)
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	i := int(g.hist[len(g.hist)-1])
	g.hist = g.hist[:len(g.hist)-1]
	g.toMove ^= 1
	g.pieces[g.toMove] &^= 1 << uint(i)
	g.hash ^= pieceKey(g.toMove, i) ^ zobristSide
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = append(make([]position.Move, 0, cap(g.hist)), g.hist...)
	return &c
}

// SearchProfile turns on late-move pruning at depths 1 to 3 for the
// alpha-beta search, even against the search without a profile (30-30 in
// 60 games at 100 ms), and late-move reductions, even against LMP alone
// (41-39 in 80): kept as they do not lose, and with both, four times the
// time wins 60% (48-32 in 80), where LMP alone won 58.8%.
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, LateMovePruning: 3, Reduction: 100}
}
