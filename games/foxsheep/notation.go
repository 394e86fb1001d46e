package foxsheep

import (
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// exists reports whether the cross board has a point at (x, y).
func exists(x, y int) bool {
	return x >= 0 && y >= 0 && x < 7 && y < 7 && ((x >= 2 && x <= 4) || (y >= 2 && y <= 4))
}

// Board draws the position with the board's lines, rank 7 at the top, S
// for a sheep, F for a fox and . for an empty point, then the files.
func (g *Game) Board() string {
	sheep, foxes := g.Pieces(int(Sheep)), g.Pieces(int(Foxes))
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
			case sheep>>p&1 != 0:
				b.WriteByte('S')
			case foxes>>p&1 != 0:
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
