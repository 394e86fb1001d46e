package protocol

import (
	"slices"
	"strconv"
	"strings"
)

// Thinking is one report of an engine's search, parsed from an info
// line (ParseInfo). Score is the protocol's text ("cp 35", "mate 3", with
// "lowerbound" or "upperbound" when the search had not settled it), from
// the side to move, which the caller records in Side (an info line does
// not say).
type Thinking struct {
	Side     int    `json:"side"`
	Depth    int    `json:"depth"`
	SelDepth int    `json:"seldepth,omitempty"`
	Score    string `json:"score,omitempty"`
	Nodes    uint64 `json:"nodes"`
	NPS      uint64 `json:"nps"`
	Time     int64  `json:"time"` // milliseconds
	PV       string `json:"pv,omitempty"`
}

// ParseInfo reads an info line of the protocol into t, keeping the fields
// the line does not mention (a progress line has no score or pv). It
// reports whether the line was a search report (not an "info string",
// nor a line after the first of several).
func ParseInfo(line string, t *Thinking) bool {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "info" || f[1] == "string" {
		return false
	}
	num := func(i int) uint64 {
		if i < len(f) {
			n, _ := strconv.ParseUint(f[i], 10, 64)
			return n
		}
		return 0
	}
	if i := slices.Index(f, "multipv"); i > 0 && num(i+1) > 1 {
		// Only the best line is shown (a limited strength searches
		// several to choose among).
		return false
	}
	scored := false // the line has a score, to which a bound belongs
	for i := 1; i < len(f); i++ {
		switch f[i] {
		case "depth":
			t.Depth = int(num(i + 1))
			i++
		case "seldepth":
			t.SelDepth = int(num(i + 1))
			i++
		case "nodes":
			t.Nodes = num(i + 1)
			i++
		case "nps":
			t.NPS = num(i + 1)
			i++
		case "time":
			t.Time = int64(num(i + 1))
			i++
		case "hashfull", "multipv", "currmovenumber", "tbhits":
			i++
		case "currmove":
			i++
		case "score":
			if i+2 < len(f) {
				t.Score = f[i+1] + " " + f[i+2]
				i += 2
				scored = true
			}
		case "wdl":
			i += 3
		case "lowerbound", "upperbound":
			// Right after the score, or after its wdl (as Stockfish
			// writes it).
			if scored {
				t.Score += " " + f[i]
				scored = false
			}
		case "pv":
			t.PV = strings.Join(f[i+1:], " ")
			return true
		}
	}
	return true
}
