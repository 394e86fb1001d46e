package gogame

import (
	"fmt"
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

// TestLearnedPriors checks that both shipped models load, that each
// board size reads its own, and that the learned priors allocate nothing
// once their buffers have grown.
func TestLearnedPriors(t *testing.T) {
	big, err := shippedPolicy()
	if err != nil {
		t.Fatalf("the shipped move weights: %v", err)
	}
	small, err := smallPolicy()
	if err != nil {
		t.Fatalf("the small boards' move weights: %v", err)
	}
	if slices.Equal(big, small) {
		t.Errorf("the small boards' model is the big boards'")
	}
	for _, tc := range []struct {
		size int
		want []float64
	}{{5, small}, {9, small}, {placeBig - 1, small}, {placeBig, big}, {13, big}, {19, big}} {
		if got, _ := policyFor(tc.size); &got[0] != &tc.want[0] {
			t.Errorf("policyFor(%d) is not the model for its size", tc.size)
		}
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

// TestMoveFeatureGroupNumbers checks the group numbers the package
// documentation gives (and tabla train --keep names) against the code's.
func TestMoveFeatureGroupNumbers(t *testing.T) {
	mf := theMoveFeatures()
	want := []int32{0, mf.capture, mf.save, mf.atari, mf.selfAtari, mf.last, mf.last2, mf.place, mf.eye, mf.settled, mf.pass}
	if !slices.Equal(mf.groups, want) {
		t.Errorf("groups %v; the documentation numbers %v", mf.groups, want)
	}
}
