package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestGoRulesEveryFront: every front starts "go" under the same rules,
// the standard ones (games/go's doc says why), and says so. GTP shows it
// by the score of an empty board: komi 7.5 for White, where the seed
// rules would score a draw.
func TestGoRulesEveryFront(t *testing.T) {
	const standard = "standard rules (Tromp-Taylor area scoring), 9×9, komi 7.5"
	fronts := []struct {
		name  string
		args  []string
		input string
		want  string
	}{
		{"games", []string{"games"}, "", "by default: " + standard},
		{"uci", nil, "newgame go\nd\nquit\n", "rules: " + standard},
		{"ugi, the game by its option", nil, "setoption name UCI_Variant value go\nd\nquit\n", "rules: " + standard},
		{"play", []string{"play", "go", "--human", "both"}, "quit\n", "Rules: " + standard},
		{"gtp", []string{"gtp"}, "play b pass\nplay w pass\nfinal_score\nquit\n", "= W+7.5"},
	}
	for _, f := range fronts {
		t.Run(f.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			if code := run(f.args, strings.NewReader(f.input), &out, &errOut); code != 0 {
				t.Fatalf("exit %d; stderr %q", code, errOut.String())
			}
			if !strings.Contains(out.String(), f.want) {
				t.Errorf("stdout lacks %q:\n%s", f.want, out.String())
			}
		})
	}
}
