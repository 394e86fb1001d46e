package domineering

import (
	"fmt"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// transposed returns the position with the board mirrored across the
// a1-h8 diagonal, the labels swapped and the other side to move: the same
// game with the players' roles exchanged.
func transposed(t testing.TB, g *Game) *Game {
	t.Helper()
	h := newGame(t, fmt.Sprintf("rows=%d", g.cols), fmt.Sprintf("cols=%d", g.rows))
	occ := transpose(g.occ[0])
	vert := transpose(g.occ[0] &^ g.vert) // H dominoes become V ones
	h.reset(occ, vert, 1-g.side)
	return h
}

// TestEvaluateSymmetry checks that the evaluation is the same for a
// position and for its transpose with the other side to move, and for its
// mirror images.
func TestEvaluateSymmetry(t *testing.T) {
	for i, g := range randomPositions(t, 300, 64, 4) {
		if over, _ := g.Outcome(); over {
			continue
		}
		tr := transposed(t, g)
		if e, f := g.Evaluate(), tr.Evaluate(); e != f {
			t.Fatalf("#%d %s: Evaluate %d, transposed %s: %d", i, g.Position(), e, tr.Position(), f)
		}
		m := newGame(t, fmt.Sprintf("rows=%d", g.rows), fmt.Sprintf("cols=%d", g.cols))
		m.reset(mirrorFiles(g.occ[0], g.cols), mirrorFiles(g.vert, g.cols), g.side)
		if e, f := g.Evaluate(), m.Evaluate(); e != f {
			t.Fatalf("#%d %s: Evaluate %d, mirrored %s: %d", i, g.Position(), e, m.Position(), f)
		}
	}
}

// TestEvaluateProven checks that a position the evaluation calls proven is
// won or lost as it says, by plain minimax, and that EvalTerms adds up to
// Evaluate.
func TestEvaluateProven(t *testing.T) {
	proven := 0
	for i, g := range randomPositions(t, 2000, 24, 5) {
		if over, _ := g.Outcome(); over {
			continue
		}
		e := g.Evaluate()
		sum := 0
		for _, term := range g.EvalTerms() {
			sum += term.Score
		}
		if sum != e {
			t.Fatalf("#%d %s: EvalTerms add up to %d, Evaluate is %d", i, g.Position(), sum, e)
		}
		if e > -provenScore && e < provenScore {
			continue
		}
		proven++
		if win := bruteWin(g, map[[2]uint64]bool{}); win != (e > 0) {
			t.Fatalf("#%d %s: Evaluate %d, but minimax says win=%v", i, g.Position(), e, win)
		}
	}
	if proven < 100 {
		t.Errorf("only %d positions proven by the evaluation", proven)
	}
}

// TestEvaluatePredicts checks that the sign of the evaluation predicts the
// winner of positions from random 6×6 games better than chance by a wide
// margin, where the solver gives the truth.
func TestEvaluatePredicts(t *testing.T) {
	agree, total := 0, 0
	for _, g := range randomPositions(t, 3000, 36, 6) {
		if g.rows*g.cols < 30 {
			continue
		}
		if over, _ := g.Outcome(); over {
			continue
		}
		e := g.Evaluate()
		if e >= provenScore || e <= -provenScore {
			continue // move counting settles it: no heuristic there
		}
		v, _ := g.Solve(-2, 2, nil)
		total++
		if (e > 0) == (v > 0) {
			agree++
		}
	}
	if total < 100 || agree*100 < 75*total {
		t.Errorf("the evaluation's sign agrees with the solved result in %d of %d positions", agree, total)
	}
	t.Logf("agreement %d of %d", agree, total)
}

// TestOrderHints checks that OrderHints puts a move that move counting
// proves winning above every other, and a losing one below.
func TestOrderHints(t *testing.T) {
	g := newGame(t, "rows=4", "cols=4")
	// Vertical to move; after b1 Vertical has a safe move on a1-a2.
	if err := g.SetPosition("4/4/4/4 v"); err != nil {
		t.Fatal(err)
	}
	moves := g.GenMoves(nil)
	scores := make([]int32, len(moves))
	g.OrderHints(moves, scores)
	for i, m := range moves {
		g.Make(m)
		v, _ := g.Solve(-2, 2, nil)
		F, G := g.frames()
		w, ok := decide(F, G, vAnchors(G))
		g.Unmake()
		switch {
		case ok && !w && scores[i] < 1<<19:
			t.Errorf("%s leaves a proven loss for the opponent but scores %d", g.FormatMove(m), scores[i])
		case ok && w && scores[i] > -(1<<19):
			t.Errorf("%s leaves a proven win for the opponent but scores %d", g.FormatMove(m), scores[i])
		case !ok && (scores[i] > 1<<19 || scores[i] < -(1<<19)):
			t.Errorf("%s is unproven but scores %d", g.FormatMove(m), scores[i])
		}
		_ = v
	}
	// Horizontal's moves are rated in its own frame: on the transposed
	// board the scores are the same.
	tr := transposed(t, g)
	tm := tr.GenMoves(nil)
	ts := make([]int32, len(tm))
	tr.OrderHints(tm, ts)
	byCell := map[string]int32{}
	for i, m := range moves {
		a := moveAnchor(m)
		byCell[position.CellName(a>>3, a&7)] = scores[i] // transposed anchor
	}
	for i, m := range tm {
		if want := byCell[tr.FormatMove(m)]; ts[i] != want {
			t.Errorf("transposed %s scores %d, want %d", tr.FormatMove(m), ts[i], want)
		}
	}
}
