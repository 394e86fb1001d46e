package sixteenstones

import (
	"math/bits"

	"github.com/tabla-games/tabla/position"
)

// Board geometry: cell = row*5 + col, row 0 is rank 1, col 0 is file a.
const (
	size     = 5
	numCells = size * size
	maxStone = 8
)

// Cell contents: 0 is empty; owner is red or blue, plus the fresh flag.
const (
	red   byte = 1
	blue  byte = 2
	fresh byte = 4
	owner byte = 3
)

// Directions 0..7, counter-clockwise from east; d+4 is the opposite one,
// so directions 0..3 name the four lines through a cell.
var dirs = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

// nb[c][d] is the neighbour of c in direction d, or -1 off the board.
var nb = func() (t [numCells][8]int8) {
	for c := 0; c < numCells; c++ {
		col, row := c%size, c/size
		for d, v := range dirs {
			x, y := col+v[0], row+v[1]
			if x < 0 || y < 0 || x >= size || y >= size {
				t[c][d] = -1
			} else {
				t[c][d] = int8(y*size + x)
			}
		}
	}
	return
}()

func opp(d int) int { return (d + 4) & 7 }

// Move encoding. Bits 0-7, 8-15 and 16-23 are three action slots; a slot
// holds cell*8+dir (0..199) for a Push or Move, 200+cell for a setup
// placement, or slotEmpty. Bits 24-25 say where the sacrifice stands (0:
// none, i: just before slot i-1). Bits 26-30 rank the chosen capture set
// when an action has more capturable stones than the mover's bank. Bit 31
// is always 0, so no move equals position.NoMove.
const (
	slotEmpty = 0xFF
	placeBase = 200
	passMove  = position.Move(0x00FFFFFF)
	maxRank   = 32
)

func slot(m position.Move, i int) int { return int(m>>(8*i)) & 0xFF }
func sacPos(m position.Move) int      { return int(m>>24) & 3 }
func choiceOf(m position.Move) int    { return int(m>>26) & 31 }

// state is everything a position string holds.
type state struct {
	board  [numCells]byte
	count  [2]int8 // stones on the board per side
	hand   [2]int8
	bank   [2]int8
	first  [2]bool // first play turn still pending
	side   int8    // 0 red, 1 blue
	passes int8
	noProg int
}

func stoneOf(side int) byte { return byte(side + 1) }

func (s *state) setup() bool { return s.hand[0] > 0 || s.hand[1] > 0 }

// undo is one history entry: the state and hash before a Make.
type undo struct {
	st   state
	hash uint64
}

// Game is a Sixteen Stones position with its history. It implements
// position.Playable and position.EvalExplainer.
type Game struct {
	st         state
	hash       uint64
	hist       []undo
	repetition bool
	limit      int
}

var (
	_ position.Playable      = (*Game)(nil)
	_ position.EvalExplainer = (*Game)(nil)
	_ position.Orderer       = (*Game)(nil)
)

// Zobrist keys: 4 per cell (R, B, r, b), side, hands, banks (9 each per
// side), the two first-turn flags and the pass count (0..2).
var zob = position.Keys(0x5173746f6e6573, numCells*4+1+2*9+2*9+2+3)

const (
	zSide   = numCells * 4
	zHand   = zSide + 1
	zBank   = zHand + 18
	zFirst  = zBank + 18
	zPasses = zFirst + 2
)

func cellKey(c int, v byte) uint64 {
	k := int(v&owner) - 1
	if v&fresh != 0 {
		k += 2
	}
	return zob[c*4+k]
}

// computeHash hashes the state. The no-progress counter is left out, so
// that repetitions can be found by hash.
func (s *state) computeHash() uint64 {
	var h uint64
	for c, v := range s.board {
		if v != 0 {
			h ^= cellKey(c, v)
		}
	}
	if s.side == 1 {
		h ^= zob[zSide]
	}
	for p := 0; p < 2; p++ {
		h ^= zob[zHand+p*9+int(s.hand[p])]
		h ^= zob[zBank+p*9+int(s.bank[p])]
		if s.first[p] {
			h ^= zob[zFirst+p]
		}
	}
	return h ^ zob[zPasses+int(s.passes)]
}

func init() {
	position.Register(position.Info{
		ID:    "sixteen-stones",
		Name:  "Sixteen Stones",
		Sides: [2]string{"red", "blue"},
		Options: []position.Option{
			{Name: "repetition_draw", Type: position.Bool, Default: "on", Doc: "a position's third occurrence is a draw"},
			{Name: "no_progress_limit", Type: position.Int, Default: "200", Min: 0, Max: 100000, Doc: "draw after this many turns without capture, push-off or sacrifice (0 = off)"},
		},
		New: func(o position.Options) (position.Playable, error) {
			return NewWith(o.Bool("repetition_draw"), o.Int("no_progress_limit")), nil
		},
	})
}

// New returns the start position with the default options.
func New() *Game { return NewWith(true, 200) }

// NewWith returns the start position with the given draw options.
func NewWith(repetition bool, limit int) *Game {
	g := &Game{repetition: repetition, limit: limit, hist: make([]undo, 0, 256)}
	g.st = state{hand: [2]int8{maxStone, maxStone}, first: [2]bool{true, true}}
	g.hash = g.st.computeHash()
	return g
}

// ToMove implements position.Game.
func (g *Game) ToMove() int { return int(g.st.side) }

// Hash implements position.Game.
func (g *Game) Hash() uint64 { return g.hash }

// Clone implements position.Game.
func (g *Game) Clone() position.Game {
	c := *g
	c.hist = append(make([]undo, 0, cap(g.hist)), g.hist...)
	return &c
}

// Outcome implements position.Game.
func (g *Game) Outcome() (bool, int) {
	s := &g.st
	if s.passes >= 2 {
		return true, 0
	}
	if !s.setup() {
		me := int(s.side)
		if s.count[me] <= 1 {
			return true, -1
		}
		if s.count[1-me] <= 1 {
			return true, 1
		}
	}
	if g.limit > 0 && s.noProg >= g.limit {
		return true, 0
	}
	if g.repetition && g.repeated() {
		return true, 0
	}
	return false, 0
}

// repeated reports a third occurrence of the current position. Only the
// turns since the last capture, push-off or sacrifice can repeat it.
func (g *Game) repeated() bool {
	n := 1
	back := g.st.noProg
	for i := len(g.hist) - 2; i >= 0 && back >= 2; i -= 2 {
		back -= 2
		if g.hist[i].hash == g.hash {
			n++
			if n >= 3 {
				return true
			}
		}
	}
	return false
}

// Make implements position.Game.
func (g *Game) Make(m position.Move) {
	g.hist = append(g.hist, undo{g.st, g.hash})
	s := &g.st
	me := int(s.side)
	switch {
	case slot(m, 0) >= placeBase && slot(m, 0) < slotEmpty:
		s.board[slot(m, 0)-placeBase] = stoneOf(me)
		s.count[me]++
		s.hand[me]--
	case m == passMove:
		s.passes++
		s.first[me] = false
		s.noProg++
	default:
		progress := s.play(m, nil)
		s.first[me] = false
		s.passes = 0
		if progress {
			s.noProg = 0
		} else {
			s.noProg++
		}
	}
	s.side ^= 1
	g.hash = s.computeHash()
}

// Unmake implements position.Game.
func (g *Game) Unmake() {
	u := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.st, g.hash = u.st, u.hash
}

// play applies the actions of turn m for the side to move and reports
// whether the turn made progress (a capture, a push-off or a sacrifice).
// If caps is not nil, it receives each action's captured cells.
func (s *state) play(m position.Move, caps *[3]uint32) bool {
	progress := false
	sp := sacPos(m)
	for i := 0; i < 3; i++ {
		if sp == i+1 {
			s.bank[s.side]--
			progress = true
		}
		a := slot(m, i)
		if a == slotEmpty {
			break
		}
		c, off := s.action(a, choiceOf(m))
		if c != 0 || off {
			progress = true
		}
		if caps != nil {
			caps[i] = c
		}
	}
	return progress
}

// action performs one Push or Move (which one follows from the target
// cell) with its captures, using choice when there are more capturable
// stones than bank stones. It returns the captured cells and whether a
// stone left the board.
func (s *state) action(a, choice int) (captured uint32, off bool) {
	from, d := a>>3, a&7
	to := int(nb[from][d])
	var cand uint32
	if s.board[to] == 0 {
		s.board[to] = s.board[from] &^ fresh
		s.board[from] = 0
		cand = s.landCaptures(to)
	} else {
		cand, off = s.push(from, d)
	}
	return s.capture(cand, choice), off
}

// landCaptures lists the opponent stones that the mover's normal stone on
// c sandwiches against another normal stone of his.
func (s *state) landCaptures(c int) uint32 {
	me := stoneOf(int(s.side))
	var cand uint32
	for e := 0; e < 8; e++ {
		x := nb[c][e]
		if x < 0 {
			continue
		}
		y := nb[x][e]
		if y < 0 {
			continue
		}
		if v := s.board[x]; v != 0 && v&owner != me && s.board[y] == me {
			cand |= 1 << uint(x)
		}
	}
	return cand
}

// pushable reports whether the stone on from may push in direction d: the
// train is longer than the target, and the cell beyond the target is
// empty or off the board.
func (s *state) pushable(from, d int) bool {
	me := stoneOf(int(s.side))
	t := int(nb[from][d])
	p := 1
	for c := nb[from][opp(d)]; c >= 0 && s.board[c]&owner == me; c = nb[c][opp(d)] {
		p++
	}
	q := 1
	c := nb[t][d]
	for ; c >= 0 && s.board[c] != 0 && s.board[c]&owner != me; c = nb[c][d] {
		q++
	}
	return p > q && (c < 0 || s.board[c] == 0)
}

// push shifts the train ending on from and the target beyond it one cell in
// direction d; it returns the capture candidates and whether the last
// target stone left the board. By the captures rule (doc.go's Rules
// section) a candidate is sandwiched either with the lead pusher as a
// flanker or as one of the pushed stones. No other sandwich is new: the
// train's other stones only step onto cells that own stones held, and an
// opponent stone that was not pushed stands where it stood.
func (s *state) push(from, d int) (cand uint32, off bool) {
	me := stoneOf(int(s.side))
	var line [size + 1]int
	n := 0
	tail := from
	train := 1
	for c := int(nb[from][opp(d)]); c >= 0 && s.board[c]&owner == me; c = int(nb[c][opp(d)]) {
		tail = c
		train++
	}
	// The train and the target: pushable has checked that the cell
	// beyond is empty or off the board.
	for c := tail; c >= 0 && s.board[c] != 0; c = int(nb[c][d]) {
		line[n] = c
		n++
	}
	last := line[n-1]
	if nb[last][d] < 0 {
		them := 1 - int(s.side)
		s.bank[them]++
		s.count[them]--
		off = true
		s.board[last] = 0
		n--
	}
	for j := n - 1; j >= 0; j-- {
		s.board[nb[line[j]][d]] = s.board[line[j]] &^ fresh
	}
	s.board[tail] = 0
	lead := int(nb[from][d])
	cand = s.landCaptures(lead)
	// The pushed stones still on the board, line[train:n] shifted by d.
	// Only these: an opponent stone that now touches the last of them
	// was not pushed, and a sandwich it stands in is an old one.
	for j := train; j < n; j++ {
		c := nb[line[j]][d]
		for e := 0; e < 4; e++ {
			x, y := nb[c][e], nb[c][e+4]
			if x >= 0 && y >= 0 && s.board[x] == me && s.board[y] == me {
				cand |= 1 << uint(c)
			}
		}
	}
	return cand, off
}

// capture takes the candidates (all of them, or the choice-th subset of
// bank size when there are too many), replacing each with a fresh stone.
func (s *state) capture(cand uint32, choice int) uint32 {
	me := int(s.side)
	n := int(s.bank[me])
	if cand == 0 || n == 0 {
		return 0
	}
	if k := bits.OnesCount32(cand); k > n {
		cand = pickSubset(cand, n, choice)
	}
	for c := cand; c != 0; c &= c - 1 {
		x := bits.TrailingZeros32(c)
		s.board[x] = stoneOf(me) | fresh
		s.bank[1-me]++
		s.bank[me]--
		s.count[1-me]--
		s.count[me]++
	}
	return cand
}

// pickSubset returns the rank-th subset of n cells of cand, subsets
// being ordered by their masks over cand's cells in cell order.
func pickSubset(cand uint32, n, rank int) uint32 {
	var cells [numCells]int
	k := 0
	for c := cand; c != 0; c &= c - 1 {
		cells[k] = bits.TrailingZeros32(c)
		k++
	}
	r := 0
	for mask := uint32(1); mask < 1<<uint(k); mask++ {
		if bits.OnesCount32(mask) != n {
			continue
		}
		if r == rank {
			var out uint32
			for i := 0; i < k; i++ {
				if mask&(1<<uint(i)) != 0 {
					out |= 1 << uint(cells[i])
				}
			}
			return out
		}
		r++
	}
	return 0
}

// choices is how many capture choices an action with candidates cand
// offers when the bank holds n stones: 1 unless there are too many.
func choices(cand uint32, n int) int {
	k := bits.OnesCount32(cand)
	if n == 0 || k <= n {
		return 1
	}
	c := 1
	for i := 0; i < n; i++ {
		c = c * (k - i) / (i + 1)
	}
	return c
}

// GenMoves implements position.Game.
func (g *Game) GenMoves(buf []position.Move) []position.Move {
	if over, _ := g.Outcome(); over {
		return buf
	}
	s := &g.st
	if s.setup() {
		for c := 0; c < numCells; c++ {
			if s.board[c] == 0 {
				buf = append(buf, position.Move(placeBase+c)|0xFFFF00)
			}
		}
		return buf
	}
	n := len(buf)
	buf = s.gen(buf, 0xFFFFFF, 0, 0, 0, false)
	if len(buf) == n {
		buf = append(buf, passMove)
	}
	return buf
}

// The two kinds of action.
const (
	kindMove = 0
	kindPush = 1
)

// gen extends the partial turn m (nAct actions, of which moves Moves and
// pushes Pushes; sac if it holds the sacrifice) in state s and appends every legal turn to buf.
func (s *state) gen(buf []position.Move, m position.Move, nAct, moves, pushes int, sac bool) []position.Move {
	me := int(s.side)
	if s.first[me] && nAct == 1 {
		return append(buf, m)
	}
	if nAct > 0 && (!sac || moves == 2 || pushes == 2) {
		buf = append(buf, m)
	}
	if nAct == 3 {
		return buf
	}
	canMove := moves == 0 || (moves == 1 && sac && pushes < 2)
	canPush := pushes == 0 || (pushes == 1 && sac && moves < 2)
	// After each action the continuations without a sacrifice come
	// first, then those that sacrifice here (doc.go's Move order).
	if canMove || canPush {
		buf = s.genActions(buf, m, nAct, moves, pushes, sac, canMove, canPush)
	}
	if !sac && !s.first[me] && s.bank[me] > 0 {
		t := *s
		t.bank[me]--
		buf = t.gen(buf, m|position.Move(nAct+1)<<24, nAct, moves, pushes, true)
	}
	return buf
}

// genActions is gen's next action: every Move (if canMove) and Push (if
// canPush) of the side to move, each followed by the turns that extend it.
func (s *state) genActions(buf []position.Move, m position.Move, nAct, moves, pushes int, sac, canMove, canPush bool) []position.Move {
	me := int(s.side)
	mine := stoneOf(me)
	var after state
	for c := 0; c < numCells; c++ {
		if s.board[c]&owner != mine || s.board[c] == 0 {
			continue
		}
		for d := 0; d < 8; d++ {
			t := nb[c][d]
			if t < 0 {
				continue
			}
			v := s.board[t]
			var kind int
			switch {
			case v == 0 && canMove:
				kind = kindMove
			case v != 0 && v&owner != mine && canPush && s.pushable(c, d):
				kind = kindPush
			default:
				continue
			}
			a := c*8 + d
			next := m&^(0xFF<<(8*nAct)) | position.Move(a)<<(8*nAct)
			// Find the capture candidates first, to know the number
			// of choices.
			probe := *s
			var cand uint32
			if kind == kindMove {
				probe.board[t] = probe.board[c] &^ fresh
				probe.board[c] = 0
				cand = probe.landCaptures(int(t))
			} else {
				cand, _ = probe.push(c, d)
			}
			nc := choices(cand, int(s.bank[me]))
			if nc > maxRank {
				nc = maxRank // cannot happen with 8 stones a side; see doc.go
			}
			mv, pu := moves, pushes
			if kind == kindMove {
				mv++
			} else {
				pu++
			}
			for ch := 0; ch < nc; ch++ {
				after = probe
				t := &after
				t.capture(cand, ch)
				mm := next
				if nc > 1 {
					mm |= position.Move(ch) << 26
				}
				if t.count[1-me] <= 1 {
					// The win ends the turn at once.
					if !sac || mv == 2 || pu == 2 || s.first[me] {
						buf = append(buf, mm)
					}
					continue
				}
				buf = t.gen(buf, mm, nAct+1, mv, pu, sac)
			}
		}
	}
	return buf
}
