package ninemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/games/ninemensmorris"
	"github.com/tabla-games/tabla/position"
)

// TestEvalOption checks that the shipped weights load and that the eval
// option chooses the evaluation: the learned one explains itself by
// blocks of features, the first of them the mill lines.
func TestEvalOption(t *testing.T) {
	if _, err := ninemensmorris.Weights(); err != nil {
		t.Fatalf("shipped weights: %v", err)
	}
	for _, tc := range []struct {
		setting, first string
	}{{"eval=learned", "lines"}, {"eval=hand", "material"}} {
		g, _, err := position.NewGame(ninemensmorris.ID, tc.setting)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.SetPosition(midGames[0]); err != nil {
			t.Fatal(err)
		}
		terms := g.(position.EvalExplainer).EvalTerms()
		if len(terms) == 0 || terms[0].Name != tc.first {
			t.Errorf("%s: terms %v, want %s first", tc.setting, terms, tc.first)
		}
	}
	if _, _, err := position.NewGame(ninemensmorris.ID, "eval=random"); err == nil {
		t.Error("eval=random accepted")
	}
}
