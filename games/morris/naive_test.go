package morris_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/games/morris"
	"github.com/tabla-games/tabla/games/pointgraph"
)

// The naive generator is a second, independent reading of the rules in
// doc.go: a map from point names to pieces, the mills written out by
// hand, and moves built as text. It is slow and
// simple, and the tests compare the fast generator with it.

var naiveRanks = [][]string{
	{"a7", "d7", "g7"}, {"b6", "d6", "f6"}, {"c5", "d5", "e5"}, {"a4", "b4", "c4", "e4", "f4", "g4"},
	{"c3", "d3", "e3"}, {"b2", "d2", "f2"}, {"a1", "d1", "g1"},
}

var naiveOrthogonal = []string{
	"a7-d7-g7", "b6-d6-f6", "c5-d5-e5", "a4-b4-c4", "e4-f4-g4", "c3-d3-e3", "b2-d2-f2", "a1-d1-g1",
	"a1-a4-a7", "b2-b4-b6", "c3-c4-c5", "d1-d2-d3", "d5-d6-d7", "e3-e4-e5", "f2-f4-f6", "g1-g4-g7",
}

var naiveDiagonal = []string{"a1-b2-c3", "g1-f2-e3", "a7-b6-c5", "g7-f6-e5"}

// naiveRules are a variant's rules for the naive generator.
type naiveRules struct {
	lines     [][]string
	pieces    int
	fly       bool
	anyTime   bool // step while pieces remain in hand
	noReturn  bool
	adjacency map[string][]string
}

func newNaiveRules(diagonals bool) naiveRules {
	r := naiveRules{pieces: 9, fly: true, adjacency: map[string][]string{}}
	src := naiveOrthogonal
	if diagonals {
		r = naiveRules{pieces: 12, anyTime: true, noReturn: true, adjacency: map[string][]string{}}
		src = append(slices.Clone(naiveOrthogonal), naiveDiagonal...)
	}
	for _, l := range src {
		pts := strings.Split(l, "-")
		r.lines = append(r.lines, pts)
		for i := 0; i+1 < len(pts); i++ {
			r.adjacency[pts[i]] = append(r.adjacency[pts[i]], pts[i+1])
			r.adjacency[pts[i+1]] = append(r.adjacency[pts[i+1]], pts[i])
		}
	}
	return r
}

// naivePos is a position for the naive generator.
type naivePos struct {
	at   map[string]byte // 'W' or 'B'
	side byte            // 'W' or 'B'
	hand map[byte]int
	last map[byte]string // "from-to" or ""
}

func other(s byte) byte {
	if s == 'W' {
		return 'B'
	}
	return 'W'
}

// parseNaive reads the board, side and hands of a position string (the
// last-step fields when there are seven fields), ignoring the clock.
func parseNaive(s string) naivePos {
	f := strings.Fields(s)
	p := naivePos{at: map[string]byte{}, hand: map[byte]int{}, last: map[byte]string{}}
	for r, text := range strings.Split(f[0], "/") {
		k := 0
		for _, ch := range text {
			if ch >= '1' && ch <= '9' {
				k += int(ch - '0')
				continue
			}
			p.at[naiveRanks[r][k]] = byte(ch)
			k++
		}
	}
	p.side = 'W'
	if f[1] == "b" {
		p.side = 'B'
	}
	p.hand['W'], _ = strconv.Atoi(f[2])
	p.hand['B'], _ = strconv.Atoi(f[3])
	if len(f) == 7 {
		for i, s := range []byte{'W', 'B'} {
			if f[4+i] != "-" {
				p.last[s] = f[4+i]
			}
		}
	}
	return p
}

func (p naivePos) count(s byte) int {
	n := 0
	for _, v := range p.at {
		if v == s {
			n++
		}
	}
	return n
}

func (r naiveRules) inMill(p naivePos, pt string) bool {
	s := p.at[pt]
	for _, l := range r.lines {
		if slices.Contains(l, pt) && p.at[l[0]] == s && p.at[l[1]] == s && p.at[l[2]] == s {
			return true
		}
	}
	return false
}

// moves lists the legal moves as text, sorted; nil when the game is over
// by material (fewer than three) for the side to move.
func (r naiveRules) moves(p naivePos) []string {
	me := p.side
	if p.count(me)+p.hand[me] < 3 {
		return nil
	}
	var empties, mine, theirs []string
	for _, rank := range naiveRanks {
		for _, pt := range rank {
			switch p.at[pt] {
			case 0:
				empties = append(empties, pt)
			case me:
				mine = append(mine, pt)
			default:
				theirs = append(theirs, pt)
			}
		}
	}
	var removable []string
	for _, pt := range theirs {
		if !r.inMill(p, pt) {
			removable = append(removable, pt)
		}
	}
	if len(removable) == 0 {
		removable = theirs
	}
	var out []string
	emit := func(base, from, to string) {
		if from != "" {
			delete(p.at, from)
		}
		p.at[to] = me
		mill := r.inMill(p, to)
		delete(p.at, to)
		if from != "" {
			p.at[from] = me
		}
		if !mill || len(removable) == 0 {
			out = append(out, base)
			return
		}
		for _, x := range removable {
			out = append(out, base+"x"+x)
		}
	}
	if p.hand[me] > 0 {
		for _, e := range empties {
			emit(e, "", e)
		}
	}
	if p.hand[me] == 0 || r.anyTime {
		fly := r.fly && p.hand[me] == 0 && len(mine) == 3
		for _, from := range mine {
			for _, to := range empties {
				if !fly && !slices.Contains(r.adjacency[from], to) {
					continue
				}
				if r.noReturn && p.last[me] == to+"-"+from {
					continue
				}
				emit(from+"-"+to, from, to)
			}
		}
	}
	slices.Sort(out)
	return out
}

// play applies a move given as text.
func (r naiveRules) play(p naivePos, m string) naivePos {
	q := naivePos{at: map[string]byte{}, side: other(p.side), hand: map[byte]int{}, last: map[byte]string{}}
	for k, v := range p.at {
		q.at[k] = v
	}
	for k, v := range p.hand {
		q.hand[k] = v
	}
	for k, v := range p.last {
		q.last[k] = v
	}
	base, rem, _ := strings.Cut(m, "x")
	if from, to, ok := strings.Cut(base, "-"); ok {
		delete(q.at, from)
		q.at[to] = p.side
		if r.noReturn {
			q.last[p.side] = base
		}
	} else {
		q.at[base] = p.side
		q.hand[p.side]--
		delete(q.last, p.side)
	}
	if rem != "" {
		delete(q.at, rem)
	}
	return q
}

func (r naiveRules) perft(p naivePos, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := r.moves(p)
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += r.perft(r.play(p, m), depth-1)
	}
	return n
}

func variants() []struct {
	name  string
	v     *morris.Variant
	naive naiveRules
} {
	return []struct {
		name  string
		v     *morris.Variant
		naive naiveRules
	}{
		{"nine", morris.NewVariant(morris.Spec{ID: "test-nine", Board: pointgraph.Morris(false), Pieces: 9, Fly: true}), newNaiveRules(false)},
		{"twelve", morris.NewVariant(morris.Spec{ID: "test-twelve", Board: pointgraph.Morris(true), Pieces: 12, StepAnyTime: true, NoReturn: true}), newNaiveRules(true)},
	}
}

func sortedTexts(g *morris.Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// TestNaiveRandomGames compares the move lists of the two generators at
// every position of random games of both variants (draw rules off, so
// that only the rules of play matter).
func TestNaiveRandomGames(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for _, tc := range variants() {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(7, 11))
			for gi := range games {
				g := morris.New(tc.v, morris.Config{})
				for ply := 0; ply < 300; ply++ {
					pos := g.Position()
					want := tc.naive.moves(parseNaive(pos))
					got := sortedTexts(g)
					if !slices.Equal(got, want) {
						t.Fatalf("game %d ply %d at %s:\n got %v\nwant %v", gi, ply, pos, got, want)
					}
					if len(got) == 0 {
						break
					}
					// Prefer mills now and then, so that games reach the
					// stepping and flying phases.
					ms := g.GenMoves(nil)
					m := ms[rng.IntN(len(ms))]
					for _, c := range ms {
						if strings.Contains(g.FormatMove(c), "x") && rng.IntN(2) == 0 {
							m = c
							break
						}
					}
					g.Make(m)
				}
			}
		})
	}
}

// TestNaivePerft compares perft counts of the two generators from a few
// positions of each phase.
func TestNaivePerft(t *testing.T) {
	positions := map[string][]string{
		"nine": {
			"3/3/3/6/3/3/3 w 9 9 0",
			"W1B/1B1/B2/6/3/1B1/W1W w 0 0 0",
			"BBB/3/3/2WW2/3/1B1/WW1 w 5 5 0",
			"WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 0 0 3",
			"W2/1W1/B2/1B1BW1/3/3/1WB w 1 2 0",
		},
		"twelve": {
			"3/3/3/6/3/3/3 w 12 12 - - 0",
			"1WB/B2/3/W5/3/3/2B w 10 9 a1-a4 - 0",
			"BB1/3/3/6/3/W2/W2 w 10 10 - - 0",
			"WB1/1WB/B1W/WB1WBW/1W1/B2/1BW b 2 1 b4-a4 d6-d7 3",
		},
	}
	depth := 3
	for _, tc := range variants() {
		for _, pos := range positions[tc.name] {
			t.Run(tc.name+"/"+pos, func(t *testing.T) {
				g := morris.New(tc.v, morris.Config{})
				if err := g.SetPosition(pos); err != nil {
					t.Fatal(err)
				}
				for d := 1; d <= depth; d++ {
					want := tc.naive.perft(parseNaive(pos), d)
					if got := perft(g, d); got != want {
						t.Fatalf("perft(%d) = %d, naive %d", d, got, want)
					}
				}
			})
		}
	}
}

// perft counts leaves like position.Perft with ends that are not leaves,
// but by the game's GenMoves alone (as the naive generator does).
func perft(g *morris.Game, depth int) uint64 {
	ms := g.GenMoves(nil)
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		g.Make(m)
		n += perft(g, depth-1)
		g.Unmake()
	}
	return n
}

// ExampleGame_Board draws a Twelve Men's Morris board with its diagonals.
func ExampleGame_Board() {
	v := morris.NewVariant(morris.Spec{ID: "example", Board: pointgraph.Morris(true), Pieces: 12, StepAnyTime: true, NoReturn: true})
	g := morris.New(v, morris.DefaultConfig())
	for _, s := range []string{"a1", "d7", "b2", "g7"} {
		m, err := g.ParseMove(s)
		if err != nil {
			panic(err)
		}
		g.Make(m)
	}
	fmt.Println(g.Board())
	// Output:
	// 7 .-----------B-----------B
	//   | \         |         / |
	// 6 |   .-------.-------.   |
	//   |   | \     |     / |   |
	// 5 |   |   .---.---.   |   |
	//   |   |   |       |   |   |
	// 4 .---.---.       .---.---.
	//   |   |   |       |   |   |
	// 3 |   |   .---.---.   |   |
	//   |   | /     |     \ |   |
	// 2 |   W-------.-------.   |
	//   | /         |         \ |
	// 1 W-----------.-----------.
	//   a   b   c   d   e   f   g
	// in hand: W 10, B 10
	// 1BB/3/3/6/3/W2/W2 w 10 10 - - 0
}
