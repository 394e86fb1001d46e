package quoridor

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

// image returns g's position mirrored left to right, with the colours
// swapped (the board turned upside down, the pawns, walls in hand and
// turn handed to the other side), or both: positions whose features must
// be g's.
func image(t *testing.T, g *Game, mirror, swap bool, settings ...string) *Game {
	t.Helper()
	cell := func(c int) int8 {
		x, y := c%size, c/size
		if mirror {
			x = size - 1 - x
		}
		if swap {
			y = size - 1 - y
		}
		return int8(y*size + x)
	}
	var st state
	st.pawn = [2]int8{cell(int(g.st.pawn[0])), cell(int(g.st.pawn[1]))}
	st.left, st.side = g.st.left, g.st.side
	if swap {
		st.pawn[0], st.pawn[1] = st.pawn[1], st.pawn[0]
		st.left[0], st.left[1] = st.left[1], st.left[0]
		st.side ^= 1
	}
	for o := horizontal; o <= vertical; o++ {
		for s := 0; s < slots; s++ {
			if g.st.walls[o]>>uint(s)&1 == 0 {
				continue
			}
			x, y := s%slotSide, s/slotSide
			if mirror {
				x = slotSide - 1 - x
			}
			if swap {
				y = slotSide - 1 - y
			}
			st.walls[o] |= 1 << uint(y*slotSide+x)
		}
	}
	h := newGame(t, settings...)
	h.reset(st)
	// Round-trip through the position string, so that the image is a
	// position SetPosition accepts.
	if err := h.SetPosition(h.Position()); err != nil {
		t.Fatalf("image of %s: %v", g.Position(), err)
	}
	return h
}

// sortedFeatures returns g's features, sorted, and its phase.
func sortedFeatures(g *Game) ([]int32, int) {
	f, phase := g.Features(nil)
	slices.Sort(f)
	return f, phase
}

// featurePositions are a few set positions and the positions of random
// games (walls placed often, so that every phase turns up).
func featurePositions(t *testing.T) []string {
	out := []string{
		"4b4/9/9/9/9/9/9/9/4r4 - 10 10 r",
		"b8/9/9/9/9/9/9/9/4r4 d1h,f1h 10 10 b",
		"4b4/9/9/9/9/9/9/9/4r4 d5h 10 10 r",
		"9/9/9/9/4b4/4r4/9/9/9 - 3 0 b",
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 6 {
		g := newGame(t)
		for ply := 0; ply < 200; ply++ {
			if over, _ := g.Outcome(); over {
				break
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
			if ply%5 == 0 {
				out = append(out, g.Position())
			}
		}
	}
	return out
}

// TestFeatures checks that every block has one feature active (at most
// one for the three pawn flags), that the phase follows the walls on the
// board in games of the default walls, and that the mirrored, the colour-swapped and the mirrored
// colour-swapped positions list the same features in the same phase.
func TestFeatures(t *testing.T) {
	blocks := []struct {
		name   string
		lo, hi int32
		want   []int // acceptable counts
	}{
		{"my length", fMyDist, fTheirDist, []int{1}}, {"their length", fTheirDist, fDiff, []int{1}},
		{"race", fDiff, fMyWalls, []int{1}}, {"my walls", fMyWalls, fTheirWalls, []int{1}},
		{"their walls", fTheirWalls, fRace, []int{1}}, {"race and walls", fRace, fMyWidth, []int{1}},
		{"my width", fMyWidth, fTheirWidth, []int{1}}, {"their width", fTheirWidth, fMyNarrow, []int{1}},
		{"my width and walls", fMyNarrow, fTheirNarrow, []int{1}},
		{"their width and walls", fTheirNarrow, fMyReach, []int{1}},
		{"my length and walls", fMyReach, fTheirReach, []int{1}},
		{"their length and walls", fTheirReach, fMyDetour, []int{1}},
		{"my detour", fMyDetour, fTheirDetour, []int{1}}, {"their detour", fTheirDetour, fMyRows, []int{1}},
		{"my rows", fMyRows, fTheirRows, []int{1}}, {"their rows", fTheirRows, fMyCol, []int{1}},
		{"my column", fMyCol, fTheirCol, []int{1}}, {"their column", fTheirCol, fGap, []int{1}},
		{"gap", fGap, fFacing, []int{1}}, {"facing", fFacing, fInMyWay, []int{0, 1}},
		{"in my way", fInMyWay, fInTheirWay, []int{0, 1}}, {"in their way", fInTheirWay, fBias, []int{0, 1}},
		{"bias", fBias, numFeatures, []int{1}},
	}
	phases := make([]int, featurePhases)
	for _, pos := range featurePositions(t) {
		g := setup(t, pos)
		f, phase := sortedFeatures(g)
		// In a game of the default 10 walls each, the phase goes by the
		// walls on the board, four to a phase.
		placed := popWalls(g)
		if placed+int(g.st.left[0])+int(g.st.left[1]) == 20 && phase != min(placed/4, featurePhases-1) {
			t.Errorf("%s: phase %d for %d walls on the board", pos, phase, placed)
		}
		phases[phase]++
		for _, b := range blocks {
			n := 0
			for _, x := range f {
				if x >= b.lo && x < b.hi {
					n++
				}
			}
			if !slices.Contains(b.want, n) {
				t.Errorf("%s: %d %s features, want %v", pos, n, b.name, b.want)
			}
		}
		for _, im := range []struct{ mirror, swap bool }{{true, false}, {false, true}, {true, true}} {
			h := image(t, g, im.mirror, im.swap)
			if got, p := sortedFeatures(h); !slices.Equal(got, f) || p != phase {
				t.Errorf("%s lists other features than %s:\n%v phase %d\n%v phase %d", h.Position(), pos, got, p, f, phase)
			}
		}
	}
	t.Logf("positions by phase: %v", phases)
}

// popWalls counts the walls on g's board.
func popWalls(g *Game) int {
	n := 0
	for o := horizontal; o <= vertical; o++ {
		for w := g.st.walls[o]; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// TestFeatureClasses checks the path features on positions worked by
// hand.
func TestFeatureClasses(t *testing.T) {
	tests := []struct {
		name          string
		pos           string
		dist, extra   [2]int // the mover's and the opponent's length and corridor cells beyond d+1
		detour        [2]int
		race          int
		facing        bool
		inMy, inTheir bool
	}{
		// Both pawns walk up and down the e file, each in the other's way.
		{"start", "4b4/9/9/9/9/9/9/9/4r4 - 10 10 r", [2]int{8, 8}, [2]int{0, 0}, [2]int{0, 0}, 0, false, true, true},
		// d1h and f1h close e1's way north: Red goes round by c1, one
		// path of 10; Blue walks down the a file.
		{"red walled in, blue to move", "b8/9/9/9/9/9/9/9/4r4 d1h,f1h 10 10 b", [2]int{8, 10}, [2]int{0, 0}, [2]int{0, 2}, 2, false, false, false},
		// d5h closes the e file between rows 5 and 6: Red steps over to
		// the f file at any of rows 1-5 (e1-e5 and f1-f9, 14 cells for a
		// path of 9), Blue at any of rows 6-9 (e6-e9 and f1-f9, 13).
		{"wall across the e file", "4b4/9/9/9/9/9/9/9/4r4 d5h 10 10 r", [2]int{9, 9}, [2]int{4, 3}, [2]int{1, 1}, 0, false, false, false},
		// The pawns face each other on e5 and e6, nothing between.
		{"facing", "9/9/9/4b4/4r4/9/9/9/9 - 3 0 b", [2]int{5, 4}, [2]int{0, 0}, [2]int{0, 0}, -1, true, true, true},
		// e5h puts a wall between them and across both files: Blue goes
		// round by d6, Red by d5, each out of the other's way.
		{"a wall between", "9/9/9/4b4/4r4/9/9/9/9 e5h 3 0 b", [2]int{6, 5}, [2]int{0, 0}, [2]int{1, 1}, -1, false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.pos)
			me, them := int(g.st.side), int(g.st.side^1)
			for i, s := range []int{me, them} {
				d, on := corridor(int(g.st.pawn[s]), rowMask[goalRow[s]], g.st.north, g.st.east, &g.layers)
				if d != tc.dist[i] || on.count()-d-1 != tc.extra[i] {
					t.Errorf("side %d: length %d with %d cells beyond one path, want %d and %d", s, d, on.count()-d-1, tc.dist[i], tc.extra[i])
				}
			}
			f, _ := g.Features(nil)
			want := []int32{
				fMyDist + distClass(tc.dist[0]), fTheirDist + distClass(tc.dist[1]), fDiff + int32(tc.race+8),
				fMyWidth + widthClass(tc.extra[0]), fTheirWidth + widthClass(tc.extra[1]),
				fMyDetour + detourClass(tc.detour[0]), fTheirDetour + detourClass(tc.detour[1]),
			}
			for _, x := range want {
				if !slices.Contains(f, x) {
					t.Errorf("feature %d missing from %v", x, f)
				}
			}
			for _, flag := range []struct {
				name string
				f    int32
				want bool
			}{{"facing", fFacing, tc.facing}, {"in my way", fInMyWay, tc.inMy}, {"in their way", fInTheirWay, tc.inTheir}} {
				if slices.Contains(f, flag.f) != flag.want {
					t.Errorf("%s: %v, want %v", flag.name, !flag.want, flag.want)
				}
			}
		})
	}
}

// TestFeaturePhases checks the phase at the ends of each phase's walls
// in hand.
func TestFeaturePhases(t *testing.T) {
	tests := []struct{ inHand, phase int }{
		{40, 0}, {20, 0}, {17, 0}, {16, 1}, {13, 1}, {12, 2}, {9, 2}, {8, 3}, {5, 3}, {4, 4}, {1, 4}, {0, 5},
	}
	for _, tc := range tests {
		if got := phaseOf(tc.inHand); got != tc.phase {
			t.Errorf("phaseOf(%d) = %d, want %d", tc.inHand, got, tc.phase)
		}
	}
	// walls=0 is the pure race from the start.
	if _, phase := newGame(t, "walls=0").Features(nil); phase != featurePhases-1 {
		t.Errorf("walls=0 starts in phase %d", phase)
	}
}

// TestFeatureBuckets checks the ends of the class functions.
func TestFeatureBuckets(t *testing.T) {
	tests := []struct {
		name string
		f    func(int) int32
		in   []int
		want []int32
		top  int32
	}{
		{"distClass", distClass, []int{-1, 0, 12, 13, 15, 16, 20, 21, 80}, []int32{15, 0, 12, 13, 13, 14, 14, 15, 15}, distClasses},
		{"wallBucket", wallBucket, []int{0, 3, 4, 5, 6, 10}, []int32{0, 3, 4, 4, 5, 5}, bucketClasses},
		{"widthClass", widthClass, []int{0, 2, 3, 4, 5, 8, 9, 70}, []int32{0, 2, 3, 3, 4, 4, 5, 5}, widthClasses},
		{"detourClass", detourClass, []int{0, 3, 4, 5, 6, 9, 10, 60}, []int32{0, 3, 4, 4, 5, 5, 6, 6}, detourClasses},
		{"gapClass", gapClass, []int{1, 4, 5, 6, 7, 16}, []int32{0, 3, 4, 4, 5, 5}, gapClasses},
	}
	for _, tc := range tests {
		for i, x := range tc.in {
			if got := tc.f(x); got != tc.want[i] || got >= tc.top {
				t.Errorf("%s(%d) = %d, want %d (below %d)", tc.name, x, got, tc.want[i], tc.top)
			}
		}
	}
}

// TestLearnedEval checks the learned evaluation: Evaluate is the scaled
// sum of the weights of Features, EvalTerms adds up to it, Evaluate does
// not allocate, the images of a position score the same, a pawn a step
// from its goal is ahead when it has the move and behind when the other
// side has it and nothing to stop it with, and the eval option chooses
// between the two evaluations.
func TestLearnedEval(t *testing.T) {
	w, err := shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, pos := range featurePositions(t) {
		g := setup(t, pos)
		g.learned = w
		f, phase := g.Features(nil)
		e := learnedScale.Apply(w.Eval(phase, f))
		positiontest.CheckLearnedEval(t, g, e)
		for _, im := range []struct{ mirror, swap bool }{{true, false}, {false, true}, {true, true}} {
			h := image(t, g, im.mirror, im.swap, "eval=learned")
			if m := h.Evaluate(); m != e {
				t.Errorf("%s: image %s scores %d, the original %d", pos, h.Position(), m, e)
			}
		}
	}
	for _, tc := range []struct {
		pos  string
		sign int
	}{
		{"b8/4r4/9/9/9/9/9/9/9 - 0 0 r", 1},
		{"b8/4r4/9/9/9/9/9/9/9 - 0 0 b", -1},
	} {
		g := setup(t, tc.pos)
		g.learned = w
		if e := g.Evaluate(); e*tc.sign <= 0 {
			t.Errorf("%s: Evaluate %d, want sign %d", tc.pos, e, tc.sign)
		}
	}
	positiontest.CheckEvalChoice(t, "quoridor", featurePositions(t)[2],
		map[string]string{"eval=learned": "path lengths", "eval=hand": "paths"})
}
