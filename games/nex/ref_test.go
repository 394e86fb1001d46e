package nex

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// refPos is a deliberately plain second implementation of the rules, for
// the tests to compare the game with: a byte per cell, the neighbours
// worked out from the offsets in doc.go's Rules on every call, chains
// found by a breadth-first search, moves kept as text. It shares no code
// with the game but position's cell names.
type refPos struct {
	cell     [11][11]byte // [row][column]: 0, 'B', 'P' or 'N'
	side     byte         // 'b' or 'p'
	swapUsed bool
}

func refStart() refPos { return refPos{side: 'b'} }

// refParse reads a position string; it trusts its input.
func refParse(s string) refPos {
	f := strings.Fields(s)
	p := refPos{side: f[1][0], swapUsed: f[2] == "1"}
	for i, row := range strings.Split(f[0], "/") {
		r, c := 10-i, 0
		for j := 0; j < len(row); {
			if row[j] >= '0' && row[j] <= '9' {
				k := j
				for k < len(row) && row[k] >= '0' && row[k] <= '9' {
					k++
				}
				n, _ := strconv.Atoi(row[j:k])
				c += n
				j = k
				continue
			}
			p.cell[r][c] = row[j]
			c++
			j++
		}
	}
	return p
}

func (p *refPos) String() string {
	var b strings.Builder
	for r := 10; r >= 0; r-- {
		if r < 10 {
			b.WriteByte('/')
		}
		run := 0
		for c := 0; c < 11; c++ {
			if p.cell[r][c] == 0 {
				run++
				continue
			}
			if run > 0 {
				fmt.Fprint(&b, run)
				run = 0
			}
			b.WriteByte(p.cell[r][c])
		}
		if run > 0 {
			fmt.Fprint(&b, run)
		}
	}
	flag := "0"
	if p.swapUsed {
		flag = "1"
	}
	return fmt.Sprintf("%s %c %s", b.String(), p.side, flag)
}

func refName(r, c int) string { return string(rune('a'+c)) + strconv.Itoa(r+1) }

// connected reports whether the stones of colour ('B' or 'P') join its
// edges: Blue rows 1 and 11, Pink columns a and k.
func (p *refPos) connected(colour byte) bool {
	type rc struct{ r, c int }
	var queue []rc
	seen := map[rc]bool{}
	for k := 0; k < 11; k++ {
		start := rc{0, k}
		if colour == 'P' {
			start = rc{k, 0}
		}
		if p.cell[start.r][start.c] == colour {
			queue = append(queue, start)
			seen[start] = true
		}
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		if colour == 'B' && x.r == 10 || colour == 'P' && x.c == 10 {
			return true
		}
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {1, -1}, {-1, 1}} {
			y := rc{x.r + d[1], x.c + d[0]}
			if y.r < 0 || y.r > 10 || y.c < 0 || y.c > 10 || seen[y] || p.cell[y.r][y.c] != colour {
				continue
			}
			seen[y] = true
			queue = append(queue, y)
		}
	}
	return false
}

func (p *refPos) own() byte { return map[byte]byte{'b': 'B', 'p': 'P'}[p.side] }

func (p *refPos) opponent() byte { return map[byte]byte{'b': 'P', 'p': 'B'}[p.side] }

// winner is 'B' or 'P' once the last mover has joined its edges, else 0.
func (p *refPos) winner() byte {
	if p.connected(p.opponent()) {
		return p.opponent()
	}
	return 0
}

// moves lists the legal moves as sorted text.
func (p *refPos) moves() []string {
	if p.winner() != 0 {
		return nil
	}
	var out []string
	if p.side == 'p' && !p.swapUsed {
		out = append(out, "swap")
	}
	type rc struct{ r, c int }
	var empties, neutrals, owns []rc
	for r := 0; r < 11; r++ {
		for c := 0; c < 11; c++ {
			switch p.cell[r][c] {
			case 0:
				empties = append(empties, rc{r, c})
			case 'N':
				neutrals = append(neutrals, rc{r, c})
			case p.own():
				owns = append(owns, rc{r, c})
			}
		}
	}
	for _, x := range empties {
		for _, y := range empties {
			if x != y {
				out = append(out, refName(x.r, x.c)+"/"+refName(y.r, y.c))
			}
		}
	}
	for i, n1 := range neutrals {
		for _, n2 := range neutrals[i+1:] { // row-major: lower row, then lower column, first
			for _, f := range owns {
				out = append(out, refName(n1.r, n1.c)+","+refName(n2.r, n2.c)+"/"+refName(f.r, f.c))
			}
		}
	}
	slices.Sort(out)
	return out
}

// drawn reports a finished game without a winner.
func (p *refPos) drawn() bool { return p.winner() == 0 && len(p.moves()) == 0 }

// play returns the position after the legal move text.
func (p refPos) play(text string) refPos {
	cell := func(s string) (int, int) {
		n, _ := strconv.Atoi(s[1:])
		return n - 1, int(s[0] - 'a')
	}
	own := p.own()
	switch left, right, _ := strings.Cut(text, "/"); {
	case text == "swap":
		p.swapUsed = true
		return p
	case strings.Contains(left, ","):
		a, b, _ := strings.Cut(left, ",")
		for _, s := range []string{a, b} {
			r, c := cell(s)
			p.cell[r][c] = own
		}
		r, c := cell(right)
		p.cell[r][c] = 'N'
	default:
		r, c := cell(left)
		p.cell[r][c] = own
		r, c = cell(right)
		p.cell[r][c] = 'N'
	}
	if p.side == 'p' {
		p.swapUsed = true
	}
	p.side = map[byte]byte{'b': 'p', 'p': 'b'}[p.side]
	return p
}

// perft counts the leaves depth plies below p; a finished game before the
// last ply counts as none, as in the game's perft table.
func (p refPos) perft(depth int) uint64 {
	moves := p.moves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += p.play(m).perft(depth - 1)
	}
	return n
}
