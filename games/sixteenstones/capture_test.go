package sixteenstones_test

import (
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

// captureCases are the variants of the capture rule (doc.go: only a
// sandwich made by the move captures; pre-existing sandwiches do not):
// after a Move the moved stone must be a flanker; after a Push the lead
// pusher (now on F) must be a flanker or the sandwiched stone must be one
// of the pushed stones. TestOracleTurns also compares every turn of each
// position with the oracle.
var captureCases = []struct {
	name  string
	pos   string
	legal []string // tokens that must be legal
	bad   []string // tokens that must be rejected
	turns int      // if not 0, the number of legal turns
	play  string   // played after the checks
	want  string   // position after play
}{
	// Push: a stone that was not pushed is never captured.
	{name: "push beside an old sandwich on the push line (the issue)", pos: "1RBR1/5/2B2/2R2/B1R1B r 0 0 1 0 - 0 0",
		legal: []string{"c2>c3"}, bad: []string{"c2>c3xc5", "c2>c3xc4"}, turns: 2290,
		play: "c2>c3", want: "1RBR1/2B2/2R2/2R2/B3B b 0 0 1 0 - 0 1"},
	{name: "same along a rank", pos: "B4/4R/RRB1B/4R/B4 r 0 0 1 0 - 0 0",
		legal: []string{"b3>c3"}, bad: []string{"b3>c3xe3", "b3>c3xd3"}},
	{name: "pushed stone captured, the old sandwich beyond it not", pos: "B4/3RR/RRB1B/3RR/B4 r 0 0 1 0 - 0 0",
		legal: []string{"b3>c3xd3"}, bad: []string{"b3>c3", "b3>c3xe3", "b3>c3xd3xe3"}},
	{name: "same with a bank for both", pos: "B4/3RR/RRB1B/3RR/B4 r 0 0 2 0 - 0 0",
		legal: []string{"b3>c3xd3"}, bad: []string{"b3>c3", "b3>c3xe3", "b3>c3xd3xe3"},
		play: "b3>c3xd3", want: "B4/3RR/1RRrB/3RR/B4 b 0 0 1 1 - 0 0"},
	{name: "lead pusher lands beside an old sandwich it does not flank", pos: "B3B/5/1RBR1/RRB2/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2"}, bad: []string{"b2>c2xc3", "b2>c2xd2"}},
	{name: "train stone refills the cell of an old flanker", pos: "B3B/1R3/1B3/RRB2/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2"}, bad: []string{"b2>c2xb3"}},
	{name: "train stone replaces a fresh flanker by a normal one", pos: "B3B/1R3/1B3/RrB2/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2"}, bad: []string{"b2>c2xb3"}},
	// Push: the lead pusher as a flanker.
	{name: "lead pusher flanks sideways", pos: "B3B/2R2/2B2/RRB2/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2xc3"}, bad: []string{"b2>c2"}},
	{name: "lead pusher flanks a stone already sandwiched on another line", pos: "B3B/2R2/1RBR1/RRB2/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2xc3"}, bad: []string{"b2>c2"}},
	{name: "lead pusher flanks the pushed stone", pos: "B3B/5/5/RRB1R/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2xd2"}, bad: []string{"b2>c2"}},
	{name: "lead pusher and a fresh stone do not capture", pos: "B3B/2r2/2B2/RRB2/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2"}, bad: []string{"b2>c2xc3"}},
	{name: "lead pusher flanks two, bank of one: a choice", pos: "B3B/R1R2/1BB2/RRB2/5 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2xb3", "b2>c2xc3"}, bad: []string{"b2>c2", "b2>c2xb3xc3"}},
	{name: "lead pusher flanks two, bank of two", pos: "B3B/R1R2/1BB2/RRB2/5 r 0 0 2 0 - 0 0",
		legal: []string{"b2>c2xb3xc3"}, bad: []string{"b2>c2", "b2>c2xb3", "b2>c2xc3"}},
	// Push: a pushed stone as the sandwiched stone.
	{name: "pushed stone between two unmoved stones", pos: "B3B/5/3R1/RRB2/3R1 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2xd2"}, bad: []string{"b2>c2"}},
	{name: "pushed stone between a fresh and a normal stone", pos: "B3B/5/3R1/RRB2/3r1 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c2"}, bad: []string{"b2>c2xd2"}},
	{name: "diagonal push into a sandwich on a rank", pos: "B3B/2R1R/2B2/1R3/R4 r 0 0 1 0 - 0 0",
		legal: []string{"b2>c3xd4"}, bad: []string{"b2>c3"}},
	{name: "pushed stone takes the cell of a sandwiched stone pushed off", pos: "B3B/5/4R/RRRBB/4R r 0 0 1 0 - 0 0",
		legal: []string{"c2>d2xe2"}, bad: []string{"c2>d2"},
		play: "c2>d2xe2", want: "B3B/5/4R/1RRRr/4R b 0 0 0 2 - 0 0"},
	{name: "the mover's own stones are never captured", pos: "B4/5/RRB2/3R1/3B1 r 0 0 1 0 - 0 0",
		legal: []string{"b3>c3"}, play: "b3>c3", want: "B4/5/1RRB1/3R1/3B1 b 0 0 1 0 - 0 1"},
	// Move: the moved stone must be a flanker.
	{name: "move beside an old sandwich", pos: "B3B/5/1RBR1/5/4R r 0 0 1 0 - 0 0",
		legal: []string{"e1-d2"}, bad: []string{"e1-d2xc3"}},
	{name: "move elsewhere after the opponent walked in", pos: "5/5/5/4R/RBR1B r 0 0 1 0 - 0 1",
		legal: []string{"e2-d2", "a1-a2"}, bad: []string{"e2-d2xb1", "a1-a2xb1"}},
	{name: "move flanks a stone already sandwiched on another line", pos: "B3B/2R2/1RBR1/5/3R1 r 0 0 1 0 - 0 0",
		legal: []string{"d1-c2xc3"}, bad: []string{"d1-c2"}},
	{name: "flanker steps out and back in", pos: "B4/5/5/4R/RBR1B r 0 0 2 0 - 0 0",
		legal: []string{"a1-a2/s/a2-a1xb1"}, bad: []string{"a1-a2/s/a2-a1", "a1-a2/a2-a1xb1"}},
	{name: "fresh stone moves and captures", pos: "B3B/5/5/5/RB1r1 r 0 0 1 0 - 0 0",
		legal: []string{"d1-c1xb1"}, bad: []string{"d1-c1"}},
}

// TestCaptureRule runs the capture scenarios.
func TestCaptureRule(t *testing.T) {
	for _, tc := range captureCases {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			for _, s := range tc.legal {
				if _, err := g.ParseMove(s); err != nil {
					t.Errorf("%q rejected: %v", s, err)
				}
			}
			for _, s := range tc.bad {
				if _, err := g.ParseMove(s); err == nil {
					t.Errorf("%q accepted", s)
				}
			}
			if tc.turns != 0 {
				if n := len(g.GenMoves(nil)); n != tc.turns {
					t.Errorf("%d turns, want %d", n, tc.turns)
				}
			}
			if tc.play != "" {
				positiontest.Play(t, g, tc.play)
				if got := g.Position(); got != tc.want {
					t.Errorf("after %s: %q, want %q", tc.play, got, tc.want)
				}
			}
		})
	}
}
