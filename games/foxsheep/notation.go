package foxsheep

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"tabla/games/pointgraph"
	"tabla/position"
)

// FormatMove writes a step as "from-to" ("e4-e5") and a capture chain as
// the fox's start and every landing point joined by "x" ("d5xb5xb3").
func (g *Game) FormatMove(m position.Move) string {
	switch pointgraph.MoveKind(m) {
	case pointgraph.KindStep:
		return board.Name(pointgraph.From(m)) + "-" + board.Name(pointgraph.To(m))
	case pointgraph.KindChain:
		s := &g.st
		var c pointgraph.Chain
		if board.FindChain(m, s.empty(), s.pieces[Sheep], pointgraph.Maximal, &c) {
			return c.Format(board)
		}
	}
	return fmt.Sprintf("invalid(%#x)", uint32(m))
}

// ParseMove reads a move in the notation of FormatMove, in either case,
// and returns it if it is legal.
func (g *Game) ParseMove(text string) (position.Move, error) {
	text = strings.TrimSpace(text)
	m, err := position.MatchMove(g, text)
	if err == nil {
		return m, nil
	}
	// Say why a well-formed fox step is illegal when a capture is due.
	s := &g.st
	if from, to, ok := strings.Cut(text, "-"); ok && s.side == Foxes && len(g.GenMoves(nil)) > 0 {
		p, e1 := board.ParsePoint(from)
		_, e2 := board.ParsePoint(to)
		if e1 == nil && e2 == nil && s.pieces[Foxes]>>p&1 != 0 &&
			board.Jumpers(s.pieces[Foxes], s.empty(), s.pieces[Sheep]) != 0 {
			return position.NoMove, fmt.Errorf("%w: %q: a capture is compulsory", position.ErrIllegal, text)
		}
	}
	return position.NoMove, err
}

// pieceLetter is a side's letter in position strings.
var pieceLetter = [2]byte{Sheep: 'S', Foxes: 'F'}

// sideLetter is a side's letter in the side field.
var sideLetter = [2]string{Sheep: "s", Foxes: "f"}

// Position returns "<board> <side> <clock>": ranks 7 down to 1, each with
// its existing points in file order, S and F for the pieces and digits for
// runs of empty points, then s or f, then the plies without progress.
func (g *Game) Position() string {
	var cells [pointgraph.MaxPoints]byte
	s := &g.st
	for side := Sheep; side <= Foxes; side++ {
		for b := s.pieces[side]; b != 0; b &= b - 1 {
			cells[bits.TrailingZeros64(b)] = pieceLetter[side]
		}
	}
	return board.FormatBoard(&cells) + " " + sideLetter[s.side] + " " + strconv.Itoa(int(s.clock))
}

// SetPosition reads a position string (see Position) and starts a new
// history there. It rejects more than 20 sheep or 2 foxes. On error the
// position is unchanged.
func (g *Game) SetPosition(text string) error {
	fields := strings.Fields(text)
	if len(fields) != 3 {
		return fmt.Errorf("position %q: want <board> <side> <clock>", text)
	}
	cells, err := board.ParseBoard(fields[0], "SF")
	if err != nil {
		return fmt.Errorf("position %q: %v", text, err)
	}
	var st state
	for p := range numPoints {
		switch cells[p] {
		case 'S':
			st.pieces[Sheep] |= 1 << p
		case 'F':
			st.pieces[Foxes] |= 1 << p
		}
	}
	if n := bits.OnesCount64(st.pieces[Sheep]); n > startSheep {
		return fmt.Errorf("position %q: %d sheep, at most %d", text, n, startSheep)
	}
	if n := bits.OnesCount64(st.pieces[Foxes]); n > maxFoxes {
		return fmt.Errorf("position %q: %d foxes, at most %d", text, n, maxFoxes)
	}
	switch fields[1] {
	case "s":
		st.side = Sheep
	case "f":
		st.side = Foxes
	default:
		return fmt.Errorf("position %q: side %q: want s or f", text, fields[1])
	}
	if st.clock, err = parseClock(fields[2]); err != nil {
		return err
	}
	g.reset(st)
	return nil
}

// parseClock reads the clock field: decimal digits only, at most maxClock.
func parseClock(s string) (int32, error) {
	bad := errors.New("clock " + strconv.Quote(s) + ": want a number of plies from 0 to " + strconv.Itoa(maxClock))
	if s == "" || len(s) > 7 || (len(s) > 1 && s[0] == '0') {
		return 0, bad
	}
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return 0, bad
		}
		n = n*10 + int(c-'0')
	}
	if n > maxClock {
		return 0, bad
	}
	return int32(n), nil
}

// exists reports whether the cross board has a point at (x, y).
func exists(x, y int) bool {
	return x >= 0 && y >= 0 && x < 7 && y < 7 && ((x >= 2 && x <= 4) || (y >= 2 && y <= 4))
}

// Board draws the position with the board's lines, rank 7 at the top, S
// for a sheep, F for a fox and . for an empty point, then the files.
func (g *Game) Board() string {
	s := &g.st
	var b strings.Builder
	for y := 6; y >= 0; y-- {
		b.WriteString(strconv.Itoa(y + 1))
		b.WriteByte(' ')
		for x := 0; x < 7; x++ {
			if x > 0 {
				if exists(x-1, y) && exists(x, y) {
					b.WriteByte('-')
				} else {
					b.WriteByte(' ')
				}
			}
			if !exists(x, y) {
				b.WriteByte(' ')
				continue
			}
			p := mustIndex(position.CellName(x, y))
			switch {
			case s.pieces[Sheep]>>p&1 != 0:
				b.WriteByte('S')
			case s.pieces[Foxes]>>p&1 != 0:
				b.WriteByte('F')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
		if y > 0 {
			// Vertical lines, and the diagonal of each unit square, which
			// runs from its even corners.
			b.WriteString("  ")
			for x := 0; x < 7; x++ {
				if x > 0 {
					switch {
					case !(exists(x-1, y) && exists(x, y) && exists(x-1, y-1) && exists(x, y-1)):
						b.WriteByte(' ')
					case (x-1+y)%2 == 0:
						b.WriteByte('\\')
					default:
						b.WriteByte('/')
					}
				}
				if exists(x, y) && exists(x, y-1) {
					b.WriteByte('|')
				} else {
					b.WriteByte(' ')
				}
			}
			b.WriteByte('\n')
		}
	}
	b.WriteString("  a b c d e f g")
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}
