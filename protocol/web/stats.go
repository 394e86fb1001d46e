package web

import (
	"slices"
	"time"
)

// Record is one move of the game as played in this session.
type Record struct {
	Ply    int    `json:"ply"` // 1 for the first move
	Side   int    `json:"side"`
	Move   string `json:"move"`
	Engine bool   `json:"engine"` // played by the engine
	// Millis is the time the side took: for the engine, from its go
	// command to its bestmove; for a person, from the turn's start.
	Millis int64 `json:"ms"`
	// The engine's last report for its move (zero for a person's move).
	Nodes uint64 `json:"nodes,omitempty"`
	Depth int    `json:"depth,omitempty"`
	Score string `json:"score,omitempty"`
}

// Summary is the minimum, maximum, mean and median of a series.
type Summary struct {
	N      int     `json:"n"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
	Mean   float64 `json:"mean"`
	Median float64 `json:"median"`
}

// summarise describes xs; a series without values gives the zero Summary.
// The median of an even count is the mean of the two middle values.
func summarise(xs []float64) Summary {
	if len(xs) == 0 {
		return Summary{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	sum := 0.0
	for _, x := range s {
		sum += x
	}
	n := len(s)
	med := s[n/2]
	if n%2 == 0 {
		med = (s[n/2-1] + s[n/2]) / 2
	}
	return Summary{N: n, Min: s[0], Max: s[n-1], Mean: sum / float64(n), Median: med}
}

// SideStats are one side's numbers for the game so far.
type SideStats struct {
	Moves       int     `json:"moves"`       // moves played by the side
	EngineMoves int     `json:"enginemoves"` // of those, by the engine
	Millis      int64   `json:"ms"`          // total thinking time
	EngineTime  Summary `json:"enginetime"`  // ms per engine move
	EngineNodes Summary `json:"enginenodes"` // nodes per engine move
}

// Stats are a game's statistics: per side, for the engine's moves of both
// sides together, and the game's wall-clock time.
type Stats struct {
	Sides       [2]SideStats `json:"sides"`
	EngineTime  Summary      `json:"enginetime"`
	EngineNodes Summary      `json:"enginenodes"`
	// GameMillis runs from the start of the game to its end, or to now
	// while it goes on.
	GameMillis int64 `json:"gamems"`
}

// computeStats sums up records for a game that started at start and
// ended at end (zero while it goes on, then now counts).
func computeStats(records []Record, start, end, now time.Time) Stats {
	var st Stats
	var times, nodes [3][]float64 // per side, then both
	for _, r := range records {
		if r.Side < 0 || r.Side > 1 {
			continue
		}
		s := &st.Sides[r.Side]
		s.Moves++
		s.Millis += r.Millis
		if r.Engine {
			s.EngineMoves++
			for _, k := range []int{r.Side, 2} {
				times[k] = append(times[k], float64(r.Millis))
				nodes[k] = append(nodes[k], float64(r.Nodes))
			}
		}
	}
	for i := range st.Sides {
		st.Sides[i].EngineTime = summarise(times[i])
		st.Sides[i].EngineNodes = summarise(nodes[i])
	}
	st.EngineTime = summarise(times[2])
	st.EngineNodes = summarise(nodes[2])
	if end.IsZero() {
		end = now
	}
	if !start.IsZero() && end.After(start) {
		st.GameMillis = end.Sub(start).Milliseconds()
	}
	return st
}
