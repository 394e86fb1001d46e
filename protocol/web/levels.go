package web

import (
	"fmt"
	"strconv"
	"strings"
)

// Level is how long the engine thinks about a move: a depth, a fixed time
// per move or a node budget. Zero fields are unset; when several are set,
// the search stops at the first limit reached.
type Level struct {
	Depth    int `json:"depth,omitempty"`
	MoveTime int `json:"movetime,omitempty"` // milliseconds
	Nodes    int `json:"nodes,omitempty"`
}

// Preset is a named difficulty level offered by the page.
type Preset struct {
	Name  string `json:"name"`
	Level Level  `json:"level"`
}

// Presets are the difficulty levels, weakest first. Depth limits make the
// weak levels weak in every game; time limits keep the strong ones
// bounded in games with many moves (Amazons, Quoridor) where a fixed depth
// could take minutes.
var Presets = []Preset{
	{"beginner (depth 1)", Level{Depth: 1}},
	{"easy (depth 2)", Level{Depth: 2}},
	{"medium (0.3 s)", Level{MoveTime: 300}},
	{"hard (1 s)", Level{MoveTime: 1000}},
	{"expert (3 s)", Level{MoveTime: 3000}},
	{"master (10 s)", Level{MoveTime: 10000}},
}

// DefaultLevel is the engine's level when a setup names none.
var DefaultLevel = Presets[2].Level

// The bounds of a level, the same as the protocol's go command accepts
// (depth), or sensible for a person waiting (a minute per move).
const (
	maxDepth    = 100
	maxMoveTime = 60 * 60 * 1000
	maxNodes    = 1 << 40
)

// check reports a level outside its bounds.
func (l Level) check() error {
	switch {
	case l.Depth < 0 || l.Depth > maxDepth:
		return fmt.Errorf("depth %d is outside 1..%d", l.Depth, maxDepth)
	case l.MoveTime < 0 || l.MoveTime > maxMoveTime:
		return fmt.Errorf("movetime %d is outside 1..%d ms", l.MoveTime, maxMoveTime)
	case l.Nodes < 0 || l.Nodes > maxNodes:
		return fmt.Errorf("nodes %d is outside 1..%d", l.Nodes, maxNodes)
	}
	return nil
}

// orDefault is l, or DefaultLevel when l sets no limit.
func (l Level) orDefault() Level {
	if l == (Level{}) {
		return DefaultLevel
	}
	return l
}

// goCommand is the protocol's go command for the level.
func (l Level) goCommand() string {
	l = l.orDefault()
	var b strings.Builder
	b.WriteString("go")
	if l.Depth > 0 {
		b.WriteString(" depth " + strconv.Itoa(l.Depth))
	}
	if l.MoveTime > 0 {
		b.WriteString(" movetime " + strconv.Itoa(l.MoveTime))
	}
	if l.Nodes > 0 {
		b.WriteString(" nodes " + strconv.Itoa(l.Nodes))
	}
	return b.String()
}

// String describes the level for people, as "depth 4, 300 ms".
func (l Level) String() string {
	l = l.orDefault()
	var parts []string
	if l.Depth > 0 {
		parts = append(parts, "depth "+strconv.Itoa(l.Depth))
	}
	if l.MoveTime > 0 {
		parts = append(parts, strconv.Itoa(l.MoveTime)+" ms")
	}
	if l.Nodes > 0 {
		parts = append(parts, strconv.Itoa(l.Nodes)+" nodes")
	}
	return strings.Join(parts, ", ")
}
