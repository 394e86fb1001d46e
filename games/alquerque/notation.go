package alquerque

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tabla/games/pointgraph"
	"tabla/position"
)

// FormatMove writes a step as "from-to" ("b2-c3") and a capture chain as
// its start and every landing point joined by "x" ("c1xc3xe5").
func (g *Game) FormatMove(m position.Move) string {
	switch pointgraph.MoveKind(m) {
	case pointgraph.KindStep:
		return board.Name(pointgraph.From(m)) + "-" + board.Name(pointgraph.To(m))
	case pointgraph.KindChain:
		s := &g.st
		var c pointgraph.Chain
		if board.FindChain(m, s.empty(), s.pieces[s.side^1], g.rule, &c) {
			return c.Format(board)
		}
	}
	return fmt.Sprintf("invalid(%#x)", uint32(m))
}

// ParseMove reads a move in the notation of FormatMove, in either case,
// and returns it if it is legal.
func (g *Game) ParseMove(text string) (position.Move, error) {
	m, err := position.MatchMove(g, strings.TrimSpace(text))
	if err == nil {
		return m, nil
	}
	// Say why a well-formed step is illegal when a capture is compulsory.
	if from, to, ok := strings.Cut(strings.TrimSpace(text), "-"); ok && !g.cfg.Huff && !g.st.drawn {
		_, e1 := board.ParsePoint(from)
		_, e2 := board.ParsePoint(to)
		s := &g.st
		if e1 == nil && e2 == nil && board.Jumpers(s.pieces[s.side], s.empty(), s.pieces[s.side^1]) != 0 {
			return position.NoMove, fmt.Errorf("%w: %q: a capture is compulsory", position.ErrIllegal, text)
		}
	}
	return position.NoMove, err
}

// pieceLetter is a side's letter in position strings.
var pieceLetter = [2]byte{White: 'W', Black: 'B'}

// sideLetter is a side's letter in the side field.
var sideLetter = [2]string{White: "w", Black: "b"}

// Position returns "<ranks> <side> <clock>": ranks 5 down to 1, each from
// a to e, W and B for the pieces and digits for runs of empty points, then
// w or b, then the plies since the last removal.
func (g *Game) Position() string {
	var cells [pointgraph.MaxPoints]byte
	s := &g.st
	for side := White; side <= Black; side++ {
		for p := range numPoints {
			if s.pieces[side]>>p&1 != 0 {
				cells[p] = pieceLetter[side]
			}
		}
	}
	return board.FormatBoard(&cells) + " " + sideLetter[s.side] + " " + strconv.Itoa(int(s.clock))
}

// SetPosition reads a position string (see Position) and starts a new
// history there. On error the position is unchanged.
func (g *Game) SetPosition(text string) error {
	fields := strings.Fields(text)
	if len(fields) != 3 {
		return fmt.Errorf("position %q: want <ranks> <side> <clock>", text)
	}
	cells, err := board.ParseBoard(fields[0], "WB")
	if err != nil {
		return fmt.Errorf("position %q: %v", text, err)
	}
	var st state
	for p := range numPoints {
		switch cells[p] {
		case 'W':
			st.pieces[White] |= 1 << p
		case 'B':
			st.pieces[Black] |= 1 << p
		}
	}
	switch fields[1] {
	case "w":
		st.side = White
	case "b":
		st.side = Black
	default:
		return fmt.Errorf("position %q: side %q: want w or b", text, fields[1])
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

// Board draws the position with the board's lines, rank 5 at the top:
//
//	5 B-B-B-B-B
//	  |\|/|\|/|
//	4 B-B-B-B-B
//
// and so on, then the files.
func (g *Game) Board() string {
	s := &g.st
	var b strings.Builder
	for y := 4; y >= 0; y-- {
		b.WriteString(strconv.Itoa(y + 1))
		b.WriteByte(' ')
		for x := 0; x < 5; x++ {
			if x > 0 {
				b.WriteByte('-')
			}
			p := mustIndex(position.CellName(x, y))
			switch {
			case s.pieces[White]>>p&1 != 0:
				b.WriteByte('W')
			case s.pieces[Black]>>p&1 != 0:
				b.WriteByte('B')
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
		if y > 0 {
			// The diagonals between ranks y and y-1 run from the even
			// corners of each unit square.
			b.WriteString("  |")
			for x := 0; x < 4; x++ {
				if (x+y)%2 == 0 {
					b.WriteString("\\|")
				} else {
					b.WriteString("/|")
				}
			}
			b.WriteByte('\n')
		}
	}
	b.WriteString("  a b c d e")
	return b.String()
}
