package hex

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a placement as its cell ("a1", "k11"), and "swap" or
// "pass".
func (g *Game) FormatMove(m position.Move) string {
	switch m {
	case moveSwap:
		return "swap"
	case movePass:
		return "pass"
	}
	if int(m) < g.geo.Cells {
		return g.geo.Names[m]
	}
	return fmt.Sprintf("move(%d)", uint32(m))
}

// ParseMove reads a cell name (case-insensitive), "swap", or "pass" (also
// "0000") and returns the move if it is legal here.
func (g *Game) ParseMove(s string) (position.Move, error) {
	var m position.Move
	switch {
	case position.IsPass(s):
		m = movePass
	case strings.EqualFold(s, "swap"):
		m = moveSwap
	default:
		c, r, err := position.ParseCellName(s)
		if err != nil {
			return position.NoMove, err
		}
		if n := g.geo.N; c >= n || r >= n {
			return position.NoMove, fmt.Errorf("cell %q is off the %d×%d board", s, n, n)
		}
		m = position.Move(r*g.geo.N + c)
	}
	if err := g.check(m); err != nil {
		return position.NoMove, fmt.Errorf("%w %s: %v", position.ErrIllegal, strings.ToLower(s), err)
	}
	return m, nil
}

// check says why m is not legal, or returns nil.
func (g *Game) check(m position.Move) error {
	if g.won {
		return errors.New("the game is over")
	}
	s := color(g.ToMove())
	switch m {
	case moveSwap:
		switch {
		case !g.swapRule:
			return errors.New("the swap option is off")
		case !g.swapAvailable():
			return errors.New("swap is only legal as blue's first move")
		}
		return nil
	case movePass:
		if !g.connected {
			return errors.New("pass is legal only in the connected variant")
		}
		if moves := g.GenMoves(nil); len(moves) != 1 || moves[0] != movePass {
			return errors.New("pass is legal only when no stone can be placed")
		}
		return nil
	}
	i := int(m)
	switch {
	case g.board[i] != 0:
		return errors.New("the cell is occupied")
	case !g.connected:
		return nil
	case g.stones[s].Empty() && !g.geo.edgeMask[s].Has(i):
		return fmt.Errorf("connected variant: %s's first stone goes on its own edge", s)
	case !g.stones[s].Empty() && g.adj[s][i] == 0:
		return fmt.Errorf("connected variant: the stone must touch a %s stone", s)
	}
	return nil
}

// Position returns "<board> <side> <ply>": rows from the top (row 1)
// separated by '/', each from column a, with r and b for stones and digit
// runs for empty cells; the side to move, r or b; the plies played.
func (g *Game) Position() string {
	n := g.geo.N
	b := make([]byte, 0, g.geo.Cells+n+8)
	for r := 0; r < n; r++ {
		if r > 0 {
			b = append(b, '/')
		}
		empty := 0
		for _, v := range g.board[r*n : r*n+n] {
			if v == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b = strconv.AppendInt(b, int64(empty), 10)
				empty = 0
			}
			b = append(b, color(v-1).symbol())
		}
		if empty > 0 {
			b = strconv.AppendInt(b, int64(empty), 10)
		}
	}
	b = append(b, ' ', color(g.ToMove()).symbol(), ' ')
	return string(strconv.AppendInt(b, int64(g.ply), 10))
}

// SetPosition loads a position string (see Position). The board must
// have the size of the game's option, the side to move must agree with
// the ply (red at even plies), the stone counts must be ones that ply can
// have, the side to move must not have joined its edges already, and in
// the connected variant each side's stones must form one group touching
// an own edge. On error nothing changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 3 {
		return fmt.Errorf("position %q: want <board> <side> <ply>", s)
	}
	n := g.geo.N
	if rows := strings.Count(fields[0], "/") + 1; rows != n {
		if rows <= maxSize {
			return fmt.Errorf("board has %d rows, but this game's size is %d (set the option size=%d)", rows, n, rows)
		}
		return fmt.Errorf("board has %d rows, more than %d", rows, maxSize)
	}
	rows, err := position.ParseRows(fields[0], n, n)
	if err != nil {
		return err
	}
	var side color
	switch fields[1] {
	case "r":
		side = red
	case "b":
		side = blue
	default:
		return fmt.Errorf("side %q: want r or b", fields[1])
	}
	ply, err := strconv.Atoi(fields[2])
	if err != nil || ply < 0 || fields[2][0] < '0' || fields[2][0] > '9' || len(fields[2]) > 1 && fields[2][0] == '0' {
		return fmt.Errorf("ply %q: want a count from 0", fields[2])
	}
	if int(side) != ply&1 {
		return fmt.Errorf("side %s cannot move at ply %d: red moves at even plies, blue at odd ones", side, ply)
	}
	if ply > 2*n*n+2 {
		return fmt.Errorf("ply %d: no %d×%d game lasts that long", ply, n, n)
	}

	ng, _ := New(n, g.swapRule, g.connected)
	var count [2]int
	for r, row := range rows {
		for c, ch := range row {
			switch ch {
			case 0:
				continue
			case 'r':
				ng.addStone(red, r*n+c)
				count[red]++
			case 'b':
				ng.addStone(blue, r*n+c)
				count[blue]++
			default:
				return fmt.Errorf("row %d: %q is not r, b or a digit", r+1, ch)
			}
		}
	}
	if err := ng.checkCounts(count, ply); err != nil {
		return err
	}
	ng.ply = ply
	ng.rebuild()
	if ng.joined(side) {
		return fmt.Errorf("%s is to move but has already joined its edges: the winner is always the side that moved last", side)
	}
	if ng.connected {
		if err := ng.checkGroups(); err != nil {
			return err
		}
	}
	ng.won = ng.joined(1 - side)
	ng.hash = ng.computeHash()
	ng.learned = g.learned
	*g = *ng
	return nil
}

// checkCounts checks that ply plies can leave count stones: each side
// places one stone a turn, except for swap (a red stone becomes blue) and,
// in the connected variant, forced passes.
func (g *Game) checkCounts(count [2]int, ply int) error {
	redTurns, blueTurns := (ply+1)/2, ply/2
	ok := false
	switch {
	case ply == 1:
		ok = count == [2]int{1, 0}
	case g.connected:
		ok = count[red] <= redTurns && count[blue] <= blueTurns
	default:
		ok = count == [2]int{redTurns, blueTurns} ||
			g.swapRule && ply >= 2 && count == [2]int{redTurns - 1, blueTurns}
	}
	if !ok {
		return fmt.Errorf("%d red and %d blue stones cannot stand on the board after %d plies", count[red], count[blue], ply)
	}
	return nil
}

// checkGroups checks the connected variant's invariant: each side's
// stones are one group touching one of its edges. It floods the stones
// themselves, as the union-find also joins groups through edge nodes.
func (g *Game) checkGroups() error {
	geo := g.geo
	for s := red; s <= blue; s++ {
		first := g.stones[s].Next(0)
		if first < 0 {
			continue
		}
		own := uint8(s) + 1
		seen := make([]bool, geo.Cells)
		seen[first] = true
		stack := []int{first}
		reached, onEdge := 0, false
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			reached++
			onEdge = onEdge || geo.edgeMask[s].Has(i)
			for _, j := range geo.Neighbors(i) {
				if g.board[j] == own && !seen[j] {
					seen[j] = true
					stack = append(stack, int(j))
				}
			}
		}
		if reached != g.stones[s].Count() {
			return fmt.Errorf("connected variant: %s's stones are not all joined to %s", s, geo.Names[first])
		}
		if !onEdge {
			return fmt.Errorf("connected variant: %s's stones do not touch its edges", s)
		}
	}
	return nil
}

// Board draws the rhombus with each row shifted half a cell to the right
// of the one above, as on a real Hex board: r and b are stones, dots are
// empty cells.
func (g *Game) Board() string {
	n := g.geo.N
	var b strings.Builder
	letters := func(indent int) {
		b.WriteString(strings.Repeat(" ", indent))
		for c := 0; c < n; c++ {
			b.WriteByte(' ')
			b.WriteByte(byte('a' + c))
		}
	}
	letters(3)
	for r := 0; r < n; r++ {
		fmt.Fprintf(&b, "\n%s%2d ", strings.Repeat(" ", r), r+1)
		for c := 0; c < n; c++ {
			ch := byte('.')
			if v := g.board[r*n+c]; v != 0 {
				ch = color(v - 1).symbol()
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, "  %d", r+1)
	}
	b.WriteByte('\n')
	letters(n + 3)
	return b.String()
}
