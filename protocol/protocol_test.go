package protocol_test

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	_ "github.com/tabla-games/tabla/games/checkers"
	_ "github.com/tabla-games/tabla/games/hex"
	_ "github.com/tabla-games/tabla/games/reversi"
	"github.com/tabla-games/tabla/protocol"
)

// session drives an Engine through pipes, line by line, as a GUI would.
type session struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string
	done  chan struct{}
}

func start(t *testing.T) *session {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	eng, err := protocol.New(outW, protocol.Config{DefaultGame: "reversi", Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	s := &session{t: t, in: inW, lines: make(chan string, 1000), done: make(chan struct{})}
	go func() {
		eng.Run(inR)
		outW.Close()
		close(s.done)
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-s.done:
		case <-time.After(10 * time.Second):
			t.Error("engine did not exit after its input closed")
		}
	})
	return s
}

func (s *session) send(line string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		s.t.Fatal(err)
	}
}

// expect reads lines until one starts with prefix and returns it; other
// lines are passed to skip, which fails the test if it returns false.
func (s *session) expect(prefix string, within time.Duration, skip func(string) bool) string {
	s.t.Helper()
	deadline := time.After(within)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.t.Fatalf("output ended while waiting for %q", prefix)
			}
			if strings.HasPrefix(l, prefix) {
				return l
			}
			if skip != nil && !skip(l) {
				s.t.Fatalf("unexpected line %q while waiting for %q", l, prefix)
			}
		case <-deadline:
			s.t.Fatalf("no %q within %v", prefix, within)
		}
	}
}

func infoOnly(l string) bool {
	return strings.HasPrefix(l, "info ") && !strings.HasPrefix(l, "info string error")
}

func TestIsReadyAndStopDuringInfiniteSearch(t *testing.T) {
	s := start(t)
	s.send("newgame checkers")
	s.send("go infinite")
	time.Sleep(200 * time.Millisecond)
	t0 := time.Now()
	s.send("isready")
	s.expect("readyok", time.Second, infoOnly)
	if d := time.Since(t0); d > 200*time.Millisecond {
		t.Errorf("isready took %v during a search", d)
	}
	t0 = time.Now()
	s.send("stop")
	s.expect("bestmove ", time.Second, infoOnly)
	if d := time.Since(t0); d > 500*time.Millisecond {
		t.Errorf("bestmove came %v after stop", d)
	}
	// No second bestmove, and the engine takes commands again.
	s.send("isready")
	s.expect("readyok", time.Second, infoOnly)
}

func TestStopRightAfterGo(t *testing.T) {
	s := start(t)
	for i := 0; i < 20; i++ {
		s.send("go infinite")
		s.send("stop")
		s.expect("bestmove ", 2*time.Second, infoOnly)
	}
	s.send("isready")
	s.expect("readyok", time.Second, infoOnly)
}

func TestEveryGoGetsOneBestmove(t *testing.T) {
	s := start(t)
	s.send("newgame hex size=5")
	for i := 0; i < 5; i++ {
		s.send("go depth 3")
		s.send("stop")
	}
	s.send("isready")
	got, ready := 0, false
	for got < 5 || !ready {
		l := s.expect("", 10*time.Second, nil)
		if strings.HasPrefix(l, "bestmove") {
			got++
		}
		if l == "readyok" {
			ready = true
		}
		if strings.HasPrefix(l, "info string error") {
			t.Fatalf("error line %q", l)
		}
	}
	s.send("isready")
	for l := s.expect("", 5*time.Second, nil); l != "readyok"; l = s.expect("", 5*time.Second, nil) {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("a sixth bestmove: %q", l)
		}
	}
}

func TestPonderHit(t *testing.T) {
	s := start(t)
	s.send("setoption name Ponder value true")
	s.send("go ponder movetime 100")
	time.Sleep(300 * time.Millisecond)
	select {
	case l := <-s.lines:
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("bestmove %q before ponderhit", l)
		}
	default:
	}
	s.send("ponderhit")
	l := s.expect("bestmove ", 2*time.Second, infoOnly)
	if f := strings.Fields(l); len(f) != 2 && (len(f) != 4 || f[2] != "ponder") {
		t.Fatalf("bestmove line %q", l)
	}
}

// TestClockNeverLoses gives the engine a tiny clock: it must still answer
// within the time, MoveOverhead included.
func TestClockNeverLoses(t *testing.T) {
	s := start(t)
	for _, game := range []string{"reversi", "checkers", "hex"} {
		s.send("newgame " + game)
		t0 := time.Now()
		s.send("go p1time 120 p2time 120")
		s.expect("bestmove ", 2*time.Second, infoOnly)
		if d := time.Since(t0); d > 120*time.Millisecond {
			t.Errorf("%s: answered after %v on a 120 ms clock", game, d)
		}
	}
}

func TestQuitWaitsForFiniteSearch(t *testing.T) {
	var out bytes.Buffer
	w := &syncWriter{w: &out}
	eng, err := protocol.New(w, protocol.Config{DefaultGame: "reversi", Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	eng.Run(strings.NewReader("go depth 5\nquit\n"))
	text := w.String()
	if strings.Count(text, "bestmove ") != 1 || !strings.Contains(text, "info depth 5 ") {
		t.Fatalf("want a depth-5 search and one bestmove, got:\n%s", text)
	}
}

type syncWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

func (s *syncWriter) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.String()
}

// FuzzHandle feeds arbitrary lines to the engine: it must never panic, must
// answer each rejected line with exactly one error line, and a rejected line
// must leave the game and position as they were.
func FuzzHandle(f *testing.F) {
	for _, seed := range []string{
		"position startpos moves f5 d6", "position fen 8/8/8/3WB3/3BW3/8/8/8 w", "go depth 0",
		"setoption name Threads value 0", "newgame hex size=3", "query islegal f5", "\x00\xff\xfe",
		"position \"unterminated", "go searchmoves zz", "perft 99", "newgame checkers setup=seed-literal",
		"position fen 1w1w1w1w/w1w1w1w1/1w1w1w1w/8/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0 moves 9-13",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\n\r") {
			return
		}
		lower := strings.ToLower(strings.TrimSpace(line))
		for _, slow := range []string{"go", "bench", "perft", "quit", "stop", "ponderhit"} {
			if strings.HasPrefix(lower, slow) {
				return // searches and exits are covered elsewhere
			}
		}
		var out syncWriter
		out.w = &bytes.Buffer{}
		eng, err := protocol.New(&out, protocol.Config{DefaultGame: "reversi", Log: zerolog.Nop()})
		if err != nil {
			t.Fatal(err)
		}
		eng.Handle("position startpos moves f5")
		eng.Handle("query game")
		eng.Handle("query fen")
		before := out.String()
		eng.Handle(line)
		after := out.String()[len(before):]
		if strings.Contains(after, "info string error") {
			if n := strings.Count(after, "\n"); n != 1 {
				t.Fatalf("a rejected line gave %d lines:\n%s", n, after)
			}
			mark := out.String()
			eng.Handle("query game")
			eng.Handle("query fen")
			if again := out.String()[len(mark):]; !strings.HasSuffix(before, again) {
				t.Fatalf("rejected %q changed the state: %q", line, again)
			}
		}
	})
}

// TestDisplayMargin: d reports a finished margin game's result with its
// margin in the game's unit (Reversi's empty squares go to the winner).
func TestDisplayMargin(t *testing.T) {
	s := start(t)
	s.send("newgame reversi")
	s.send("position fen 8/8/8/8/8/8/8/BBBBBBBW b")
	s.send("d")
	if got := s.expect("result: ", time.Second, func(string) bool { return true }); got != "result: p1win by 62 discs" {
		t.Errorf("reversi: %q", got)
	}
}
