package match

import (
	"io"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/protocol"
)

func TestThinkReadsInfo(t *testing.T) {
	tests := []struct {
		name    string
		lines   []string
		move    string
		comment string // with the time set to 0
	}{
		{"last score, last depth", []string{
			"info depth 1 seldepth 1 score cp 10 nodes 5 nps 5 time 1 hashfull 0 pv d3",
			"info depth 2 seldepth 3 score cp -20 nodes 50 nps 50 time 1 hashfull 0 pv d3 c5",
			"info depth 3 nodes 80 nps 80 time 1 hashfull 0",
			"bestmove d3"}, "d3", "-0.20/3 0.000s"},
		{"bound", []string{
			"info depth 4 seldepth 5 score cp 35 lowerbound nodes 9 nps 9 time 1 hashfull 0 pv f5",
			"bestmove f5 ponder d6"}, "f5", "+0.35/4 0.000s"},
		{"bound after wdl", []string{
			"info depth 3 score cp 12 wdl 500 300 200 upperbound nodes 9 pv f5",
			"bestmove f5"}, "f5", "+0.12/3 0.000s"},
		{"mate", []string{
			"info depth 5 score mate -3 nodes 9 pv f5",
			"bestmove f5"}, "f5", "-M3/5 0.000s"},
		{"progress of another engine", []string{
			"info depth 5 score mate 2 nodes 9 pv f5",
			"info depth 6 currmove e4 currmovenumber 2",
			"bestmove f5"}, "f5", "+M2/6 0.000s"},
		{"no info", []string{"bestmove c4"}, "c4", "0.000s"},
		{"info string is not a score", []string{
			"info depth 2 score cp 10 nodes 9 pv d3",
			"info string book score cp 99 depth 9",
			"bestmove d3"}, "d3", "+0.10/2 0.000s"},
		{"only the best of several lines", []string{
			"info depth 2 multipv 1 score cp 10 nodes 9 pv d3",
			"info depth 2 multipv 2 score cp -50 nodes 9 pv c4",
			"bestmove c4"}, "c4", "+0.10/2 0.000s"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := strings.NewReader(strings.Join(tc.lines, "\n") + "\n")
			p := &process{c: protocol.NewClient(io.Discard, out, nil)}
			got, err := p.think("position startpos", "go depth 6", time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			got.elapsed = 0
			if got.move != tc.move || got.comment() != tc.comment {
				t.Errorf("move %q, comment %q; want %q, %q", got.move, got.comment(), tc.move, tc.comment)
			}
		})
	}
}
