package protocol_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	_ "github.com/tabla-games/tabla/games/go"
)

// TestResign: with ResignWinRate set, the engine writes "info string
// resign" before its bestmove once ResignMoves searches in a row have
// scored below it; off (the default), when winning, or under analysis
// (go infinite) it never does, and a new game starts the count again.
func TestResign(t *testing.T) {
	// Black's wall across a 9×9 board owns all of it: White to move is
	// lost, Black to move is won.
	const lost = "9/9/9/9/xxxxxxxxx/9/9/9/9 w 9 0 -"
	const won = "9/9/9/9/xxxxxxxxx/9/9/9/9 b 9 0 -"
	tests := []struct {
		name    string
		options []string
		fen     string
		newGame int    // send ucinewgame before this search (1-based; 0 never)
		want    []bool // resign after each search
	}{
		{"off by default", nil, lost, 0, []bool{false, false, false}},
		{"after two moves", []string{"ResignWinRate 30", "ResignMoves 2"}, lost, 0, []bool{false, true, true}},
		{"after one move", []string{"ResignWinRate 30", "ResignMoves 1"}, lost, 0, []bool{true}},
		{"never when winning", []string{"ResignWinRate 30", "ResignMoves 1"}, won, 0, []bool{false, false}},
		{"a new game starts again", []string{"ResignWinRate 30", "ResignMoves 2"}, lost, 2, []bool{false, false, true}},
		{"off again at 0", []string{"ResignWinRate 30", "ResignMoves 1", "ResignWinRate 0"}, lost, 0, []bool{false}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := start(t)
			s.send("newgame go rules=standard")
			for _, o := range tc.options {
				f := strings.Fields(o)
				s.send(fmt.Sprintf("setoption name %s value %s", f[0], f[1]))
			}
			for i, want := range tc.want {
				if i+1 == tc.newGame {
					s.send("ucinewgame")
				}
				s.send("position fen " + tc.fen)
				s.send("go nodes 300")
				resigned := false
				s.expect("bestmove ", 20*time.Second, func(l string) bool {
					if l == "info string resign" {
						resigned = true
					}
					return infoOnly(l)
				})
				if resigned != want {
					t.Errorf("search %d: resigned %v, want %v", i+1, resigned, want)
				}
			}
		})
	}
	s := start(t)
	s.send("setoption name ResignWinRate value 51")
	s.expect("info string error", time.Second, nil)
	s.send("setoption name ResignMoves value 0")
	s.expect("info string error", time.Second, nil)
	// Analysis never resigns.
	s.send("newgame go rules=standard")
	s.send("setoption name ResignWinRate value 10")
	s.send("setoption name ResignMoves value 1")
	s.send("position fen " + lost)
	s.send("go infinite")
	time.Sleep(100 * time.Millisecond)
	s.send("stop")
	s.expect("bestmove ", 10*time.Second, func(l string) bool {
		if l == "info string resign" {
			t.Error("resigned in analysis")
		}
		return infoOnly(l)
	})
}
