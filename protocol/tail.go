package protocol

import (
	"strings"
	"sync"
)

// StderrTail keeps the end of what a child program writes to its
// standard error, for the one-line report of a program that failed. It
// is an io.Writer safe for the goroutine that copies the child's output
// and the one that reads the report.
type StderrTail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *StderrTail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 4096 {
		t.buf = append([]byte{}, t.buf[len(t.buf)-2048:]...)
	}
	return len(p), nil
}

// Last is the last non-empty line written, without surrounding white
// space, or "".
func (t *StderrTail) Last() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(t.buf)), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}
