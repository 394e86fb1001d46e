package apex

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes m as "@a1" (a drop), "@a1-a4" (a drop that slides),
// "c3-c6" (a slide) or "c3xc6" (a capture).
func (g *Game) FormatMove(m position.Move) string { return g.geo.formatMove(m) }

func (geo *geometry) formatMove(m position.Move) string {
	names := &geo.names
	from, to := names[moveFrom(m)], names[moveTo(m)]
	switch moveKind(m) {
	case kindDrop:
		if from == to {
			return "@" + from
		}
		return "@" + from + "-" + to
	case kindSlide:
		return from + "-" + to
	default:
		return from + "x" + to
	}
}

// point reads a point name on this board.
func (g *Game) point(s string) (int, error) {
	c, r, err := position.ParseCellName(s)
	if err != nil {
		return 0, err
	}
	if c >= g.geo.n || r >= g.geo.n {
		return 0, fmt.Errorf("point %q is off the %d×%d board", s, g.geo.n, g.geo.n)
	}
	return r*g.geo.n + c, nil
}

// ParseMove reads a move in the notation of FormatMove, case-insensitively,
// and returns it if it is legal here. Errors on well-formed but illegal
// moves wrap position.ErrIllegal and say why.
func (g *Game) ParseMove(s string) (position.Move, error) {
	m, err := g.parseMove(strings.ToLower(s))
	if err != nil {
		return position.NoMove, fmt.Errorf("move %q: %w", s, err)
	}
	return m, nil
}

func (g *Game) parseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("%w: Apex has no pass", position.ErrIllegal)
	}
	drop := strings.HasPrefix(s, "@")
	body := strings.TrimPrefix(s, "@")
	kind := kindSlide
	var fromText, toText string
	if i := strings.IndexAny(body, "-x"); i >= 0 {
		fromText, toText = body[:i], body[i+1:]
		if body[i] == 'x' {
			kind = kindCapture
		}
	} else if drop {
		fromText, toText = body, body
	} else {
		return position.NoMove, errors.New("want @a1, @a1-a4, c3-c6 or c3xc6")
	}
	from, err := g.point(fromText)
	if err != nil {
		return position.NoMove, err
	}
	to, err := g.point(toText)
	if err != nil {
		return position.NoMove, err
	}
	if drop {
		if kind == kindCapture {
			return position.NoMove, fmt.Errorf("%w: a dropped piece cannot capture", position.ErrIllegal)
		}
		kind = kindDrop
	}
	if from == to && fromText != body {
		return position.NoMove, fmt.Errorf("%w: a slide must move (a drop that stays is written @%s)", position.ErrIllegal, fromText)
	}
	m := newMove(kind, from, to)
	if err := g.explainIllegal(m); err != nil {
		return position.NoMove, err
	}
	return m, nil
}

// explainIllegal returns nil if m is legal, or an error wrapping
// position.ErrIllegal that says why not. It allocates: it is for the
// protocol only.
func (g *Game) explainIllegal(m position.Move) error {
	for _, l := range g.GenMoves(nil) {
		if l == m {
			return nil
		}
	}
	s := &g.st
	geo := g.geo
	side := s.side
	from, to := moveFrom(m), moveTo(m)
	var why string
	switch over, _ := g.Outcome(); {
	case over:
		why = "the game is over"
	case moveKind(m) == kindDrop && from != geo.corners[side][0] && from != geo.corners[side][1]:
		why = fmt.Sprintf("%s is not one of %s's corners", geo.names[from], side)
	case moveKind(m) == kindDrop && s.reserve[side] == 0:
		why = fmt.Sprintf("%s has no piece in hand", side)
	case moveKind(m) == kindDrop && (s.own[0] | s.own[1]).Has(from):
		why = fmt.Sprintf("corner %s is occupied", geo.names[from])
	case moveKind(m) != kindDrop && !s.own[side].Has(from):
		why = fmt.Sprintf("%s holds no %s piece", geo.names[from], side)
	case moveKind(m) == kindSlide && s.own[side^1].Has(to):
		why = fmt.Sprintf("%s holds a %s piece: write a capture with x", geo.names[to], side^1)
	case moveKind(m) == kindCapture && !s.own[side^1].Has(to):
		why = fmt.Sprintf("%s holds no %s piece to capture", geo.names[to], side^1)
	case from%geo.n != to%geo.n && from/geo.n != to/geo.n:
		why = "moves go along a rank or a file only"
	case moveKind(m) == kindCapture:
		why = "a capture needs a clear path and at least one empty point before its target"
	default:
		why = "the path is blocked"
	}
	return fmt.Errorf("%w: %s", position.ErrIllegal, why)
}

// Position is the position string: the board from the top rank down, the
// side to move (b or w), Black's and White's reserves, and the plies since
// the last drop or capture, as in "7/7/7/7/7/7/7 b 11 11 0".
func (g *Game) Position() string {
	s := &g.st
	n := g.geo.n
	rows := make([][]byte, n)
	for r := range rows {
		row := make([]byte, n)
		rank := n - 1 - r
		for c := range row {
			i := rank*n + c
			switch {
			case s.own[Black].Has(i):
				row[c] = 'B'
			case s.own[White].Has(i):
				row[c] = 'W'
			}
		}
		rows[r] = row
	}
	return fmt.Sprintf("%s %c %d %d %d", position.FormatRows(rows), "bw"[s.side],
		s.reserve[Black], s.reserve[White], s.clock)
}

// SetPosition loads a position string (see Position). The clock field may
// be left out (it is then 0). Each side must have exactly 11 pieces on the
// board and in hand together, and the side to move must not already have
// a winning chain (the game would have ended when it was formed).
func (g *Game) SetPosition(str string) error {
	st, err := g.parsePosition(str)
	if err != nil {
		return fmt.Errorf("position %q: %w", str, err)
	}
	g.reset(st)
	return nil
}

func (g *Game) parsePosition(str string) (state, error) {
	st := state{last: position.NoMove}
	f := strings.Fields(str)
	if len(f) != 4 && len(f) != 5 {
		return st, errors.New("want board, side, two reserves and an optional clock")
	}
	n := g.geo.n
	rows, err := position.ParseRows(f[0], n, n)
	if err != nil {
		return st, err
	}
	for r, row := range rows {
		rank := n - 1 - r
		for c, ch := range row {
			switch ch {
			case 0:
			case 'B':
				st.own[Black] = st.own[Black].With(rank*n + c)
			case 'W':
				st.own[White] = st.own[White].With(rank*n + c)
			default:
				return st, fmt.Errorf("bad piece %q at %s: want B or W", ch, position.CellName(c, rank))
			}
		}
	}
	switch f[1] {
	case "b":
		st.side = Black
	case "w":
		st.side = White
	default:
		return st, fmt.Errorf("side %q: want b or w", f[1])
	}
	for s := Black; s <= White; s++ {
		v, err := parseCount(f[2+s], Stones)
		if err != nil {
			return st, fmt.Errorf("%s's reserve: %w", s, err)
		}
		st.reserve[s] = int8(v)
		if on := st.own[s].Count(); on+v != Stones {
			return st, fmt.Errorf("%s has %d pieces on the board and %d in hand: want %d in all", s, on, v, Stones)
		}
	}
	if len(f) == 5 {
		v, err := parseCount(f[4], maxClock)
		if err != nil {
			return st, fmt.Errorf("clock: %w", err)
		}
		st.clock = int32(v)
	}
	if g.geo.connected(st.own[st.side], st.side) {
		return st, fmt.Errorf("%s, to move, already has a winning chain", st.side)
	}
	return st, nil
}

// parseCount reads a decimal count in [0, limit] without sign or leading
// zeros.
func parseCount(s string, limit int) (int, error) {
	v, err := strconv.Atoi(s)
	if err != nil || s[0] == '+' || s[0] == '-' || (len(s) > 1 && s[0] == '0') || v < 0 || v > limit {
		return 0, fmt.Errorf("%q: want a number from 0 to %d", s, limit)
	}
	return v, nil
}

// Board draws the board with rank and file labels, the side to move, the
// reserves and the clock.
func (g *Game) Board() string {
	s := &g.st
	n := g.geo.n
	var b strings.Builder
	for rank := n - 1; rank >= 0; rank-- {
		fmt.Fprintf(&b, "%d ", rank+1)
		for c := 0; c < n; c++ {
			i := rank*n + c
			ch := byte('.')
			switch {
			case s.own[Black].Has(i):
				ch = 'B'
			case s.own[White].Has(i):
				ch = 'W'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("  ")
	for c := 0; c < n; c++ {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + c))
	}
	fmt.Fprintf(&b, "\n%s to move; in hand: black %d, white %d; clock %d", s.side, s.reserve[Black], s.reserve[White], s.clock)
	return b.String()
}
