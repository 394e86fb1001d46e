package atarigo

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a placement as its point ("e5", "i9") and the forced
// pass as "pass".
func (g *Game) FormatMove(m position.Move) string {
	switch {
	case m == movePass:
		return "pass"
	case m < movePass:
		return pointNames[m]
	}
	return fmt.Sprintf("move(%d)", uint32(m))
}

// ParseMove reads a point (columns a to i, the letter i included, then
// the row 1 to 9; upper case is accepted) or "pass" (also "0000") and
// returns the move if it is legal here.
func (g *Game) ParseMove(s string) (position.Move, error) {
	m := movePass
	if !position.IsPass(s) {
		c, r, err := position.ParseCellName(s)
		if err != nil {
			return position.NoMove, err
		}
		if c >= size || r >= size {
			return position.NoMove, fmt.Errorf("point %q is off the 9×9 board (columns a to i, rows 1 to 9)", s)
		}
		m = position.Move(r*size + c)
	}
	if err := g.check(m); err != nil {
		return position.NoMove, fmt.Errorf("%w %s: %v", position.ErrIllegal, strings.ToLower(s), err)
	}
	return m, nil
}

// check says why m is not legal, or returns nil.
func (g *Game) check(m position.Move) error {
	st := &g.st
	if st.over() {
		return errors.New("the game is over")
	}
	legal := st.placements()
	if m == movePass {
		if !legal.empty() {
			return errors.New("pass is legal only when no stone can be placed")
		}
		return nil
	}
	p := int(m)
	switch {
	case !st.emptyPoints().has(p):
		return errors.New("the point is occupied")
	case st.reserve[st.side] == 0:
		return fmt.Errorf("%s has no stone left in reserve", st.side)
	case !legal.has(p):
		return errors.New("suicide: the stone's group would have no liberty, and it captures nothing")
	}
	return nil
}

// Position returns "<board> <side> <blackReserve> <whiteReserve>
// <consecutivePasses>": rows 9 to 1 separated by '/', each from column a
// to i with B, W and digit runs for empty points; b or w; the reserves;
// 0, 1, or 2 after the second pass of a drawn game.
func (g *Game) Position() string {
	st := &g.st
	b := make([]byte, 0, 100)
	for r := size - 1; r >= 0; r-- {
		empty := 0
		for c := 0; c < size; c++ {
			p := r*size + c
			var ch byte
			switch {
			case st.stones[Black].has(p):
				ch = 'B'
			case st.stones[White].has(p):
				ch = 'W'
			default:
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, byte('0'+empty))
				empty = 0
			}
			b = append(b, ch)
		}
		if empty > 0 {
			b = append(b, byte('0'+empty))
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	b = append(b, ' ', "bw"[st.side], ' ')
	b = strconv.AppendInt(b, int64(st.reserve[Black]), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(st.reserve[White]), 10)
	b = append(b, ' ', byte('0'+st.passes))
	return string(b)
}

// SetPosition loads a position string (see Position). Besides its form it
// checks that the position can stand: a group without liberties belongs
// to the side to move, which has just lost it to a capture (then no pass
// can have come last); a count of passes means that the sides that passed
// have no legal placement. On error nothing changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 5 {
		return fmt.Errorf("position %q: want <board> <side> <blackReserve> <whiteReserve> <consecutivePasses>", s)
	}
	rows, err := position.ParseRows(fields[0], size, size)
	if err != nil {
		return err
	}
	var st state
	for i, row := range rows {
		r := size - 1 - i
		for c, ch := range row {
			switch ch {
			case 0:
			case 'B':
				st.stones[Black] = st.stones[Black].or(pointSet(r*size + c))
			case 'W':
				st.stones[White] = st.stones[White].or(pointSet(r*size + c))
			default:
				return fmt.Errorf("row %d: %q is not B, W or a digit", r+1, ch)
			}
		}
	}
	switch fields[1] {
	case "b":
		st.side = Black
	case "w":
		st.side = White
	default:
		return fmt.Errorf("side %q: want b or w", fields[1])
	}
	for c := Black; c <= White; c++ {
		n, err := parseCount(fields[2+c], stonesPerSide)
		if err != nil {
			return fmt.Errorf("%s reserve: %v", c, err)
		}
		st.reserve[c] = uint8(n)
	}
	n, err := parseCount(fields[4], 2)
	if err != nil {
		return fmt.Errorf("consecutive passes: %v", err)
	}
	st.passes = uint8(n)
	if err := st.check(); err != nil {
		return err
	}
	st.captured = !deadStones(st.stones[st.side], st.emptyPoints()).empty()
	st.hash = st.computeHash()
	g.st = st
	g.hist = g.hist[:0]
	return nil
}

// parseCount reads a decimal count from 0 to max, written without sign or
// leading zeros.
func parseCount(s string, max int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || s[0] < '0' || s[0] > '9' || len(s) > 1 && s[0] == '0' || n > max {
		return 0, fmt.Errorf("%q: want a number from 0 to %d", s, max)
	}
	return n, nil
}

// check tells why a loaded state cannot arise in play, or returns nil.
func (st *state) check() error {
	empty := st.emptyPoints()
	mover, last := st.side, st.side^1
	if dead := deadStones(st.stones[mover], empty); !dead.empty() {
		// The last placement captured: it touched the dead stones.
		if st.stones[last].and(dead.spread()).empty() {
			return fmt.Errorf("%s stones without liberties at %s, and no %s stone that captured them",
				mover, pointNames[dead.first()], last)
		}
		if st.passes != 0 {
			return fmt.Errorf("%s stones without liberties at %s: the game ended with that capture, not with a pass",
				mover, pointNames[dead.first()])
		}
		return nil
	}
	if dead := deadStones(st.stones[last], empty); !dead.empty() {
		return fmt.Errorf("%s stones without liberties at %s, but %s is to move: a capture ends the game for the capturer's opponent to see, and suicide is illegal",
			last, pointNames[dead.first()], mover)
	}
	// The sides that passed could not place a stone; passes leave the
	// board as it was, so that is a question about this board.
	for i := 0; i < int(st.passes); i++ {
		c := last
		if i == 1 {
			c = mover
		}
		probe := *st
		probe.side = c
		if !probe.placements().empty() {
			return fmt.Errorf("%d consecutive passes, but %s can place a stone: a pass is only legal without a legal placement",
				st.passes, c)
		}
	}
	return nil
}

// Board draws the board with row 9 at the top, B and W for stones and
// dots for empty points, then the reserves.
func (g *Game) Board() string {
	var b strings.Builder
	letters := "   a b c d e f g h i"
	b.WriteString(letters)
	for r := size - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "\n %d", r+1)
		for c := 0; c < size; c++ {
			p := r*size + c
			ch := byte('.')
			switch {
			case g.st.stones[Black].has(p):
				ch = 'B'
			case g.st.stones[White].has(p):
				ch = 'W'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, " %d", r+1)
	}
	b.WriteByte('\n')
	b.WriteString(letters)
	fmt.Fprintf(&b, "\nreserves: black %d, white %d", g.st.reserve[Black], g.st.reserve[White])
	return b.String()
}
