package gogame

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// diagram is the position string of a board drawn row by row from the
// top, '.' empty, 'x' Black, 'o' White, with side ("b" or "w") to move.
func diagram(side string, rows ...string) string {
	b := make([][]byte, len(rows))
	for i, r := range rows {
		b[i] = []byte(strings.ReplaceAll(r, ".", "\x00"))
	}
	return position.FormatRows(b) + " " + side + " 0 0 -"
}

// The ladder scenarios on 9×9. White's c3 is chased by Black's c4, b3
// and d2 towards the upper right; a ladder that reaches the edge
// captures it.
var (
	// White c3 in atari on d3, White to move: the ladder runs to the
	// upper right edge.
	ladderWorking = diagram("w", ".........", ".........", ".........", ".........", ".........",
		"..x......", ".xo......", "..xx.....", ".........")
	// The same with a white stone on f6, on the ladder's path.
	ladderBroken = diagram("w", ".........", ".........", ".........", ".....o...", ".........",
		"..x......", ".xo......", "..xx.....", ".........")
	// White f7 in atari on g7 near the top: two steps reach the edge.
	ladderEdge = diagram("w", ".........", ".....x...", "....xo...", ".....xx..", ".........",
		".........", ".........", ".........", ".........")
	// The working ladder, but Black's chaser b3 is itself in atari:
	// White escapes by capturing it on b2.
	ladderCaptureChaser = diagram("w", ".........", ".........", ".........", ".........", ".........",
		".ox......", "oxo......", "..xx.....", ".........")
	// White c3 with two liberties, c2 and d3, Black to move; White's c1
	// makes the atari on d3 fail, so Black must atari on c2 and chase
	// White towards the upper right.
	ladderAtari = diagram("b", ".........", ".........", ".........", ".........", ".........",
		"..x......", ".xo......", "...x.....", "..o......")
	// The same with White's breaker on f6: no atari works.
	ladderAtariBroken = diagram("b", ".........", ".........", ".........", ".....o...", ".........",
		"..x......", ".xo......", "...x.....", "..o......")
)

// TestLadder reads the scenarios in each of the board's 8 symmetries:
// whether the group in atari is captured with its owner to move
// (ladderCaptured), or whether the group with two liberties is captured
// with the attacker to move (ladderWorks), and that the reading leaves
// the game as it was.
func TestLadder(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		group string // a stone of the group read
		want  bool   // captured
	}{
		{"working", ladderWorking, "c3", true},
		{"broken by a breaker", ladderBroken, "c3", false},
		{"near the edge", ladderEdge, "f7", true},
		{"escape by capturing a chaser", ladderCaptureChaser, "c3", false},
		{"atari on the right side", ladderAtari, "c3", true},
		{"atari into a breaker", ladderAtariBroken, "c3", false},
	}
	for _, tc := range tests {
		for sym := 0; sym < 8; sym++ {
			g := newGame(t, "rules=standard")
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			pos := transform(t, g, sym, false)
			if err := g.SetPosition(pos); err != nil {
				t.Fatal(err)
			}
			x, y := int(tc.group[0]-'a'), int(tc.group[1]-'1')
			tx, ty := symXY(9, sym, x, y)
			s := g.geo.at(tx, ty)
			before := snap(g)
			var got bool
			switch libs := g.b.libs[g.b.head[s]]; libs {
			case 1:
				got = g.b.ladderCaptured(s, 0)
			case 2:
				got = g.b.ladderWorks(s, 0, ladderBudget)
			default:
				t.Fatalf("%s, symmetry %d: %s has %d liberties", tc.name, sym, tc.group, libs)
			}
			if got != tc.want {
				t.Errorf("%s, symmetry %d (%s): captured %v, want %v", tc.name, sym, pos, got, tc.want)
			}
			if d := before.diff(snap(g)); d != "" {
				t.Fatalf("%s, symmetry %d: the reading changed the game: %s", tc.name, sym, d)
			}
		}
	}
}

// refLadder is a naive ladder reader on the reference board, the rules
// of ladder.go written again without budget or shortcut: it reports
// whether the group at i is captured, its owner to move when it has one
// liberty (defend), the opponent when it has two. ko is the point the
// side to move may not play, or -1; nodes counts the placements, and a
// reading past limit gives up (ok false).
type refLadder struct {
	nodes, limit int
}

// libs lists the liberties of the group at i.
func (r refBoard) libs(i int) []int {
	stones, _ := r.group(i)
	seen := map[int]bool{}
	var out []int
	for _, s := range stones {
		for _, k := range r.nbrs(s) {
			if r.cells[k] == 0 && !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out
}

// playKo plays c on i and returns the board and the simple-ko point
// after it (-1 for none), or false for a suicide.
func (r refBoard) playKo(i int, c byte) (refBoard, int, bool) {
	n, ok := r.play(i, c)
	if !ok {
		return r, -1, false
	}
	captured, at := 0, -1
	for k := range r.cells {
		if r.cells[k] != 0 && r.cells[k] != c && n.cells[k] == 0 {
			captured++
			at = k
		}
	}
	if stones, _ := n.group(i); captured == 1 && len(stones) == 1 && len(n.libs(i)) == 1 {
		return n, at, true
	}
	return n, -1, true
}

func (l *refLadder) defend(r refBoard, i, ko int) (captured, ok bool) {
	c := r.cells[i]
	stones, _ := r.group(i)
	var moves []int
	for _, s := range stones {
		for _, k := range r.nbrs(s) {
			if r.cells[k] != 0 && r.cells[k] != c {
				if lib := r.libs(k); len(lib) == 1 {
					moves = append(moves, lib[0])
				}
			}
		}
	}
	moves = append(moves, r.libs(i)...)
	for _, p := range moves {
		if p == ko || r.cells[p] != 0 {
			continue
		}
		if l.nodes++; l.nodes > l.limit {
			return false, false
		}
		n, nko, legal := r.playKo(p, c)
		if !legal {
			continue
		}
		switch libs := len(n.libs(i)); {
		case libs >= 3:
			return false, true
		case libs == 2:
			caught, ok := l.attack(n, i, nko)
			if !ok {
				return false, false
			}
			if !caught {
				return false, true
			}
		}
	}
	return true, true
}

func (l *refLadder) attack(r refBoard, i, ko int) (captured, ok bool) {
	o := byte('x' + 'o' - int(r.cells[i]))
	for _, p := range r.libs(i) {
		if p == ko {
			continue
		}
		if l.nodes++; l.nodes > l.limit {
			return false, false
		}
		n, nko, legal := r.playKo(p, o)
		if !legal || len(n.libs(i)) != 1 {
			continue
		}
		caught, ok := l.defend(n, i, nko)
		if !ok {
			return false, false
		}
		if caught {
			return true, true
		}
	}
	return false, true
}

// TestLadderReference compares the reader with refLadder on every group
// with one or two liberties of random positions, where the reference
// finishes within its limit, and checks that each reading leaves the
// game as it was.
func TestLadderReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 26))
	games, compared, caught := 40, 0, 0
	if testing.Short() {
		games = 10
	}
	for k := 0; k < games; k++ {
		g := randomGame(t, rng, 20+rng.IntN(60), "rules=standard")
		ref := refFromGame(g)
		s := g.geo.s
		for y := 0; y < s; y++ {
			for x := 0; x < s; x++ {
				p := g.geo.at(x, y)
				if c := g.b.color[p]; c == empty || g.b.head[p] != int16(p) || g.b.libs[p] > 2 {
					continue
				}
				rl := refLadder{limit: 20000}
				var want, ok bool
				i := y*s + x
				if g.b.libs[p] == 1 {
					want, ok = rl.defend(ref, i, -1)
				} else {
					want, ok = rl.attack(ref, i, -1)
				}
				if !ok {
					continue
				}
				before := snap(g)
				l := ladder{&g.b, 1 << 30}
				var got bool
				if g.b.libs[p] == 1 {
					got = l.defend(p, 0)
				} else {
					got = l.attack(p, 0)
				}
				if got != want {
					t.Fatalf("%s: the group of %s with %d liberties: captured %v, the reference %v",
						g.Position(), g.geo.names[p], g.b.libs[p], got, want)
				}
				if d := before.diff(snap(g)); d != "" {
					t.Fatalf("%s: reading %s changed the game: %s", g.Position(), g.geo.names[p], d)
				}
				compared++
				if got {
					caught++
				}
			}
		}
	}
	if compared < 10*games || caught == 0 || caught == compared {
		t.Fatalf("only %d groups compared, %d captured", compared, caught)
	}
	t.Logf("%d groups compared, %d captured", compared, caught)
}

// TestLadderPriors checks that the priors read the ladders: no rescue
// bonus for a group the ladder captures, and a capture's for an atari
// whose ladder works.
func TestLadderPriors(t *testing.T) {
	tests := []struct {
		name     string
		pos      string
		move     string
		min, max float64 // the prior's win rate
	}{
		{"working ladder: the rescue is shunned", ladderWorking, "d3", 0, 0.45},
		{"broken ladder: the rescue counts", ladderBroken, "d3", 0.6, 1},
		{"ladder near the edge: the rescue is shunned", ladderEdge, "g7", 0, 0.45},
		{"capturing the chaser counts", ladderCaptureChaser, "b2", 0.75, 1},
		// Once the extension is in atari, b2 still captures the chaser.
		{"the extension escapes too", ladderCaptureChaser, "d3", 0.6, 1},
		{"the atari that ladders counts as a capture", ladderAtari, "c2", 0.75, 1},
		{"the atari from the wrong side is an atari", ladderAtari, "d3", 0.55, 0.7},
		{"the atari into a breaker is an atari", ladderAtariBroken, "c2", 0.55, 0.7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// The hand-written terms: the learned priors rate a move
			// against the other legal moves, and here it is alone.
			g := newGame(t, "rules=standard", "priors=hand")
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			m, err := g.ParseMove(tc.move)
			if err != nil {
				t.Fatal(err)
			}
			before := snap(g)
			var pr [1]position.Prior
			g.Priors([]position.Move{m}, pr[:])
			if rate := float64(pr[0].Wins) / float64(2*pr[0].Playouts); rate < tc.min || rate > tc.max {
				t.Errorf("%s at %.2f, want %.2f to %.2f", tc.move, rate, tc.min, tc.max)
			}
			if d := before.diff(snap(g)); d != "" {
				t.Fatalf("the priors changed the game: %s", d)
			}
		})
	}
	// The learned priors, among all the legal moves, shun the rescue
	// that a ladder captures and like the one it does not.
	for _, tc := range []struct {
		pos   string
		move  string
		above bool // above even, or below
	}{{ladderWorking, "d3", false}, {ladderBroken, "d3", true}, {ladderCaptureChaser, "b2", true}} {
		g := newGame(t, "rules=standard", "priors=learned")
		if err := g.SetPosition(tc.pos); err != nil {
			t.Fatal(err)
		}
		moves := g.GenMoves(nil)
		pr := make([]position.Prior, len(moves))
		g.Priors(moves, pr)
		for i, m := range moves {
			if g.FormatMove(m) != tc.move {
				continue
			}
			if rate := float64(pr[i].Wins) / float64(2*pr[i].Playouts); rate > 0.5 != tc.above {
				t.Errorf("learned: %s in %s at %.2f, want it above 0.5: %v", tc.move, tc.pos, rate, tc.above)
			}
		}
	}
}
