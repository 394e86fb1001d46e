package atarigo

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Game constants of the rules: 40 stones a side, and the moves other
// than placements, which are the point numbers 0..80.
const (
	stonesPerSide = 40
	movePass      = position.Move(points)
)

// Zobrist keys: one per colour and point, one for White to move, one per
// colour and reserve count, and one per count of consecutive passes.
var (
	zobrist       = position.Keys(0x6174617269676f, 2*points+1+2*(stonesPerSide+1)+3)
	zobristWhite  = zobrist[2*points]
	zobristPasses = zobrist[2*points+1+2*(stonesPerSide+1):]
)

func stoneKey(c Color, p int) uint64 { return zobrist[int(c)*points+p] }

func reserveKey(c Color, n uint8) uint64 {
	return zobrist[2*points+1+int(c)*(stonesPerSide+1)+int(n)]
}

func init() {
	position.Register(position.Info{
		ID:    "atari-go",
		Name:  "Atari Go",
		Sides: [2]string{Black.String(), White.String()},
		New: func(position.Options) (position.Playable, error) {
			return New(), nil
		},
	})
}

// state is everything that Unmake restores; Make pushes a copy of it.
type state struct {
	stones  [2]set
	hash    uint64
	reserve [2]uint8 // stones left to place, 0..40
	side    Color
	passes  uint8 // consecutive passes just played: 0, 1, or 2 (a draw)
	// captured is set when the last placement captured: the side to move
	// has lost. The captured stones stay on the board (see doc.go).
	captured bool
}

// undo is one entry of the history: the state before a move, and the move.
type undo struct {
	st   state
	move position.Move
}

// Game is an Atari Go position with its history since the start or the
// last SetPosition. It implements position.Playable, position.Tactical,
// position.Orderer, position.MoveCounter and position.EvalExplainer.
type Game struct {
	st   state
	hist []undo
	// an is the work space of Evaluate, OrderHints and GenNoisy, kept
	// here so that they do not allocate.
	an analysis
}

// New returns the start position: an empty board, 40 stones in each
// reserve, Black to move.
func New() *Game {
	g := &Game{hist: make([]undo, 0, 2*points+4)}
	g.st.reserve = [2]uint8{stonesPerSide, stonesPerSide}
	g.st.hash = g.st.computeHash()
	return g
}

// ToMove is 0 for Black and 1 for White; turns alternate, passes included.
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash is the Zobrist key of the stones, the side to move, both reserves
// and the count of consecutive passes.
func (g *Game) Hash() uint64 { return g.st.hash }

// Outcome reports a capture as a loss for the side to move (the capturer
// moved last) and two consecutive passes as a draw.
func (g *Game) Outcome() (over bool, score int) {
	switch {
	case g.st.captured:
		return true, -1
	case g.st.passes >= 2:
		return true, 0
	}
	return false, 0
}

func (st *state) over() bool { return st.captured || st.passes >= 2 }

func (st *state) computeHash() uint64 {
	var h uint64
	for c := Black; c <= White; c++ {
		for s := st.stones[c]; !s.empty(); {
			h ^= stoneKey(c, s.pop())
		}
		h ^= reserveKey(c, st.reserve[c])
	}
	if st.side == White {
		h ^= zobristWhite
	}
	return h ^ zobristPasses[st.passes]
}

func (st *state) emptyPoints() set { return full.andNot(st.stones[0].or(st.stones[1])) }

// placements is the set of points where the side to move may place a
// stone: none without a stone in reserve, otherwise every empty point
// that is not a suicide. A point with an empty neighbour is always legal;
// one without is legal when it joins an own group with another liberty
// or takes the last liberty of an enemy group (a capture).
func (st *state) placements() set {
	s := st.side
	if st.reserve[s] == 0 {
		return set{}
	}
	empty := st.emptyPoints()
	free := empty.and(empty.spread())
	if rest := empty.andNot(free); !rest.empty() {
		free = free.or(rest.and(rescue(rest, st.stones[s], st.stones[s^1], empty)))
	}
	return free
}

// rescue returns the liberties of the own groups next to rest that have
// two liberties or more, and those of the enemy groups next to rest that
// have only one: placing there either leaves the new group a liberty or
// captures.
func rescue(rest, own, opp, empty set) set {
	var ok set
	around := rest.spread()
	for seeds := own.and(around); !seeds.empty(); {
		grp := flood(seeds.lowest(), own)
		seeds = seeds.andNot(grp)
		if libs := libertiesOf(grp, empty); libs.several() {
			ok = ok.or(libs)
		}
	}
	for seeds := opp.and(around); !seeds.empty(); {
		grp := flood(seeds.lowest(), opp)
		seeds = seeds.andNot(grp)
		if libs := libertiesOf(grp, empty); !libs.several() {
			ok = ok.or(libs)
		}
	}
	return ok
}

// GenMoves appends the legal placements in point order, or the forced
// pass when there is none. A finished game has no moves.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	st := &g.st
	if st.over() {
		return buf
	}
	legal := st.placements()
	if legal.empty() {
		return append(buf, movePass)
	}
	for b := legal.lo; b != 0; b &= b - 1 {
		buf = append(buf, position.Move(bits.TrailingZeros64(b)))
	}
	for b := legal.hi; b != 0; b &= b - 1 {
		buf = append(buf, position.Move(64+bits.TrailingZeros64(b)))
	}
	return buf
}

// CountMoves is len(GenMoves(nil)) without building the list.
func (g *Game) CountMoves() int {
	st := &g.st
	if st.over() {
		return 0
	}
	if n := st.placements().count(); n > 0 {
		return n
	}
	return 1
}

// Make plays m, a legal move.
func (g *Game) Make(m position.Move) {
	g.hist = append(g.hist, undo{st: g.st, move: m})
	st := &g.st
	h := st.hash ^ zobristPasses[st.passes] ^ zobristWhite
	s := st.side
	if m == movePass {
		st.passes++
	} else {
		p := int(m)
		stone := pointSet(p)
		st.stones[s] = st.stones[s].or(stone)
		h ^= stoneKey(s, p) ^ reserveKey(s, st.reserve[s]) ^ reserveKey(s, st.reserve[s]-1)
		st.reserve[s]--
		st.passes = 0
		st.captured = captures(stone, st.stones[s^1], st.emptyPoints())
	}
	st.side = s ^ 1
	st.hash = h ^ zobristPasses[st.passes]
}

// captures reports whether an enemy group next to the stone just placed
// has no liberty left. Only a group some of whose stones next to it have
// no empty neighbour needs a flood fill.
func captures(stone, opp, empty set) bool {
	adj := stone.spread().and(opp)
	suspects := adj.andNot(empty.spread())
	for !suspects.empty() {
		grp := flood(suspects.lowest(), opp)
		if libertiesOf(grp, empty).empty() {
			return true
		}
		suspects = suspects.andNot(grp)
	}
	return false
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	n := len(g.hist) - 1
	g.st = g.hist[n].st
	g.hist = g.hist[:n]
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := &Game{st: g.st}
	c.hist = append(make([]undo, 0, cap(g.hist)), g.hist...)
	return c
}

// Reserve returns the stones that c has left to place.
func (g *Game) Reserve(c Color) int { return int(g.st.reserve[c]) }

// Captured lists the stones taken by the capture that ended the game, in
// point order, for a GUI to mark; nil while no capture has been made.
func (g *Game) Captured() []string {
	if !g.st.captured {
		return nil
	}
	var out []string
	for d := deadStones(g.st.stones[g.st.side], g.st.emptyPoints()); !d.empty(); {
		out = append(out, pointNames[d.pop()])
	}
	return out
}

// deadStones is the set of stones of the groups in stones that have no
// liberty.
func deadStones(stones, empty set) set {
	var dead set
	for cand := stones.andNot(empty.spread()); !cand.empty(); {
		grp := flood(cand.lowest(), stones)
		cand = cand.andNot(grp)
		if libertiesOf(grp, empty).empty() {
			dead = dead.or(grp)
		}
	}
	return dead
}

// SearchProfile turns on late-move pruning at depths 1 to 3 for the
// alpha-beta search (72-28 in 100 games at 100 ms against the search
// without a profile; 75-65 in 140 at depths 1 and 2); nothing else is
// measured yet.
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, LateMovePruning: 3}
}
