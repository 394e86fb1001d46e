package adugo

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"tabla/games/pointgraph"
	"tabla/position"
)

// FormatMove writes a step as "c5-c4" and a capture chain as its start and
// every landing point joined by "x", as in "a1xc3xc5".
func (g *Game) FormatMove(m position.Move) string {
	from, to := pointgraph.From(m), pointgraph.To(m)
	if from >= board.Len() || to >= board.Len() {
		return "invalid"
	}
	if pointgraph.MoveKind(m) != pointgraph.KindChain {
		return board.Name(from) + "-" + board.Name(to)
	}
	var c pointgraph.Chain
	if !board.FindChain(m, g.st.empty(), g.st.dogs, pointgraph.AnyPrefix, &c) {
		return "invalid"
	}
	return c.Format(board)
}

// ParseMove reads a step ("c5-c4") or a capture chain with its whole path
// ("a1xc3xc5"), in any case. It checks the move against the rules
// directly, without generating every move: the jaguar can have many
// chains.
func (g *Game) ParseMove(s string) (position.Move, error) {
	text := strings.ToLower(s)
	sep := "-"
	if strings.Contains(text, "x") {
		sep = "x"
	}
	parts := strings.Split(text, sep)
	if len(parts) < 2 || (sep == "-" && len(parts) != 2) || len(parts) > pointgraph.MaxChain+1 {
		return position.NoMove, fmt.Errorf("bad move %q: want from-to or a chain from x to x ...", s)
	}
	var path [pointgraph.MaxChain + 1]int8
	for i, p := range parts {
		n, err := board.ParsePoint(p)
		if err != nil {
			return position.NoMove, fmt.Errorf("bad move %q: %v", s, err)
		}
		path[i] = int8(n)
	}
	st := &g.st
	from := int(path[0])
	var m position.Move
	legal := false
	switch {
	case g.finished():
	case sep == "-":
		to := int(path[1])
		own := st.dogs>>from&1 != 0
		if st.side == Jaguar {
			own = from == int(st.jaguar)
		}
		legal = own && board.Adj(from)&st.empty()>>to&1 != 0
		m = pointgraph.StepMove(from, to)
	case st.side == Jaguar && from == int(st.jaguar):
		m, legal = findChain(st.empty(), st.dogs, from, path[1:len(parts)])
	}
	if !legal {
		return position.NoMove, fmt.Errorf("%w: %q", position.ErrIllegal, s)
	}
	return m, nil
}

// chainFinder walks the chains of a piece in the order of
// pointgraph.AppendChains (jumps in Board.Jumps order, each chain emitted
// before its extensions), counting those that end where the wanted one
// does, so as to learn the wanted chain's ordinal.
type chainFinder struct {
	empty, enemy uint64
	want         []int8
	path         [pointgraph.MaxChain]int8
	n            int
	count        int
}

func (f *chainFinder) walk(at int) bool {
	for _, j := range board.Jumps(at) {
		over, to := uint64(1)<<j.Over, uint64(1)<<j.To
		if f.enemy&over == 0 || f.empty&to == 0 {
			continue
		}
		empty, enemy := f.empty, f.enemy
		f.empty = (f.empty | over | 1<<at) &^ to
		f.enemy &^= over
		f.path[f.n] = j.To
		f.n++
		if j.To == f.want[len(f.want)-1] {
			if f.n == len(f.want) && slices.Equal(f.path[:f.n], f.want) {
				return true
			}
			f.count++
		}
		if f.walk(int(j.To)) {
			return true
		}
		f.n--
		f.empty, f.enemy = empty, enemy
	}
	return false
}

// findChain returns the chain move of the piece on from that lands on the
// points of landings in turn, if it is legal. empty and enemy are as for
// Board.AppendChains.
func findChain(empty, enemy uint64, from int, landings []int8) (position.Move, bool) {
	f := chainFinder{empty: empty, enemy: enemy, want: landings}
	if !f.walk(from) || f.count > pointgraph.MaxOrdinal {
		return position.NoMove, false
	}
	m := pointgraph.ChainMove(from, int(landings[len(landings)-1]), f.count)
	// The ordinal depends on pointgraph's enumeration order; replaying the
	// move shows that both agree.
	var c pointgraph.Chain
	if !board.FindChain(m, empty, enemy, pointgraph.AnyPrefix, &c) || !slices.Equal(c.Landings[:c.N], landings) {
		return position.NoMove, false
	}
	return m, true
}

// symbols are the piece letters of the board field.
const symbols = "JD"

// Position returns "<board> <side>": the ranks 7 to 1 separated by "/",
// each listing its points from file a (ranks 2 and 1 hold b2 c2 d2 and a1
// c1 e1), J for the jaguar, D for a dog and a number for a run of empty
// points; then j or d.
func (g *Game) Position() string {
	var cells [pointgraph.MaxPoints]byte
	s := &g.st
	for p := 0; p < board.Len(); p++ {
		if s.dogs>>p&1 != 0 {
			cells[p] = 'D'
		}
	}
	cells[s.jaguar] = 'J'
	side := " j"
	if s.side == Dogs {
		side = " d"
	}
	return board.FormatBoard(&cells) + side
}

// SetPosition reads a position string as Position writes it. There must be
// exactly one jaguar and at most 14 dogs. On error the position is
// unchanged.
func (g *Game) SetPosition(text string) error {
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return fmt.Errorf("position %q: want <board> <side>", text)
	}
	cells, err := board.ParseBoard(fields[0], symbols)
	if err != nil {
		return fmt.Errorf("position %q: %v", text, err)
	}
	var st state
	jaguars := 0
	for p := 0; p < board.Len(); p++ {
		switch cells[p] {
		case 'D':
			st.dogs |= 1 << p
		case 'J':
			st.jaguar = int8(p)
			jaguars++
		}
	}
	if jaguars != 1 {
		return fmt.Errorf("position %q: %d jaguars, want 1", text, jaguars)
	}
	if n := bits.OnesCount64(st.dogs); n > StartDogs {
		return fmt.Errorf("position %q: %d dogs, want at most %d", text, n, StartDogs)
	}
	switch fields[1] {
	case "j", "J":
		st.side = Jaguar
	case "d", "D":
		st.side = Dogs
	default:
		return fmt.Errorf("position %q: side %q, want j or d", text, fields[1])
	}
	g.reset(st)
	return nil
}

// Board draws the board with ranks 7 to 1 from the top: J the jaguar, D a
// dog, . an empty point.
func (g *Game) Board() string {
	var rows [7][5]byte
	for r := range rows {
		for c := range rows[r] {
			rows[r][c] = ' '
		}
	}
	s := &g.st
	for p := 0; p < board.Len(); p++ {
		pt := board.Point(p)
		ch := byte('.')
		switch {
		case p == int(s.jaguar):
			ch = 'J'
		case s.dogs>>p&1 != 0:
			ch = 'D'
		}
		rows[6-pt.Y][pt.X] = ch
	}
	var b strings.Builder
	for r, row := range rows {
		line := []byte(strconv.Itoa(7 - r))
		for _, ch := range row {
			line = append(line, ' ', ch)
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteString("\n")
	}
	b.WriteString("  a b c d e")
	return b.String()
}
