package position

import "math/rand/v2"

// Playouter is implemented by games that play a game out to its end for
// Monte Carlo tree search faster than the search could through GenMoves
// and Make, or with a better policy than a uniform choice among the legal
// moves (Go: no filling of one's own eyes, captures and ataris first; Hex:
// saving bridges, and a result read once from the filled board). A game
// without it is played out by the search itself, uniformly at random.
type Playouter interface {
	// Playout plays from the current position to the end of the game,
	// choosing moves with rng, and leaves the position as it found it. It
	// returns the final result from the point of view of the side to move
	// at the start, in Outcome's units (positive: that side won). When
	// trace is not nil, Playout records the moves it played there, for
	// all-moves-as-first (RAVE) statistics.
	Playout(rng *rand.Rand, trace *Trace) (score int)
}

// Trace is the record of one playout: Moves[i] was played by side
// Sides[i]. Its buffers are reused from playout to playout, so that a
// playout allocates nothing.
type Trace struct {
	Moves []Move
	Sides []uint8
}

// Reset empties the trace and keeps its buffers.
func (t *Trace) Reset() {
	t.Moves = t.Moves[:0]
	t.Sides = t.Sides[:0]
}

// Add records that side played m.
func (t *Trace) Add(m Move, side int) {
	t.Moves = append(t.Moves, m)
	t.Sides = append(t.Sides, uint8(side))
}

// Owner is implemented by games scored by area at their end (Go), whose
// playouts can say who owns each cell when they end. Summed over many
// playouts, the owners estimate how the game will be counted: a stone
// whose cell mostly ends with the other side is dead, and an empty cell
// that mostly ends with nobody is a shared liberty (seki) or dame.
type Owner interface {
	Playouter
	// PlayoutOwner plays one playout as Playout does, with trace as
	// Playout's, adds to owner the final owner of every cell, in the
	// order of the game's Layout cells (+1 the first player, -1 the
	// second, 0 nobody), and returns Playout's score. owner has an entry
	// for every cell.
	PlayoutOwner(rng *rand.Rand, trace *Trace, owner []int32) (score int)
	// ScoreWithout counts each side's points as the game counts them at
	// its end, komi left out, with the pieces on the removed cells (in
	// Layout order) taken off first, as a referee takes dead stones off.
	ScoreWithout(removed []bool) (first, second int)
}

// Priorer is implemented by games that know something of their moves
// before Monte Carlo tree search plays any of them out (prior knowledge:
// in Go, that a capture is urgent, a self-atari bad, the first line
// empty early). The search counts each move's prior as playouts it had
// already played from the move, blended with the real ones, so that the
// knowledge steers the move's first visits and fades as results come in.
// A game with Priorer gets no Orderer bias in the tree.
type Priorer interface {
	// Priors sets priors[i] for moves[i], the legal moves of the current
	// position; priors comes zeroed.
	Priors(moves []Move, priors []Prior)
}

// Prior is what a game knows of a move before it is played out: Wins
// won playouts out of Playouts, in half playouts (2 a win, 1 a draw), so
// 10 playouts at 50% is {Playouts: 10, Wins: 10}.
type Prior struct {
	Playouts, Wins uint16
}

// Komier is implemented by games scored by a margin whose playouts can
// count an extra komi, for Monte Carlo tree search's dynamic komi: when
// one side wins nearly every playout (or nearly none) the tree can no
// longer tell its moves apart, and a komi that the playouts count
// against the side ahead brings its win rate back to where good and slack
// moves score differently. The search decides the komi (package search's
// documentation says how); the game only counts it, and only in its
// playouts.
type Komier interface {
	Playouter
	// KomiStep is the step by which the search may move the extra komi,
	// in Outcome's units (Go: a point, 100), and the most it may reach;
	// a step of 0 asks for no dynamic komi (the game's option turns it
	// off).
	KomiStep() (step, most int)
	// SetPlayoutKomi has the playouts played from now on (Playout, and
	// PlayoutOwner for an Owner) count komi, in Outcome's units, against
	// side: their scores, from either side's point of view, are as if
	// side had komi less at the end. 0 takes it off. It changes nothing
	// else: Outcome, Evaluate, scores and the rules stay the game's own.
	// A Clone starts with the komi of the game it was cloned from.
	SetPlayoutKomi(side, komi int)
}
