package dotsboxes

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// dotMaps are the board's symmetries as maps of dots, written here apart
// from symmetries: the mirrors, the half turn, and on a square board the
// transpositions.
func dotMaps(rows, cols int) []func(f, r int) (int, int) {
	maps := []func(f, r int) (int, int){
		func(f, r int) (int, int) { return cols - 1 - f, r },
		func(f, r int) (int, int) { return f, rows - 1 - r },
		func(f, r int) (int, int) { return cols - 1 - f, rows - 1 - r },
	}
	if rows == cols {
		maps = append(maps,
			func(f, r int) (int, int) { return r, f },
			func(f, r int) (int, int) { return rows - 1 - r, f },
			func(f, r int) (int, int) { return r, cols - 1 - f },
			func(f, r int) (int, int) { return rows - 1 - r, cols - 1 - f },
		)
	}
	return maps
}

// imageMove is the text of the image of move m of g under the dot map.
func imageMove(g *Game, m position.Move, dot func(f, r int) (int, int)) string {
	a, b, _ := strings.Cut(g.FormatMove(m), "-")
	f1, r1, _ := position.ParseCellName(a)
	f2, r2, _ := position.ParseCellName(b)
	f1, r1 = dot(f1, r1)
	f2, r2 = dot(f2, r2)
	return position.CellName(f1, r1) + "-" + position.CellName(f2, r2)
}

// swapSides swaps the owners of the boxes and the side to move in a
// position string.
func swapSides(pos string) string {
	return strings.Map(func(c rune) rune {
		switch c {
		case 'X':
			return 'O'
		case 'O':
			return 'X'
		case 'x':
			return 'o'
		case 'o':
			return 'x'
		}
		return c
	}, pos)
}

// sortedFeatures returns g's features, sorted, and its phase.
func sortedFeatures(g *Game) ([]int32, int) {
	f, phase := g.Features(nil)
	slices.Sort(f)
	return f, phase
}

// TestFeatures plays random games on boards square and not, and checks
// at every position that each image under the board's symmetries (the
// same moves' images played on a fresh board) and the position with the
// sides swapped list the same features in the same phase, and that each
// block has its one-hot features once.
func TestFeatures(t *testing.T) {
	tests := []struct {
		rows, cols int
		games      int
	}{
		{5, 6, 6},
		{4, 4, 6},
		{3, 5, 6},
		{6, 6, 3},
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range tests {
		settings := []string{"rows=" + strconv.Itoa(tc.rows), "cols=" + strconv.Itoa(tc.cols)}
		maps := dotMaps(tc.rows, tc.cols)
		if want := len(newGame(t, settings...).geo.syms); want != len(maps) {
			t.Fatalf("%d×%d: %d symmetries, want %d", tc.rows, tc.cols, want, len(maps))
		}
		for range tc.games {
			g := newGame(t, settings...)
			images := make([]*Game, len(maps))
			for i := range images {
				images[i] = newGame(t, settings...)
			}
			for {
				f, phase := sortedFeatures(g)
				if phase < 0 || phase >= featurePhases {
					t.Fatalf("%s: phase %d", g.Position(), phase)
				}
				checkOneHot(t, g, f)
				for i, img := range images {
					if got, p := sortedFeatures(img); !slices.Equal(got, f) || p != phase {
						t.Fatalf("image %d %s lists other features than %s:\n%v phase %d\n%v phase %d",
							i, img.Position(), g.Position(), got, p, f, phase)
					}
				}
				sw := newGame(t, settings...)
				if err := sw.SetPosition(swapSides(g.Position())); err != nil {
					t.Fatal(err)
				}
				if got, p := sortedFeatures(sw); !slices.Equal(got, f) || p != phase {
					t.Fatalf("%s lists other features than %s", sw.Position(), g.Position())
				}
				if over, _ := g.Outcome(); over {
					break
				}
				moves := g.GenMoves(nil)
				m := moves[rng.IntN(len(moves))]
				for i, img := range images {
					play(t, img, imageMove(g, m, maps[i]))
				}
				g.Make(m)
			}
		}
	}
}

// checkOneHot checks the features that count once: a class of boxes to
// take, a chain fight context, a long chain rule parity, the bias; and
// that the box features count the sides' boxes.
func checkOneHot(t *testing.T, g *Game, f []int32) {
	t.Helper()
	count := func(lo, hi, step, at int32) int {
		n := 0
		for _, x := range f {
			if x >= lo && x < hi && (x-lo)%step == at {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		name         string
		lo, hi, step int32
		at           int32
		want         int
	}{
		{"boxes to take class", fTakeClass, fContext, 1, 0, 1},
		{"context bias", fContext, fRule, contextLen, cBias, 1},
		{"rule bias", fRule, fBias, ruleLen, rBias, 1},
		{"bias", fBias, numFeatures, 1, 0, 1},
		{"own boxes", fOwn, fOpp, 1, 0, g.score[g.side]},
		{"other side's boxes", fOpp, fTake, 1, 0, g.score[g.side^1]},
	} {
		if n := count(c.lo, c.hi, c.step, c.at); n != c.want {
			t.Fatalf("%s: %d %s features, want %d", g.Position(), n, c.name, c.want)
		}
	}
}

// TestFeatureValues checks the features of positions worked by hand.
func TestFeatureValues(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		want     []int32
	}{
		// One chain of four boxes, no safe line: x must open it and
		// loses the four; the rule agrees (5 lines, 4 boxes, 1 chain:
		// even, so the other side is in control).
		{"chain of four", []string{"rows=2", "cols=5"}, "----/9/---- x", []int32{
			fTakeClass,
			fContext + cChain + 1, fContext + cLong, fContext + cLong, fContext + cLong, fContext + cLong,
			fContext + cLoss, fContext + cLoss, fContext + cLoss, fContext + cLoss, fContext + cBias,
			fRule + rChains, fRule + rLong, fRule + rLong, fRule + rLong, fRule + rLong, fRule + rBias,
			fBias,
		}},
		// A loop of four: o must open it and loses the four; no long
		// chain, so the rule sees 4 lines and 4 boxes, even.
		{"loop of four", []string{"rows=3", "cols=3"}, "--/|3|/2/|3|/-- o", []int32{
			fTakeClass,
			fContext + cLoop, fContext + cLong, fContext + cLong, fContext + cLong, fContext + cLong,
			fContext + cLoss, fContext + cLoss, fContext + cLoss, fContext + cLoss, fContext + cBias,
			fRule + rLoops, fRule + rLong, fRule + rLong, fRule + rLong, fRule + rLong, fRule + rBias,
			fBias,
		}},
		// x owns a1 and can take b1, which has three sides, and then c1:
		// two to take, then nothing is left.
		{"boxes to take", []string{"rows=2", "cols=4"}, "---/|X|4/--- x", []int32{
			fOwn, fTake, fTake, fTakeClass + 2, fContext + cBias, fRule + rBias, fBias,
		}},
		// The start of the 2×2 board: two safe lines (the bottom and the
		// top, in line order), then the side to move must give the box
		// away; the rule counts 4 lines, 1 box and no long chain, odd.
		{"safe lines", []string{"rows=2", "cols=2"}, "1/3/1 x", []int32{
			fTakeClass, fContext + 2*contextLen + cOnes, fContext + 2*contextLen + cLoss,
			fContext + 2*contextLen + cBias, fRule + ruleLen + rBias, fBias,
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			got, _ := sortedFeatures(g)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("features %v, want %v", got, want)
			}
		})
	}
	for _, tc := range []struct{ u, b, k int }{{5, 4, 1}, {4, 4, 0}, {7, 5, 1}} {
		if got, want := ruleControl(tc.u, tc.b, tc.k), (tc.u+tc.b+tc.k)%2 == 1; got != want {
			t.Errorf("ruleControl(%d, %d, %d) = %v", tc.u, tc.b, tc.k, got)
		}
	}
}

// TestLearnedEval checks the learned evaluation: Evaluate is the scaled
// sum of the weights of Features (positiontest.CheckLearnedEval), a swap of the
// sides does not change it, and a side far ahead in boxes is ahead.
func TestLearnedEval(t *testing.T) {
	w, err := shipped()
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	g := newGame(t, "eval=learned")
	for {
		f, phase := g.Features(nil)
		e := learnedScale.Apply(w.Eval(phase, f))
		positiontest.CheckLearnedEval(t, g, e)
		h := newGame(t, "eval=learned")
		if err := h.SetPosition(swapSides(g.Position())); err != nil {
			t.Fatal(err)
		}
		if m := h.Evaluate(); m != e {
			t.Errorf("%s: sides swapped %d, original %d", g.Position(), m, e)
		}
		if over, _ := g.Outcome(); over {
			break
		}
		moves := g.GenMoves(nil)
		g.Make(moves[rng.IntN(len(moves))])
	}
	// x owns the ten boxes of the two bottom rows, o none; the rest is
	// open.
	for _, tc := range []struct {
		pos  string
		sign int
	}{
		{"5/11/5/11/-----/|X|X|X|X|X|/-----/|X|X|X|X|X|/----- x", 1},
		{"5/11/5/11/-----/|X|X|X|X|X|/-----/|X|X|X|X|X|/----- o", -1},
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

// TestHandEvalDefault checks that eval=hand, the default, is the
// hand-written evaluation and eval=learned is not.
func TestHandEvalDefault(t *testing.T) {
	for _, tc := range []struct {
		settings []string
		learned  bool
	}{
		{nil, defaultEval == "learned"},
		{[]string{"eval=hand"}, false},
		{[]string{"eval=learned"}, true},
	} {
		if g := newGame(t, tc.settings...); (g.learned != nil) != tc.learned {
			t.Errorf("%v: learned %v, want %v", tc.settings, g.learned != nil, tc.learned)
		}
	}
}
