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
		{args: []string{"games"}, stdoutHas: []string{"go ", "Go (black, white)\n    by default: seed rules (tabla's default, not standard Go"}},
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
