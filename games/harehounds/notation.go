package harehounds

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/games/pointgraph/hunt"
	"github.com/tabla-games/tabla/position"
)

// ParseMove reads "from-to" with the seed's point numbers and returns the
// legal move it names, or an error that says why it is not one.
func (g *Game) ParseMove(s string) (position.Move, error) {
	m, err := hunt.ParseStep(s, "1-4", board.ParsePoint)
	if err != nil || slices.Contains(g.GenMoves(nil), m) {
		return m, err
	}
	a, _, _ := strings.Cut(s, "-")
	from, to := pointgraph.From(m), pointgraph.To(m)
	why := "no such step"
	switch {
	case g.winner() >= 0:
		why = "the game is over"
	case g.toMove() == Hounds && g.Hounds()>>from&1 == 0, g.toMove() == Hare && g.Runner() != from:
		why = "no " + g.toMove().String() + " piece on " + a
	case board.Adj(from)>>to&1 == 0:
		why = "the points are not joined by a line"
	case g.Occupied()>>to&1 != 0:
		why = "the point is occupied"
	case g.toMove() == Hounds:
		why = "hounds never step backwards"
	}
	return position.NoMove, fmt.Errorf("%w %s: %s", position.ErrIllegal, s, why)
}

// Position is the position string "<points> <side> <v>" (doc.go's Position
// string section).
func (g *Game) Position() string {
	var cells [pointgraph.MaxPoints]byte
	for b := g.Hounds(); b != 0; b &= b - 1 {
		cells[trailing(b)] = 'D'
	}
	cells[g.Runner()] = 'H'
	return board.FormatBoard(&cells) + " " + string(g.toMove().letter()) + " " + strconv.Itoa(g.Stall())
}

// SetPosition loads a position string: exactly three hounds and one hare,
// the side to move, and a stall counter from 0 to the stall limit. It
// keeps the game's options; the history starts afresh.
func (g *Game) SetPosition(s string) error {
	f := strings.Fields(s)
	if len(f) != 3 {
		return errors.New("want 3 fields: points, side to move, stall counter")
	}
	cells, err := board.ParseBoard(f[0], "DH")
	if err != nil {
		return err
	}
	var hounds uint64
	hare := -1
	for p := range numPoints {
		switch cells[p] {
		case 'D':
			hounds |= 1 << p
		case 'H':
			if hare >= 0 {
				return errors.New("more than one hare")
			}
			hare = p
		}
	}
	if hare < 0 {
		return errors.New("no hare")
	}
	if n := popcount(hounds); n != 3 {
		return fmt.Errorf("%d hounds, want 3", n)
	}
	var side Side
	switch f[1] {
	case "d":
		side = Hounds
	case "h":
		side = Hare
	default:
		return fmt.Errorf("bad side to move %q: want d or h", f[1])
	}
	v, err := strconv.Atoi(f[2])
	if err != nil || strconv.Itoa(v) != f[2] || v < 0 || v > g.cfg.StallLimit {
		return fmt.Errorf("bad stall counter %q: want 0 to %d", f[2], g.cfg.StallLimit)
	}
	g.Set(hounds, hare, int(side), v)
	return nil
}

// Board draws the board as the seed does: D for a hound, H for the hare,
// a dot for an empty point, with the lines between them.
func (g *Game) Board() string {
	sym := func(p int) byte {
		switch {
		case g.Runner() == p:
			return 'H'
		case g.Hounds()>>p&1 != 0:
			return 'D'
		}
		return '.'
	}
	rows := []string{
		"  1-4-7",
		" /|\\|/|\\",
		"0-2-5-8-A",
		" \\|/|\\|/",
		"  3-6-9",
	}
	var sb strings.Builder
	for r, row := range rows {
		if r > 0 {
			sb.WriteByte('\n')
		}
		for i := 0; i < len(row); i++ {
			c := row[i]
			switch {
			case c >= '0' && c <= '9':
				sb.WriteByte(sym(int(c - '0')))
			case c == 'A':
				sb.WriteByte(sym(10))
			default:
				sb.WriteByte(c)
			}
		}
	}
	sb.WriteString("\n" + g.Position())
	return sb.String()
}
