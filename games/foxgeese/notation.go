package foxgeese

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tabla/games/pointgraph"
	"tabla/position"
)

// FormatMove writes a step as "c5-c4" and a capture chain as its start and
// every landing point joined by "x", as in "d4xd2xb4".
func (g *Game) FormatMove(m position.Move) string {
	from, to := pointgraph.From(m), pointgraph.To(m)
	if from >= board.Len() || to >= board.Len() {
		return "invalid"
	}
	if pointgraph.MoveKind(m) != pointgraph.KindChain {
		return board.Name(from) + "-" + board.Name(to)
	}
	var c pointgraph.Chain
	if !board.FindChain(m, g.st.empty(), g.st.geese, pointgraph.AnyPrefix, &c) {
		return "invalid"
	}
	return c.Format(board)
}

// ParseMove reads a step ("c5-c4") or a capture chain with its whole path
// ("d4xd2xb4"), in any case. It checks the move against the rules
// directly, without generating every move: the fox can have hundreds of
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
	case st.finished():
	case sep == "-":
		to := int(path[1])
		own := st.geese>>from&1 != 0
		if st.side == Fox {
			own = from == int(st.fox)
		}
		legal = own && board.Adj(from)&st.empty()>>to&1 != 0
		m = pointgraph.StepMove(from, to)
	case st.side == Fox && from == int(st.fox):
		m, legal = findChain(st.empty(), st.geese, from, path[1:len(parts)])
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
const symbols = "GF"

// Position returns "<board> <side> <clock>": the ranks 7 to 1 separated by
// "/", each listing its points from file a, G for a goose, F for the fox and
// a number for a run of empty points; then g or f; then the plies since the
// last capture.
func (g *Game) Position() string {
	var cells [pointgraph.MaxPoints]byte
	s := &g.st
	for p := 0; p < board.Len(); p++ {
		if s.geese>>p&1 != 0 {
			cells[p] = 'G'
		}
	}
	cells[s.fox] = 'F'
	side := "g"
	if s.side == Fox {
		side = "f"
	}
	return board.FormatBoard(&cells) + " " + side + " " + strconv.Itoa(int(s.clock))
}

// SetPosition reads a position string as Position writes it. The clock may
// be left out (it is then 0). There must be exactly one fox. On error the
// position is unchanged.
func (g *Game) SetPosition(text string) error {
	fields := strings.Fields(text)
	if len(fields) < 2 || len(fields) > 3 {
		return fmt.Errorf("position %q: want <board> <side> [<clock>]", text)
	}
	cells, err := board.ParseBoard(fields[0], symbols)
	if err != nil {
		return fmt.Errorf("position %q: %v", text, err)
	}
	var st state
	foxes := 0
	for p := 0; p < board.Len(); p++ {
		switch cells[p] {
		case 'G':
			st.geese |= 1 << p
		case 'F':
			st.fox = int8(p)
			foxes++
		}
	}
	if foxes != 1 {
		return fmt.Errorf("position %q: %d foxes, want 1", text, foxes)
	}
	switch fields[1] {
	case "g", "G":
		st.side = Geese
	case "f", "F":
		st.side = Fox
	default:
		return fmt.Errorf("position %q: side %q, want g or f", text, fields[1])
	}
	if len(fields) == 3 {
		c := fields[2]
		n, err := strconv.Atoi(c)
		if err != nil || c[0] == '+' || c[0] == '-' || (len(c) > 1 && c[0] == '0') || n > maxClock {
			return fmt.Errorf("position %q: clock %q, want a number from 0 to %d", text, c, maxClock)
		}
		st.clock = int32(n)
	}
	g.reset(st)
	return nil
}

// Board draws the cross with ranks 7 to 1 from the top: G a goose, F the
// fox, . an empty point.
func (g *Game) Board() string {
	var rows [7][7]byte
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
		case p == int(s.fox):
			ch = 'F'
		case s.geese>>p&1 != 0:
			ch = 'G'
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
	b.WriteString("  a b c d e f g")
	return b.String()
}
