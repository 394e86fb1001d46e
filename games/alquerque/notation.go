package alquerque

import (
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Board draws the position with the board's lines, rank 5 at the top:
//
//	5 B-B-B-B-B
//	  |\|/|\|/|
//	4 B-B-B-B-B
//
// and so on, then the files.
func (g *Game) Board() string {
	white, black := g.Pieces(int(White)), g.Pieces(int(Black))
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
			case white>>p&1 != 0:
				b.WriteByte('W')
			case black>>p&1 != 0:
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
