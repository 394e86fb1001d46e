package position

// Keys returns n pseudo-random 64-bit Zobrist keys derived from seed. The
// same seed always gives the same keys, so hashes are stable across runs.
// Games call it once, from a package variable initialiser.
func Keys(seed uint64, n int) []uint64 {
	keys := make([]uint64, n)
	s := seed
	for i := range keys {
		// splitmix64
		s += golden
		keys[i] = Mix(s)
	}
	return keys
}

// golden is splitmix64's increment, 2^64 divided by the golden ratio.
const golden = 0x9e3779b97f4a7c15

// Mix scrambles z over all 64 bits (splitmix64's finaliser): nearby
// inputs give unrelated outputs. Games use it for keys they compute
// rather than table, and for hash-table indices.
func Mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// CountKey is the Zobrist key of the value n of a counter (a clock, a ply
// count) that has no bound to table keys for: a different key for each n,
// and, through salt, for each counter.
func CountKey(salt uint64, n int) uint64 { return Mix(uint64(n)*golden + salt) }
