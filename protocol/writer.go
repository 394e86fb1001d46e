package protocol

import (
	"bufio"
	"fmt"
	"io"
	"sync"
)

// writer is the single owner of the protocol output. Each line is written
// whole and flushed, so lines from the search and from the reader never
// interleave.
type writer struct {
	mu sync.Mutex
	w  *bufio.Writer
}

func newWriter(w io.Writer) *writer { return &writer{w: bufio.NewWriter(w)} }

// line writes one line and flushes it.
func (w *writer) line(s string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.w.WriteString(s)
	w.w.WriteByte('\n')
	w.w.Flush()
}

// linef formats and writes one line.
func (w *writer) linef(format string, args ...any) { w.line(fmt.Sprintf(format, args...)) }
