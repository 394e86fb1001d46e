package search

// evalCache remembers one worker's recent static evaluations by position
// key, for the games whose SearchProfile asks for it (CacheEval): those
// whose evaluation costs microseconds (Hex's flows, Go's regions) and
// whose leaves transpose often. The transposition table has no room for
// an evaluation in its data word, and quiescence and horizon leaves are
// never stored there, so the cache is a table of its own: direct-mapped,
// private to its worker (no atomics), and the newest evaluation takes a
// slot. A position whose key is 0 is never cached, since 0 marks an
// empty slot.
type evalCache struct {
	entries []evalEntry
	mask    uint64
}

type evalEntry struct {
	key   uint64
	score Score
}

// evalCacheBits sizes each worker's cache: 2^16 entries of 16 bytes,
// 1 MiB.
const evalCacheBits = 16

func newEvalCache() *evalCache {
	return &evalCache{entries: make([]evalEntry, 1<<evalCacheBits), mask: 1<<evalCacheBits - 1}
}

// probe returns the cached evaluation of key.
func (c *evalCache) probe(key uint64) (Score, bool) {
	e := &c.entries[key&c.mask]
	return e.score, e.key == key && key != 0
}

// store caches the evaluation s of key.
func (c *evalCache) store(key uint64, s Score) {
	c.entries[key&c.mask] = evalEntry{key, s}
}

// clear empties the cache, so that a cleared engine searches as a new
// one does.
func (c *evalCache) clear() { clear(c.entries) }
