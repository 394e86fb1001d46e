package atarigo

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{
	startPos, seedCapture, suicideWhite, seedDiagram2,
	fullBoard + " b 0 0 0", fullBoard + " b 1 0 0", fullBoard + " b 0 0 2",
	"WB7/B8/9/9/9/9/9/9/9 w 38 39 0",
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	positiontest.FuzzParseMove(f, newGame, fuzzStarts, []string{
		"a1", "I9", "e5", "pass", "PASS", "0000", "j1", "a10", "a0", "a01", "", "a", "1a", "a+1", "i-1", "\xff1", "swap",
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing in a game in progress (its history included),
// and that an accepted one round-trips: its Position() loads again to
// the same string and hash, the hash is the recomputed one, a game in
// progress loads it as a new game does, the game is over exactly when
// there is no move, the evaluation is in range, and play goes on from it.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(fuzzStarts,
		"9/9/9/9/9/9/9/9/9 b 40 40 1", "9/9/9/9/9/9/9/9/9 b 040 40 0", "9/9/9/9/9/9/9/9 b 40 40 0",
		"81 b 0 0 0", "9/9/9/9/9/9/9/9/9 b 40 40 0 0", "BBBBBBBBB/WWWWWWWWW/BBBBBBBBB/WWWWWWWWW/9/9/9/9/9 b 3 3 0",
		"//////// b 1 1 1", "9/9/9/9/4B4/9/9/9/9 w 39 40 0") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		afterE5 := func() *Game {
			g := newGame(t, "")
			play(t, g, "e5")
			return g
		}
		positiontest.CheckSetPosition(t, func() position.Playable { return afterE5() }, s)
		g := afterE5()
		if err := g.SetPosition(s); err != nil {
			if len(g.hist) != 1 {
				t.Fatalf("rejected %q changed the history", s)
			}
			return
		}
		p := g.Position()
		if g.Hash() != g.st.computeHash() {
			t.Fatalf("%q: hash %#x, recomputed %#x", p, g.Hash(), g.st.computeHash())
		}
		if fresh := newGame(t, p); fresh.Hash() != g.Hash() {
			t.Fatalf("%q: hash %#x in a new game, %#x in a game in progress", p, fresh.Hash(), g.Hash())
		}
		moves := g.GenMoves(nil)
		over, _ := g.Outcome()
		if over != (len(moves) == 0) {
			t.Fatalf("%q: over %v with %d moves", p, over, len(moves))
		}
		if !over {
			if e := g.Evaluate(); e <= -100_000 || e >= 100_000 {
				t.Fatalf("%q: Evaluate() = %d", p, e)
			}
			g.GenNoisy(nil)
			g.OrderHints(moves, make([]int32, len(moves)))
		}
	})
}
