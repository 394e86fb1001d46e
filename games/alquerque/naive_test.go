package alquerque

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// naive is a slow, independent model of the rules, written from its
// text on a plain 5×5 array of bytes, with moves as text: it shares no
// code with the package (no pointgraph, no bit sets). The tests compare
// the package with it move list by move list.
type naive struct {
	cfg     Config
	cells   [5][5]byte // [x][y]: 'W', 'B' or 0
	side    byte       // 'W' or 'B'
	clock   int
	history []string // keys since the last removal, current one last
}

var naiveDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

func naiveOn(x, y int) bool { return x >= 0 && x < 5 && y >= 0 && y < 5 }

// naiveLinked: the line from (x, y) in direction d exists.
func naiveLinked(x, y int, d [2]int) bool {
	if !naiveOn(x+d[0], y+d[1]) {
		return false
	}
	return d[0] == 0 || d[1] == 0 || (x+y)%2 == 0
}

func naiveName(x, y int) string { return fmt.Sprintf("%c%d", 'a'+x, y+1) }

func other(side byte) byte {
	if side == 'W' {
		return 'B'
	}
	return 'W'
}

func newNaive(cfg Config, pos string) *naive {
	n := &naive{cfg: cfg}
	fields := strings.Fields(pos)
	ranks := strings.Split(fields[0], "/")
	for r, text := range ranks {
		y, x := 4-r, 0
		for _, ch := range text {
			if ch >= '1' && ch <= '9' {
				x += int(ch - '0')
				continue
			}
			n.cells[x][y] = byte(ch)
			x++
		}
	}
	n.side = 'W'
	if fields[1] == "b" {
		n.side = 'B'
	}
	fmt.Sscan(fields[2], &n.clock)
	n.history = []string{n.key()}
	return n
}

func (n *naive) key() string { return fmt.Sprint(n.cells, n.side) }

// canJump: the piece on (x, y) has a jump.
func (n *naive) canJump(x, y int) bool {
	for _, d := range naiveDirs {
		if naiveLinked(x, y, d) && naiveLinked(x+d[0], y+d[1], d) &&
			n.cells[x+d[0]][y+d[1]] == other(n.cells[x][y]) && n.cells[x+2*d[0]][y+2*d[1]] == 0 {
			return true
		}
	}
	return false
}

// chains appends the chain texts of the piece on (x, y), path so far.
func (n *naive) chains(x, y int, path string, out *[]string) {
	jumped := false
	for _, d := range naiveDirs {
		if !naiveLinked(x, y, d) || !naiveLinked(x+d[0], y+d[1], d) {
			continue
		}
		ox, oy, tx, ty := x+d[0], y+d[1], x+2*d[0], y+2*d[1]
		if n.cells[ox][oy] != other(n.cells[x][y]) || n.cells[tx][ty] != 0 {
			continue
		}
		jumped = true
		me, them := n.cells[x][y], n.cells[ox][oy]
		n.cells[x][y], n.cells[ox][oy], n.cells[tx][ty] = 0, 0, me
		p := path + "x" + naiveName(tx, ty)
		if n.cfg.Huff {
			*out = append(*out, p)
		}
		n.chains(tx, ty, p, out)
		n.cells[x][y], n.cells[ox][oy], n.cells[tx][ty] = me, them, 0
	}
	if !jumped && !n.cfg.Huff && strings.Contains(path, "x") {
		*out = append(*out, path)
	}
}

func (n *naive) over() (bool, int) {
	if len(n.rawMoves()) == 0 {
		return true, -1
	}
	if n.cfg.NoCaptureLimit > 0 && n.clock >= n.cfg.NoCaptureLimit {
		return true, 0
	}
	if n.cfg.RepetitionDraw {
		last, count := n.history[len(n.history)-1], 0
		for _, k := range n.history {
			if k == last {
				count++
			}
		}
		if count >= 3 {
			return true, 0
		}
	}
	return false, 0
}

// rawMoves are the moves, the draw rules aside.
func (n *naive) rawMoves() []string {
	var caps, steps []string
	for x := 0; x < 5; x++ {
		for y := 0; y < 5; y++ {
			if n.cells[x][y] != n.side {
				continue
			}
			n.chains(x, y, naiveName(x, y), &caps)
			for _, d := range naiveDirs {
				if naiveLinked(x, y, d) && n.cells[x+d[0]][y+d[1]] == 0 {
					steps = append(steps, naiveName(x, y)+"-"+naiveName(x+d[0], y+d[1]))
				}
			}
		}
	}
	if len(caps) > 0 && !n.cfg.Huff {
		return caps
	}
	return append(caps, steps...)
}

func (n *naive) moves() []string {
	if over, _ := n.over(); over {
		return nil
	}
	return n.rawMoves()
}

func naivePoint(s string) (int, int) { return int(s[0] - 'a'), int(s[1] - '1') }

// play makes a move given as text, returning a copy.
func (n *naive) play(m string) *naive {
	c := *n
	c.history = slices.Clone(n.history)
	removed := false
	if from, to, ok := strings.Cut(m, "-"); ok {
		var missed [][2]int
		if c.cfg.Huff {
			for x := 0; x < 5; x++ {
				for y := 0; y < 5; y++ {
					if c.cells[x][y] == c.side && c.canJump(x, y) {
						missed = append(missed, [2]int{x, y})
					}
				}
			}
		}
		fx, fy := naivePoint(from)
		tx, ty := naivePoint(to)
		c.cells[fx][fy], c.cells[tx][ty] = 0, c.side
		for _, p := range missed {
			if p == [2]int{fx, fy} {
				p = [2]int{tx, ty}
			}
			c.cells[p[0]][p[1]] = 0
			removed = true
		}
	} else {
		pts := strings.Split(m, "x")
		x, y := naivePoint(pts[0])
		for _, p := range pts[1:] {
			tx, ty := naivePoint(p)
			c.cells[(x+tx)/2][(y+ty)/2] = 0
			c.cells[x][y], c.cells[tx][ty] = 0, c.side
			x, y = tx, ty
		}
		removed = true
		if c.cfg.Huff && c.canJump(x, y) {
			c.cells[x][y] = 0
		}
	}
	c.side = other(c.side)
	if removed {
		c.clock = 0
		c.history = nil
	} else {
		c.clock++
	}
	c.history = append(c.history, c.key())
	return &c
}

// sortedTexts formats and sorts the legal moves of g.
func sortedTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// compareTree walks the tree below g and n to depth, checking at every
// node that both list the same moves and agree on the outcome.
func compareTree(t *testing.T, g *Game, n *naive, depth int, path []string) {
	t.Helper()
	got := sortedTexts(g)
	want := slices.Sorted(slices.Values(n.moves()))
	if !slices.Equal(got, want) {
		t.Fatalf("after %v at %s: moves %v, naive %v", path, g.Position(), got, want)
	}
	over, score := g.Outcome()
	nOver, nScore := n.over()
	if over != nOver || score != nScore {
		t.Fatalf("after %v at %s: outcome %v %d, naive %v %d", path, g.Position(), over, score, nOver, nScore)
	}
	if depth == 0 {
		return
	}
	for _, m := range g.GenMoves(nil) {
		text := g.FormatMove(m)
		g.Make(m)
		compareTree(t, g, n.play(text), depth-1, append(path, text))
		g.Unmake()
	}
}

// TestAgainstNaive compares the package with the naive model over whole
// trees, from the start and from positions full of captures, with every
// option combination.
func TestAgainstNaive(t *testing.T) {
	positions := []struct {
		pos   string
		depth int
	}{
		{"BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0", 6},
		{"BBBBB/BBBBB/BB1WW/WWWWW/WWWWW b 0", 6},
		{"B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0", 4},
		{"2B2/1BWB1/BW1WB/1BWB1/2W2 b 0", 4},
		{"5/1B1B1/2W2/1B1B1/5 w 0", 4},
		{"B3B/5/2W2/5/W3W b 95", 5},
		{"5/1B3/5/3W1/5 w 0", 7},
	}
	configs := []Config{
		DefaultConfig(),
		{Huff: true, RepetitionDraw: true, NoCaptureLimit: 100},
		{Huff: false, RepetitionDraw: false, NoCaptureLimit: 3},
		{Huff: true, RepetitionDraw: true, NoCaptureLimit: 0},
	}
	for _, p := range positions {
		for ci, cfg := range configs {
			depth := p.depth
			if cfg.Huff {
				depth = min(depth, 3)
			}
			if testing.Short() {
				depth = min(depth, 3)
			}
			t.Run(fmt.Sprintf("%s/cfg%d", p.pos, ci), func(t *testing.T) {
				g := New(cfg)
				if err := g.SetPosition(p.pos); err != nil {
					t.Fatal(err)
				}
				compareTree(t, g, newNaive(cfg, p.pos), depth, nil)
			})
		}
	}
}
