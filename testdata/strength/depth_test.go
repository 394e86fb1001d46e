package main

import (
	"strings"
	"testing"
)

func TestReadDepth(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  depthResult
	}{
		{"last line with a score", []string{
			"info depth 1 seldepth 1 score cp 10 nodes 5 nps 5 time 1 hashfull 0 pv d3",
			"info depth 2 seldepth 3 score cp -20 nodes 50 nps 50 time 1 hashfull 0 pv d3 c5",
			"info depth 3 nodes 80 nps 80 time 1 hashfull 0",
			"bestmove d3"}, depthResult{depth: "2", nodes: "50", bestmove: "d3"}},
		{"a bound is a score", []string{
			"info depth 4 seldepth 5 score cp 35 lowerbound nodes 90 nps 9 time 1 hashfull 0 pv f5",
			"bestmove f5 ponder d6"}, depthResult{depth: "4", nodes: "90", bestmove: "f5"}},
		{"no score", []string{
			"info depth 1 nodes 3 nps 3 time 1 hashfull 0",
			"bestmove c4"}, depthResult{bestmove: "c4"}},
		{"info string is not a score", []string{
			"info depth 2 score cp 10 nodes 9 pv d3",
			"info string book score cp 99 depth 9 nodes 7",
			"bestmove d3"}, depthResult{depth: "2", nodes: "9", bestmove: "d3"}},
		{"only the best of several lines", []string{
			"info depth 2 multipv 1 score cp 10 nodes 9 pv d3",
			"info depth 3 multipv 2 score cp -50 nodes 12 pv c4",
			"bestmove c4"}, depthResult{depth: "2", nodes: "9", bestmove: "c4"}},
		{"no bestmove", []string{"info depth 2 score cp 10 nodes 9 pv d3"},
			depthResult{depth: "2", nodes: "9"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := readDepth(strings.NewReader(strings.Join(tc.lines, "\n") + "\n"))
			if got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
