package catsdogs

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// FormatMove writes a placement as its cell, chess-style: "d5".
func (g *Game) FormatMove(m position.Move) string {
	if i := int(m); m < stride*stride && g.geo.full.Has(i) {
		return g.geo.names[i]
	}
	return fmt.Sprintf("move(%d)", uint32(m))
}

// ParseMove reads a cell name (case-insensitive) and returns the placement
// there if it is legal now. There is no pass.
func (g *Game) ParseMove(s string) (position.Move, error) {
	if position.IsPass(s) {
		return position.NoMove, fmt.Errorf("%w %s: Cats & Dogs has no pass", position.ErrIllegal, strings.ToLower(s))
	}
	c, r, err := position.ParseCellName(s)
	if err != nil {
		return position.NoMove, err
	}
	i := g.geo.cell(c, r)
	if i < 0 {
		return position.NoMove, fmt.Errorf("cell %q is off the %d×%d board", s, g.geo.w, g.geo.h)
	}
	if err := g.check(i); err != nil {
		return position.NoMove, fmt.Errorf("%w %s: %v", position.ErrIllegal, g.geo.names[i], err)
	}
	return position.Move(i), nil
}

// check says why placing on cell i is not legal for the side to move, or
// returns nil.
func (g *Game) check(i int) error {
	s := g.toMove
	own, enemy := g.pieces[s], g.pieces[s^1]
	switch {
	case g.legal(s) == 0:
		return fmt.Errorf("the game is over: the %s have no legal placement", s)
	case (own | enemy).Has(i):
		return errors.New("the cell is occupied")
	case g.geo.nb[i]&enemy != 0:
		return fmt.Errorf("the cell is next to a %s piece", s^1)
	case own == 0 && g.geo.zone != 0 && s == cats && !g.geo.zone.Has(i):
		return errors.New("the first cat must go in the central zone")
	case own == 0 && g.geo.zone != 0 && s == dogs && g.geo.zone.Has(i):
		return errors.New("the first dog must go outside the central zone")
	}
	return nil
}

// Position returns "<board> <side>": the ranks from the top (8) down to 1,
// separated by '/', each listing files a..h with C for a cat, D for a dog
// and digit runs for empty cells; then c or d for the side to move.
func (g *Game) Position() string {
	rows := make([][]byte, g.geo.h)
	for r := range rows {
		rank := g.geo.h - 1 - r
		rows[r] = make([]byte, g.geo.w)
		for c := range rows[r] {
			i := rank*stride + c
			for s := cats; s <= dogs; s++ {
				if g.pieces[s].Has(i) {
					rows[r][c] = s.piece()
				}
			}
		}
	}
	return position.FormatRows(rows) + " " + string(g.toMove.letter())
}

// SetPosition loads a position string (see Position). It accepts exactly
// the positions that play can reach: as many cats as dogs with the cats to
// move, or one cat more with the dogs to move; no more pieces than a side
// has; no cat orthogonally next to a dog; a cat in the central zone once a
// cat stands on the board, and a dog outside it once a dog does. A
// position where the side to move cannot place a piece is a finished
// game. On error nothing changes.
func (g *Game) SetPosition(s string) error {
	fields := strings.Fields(s)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want <board> <side>", s)
	}
	geo := g.geo
	rows, err := position.ParseRows(fields[0], geo.w, geo.h)
	if err != nil {
		return err
	}
	var toMove side
	switch fields[1] {
	case "c":
		toMove = cats
	case "d":
		toMove = dogs
	default:
		return fmt.Errorf("side %q: want c or d", fields[1])
	}
	var pieces [2]position.Bits64
	for r, row := range rows {
		rank := geo.h - 1 - r
		for c, ch := range row {
			i := rank*stride + c
			switch ch {
			case 0:
			case 'C':
				pieces[cats] = pieces[cats].With(i)
			case 'D':
				pieces[dogs] = pieces[dogs].With(i)
			default:
				return fmt.Errorf("rank %d: %q is not C, D or a digit", rank+1, ch)
			}
		}
	}
	nc, nd := pieces[cats].Count(), pieces[dogs].Count()
	switch {
	case toMove == cats && nc != nd:
		return fmt.Errorf("%d cats and %d dogs with the cats to move: the cats start, so they move when the counts are equal", nc, nd)
	case toMove == dogs && nc != nd+1:
		return fmt.Errorf("%d cats and %d dogs with the dogs to move: the dogs move when there is one cat more", nc, nd)
	case nc > geo.supply:
		return fmt.Errorf("%d cats: each side has only %d pieces", nc, geo.supply)
	}
	if touch := geo.spread(pieces[cats]) & pieces[dogs]; touch != 0 {
		return fmt.Errorf("the dog on %s is next to a cat, which no placement allows", geo.names[touch.First()])
	}
	if geo.zone != 0 {
		if nc > 0 && pieces[cats]&geo.zone == 0 {
			return errors.New("no cat is in the central zone, where the first cat must go")
		}
		if nd > 0 && pieces[dogs]&^geo.zone == 0 {
			return errors.New("no dog is outside the central zone, where the first dog must go")
		}
	}
	ng := newGame(geo)
	ng.pieces, ng.toMove = pieces, toMove
	ng.hash = ng.computeHash()
	*g = *ng
	return nil
}

// Board draws the board with rank 8 at the top: C is a cat, D a dog, '.'
// an empty cell and '+' an empty cell of the central zone.
func (g *Game) Board() string {
	geo := g.geo
	var b strings.Builder
	files := func() {
		b.WriteString(" ")
		for c := 0; c < geo.w; c++ {
			b.WriteByte(' ')
			b.WriteByte(byte('a' + c))
		}
	}
	files()
	for rank := geo.h - 1; rank >= 0; rank-- {
		fmt.Fprintf(&b, "\n%d", rank+1)
		for c := 0; c < geo.w; c++ {
			i := rank*stride + c
			ch := byte('.')
			switch {
			case g.pieces[cats].Has(i):
				ch = cats.piece()
			case g.pieces[dogs].Has(i):
				ch = dogs.piece()
			case geo.zone.Has(i):
				ch = '+'
			}
			b.WriteByte(' ')
			b.WriteByte(ch)
		}
		fmt.Fprintf(&b, " %d", rank+1)
	}
	b.WriteByte('\n')
	files()
	return b.String()
}
