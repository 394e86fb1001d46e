package match

import (
	"bufio"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/google/shlex"
)

// Limit is how long an engine may think about a move: a clock (TC), a
// fixed time a move, a depth or a node count. The zero Limit sets
// nothing.
type Limit struct {
	TC       TimeControl
	MoveTime time.Duration
	Depth    int
	Nodes    int64
}

// IsZero reports whether the limit sets nothing.
func (l Limit) IsZero() bool { return l == Limit{} }

// String is the limit as a user writes it: "10+0.1", "movetime 100",
// "depth 6", "nodes 5000".
func (l Limit) String() string {
	switch {
	case l.TC.Base > 0:
		return l.TC.String()
	case l.MoveTime > 0:
		return fmt.Sprintf("movetime %d", l.MoveTime.Milliseconds())
	case l.Depth > 0:
		return fmt.Sprintf("depth %d", l.Depth)
	case l.Nodes > 0:
		return fmt.Sprintf("nodes %d", l.Nodes)
	}
	return "none"
}

// TimeControl is a clock: Base time, plus Inc after every move; with
// Moves > 0, Base is added again every Moves moves (classical controls).
type TimeControl struct {
	Moves int
	Base  time.Duration
	Inc   time.Duration
}

// String is the control in the usual notation: [moves/]seconds[+inc].
func (tc TimeControl) String() string {
	s := strconv.FormatFloat(tc.Base.Seconds(), 'f', -1, 64)
	if tc.Moves > 0 {
		s = strconv.Itoa(tc.Moves) + "/" + s
	}
	if tc.Inc > 0 {
		s += "+" + strconv.FormatFloat(tc.Inc.Seconds(), 'f', -1, 64)
	}
	return s
}

// ParseTC reads a time control: "10+0.1" (10 s plus 0.1 s a move), "60"
// (a minute for the game), "40/60+0.5" (a minute every 40 moves).
func ParseTC(s string) (TimeControl, error) {
	var tc TimeControl
	rest := s
	if m, r, ok := strings.Cut(rest, "/"); ok {
		n, err := strconv.Atoi(m)
		if err != nil || n < 1 {
			return tc, fmt.Errorf("time control %q: bad moves %q before /", s, m)
		}
		tc.Moves, rest = n, r
	}
	base, inc, hasInc := strings.Cut(rest, "+")
	secs := func(what, v string) (time.Duration, error) {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 0 || f > 1e7 {
			return 0, fmt.Errorf("time control %q: bad %s %q (want seconds)", s, what, v)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	var err error
	if tc.Base, err = secs("base time", base); err != nil {
		return tc, err
	}
	if tc.Base <= 0 {
		return tc, fmt.Errorf("time control %q: the base time must be positive", s)
	}
	if hasInc {
		if tc.Inc, err = secs("increment", inc); err != nil {
			return tc, err
		}
	}
	return tc, nil
}

// Engine says how to run one engine and what to tell it.
type Engine struct {
	// Name is the engine's name in records and reports; empty means the
	// name the engine gives in its handshake.
	Name string
	// Argv is the command and its arguments.
	Argv []string
	// Dir is the working directory ("" for the current one).
	Dir string
	// Proto is "ugi", "uci", or "" to try ugi and then uci.
	Proto string
	// Options are setoption name/value pairs sent after the handshake.
	Options [][2]string
	// Limit, if set, replaces the match's limit for this engine.
	Limit Limit
}

// ParseEngine reads an --engine argument: leading key=value settings,
// then the command, split like a shell would. The settings are
// name=NAME, dir=DIR, proto=ugi|uci, option.NAME=VALUE (a setoption),
// and depth=N, movetime=MS, nodes=N or tc=T for a limit of its own:
//
//	./tabla
//	name=deep depth=6 ./tabla
//	name=big option.Hash=256 tc=10+0.1 /usr/local/bin/tabla --log-level error
func ParseEngine(s string) (Engine, error) {
	words, err := shlex.Split(s)
	if err != nil {
		return Engine{}, fmt.Errorf("engine %q: %v", s, err)
	}
	var e Engine
	i := 0
	for ; i < len(words); i++ {
		k, v, ok := strings.Cut(words[i], "=")
		if !ok || !isSettingKey(k) {
			break
		}
		if err := e.set(k, v); err != nil {
			return Engine{}, fmt.Errorf("engine %q: %v", s, err)
		}
	}
	e.Argv = words[i:]
	if len(e.Argv) == 0 {
		return Engine{}, fmt.Errorf("engine %q: no command", s)
	}
	return e, nil
}

func isSettingKey(k string) bool {
	switch strings.ToLower(k) {
	case "name", "dir", "proto", "depth", "movetime", "nodes", "tc":
		return true
	}
	return strings.HasPrefix(strings.ToLower(k), "option.")
}

func (e *Engine) set(k, v string) error {
	positive := func() (int64, error) {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1 {
			return 0, fmt.Errorf("%s=%q: want a positive integer", k, v)
		}
		return n, nil
	}
	var err error
	var n int64
	switch lk := strings.ToLower(k); lk {
	case "name":
		e.Name = v
	case "dir":
		e.Dir = v
	case "proto":
		switch strings.ToLower(v) {
		case "ugi", "uci":
			e.Proto = strings.ToLower(v)
		default:
			return fmt.Errorf("proto=%q: want ugi or uci", v)
		}
	case "depth":
		n, err = positive()
		e.Limit = Limit{Depth: int(n)}
	case "movetime":
		n, err = positive()
		e.Limit = Limit{MoveTime: time.Duration(n) * time.Millisecond}
	case "nodes":
		n, err = positive()
		e.Limit = Limit{Nodes: n}
	case "tc":
		var tc TimeControl
		tc, err = ParseTC(v)
		e.Limit = Limit{TC: tc}
	default:
		name := k[len("option."):]
		if name == "" {
			return fmt.Errorf("%s: want option.NAME=VALUE", k)
		}
		e.Options = append(e.Options, [2]string{name, v})
	}
	return err
}

// defaultName is a name for the engine before it tells its own: the
// command's base name.
func (e Engine) defaultName() string {
	if e.Name != "" {
		return e.Name
	}
	return filepath.Base(e.Argv[0])
}

// Opening is where a game starts: a position string ("" for the start
// position) and moves played from it.
type Opening struct {
	Start string
	Moves []string
	line  int // in its file, for messages; 0 if it has none
}

// String is the opening as a line of an openings file.
func (o Opening) String() string {
	s := o.Start
	if s == "" {
		s = "startpos"
	}
	if len(o.Moves) > 0 {
		s += " moves " + strings.Join(o.Moves, " ")
	}
	return s
}

// ReadOpenings reads an openings file: one opening a line, as a position
// string or "startpos", optionally followed by "moves M1 M2 ...". Blank
// lines and lines starting with # are skipped (# never occurs in a
// position string). The moves are checked when the match starts.
func ReadOpenings(r io.Reader) ([]Opening, error) {
	var out []Opening
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		var o Opening
		i := 0
		for i < len(f) && !strings.EqualFold(f[i], "moves") {
			i++
		}
		if i == 0 {
			return nil, fmt.Errorf("line %d: no position before moves", n)
		}
		if start := strings.Join(f[:i], " "); !strings.EqualFold(start, "startpos") {
			o.Start = start
		}
		if i < len(f) {
			o.Moves = f[i+1:]
			if len(o.Moves) == 0 {
				return nil, fmt.Errorf("line %d: moves without a move", n)
			}
		}
		o.line = n
		out = append(out, o)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no openings")
	}
	return out, nil
}
