package search

import (
	"fmt"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
)

// Score is a search score in centi-units from the side to move's point of
// view. Scores beyond ±(Mate-position.MaxPly) are mate scores: Mate-n is a
// win n plies from the root.
type Score int32

// Mate is the score of a win at the root. It is far above any evaluation
// or margin (both stay below 100,000).
const Mate Score = 300_000

// Infinity bounds every score.
const Infinity Score = Mate + 1

// IsMate reports whether s is a proven win or loss (not a margin).
func (s Score) IsMate() bool { return s > Mate-position.MaxPly || s < -Mate+position.MaxPly }

// MateMoves is the mate distance in the engine's own moves, as UCI's
// "score mate N": positive when winning, negative when losing. It assumes
// alternating turns, which holds for every game with mate scores.
func (s Score) MateMoves() int {
	if s > 0 {
		return (int(Mate-s) + 1) / 2
	}
	return -(int(Mate+s) + 1) / 2
}

// String is the UCI form: "cp N" or "mate N".
func (s Score) String() string {
	if s.IsMate() {
		return fmt.Sprintf("mate %d", s.MateMoves())
	}
	return fmt.Sprintf("cp %d", int(s))
}

// Bound says whether a reported score is exact or only a bound.
type Bound uint8

// The kinds of bound.
const (
	Exact Bound = iota
	Lower       // the true score is at least this (fail high)
	Upper       // the true score is at most this (fail low)
)

// Limits says when a search stops. Zero fields mean "no limit"; a search
// with no limit at all runs until Stop, or until it has solved the position
// (when deeper search can no longer change the result). Infinite and Ponder
// searches wait for Stop (or PonderHit) even then.
type Limits struct {
	Depth     int              // plies
	Nodes     uint64           // total over all threads
	MoveTime  time.Duration    // exact time for this move
	Time      [2]time.Duration // remaining clock of p1 and p2; zero = no clock
	Inc       [2]time.Duration // increment per move of p1 and p2
	MovesToGo int              // moves to the next time control; 0 = sudden death
	Mate      int              // stop once a mate in at most this many moves is found
	Infinite  bool             // run until Stop, even when the search is complete
	Ponder    bool             // run until PonderHit (then the limits apply) or Stop
	// SearchMoves restricts the root to these moves when non-empty.
	SearchMoves []position.Move
	MultiPV     int // number of best lines to report; 0 or 1 = one
	// Owners, when not nil, gathers who owns each cell when the search's
	// playouts end. The search adds to it, under MCTS and for games that
	// are a position.Owner only.
	Owners *Owners
}

// Owners counts who owns each cell at the ends of playouts.
type Owners struct {
	Playouts uint64 // the playouts counted
	// Cells has an entry per cell, in the game's Layout order: the
	// playouts that ended with the cell owned by the first player, and
	// by the second. The rest ended with it owned by nobody.
	Cells [][2]uint32
}

// Add counts one playout whose final owners position.Owner's
// PlayoutOwner wrote into owner: +1 the first player, -1 the second, 0
// nobody, for each cell in Layout order.
func (o *Owners) Add(owner []int32) {
	o.Playouts++
	for i, v := range owner {
		switch {
		case v > 0:
			o.Cells[i][0]++
		case v < 0:
			o.Cells[i][1]++
		}
	}
}

// Info is one progress report. A report with MultiPV 0 is a progress
// report during a long iteration: it has no PV, Depth is the iteration in
// progress and Score the best of the last completed one (0 before any).
// Otherwise it reports line MultiPV of a completed depth (Bound Exact), or
// a line that failed its aspiration window (Bound Lower or Upper). PV
// belongs to the receiver.
type Info struct {
	Depth    int
	SelDepth int
	MultiPV  int // 1-based line number
	Score    Score
	Bound    Bound
	Nodes    uint64
	Time     time.Duration
	Hashfull int // per mille
	PV       []position.Move
	// WDL is the chance of a win, a draw and a loss for the side to move,
	// per mille, when the searcher estimates it (Monte Carlo tree search
	// does); all zero otherwise.
	WDL [3]int
	// Visits is the playouts through the line's first move under Monte
	// Carlo tree search; 0 under alpha-beta, which counts nodes only for
	// the whole search.
	Visits uint64
}

// NPS is the nodes per second of the report.
func (i Info) NPS() uint64 {
	if i.Time <= 0 {
		return 0
	}
	return uint64(float64(i.Nodes) / i.Time.Seconds())
}

// Reporter receives a search's progress. The search never prints; the
// protocol implements Reporter. Calls come from one goroutine at a time.
type Reporter interface {
	// Report is called once per line per completed depth, and for
	// progress on long iterations (at most about ten times a second).
	Report(Info)
}

// Result is what a finished search returns.
type Result struct {
	Best   position.Move // NoMove only when the root has no legal move
	Ponder position.Move // the expected reply, or NoMove
	Score  Score
	Depth  int
	Nodes  uint64
	Time   time.Duration
	// Solved is true when Score is the position's exact value: every
	// leaf of the last completed iteration was a game end or solved
	// exactly, so no deeper search could change it. Under MCTS it means
	// that the root is proven (MCTS-Solver), and the value is a win, a
	// draw or a loss (a mate score or 0), never a margin.
	Solved bool
}

// Kind names a searcher: the algorithm an Engine plays with.
type Kind uint8

// The searchers.
const (
	AlphaBeta Kind = iota // principal variation search over a hand evaluation
	MCTS                  // Monte Carlo tree search over random playouts
)

// kindNames are the Kinds' names, as String writes and ParseKind reads them.
var kindNames = [...]string{AlphaBeta: "alphabeta", MCTS: "mcts"}

// String is the searcher's name: "alphabeta" or "mcts".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// ParseKind reads a searcher's name, case-insensitively.
func ParseKind(s string) (Kind, error) {
	for k, name := range kindNames {
		if strings.EqualFold(s, name) {
			return Kind(k), nil
		}
	}
	return 0, fmt.Errorf("unknown searcher %q (alphabeta or mcts)", s)
}

// Options are the engine settings that outlive one search.
type Options struct {
	Threads      int           // search threads, >= 1
	HashMB       int           // transposition table or tree size in MiB, >= 1
	MoveOverhead time.Duration // kept in hand for the GUI's and OS's latency
	Search       Kind          // the searcher
}

// DefaultOptions returns the settings an engine starts with.
func DefaultOptions() Options {
	return Options{Threads: 1, HashMB: 64, MoveOverhead: 50 * time.Millisecond}
}
