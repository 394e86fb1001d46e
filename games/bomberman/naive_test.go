package bomberman

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// naive is a second, deliberately plain implementation of the moves and the
// end of the game in doc.go's Rules (without the draw rules): a grid of
// letters that is copied for every move and moves as text. The tests
// compare it with Game.
type naive struct {
	grid    [][]byte // position-string letters, '.' for empty
	side, k int
	np, c   [2]int
	ply     int
	walls   bool // blast=walls
}

func naiveFrom(t *testing.T, pos string, walls bool) *naive {
	f := strings.Fields(pos)
	n := &naive{walls: walls}
	for _, row := range strings.Split(f[0], "/") {
		var r []byte
		num := ""
		for i := 0; i < len(row); i++ {
			if row[i] >= '0' && row[i] <= '9' {
				num += string(row[i])
				continue
			}
			if num != "" {
				k, _ := strconv.Atoi(num)
				r = append(r, []byte(strings.Repeat(".", k))...)
				num = ""
			}
			r = append(r, row[i])
		}
		if num != "" {
			k, _ := strconv.Atoi(num)
			r = append(r, []byte(strings.Repeat(".", k))...)
		}
		n.grid = append(n.grid, r)
	}
	v := make([]int, 7)
	for i := range v {
		v[i], _ = strconv.Atoi(f[i+1])
	}
	n.side, n.k, n.np, n.c, n.ply = v[0]-1, v[1], [2]int{v[2], v[3]}, [2]int{v[4], v[5]}, v[6]
	return n
}

func (n *naive) find(ch byte) (int, int, bool) {
	for r, row := range n.grid {
		for c, x := range row {
			if x == ch {
				return r, c, true
			}
		}
	}
	return 0, 0, false
}

func (n *naive) name(r, c int) string { return colName(c) + strconv.Itoa(len(n.grid)-r) }

func (n *naive) free(r, c int) bool {
	return r >= 0 && r < len(n.grid) && c >= 0 && c < len(n.grid[0]) && (n.grid[r][c] == '.' || n.grid[r][c] == 'p')
}

var naiveDirs = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

func (n *naive) result() string {
	_, _, x := n.find('X')
	_, _, y := n.find('Y')
	switch {
	case !x && !y:
		return "draw"
	case !x:
		return "p2win"
	case !y:
		return "p1win"
	}
	if len(n.moves()) == 0 {
		return [2]string{"p2win", "p1win"}[n.side]
	}
	return "none"
}

func (n *naive) moves() []string {
	me := "XY"[n.side]
	r, c, ok := n.find(me)
	if !ok {
		return nil
	}
	ir, ic, hasInact := n.find("ij"[n.side])
	var out []string
	for _, d := range naiveDirs {
		if !n.free(r+d[0], c+d[1]) {
			continue
		}
		s := n.name(r, c) + "-" + n.name(r+d[0], c+d[1])
		if n.c[n.side] >= n.k-1 {
			out = append(out, s+"/B")
			continue
		}
		out = append(out, s, s+"/B")
		if hasInact {
			out = append(out, "A"+n.name(ir, ic)+"/"+s)
		}
	}
	slices.Sort(out)
	return out
}

// play applies a legal move given as text and returns the new state.
func (n *naive) play(mv string) *naive {
	m := *n
	m.grid = nil
	for _, row := range n.grid {
		m.grid = append(m.grid, slices.Clone(row))
	}
	p := m.side
	me := "XY"[p]
	or, oc, _ := m.find(me)
	ir, ic, hasInact := m.find("ij"[p])
	fresh := [2]int{-1, -1}
	if strings.HasPrefix(mv, "A") {
		m.grid[ir][ic] = 'b'
		fresh = [2]int{ir, ic}
		mv = mv[strings.Index(mv, "/")+1:]
	}
	place := strings.HasSuffix(mv, "/B")
	to := strings.TrimSuffix(mv, "/B")
	to = to[strings.Index(to, "-")+1:]
	var dr, dc int
	for _, d := range naiveDirs {
		if m.name(or+d[0], oc+d[1]) == to {
			dr, dc = or+d[0], oc+d[1]
		}
	}
	picked := m.grid[dr][dc] == 'p'
	m.grid[dr][dc] = me
	m.grid[or][oc] = '.'
	if place {
		if hasInact {
			m.grid[ir][ic] = 'b'
			fresh = [2]int{ir, ic}
		}
		m.grid[or][oc] = "ij"[p]
		m.c[p] = 0
	} else {
		m.c[p]++
	}
	if picked {
		m.np[p]++
	}
	h, w := len(m.grid), len(m.grid[0])
	boom := map[[2]int]bool{}
	for _, d := range naiveDirs {
		for r, c := dr+d[0], dc+d[1]; r >= 0 && r < h && c >= 0 && c < w; r, c = r+d[0], c+d[1] {
			x := m.grid[r][c]
			if x == 'b' && [2]int{r, c} != fresh {
				boom[[2]int{r, c}] = true
			}
			if x == 'w' || x == 'b' || x == 'i' || x == 'j' {
				break
			}
		}
	}
	covers := func(s, x [2]int) bool {
		if s[0] != x[0] && s[1] != x[1] {
			return false
		}
		if !m.walls {
			return true
		}
		lo, hi := min(s[0], x[0]), max(s[0], x[0])
		for r := lo + 1; r < hi; r++ {
			if m.grid[r][s[1]] == 'w' {
				return false
			}
		}
		lo, hi = min(s[1], x[1]), max(s[1], x[1])
		for c := lo + 1; c < hi; c++ {
			if m.grid[s[0]][c] == 'w' {
				return false
			}
		}
		return true
	}
	for grew := true; grew; {
		grew = false
		for r := 0; r < h; r++ {
			for c := 0; c < w; c++ {
				if m.grid[r][c] != 'b' || boom[[2]int{r, c}] {
					continue
				}
				for s := range boom {
					if covers(s, [2]int{r, c}) {
						boom[[2]int{r, c}] = true
						grew = true
						break
					}
				}
			}
		}
	}
	var dead [2]bool
	for x := 0; x < 2; x++ {
		r, c, ok := m.find("XY"[x])
		if !ok {
			continue
		}
		hits := 0
		for s := range boom {
			if covers(s, [2]int{r, c}) {
				hits++
			}
		}
		if hits > m.np[x] {
			dead[x] = true
		} else {
			m.np[x] -= hits
		}
	}
	for s := range boom {
		m.grid[s[0]][s[1]] = '.'
	}
	for x := 0; x < 2; x++ {
		if dead[x] {
			r, c, _ := m.find("XY"[x])
			m.grid[r][c] = '.'
		}
	}
	m.side = 1 - p
	m.ply++
	return &m
}

func (n *naive) position() string {
	rows := make([][]byte, len(n.grid))
	for r, row := range n.grid {
		rows[r] = make([]byte, len(row))
		for c, x := range row {
			if x != '.' {
				rows[r][c] = x
			}
		}
	}
	return fmt.Sprintf("%s %d %d %d %d %d %d %d", position.FormatRows(rows), n.side+1, n.k, n.np[0], n.np[1], n.c[0], n.c[1], n.ply)
}

// TestNaive plays random games with both blast modes and compares every
// legal move list, every resulting position and every result with naive.
func TestNaive(t *testing.T) {
	starts := []string{
		def,
		"wwwwwwwwwww/wX3p4w/w1w1w1w1w1w/w4p4w/w1w1w1w1w1w/w4p3Yw/wwwwwwwwwww 1 2 0 0 0 0 0",
		"wwwwwwwwwww/wX3p4w/w1w1w1w1w1w/w4p4w/w1w1w1w1w1w/w4p3Yw/wwwwwwwwwww 1 4 1 1 0 0 0",
		"X2p3p2Y 1 2 0 0 0 0 0",
		// Many protections keep games going past explosions and chains.
		strings.Replace(def, " 1 3 0 0 ", " 1 2 6 6 ", 1),
		"wwwwwwwwwww/wX3p4w/w1w1w1w1w1w/w4p4w/w1w1w1w1w1w/w4p3Yw/wwwwwwwwwww 1 2 8 8 0 0 0",
		"wwwwwwwww/w2b4w/wX1b2Y1w/wwwwwwwww 1 3 1 0 0 0 0",
	}
	games := 30
	if testing.Short() {
		games = 6
	}
	for _, blast := range []string{"full", "walls"} {
		for si, start := range starts {
			for gi := 0; gi < games; gi++ {
				pg, _, err := position.NewGame("bomberman", "blast="+blast, "repetition_draw=off", "max_plies=0")
				if err != nil {
					t.Fatal(err)
				}
				g := pg.(*Game)
				if err := g.SetPosition(start); err != nil {
					t.Fatal(err)
				}
				n := naiveFrom(t, start, blast == "walls")
				rng := rand.New(rand.NewPCG(uint64(si), uint64(gi)))
				for ply := 0; ply < 200; ply++ {
					if got, want := result(g), n.result(); got != want {
						t.Fatalf("%s at %s: result %s, naive %s", blast, g.Position(), got, want)
					}
					if got, want := moveTexts(g), n.moves(); result(g) == "none" && !slices.Equal(got, want) {
						t.Fatalf("%s at %s: moves %v, naive %v", blast, g.Position(), got, want)
					}
					moves := g.GenMoves(nil)
					if len(moves) == 0 {
						break
					}
					m := moves[rng.IntN(len(moves))]
					text := g.FormatMove(m)
					g.Make(m)
					n = n.play(text)
					if g.Position() != n.position() {
						t.Fatalf("%s after %s: %s, naive %s", blast, text, g.Position(), n.position())
					}
				}
			}
		}
	}
}
