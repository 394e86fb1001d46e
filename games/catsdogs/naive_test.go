package catsdogs

import (
	"fmt"
	"slices"
	"strings"
)

// naive is a second, deliberately simple implementation of the rules, to
// check the bitboard one against: a grid of bytes, with every rule tested
// cell by cell as the rules word it.
type naive struct {
	w, h   int
	grid   [][]byte // grid[rank][file]: '.', 'C' or 'D'
	toMove byte     // 'C' or 'D'
	zone   bool
	supply int
}

// parseNaive reads a position string on its own, without the package's
// parser.
func parseNaive(s string, w, h int, zone bool, supply int) (*naive, error) {
	fields := strings.Fields(s)
	if len(fields) != 2 || (fields[1] != "c" && fields[1] != "d") {
		return nil, fmt.Errorf("bad position %q", s)
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != h {
		return nil, fmt.Errorf("bad rank count in %q", s)
	}
	n := &naive{w: w, h: h, zone: zone, supply: supply, toMove: strings.ToUpper(fields[1])[0]}
	n.grid = make([][]byte, h)
	for k, text := range ranks {
		var row []byte
		for _, ch := range text {
			if ch >= '1' && ch <= '9' {
				row = append(row, []byte(strings.Repeat(".", int(ch-'0')))...)
			} else {
				row = append(row, byte(ch))
			}
		}
		if len(row) != w {
			return nil, fmt.Errorf("bad rank %q in %q", text, s)
		}
		n.grid[h-1-k] = row
	}
	return n, nil
}

func (n *naive) enemy() byte {
	if n.toMove == 'C' {
		return 'D'
	}
	return 'C'
}

// inZone reports whether (file, rank) is one of the middle cells: the
// two middle files and ranks of an even side, the middle one of an odd
// side.
func (n *naive) inZone(file, rank int) bool {
	mid := func(x, size int) bool { return x == (size-1)/2 || x == size/2 }
	return mid(file, n.w) && mid(rank, n.h)
}

func (n *naive) count(p byte) int {
	k := 0
	for _, row := range n.grid {
		k += strings.Count(string(row), string(p))
	}
	return k
}

// moves lists the legal placements of the side to move by cell name,
// sorted.
func (n *naive) moves() []string {
	var out []string
	own := n.count(n.toMove)
	if own >= n.supply {
		return nil
	}
	for r := 0; r < n.h; r++ {
		for f := 0; f < n.w; f++ {
			if n.grid[r][f] != '.' {
				continue
			}
			ok := true
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				ff, rr := f+d[0], r+d[1]
				if ff >= 0 && ff < n.w && rr >= 0 && rr < n.h && n.grid[rr][ff] == n.enemy() {
					ok = false
				}
			}
			if ok && n.zone && own == 0 {
				ok = n.inZone(f, r) == (n.toMove == 'C')
			}
			if ok {
				out = append(out, fmt.Sprintf("%c%d", 'a'+f, r+1))
			}
		}
	}
	slices.Sort(out)
	return out
}

func (n *naive) play(cell string) {
	f, r := int(cell[0]-'a'), 0
	fmt.Sscan(cell[1:], &r)
	n.grid[r-1][f] = n.toMove
	n.toMove = n.enemy()
}

func (n *naive) undo(cell string) {
	f, r := int(cell[0]-'a'), 0
	fmt.Sscan(cell[1:], &r)
	n.grid[r-1][f] = '.'
	n.toMove = n.enemy()
}

// perft counts the leaves depth plies down; a finished game is no leaf.
func (n *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var total uint64
	for _, m := range n.moves() {
		n.play(m)
		total += n.perft(depth - 1)
		n.undo(m)
	}
	return total
}

// wins reports whether the side to move wins with perfect play: it wins
// when some placement leaves the opponent lost; with no placement it has
// lost. memo caches results by board and side.
func (n *naive) wins(memo map[string]bool) bool {
	key := fmt.Sprint(n.grid, n.toMove)
	if v, ok := memo[key]; ok {
		return v
	}
	win := false
	for _, m := range n.moves() {
		n.play(m)
		lost := !n.wins(memo)
		n.undo(m)
		if lost {
			win = true
			break
		}
	}
	memo[key] = win
	return win
}
