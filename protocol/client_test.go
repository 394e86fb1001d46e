package protocol

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

func TestClientLocal(t *testing.T) {
	c, err := Local(Config{DefaultGame: "hex"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const wait = 10 * time.Second
	lines, err := c.Call("uci", "uciok", wait)
	if err != nil || !strings.HasPrefix(lines[0], "id name") {
		t.Fatalf("uci: %q, %v", lines, err)
	}
	if _, err := c.Do("setoption name GameOptions value size=5", wait); err != nil {
		t.Fatalf("setoption: %v", err)
	}
	if _, err := c.Do("position startpos moves nowhere", wait); err == nil || !strings.Contains(err.Error(), "illegal-move") && !strings.Contains(err.Error(), "bad-") {
		t.Fatalf("bad move: got %v, want an illegal-move error", err)
	}
	if _, err := c.Do("position startpos moves c3", wait); err != nil {
		t.Fatalf("good move: %v", err)
	}
	lines, err = c.Call("go depth 2", "bestmove", wait)
	if err != nil || !strings.HasPrefix(lines[len(lines)-1], "bestmove ") {
		t.Fatalf("go: %q, %v", lines, err)
	}
	if _, err := c.Call("bogus", "readyok", wait); err == nil || !strings.Contains(err.Error(), "unknown-command") {
		t.Fatalf("bogus: got %v, want unknown-command", err)
	}
	if err := c.Send("two\nlines"); err == nil {
		t.Fatal("Send accepted a newline")
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Next(time.Second); err != io.EOF {
		t.Fatalf("after Close: %v, want io.EOF", err)
	}
}

func TestClientTimeout(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	c := NewClient(io.Discard, r, nil)
	if _, err := c.Until(20*time.Millisecond, func(string) bool { return true }); err != ErrTimeout {
		t.Fatalf("got %v, want ErrTimeout", err)
	}
}

// TestClientDoConsumesReadyok checks that a Do that fails still reads the
// readyok behind the error line, so the next answer read is the next
// command's.
func TestClientDoConsumesReadyok(t *testing.T) {
	c, err := Local(Config{DefaultGame: "hex"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const wait = 10 * time.Second
	if _, err := c.Do("position startpos moves nowhere", wait); err == nil {
		t.Fatal("bad move accepted")
	}
	if err := c.Send("query p1turn"); err != nil {
		t.Fatal(err)
	}
	if line, err := c.Next(wait); err != nil || line != "response true" {
		t.Fatalf("after a failed Do: got %q, %v; want response true", line, err)
	}
}

// TestClientTypedErrors: the engine's error lines reach a Client as
// *EngineError with their code, from Call, Do and CallJSON alike.
func TestClientTypedErrors(t *testing.T) {
	c, err := Local(Config{DefaultGame: "reversi"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	check := func(what string, err error, code ErrorCode) {
		t.Helper()
		var ee *EngineError
		if !errors.As(err, &ee) || ee.Code != code || ee.Msg == "" {
			t.Errorf("%s: error %#v, want an EngineError with code %s", what, err, code)
		}
	}
	_, err = c.Do("position startpos moves a1", time.Second)
	check("Do", err, CodeIllegalMove)
	_, err = c.Call("newgame nosuchgame", "readyok", time.Second)
	check("Call", err, CodeUnknownGame)
	var v map[string]any
	check("CallJSON", c.CallJSON("frobnicate", &v, time.Second), CodeUnknownCommand)
	if err := c.CallJSON("state", &v, time.Second); err != nil || v == nil {
		t.Errorf("CallJSON state: %v, %v", v, err)
	}
}
