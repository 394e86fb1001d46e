package capture

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a step as "from-to" ("c5-c4") and a capture chain as
// its start and every landing point joined by "x" ("d4xd2xb4"), so every
// distinct chain is written differently.
func (g *Core) FormatMove(m position.Move) string {
	from, to := pointgraph.From(m), pointgraph.To(m)
	if from < g.board.Len() && to < g.board.Len() {
		switch pointgraph.MoveKind(m) {
		case pointgraph.KindStep:
			return g.board.Name(from) + "-" + g.board.Name(to)
		case pointgraph.KindChain:
			if c := g.FindChain(m); c != nil {
				return c.Format(g.board)
			}
		}
	}
	return fmt.Sprintf("invalid(%#x)", uint32(m))
}

// ParseMove reads a step ("c5-c4") or a capture chain with its whole path
// ("d4xd2xb4"), in any case and with surrounding space, and returns it if
// it is legal. It checks the move against the rules directly, without
// generating every move: a piece can have hundreds of chains.
func (g *Core) ParseMove(text string) (position.Move, error) {
	t := strings.TrimSpace(text)
	s := &g.st
	own, opp := s.pieces[s.side], s.pieces[s.side^1]
	empty := g.Empty()
	capture := g.rules.Capture[s.side]
	if a, b, ok := strings.Cut(t, "-"); ok {
		from, err := g.board.ParsePoint(a)
		if err != nil {
			return position.NoMove, fmt.Errorf("bad move %q: %v", text, err)
		}
		to, err := g.board.ParsePoint(b)
		if err != nil {
			return position.NoMove, fmt.Errorf("bad move %q: %v", text, err)
		}
		if g.Finished() || own>>from&1 == 0 || g.steps[s.side][from]&empty>>to&1 == 0 {
			return position.NoMove, fmt.Errorf("%w: %q", position.ErrIllegal, text)
		}
		if capture == Compulsory && g.board.Jumpers(own, empty, opp) != 0 {
			return position.NoMove, fmt.Errorf("%w: %q: a capture is compulsory", position.ErrIllegal, text)
		}
		return pointgraph.StepMove(from, to), nil
	}
	if !strings.ContainsAny(t, "xX") {
		return position.NoMove, fmt.Errorf("bad move %q: want from-to or a chain from x to ... x to", text)
	}
	m, err := g.board.ParseChain(t, empty, opp, g.rule[s.side])
	if err != nil {
		return position.NoMove, err
	}
	if g.Finished() || capture == NoCapture || own>>pointgraph.From(m)&1 == 0 {
		return position.NoMove, fmt.Errorf("%w: %q", position.ErrIllegal, text)
	}
	return m, nil
}

// Position returns "<board> <side>", then " <clock>" unless the spec
// leaves the clock out: the board field as pointgraph.FormatBoard writes
// it with the sides' symbols, the side to move's letter, the plies without
// progress.
func (g *Core) Position() string {
	var cells [pointgraph.MaxPoints]byte
	s := &g.st
	for side := range s.pieces {
		for b := s.pieces[side]; b != 0; b &= b - 1 {
			cells[bits.TrailingZeros64(b)] = g.spec.Symbols[side]
		}
	}
	out := g.board.FormatBoard(&cells) + " " + string(g.spec.SideLetters[s.side])
	if g.spec.Clock != ClockNone {
		out += " " + strconv.Itoa(int(s.clock))
	}
	return out
}

// SetPosition reads a position string as Position writes it and starts a
// new history there. On error the position is unchanged.
func (g *Core) SetPosition(text string) error {
	sp := g.spec
	fields := strings.Fields(text)
	least, most := 2, 3
	switch sp.Clock {
	case ClockNone:
		most = 2
	case ClockRequired:
		least = 3
	}
	if len(fields) < least || len(fields) > most {
		want := "<board> <side> <clock>"
		switch sp.Clock {
		case ClockNone:
			want = "<board> <side>"
		case ClockOptional:
			want = "<board> <side> [<clock>]"
		}
		return fmt.Errorf("position %q: want %s", text, want)
	}
	cells, err := g.board.ParseBoard(fields[0], string(sp.Symbols[:]))
	if err != nil {
		return fmt.Errorf("position %q: %v", text, err)
	}
	var st state
	for p := range g.board.Len() {
		for side, sym := range sp.Symbols {
			if cells[p] == sym {
				st.pieces[side] |= 1 << p
			}
		}
	}
	for side := range st.pieces {
		n, lo, hi := bits.OnesCount64(st.pieces[side]), sp.MinCount[side], sp.MaxCount[side]
		if n < lo || n > hi {
			want := fmt.Sprintf("%d to %d", lo, hi)
			switch {
			case lo == hi:
				want = strconv.Itoa(lo)
			case lo == 0:
				want = "at most " + strconv.Itoa(hi)
			}
			return fmt.Errorf("position %q: %d %s, want %s", text, n, sp.SideNames[side], want)
		}
	}
	side, ok := g.parseSide(fields[1])
	if !ok {
		return fmt.Errorf("position %q: side %q, want %c or %c", text, fields[1], sp.SideLetters[0], sp.SideLetters[1])
	}
	st.side = side
	if len(fields) == 3 {
		if st.clock, err = parseClock(fields[2], sp.MaxClock); err != nil {
			return fmt.Errorf("position %q: %v", text, err)
		}
	}
	g.reset(st)
	return nil
}

// parseSide reads the side field.
func (g *Core) parseSide(f string) (uint8, bool) {
	if len(f) != 1 {
		return 0, false
	}
	c := f[0]
	if g.spec.FoldSide && c >= 'A' && c <= 'Z' {
		c += 'a' - 'A'
	}
	for side, letter := range g.spec.SideLetters {
		if c == letter {
			return uint8(side), true
		}
	}
	return 0, false
}

// parseClock reads a clock field: decimal digits without leading zeros,
// at most most.
func parseClock(s string, most int) (int32, error) {
	bad := fmt.Errorf("clock %q: want a number of plies from 0 to %d", s, most)
	if s == "" || len(s) > 10 || (len(s) > 1 && s[0] == '0') {
		return 0, bad
	}
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return 0, bad
		}
		n = n*10 + int(c-'0')
	}
	if n > most {
		return 0, bad
	}
	return int32(n), nil
}
