package atarigo

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// The ladder of the exact tests: White e5 with two liberties (e4, f5)
// against Black d5, e6, f4. Either atari drives it along a diagonal to
// the edge.
var (
	ladderBlack = []string{"d5", "e6", "f4"}
	ladderWhite = []string{"e5"}
)

// TestEvalTerms checks each decisive term and the ladder reader on
// positions built for it.
func TestEvalTerms(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		term   Term
		want   int      // the term's value
		ladder []string // the ladder moves the reader may return; nil: none
	}{
		{"a capture wins", seedCapture, TermCapture, winNow, nil},
		{"no stone to capture with", strings3(seedCapture, "b 0 33 0"), TermCapture, 0, nil},
		{"two groups in atari lose", stones([]string{"b4", "c5", "f4", "e5", "d4"}, []string{"c4", "e4"}, "w 35 38 0"), TermCapture, -lostNow, nil},
		{"one group in atari can run", stones([]string{"b4", "c5", "d4"}, []string{"c4", "f6"}, "w 37 38 0"), TermCapture, 0, nil},
		{"a threat without stones to carry it out", stones([]string{"b4", "c5", "f4", "e5", "d4"}, []string{"c4", "e4"}, "w 0 38 0"), TermCapture, 0, nil},
		{"an escape into a second atari loses", stones([]string{"a2", "b3", "c2", "c1"}, []string{"b2", "e5"}, "w 36 38 0"), TermCapture, -lostNow, nil},
		{"a ladder wins", stones(ladderBlack, ladderWhite, "b 37 39 0"), TermLadder, ladderWin, []string{"e4", "f5"}},
		{"a ladder to the corner", stones([]string{"b3", "c2"}, []string{"b2"}, "b 38 39 0"), TermLadder, ladderWin, []string{"a2", "b1"}},
		{"a double atari is a ladder of one move", stones([]string{"b4", "c5", "f4", "e5"}, []string{"c4", "e4"}, "b 36 38 0"), TermLadder, ladderWin, []string{"d4"}},
		{"breakers on both diagonals", stones(ladderBlack, []string{"e5", "g7", "c3"}, "b 37 37 0"), TermLadder, 0, nil},
		{"one breaker leaves the other way", stones(ladderBlack, []string{"e5", "c3"}, "b 37 38 0"), TermLadder, ladderWin, []string{"e4"}},
		{"no stones to finish the ladder", stones(ladderBlack, ladderWhite, "b 1 39 0"), TermLadder, 0, nil},
		{"the opponent's ladder", stones(ladderBlack, ladderWhite, "w 37 39 0"), TermLadder, -ladderThreat, nil},
		{"two of them", stones([]string{"d5", "e6", "f4", "b3", "c2"}, []string{"e5", "b2"}, "w 35 38 0"), TermLadder, -ladderTwo, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.pos)
			b := g.Breakdown()
			if b[tc.term] != tc.want {
				t.Errorf("%v = %d, want %d (%v)", tc.term, b[tc.term], tc.want, b)
			}
			if g.Evaluate() != b.Total() {
				t.Errorf("Evaluate() = %d, breakdown total %d", g.Evaluate(), b.Total())
			}
			m := g.ownLadder(g.analyse())
			if tc.ladder == nil {
				if m >= 0 && tc.term == TermLadder && tc.want <= 0 {
					t.Errorf("ladder move %s, want none", pointNames[m])
				}
				return
			}
			if m < 0 || !slices.Contains(tc.ladder, pointNames[m]) {
				t.Errorf("ladder move %d, want one of %v", m, tc.ladder)
			}
		})
	}
}

// strings3 replaces the fields after the board of a position string.
func strings3(pos, rest string) string {
	for i := range pos {
		if pos[i] == ' ' {
			return pos[:i+1] + rest
		}
	}
	return pos
}

// TestLadderLength checks the length the reader gives a ladder against
// hand counts: the corner ladder is atari, atari, capture; the long one is
// the eight moves f5 e3 c4 d2 b3 c1 a2 a1 (or its mirror image).
func TestLadderLength(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		tgt  string
		want int
	}{
		{"corner", stones([]string{"b3", "c2"}, []string{"b2"}, "b 38 39 0"), "b2", 3},
		{"centre to corner", stones(ladderBlack, ladderWhite, "b 37 39 0"), "e5", 8},
		{"double atari", stones([]string{"b4", "c5", "f4", "e5"}, []string{"c4", "e4"}, "b 36 38 0"), "c4", 2},
		{"broken", stones(ladderBlack, []string{"e5", "g7", "c3"}, "b 37 37 0"), "e5", noLadder},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.pos)
			lr := ladderReader{budget: 10_000}
			if _, n := lr.attack(board{g.st.stones, g.st.reserve}, g.st.side, pointOf(t, tc.tgt), set{}); n != tc.want {
				t.Errorf("length %d, want %d", n, tc.want)
			}
		})
	}
}

// transform returns g's position under one of the eight symmetries of
// the square (sym 0..7), with the colours swapped (reserves and side to
// move too) if swap is set.
func transform(g *Game, sym int, swap bool) *Game {
	var st state
	for c := Black; c <= White; c++ {
		to := c
		if swap {
			to ^= 1
		}
		for s := g.st.stones[c]; !s.empty(); {
			p := s.pop()
			x, y := p%size, p/size
			if sym&1 != 0 {
				x = size - 1 - x
			}
			if sym&2 != 0 {
				y = size - 1 - y
			}
			if sym&4 != 0 {
				x, y = y, x
			}
			st.stones[to] = st.stones[to].or(pointSet(y*size + x))
		}
		st.reserve[to] = g.st.reserve[c]
	}
	st.side, st.passes, st.captured = g.st.side, g.st.passes, g.st.captured
	if swap {
		st.side ^= 1
	}
	st.hash = st.computeHash()
	return &Game{st: st}
}

// TestEvalSymmetry plays random games and checks at every position that
// the evaluation, term by term, does not change when the board is turned
// or mirrored or the colours are swapped.
func TestEvalSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	games := 20
	if testing.Short() {
		games = 4
	}
	for range games {
		g := newGame(t, "")
		for {
			if over, _ := g.Outcome(); over {
				break
			}
			b := g.Breakdown()
			for sym := range 8 {
				for _, swap := range []bool{false, true} {
					if mb := transform(g, sym, swap).Breakdown(); mb != b {
						t.Fatalf("%s: %v\nsymmetry %d swap %v: %v", g.Position(), b, sym, swap, mb)
					}
				}
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
	if e := newGame(t, "").Evaluate(); e != tempo {
		t.Errorf("the empty board evaluates to %d, want the tempo %d", e, tempo)
	}
}

// TestLadderProofs plays every ladder the evaluation claims in random
// positions against a defender who tries every legal answer, and checks
// that the attacker, following the reader, captures within the length it
// gave: the reader's claims are proofs.
func TestLadderProofs(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	games := 60
	if testing.Short() {
		games = 10
	}
	claims := 0
	for range games {
		g := newGame(t, "")
		for {
			if over, _ := g.Outcome(); over {
				break
			}
			if m := g.ownLadder(g.analyse()); m >= 0 {
				claims++
				an := g.analyse()
				best := noLadder
				for i := 0; i < min(an.n2[g.st.side^1], maxReads); i++ {
					lr := ladderReader{budget: ladderBudget}
					_, n := lr.attack(board{g.st.stones, g.st.reserve}, g.st.side, int(an.twoGroups[g.st.side^1][i]), set{})
					best = min(best, n)
				}
				if !attackerWins(g, best, set{}) {
					t.Fatalf("%s: the ladder at %s does not capture within %d moves", g.Position(), pointNames[m], best)
				}
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
	t.Logf("%d ladder claims checked", claims)
	if claims == 0 {
		t.Error("no ladder claimed in the random games")
	}
}

// attackerWins reports whether the side to move wins within n moves by
// capturing when it can and otherwise playing the first move of the
// shortest ladder the reader proves from here, whatever the defender
// answers: a brute force over every defender move. placed holds the
// stones of the line so far, as the reader expects.
func attackerWins(g *Game, n int, placed set) bool {
	if n <= 0 {
		return false
	}
	st := &g.st
	us, them := st.side, st.side^1
	an := g.analyse()
	if st.reserve[us] > 0 && !an.atari[them].empty() {
		return true // the capture
	}
	move, best := -1, noLadder
	for i := 0; i < an.n2[them]; i++ {
		lr := ladderReader{budget: ladderBudget}
		if m, k := lr.attack(board{st.stones, st.reserve}, us, int(an.twoGroups[them][i]), placed); k < best {
			move, best = m, k
		}
	}
	if best > n {
		return false
	}
	g.Make(position.Move(move))
	defer g.Unmake()
	if over, _ := g.Outcome(); over {
		return true
	}
	for _, r := range g.GenMoves(nil) {
		g.Make(r)
		over, _ := g.Outcome()
		next := placed.or(pointSet(move))
		if r != movePass {
			next = next.or(pointSet(int(r)))
		}
		ok := !over && attackerWins(g, n-1, next)
		g.Unmake()
		if !ok {
			return false
		}
	}
	return true
}

// TestGenNoisy checks the quiescence moves: captures, else the forced
// escape, else a ladder.
func TestGenNoisy(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		want   []string
		forced bool
	}{
		{"captures", seedCapture, []string{"a8", "i8"}, true},
		{"the escape", stones([]string{"b4", "c5", "d4"}, []string{"c4", "f6"}, "w 37 38 0"), []string{"c3"}, true},
		{"lost: one move for all", stones([]string{"b4", "c5", "f4", "e5", "d4"}, []string{"c4", "e4"}, "w 35 38 0"), []string{"c3"}, true},
		{"lost without stones: pass", stones([]string{"b4", "c5", "d4"}, []string{"c4", "f6"}, "w 37 0 0"), []string{"pass"}, true},
		{"a ladder", stones([]string{"b3", "c2"}, []string{"b2"}, "b 38 39 0"), []string{"b1"}, false},
		{"quiet", startPos, nil, false},
		{"finished", "WB7/B8/9/9/9/9/9/9/9 w 38 39 0", nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.pos)
			moves, forced := g.GenNoisy(nil)
			var got []string
			for _, m := range moves {
				got = append(got, g.FormatMove(m))
			}
			if !slices.Equal(got, tc.want) || forced != tc.forced {
				t.Errorf("GenNoisy = %v, %v; want %v, %v", got, forced, tc.want, tc.forced)
			}
			legal := legalTexts(g)
			for _, m := range got {
				if !slices.Contains(legal, m) {
					t.Errorf("noisy move %s is not legal", m)
				}
			}
		})
	}
}

// TestOrderHints checks the ranking classes on one position.
func TestOrderHints(t *testing.T) {
	// Black to move. White b8-c8 has one liberty: a8 captures. Black g7
	// is in atari under a white net: g6 runs (into a second atari, but
	// it is the only run). White h2 has two liberties: g2 ataris it. i9
	// next to White h9 is a self-atari.
	pos := stones([]string{"a9", "b9", "c9", "d8", "b7", "c7", "g7", "i1", "h1", "i2"},
		[]string{"b8", "c8", "h2", "f7", "g8", "h7", "f6", "h6", "h9"}, "b 30 31 0")
	g := newGame(t, pos)
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	rank := map[string]int32{}
	for i, m := range moves {
		rank[g.FormatMove(m)] = scores[i]
	}
	order := []string{"a8", "g6", "g2", "e5", "a1", "i9"} // capture, escape, atari, centre, edge, self-atari
	for i := 1; i < len(order); i++ {
		if rank[order[i-1]] <= rank[order[i]] {
			t.Errorf("%s (%d) not above %s (%d)", order[i-1], rank[order[i-1]], order[i], rank[order[i]])
		}
	}
}
