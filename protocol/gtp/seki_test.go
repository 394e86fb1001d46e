package gtp

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestFinalStatusSeki sets up the seki positions of
// testdata/games/go-seki.json (games/go's seki_test.go draws them) by
// play commands, Black's stones and White's in turn with passes where
// one side has no more, and asks for the stones' status and the score,
// before the closing passes and after: no stone is dead, the seki
// groups are in seki, the other stones alive, and the score is the
// area count with the seki stones for their owners and the shared
// liberties for nobody. Black, behind in both, is to move before the
// passes: the tree of the ownership search, where a pass loses at once
// for Black, threw Black's seki group away and called it dead (W+24.5
// for W+9.5), which the plain playouts do not. The first position's
// moves end with White's pass, after which final_score once probed a
// third pass and could not count.
func TestFinalStatusSeki(t *testing.T) {
	data, err := os.ReadFile("../../testdata/games/go-seki.json")
	if err != nil {
		t.Fatal(err)
	}
	var boards []struct {
		Name                 string
		Rows, Closed         []string
		Black, White, Shared string
		Area                 [2]int
	}
	if err := json.Unmarshal(data, &boards); err != nil {
		t.Fatal(err)
	}
	type test struct {
		name  string
		rows  []string // from the top
		seki  string   // the seki groups' stones
		score string
	}
	var tests []test
	for _, b := range boards {
		// Area counts with komi 7.5; White wins both.
		score := fmt.Sprintf("W+%.1f", float64(b.Area[1]-b.Area[0])+7.5)
		seki := b.Black + " " + b.White
		// The board, and the same with each side's open points filled:
		// only the shared liberties and the eyes are left, as at the end
		// of a game. The tree's counts called Black's seki group dead in
		// nearly every playout there.
		tests = append(tests, test{b.Name, b.Rows, seki, score}, test{b.Name + ", filled", b.Closed, seki, score})
	}
	if len(tests) != 4 {
		t.Fatalf("go-seki.json: %d boards, want 2", len(boards))
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newServer(t, Config{Game: "go"})
			for _, c := range []string{"boardsize 9", "clear_board", "komi 7.5"} {
				ask(t, s, c)
			}
			// A group of the final board has at least one liberty, and so
			// has every part of it placed before: nothing is captured.
			var stones [2][]string
			for i, row := range tc.rows {
				for x, c := range row {
					v := string("abcdefghj"[x]) + string(rune('9'-i))
					switch c {
					case 'x':
						stones[0] = append(stones[0], v)
					case 'o':
						stones[1] = append(stones[1], v)
					}
				}
			}
			for i := 0; i < max(len(stones[0]), len(stones[1])); i++ {
				for side, color := range []string{"b", "w"} {
					v := "pass"
					if i < len(stones[side]) {
						v = stones[side][i]
					}
					ask(t, s, "play "+color+" "+v)
				}
			}
			all := append(slices.Clone(stones[0]), stones[1]...)
			seki := strings.Fields(tc.seki)
			var alive []string
			for _, v := range all {
				if !slices.Contains(seki, v) {
					alive = append(alive, v)
				}
			}
			check := func(when string) {
				t.Helper()
				if dead := ask(t, s, "final_status_list dead"); dead != "" {
					t.Errorf("%s: dead stones %s, want none", when, dead)
				}
				if got := sortedFields(ask(t, s, "final_status_list seki")); !slices.Equal(got, sortedFields(tc.seki)) {
					t.Errorf("%s: seki %v, want %v", when, got, sortedFields(tc.seki))
				}
				if got := sortedFields(ask(t, s, "final_status_list alive")); !slices.Equal(got, sortedFields(strings.Join(alive, " "))) {
					t.Errorf("%s: alive %v, want %v", when, got, alive)
				}
				if got := ask(t, s, "final_score"); got != tc.score {
					t.Errorf("%s: final_score %s, want %s", when, got, tc.score)
				}
			}
			check("before the passes")
			for _, color := range []string{"b", "w"} {
				if ask(t, s, "gogui-rules_final_result") == "Game not over" {
					ask(t, s, "play "+color+" pass")
				}
			}
			check("after two passes")
		})
	}
}
