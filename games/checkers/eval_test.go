package checkers

import (
	"math/rand/v2"
	"testing"
)

func breakdown(t *testing.T, pos string) Breakdown {
	t.Helper()
	return setup(t, nil, pos).Breakdown()
}

func TestMaterial(t *testing.T) {
	tests := []struct {
		pos          string
		black, white int
	}{
		{"", 12 * manValue, 12 * manValue},
		{"B:W29,K30:B1,2,K3", 2*manValue + kingValue, manValue + kingValue},
		{"W:W:BK1", kingValue, 0},
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			b := breakdown(t, tc.pos)
			if b[Material][Black] != tc.black || b[Material][White] != tc.white {
				t.Errorf("material = %d, %d; want %d, %d", b[Material][Black], b[Material][White], tc.black, tc.white)
			}
		})
	}
	if kingValue < 130 || kingValue > 150 || manValue != 100 {
		t.Errorf("man %d, king %d: want 100 and 130..150", manValue, kingValue)
	}
}

// TestTerms checks each positional term on a pair of positions that
// differ in the feature it measures: the term is worth more to side in
// better than in worse.
func TestTerms(t *testing.T) {
	tests := []struct {
		name          string
		term          Term
		side          Side
		better, worse string
	}{
		{"men gain by advancing", Advance, Black, "B:W32:B13", "B:W32:B5"},
		{"white men advance downwards", Advance, White, "W:W12:BK30", "W:W28:BK30"},
		{"a man with a free path is a runaway", Runaway, Black, "B:W24:B22", "B:W31:B22"},
		{"a white runaway", Runaway, White, "B:W11:B9", "B:W11:B3"},
		{"nearer the crown the runaway is worth more", Runaway, Black, "B:WK4:B22", "B:WK4:B14"},
		{"the bridge guards the king row", Guard, Black, "B:W21,22:B1,3", "B:W21,22:B2,4"},
		{"White's bridge is 30 and 32", Guard, White, "B:W30,32:B11,12", "B:W29,31:B11,12"},
		{"the guard matters while enemy men remain", Guard, Black, "B:W21,22:B1,3", "B:WK21,K22:B1,3"},
		{"more enemy men, more need of the guard", Guard, Black, "B:W21,22,23,24:B1,3", "B:W21:B1,3"},
		{"men in the centre", Centre, Black, "B:W32:B15", "B:W32:B16"},
		{"White's centre", Centre, White, "B:W18:B4", "B:W17:B4"},
		{"central kings", KingPlace, Black, "B:W32:BK15", "B:W32:BK4"},
		{"free kings", KingMobility, Black, "B:W32:BK15", "B:W32:BK15,10,11"},
		{"trade down when ahead", Trade, Black, "B:W29:B1,2", "B:W25,26,27,28,29:B1,2,3,4,5,6"},
		{"White trades down too", Trade, White, "B:W5,6:B28", "B:W5,6,7,8,9,10:B23,24,25,26,27"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			good, bad := breakdown(t, tc.better)[tc.term][tc.side], breakdown(t, tc.worse)[tc.term][tc.side]
			if good <= bad {
				t.Errorf("%v for %v: %d in %s, not more than %d in %s", tc.term, tc.side, good, tc.better, bad, tc.worse)
			}
		})
	}
}

func TestTradeOnlyForTheSideAhead(t *testing.T) {
	tests := []struct {
		pos          string
		black, white bool // which side gets a trade bonus
	}{
		{"B:W29:B1,2", true, false},
		{"B:W5,6:B28", false, true},
		{"B:W29,30:B1,2", false, false},
		{"", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			b := breakdown(t, tc.pos)
			if (b[Trade][Black] > 0) != tc.black || (b[Trade][White] > 0) != tc.white || b[Trade][Black] < 0 || b[Trade][White] < 0 {
				t.Errorf("trade = %d, %d", b[Trade][Black], b[Trade][White])
			}
		})
	}
}

func TestEvaluateSide(t *testing.T) {
	tests := []struct {
		pos      string
		positive bool
	}{
		{"B:W29:B1,2", true},
		{"W:W29:B1,2", false},
		{"W:W29,30:B1", true},
		{"B:W32:B22", true}, // an advanced man beats one at home
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			g := setup(t, nil, tc.pos)
			if e := g.Evaluate(); (e > 0) != tc.positive {
				t.Errorf("Evaluate() = %d, want positive = %v\n%s", e, tc.positive, g.Breakdown().String())
			}
		})
	}
	if e := New(DefaultConfig()).Evaluate(); e != 0 {
		t.Errorf("the symmetric start evaluates to %d", e)
	}
}

// mirror turns the board half round and swaps the colours and the side
// to move: the same position seen by the other player.
func mirror(g *Game) *Game {
	m := New(g.cfg)
	st := g.st
	st.pieces = [2]uint32{rotate(g.st.pieces[White]), rotate(g.st.pieces[Black])}
	st.kings = rotate(g.st.kings)
	st.side ^= 1
	m.reset(st)
	return m
}

// TestEvalSymmetry plays random games and checks at every position that
// the evaluation of the mirrored position is the same, term by term with
// the sides swapped, and that EvalTerms adds up to Evaluate.
func TestEvalSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	games := 40
	if testing.Short() {
		games = 10
	}
	for i := 0; i < games; i++ {
		g := New(DefaultConfig())
		for {
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			m := mirror(g)
			b, mb := g.Breakdown(), m.Breakdown()
			for term := Term(0); term < nTerms; term++ {
				if b[term][Black] != mb[term][White] || b[term][White] != mb[term][Black] {
					t.Fatalf("%s: %v = %v, mirrored %s: %v", g.Position(), term, b[term], m.Position(), mb[term])
				}
			}
			if g.Evaluate() != m.Evaluate() {
				t.Fatalf("%s evaluates to %d, mirrored %d", g.Position(), g.Evaluate(), m.Evaluate())
			}
			sum := 0
			for _, term := range g.EvalTerms() {
				sum += term.Score
			}
			if sum != g.Evaluate() {
				t.Fatalf("%s: EvalTerms add up to %d, Evaluate is %d", g.Position(), sum, g.Evaluate())
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}
