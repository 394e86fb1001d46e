// Package capture is the game machinery shared by the two-sided capture
// games played on a pointgraph board: Alquerque, Foxes and Sheep, Fox and
// Geese and Adugo. Each of them moves pieces along the lines and takes by
// jumping, singly or in chains; they differ only in data, which a game
// package states once (a Spec) and per game (its Rules):
//
//   - where each side's pieces may step (every line, or some directions
//     only) and which steps count as progress for the clock;
//   - whether a side captures, and how: compulsory maximal chains,
//     optional chains (every prefix a move), or Alquerque's huff;
//   - the ends on the board: a goal a side wins by filling, and the fewest
//     pieces a side plays on with;
//   - the draws: threefold repetition and a limit on plies without
//     progress;
//   - the position string's letters, piece counts and clock field.
//
// Core holds a position (one uint64 bit set of pieces per side, the side
// to move, the clock), its history, and implements the moves, draws,
// hash, notation and position string of position.Playable on it. A game
// package embeds Core and adds what is its own: registration and options,
// the evaluation, move-ordering hints, Layout, State and Board, and Clone.
//
// Nothing here allocates per node: Make pushes a 32-byte state on a
// position.History (which also serves as the repetition history), Unmake
// pops it, and chains are found with pointgraph's walker into scratch
// space in Core.
package capture

import (
	"fmt"
	"math/bits"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// Capture is how a side takes pieces.
type Capture uint8

const (
	// NoCapture: the side only steps.
	NoCapture Capture = iota
	// Compulsory: while any of the side's pieces can jump, only complete
	// (maximal) chains are legal (Alquerque, the foxes of Foxes and
	// Sheep).
	Compulsory
	// Optional: every chain of one or more jumps is a move, and steps are
	// always legal (the fox of Fox and Geese, the jaguar of Adugo).
	Optional
	// Huff is Optional enforced by penalty (Alquerque's huff option): a
	// step made while some pieces could have captured removes those
	// pieces (one that stepped from its new point), and a chain stopped
	// while its piece could still jump removes that piece.
	Huff
)

// chainRule is the pointgraph rule that enumerates the chains of c.
func (c Capture) chainRule() pointgraph.ChainRule {
	if c == Compulsory {
		return pointgraph.Maximal
	}
	return pointgraph.AnyPrefix
}

// ClockField says how the position string carries the clock.
type ClockField uint8

const (
	// ClockNone: "<board> <side>"; a position set from a string starts
	// the clock at 0.
	ClockNone ClockField = iota
	// ClockOptional: "<board> <side> [<clock>]", 0 when left out.
	ClockOptional
	// ClockRequired: "<board> <side> <clock>".
	ClockRequired
)

// Spec is what a game fixes once, for every instance: the board, how
// pieces move, the ends on the board and the position string. Build it
// with NewSpec in a package variable; it is read-only afterwards.
type Spec struct {
	// Name is the game's package name, for panic messages.
	Name string
	// Board is the shared point graph.
	Board *pointgraph.Board
	// Steps holds, per side and point, the points a piece there may step
	// to. nil means every adjacent point.
	Steps [2][]uint64
	// Advance holds, per side and point, the steps from that point that
	// count as progress and reset the clock (the Sheep's upward moves).
	// nil means none; captures always count.
	Advance [2][]uint64
	// Goal is, per side, a set of points that wins the game for that side
	// once its pieces cover it (the Sheep's paddock); 0 means none. Goals
	// are judged before MinPieces (see Rules).
	Goal [2]uint64
	// Symbols are the pieces' letters in the board field, by side.
	Symbols [2]byte
	// SideLetters are the letters of the side field, lower case, by side.
	SideLetters [2]byte
	// FoldSide also accepts the side letter in upper case.
	FoldSide bool
	// Clock is how the position string carries the clock; MaxClock bounds
	// the clock it may carry.
	Clock    ClockField
	MaxClock int
	// MinCount and MaxCount bound the pieces of each side that a position
	// string may hold; MaxCount 0 means no bound.
	MinCount, MaxCount [2]int
	// SideNames name the sides' pieces in error messages ("geese").
	SideNames [2]string
	// Seed seeds the Zobrist keys (one per side and point, one for the
	// second side to move).
	Seed uint64
	// HashClock hashes the clock, with ClockSeed, when the game's clock
	// limit is on: the clock then decides when the game ends.
	HashClock bool
	ClockSeed uint64

	keys   []uint64
	toMove uint64
	n      int
	// dist holds the steps between every two points (see Distances),
	// for HuntHints.
	dist *[pointgraph.MaxPoints][pointgraph.MaxPoints]int8
}

// NewSpec completes a spec (default step tables, Zobrist keys) and returns
// it. It panics on a spec that cannot work, since specs are written in the
// source.
func NewSpec(s Spec) *Spec {
	if s.Board == nil || s.Symbols[0] == 0 || s.Symbols[1] == 0 || s.SideLetters[0] == 0 || s.SideLetters[1] == 0 {
		panic("capture: spec of " + s.Name + " lacks a board or letters")
	}
	s.n = s.Board.Len()
	for side := range s.Steps {
		if s.Steps[side] == nil {
			s.Steps[side] = s.Board.AdjWhere(func(_, _ pointgraph.Point) bool { return true })
		}
		if s.MaxCount[side] == 0 {
			s.MaxCount[side] = s.n
		}
	}
	s.keys = position.Keys(s.Seed, 2*s.n+1)
	s.dist = Distances(s.Board)
	s.toMove = s.keys[2*s.n]
	return &s
}

// pieceKey is the Zobrist key of a piece of side on point p.
func (s *Spec) pieceKey(side uint8, p int) uint64 { return s.keys[int(side)*s.n+p] }

// boardKey computes the Zobrist key of a position from scratch.
func (s *Spec) boardKey(pieces [2]uint64, side uint8) uint64 {
	var key uint64
	for sd := uint8(0); sd < 2; sd++ {
		for b := pieces[sd]; b != 0; b &= b - 1 {
			key ^= s.pieceKey(sd, bits.TrailingZeros64(b))
		}
	}
	if side == 1 {
		key ^= s.toMove
	}
	return key
}

// clockKey spreads the clock over 64 bits (splitmix64's finaliser).
func (s *Spec) clockKey(clock int32) uint64 { return position.CountKey(s.ClockSeed, int(clock)) }

// Rules are what a game's options decide, per instance.
type Rules struct {
	// Capture is how each side takes.
	Capture [2]Capture
	// RepetitionDraw draws on the third occurrence of a position (board
	// and side to move).
	RepetitionDraw bool
	// ClockLimit draws after that many plies without progress (a capture,
	// a huff removal or an Advance step); 0 switches the rule off.
	ClockLimit int
	// MinPieces: a side with fewer pieces than this has lost (the fox
	// games' "fewer than N prey"); 0 means no such end.
	MinPieces [2]int
}

// state is everything that Unmake restores.
type state struct {
	pieces [2]uint64 // by side, one bit per point
	key    uint64    // Zobrist key of board and side to move
	clock  int32     // plies without progress
	side   uint8
	drawn  bool  // by repetition or the clock
	ended  bool  // decided on the board (see Decided)
	winner uint8 // the winner when ended
}

// Core is a position of a capture game with its history since the game
// or the position string started. Game packages embed it.
type Core struct {
	spec  *Spec
	board *pointgraph.Board
	rules Rules
	rule  [2]pointgraph.ChainRule
	// The spec's tables, copied here to save an indirection on every
	// node: the Zobrist keys of each side's pieces, the key of the second
	// side to move, the step and advance tables.
	keys    [2][]uint64
	toMove  uint64
	steps   [2][]uint64
	advance [2][]uint64
	// ends tells whether the board can decide the game (a goal or a least
	// number of pieces), so that Decided costs nothing in games without.
	ends bool
	st   state
	// hist holds the states of the earlier plies; it is also the
	// repetition history (positions before the last progress cannot
	// recur, so the scan stops there).
	hist position.History[state]
	// memos hold the chains listed at each ply of the history.
	memos []chainMemo
	// chain receives pointgraph.FindChain's result: its out parameter
	// escapes, so a local Chain would be allocated per call.
	chain pointgraph.Chain
}

// New returns a Core with the given pieces and side to move, clock 0 and
// no history.
func New(spec *Spec, rules Rules, pieces [2]uint64, side int) Core {
	rules.ClockLimit = max(rules.ClockLimit, 0)
	g := Core{
		spec:   spec,
		board:  spec.Board,
		rules:  rules,
		toMove: spec.toMove,
		hist:   position.NewHistory[state](rules.ClockLimit, rules.RepetitionDraw),
	}
	for sd := range g.rule {
		g.keys[sd] = spec.keys[sd*spec.n : (sd+1)*spec.n]
		g.steps[sd], g.advance[sd] = spec.Steps[sd], spec.Advance[sd]
		g.rule[sd] = rules.Capture[sd].chainRule()
		g.ends = g.ends || spec.Goal[sd] != 0 || rules.MinPieces[sd] > 0
	}
	g.reset(state{pieces: pieces, side: uint8(side & 1)})
	return g
}

// Copy returns an independent copy with the same history; game packages'
// Clone methods use it.
func (g *Core) Copy() Core {
	c := *g
	c.hist = g.hist.Clone()
	c.memos = nil
	return c
}

// reset makes st the position, with no history.
func (g *Core) reset(st state) {
	st.key = g.spec.boardKey(st.pieces, st.side)
	st.drawn = false
	g.st = st
	g.st.ended, g.st.winner = g.decide()
	g.hist.Reset()
	g.st.drawn = g.drawnNow()
}

// ToMove is the side to move: 0 for p1, 1 for p2.
func (g *Core) ToMove() int { return int(g.st.side) }

// Pieces is the set of side's pieces.
func (g *Core) Pieces(side int) uint64 { return g.st.pieces[side] }

// Empty is the set of free points.
func (g *Core) Empty() uint64 { return g.board.All() &^ (g.st.pieces[0] | g.st.pieces[1]) }

// Clock is the number of plies since the last progress.
func (g *Core) Clock() int { return int(g.st.clock) }

// Hash covers the board, the side to move and, when the spec says so and
// the clock limit is on, the clock. The repetition history is not hashed.
func (g *Core) Hash() uint64 {
	if g.spec.HashClock && g.rules.ClockLimit > 0 {
		return g.st.key ^ g.spec.clockKey(g.st.clock)
	}
	return g.st.key
}

// FindChain returns the chain that the chain move m names in the current
// position, for the side to move, or nil when m names none. The result is
// scratch space, valid until the next call.
func (g *Core) FindChain(m position.Move) *pointgraph.Chain {
	s := &g.st
	if g.rules.Capture[s.side] == NoCapture || pointgraph.From(m) >= g.board.Len() {
		return nil
	}
	if !g.board.FindChain(m, g.Empty(), s.pieces[s.side^1], g.rule[s.side], &g.chain) {
		return nil
	}
	return &g.chain
}

// Make plays m, which must be a legal move of the position.
func (g *Core) Make(m position.Move) {
	var captured uint64
	if pointgraph.MoveKind(m) == pointgraph.KindChain {
		c, ok := g.Captures(m)
		if !ok {
			panic(fmt.Sprintf("%s: Make of an illegal chain %#x", g.spec.Name, uint32(m)))
		}
		captured = c
	}
	g.hist.Push(&g.st)
	s := &g.st
	side, opp := s.side, s.side^1
	from, to := pointgraph.From(m), pointgraph.To(m)
	progress := false
	switch pointgraph.MoveKind(m) {
	case pointgraph.KindStep:
		var missed uint64 // pieces that could have captured (huff)
		if g.rules.Capture[side] == Huff {
			missed = g.board.Jumpers(s.pieces[side], g.Empty(), s.pieces[opp])
		}
		g.move(side, from, to)
		if missed != 0 {
			if missed>>from&1 != 0 {
				missed = missed&^(1<<from) | 1<<to
			}
			g.remove(side, missed)
			progress = true
		} else if adv := g.advance[side]; adv != nil && adv[from]>>to&1 != 0 {
			progress = true
		}
	case pointgraph.KindChain:
		g.remove(opp, captured)
		g.move(side, from, to)
		if g.rules.Capture[side] == Huff && g.board.CanJump(to, g.Empty(), s.pieces[opp]) {
			g.remove(side, 1<<to)
		}
		progress = true
	default:
		panic(fmt.Sprintf("%s: Make of a foreign move %#x", g.spec.Name, uint32(m)))
	}
	if progress {
		s.clock = 0
	} else {
		s.clock++
	}
	s.side = opp
	s.key ^= g.toMove
	if g.ends {
		s.ended, s.winner = g.decide()
	}
	s.drawn = g.hist.MayDraw(int(s.clock)) && g.drawnNow()
}

// move takes side's piece from one point to another; they may be the
// same point (a chain that returns to its start).
func (g *Core) move(side uint8, from, to int) {
	s := &g.st
	s.pieces[side] = s.pieces[side]&^(1<<from) | 1<<to
	keys := g.keys[side]
	s.key ^= keys[from] ^ keys[to]
}

// remove takes side's pieces on the points of set off the board.
func (g *Core) remove(side uint8, set uint64) {
	s := &g.st
	s.pieces[side] &^= set
	for ; set != 0; set &= set - 1 {
		s.key ^= g.keys[side][bits.TrailingZeros64(set)]
	}
}

// Unmake takes back the last Make.
func (g *Core) Unmake() {
	g.st = *g.hist.Pop()
}

// drawnNow applies the draw rules to the current position: the
// no-progress limit, and threefold repetition among the positions since
// the last irreversible move.
func (g *Core) drawnNow() bool {
	return g.hist.Drawn(stateKey, g.st.key, int(g.st.clock), int(g.st.clock))
}

// stateKey is the key of a state in the history.
func stateKey(s *state) uint64 { return s.key }

// Drawn reports whether a draw rule has ended the game.
func (g *Core) Drawn() bool { return g.st.drawn }

// Decided reports whether the board decides the game, whoever is to move:
// a side whose pieces cover its goal wins (goals first), and a side with
// fewer than its MinPieces loses. Make judges it once per position.
func (g *Core) Decided() (over bool, winner int) { return g.st.ended, int(g.st.winner) }

// decide computes Decided for the current pieces.
func (g *Core) decide() (bool, uint8) {
	if !g.ends {
		return false, 0
	}
	p := &g.st.pieces
	for side, goal := range g.spec.Goal {
		if goal != 0 && p[side]&goal == goal {
			return true, uint8(side)
		}
	}
	for side, least := range g.rules.MinPieces {
		if least > 0 && bits.OnesCount64(p[side]) < least {
			return true, uint8(side ^ 1)
		}
	}
	return false, 0
}

// Finished reports whether the game ended before the side to move has to
// find a move: decided on the board or drawn.
func (g *Core) Finished() bool { return g.st.drawn || g.st.ended }

// Outcome applies the ends in order: the board's decision (goal, too few
// pieces); a side to move without a legal move (or without pieces) loses;
// then the draw rules. A win on the board takes precedence over a draw
// completed by the same move.
func (g *Core) Outcome() (over bool, score int) {
	s := &g.st
	if s.ended {
		if s.winner == s.side {
			return true, 1
		}
		return true, -1
	}
	if !g.hasMove() {
		return true, -1
	}
	if s.drawn {
		return true, 0
	}
	return false, 0
}
