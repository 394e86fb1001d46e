package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/google/shlex"

	"github.com/tabla-games/tabla/protocol"
	tmatch "github.com/tabla-games/tabla/protocol/match"
)

// outsideFlags are the flags that the matches of tabla against an
// outside engine (nboard, mohex) share.
type outsideFlags struct {
	bin, openings, record, results, note *string
	movetime, n                          *int
	nodes                                *int64
	moveTimeout, maxTime                 *time.Duration
}

// addOutsideFlags defines the shared flags on fs, with the defaults given;
// record names the flag of the games' record file.
func addOutsideFlags(fs *flag.FlagSet, movetime int, openings, record string, moveTimeout time.Duration) *outsideFlags {
	return &outsideFlags{
		bin:         fs.String("bin", "", "tabla, already built (default: build the working tree)"),
		movetime:    fs.Int("movetime", movetime, "tabla's milliseconds a move (wall time), unless -nodes"),
		nodes:       fs.Int64("nodes", 0, "tabla's nodes a move instead of -movetime"),
		n:           fs.Int("n", 40, "games (pairs from each opening, colours swapped)"),
		openings:    fs.String("openings", openings, "openings file"),
		moveTimeout: fs.Duration("move-timeout", moveTimeout, "a move that takes longer (wall time) loses the game as a hang"),
		record:      fs.String(record, "", "write every game to this file as tabla match's PGN records"),
		results:     fs.String("results", "testdata/strength/results.md", "table the result row is appended to (none if empty)"),
		note:        fs.String("change", "", "words for the row's change column, before the measured figures"),
		maxTime:     fs.Duration("max-time", 0, "start no new pair of games after this long (0: no bound); the report counts the games played"),
	}
}

// valid reports whether the counts and limits are in range.
func (f *outsideFlags) valid() bool { return *f.n >= 1 && *f.movetime >= 1 && *f.nodes >= 0 }

// outsideSetup is what a match against an outside engine starts from.
type outsideSetup struct {
	argv     []string // the engine's command
	ops      []tmatch.Opening
	bin, rev string       // tabla, and its name in the row's commits column
	limit    tmatch.Limit // tabla's
	record   io.Writer    // nil without a record file
	deadline time.Time    // zero without -max-time
}

// prepare splits the engine's command, reads the openings, builds tabla
// (prefix names its temporary directory) unless -bin, and creates the
// record file; cleanup undoes what it made.
func (f *outsideFlags) prepare(engine, prefix string) (s *outsideSetup, cleanup func(), err error) {
	var undo []func()
	cleanup = func() {
		for _, u := range undo {
			u()
		}
	}
	defer func() {
		if err != nil {
			cleanup()
		}
	}()
	s = &outsideSetup{bin: *f.bin, limit: tmatch.Limit{MoveTime: time.Duration(*f.movetime) * time.Millisecond}}
	if *f.nodes > 0 {
		s.limit = tmatch.Limit{Nodes: *f.nodes}
	}
	if *f.maxTime > 0 {
		s.deadline = time.Now().Add(*f.maxTime)
	}
	if s.argv, err = shlex.Split(engine); err != nil || len(s.argv) == 0 {
		return nil, cleanup, fmt.Errorf("-engine %q: %v", engine, err)
	}
	file, err := os.Open(*f.openings)
	if err != nil {
		return nil, cleanup, err
	}
	s.ops, err = tmatch.ReadOpenings(file)
	file.Close()
	if err != nil || len(s.ops) == 0 {
		return nil, cleanup, fmt.Errorf("%s: %v (%d openings)", *f.openings, err, len(s.ops))
	}
	if s.bin == "" {
		s.rev, _ = git("rev-parse", "--short", "HEAD")
		built, done, err := buildTemp(prefix)
		if err != nil {
			return nil, cleanup, err
		}
		undo = append(undo, done)
		s.bin = built
	} else {
		s.rev = filepath.Base(s.bin)
	}
	if *f.record != "" {
		rf, err := os.Create(*f.record)
		if err != nil {
			return nil, cleanup, err
		}
		undo = append(undo, func() { rf.Close() })
		s.record = rf
	}
	return s, cleanup, nil
}

// row is the match's row of the results table, which it prints to out
// and appends to -results: the change column (-change's words, then
// change, then notes on a match stopped early and on forfeits), the
// commits column, the game, tabla's limit, the score, and the load at
// the start.
func (f *outsideFlags) row(out io.Writer, change, commits, game string, s tmatch.Score, forfeits int, load string) error {
	if *f.note != "" {
		change = *f.note + "; " + change
	}
	if s.N() < *f.n {
		change += fmt.Sprintf("; stopped by -max-time after %d of %d games", s.N(), *f.n)
	}
	if forfeits > 0 {
		change += fmt.Sprintf("; %d games not ended on the board", forfeits)
	}
	limit := fmt.Sprintf("%d ms", *f.movetime)
	if *f.nodes > 0 {
		limit = fmt.Sprintf("%d nodes", *f.nodes)
	}
	line := fmt.Sprintf("| %s | %s | %s | %s | %s | %d | %d-%d-%d | %.3f | %s | - | %s |\n",
		time.Now().Format("2006-01-02"), change, commits, game, limit, s.N(),
		s.W, s.D, s.L, s.Ratio(), s.EloString(), load)
	fmt.Fprint(out, line)
	if *f.results == "" {
		return nil
	}
	return appendRow(*f.results, line)
}

// tablaGo has tabla search the position from (startpos, or fen and a
// position string) after moves within limit, and returns its move as
// tablaMove does.
func (ch *child) tablaGo(from string, moves []string, limit tmatch.Limit, timeout time.Duration) (string, int64, time.Duration, time.Duration, error) {
	cmd := "position " + from
	if len(moves) > 0 {
		cmd += " moves " + strings.Join(moves, " ")
	}
	goCmd := fmt.Sprintf("go nodes %d", limit.Nodes)
	if limit.MoveTime > 0 {
		goCmd = fmt.Sprintf("go movetime %d", limit.MoveTime.Milliseconds())
	}
	return ch.tablaMove(cmd, goCmd, limit.MoveTime*10+timeout)
}

// failure kills an engine that sent no move (err) after wall and says
// how its game ends: a hang, or an abandoned game.
func (ch *child) failure(err error, wall time.Duration) (term, why string) {
	ch.kill()
	if errors.Is(err, protocol.ErrTimeout) {
		return "stalled connection", fmt.Sprintf("sent no move in %s", wall.Round(time.Millisecond))
	}
	return "abandoned", err.Error()
}
