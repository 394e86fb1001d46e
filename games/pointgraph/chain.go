package pointgraph

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Moves on a point board are packed into 32 bits:
//
//	bits  0-5   from point
//	bits  6-11  to point
//	bits 12-27  payload: a chain's ordinal (see ChainMove) or game data
//	bits 28-30  kind
//
// A move never equals position.NoMove, whose kind bits are all ones.
const (
	pointBits   = 6
	payloadBits = 16
	kindShift   = 2*pointBits + payloadBits
	// MaxOrdinal bounds the ordinal of a chain (see ChainMove). Chains
	// beyond it between the same two points are not generated; no real
	// position comes near it.
	MaxOrdinal = 1<<payloadBits - 1
)

// Kind tells what sort of move a packed move is.
type Kind uint8

// The kinds of move shared by the point-board games.
const (
	KindStep  Kind = 1 // a piece moves to an adjacent (or, flying, any) point
	KindChain Kind = 2 // a capture chain, see ChainMove
	KindPlace Kind = 3 // a piece from hand is put on a point
)

// Pack builds a move from its parts. payload must fit in 16 bits.
func Pack(kind Kind, from, to, payload int) position.Move {
	return position.Move(uint32(kind)<<kindShift | uint32(payload)<<(2*pointBits) | uint32(to)<<pointBits | uint32(from))
}

// StepMove is the move of a piece from one point to another.
func StepMove(from, to int) position.Move { return Pack(KindStep, from, to, 0) }

// ChainMove is a capture chain that starts at from and ends at to. Several
// chains may join the same two points (along different routes); ordinal
// tells them apart: it is the chain's rank, from 0, among the chains from
// from to to in the order AppendChains enumerates them.
func ChainMove(from, to, ordinal int) position.Move { return Pack(KindChain, from, to, ordinal) }

// MoveKind is the kind of a packed move.
func MoveKind(m position.Move) Kind { return Kind(m >> kindShift & 7) }

// From is the from point of a packed move.
func From(m position.Move) int { return int(m & (1<<pointBits - 1)) }

// To is the to point of a packed move.
func To(m position.Move) int { return int(m >> pointBits & (1<<pointBits - 1)) }

// Payload is the payload of a packed move.
func Payload(m position.Move) int { return int(m >> (2 * pointBits) & (1<<payloadBits - 1)) }

// MaxChain is the most jumps a chain can have: every jump captures a
// piece, and a board holds at most MaxPoints pieces.
const MaxChain = MaxPoints

// Chain is one capture chain: the jumping piece's start, each landing
// point in order, and the captured pieces.
type Chain struct {
	From     int
	N        int // number of jumps
	Landings [MaxChain]int8
	Captured uint64
}

// To is the point where the chain ends.
func (c *Chain) To() int { return int(c.Landings[c.N-1]) }

// Format writes the chain as its start and landing points joined by "x",
// as in "c1xc3xe5".
func (c *Chain) Format(b *Board) string {
	var sb strings.Builder
	sb.WriteString(b.Name(c.From))
	for _, p := range c.Landings[:c.N] {
		sb.WriteByte('x')
		sb.WriteString(b.Name(int(p)))
	}
	return sb.String()
}

// ChainRule says which capture chains are moves.
type ChainRule uint8

const (
	// Maximal chains only: after each jump the piece must jump again if
	// it can (Alquerque, Foxes and Sheep).
	Maximal ChainRule = iota
	// AnyPrefix makes every chain of one or more jumps a move: the piece
	// may stop after any jump (Fox and Geese, Adugo).
	AnyPrefix
)

// walker enumerates the chains of one piece by depth-first search. A
// jumped piece is removed at once, so it is never jumped twice and its
// point is free for later landings; the start point is free once the
// piece has left it.
type walker struct {
	b     *Board
	rule  ChainRule
	empty uint64 // free points, not counting the jumper's current point
	enemy uint64 // pieces that may still be jumped
	chain Chain
	seen  [MaxPoints]uint32 // chains emitted so far, by end point

	mode  walkMode
	moves []position.Move // AppendChains: the moves found
	// caps receives each found chain's captures, in the order of moves,
	// when withCaps is set (AppendChainCaptures).
	caps     []uint64
	withCaps bool
	// FindChain looks for the chain (From, wantTo, wantOrd); ParseChain for
	// the chain whose landings are wantPath. Either fills found.
	wantTo   int
	wantOrd  int
	wantPath []int8
	found    Chain
	foundOrd int
	ok       bool
}

// walkMode is what a walker does with each chain it enumerates.
type walkMode uint8

const (
	appendMoves walkMode = iota
	findByOrdinal
	findByPath
)

// walk explores every jump from at and reports whether the search is done
// (FindChain found its chain).
func (w *walker) walk(at int) bool {
	jumped := false
	for _, j := range w.b.jumps[at] {
		over, to := uint64(1)<<j.Over, uint64(1)<<j.To
		if w.enemy&over == 0 || w.empty&to == 0 {
			continue
		}
		jumped = true
		empty, enemy := w.empty, w.enemy
		w.empty = (w.empty | over | 1<<at) &^ to
		w.enemy &^= over
		w.chain.Landings[w.chain.N] = j.To
		w.chain.N++
		w.chain.Captured |= over
		done := w.rule == AnyPrefix && w.emit()
		if !done {
			done = w.walk(int(j.To))
		}
		w.chain.N--
		w.chain.Captured &^= over
		w.empty, w.enemy = empty, enemy
		if done {
			return true
		}
	}
	if !jumped && w.rule == Maximal && w.chain.N > 0 {
		return w.emit()
	}
	return false
}

// emit records the current chain and reports whether FindChain is done.
func (w *walker) emit() bool {
	to := w.chain.To()
	ord := int(w.seen[to])
	if ord > MaxOrdinal {
		return false
	}
	w.seen[to]++
	switch w.mode {
	case findByOrdinal:
		if to != w.wantTo || ord != w.wantOrd {
			return false
		}
	case findByPath:
		if !slices.Equal(w.chain.Landings[:w.chain.N], w.wantPath) {
			return false
		}
	default:
		w.moves = append(w.moves, ChainMove(w.chain.From, to, ord))
		if w.withCaps {
			w.caps = append(w.caps, w.chain.Captured)
		}
		return false
	}
	w.found, w.foundOrd, w.ok = w.chain, ord, true
	return true
}

// AppendChains appends a ChainMove for every capture chain of the piece
// on from, under rule. empty is the set of free points and enemy the
// pieces it may jump; the jumper's own point is in neither.
func (b *Board) AppendChains(moves []position.Move, from int, empty, enemy uint64, rule ChainRule) []position.Move {
	w := walker{b: b, rule: rule, empty: empty, enemy: enemy, moves: moves}
	w.chain.From = from
	w.walk(from)
	return w.moves
}

// AppendChainCaptures is AppendChains that also appends to caps, for each
// chain it appends to moves, the set of pieces the chain captures. A game that keeps the captures of the chains it lists
// can play one of them without FindChain walking the chains again, which
// matters where a piece has thousands of chains.
func (b *Board) AppendChainCaptures(moves []position.Move, caps []uint64, from int, empty, enemy uint64, rule ChainRule) ([]position.Move, []uint64) {
	w := walker{b: b, rule: rule, empty: empty, enemy: enemy, moves: moves, caps: caps, withCaps: true}
	w.chain.From = from
	w.walk(from)
	return w.moves, w.caps
}

// FindChain fills out with the chain that the ChainMove m names, in the
// position given by empty and enemy (as for AppendChains). It reports
// false when m names no chain there.
func (b *Board) FindChain(m position.Move, empty, enemy uint64, rule ChainRule, out *Chain) bool {
	if MoveKind(m) != KindChain {
		return false
	}
	w := walker{b: b, rule: rule, empty: empty, enemy: enemy, mode: findByOrdinal, wantTo: To(m), wantOrd: Payload(m)}
	w.chain.From = From(m)
	w.walk(From(m))
	if w.ok {
		*out = w.found
	}
	return w.ok
}

// chainOf is the ChainMove of the chain that starts at from and lands on
// landings in order, if that chain is legal under rule in the position
// given by empty and enemy (as for AppendChains).
func (b *Board) chainOf(from int, landings []int, empty, enemy uint64, rule ChainRule) (position.Move, bool) {
	if len(landings) == 0 || len(landings) > MaxChain {
		return position.NoMove, false
	}
	var path [MaxChain]int8
	for i, p := range landings {
		if p < 0 || p >= len(b.points) {
			return position.NoMove, false
		}
		path[i] = int8(p)
	}
	w := walker{b: b, rule: rule, empty: empty, enemy: enemy, mode: findByPath, wantPath: path[:len(landings)]}
	w.chain.From = from
	w.walk(from)
	if !w.ok {
		return position.NoMove, false
	}
	return ChainMove(from, w.found.To(), w.foundOrd), true
}

// ParseChain reads a chain written as Chain.Format writes it ("c1xc3xe5")
// and returns its move, if that chain is legal under rule in the position
// given by empty and enemy, whose pieces must include the jumper's
// opponents; the jumper's own point is in neither set.
func (b *Board) ParseChain(text string, empty, enemy uint64, rule ChainRule) (position.Move, error) {
	parts := strings.Split(strings.ToLower(text), "x")
	if len(parts) < 2 {
		return position.NoMove, fmt.Errorf("bad chain %q: want points joined by x", text)
	}
	var landings [MaxChain]int
	from, err := b.ParsePoint(parts[0])
	if err != nil {
		return position.NoMove, err
	}
	if len(parts)-1 > MaxChain {
		return position.NoMove, fmt.Errorf("bad chain %q: too long", text)
	}
	for i, name := range parts[1:] {
		if landings[i], err = b.ParsePoint(name); err != nil {
			return position.NoMove, err
		}
	}
	m, ok := b.chainOf(from, landings[:len(parts)-1], empty, enemy, rule)
	if !ok {
		return position.NoMove, fmt.Errorf("%w: no capture chain %s here", position.ErrIllegal, text)
	}
	return m, nil
}

// CanJump reports whether the piece on from has at least one jump.
func (b *Board) CanJump(from int, empty, enemy uint64) bool {
	for _, j := range b.jumps[from] {
		if enemy>>j.Over&1 != 0 && empty>>j.To&1 != 0 {
			return true
		}
	}
	return false
}

// Jumpers is the subset of pieces that have at least one jump.
func (b *Board) Jumpers(pieces, empty, enemy uint64) uint64 {
	var out uint64
	for m := pieces; m != 0; m &= m - 1 {
		p := bits.TrailingZeros64(m)
		if b.CanJump(p, empty, enemy) {
			out |= 1 << p
		}
	}
	return out
}
