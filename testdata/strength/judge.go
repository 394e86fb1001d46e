package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/google/shlex"

	gogame "github.com/tabla-games/tabla/games/go"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

// gtpJudge is an outside Go program that speaks GTP, such as GNU Go, run
// as a child process to judge openings (openings -judge): each candidate
// line is played on its board from the empty board, and its
// estimate_score says who is ahead and by how much.
type gtpJudge struct {
	command string // as given, for errors
	ch      *child
	stderr  *protocol.StderrTail
	// name is the program's name and version as it gives them ("GNU Go
	// 3.8"), for the openings file's header.
	name string
	// setup starts every candidate: boardsize, clear_board, komi.
	setup []string
}

// judgeStartTimeout bounds the handshake with a judge just started: a
// program that does not answer name by then is not a GTP program.
const judgeStartTimeout = 30 * time.Second

// startJudge starts the GTP program command (split like a shell would)
// in dir and checks that it answers name and version and knows
// estimate_score. The game must be Go under standard rules (opts its
// options): the board's size and the komi are told to the program
// before every candidate.
func startJudge(command, dir string, opts position.Options) (*gtpJudge, error) {
	cfg, err := gogame.ConfigFromOptions(opts)
	if err != nil {
		return nil, err
	}
	if cfg.Rules != gogame.StandardRules {
		return nil, fmt.Errorf("-judge: Go's %s rules have no GTP counterpart; judge standard rules only", cfg.Rules)
	}
	argv, err := shlex.Split(command)
	if err != nil || len(argv) == 0 {
		return nil, fmt.Errorf("-judge %q: not a command (%v)", command, err)
	}
	j := &gtpJudge{command: command, stderr: &protocol.StderrTail{}}
	j.setup = []string{
		fmt.Sprint("boardsize ", cfg.Size),
		"clear_board",
		"komi " + strconv.FormatFloat(float64(cfg.Komi)/100, 'f', -1, 64),
	}
	if j.ch, err = startChildTo(argv, dir, j.stderr); err != nil {
		return nil, fmt.Errorf("-judge: %v", err)
	}
	name, err := gtpCallWithin(j.ch.c, "name", judgeStartTimeout)
	var version, known string
	if err == nil {
		version, err = gtpCallWithin(j.ch.c, "version", judgeStartTimeout)
	}
	if err == nil {
		known, err = gtpCallWithin(j.ch.c, "known_command estimate_score", judgeStartTimeout)
	}
	if err != nil {
		return nil, j.fail(fmt.Errorf("no GTP handshake (is it a GTP program, GNU Go with --mode gtp?): %v", err))
	}
	if known != "true" {
		return nil, j.fail(fmt.Errorf("it does not know estimate_score (known_command estimate_score: %q)", known))
	}
	j.name = strings.TrimSpace(name + " " + version)
	return j, nil
}

// estimate plays moves (Black first, GTP vertices) on the judge's board
// from the empty board and returns its estimate_score as Black's margin
// in points, negative when White is ahead. On an error the judge is
// closed.
func (j *gtpJudge) estimate(moves []string) (float64, error) {
	cmds := append([]string(nil), j.setup...)
	for i, m := range moves {
		cmds = append(cmds, fmt.Sprintf("play %c %s", "BW"[i%2], m))
	}
	for _, c := range cmds {
		if _, err := gtpCall(j.ch.c, c); err != nil {
			return 0, j.fail(fmt.Errorf("after %q: %v", strings.Join(moves, " "), err))
		}
	}
	a, err := gtpCall(j.ch.c, "estimate_score")
	if err == nil {
		var margin float64
		if margin, err = parseEstimate(a); err == nil {
			return margin, nil
		}
	}
	return 0, j.fail(fmt.Errorf("after %q: %v", strings.Join(moves, " "), err))
}

// fail ends the judge and returns err as the judge's error, with the end
// of what it wrote to its standard error (its last line).
func (j *gtpJudge) fail(err error) error {
	j.ch.kill()
	msg := fmt.Sprintf("-judge %q: %v", j.command, err)
	if tail := j.stderr.Last(); tail != "" {
		msg += fmt.Sprintf(" (its standard error: %q)", tail)
	}
	return errors.New(msg)
}

// close asks the judge to quit and waits for it.
func (j *gtpJudge) close() { j.ch.close() }

// parseEstimate reads a GTP estimate_score (or final_score) answer:
// "B+2.5" or "W+13.5", optionally followed by a parenthesised remark
// (GNU Go's "(upper bound: 15.2, lower: 11.8)"), or "0" for an even
// game. It returns Black's margin, negative when White is ahead.
func parseEstimate(answer string) (float64, error) {
	bad := fmt.Errorf("estimate_score answered %q, not B+N, W+N or 0", answer)
	score, rest, _ := strings.Cut(strings.TrimSpace(answer), " ")
	if rest = strings.TrimSpace(rest); rest != "" && !strings.HasPrefix(rest, "(") {
		return 0, bad
	}
	if score == "0" {
		return 0, nil
	}
	if len(score) < 3 || score[1] != '+' {
		return 0, bad
	}
	sign := 0.0
	switch score[0] {
	case 'B', 'b':
		sign = 1
	case 'W', 'w':
		sign = -1
	default:
		return 0, bad
	}
	v, err := strconv.ParseFloat(score[2:], 64)
	if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) || score[2] == '+' || score[2] == '-' {
		// "B+R" (resignation) and "W+T" (time) are results, not margins.
		return 0, bad
	}
	if v == 0 {
		return 0, nil // not -0 for "W+0.0"
	}
	return sign * v, nil
}
