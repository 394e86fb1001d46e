package domineering

import (
	"sync"
	"sync/atomic"
)

// shared is the solver's state common to a game and its clones: the table
// of proven values and the table of nodes being searched. Both are safe for
// concurrent use: a table entry is a pair of atomic words.
type shared struct {
	once    sync.Once
	logSize int // log2 of the number of buckets
	table   []atomic.Uint64
	busy    []atomic.Uint64
	// active counts the Solve calls under way, so that a lone thread does
	// not pay for sharing work; it is read at every node, as threads come
	// and go.
	active atomic.Int32
}

const (
	// bucketWays is the number of entries in a bucket of the table: four
	// entries of two words fill one 64-byte cache line.
	bucketWays = 4
	// busyBits sizes the table of nodes being searched.
	busyBits = 14
)

// newShared prepares, but does not yet allocate, the tables for a board of
// the given number of cells: from 2^10 buckets (64 KiB) for tiny boards up
// to 2^20 (64 MiB) for 8×8. Most games never solve anything.
func newShared(cells int) *shared {
	return &shared{logSize: min(max(cells/3, 10), 20)}
}

func (sh *shared) alloc() {
	sh.once.Do(func() {
		sh.table = make([]atomic.Uint64, 2*bucketWays<<sh.logSize)
		sh.busy = make([]atomic.Uint64, 1<<busyBits)
	})
}

// mix is a bijective scramble of a key (murmur3's finaliser). The table
// stores mixed keys, so that a torn read of an entry that another thread
// is writing looks like an unrelated key, never like a near one, and their
// high bits index the buckets.
func mix(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	k *= 0xc4ceb9fe1a85ec53
	k ^= k >> 33
	return k
}

// An entry holds mk^data and data, where mk is the mixed key. Data: bit 0
// is the value (1 = the side to move wins), bits 1-6 the work (log2 of the
// nodes the proof took), bit 7 is always set so that data is never zero
// and an empty entry never matches.
const (
	dataWin  = 1
	dataUsed = 1 << 7
)

func (sh *shared) bucket(mk uint64) int { return int(mk>>(64-sh.logSize)) * 2 * bucketWays }

// probe looks up a mixed key; ok is false when the table does not have it.
func (sh *shared) probe(mk uint64) (win, ok bool) {
	b := sh.bucket(mk)
	for i := b; i < b+2*bucketWays; i += 2 {
		d := sh.table[i+1].Load()
		if sh.table[i].Load()^d == mk && d != 0 {
			return d&dataWin != 0, true
		}
	}
	return false, false
}

// store records a proven value, replacing the entry of the same key or else
// the one that took the least work. Values are exact and never go stale,
// so entries need no age.
func (sh *shared) store(mk uint64, win bool, work int) {
	d := uint64(dataUsed | min(work, 63)<<1)
	if win {
		d |= dataWin
	}
	b := sh.bucket(mk)
	victim, least := b, uint64(1<<63)
	for i := b; i < b+2*bucketWays; i += 2 {
		od := sh.table[i+1].Load()
		if od == 0 || sh.table[i].Load()^od == mk {
			victim = i
			break
		}
		if w := od >> 1 & 63; w < least {
			victim, least = i, w
		}
	}
	sh.table[victim].Store(mk ^ d)
	sh.table[victim+1].Store(d)
}
