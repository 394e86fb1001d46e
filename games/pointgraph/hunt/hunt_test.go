package hunt

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// testSpec is Hare and Hounds' board with its stall counter: the runner
// is p2, hounds step forward or vertically, and vertical steps stall.
func testSpec() *Spec {
	b := pointgraph.HareHounds()
	return NewSpec(Spec{
		Board:      b,
		Runner:     1,
		HoundSteps: b.AdjWhere(func(from, to pointgraph.Point) bool { return to.X >= from.X }),
		StallSteps: b.AdjWhere(func(from, to pointgraph.Point) bool { return to.X == from.X }),
		MaxStall:   9,
	}, 1)
}

// TestMakeUnmake walks every line of play a few plies deep and checks
// that the hash kept by Make is the hash computed from scratch, and that
// Unmake restores the position, hash and stall counter.
func TestMakeUnmake(t *testing.T) {
	g := New(testSpec(), 16)
	g.Set(1<<0|1<<1|1<<3, 10, 0, 0)
	var walk func(depth int)
	walk = func(depth int) {
		if g.Hash() != g.computeHash() {
			t.Fatalf("incremental hash %#x, from scratch %#x", g.Hash(), g.computeHash())
		}
		if depth == 0 {
			return
		}
		for _, m := range g.GenSteps(nil) {
			before := g
			g.Make(m)
			from, to := pointgraph.From(m), pointgraph.To(m)
			want := before.Stall() // a runner's step leaves the counter
			if !before.RunnerToMove() {
				want = 0
				if g.spec.Board.Point(from).X == g.spec.Board.Point(to).X {
					want = before.Stall() + 1
				}
			}
			if g.Stall() != want {
				t.Fatalf("stall %d after %s from %d, want %d", g.Stall(), g.FormatMove(m), before.Stall(), want)
			}
			walk(depth - 1)
			g.Unmake()
			if g.hounds != before.hounds || g.runner != before.runner || g.side != before.side ||
				g.stall != before.stall || g.hash != before.hash {
				t.Fatalf("Unmake of %s did not restore the position", g.FormatMove(m))
			}
		}
	}
	walk(6)
}

func TestParseStep(t *testing.T) {
	parse := testSpec().Board.ParsePoint
	tests := []struct {
		in      string
		want    position.Move
		wantErr bool
	}{
		{"1-4", pointgraph.StepMove(1, 4), false},
		{"10-9", pointgraph.StepMove(10, 9), false},
		{"1", position.NoMove, true},
		{"1-x", position.NoMove, true},
		{"11-4", position.NoMove, true},
	}
	for _, tc := range tests {
		m, err := ParseStep(tc.in, "1-4", parse)
		if (err != nil) != tc.wantErr || m != tc.want {
			t.Errorf("ParseStep(%q) = %v, %v; want %v, error %v", tc.in, m, err, tc.want, tc.wantErr)
		}
	}
}

func TestOutcome(t *testing.T) {
	g := New(testSpec(), 16)
	g.Set(1<<0|1<<1|1<<3, 10, 1, 0)
	for _, tc := range []struct{ winner, score int }{{-1, 0}, {1, 1}, {0, -1}} {
		over, score := g.Outcome(tc.winner)
		if over != (tc.winner >= 0) || score != tc.score {
			t.Errorf("Outcome(%d) = %v, %d", tc.winner, over, score)
		}
	}
}
