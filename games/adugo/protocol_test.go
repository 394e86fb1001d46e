package adugo_test

import (
	"strings"
	"testing"
	"time"

	"tabla/protocol"
)

// TestProtocol drives the game through the protocol: selection with an
// option, moves, the legal-move list and a short search.
func TestProtocol(t *testing.T) {
	c, err := protocol.Local(protocol.Config{Name: "tabla", DefaultGame: "adugo"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const wait = 10 * time.Second
	for _, cmd := range []string{"newgame adugo captures_to_win=3", "setoption name UCI_Variant value adugo", "position startpos moves c5-c4 c6-c5 c4xc6"} {
		if _, err := c.Do(cmd, wait); err != nil {
			t.Fatalf("%s: %v", cmd, err)
		}
	}
	lines, err := c.Call("legalmoves", "legalmoves", wait)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := lines[len(lines)-1], "legalmoves a5-a4 a5-b4 b5-b4 b5-c5 d5-d4 d5-c5 e5-d4 e5-e4 b6-c5 d6-c5"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	lines, err = c.Call("go depth 4", "bestmove", wait)
	if err != nil {
		t.Fatal(err)
	}
	if last := lines[len(lines)-1]; !strings.HasPrefix(last, "bestmove ") || last == "bestmove (none)" {
		t.Errorf("got %q", last)
	}
	if _, err := c.Do("position startpos moves a1-a2", wait); err == nil {
		t.Error("an illegal move was accepted")
	}
}
