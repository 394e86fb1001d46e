package mingmang

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// cellName is the name of mailbox cell i, such as "d6".
func (g *Game) cellName(i int) string {
	f, r := g.fileRank(i)
	return position.CellName(f, r)
}

// parseCell reads a cell name on this board into its mailbox index.
func (g *Game) parseCell(s string) (int, error) {
	f, r, err := position.ParseCellName(s)
	if err != nil {
		return 0, err
	}
	if f >= g.n || r >= g.n {
		return 0, fmt.Errorf("cell %q is off the %d×%d board", s, g.n, g.n)
	}
	return g.cell(f, r), nil
}

// FormatMove writes m as "from-to", e.g. "d1-d6".
func (g *Game) FormatMove(m position.Move) string {
	return g.cellName(moveFrom(m)) + "-" + g.cellName(moveTo(m))
}

// ParseMove reads a slide "from-to" (case-insensitive) and returns it if
// it is legal here; the error says why not otherwise.
func (g *Game) ParseMove(s string) (position.Move, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return position.NoMove, fmt.Errorf("bad move %q: want from-to, e.g. d1-d6", s)
	}
	from, err := g.parseCell(a)
	if err != nil {
		return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	to, err := g.parseCell(b)
	if err != nil {
		return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	m := makeMove(from, to)
	if err := g.checkSlide(from, to); err != nil {
		return position.NoMove, fmt.Errorf("%w: %s: %v", position.ErrIllegal, g.FormatMove(m), err)
	}
	return m, nil
}

// checkSlide says why from-to is not a legal move, or returns nil.
func (g *Game) checkSlide(from, to int) error {
	if g.capped() {
		return fmt.Errorf("the game is over (move cap)")
	}
	if g.board[from] != man(g.side) {
		return fmt.Errorf("%s holds no %s piece", g.cellName(from), g.side)
	}
	ff, fr := g.fileRank(from)
	tf, tr := g.fileRank(to)
	var d int
	switch {
	case from == to:
		return fmt.Errorf("a move must leave its cell")
	case fr == tr && tf > ff:
		d = 1
	case fr == tr:
		d = -1
	case ff == tf && tr > fr:
		d = g.stride
	case ff == tf:
		d = -g.stride
	default:
		return fmt.Errorf("pieces move along a rank or a file only")
	}
	for j := from + d; ; j += d {
		if g.board[j] != empty {
			return fmt.Errorf("%s is occupied", g.cellName(j))
		}
		if j == to {
			break
		}
	}
	if g.repeats(from, to) {
		return fmt.Errorf("it would repeat an earlier board")
	}
	return nil
}

// pieceLetter is the position-string letter of each colour.
var pieceLetter = [2]byte{'B', 'W'}

// sideLetter is the side-to-move field of each colour.
var sideLetter = [2]string{"b", "w"}

// Position returns "<ranks> <side>", plus " <ply>" when the game has a
// move cap (the cap's draw depends on the ply).
func (g *Game) Position() string {
	rows := make([][]byte, g.n)
	for r := 0; r < g.n; r++ {
		row := make([]byte, g.n)
		for f := 0; f < g.n; f++ {
			switch g.board[g.cell(f, g.n-1-r)] {
			case blackMan:
				row[f] = pieceLetter[Black]
			case whiteMan:
				row[f] = pieceLetter[White]
			}
		}
		rows[r] = row
	}
	s := position.FormatRows(rows) + " " + sideLetter[g.side]
	if g.maxPlies > 0 {
		s += " " + strconv.Itoa(g.ply)
	}
	return s
}

// SetPosition loads "<ranks> <side> [<ply>]". The board size (7, 8 or 9)
// is the number of ranks. The ply field is optional (default 0); it is
// written back only when the game has a move cap. The history of boards
// starts afresh with the loaded board.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) < 2 || len(fields) > 3 {
		return fmt.Errorf("position %q: want <ranks> <side> [<ply>]", s)
	}
	n := strings.Count(fields[0], "/") + 1
	if n < minSize || n > maxSize {
		return fmt.Errorf("position %q: %d ranks, want %d to %d", s, n, minSize, maxSize)
	}
	rows, err := position.ParseRows(fields[0], n, n)
	if err != nil {
		return fmt.Errorf("position %q: %v", s, err)
	}
	var cells [maxSize][maxSize]content
	for r, row := range rows {
		for f, ch := range row {
			switch ch {
			case 0:
			case pieceLetter[Black]:
				cells[n-1-r][f] = blackMan
			case pieceLetter[White]:
				cells[n-1-r][f] = whiteMan
			default:
				return fmt.Errorf("position %q: bad piece %q (want B or W)", s, ch)
			}
		}
	}
	var side Color
	switch fields[1] {
	case "b":
		side = Black
	case "w":
		side = White
	default:
		return fmt.Errorf("position %q: side %q, want b or w", s, fields[1])
	}
	ply := 0
	if len(fields) == 3 {
		p, err := strconv.Atoi(fields[2])
		if err != nil || p < 0 || p > maxPlyField || fields[2] != strconv.Itoa(p) {
			return fmt.Errorf("position %q: ply %q, want a number 0..%d", s, fields[2], maxPlyField)
		}
		ply = p
	}
	g.load(n, &cells, side, ply)
	return nil
}

// Board draws the position with rank n at the top: B black, W white,
// . empty.
func (g *Game) Board() string {
	var b strings.Builder
	files := "   "
	for f := 0; f < g.n; f++ {
		files += " " + string(rune('a'+f))
	}
	b.WriteString(files)
	for r := g.n - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "\n%2d ", r+1)
		for f := 0; f < g.n; f++ {
			ch := byte('.')
			switch g.board[g.cell(f, r)] {
			case blackMan:
				ch = pieceLetter[Black]
			case whiteMan:
				ch = pieceLetter[White]
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, " %d", r+1)
	}
	b.WriteString("\n" + files)
	return b.String()
}
