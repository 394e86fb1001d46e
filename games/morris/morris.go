package morris

import (
	"fmt"
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// Side is a player: White (p1, who moves first) or Black.
type Side uint8

// The sides, in the registry's p1, p2 order.
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

// letter is the side's letter in the side-to-move field, and symbol its
// pieces' letter in the board field.
func (s Side) letter() byte { return "wb"[s] }
func (s Side) symbol() byte { return "WB"[s] }

// Spec says how a morris variant differs from the others.
type Spec struct {
	ID     string            // registry id, e.g. "nine-mens-morris"
	Board  *pointgraph.Board // its lines are exactly the mills
	Pieces int               // pieces per player, all in hand at the start
	// Fly lets a player with no piece in hand and exactly three on the
	// board move a piece to any empty point.
	Fly bool
	// StepAnyTime lets a player step while still holding pieces; without
	// it a player places until his hand is empty and only then steps.
	StepAnyTime bool
	// NoReturn forbids stepping back along one's own previous turn's step
	// (Twelve Men's Morris). The last steps then join the state, the hash
	// and the position string.
	NoReturn bool
}

// Variant is a Spec with its tables, built once by NewVariant. It is
// read-only and shared by every game of the variant.
type Variant struct {
	Spec
	n         int
	all       uint64
	adj       [pointgraph.MaxPoints]uint64
	lines     []uint64                       // every mill line as a point set
	linesAt   [pointgraph.MaxPoints][]uint64 // the mill lines through a point
	degree    [pointgraph.MaxPoints]int
	keys      []uint64
	sideKey   uint64
	maxPieces int
	feat      *featureTables // the learned evaluation's features
}

// NewVariant builds the tables of a variant. It panics on a spec that
// cannot work (too many points or pieces), as it is called from package
// variable initialisers.
func NewVariant(spec Spec) *Variant {
	b := spec.Board
	n := b.Len()
	if n > 32 || spec.Pieces < 3 || spec.Pieces > 15 {
		panic(fmt.Sprintf("morris: variant %s: %d points, %d pieces", spec.ID, n, spec.Pieces))
	}
	v := &Variant{Spec: spec, n: n, all: b.All(), maxPieces: spec.Pieces}
	for p := range n {
		v.adj[p] = b.Adj(p)
		v.degree[p] = bits.OnesCount64(v.adj[p])
	}
	for _, line := range b.Lines() {
		var m uint64
		for _, p := range line {
			m |= 1 << p
		}
		v.lines = append(v.lines, m)
		for _, p := range line {
			v.linesAt[p] = append(v.linesAt[p], m)
		}
	}
	// Keys: a piece of each side on each point, each hand count of each
	// side, the side to move, and the from and to points of each side's
	// last step.
	v.keys = position.Keys(0x6d6f72726973^uint64(n)<<8^uint64(spec.Pieces), v.keyCount())
	v.sideKey = v.keys[keySide]
	v.feat = newFeatureTables(v)
	return v
}

// Key layout in Variant.keys.
const (
	keySide   = 0
	keyPieces = 1                  // 2 × MaxPoints
	keyHands  = keyPieces + 2*32   // 2 × 16
	keyLast   = keyHands + 2*16    // 2 sides × (from, to) × 32
	keyEnd    = keyLast + 2*2*32   // total
	noPoint   = -1                 // an empty last-step field
	maxClock  = 1_000_000          // the largest clock a position string may hold
	clockSalt = 0x6d6f72726973636c // spreads the clock key
)

func (v *Variant) keyCount() int { return keyEnd }

func (v *Variant) pieceKey(s Side, p int) uint64 { return v.keys[keyPieces+int(s)*32+p] }
func (v *Variant) handKey(s Side, h int8) uint64 { return v.keys[keyHands+int(s)*16+int(h)] }
func (v *Variant) lastKey(s Side, st step) uint64 {
	if st.from == noPoint {
		return 0
	}
	return v.keys[keyLast+int(s)*64+int(st.from)] ^ v.keys[keyLast+int(s)*64+32+int(st.to)]
}

// Config holds a game's options.
type Config struct {
	// RepetitionDraw draws the game on the third occurrence of a position.
	RepetitionDraw bool
	// NoProgressLimit draws the game after that many consecutive plies
	// with no placement and no removal; 0 switches the rule off.
	NoProgressLimit int
}

// DefaultConfig has every option at its default: repetition draws on and
// a no-progress limit of 200 plies.
func DefaultConfig() Config { return Config{RepetitionDraw: true, NoProgressLimit: 200} }

// MaxNoProgressLimit bounds the no_progress_limit option.
const MaxNoProgressLimit = 10_000

// Options are the registry options every morris variant has.
func Options() []position.Option {
	return []position.Option{
		{Name: "repetition_draw", Type: position.Bool, Default: "on",
			Doc: "draw on the third occurrence of the same position"},
		{Name: "no_progress_limit", Type: position.Int, Default: "200", Min: 0, Max: MaxNoProgressLimit,
			Doc: "draw after this many plies without a placement or a removal (0 = off)"},
	}
}

// ConfigFrom reads the options that Options declares.
func ConfigFrom(o position.Options) Config {
	return Config{RepetitionDraw: o.Bool("repetition_draw"), NoProgressLimit: o.Int("no_progress_limit")}
}

// step is a step's from and to points, or from == noPoint for none.
type step struct{ from, to int8 }

var noStep = step{noPoint, noPoint}

// state is everything Unmake restores. The game keeps the states of all
// earlier plies in a position.History, which is also the repetition
// history.
type state struct {
	pieces [2]uint64 // by Side, one bit per point
	key    uint64    // Zobrist key of everything but the clock
	clock  int32     // plies since the last placement or removal
	hand   [2]int8   // pieces not yet placed
	last   [2]step   // each side's last own turn, if it was a step (NoReturn only)
	side   Side
	drawn  bool // by repetition or the no-progress rule
}

// Game is a morris position with its history since the start or the
// position string it was set from. It implements position.Playable,
// position.Tactical, position.Orderer and position.EvalExplainer.
type Game struct {
	v    *Variant
	cfg  Config
	st   state
	hist position.History[state]
	// learned is the learned evaluation, or nil for the hand-written one.
	learned *learn.Weights
}

// The optional abilities search and the protocol look for.
var (
	_ position.Playable      = (*Game)(nil)
	_ position.Tactical      = (*Game)(nil)
	_ position.Orderer       = (*Game)(nil)
	_ position.EvalExplainer = (*Game)(nil)
	_ position.Featurer      = (*Game)(nil)
)

// New returns the start position of v with the given options: an empty
// board, full hands, White to move.
func New(v *Variant, cfg Config) *Game {
	cfg.NoProgressLimit = min(max(cfg.NoProgressLimit, 0), MaxNoProgressLimit)
	g := &Game{v: v, cfg: cfg, hist: position.NewHistory[state](cfg.NoProgressLimit, cfg.RepetitionDraw)}
	p := int8(v.Pieces)
	g.reset(state{hand: [2]int8{p, p}, last: [2]step{noStep, noStep}})
	return g
}

// Variant is the game's variant.
func (g *Game) Variant() *Variant { return g.v }

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// reset makes st the position, with no history.
func (g *Game) reset(st state) {
	st.key = g.v.stateKey(&st)
	g.st = st
	g.hist.Reset()
	g.st.drawn = g.drawnNow()
}

// stateKey computes the Zobrist key of a state from scratch.
func (v *Variant) stateKey(st *state) uint64 {
	var key uint64
	for s := White; s <= Black; s++ {
		for b := st.pieces[s]; b != 0; b &= b - 1 {
			key ^= v.pieceKey(s, bits.TrailingZeros64(b))
		}
		key ^= v.handKey(s, st.hand[s]) ^ v.lastKey(s, st.last[s])
	}
	if st.side == Black {
		key ^= v.sideKey
	}
	return key
}

// clockKey spreads a clock value over 64 bits (splitmix64's finaliser).
func clockKey(clock int32) uint64 { return position.CountKey(clockSalt, int(clock)) }

// ToMove is 0 when White is to move and 1 for Black.
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash covers the board, the side to move, both hands, the last steps
// (NoReturn) and, near the no-progress limit, the clock. Further than
// position.MaxPly plies from the limit no search can reach it, so
// positions that differ only in the clock share their transposition-table
// entries there, as chess engines ignore the fifty-move counter. The
// repetition history is not hashed.
func (g *Game) Hash() uint64 {
	if lim := g.cfg.NoProgressLimit; lim > 0 && int(g.st.clock) > lim-position.MaxPly {
		return g.st.key ^ clockKey(g.st.clock)
	}
	return g.st.key
}

// Clock is the number of plies since the last placement or removal.
func (g *Game) Clock() int { return int(g.st.clock) }

// Hand is the number of pieces side still has to place.
func (g *Game) Hand(s Side) int { return int(g.st.hand[s]) }

// empty is the set of free points.
func (g *Game) empty() uint64 { return g.v.all &^ (g.st.pieces[0] | g.st.pieces[1]) }

// closes reports whether own (after the move) holds a full line through p.
func (v *Variant) closes(own uint64, p int) bool {
	for _, m := range v.linesAt[p] {
		if own&m == m {
			return true
		}
	}
	return false
}

// inMills is the set of pieces of set that stand on a line full of set.
func (v *Variant) inMills(set uint64) uint64 {
	var out uint64
	for _, m := range v.lines {
		if set&m == m {
			out |= m
		}
	}
	return out
}

// removable is the set of opp's pieces that a mill may remove: those in
// no mill of opp's, or any of them when all are in mills.
func (v *Variant) removable(opp uint64) uint64 {
	if r := opp &^ v.inMills(opp); r != 0 {
		return r
	}
	return opp
}

// flies reports whether side moves its pieces to any empty point.
func (g *Game) flies(s Side) bool {
	return g.v.Fly && g.st.hand[s] == 0 && bits.OnesCount64(g.st.pieces[s]) == 3
}

// steps reports whether side may move a piece on the board this turn.
func (g *Game) steps(s Side) bool { return g.st.hand[s] == 0 || g.v.StepAnyTime }

// targets is the set of points the piece on from may move to.
func (g *Game) targets(s Side, from int, empty uint64, fly bool) uint64 {
	t := empty
	if !fly {
		t &= g.v.adj[from]
	}
	if last := g.st.last[s]; int(last.to) == from && last.from != noPoint {
		t &^= 1 << last.from
	}
	return t
}

// Move packing: pointgraph's layout, with the kind KindPlace or KindStep
// and the removed point plus one in the payload (0: no removal).

// placeMove is the placement on to, removing rem (or nothing when rem < 0).
func placeMove(to, rem int) position.Move { return pointgraph.Pack(pointgraph.KindPlace, 0, to, rem+1) }

// stepMove is the step or flight from from to to, removing rem (or
// nothing when rem < 0).
func stepMove(from, to, rem int) position.Move {
	return pointgraph.Pack(pointgraph.KindStep, from, to, rem+1)
}

// removed is the point a move removes a piece from, or -1.
func removed(m position.Move) int { return pointgraph.Payload(m) - 1 }

// isPlace reports whether m is a placement.
func isPlace(m position.Move) bool { return pointgraph.MoveKind(m) == pointgraph.KindPlace }

// appendMill appends the versions of a move that closes a mill: one per
// removable piece, or the plain move when the opponent has none on the
// board.
func appendMill(buf []position.Move, rem uint64, kind pointgraph.Kind, from, to int) []position.Move {
	if rem == 0 {
		return append(buf, pointgraph.Pack(kind, from, to, 0))
	}
	for ; rem != 0; rem &= rem - 1 {
		buf = append(buf, pointgraph.Pack(kind, from, to, bits.TrailingZeros64(rem)+1))
	}
	return buf
}

// lost reports whether the side to move has lost by material: its pieces
// on the board and in hand number fewer than three.
func (g *Game) lost() bool {
	s := g.st.side
	return bits.OnesCount64(g.st.pieces[s])+int(g.st.hand[s]) < 3
}

// GenMoves appends every legal move: placements first, then steps (or
// flights), each closing a mill expanded into one move per removable
// piece. A finished game has none.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.lost() || g.st.drawn {
		return buf
	}
	return g.genMoves(buf, false)
}

// genMoves appends the legal moves, or only those that close a mill when
// millsOnly is set.
func (g *Game) genMoves(buf []position.Move, millsOnly bool) []position.Move {
	v, st := g.v, &g.st
	s := st.side
	own, opp := st.pieces[s], st.pieces[s^1]
	empty := v.all &^ (own | opp)
	rem := v.removable(opp)
	if st.hand[s] > 0 {
		for e := empty; e != 0; e &= e - 1 {
			to := bits.TrailingZeros64(e)
			if v.closes(own|1<<to, to) {
				buf = appendMill(buf, rem, pointgraph.KindPlace, 0, to)
			} else if !millsOnly {
				buf = append(buf, placeMove(to, -1))
			}
		}
	}
	if !g.steps(s) {
		return buf
	}
	fly := g.flies(s)
	for b := own; b != 0; b &= b - 1 {
		from := bits.TrailingZeros64(b)
		rest := own &^ (1 << from)
		for t := g.targets(s, from, empty, fly); t != 0; t &= t - 1 {
			to := bits.TrailingZeros64(t)
			if v.closes(rest|1<<to, to) {
				buf = appendMill(buf, rem, pointgraph.KindStep, from, to)
			} else if !millsOnly {
				buf = append(buf, stepMove(from, to, -1))
			}
		}
	}
	return buf
}

// hasMove reports whether the side to move has a legal move, draws and
// material aside.
func (g *Game) hasMove() bool {
	st := &g.st
	s := st.side
	empty := g.empty()
	if empty == 0 {
		return false
	}
	if st.hand[s] > 0 {
		return true
	}
	fly := g.flies(s)
	for b := st.pieces[s]; b != 0; b &= b - 1 {
		if g.targets(s, bits.TrailingZeros64(b), empty, fly) != 0 {
			return true
		}
	}
	return false
}

// Make plays m, which must be a legal move of the position.
func (g *Game) Make(m position.Move) {
	g.hist.Push(&g.st)
	v, st := g.v, &g.st
	s, o := st.side, st.side^1
	to := pointgraph.To(m)
	progress := false
	newLast := noStep
	if isPlace(m) {
		st.key ^= v.handKey(s, st.hand[s])
		st.hand[s]--
		st.key ^= v.handKey(s, st.hand[s]) ^ v.pieceKey(s, to)
		st.pieces[s] |= 1 << to
		progress = true
	} else {
		from := pointgraph.From(m)
		st.pieces[s] ^= 1<<from | 1<<to
		st.key ^= v.pieceKey(s, from) ^ v.pieceKey(s, to)
		if v.NoReturn {
			newLast = step{int8(from), int8(to)}
		}
	}
	if v.NoReturn && newLast != st.last[s] {
		st.key ^= v.lastKey(s, st.last[s]) ^ v.lastKey(s, newLast)
		st.last[s] = newLast
	}
	if r := removed(m); r >= 0 {
		st.pieces[o] &^= 1 << r
		st.key ^= v.pieceKey(o, r)
		progress = true
	}
	if progress {
		st.clock = 0
	} else if st.clock < maxClock {
		st.clock++
	}
	st.side = o
	st.key ^= v.sideKey
	st.drawn = g.hist.MayDraw(int(st.clock)) && g.drawnNow()
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

// Outcome applies the end rules in the rules' order: the side to
// move has lost when its pieces on the board and in hand number fewer
// than three, or when it has no legal move; otherwise the game is drawn by
// repetition or the no-progress rule.
func (g *Game) Outcome() (over bool, score int) {
	if g.lost() || !g.hasMove() {
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

// SearchProfile turns on late-move reductions and reverse futility
// pruning, a piece (100) a ply, for the alpha-beta search of both morris
// games; no null move: a blocked side loses, so having to move can hurt.
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, Reduction: 100, FutilityDepth: 2}
}
