package catsdogs

import "github.com/tabla-games/tabla/position"

// NewBoard returns the start of Snort on a w×h board (1..8 each) for the
// tests of exact play; with zone, the opening rule applies to the middle
// cells (see newGeometry). Each side has enough pieces to fill the board,
// so the supply never binds. The registered game is always New's 8×8
// board.
func NewBoard(w, h int, zone bool) *Game {
	return newGame(newGeometry(w, h, zone, w*h))
}

// NaiveFirstPlayerWins solves Snort on a w×h board with the simple
// implementation of naive_test.go, independently of search and of the
// bitboard move generator.
func NaiveFirstPlayerWins(w, h int, zone bool) bool {
	g := NewBoard(w, h, zone)
	n, err := parseNaive(g.Position(), w, h, zone, w*h)
	if err != nil {
		panic(err)
	}
	return n.wins(map[string]bool{})
}

// NaiveWins solves a position of the registered 8×8 game with the naive
// solver: whether the side to move wins.
func NaiveWins(pos string) bool {
	n, err := parseNaive(pos, standardSize, standardSize, true, standardSupply)
	if err != nil {
		panic(err)
	}
	return n.wins(map[string]bool{})
}

// PlayableCells counts the empty cells where either side could place a
// piece now.
func PlayableCells(g position.Game) int {
	c := g.(*Game)
	return (c.legal(cats) | c.legal(dogs)).Count()
}
