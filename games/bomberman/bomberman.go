package bomberman

import (
	"fmt"

	"github.com/tabla-games/tabla/position"
)

// Cell contents. Players are kept apart (Game.pos), so a cell holds at most
// one of these; an exploding bomb is marked only while a move resolves.
const (
	empty byte = iota
	wall
	prot
	bomb      // active bomb, owned by nobody
	inactive1 // player 1's inactive bomb
	inactive2 // player 2's inactive bomb
	exploding // transient mark during a move's chain
)

// Result of a finished game.
const (
	ongoing = iota
	p1Wins
	p2Wins
	drawn
)

// Move bits: direction (0 up, 1 down, 2 left, 3 right), activation,
// placement, then the from cell.
const (
	dirMask  = 3
	flagA    = 1 << 2
	flagB    = 1 << 3
	fromBits = 4
	passMove = position.Move(1 << 30)
)

// Limits on a map's size: a cell index fits in 16 bits of a move.
const (
	maxCells = 1 << 16
	maxSide  = 4096
	maxCount = 1_000_000
)

// Blast modes.
const (
	blastFull = iota
	blastWalls
)

// config holds the rules settings that no position string carries.
type config struct {
	blast      int
	stuckPass  bool
	repetition bool
	maxPlies   int
}

type undo struct {
	move     position.Move
	from     int32
	oldInact [2]int32
	np, c    [2]int32
	pos      [2]int32
	hash     uint64
	result   int8
	picked   bool
	exploded int32 // how many cells on g.boom belong to this move
}

// Game is a Bomberman position with its history.
type Game struct {
	cfg    config
	h, w   int
	cells  []byte
	pos    [2]int32 // -1: the player died
	inact  [2]int32 // -1: no inactive bomb
	np, c  [2]int32
	k      int32
	side   int
	ply    int
	hash   uint64 // over the cells and players; scalars are mixed in by Hash
	result int
	hist   []undo
	boom   []int32  // exploded cells of every move in hist
	seen   []uint64 // Hash of every position since the last SetPosition
}

// key is the Zobrist key of content kind at cell i. It is computed, not
// looked up, because maps differ in size.
func key(i int, kind byte) uint64 {
	return position.Mix(uint64(i)*8 + uint64(kind) + 0x51ed27c3a9f0b7d1)
}

// Player "kinds" for key: 6 and 7 (after the cell contents).
const keyX, keyY = 6, 7

func (g *Game) ToMove() int { return g.side }

// Hash is the Zobrist key of the cells and players mixed with the side to
// move, K, the protections and the counters. The ply is left out, as the
// repetition rule compares positions without it.
func (g *Game) Hash() uint64 {
	s := position.Mix(uint64(g.side) | uint64(g.k)<<1 | uint64(g.np[0])<<22 | uint64(g.np[1])<<43)
	s = position.Mix(s ^ uint64(g.c[0]) ^ uint64(g.c[1])<<24)
	return g.hash ^ s
}

func (g *Game) toggle(i int, kind byte) {
	if kind != empty {
		g.hash ^= key(i, kind)
	}
}

func (g *Game) set(i int, kind byte) {
	g.toggle(i, g.cells[i])
	g.cells[i] = kind
	g.toggle(i, kind)
}

func (g *Game) setPos(p int, i int32) {
	if g.pos[p] >= 0 {
		g.hash ^= key(int(g.pos[p]), byte(keyX+p))
	}
	g.pos[p] = i
	if i >= 0 {
		g.hash ^= key(int(i), byte(keyX+p))
	}
}

// step returns the neighbour of i in direction d, or -1 off the grid.
func (g *Game) step(i int, d int) int {
	switch d {
	case 0:
		if i < g.w {
			return -1
		}
		return i - g.w
	case 1:
		if i+g.w >= len(g.cells) {
			return -1
		}
		return i + g.w
	case 2:
		if i%g.w == 0 {
			return -1
		}
		return i - 1
	default:
		if (i+1)%g.w == 0 {
			return -1
		}
		return i + 1
	}
}

// canEnter reports whether the side to move may step onto cell i.
func (g *Game) canEnter(i int) bool {
	if i < 0 {
		return false
	}
	if k := g.cells[i]; k != empty && k != prot {
		return false
	}
	return int32(i) != g.pos[0] && int32(i) != g.pos[1]
}

func (g *Game) hasStep() bool {
	o := int(g.pos[g.side])
	if o < 0 {
		return false
	}
	for d := 0; d < 4; d++ {
		if g.canEnter(g.step(o, d)) {
			return true
		}
	}
	return false
}

// GenMoves appends the legal moves: for each legal step, the plain step,
// the step with a bomb and the activation with the step, or only the step
// with a bomb when placement is forced.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if g.result != ongoing {
		return buf
	}
	p := g.side
	o := int(g.pos[p])
	forced := g.c[p] >= g.k-1
	n := len(buf)
	for d := 0; d < 4; d++ {
		if !g.canEnter(g.step(o, d)) {
			continue
		}
		m := position.Move(o<<fromBits | d)
		if forced {
			buf = append(buf, m|flagB)
			continue
		}
		buf = append(buf, m, m|flagB)
		if g.inact[p] >= 0 {
			buf = append(buf, m|flagA)
		}
	}
	if len(buf) == n && g.cfg.stuckPass {
		buf = append(buf, passMove)
	}
	return buf
}

// Make plays m, resolving it in the rules' order: activation, step,
// placement, pick-up, trigger, chain, damage.
func (g *Game) Make(m position.Move) {
	p := g.side
	q := 1 - p
	u := undo{move: m, oldInact: g.inact, np: g.np, c: g.c, pos: g.pos, hash: g.hash, result: int8(g.result)}
	if m == passMove {
		g.hist = append(g.hist, u)
		g.side = q
		g.ply++
		g.finish()
		return
	}
	o := int(m >> fromBits)
	d := g.step(o, int(m&dirMask))
	u.from = int32(o)
	fresh := -1
	if m&flagA != 0 {
		fresh = int(g.inact[p])
		g.set(fresh, bomb)
		g.inact[p] = -1
	}
	g.setPos(p, int32(d))
	if m&flagB != 0 {
		if g.inact[p] >= 0 {
			fresh = int(g.inact[p])
			g.set(fresh, bomb)
		}
		g.set(o, inactive1+byte(p))
		g.inact[p] = int32(o)
		g.c[p] = 0
	} else {
		g.c[p]++
	}
	if g.cells[d] == prot {
		g.set(d, empty)
		g.np[p]++
		u.picked = true
	}
	// Trigger: the active, not fresh bombs in line of sight of d.
	start := len(g.boom)
	for dir := 0; dir < 4; dir++ {
		for i := g.step(d, dir); i >= 0; i = g.step(i, dir) {
			k := g.cells[i]
			if k == wall || k == inactive1 || k == inactive2 {
				break
			}
			if k == bomb {
				if i != fresh {
					g.cells[i] = exploding
					g.boom = append(g.boom, int32(i))
				}
				break
			}
		}
	}
	// Chain: every active bomb in the blast of an exploding one joins.
	for j := start; j < len(g.boom); j++ {
		g.chain(int(g.boom[j]))
	}
	u.exploded = int32(len(g.boom) - start)
	if u.exploded > 0 {
		dead := [2]bool{}
		for x := 0; x < 2; x++ {
			at := int(g.pos[x])
			if at < 0 {
				continue
			}
			hits := int32(0)
			for _, b := range g.boom[start:] {
				if g.blasts(int(b), at) {
					hits++
				}
			}
			if hits > g.np[x] {
				dead[x] = true
			} else {
				g.np[x] -= hits
			}
		}
		for _, b := range g.boom[start:] {
			g.cells[b] = empty
			g.hash ^= key(int(b), bomb)
		}
		for x := 0; x < 2; x++ {
			if dead[x] {
				g.setPos(x, -1)
			}
		}
	}
	g.hist = append(g.hist, u)
	g.side = q
	g.ply++
	g.finish()
}

// chain adds to g.boom the active bombs in the blast area of the bomb at s.
func (g *Game) chain(s int) {
	r, c := s/g.w, s%g.w
	if g.cfg.blast == blastFull {
		for cc := 0; cc < g.w; cc++ {
			g.ignite(r*g.w + cc)
		}
		for rr := 0; rr < g.h; rr++ {
			g.ignite(rr*g.w + c)
		}
		return
	}
	for dir := 0; dir < 4; dir++ {
		for i := g.step(s, dir); i >= 0 && g.cells[i] != wall; i = g.step(i, dir) {
			g.ignite(i)
		}
	}
}

func (g *Game) ignite(i int) {
	if g.cells[i] == bomb {
		g.cells[i] = exploding
		g.boom = append(g.boom, int32(i))
	}
}

// blasts reports whether the blast of the bomb at s covers cell x.
func (g *Game) blasts(s, x int) bool {
	rs, cs, rx, cx := s/g.w, s%g.w, x/g.w, x%g.w
	if rs != rx && cs != cx {
		return false
	}
	if g.cfg.blast == blastFull {
		return true
	}
	step := 1
	if rs == rx {
		if cx < cs {
			step = -1
		}
	} else {
		step = g.w
		if rx < rs {
			step = -g.w
		}
	}
	for i := s + step; i != x; i += step {
		if g.cells[i] == wall {
			return false
		}
	}
	return true
}

// finish sets the result after a move (or a SetPosition): deaths, stuck,
// then the draw rules. It also records the position for repetitions.
func (g *Game) finish() {
	h := g.Hash()
	g.seen = append(g.seen, h)
	g.result = g.judge(h)
}

func (g *Game) judge(h uint64) int {
	switch {
	case g.pos[0] < 0 && g.pos[1] < 0:
		return drawn
	case g.pos[0] < 0:
		return p2Wins
	case g.pos[1] < 0:
		return p1Wins
	}
	if !g.cfg.stuckPass && !g.hasStep() {
		return p2Wins - g.side // the side to move loses
	}
	if g.cfg.repetition {
		n := 0
		for _, s := range g.seen {
			if s == h {
				n++
			}
		}
		if n >= 3 {
			return drawn
		}
	}
	if g.cfg.maxPlies > 0 && g.ply >= g.cfg.maxPlies {
		return drawn
	}
	return ongoing
}

// Unmake takes back the last move.
func (g *Game) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.seen = g.seen[:len(g.seen)-1]
	g.ply--
	g.side = 1 - g.side
	g.result = int(u.result)
	if u.move != passMove {
		n := len(g.boom) - int(u.exploded)
		for _, b := range g.boom[n:] {
			g.cells[b] = bomb
		}
		g.boom = g.boom[:n]
		p := g.side
		d := g.step(int(u.from), int(u.move&dirMask))
		if u.picked {
			g.cells[d] = prot
		}
		if u.move&flagB != 0 {
			g.cells[u.from] = empty
			if u.oldInact[p] >= 0 {
				g.cells[u.oldInact[p]] = inactive1 + byte(p)
			}
		}
		if u.move&flagA != 0 {
			g.cells[u.oldInact[p]] = inactive1 + byte(p)
		}
	}
	g.pos, g.inact, g.np, g.c, g.hash = u.pos, u.oldInact, u.np, u.c, u.hash
}

// Outcome reports a finished game: +1 win, -1 loss, 0 draw for the side
// to move.
func (g *Game) Outcome() (bool, int) {
	switch g.result {
	case ongoing:
		return false, 0
	case drawn:
		return true, 0
	}
	if g.result == p1Wins+g.side {
		return true, 1
	}
	return true, -1
}

// Clone returns a deep copy with its history.
func (g *Game) Clone() position.Game {
	n := *g
	n.cells = append([]byte(nil), g.cells...)
	n.hist = append([]undo(nil), g.hist...)
	n.boom = append([]int32(nil), g.boom...)
	n.seen = append([]uint64(nil), g.seen...)
	return &n
}

func (g *Game) String() string { return fmt.Sprintf("bomberman %s", g.Position()) }

// SearchProfile turns on late-move reductions for the alpha-beta search:
// even at 100 ms a move against the search without them (14-12-14), and
// they make more time pay (see the package doc).
func (g *Game) SearchProfile() position.SearchProfile {
	return position.SearchProfile{EvalUnit: 100, Reduction: 100}
}
