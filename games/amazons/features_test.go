package amazons

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// mirror flips a position string's board left to right, a symmetry of
// the board that must not change the features.
func mirror(pos string) string {
	board, side, _ := strings.Cut(pos, " ")
	ranks := strings.Split(board, "/")
	for i, r := range ranks {
		// Expand the runs of empty squares to dots, reverse the rank,
		// and write the runs back as numbers.
		var cells []byte
		for j := 0; j < len(r); j++ {
			switch c := r[j]; {
			case c == '1' && j+1 < len(r) && r[j+1] == '0':
				cells = append(cells, "........."+"."...)
				j++
			case c >= '1' && c <= '9':
				cells = append(cells, strings.Repeat(".", int(c-'0'))...)
			default:
				cells = append(cells, c)
			}
		}
		slices.Reverse(cells)
		var b strings.Builder
		run := 0
		for _, c := range cells {
			if c == '.' {
				run++
				continue
			}
			if run > 0 {
				fmt.Fprint(&b, run)
				run = 0
			}
			b.WriteByte(c)
		}
		if run > 0 {
			fmt.Fprint(&b, run)
		}
		ranks[i] = b.String()
	}
	return strings.Join(ranks, "/") + " " + side
}

// sortedFeatures returns g's features, sorted, and its phase.
func sortedFeatures(g *Game) ([]int32, int) {
	f, phase := g.Features(nil)
	slices.Sort(f)
	return f, phase
}

// featurePositions are the start, the test positions and the positions
// of a few random games.
func featurePositions(t *testing.T) []string {
	out := []string{Start, afterExample, race, corridor}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 3 {
		g := newGame(t)
		for {
			if over, _ := g.Outcome(); over {
				break
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
			if g.ply%7 == 0 {
				out = append(out, g.Position())
			}
		}
	}
	return out
}

// TestFeatures checks what the features count: every empty square once
// in each territory block, every amazon once in its side's mobility and
// liberty blocks; and that a mirrored or colour-swapped position lists
// the same features in the same phase.
func TestFeatures(t *testing.T) {
	for _, pos := range featurePositions(t) {
		g := load(t, pos)
		f, phase := sortedFeatures(g)
		if phase < 0 || phase >= featurePhases {
			t.Fatalf("%s: phase %d", pos, phase)
		}
		count := func(lo, hi int32) int {
			n := 0
			for _, x := range f {
				if x >= lo && x < hi {
					n++
				}
			}
			return n
		}
		empty := g.open.Count()
		me, them := g.n[g.side], g.n[g.side^1]
		for _, c := range []struct {
			name   string
			lo, hi int32
			want   int
		}{
			{"queen territory", fQueen, fKing, empty}, {"king territory", fKing, fOwnMob, empty},
			{"mobility", fOwnMob, fOppMob, me}, {"opponent mobility", fOppMob, fOwnLib, them},
			{"liberties", fOwnLib, fOppLib, me}, {"opponent liberties", fOppLib, fBias, them},
			{"bias", fBias, numFeatures, 1},
		} {
			if n := count(c.lo, c.hi); n != c.want {
				t.Errorf("%s: %d %s features, want %d", pos, n, c.name, c.want)
			}
		}
		for _, img := range []string{mirror(pos), swapColours(pos)} {
			if got, p := sortedFeatures(load(t, img)); !slices.Equal(got, f) || p != phase {
				t.Errorf("%s lists other features than %s:\n%v phase %d\n%v phase %d", img, pos, got, p, f, phase)
			}
		}
	}
}

// TestFeatureClasses checks the classes on a position worked by hand:
// White's amazon on a1 sees b2 at queen distance 1 and c4 at 2 (a king
// needs 3 steps); Black's is on b10, on none of a1's lines.
func TestFeatureClasses(t *testing.T) {
	g := load(t, "1B8/10/10/10/10/10/10/10/10/W9 w")
	var r rays
	r.init(g.open)
	q, k := g.distanceClasses(&r, White, true), g.distanceClasses(&r, White, false)
	b2, c4 := squareBit(box(1, 1)), squareBit(box(2, 3))
	if q[0].And(b2) != b2 || q[1].And(c4) != c4 || k[2].And(c4) != c4 {
		t.Errorf("b2 not at queen distance 1, or c4 not at queen distance 2 and king distance 3")
	}
	if got := mobilityClass(27); got != mobClasses-1 {
		t.Errorf("mobilityClass(27) = %d", got)
	}
	// Each amazon has 27 queen moves: White's 9 along its rank, its file
	// and its diagonal, Black's 9, 9, 1 and 8.
	var counts [2]int
	f, _ := g.Features(nil)
	for _, x := range f {
		switch x {
		case fOwnMob + mobClasses - 1:
			counts[0]++
		case fOppMob + mobClasses - 1:
			counts[1]++
		}
	}
	if counts != [2]int{1, 1} {
		t.Errorf("amazons in the top mobility class, White's and Black's: %v, want 1 each", counts)
	}
}

// TestLearnedEval checks the learned evaluation: Evaluate is the scaled
// sum of the weights of Features, EvalTerms adds up to it, a colour swap
// does not change it, and a side shut in is behind.
func TestLearnedEval(t *testing.T) {
	w, err := shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pos := range featurePositions(t) {
		g := newGame(t, "eval=learned")
		if err := g.SetPosition(pos); err != nil {
			t.Fatal(err)
		}
		f, phase := g.Features(nil)
		e := g.Evaluate()
		if want := learnedScale.Apply(w.Eval(phase, f)); e != want {
			t.Errorf("%s: Evaluate %d, want %d", pos, e, want)
		}
		sum := 0
		for _, term := range g.EvalTerms() {
			sum += term.Score
		}
		if sum != e {
			t.Errorf("%s: EvalTerms add up to %d, Evaluate %d", pos, sum, e)
		}
		h := newGame(t, "eval=learned")
		if err := h.SetPosition(swapColours(pos)); err != nil {
			t.Fatal(err)
		}
		if m := h.Evaluate(); m != e {
			t.Errorf("%s: colour-swapped %d, original %d", pos, m, e)
		}
	}
	for _, tc := range []struct {
		pos  string
		sign int
	}{
		{"Bx8/xx8/10/10/10/10/10/10/10/4W5 w", 1},
		{"Bx8/xx8/10/10/10/10/10/10/10/4W5 b", -1},
	} {
		g := newGame(t, "eval=learned")
		if err := g.SetPosition(tc.pos); err != nil {
			t.Fatal(err)
		}
		if e := g.Evaluate(); e*tc.sign <= 0 {
			t.Errorf("%s: Evaluate %d, want sign %d", tc.pos, e, tc.sign)
		}
	}
}
