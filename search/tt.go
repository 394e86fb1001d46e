package search

import (
	"math"
	"sync/atomic"

	"github.com/tabla-games/tabla/position"
)

// The transposition table is shared by every Lazy SMP worker without
// locks. Each entry is two atomic words: the position key XOR the data,
// and the data. A reader accepts an entry only when the XOR of the two
// words gives back its key, so an entry torn by two threads writing at
// once reads as a miss instead of as a wrong entry.
//
// The data word packs, from the low bits up:
//
//	bits  0..31  move (position.NoMove when none)
//	bits 32..51  score + scoreBias (20 bits)
//	bits 52..58  depth (7 bits; depthSolved marks a depth-independent value)
//	bits 59..60  bound + 1 (0 marks an empty entry)
//	bits 61..63  generation (3 bits, for aging)
type ttTable struct {
	entries []ttEntry
	mask    uint64 // bucket index mask
	gen     uint64 // current generation, 0..7; written only while idle
	// filled logs the bucket of every entry written while empty, so that
	// clear need only empty those: a short search (a batch analysis at a
	// shallow depth) fills few entries of a large table, and emptying the
	// whole table cost more than the search. Once more entries are
	// filled than the log holds (nFilled > len(filled)), clear empties
	// the whole table.
	filled  []uint32
	nFilled atomic.Int64
}

// ttLogShare is the share of the table's buckets that the fill log
// holds: past it, emptying the logged buckets one by one (a cache miss
// each) costs about as much as emptying the whole table in one sweep.
const ttLogShare = 32

type ttEntry struct {
	key  atomic.Uint64 // position key ^ data
	data atomic.Uint64
}

// ttBucket entries share one index, which gives replacement a choice and
// keeps a probe within one 64-byte cache line.
const ttBucket = 4

const (
	scoreBias   = 1 << 19
	scoreShift  = 32
	depthShift  = 52
	boundShift  = 59
	genShift    = 61
	depthSolved = 127 // a subtree solved to the end, valid at any depth
	maxTTDepth  = depthSolved - 1
	entryBytes  = 16
)

// ttHit is one decoded entry.
type ttHit struct {
	move  position.Move
	score Score // relative to the node: see toTT and fromTT
	depth int
	bound Bound
}

// solved reports whether the entry holds a value independent of depth.
func (h ttHit) solved() bool { return h.depth == depthSolved }

func newTable(mb int) *ttTable {
	if mb < 1 {
		mb = 1
	}
	n := uint64(1)
	for n*2*entryBytes <= uint64(mb)<<20 {
		n *= 2
	}
	if n < ttBucket {
		n = ttBucket
	}
	buckets := n / ttBucket
	return &ttTable{entries: make([]ttEntry, n), mask: buckets - 1, filled: make([]uint32, buckets/ttLogShare)}
}

// clear empties the table and restarts the generations, so that a
// cleared engine behaves exactly as a new one. Called only while idle.
func (t *ttTable) clear() {
	if n := t.nFilled.Load(); n > int64(len(t.filled)) {
		clear(t.entries)
	} else {
		for _, b := range t.filled[:n] {
			i := uint64(b) * ttBucket
			clear(t.entries[i : i+ttBucket])
		}
	}
	t.nFilled.Store(0)
	t.gen = 0
}

// logFill records that an empty entry of bucket b is being written. The
// count goes one past the log's end to mark it overflowed, then stops.
func (t *ttTable) logFill(b uint64) {
	if t.nFilled.Load() > int64(len(t.filled)) {
		return
	}
	if n := t.nFilled.Add(1); n <= int64(len(t.filled)) {
		t.filled[n-1] = uint32(b)
	}
}

// newSearch starts a generation, which ages the entries of earlier ones.
// Called only while idle.
func (t *ttTable) newSearch() { t.gen = (t.gen + 1) & 7 }

func (t *ttTable) bucket(key uint64) []ttEntry {
	i := (key & t.mask) * ttBucket
	return t.entries[i : i+ttBucket : i+ttBucket]
}

func decode(d uint64) ttHit {
	return ttHit{
		move:  position.Move(uint32(d)),
		score: Score(int64(d>>scoreShift&(1<<20-1)) - scoreBias),
		depth: int(d >> depthShift & 127),
		bound: Bound(d>>boundShift&3) - 1,
	}
}

// probe looks key up.
func (t *ttTable) probe(key uint64) (ttHit, bool) {
	b := t.bucket(key)
	for i := range b {
		d := b[i].data.Load()
		if b[i].key.Load()^d == key && d>>boundShift&3 != 0 {
			return decode(d), true
		}
	}
	return ttHit{}, false
}

// store records a search result. Within the bucket it overwrites the
// entry of the same position, unless that one holds clearly deeper
// information of this search; otherwise the entry worth least, where an
// entry loses worth with its age in searches. A NoMove keeps the move
// already known for the position.
func (t *ttTable) store(key uint64, m position.Move, s Score, depth int, b Bound) {
	if depth < 0 {
		depth = 0
	}
	if depth > depthSolved {
		depth = depthSolved
	}
	b0 := t.bucket(key)
	victim, worst := 0, math.MaxInt
	empty := false // the victim is an empty entry
	for i := range b0 {
		d := b0[i].data.Load()
		if d>>boundShift&3 == 0 {
			if worst > math.MinInt {
				victim, worst, empty = i, math.MinInt, true
			}
			continue
		}
		if b0[i].key.Load()^d == key {
			empty = false
			old := decode(d)
			if m == position.NoMove {
				m = old.move
			}
			// Keep deeper information of this search, and a solved
			// value of any search: it holds at every depth.
			if old.solved() && depth != depthSolved ||
				b != Exact && depth+2 < old.depth && d>>genShift == t.gen {
				return
			}
			victim = i
			break
		}
		// A solved entry weighs as a deep one, not as an unbounded one,
		// so that age still clears it out.
		age := int((t.gen - d>>genShift) & 7)
		if v := min(int(d>>depthShift&127), 64) - 8*age; v < worst {
			victim, worst = i, v
		}
	}
	d := uint64(uint32(m)) |
		uint64(int64(s)+scoreBias)<<scoreShift |
		uint64(depth)<<depthShift |
		uint64(b+1)<<boundShift |
		t.gen<<genShift
	if empty {
		t.logFill(key & t.mask)
	}
	e := &b0[victim]
	e.key.Store(key ^ d)
	e.data.Store(d)
}

// hashfull is the per mille of sampled entries written in this search.
func (t *ttTable) hashfull() int {
	n := min(len(t.entries), 1000)
	used := 0
	for i := range n {
		d := t.entries[i].data.Load()
		if d>>boundShift&3 != 0 && d>>genShift == t.gen {
			used++
		}
	}
	return used * 1000 / n
}

// toTT makes a mate score relative to the node at ply, so that the entry
// holds across transpositions reached at other plies.
func toTT(s Score, ply int) Score {
	switch {
	case s > Mate-position.MaxPly:
		return s + Score(ply)
	case s < -Mate+position.MaxPly:
		return s - Score(ply)
	}
	return s
}

// fromTT is the inverse of toTT.
func fromTT(s Score, ply int) Score {
	switch {
	case s > Mate-position.MaxPly:
		return s - Score(ply)
	case s < -Mate+position.MaxPly:
		return s + Score(ply)
	}
	return s
}
