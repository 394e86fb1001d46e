package protocol

import "testing"

func TestParseInfo(t *testing.T) {
	tests := []struct {
		name   string
		lines  []string
		want   Thinking
		report bool
	}{
		{"full report", []string{"info depth 7 seldepth 12 score cp -35 nodes 12345 nps 600000 time 20 hashfull 3 pv d3 c5 f6"},
			Thinking{Depth: 7, SelDepth: 12, Score: "cp -35", Nodes: 12345, NPS: 600000, Time: 20, PV: "d3 c5 f6"}, true},
		{"bound and mate", []string{"info depth 9 score mate 3 lowerbound nodes 5 nps 1 time 1 pv a1"},
			Thinking{Depth: 9, Score: "mate 3 lowerbound", Nodes: 5, NPS: 1, Time: 1, PV: "a1"}, true},
		{"bound after wdl", []string{"info depth 9 score cp 12 wdl 500 300 200 upperbound nodes 5 pv a1"},
			Thinking{Depth: 9, Score: "cp 12 upperbound", Nodes: 5, PV: "a1"}, true},
		{"a bound belongs to this line's score", []string{
			"info depth 8 score cp 40 lowerbound nodes 4 pv a1",
			"info depth 9 score cp 30 nodes 5 pv b2"},
			Thinking{Depth: 9, Score: "cp 30", Nodes: 5, PV: "b2"}, true},
		{"progress keeps the last score and pv", []string{
			"info depth 4 score cp 10 nodes 100 nps 10 time 10 pv e6",
			"info depth 5 nodes 900 nps 90 time 10 hashfull 1"},
			Thinking{Depth: 5, Score: "cp 10", Nodes: 900, NPS: 90, Time: 10, PV: "e6"}, true},
		{"info string is not a report", []string{"info string hello depth 3"}, Thinking{}, false},
		{"info string with a score is not a report", []string{"info string book score cp 99 depth 9"}, Thinking{}, false},
		{"the first of several lines is a report", []string{"info depth 2 multipv 1 score cp 10 nodes 9 pv d3"},
			Thinking{Depth: 2, Score: "cp 10", Nodes: 9, PV: "d3"}, true},
		{"a later line of several is not a report", []string{
			"info depth 2 multipv 1 score cp 10 nodes 9 pv d3",
			"info depth 3 multipv 2 score cp -50 nodes 12 pv c4"},
			Thinking{Depth: 2, Score: "cp 10", Nodes: 9, PV: "d3"}, false},
		{"not info", []string{"bestmove d3"}, Thinking{}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var th Thinking
			var ok bool
			for _, l := range tc.lines {
				ok = ParseInfo(l, &th)
			}
			if ok != tc.report || th != tc.want {
				t.Errorf("got %+v, %v; want %+v, %v", th, ok, tc.want, tc.report)
			}
		})
	}
}
