package web

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/search"
)

// Level is how well and how long the engine thinks about a move: a
// strength (the protocol's Skill Level, whose node budget is its own
// limit) and a depth, a fixed time per move or a node budget. Zero fields
// are unset; when several limits are set, the search stops at the first
// reached.
type Level struct {
	Skill    int `json:"skill,omitempty"` // 1 (the weakest) to 6; 0 is 6, full strength
	Depth    int `json:"depth,omitempty"`
	MoveTime int `json:"movetime,omitempty"` // milliseconds
	Nodes    int `json:"nodes,omitempty"`
}

// Preset is a named difficulty level offered by the page.
type Preset struct {
	Name  string `json:"name"`
	Level Level  `json:"level"`
}

// Presets are the difficulty levels, weakest first: the strength levels
// below full strength, each measured in Elo per game (the page shows the
// game's ladder), then full strength at a time a move. Time limits keep
// the strong ones bounded in games with many moves (Amazons, Quoridor)
// where a fixed depth could take minutes.
var Presets = []Preset{
	{"level 1", Level{Skill: 1}},
	{"level 2", Level{Skill: 2}},
	{"level 3", Level{Skill: 3}},
	{"level 4", Level{Skill: 4}},
	{"level 5", Level{Skill: 5}},
	{"full strength, 0.3 s", Level{MoveTime: 300}},
	{"full strength, 1 s", Level{MoveTime: 1000}},
	{"full strength, 3 s", Level{MoveTime: 3000}},
	{"full strength, 10 s", Level{MoveTime: 10000}},
}

// DefaultLevel is the engine's level when a setup names none.
var DefaultLevel = Level{MoveTime: 300}

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
	case l.Skill < 0 || l.Skill > int(search.TopLevel):
		return fmt.Errorf("skill %d is outside 1..%d", l.Skill, int(search.TopLevel))
	case l.Depth < 0 || l.Depth > maxDepth:
		return fmt.Errorf("depth %d is outside 1..%d", l.Depth, maxDepth)
	case l.MoveTime < 0 || l.MoveTime > maxMoveTime:
		return fmt.Errorf("movetime %d is outside 1..%d ms", l.MoveTime, maxMoveTime)
	case l.Nodes < 0 || l.Nodes > maxNodes:
		return fmt.Errorf("nodes %d is outside 1..%d", l.Nodes, maxNodes)
	}
	return nil
}

// orDefault is l, with DefaultLevel's limits when l sets none and its
// strength has no budget of its own (full strength).
func (l Level) orDefault() Level {
	if l.Depth == 0 && l.MoveTime == 0 && l.Nodes == 0 && l.full() {
		d := DefaultLevel
		d.Skill = l.Skill
		return d
	}
	return l
}

// full reports whether the level plays at full strength.
func (l Level) full() bool { return l.Skill == 0 || l.Skill >= int(search.TopLevel) }

// skillCommand is the protocol's setoption command for the level's
// strength.
func (l Level) skillCommand() string {
	n := l.Skill
	if l.full() {
		n = int(search.TopLevel)
	}
	return "setoption name Skill Level value " + strconv.Itoa(n)
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

// String describes the level for people, as "level 3" or "depth 4, 300 ms".
func (l Level) String() string {
	l = l.orDefault()
	var parts []string
	if !l.full() {
		parts = append(parts, "level "+strconv.Itoa(l.Skill))
	}
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
