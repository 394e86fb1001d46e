package capture

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// Distances returns the number of steps between every two points of b
// along its lines (-1 where there is no path). Games build it once at
// initialisation for move ordering.
func Distances(b *pointgraph.Board) *[pointgraph.MaxPoints][pointgraph.MaxPoints]int8 {
	var d [pointgraph.MaxPoints][pointgraph.MaxPoints]int8
	n := b.Len()
	for from := 0; from < n; from++ {
		for p := range d[from] {
			d[from][p] = -1
		}
		d[from][from] = 0
		frontier := uint64(1) << from
		seen := frontier
		for steps := int8(1); frontier != 0; steps++ {
			var next uint64
			for f := frontier; f != 0; f &= f - 1 {
				next |= b.Adj(bits.TrailingZeros64(f))
			}
			next &^= seen
			seen |= next
			for f := next; f != 0; f &= f - 1 {
				d[from][bits.TrailingZeros64(f)] = steps
			}
			frontier = next
		}
	}
	return &d
}

// Reach is the set of points a piece on from can reach by steps through
// empty points, from included. It grows the set a frontier at a time, so
// each point's neighbours are looked up once.
func Reach(b *pointgraph.Board, from int, empty uint64) uint64 {
	reach := uint64(1) << from
	for frontier := reach; frontier != 0; {
		var next uint64
		for f := frontier; f != 0; f &= f - 1 {
			next |= b.Adj(bits.TrailingZeros64(f))
		}
		frontier = next & empty &^ reach
		reach |= frontier
	}
	return reach
}

// Hanging is the set of enemy pieces that a piece on p could jump now.
func Hanging(b *pointgraph.Board, p int, empty, enemy uint64) uint64 {
	var hit uint64
	for _, j := range b.Jumps(p) {
		if enemy>>j.Over&1 != 0 && empty>>j.To&1 != 0 {
			hit |= 1 << j.Over
		}
	}
	return hit
}

// Diagram draws the position on the board's grid, top rank first: each
// point as its side's symbol or "." when empty, points apart by a space,
// the rank number in front and the file letters below. It suits boards
// whose coordinates are files and ranks from 0 (the cross, Adugo).
func (g *Core) Diagram() string {
	width, height := 0, 0
	for p := range g.board.Len() {
		pt := g.board.Point(p)
		width, height = max(width, pt.X+1), max(height, pt.Y+1)
	}
	rows := make([][]byte, height)
	for r := range rows {
		rows[r] = []byte(strings.Repeat(" ", width))
	}
	s := &g.st
	for p := range g.board.Len() {
		pt := g.board.Point(p)
		ch := byte('.')
		for side, sym := range g.spec.Symbols {
			if s.pieces[side]>>p&1 != 0 {
				ch = sym
			}
		}
		rows[height-1-pt.Y][pt.X] = ch
	}
	var b strings.Builder
	for r, row := range rows {
		line := []byte(strconv.Itoa(height - r))
		for _, ch := range row {
			line = append(line, ' ', ch)
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteString("\n")
	}
	b.WriteString(" ")
	for x := range width {
		b.WriteString(" " + string(rune('a'+x)))
	}
	return b.String()
}

// HuntHints is the move ordering of the hunt games, one hunter piece
// against many (Fox and Geese, Adugo), for position.Orderer: the hunter's
// chains by their length (the longest take the most), then its steps by
// the number of lines at the landing point; the other side's steps by how
// much closer they come to the hunter along the lines.
func (g *Core) HuntHints(hunter int, moves []position.Move, scores []int32) {
	if g.ToMove() == hunter {
		for i, m := range moves {
			if pointgraph.MoveKind(m) == pointgraph.KindChain {
				if captured, ok := g.Captures(m); ok {
					scores[i] = int32(100 * bits.OnesCount64(captured))
				}
				continue
			}
			scores[i] = int32(bits.OnesCount64(g.board.Adj(pointgraph.To(m))))
		}
		return
	}
	d := &g.spec.dist[bits.TrailingZeros64(g.st.pieces[hunter])]
	for i, m := range moves {
		scores[i] = int32(d[pointgraph.From(m)] - d[pointgraph.To(m)])
	}
}
