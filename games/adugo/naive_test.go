package adugo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// naive is an independent, slow implementation of the board and the
// moves of doc.go's Rules, written from the text alone: a grid of bytes
// indexed by file and rank, connections from doc.go's rule that diagonals
// run through the points whose file index plus rank is odd, plus the
// triangle's ten edges, jumps as straight triples of connections, moves
// as text. It shares no code with the package (not even the board).
type naive struct {
	cell   [5][8]byte // [file][rank], rank 1..7; 'J', 'D' or 0
	jaguar bool       // the jaguar is to move
}

// naiveTriangle are the points below the square, as (file, rank).
var naiveTriangle = [][2]int{{1, 2}, {2, 2}, {3, 2}, {0, 1}, {2, 1}, {4, 1}}

func naiveExists(f, r int) bool {
	if f >= 0 && f < 5 && r >= 3 && r <= 7 {
		return true
	}
	return slices.Contains(naiveTriangle, [2]int{f, r})
}

// naiveEdges are the triangle's connections: its two sides from the apex
// c3, its median and its two cross lines.
var naiveEdges = [][2]string{
	{"c3", "b2"}, {"b2", "a1"}, {"c3", "d2"}, {"d2", "e1"}, {"c3", "c2"}, {"c2", "c1"},
	{"b2", "c2"}, {"c2", "d2"}, {"a1", "c1"}, {"c1", "e1"},
}

func naiveName(f, r int) string { return fmt.Sprintf("%c%d", 'a'+f, r) }

// naiveLinked reports whether two points are connected.
func naiveLinked(f, r, f2, r2 int) bool {
	if !naiveExists(f, r) || !naiveExists(f2, r2) {
		return false
	}
	df, dr := f2-f, r2-r
	if r >= 3 && r2 >= 3 {
		switch {
		case df*df+dr*dr == 1:
			return true
		case df*df == 1 && dr*dr == 1:
			return (f+r)%2 == 1
		}
		return false
	}
	a, b := naiveName(f, r), naiveName(f2, r2)
	return slices.Contains(naiveEdges, [2]string{a, b}) || slices.Contains(naiveEdges, [2]string{b, a})
}

func (n *naive) dogs() int {
	c := 0
	for f := range n.cell {
		for r := range n.cell[f] {
			if n.cell[f][r] == 'D' {
				c++
			}
		}
	}
	return c
}

// neighbours lists the points connected to (f, r): every point within two
// files and one rank.
func naiveNeighbours(f, r int) [][2]int {
	var out [][2]int
	for df := -2; df <= 2; df++ {
		for dr := -1; dr <= 1; dr++ {
			if naiveLinked(f, r, f+df, r+dr) {
				out = append(out, [2]int{f + df, r + dr})
			}
		}
	}
	return out
}

// moves returns every legal move as text, with the position after it.
func (n *naive) moves(capturesToWin int) (texts []string, next []naive) {
	if 14-n.dogs() >= capturesToWin {
		return nil, nil
	}
	for f := 0; f < 5; f++ {
		for r := 1; r <= 7; r++ {
			piece := n.cell[f][r]
			if piece == 0 || (piece == 'J') != n.jaguar {
				continue
			}
			for _, q := range naiveNeighbours(f, r) {
				if n.cell[q[0]][q[1]] == 0 {
					c := *n
					c.cell[f][r], c.cell[q[0]][q[1]] = 0, piece
					c.jaguar = !n.jaguar
					texts = append(texts, naiveName(f, r)+"-"+naiveName(q[0], q[1]))
					next = append(next, c)
				}
			}
			if piece == 'J' {
				c := *n
				c.cell[f][r] = 0
				c.jumps(f, r, naiveName(f, r), &texts, &next)
			}
		}
	}
	return texts, next
}

// jumps extends a chain that has reached (f, r) with the jaguar lifted off
// the board; every chain of one or more jumps is a move.
func (n *naive) jumps(f, r int, path string, texts *[]string, next *[]naive) {
	for _, o := range naiveNeighbours(f, r) {
		tf, tr := 2*o[0]-f, 2*o[1]-r
		if !naiveLinked(o[0], o[1], tf, tr) || n.cell[o[0]][o[1]] != 'D' || n.cell[tf][tr] != 0 {
			continue
		}
		c := *n
		c.cell[o[0]][o[1]] = 0
		p := path + "x" + naiveName(tf, tr)
		done := c
		done.cell[tf][tr] = 'J'
		done.jaguar = false
		*texts = append(*texts, p)
		*next = append(*next, done)
		c.jumps(tf, tr, p, texts, next)
	}
}

func (n *naive) perft(depth, capturesToWin int) uint64 {
	texts, next := n.moves(capturesToWin)
	if depth == 1 {
		return uint64(len(texts))
	}
	var sum uint64
	for i := range next {
		sum += next[i].perft(depth-1, capturesToWin)
	}
	return sum
}

// naiveFrom reads the board of a position string by itself: ranks 7 to 3
// have files a to e, rank 2 b to d, rank 1 a, c and e.
func naiveFrom(t testing.TB, pos string) naive {
	t.Helper()
	var n naive
	fields := strings.Fields(pos)
	files := [][]int{{0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}, {1, 2, 3}, {0, 2, 4}}
	for i, text := range strings.Split(fields[0], "/") {
		r, k := 7-i, 0
		for _, ch := range text {
			if ch >= '1' && ch <= '9' {
				k += int(ch - '0')
				continue
			}
			n.cell[files[i][k]][r] = byte(ch)
			k++
		}
	}
	n.jaguar = fields[1] == "j"
	return n
}

// naivePositions are the positions of the naive comparisons, with the
// perft depth each is compared to (one less with -short).
var naivePositions = []struct {
	pos   string
	depth int
}{
	{"DDDDD/DDDDD/DDJDD/5/5/3/3 j", 6},
	{"DDDDD/DDDDD/3D1/2D2/5/D2/J2 j", 4},
	{"DDDDD/DDDDD/5/5/2J2/DD1/3 j", 4},
	{"D1D1D/1D1D1/D1J1D/1D1D1/D1D1D/3/3 j", 3},
	{"5/5/1D1D1/D1D1D/1DJD1/D1D/D1D d", 4},
	{"DDDDD/DD1D1/DDD1D/2JD1/D4/3/3 j", 4},
}

// TestNaivePerft compares perft with the naive implementation's.
func TestNaivePerft(t *testing.T) {
	for _, tc := range naivePositions {
		t.Run(tc.pos, func(t *testing.T) {
			g := setup(t, nil, tc.pos)
			n := naiveFrom(t, tc.pos)
			depth := tc.depth
			if testing.Short() {
				depth--
			}
			for d := 1; d <= depth; d++ {
				want := n.perft(d, 5)
				if got := position.Perft(g, d, false); got != want {
					t.Fatalf("perft(%d) = %d, naive %d", d, got, want)
				}
				t.Logf("perft(%d) = %d", d, want)
			}
		})
	}
}

// TestNaiveMoves plays random games and compares the legal moves, as text,
// with the naive implementation's at every ply, for several
// captures_to_win.
func TestNaiveMoves(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for i := 0; i < games; i++ {
		cfg := Config{CapturesToWin: []int{5, 14, 2, 9}[i%4]}
		pos := naivePositions[i%len(naivePositions)].pos
		rng := rand.New(rand.NewPCG(11, uint64(i)))
		g := setup(t, &cfg, pos)
		for ply := 0; ply < 300; ply++ {
			n := naiveFrom(t, g.Position())
			want, _ := n.moves(cfg.CapturesToWin)
			slices.Sort(want)
			got := moveTexts(g)
			if !slices.Equal(got, want) {
				t.Fatalf("game %d at %s: moves %v, naive %v", i, g.Position(), got, want)
			}
			if len(got) == 0 {
				break
			}
			m, err := g.ParseMove(got[rng.IntN(len(got))])
			if err != nil {
				t.Fatal(err)
			}
			g.Make(m)
		}
	}
}
