package quoridor

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// naive is a deliberately plain model of the moves in doc.go's Rules,
// written from the text without bitboards or shortcuts: walls as a set of
// (x, y, o) slots, blocked steps looked up wall by wall, and a full BFS for
// both pawns before every wall placement.
type naive struct {
	pawn  [2][2]int // (x, y)
	walls map[[3]int]bool
	left  [2]int
	side  int
}

func naiveFrom(t *testing.T, g *Game) *naive {
	t.Helper()
	n := &naive{walls: map[[3]int]bool{}, side: int(g.st.side)}
	for s := 0; s < 2; s++ {
		p := int(g.st.pawn[s])
		n.pawn[s] = [2]int{p % 9, p / 9}
		n.left[s] = int(g.st.left[s])
	}
	for o := 0; o < 2; o++ {
		for s := 0; s < 64; s++ {
			if g.st.walls[o]>>uint(s)&1 != 0 {
				n.walls[[3]int{s % 8, s / 8, o}] = true
			}
		}
	}
	return n
}

// blocked reports whether a wall lies between (x, y) and (x+dx, y+dy),
// or the step leaves the board.
func (n *naive) blocked(walls map[[3]int]bool, x, y, dx, dy int) bool {
	nx, ny := x+dx, y+dy
	if nx < 0 || nx > 8 || ny < 0 || ny > 8 {
		return true
	}
	switch {
	case dy != 0: // crossing the line between rows min(y,ny) and +1
		r := min(y, ny)
		return walls[[3]int{x, r, 0}] || walls[[3]int{x - 1, r, 0}]
	default:
		c := min(x, nx)
		return walls[[3]int{c, y, 1}] || walls[[3]int{c, y - 1, 1}]
	}
}

var naiveDirs = [4][2]int{{0, 1}, {0, -1}, {-1, 0}, {1, 0}}

func (n *naive) hasPath(walls map[[3]int]bool, side int) bool {
	goal := 8
	if side == 1 {
		goal = 0
	}
	seen := map[[2]int]bool{n.pawn[side]: true}
	queue := [][2]int{n.pawn[side]}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c[1] == goal {
			return true
		}
		for _, d := range naiveDirs {
			if n.blocked(walls, c[0], c[1], d[0], d[1]) {
				continue
			}
			nc := [2]int{c[0] + d[0], c[1] + d[1]}
			if !seen[nc] {
				seen[nc] = true
				queue = append(queue, nc)
			}
		}
	}
	return false
}

// moves lists the legal moves as text, sorted.
func (n *naive) moves() []string {
	var out []string
	p, o := n.pawn[n.side], n.pawn[1-n.side]
	name := func(c [2]int) string { return string(rune('a'+c[0])) + string(rune('1'+c[1])) }
	for _, d := range naiveDirs {
		if n.blocked(n.walls, p[0], p[1], d[0], d[1]) {
			continue
		}
		q := [2]int{p[0] + d[0], p[1] + d[1]}
		if q != o {
			out = append(out, name(q))
			continue
		}
		if !n.blocked(n.walls, o[0], o[1], d[0], d[1]) {
			out = append(out, name([2]int{o[0] + d[0], o[1] + d[1]}))
			continue
		}
		for _, e := range naiveDirs {
			if e[0]*d[0]+e[1]*d[1] != 0 || n.blocked(n.walls, o[0], o[1], e[0], e[1]) {
				continue
			}
			out = append(out, name([2]int{o[0] + e[0], o[1] + e[1]}))
		}
	}
	if n.left[n.side] > 0 {
		for y := 0; y < 8; y++ {
			for x := 0; x < 8; x++ {
				for o := 0; o < 2; o++ {
					if n.walls[[3]int{x, y, 0}] || n.walls[[3]int{x, y, 1}] {
						continue
					}
					if o == 0 && (n.walls[[3]int{x - 1, y, 0}] || n.walls[[3]int{x + 1, y, 0}]) {
						continue
					}
					if o == 1 && (n.walls[[3]int{x, y - 1, 1}] || n.walls[[3]int{x, y + 1, 1}]) {
						continue
					}
					w := [3]int{x, y, o}
					n.walls[w] = true
					ok := n.hasPath(n.walls, 0) && n.hasPath(n.walls, 1)
					delete(n.walls, w)
					if ok {
						out = append(out, name([2]int{x, y})+"hv"[o:o+1])
					}
				}
			}
		}
	}
	if len(out) == 0 {
		out = append(out, "pass")
	}
	slices.Sort(out)
	return out
}

// TestAgainstNaive plays random games, biased towards walls near the
// pawns so that mazes and enclosures arise, and compares the legal moves
// with the naive model at every position.
func TestAgainstNaive(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 2
	}
	for gi := 0; gi < games; gi++ {
		rng := rand.New(rand.NewPCG(7, uint64(gi)))
		g := newGame(t)
		if gi%3 == 1 {
			g = newGame(t, "walls=20")
		}
		for ply := 0; ply < 200; ply++ {
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			var got []string
			for _, m := range moves {
				got = append(got, g.FormatMove(m))
			}
			slices.Sort(got)
			if want := naiveFrom(t, g).moves(); !slices.Equal(got, want) {
				t.Fatalf("game %d at %s:\ngot  %v\nwant %v", gi, g.Position(), got, want)
			}
			// Half the time a pawn move, else any move (mostly walls).
			m := moves[rng.IntN(len(moves))]
			if rng.IntN(2) == 0 && !isWall(moves[0]) {
				m = moves[rng.IntN(min(len(moves), 4))]
			}
			g.Make(m)
		}
	}
}
