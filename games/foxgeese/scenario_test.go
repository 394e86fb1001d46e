package foxgeese

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

// shuffle is eight plies that bring the start position back: a goose and
// the fox step out and back twice over.
var shuffle = []string{"a5-a4", "d4-d3", "a4-a5", "d3-d4", "a5-a4", "d4-d3", "a4-a5", "d3-d4"}

// TestScenarios covers every worked example of the rules and every rule and
// decision of doc.go's Rules and Decisions sections: the legal moves after
// a position and some moves, the resulting position string and the outcome.
func TestScenarios(t *testing.T) {
	noRep := Config{RepetitionDraw: false, NoProgressLimit: 200}
	noLimit := Config{RepetitionDraw: true, NoProgressLimit: 0}
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
		{name: "start: the geese have 10 moves", nMoves: 10,
			moves: []string{"a5-a4", "a5-b4", "b5-b4", "c5-b4", "c5-c4", "e5-e4", "e5-f4", "f5-f4", "g5-f4", "g5-g4"},
			after: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 0"},
		{name: "3 the fox threatens nothing at the start", play: []string{"a5-a4"}, nMoves: 5,
			moves: []string{"d4-c3", "d4-c4", "d4-d3", "d4-e3", "d4-e4"}},
		{name: "10 c5-c4 allows d4xb4", play: []string{"c5-c4"}, nMoves: 6,
			moves: []string{"d4-c3", "d4-c5", "d4-d3", "d4-e3", "d4-e4", "d4xb4"},
			after: "GGG/GGG/GG1GGGG/2GF3/7/3/3 f 1"},
		// Worked example: optional captures and chains.
		{name: "optional capture and chain", pos: "GGG/3/7/3F3/2GG3/3/3 f 0", nMoves: 8,
			moves: []string{"d4-c4", "d4-c5", "d4-d5", "d4-e3", "d4-e4", "d4-e5", "d4xd2", "d4xd2xb4"}},
		{name: "three geese left: the Fox wins", pos: "GGG/3/7/3F3/2GG3/3/3 f 0", play: []string{"d4xd2xb4"},
			nMoves: 0, after: "GGG/3/7/1F5/7/3/3 g 0", result: loss},
		{name: "four geese left: play goes on", pos: "GGG/3/7/3F3/2GG3/3/3 f 0", play: []string{"d4xd2"},
			nMoves: -1, after: "GGG/3/7/7/2G4/1F1/3 g 0"},
		{name: "stopping is allowed and the geese reply", pos: "GGG/3/7/3F3/2GG3/3/3 f 0", play: []string{"d4xd2", "c3-c2"},
			nMoves: -1, after: "GGG/3/7/7/7/GF1/3 f 1"},
		// Worked example: the trapped fox.
		{name: "the trapped fox loses", pos: "3/3/7/7/2G1G2/GG1/FGG f 0", nMoves: 0, result: loss},
		{name: "trapping move", pos: "3/3/7/4G2/2G4/GG1/FGG g 0", play: []string{"e4-e3"},
			nMoves: 0, after: "3/3/7/7/2G1G2/GG1/FGG f 1", result: loss},
		// Worked example: the seed's chain.
		{name: "seed chain d4xb4xd6", pos: "GGG/3/2G4/2GF3/6G/3/3 f 0", play: []string{"d4xb4xd6"},
			nMoves: -1, after: "GGG/1F1/7/7/6G/3/3 g 0"},
		{name: "both jumps are moves", pos: "GGG/3/2G4/2GF3/6G/3/3 f 0", nMoves: 8,
			moves: []string{"d4-c3", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5", "d4xb4", "d4xb4xd6"}},
		// The moves (doc.go's Rules section).
		{name: "geese step backwards and diagonally", pos: "GGG/3/7/3F3/7/1G1/3 g 0", nMoves: 13,
			moves: []string{"c7-c6", "c7-d6", "d7-d6", "e7-d6", "e7-e6",
				"d2-c1", "d2-c2", "d2-c3", "d2-d1", "d2-d3", "d2-e1", "d2-e2", "d2-e3"}},
		{name: "geese never jump", pos: "GGG/3/7/3F3/3G3/3/3 g 0", nMoves: 8,
			moves: []string{"c7-c6", "c7-d6", "d7-d6", "e7-d6", "e7-e6", "d3-c3", "d3-d2", "d3-e3"}},
		{name: "a chain may land on its own start point", pos: "2G/3/G1GG2G/2GF3/6G/3/3 f 0", play: []string{"d4xd6xb4xd4"},
			nMoves: -1, after: "2G/3/G5G/3F3/6G/3/3 g 0"},
		{name: "no jump without a landing point", pos: "GGG/3/2G4/3F3/7/3/3 f 0", nMoves: 7,
			moves: []string{"d4-c3", "d4-c4", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"}},
		// The end and the result (doc.go's Rules section).
		{name: "geese to move with 3 geese have lost", pos: "GG1/3/1G5/3F3/7/3/3 g 0", nMoves: 0, result: loss},
		{name: "fox to move with 3 geese has won", pos: "GG1/3/1G5/3F3/7/3/3 f 0", nMoves: 0, result: win},
		{name: "blocked geese lose", pos: "GGG/GGG/GGGGGGG/GGGFGGG/GGGGGGG/GGG/GGG g 0", nMoves: 0, result: loss},
		{name: "the fox surrounded by 32 geese still jumps nothing", pos: "GGG/GGG/GGGGGGG/GGGFGGG/GGGGGGG/GGG/GGG f 0",
			nMoves: 0, result: loss},
		{name: "threefold repetition draws", play: shuffle, nMoves: 0, after: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 8", result: draw},
		{name: "a second occurrence is no draw", play: shuffle[:4], nMoves: 10},
		{name: "repetition_draw off", cfg: &noRep, play: shuffle, nMoves: 10},
		{name: "no-progress limit reached", pos: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 199", play: []string{"a5-a4"},
			nMoves: 0, after: "GGG/GGG/1GGGGGG/G2F3/7/3/3 f 200", result: draw},
		{name: "one ply short of the limit", pos: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 198", play: []string{"a5-a4"}, nMoves: 5},
		{name: "a capture resets the clock", pos: "GGG/3/7/3F3/2GG3/3/3 f 199", play: []string{"d4xd2"},
			nMoves: -1, after: "GGG/3/7/7/2G4/1F1/3 g 0"},
		{name: "no_progress_limit=0 is off", cfg: &noLimit, pos: "GGG/GGG/GGGGGGG/3F3/7/3/3 g 5000", play: []string{"a5-a4"}, nMoves: 5},
		{name: "a trap completing the limit still wins", pos: "3/3/7/4G2/2G4/GG1/FGG g 199", play: []string{"e4-e3"},
			nMoves: 0, result: loss},
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
