package position

// Keys returns n pseudo-random 64-bit Zobrist keys derived from seed. The
// same seed always gives the same keys, so hashes are stable across runs.
// Games call it once, from a package variable initialiser.
func Keys(seed uint64, n int) []uint64 {
	keys := make([]uint64, n)
	s := seed
	for i := range keys {
		// splitmix64
		s += 0x9e3779b97f4a7c15
		z := s
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		keys[i] = z ^ z>>31
	}
	return keys
}
