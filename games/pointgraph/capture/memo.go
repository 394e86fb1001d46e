package capture

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// chainMemo remembers the chain moves that appendChains listed for one
// position, with the pieces each one captures, so that Make and the
// move-ordering hints read a chain's captures instead of enumerating the
// chains again to find it. A piece can have thousands of chains (Adugo's
// jaguar among scattered dogs has 1,868 in a position a search met), and
// walking them all once per move listed made one node of such a position
// cost tens of milliseconds, long enough for a search to overrun its time.
//
// Core keeps one memo per ply of its history, so that the memo of a node
// survives the search of its children. A memo belongs to the position of
// pieces and side; chains depend on nothing else.
type chainMemo struct {
	pieces [2]uint64
	side   uint8
	valid  bool
	moves  []position.Move
	caps   []uint64
	// index is an open-addressing table of 1+position in moves (0: free),
	// built by the first lookup in a list too long to scan.
	index   []int32
	shift   uint8
	indexed bool
}

// memoScan is the longest list that lookups scan instead of indexing.
const memoScan = 16

// memoAt returns the memo of the current ply, growing the list on demand.
func (g *Core) memoAt() *chainMemo {
	ply := g.hist.Len()
	for len(g.memos) <= ply {
		g.memos = append(g.memos, chainMemo{})
	}
	return &g.memos[ply]
}

// recordChains lists the chains of the side to move in the memo of the
// current ply (see appendChains) and returns it.
func (g *Core) recordChains() *chainMemo {
	m := g.memoAt()
	s := &g.st
	if m.valid && m.pieces == s.pieces && m.side == s.side {
		return m
	}
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := g.Empty()
	rule := g.rule[s.side]
	m.moves, m.caps = m.moves[:0], m.caps[:0]
	for b := own; b != 0; b &= b - 1 {
		p := bits.TrailingZeros64(b)
		if g.board.CanJump(p, empty, opp) {
			m.moves, m.caps = g.board.AppendChainCaptures(m.moves, m.caps, p, empty, opp, rule)
		}
	}
	m.pieces, m.side, m.valid, m.indexed = s.pieces, s.side, true, false
	return m
}

func memoHash(mv position.Move, shift uint8) uint32 {
	return uint32(mv) * 0x9e3779b1 >> shift
}

// buildIndex indexes the list of moves.
func (m *chainMemo) buildIndex() {
	n := len(m.moves)
	size := 1 << bits.Len(uint(2*n-1)) // a power of two, at least 2n
	if cap(m.index) < size {
		m.index = make([]int32, size)
	}
	m.index = m.index[:size]
	clear(m.index)
	m.shift = uint8(32 - bits.TrailingZeros(uint(size)))
	mask := uint32(size - 1)
	for i, mv := range m.moves {
		h := memoHash(mv, m.shift)
		for m.index[h] != 0 {
			h = (h + 1) & mask
		}
		m.index[h] = int32(i + 1)
	}
	m.indexed = true
}

// find returns the captures of chain move mv, if the memo lists it.
func (m *chainMemo) find(mv position.Move) (uint64, bool) {
	if len(m.moves) <= memoScan {
		for i, x := range m.moves {
			if x == mv {
				return m.caps[i], true
			}
		}
		return 0, false
	}
	if !m.indexed {
		m.buildIndex()
	}
	mask := uint32(len(m.index) - 1)
	for h := memoHash(mv, m.shift); m.index[h] != 0; h = (h + 1) & mask {
		if i := m.index[h] - 1; m.moves[i] == mv {
			return m.caps[i], true
		}
	}
	return 0, false
}

// Captures returns the pieces that the chain move m captures in the
// current position, for the side to move, and false when m names no chain
// there. It reads the chains of the position once and remembers them for
// the rest of the ply, so calling it for every move costs one enumeration.
func (g *Core) Captures(m position.Move) (uint64, bool) {
	s := &g.st
	if g.rules.Capture[s.side] == NoCapture {
		return 0, false
	}
	return g.recordChains().find(m)
}
