package protocol_test

import (
	"io"

	"github.com/rs/zerolog"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// TestSearchOption: the Search and UCI_ShowWDL options are listed, a bad
// value gives one error line, and each searcher plays: MCTS with a wdl
// field when asked for, alpha-beta without.
func TestSearchOption(t *testing.T) {
	s := start(t)
	s.send("uci")
	decl := s.expect("option name Search ", time.Second, func(string) bool { return true })
	if want := "option name Search type combo default auto var auto var alphabeta var mcts"; decl != want {
		t.Errorf("got %q, want %q", decl, want)
	}
	s.expect("option name UCI_ShowWDL type check default false", time.Second, func(string) bool { return true })
	s.expect("uciok", time.Second, func(string) bool { return true })
	s.send("setoption name Search value minimax")
	s.expect("info string error", time.Second, nil)
	s.send("setoption name UCI_ShowWDL value maybe")
	s.expect("info string error", time.Second, nil)

	tests := []struct {
		searcher string
		wdl      bool
	}{
		{"mcts", true},
		{"alphabeta", false},
		{"MCTS", true},
		{"auto", hexMCTS()},
	}
	s.send("setoption name UCI_ShowWDL value true")
	s.send("newgame hex size=5")
	for _, tc := range tests {
		s.send("setoption name Search value " + tc.searcher)
		s.send("go nodes 400")
		sawWDL := false
		s.expect("bestmove ", 5*time.Second, func(l string) bool {
			if strings.Contains(l, " wdl ") {
				sawWDL = true
			}
			return infoOnly(l)
		})
		if tc.wdl && !sawWDL {
			t.Errorf("Search %s: no wdl in the info lines", tc.searcher)
		}
		if !tc.wdl && sawWDL {
			t.Errorf("Search %s: a wdl field", tc.searcher)
		}
	}
}

func hexMCTS() bool {
	info, _ := position.Lookup("hex")
	return info.MCTS
}

// TestSearchAuto: auto resolves to the searcher each game registers.
func TestSearchAuto(t *testing.T) {
	for _, info := range position.Games() {
		want := search.AlphaBeta
		if info.MCTS {
			want = search.MCTS
		}
		if got := protocol.ResolveSearcher(protocol.SearchAuto, info); got != want {
			t.Errorf("%s: auto is %v, want %v", info.ID, got, want)
		}
		if got := protocol.ResolveSearcher("mcts", info); got != search.MCTS {
			t.Errorf("%s: mcts is %v", info.ID, got)
		}
	}
}

// TestConfigSearch: Config.Search sets the option's start value, and a bad
// one is refused.
func TestConfigSearch(t *testing.T) {
	tests := []struct {
		search string
		ok     bool
	}{
		{"", true},
		{"auto", true},
		{"MCTS", true},
		{"alphabeta", true},
		{"minimax", false},
	}
	for _, tc := range tests {
		_, err := protocol.New(io.Discard, protocol.Config{DefaultGame: "hex", Search: tc.search, Log: zerolog.Nop()})
		if (err == nil) != tc.ok {
			t.Errorf("Search %q: error %v", tc.search, err)
		}
	}
}
