package main

import (
	"strings"
	"testing"
	"time"
)

// TestPlayScripted runs tabla play through the real binary with a scripted
// stdin, as a newcomer's first session would go.
func TestPlayScripted(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		stdin    string
		code     int
		stdout   []string // in order
		stderr   string
		noStdout bool
	}{
		{
			name:  "reversi against the engine",
			args:  []string{"play", "reversi", "--depth", "2"},
			stdin: "help\nf5\nq9\nquit\n",
			stdout: []string{
				"Reversi: black (B) against white (W).",
				"   a b c d e f g h\n1  . . . . . . . .  1\n",
				"black> Type a move",
				"white played ",
				`"q9" is not a legal move here`,
				"legal moves",
			},
		},
		{
			name:   "hex on a small board, the person plays blue",
			args:   []string{"play", "hex", "size=5", "--human", "blue", "--movetime", "50"},
			stdin:  "",
			stdout: []string{"You play blue", "red played ", "blue> "},
		},
		{
			name:   "engine against itself",
			args:   []string{"play", "chomp", "--human", "none", "--depth", "1"},
			stdout: []string{"The engine plays both sides", "Game over: "},
		},
		{
			name:   "the engine at level 1 against itself",
			args:   []string{"play", "chomp", "--human", "none", "--level", "1", "--movetime", "200"},
			stdout: []string{"The engine plays both sides", "Game over: "},
		},
		{name: "bad --level", args: []string{"play", "reversi", "--level", "7"}, code: 2, stderr: "--level 7 is outside 1..6", noStdout: true},
		{name: "no game", args: []string{"play"}, code: 2, stderr: "usage: tabla play GAME", noStdout: true},
		{name: "unknown game", args: []string{"play", "chess"}, code: 2, stderr: `"chess" is not a game`, noStdout: true},
		{name: "bad --human", args: []string{"play", "reversi", "--human", "red"}, code: 2, stderr: "want p1, p2, both, none, black or white", noStdout: true},
		{name: "bad option", args: []string{"play", "hex", "size=99"}, code: 2, stderr: "size"}, // a usage slip, like an unknown game
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runBinary(t, tc.stdin, 60*time.Second, tc.args...)
			if code != tc.code {
				t.Fatalf("exit status %d, want %d; stderr:\n%s", code, tc.code, errOut)
			}
			if !strings.Contains(errOut, tc.stderr) {
				t.Errorf("stderr lacks %q:\n%s", tc.stderr, errOut)
			}
			if tc.noStdout && out != "" {
				t.Errorf("unexpected stdout:\n%s", out)
			}
			at := 0
			for _, w := range tc.stdout {
				i := strings.Index(out[at:], w)
				if i < 0 {
					t.Fatalf("stdout lacks %q after offset %d:\n%s", w, at, out)
				}
				at += i + len(w)
			}
		})
	}
}
