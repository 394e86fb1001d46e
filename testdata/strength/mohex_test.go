package main

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

func TestFromGTPHex(t *testing.T) {
	tests := []struct {
		in   string
		size int
		want string
		ok   bool
	}{
		{"g9", 11, "g9", true},
		{"a1", 11, "a1", true},
		{"K11", 11, "k11", true},
		{" f6\n", 11, "f6", true},
		{"resign", 11, "resign", true},
		{"RESIGN", 11, "resign", true},
		{"i9", 9, "i9", true},
		{"z26", 26, "z26", true},
		{"l1", 11, "", false},  // column beyond k
		{"a12", 11, "", false}, // row beyond 11
		{"j1", 9, "", false},
		{"a10", 9, "", false},
		{"a0", 11, "", false},
		{"a01", 11, "", false},
		{"a", 11, "", false},
		{"1a", 11, "", false},
		{"swap-pieces", 11, "", false}, // Benzene's swap, not tabla's
		{"pass", 11, "", false},
		{"", 11, "", false},
	}
	for _, tt := range tests {
		got, err := fromGTPHex(tt.in, tt.size)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("fromGTPHex(%q, %d) = %q, %v; want %q, ok %v", tt.in, tt.size, got, err, tt.want, tt.ok)
		}
	}
}

func TestToGTPHex(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"a1", "a1", true},
		{"k11", "k11", true},
		{"e8", "e8", true},
		{"swap", "", false},
		{"pass", "", false},
	}
	for _, tt := range tests {
		got, err := toGTPHex(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("toGTPHex(%q) = %q, %v; want %q, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
	if gtpColour(0) != "b" || gtpColour(1) != "w" {
		t.Errorf("gtpColour: Red %q, Blue %q; want b, w", gtpColour(0), gtpColour(1))
	}
}

// TestGTPHexGeometry checks that passing cell names through unchanged
// keeps the board's geometry. In Benzene (HexPoint.hpp) a cell (x, y),
// x the column and y the row from the top, touches (x±1, y), (x, y±1),
// (x+1, y-1) and (x-1, y+1), and Black, who moves first, joins row 1
// to the last row. So on tabla's board: Red joins rows 1 and 11 along
// the anti-diagonal k1, j2, ..., a11 (steps (-1, +1)), but not along the
// diagonal a1, b2, ..., k11 (steps (+1, +1), not neighbours); Blue
// joins columns a and k along a row.
func TestGTPHexGeometry(t *testing.T) {
	cell := func(x, y int) string { return fmt.Sprintf("%c%d", 'a'+x, y+1) }
	var anti, diag, row1From1, row1To9, row6 []string
	for i := range 11 {
		anti = append(anti, cell(10-i, i))
		diag = append(diag, cell(i, i))
		row6 = append(row6, cell(i, 5))
		if i < 10 {
			row1From1 = append(row1From1, cell(i+1, 0))
			row1To9 = append(row1To9, cell(i, 0))
		}
	}
	tests := []struct {
		name      string
		red, blue []string
		redWins   bool // neither: no one has won
		blueWins  bool
	}{
		{"anti-diagonal", anti, row1To9, true, false},
		{"diagonal", diag, row1From1, false, false},
		{"row 6 for Blue", []string{"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k2"}, row6, false, true},
	}
	for _, tt := range tests {
		g, _, err := position.NewGame("hex")
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		for i := range max(len(tt.red), len(tt.blue)) {
			if i < len(tt.red) {
				moves = append(moves, tt.red[i])
			}
			if i < len(tt.blue) {
				moves = append(moves, tt.blue[i])
			}
		}
		for i, text := range moves {
			if over, _ := g.Outcome(); over {
				t.Fatalf("%s: the game ended before move %d (%s)", tt.name, i+1, text)
			}
			gtp, err := toGTPHex(text)
			if err != nil {
				t.Fatal(err)
			}
			back, err := fromGTPHex(gtp, 11)
			if err != nil || back != text {
				t.Fatalf("%s: %s goes to GTP %q and back to %q, %v", tt.name, text, gtp, back, err)
			}
			mv, err := g.ParseMove(back)
			if err != nil {
				t.Fatalf("%s: %s: %v", tt.name, back, err)
			}
			g.Make(mv)
		}
		over, score := g.Outcome()
		switch {
		case tt.redWins && !(over && score < 0 && g.ToMove() == 1):
			t.Errorf("%s: over %v, score %d, %d to move; want Red (0) to have won", tt.name, over, score, g.ToMove())
		case tt.blueWins && !(over && score < 0 && g.ToMove() == 0):
			t.Errorf("%s: over %v, score %d, %d to move; want Blue (1) to have won", tt.name, over, score, g.ToMove())
		case !tt.redWins && !tt.blueWins && over:
			t.Errorf("%s: the game is over; want no winner", tt.name)
		}
	}
}

func TestSplitCommands(t *testing.T) {
	got := splitCommands(" param_game allow_swap 0;param_mohex max_time 1 ;; ")
	want := []string{"param_game allow_swap 0", "param_mohex max_time 1"}
	if !slices.Equal(got, want) {
		t.Errorf("splitCommands = %q; want %q", got, want)
	}
	if got := splitCommands(""); len(got) != 0 {
		t.Errorf("splitCommands(\"\") = %q; want none", got)
	}
}
