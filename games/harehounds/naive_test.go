package harehounds_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A naive, independent implementation of the rules in doc.go,
// written from the rules' tables with nothing shared with the game:
// it cross-checks move generation, perft, the end rules and the solved
// values (with exact distances to the end).

// naiveXY is the coordinate table of doc.go.
var naiveXY = [11][2]int{{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}, {3, 0}, {3, 1}, {3, 2}, {4, 1}}

// naiveAdj is the adjacency list of doc.go.
var naiveAdj = [11][]int{
	{1, 2, 3}, {0, 2, 4, 5}, {0, 1, 3, 5}, {0, 2, 5, 6}, {1, 5, 7}, {1, 2, 3, 4, 6, 7, 8, 9},
	{3, 5, 9}, {4, 5, 8, 10}, {5, 7, 9, 10}, {5, 6, 8, 10}, {7, 8, 9},
}

// naivePos is a position: the point of each piece ('D', 'H' or 0).
type naivePos struct {
	cells      [11]byte
	houndsMove bool
	v, limit   int
}

func naiveParse(s string, limit int) (naivePos, error) {
	p := naivePos{limit: limit}
	f := strings.Fields(s)
	if len(f) != 3 {
		return p, fmt.Errorf("fields")
	}
	k := 0
	for i := 0; i < len(f[0]); i++ {
		c := f[0][i]
		if c >= '0' && c <= '9' {
			j := i
			for j < len(f[0]) && f[0][j] >= '0' && f[0][j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(f[0][i:j])
			k += n
			i = j - 1
			continue
		}
		if k >= 11 {
			return p, fmt.Errorf("too long")
		}
		p.cells[k] = c
		k++
	}
	if k != 11 {
		return p, fmt.Errorf("length")
	}
	p.houndsMove = f[1] == "d"
	p.v, _ = strconv.Atoi(f[2])
	return p, nil
}

func (p naivePos) String() string {
	var sb strings.Builder
	empty := 0
	for _, c := range p.cells {
		if c == 0 {
			empty++
			continue
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
			empty = 0
		}
		sb.WriteByte(c)
	}
	if empty > 0 {
		sb.WriteString(strconv.Itoa(empty))
	}
	side := "h"
	if p.houndsMove {
		side = "d"
	}
	return fmt.Sprintf("%s %s %d", sb.String(), side, p.v)
}

// moves lists the legal moves as "from-to" texts, and the positions they
// lead to, in an unspecified order.
func (p naivePos) moves() (texts []string, next []naivePos) {
	if p.winner() != "" {
		return nil, nil
	}
	piece := byte('H')
	if p.houndsMove {
		piece = 'D'
	}
	for a := 0; a < 11; a++ {
		if p.cells[a] != piece {
			continue
		}
		for _, b := range naiveAdj[a] {
			if p.cells[b] != 0 {
				continue
			}
			if piece == 'D' && naiveXY[b][0] < naiveXY[a][0] {
				continue
			}
			q := p
			q.cells[a], q.cells[b] = 0, piece
			q.houndsMove = !p.houndsMove
			if piece == 'D' {
				if naiveXY[b][0] == naiveXY[a][0] {
					q.v++
				} else {
					q.v = 0
				}
			}
			texts = append(texts, fmt.Sprintf("%d-%d", a, b))
			next = append(next, q)
		}
	}
	return texts, next
}

// canMove reports whether the side to move has a legal step, ignoring
// the end rules.
func (p naivePos) canMove() bool {
	piece := byte('H')
	if p.houndsMove {
		piece = 'D'
	}
	for a := 0; a < 11; a++ {
		if p.cells[a] != piece {
			continue
		}
		for _, b := range naiveAdj[a] {
			if p.cells[b] == 0 && (piece == 'H' || naiveXY[b][0] >= naiveXY[a][0]) {
				return true
			}
		}
	}
	return false
}

// winner is "hare", "hounds" or "" while the game goes on.
func (p naivePos) winner() string {
	hareX, minX := -1, 99
	for i, c := range p.cells {
		switch c {
		case 'H':
			hareX = naiveXY[i][0]
		case 'D':
			minX = min(minX, naiveXY[i][0])
		}
	}
	if hareX < minX {
		return "hare"
	}
	if p.v >= p.limit {
		return "hare"
	}
	if !p.canMove() {
		if p.houndsMove {
			return "hare"
		}
		return "hounds"
	}
	return ""
}

func (p naivePos) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	_, next := p.moves()
	var n uint64
	for _, q := range next {
		n += q.perft(depth - 1)
	}
	return n
}

// naiveSolver solves positions exactly by memoised recursion: the game
// graph has no cycles (every hound move raises the hounds' column sum or
// the stall counter, and hare moves alternate with hound moves).
type naiveSolver struct {
	memo map[naivePos]int
}

// value is the exact result for the side to move: +n for a win n plies
// from now at the earliest, -n for a loss n plies from now at the latest
// (0 plies for a finished game counts as n = 0 with the sign of the
// result, so a finished loss is reported as -0 = lossNow).
func (s *naiveSolver) value(p naivePos) int {
	if v, ok := s.memo[p]; ok {
		return v
	}
	var v int
	if w := p.winner(); w != "" {
		if (w == "hounds") == p.houndsMove {
			v = winNow
		} else {
			v = lossNow
		}
	} else {
		_, next := p.moves()
		bestWin, worstLoss := 0, 0
		for _, q := range next {
			c := s.value(q)
			if c < 0 { // a loss for the opponent: a win for us
				d := plies(c) + 1
				if bestWin == 0 || d < bestWin {
					bestWin = d
				}
			} else {
				worstLoss = max(worstLoss, plies(c)+1)
			}
		}
		if bestWin > 0 {
			v = bestWin
		} else {
			v = -worstLoss
		}
	}
	s.memo[p] = v
	return v
}

// Values of finished games: winNow and lossNow stand apart from the
// distances so that the sign still carries the result.
const (
	winNow  = 1 << 20
	lossNow = -1 << 20
)

func plies(v int) int {
	if v == winNow || v == lossNow {
		return 0
	}
	if v < 0 {
		return -v
	}
	return v
}

// wins reports whether the side to move wins and in how many plies.
func (s *naiveSolver) wins(p naivePos) (bool, int) {
	v := s.value(p)
	return v > 0, plies(v)
}

func sortedCopy(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
