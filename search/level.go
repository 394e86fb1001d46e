package search

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Level is a playing strength, from MinLevel (the weakest) to TopLevel
// (full strength: the search's own limits, and its best move). A level
// below the top searches with a node budget from its game's ladder,
// reports Candidates lines, and picks one of them at random, favouring
// the better ones the more, the higher the level (see Weights). A level
// may lie between two whole levels (UCI_Elo lands there): its budget and
// temperature are then between theirs.
type Level float64

// Levels is the number of whole levels.
const Levels = 6

// The range of levels.
const (
	MinLevel Level = 1
	TopLevel Level = Levels
)

// Candidates is how many of the best root moves a level below the top
// chooses among, as Stockfish's Skill Level does.
const Candidates = 4

// ParseLevel reads a level, whole or not, and checks its range.
func ParseLevel(s string) (Level, error) {
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsNaN(f) || Level(f) < MinLevel || Level(f) > TopLevel {
		return 0, fmt.Errorf("a level is a number from %v to %v, not %q", MinLevel, TopLevel, s)
	}
	return Level(f), nil
}

// Full reports whether l is full strength: no budget and no noise.
func (l Level) Full() bool { return l >= TopLevel }

// Budget is the level's node budget on a ladder whose whole levels search
// nodes[0], nodes[1], ... nodes a move; between two whole levels it is
// between theirs, geometrically. The last entry is what full strength
// searched when the ladder was measured; the top level itself has no
// budget (0).
func (l Level) Budget(nodes [Levels]uint64) uint64 {
	if l.Full() {
		return 0
	}
	x := float64(max(l, MinLevel) - MinLevel)
	i := int(x)
	lo, hi := math.Log(float64(max(nodes[i], 1))), math.Log(float64(max(nodes[i+1], 1)))
	return max(uint64(math.Round(math.Exp(lo+(x-float64(i))*(hi-lo)))), 1)
}

// temperatures are the whole levels' temperatures, in the game's
// evaluation units (position.SearchProfile.EvalUnit; 100 centi-units
// when it has none), from MinLevel up; full strength has none.
var temperatures = [Levels]float64{1, 0.6, 0.35, 0.2, 0.1, 0}

// Temperature is the level's temperature in centi-units for a game whose
// evaluation unit is unit centi-units: a move one temperature worse than
// the best is chosen e (2.718...) times less often.
func (l Level) Temperature(unit int) float64 {
	if unit <= 0 {
		unit = 100
	}
	if l.Full() {
		return 0
	}
	x := float64(max(l, MinLevel) - MinLevel)
	i := int(x)
	t := temperatures[i] + (x-float64(i))*(temperatures[i+1]-temperatures[i])
	return t * float64(unit)
}

// Candidate is a root move with its searched score.
type Candidate struct {
	Move  position.Move
	Score Score
	PV    []position.Move // the line, starting with Move
}

// Weights are the chances that Pick chooses each candidate at temperature
// t: the softmax exp(-(best-score)/t), normalised (the candidates' order
// does not matter). At temperature 0 the first of the best has them all.
func Weights(c []Candidate, t float64) []float64 {
	w := make([]float64, len(c))
	if len(c) == 0 {
		return w
	}
	best := 0
	for i := range c {
		if c[i].Score > c[best].Score {
			best = i
		}
	}
	if t <= 0 {
		w[best] = 1
		return w
	}
	var sum float64
	for i := range c {
		w[i] = math.Exp(-float64(c[best].Score-c[i].Score) / t)
		sum += w[i]
	}
	for i := range w {
		w[i] /= sum
	}
	return w
}

// Pick chooses one candidate, each with its chance from Weights, using
// r. It returns -1 when there is none.
func Pick(c []Candidate, t float64, r *rand.Rand) int {
	if len(c) == 0 {
		return -1
	}
	w := Weights(c, t)
	x := r.Float64()
	for i, p := range w {
		if x < p {
			return i
		}
		x -= p
	}
	// Rounding left x just above the total: the last one with a chance.
	for i := len(w) - 1; i >= 0; i-- {
		if w[i] > 0 {
			return i
		}
	}
	return 0
}

// LineCollector is a Reporter that keeps the lines of the last depth a
// search completed, and passes every report on to Next (when not nil).
// A limited level reads its candidates from it.
type LineCollector struct {
	Next Reporter
	// Want is the number of lines a completed depth reports: the search's
	// MultiPV, or the root moves when there are fewer.
	Want int

	cur, done []Candidate
}

// Report keeps in's line, when it is one of a completed depth's, and
// passes in on.
func (c *LineCollector) Report(in Info) {
	if in.MultiPV > 0 && in.Bound == Exact && len(in.PV) > 0 {
		if in.MultiPV == 1 {
			c.cur = c.cur[:0]
		}
		if in.MultiPV == len(c.cur)+1 {
			c.cur = append(c.cur, Candidate{Move: in.PV[0], Score: in.Score, PV: append([]position.Move(nil), in.PV...)})
			if len(c.cur) == c.Want {
				c.done = append(c.done[:0], c.cur...)
			}
		}
	}
	if c.Next != nil {
		c.Next.Report(in)
	}
}

// Lines are the candidates of the last depth whose lines all came, best
// first; nil before any.
func (c *LineCollector) Lines() []Candidate { return c.done }
