package chomp

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// naive is a deliberately simple second implementation of the rules, for
// cross-checking the bitboard one: a grid of bytes ('c', 'p' or '.'),
// every rectangle tried, connectivity by breadth-first search.
type naive struct {
	n, m  int
	cells [][]byte // cells[rank][file], rank 0 at the bottom
	side  byte     // 'r' or 'b'
}

// parseNaive reads a position string without the package's parser.
func parseNaive(pos string) (*naive, error) {
	fields := strings.Fields(pos)
	if len(fields) != 2 || (fields[1] != "r" && fields[1] != "b") {
		return nil, fmt.Errorf("naive: bad position %q", pos)
	}
	ranks := strings.Split(fields[0], "/")
	nv := &naive{n: len(ranks), side: fields[1][0]}
	nv.cells = make([][]byte, nv.n)
	for i, text := range ranks {
		var row []byte
		num := ""
		for _, ch := range text + "$" {
			if ch >= '0' && ch <= '9' {
				num += string(ch)
				continue
			}
			if num != "" {
				k, _ := strconv.Atoi(num)
				row = append(row, strings.Repeat(".", k)...)
				num = ""
			}
			if ch != '$' {
				row = append(row, byte(ch))
			}
		}
		nv.cells[nv.n-1-i] = row
	}
	nv.m = len(nv.cells[0])
	return nv, nil
}

func (nv *naive) String() string {
	var parts []string
	for r := nv.n - 1; r >= 0; r-- {
		s, gap := "", 0
		for _, ch := range nv.cells[r] {
			if ch == '.' {
				gap++
				continue
			}
			if gap > 0 {
				s += strconv.Itoa(gap)
				gap = 0
			}
			s += string(ch)
		}
		if gap > 0 {
			s += strconv.Itoa(gap)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "/") + " " + string(nv.side)
}

// connected is a breadth-first search over the present cells.
func (nv *naive) connected() bool {
	type cell struct{ f, r int }
	var start *cell
	total := 0
	for r := range nv.n {
		for f := range nv.m {
			if nv.cells[r][f] != '.' {
				total++
				if start == nil {
					start = &cell{f, r}
				}
			}
		}
	}
	if start == nil {
		return true
	}
	seen := map[cell]bool{*start: true}
	queue := []cell{*start}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, d := range []cell{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			x := cell{c.f + d.f, c.r + d.r}
			if x.f < 0 || x.r < 0 || x.f >= nv.m || x.r >= nv.n || nv.cells[x.r][x.f] == '.' || seen[x] {
				continue
			}
			seen[x] = true
			queue = append(queue, x)
		}
	}
	return len(seen) == total
}

// after returns the position after removing files f1..f2 of ranks r1..r2,
// or nil if that is not a legal move.
func (nv *naive) after(f1, r1, f2, r2 int) *naive {
	next := &naive{n: nv.n, m: nv.m, side: "br"[strings.IndexByte("rb", nv.side)]}
	for r := range nv.n {
		next.cells = append(next.cells, slices.Clone(nv.cells[r]))
	}
	for r := r1; r <= r2; r++ {
		for f := f1; f <= f2; f++ {
			if next.cells[r][f] != 'c' {
				return nil
			}
			next.cells[r][f] = '.'
		}
	}
	if !next.connected() {
		return nil
	}
	return next
}

// children lists the legal moves as text with the positions they lead to.
func (nv *naive) children() (texts []string, next []*naive) {
	for r1 := range nv.n {
		for r2 := r1; r2 < nv.n; r2++ {
			for f1 := range nv.m {
				for f2 := f1; f2 < nv.m; f2++ {
					if c := nv.after(f1, r1, f2, r2); c != nil {
						text := fmt.Sprintf("%c%d", 'a'+f1, r1+1)
						if f1 != f2 || r1 != r2 {
							text += fmt.Sprintf("-%c%d", 'a'+f2, r2+1)
						}
						texts = append(texts, text)
						next = append(next, c)
					}
				}
			}
		}
	}
	return texts, next
}

// moves is the sorted list of legal move texts.
func (nv *naive) moves() []string {
	texts, _ := nv.children()
	slices.Sort(texts)
	return texts
}

func (nv *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	_, next := nv.children()
	if depth == 1 {
		return uint64(len(next))
	}
	var n uint64
	for _, c := range next {
		n += c.perft(depth - 1)
	}
	return n
}

// wins reports whether the side to move wins, memoised on the board.
func (nv *naive) wins(memo map[string]bool) bool {
	key := nv.String()[:strings.IndexByte(nv.String(), ' ')]
	if w, ok := memo[key]; ok {
		return w
	}
	w := false
	_, next := nv.children()
	for _, c := range next {
		if !c.wins(memo) {
			w = true
			break
		}
	}
	memo[key] = w
	return w
}
