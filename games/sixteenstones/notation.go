package sixteenstones

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

func cellName(c int) string { return position.CellName(c%size, c/size) }

// FormatMove implements position.Notation: placements "c3", moves "c3-c4",
// pushes "b2>c3", each action followed by "x<cell>" per capture in cell
// order, the sacrifice "s", actions joined by "/", and "pass".
func (g *Game) FormatMove(m position.Move) string {
	if m == passMove {
		return "pass"
	}
	if a := slot(m, 0); a >= placeBase && a < slotEmpty {
		return cellName(a - placeBase)
	}
	t := g.st
	var caps [3]uint32
	t.play(m, &caps)
	var b strings.Builder
	sp := sacPos(m)
	for i := 0; i < 3; i++ {
		if sp == i+1 {
			if b.Len() > 0 {
				b.WriteByte('/')
			}
			b.WriteByte('s')
		}
		a := slot(m, i)
		if a == slotEmpty {
			break
		}
		if b.Len() > 0 {
			b.WriteByte('/')
		}
		from, d := a>>3, a&7
		to := int(nb[from][d])
		b.WriteString(cellName(from))
		// A push lands on an opponent stone: read the board before the
		// turn is replayed up to this action.
		if g.isPush(m, i) {
			b.WriteByte('>')
		} else {
			b.WriteByte('-')
		}
		b.WriteString(cellName(to))
		for c := caps[i]; c != 0; c &= c - 1 {
			b.WriteByte('x')
			b.WriteString(cellName(bits.TrailingZeros32(c)))
		}
	}
	return b.String()
}

// isPush reports whether action i of turn m is a Push, by replaying the
// actions before it.
func (g *Game) isPush(m position.Move, i int) bool {
	t := g.st
	sp := sacPos(m)
	for j := 0; j < i; j++ {
		if sp == j+1 {
			t.bank[t.side]--
		}
		t.action(slot(m, j), choiceOf(m))
	}
	a := slot(m, i)
	return t.board[nb[a>>3][a&7]] != 0
}

// ParseMove implements position.Notation. It reads the actions' cells to
// find the candidate turns, then compares the full text, captures
// included, which also picks among capture choices.
func (g *Game) ParseMove(s string) (position.Move, error) {
	bad := func(why string) (position.Move, error) {
		return position.NoMove, fmt.Errorf("%w: %q: %s", position.ErrIllegal, s, why)
	}
	if len(s) == 0 || len(s) > 80 {
		return bad("empty or too long")
	}
	text := strings.ToLower(s)
	var base position.Move
	if position.IsPass(text) {
		text, base = "pass", passMove
	} else if c, err := parseCell(text); err == nil {
		base = position.Move(placeBase+c) | 0xFFFF00
	} else {
		base = 0xFFFFFF
		n := 0
		for _, part := range strings.Split(text, "/") {
			if part == "s" {
				if sacPos(base) != 0 {
					return bad("two sacrifices")
				}
				base |= position.Move(n+1) << 24
				continue
			}
			if n == 3 {
				return bad("more than three actions")
			}
			if len(part) < 5 || (part[2] != '-' && part[2] != '>') {
				return bad("want an action such as c3-c4 or b2>c3")
			}
			from, err1 := parseCell(part[:2])
			to, err2 := parseCell(part[3:5])
			if err1 != nil || err2 != nil {
				return bad("bad cell")
			}
			d := 0
			for d < 8 && int(nb[from][d]) != to {
				d++
			}
			if d == 8 {
				return bad("the cells are not adjacent")
			}
			base = base&^(0xFF<<(8*n)) | position.Move(from*8+d)<<(8*n)
			n++
		}
		if n == 0 || sacPos(base) > n {
			return bad("no action after the sacrifice")
		}
	}
	for ch := 0; ch < maxRank; ch++ {
		m := base | position.Move(ch)<<26
		if g.legal(m) && g.FormatMove(m) == text {
			return m, nil
		}
		if base == passMove || slot(base, 0) >= placeBase {
			break
		}
	}
	return bad("not legal here")
}

// parseCell reads a two-character cell name of the 5×5 board.
func parseCell(s string) (int, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'e' || s[1] < '1' || s[1] > '5' {
		return 0, errors.New("bad cell")
	}
	return int(s[1]-'1')*size + int(s[0]-'a'), nil
}

// Position implements position.Notation.
func (g *Game) Position() string {
	s := &g.st
	rows := make([][]byte, size)
	for r := 0; r < size; r++ {
		row := make([]byte, size)
		for c := 0; c < size; c++ {
			row[c] = cellLetter(s.board[(size-1-r)*size+c])
		}
		rows[r] = row
	}
	first := ""
	if s.first[0] {
		first += "R"
	}
	if s.first[1] {
		first += "B"
	}
	if first == "" {
		first = "-"
	}
	return fmt.Sprintf("%s %c %d %d %d %d %s %d %d", position.FormatRows(rows), "rb"[s.side],
		s.hand[0], s.hand[1], s.bank[0], s.bank[1], first, s.passes, s.noProg)
}

func cellLetter(v byte) byte {
	switch v {
	case red:
		return 'R'
	case blue:
		return 'B'
	case red | fresh:
		return 'r'
	case blue | fresh:
		return 'b'
	}
	return 0
}

// SetPosition implements position.Notation.
func (g *Game) SetPosition(str string) error {
	f := strings.Fields(str)
	if len(f) != 9 {
		return errors.New("want 9 fields: board side redHand blueHand redBank blueBank firstPending passes noProgress")
	}
	rows, err := position.ParseRows(f[0], size, size)
	if err != nil {
		return err
	}
	var s state
	for r, row := range rows {
		for c, ch := range row {
			var v byte
			switch ch {
			case 0:
			case 'R':
				v = red
			case 'B':
				v = blue
			case 'r':
				v = red | fresh
			case 'b':
				v = blue | fresh
			default:
				return fmt.Errorf("bad cell letter %q", ch)
			}
			cell := (size-1-r)*size + c
			s.board[cell] = v
			if v != 0 {
				s.count[int(v&owner)-1]++
			}
		}
	}
	switch f[1] {
	case "r":
		s.side = 0
	case "b":
		s.side = 1
	default:
		return fmt.Errorf("bad side %q", f[1])
	}
	nums := make([]int, 4)
	for i := range nums {
		n, err := strconv.Atoi(f[2+i])
		if err != nil || n < 0 || n > maxStone || f[2+i] != strconv.Itoa(n) {
			return fmt.Errorf("bad count %q", f[2+i])
		}
		nums[i] = n
	}
	s.hand = [2]int8{int8(nums[0]), int8(nums[1])}
	s.bank = [2]int8{int8(nums[2]), int8(nums[3])}
	for p := 0; p < 2; p++ {
		if int(s.count[p]+s.hand[p]+s.bank[p]) > maxStone {
			return fmt.Errorf("side %d has more than %d stones", p, maxStone)
		}
	}
	switch f[6] {
	case "RB":
		s.first = [2]bool{true, true}
	case "R":
		s.first[0] = true
	case "B":
		s.first[1] = true
	case "-":
	default:
		return fmt.Errorf("bad first-turn field %q", f[6])
	}
	if s.setup() {
		// Red places first, so the hands are equal exactly when Red
		// is to place.
		if d := s.hand[1] - s.hand[0]; (s.side == 0) != (d == 0) || (s.side == 1 && d != 1) {
			return errors.New("the hands do not fit the side to place")
		}
		if f[6] != "RB" {
			return errors.New("during setup the first-turn field must be RB")
		}
	}
	p, err := strconv.Atoi(f[7])
	if err != nil || p < 0 || p > 2 || f[7] != strconv.Itoa(p) {
		return fmt.Errorf("bad passes %q", f[7])
	}
	s.passes = int8(p)
	np, err := strconv.Atoi(f[8])
	if err != nil || np < 0 || np > 1_000_000 || f[8] != strconv.Itoa(np) {
		return fmt.Errorf("bad no-progress count %q", f[8])
	}
	s.noProg = np
	g.st = s
	g.hash = s.computeHash()
	g.hist = g.hist[:0]
	return nil
}

// Board implements position.Notation.
func (g *Game) Board() string {
	var b strings.Builder
	b.WriteString("  a b c d e\n")
	for r := size - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%d", r+1)
		for c := 0; c < size; c++ {
			ch := cellLetter(g.st.board[r*size+c])
			if ch == 0 {
				ch = '.'
			}
			fmt.Fprintf(&b, " %c", ch)
		}
		fmt.Fprintf(&b, " %d\n", r+1)
	}
	b.WriteString("  a b c d e\n")
	fmt.Fprintf(&b, "hands %d/%d banks %d/%d, %s to move", g.st.hand[0], g.st.hand[1], g.st.bank[0], g.st.bank[1], [2]string{"red", "blue"}[g.st.side])
	return b.String()
}

// legal reports whether m is a legal turn, by replaying it under the turn
// rules; it must agree with GenMoves (TestLegalAgreesWithGen checks it).
func (g *Game) legal(m position.Move) bool {
	if over, _ := g.Outcome(); over {
		return false
	}
	s := g.st
	me := int(s.side)
	if a := slot(m, 0); a >= placeBase && a < slotEmpty {
		return s.setup() && a-placeBase < numCells && m == position.Move(a)|0xFFFF00 && s.board[a-placeBase] == 0
	}
	if s.setup() {
		return false
	}
	if m == passMove {
		var buf [1]position.Move
		return len(s.gen(buf[:0], 0xFFFFFF, 0, 0, 0, false)) == 0
	}
	sp, choice := sacPos(m), choiceOf(m)
	moves, pushes, nAct := 0, 0, 0
	sac, usedChoice, won := false, false, false
	for i := 0; i < 3; i++ {
		a := slot(m, i)
		if sp == i+1 {
			if sac || s.first[me] || s.bank[me] == 0 || a == slotEmpty || won {
				return false
			}
			sac = true
			s.bank[me]--
		}
		if a == slotEmpty {
			for j := i + 1; j < 3; j++ {
				if slot(m, j) != slotEmpty {
					return false
				}
			}
			break
		}
		if won || a >= placeBase {
			return false
		}
		from, d := a>>3, a&7
		to := int(nb[from][d])
		if to < 0 || s.board[from] == 0 || s.board[from]&owner != stoneOf(me) {
			return false
		}
		var cand uint32
		if s.board[to] == 0 {
			if !(moves == 0 || (moves == 1 && sac && pushes < 2)) {
				return false
			}
			moves++
			s.board[to] = s.board[from] &^ fresh
			s.board[from] = 0
			cand = s.landCaptures(to)
		} else {
			if s.board[to]&owner == stoneOf(me) || !s.pushable(from, d) ||
				!(pushes == 0 || (pushes == 1 && sac && moves < 2)) {
				return false
			}
			pushes++
			cand, _ = s.push(from, d)
		}
		nc := choices(cand, int(s.bank[me]))
		if nc > 1 {
			if choice >= nc {
				return false
			}
			usedChoice = true
		}
		s.capture(cand, choice)
		nAct++
		if s.count[1-me] <= 1 {
			won = true
		}
	}
	if sp > nAct+1 || (sp != 0 && !sac) {
		return false
	}
	if choice != 0 && !usedChoice {
		return false
	}
	if nAct == 0 || (s.first[me] && (nAct != 1 || sac)) {
		return false
	}
	return !sac || moves == 2 || pushes == 2
}
