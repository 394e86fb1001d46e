package chomp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a single cell as "d3" and a larger rectangle as its
// lower-left and upper-right corners, "a2-c3".
func (g *Game) FormatMove(m position.Move) string {
	rc := rectOf(m)
	if m>>20 != 0 || rc.f1 > rc.f2 || rc.r1 > rc.r2 || rc.f2 >= g.m || rc.r2 >= g.n {
		return fmt.Sprintf("move(%d)", uint32(m))
	}
	a := position.CellName(rc.f1, rc.r1)
	if rc.f1 == rc.f2 && rc.r1 == rc.r2 {
		return a
	}
	return a + "-" + position.CellName(rc.f2, rc.r2)
}

// ParseMove reads a cell ("d3") or two corners joined by '-' ("a2-c3"),
// case-insensitively; the corners may be any two opposite corners, in
// either order. It returns the move if it is legal now. There is no pass.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("%w %s: Hap! has no pass", position.ErrIllegal, strings.ToLower(s))
	}
	a, b, two := strings.Cut(s, "-")
	f1, r1, err := g.parseCell(a)
	if err != nil {
		return position.NoMove, err
	}
	f2, r2 := f1, r1
	if two {
		if f2, r2, err = g.parseCell(b); err != nil {
			return position.NoMove, err
		}
	}
	rc := rect{min(f1, f2), min(r1, r2), max(f1, f2), max(r1, r2)}
	if err := g.check(rc); err != nil {
		return position.NoMove, fmt.Errorf("%w %s: %v", position.ErrIllegal, g.FormatMove(rc.move()), err)
	}
	return rc.move(), nil
}

// parseCell reads one cell name and checks that it is on the board.
func (g *Game) parseCell(s string) (f, r int, err error) {
	f, r, err = position.ParseCellName(s)
	if err != nil {
		return 0, 0, err
	}
	if f >= g.m || r >= g.n {
		return 0, 0, fmt.Errorf("cell %q is off the %d×%d board", s, g.n, g.m)
	}
	return f, r, nil
}

// check says why removing rc is not legal now, or returns nil.
func (g *Game) check(rc rect) error {
	mask := rc.mask()
	if over, _ := g.Outcome(); over {
		return fmt.Errorf("the game is over: %s has no legal move", g.toMove)
	}
	for r := rc.r1; r <= rc.r2; r++ {
		if g.poison[r]&mask != 0 {
			return errors.New("the rectangle contains a poisoned cell")
		}
	}
	for r := rc.r1; r <= rc.r2; r++ {
		if g.choc[r]&mask != mask {
			return errors.New("the rectangle contains an eaten cell")
		}
	}
	var p rows
	for r := range g.n {
		p[r] = g.choc[r] | g.poison[r]
		if r >= rc.r1 && r <= rc.r2 {
			p[r] &^= mask
		}
	}
	if !connected(&p, g.n) {
		return errors.New("the rest of the bar would fall apart")
	}
	return nil
}

// Position returns "<board> <side>": ranks from the top down separated by
// '/', each listing the files from a with c for chocolate, p for poison
// and a number for a run of eaten cells; then r or b for the side to
// move.
func (g *Game) Position() string {
	rs := make([][]byte, g.n)
	for i := range rs {
		r := g.n - 1 - i
		rs[i] = make([]byte, g.m)
		for f := range g.m {
			switch {
			case g.choc[r]>>uint(f)&1 != 0:
				rs[i][f] = 'c'
			case g.poison[r]>>uint(f)&1 != 0:
				rs[i][f] = 'p'
			}
		}
	}
	return position.FormatRows(rs) + " " + string(g.toMove.letter())
}

// SetPosition loads a position string (see Position). The board's size
// comes from the string: 1 to 26 ranks of one width, 1 to 26 files.
// Letters are lower case. The present cells (chocolate and poison) must
// form one 4-connected piece, as in every position play can reach; a
// position where the side to move has no move is a finished game. On
// error nothing changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want <board> <side>", s)
	}
	ranks := strings.Split(fields[0], "/")
	n := len(ranks)
	if n > maxSize {
		return fmt.Errorf("board has %d ranks, at most %d allowed", n, maxSize)
	}
	m, err := rankWidth(ranks[0])
	if err != nil {
		return err
	}
	if m < 1 || m > maxSize {
		return fmt.Errorf("board has %d files, want 1..%d", m, maxSize)
	}
	rs, err := position.ParseRows(fields[0], m, n)
	if err != nil {
		return err
	}
	var toMove side
	switch fields[1] {
	case "r":
		toMove = red
	case "b":
		toMove = blue
	default:
		return fmt.Errorf("side %q: want r or b", fields[1])
	}
	ng := newGame(n, m)
	for i, row := range rs {
		r := n - 1 - i
		for f, ch := range row {
			switch ch {
			case 0:
			case 'c':
				ng.choc[r] |= 1 << uint(f)
			case 'p':
				ng.poison[r] |= 1 << uint(f)
			default:
				return fmt.Errorf("rank %d: %q is not c, p or a number", r+1, ch)
			}
		}
	}
	var p rows
	for r := range n {
		p[r] = ng.choc[r] | ng.poison[r]
	}
	if !connected(&p, n) {
		return errors.New("the bar is in several pieces, which no play can reach")
	}
	ng.toMove = toMove
	ng.hash = ng.computeHash()
	*g = *ng
	return nil
}

// rankWidth counts the cells of one rank of a position string.
func rankWidth(text string) (int, error) {
	w := 0
	for i := 0; i < len(text); {
		if text[i] < '0' || text[i] > '9' {
			w++
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		k, err := strconv.Atoi(text[i:j])
		if err != nil || k > maxSize {
			return 0, fmt.Errorf("bad run %q in rank", text[i:j])
		}
		w += k
		i = j
	}
	return w, nil
}

// Board draws the bar with the top rank first: c for chocolate, P for a
// poisoned cell, '.' for an eaten one.
func (g *Game) Board() string {
	var b strings.Builder
	for r := g.n - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for f := range g.m {
			ch := byte('.')
			switch {
			case g.choc[r]>>uint(f)&1 != 0:
				ch = 'c'
			case g.poison[r]>>uint(f)&1 != 0:
				ch = 'P'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("   ")
	for f := range g.m {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + f))
	}
	return b.String()
}
