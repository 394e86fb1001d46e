package atarigo

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in hundredths of a heuristic pawn. A proved result
// (a capture on the board, a capture the opponent cannot stop, a working
// ladder) scores far above any positional term but well below the
// search's mate scores, which the search finds once it reads the line.
const (
	winNow       = 60_000 // the side to move can capture
	lostNow      = 55_000 // the opponent captures whatever the side to move does
	ladderWin    = 40_000 // the side to move captures a group by a ladder
	ladderThreat = 250    // one own group the opponent could ladder
	ladderTwo    = 2_500  // two or more such groups: one move cannot save both
	libertyValue = 8      // per liberty of all own stones together
	tempo        = 30     // for having the move
	maxEval      = 99_000
	// ladderBudget caps the nodes of one ladder reading and maxReads the
	// readings for one side in one position, so that a long chase costs
	// bounded time.
	ladderBudget = 96
	maxReads     = 8
)

// groupPenalty is the penalty of one group by its number of liberties
// (4 or more count as 4): a group with few liberties is a target for
// ataris. One liberty occurs here only when the opponent cannot capture
// it, having no stone left, and it still cannot run.
var groupPenalty = [5]int{0, 400, 150, 45, 12}

// Term is one part of the evaluation.
type Term int

// The evaluation's terms, each scored from the side to move's view.
const (
	TermCapture   Term = iota // a capture on the board, or one that cannot be stopped
	TermLadder                // ladders (double ataris too): own to win, the opponent's to fear
	TermShape                 // groups short of liberties, summed by groupPenalty
	TermLiberties             // liberties of all stones, own minus the opponent's
	TermTempo                 // the side to move
	nTerms
)

var termNames = [nTerms]string{"capture", "ladder", "shape", "liberties", "tempo"}

func (t Term) String() string {
	if t >= 0 && t < nTerms {
		return termNames[t]
	}
	return fmt.Sprintf("Term(%d)", int(t))
}

// Breakdown holds the value of every term, from the side to move's view.
type Breakdown [nTerms]int

// Total is Evaluate's value: the sum of the terms, clamped.
func (b Breakdown) Total() int {
	t := 0
	for _, v := range b {
		t += v
	}
	return max(-maxEval, min(maxEval, t))
}

func (b Breakdown) String() string {
	var s strings.Builder
	for t, v := range b {
		fmt.Fprintf(&s, "%s %d ", Term(t), v)
	}
	fmt.Fprintf(&s, "total %d", b.Total())
	return s.String()
}

// analysis is a position's groups and what they threaten, computed once
// per position and shared by Evaluate, OrderHints and GenNoisy.
type analysis struct {
	key   uint64 // hash of the analysed position, when valid
	valid bool
	// atari[c] holds the liberties of c's groups with one liberty (where
	// the other side captures), two[c] those of c's groups with two.
	atari, two [2]set
	// libs[c] is every empty point next to a stone of c.
	libs [2]set
	// twoGroups lists a stone of each of c's groups with two liberties,
	// n2[c] of them.
	twoGroups [2][points]int8
	n2        [2]int
	shape     [2]int // the sums of groupPenalty
	// ladder is the first move of a ladder that wins for the side to
	// move, or -1; read lazily, once ladderRead is set.
	ladder     int
	ladderRead bool
}

// analyse fills g.an for the current position, unless it already holds
// it.
func (g *Game) analyse() *analysis {
	an := &g.an
	if an.valid && an.key == g.st.hash {
		return an
	}
	st := &g.st
	empty := st.emptyPoints()
	for c := Black; c <= White; c++ {
		stones := st.stones[c]
		an.atari[c], an.two[c], an.n2[c], an.shape[c] = set{}, set{}, 0, 0
		an.libs[c] = libertiesOf(stones, empty)
		for rest := stones; !rest.empty(); {
			grp := flood(rest.lowest(), stones)
			rest = rest.andNot(grp)
			libs := libertiesOf(grp, empty)
			k := libs.count()
			an.shape[c] += groupPenalty[min(k, 4)]
			switch k {
			case 1:
				an.atari[c] = an.atari[c].or(libs)
			case 2:
				an.two[c] = an.two[c].or(libs)
				an.twoGroups[c][an.n2[c]] = int8(grp.first())
				an.n2[c]++
			}
		}
	}
	an.key, an.valid, an.ladderRead = st.hash, true, false
	return an
}

// quiet reports whether neither side has a capture to make: the side to
// move has none, and the opponent threatens none. Ladders are read only
// then, as the reader assumes no group in atari that matters.
func (st *state) quiet(an *analysis) bool {
	us, them := st.side, st.side^1
	return (st.reserve[us] == 0 || an.atari[them].empty()) && (st.reserve[them] == 0 || an.atari[us].empty())
}

// ownLadder returns the first move of the shortest ladder that wins for
// the side to move in a quiet position, or -1.
func (g *Game) ownLadder(an *analysis) int {
	if an.ladderRead {
		return an.ladder
	}
	st := &g.st
	us, them := st.side, st.side^1
	an.ladder, an.ladderRead = -1, true
	if st.reserve[us] == 0 || !st.quiet(an) {
		return -1
	}
	lr, best := ladderReader{}, noLadder
	for i := 0; i < min(an.n2[them], maxReads); i++ {
		lr.budget = ladderBudget
		if m, n := lr.attack(board{st.stones, st.reserve}, us, int(an.twoGroups[them][i]), set{}); n < best {
			an.ladder, best = m, n
		}
	}
	return an.ladder
}

// Evaluate scores the position for the side to move: decisive captures
// and ladders first, then liberties.
func (g *Game) Evaluate() int { return g.Breakdown().Total() }

// EvalTerms breaks Evaluate down for the protocol's eval command.
func (g *Game) EvalTerms() []position.EvalTerm {
	b := g.Breakdown()
	out := make([]position.EvalTerm, nTerms)
	for t := range b {
		out[t] = position.EvalTerm{Name: Term(t).String(), Score: b[t]}
	}
	return out
}

// Breakdown computes the evaluation term by term.
func (g *Game) Breakdown() Breakdown {
	var b Breakdown
	st := &g.st
	if st.over() {
		return b
	}
	an := g.analyse()
	us, them := st.side, st.side^1
	b[TermShape] = an.shape[them] - an.shape[us]
	b[TermLiberties] = libertyValue * (an.libs[us].count() - an.libs[them].count())
	b[TermTempo] = tempo
	canMove, canReply := st.reserve[us] > 0, st.reserve[them] > 0
	if canMove && !an.atari[them].empty() {
		b[TermCapture] = winNow
		return b
	}
	if threats := an.atari[us]; canReply && !threats.empty() {
		if !canMove || threats.several() || !g.escapes(threats) {
			b[TermCapture] = -lostNow
		}
		return b
	}
	if g.ownLadder(an) >= 0 {
		b[TermLadder] = ladderWin
		return b
	}
	if canReply {
		caught := 0
		lr := ladderReader{}
		for i := 0; i < min(an.n2[us], maxReads); i++ {
			lr.budget = ladderBudget
			if m, _ := lr.attack(board{st.stones, st.reserve}, them, int(an.twoGroups[us][i]), set{}); m >= 0 {
				caught++
			}
		}
		switch {
		case caught == 1:
			b[TermLadder] = -ladderThreat
		case caught > 1:
			b[TermLadder] = -ladderTwo
		}
	}
	return b
}

// escapes reports whether the side to move, whose groups are in atari at
// the single point of threats, can place a stone there and keep two
// liberties or more.
func (g *Game) escapes(threats set) bool {
	st := &g.st
	if st.placements().and(threats).empty() {
		return false
	}
	own := st.stones[st.side].or(threats)
	return libertiesOf(flood(threats, own), st.emptyPoints().andNot(threats)).several()
}

// board is the part of a position the ladder reader plays on, copied by
// value down its variations.
type board struct {
	stones  [2]set
	reserve [2]uint8
}

// ladderReader reads ladders: the attacker keeps putting the target group
// in atari, and the defender's only answers are to capture something
// (which wins Atari Go outright) or to extend at the last liberty. A
// second defender group in atari at another point (a double atari) wins
// for the attacker too. It proves a capture or gives up; budget counts
// the nodes it may still visit. Where both ataris win it keeps the
// shorter ladder, so that the search's quiescence, which plays the
// ladder, reports the mate distance of the shortest one it read.
type ladderReader struct{ budget int }

// noLadder is the length of a ladder that was not proved.
const noLadder = 1 << 20

// attack returns the first move of a ladder by a, to move, that captures
// the defender's group at point tgt, which has two liberties, and its
// length in attacker's moves, the capture included; or -1 and noLadder.
// placed holds the stones the ladder has placed so far: only groups next
// to them can have come into atari since the start, where no group that
// matters is in atari.
func (lr *ladderReader) attack(b board, a Color, tgt int, placed set) (move, length int) {
	move, length = -1, noLadder
	lr.budget--
	if lr.budget < 0 || b.reserve[a] == 0 {
		return move, length
	}
	d := a ^ 1
	empty := full.andNot(b.stones[0].or(b.stones[1]))
	libs := libertiesOf(flood(pointSet(tgt), b.stones[d]), empty)
	for l := libs; !l.empty(); {
		p := l.pop()
		ps := pointSet(p)
		nb := b
		nb.stones[a] = nb.stones[a].or(ps)
		nb.reserve[a]--
		if libertiesOf(flood(ps, nb.stones[a]), empty.andNot(ps)).empty() {
			continue // suicide: no defender group has its last liberty at p
		}
		if n := lr.defend(nb, a, tgt, libs.andNot(ps), placed.or(ps)); 1+n < length {
			move, length = p, 1+n
		}
	}
	return move, length
}

// defend answers the atari on the group at tgt, whose last liberty is x.
// It returns the attacker's moves still needed to capture, or noLadder
// when the defender escapes (or the reading gives up).
func (lr *ladderReader) defend(b board, a Color, tgt int, x, placed set) int {
	lr.budget--
	if lr.budget < 0 || b.reserve[a] == 0 {
		return noLadder
	}
	d := a ^ 1
	empty := full.andNot(b.stones[0].or(b.stones[1]))
	if b.reserve[d] > 0 && !atariNear(b.stones[a], empty, placed).empty() {
		return noLadder // the defender captures, and wins
	}
	if !atariNear(b.stones[d], empty, placed).andNot(x).empty() || b.reserve[d] == 0 {
		return 1 // two defender groups in atari, or no stone to extend with
	}
	nb := b
	nb.stones[d] = nb.stones[d].or(x)
	nb.reserve[d]--
	libs := libertiesOf(flood(pointSet(tgt), nb.stones[d]), empty.andNot(x))
	switch {
	case !libs.several():
		return 1 // the extension is a suicide or leaves one liberty
	case libs.count() > 2:
		return noLadder // escaped
	}
	_, n := lr.attack(nb, a, tgt, placed.or(x))
	return n
}

// atariNear returns the liberties of the groups of stones that have one
// liberty and touch or contain a point of near.
func atariNear(stones, empty, near set) set {
	var out set
	for seeds := stones.and(near.or(near.spread())); !seeds.empty(); {
		grp := flood(seeds.lowest(), stones)
		seeds = seeds.andNot(grp)
		if l := libertiesOf(grp, empty); !l.several() {
			out = out.or(l)
		}
	}
	return out
}

// GenNoisy returns the moves that decide the game, for the search's
// quiescence. If the side to move can capture: the captures (a win).
// Otherwise, if the opponent threatens a capture, the side to move must
// stop it: every other move loses to that capture on the next ply, so the
// one escape, or when there is none a single move standing for all the
// equally lost ones, is the whole (forced) list. Otherwise, the first
// move of a ladder that wins, if the side to move has one; the defender's
// answers are then forced, and the line ends in a capture. Else nothing,
// and the side to move stands pat.
func (g *Game) GenNoisy(buf []position.Move) ([]position.Move, bool) {
	st := &g.st
	if st.over() {
		return buf, false
	}
	us, them := st.side, st.side^1
	an := g.analyse()
	if st.reserve[us] > 0 && !an.atari[them].empty() {
		for caps := an.atari[them]; !caps.empty(); {
			buf = append(buf, position.Move(caps.pop()))
		}
		return buf, true
	}
	if threats := an.atari[us]; st.reserve[them] > 0 && !threats.empty() {
		legal := st.placements()
		switch {
		case !legal.and(threats).empty():
			buf = append(buf, position.Move(legal.and(threats).first()))
		case !legal.empty():
			buf = append(buf, position.Move(legal.first()))
		default:
			buf = append(buf, movePass)
		}
		return buf, true
	}
	if m := g.ownLadder(an); m >= 0 {
		buf = append(buf, position.Move(m))
	}
	return buf, false
}

// OrderHints ranks captures first, then escapes from atari, the first
// move of a winning ladder, other ataris, extensions of own groups short
// of liberties, and then moves next to many stones and away from the
// edge; self-ataris come last.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	st := &g.st
	an := g.analyse()
	us, them := st.side, st.side^1
	empty := st.emptyPoints()
	ladder := g.ownLadder(an)
	for i, m := range moves {
		if m == movePass {
			scores[i] = 0
			continue
		}
		p := int(m)
		var s int32
		capture := an.atari[them].has(p)
		switch {
		case capture:
			s += 1 << 24
		case an.atari[us].has(p):
			s += 1 << 22
		}
		if p == ladder {
			s += 1 << 21
		}
		if an.two[them].has(p) {
			s += 1 << 16
		}
		if an.two[us].has(p) {
			s += 1 << 14
		}
		nb := neighbors[p]
		s += 64*int32(nb.and(st.stones[them]).count()) + 32*int32(nb.and(st.stones[us]).count()) + 8*int32(lineOf[p])
		// A stone with three empty neighbours keeps three liberties.
		if !capture && nb.and(empty).count() < 3 {
			ps := pointSet(p)
			libs := libertiesOf(flood(ps, st.stones[us].or(ps)), empty.andNot(ps))
			switch {
			case !libs.several():
				s -= 1 << 20
			case libs.count() == 2:
				s -= 1 << 10
			}
		}
		scores[i] = s
	}
}
