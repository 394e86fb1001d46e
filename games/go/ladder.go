package gogame

// Ladder reading (the package documentation's "Playouts" and "Priors").
// A group in atari escapes a ladder when, with its owner to move, it can
// reach three liberties by extending on its liberty or by capturing an
// attacker group in atari next to it, however the attacker keeps
// chasing it with ataris on one of its two liberties. The reader plays
// the ladder out on a board with place and takes every stone back with
// undo, so it allocates nothing once the board's log has grown; the
// playout board reads through a board that aliases its planes.

// ladderBudget caps the stones one reading places in the priors. A
// ladder costs about two a step, the atari and the extension (an atari
// after which the extension would have three liberties is never
// played), some 80 across a 19×19 board, more where ataris fail deep in
// the reading; a reading that runs out counts the group as escaping,
// which is what the priors assumed before they read ladders.
const ladderBudget = 200

// ladder is one reading under way: the board and the placements left.
type ladder struct {
	b    *board
	left int
}

// ladderCaptured reports whether the group of the stone s, which has one
// liberty, is captured in a ladder when its owner is to move; ko is the
// simple-ko point the owner may not fill, or 0.
func (b *board) ladderCaptured(s, ko int) bool {
	l := ladder{b, ladderBudget}
	return l.defend(s, ko)
}

// ladderWorks reports whether the group of the stone s, which has two
// liberties, is captured in a ladder when its opponent is to move and
// ataris it; ko is the point the opponent may not fill, or 0. The
// reading places at most budget stones.
func (b *board) ladderWorks(s, ko, budget int) bool {
	l := ladder{b, budget}
	return l.attack(s, ko)
}

// koAfter is the simple-ko point after a placement on p that reported r:
// the captured stone's point when p took exactly one stone and stands
// alone with that one liberty, else 0.
func (b *board) koAfter(p int, r placed) int {
	if r.captured == 1 && b.head[p] == int16(p) && b.size[p] == 1 && b.libs[p] == 1 {
		return int(r.capturedAt)
	}
	return 0
}

// play places a stone of colour c on p, which must be empty, and returns
// the ko point after it, or reports that the budget is spent (ok false)
// and places nothing; the caller undoes the placement to the log length
// it noted.
func (l *ladder) play(p int, c Color) (ko int, ok bool) {
	if l.left <= 0 {
		return 0, false
	}
	l.left--
	return l.b.koAfter(p, l.b.place(p, c)), true
}

// defend reports whether the group of s (one liberty, its owner to move)
// is captured: neither a capture of an attacker group in atari next to
// it nor the extension on its liberty reaches three liberties, or two
// from which attack fails. A reading out of budget escapes.
func (l *ladder) defend(s, ko int) bool {
	b := l.b
	c := Color(b.color[s])
	h := int(b.head[s])
	// The capturing points, collected before any stone is placed (place
	// uses the marks).
	var caps [9]int // up to 8 captures, then the extension
	n := 0
	lib := 0
	st := b.newStamp()
	for t := h; ; {
		for _, q := range b.neighbours(t) {
			switch v := b.color[q]; {
			case v == empty:
				lib = q
			case v == c.v() || v == offBoard:
			default:
				if g := int(b.head[q]); b.libs[g] == 1 && b.mark[g] != st && n < len(caps)-1 {
					b.mark[g] = st
					caps[n] = b.libertyOf(g)
					n++
				}
			}
		}
		t = int(b.next[t])
		if t == h {
			break
		}
	}
	caps[n] = lib
	for _, p := range caps[:n+1] {
		if p == 0 || p == ko || b.color[p] != empty {
			continue
		}
		mark := len(b.log)
		nko, ok := l.play(p, c)
		if !ok {
			return false
		}
		escapes := false
		switch libs := b.libs[b.head[s]]; {
		case libs >= 3:
			escapes = true
		case libs == 2:
			escapes = !l.attack(s, nko)
		}
		b.undo(mark)
		if escapes {
			return false
		}
	}
	return true
}

// attack reports whether the opponent of s's group (two liberties, the
// opponent to move) captures it by an atari on one of the liberties
// after which defend fails. It tries first the atari that leaves the
// defender the liberty with fewer empty neighbours.
func (l *ladder) attack(s, ko int) bool {
	b := l.b
	o := 3 - Color(b.color[s])
	l1, l2 := b.twoLiberties(int(b.head[s]))
	if l2 == 0 {
		return false
	}
	if b.emptyAround(l1) < b.emptyAround(l2) {
		l1, l2 = l2, l1 // the atari on l1 leaves l2, the poorer one
	}
	for _, p := range [2]int{l1, l2} {
		// After the atari on p the defender extends on the other
		// liberty e, and keeps e's empty neighbours, p aside, as
		// liberties: with three it escapes.
		e := l1 + l2 - p
		if p == ko || b.emptyAround(e)-adjacent(p, e, b.geo.w) >= 3 {
			continue
		}
		mark := len(b.log)
		nko, ok := l.play(p, o)
		if !ok {
			return false
		}
		// A suicide is no atari; an atari that leaves the group one
		// liberty goes on.
		captured := b.libs[b.head[p]] > 0 && b.libs[b.head[s]] == 1 && l.defend(s, nko)
		b.undo(mark)
		if captured {
			return true
		}
	}
	return false
}

// libertyOf returns a liberty of the group with head h, or 0.
func (b *board) libertyOf(h int) int {
	for t := h; ; {
		for _, q := range b.neighbours(t) {
			if b.color[q] == empty {
				return q
			}
		}
		t = int(b.next[t])
		if t == h {
			return 0
		}
	}
}

// twoLiberties returns two distinct liberties of the group with head h,
// 0 for those it lacks.
func (b *board) twoLiberties(h int) (l1, l2 int) {
	for t := h; ; {
		for _, q := range b.neighbours(t) {
			if b.color[q] != empty || q == l1 {
				continue
			}
			if l1 == 0 {
				l1 = q
			} else {
				return l1, q
			}
		}
		t = int(b.next[t])
		if t == h {
			return l1, 0
		}
	}
}

// emptyAround counts the empty neighbours of p.
func (b *board) emptyAround(p int) int {
	n := 0
	for _, q := range b.neighbours(p) {
		if b.color[q] == empty {
			n++
		}
	}
	return n
}

// ladders places c on p, reads the ladders the move takes part in and
// takes it back. doomed, read when saving (the move joins a group in
// atari): the group the stone joins has one liberty, or two and a
// ladder captures it; caught: the groups the move puts in atari that a
// ladder captures.
func (b *board) ladders(p int, c Color, saving bool) (doomed bool, caught int) {
	mark := len(b.log)
	ko := b.koAfter(p, b.place(p, c))
	if saving {
		switch libs := b.libs[b.head[p]]; {
		case libs <= 1:
			doomed = true
		case libs == 2:
			doomed = b.ladderWorks(p, ko, ladderBudget)
		}
	}
	// Ataris: opponent groups next to p left with one liberty, listed
	// before any reading moves the board.
	heads, n := b.adjacentGroups(p)
	for _, h := range heads[:n] {
		if b.color[h] != (3-c).v() || b.libs[h] != 1 {
			continue
		}
		if b.ladderCaptured(int(h), ko) {
			caught++
		}
	}
	b.undo(mark)
	return doomed, caught
}

// ladderPlayoutBudget is ladderBudget in the playouts, where a reading
// is cheaper to cut short: enough for a ladder across a 9×9 board.
const ladderPlayoutBudget = 40

// adjacent is 1 when the points p and q are neighbours on a board of
// row width w, else 0.
func adjacent(p, q, w int) int {
	if d := p - q; d == 1 || d == -1 || d == w || d == -w {
		return 1
	}
	return 0
}
