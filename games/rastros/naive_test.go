package rastros

import (
	"fmt"
	"slices"
	"strings"
)

// naive is a second, deliberately simple implementation of the rules,
// written straight from the rules in doc.go with a 7×7 array of
// letters and no bitboards, to check the real one against: its moves,
// its results and its perft counts.
type naive struct {
	board [7][7]byte // [rank][file]: 'W', 'B' or 0
	side  int        // 0 first, 1 second
}

// parseNaive reads a position string (doc.go's Position string section).
func parseNaive(s string) (*naive, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return nil, fmt.Errorf("want two fields")
	}
	n := &naive{}
	ranks := strings.Split(f[0], "/")
	if len(ranks) != 7 {
		return nil, fmt.Errorf("want 7 ranks")
	}
	for k, text := range ranks {
		rank, file := 6-k, 0
		for _, ch := range text {
			switch {
			case ch >= '1' && ch <= '7':
				file += int(ch - '0')
			case ch == 'W' || ch == 'B':
				if file < 7 {
					n.board[rank][file] = byte(ch)
				}
				file++
			default:
				return nil, fmt.Errorf("bad letter %q", ch)
			}
		}
		if file != 7 {
			return nil, fmt.Errorf("rank %d has %d cells", rank+1, file)
		}
	}
	switch f[1] {
	case "1":
		n.side = 0
	case "2":
		n.side = 1
	default:
		return nil, fmt.Errorf("bad side")
	}
	return n, nil
}

func (n *naive) white() (file, rank int) {
	for r := 0; r < 7; r++ {
		for c := 0; c < 7; c++ {
			if n.board[r][c] == 'W' {
				return c, r
			}
		}
	}
	panic("no white piece")
}

// winner is 0 or 1 once the white piece stands on a1 or g7, else -1.
func (n *naive) winner() int {
	switch c, r := n.white(); {
	case c == 0 && r == 0:
		return 0
	case c == 6 && r == 6:
		return 1
	}
	return -1
}

// steps lists the legal steps as "from-to" texts, sorted.
func (n *naive) steps() []string {
	out := []string{}
	if n.winner() >= 0 {
		return out
	}
	c, r := n.white()
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			tc, tr := c+dc, r+dr
			if (dc != 0 || dr != 0) && tc >= 0 && tc < 7 && tr >= 0 && tr < 7 && n.board[tr][tc] == 0 {
				out = append(out, fmt.Sprintf("%c%d-%c%d", 'a'+c, r+1, 'a'+tc, tr+1))
			}
		}
	}
	slices.Sort(out)
	return out
}

// play makes the step given as "from-to" text; it must be legal.
func (n *naive) play(step string) {
	fc, fr := int(step[0]-'a'), int(step[1]-'1')
	tc, tr := int(step[3]-'a'), int(step[4]-'1')
	n.board[fr][fc] = 'B'
	n.board[tr][tc] = 'W'
	n.side ^= 1
}

// perft counts the leaves depth plies below, with finished games before
// the last ply counting as none.
func (n *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var total uint64
	for _, s := range n.steps() {
		c := *n
		c.play(s)
		total += c.perft(depth - 1)
	}
	return total
}

// result is the winner of a finished game (0 or 1) by doc.go's Rules, or
// -1 while the game goes on.
func (n *naive) result() int {
	if w := n.winner(); w >= 0 {
		return w
	}
	if len(n.steps()) == 0 {
		return n.side ^ 1
	}
	return -1
}

// wins solves the position by plain minimax with memoisation: whether the
// side to move wins.
func (n *naive) wins(memo map[naive]bool) bool {
	if r := n.result(); r >= 0 {
		return r == n.side
	}
	if v, ok := memo[*n]; ok {
		return v
	}
	win := false
	for _, s := range n.steps() {
		c := *n
		c.play(s)
		if !c.wins(memo) {
			win = true
			break
		}
	}
	memo[*n] = win
	return win
}
