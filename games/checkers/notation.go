package checkers

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes m in PDN: "11-15" for a step, the start square and
// every landing square joined by "x" for a capture ("7x14x23").
func (g *Game) FormatMove(m position.Move) string {
	var buf [maxJumps + 2]int8
	squares, ok := route(m, &buf)
	if !ok {
		return "invalid"
	}
	sep := "-"
	if moveJumps(m) > 0 {
		sep = "x"
	}
	var b strings.Builder
	for i, sq := range squares {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(strconv.Itoa(int(sq) + 1))
	}
	return b.String()
}

// ParseMove reads a move in PDN. A capture must normally give its whole
// path, but "from x to" alone is accepted when exactly one legal capture
// goes from that square to that square.
func (g *Game) ParseMove(s string) (position.Move, error) {
	text := strings.ToLower(strings.TrimSpace(s))
	capture := strings.Contains(text, "x")
	sep := "-"
	if capture {
		sep = "x"
	}
	parts := strings.Split(text, sep)
	if len(parts) < 2 || (!capture && len(parts) != 2) {
		return position.NoMove, fmt.Errorf("bad move %q: want from-to or from x to ... x to", s)
	}
	want := make([]int8, len(parts))
	for i, p := range parts {
		n, err := parseSquare(p)
		if err != nil {
			return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
		}
		want[i] = int8(n)
	}
	var buf [maxJumps + 2]int8
	var short []position.Move // captures matching "from x to"
	for _, m := range g.GenMoves(nil) {
		if (moveJumps(m) > 0) != capture {
			continue
		}
		squares, _ := route(m, &buf)
		if equalSquares(squares, want) {
			return m, nil
		}
		if len(want) == 2 && squares[0] == want[0] && squares[len(squares)-1] == want[1] {
			short = append(short, m)
		}
	}
	switch len(short) {
	case 0:
		if !capture && g.jumpers() != 0 {
			return position.NoMove, fmt.Errorf("%w: %q: a capture is compulsory", position.ErrIllegal, s)
		}
		return position.NoMove, fmt.Errorf("%w: %q", position.ErrIllegal, s)
	case 1:
		return short[0], nil
	}
	paths := make([]string, len(short))
	for i, m := range short {
		paths[i] = g.FormatMove(m)
	}
	return position.NoMove, fmt.Errorf("%w: %q is ambiguous: write the whole path (%s)",
		position.ErrIllegal, s, strings.Join(paths, " or "))
}

func equalSquares(a, b []int8) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// parseSquare reads a PDN square number 1..32 and returns it less one.
func parseSquare(s string) (int, error) {
	if len(s) == 0 || len(s) > 2 {
		return 0, fmt.Errorf("square %q: want a number from 1 to 32", s)
	}
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("square %q: want a number from 1 to 32", s)
		}
		n = n*10 + int(c-'0')
	}
	if n < 1 || n > numSquares {
		return 0, fmt.Errorf("square %d is not on the board (1 to 32)", n)
	}
	return n - 1, nil
}

// pieceLetter is a piece's letter in position strings, by kind.
var pieceLetter = [4]byte{blackMan: 'b', whiteMan: 'w', blackKing: 'B', whiteKing: 'W'}

// Position returns "<rows> <side> <clock>": the rows from the top (White's
// home) down, each from left to right, then b or w and the clock.
func (g *Game) Position() string {
	rows := make([][]byte, 8)
	for r := range rows {
		rows[r] = make([]byte, 8)
	}
	s := &g.st
	for side := Black; side <= White; side++ {
		for b := s.pieces[side]; b != 0; b &= b - 1 {
			sq := trailing(b)
			r, c := rowCol(sq)
			rows[r][c] = pieceLetter[kindOf(side, s.kings>>sq&1 != 0)]
		}
	}
	return position.FormatRows(rows) + " " + sideLetter(s.side) + " " + strconv.Itoa(int(s.clock))
}

func sideLetter(s Side) string {
	if s == Black {
		return "b"
	}
	return "w"
}

// SetPosition reads a position string (see Position) and starts a new
// history there. The clock may be left out (it is then 0). A standard PDN
// FEN such as "W:WK7:B10,18", optionally followed by a clock, is also
// accepted. On error the position is unchanged.
func (g *Game) SetPosition(text string) error {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return errors.New("empty position string")
	}
	var st state
	var err error
	rest := fields[1:]
	if strings.Contains(fields[0], ":") {
		st, err = parsePDN(fields[0])
	} else {
		if len(fields) < 2 {
			return fmt.Errorf("position %q: want <rows> <side> <clock>", text)
		}
		st, err = parseRows(fields[0], fields[1])
		rest = fields[2:]
	}
	if err != nil {
		return err
	}
	switch len(rest) {
	case 0:
	case 1:
		n, err := parseClock(rest[0])
		if err != nil {
			return err
		}
		st.clock = n
	default:
		return fmt.Errorf("position %q: too many fields", text)
	}
	if err := validate(st); err != nil {
		return err
	}
	g.reset(st)
	return nil
}

// parseClock reads the clock field: decimal digits only, at most maxClock.
func parseClock(s string) (int32, error) {
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' || n > maxClock {
			return 0, fmt.Errorf("clock %q: want a number of plies from 0 to %d", s, maxClock)
		}
		n = n*10 + int(c-'0')
	}
	if n > maxClock {
		return 0, fmt.Errorf("clock %q: want a number of plies from 0 to %d", s, maxClock)
	}
	return int32(n), nil
}

func parseSide(s string) (Side, error) {
	switch s {
	case "b", "B":
		return Black, nil
	case "w", "W":
		return White, nil
	}
	return 0, fmt.Errorf("side to move %q: want b or w", s)
}

// parseRows reads the board and side fields of a position string.
func parseRows(board, side string) (state, error) {
	var st state
	var err error
	if st.side, err = parseSide(side); err != nil {
		return st, err
	}
	rows, err := position.ParseRows(board, 8, 8)
	if err != nil {
		return st, err
	}
	for r, row := range rows {
		for c, ch := range row {
			if ch == 0 {
				continue
			}
			sq := squareAt(r, c)
			if sq < 0 {
				return st, fmt.Errorf("piece %q on the light square row %d column %c", ch, r, 'a'+c)
			}
			if err := place(&st, sq, ch); err != nil {
				return st, err
			}
		}
	}
	return st, nil
}

// place puts the piece with letter ch on the empty square sq.
func place(st *state, sq int, ch byte) error {
	bit := uint32(1) << sq
	if (st.pieces[0]|st.pieces[1])&bit != 0 {
		return fmt.Errorf("square %d holds two pieces", sq+1)
	}
	switch ch {
	case 'b':
		st.pieces[Black] |= bit
	case 'w':
		st.pieces[White] |= bit
	case 'B':
		st.pieces[Black] |= bit
		st.kings |= bit
	case 'W':
		st.pieces[White] |= bit
		st.kings |= bit
	default:
		return fmt.Errorf("unknown piece %q: want b, w, B or W", ch)
	}
	return nil
}

// validate rejects men standing on their own crowning rank: they would
// have been crowned on arrival, and as men they could never move.
func validate(st state) error {
	men := [2]uint32{st.pieces[Black] &^ st.kings, st.pieces[White] &^ st.kings}
	if b := men[Black] & blackCrown; b != 0 {
		return fmt.Errorf("black man on square %d, where it would be a king", trailing(b)+1)
	}
	if b := men[White] & whiteCrown; b != 0 {
		return fmt.Errorf("white man on square %d, where it would be a king", trailing(b)+1)
	}
	return nil
}

// parsePDN reads a PDN FEN tag's value: the side to move, then one field
// per colour, each a comma-separated list of squares with K before a king
// and ranges such as 1-12 allowed for men: "B:W18,K25:B9-12,15".
func parsePDN(text string) (state, error) {
	var st state
	parts := strings.Split(strings.TrimSuffix(text, "."), ":")
	if len(parts) != 3 {
		return st, fmt.Errorf("PDN FEN %q: want side:colour squares:colour squares", text)
	}
	var err error
	if st.side, err = parseSide(parts[0]); err != nil {
		return st, err
	}
	seen := [2]bool{}
	for _, p := range parts[1:] {
		if p == "" {
			return st, fmt.Errorf("PDN FEN %q: empty colour field", text)
		}
		colour, err := parseSide(p[:1])
		if err != nil {
			return st, fmt.Errorf("PDN FEN colour %q: want B or W", p[:1])
		}
		if seen[colour] {
			return st, fmt.Errorf("PDN FEN %q: %s listed twice", text, colour)
		}
		seen[colour] = true
		if p[1:] == "" {
			continue
		}
		for _, item := range strings.Split(p[1:], ",") {
			letter := pieceLetter[kindOf(colour, false)]
			if strings.HasPrefix(item, "K") || strings.HasPrefix(item, "k") {
				letter = pieceLetter[kindOf(colour, true)]
				item = item[1:]
			}
			lo, hi, isRange := strings.Cut(item, "-")
			a, err := parseSquare(lo)
			if err != nil {
				return st, fmt.Errorf("PDN FEN: %v", err)
			}
			b := a
			if isRange {
				if b, err = parseSquare(hi); err != nil {
					return st, fmt.Errorf("PDN FEN: %v", err)
				}
				if b < a {
					return st, fmt.Errorf("PDN FEN: range %q runs backwards", item)
				}
			}
			for sq := a; sq <= b; sq++ {
				if err := place(&st, sq, letter); err != nil {
					return st, err
				}
			}
		}
	}
	return st, nil
}

// PDN returns the position as a standard PDN FEN tag value, such as
// "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
// (without the clock).
func (g *Game) PDN() string {
	s := &g.st
	var b strings.Builder
	b.WriteString(strings.ToUpper(sideLetter(s.side)))
	for _, side := range []Side{White, Black} {
		b.WriteString(":")
		b.WriteString(strings.ToUpper(sideLetter(side)))
		for bb, first := s.pieces[side], true; bb != 0; bb &= bb - 1 {
			sq := trailing(bb)
			if !first {
				b.WriteString(",")
			}
			first = false
			if s.kings>>sq&1 != 0 {
				b.WriteString("K")
			}
			b.WriteString(strconv.Itoa(sq + 1))
		}
	}
	return b.String()
}

// Board draws the position with White's home at the top, light squares
// blank and empty dark squares as dots, and beside each row the PDN
// numbers of its dark squares, which are the notation's only coordinates:
// moves name squares by these numbers, so the board carries no row or
// column labels that no move uses.
func (g *Game) Board() string {
	lines := make([]string, 0, 8)
	s := &g.st
	for r := 0; r < 8; r++ {
		var b strings.Builder
		for c := 0; c < 8; c++ {
			ch := byte(' ')
			if sq := squareAt(r, c); sq >= 0 {
				ch = '.'
				for side := Black; side <= White; side++ {
					if s.pieces[side]>>sq&1 != 0 {
						ch = pieceLetter[kindOf(side, s.kings>>sq&1 != 0)]
					}
				}
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteString("   ")
		for c := 0; c < 8; c++ {
			if sq := squareAt(r, c); sq >= 0 {
				fmt.Fprintf(&b, "%2d", sq+1)
			} else {
				b.WriteString("  ")
			}
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	return strings.Join(lines, "\n")
}
