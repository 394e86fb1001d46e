package protocol

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// ErrTimeout is returned by Client.Next and Client.Until when no line
// arrives in time.
var ErrTimeout = errors.New("protocol: timed out waiting for the engine")

// Client is the other end of the protocol: it sends command lines to an
// engine and reads the lines the engine writes. The engine may be an
// external program (its stdin and stdout) or an Engine in this process
// (see Local). The fronts (the browser GUI, GTP, the match runner,
// terminal play) all drive engines through a Client, so none of them
// forks the rules or the search.
//
// Send may be called from any goroutine. Next and Until must be called
// from one goroutine at a time.
type Client struct {
	mu    sync.Mutex // serialises writes
	w     io.Writer
	lines chan string
	close func() error
	once  sync.Once
	err   error // the read error that ended the stream, once lines is closed
}

// NewClient returns a client writing commands to w and reading engine
// lines from r. closeFn, if not nil, is called once by Close after the
// engine's input has been closed (to wait for a process, for example).
func NewClient(w io.Writer, r io.Reader, closeFn func() error) *Client {
	c := &Client{w: w, lines: make(chan string, 1024), close: closeFn}
	go c.read(r)
	return c
}

func (c *Client) read(r io.Reader) {
	br := bufio.NewReaderSize(r, 64*1024)
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			c.lines <- strings.TrimRight(line, "\r\n")
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				c.err = err
			}
			close(c.lines)
			return
		}
	}
}

// Local starts an Engine in this process and returns a client connected
// to it. Close ends the engine as "quit" would.
func Local(cfg Config) (*Client, error) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	eng, err := New(outW, cfg)
	if err != nil {
		return nil, err
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		eng.Run(inR)
		outW.Close()
	}()
	closeFn := func() error {
		<-done
		inR.Close()
		return nil
	}
	return NewClient(inW, outR, closeFn), nil
}

// Send writes one command line. The line must not contain a newline.
func (c *Client) Send(line string) error {
	if strings.ContainsAny(line, "\r\n") {
		return fmt.Errorf("protocol: a command must be one line: %q", line)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	_, err := io.WriteString(c.w, line+"\n")
	return err
}

// Next returns the next line the engine wrote, waiting at most timeout
// (0 waits forever). It returns io.EOF once the engine's output has ended
// and every line has been read.
func (c *Client) Next(timeout time.Duration) (string, error) {
	var expire <-chan time.Time
	if timeout > 0 {
		t := time.NewTimer(timeout)
		defer t.Stop()
		expire = t.C
	}
	select {
	case line, ok := <-c.lines:
		if !ok {
			if c.err != nil {
				return "", c.err
			}
			return "", io.EOF
		}
		return line, nil
	case <-expire:
		return "", ErrTimeout
	}
}

// Until reads lines until one satisfies last, and returns them all, that
// one included. timeout bounds the whole wait (0 waits forever). On an
// error it returns the lines read so far with the error.
func (c *Client) Until(timeout time.Duration, last func(line string) bool) ([]string, error) {
	var deadline time.Time
	if timeout > 0 {
		deadline = time.Now().Add(timeout)
	}
	var got []string
	for {
		wait := time.Duration(0)
		if timeout > 0 {
			if wait = time.Until(deadline); wait <= 0 {
				return got, ErrTimeout
			}
		}
		line, err := c.Next(wait)
		if err != nil {
			return got, err
		}
		got = append(got, line)
		if last(line) {
			return got, nil
		}
	}
}

// Call sends one command and returns the lines up to and including the
// first one that starts with the word want ("readyok", "bestmove",
// "gamesok", ...). An "info string error" line also ends the wait: it is
// returned as an *EngineError, with the lines before it.
func (c *Client) Call(line, want string, timeout time.Duration) ([]string, error) {
	if err := c.Send(line); err != nil {
		return nil, err
	}
	lines, err := c.Until(timeout, func(l string) bool {
		return firstWord(l) == want || strings.HasPrefix(l, "info string error")
	})
	if err != nil {
		return lines, err
	}
	if last := lines[len(lines)-1]; firstWord(last) != want {
		if ee := ParseEngineError(last); ee != nil {
			return lines[:len(lines)-1], ee
		}
		return lines, fmt.Errorf("engine answered %q, not %s", last, want)
	}
	return lines, nil
}

// CallJSON sends a command that answers with one line of JSON (state,
// layout, legalmoves json, ...) and decodes that line into v. An "info
// string error" line instead is returned as an *EngineError.
func (c *Client) CallJSON(line string, v any, timeout time.Duration) error {
	if err := c.Send(line); err != nil {
		return err
	}
	lines, err := c.Until(timeout, func(l string) bool {
		return strings.HasPrefix(l, "{") || strings.HasPrefix(l, "info string error")
	})
	if err != nil {
		return err
	}
	last := lines[len(lines)-1]
	if ee := ParseEngineError(last); ee != nil {
		return ee
	}
	return json.Unmarshal([]byte(last), v)
}

// Do sends a command that answers only on failure (newgame, position,
// setoption, ...), then "isready", and waits for "readyok". It returns the
// engine's error line as an *EngineError, and every other line it read.
func (c *Client) Do(line string, timeout time.Duration) ([]string, error) {
	if err := c.Send(line); err != nil {
		return nil, err
	}
	if err := c.Send("isready"); err != nil {
		return nil, err
	}
	// Read through readyok even past an error line, so that no stray
	// readyok is left for the next command to trip over.
	lines, err := c.Until(timeout, func(l string) bool { return firstWord(l) == "readyok" })
	if err != nil {
		return lines, err
	}
	lines = lines[:len(lines)-1]
	for i, l := range lines {
		if ee := ParseEngineError(l); ee != nil {
			return append(lines[:i:i], lines[i+1:]...), ee
		}
	}
	return lines, nil
}

// Close closes the engine's input (an engine ends on the end of input as
// on "quit") and waits for it through the close function. It is safe to
// call more than once.
func (c *Client) Close() error {
	var err error
	c.once.Do(func() {
		if wc, ok := c.w.(io.Closer); ok {
			err = wc.Close()
		}
		if c.close != nil {
			if cerr := c.close(); err == nil {
				err = cerr
			}
		}
	})
	return err
}

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}
