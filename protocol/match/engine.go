package match

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/protocol"
)

// errCrash and errTimeout classify what went wrong while an engine
// thought.
var (
	errCrash   = errors.New("engine crashed")
	errTimeout = errors.New("engine did not answer in time")
)

// process is one running engine, driven through a protocol.Client over
// its stdin and stdout.
type process struct {
	spec    Engine
	name    string // as the engine gave it in its handshake
	proto   string // "ugi" or "uci"
	cmd     *exec.Cmd
	c       *protocol.Client
	stderr  *protocol.StderrTail // for crash reports
	exited  chan struct{}
	waitErr error
	options map[string]string // lowercased option name -> its declaration
	dead    bool
}

// startProcess runs the engine, shakes hands and sets it up for game id
// with options. timeout bounds each step.
func startProcess(spec Engine, game string, options []string, timeout time.Duration) (*process, error) {
	cmd := exec.Command(spec.Argv[0], spec.Argv[1:]...)
	cmd.Dir = spec.Dir
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	p := &process{spec: spec, cmd: cmd, stderr: &protocol.StderrTail{}, exited: make(chan struct{})}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, p.stderr
	cmd.WaitDelay = time.Second
	ownGroup(cmd)
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("cannot start %q: %v", strings.Join(spec.Argv, " "), err)
	}
	go func() {
		p.waitErr = cmd.Wait()
		close(p.exited)
	}()
	p.c = protocol.NewClient(inW, outR, func() error {
		select {
		case <-p.exited:
		case <-time.After(2 * time.Second):
			killGroup(cmd)
			<-p.exited
		}
		outR.Close()
		return nil
	})
	if err := p.setup(game, options, timeout); err != nil {
		p.kill()
		return nil, err
	}
	return p, nil
}

// setup shakes hands, reads the options and selects the game.
func (p *process) setup(game string, options []string, timeout time.Duration) error {
	lines, err := p.handshake(timeout)
	if err != nil {
		return err
	}
	p.options = map[string]string{}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) >= 3 && f[0] == "id" && f[1] == "name" {
			p.name = strings.Join(f[2:], " ")
		}
		if rest, ok := strings.CutPrefix(l, "option name "); ok {
			name, decl, _ := strings.Cut(rest, " type ")
			p.options[strings.ToLower(strings.TrimSpace(name))] = decl
		}
	}
	if decl, ok := p.options["uci_variant"]; ok {
		vars := strings.Fields(decl)
		if len(vars) > 2 && !containsPair(vars, "var", game) {
			return fmt.Errorf("the engine does not play %s (its UCI_Variant has no var %s)", game, game)
		}
		if err := p.do("setoption name UCI_Variant value "+game, timeout); err != nil {
			return err
		}
	}
	if len(options) > 0 {
		if _, ok := p.options["gameoptions"]; !ok {
			return fmt.Errorf("the engine has no GameOptions option for %s", strings.Join(options, " "))
		}
		if err := p.do("setoption name GameOptions value "+strings.Join(options, " "), timeout); err != nil {
			return err
		}
	}
	// The engine's own options come after the game's, which selecting a
	// variant resets: an engine's option.GameOptions (Reversi's
	// eval=learned, say) must outlive the selection.
	for _, o := range p.spec.Options {
		if err := p.do(fmt.Sprintf("setoption name %s value %s", o[0], o[1]), timeout); err != nil {
			return err
		}
	}
	_, err = p.c.Call("isready", "readyok", timeout)
	return p.failure(err)
}

func containsPair(words []string, key, value string) bool {
	for i := 0; i+1 < len(words); i++ {
		if words[i] == key && strings.EqualFold(words[i+1], value) {
			return true
		}
	}
	return false
}

// handshake sends ugi (or uci) and returns the lines up to ugiok. With no
// protocol named it tries ugi for a few seconds and then uci.
func (p *process) handshake(timeout time.Duration) ([]string, error) {
	try := func(proto string, wait time.Duration) ([]string, error) {
		p.proto = proto
		return p.c.Call(proto, proto+"ok", wait)
	}
	if p.spec.Proto != "" {
		lines, err := try(p.spec.Proto, timeout)
		return lines, p.failure(err)
	}
	lines, err := try("ugi", min(timeout, 3*time.Second))
	if errors.Is(err, protocol.ErrTimeout) {
		lines, err = try("uci", timeout)
	}
	return lines, p.failure(err)
}

// do sends a command that answers only on failure and waits for the
// engine to be ready again.
func (p *process) do(cmd string, timeout time.Duration) error {
	_, err := p.c.Do(cmd, timeout)
	if err != nil && !isIO(err) {
		return fmt.Errorf("%s: %v", cmd, err)
	}
	return p.failure(err)
}

func isIO(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, protocol.ErrTimeout) || errors.Is(err, os.ErrClosed) ||
		errors.Is(err, io.ErrClosedPipe) || strings.Contains(err.Error(), "broken pipe")
}

// failure turns the end of the engine's output into a crash report and
// a timeout into a hang report.
func (p *process) failure(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, protocol.ErrTimeout):
		return fmt.Errorf("%w", errTimeout)
	case isIO(err):
		p.dead = true
		return fmt.Errorf("%w: %s", errCrash, p.exitReport())
	}
	return err
}

// exitReport says how the process ended, with its last stderr line.
func (p *process) exitReport() string {
	select {
	case <-p.exited:
	case <-time.After(time.Second):
		return "its output ended"
	}
	s := "exited"
	if p.waitErr != nil {
		s = p.waitErr.Error()
	}
	if l := p.stderr.Last(); l != "" {
		s += " (stderr: " + l + ")"
	}
	return s
}

// newGame tells the engine that a new game starts.
func (p *process) newGame(timeout time.Duration) error {
	cmd := "uginewgame"
	if p.proto == "uci" {
		cmd = "ucinewgame"
	}
	return p.do(cmd, timeout)
}

// thought is what an engine said about one move.
type thought struct {
	move    string
	info    protocol.Thinking // its info lines, read by protocol.ParseInfo
	elapsed time.Duration
}

// comment is the record's comment for the move: score in units of the
// game (a hundredth of a cp), depth and time, as "+0.35/6 0.120s". A
// bound after the score ("cp 35 lowerbound") is left out.
func (t thought) comment() string {
	var s string
	if f := strings.Fields(t.info.Score); len(f) >= 2 {
		n, _ := strconv.Atoi(f[1])
		if f[0] == "mate" {
			s = fmt.Sprintf("%sM%d", map[bool]string{true: "+", false: "-"}[n > 0], max(n, -n))
		} else {
			s = fmt.Sprintf("%+.2f", float64(n)/100)
		}
		s += "/" + strconv.Itoa(t.info.Depth) + " "
	}
	return s + fmt.Sprintf("%.3fs", t.elapsed.Seconds())
}

// think sets the position, starts the search and waits up to limit for
// the bestmove. On a timeout it sends stop and gives the engine a second
// more; an engine that still says nothing is killed.
func (p *process) think(position, goCmd string, limit time.Duration) (thought, error) {
	var t thought
	if err := p.c.Send(position); err != nil {
		return t, p.failure(err)
	}
	start := time.Now()
	if err := p.c.Send(goCmd); err != nil {
		return t, p.failure(err)
	}
	for {
		wait := limit - time.Since(start)
		if wait <= 0 {
			p.abandon()
			t.elapsed = time.Since(start)
			return t, errTimeout
		}
		line, err := p.c.Next(wait)
		if errors.Is(err, protocol.ErrTimeout) {
			continue
		}
		if err != nil {
			return t, p.failure(err)
		}
		if protocol.ParseInfo(line, &t.info) {
			continue
		}
		if f := strings.Fields(line); len(f) > 0 && f[0] == "bestmove" {
			t.elapsed = time.Since(start)
			if len(f) > 1 {
				t.move = f[1]
			}
			return t, nil
		}
	}
}

// abandon ends a search that overran: stop, then a second for the
// bestmove, then the kill.
func (p *process) abandon() {
	if p.c.Send("stop") == nil {
		_, err := p.c.Until(time.Second, func(l string) bool { return strings.HasPrefix(l, "bestmove") })
		if err == nil {
			return
		}
	}
	p.kill()
}

// kill ends the process at once.
func (p *process) kill() {
	p.dead = true
	killGroup(p.cmd)
	p.c.Close()
}

// close asks the engine to quit and waits a little for it.
func (p *process) close() {
	if !p.dead {
		p.c.Send("quit")
	}
	p.dead = true
	p.c.Close()
}
