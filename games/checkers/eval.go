package checkers

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Evaluation weights, in hundredths of a man.
const (
	manValue  = 100
	kingValue = 140
	// backMan rewards each man still on the home rank while the opponent
	// has men that could crown there; bridge rewards the classic guard of
	// squares 1 and 3 (30 and 32 for White): those two men can capture an
	// enemy man arriving on 6, 7 or 8, the only ways to the free squares
	// 2 and 4.
	backMan = 6
	bridge  = 10
	// kingStep is per empty square next to a king: a king's value is its
	// mobility, and a hemmed-in king is a liability.
	kingStep = 3
	// tradeDivisor sets the bonus for trading down when ahead: the
	// material lead times the share of the 24 start pieces already gone,
	// halved.
	tradeDivisor = 48
)

// Square values for one side, indexed by square. They are written for
// Black, whose men move up from rank 0, and turned half round for White, so
// the two sides are valued alike. They are filled at init.
type sideTables struct {
	// advance rewards a man by rank: nearer the crown is more dangerous.
	advance [numSquares]int
	// runaway is the bonus for a man that no enemy piece can stop (see
	// cone): it is as good as a king a few moves from now.
	runaway [numSquares]int
	// cone[i] holds the squares from which an enemy piece might stop a man
	// on i before it crowns: every square ahead of it whose column is
	// within the number of ranks ahead plus two (one for the tempo, one so
	// that a king cannot slip round to capture from the side). A man
	// whose cone is free of enemies is a runaway.
	cone [numSquares]uint32
	// home is the home rank, and bridgeSquares the bridge on it.
	home, bridgeSquares uint32
	// centre are the four centre squares 14, 15, 18, 19, and support the two
	// squares behind them (10 and 11 for Black, 22 and 23 for White).
	centre, support uint32
}

var tables [2]sideTables

// Values by rank, counted from the side's home rank.
var (
	advanceByRank = [8]int{0, 1, 3, 5, 8, 11, 15, 0}
	runawayByRank = [8]int{10, 14, 18, 24, 30, 36, 44, 0}
)

// Centre and king-placement values.
const (
	centreValue  = 6
	supportValue = 3
)

// kingRing are the squares of each ring round the centre, inner first,
// with a king's value there; the outer ring (the edge) is worth nothing.
var (
	kingRing      [3]uint32
	kingRingValue = [3]int{12, 8, 3}
)

func init() {
	bt := &tables[Black]
	bt.home, bt.bridgeSquares = 0x0000000F, 0x00000005 // 1-4; 1 and 3
	bt.centre = 1<<(14-1) | 1<<(15-1) | 1<<(18-1) | 1<<(19-1)
	bt.support = 1<<(10-1) | 1<<(11-1)
	for i := 0; i < numSquares; i++ {
		r, c := rowCol(i)
		bt.advance[i] = advanceByRank[i/4]
		bt.runaway[i] = runawayByRank[i/4]
		for j := 0; j < numSquares; j++ {
			r2, c2 := rowCol(j)
			ahead := r - r2 // ranks ahead, towards row 0
			if ahead > 0 && abs(c2-c) <= ahead+2 {
				bt.cone[i] |= 1 << j
			}
		}
		if ring := max(abs(2*r-7), abs(2*c-7)) / 2; ring < len(kingRing) {
			kingRing[ring] |= 1 << i
		}
	}
	wt := &tables[White]
	wt.home, wt.bridgeSquares = rotate(bt.home), rotate(bt.bridgeSquares)
	wt.centre, wt.support = rotate(bt.centre), rotate(bt.support)
	for i := 0; i < numSquares; i++ {
		j := numSquares - 1 - i // the square half a turn away
		wt.advance[i] = bt.advance[j]
		wt.runaway[i] = bt.runaway[j]
		wt.cone[i] = rotate(bt.cone[j])
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Term is one feature of the evaluation.
type Term uint8

// The evaluation terms, each in hundredths of a man.
const (
	Material     Term = iota // men 100, kings 140
	Advance                  // men nearer the crown
	Runaway                  // men that no enemy piece can stop
	Guard                    // men guarding the home rank while enemy men remain
	Centre                   // men on and behind the centre squares
	KingPlace                // central kings
	KingMobility             // empty squares next to kings
	Trade                    // trading down when ahead
	nTerms
)

var termNames = [nTerms]string{"material", "advance", "runaway", "guard", "centre", "king-place", "king-mobility", "trade"}

func (t Term) String() string {
	if t < nTerms {
		return termNames[t]
	}
	return "Term?"
}

// Breakdown is the evaluation term by term: Breakdown[t][side] is what
// term t is worth to side, from that side's own point of view.
type Breakdown [nTerms][2]int

// Total is the evaluation from side's point of view: its terms less the
// other side's.
func (b Breakdown) Total(side Side) int {
	n := 0
	for t := range b {
		n += b[t][side] - b[t][side^1]
	}
	return n
}

// String lists the terms one a line: name, Black's value, White's value.
func (b Breakdown) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-14s %6s %6s", "term", "black", "white")
	for t := Term(0); t < nTerms; t++ {
		fmt.Fprintf(&sb, "\n%-14s %6d %6d", t, b[t][Black], b[t][White])
	}
	fmt.Fprintf(&sb, "\n%-14s %6d %6d", "total", b.Total(Black), b.Total(White))
	return sb.String()
}

// Breakdown returns the evaluation's terms for both sides; Evaluate is
// their total for the side to move.
func (g *Game) Breakdown() Breakdown {
	var b Breakdown
	g.evalTerms(&b)
	return b
}

// EvalTerms breaks Evaluate down for the protocol's eval command: each
// term from the side to move's point of view; they add up to Evaluate.
// With the learned evaluation the terms are its blocks of features.
func (g *Game) EvalTerms() []position.EvalTerm {
	if g.learned != nil {
		return g.learnedTerms()
	}
	b := g.Breakdown()
	side := g.st.side
	terms := make([]position.EvalTerm, nTerms)
	for t := range terms {
		terms[t] = position.EvalTerm{Name: Term(t).String(), Score: b[t][side] - b[t][side^1]}
	}
	return terms
}

// Evaluate scores the position for the side to move: material (a man 100,
// a king 140), men's advancement, runaway men, the guard of the home rank,
// centre control, kings' placement and mobility, and a bonus for trading
// down when ahead; or with the option eval=learned the learned evaluation
// (learned.go).
func (g *Game) Evaluate() int {
	if g.learned != nil {
		return g.learnedEval()
	}
	var b Breakdown
	g.evalTerms(&b)
	return b.Total(g.st.side)
}

func (g *Game) evalTerms(b *Breakdown) {
	s := &g.st
	all := s.pieces[Black] | s.pieces[White]
	empty := ^all
	kings := s.kings
	sideTerms(b, Black, s.pieces[Black]&^kings, s.pieces[Black]&kings, s.pieces[White]&^kings, s.pieces[White], empty)
	sideTerms(b, White, s.pieces[White]&^kings, s.pieces[White]&kings, s.pieces[Black]&^kings, s.pieces[Black], empty)
	if n := bits.OnesCount32(all); n < 24 {
		lead := b[Material][Black] - b[Material][White]
		ahead := Black
		if lead < 0 {
			lead, ahead = -lead, White
		}
		b[Trade][ahead] = lead * (24 - n) / tradeDivisor
	}
}

// sideTerms fills side's terms.
func sideTerms(b *Breakdown, side Side, men, kings, oppMen, opp, empty uint32) {
	t := &tables[side]
	b[Material][side] = manValue*bits.OnesCount32(men) + kingValue*bits.OnesCount32(kings)
	adv, run := 0, 0
	for m := men; m != 0; m &= m - 1 {
		sq := trailing(m)
		adv += t.advance[sq]
		if t.cone[sq]&opp == 0 {
			run += t.runaway[sq]
		}
	}
	b[Advance][side], b[Runaway][side] = adv, run
	b[Centre][side] = centreValue*bits.OnesCount32(men&t.centre) + supportValue*bits.OnesCount32(men&t.support)
	if oppMen != 0 {
		guard := backMan * bits.OnesCount32(men&t.home)
		if men&t.bridgeSquares == t.bridgeSquares {
			guard += bridge
		}
		// The guard matters as long as there are men that could crown.
		b[Guard][side] = guard * min(bits.OnesCount32(oppMen), 8) / 8
	}
	if kings != 0 {
		place := 0
		for ring, sqs := range kingRing {
			place += kingRingValue[ring] * bits.OnesCount32(kings&sqs)
		}
		b[KingPlace][side] = place
		b[KingMobility][side] = kingStep * (upSteps(kings, empty) + downSteps(kings, empty))
	}
}
