package foxgeese

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// naive is an independent, slow implementation of the board and the
// moves of doc.go's Rules, written from the text alone: a 7×7 grid of bytes,
// connections computed from coordinates, moves as text. It shares no code
// with the package (not even the board), so agreeing with it checks the
// board, the chains and the notation together.
type naive struct {
	cell [7][7]byte // [x][y], 0-based; 'G', 'F' or 0
	fox  bool       // the fox is to move
}

func naiveExists(x, y int) bool {
	return x >= 0 && y >= 0 && x < 7 && y < 7 && (x >= 2 && x <= 4 || y >= 2 && y <= 4)
}

// naiveLinked reports whether (x, y) and (x+dx, y+dy) are connected.
func naiveLinked(x, y, dx, dy int) bool {
	if !naiveExists(x, y) || !naiveExists(x+dx, y+dy) {
		return false
	}
	return dx == 0 || dy == 0 || (x+y)%2 == 0
}

var naiveDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func naiveName(x, y int) string { return fmt.Sprintf("%c%d", 'a'+x, y+1) }

func (n *naive) geese() int {
	c := 0
	for x := range n.cell {
		for y := range n.cell[x] {
			if n.cell[x][y] == 'G' {
				c++
			}
		}
	}
	return c
}

// moves returns every legal move as text, with the position after it.
func (n *naive) moves() (texts []string, next []naive) {
	if n.geese() < 4 {
		return nil, nil
	}
	for x := 0; x < 7; x++ {
		for y := 0; y < 7; y++ {
			piece := n.cell[x][y]
			if piece == 0 || (piece == 'F') != n.fox {
				continue
			}
			for _, d := range naiveDirs {
				if naiveLinked(x, y, d[0], d[1]) && n.cell[x+d[0]][y+d[1]] == 0 {
					c := *n
					c.cell[x][y], c.cell[x+d[0]][y+d[1]] = 0, piece
					c.fox = !n.fox
					texts = append(texts, naiveName(x, y)+"-"+naiveName(x+d[0], y+d[1]))
					next = append(next, c)
				}
			}
			if piece == 'F' {
				c := *n
				c.cell[x][y] = 0
				c.jumps(x, y, naiveName(x, y), &texts, &next)
			}
		}
	}
	return texts, next
}

// jumps extends a chain that has reached (x, y) with the fox lifted off
// the board; every chain of one or more jumps is a move.
func (n *naive) jumps(x, y int, path string, texts *[]string, next *[]naive) {
	for _, d := range naiveDirs {
		ox, oy, tx, ty := x+d[0], y+d[1], x+2*d[0], y+2*d[1]
		if !naiveLinked(x, y, d[0], d[1]) || !naiveLinked(ox, oy, d[0], d[1]) {
			continue
		}
		if n.cell[ox][oy] != 'G' || n.cell[tx][ty] != 0 {
			continue
		}
		c := *n
		c.cell[ox][oy] = 0
		p := path + "x" + naiveName(tx, ty)
		done := c
		done.cell[tx][ty] = 'F'
		done.fox = false
		*texts = append(*texts, p)
		*next = append(*next, done)
		c.jumps(tx, ty, p, texts, next)
	}
}

func (n *naive) perft(depth int) uint64 {
	texts, next := n.moves()
	if depth == 1 {
		return uint64(len(texts))
	}
	var sum uint64
	for i := range next {
		sum += next[i].perft(depth - 1)
	}
	return sum
}

// naiveFrom reads the board of a position string by itself.
func naiveFrom(t testing.TB, pos string) naive {
	t.Helper()
	var n naive
	fields := strings.Fields(pos)
	ranks := strings.Split(fields[0], "/")
	for r, text := range ranks {
		y := 6 - r
		var xs []int
		for x := 0; x < 7; x++ {
			if naiveExists(x, y) {
				xs = append(xs, x)
			}
		}
		k := 0
		for _, ch := range text {
			if ch >= '1' && ch <= '9' {
				k += int(ch - '0')
				continue
			}
			n.cell[xs[k]][y] = byte(ch)
			k++
		}
	}
	n.fox = fields[1] == "f"
	return n
}

// naivePositions are the positions of the naive comparisons, with the
// perft depth each is compared to (one less with -short). The perft table
// holds deeper counts of the same positions, which this comparison backs.
var naivePositions = []struct {
	pos   string
	depth int
}{
	{"GGG/GGG/GGGGGGG/3F3/7/3/3 g 0", 5},
	{"GGG/3/7/3F3/2GG3/3/3 f 0", 5},
	{"3/3/GG3GG/GGGFGGG/2GGG2/3/3 f 0", 4},
	{"1G1/G1G/1G1G1G1/G1GFG1G/1G1G1G1/3/3 f 0", 3},
	{"2G/3/G1GG2G/2GF3/6G/3/3 f 0", 4},
	{"3/GGG/1G1GFG1/G1G2GG/1G1G1G1/3/3 f 0", 3},
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
				want := n.perft(d)
				if got := position.Perft(g, d, false); got != want {
					t.Fatalf("perft(%d) = %d, naive %d", d, got, want)
				}
				t.Logf("perft(%d) = %d", d, want)
			}
		})
	}
}

// TestNaiveMoves plays random games and compares the legal moves, as text,
// with the naive implementation's at every ply.
func TestNaiveMoves(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	cfg := Config{RepetitionDraw: false, NoProgressLimit: 0}
	for i := 0; i < games; i++ {
		pos := naivePositions[i%len(naivePositions)].pos
		rng := rand.New(rand.NewPCG(7, uint64(i)))
		g := setup(t, &cfg, pos)
		for ply := 0; ply < 300; ply++ {
			n := naiveFrom(t, g.Position())
			want, _ := n.moves()
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
