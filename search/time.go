package search

import "time"

// defaultMovesToGo is the number of moves a sudden-death clock is shared
// over. Each move takes a fixed share of what is left, so the budget
// shrinks geometrically and a long game never runs the clock out.
const defaultMovesToGo = 40

// minThink is the budget when the clock leaves nothing to plan with: the
// search then returns what its first iteration found, or the first move.
const minThink = time.Millisecond

// budget is the time plan of one search. Zero limits mean none.
type budget struct {
	// soft: no new iteration starts past it.
	soft time.Duration
	// hard: the search aborts at it.
	hard time.Duration
}

// planTime derives the plan from the limits, for the side to move, keeping
// overhead in hand: the plan never uses more than the remaining clock less
// the overhead, nor more than a movetime less the overhead or a twentieth
// of it, whichever is less.
func planTime(lim Limits, side int, overhead time.Duration) budget {
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
		}
		if b.soft == 0 || soft < b.soft {
			b.soft = soft
		}
	}
	return b
}
