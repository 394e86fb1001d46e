package morris

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// FormatMove writes m in the FIMS notation: "d2" for a placement, "d2-d3"
// for a step or a flight, each followed by "xa7" when it removes the piece
// on a7.
func (g *Game) FormatMove(m position.Move) string {
	b := g.v.Board
	var s string
	if isPlace(m) {
		s = b.Name(pointgraph.To(m))
	} else {
		s = b.Name(pointgraph.From(m)) + "-" + b.Name(pointgraph.To(m))
	}
	if r := removed(m); r >= 0 {
		s += "x" + b.Name(r)
	}
	return s
}

// ParseMove reads a move in the FIMS notation, case-insensitively, and
// returns the legal move it names, or an error that says why it is not
// one.
func (g *Game) ParseMove(text string) (position.Move, error) {
	m, err := g.parse(text)
	if err != nil {
		return position.NoMove, fmt.Errorf("bad move %q: %v", text, err)
	}
	if slices.Contains(g.GenMoves(nil), m) {
		return m, nil
	}
	return position.NoMove, fmt.Errorf("%w %s: %s", position.ErrIllegal, text, g.whyIllegal(m))
}

// parse reads the form of a move, without checking that it is legal.
func (g *Game) parse(text string) (position.Move, error) {
	b := g.v.Board
	body, remText, hasRem := strings.Cut(strings.ToLower(text), "x")
	rem := -1
	if hasRem {
		p, err := b.ParsePoint(remText)
		if err != nil {
			return 0, err
		}
		rem = p
	}
	fromText, toText, isStep := strings.Cut(body, "-")
	if !isStep {
		to, err := b.ParsePoint(body)
		if err != nil {
			return 0, err
		}
		return placeMove(to, rem), nil
	}
	from, err := b.ParsePoint(fromText)
	if err != nil {
		return 0, err
	}
	to, err := b.ParsePoint(toText)
	if err != nil {
		return 0, err
	}
	return stepMove(from, to, rem), nil
}

// whyIllegal explains why the well-formed move m is not legal.
func (g *Game) whyIllegal(m position.Move) string {
	v, st := g.v, &g.st
	s := st.side
	own, opp := st.pieces[s], st.pieces[s^1]
	empty := g.empty()
	to, r := pointgraph.To(m), removed(m)
	after := own | 1<<to
	switch {
	case g.lost() || st.drawn || !g.hasMove():
		return "the game is over"
	case isPlace(m) && st.hand[s] == 0:
		return "no piece left in hand"
	case !isPlace(m) && !g.steps(s):
		return "pieces in hand must be placed first"
	case empty>>to&1 == 0:
		return "point " + v.Board.Name(to) + " is not empty"
	}
	if !isPlace(m) {
		from := pointgraph.From(m)
		after &^= 1 << from
		switch {
		case own>>from&1 == 0:
			return "no " + s.String() + " piece on " + v.Board.Name(from)
		case g.flies(s):
		case v.adj[from]>>to&1 == 0:
			return "the points are not joined by a line"
		case g.targets(s, from, empty, false)>>to&1 == 0:
			return "a piece may not step straight back to where it came from"
		}
	}
	closes := v.closes(after, to)
	switch {
	case closes && r < 0 && opp != 0:
		return "it closes a mill: name the piece to remove, as in " + g.FormatMove(m) + "x" + v.Board.Name(bits.TrailingZeros64(v.removable(opp)))
	case !closes && r >= 0:
		return "it closes no mill, so it removes nothing"
	case r >= 0 && opp>>r&1 == 0:
		return "no " + (s ^ 1).String() + " piece on " + v.Board.Name(r)
	case r >= 0 && v.removable(opp)>>r&1 == 0:
		return "the piece on " + v.Board.Name(r) + " is in a mill, and other pieces are not"
	}
	return "no such move"
}

// Position returns the position string of doc.go:
// "<board> <side> <whiteInHand> <blackInHand> <noProgressPlies>", with
// "<whiteLastStep> <blackLastStep>" before the last field in a NoReturn
// variant.
func (g *Game) Position() string {
	st := &g.st
	var cells [pointgraph.MaxPoints]byte
	for s := White; s <= Black; s++ {
		for b := st.pieces[s]; b != 0; b &= b - 1 {
			cells[bits.TrailingZeros64(b)] = s.symbol()
		}
	}
	f := []string{
		g.v.Board.FormatBoard(&cells), string(st.side.letter()),
		strconv.Itoa(int(st.hand[White])), strconv.Itoa(int(st.hand[Black])),
	}
	if g.v.NoReturn {
		f = append(f, g.formatStep(st.last[White]), g.formatStep(st.last[Black]))
	}
	f = append(f, strconv.Itoa(int(st.clock)))
	return strings.Join(f, " ")
}

func (g *Game) formatStep(st step) string {
	if st.from == noPoint {
		return "-"
	}
	return g.v.Board.Name(int(st.from)) + "-" + g.v.Board.Name(int(st.to))
}

// SetPosition loads a position string. Each side may hold at most the
// variant's number of pieces on the board and in hand together; a last
// step must join two adjacent points and end on a point that the
// opponent does not hold. The game keeps its options; the history starts
// afresh.
func (g *Game) SetPosition(text string) error {
	v := g.v
	f := strings.Fields(text)
	want := 5
	if v.NoReturn {
		want = 7
	}
	if len(f) != want {
		if v.NoReturn {
			return errors.New("want 7 fields: board, side to move, White's and Black's pieces in hand, White's and Black's last steps, plies without progress")
		}
		return errors.New("want 5 fields: board, side to move, White's and Black's pieces in hand, plies without progress")
	}
	cells, err := v.Board.ParseBoard(f[0], "WB")
	if err != nil {
		return err
	}
	st := state{last: [2]step{noStep, noStep}}
	for p := range v.n {
		switch cells[p] {
		case 'W':
			st.pieces[White] |= 1 << p
		case 'B':
			st.pieces[Black] |= 1 << p
		}
	}
	switch f[1] {
	case "w":
		st.side = White
	case "b":
		st.side = Black
	default:
		return fmt.Errorf("bad side to move %q: want w or b", f[1])
	}
	for s := White; s <= Black; s++ {
		h, err := strconv.Atoi(f[2+s])
		if err != nil || strconv.Itoa(h) != f[2+s] || h < 0 || h > v.Pieces {
			return fmt.Errorf("bad %s hand %q: want 0 to %d", s, f[2+s], v.Pieces)
		}
		if n := bits.OnesCount64(st.pieces[s]) + h; n > v.Pieces {
			return fmt.Errorf("%s has %d pieces on the board and in hand, more than %d", s, n, v.Pieces)
		}
		st.hand[s] = int8(h)
		if v.NoReturn {
			if st.last[s], err = g.parseStep(f[4+s], st.pieces[s^1]); err != nil {
				return fmt.Errorf("bad %s last step %q: %v", s, f[4+s], err)
			}
		}
	}
	clock := f[len(f)-1]
	c, err := strconv.Atoi(clock)
	if err != nil || strconv.Itoa(c) != clock || c < 0 || c > maxClock {
		return fmt.Errorf("bad no-progress count %q: want 0 to %d", clock, maxClock)
	}
	st.clock = int32(c)
	g.reset(st)
	return nil
}

// parseStep reads a last-step field: "-" or "from-to" with adjacent
// points, to not held by the opponent (opp).
func (g *Game) parseStep(text string, opp uint64) (step, error) {
	if text == "-" {
		return noStep, nil
	}
	a, b, ok := strings.Cut(text, "-")
	if !ok {
		return noStep, errors.New("want - or from-to")
	}
	from, err := g.v.Board.ParsePoint(a)
	if err != nil {
		return noStep, err
	}
	to, err := g.v.Board.ParsePoint(b)
	if err != nil {
		return noStep, err
	}
	if g.v.adj[from]>>to&1 == 0 {
		return noStep, errors.New("the points are not joined by a line")
	}
	if opp>>to&1 != 0 {
		return noStep, errors.New("the opponent holds its end point")
	}
	return step{int8(from), int8(to)}, nil
}

// Board draws the board with its lines, W and B for the pieces and a dot
// for an empty point, files and ranks around it, then the pieces in hand
// and the position string.
func (g *Game) Board() string {
	v := g.v
	b := v.Board
	// The 7×7 grid of the morris boards: file x at text column 2+4x,
	// rank y at text row 2(6-y).
	const size = 7
	width, height := 2+4*(size-1)+1, 2*(size-1)+1
	grid := make([][]byte, height)
	for r := range grid {
		grid[r] = []byte(strings.Repeat(" ", width))
	}
	col := func(x int) int { return 2 + 4*x }
	row := func(y int) int { return 2 * (size - 1 - y) }
	for _, e := range b.Edges() {
		p, q := b.Point(e[0]), b.Point(e[1])
		switch {
		case p.Y == q.Y:
			for c := col(min(p.X, q.X)) + 1; c < col(max(p.X, q.X)); c++ {
				grid[row(p.Y)][c] = '-'
			}
		case p.X == q.X:
			for r := row(max(p.Y, q.Y)) + 1; r < row(min(p.Y, q.Y)); r++ {
				grid[r][col(p.X)] = '|'
			}
		default: // a one-step diagonal
			ch := byte('\\')
			if (q.X > p.X) == (q.Y > p.Y) {
				ch = '/'
			}
			grid[(row(p.Y)+row(q.Y))/2][(col(p.X)+col(q.X))/2] = ch
		}
	}
	for p := range v.n {
		pt := b.Point(p)
		ch := byte('.')
		for s := White; s <= Black; s++ {
			if g.st.pieces[s]>>p&1 != 0 {
				ch = s.symbol()
			}
		}
		grid[row(pt.Y)][col(pt.X)] = ch
	}
	var sb strings.Builder
	for r, line := range grid {
		if r%2 == 0 {
			line[0] = byte('7' - r/2)
		}
		sb.WriteString(strings.TrimRight(string(line), " "))
		sb.WriteByte('\n')
	}
	sb.WriteString("  a   b   c   d   e   f   g\n")
	fmt.Fprintf(&sb, "in hand: W %d, B %d\n", g.st.hand[White], g.st.hand[Black])
	sb.WriteString(g.Position())
	return sb.String()
}
