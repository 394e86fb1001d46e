package gogame

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// moveFeatureLists returns each legal move's features, sorted, by move.
func moveFeatureLists(g *Game) map[position.Move][]int32 {
	moves := g.GenMoves(nil)
	ends := make([]int32, len(moves))
	buf := g.MoveFeatures(moves, nil, ends)
	out := make(map[position.Move][]int32, len(moves))
	start := int32(0)
	for i, m := range moves {
		out[m] = slices.Clone(buf[start:ends[i]])
		slices.Sort(out[m])
		start = ends[i]
	}
	return out
}

// symmetric maps a move of g's board under symmetry s (bit 0 mirrors x,
// bit 1 mirrors y, bit 2 swaps them).
func symmetric(g *Game, m position.Move, s int) position.Move {
	if m == Pass {
		return m
	}
	// Offsets from the centre, doubled to stay whole on an even board.
	n := g.geo.s - 1
	x, y := g.geo.xy(int(m))
	x, y = symmetry(s, 2*x-n, 2*y-n)
	return position.Move(g.geo.at((x+n)/2, (y+n)/2))
}

// TestMoveFeaturesSymmetric plays random games and the same games under
// each of the board's eight symmetries, and checks at every ply that a
// move and its image list the same features.
func TestMoveFeaturesSymmetric(t *testing.T) {
	for _, settings := range [][]string{{"rules=standard"}, {"rules=standard", "size=7"}, {"rules=seed"}} {
		rng := rand.New(rand.NewPCG(4, uint64(len(settings[0]))))
		for range 3 {
			games := make([]*Game, 8)
			for s := range games {
				games[s] = newGame(t, settings...)
			}
			for ply := 0; ply < 70; ply++ {
				base := games[0]
				if over, _ := base.Outcome(); over {
					break
				}
				want := moveFeatureLists(base)
				for s := 1; s < 8; s++ {
					got := moveFeatureLists(games[s])
					if len(got) != len(want) {
						t.Fatalf("%v ply %d: %d moves, symmetry %d has %d", settings, ply, len(want), s, len(got))
					}
					for m, f := range want {
						if g := got[symmetric(base, m, s)]; !slices.Equal(g, f) {
							t.Fatalf("%v ply %d: %s has features %v, its image under symmetry %d %v\n%s",
								settings, ply, base.FormatMove(m), f, s, g, base.Board())
						}
					}
				}
				moves := base.GenMoves(nil)
				m := moves[rng.IntN(len(moves))]
				if m == Pass && len(moves) > 1 && rng.IntN(4) != 0 {
					m = moves[0]
				}
				for s, g := range games {
					g.Make(symmetric(base, m, s))
				}
			}
		}
	}
}

// TestMoveFeatures checks the features of chosen moves.
func TestMoveFeatures(t *testing.T) {
	mf := theMoveFeatures()
	if mf.nClasses < nbCodes/8 || mf.nClasses > nbCodes/4 {
		t.Fatalf("%d neighbourhood classes for %d codes", mf.nClasses, nbCodes)
	}
	// place is the place feature of a move on lines a and b, near from
	// the nearest stone, on a size×size board.
	place := func(a, b, near, size int) int32 { return mf.place + placeOffset(placePair(a, b), near, size) }
	const empty19 = "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19 b 0 0 -"
	tests := []struct {
		name  string
		pos   string
		moves []string // played from pos first
		move  string
		has   []int32
		lacks []int32
	}{
		{"pass unsettled", "9/9/9/9/9/9/9/9/9 b 0 0 -", nil, "pass", []int32{mf.pass}, []int32{mf.pass + 1}},
		{"first line, alone", "9/9/9/9/9/9/9/9/9 b 0 0 -", nil, "a5",
			[]int32{place(1, 5, 9, 9)}, []int32{place(1, 5, 1, 9), place(1, 5, 9, 19)}},
		{"tengen", "9/9/9/9/9/9/9/9/9 b 0 0 -", nil, "e5", []int32{place(5, 5, 9, 9)}, nil},
		{"3-4 point of an empty corner, 19×19", empty19, nil, "c4", []int32{place(4, 3, 9, 19)}, []int32{place(3, 4, 9, 9)}},
		{"sixth lines count as the centre", empty19, nil, "k10", []int32{place(6, 6, 9, 19)}, []int32{place(5, 5, 9, 19)}},
		{"two from a stone", "9/9/9/9/9/9/9/9/9 b 0 0 -", []string{"e5"}, "e7", []int32{place(5, 3, 2, 9)}, nil},
		{"three from a stone", "9/9/9/9/9/9/9/9/9 b 0 0 -", []string{"e5"}, "e8", []int32{place(5, 2, 3, 9)}, nil},
		{"five from a stone", empty19, []string{"k10"}, "k15", []int32{place(6, 5, 5, 19)}, []int32{place(6, 5, 3, 19)}},
		{"next to the last move", "9/9/9/9/9/9/9/9/9 b 0 0 -", []string{"e5"}, "e6",
			[]int32{mf.last}, []int32{mf.last2}},
		{"diagonal to the last, two from the one before", "9/9/9/9/9/9/9/9/9 b 0 0 -", []string{"c3", "e5"}, "d6",
			[]int32{mf.last + 1, mf.last2 + 5}, nil},
		{"atari", "9/9/9/9/4o4/9/9/9/9 b 0 0 -", []string{"e4", "a1", "d5", "a2"}, "f5",
			[]int32{mf.atari}, []int32{mf.atari + 1, mf.selfAtari}},
		{"self-atari of a lone stone", "9/9/9/9/9/9/9/9/9 b 0 0 -", []string{"pass", "a2", "pass", "c1", "pass", "b2"}, "b1",
			[]int32{mf.selfAtari}, []int32{mf.selfAtari + 1, mf.capture, mf.save}},
		{"self-atari of a group, saving nothing", "9/9/9/9/9/9/9/9/9 b 0 0 -", []string{"a1", "a2", "pass", "c1"}, "b1",
			[]int32{mf.selfAtari + 1, mf.save + 1}, []int32{mf.selfAtari, mf.save}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			size := strings.Count(tc.pos, "/") + 1
			g := newGame(t, "rules=standard", fmt.Sprintf("size=%d", size))
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			play(t, g, tc.moves...)
			m, err := g.ParseMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			f, ok := moveFeatureLists(g)[m]
			if !ok {
				t.Fatalf("%s is not legal", tc.move)
			}
			for _, x := range tc.has {
				if !slices.Contains(f, x) {
					t.Errorf("%s lacks feature %d: %v", tc.move, x, f)
				}
			}
			for _, x := range tc.lacks {
				if slices.Contains(f, x) {
					t.Errorf("%s has feature %d: %v", tc.move, x, f)
				}
			}
		})
	}
}

// shapeFeatures returns the 3×3 class and the big-pattern feature of the
// move named move in the position pos (on a board of its size, standard
// rules).
func shapeFeatures(t *testing.T, pos, move string) (class, pattern int32) {
	t.Helper()
	mf := theMoveFeatures()
	size := strings.Count(pos, "/") + 1
	g := newGame(t, "rules=standard", fmt.Sprintf("size=%d", size))
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	m, err := g.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	f, ok := moveFeatureLists(g)[m]
	if !ok {
		t.Fatalf("%s is not legal in %s", move, pos)
	}
	class, pattern = -1, -1
	for _, x := range f {
		switch {
		case x < mf.nClasses:
			if class >= 0 {
				t.Fatalf("%s has two 3×3 classes: %v", move, f)
			}
			class = x
		case x >= mf.pattern && x < mf.pattern+patBuckets:
			if pattern >= 0 {
				t.Fatalf("%s has two big patterns: %v", move, f)
			}
			pattern = x
		}
	}
	if class < 0 || pattern < 0 {
		t.Fatalf("%s lacks a 3×3 class or a big pattern: %v", move, f)
	}
	return class, pattern
}

// TestBigPattern compares the 3×3 class and the big pattern of a move in
// two positions: the big pattern sees the points two steps away along
// the lines, which the 3×3 neighbourhood does not, no point farther,
// and the stones as the mover's or the opponent's whatever their colour.
func TestBigPattern(t *testing.T) {
	tests := []struct {
		name                   string
		posA, moveA            string
		posB, moveB            string
		sameClass, samePattern bool
	}{
		{"a stone two steps to the left",
			"9/9/9/3x5/9/5o3/9/9/9 b 0 0 -", "e5",
			"9/9/9/3x5/2o6/5o3/9/9/9 b 0 0 -", "e5", true, false},
		{"the mover's stone or the opponent's two steps to the left",
			"9/9/9/3x5/2o6/5o3/9/9/9 b 0 0 -", "e5",
			"9/9/9/3x5/2x6/5o3/9/9/9 b 0 0 -", "e5", true, false},
		{"a stone two steps up on an empty board",
			"9/9/9/9/9/9/9/9/9 b 0 0 -", "e5",
			"9/9/4o4/9/9/9/9/9/9 b 0 0 -", "e5", true, false},
		{"a stone three steps up",
			"9/9/9/9/9/9/9/9/9 b 0 0 -", "e5",
			"9/4o4/9/9/9/9/9/9/9 b 0 0 -", "e5", true, true},
		{"a stone a knight's move away",
			"9/9/9/9/9/9/9/9/9 b 0 0 -", "e5",
			"9/9/3o5/9/9/9/9/9/9 b 0 0 -", "e5", true, true},
		{"colours swapped, the other side to move",
			"9/9/9/3x5/2o6/5o3/9/9/9 b 0 0 -", "e5",
			"9/9/9/3o5/2x6/5x3/9/9/9 w 0 0 -", "e5", true, true},
		{"colours swapped, the same side to move",
			"9/9/9/3x5/2o6/9/9/9/9 b 0 0 -", "e5",
			"9/9/9/3o5/2x6/9/9/9/9 b 0 0 -", "e5", false, false},
		{"the same shape turned",
			"9/9/4o4/9/9/9/9/9/9 b 0 0 -", "e5",
			"9/9/9/9/2o6/9/9/9/9 b 0 0 -", "e5", true, true},
		{"the second line sees the edge two steps down",
			"9/9/9/9/9/9/9/9/9 b 0 0 -", "e3",
			"9/9/9/9/9/9/9/9/9 b 0 0 -", "e2", true, false},
		{"two steps right of the right edge is not the next row's start",
			"9/9/9/9/9/9/9/9/9 b 0 0 -", "j5",
			"9/9/9/x8/9/9/9/9/9 b 0 0 -", "j5", true, true},
		{"two steps left of the left edge is not the last row's end",
			"9/9/9/9/9/9/9/9/9 b 0 0 -", "a5",
			"9/9/9/9/9/8x/9/9/9 b 0 0 -", "a5", true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			classA, patA := shapeFeatures(t, tc.posA, tc.moveA)
			classB, patB := shapeFeatures(t, tc.posB, tc.moveB)
			if (classA == classB) != tc.sameClass {
				t.Errorf("3×3 classes %d and %d; want the same: %v", classA, classB, tc.sameClass)
			}
			if (patA == patB) != tc.samePattern {
				t.Errorf("big patterns %d and %d; want the same: %v", patA, patB, tc.samePattern)
			}
		})
	}
}

// patCells are the big pattern's points in the order of its raw code's
// digits, the most significant first.
var patCells = [12][2]int{{0, 1}, {-1, 0}, {1, 0}, {0, -1}, {-1, 1}, {1, 1}, {-1, -1}, {1, -1}, {0, 2}, {-2, 0}, {2, 0}, {0, -2}}

// slowBigPattern is bigPattern computed from the coordinates and the
// symmetries themselves.
func slowBigPattern(g *Game, p int, c Color) uint32 {
	x, y := g.geo.xy(p)
	best := uint32(1) << 24
	for s := range 8 {
		code := uint32(0)
		for _, d := range patCells {
			digit := uint32(nbOff)
			if qx, qy := x+d[0], y+d[1]; qx >= 0 && qy >= 0 && qx < g.geo.s && qy < g.geo.s {
				switch Color(g.b.color[g.geo.at(qx, qy)]) {
				case Empty:
					digit = nbEmpty
				case c:
					digit = nbOwn
				default:
					digit = nbOpp
				}
			}
			ix, iy := symmetry(s, d[0], d[1])
			j := slices.Index(patCells[:], [2]int{ix, iy})
			code |= digit << (2 * (11 - j))
		}
		best = min(best, code)
	}
	return best
}

// TestBigPatternSlow compares bigPattern with slowBigPattern for every
// placement at every ply of random games on four board sizes, the
// smallest of which has points two steps off the board on both sides.
func TestBigPatternSlow(t *testing.T) {
	mf := theMoveFeatures()
	for _, size := range []int{3, 5, 9, 19} {
		g := newGame(t, "rules=standard", fmt.Sprintf("size=%d", size))
		rng := rand.New(rand.NewPCG(11, uint64(size)))
		for ply := 0; ply < 80; ply++ {
			moves := g.GenMoves(nil)
			for _, m := range moves {
				if m == Pass {
					continue
				}
				for _, c := range []Color{Black, White} {
					if got, want := g.bigPattern(mf, int(m), c), slowBigPattern(g, int(m), c); got != want {
						t.Fatalf("size %d ply %d: %s for %v has big pattern %06x, want %06x\n%s",
							size, ply, g.FormatMove(m), c, got, want, g.Board())
					}
				}
			}
			if over, _ := g.Outcome(); over {
				break
			}
			m := moves[rng.IntN(len(moves))]
			if m == Pass && len(moves) > 1 {
				m = moves[0]
			}
			g.Make(m)
		}
	}
}

// TestBigPatternClasses counts the big pattern's classes, filling the
// points around one point of each kind on 9×9 (its distances to the
// four sides, up to 2, tell which of the twelve are off the board) in
// every way, and checks that the hash spreads them over the buckets
// about as well as a random function would or better: n classes in b
// buckets fill about b·(1 - e^(-n/b)) of them.
func TestBigPatternClasses(t *testing.T) {
	mf := theMoveFeatures()
	g := newGame(t, "rules=standard")
	geo, color := g.geo, g.b.color
	kinds := make(map[[4]int]bool)
	classes := make(map[uint32]bool)
	for _, q := range geo.points {
		p := int(q)
		x, y := geo.xy(p)
		kind := [4]int{min(x, 2), min(8-x, 2), min(y, 2), min(8-y, 2)}
		if kinds[kind] {
			continue
		}
		kinds[kind] = true
		var on []int // the pattern's points on the board
		for _, d := range patCells {
			if qx, qy := x+d[0], y+d[1]; qx >= 0 && qy >= 0 && qx < 9 && qy < 9 {
				on = append(on, geo.at(qx, qy))
			}
		}
		fillings := 1
		for range on {
			fillings *= 3
		}
		for v := range fillings {
			for _, r := range on {
				color[r] = int16(v % 3) // empty, Black or White
				v /= 3
			}
			classes[g.bigPattern(mf, p, Black)] = true
		}
		for _, r := range on {
			color[r] = empty
		}
	}
	if len(kinds) != 25 || len(classes) != 193995 {
		t.Errorf("%d kinds of point, %d classes; want 25 and 193,995", len(kinds), len(classes))
	}
	used := make(map[int32]bool)
	for c := range classes {
		used[patBucket(c)] = true
	}
	want := patBuckets * (1 - math.Exp(-float64(len(classes))/patBuckets))
	if float64(len(used)) < 0.99*want {
		t.Errorf("%d classes fill %d buckets; a random function fills about %.0f", len(classes), len(used), want)
	}
	t.Logf("%d classes fill %d of %d buckets (a random function: %.0f)", len(classes), len(used), patBuckets, want)
}

// TestPlacePairs checks that the unordered pairs of lines number
// 0..placePairs-1, each once.
func TestPlacePairs(t *testing.T) {
	seen := make(map[int]bool)
	for a := 1; a <= placeLines+2; a++ {
		for b := 1; b <= placeLines+2; b++ {
			i := placePair(a, b)
			if i != placePair(b, a) || i < 0 || i >= placePairs {
				t.Fatalf("placePair(%d, %d) = %d, placePair(%d, %d) = %d", a, b, i, b, a, placePair(b, a))
			}
			if a <= b && b <= placeLines {
				if seen[i] {
					t.Fatalf("placePair(%d, %d) = %d twice", a, b, i)
				}
				seen[i] = true
			}
		}
	}
	if len(seen) != placePairs {
		t.Fatalf("%d pairs, want %d", len(seen), placePairs)
	}
}

// TestMarkNear compares the nearest-stone map with a search of every
// stone, on the positions of random games on two board sizes.
func TestMarkNear(t *testing.T) {
	for _, size := range []int{9, 13} {
		g := newGame(t, "rules=standard", fmt.Sprintf("size=%d", size))
		rng := rand.New(rand.NewPCG(7, uint64(size)))
		for ply := 0; ply < 60; ply++ {
			near := g.markNear()
			for _, p := range g.geo.points {
				x, y := g.geo.xy(int(p))
				want := placeFar
				for _, q := range g.geo.points {
					if v := g.b.color[q]; v == Black.v() || v == White.v() {
						qx, qy := g.geo.xy(int(q))
						want = min(want, abs(x-qx)+abs(y-qy))
					}
				}
				if int(near[p]) != want {
					t.Fatalf("size %d ply %d: %s is %d from the nearest stone, the map says %d\n%s",
						size, ply, g.FormatMove(position.Move(p)), want, near[p], g.Board())
				}
			}
			moves := g.GenMoves(nil)
			if m := moves[rng.IntN(len(moves))]; m != Pass {
				g.Make(m)
			} else {
				g.Make(moves[0])
			}
		}
	}
}

// TestMoveFeaturesCapture checks the capture buckets and the escape.
func TestMoveFeaturesCapture(t *testing.T) {
	mf := theMoveFeatures()
	g := newGame(t, "rules=standard")
	// White's two stones c3 c4 are in atari, their liberty c2.
	if err := g.SetPosition("9/9/9/9/2x6/1xox5/1xox5/9/9 b 0 0 -"); err != nil {
		t.Fatal(err)
	}
	m, _ := g.ParseMove("c2")
	f := moveFeatureLists(g)[m]
	if !slices.Contains(f, mf.capture+1) {
		t.Errorf("c2 captures two stones, features %v", f)
	}
}

// TestMoveFeaturesAllocs checks that MoveFeatures allocates nothing once
// its buffers are big enough.
func TestMoveFeaturesAllocs(t *testing.T) {
	g := newGame(t, "rules=standard")
	play(t, g, "e5", "d4", "d5", "e4", "f4", "c5")
	moves := g.GenMoves(nil)
	ends := make([]int32, len(moves))
	buf := make([]int32, 0, 32*len(moves))
	if n := testing.AllocsPerRun(20, func() { buf = g.MoveFeatures(moves, buf[:0], ends) }); n != 0 {
		t.Errorf("MoveFeatures allocates %v times a call", n)
	}
}

// TestLearnedPriors checks that the shipped model loads and that the
// learned priors allocate nothing once their buffers have grown.
func TestLearnedPriors(t *testing.T) {
	if _, err := shippedPolicy(); err != nil {
		t.Fatalf("the shipped move weights: %v", err)
	}
	g := newGame(t, "rules=standard", "priors=learned")
	play(t, g, "e5", "d4", "d5", "e4", "f4", "c5")
	moves := g.GenMoves(nil)
	priors := make([]position.Prior, len(moves))
	g.Priors(moves, priors)
	if n := testing.AllocsPerRun(20, func() { g.Priors(moves, priors) }); n != 0 {
		t.Errorf("Priors allocates %v times a call", n)
	}
}
