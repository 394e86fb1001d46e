package gtp

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "github.com/tabla-games/tabla/games/amazons"
	_ "github.com/tabla-games/tabla/games/atarigo"
	_ "github.com/tabla-games/tabla/games/catsdogs"
	_ "github.com/tabla-games/tabla/games/domineering"
	_ "github.com/tabla-games/tabla/games/foxhounds"
	_ "github.com/tabla-games/tabla/games/hex"
	_ "github.com/tabla-games/tabla/games/nex"
	_ "github.com/tabla-games/tabla/games/rastros"
	_ "github.com/tabla-games/tabla/games/reversi"
)

// transcript is a scripted GTP session: the server's configuration, the
// lines sent, and what must come back.
type transcript struct {
	cfg    Config
	input  strings.Builder
	expect []expectLine
}

type expectLine struct {
	re   *regexp.Regexp // nil: text must match exactly
	text string
	line int // in the file
}

// loadTranscript reads a file of testdata/gtp. Its lines are:
//
//	@ ARGS      the server's settings, as tabla gtp's arguments
//	            (--game, --depth, --movetime, --coords, --threads,
//	            key=value game options); before the first command
//	> LINE      a line sent to the server
//	< TEXT      the next response line is TEXT (trailing spaces aside)
//	<~ REGEXP   the next response line matches REGEXP
//
// Every response ends with an empty line, which the file leaves out: the
// expected lines after a command are its whole response, up to the next
// command. A command followed by no expectation must produce no output
// at all (a comment, a blank line). Lines starting with # are comments.
func loadTranscript(t *testing.T, path string) *transcript {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tr := &transcript{}
	open := false // a response is being read
	end := func(n int) {
		if open {
			tr.expect = append(tr.expect, expectLine{text: "", line: n})
		}
		open = false
	}
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "@ "):
			tr.cfg = parseArgs(t, path, n, strings.Fields(line[2:]))
		case strings.HasPrefix(line, "> "):
			end(n)
			tr.input.WriteString(line[2:] + "\n")
		case strings.HasPrefix(line, "<~ "):
			re, err := regexp.Compile("^(?:" + line[3:] + ")$")
			if err != nil {
				t.Fatalf("%s:%d: %v", path, n, err)
			}
			tr.expect = append(tr.expect, expectLine{re: re, line: n})
			open = true
		case line == "<":
			tr.expect = append(tr.expect, expectLine{line: n})
			open = true
		case strings.HasPrefix(line, "< "):
			tr.expect = append(tr.expect, expectLine{text: strings.TrimRight(line[2:], " "), line: n})
			open = true
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		default:
			t.Fatalf("%s:%d: cannot read %q", path, n, line)
		}
	}
	end(n)
	return tr
}

func parseArgs(t *testing.T, path string, n int, args []string) Config {
	var cfg Config
	cfg.Threads = 1
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "--") {
			cfg.Settings = append(cfg.Settings, a)
			continue
		}
		if i+1 >= len(args) {
			t.Fatalf("%s:%d: %s needs a value", path, n, a)
		}
		i++
		v := args[i]
		num := func() int {
			x, err := strconv.Atoi(v)
			if err != nil {
				t.Fatalf("%s:%d: %s %q: %v", path, n, a, v, err)
			}
			return x
		}
		switch a {
		case "--game":
			cfg.Game = v
		case "--depth":
			cfg.Depth = num()
		case "--movetime":
			cfg.MoveTime = time.Duration(num()) * time.Millisecond
		case "--threads":
			cfg.Threads = num()
		case "--coords":
			c, err := ParseCoords(v)
			if err != nil {
				t.Fatalf("%s:%d: %v", path, n, err)
			}
			cfg.Coords = c
		default:
			t.Fatalf("%s:%d: unknown argument %s", path, n, a)
		}
	}
	return cfg
}

// TestTranscripts replays every session in testdata/gtp through a
// server's Run loop, the code tabla gtp runs on stdin and stdout.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("../../testdata/gtp/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts in testdata/gtp: %v", err)
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			tr := loadTranscript(t, path)
			srv, err := New(tr.cfg)
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			var out strings.Builder
			done := make(chan error, 1)
			go func() { done <- srv.Run(strings.NewReader(tr.input.String()), &out) }()
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("Run: %v", err)
				}
			case <-time.After(2 * time.Minute):
				t.Fatalf("the session did not end in 2 minutes")
			}
			got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if out.Len() == 0 {
				got = nil
			}
			for i, e := range tr.expect {
				if i >= len(got) {
					t.Fatalf("%s:%d: want %q, got the end of output\nfull output:\n%s", path, e.line, e.text, out.String())
				}
				g := strings.TrimRight(got[i], " ")
				if e.re != nil && !e.re.MatchString(g) || e.re == nil && g != e.text {
					want := strconv.Quote(e.text)
					if e.re != nil {
						want = "/" + e.re.String() + "/"
					}
					t.Fatalf("%s:%d: want %s, got %q\nfull output:\n%s", path, e.line, want, g, out.String())
				}
			}
			if len(got) > len(tr.expect) {
				t.Fatalf("unexpected output after the transcript: %q\nfull output:\n%s", got[len(tr.expect)], out.String())
			}
		})
	}
}
