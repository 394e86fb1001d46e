package nex

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a drop as "own/neutral" ("f6/g7"), a conversion as
// "n1,n2/f" with n1 before n2 by row, then column ("b2,f11/a5"), and
// "swap".
func (g *Game) FormatMove(m position.Move) string {
	a, b, c := moveCells(m)
	switch k := moveKind(m); {
	case m == moveSwap:
		return "swap"
	case a >= cells || b >= cells || c >= cells || k > kindConv || k == kindDrop && c != 0:
		return fmt.Sprintf("move(%d)", uint32(m))
	case k == kindDrop:
		return names[a] + "/" + names[b]
	default:
		return names[a] + "," + names[b] + "/" + names[c]
	}
}

// ParseMove reads a move (case-insensitive): "own/neutral", "n1,n2/f"
// with the two neutrals in either order, or "swap", and returns it if it
// is legal here.
func (g *Game) ParseMove(s string) (position.Move, error) {
	m, err := parseMove(s)
	if err != nil {
		return position.NoMove, err
	}
	if err := g.check(m); err != nil {
		return position.NoMove, fmt.Errorf("%w %s: %v", position.ErrIllegal, strings.ToLower(s), err)
	}
	return m, nil
}

// parseMove reads the form of a move without checking its legality.
func parseMove(s string) (position.Move, error) {
	if strings.EqualFold(s, "swap") {
		return moveSwap, nil
	}
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("move %q: Nex has no pass", s)
	}
	left, right, ok := strings.Cut(s, "/")
	if !ok {
		return position.NoMove, fmt.Errorf("move %q: want own/neutral (f6/g7), n1,n2/own (b2,f11/a5) or swap", s)
	}
	last, err := parseCell(right)
	if err != nil {
		return position.NoMove, err
	}
	if first, second, conv := strings.Cut(left, ","); conv {
		n1, err := parseCell(first)
		if err != nil {
			return position.NoMove, err
		}
		n2, err := parseCell(second)
		if err != nil {
			return position.NoMove, err
		}
		return convMove(n1, n2, last), nil
	}
	own, err := parseCell(left)
	if err != nil {
		return position.NoMove, err
	}
	return dropMove(own, last), nil
}

// parseCell reads a cell name such as "f6" or "K11".
func parseCell(s string) (int, error) {
	c, r, err := position.ParseCellName(s)
	if err != nil {
		return 0, err
	}
	if c >= size || r >= size {
		return 0, fmt.Errorf("cell %q is off the 11×11 board", s)
	}
	return r*size + c, nil
}

// check says why m, a well-formed move, is not legal here, or returns nil.
func (g *Game) check(m position.Move) error {
	if over, _ := g.Outcome(); over {
		return errors.New("the game is over")
	}
	a, b, c := moveCells(m)
	switch moveKind(m) {
	case kindSwap:
		if !g.swapAvailable() {
			return errors.New("swap is legal only as pink's first move")
		}
	case kindDrop:
		switch {
		case a == b:
			return errors.New("the own stone and the neutral stone need two different cells")
		case g.board[a] != empty:
			return fmt.Errorf("%s is not empty", names[a])
		case g.board[b] != empty:
			return fmt.Errorf("%s is not empty", names[b])
		}
	default:
		switch own := stoneOf(g.side); {
		case a == b:
			return errors.New("a conversion takes two different neutral stones")
		case g.board[a] != neutralStone:
			return fmt.Errorf("%s is not a neutral stone", names[a])
		case g.board[b] != neutralStone:
			return fmt.Errorf("%s is not a neutral stone", names[b])
		case g.board[c] != own:
			return fmt.Errorf("%s is not a %s stone", names[c], g.side)
		}
	}
	return nil
}

// Position returns "<board> <side> <swapUsed>": rows 11 down to 1
// separated by '/', each from column a, with B, P and N for blue, pink
// and neutral stones and digit runs for empty cells; b or p for the side
// to move; 1 once swap was played or can no longer be played, else 0.
func (g *Game) Position() string {
	b := make([]byte, 0, cells+2*size+4)
	for r := size - 1; r >= 0; r-- {
		if r < size-1 {
			b = append(b, '/')
		}
		run := 0
		for _, s := range g.board[r*size : r*size+size] {
			if s == empty {
				run++
				continue
			}
			b = appendRun(b, run)
			run = 0
			b = append(b, s.symbol())
		}
		b = appendRun(b, run)
	}
	flag := byte('0')
	if g.swapUsed {
		flag = '1'
	}
	return string(append(b, ' ', g.side.letter(), ' ', flag))
}

// appendRun appends a run of n (0..11) empty cells: nothing, or its
// decimal count.
func appendRun(b []byte, n int) []byte {
	switch {
	case n == 0:
		return b
	case n >= 10:
		return append(b, '1', byte('0'+n-10))
	}
	return append(b, byte('0'+n))
}

// SetPosition loads a position string (see Position). It accepts only
// what play can reach as far as counts and connections tell: an odd
// number of empty cells (every drop fills two); as many blue stones as
// pink ones with Blue to move, one more with Pink to move (every move but
// swap adds one stone of the mover's colour); at least one neutral once a
// move was played and no more neutrals than stones (a drop adds one, a
// conversion takes one away and needs two); the flag 0 only on the empty
// board or after Blue's first drop, and 1 everywhere else except on the
// empty board; and the side to move not joined already (the winner is
// always the last mover). A position whose last mover has joined its
// edges is a finished game. On error nothing changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 3 {
		return fmt.Errorf("position %q: want <board> <side> <swapUsed>", s)
	}
	var ng Game
	if err := ng.parseBoard(fields[0]); err != nil {
		return err
	}
	switch fields[1] {
	case "b":
		ng.side = blue
	case "p":
		ng.side = pink
	default:
		return fmt.Errorf("side %q: want b or p", fields[1])
	}
	switch fields[2] {
	case "0":
	case "1":
		ng.swapUsed = true
	default:
		return fmt.Errorf("swapUsed %q: want 0 or 1", fields[2])
	}
	if err := ng.checkCounts(); err != nil {
		return err
	}
	ng.rebuild()
	if ng.joined(ng.side) {
		return fmt.Errorf("%s is to move but has already joined its edges: the winner is always the side that moved last", ng.side)
	}
	ng.won = ng.joined(1 - ng.side)
	ng.hash = ng.computeHash()
	ng.log, ng.hist, ng.ev = g.log[:0], g.hist[:0], g.ev
	*g = ng
	return nil
}

// parseBoard reads the board field of a position string into g's stones:
// rows 11 down to 1, separated by '/', each of 11 cells given as B, P, N
// or decimal runs of empty cells.
func (g *Game) parseBoard(board string) error {
	r, c := size-1, 0
	for i := 0; i < len(board); i++ {
		ch := board[i]
		switch {
		case ch == '/':
			if c != size {
				return fmt.Errorf("row %d has %d cells, want %d", r+1, c, size)
			}
			if r == 0 {
				return fmt.Errorf("board has more than %d rows", size)
			}
			r, c = r-1, 0
		case ch >= '0' && ch <= '9':
			j := i
			for j < len(board) && board[j] >= '0' && board[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(board[i:j])
			if err != nil || ch == '0' || n > size-c {
				return fmt.Errorf("row %d: bad run of empty cells %q", r+1, board[i:j])
			}
			c += n
			i = j - 1
		default:
			var st stone
			switch ch {
			case 'B':
				st = blueStone
			case 'P':
				st = pinkStone
			case 'N':
				st = neutralStone
			default:
				return fmt.Errorf("row %d: %q is not B, P, N or a digit", r+1, ch)
			}
			if c == size {
				return fmt.Errorf("row %d has more than %d cells", r+1, size)
			}
			g.set(r*size+c, st)
			c++
		}
	}
	if r != 0 || c != size {
		return fmt.Errorf("board ends in row %d after %d cells: want %d rows of %d", r+1, c, size, size)
	}
	return nil
}

// checkCounts checks the stone counts and the flag against the side to
// move, as SetPosition describes.
func (g *Game) checkCounts() error {
	nb, np, nn := g.stones[0].Count(), g.stones[1].Count(), g.stones[2].Count()
	ne := cells - nb - np - nn
	moves := nb + np // every move but swap adds one stone of the mover's colour
	switch {
	case ne%2 == 0:
		return fmt.Errorf("%d empty cells: the number is always odd, as every drop fills two", ne)
	case g.side == blue && nb != np:
		return fmt.Errorf("%d blue and %d pink stones: with blue to move both sides have made as many moves", nb, np)
	case g.side == pink && nb != np+1:
		return fmt.Errorf("%d blue and %d pink stones: with pink to move blue has made one move more", nb, np)
	case moves > 0 && nn == 0:
		return errors.New("no neutral stone: after the first move there is always one")
	case nn > moves:
		return fmt.Errorf("%d neutral stones after %d moves: a move adds at most one", nn, moves)
	}
	first := nb == 1 && np == 0 // right after Blue's first drop
	switch {
	case moves == 0 && g.swapUsed:
		return errors.New("swapUsed is 1 on the empty board: swap is still to come")
	case !first && moves > 0 && !g.swapUsed:
		return errors.New("swapUsed is 0 after pink has moved: swap can no longer be played")
	}
	return nil
}

// Board draws the rhombus with row 11 at the top and each row shifted half
// a cell to the left of the one above, so that neighbouring cells touch
// as on the board: B, P and N are stones, dots are empty cells. Blue
// joins the bottom row (1, SW) to the top row (11, NE), Pink the left
// column (a, NW) to the right one (k, SE).
func (g *Game) Board() string {
	var b strings.Builder
	letters := func(indent int) {
		b.WriteString(strings.Repeat(" ", indent))
		for c := 0; c < size; c++ {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(byte('a' + c))
		}
	}
	letters(size - 1 + 3)
	for r := size - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "\n%s%2d", strings.Repeat(" ", r), r+1)
		for c := 0; c < size; c++ {
			b.WriteByte(' ')
			b.WriteByte(g.board[r*size+c].symbol())
		}
		fmt.Fprintf(&b, "  %d", r+1)
	}
	b.WriteByte('\n')
	letters(3)
	return b.String()
}
