package ninemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/games/ninemensmorris"
	"github.com/tabla-games/tabla/position/positiontest"
)

// TestEvalOption checks that the shipped weights load and that the eval
// option chooses the evaluation: the learned one explains itself by
// blocks of features, the first of them the mill lines.
func TestEvalOption(t *testing.T) {
	if _, err := ninemensmorris.Weights(); err != nil {
		t.Fatalf("shipped weights: %v", err)
	}
	positiontest.CheckEvalChoice(t, ninemensmorris.ID, midGames[0],
		map[string]string{"eval=learned": "lines", "eval=hand": "material"})
}
