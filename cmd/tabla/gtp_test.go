package main

import (
	"strings"
	"testing"
	"time"
)

// TestGTPCommand runs "tabla gtp" as a GTP controller would: its flags
// and options must reach the server, and stdout must hold GTP responses
// only. protocol/gtp's tests cover the commands themselves.
func TestGTPCommand(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		input string
		want  string // the whole of stdout; "" when the command must fail
		code  int
		err   string // in stderr
	}{
		{
			name:  "go by default",
			args:  []string{"gtp", "--depth", "1"},
			input: "name\ngogui-rules_game_id\ngogui-rules_board_size\nkomi 6.5\nplay b e5\nfinal_score\nquit\n",
			want:  "= tabla\n\n= Go\n\n= 9\n\n= \n\n= \n\n= B+74.5\n\n= \n\n",
		},
		{
			// HexGui's b1 is the second cell of the top row; once a
			// gogui-* command has come, the top left cell is GoGui's A4.
			name:  "hex options, HexGui names, then GoGui's",
			args:  []string{"gtp", "--game", "hex", "size=4", "swap=on", "--movetime", "50"},
			input: "play black b1\nplay white swap-pieces\ngogui-rules_board\nplay black A4\ngogui-rules_board\n",
			want:  "= \n\n= \n\n= . . . .\nO . . .\n. . . .\n. . . .\n\n= \n\n= X . . .\nO . . .\n. . . .\n. . . .\n\n",
		},
		{
			name:  "gogui coordinates for hex",
			args:  []string{"gtp", "--coords", "gtp", "--game=hex", "size=3"},
			input: "play b A3\ngogui-rules_board\n",
			want:  "= \n\n= X . .\n. . .\n. . .\n\n",
		},
		{
			name:  "levels",
			args:  []string{"gtp", "--game", "reversi", "--level", "2"},
			input: "level 3\nlevel 9\n",
			want:  "= \n\n? level 9: Skill Level must be an integer from 1 to 6, not \"9\"\n\n",
		},
		{name: "bad --level", args: []string{"gtp", "--level", "7"}, code: 2, err: "--level 7 is outside 1..6"},
		{name: "bad coords", args: []string{"gtp", "--coords", "sideways"}, code: 2, err: "want auto, gtp or native"},
		{name: "unknown game", args: []string{"gtp", "--game", "chess"}, code: 2, err: `"chess" is not a game`},
		{name: "not a grid", args: []string{"gtp", "--game", "quoridor"}, code: 2, err: "not a grid"},
		{name: "bad option", args: []string{"gtp", "--game", "go", "size=40"}, code: 2, err: "size"},
		{name: "negative depth", args: []string{"gtp", "--depth", "-2"}, code: 2, err: "must not be negative"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := runBinary(t, tc.input, 60*time.Second, tc.args...)
			if code != tc.code {
				t.Fatalf("exit status %d, want %d; stderr:\n%s", code, tc.code, stderr)
			}
			if tc.err != "" && !strings.Contains(stderr, tc.err) {
				t.Errorf("stderr %q does not mention %q", stderr, tc.err)
			}
			if tc.code == 0 && out != tc.want {
				t.Errorf("stdout:\n%q\nwant:\n%q", out, tc.want)
			}
		})
	}
}
