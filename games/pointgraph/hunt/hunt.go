// Package hunt is the game machinery shared by the hunt games played on a
// pointgraph board: Fox and Hounds and Hare and Hounds. In each, one
// runner (the fox, the hare) steps along any line to a free point, and a
// pack of hounds steps only forward; neither side captures. They differ
// in the board, which side is p1, where the hounds may step, how a game
// ends, and in an optional stall counter (Hare and Hounds: the hounds'
// vertical steps in a row), which a game package states once in a Spec.
//
// Core holds a position (the hounds as a bit set, the runner's point, the
// side to move, the stall counter), its history, and implements the
// moves, hash and move notation of position.Playable on it. A game
// package embeds Core and adds what is its own: registration and options,
// the end of the game (Outcome from its winner), the evaluation,
// move-ordering hints, the position string, Layout, State and Board.
package hunt

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// Spec is what a hunt game states once.
type Spec struct {
	Board *pointgraph.Board
	// Runner is the runner's side: 0 when it is p1, 1 when it is p2.
	Runner int
	// HoundSteps is, per point, the set of points a hound may step to.
	HoundSteps []uint64
	// StallSteps, when not nil, turns the stall counter on: it is, per
	// point, the set of the hound steps that stall (add one to the
	// counter; any other hound step sets it to 0). MaxStall is the
	// counter's greatest value.
	StallSteps []uint64
	MaxStall   int

	// The tables that Make and move generation read, in arrays that a
	// point indexes without a bounds check: the steps, and the Zobrist
	// keys of a hound and of the runner on each point, of each value of
	// the stall counter (nil where it is off) and of side 1 to move.
	houndSteps, stallSteps [pointgraph.MaxPoints]uint64
	houndKeys, runnerKeys  [pointgraph.MaxPoints]uint64
	stallKeys              []uint64
	sideKey                uint64
	all                    uint64
}

// NewSpec completes a Spec, drawing its Zobrist keys from seed.
func NewSpec(s Spec, seed uint64) *Spec {
	n := s.Board.Len()
	count := 2*n + 1
	if s.StallSteps != nil {
		count += s.MaxStall + 1
	}
	keys := position.Keys(seed, count)
	copy(s.houndKeys[:], keys[:n])
	copy(s.runnerKeys[:], keys[n:2*n])
	s.sideKey = keys[2*n]
	if s.StallSteps != nil {
		s.stallKeys = keys[2*n+1:]
	}
	copy(s.houndSteps[:], s.HoundSteps)
	copy(s.stallSteps[:], s.StallSteps)
	s.all = s.Board.All()
	return &s
}

// undo is what Unmake needs beyond the position: the move and the stall
// counter before it.
type undo struct {
	move  position.Move
	stall int32
}

// Core is a hunt position with its history since the start or the last
// Set.
type Core struct {
	spec   *Spec
	hounds uint64
	runner int
	side   int
	stall  int
	hash   uint64
	hist   []undo
}

// New returns a Core of spec with room for a game of capacity plies; Set
// gives it a position.
func New(spec *Spec, capacity int) Core {
	return Core{spec: spec, hist: make([]undo, 0, capacity)}
}

// Set makes the position: the hounds, the runner's point, the side to
// move and the stall counter, with no history.
func (g *Core) Set(hounds uint64, runner, side, stall int) {
	g.hounds, g.runner, g.side, g.stall = hounds, runner, side, stall
	g.hash = g.computeHash()
	g.hist = g.hist[:0]
}

func (g *Core) computeHash() uint64 {
	s := g.spec
	h := s.runnerKeys[g.runner]
	if s.stallKeys != nil {
		h ^= s.stallKeys[g.stall]
	}
	for b := g.hounds; b != 0; b &= b - 1 {
		h ^= s.houndKeys[bits.TrailingZeros64(b)]
	}
	if g.side == 1 {
		h ^= s.sideKey
	}
	return h
}

// Copy returns an independent copy with the same history; game packages'
// Clone methods use it.
func (g *Core) Copy() Core {
	c := *g
	c.hist = append(make([]undo, 0, cap(g.hist)), g.hist...)
	return c
}

// ToMove is the side to move: 0 for p1, 1 for p2.
func (g *Core) ToMove() int { return g.side }

// RunnerToMove reports whether the runner is to move.
func (g *Core) RunnerToMove() bool { return g.side == g.spec.Runner }

// Hash is the Zobrist key of the pieces, the side to move and the stall
// counter.
func (g *Core) Hash() uint64 { return g.hash }

// Hounds is the set of the hounds' points.
func (g *Core) Hounds() uint64 { return g.hounds }

// Runner is the runner's point.
func (g *Core) Runner() int { return g.runner }

// Stall is the stall counter; always 0 where the Spec has none.
func (g *Core) Stall() int { return g.stall }

// Occupied is the set of points with a piece.
func (g *Core) Occupied() uint64 { return g.hounds | 1<<g.runner }

// Empty is the set of free points.
func (g *Core) Empty() uint64 { return g.spec.all &^ g.Occupied() }

// RunnerMoves is the set of points the runner can step to.
func (g *Core) RunnerMoves() uint64 { return g.spec.Board.Adj(g.runner) & g.Empty() }

// HoundsCanMove reports whether some hound has a step.
func (g *Core) HoundsCanMove() bool {
	free := g.Empty()
	for b := g.hounds; b != 0; b &= b - 1 {
		if g.spec.houndSteps[bits.TrailingZeros64(b)]&free != 0 {
			return true
		}
	}
	return false
}

// Outcome turns winner, a side or -1 while the game goes on, into
// position.Game's Outcome: +1 if the side to move has won, -1 if it has
// lost. Hunt games have no draws.
func (g *Core) Outcome(winner int) (over bool, score int) {
	switch winner {
	case -1:
		return false, 0
	case g.side:
		return true, 1
	}
	return true, -1
}

// GenSteps appends every step of the side to move, in point order of the
// piece and then of its target; the game checks first that the game goes
// on.
func (g *Core) GenSteps(buf []position.Move) []position.Move {
	free := g.Empty()
	if g.RunnerToMove() {
		for b := g.spec.Board.Adj(g.runner) & free; b != 0; b &= b - 1 {
			buf = append(buf, pointgraph.StepMove(g.runner, bits.TrailingZeros64(b)))
		}
		return buf
	}
	for h := g.hounds; h != 0; h &= h - 1 {
		from := bits.TrailingZeros64(h)
		for b := g.spec.houndSteps[from] & free; b != 0; b &= b - 1 {
			buf = append(buf, pointgraph.StepMove(from, bits.TrailingZeros64(b)))
		}
	}
	return buf
}

// Make plays m, a legal move.
func (g *Core) Make(m position.Move) {
	s := g.spec
	from, to := pointgraph.From(m), pointgraph.To(m)
	g.hist = append(g.hist, undo{move: m, stall: int32(g.stall)})
	h := g.hash ^ s.sideKey
	if g.side == s.Runner {
		g.runner = to
		h ^= s.runnerKeys[from] ^ s.runnerKeys[to]
	} else {
		g.hounds ^= 1<<from | 1<<to
		h ^= s.houndKeys[from] ^ s.houndKeys[to]
		if s.stallKeys != nil {
			h ^= s.stallKeys[g.stall]
			if s.stallSteps[from]>>to&1 != 0 {
				g.stall++
			} else {
				g.stall = 0
			}
			h ^= s.stallKeys[g.stall]
		}
	}
	g.side ^= 1
	g.hash = h
}

// Unmake takes back the last Make.
func (g *Core) Unmake() {
	s := g.spec
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	from, to := pointgraph.From(u.move), pointgraph.To(u.move)
	g.side ^= 1
	h := g.hash ^ s.sideKey
	if g.side == s.Runner {
		g.runner = from
		h ^= s.runnerKeys[from] ^ s.runnerKeys[to]
	} else {
		g.hounds ^= 1<<from | 1<<to
		h ^= s.houndKeys[from] ^ s.houndKeys[to]
		if s.stallKeys != nil {
			h ^= s.stallKeys[g.stall] ^ s.stallKeys[u.stall]
			g.stall = int(u.stall)
		}
	}
	g.hash = h
}

// FormatMove writes a move as "from-to" with the board's point names.
func (g *Core) FormatMove(m position.Move) string {
	b := g.spec.Board
	return b.Name(pointgraph.From(m)) + "-" + b.Name(pointgraph.To(m))
}

// ParseStep reads "from-to" with parse reading a point's name, and
// returns the step it names, legal or not; example is a well-formed move
// for the error message.
func ParseStep(s, example string, parse func(string) (int, error)) (position.Move, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return position.NoMove, fmt.Errorf("bad move %q: want from-to, such as %s", s, example)
	}
	from, err := parse(a)
	if err != nil {
		return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	to, err := parse(b)
	if err != nil {
		return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
	}
	return pointgraph.StepMove(from, to), nil
}
