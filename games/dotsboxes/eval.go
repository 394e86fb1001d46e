package dotsboxes

import (
	"strconv"

	"github.com/tabla-games/tabla/position"
)

// scratch is Evaluate's work space, allocated with the game so that
// evaluating allocates nothing.
type scratch struct {
	drawn []bool
	sides []uint8
	seen  []bool
	stack []int16
}

func (s *scratch) init(geo *geometry) {
	s.drawn = make([]bool, geo.lines)
	s.sides = make([]uint8, geo.boxes)
	s.seen = make([]bool, geo.boxes)
	s.stack = make([]int16, 0, 2*geo.boxes+4)
}

// estimate is the evaluation's look ahead, in boxes from the side to
// move's point of view (see Evaluate).
type estimate struct {
	captured int        // boxes the side to move can take at once
	safe     int        // safe moves left in one greedy line of play
	control  int        // the chain fight's result for the side to move
	parts    components // what the chain fight is over
}

// components counts the scratch board's components once no safe line is
// left (see openerValue): the short chains, and the long chains and loops
// by length class (chainClass, loopClass).
type components struct {
	ones, twos    int
	chains, loops int
	long          int // boxes in long chains and loops
	chainLen      [chainClasses]int
	loopLen       [loopClasses]int
}

// The length classes of long chains (3, 4, 5, 6 or more boxes) and of
// loops (4, 6, 8 or more boxes; a loop has an even length).
const (
	chainClasses = 4
	loopClasses  = 3
)

// chainClass is a long chain's length class, from 3 boxes.
func chainClass(size int) int { return min(size-3, chainClasses-1) }

// loopClass is a loop's length class, from 4 boxes.
func loopClass(size int) int { return min((size-4)/2, loopClasses-1) }

// otherBox is the box on the other side of line l from box b, or -1.
func (geo *geometry) otherBox(l, b int) int {
	lb := geo.lineBoxes[l]
	if int(lb[0]) == b {
		return int(lb[1])
	}
	return int(lb[0])
}

// draw draws line l in the scratch board and returns how many boxes it
// completed; boxes it leaves with three sides are pushed on the stack.
func (s *scratch) draw(geo *geometry, l int) int {
	s.drawn[l] = true
	done := 0
	for _, b := range geo.lineBoxes[l] {
		if b < 0 {
			continue
		}
		s.sides[b]++
		switch s.sides[b] {
		case 4:
			done++
		case 3:
			s.stack = append(s.stack, b)
		}
	}
	return done
}

// look plays the position out in the scratch board the way the long
// chain rule sees it:
//
//  1. the side to move takes every box it can (a box with three sides,
//     then any box that taking it leaves with three, and so on);
//  2. then both sides draw safe lines (lines that give no box away) in
//     line order until none is left, which is one line of play whose
//     length's parity says who must then open a chain;
//  3. what remains splits into components of boxes joined by undrawn
//     lines: short chains (1 or 2 boxes), long chains and loops, which
//     the side that must open one hands over (see openerValue).
//
// With no safe line left the taker may also keep control with the
// all-but-two trick, which costs 4 boxes and leaves the opening to the
// opponent; look takes the better of the two.
func (g *Game) look() estimate {
	copy(g.scratch.drawn, g.drawn)
	copy(g.scratch.sides, g.sides)
	return g.analyse()
}

// analyse is look on the board already copied to the scratch space (the
// position or, for the learned evaluation's features, an image of it).
func (g *Game) analyse() estimate {
	geo, s := g.geo, &g.scratch
	clear(s.seen)
	s.stack = s.stack[:0]
	for b, n := range s.sides {
		if n == 3 {
			s.stack = append(s.stack, int16(b))
		}
	}
	var e estimate
	for len(s.stack) > 0 {
		b := int(s.stack[len(s.stack)-1])
		s.stack = s.stack[:len(s.stack)-1]
		if s.sides[b] != 3 {
			continue
		}
		for _, l := range geo.boxLines[b] {
			if !s.drawn[l] {
				e.captured += s.draw(geo, int(l))
				break
			}
		}
	}
	for l, d := range s.drawn {
		if d {
			continue
		}
		safe := true
		for _, b := range geo.lineBoxes[l] {
			if b >= 0 && s.sides[b] >= 2 {
				safe = false
			}
		}
		if safe {
			s.draw(geo, l)
			e.safe++
		}
	}
	v := g.openerValue(&e.parts)
	switch {
	case e.safe%2 == 1:
		e.control = -v // the side to move draws the last safe line
	case e.safe > 0:
		e.control = v
	case e.captured >= 2:
		e.control = max(v, -4-v)
	default:
		e.control = v
	}
	return e
}

// openerValue is the net number of boxes that the side that must open
// one of the scratch board's components wins from them, when it opens
// the short chains first (each taken one flips who opens next) and the
// long chains and loops last, where the other side keeps control by
// declining the last two boxes of each chain and four of each loop but
// the last, or takes all if that is better. It counts the components in
// c.
func (g *Game) openerValue(c *components) int {
	geo, s := g.geo, &g.scratch
	var ones, twos, chains, loops, long int
	for start := range s.sides {
		if s.seen[start] || s.sides[start] >= 4 {
			continue
		}
		s.seen[start] = true
		s.stack = append(s.stack[:0], int16(start))
		size, open := 0, false
		for len(s.stack) > 0 {
			b := int(s.stack[len(s.stack)-1])
			s.stack = s.stack[:len(s.stack)-1]
			size++
			if s.sides[b] != 2 {
				open = true // a junction: counted as a chain
			}
			for _, l := range geo.boxLines[b] {
				if s.drawn[l] {
					continue
				}
				o := geo.otherBox(int(l), b)
				if o < 0 {
					open = true // the chain ends at the edge
					continue
				}
				if !s.seen[o] {
					s.seen[o] = true
					s.stack = append(s.stack, int16(o))
				}
			}
		}
		switch {
		case !open && size >= 4:
			loops++
			long += size
			c.loopLen[loopClass(size)]++
		case size == 1:
			ones++
		case size == 2:
			twos++
		default:
			chains++
			long += size
			c.chainLen[chainClass(size)]++
		}
	}
	c.ones, c.twos, c.chains, c.loops, c.long = ones, twos, chains, loops, long
	net, opener := 0, true
	for i := 0; i < ones+twos; i++ {
		size := 1
		if i >= ones {
			size = 2
		}
		if opener {
			net -= size
		} else {
			net += size
		}
		opener = !opener
	}
	if chains+loops == 0 {
		return net
	}
	ctrl := long - 4*chains - 8*loops
	if chains > 0 {
		ctrl += 4
	} else {
		ctrl += 8
	}
	ctrl = max(ctrl, 0)
	if opener {
		return net - ctrl
	}
	return net + ctrl
}

// Evaluate is the lead in boxes plus what look foresees: the boxes the
// side to move can take at once, and the chain fight, counted in full
// once no safe line is left and at half weight before, when the parity
// of the safe moves can still change. 100 per box, like the margin. With
// the option eval=learned it is the learned evaluation instead
// (learned.go).
func (g *Game) Evaluate() int {
	if g.learned != nil {
		return g.learnedEval()
	}
	e := g.look()
	v := 100*(g.lead()+e.captured) + controlWeight(e)*e.control
	return min(max(v, -99_000), 99_000)
}

// controlWeight is the centi-boxes per box of the chain fight's estimate.
func controlWeight(e estimate) int {
	if e.safe > 0 {
		return 50
	}
	return 100
}

// EvalTerms breaks Evaluate down: the lead, the boxes to take now, and
// the chain fight (with the number of safe moves left in its name); with
// the learned evaluation the terms are its blocks of features.
func (g *Game) EvalTerms() []position.EvalTerm {
	if g.learned != nil {
		return g.learnedTerms()
	}
	e := g.look()
	return []position.EvalTerm{
		{Name: "lead", Score: 100 * g.lead()},
		{Name: "captures", Score: 100 * e.captured},
		{Name: "chains (" + strconv.Itoa(e.safe) + " safe moves left)", Score: controlWeight(e) * e.control},
	}
}

// OrderHints tries first the lines that complete boxes, then the safe
// lines, then the lines that hand boxes over, fewest first.
func (g *Game) OrderHints(moves []position.Move, scores []int32) {
	for i, m := range moves {
		done, opened := g.completes(int(m))
		switch {
		case done > 0:
			scores[i] = int32(2000 + done)
		case opened == 0:
			scores[i] = 1000
		default:
			scores[i] = int32(-opened)
		}
	}
}
