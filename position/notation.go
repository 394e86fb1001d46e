package position

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Notation is how the protocol talks about a position: moves and position
// strings as text. Search never uses it.
type Notation interface {
	// FormatMove writes m, a legal move of the current position, in the
	// game's canonical notation.
	FormatMove(m Move) string
	// ParseMove reads one move token and returns the legal move it names
	// in the current position, or an error saying why it is not one.
	// Input is case-insensitive where the notation allows; "pass" and
	// "0000" name a forced pass.
	ParseMove(s string) (Move, error)
	// Position returns the position string: FEN-like, one line, the
	// whole state a game needs to continue (each game's doc.go gives its
	// form).
	Position() string
	// SetPosition replaces the position with the one s describes and
	// clears the history. On error nothing changes.
	SetPosition(s string) error
	// Board is a human-readable picture of the position, several lines
	// without a trailing newline.
	Board() string
}

// Renderer describes a game to a generic GUI. Layout is the static
// geometry; State is the dynamic content.
type Renderer interface {
	Layout() Layout
	State() State
}

// Playable is a Game with its notation and rendering: everything the
// protocol drives. Every registered game constructs one.
type Playable interface {
	Game
	Notation
	Renderer
}

// ErrIllegal is wrapped by ParseMove errors for well-formed moves that are
// not legal in the position.
var ErrIllegal = errors.New("illegal move")

// IsPass reports whether s is one of the tokens that name a pass.
func IsPass(s string) bool {
	return strings.EqualFold(s, "pass") || s == "0000"
}

// MatchMove finds the legal move whose canonical text equals s (compared
// case-insensitively). Games whose notation is a plain cell name can
// implement ParseMove with it; it allocates and is meant for the protocol,
// not for search.
func MatchMove(g interface {
	Game
	FormatMove(Move) string
}, s string) (Move, error) {
	if IsPass(s) {
		s = "pass"
	}
	for _, m := range g.GenMoves(nil) {
		if strings.EqualFold(g.FormatMove(m), s) {
			return m, nil
		}
	}
	return NoMove, fmt.Errorf("%w: %q", ErrIllegal, s)
}

// CellName is the usual name of the cell in column col and row row
// (both from 0): a letter a..z then the 1-based row number, as in "f5".
func CellName(col, row int) string {
	return string(rune('a'+col)) + strconv.Itoa(row+1)
}

// ParseCellName reads a cell name such as "f5" or "K11" into a 0-based
// column and row. It checks only the form, not the board's bounds.
func ParseCellName(s string) (col, row int, err error) {
	if len(s) < 2 || len(s) > 3 {
		return 0, 0, fmt.Errorf("bad cell %q: want a letter and a number", s)
	}
	c := s[0] | 0x20
	if c < 'a' || c > 'z' {
		return 0, 0, fmt.Errorf("bad cell %q: want a column letter first", s)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 1 || s[1] == '0' || s[1] == '+' || s[1] == '-' {
		return 0, 0, fmt.Errorf("bad cell %q: want a row number from 1", s)
	}
	return int(c - 'a'), n - 1, nil
}

// ParseRows splits the board field of a position string into rows of
// cells. Each row is a run of piece letters and decimal counts of empty
// cells; empty cells come back as 0, pieces as their letter. It checks that
// there are want rows of width cells each.
func ParseRows(board string, width, height int) ([][]byte, error) {
	rows := strings.Split(board, "/")
	if len(rows) != height {
		return nil, fmt.Errorf("board has %d rows, want %d", len(rows), height)
	}
	out := make([][]byte, height)
	for r, text := range rows {
		row := make([]byte, 0, width)
		for i := 0; i < len(text); {
			ch := text[i]
			if ch >= '0' && ch <= '9' {
				j := i
				for j < len(text) && text[j] >= '0' && text[j] <= '9' {
					j++
				}
				n, err := strconv.Atoi(text[i:j])
				if err != nil || n == 0 || text[i] == '0' || n > width-len(row) {
					return nil, fmt.Errorf("row %d: bad empty run %q", r+1, text[i:j])
				}
				for ; n > 0; n-- {
					row = append(row, 0)
				}
				i = j
				continue
			}
			if len(row) == width {
				return nil, fmt.Errorf("row %d: more than %d cells", r+1, width)
			}
			row = append(row, ch)
			i++
		}
		if len(row) != width {
			return nil, fmt.Errorf("row %d has %d cells, want %d", r+1, len(row), width)
		}
		out[r] = row
	}
	return out, nil
}

// FormatRows is the inverse of ParseRows: cells holding 0 are empty and
// are written as decimal runs.
func FormatRows(rows [][]byte) string {
	var b strings.Builder
	for r, row := range rows {
		if r > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, c := range row {
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
	}
	return b.String()
}
