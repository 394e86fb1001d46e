package adugo

import (
	"slices"
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
)

// moveTexts lists the legal moves in canonical form, sorted.
func moveTexts(g *Game) []string { return capturetest.MoveTexts(g) }

// setup builds a game with cfg (nil for the defaults) at pos ("" for the
// start) and plays the moves.
func setup(t testing.TB, cfg *Config, pos string, moves ...string) *Game {
	t.Helper()
	c := DefaultConfig()
	if cfg != nil {
		c = *cfg
	}
	g := New(c)
	capturetest.Load(t, g, pos, moves...)
	return g
}

// Outcomes from the side to move.
const (
	running = capturetest.Running
	win     = capturetest.Win
	loss    = capturetest.Loss
	draw    = capturetest.Draw
)

func outcome(g *Game) int { return capturetest.OutcomeOf(g) }

// shuffle is eight plies that bring the start position back twice.
var shuffle = []string{"c5-c4", "a5-a4", "c4-c5", "a4-a5", "c5-c4", "a5-a4", "c4-c5", "a4-a5"}

// TestScenarios covers every worked example of the rules and every rule and
// decision of doc.go's Rules and Decisions sections: the legal moves after
// a position and some moves, the resulting position string and the outcome.
func TestScenarios(t *testing.T) {
	six := Config{CapturesToWin: 6, RepetitionDraw: true}
	one := Config{CapturesToWin: 1, RepetitionDraw: true}
	all := Config{CapturesToWin: 14, RepetitionDraw: true}
	noRep := Config{CapturesToWin: 5}
	limit := Config{CapturesToWin: 5, RepetitionDraw: true, NoCaptureLimit: 4}
	tests := []struct {
		name   string
		cfg    *Config
		pos    string   // "" for the start position
		play   []string // played first
		moves  []string // every legal move afterwards (nil = unchecked)
		nMoves int      // the number of legal moves (-1 = unchecked)
		after  string   // the position string afterwards ("" = unchecked)
		result int
	}{
		// Worked example: the opening.
		{name: "start: the jaguar has 3 moves", nMoves: 3,
			moves: []string{"c5-b4", "c5-c4", "c5-d4"}, after: "DDDDD/DDDDD/DDJDD/5/5/3/3 j"},
		// Worked example: the dogs' reply and a capture offered.
		{name: "c5-c4: the dogs have 11 moves", play: []string{"c5-c4"}, nMoves: 11,
			after: "DDDDD/DDDDD/DD1DD/2J2/5/3/3 d"},
		{name: "c6-c5 offers a capture", play: []string{"c5-c4", "c6-c5"}, nMoves: 4,
			moves: []string{"c4-b4", "c4-c3", "c4-d4", "c4xc6"}, after: "DDDDD/DD1DD/DDDDD/2J2/5/3/3 j"},
		{name: "c4xc6 takes one dog and stops", play: []string{"c5-c4", "c6-c5", "c4xc6"}, nMoves: -1,
			after: "DDDDD/DDJDD/DD1DD/5/5/3/3 d"},
		// Worked example: optional captures and chains.
		{name: "every prefix of the chain is a move", pos: "DDDDD/DDDDD/3D1/2D2/5/D2/J2 j", nMoves: 4,
			moves: []string{"a1-c1", "a1xc3", "a1xc3xc5", "a1xc3xc5xe5"}},
		{name: "the whole chain", pos: "DDDDD/DDDDD/3D1/2D2/5/D2/J2 j", play: []string{"a1xc3xc5xe5"},
			nMoves: -1, after: "DDDDD/DDDDD/4J/5/5/3/3 d"},
		{name: "stopping after one jump", pos: "DDDDD/DDDDD/3D1/2D2/5/D2/J2 j", play: []string{"a1xc3"},
			nMoves: -1, after: "DDDDD/DDDDD/3D1/2D2/2J2/3/3 d"},
		// Worked example: jumps in the triangle.
		{name: "jumps into the triangle", pos: "DDDDD/DDDDD/5/5/2J2/DD1/3 j", nMoves: 8,
			moves: []string{"c3-b3", "c3-b4", "c3-c4", "c3-d2", "c3-d3", "c3-d4", "c3xa1", "c3xc1"}},
		{name: "a diagonal jump over the apex", pos: "DDDDD/DDDDD/5/1J3/2D2/3/3 j", nMoves: 8,
			moves: []string{"b4-a3", "b4-a4", "b4-a5", "b4-b3", "b4-b5", "b4-c4", "b4-c5", "b4xd2"}},
		{name: "along the base of the triangle", pos: "DDDDD/DDDDD/5/5/5/3/JD1 j", nMoves: 2,
			moves: []string{"a1-b2", "a1xe1"}},
		// Worked example: the trapped jaguar.
		{name: "the dogs trap the jaguar", pos: "DDDDD/DD1DD/5/5/2D2/D2/JDD j", nMoves: 0, result: loss},
		// Worked example: the fifth capture.
		{name: "the fifth capture wins", pos: "DDDDD/D3D/D3D/2D2/2J2/3/3 j", play: []string{"c3xc5"},
			nMoves: 0, after: "DDDDD/D3D/D1J1D/5/5/3/3 d", result: loss},
		{name: "captures_to_win=6: the fifth capture does not", cfg: &six, pos: "DDDDD/D3D/D3D/2D2/2J2/3/3 j",
			play: []string{"c3xc5"}, nMoves: -1},
		{name: "captures_to_win=1: the first capture wins", cfg: &one, play: []string{"c5-c4", "c6-c5", "c4xc6"},
			nMoves: 0, result: loss},
		{name: "the jaguar to move has won already", pos: "DDDDD/D3D/D1J1D/5/5/3/3 j", nMoves: 0, result: win},
		{name: "a chain may stop at the winning capture", pos: "DDDDD/DDDDD/3D1/2D2/5/D2/J2 j",
			cfg: &Config{CapturesToWin: 2, RepetitionDraw: true}, play: []string{"a1xc3xc5"}, nMoves: 0, result: loss},
		{name: "a longer chain also wins", pos: "DDDDD/DDDDD/3D1/2D2/5/D2/J2 j",
			cfg: &Config{CapturesToWin: 2, RepetitionDraw: true}, play: []string{"a1xc3xc5xe5"}, nMoves: 0, result: loss},
		// The moves (doc.go's Rules section).
		{name: "a chain may pass its own start point", pos: "DDDDD/DD1D1/DDD1D/2JD1/D4/3/3 j",
			play: []string{"c4xc6xe6xe4xc4"}, nMoves: -1, after: "DDDDD/DD3/DD3/2J2/D4/3/3 d"},
		{name: "dogs step in any direction, backwards too", pos: "DDDDD/DDDD1/5/2J2/5/1D1/3 d",
			nMoves: 14, moves: []string{"a6-a5", "b6-a5", "b6-b5", "b6-c5", "c2-b2", "c2-c1", "c2-c3", "c2-d2",
				"c6-c5", "d6-c5", "d6-d5", "d6-e5", "d6-e6", "e7-e6"}},
		{name: "dogs never jump", pos: "DDDDD/DDDDD/5/5/2J2/1D1/3 d", nMoves: 12,
			moves: []string{"a6-a5", "b6-a5", "b6-b5", "b6-c5", "c6-c5", "d6-c5", "d6-d5", "d6-e5", "e6-e5",
				"c2-b2", "c2-c1", "c2-d2"}},
		// The end and the result (doc.go's Rules section).
		{name: "blocked dogs lose", cfg: &all, pos: "5/5/5/5/2J2/DDD/DDD d", nMoves: 0, result: loss},
		{name: "threefold repetition draws", play: shuffle, nMoves: 0, after: "DDDDD/DDDDD/DDJDD/5/5/3/3 j", result: draw},
		{name: "a second occurrence is no draw", play: shuffle[:4], nMoves: 3},
		{name: "repetition_draw off", cfg: &noRep, play: shuffle, nMoves: 3},
		{name: "no_capture_limit reached", cfg: &limit, play: shuffle[:4], nMoves: 0, result: draw},
		{name: "one ply short of the no-capture limit", cfg: &limit, play: shuffle[:3], nMoves: -1},
		{name: "a capture restarts the count", cfg: &limit, play: []string{"c5-c4", "c6-c5", "c4xc6", "b6-c5"}, nMoves: -1},
		{name: "a trap completing a draw still wins", cfg: &Config{CapturesToWin: 5, RepetitionDraw: true, NoCaptureLimit: 1},
			pos: "DDDDD/DD1DD/5/5/2D2/D1D/JD1 d", play: []string{"d2-e1"}, nMoves: 0,
			after: "DDDDD/DD1DD/5/5/2D2/D2/JDD j", result: loss},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.cfg, tc.pos, tc.play...)
			got := moveTexts(g)
			if tc.moves != nil {
				want := slices.Clone(tc.moves)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("moves = %v, want %v", got, want)
				}
			}
			if tc.nMoves >= 0 && len(got) != tc.nMoves {
				t.Errorf("%d moves %v, want %d", len(got), got, tc.nMoves)
			}
			if tc.after != "" && g.Position() != tc.after {
				t.Errorf("position = %q, want %q", g.Position(), tc.after)
			}
			if r := outcome(g); r != tc.result {
				t.Errorf("outcome = %d, want %d", r, tc.result)
			}
		})
	}
}
