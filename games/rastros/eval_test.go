package rastros

import "testing"

// TestEvalTerms checks the signs of the evaluation's terms.
func TestEvalTerms(t *testing.T) {
	tests := []struct {
		name, pos string
		race      int // sign of the race term
		parity    int // the parity term
	}{
		{"start: e5 is nearer g7, first to move", startPos, -1, 0},
		{"nearer a1, first to move", "7/7/7/7/7/1W5/7 1", 1, 0},
		{"nearer a1, second to move", "7/7/7/7/7/1W5/2B4 2", -1, 0},
		// A full rank 2 and b1 seal the white piece into a strip of
		// rank 1, away from both homes.
		{"closed region of 3 cells", "7/7/7/7/7/BBBBBBB/1BBW3 2", 0, parityWeight},
		{"closed region of 2 cells", "7/7/7/7/7/BBBBBBB/1BBBW2 1", 0, -parityWeight},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			race, parity, _ := g.terms()
			if sign(race) != tc.race || parity != tc.parity {
				t.Errorf("race %d, parity %d; want race sign %d, parity %d", race, parity, tc.race, tc.parity)
			}
			terms := g.EvalTerms()
			if terms[0].Score+terms[1].Score+terms[2].Score != g.Evaluate() {
				t.Errorf("EvalTerms %v do not add up to Evaluate %d", terms, g.Evaluate())
			}
		})
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// TestOrderHints checks that the winning step comes first and the steps
// that lose at once come last.
func TestOrderHints(t *testing.T) {
	tests := []struct {
		pos     string
		mine    int // the mover's home
		theirs  int
		wantWin bool // a step onto the mover's home exists
	}{
		{"7/7/7/7/7/1W5/7 1", homeCells[0], homeCells[1], true},
		{"7/7/7/7/7/1W5/2B4 2", homeCells[1], homeCells[0], false},
		{"5W1/7/7/7/7/7/7 1", homeCells[0], homeCells[1], false},
	}
	for _, tc := range tests {
		t.Run(tc.pos, func(t *testing.T) {
			g := load(t, tc.pos)
			moves := g.GenMoves(nil)
			scores := make([]int32, len(moves))
			g.OrderHints(moves, scores)
			for k, m := range moves {
				to := moveTo(m)
				losing := to == tc.theirs || neighbours[to].Has(tc.theirs)
				if losing != (scores[k] <= -500) {
					t.Errorf("%s: score %d, loses at once = %v", g.FormatMove(m), scores[k], losing)
				}
				if (to == tc.mine) != (scores[k] == 1000) {
					t.Errorf("%s: score %d", g.FormatMove(m), scores[k])
				}
			}
		})
	}
}
