package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHelp: tabla --help, tabla help TOPIC and tabla COMMAND --help print
// to stdout and exit 0, each command's help with its usage and examples;
// a mistyped command or topic gets a suggestion and exit 2.
func TestHelp(t *testing.T) {
	type call struct {
		args       []string
		code       int
		stdoutHas  []string
		stderrHas  string
		stdoutNone bool
	}
	calls := []call{
		{args: []string{"--help"}, stdoutHas: []string{"usage:", "tabla help [COMMAND]"}},
		{args: []string{"-h"}, stdoutHas: []string{"usage:"}},
		{args: []string{"help"}, stdoutHas: []string{"usage:"}},
		{args: []string{"plya"}, code: 2, stderrHas: `did you mean "play"`, stdoutNone: true},
		{args: []string{"help", "mach"}, code: 2, stderrHas: `did you mean "match"`, stdoutNone: true},
		{args: []string{"perft", "hx", "1"}, code: 2, stderrHas: `did you mean "hex"`, stdoutNone: true},
		// games names the rule set Go plays by default.
		{args: []string{"games"}, stdoutHas: []string{"go ", "Go (black, white)\n    by default: standard rules (Tromp-Taylor"}},
	}
	for _, cmd := range subcommands {
		if cmd == "help" || cmd == "version" {
			continue
		}
		calls = append(calls,
			call{args: []string{cmd, "--help"}, stdoutHas: []string{"usage: tabla " + cmd, "Examples:"}},
			call{args: []string{"help", cmd}, stdoutHas: []string{"usage: tabla " + cmd, "Examples:"}})
	}
	for _, c := range calls {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			var out, errOut bytes.Buffer
			if code := run(c.args, strings.NewReader(""), &out, &errOut); code != c.code {
				t.Fatalf("exit %d, want %d; stderr %q", code, c.code, errOut.String())
			}
			for _, want := range c.stdoutHas {
				if !strings.Contains(out.String(), want) {
					t.Errorf("stdout lacks %q:\n%s", want, out.String())
				}
			}
			if c.stdoutNone && out.Len() > 0 {
				t.Errorf("stdout %q, want nothing", out.String())
			}
			if !strings.Contains(errOut.String(), c.stderrHas) {
				t.Errorf("stderr %q lacks %q", errOut.String(), c.stderrHas)
			}
			if c.code == 0 && errOut.Len() > 0 {
				t.Errorf("stderr %q, want nothing", errOut.String())
			}
		})
	}
}

// TestSlips: a command-line slip gets one line on stderr (the error, a
// "did you mean" where one is likely, and where the help is) and the usage
// status 2, never the whole usage; help uses the --flag style throughout.
func TestSlips(t *testing.T) {
	calls := []struct {
		args   []string
		stderr []string // each must appear
	}{
		{[]string{"--bogus"}, []string{"tabla: unknown flag --bogus (tabla help"}},
		{[]string{"play", "reversi", "--depht", "3"}, []string{"unknown flag --depht, did you mean --depth?"}},
		{[]string{"bench", "--threads", "x"}, []string{`invalid value "x" for flag --threads`}},
		{[]string{"gtp", "--movetime"}, []string{"flag needs an argument: --movetime"}},
		{[]string{"games", "extra"}, []string{`tabla games: unexpected argument "extra"`}},
		{[]string{"version", "extra"}, []string{`tabla version: unexpected argument "extra"`}},
		{[]string{"help", "play", "extra"}, []string{`tabla help: unexpected argument "extra"`}},
		{[]string{"play", "chess"}, []string{`"chess" is not a game`}},
		{[]string{"play", "hex", "size=99"}, []string{"option size: 99 is outside"}},
	}
	for _, c := range calls {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			var out, errOut bytes.Buffer
			if code := run(c.args, strings.NewReader(""), &out, &errOut); code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if out.Len() > 0 {
				t.Errorf("stdout %q, want nothing", out.String())
			}
			got := errOut.String()
			if n := strings.Count(got, "\n"); n != 1 {
				t.Errorf("stderr has %d lines, want 1:\n%s", n, got)
			}
			for _, want := range c.stderr {
				if !strings.Contains(got, want) {
					t.Errorf("stderr %q lacks %q", got, want)
				}
			}
		})
	}
}

// TestHelpTopics: help version and help help print their own usage, not
// tabla's, and every command's help writes flags as --name.
func TestHelpTopics(t *testing.T) {
	for _, cmd := range subcommands {
		t.Run(cmd, func(t *testing.T) {
			var out, errOut bytes.Buffer
			if code := run([]string{"help", cmd}, strings.NewReader(""), &out, &errOut); code != 0 {
				t.Fatalf("exit %d; stderr %q", code, errOut.String())
			}
			if !strings.HasPrefix(out.String(), "usage: tabla "+cmd) {
				t.Errorf("help %s begins %q, want its own usage", cmd, firstLine(out.String()))
			}
			for _, l := range strings.Split(out.String(), "\n") {
				if strings.HasPrefix(strings.TrimSpace(l), "-") && !strings.HasPrefix(strings.TrimSpace(l), "--") {
					t.Errorf("help %s lists a flag as %q, want --name", cmd, l)
				}
			}
		})
	}
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
