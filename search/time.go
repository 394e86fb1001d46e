package search

import (
	"time"

	"github.com/tabla-games/tabla/position"
)

// defaultMovesToGo is the number of moves a sudden-death clock is shared
// over. Each move takes a fixed share of what is left, so the budget
// shrinks geometrically and a long game never runs the clock out.
const defaultMovesToGo = 40

// movesLeftSlack is added to a game's own estimate of the moves it has
// left (position.MovesLefter) when a sudden-death clock is shared over
// them: passes and a short estimate must not leave the last moves
// without time.
const movesLeftSlack = 3

// minThink is the budget when the clock leaves nothing to plan with: the
// search then returns what its first iteration found, or the first move.
const minThink = time.Millisecond

// budget is the time plan of one search. Zero limits mean none.
type budget struct {
	// soft: no new iteration starts past it (stretched or shrunk by the
	// search's stability under a clock: see startNext).
	soft time.Duration
	// hard: the search aborts at it.
	hard time.Duration
	// clock says the plan shares out a clock, whose unused time serves
	// later moves; a movetime's does not.
	clock bool
}

// Bounds of the factor by which a clocked search's stability scales its
// soft limit: a best move that has not changed for several iterations
// brings it down to stableFactor, one that changes at every iteration up
// to stableFactor+2*unstableGain, and a falling score multiplies it by
// fallFactor.
const (
	stableFactor = 0.7
	unstableGain = 0.65
	fallFactor   = 1.3
	maxFactor    = 2.5
)

// Bounds of the branching factor predicted from the last iterations'
// times.
const (
	minBranching = 1.5
	maxBranching = 40
)

// predictNext is the time the next iteration will take: the last one's
// time last, times the growth in nodes the next one is expected to
// show, within minBranching and maxBranching. nodes holds the node counts
// of the last three iterations, newest first (0 where unknown). Node
// counts do not depend on the machine's load, as times do; and the growth
// taken is that from two iterations back to one back, of the same parity
// as the next step, since many games alternate a cheap and a dear ply
// (Reversi, whose odd depths end on the mover's own move), or the last
// growth when only two are known.
func predictNext(last time.Duration, nodes [3]uint64) time.Duration {
	b := maxBranching / 2.
	switch {
	case nodes[2] > 0 && nodes[1] > 0:
		b = float64(nodes[1]) / float64(nodes[2])
	case nodes[1] > 0:
		b = float64(nodes[0]) / float64(nodes[1])
	}
	b = min(max(b, minBranching), maxBranching)
	return time.Duration(float64(last) * b)
}

// startNext reports whether the next iteration may start, spent into the
// search, given the prediction next of its time and the stability factor
// f. Under a clock, no iteration starts past the soft limit scaled by f,
// nor when its first move, about half of it, is not predicted to be
// searched before the hard limit and three times that scaled soft limit:
// a stopped iteration's result counts once a move was searched whole in
// it (see worker.keepPartial), and one that would not get that far would
// throw its time away, time the clock could keep for later moves. A
// movetime cannot be saved: its iterations start until the soft limit,
// and the last one stopped there still yields its moves searched whole.
func (b budget) startNext(spent, next time.Duration, f float64) bool {
	if b.hard == 0 {
		return true
	}
	if !b.clock {
		return spent < b.soft
	}
	soft := min(time.Duration(float64(b.soft)*f), b.hard)
	return spent < soft && spent+next/2 <= min(b.hard, 3*soft)
}

// planTime derives the plan from the limits, for the side to move, keeping
// overhead in hand. A sudden-death clock is shared over defaultMovesToGo
// moves, or over fewer when movesLeft, the game's estimate of the moves
// the side has left (0 when it has none), says the game ends sooner. The
// plan never uses more than the remaining clock less the overhead, nor
// more than a movetime less the overhead or a twentieth of it, whichever
// is less.
func planTime(lim Limits, side int, overhead time.Duration, movesLeft int) budget {
	var b budget
	if lim.MoveTime > 0 {
		// A movetime is the time to think: only a twentieth of it at
		// most is kept for the overhead, so that "go movetime 40" thinks
		// 38 ms, not the 40 ms less a clock game's whole overhead.
		b.hard = max(lim.MoveTime-min(overhead, lim.MoveTime/20), minThink)
		b.soft = b.hard
	}
	if t := lim.Time[side]; t > 0 {
		mtg := lim.MovesToGo
		if mtg <= 0 {
			mtg = defaultMovesToGo
			if movesLeft > 0 {
				mtg = min(mtg, movesLeft+movesLeftSlack)
			}
		}
		inc := lim.Inc[side]
		// With an increment, the share leaves ten increments (at most a
		// second) in hand besides the overhead, and an aborted iteration
		// never digs into the last five (half a second): a clock that
		// the increments feed then settles near that reserve instead of
		// near zero, even when moves cost a few milliseconds more than
		// planned (latency, a loaded machine). Below the reserve a move
		// spends less than the increment, the less the lower the clock,
		// and the clock climbs back.
		reserve := overhead + min(10*inc, time.Second)
		floor := overhead + min(5*inc, time.Second/2)
		optimum := max(t-reserve, 0)/time.Duration(mtg) + inc*3/4
		if t < reserve {
			optimum = time.Duration(float64(optimum) * float64(t) / float64(reserve))
		}
		hard := min(max(t-overhead, minThink), optimum*4, max(t-floor, optimum))
		// Past 60% of the share, the next iteration would most likely
		// not finish in the rest of it.
		soft := min(optimum*6/10, hard)
		hard = max(hard, minThink)
		soft = max(soft, minThink)
		if b.hard == 0 || hard < b.hard {
			b.hard = hard
			b.clock = true
		}
		if b.soft == 0 || soft < b.soft {
			b.soft = soft
		}
	}
	return b
}

// movesLeft is g's estimate of the moves its side to move has left, or 0
// when the game gives none.
func movesLeft(g position.Game) int {
	if m, ok := g.(position.MovesLefter); ok {
		return max(m.MovesLeft(), 1)
	}
	return 0
}
