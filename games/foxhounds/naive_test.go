package foxhounds_test

import (
	"fmt"
	"strconv"
	"strings"
)

// A naive, independent implementation of the rules in doc.go on an
// 8×8 array, sharing nothing with the game: it cross-checks move
// generation, the end rules and perft.

// naivePos is a position: grid[rank][file] holds 'F', 'H' or 0.
type naivePos struct {
	grid    [8][8]byte
	foxMove bool
}

func naiveParse(s string) (naivePos, error) {
	var p naivePos
	f := strings.Fields(s)
	if len(f) != 2 {
		return p, fmt.Errorf("fields")
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 8 {
		return p, fmt.Errorf("rows")
	}
	for i, row := range rows {
		r, c := 7-i, 0
		for j := 0; j < len(row); j++ {
			if n, err := strconv.Atoi(row[j : j+1]); err == nil {
				c += n
				continue
			}
			if c > 7 {
				return p, fmt.Errorf("long row")
			}
			p.grid[r][c] = row[j]
			c++
		}
	}
	p.foxMove = f[1] == "f"
	return p, nil
}

func (p naivePos) String() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for c := range 8 {
			if p.grid[r][c] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteByte(p.grid[r][c])
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	if p.foxMove {
		return sb.String() + " f"
	}
	return sb.String() + " h"
}

func naiveSquare(c, r int) string { return string(rune('a'+c)) + strconv.Itoa(r+1) }

// steps lists the moves of the side to move, ignoring the end rules.
func (p naivePos) steps() (texts []string, next []naivePos) {
	piece := byte('H')
	if p.foxMove {
		piece = 'F'
	}
	for r := range 8 {
		for c := range 8 {
			if p.grid[r][c] != piece {
				continue
			}
			for _, d := range [][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
				nc, nr := c+d[0], r+d[1]
				if nc < 0 || nc > 7 || nr < 0 || nr > 7 || p.grid[nr][nc] != 0 {
					continue
				}
				if piece == 'H' && d[1] > 0 {
					continue // hounds only move down
				}
				q := p
				q.grid[r][c], q.grid[nr][nc] = 0, piece
				q.foxMove = !p.foxMove
				texts = append(texts, naiveSquare(c, r)+"-"+naiveSquare(nc, nr))
				next = append(next, q)
			}
		}
	}
	return texts, next
}

// winner is "fox", "hounds" or "" while the game goes on.
func (p naivePos) winner() string {
	for c := range 8 {
		if p.grid[7][c] == 'F' {
			return "fox"
		}
	}
	if texts, _ := p.steps(); len(texts) == 0 {
		if p.foxMove {
			return "hounds"
		}
		return "fox"
	}
	return ""
}

func (p naivePos) moves() ([]string, []naivePos) {
	if p.winner() != "" {
		return nil, nil
	}
	return p.steps()
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
