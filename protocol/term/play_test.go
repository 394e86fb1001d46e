package term

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// playedRE finds the engine's moves in a session's output.
var playedRE = regexp.MustCompile(`(?m)^(\S+) played (\S+) \(`)

func TestPlaySessions(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Config
		input string
		// want lists texts that must appear in the output, in order.
		want []string
		// wantErr is a part of the error Play must return ("" for none).
		wantErr string
		check   func(t *testing.T, out string)
	}{
		{
			name:  "human against engine, wrong move, undo",
			cfg:   Config{Game: "reversi", Human: [2]bool{true, false}, Depth: 2},
			input: "f5\nzz\nf5\nmoves\nundo\nposition\nquit\n",
			want: []string{
				"Reversi: black (B) against white (W).",
				"You play black (B); the engine plays white (W), searching 2 plies a move.",
				"black (B) to move.\nblack> ",
				"black played f5.\nwhite played ",
				`"zz" is not a legal move here: bad cell "zz"`,
				"legal moves: ",
				`"f5" is not a legal move here.`,
				"legal moves (",
				"score: black 2, white 2\nblack (B) to move.\nblack> position: 8/8/8/3WB3/3BW3/8/8/8 b\nblack> ",
			},
			check: engineMovesLegal("reversi", "f5"),
		},
		{
			name:  "go names its rule set",
			cfg:   Config{Game: "go", Human: [2]bool{true, true}, Depth: 1},
			input: "quit\n",
			want: []string{"Go: black (x) against white (o).\n" +
				"Rules: standard rules (Tromp-Taylor area scoring), 9×9, komi 7.5, positional superko, no move limit.\n"},
		},
		{
			name:  "seed go",
			cfg:   Config{Game: "go", Options: []string{"rules=seed", "size=7"}, Human: [2]bool{true, true}, Depth: 1},
			input: "quit\n",
			want:  []string{"Rules: seed rules (the course's variant, not standard Go: stones plus enclosed regions, corner rule), 6×6, no komi, simple ko, 100-ply limit.\n"},
		},
		{
			name:  "other games list the options changed",
			cfg:   Config{Game: "hex", Options: []string{"size=7", "swap=off"}, Human: [2]bool{true, true}, Depth: 1},
			input: "quit\n",
			want:  []string{"Hex: ", "Options: size=7.\n"},
		},
		{
			name:  "one board a turn against the engine",
			cfg:   Config{Game: "reversi", Human: [2]bool{true, false}, Depth: 1},
			input: "f5\nd3\nquit\n",
			want:  []string{"black played f5.\nwhite played "},
			check: func(t *testing.T, out string) {
				// The start, then one board after each of the engine's
				// answers: three, where each half-turn drew one (five).
				if n := strings.Count(out, "to move.\n"); n != 3 {
					t.Errorf("%d boards for two turns and the start, want 3:\n%s", n, out)
				}
			},
		},
		{
			name:  "engine moves first when the person plays p2",
			cfg:   Config{Game: "reversi", Human: [2]bool{false, true}, Depth: 1},
			input: "",
			want:  []string{"You play white (W); the engine plays black (B)", "black played ", "white> \n"},
			check: func(t *testing.T, out string) {
				if strings.Index(out, "black played") > strings.Index(out, "white> ") {
					t.Error("the person was asked before the engine moved")
				}
			},
		},
		{
			name:  "two people, undo takes back one move",
			cfg:   Config{Game: "reversi", Human: [2]bool{true, true}, Depth: 1},
			input: "f5\nd6\nundo\nposition\nquit\n",
			want:  []string{"You play both sides.", "white> ", "black> ", "moves: f5\n"},
			check: func(t *testing.T, out string) {
				if strings.Contains(out, " played ") {
					t.Error("the engine moved in a game between two people")
				}
			},
		},
		{
			name:  "hint and go",
			cfg:   Config{Game: "reversi", Human: [2]bool{true, true}, Depth: 1},
			input: "hint\nposition\ngo\nposition\n",
			want:  []string{"hint: ", "position: 8/8/8/3WB3/3BW3/8/8/8 b\n", "black played ", "moves: "},
		},
		{
			name:  "the engine plays itself to the end",
			cfg:   Config{Game: "chomp", Depth: 2},
			input: "this is never read\n",
			want:  []string{"The engine plays both sides", "red played ", "blue played ", "Game over: "},
			check: func(t *testing.T, out string) {
				if strings.Contains(out, "> ") {
					t.Error("a prompt in a game without people")
				}
			},
		},
		{
			name:  "mistyped amazons arrow lists that queen move's arrows",
			cfg:   Config{Game: "amazons", Human: [2]bool{true, false}, Depth: 1},
			input: "d1-d7/z9\nquit\n",
			want:  []string{`legal moves starting "d1-d7/": d1-d7/`},
			check: func(t *testing.T, out string) {
				i := strings.Index(out, `starting "d1-d7/": `)
				line, _, _ := strings.Cut(out[i:], "\n")
				for _, m := range strings.Fields(line)[2:] {
					if !strings.HasPrefix(m, "d1-d7/") {
						t.Errorf("listed %q", m)
					}
				}
			},
		},
		{
			name:    "unknown game",
			cfg:     Config{Game: "chess"},
			wantErr: `"chess" is not a game; the games are: `,
		},
		{
			name:    "bad option",
			cfg:     Config{Game: "reversi", Options: []string{"colour=blue"}},
			wantErr: `game reversi has no option "colour"`,
		},
		{
			name:    "bad position",
			cfg:     Config{Game: "reversi", Position: "8/8 b", Human: [2]bool{true, true}},
			wantErr: "8/8 b",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			err := Play(tc.cfg, strings.NewReader(tc.input), &out)
			switch {
			case tc.wantErr == "" && err != nil:
				t.Fatalf("Play: %v\noutput:\n%s", err, out.String())
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Fatalf("Play returned %v, want an error containing %q", err, tc.wantErr)
			}
			text := out.String()
			at := 0
			for _, w := range tc.want {
				i := strings.Index(text[at:], w)
				if i < 0 {
					t.Fatalf("output lacks %q after offset %d:\n%s", w, at, text)
				}
				at += i + len(w)
			}
			if tc.check != nil {
				tc.check(t, text)
			}
		})
	}
}

// engineMovesLegal replays a session's moves (the person's, given, and
// the engine's, read from the output) on the game's own rules.
func engineMovesLegal(game string, human ...string) func(*testing.T, string) {
	return func(t *testing.T, out string) {
		g, _, err := position.NewGame(game)
		if err != nil {
			t.Fatal(err)
		}
		found := playedRE.FindAllStringSubmatch(out, -1)
		if len(found) == 0 {
			t.Fatal("the engine never moved")
		}
		for i, m := range found {
			if i < len(human) {
				hm, err := g.ParseMove(human[i])
				if err != nil {
					t.Fatalf("move %s: %v", human[i], err)
				}
				g.Make(hm)
			}
			em, err := g.ParseMove(m[2])
			if err != nil {
				t.Fatalf("the engine played %s, illegal: %v", m[2], err)
			}
			g.Make(em)
		}
	}
}

func TestRefusal(t *testing.T) {
	tests := []struct{ text, msg, want string }{
		{"zz", `move 3 "zz": bad cell "zz": want a row number from 1`, `"zz" is not a legal move here: bad cell "zz": want a row number from 1`},
		{"f5", `move 2 "f5": illegal move: f5`, `"f5" is not a legal move here.`},
		{"d1-q7", `move 1 "d1-q7": move "d1-q7": no arrow`, `"d1-q7" is not a legal move here: no arrow`},
		{"x", `the game is over`, `"x" is not a legal move here: the game is over`},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := refusal(tc.text, tc.msg); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestListMoves(t *testing.T) {
	many := make([]string, 100)
	for i := range many {
		many[i] = "a" + strings.Repeat("x", i%3) + string(rune('0'+i%10))
	}
	tests := []struct {
		typed string
		legal []string
		want  string
	}{
		{"zz", []string{"c4", "d3"}, "legal moves: c4 d3"},
		{"d9", []string{"c4", "d3", "d4"}, `legal moves starting "d": d3 d4`},
		{"D3X", []string{"c4", "d3", "d4"}, `legal moves starting "d3": d3`},
		{"q", nil, "There are no legal moves."},
		{"b", many, "legal moves (60 of 100, type moves for all): a0 ax1"},
	}
	for _, tc := range tests {
		t.Run(tc.typed, func(t *testing.T) {
			if got := listMoves(tc.typed, tc.legal); !strings.HasPrefix(got, tc.want) {
				t.Errorf("got %q, want it to start with %q", got, tc.want)
			}
		})
	}
}

// TestPlayTerminalEditing types keys as a terminal in raw mode sends
// them: the line editor must apply backspace, Ctrl-L (which clears the
// screen and inserts nothing) and the up arrow (the last line again)
// instead of passing the control characters on as part of a move.
func TestPlayTerminalEditing(t *testing.T) {
	keys := "e6\x7f\x7ff5\r" + // typed e6, erased it, typed f5
		"d\x0c6\r" + // Ctrl-L in the middle of d6
		"position\r" +
		"\x1b[A\r" + // up arrow: position again
		"quit\r"
	var out strings.Builder
	rw := struct {
		io.Reader
		io.Writer
	}{strings.NewReader(keys), &out}
	cfg := Config{Game: "reversi", Human: [2]bool{true, true}, Depth: 1}
	if err := PlayTerminal(cfg, rw); err != nil {
		t.Fatalf("PlayTerminal: %v\n%s", err, out.String())
	}
	text := out.String()
	if n := strings.Count(text, "moves: f5 d6"); n != 2 {
		t.Errorf("the moves f5 d6 listed %d times, want 2 (position, then the up arrow's position):\n%q", n, text)
	}
	if !strings.Contains(text, "\x1b[2J") {
		t.Error("Ctrl-L did not clear the screen")
	}
	if strings.Contains(text, "not a legal move") {
		t.Errorf("an edited line reached the game as a move:\n%q", text)
	}
}
