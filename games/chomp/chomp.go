package chomp

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// maxSize bounds both sides of the board: files a..z.
const maxSize = 26

// side is a player: Red (p1 in the standard start) or Blue.
type side int

const (
	red side = iota
	blue
)

func (s side) String() string {
	if s == red {
		return "red"
	}
	return "blue"
}

// letter is the side's letter in the side-to-move field and in options.
func (s side) letter() byte { return "rb"[s] }

// rows is a board as one bit mask per rank (rank 0 = rank 1 of the
// notation), bit f standing for file f.
type rows [maxSize]uint32

// rect is an axis-aligned rectangle of cells: files f1..f2, ranks r1..r2,
// all 0-based and inclusive.
type rect struct{ f1, r1, f2, r2 int }

// move packs a rectangle into a Move: 5 bits for each corner coordinate,
// so a Move never reaches position.NoMove.
func (rc rect) move() position.Move {
	return position.Move(rc.f1 | rc.r1<<5 | rc.f2<<10 | rc.r2<<15)
}

// rectOf unpacks a Move made by rect.move.
func rectOf(m position.Move) rect {
	return rect{int(m & 31), int(m >> 5 & 31), int(m >> 10 & 31), int(m >> 15 & 31)}
}

// mask is the rectangle's files as a rank mask.
func (rc rect) mask() uint32 { return uint32(2)<<uint(rc.f2) - uint32(1)<<uint(rc.f1) }

// Zobrist keys: one per cell for "eaten", one per cell for "poisoned", the
// side to move, and one per board size (so that boards of different sizes
// never share a hash by accident).
const (
	cells      = maxSize * maxSize
	keyEaten   = 0
	keyPoison  = cells
	keySide    = 2 * cells
	keyDims    = 2*cells + 1
	keysNeeded = keyDims + (maxSize+1)*(maxSize+1)
)

var zobrist = position.Keys(0x63686f6d70, keysNeeded)

// eatenPrefix[r][f] is the XOR of the "eaten" keys of cells 0..f-1 of
// rank r, so that a run of a rank is two lookups.
var eatenPrefix = func() (t [maxSize][maxSize + 1]uint64) {
	for r := range maxSize {
		for f := range maxSize {
			t[r][f+1] = t[r][f] ^ zobrist[keyEaten+r*maxSize+f]
		}
	}
	return t
}()

// rectKey is the XOR of the "eaten" keys of every cell of rc.
func rectKey(rc rect) uint64 {
	var h uint64
	for r := rc.r1; r <= rc.r2; r++ {
		h ^= eatenPrefix[r][rc.f2+1] ^ eatenPrefix[r][rc.f1]
	}
	return h
}

// Options of the registered game.
var options = []position.Option{
	{Name: "rows", Type: position.Int, Default: "4", Min: 1, Max: maxSize, Doc: "ranks of the bar (n)"},
	{Name: "cols", Type: position.Int, Default: "5", Min: 1, Max: maxSize, Doc: "files of the bar (m)"},
	{Name: "poison", Type: position.String, Default: "a4,d2", Doc: "poisoned cells, comma-separated, or none"},
	{Name: "first", Type: position.Choice, Default: "r", Choices: []string{"r", "b"}, Doc: "side that moves first: r (red) or b (blue)"},
}

func init() {
	position.Register(position.Info{
		ID:      "chomp",
		Name:    "Hap! (generalised Chomp)",
		Sides:   [2]string{red.String(), blue.String()},
		Options: options,
		New: func(o position.Options) (position.Playable, error) {
			first := red
			if o.Get("first") == "b" {
				first = blue
			}
			return NewBoard(o.Int("rows"), o.Int("cols"), strings.ToLower(o.Get("poison")), first)
		},
	})
}

// The optional abilities search and the protocol look for.
var (
	_ position.Playable      = (*Game)(nil)
	_ position.MoveCounter   = (*Game)(nil)
	_ position.EvalExplainer = (*Game)(nil)
)

// Game is a Hap! position with its history. It implements
// position.Playable, position.MoveCounter and position.EvalExplainer.
type Game struct {
	n, m   int  // ranks and files
	choc   rows // chocolate cells
	poison rows // poisoned cells, which never change during play
	toMove side
	hash   uint64
	// hist holds the moves played, newest last. Each removes at least
	// one cell, so its capacity n*m covers a whole game and Make never
	// allocates.
	hist []position.Move
}

// New returns the default start: the 4×5 bar poisoned on a4 and d2, Red
// to move.
func New() *Game {
	g, err := NewBoard(4, 5, "a4,d2", red)
	if err != nil {
		panic(err)
	}
	return g
}

// NewBoard returns the start of a bar of n ranks and m files (1..26 each)
// with the poisoned cells listed in poison ("a4,d2"; "none" or "-" for
// none), first to move.
func NewBoard(n, m int, poison string, first side) (*Game, error) {
	if n < 1 || n > maxSize || m < 1 || m > maxSize {
		return nil, fmt.Errorf("board %d×%d: ranks and files must be 1..%d", n, m, maxSize)
	}
	pois, err := parsePoison(poison, n, m)
	if err != nil {
		return nil, err
	}
	g := newGame(n, m)
	full := uint32(1)<<uint(m) - 1
	for r := range n {
		g.poison[r] = pois[r]
		g.choc[r] = full &^ pois[r]
	}
	g.toMove = first
	g.hash = g.computeHash()
	return g, nil
}

// parsePoison reads the poison option: a comma-separated list of distinct
// cells on the n×m board, or "none" / "-" for an empty list.
func parsePoison(s string, n, m int) (rows, error) {
	var p rows
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "none" || s == "-" || s == "" {
		return p, nil
	}
	for _, name := range strings.Split(s, ",") {
		f, r, err := position.ParseCellName(strings.TrimSpace(name))
		if err != nil {
			return p, fmt.Errorf("option poison: %v", err)
		}
		if f >= m || r >= n {
			return p, fmt.Errorf("option poison: cell %s is off the %d×%d board (set poison for this size, e.g. poison=a%d)", name, n, m, n)
		}
		if p[r]>>uint(f)&1 != 0 {
			return p, fmt.Errorf("option poison: cell %s is listed twice", name)
		}
		p[r] |= 1 << uint(f)
	}
	return p, nil
}

func newGame(n, m int) *Game {
	return &Game{n: n, m: m, hist: make([]position.Move, 0, n*m)}
}

// ToMove is 0 for Red and 1 for Blue.
func (g *Game) ToMove() int { return int(g.toMove) }

// Hash is the Zobrist key of the eaten cells, the poisoned cells, the
// board size and the side to move.
func (g *Game) Hash() uint64 { return g.hash }

func (g *Game) computeHash() uint64 {
	h := zobrist[keyDims+g.n*(maxSize+1)+g.m]
	full := uint32(1)<<uint(g.m) - 1
	for r := range g.n {
		for f := range g.m {
			bit := uint32(1) << uint(f)
			switch {
			case g.poison[r]&bit != 0:
				h ^= zobrist[keyPoison+r*maxSize+f]
			case g.choc[r]&bit == 0 && full&bit != 0:
				h ^= zobrist[keyEaten+r*maxSize+f]
			}
		}
	}
	if g.toMove == blue {
		h ^= zobrist[keySide]
	}
	return h
}

// fillRow returns the cells of the runs of p (the present cells of one
// rank) that contain a cell of x, x a subset of p. Adding x to p carries
// through each run from its seed upwards; the same trick on the reversed
// bits fills downwards.
func fillRow(x, p uint32) uint32 {
	up := ((p + x) ^ p | x) & p
	rp, rx := bits.Reverse32(p), bits.Reverse32(x)
	down := bits.Reverse32(((rp + rx) ^ rp | rx) & rp)
	return up | down
}

// connected reports whether the cells of p (ranks 0..n-1) form one
// 4-connected piece; the empty set counts as connected.
func connected(p *rows, n int) bool {
	lo := 0
	for lo < n && p[lo] == 0 {
		lo++
	}
	if lo == n {
		return true
	}
	hi := n - 1
	for p[hi] == 0 {
		hi--
	}
	var reach rows
	reach[lo] = fillRow(p[lo]&-p[lo], p[lo])
	// Sweep up then down until nothing changes; a sweep carries reach
	// along a whole run of ranks, so shapes without deep spirals settle
	// in one or two rounds.
	for changed := true; changed; {
		changed = false
		for r := lo + 1; r <= hi; r++ {
			x := reach[r] | reach[r-1]&p[r]
			if r < hi {
				x |= reach[r+1] & p[r]
			}
			if x != reach[r] {
				reach[r] = fillRow(x, p[r])
				changed = true
			}
		}
		for r := hi - 1; r >= lo; r-- {
			x := reach[r] | reach[r+1]&p[r]
			if r > 0 {
				x |= reach[r-1] & p[r]
			}
			if x != reach[r] {
				reach[r] = fillRow(x, p[r])
				changed = true
			}
		}
	}
	for r := lo; r <= hi; r++ {
		if reach[r] != p[r] {
			return false
		}
	}
	return true
}

// scan modes.
const (
	scanGen   = iota // append every legal move
	scanCount        // count them
	scanAny          // stop at the first
)

// scan enumerates the legal moves: every rectangle of chocolate cells
// whose removal leaves the present cells connected, by lower-left corner
// (rank, then file), then right edge, then top edge. It appends them to buf
// in scanGen mode and returns how many it found.
func (g *Game) scan(buf []position.Move, mode int) ([]position.Move, int) {
	var p rows
	for r := range g.n {
		p[r] = g.choc[r] | g.poison[r]
	}
	count := 0
	for r1 := range g.n {
		row := g.choc[r1]
		for row != 0 {
			f1 := bits.TrailingZeros32(row)
			row &= row - 1
			for f2 := f1; f2 < g.m && g.choc[r1]>>uint(f2)&1 != 0; f2++ {
				rc := rect{f1: f1, r1: r1, f2: f2}
				mask := rc.mask()
				for r2 := r1; r2 < g.n && g.choc[r2]&mask == mask; r2++ {
					for r := r1; r <= r2; r++ {
						p[r] &^= mask
					}
					rc.r2 = r2
					ok := connected(&p, g.n)
					for r := r1; r <= r2; r++ {
						p[r] |= mask
					}
					if !ok {
						continue
					}
					count++
					switch mode {
					case scanGen:
						buf = append(buf, rc.move())
					case scanAny:
						return buf, count
					}
				}
			}
		}
	}
	return buf, count
}

// GenMoves appends every legal move: rectangles ordered by lower-left
// corner (a1 first, along rank 1), then width, then height. A finished
// game has none; there is no pass.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	buf, _ = g.scan(buf, scanGen)
	return buf
}

// CountMoves is len(GenMoves(nil)) without building the list.
func (g *Game) CountMoves() int {
	_, n := g.scan(nil, scanCount)
	return n
}

// Outcome reports a game that is over, which happens exactly when the
// side to move has no legal move: it has lost (normal play). There are no
// draws.
func (g *Game) Outcome() (over bool, score int) {
	if _, n := g.scan(nil, scanAny); n == 0 {
		return true, -1
	}
	return false, 0
}

// Make removes the rectangle m, which must be legal.
func (g *Game) Make(m position.Move) {
	rc := rectOf(m)
	mask := rc.mask()
	for r := rc.r1; r <= rc.r2; r++ {
		g.choc[r] &^= mask
	}
	g.hash ^= rectKey(rc) ^ zobrist[keySide]
	g.toMove ^= 1
	g.hist = append(g.hist, m)
}

// Unmake takes back the last Make: the removed cells were all chocolate.
func (g *Game) Unmake() {
	m := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	rc := rectOf(m)
	mask := rc.mask()
	for r := rc.r1; r <= rc.r2; r++ {
		g.choc[r] |= mask
	}
	g.hash ^= rectKey(rc) ^ zobrist[keySide]
	g.toMove ^= 1
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = append(make([]position.Move, 0, cap(g.hist)), g.hist...)
	return &c
}
