package chomp

// NaiveWins solves a position with the naive implementation of
// naive_test.go, independently of the search and of the bitboard move
// generator: whether the side to move wins.
func NaiveWins(pos string) bool {
	nv, err := parseNaive(pos)
	if err != nil {
		panic(err)
	}
	return nv.wins(map[string]bool{})
}
