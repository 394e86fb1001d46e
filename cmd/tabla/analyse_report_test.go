package main

import (
	"strings"
	"testing"
	"time"
)

// TestETA checks the estimate of the time left against runs whose true
// remaining time is known.
func TestETA(t *testing.T) {
	s := time.Second
	// steady finishes a search every second; harder takes i seconds for
	// the i-th, as a suite sorted by difficulty does.
	steady := []time.Duration{1 * s, 2 * s, 3 * s, 4 * s, 5 * s, 6 * s, 7 * s, 8 * s, 9 * s, 10 * s}
	var harder []time.Duration
	var at time.Duration
	for i := 1; i <= 20; i++ {
		at += time.Duration(i) * s
		harder = append(harder, at)
	}
	tests := []struct {
		name     string
		finished []time.Duration
		total    int
		lo, hi   time.Duration
	}{
		{"nothing done", nil, 10, -1, -1},
		{"all done", steady, 10, 0, 0},
		{"steady pace", steady, 20, 10 * s, 10 * s},
		// Positions 21-40 take 21..40 s, 610 s in all; the mean pace of
		// all 20 so far (10.5 s) would say 210 s, the recent one 18 s a
		// position, 360 s.
		{"growing positions", harder, 40, 300 * s, 610 * s},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := eta(tc.finished, tc.total); got < tc.lo || got > tc.hi {
				t.Errorf("eta %v, want %v to %v", got, tc.lo, tc.hi)
			}
		})
	}
}

// TestAnnotateProgressLines checks that annotating without a terminal
// reports one progress line a game, not one a ply.
func TestAnnotateProgressLines(t *testing.T) {
	_, errOut, code := runBinary(t, "", time.Minute, "analyse", "../../testdata/games/checkers.pdn", "--annotate", "--depth", "1", "--format", "jsonl", "--progress", "lines")
	if code != 0 {
		t.Fatalf("status %d\n%s", code, errOut)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(errOut), "\n") {
		if strings.HasPrefix(l, "[") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "[231/231] game1 230 moves: inaccuracy ") {
		t.Errorf("progress lines %q, want one for the game", lines)
	}
}
