package reversi

import (
	"math/bits"
	"slices"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

func init() {
	position.Register(position.Info{
		ID:    "reversi",
		Name:  "Reversi",
		Sides: [2]string{"black", "white"},
		Options: []position.Option{
			learn.EvalOption(defaultEval, "seven hand-fitted terms"),
		},
		New: func(o position.Options) (position.Playable, error) {
			g := New()
			var err error
			if g.learned, err = learn.Chosen(o, shipped); err != nil {
				return nil, err
			}
			return g, nil
		},
		// Bik's published table counts a game that ends early as a leaf.
		PerftEndsAreLeaves: true,
	})
}

// Side is a player: Black (p1, moves first) or White (p2).
type Side int

// The two sides.
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

// Pass is the Move that passes the turn. Placements are the square number
// 0..63 (a1 = 0, h1 = 7, a8 = 56).
const Pass position.Move = 64

// maxHistory bounds the plies a game can last from any position: a
// placement needs two discs on the board, so at most 62 placements follow,
// and each pass is followed by a placement.
const maxHistory = 128

// undo is what Unmake restores.
type undo struct {
	p, o, mob uint64
	move      position.Move
}

// Game is a Reversi position with its history. The zero value is not a
// valid position; use New or SetPosition.
type Game struct {
	p, o uint64 // discs of the side to move and of its opponent
	mob  uint64 // the side to move's legal placements, cached
	side Side   // who owns p
	n    int    // plies in hist
	hist [maxHistory]undo
	// solver is the endgame solver with its hash table, made on first use
	// and never shared between clones.
	solver *solver
	// learned is the learned evaluation, or nil for the hand-written one.
	learned *learnedTable
}

// defaultEval is the eval option's default: the learned evaluation
// becomes the default once a match shows that it plays better.
const defaultEval = "learned"

// Start is the position string of the standard start.
const Start = "8/8/8/3WB3/3BW3/8/8/8 b"

// Bitboards of the start position: White d4, e5; Black e4, d5.
const (
	startBlack = 1<<(3*8+4) | 1<<(4*8+3)
	startWhite = 1<<(3*8+3) | 1<<(4*8+4)
)

// New returns the standard start position, Black to move, with the
// hand-written evaluation (UseWeights changes it).
func New() *Game {
	g := &Game{}
	g.set(startBlack, startWhite, Black)
	return g
}

// set loads a position and clears the history.
func (g *Game) set(black, white uint64, side Side) {
	g.p, g.o = black, white
	if side == White {
		g.p, g.o = white, black
	}
	g.side = side
	g.mob = mobility(g.p, g.o)
	g.n = 0
}

// Discs returns the bitboards of Black's and White's discs.
func (g *Game) Discs() (black, white uint64) {
	if g.side == Black {
		return g.p, g.o
	}
	return g.o, g.p
}

// Empties is the number of empty squares.
func (g *Game) Empties() int { return 64 - bits.OnesCount64(g.p|g.o) }

// MovesLeft is the number of moves the side to move has left that need
// time, if neither side passes: half the empty squares above
// quickEmpties, rounded up, and at least one (position.MovesLefter). A
// clocked search shares its time over them.
func (g *Game) MovesLeft() int { return max((g.Empties()-quickEmpties+1)/2, 1) }

// quickEmpties is how many empties a search solves in a few milliseconds:
// the moves from there on need no share of the clock.
const quickEmpties = 12

// ToMove is 0 when Black is to move and 1 when White is.
func (g *Game) ToMove() int { return int(g.side) }

// Side is the side to move.
func (g *Game) Side() Side { return g.side }

// GenMoves appends the legal placements, or a forced pass, to buf.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	m := g.mob
	if m == 0 {
		if mobility(g.o, g.p) != 0 {
			buf = append(buf, Pass)
		}
		return buf
	}
	for m != 0 {
		buf = append(buf, position.Move(bits.TrailingZeros64(m)))
		m &= m - 1
	}
	return buf
}

// CountMoves is the number of legal moves: a forced pass counts as one.
func (g *Game) CountMoves() int {
	if g.mob != 0 {
		return bits.OnesCount64(g.mob)
	}
	if mobility(g.o, g.p) != 0 {
		return 1
	}
	return 0
}

// Make plays m, a legal placement or the forced pass.
func (g *Game) Make(m position.Move) {
	g.hist[g.n] = undo{p: g.p, o: g.o, mob: g.mob, move: m}
	g.n++
	p, o := g.p, g.o
	if m != Pass {
		x := uint64(1) << m
		f := flips(int(m), p, o)
		p |= f | x
		o &^= f
	}
	g.p, g.o = o, p
	g.side ^= 1
	g.mob = mobility(g.p, g.o)
}

// Unmake takes back the last move.
func (g *Game) Unmake() {
	g.n--
	u := &g.hist[g.n]
	g.p, g.o, g.mob = u.p, u.o, u.mob
	g.side ^= 1
}

// Outcome reports whether neither side can move and, if so, the final disc
// difference from the side to move's view in centi-discs, with the empty
// squares counted for the winner (World Othello Federation scoring).
func (g *Game) Outcome() (over bool, score int) {
	if g.mob != 0 || mobility(g.o, g.p) != 0 {
		return false, 0
	}
	return true, 100 * finalScore(g.p, g.o)
}

// MarginUnit is discs: a Reversi result is a disc margin.
func (g *Game) MarginUnit() string { return "discs" }

// hashKeys is a tabulation form of Zobrist hashing: one random key for
// every value of every byte of each colour's bitboard (a row of the board),
// plus the side-to-move key. A position's key XORs 16 entries, so Make and
// Unmake need not maintain it.
var hashKeys = position.Keys(0x7265766572736921, 2*8*256+1)

// Hash is a Zobrist key of the discs and the side to move.
func (g *Game) Hash() uint64 {
	black, white := g.Discs()
	h := hashKeys[2*8*256] & -uint64(g.side) // the side-to-move key
	for i := 0; i < 8; i++ {
		h ^= hashKeys[i<<8|int(black>>(8*i)&0xff)]
		h ^= hashKeys[(8+i)<<8|int(white>>(8*i)&0xff)]
	}
	return h
}

// Clone returns an independent copy with the same history. The copy makes
// its own solver table when it first solves.
func (g *Game) Clone() position.Game {
	c := new(Game)
	c.p, c.o, c.mob, c.side, c.n, c.learned = g.p, g.o, g.mob, g.side, g.n, g.learned
	copy(c.hist[:g.n], g.hist[:g.n])
	return c
}

// SearchProfile turns on late-move reductions, Multi-ProbCut and bare
// leaves (no table probe at a leaf the solver declines) for the
// alpha-beta search, the latter with the checks fitted for the phase
// (empties) of the position searched; no null move, as Reversi is full
// of zugzwang (a pass can be the best move there is), no reverse
// futility pruning, which lost to the reductions alone, and none of
// counter-moves, internal iterative reduction (46% and 47.5% against the
// reductions alone) and forward futility pruning (52%, measured without
// ProbCut and not with it). The endgame solver stays exact: search asks
// it before it reduces or tries a ProbCut check, and ProbCut only
// reaches nodes the solver declines (more than 2·depth+4 empties).
func (g *Game) SearchProfile() position.SearchProfile {
	e := g.Empties()
	phase := min(max(e/10-2, 0), len(probCutChecks)-1)
	checks := probCutChecks
	if g.learned != nil {
		checks = probCutChecksLearned
	}
	return position.SearchProfile{EvalUnit: 100, Reduction: 100,
		ProbCut: checks[phase], ProbCutT: probCutT, BareLeaves: true,
		SolveDelay: solveDelay, PlainOrderDepth: plainOrderDepth}
}

// plainOrderDepth is the profile's PlainOrderDepth: a node whose
// children are leaves orders its moves without OrderHints, whose count
// of each move's replies costs more there than its order saves (doc.go,
// Engine). BenchmarkSearchMidgame sets it to 0 to compare.
var plainOrderDepth = 1

// probCutT is Multi-ProbCut's confidence threshold, in standard
// deviations: 1.0 gained more at 100 ms a move and lost to 1.5 under a
// clock (see doc.go).
const probCutT = 1.5

// solveDelay is the profile's SolveDelay: a search with a node or time
// budget hands a node to the solver nine plies later than Solvable asks,
// at 2·depth-16 empties instead of 2·depth+2, so that a search whose
// budget falls short of the proof has gone deep selectively instead of
// stopping inside the solver. doc.go gives the measurements.
const solveDelay = 9

// probCutChecks are Multi-ProbCut's regressions of a deep search's
// value on a shallow one's (Edax's pairs of depths: 3 on 1, 4 on 2, 5 on
// 3, 6 on 2, 7 on 3, 8 on 4, 9 on 5, 10 on 4), by phase: fitted on
// self-play positions of 20-29, 30-39, 40-49 and 50-56 empties, the
// first for fewer empties too and the last for more. A search uses its
// root's phase. doc.go gives the command that printed them.
var probCutChecks = [4][]position.ProbCutCheck{{
	{Depth: 3, Shallow: 1, A: 1.071, B: -21, Sigma: 434, EvalSigma: 599},
	{Depth: 4, Shallow: 2, A: 1.055, B: -3, Sigma: 439, EvalSigma: 757},
	{Depth: 5, Shallow: 3, A: 1.043, B: -32, Sigma: 403, EvalSigma: 869},
	{Depth: 6, Shallow: 2, A: 1.078, B: 31, Sigma: 613, EvalSigma: 929},
	{Depth: 7, Shallow: 3, A: 1.063, B: -3, Sigma: 495, EvalSigma: 959},
	{Depth: 8, Shallow: 4, A: 1.045, B: 39, Sigma: 461, EvalSigma: 1053},
	{Depth: 9, Shallow: 5, A: 1.021, B: 113, Sigma: 395, EvalSigma: 1083},
	{Depth: 10, Shallow: 4, A: 1.072, B: 16, Sigma: 542, EvalSigma: 1169},
}, {
	{Depth: 3, Shallow: 1, A: 1.010, B: -47, Sigma: 275, EvalSigma: 449},
	{Depth: 4, Shallow: 2, A: 1.031, B: 4, Sigma: 275, EvalSigma: 510},
	{Depth: 5, Shallow: 3, A: 1.024, B: 31, Sigma: 213, EvalSigma: 524},
	{Depth: 6, Shallow: 2, A: 1.102, B: 20, Sigma: 362, EvalSigma: 588},
	{Depth: 7, Shallow: 3, A: 1.053, B: 43, Sigma: 326, EvalSigma: 612},
	{Depth: 8, Shallow: 4, A: 1.091, B: 38, Sigma: 325, EvalSigma: 655},
	{Depth: 9, Shallow: 5, A: 1.112, B: 54, Sigma: 324, EvalSigma: 715},
	{Depth: 10, Shallow: 4, A: 1.173, B: 53, Sigma: 417, EvalSigma: 764},
}, {
	{Depth: 3, Shallow: 1, A: 0.968, B: -83, Sigma: 250, EvalSigma: 305},
	{Depth: 4, Shallow: 2, A: 1.025, B: 3, Sigma: 227, EvalSigma: 358},
	{Depth: 5, Shallow: 3, A: 1.058, B: -64, Sigma: 245, EvalSigma: 424},
	{Depth: 6, Shallow: 2, A: 1.158, B: -29, Sigma: 300, EvalSigma: 469},
	{Depth: 7, Shallow: 3, A: 1.126, B: -15, Sigma: 299, EvalSigma: 489},
	{Depth: 8, Shallow: 4, A: 1.143, B: -8, Sigma: 251, EvalSigma: 483},
	{Depth: 9, Shallow: 5, A: 1.081, B: 64, Sigma: 222, EvalSigma: 516},
	{Depth: 10, Shallow: 4, A: 1.198, B: 3, Sigma: 312, EvalSigma: 537},
}, {
	{Depth: 3, Shallow: 1, A: 0.773, B: 15, Sigma: 217, EvalSigma: 290},
	{Depth: 4, Shallow: 2, A: 0.753, B: -30, Sigma: 187, EvalSigma: 271},
	{Depth: 5, Shallow: 3, A: 0.828, B: -48, Sigma: 169, EvalSigma: 295},
	{Depth: 6, Shallow: 2, A: 0.661, B: -13, Sigma: 221, EvalSigma: 285},
	{Depth: 7, Shallow: 3, A: 0.801, B: -38, Sigma: 168, EvalSigma: 284},
	{Depth: 8, Shallow: 4, A: 0.818, B: 25, Sigma: 181, EvalSigma: 269},
	{Depth: 9, Shallow: 5, A: 0.795, B: 28, Sigma: 203, EvalSigma: 299},
	{Depth: 10, Shallow: 4, A: 0.870, B: 39, Sigma: 214, EvalSigma: 297},
}}

// probCutChecksLearned are the same regressions for the learned
// evaluation (the default), whose shallow searches predict deep ones
// more closely: printed by the command in doc.go with -eval learned, to
// depth 12 and then to depth 14 (from 31 empties), and extended deeper
// by deepenProbCut.
var probCutChecksLearned = deepenProbCut(probCutChecksFitted)

// probCutDeepest is the deepest node that a Multi-ProbCut check of the
// learned evaluation tries to cut.
const probCutDeepest = 24

// deepenProbCut extends each phase's checks to probCutDeepest: a depth
// beyond the deepest fitted one takes the deepest fitted check of its
// parity, with Edax's shallow depth 2·⌊d/4⌋ + d mod 2, as the fits from
// depth 7 on keep a slope near 1 and a residual deviation that does not
// grow with the depth (doc.go).
func deepenProbCut(phases [4][]position.ProbCutCheck) [4][]position.ProbCutCheck {
	for i, checks := range phases {
		var deepest [2]position.ProbCutCheck // by parity; checks ascend
		for _, c := range checks {
			deepest[c.Depth%2] = c
		}
		top := checks[len(checks)-1].Depth
		checks = slices.Clone(checks)
		for d := top + 1; d <= probCutDeepest; d++ {
			c := deepest[d%2]
			c.Depth, c.Shallow = d, 2*(d/4)+d%2
			checks = append(checks, c)
		}
		phases[i] = checks
	}
	return phases
}

// probCutChecksFitted are the learned evaluation's fits as printed.
var probCutChecksFitted = [4][]position.ProbCutCheck{{
	{Depth: 3, Shallow: 1, A: 0.986, B: -42, Sigma: 261, EvalSigma: 399},
	{Depth: 4, Shallow: 2, A: 0.913, B: 31, Sigma: 295, EvalSigma: 397},
	{Depth: 5, Shallow: 3, A: 0.922, B: 58, Sigma: 236, EvalSigma: 449},
	{Depth: 6, Shallow: 2, A: 0.888, B: 148, Sigma: 357, EvalSigma: 465},
	{Depth: 7, Shallow: 3, A: 0.933, B: 66, Sigma: 338, EvalSigma: 540},
	{Depth: 8, Shallow: 4, A: 0.988, B: 115, Sigma: 240, EvalSigma: 483},
	{Depth: 9, Shallow: 5, A: 0.993, B: -19, Sigma: 281, EvalSigma: 508},
	{Depth: 10, Shallow: 4, A: 1.040, B: 80, Sigma: 304, EvalSigma: 534},
	{Depth: 11, Shallow: 5, A: 1.100, B: -31, Sigma: 258, EvalSigma: 482},
}, {
	{Depth: 3, Shallow: 1, A: 0.980, B: -35, Sigma: 300, EvalSigma: 378},
	{Depth: 4, Shallow: 2, A: 0.981, B: -6, Sigma: 266, EvalSigma: 433},
	{Depth: 5, Shallow: 3, A: 1.009, B: -66, Sigma: 233, EvalSigma: 432},
	{Depth: 6, Shallow: 2, A: 0.981, B: -4, Sigma: 322, EvalSigma: 452},
	{Depth: 7, Shallow: 3, A: 0.995, B: -52, Sigma: 292, EvalSigma: 461},
	{Depth: 8, Shallow: 4, A: 1.004, B: 47, Sigma: 284, EvalSigma: 483},
	{Depth: 9, Shallow: 5, A: 1.010, B: 29, Sigma: 237, EvalSigma: 503},
	{Depth: 10, Shallow: 4, A: 1.012, B: 68, Sigma: 318, EvalSigma: 520},
	{Depth: 11, Shallow: 5, A: 1.005, B: 27, Sigma: 251, EvalSigma: 498},
	{Depth: 12, Shallow: 6, A: 1.013, B: 91, Sigma: 265, EvalSigma: 504},
	{Depth: 13, Shallow: 7, A: 0.982, B: 10, Sigma: 242, EvalSigma: 564},
	{Depth: 14, Shallow: 6, A: 0.990, B: 62, Sigma: 276, EvalSigma: 503},
}, {
	{Depth: 3, Shallow: 1, A: 0.936, B: 24, Sigma: 193, EvalSigma: 262},
	{Depth: 4, Shallow: 2, A: 0.975, B: 27, Sigma: 172, EvalSigma: 269},
	{Depth: 5, Shallow: 3, A: 0.992, B: -8, Sigma: 163, EvalSigma: 287},
	{Depth: 6, Shallow: 2, A: 0.983, B: 31, Sigma: 187, EvalSigma: 273},
	{Depth: 7, Shallow: 3, A: 1.002, B: -18, Sigma: 205, EvalSigma: 293},
	{Depth: 8, Shallow: 4, A: 0.989, B: -8, Sigma: 212, EvalSigma: 311},
	{Depth: 9, Shallow: 5, A: 1.005, B: -18, Sigma: 184, EvalSigma: 324},
	{Depth: 10, Shallow: 4, A: 0.973, B: 26, Sigma: 223, EvalSigma: 300},
	{Depth: 11, Shallow: 5, A: 0.970, B: -20, Sigma: 201, EvalSigma: 315},
	{Depth: 12, Shallow: 6, A: 0.985, B: 16, Sigma: 177, EvalSigma: 301},
	{Depth: 13, Shallow: 7, A: 1.009, B: -34, Sigma: 195, EvalSigma: 371},
	{Depth: 14, Shallow: 6, A: 1.022, B: 10, Sigma: 219, EvalSigma: 365},
}, {
	{Depth: 3, Shallow: 1, A: 0.860, B: -15, Sigma: 208, EvalSigma: 251},
	{Depth: 4, Shallow: 2, A: 0.920, B: 36, Sigma: 154, EvalSigma: 239},
	{Depth: 5, Shallow: 3, A: 0.915, B: -62, Sigma: 177, EvalSigma: 245},
	{Depth: 6, Shallow: 2, A: 0.922, B: 40, Sigma: 182, EvalSigma: 248},
	{Depth: 7, Shallow: 3, A: 0.839, B: -70, Sigma: 203, EvalSigma: 250},
	{Depth: 8, Shallow: 4, A: 0.948, B: -5, Sigma: 168, EvalSigma: 288},
	{Depth: 9, Shallow: 5, A: 0.907, B: -27, Sigma: 165, EvalSigma: 261},
	{Depth: 10, Shallow: 4, A: 0.970, B: 14, Sigma: 197, EvalSigma: 288},
	{Depth: 11, Shallow: 5, A: 0.880, B: -2, Sigma: 194, EvalSigma: 279},
	{Depth: 12, Shallow: 6, A: 0.926, B: 4, Sigma: 159, EvalSigma: 283},
	{Depth: 13, Shallow: 7, A: 0.896, B: 9, Sigma: 164, EvalSigma: 283},
	{Depth: 14, Shallow: 6, A: 0.935, B: 40, Sigma: 179, EvalSigma: 302},
}}
