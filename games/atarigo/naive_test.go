package atarigo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// naive is a second implementation of the rules, written as plainly as
// possible (a cell array and breadth-first searches, its own parser), to
// check the bitboard one against.
type naive struct {
	cell    [81]int // -1 empty, 0 black, 1 white; index row*9+col, row 0 at the bottom
	side    int
	reserve [2]int
	passes  int
	won     bool // the last placement captured
}

func parseNaive(s string) (*naive, error) {
	f := strings.Fields(s)
	if len(f) != 5 {
		return nil, fmt.Errorf("fields")
	}
	n := &naive{}
	rows := strings.Split(f[0], "/")
	for i, row := range rows {
		r, c := 8-i, 0
		for _, ch := range row {
			switch {
			case ch >= '1' && ch <= '9':
				for k := 0; k < int(ch-'0'); k++ {
					n.cell[r*9+c] = -1
					c++
				}
			case ch == 'B':
				n.cell[r*9+c] = 0
				c++
			case ch == 'W':
				n.cell[r*9+c] = 1
				c++
			}
		}
	}
	n.side = strings.Index("bw", f[1])
	n.reserve[0], _ = strconv.Atoi(f[2])
	n.reserve[1], _ = strconv.Atoi(f[3])
	n.passes, _ = strconv.Atoi(f[4])
	// A group of the side to move without liberties: the last move captured.
	for p := range n.cell {
		if n.cell[p] == n.side && n.liberties(p) == 0 {
			n.won = true
		}
	}
	return n, nil
}

func (n *naive) neighbours(p int) []int {
	var out []int
	r, c := p/9, p%9
	if r > 0 {
		out = append(out, p-9)
	}
	if r < 8 {
		out = append(out, p+9)
	}
	if c > 0 {
		out = append(out, p-1)
	}
	if c < 8 {
		out = append(out, p+1)
	}
	return out
}

// liberties counts the liberties of the group at p by breadth-first search.
func (n *naive) liberties(p int) int {
	color := n.cell[p]
	seen := map[int]bool{p: true}
	libs := map[int]bool{}
	queue := []int{p}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, x := range n.neighbours(q) {
			switch {
			case n.cell[x] == -1:
				libs[x] = true
			case n.cell[x] == color && !seen[x]:
				seen[x] = true
				queue = append(queue, x)
			}
		}
	}
	return len(libs)
}

// try places a stone of the side to move at p and reports whether that is
// legal and whether it captures; it leaves the board as it was.
func (n *naive) try(p int) (legal, captures bool) {
	if n.cell[p] != -1 || n.reserve[n.side] == 0 {
		return false, false
	}
	n.cell[p] = n.side
	for _, x := range n.neighbours(p) {
		if n.cell[x] == 1-n.side && n.liberties(x) == 0 {
			captures = true
		}
	}
	legal = captures || n.liberties(p) > 0
	n.cell[p] = -1
	return legal, captures
}

func (n *naive) over() bool { return n.won || n.passes >= 2 }

// moves lists the legal moves as text, placements in point order.
func (n *naive) moves() []string {
	if n.over() {
		return nil
	}
	var out []string
	for p := range n.cell {
		if ok, _ := n.try(p); ok {
			out = append(out, position.CellName(p%9, p/9))
		}
	}
	if len(out) == 0 {
		out = []string{"pass"}
	}
	return out
}

// play makes a legal move given as text.
func (n *naive) play(s string) {
	if s == "pass" {
		n.passes++
		n.side = 1 - n.side
		return
	}
	c, r, _ := position.ParseCellName(s)
	p := r*9 + c
	_, n.won = n.try(p)
	n.cell[p] = n.side
	n.reserve[n.side]--
	n.passes = 0
	n.side = 1 - n.side
}

func (n *naive) clone() *naive { c := *n; return &c }

func (n *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	if n.over() {
		return 0
	}
	var total uint64
	for _, m := range n.moves() {
		c := n.clone()
		c.play(m)
		total += c.perft(depth - 1)
	}
	return total
}

func (n *naive) String() string {
	var b strings.Builder
	for r := 8; r >= 0; r-- {
		empty := 0
		for c := 0; c < 9; c++ {
			v := n.cell[r*9+c]
			if v == -1 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte("BW"[v])
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	fmt.Fprintf(&b, " %c %d %d %d", "bw"[n.side], n.reserve[0], n.reserve[1], n.passes)
	return b.String()
}

// TestAgainstNaive plays random games, mostly avoiding captures so that
// the boards fill up, and compares at every node the legal moves, the
// result and the position with the naive implementation's.
func TestAgainstNaive(t *testing.T) {
	starts := []string{startPos, "9/9/9/9/9/9/9/9/9 b 12 10 0", "9/9/9/9/9/9/9/9/9 w 40 40 0", seedDiagram2}
	games := 30
	if testing.Short() {
		games = 6
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, start := range starts {
		for game := 0; game < games; game++ {
			g := newGame(t, start)
			n, _ := parseNaive(start)
			for ply := 0; ; ply++ {
				want := n.moves()
				got := legalTexts(g)
				if !slices.Equal(got, want) {
					t.Fatalf("%s: moves %v, naive %v", g.Position(), got, want)
				}
				over, _ := g.Outcome()
				if over != n.over() || g.Position() != n.String() {
					t.Fatalf("over %v at %s; naive over %v at %s", over, g.Position(), n.over(), n)
				}
				if over {
					break
				}
				// Prefer a move that does not capture, nine times in ten.
				var quiet []string
				for _, m := range want {
					c := n.clone()
					c.play(m)
					if !c.won {
						quiet = append(quiet, m)
					}
				}
				pick := want
				if len(quiet) > 0 && rng.IntN(10) > 0 {
					pick = quiet
				}
				m := pick[rng.IntN(len(pick))]
				play(t, g, m)
				n.play(m)
			}
		}
	}
}

// TestPerftAgainstNaive compares perft counts below the rules'
// example positions with the naive implementation's.
func TestPerftAgainstNaive(t *testing.T) {
	tests := []struct {
		pos   string
		depth int
	}{
		{seedCapture, 2},
		{suicideWhite, 2},
		{suicideBlack, 2},
		{seedDiagram2, 2},
		{fullBoard + " b 1 0 0", 3},
		{"BBBBBBBBB/WWWWWWWWW/BBBBBBBBB/WWWWWWWWW/9/9/9/9/9 b 3 3 0", 3},
		{"1W1W1W1W1/W1W1W1W1W/1W1W1W1W1/B1B1B1B1B/9/9/9/9/9 b 1 0 0", 3},
		{seedDiagram2, 3},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s/%d", tc.pos, tc.depth), func(t *testing.T) {
			if testing.Short() && tc.depth > 2 && tc.pos == seedDiagram2 {
				t.Skip("slow with -short")
			}
			n, _ := parseNaive(tc.pos)
			want := n.perft(tc.depth)
			if got := position.Perft(newGame(t, tc.pos), tc.depth, false); got != want {
				t.Errorf("perft(%d) = %d, naive %d", tc.depth, got, want)
			}
		})
	}
}
