package hex

import (
	"math/rand/v2"

	"github.com/tabla-games/tabla/position"
)

// playoutBuffers are Playout's work space, allocated by the first
// Playout of a Game so that later ones allocate nothing.
type playoutBuffers struct {
	empty []int16 // the empty cells, shuffled
	pos   []int16 // each empty cell's index in empty
	board []uint8 // the filled board: color+1 per cell
	stack []int16 // the flood fill's cells to visit
	seen  position.BitsWide
	moves []position.Move // the connected variant's move list
}

// Playout implements position.Playouter. It fills the empty cells in a
// random order, the side to move first and then alternately (swap is
// never played), except that a side whose bridge (two stones with two
// empty cells in common) the opponent has just broken into answers in the
// other common cell. It reads the winner once from the filled board, where
// exactly one side joins its edges: red has a chain from top to bottom
// exactly when blue has none from left to right. The result is the same
// as playing those placements through Make until one of them wins, since
// the stones after the winning one cannot undo a chain. The position is
// left unchanged. In the connected variant, where placements depend on
// the stones, it plays random legal moves through Make and Unmake
// instead, at most four plies a cell, and calls a longer game a draw.
func (g *Game) Playout(rng *rand.Rand, trace *position.Trace) int {
	if g.won {
		return -1
	}
	if g.connected {
		return g.connectedPlayout(rng, trace)
	}
	geo := g.geo
	po := &g.po
	if po.board == nil {
		po.empty = make([]int16, 0, geo.Cells)
		po.pos = make([]int16, geo.Cells)
		po.board = make([]uint8, geo.Cells)
		po.stack = make([]int16, 0, geo.Cells)
	}
	copy(po.board, g.board)
	empty := po.empty[:0]
	for i, v := range g.board {
		if v == 0 {
			po.pos[i] = int16(len(empty))
			empty = append(empty, int16(i))
		}
	}
	po.empty = empty
	side := g.ToMove()
	for k := range empty {
		s := (side + k) & 1
		j := -1
		if k > 0 {
			j = po.saveBridge(geo, int(empty[k-1]), s)
		}
		if j < 0 {
			j = k + rng.IntN(len(empty)-k)
		}
		empty[k], empty[j] = empty[j], empty[k]
		po.pos[empty[k]], po.pos[empty[j]] = int16(k), int16(j)
		c := empty[k]
		po.board[c] = uint8(s) + 1
		if trace != nil {
			trace.Add(position.Move(c), s)
		}
	}
	if g.redConnects() == (side == int(red)) {
		return 1
	}
	return -1
}

// saveBridge returns the index in po.empty of the cell that restores a
// bridge of side s into whose carrier the opponent has just played at
// cell p, or -1 when p broke into none.
func (po *playoutBuffers) saveBridge(geo *geometry, p, s int) int {
	own := uint8(s) + 1
	ring := &geo.Ring[p]
	for k := 0; k < 6; k++ {
		a, q, b := ring[k], ring[(k+1)%6], ring[(k+2)%6]
		if a >= 0 && b >= 0 && q >= 0 && po.board[a] == own && po.board[b] == own && po.board[q] == 0 {
			return int(po.pos[q])
		}
	}
	return -1
}

// redConnects reports whether red's stones on the filled board join the
// top edge to the bottom edge, by a flood fill from the top.
func (g *Game) redConnects() bool {
	geo := g.geo
	po := &g.po
	po.seen = position.BitsWide{}
	stack := po.stack[:0]
	for c := 0; c < geo.N; c++ {
		if po.board[c] == uint8(red)+1 {
			po.seen.Set(c)
			stack = append(stack, int16(c))
		}
	}
	found := false
	for len(stack) > 0 && !found {
		i := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if geo.OnEdge[i]&(1<<bottom) != 0 {
			found = true
			break
		}
		for _, j := range geo.Neighbors(i) {
			if po.board[j] == uint8(red)+1 && !po.seen.Has(int(j)) {
				po.seen.Set(int(j))
				stack = append(stack, j)
			}
		}
	}
	po.stack = stack
	return found
}

// connectedPlayout is Playout for the connected variant.
func (g *Game) connectedPlayout(rng *rand.Rand, trace *position.Trace) int {
	start := g.ToMove()
	limit := 4 * g.geo.Cells
	plies := 0
	result := 0
	for ; plies < limit; plies++ {
		if g.won {
			result = -1
			if g.ToMove() != start {
				result = 1
			}
			break
		}
		g.po.moves = g.GenMoves(g.po.moves[:0])
		m := g.po.moves[rng.IntN(len(g.po.moves))]
		if trace != nil {
			trace.Add(m, g.ToMove())
		}
		g.Make(m)
	}
	for ; plies > 0; plies-- {
		g.Unmake()
	}
	return result
}
