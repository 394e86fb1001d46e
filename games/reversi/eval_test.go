package reversi

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// symmetries maps a bitboard through the 8 symmetries of the square.
func symmetries(b uint64) [8]uint64 {
	var out [8]uint64
	for sq := 0; sq < 64; sq++ {
		if b>>uint(sq)&1 == 0 {
			continue
		}
		c, r := sq%8, sq/8
		for i, xy := range [8][2]int{
			{c, r}, {7 - c, r}, {c, 7 - r}, {7 - c, 7 - r},
			{r, c}, {7 - r, c}, {r, 7 - c}, {7 - r, 7 - c},
		} {
			out[i] |= 1 << uint(xy[1]*8+xy[0])
		}
	}
	return out
}

// TestEvaluateSymmetric checks that Evaluate and the stable discs do not
// depend on how the board is turned or mirrored.
func TestEvaluateSymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 300; i++ {
		g := randomGame(rng, rng.IntN(61))
		ps, os := symmetries(g.p), symmetries(g.o)
		want := g.Evaluate()
		stable := bits.OnesCount64(stableDiscs(g.p, g.o))
		for k := range ps {
			if got := evaluate(ps[k], os[k], mobility(ps[k], os[k])); got != want {
				t.Fatalf("symmetry %d of %s: Evaluate %d, want %d", k, g.Position(), got, want)
			}
			if got := bits.OnesCount64(stableDiscs(ps[k], os[k])); got != stable {
				t.Fatalf("symmetry %d of %s: %d stable discs, want %d", k, g.Position(), got, stable)
			}
		}
		if want <= -100_000 || want >= 100_000 || want < -maxEval || want > maxEval {
			t.Fatalf("Evaluate %d out of range", want)
		}
	}
}

// TestStableDiscsAreStable plays random continuations and checks that no
// disc called stable ever changes colour.
func TestStableDiscsAreStable(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	found := 0
	for i := 0; i < 200; i++ {
		g := randomGame(rng, 30+rng.IntN(30))
		black, white := g.Discs()
		s := stableDiscs(black, white)
		found += bits.OnesCount64(s)
		for j := 0; j < 5; j++ {
			h := g.Clone().(*Game)
			for {
				moves := h.GenMoves(nil)
				if len(moves) == 0 {
					break
				}
				h.Make(moves[rng.IntN(len(moves))])
				b2, w2 := h.Discs()
				if s&black&^b2 != 0 || s&white&^w2 != 0 {
					t.Fatalf("a stable disc of %s changed colour", g.Position())
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no stable discs found at all")
	}
}

func TestStability(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		stable []string
		not    []string
	}{
		{"a lone corner", "B7/8/8/8/8/3WB3/8/8 w", []string{"a1"}, []string{"e6", "d6"}},
		{"an edge run from a corner", "BBBW4/B7/8/8/8/8/8/8 w", []string{"a1", "b1", "c1", "a2"}, []string{"d1"}},
		{"an edge disc beside an empty corner", "1B6/8/8/8/8/8/8/8 w", nil, []string{"b1"}},
		{"a full edge", "BWBWBWBW/8/8/8/8/8/8/8 b", []string{"a1", "b1", "d1", "h1"}, nil},
		{"a filled corner triangle", "BBB5/BB6/B7/8/8/8/8/8 b", []string{"a1", "b1", "c1", "a2", "b2", "a3"}, nil},
		{"full lines everywhere", "WWWWWWWW/WWWWWWWW/WWWWWWWW/WWWBWWWW/WWWWWWWW/WWWWWWWW/WWWWWWWW/WWWWWWWW b", []string{"d4"}, nil},
		{"one empty on an inner row", "8/8/8/BBBB1BBB/8/8/8/8 b", nil, []string{"a4", "d4", "h4"}},
		{"one empty on an edge", "BBBB1BBB/8/8/8/8/8/8/8 b", []string{"a1", "d1", "f1", "h1"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := New()
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			s := stableDiscs(g.p, g.o)
			for _, sq := range tc.stable {
				if m, _ := sqBit(sq); s&m == 0 {
					t.Errorf("%s is not stable", sq)
				}
			}
			for _, sq := range tc.not {
				if m, _ := sqBit(sq); s&m != 0 {
					t.Errorf("%s is stable", sq)
				}
			}
		})
	}
}

func sqBit(s string) (uint64, int) {
	sq := int(s[1]-'1')*8 + int(s[0]-'a')
	return 1 << uint(sq), sq
}

// TestEvaluateTerms checks that each term points the way a player would
// expect, each time with one feature changed.
func TestEvaluateTerms(t *testing.T) {
	tests := []struct {
		name          string
		better, worse string // from Black's view, Black to move
	}{
		{"own a corner", "B7/1W6/2WB4/3WB3/3BW3/8/8/8 b", "8/1W6/2WB4/3WB3/3BW3/8/8/8 b"},
		{"X-square next to an empty corner is bad", "8/6W1/5WB1/3WB3/3BW3/8/8/8 b", "8/6B1/5WB1/3WB3/3BW3/8/8/8 b"},
		{"more mobility", "8/8/8/2WWWB2/3BW3/8/8/8 b", "8/8/8/2BBBB2/3BW3/8/8/8 b"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, w := New(), New()
			if err := b.SetPosition(tc.better); err != nil {
				t.Fatal(err)
			}
			if err := w.SetPosition(tc.worse); err != nil {
				t.Fatal(err)
			}
			if b.Evaluate() <= w.Evaluate() {
				t.Errorf("Evaluate(%s) = %d is not above Evaluate(%s) = %d\n%+v\n%+v",
					tc.better, b.Evaluate(), tc.worse, w.Evaluate(), b.Explain(), w.Explain())
			}
		})
	}
}

// TestEvaluatePlaysWell lets a 2-ply search on Evaluate play a greedy
// disc-count player and a random player: it should win nearly every game.
func TestEvaluatePlaysWell(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 3))
	games := 40
	if testing.Short() {
		games = 12
	}
	for _, opp := range []struct {
		name string
		pick func(g *Game, moves []uint64) int
	}{
		{"random", func(g *Game, moves []uint64) int { return rng.IntN(len(moves)) }},
		{"greedy", func(g *Game, moves []uint64) int {
			best, bi := -1, 0
			for i, m := range moves {
				if n := bits.OnesCount64(m); n > best {
					best, bi = n, i
				}
			}
			return bi
		}},
	} {
		wins := 0
		for i := 0; i < games; i++ {
			g := randomGame(rng, 2+rng.IntN(4)) // vary the openings
			me := g.side ^ Side(i&1)
			for {
				moves := g.GenMoves(nil)
				if len(moves) == 0 {
					break
				}
				if g.side == me {
					g.Make(bestByProbe(g))
					continue
				}
				flipsOf := make([]uint64, len(moves))
				for j, m := range moves {
					if m != Pass {
						flipsOf[j] = flips(int(m), g.p, g.o)
					}
				}
				g.Make(moves[opp.pick(g, flipsOf)])
			}
			_, score := g.Outcome()
			if (score > 0) == (g.side == me) && score != 0 {
				wins++
			}
		}
		if wins < games*8/10 {
			t.Errorf("against the %s player: %d wins of %d", opp.name, wins, games)
		}
	}
}

// bestByProbe picks the move with the best 2-ply probe value.
func bestByProbe(g *Game) position.Move {
	best, bm := -1<<30, Pass
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		v := -(&solver{}).probe(g.p, g.o, g.mob, 1, -maxEval-1, maxEval+1)
		g.Unmake()
		if v > best {
			best, bm = v, m
		}
	}
	return bm
}

// TestTransform checks the bitboard symmetries against the square-by-square
// ones, and that canonical is the same for every image.
func TestTransform(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 6))
	for i := 0; i < 200; i++ {
		b := rng.Uint64()
		want := symmetries(b)
		got := map[uint64]bool{}
		for k := 0; k < 8; k++ {
			got[transform(b, k)] = true
		}
		for k, w := range want {
			if !got[w] {
				t.Fatalf("symmetry %d of %#x (%#x) is not among the transforms", k, b, w)
			}
		}
		p := b & rng.Uint64()
		q := rng.Uint64() &^ p
		c := canonical(p, q)
		for k := 0; k < 8; k++ {
			if canonical(transform(p, k), transform(q, k)) != c {
				t.Fatalf("canonical differs for image %d", k)
			}
		}
	}
}

// TestEvalTerms checks that the terms add up to Evaluate.
func TestEvalTerms(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 1))
	var x position.EvalExplainer = New()
	_ = x
	for i := 0; i < 200; i++ {
		g := randomGame(rng, rng.IntN(61))
		sum := 0
		for _, term := range g.EvalTerms() {
			sum += term.Score
		}
		if sum != g.Evaluate() {
			t.Fatalf("%s: terms add up to %d, Evaluate is %d", g.Position(), sum, g.Evaluate())
		}
	}
}

// TestXCTerm checks the X- and C-square term against its definition
// corner by corner (cornerGroups): each empty corner's X-square costs the
// side on it xSquare, each of its C-squares cSquare.
func TestXCTerm(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for i := 0; i < 2000; i++ {
		g := randomGame(rng, rng.IntN(61))
		empty := ^(g.p | g.o)
		w := phaseWeights[bits.OnesCount64(empty)]
		want := 0
		for _, cg := range cornerGroups {
			if cg.corner&empty == 0 {
				continue
			}
			want -= w.xSquare * (bits.OnesCount64(g.p&cg.x) - bits.OnesCount64(g.o&cg.x))
			want -= w.cSquare * (bits.OnesCount64(g.p&cg.c) - bits.OnesCount64(g.o&cg.c))
		}
		if got := g.Explain().XC; got != want {
			t.Fatalf("%s: XC %d, want %d", g.Position(), got, want)
		}
	}
}

// TestFullLines checks fullLines square by square: a square is in an
// axis's set when every square of its line along that axis is occupied.
func TestFullLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 16))
	full := func(occ uint64, sq, dc, dr int) bool {
		for _, sign := range [2]int{1, -1} {
			c, r := sq%8, sq/8
			for ; c >= 0 && c < 8 && r >= 0 && r < 8; c, r = c+sign*dc, r+sign*dr {
				if occ>>(r*8+c)&1 == 0 {
					return false
				}
			}
		}
		return true
	}
	for i := 0; i < 3000; i++ {
		// Mostly full boards, where lines are full, and some random ones.
		occ := rng.Uint64() | rng.Uint64() | rng.Uint64()
		if i%3 == 0 {
			occ = rng.Uint64()
		} else if i%3 == 1 {
			occ |= rng.Uint64()
		}
		got := [4]uint64{}
		got[0], got[1], got[2], got[3] = fullLines(occ)
		for k, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}} {
			var want uint64
			for sq := range 64 {
				if full(occ, sq, d[0], d[1]) {
					want |= 1 << sq
				}
			}
			if got[k] != want {
				t.Fatalf("occupancy %#x, axis %v: fullLines %#x, want %#x", occ, d, got[k], want)
			}
		}
	}
}
