package foxsheep

import "testing"

// TestEvaluateStart: the start is worth sheepEdge to the Sheep, whoever
// moves first, so that a draw (0) is worth less to the Sheep than the
// start and more to the Foxes.
func TestEvaluateStart(t *testing.T) {
	tests := []struct {
		name string
		cfg  Config
		want int
	}{
		{"sheep to move", DefaultConfig(), sheepEdge},
		{"foxes to move", foxesFirst, -sheepEdge},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := load(t, tc.cfg, "").Evaluate(); got != tc.want {
				t.Errorf("Evaluate() = %d at the start, want %d", got, tc.want)
			}
		})
	}
}
