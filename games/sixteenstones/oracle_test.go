package sixteenstones_test

// This file holds a second, deliberately slow and plain move generator,
// written from the rules in doc.go alone.
// It shares no code with the package: it has its own board, its own
// position-string reader and writer and its own notation, and it talks to
// the package only through position.Playable (GenMoves, FormatMove,
// ParseMove, Make, Position). Where the engine is clever (bit masks,
// incremental candidate lists, a move encoding), the oracle is literal:
// it enumerates action sequences and filters them by the turn rules, and
// it finds captures by listing every sandwich on the board after an
// action and keeping the ones that the captures rule of doc.go's Rules
// calls new.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// oSq is one cell of the oracle's board.
type oSq struct {
	who   int // 0 empty, 1 red, 2 blue
	fresh bool
}

// oPos is a whole position as doc.go's Position string section describes
// it. Arrays are indexed by file and rank (0-4), and by side 1 (red) or 2
// (blue).
type oPos struct {
	sq     [5][5]oSq
	side   int
	hand   [3]int
	bank   [3]int
	first  [3]bool
	passes int
	noProg int
}

// oCell is a file and a rank.
type oCell struct{ f, r int }

func (c oCell) name() string { return string([]byte{byte('a' + c.f), byte('1' + c.r)}) }

func (c oCell) on() bool { return c.f >= 0 && c.f < 5 && c.r >= 0 && c.r < 5 }

func (c oCell) add(d oCell, k int) oCell { return oCell{c.f + k*d.f, c.r + k*d.r} }

// oDirs are the eight directions (8-neighbours) of doc.go's Rules; the
// first four are one direction of each of the four lines.
var oDirs = []oCell{{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, -1}, {-1, 0}, {-1, -1}, {-1, 1}}

func (p *oPos) at(c oCell) oSq { return p.sq[c.f][c.r] }

func (p *oPos) set(c oCell, s oSq) { p.sq[c.f][c.r] = s }

func (p *oPos) onBoard(who int) int {
	n := 0
	for f := 0; f < 5; f++ {
		for r := 0; r < 5; r++ {
			if p.sq[f][r].who == who {
				n++
			}
		}
	}
	return n
}

// oParse reads a position string (doc.go's Position string section).
func oParse(s string) (oPos, error) {
	var p oPos
	w := strings.Fields(s)
	if len(w) != 9 {
		return p, fmt.Errorf("%d fields", len(w))
	}
	ranks := strings.Split(w[0], "/")
	if len(ranks) != 5 {
		return p, fmt.Errorf("%d ranks", len(ranks))
	}
	for i, row := range ranks {
		r, f := 4-i, 0
		for _, ch := range row {
			switch {
			case ch >= '1' && ch <= '5':
				f += int(ch - '0')
				continue
			case ch == 'R':
				p.sq[f][r] = oSq{1, false}
			case ch == 'B':
				p.sq[f][r] = oSq{2, false}
			case ch == 'r':
				p.sq[f][r] = oSq{1, true}
			case ch == 'b':
				p.sq[f][r] = oSq{2, true}
			default:
				return p, fmt.Errorf("letter %q", ch)
			}
			f++
		}
		if f != 5 {
			return p, fmt.Errorf("rank %q", row)
		}
	}
	p.side = map[string]int{"r": 1, "b": 2}[w[1]]
	nums := make([]int, 4)
	for i := range nums {
		nums[i], _ = strconv.Atoi(w[2+i])
	}
	p.hand[1], p.hand[2], p.bank[1], p.bank[2] = nums[0], nums[1], nums[2], nums[3]
	p.first[1] = strings.Contains(w[6], "R")
	p.first[2] = strings.Contains(w[6], "B")
	p.passes, _ = strconv.Atoi(w[7])
	p.noProg, _ = strconv.Atoi(w[8])
	return p, nil
}

// String writes the position string (doc.go's Position string section).
func (p oPos) String() string {
	var b strings.Builder
	for r := 4; r >= 0; r-- {
		empty := 0
		for f := 0; f < 5; f++ {
			s := p.sq[f][r]
			if s.who == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			ch := "RB"[s.who-1]
			if s.fresh {
				ch += 'a' - 'A'
			}
			b.WriteByte(ch)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	first := ""
	if p.first[1] {
		first += "R"
	}
	if p.first[2] {
		first += "B"
	}
	if first == "" {
		first = "-"
	}
	return fmt.Sprintf("%s %s %d %d %d %d %s %d %d", b.String(), "?rb"[p.side:p.side+1],
		p.hand[1], p.hand[2], p.bank[1], p.bank[2], first, p.passes, p.noProg)
}

// over reports a finished game (the game-end paragraph of doc.go's Rules),
// without repetitions: the oracle is only asked about positions whose
// history cannot repeat.
func (p *oPos) over(limit int) bool {
	if p.passes >= 2 {
		return true
	}
	if p.hand[1] == 0 && p.hand[2] == 0 && (p.onBoard(1) <= 1 || p.onBoard(2) <= 1) {
		return true
	}
	return limit > 0 && p.noProg >= limit
}

// oTurn is a legal turn: its text and the position after it.
type oTurn struct {
	text  string
	after oPos
}

// oTurns lists every legal turn of p with the given no-progress limit.
func oTurns(p oPos, limit int) []oTurn {
	if p.over(limit) {
		return nil
	}
	var out []oTurn
	if p.hand[1] > 0 || p.hand[2] > 0 {
		for r := 0; r < 5; r++ {
			for f := 0; f < 5; f++ {
				if p.sq[f][r].who != 0 {
					continue
				}
				q := p
				q.sq[f][r] = oSq{p.side, false}
				q.hand[p.side]--
				q.side = 3 - p.side
				out = append(out, oTurn{oCell{f, r}.name(), q})
			}
		}
		return out
	}
	oExtend(p, nil, "", false, &out)
	if len(out) == 0 {
		q := p
		q.passes++
		q.first[p.side] = false
		q.noProg++
		q.side = 3 - p.side
		out = append(out, oTurn{"pass", q})
	}
	return out
}

// oExtend grows the partial turn kinds ('M', 'P', 's'), whose text so far
// is text and which leaves p, by one more item in every allowed way, and
// emits it whenever it is a complete turn under the turn structure of
// doc.go's Rules.
func oExtend(p oPos, kinds []byte, text string, progress bool, out *[]oTurn) {
	me := p.side
	moves, pushes, sacs := 0, 0, 0
	for _, k := range kinds {
		switch k {
		case 'M':
			moves++
		case 'P':
			pushes++
		case 's':
			sacs++
		}
	}
	actions := moves + pushes
	complete := actions >= 1
	if p.first[me] && (actions != 1 || sacs != 0) {
		complete = false
	}
	if sacs == 1 && moves < 2 && pushes < 2 {
		complete = false // a sacrifice must buy a second action of a type
	}
	won := actions > 0 && p.onBoard(3-me) <= 1
	if complete {
		q := p
		q.side = 3 - me
		q.first[me] = false
		q.passes = 0
		if progress {
			q.noProg = 0
		} else {
			q.noProg++
		}
		*out = append(*out, oTurn{text, q})
	}
	if won || len(kinds) == 4 {
		return
	}
	join := func(s string) string {
		if text == "" {
			return s
		}
		return text + "/" + s
	}
	// A Sacrifice: once, not on a first turn, with a bank stone.
	if sacs == 0 && !p.first[me] && p.bank[me] >= 1 {
		q := p
		q.bank[me]--
		oExtend(q, append(slices.Clone(kinds), 's'), join("s"), true, out)
	}
	if p.first[me] && actions == 1 {
		return
	}
	// A second action of a type only after the sacrifice, never a third.
	canMove := moves == 0 || (moves == 1 && sacs == 1 && pushes < 2)
	canPush := pushes == 0 || (pushes == 1 && sacs == 1 && moves < 2)
	for f := 0; f < 5; f++ {
		for r := 0; r < 5; r++ {
			from := oCell{f, r}
			if p.at(from).who != me {
				continue
			}
			for _, d := range oDirs {
				to := from.add(d, 1)
				if !to.on() {
					continue
				}
				if canMove && p.at(to).who == 0 {
					q := p
					q.set(to, oSq{me, false})
					q.set(from, oSq{})
					isNew := func(x, a, b oCell) bool { return a == to || b == to }
					for _, c := range oCaptures(q, isNew) {
						oExtend(c.pos, append(slices.Clone(kinds), 'M'), join(from.name()+"-"+to.name()+c.text), progress || c.text != "", out)
					}
				}
				if canPush && p.at(to).who == 3-me {
					q, pushed, off, ok := oPush(p, from, d)
					if !ok {
						continue
					}
					isNew := func(x, a, b oCell) bool { return a == to || b == to || slices.Contains(pushed, x) }
					for _, c := range oCaptures(q, isNew) {
						oExtend(c.pos, append(slices.Clone(kinds), 'P'), join(from.name()+">"+to.name()+c.text), progress || off || c.text != "", out)
					}
				}
			}
		}
	}
}

// oPush applies the push L>F (L = from, F = from+d) of doc.go's Rules if it
// is legal. It returns the new position, the cells where the pushed
// opponent stones now stand (those still on the board) and whether one left
// the board.
func oPush(p oPos, from, d oCell) (q oPos, pushed []oCell, off, ok bool) {
	me := p.side
	var train, target []oCell
	for c := from; c.on() && p.at(c).who == me; c = c.add(d, -1) {
		train = append(train, c)
	}
	F := from.add(d, 1)
	c := F
	for ; c.on() && p.at(c).who == 3-me; c = c.add(d, 1) {
		target = append(target, c)
	}
	if len(train) <= len(target) || (c.on() && p.at(c).who != 0) {
		return p, nil, false, false
	}
	q = p
	for _, c := range append(slices.Clone(train), target...) {
		q.set(c, oSq{})
	}
	for _, c := range train {
		q.set(c.add(d, 1), oSq{me, false})
	}
	for _, c := range target {
		n := c.add(d, 1)
		if !n.on() {
			q.bank[3-me]++
			off = true
			continue
		}
		q.set(n, oSq{3 - me, false})
		pushed = append(pushed, n)
	}
	return q, pushed, off, true
}

// oCapture is one outcome of the capture step: the capture text ("x<cell>"
// per captured stone in cell order) and the position after it.
type oCapture struct {
	text string
	pos  oPos
}

// oCaptures lists every sandwich of an opponent stone x between two normal
// stones a, b of the mover on one line, keeps those that isNew accepts
// (the captures rule of doc.go's Rules), and returns every allowed
// outcome of that rule's bank limit and fresh replacements.
func oCaptures(p oPos, isNew func(x, a, b oCell) bool) []oCapture {
	me := p.side
	var cand []oCell
	for r := 0; r < 5; r++ { // cell order: rank 1 first, then a to e
		for f := 0; f < 5; f++ {
			x := oCell{f, r}
			if p.at(x).who != 3-me {
				continue
			}
			for _, d := range oDirs[:4] {
				a, b := x.add(d, -1), x.add(d, 1)
				if a.on() && b.on() && p.at(a) == (oSq{me, false}) && p.at(b) == (oSq{me, false}) && isNew(x, a, b) {
					cand = append(cand, x)
					break
				}
			}
		}
	}
	n := p.bank[me]
	if n == 0 || len(cand) == 0 {
		return []oCapture{{"", p}}
	}
	var outs []oCapture
	var pick func(i int, chosen []oCell)
	pick = func(i int, chosen []oCell) {
		if len(chosen) == min(n, len(cand)) {
			q := p
			text := ""
			for _, x := range chosen {
				q.set(x, oSq{me, true})
				q.bank[3-me]++
				q.bank[me]--
				text += "x" + x.name()
			}
			outs = append(outs, oCapture{text, q})
			return
		}
		if i == len(cand) {
			return
		}
		pick(i+1, append(slices.Clone(chosen), cand[i]))
		pick(i+1, chosen)
	}
	pick(0, nil)
	return outs
}

// oPerft counts leaves depth plies below p, a finished game before the
// last ply counting as none, as testdata/perft's tables do.
func oPerft(p oPos, depth, limit int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, t := range oTurns(p, limit) {
		n += oPerft(t.after, depth-1, limit)
	}
	return n
}

// compareWithOracle checks that g generates exactly the oracle's turns,
// with the same texts and the same positions after them, and that a share
// of the oracle's texts parse (every one when parseEvery is 1). It returns
// the game's moves.
func compareWithOracle(t *testing.T, g position.Playable, limit, parseEvery int) []position.Move {
	t.Helper()
	pos := g.Position()
	p, err := oParse(pos)
	if err != nil {
		t.Fatalf("oracle cannot read %q: %v", pos, err)
	}
	if p.String() != pos {
		t.Fatalf("oracle reads %q back as %q", pos, p.String())
	}
	want := map[string]string{}
	for _, tu := range oTurns(p, limit) {
		if _, dup := want[tu.text]; dup {
			t.Fatalf("%s: oracle lists %q twice", pos, tu.text)
		}
		want[tu.text] = tu.after.String()
	}
	ms := g.GenMoves(nil)
	got := map[string]string{}
	for _, m := range ms {
		s := g.FormatMove(m)
		if _, dup := got[s]; dup {
			t.Fatalf("%s: engine lists %q twice", pos, s)
		}
		g.Make(m)
		got[s] = g.Position()
		g.Unmake()
	}
	var missing, extra, differ []string
	for s, after := range want {
		a, ok := got[s]
		switch {
		case !ok:
			missing = append(missing, s)
		case a != after:
			differ = append(differ, fmt.Sprintf("%s gives %q, oracle %q", s, a, after))
		}
	}
	for s := range got {
		if _, ok := want[s]; !ok {
			extra = append(extra, s)
		}
	}
	if len(missing)+len(extra)+len(differ) > 0 {
		slices.Sort(missing)
		slices.Sort(extra)
		slices.Sort(differ)
		t.Fatalf("%s: engine %d turns, oracle %d\nmissing (first 10): %v\nextra (first 10): %v\ndiffer (first 5): %v",
			pos, len(got), len(want), first(missing, 10), first(extra, 10), first(differ, 5))
	}
	i := 0
	for s := range want {
		if i%parseEvery == 0 {
			if _, err := g.ParseMove(s); err != nil {
				t.Fatalf("%s: ParseMove(%q): %v", pos, s, err)
			}
		}
		i++
	}
	return ms
}

func first(s []string, n int) []string { return s[:min(n, len(s))] }

// oracleStarts are the positions of TestWorkedExamples, the conformance
// starts and the positions of the capture scenarios.
var oracleStarts = []string{
	"BBBBB/2BBB/5/RRR2/RRRRR r 0 0 0 0 RB 0 0",
	"B3B/5/2B2/1R3/R4 r 0 0 0 0 - 0 0",
	"B3B/5/2B2/1R3/R4 r 0 0 0 0 R 0 0",
	"B3B/3R1/2R2/5/B4 r 0 0 0 0 - 0 0",
	"B4/3B1/2B2/1R3/R4 r 0 0 0 0 - 0 0",
	"B3B/3R1/2B2/1R3/R4 r 0 0 0 0 - 0 0",
	"B3B/5/5/5/RB1R1 r 0 0 1 0 - 0 0",
	"B3B/5/5/5/RB1R1 r 0 0 0 0 - 0 0",
	"B3B/5/5/5/rB1R1 r 0 0 1 0 - 0 0",
	"5/5/5/1B2R/R1R1B b 0 0 1 0 - 0 0",
	"5/5/5/4R/RBR1B r 0 0 1 0 - 0 1",
	"B3B/5/3R1/RRB2/3R1 r 0 0 1 0 - 0 0",
	"4B/5/5/5/RB1R1 r 0 0 1 0 - 0 0",
	"B1R1B/2B2/3BR/1R3/5 r 0 0 1 0 - 0 0",
	"B1R1B/2B2/3BR/1R3/5 r 0 0 2 0 - 0 0",
	"B3B/5/3R1/RRB2/3R1 r 0 0 2 1 - 0 0",
	"1B1B1/R1B1R/2R2/B1r1B/1R1R1 b 0 0 2 2 - 0 0",
	"3BR/3BB/5/BB3/RB3 r 0 0 0 0 - 0 0",
	"1RBR1/5/2B2/2R2/B1R1B r 0 0 1 0 - 0 0",
}

// TestOracleTurns compares every turn of the fixed positions, and of the
// capture scenarios, with the oracle.
func TestOracleTurns(t *testing.T) {
	starts := slices.Clone(oracleStarts)
	for _, c := range captureCases {
		starts = append(starts, c.pos)
	}
	for _, pos := range starts {
		g := positiontest.Load(t, "sixteen-stones", pos, "repetition_draw=off", "no_progress_limit=0")
		compareWithOracle(t, g, 0, 1)
	}
}

// TestOraclePerft recomputes the perft table with the oracle: its counts
// come from the rules text, not from the engine.
func TestOraclePerft(t *testing.T) {
	cases, err := positiontest.LoadPerft("../../testdata/perft/sixteen-stones.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("line%d/depth%d", c.Line, c.Depth), func(t *testing.T) {
			if c.Count > 20_000 && testing.Short() {
				t.Skipf("%d leaves: skipped with -short", c.Count)
			}
			if len(c.Options) != 0 {
				t.Fatalf("options %v: the oracle knows only the defaults", c.Options)
			}
			pos := c.Position
			if pos == "" {
				pos = "5/5/5/5/5 r 8 8 0 0 RB 0 0"
			}
			p, err := oParse(pos)
			if err != nil {
				t.Fatal(err)
			}
			// Repetitions need at least four plies of history, more than
			// the table's play-phase depths; setup never repeats.
			if got := oPerft(p, c.Depth, 200); got != c.Count {
				t.Errorf("oracle perft(%d) of %s = %d, table %d", c.Depth, pos, got, c.Count)
			}
		})
	}
}

// randomPlayPosition builds a random play-phase position: 2-8 stones a
// side on random cells, random fresh flags, banks and first-turn flags.
func randomPlayPosition(rng *rand.Rand) string {
	var p oPos
	for who := 1; who <= 2; who++ {
		n := 2 + rng.IntN(7)
		for placed := 0; placed < n; {
			f, r := rng.IntN(5), rng.IntN(5)
			if p.sq[f][r].who != 0 {
				continue
			}
			p.sq[f][r] = oSq{who, rng.IntN(5) == 0}
			placed++
		}
		p.bank[who] = rng.IntN(8 - n + 1)
		if p.bank[who] > 3 {
			p.bank[who] = rng.IntN(4) // keep the turn lists small
		}
		p.first[who] = rng.IntN(6) == 0
	}
	p.side = 1 + rng.IntN(2)
	return p.String()
}

// TestOraclePlayouts plays random games, from random setups and from
// random constructed play-phase positions, and compares every position's
// turns with the oracle.
func TestOraclePlayouts(t *testing.T) {
	games, plies := 120, 12
	if testing.Short() {
		games, plies = 50, 10
	}
	rng := rand.New(rand.NewPCG(16, 5))
	positions := 0
	for i := 0; i < games; i++ {
		g := positiontest.New(t, "sixteen-stones", "repetition_draw=off", "no_progress_limit=0")
		n := plies
		if i%4 == 0 {
			n += 16 // through the setup
		} else if err := g.SetPosition(randomPlayPosition(rng)); err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < n; ply++ {
			ms := compareWithOracle(t, g, 0, 5)
			positions++
			if len(ms) == 0 {
				break
			}
			g.Make(ms[rng.IntN(len(ms))])
		}
	}
	t.Logf("%d positions compared", positions)
}
