package term

import (
	"io"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/protocol"
)

func TestThinkReadsInfo(t *testing.T) {
	tests := []struct {
		name    string
		lines   []string
		move    string
		summary string // for black, with the time set to 0
	}{
		{"last score, last depth and nodes", []string{
			"info depth 1 seldepth 1 score cp 10 nodes 5 nps 5 time 1 hashfull 0 pv d3",
			"info depth 2 seldepth 3 score cp -20 nodes 50 nps 50 time 1 hashfull 0 pv d3 c5",
			"info depth 3 nodes 80 nps 80 time 1 hashfull 0",
			"bestmove d3"}, "d3", "score -0.20 for black, depth 3, 80 nodes, 0.00 s"},
		{"bound", []string{
			"info depth 4 seldepth 5 score cp 35 lowerbound nodes 9 nps 9 time 1 hashfull 0 pv f5",
			"bestmove f5 ponder d6"}, "f5", "score +0.35 for black, depth 4, 9 nodes, 0.00 s"},
		{"bound after wdl", []string{
			"info depth 3 score cp 12 wdl 500 300 200 upperbound nodes 9 pv f5",
			"bestmove f5"}, "f5", "score +0.12 for black, depth 3, 9 nodes, 0.00 s"},
		{"mate", []string{
			"info depth 5 score mate 3 nodes 9 pv f5",
			"bestmove f5"}, "f5", "black wins in 3 moves, depth 5, 9 nodes, 0.00 s"},
		{"mated", []string{
			"info depth 5 score mate -2 nodes 9 pv f5",
			"bestmove f5"}, "f5", "black loses in 2 moves, depth 5, 9 nodes, 0.00 s"},
		{"no info", []string{"bestmove c4"}, "c4", "0.00 s"},
		{"info string is not a score", []string{
			"info depth 2 score cp 10 nodes 9 pv d3",
			"info string book score cp 99 depth 9 nodes 7",
			"bestmove d3"}, "d3", "score +0.10 for black, depth 2, 9 nodes, 0.00 s"},
		{"only the best of several lines", []string{
			"info depth 2 multipv 1 score cp 10 nodes 9 pv d3",
			"info depth 2 multipv 2 score cp -50 nodes 12 pv c4",
			"bestmove c4"}, "c4", "score +0.10 for black, depth 2, 9 nodes, 0.00 s"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := strings.NewReader(strings.Join(tc.lines, "\n") + "\n")
			p := &player{cfg: Config{Depth: 6}, c: protocol.NewClient(io.Discard, out, nil)}
			got, err := p.think()
			if err != nil {
				t.Fatal(err)
			}
			got.elapsed = 0
			if s := got.summary("black"); got.move != tc.move || s != tc.summary {
				t.Errorf("move %q, summary %q; want %q, %q", got.move, s, tc.move, tc.summary)
			}
		})
	}
}
