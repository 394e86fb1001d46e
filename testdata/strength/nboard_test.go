package main

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
)

func TestFromNBoard(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"F5", "f5", true},
		{"a1", "a1", true},
		{"H8", "h8", true},
		{"PA", "pass", true},
		{"pa", "pass", true},
		{"I1", "", false},
		{"A9", "", false},
		{"A0", "", false},
		{"F55", "", false},
		{"", "", false},
		{"pass", "", false},
	}
	for _, tt := range tests {
		got, err := fromNBoard(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("fromNBoard(%q) = %q, %v; want %q, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestParseNBoardAnswer(t *testing.T) {
	tests := []struct {
		line string
		want nboardAnswer
		ok   bool
	}{
		{"=== F5/-2.00/0.1", nboardAnswer{"F5", -2, true}, true},
		{"=== PA", nboardAnswer{move: "PA"}, true},
		{"===  d3/1.5 ", nboardAnswer{"d3", 1.5, true}, true},
		{"=== A8/+12.00/0.021/1", nboardAnswer{"A8", 12, true}, true},
		{"=== B1//0.00", nboardAnswer{move: "B1"}, true},
		{"===", nboardAnswer{}, false},
		{"status thinking", nboardAnswer{}, false},
		{"pong 3", nboardAnswer{}, false},
	}
	for _, tt := range tests {
		got, err := parseNBoardAnswer(tt.line)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("parseNBoardAnswer(%q) = %+v, %v; want %+v, ok %v", tt.line, got, err, tt.want, tt.ok)
		}
	}
}

// TestNBoardNotationRoundTrip plays random Reversi games and checks that
// every legal move, passes included, goes to NBoard's notation and back
// to the same move of tabla's rules.
func TestNBoardNotationRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	passes := 0
	for range 20 {
		pos, _, err := position.NewGame("reversi")
		if err != nil {
			t.Fatal(err)
		}
		for {
			if over, _ := pos.Outcome(); over {
				break
			}
			ms := pos.GenMoves(nil)
			for _, m := range ms {
				canon := pos.FormatMove(m)
				nb := toNBoard(canon)
				if canon == "pass" {
					passes++
				}
				back, err := fromNBoard(nb)
				if err != nil {
					t.Fatalf("%s -> %s: %v", canon, nb, err)
				}
				m2, err := pos.ParseMove(back)
				if err != nil || m2 != m {
					t.Fatalf("%s -> %s -> %s: %v (move %v, want %v)", canon, nb, back, err, m2, m)
				}
			}
			pos.Make(ms[rng.IntN(len(ms))])
		}
	}
	if passes == 0 {
		t.Log("no pass in the random games: only squares were checked")
	}
}

func TestNBoardBoard(t *testing.T) {
	start := "8 " + strings.Repeat("-", 27) + "O*------*O" + strings.Repeat("-", 27) + " *"
	if got, err := nboardBoard("8/8/8/3WB3/3BW3/8/8/8 b"); err != nil || got != start {
		t.Errorf("start: got %q, %v; want %q", got, err, start)
	}
	for _, bad := range []string{
		"8/8/8/3WB3/3BW3/8/8 b",     // seven rows
		"8/8/8/3WB3/3BW3/8/8/8",     // no side
		"8/8/8/3WB3/3BW3/8/8/8 x",   // bad side
		"8/8/8/3WB4/3BW3/8/8/8 b",   // nine squares
		"8/8/8/3WX3/3BW3/8/8/8 b",   // bad square
		"8/8/8/3WB3/3BW3/8/8/7 w",   // seven squares
		"8/8/8/3WB3/3BW3/8/8/8/8 w", // nine rows
	} {
		if got, err := nboardBoard(bad); err == nil {
			t.Errorf("nboardBoard(%q) = %q, want an error", bad, got)
		}
	}
	// Positions from random games: every disc of the registry's state
	// is where the board string puts it, and nothing else is.
	rng := rand.New(rand.NewPCG(3, 4))
	pos, _, _ := position.NewGame("reversi")
	for ply := 0; ply < 40; ply++ {
		if over, _ := pos.Outcome(); over {
			break
		}
		ms := pos.GenMoves(nil)
		pos.Make(ms[rng.IntN(len(ms))])
		bo, err := nboardBoard(pos.Position())
		if err != nil {
			t.Fatal(err)
		}
		cells := bo[2:66]
		want := []byte(strings.Repeat("-", 64))
		for _, p := range pos.State().Pieces {
			col, row := int(p.Cell[0]-'a'), int(p.Cell[1]-'1')
			want[row*8+col] = "*O"[p.Side]
		}
		if cells != string(want) {
			t.Fatalf("%s: board %q, want %q", pos.Position(), cells, want)
		}
		if side := bo[len(bo)-1]; side != "*O"[pos.ToMove()] {
			t.Fatalf("%s: side %q", pos.Position(), side)
		}
	}
}

func TestNBoardGame(t *testing.T) {
	got, err := nboardGame("8/8/8/3WB3/3BW3/8/8/8 b", []string{"f5", "d6", "pass"}, []int{0, 1, 0})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(got, "(;GM[Othello]") || !strings.HasSuffix(got, "BO[8 "+strings.Repeat("-", 27)+
		"O*------*O"+strings.Repeat("-", 27)+" *]B[F5]W[D6]B[PA];)") {
		t.Errorf("nboardGame = %q", got)
	}
}

func TestParseStatCPU(t *testing.T) {
	tests := []struct {
		stat string
		want time.Duration
		ok   bool
	}{
		{"4242 (ntest) S 1 4242 4242 0 -1 4194560 1234 0 0 0 250 17 0 0 20 0 3 0 100 0 0", 2670 * time.Millisecond, true},
		{"7 (a b) c) R 1 7 7 0 -1 0 0 0 0 0 3 4 0 0", 70 * time.Millisecond, true},
		{"7 (x) R 1 7 7 0 -1 0 0 0 0 0", 0, false},
		{"7 x R 1 7 7 0 -1 0 0 0 0 0 3 4", 0, false},
		{"7 (x) R 1 7 7 0 -1 0 0 0 0 0 u 4", 0, false},
	}
	for _, tt := range tests {
		got, err := parseStatCPU(tt.stat)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("parseStatCPU(%q) = %v, %v; want %v, ok %v", tt.stat, got, err, tt.want, tt.ok)
		}
	}
}
