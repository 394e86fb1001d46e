package gogame

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Vertex is the GTP name of point (x, y), x from the left and y from the
// bottom, both from 0: "a1" is the lower left corner and the letter i is
// skipped ("j9" is the upper right corner of a 9×9 board).
func Vertex(x, y int) string {
	return columns[x:x+1] + strconv.Itoa(y+1)
}

// parseVertex reads a GTP vertex, case-insensitively, into a point of the
// board.
func (g *Game) parseVertex(s string) (int, error) {
	if len(s) < 2 || len(s) > 3 {
		return 0, fmt.Errorf("bad vertex %q: want a column letter and a row number", s)
	}
	x := strings.IndexByte(columns, s[0]|0x20)
	if s[0]|0x20 < 'a' || x < 0 {
		return 0, fmt.Errorf("bad vertex %q: the column is a letter a..z without i", s)
	}
	digits := s[1:]
	if digits[0] < '1' || digits[0] > '9' {
		return 0, fmt.Errorf("bad vertex %q: want a row number from 1", s)
	}
	y := 0
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return 0, fmt.Errorf("bad vertex %q: want a row number from 1", s)
		}
		y = y*10 + int(digits[i]-'0')
	}
	y--
	if n := g.geo.s; x >= n || y >= n {
		return 0, fmt.Errorf("vertex %q is off the %d×%d board", s, n, n)
	}
	return g.geo.at(x, y), nil
}

// FormatMove writes a placement as its GTP vertex in lower case ("d4") and
// a pass as "pass".
func (g *Game) FormatMove(m position.Move) string {
	if m == Pass {
		return "pass"
	}
	if int(m) < g.geo.n && g.geo.names[m] != "" {
		return g.geo.names[m]
	}
	return fmt.Sprintf("move(%d)", uint32(m))
}

// ParseMove reads a GTP vertex (case-insensitive) or "pass" (also "0000")
// and returns the move if it is legal here.
func (g *Game) ParseMove(s string) (position.Move, error) {
	m := Pass
	if !position.IsPass(s) {
		p, err := g.parseVertex(s)
		if err != nil {
			return position.NoMove, err
		}
		m = position.Move(p)
	}
	if err := g.check(m); err != nil {
		return position.NoMove, fmt.Errorf("%w %s: %v", position.ErrIllegal, strings.ToLower(s), err)
	}
	return m, nil
}

// check says why m is not legal here, or returns nil.
func (g *Game) check(m position.Move) error {
	switch {
	case g.passes >= 2:
		return errors.New("the game is over: both players passed")
	case g.over():
		return fmt.Errorf("the game is over: the move limit K=%d is reached", g.cfg.K)
	case m == Pass:
		return nil
	}
	p := int(m)
	if g.b.color[p] != empty {
		return errors.New("the point is occupied")
	}
	c := g.toPlay()
	if ok, _ := g.b.wouldBeLegal(p, c); !ok {
		return errors.New("suicide: the stone's group would have no liberty")
	}
	if !g.legalAt(p, c) {
		if g.seen == nil {
			return errors.New("ko: the stone just captured cannot be retaken at once")
		}
		return errors.New("positional superko: the move would repeat an earlier board")
	}
	return nil
}

// Position returns "<board> <side> <ply> <passes> <ko>" (doc.go's Position
// string section): the rows from the top, x for Black, o for White and
// numbers for runs of empty points; b or w to move; the plies played; the
// number of passes just played in a row (2 only in a game ended by passes);
// the simple-ko point or "-".
func (g *Game) Position() string {
	s := g.geo.s
	rows := make([][]byte, s)
	for r := range rows {
		y := s - 1 - r
		row := make([]byte, s)
		for x := 0; x < s; x++ {
			if c := Color(g.b.color[g.geo.at(x, y)]); c != Empty {
				row[x] = c.symbol()
			}
		}
		rows[r] = row
	}
	var sb strings.Builder
	sb.WriteString(position.FormatRows(rows))
	sb.WriteString([2]string{" b ", " w "}[g.side])
	sb.WriteString(strconv.Itoa(g.ply))
	sb.WriteByte(' ')
	sb.WriteString(strconv.Itoa(g.passes))
	sb.WriteByte(' ')
	if g.ko != 0 {
		sb.WriteString(g.geo.names[g.ko])
	} else {
		sb.WriteByte('-')
	}
	return sb.String()
}

// SetPosition loads a position string (see Position) and starts the
// history there: under positional superko the history holds only the
// loaded board. The board must have the game's size and no stoneless
// group; a ko point needs simple ko and a position where the last move
// could have made it. On error nothing changes.
func (g *Game) SetPosition(s string) error {
	f := strings.Fields(s)
	if len(f) != 5 {
		return fmt.Errorf("position %q: want <board> <side> <ply> <passes> <ko>", s)
	}
	n := g.geo.s
	if rows := strings.Count(f[0], "/") + 1; rows != n {
		if g.cfg.Rules == SeedRules {
			return fmt.Errorf("board has %d rows, but this game has %d (seed mode: rows = size label - 1; set size=%d)", rows, n, rows+1)
		}
		return fmt.Errorf("board has %d rows, but this game has %d (set size=%d)", rows, n, rows)
	}
	rows, err := position.ParseRows(f[0], n, n)
	if err != nil {
		return err
	}
	ng := newEmpty(g.cfg)
	for r, row := range rows {
		for x, ch := range row {
			var c Color
			switch ch {
			case 0:
				continue
			case 'x':
				c = Black
			case 'o':
				c = White
			default:
				return fmt.Errorf("row %d: %q is not x, o or a number", r+1, ch)
			}
			p := ng.geo.at(x, n-1-r)
			ng.b.color[p] = c.v()
			ng.boardHash ^= stoneKey(c, p)
			ng.stones[c-1]++
		}
	}
	ng.b.rebuild()
	for _, p := range ng.geo.points {
		if ng.b.color[p] != empty && ng.b.libs[ng.b.head[p]] == 0 {
			return fmt.Errorf("the group at %s has no liberty", ng.geo.names[p])
		}
	}
	switch f[1] {
	case "b":
		ng.side = 0
	case "w":
		ng.side = 1
	default:
		return fmt.Errorf("side %q: want b or w", f[1])
	}
	if ng.ply, err = parseCount(f[2], maxK); err != nil {
		return fmt.Errorf("ply: %v", err)
	}
	if ng.passes, err = parseCount(f[3], 2); err != nil {
		return fmt.Errorf("passes: %v", err)
	}
	if ng.passes > ng.ply {
		return fmt.Errorf("passes %d: only %d plies were played", ng.passes, ng.ply)
	}
	if f[4] != "-" {
		p, err := ng.parseVertex(f[4])
		if err != nil {
			return fmt.Errorf("ko: %v", err)
		}
		if err := ng.checkKo(p); err != nil {
			return fmt.Errorf("ko point %s: %v", f[4], err)
		}
		ng.ko = int16(p)
	}
	ng.resetHistory()
	*g = *ng
	return nil
}

// parseCount reads a decimal count from 0 to max, with no sign and no
// leading zero.
func parseCount(s string, max int) (int, error) {
	if s == "" || s[0] < '0' || s[0] > '9' || len(s) > 1 && s[0] == '0' || len(s) > 7 {
		return 0, fmt.Errorf("%q: want a number from 0 to %d", s, max)
	}
	v, err := strconv.Atoi(s)
	if err != nil || v > max {
		return 0, fmt.Errorf("%q: want a number from 0 to %d", s, max)
	}
	return v, nil
}

// checkKo checks that the opponent's last move could have made p the ko
// point: the rule is simple ko, the last move was a placement, p is empty
// and surrounded by the opponent's stones, one of which is a lone stone
// whose only liberty is p.
func (g *Game) checkKo(p int) error {
	switch {
	case g.cfg.Ko != SimpleKo:
		return errors.New("a ko point needs ko=simple (under superko it is always -)")
	case g.passes != 0:
		return errors.New("the last move was a pass")
	case g.ply == 0:
		return errors.New("no move was played")
	case g.b.color[p] != empty:
		return errors.New("the point is occupied")
	}
	opp := Color(2 - g.side) // the side that moved last
	capturer := false
	for _, q := range g.b.neighbours(p) {
		switch c := g.b.color[q]; {
		case c == offBoard:
		case c != opp.v():
			return errors.New("a ko point is surrounded by the last mover's stones")
		default:
			h := g.b.head[q]
			capturer = capturer || g.b.size[h] == 1 && g.b.libs[h] == 1
		}
	}
	if !capturer {
		return errors.New("no lone stone with that single liberty could have just captured there")
	}
	return nil
}

// Board draws the board with row numbers from the top and column letters,
// x for Black, o for White and . for an empty point.
func (g *Game) Board() string {
	s := g.geo.s
	var b strings.Builder
	header := func() {
		b.WriteString("   ")
		for x := 0; x < s; x++ {
			b.WriteByte(' ')
			b.WriteByte(columns[x])
		}
	}
	header()
	for y := s - 1; y >= 0; y-- {
		fmt.Fprintf(&b, "\n%2d ", y+1)
		for x := 0; x < s; x++ {
			ch := byte('.')
			if c := Color(g.b.color[g.geo.at(x, y)]); c != Empty {
				ch = c.symbol()
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, "  %d", y+1)
	}
	b.WriteByte('\n')
	header()
	return b.String()
}
