package hex

import "github.com/tabla-games/tabla/games/hexgrid"

// Inferior cells (after Henderson, and Arneson, Hayward and Henderson).
// An empty cell is dead when a stone of either colour there can never
// matter to who wins: the winner is the same with the cell filled in
// either colour. Two local patterns prove it, reading the six
// neighbours in ring order, with a cell beyond an edge counting as a
// stone of that edge's owner (an edge is one of its owner's groups):
//   - four consecutive neighbours of one colour: they are one group,
//     and the other two neighbours touch each other and that group, so
//     the cell joins nothing for either side;
//   - three consecutive neighbours of one colour and the other three of
//     the other: each side's three are already one group.
//
// A dead cell is never the only winning move: playing it is worth a
// pass, and in Hex an extra stone never hurts, so if it wins every other
// move does. When g.inferior is set, OrderHints tries dead cells last
// (the search's late-move pruning then drops them), as it does the moves
// outside the must-play area that the virtual-connection analysis found.
// Nothing sets it: 80 games against the search without it went 37-43.

// ringColor is what lies at ring position k of cell i: 1 red, 2 blue
// (a stone, or beyond an edge of that side), 0 empty, 3 beyond a corner
// where two edges meet (neither pattern uses it).
func (g *Game) ringColor(i, k int) uint8 {
	if j := g.geo.Ring[i][k]; j >= 0 {
		return g.board[j]
	}
	c, r := g.geo.Coords(i)
	c += hexgrid.RingSteps[k][0]
	r += hexgrid.RingSteps[k][1]
	n := g.geo.N
	offRow, offCol := r < 0 || r >= n, c < 0 || c >= n
	switch {
	case offRow && offCol:
		return 3
	case offRow:
		return uint8(red) + 1
	default:
		return uint8(blue) + 1
	}
}

// dead reports whether the empty cell i is dead by the two patterns.
func (g *Game) dead(i int) bool {
	var ring [6]uint8
	for k := range ring {
		ring[k] = g.ringColor(i, k)
	}
	for k := range 6 {
		a := ring[k]
		if a != 1 && a != 2 {
			continue
		}
		if ring[(k+1)%6] != a || ring[(k+2)%6] != a {
			continue
		}
		b := ring[(k+3)%6]
		if b == a {
			return true // four in a row
		}
		if (b == 1 || b == 2) && ring[(k+4)%6] == b && ring[(k+5)%6] == b {
			return true // three and three
		}
	}
	return false
}
