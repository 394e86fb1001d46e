package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// binary is the tabla binary built once for the tests that run it.
var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "tabla-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "tabla")
	build := exec.Command("go", "build", "-o", binary, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building tabla:", err)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// runBinary runs tabla with args and stdin and returns stdout, stderr and
// the exit code. It fails the test if the process runs longer than limit.
func runBinary(t *testing.T, stdin string, limit time.Duration, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return out.String(), errb.String(), code
	case <-time.After(limit):
		cmd.Process.Kill()
		t.Fatalf("tabla %v did not finish within %v; output so far:\n%s", args, limit, out.String())
		return "", "", -1
	}
}

// TestTranscripts replays every testdata/transcripts/*.txt session through
// the real binary. In a transcript, "> LINE" is sent to the engine, and the
// engine's output must match the expectations in order:
//
//	< TEXT      the next line is exactly TEXT
//	<~ REGEXP   the next line matches REGEXP
//	<* REGEXP   any number of lines matching REGEXP (may be none)
//
// Lines starting with # are comments. The engine must exit with status 0
// and print nothing more than the expectations allow.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob("../../testdata/transcripts/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts found: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			input, expect := loadTranscript(t, f)
			out, stderr, code := runBinary(t, input, 60*time.Second)
			if code != 0 {
				t.Errorf("exit status %d; stderr:\n%s", code, stderr)
			}
			matchTranscript(t, strings.Split(strings.TrimSuffix(out, "\n"), "\n"), expect)
		})
	}
}

type expectation struct {
	kind byte // '=' exact, '~' regexp, '*' any number of regexp matches
	text string
	re   *regexp.Regexp
	line int
}

func loadTranscript(t *testing.T, path string) (string, []expectation) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var input strings.Builder
	var expect []expectation
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "> "):
			input.WriteString(line[2:] + "\n")
		case strings.HasPrefix(line, "<~ "), strings.HasPrefix(line, "<* "):
			re, err := regexp.Compile("^(?:" + line[3:] + ")$")
			if err != nil {
				t.Fatalf("%s:%d: %v", path, n, err)
			}
			expect = append(expect, expectation{kind: map[byte]byte{'~': '~', '*': '*'}[line[1]], re: re, line: n})
		case strings.HasPrefix(line, "< "):
			expect = append(expect, expectation{kind: '=', text: line[2:], line: n})
		case line == "<":
			expect = append(expect, expectation{kind: '=', text: "", line: n})
		case line == "" || strings.HasPrefix(line, "#"):
		default:
			t.Fatalf("%s:%d: cannot read %q", path, n, line)
		}
	}
	return input.String(), expect
}

func matchTranscript(t *testing.T, got []string, expect []expectation) {
	t.Helper()
	if len(got) == 1 && got[0] == "" {
		got = nil
	}
	i := 0
	for _, e := range expect {
		switch e.kind {
		case '*':
			for i < len(got) && e.re.MatchString(got[i]) {
				i++
			}
			continue
		case '=':
			if i >= len(got) || got[i] != e.text {
				t.Fatalf("transcript line %d: want %q, got %s\nfull output:\n%s", e.line, e.text, at(got, i), strings.Join(got, "\n"))
			}
		case '~':
			if i >= len(got) || !e.re.MatchString(got[i]) {
				t.Fatalf("transcript line %d: want /%s/, got %s\nfull output:\n%s", e.line, e.re, at(got, i), strings.Join(got, "\n"))
			}
		}
		i++
	}
	if i < len(got) {
		t.Fatalf("unexpected output from line %d: %q\nfull output:\n%s", i+1, got[i], strings.Join(got, "\n"))
	}
}

func at(lines []string, i int) string {
	if i >= len(lines) {
		return "end of output"
	}
	return fmt.Sprintf("%q", lines[i])
}
