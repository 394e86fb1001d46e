package quoridor

import (
	"fmt"
	"math/bits"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// Move packing: a pawn move is its destination cell (0..80); a wall is
// wallBase + orientation*64 + slot; movePass is the safety-net pass.
const (
	wallBase position.Move = 128
	movePass position.Move = 256
)

func wallMove(o orient, s int) position.Move { return wallBase + position.Move(int(o)*slots+s) }

func isWall(m position.Move) bool { return m >= wallBase && m < movePass }

func wallOf(m position.Move) (orient, int) {
	w := int(m - wallBase)
	return orient(w / slots), w % slots
}

// Limits on the walls in hand: the walls option and the position string.
const (
	maxWallsOption = 50
	maxWallsInHand = 99
	// maxPliesOption bounds the max_plies option.
	maxPliesOption = 1_000_000
)

// Zobrist keys: a pawn per side and cell, h and v walls per slot, walls in
// hand per side and count, the side to move.
var (
	zobrist     = position.Keys(0x71756f7269646f72, 2*cells+2*slots+2*(maxWallsInHand+1)+1)
	zobristSide = zobrist[len(zobrist)-1]
)

func pawnKey(side, cell int) uint64  { return zobrist[side*cells+cell] }
func wallKey(o orient, s int) uint64 { return zobrist[2*cells+int(o)*slots+s] }
func leftKey(side, n int) uint64     { return zobrist[2*cells+2*slots+side*(maxWallsInHand+1)+n] }

// Side names and symbols.
var (
	sideNames   = [2]string{"red", "blue"}
	sideSymbols = [2]byte{'r', 'b'}
)

// goalRow is the row each side's pawn must reach.
var goalRow = [2]int{size - 1, 0}

// Config holds the game options.
type Config struct {
	// Walls is the number of walls each player starts with.
	Walls int
	// RepetitionDraw draws the game when a position occurs for the third
	// time.
	RepetitionDraw bool
	// MaxPlies draws the game after that many plies; 0 switches it off.
	MaxPlies int
}

// DefaultConfig is the configuration with every option at its default.
func DefaultConfig() Config { return Config{Walls: 10, RepetitionDraw: true} }

func init() {
	position.Register(position.Info{
		ID:    "quoridor",
		Name:  "Quoridor",
		Sides: sideNames,
		Options: []position.Option{
			{Name: "walls", Type: position.Int, Default: "10", Min: 0, Max: maxWallsOption,
				Doc: "walls each player starts with"},
			{Name: "repetition_draw", Type: position.Bool, Default: "on",
				Doc: "draw when the same position occurs for the third time"},
			{Name: "max_plies", Type: position.Int, Default: "0", Min: 0, Max: maxPliesOption,
				Doc: "draw after this many plies in total (0 = off)"},
			learn.EvalOption(defaultEval, "path race and walls in hand"),
		},
		New: func(o position.Options) (position.Playable, error) {
			g, err := New(Config{Walls: o.Int("walls"), RepetitionDraw: o.Bool("repetition_draw"), MaxPlies: o.Int("max_plies")})
			if err != nil {
				return nil, err
			}
			if g.learned, err = learn.Chosen(o, shipped); err != nil {
				return nil, err
			}
			return g, nil
		},
	})
}

// state is everything Unmake restores; Game keeps the states of earlier
// plies in a position.History, which is also the repetition history.
type state struct {
	north, east bitboard  // open passages: cells with an open step north / east
	walls       [2]uint64 // placed walls by orientation, one bit per slot
	key         uint64    // Zobrist key of everything but the ply
	pawn        [2]int8
	left        [2]uint8 // walls in hand
	side        uint8
	won         bool  // the side that moved last reached its goal
	drawn       bool  // by repetition or the ply limit
	ply         int32 // plies since the start or the position string
	irrev       int32 // history length at the last wall placement
	move        position.Move
}

// Game is a Quoridor position with its history since the start or the
// last SetPosition. It implements position.Playable, position.Orderer,
// position.EvalExplainer and position.Featurer.
type Game struct {
	cfg  Config
	st   state
	hist position.History[state]
	// touch counts, per lattice corner, the walls touching it, plus one
	// for a corner on the board's edge: a new wall can close a region only
	// where it touches the existing walls or the edge twice.
	touch [corners]uint8
	// layers is the BFS scratch space of pathSlots and corridor.
	layers [cells + 1]bitboard
	// learned is the learned evaluation, or nil for the hand-written one.
	learned *learn.Weights
}

// defaultEval is the eval option's default: the learned evaluation, which
// beat the hand-written one 310-90 over 400 games at 100 ms a move (the
// package documentation's "Learned evaluation").
const defaultEval = "learned"

// New returns the start position for cfg.
func New(cfg Config) (*Game, error) {
	if cfg.Walls < 0 || cfg.Walls > maxWallsOption {
		return nil, fmt.Errorf("quoridor: walls %d is outside 0..%d", cfg.Walls, maxWallsOption)
	}
	if cfg.MaxPlies < 0 {
		return nil, fmt.Errorf("quoridor: max_plies %d is negative", cfg.MaxPlies)
	}
	g := &Game{cfg: cfg, hist: position.NewHistory[state](cfg.MaxPlies, cfg.RepetitionDraw)}
	var st state
	st.pawn = [2]int8{4, 8*size + 4}
	st.left = [2]uint8{uint8(cfg.Walls), uint8(cfg.Walls)}
	g.reset(st)
	return g, nil
}

// Config returns the game's options.
func (g *Game) Config() Config { return g.cfg }

// reset makes st (pawns, walls, walls in hand and side set) the position,
// with no history.
func (g *Game) reset(st state) {
	st.north, st.east = openNorth0, openEast0
	for i := range g.touch {
		g.touch[i] = 0
		if borderCorner[i] {
			g.touch[i] = 1
		}
	}
	for o := horizontal; o <= vertical; o++ {
		for w := st.walls[o]; w != 0; w &= w - 1 {
			s := bits.TrailingZeros64(w)
			g.placeWall(&st, o, s)
		}
	}
	st.key = computeKey(&st)
	st.ply, st.irrev, st.move = 0, 0, 0
	st.won = st.pawn[0]/size == int8(goalRow[0]) || st.pawn[1]/size == int8(goalRow[1])
	st.drawn = false
	g.st = st
	g.hist.Reset()
	g.st.drawn = g.drawnNow()
}

// placeWall blocks the passages of a wall and counts its corners; it does
// not touch the key or the walls in hand.
func (g *Game) placeWall(st *state, o orient, s int) {
	st.walls[o] |= 1 << uint(s)
	if o == horizontal {
		st.north = st.north.andNot(slotCells[o][s])
	} else {
		st.east = st.east.andNot(slotCells[o][s])
	}
	for _, c := range slotCorners[o][s] {
		g.touch[c]++
	}
}

func computeKey(st *state) uint64 {
	k := pawnKey(0, int(st.pawn[0])) ^ pawnKey(1, int(st.pawn[1])) ^
		leftKey(0, int(st.left[0])) ^ leftKey(1, int(st.left[1]))
	for o := horizontal; o <= vertical; o++ {
		for w := st.walls[o]; w != 0; w &= w - 1 {
			k ^= wallKey(o, bits.TrailingZeros64(w))
		}
	}
	if st.side == 1 {
		k ^= zobristSide
	}
	return k
}

// ToMove is the side to move: 0 (red) or 1 (blue).
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash covers the pawns, the walls, the walls in hand and the side to
// move: everything the position string holds. Like the repetition
// history, the ply count of max_plies is not hashed (the rules keep
// it out of the position string), so near the limit the TT may share a
// value between paths of different lengths.
func (g *Game) Hash() uint64 { return g.st.key }

// Outcome reports a win as a loss for the side to move (only the mover
// can reach a goal) and a draw by repetition or the ply limit as 0.
func (g *Game) Outcome() (over bool, score int) {
	switch {
	case g.st.won:
		return true, -1
	case g.st.drawn:
		return true, 0
	}
	return false, 0
}

// drawnNow applies the draw rules to the current state: the ply limit
// (max_plies is the history's limit, on the ply count) and repetition.
// Only positions since the last wall can repeat (walls never leave the
// board).
func (g *Game) drawnNow() bool {
	return !g.st.won && g.hist.Drawn(stateKey, g.st.key, int(g.st.ply), g.hist.Len()-int(g.st.irrev))
}

// stateKey is the key of a state in the history.
func stateKey(s *state) uint64 { return s.key }

// Make plays m, which must be legal.
func (g *Game) Make(m position.Move) {
	g.hist.Push(&g.st)
	st := &g.st
	side := int(st.side)
	switch {
	case m == movePass:
	case isWall(m):
		o, s := wallOf(m)
		g.placeWall(st, o, s)
		st.key ^= wallKey(o, s) ^ leftKey(side, int(st.left[side])) ^ leftKey(side, int(st.left[side])-1)
		st.left[side]--
		st.irrev = int32(g.hist.Len())
	default:
		to := int(m)
		st.key ^= pawnKey(side, int(st.pawn[side])) ^ pawnKey(side, to)
		st.pawn[side] = int8(to)
		st.won = to/size == goalRow[side]
	}
	st.side ^= 1
	st.key ^= zobristSide
	st.ply++
	st.move = m
	st.drawn = g.drawnNow()
}

// Unmake takes back the last Make.
func (g *Game) Unmake() {
	if m := g.st.move; isWall(m) {
		o, s := wallOf(m)
		for _, c := range slotCorners[o][s] {
			g.touch[c]--
		}
	}
	g.st = *g.hist.Pop()
}

// Clone returns an independent copy with the same history.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = g.hist.Clone()
	return &c
}

// GenMoves appends the legal moves: pawn moves first (in the order north,
// south, west, east, jumps in place of the step they replace), then the
// legal walls by orientation and slot; pass only when there is nothing
// else. A finished game has no moves.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.st.won || g.st.drawn {
		return buf
	}
	n0 := len(buf)
	buf = g.genPawn(buf)
	if g.st.left[g.st.side] > 0 {
		buf = g.genWalls(buf)
	}
	if len(buf) == n0 {
		buf = append(buf, movePass)
	}
	return buf
}

// Directions: north, south, west, east.
const (
	dirN = iota
	dirS
	dirW
	dirE
)

// step returns the cell one step from c in direction d, or -1 if the edge
// or a wall is in the way.
func (st *state) step(c, d int) int {
	switch d {
	case dirN:
		if st.north.has(c) {
			return c + size
		}
	case dirS:
		if c >= size && st.north.has(c-size) {
			return c - size
		}
	case dirW:
		if c%size > 0 && st.east.has(c-1) {
			return c - 1
		}
	default:
		if st.east.has(c) {
			return c + 1
		}
	}
	return -1
}

// perpendicular lists the two directions at right angles to each one.
var perpendicular = [4][2]int{{dirW, dirE}, {dirW, dirE}, {dirN, dirS}, {dirN, dirS}}

func (g *Game) genPawn(buf []position.Move) []position.Move {
	st := &g.st
	p, o := int(st.pawn[st.side]), int(st.pawn[st.side^1])
	for d := dirN; d <= dirE; d++ {
		q := st.step(p, d)
		switch {
		case q < 0:
		case q != o:
			buf = append(buf, position.Move(q))
		default:
			if r := st.step(o, d); r >= 0 {
				buf = append(buf, position.Move(r))
				continue
			}
			for _, e := range perpendicular[d] {
				// The two diagonal jumps from different directions may
				// land on the same cell only if they come from the same
				// opponent, which is adjacent in one direction only.
				if s := st.step(o, e); s >= 0 {
					buf = append(buf, position.Move(s))
				}
			}
		}
	}
	return buf
}

// genWalls appends the legal wall placements. A wall can cut a pawn off
// only if it blocks a step of that pawn's current shortest path and
// touches the existing walls or the board edge at two of its three
// corners; only those candidates get a reachability test.
func (g *Game) genWalls(buf []position.Move) []position.Move {
	st := &g.st
	fh, fv := freeSlots(st.walls[horizontal], st.walls[vertical])
	free := [2]uint64{fh, fv}
	var cut [2][2]uint64
	for side := 0; side < 2; side++ {
		cut[side], _, _ = pathSlots(int(st.pawn[side]), rowMask[goalRow[side]], st.north, st.east, &g.layers)
	}
	for o := horizontal; o <= vertical; o++ {
		for w := free[o]; w != 0; w &= w - 1 {
			s := bits.TrailingZeros64(w)
			bit := uint64(1) << uint(s)
			if (cut[0][o]|cut[1][o])&bit != 0 && g.touches2(o, s) && !g.wallKeepsPaths(o, s, cut[0][o]&bit != 0, cut[1][o]&bit != 0) {
				continue
			}
			buf = append(buf, wallMove(o, s))
		}
	}
	return buf
}

// touches2 reports whether the wall in slot s touches existing walls or
// the edge at two or more of its corners.
func (g *Game) touches2(o orient, s int) bool {
	c := slotCorners[o][s]
	n := 0
	for _, k := range c {
		if g.touch[k] != 0 {
			n++
		}
	}
	return n >= 2
}

// wallKeepsPaths reports whether the pawns whose paths the wall may cut
// (check0, check1) still reach their goals with it in place.
func (g *Game) wallKeepsPaths(o orient, s int, check0, check1 bool) bool {
	st := &g.st
	north, east := st.north, st.east
	if o == horizontal {
		north = north.andNot(slotCells[o][s])
	} else {
		east = east.andNot(slotCells[o][s])
	}
	if check0 && !reaches(int(st.pawn[0]), rowMask[goalRow[0]], north, east) {
		return false
	}
	if check1 && !reaches(int(st.pawn[1]), rowMask[goalRow[1]], north, east) {
		return false
	}
	return true
}

// Distances returns each side's shortest path length to its goal,
// ignoring pawns, or -1 where there is none.
func (g *Game) Distances() [2]int {
	st := &g.st
	var d [2]int
	for side := 0; side < 2; side++ {
		d[side] = distance(int(st.pawn[side]), rowMask[goalRow[side]], st.north, st.east)
	}
	return d
}

// SearchProfile turns on late-move reductions for the alpha-beta search.
// Null moves (a pawn can always step along its shortest path, so passing
// is practically never better) and reverse futility pruning at a step a
// ply were measured too and did not help: with them, 50-50 against the
// search without a profile; without, 54-46 (both within the error).
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, Reduction: 100}
}
