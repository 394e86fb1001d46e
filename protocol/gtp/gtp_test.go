package gtp

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	_ "github.com/tabla-games/tabla/games/alquerque"
	_ "github.com/tabla-games/tabla/games/apex"
	_ "github.com/tabla-games/tabla/games/checkers"
	_ "github.com/tabla-games/tabla/games/chomp"
	_ "github.com/tabla-games/tabla/games/dotsboxes"
	_ "github.com/tabla-games/tabla/games/mingmang"
	_ "github.com/tabla-games/tabla/games/quoridor"
	"github.com/tabla-games/tabla/protocol"
)

func newServer(t testing.TB, cfg Config) *Server {
	t.Helper()
	if cfg.Threads == 0 {
		cfg.Threads = 1
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// ask sends one command and returns its response without the "= " and
// the blank line, or fails the test on a "?" response.
func ask(t testing.TB, s *Server, cmd string) string {
	t.Helper()
	out, ok := try(s, cmd)
	if !ok {
		t.Fatalf("%s: %s", cmd, out)
	}
	return out
}

// try sends one command and returns its response text and whether it
// succeeded.
func try(s *Server, cmd string) (string, bool) {
	out := s.Handle(cmd)
	ok := strings.HasPrefix(out, "=")
	out = strings.TrimSuffix(out, "\n\n")
	return strings.TrimSpace(out[1:]), ok
}

func TestParseLine(t *testing.T) {
	tests := []struct {
		line, id, name, args string
		ok                   bool
	}{
		{line: "name\n", name: "name", ok: true},
		{line: "12 play b d4\r\n", id: "12", name: "play", args: "b d4", ok: true},
		{line: "play\tb\td4", name: "play", args: "b d4", ok: true},
		{line: "  genmove w   # think hard", name: "genmove", args: "w", ok: true},
		{line: "# only a comment"},
		{line: "   \t  "},
		{line: ""},
		{line: "pl\x01ay b d4", name: "play", args: "b d4", ok: true},
		{line: "7", id: "7", ok: true},
		{line: "-3 name", name: "-3", args: "name", ok: true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%q", tc.line), func(t *testing.T) {
			id, name, args, ok := parseLine(tc.line)
			if ok != tc.ok || id != tc.id || name != tc.name || strings.Join(args, " ") != tc.args {
				t.Errorf("parseLine = %q %q %q %v, want %q %q %q %v", id, name, args, ok, tc.id, tc.name, tc.args, tc.ok)
			}
		})
	}
}

func TestResponses(t *testing.T) {
	s := newServer(t, Config{Game: "go", Settings: []string{"size=5"}})
	tests := []struct{ line, want string }{
		{"protocol_version", "= 2\n\n"},
		{"42 protocol_version", "=42 2\n\n"},
		{"42 frobnicate", "?42 unknown command\n\n"},
		{"# nothing", ""},
		{"", ""},
		{"7", "?7 unknown command\n\n"},
		{"known_command showboard", "= true\n\n"},
		{"known_command", "? syntax error: known_command COMMAND\n\n"},
		{"boardsize x", "? syntax error: boardsize wants positive integers, not \"x\"\n\n"},
		{"komi seven", "? syntax error: komi \"seven\" is not a number\n\n"},
		{"komi 6.5", "= \n\n"},
		{"time_settings 60 10", "? syntax error: time_settings MAIN BYO_YOMI_TIME BYO_YOMI_STONES\n\n"},
		{"time_left b -1 0", "? syntax error: \"-1\" is not a non-negative integer (time_left COLOR TIME STONES)\n\n"},
		{"genmove purple", "? invalid color \"purple\" (want b, w, black or white)\n\n"},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			if got := s.Handle(tc.line); got != tc.want {
				t.Errorf("Handle(%q) = %q, want %q", tc.line, got, tc.want)
			}
		})
	}
}

// TestLevel: the level command (and Config.Level) sets the engine's
// Skill Level, and a bad level is refused with the engine's reason.
func TestLevel(t *testing.T) {
	if _, err := New(Config{Game: "reversi", Level: 9}); err == nil || !strings.Contains(err.Error(), "Skill Level") {
		t.Errorf("New with level 9: %v, want the engine's refusal", err)
	}
	s := newServer(t, Config{Game: "reversi", Level: 2})
	tests := []struct{ line, want string }{
		{"level 1", "= \n\n"},
		{"level 6", "= \n\n"},
		{"level", "? syntax error: level N\n\n"},
		{"level 1 2", "? syntax error: level N\n\n"},
		{"level weak", "? syntax error: level \"weak\" is not an integer\n\n"},
		{"level 0", "? level 0: Skill Level must be an integer from 1 to 6, not \"0\"\n\n"},
		{"level 7", "? level 7: Skill Level must be an integer from 1 to 6, not \"7\"\n\n"},
		{"level 1", "= \n\n"},
	}
	for _, tc := range tests {
		if got := s.Handle(tc.line); got != tc.want {
			t.Errorf("Handle(%q) = %q, want %q", tc.line, got, tc.want)
		}
	}
	// At level 1 the engine searches its small budget and chooses among
	// several lines.
	lines, err := s.eng.Call("go", "bestmove", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, " multipv 4 ") }) {
		t.Errorf("level 1's search reported no fourth line: %q", lines)
	}
	if got := s.Handle("genmove b"); !strings.HasPrefix(got, "= ") {
		t.Errorf("genmove at level 1: %q", got)
	}
}

// TestListCommands checks that every listed command is handled and
// every handled command is listed.
func TestListCommands(t *testing.T) {
	for _, game := range []string{DefaultGame, "go"} {
		s := newServer(t, Config{Game: game})
		listed := strings.Split(ask(t, s, "list_commands"), "\n")
		handled := s.handlers()
		for _, c := range listed {
			if _, ok := handled[c]; !ok {
				t.Errorf("%s: %s is listed but not handled", game, c)
			}
			if ask(t, s, "known_command "+c) != "true" {
				t.Errorf("%s: known_command %s is not true", game, c)
			}
		}
		if len(listed) != len(handled) {
			t.Errorf("%s: %d commands listed, %d handled", game, len(listed), len(handled))
		}
		// Dead stones are Go's alone.
		if got, want := slices.Contains(listed, "final_status_list"), game == "go"; got != want {
			t.Errorf("%s: final_status_list listed: %v, want %v", game, got, want)
		}
	}
}

// TestVertices checks known vertex names for each convention and that
// every cell's vertex leads back to the cell.
func TestVertices(t *testing.T) {
	tests := []struct {
		game     string
		settings []string
		coords   Coords
		cell     string // in the game's notation
		vertex   string
	}{
		{"go", []string{"size=9"}, CoordsAuto, "a1", "A1"},
		{"go", []string{"size=9"}, CoordsAuto, "j9", "J9"},
		{"go", []string{"size=19"}, CoordsAuto, "t19", "T19"},
		{"go", []string{"size=9"}, CoordsNative, "j9", "j9"},
		{"atari-go", nil, CoordsAuto, "i9", "J9"},
		{"atari-go", nil, CoordsAuto, "h1", "H1"},
		{"atari-go", nil, CoordsNative, "i9", "i9"},
		{"reversi", nil, CoordsAuto, "a1", "A8"}, // Othello's a1 is the top left
		{"reversi", nil, CoordsAuto, "f5", "F4"},
		{"reversi", nil, CoordsNative, "f5", "f5"},
		{"hex", []string{"size=11"}, CoordsAuto, "a1", "a1"}, // HexGui: a1 at the top left
		{"hex", []string{"size=11"}, CoordsAuto, "i3", "i3"},
		{"hex", []string{"size=11"}, CoordsGTP, "a1", "A11"},
		{"hex", []string{"size=11"}, CoordsGTP, "k11", "L1"},
		{"amazons", nil, CoordsAuto, "j10", "K10"},
		{"amazons", nil, CoordsAuto, "a1", "A1"},
		{"cats-dogs", nil, CoordsAuto, "h8", "H8"},
		{"domineering", []string{"rows=3", "cols=5"}, CoordsAuto, "e3", "E3"},
		{"rastros", nil, CoordsAuto, "g7", "G7"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s-%v-%s", tc.game, tc.coords, tc.cell), func(t *testing.T) {
			s := newServer(t, Config{Game: tc.game, Settings: tc.settings, Coords: tc.coords})
			if got := s.grid.vertex(tc.cell); got != tc.vertex {
				t.Errorf("vertex(%s) = %q, want %q", tc.cell, got, tc.vertex)
			}
			for cell := range s.grid.pos {
				v := s.grid.vertex(cell)
				for _, variant := range []string{v, strings.ToLower(v), strings.ToUpper(v)} {
					if back, ok := s.grid.cell(variant); !ok || back != cell {
						t.Fatalf("cell(%q) = %q, %v; want %q", variant, back, ok, cell)
					}
				}
				if !s.grid.native && strings.ContainsAny(strings.ToLower(v), "i") {
					t.Fatalf("GTP vertex %q uses the letter I", v)
				}
			}
		})
	}
}

// TestBoardOrientation plays a cell and checks that gogui-rules_board
// draws the stone where GoGui reads that vertex: GoGui takes the board's
// first line as the top row, whose number is the board's height, and
// the first mark of a line as column A.
func TestBoardOrientation(t *testing.T) {
	tests := []struct {
		game     string
		settings []string
	}{
		{"go", []string{"size=7"}},
		{"atari-go", nil},
		{"reversi", nil},
		{"hex", []string{"size=6"}},
		{"cats-dogs", nil},
		{"domineering", []string{"rows=4", "cols=6"}},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			s := newServer(t, Config{Game: tc.game, Settings: tc.settings, Coords: CoordsGTP})
			legal := strings.Fields(ask(t, s, "gogui-rules_legal_moves"))
			v := legal[len(legal)/2]
			color := ask(t, s, "gogui-rules_side_to_move")
			ask(t, s, "play "+color+" "+v)
			mark := "X"
			if color == "white" {
				mark = "O"
			}
			rows := strings.Split(ask(t, s, "gogui-rules_board"), "\n")
			col := strings.IndexByte(gtpLetters, strings.ToLower(v)[0])
			var num int
			fmt.Sscanf(v[1:], "%d", &num)
			row := strings.Fields(rows[len(rows)-num])
			if row[col] != mark {
				t.Errorf("after play %s %s, line %d of the board is %v: want %s in column %d\n%s", color, v, len(rows)-num+1, row, mark, col+1, strings.Join(rows, "\n"))
			}
		})
	}
}

// TestGoGuiGames plays random games of every grid game the way GoGui
// does: it picks a vertex from gogui-rules_legal_moves, plays it for
// gogui-rules_side_to_move, and then sends the same play again, which
// must be refused without changing the board or the side to move. Every
// game must end (an empty legal list) with a final result; then a
// replay after clear_board must rebuild the same board.
func TestGoGuiGames(t *testing.T) {
	tests := []struct {
		game     string
		settings []string
		maxPlays int
	}{
		{"go", []string{"size=5"}, 400},
		{"atari-go", nil, 400},
		{"reversi", nil, 400},
		{"hex", []string{"size=5", "swap=on"}, 100},
		{"hex", []string{"size=4", "connected=on"}, 100},
		{"cats-dogs", nil, 200},
		{"domineering", []string{"rows=5", "cols=5"}, 100},
		{"amazons", nil, 400},
		{"rastros", nil, 200},
		{"alquerque", nil, 400},
		{"apex", []string{"no_progress_limit=20"}, 3000},
		{"chomp", nil, 100},
		{"mingmang", []string{"size=7", "max_plies=100"}, 300},
		{"fox-hounds", nil, 400},
		{"nex", nil, 400},
	}
	for _, tc := range tests {
		t.Run(strings.Join(append([]string{tc.game}, tc.settings...), "-"), func(t *testing.T) {
			if tc.game == "nex" && testing.Short() {
				// Some 14,000 legal moves a position; the engine games
				// and the transcript cover Nex in short mode.
				t.Skip("Nex's random game is long")
			}
			s := newServer(t, Config{Game: tc.game, Settings: tc.settings, Coords: CoordsGTP})
			rng := rand.New(rand.NewPCG(1, uint64(len(tc.game))))
			var plays []string
			for {
				if len(plays) >= tc.maxPlays {
					t.Fatalf("no end after %d plays (%s)", len(plays), ask(t, s, "showboard"))
				}
				legal := strings.Fields(ask(t, s, "gogui-rules_legal_moves"))
				if len(legal) == 0 {
					break
				}
				color := ask(t, s, "gogui-rules_side_to_move")
				play := "play " + color + " " + legal[rng.IntN(len(legal))]
				ask(t, s, play)
				plays = append(plays, play)
				board := ask(t, s, "gogui-rules_board")
				side := ask(t, s, "gogui-rules_side_to_move")
				if out, ok := try(s, play); ok {
					t.Fatalf("the repeated %q was accepted (%s)", play, out)
				}
				if b := ask(t, s, "gogui-rules_board"); b != board {
					t.Fatalf("the refused repeat of %q changed the board:\n%s\nto\n%s", play, board, b)
				}
				if got := ask(t, s, "gogui-rules_side_to_move"); got != side {
					t.Fatalf("the refused repeat of %q changed the side to move from %s to %s", play, side, got)
				}
			}
			result := ask(t, s, "gogui-rules_final_result")
			if result == "Game not over" {
				t.Fatalf("no legal move but the game is not over")
			}
			final := ask(t, s, "gogui-rules_board")
			ask(t, s, "clear_board")
			for _, p := range plays {
				ask(t, s, p)
			}
			if b := ask(t, s, "gogui-rules_board"); b != final {
				t.Fatalf("replay after clear_board gave\n%s\nnot\n%s", b, final)
			}
			t.Logf("%d plays, %s", len(plays), result)
		})
	}
}

// TestGenmoveRoundTrip checks that what genmove answers is a move that
// play accepts: reg_genmove's answer, played, leaves the server where
// genmove's own move does. A plain GTP client gets whole moves; GoGui
// (once a gogui-* command has come) gets a move of several cells one
// vertex per genmove, the same side staying to move in between.
func TestGenmoveRoundTrip(t *testing.T) {
	for _, gogui := range []bool{false, true} {
		for _, game := range []string{"go", "atari-go", "reversi", "hex", "cats-dogs", "domineering", "amazons", "rastros",
			"alquerque", "apex", "chomp", "mingmang", "fox-hounds", "nex"} {
			t.Run(fmt.Sprintf("%s-gogui=%v", game, gogui), func(t *testing.T) {
				if game == "nex" && testing.Short() {
					t.Skip("Nex's 14,000 moves a position are slow under the race detector; its engine game and transcript cover it")
				}
				// Alpha-beta, whose depth-1 answer does not depend on a
				// tree kept from the search before.
				a := newServer(t, Config{Game: game, Depth: 1, Search: "alphabeta"})
				b := newServer(t, Config{Game: game, Depth: 1, Search: "alphabeta"})
				if gogui {
					ask(t, a, "gogui-rules_game_id")
					ask(t, b, "gogui-rules_game_id")
				}
				for ply := 0; ply < 9; ply++ {
					if len(a.legal) == 0 {
						break
					}
					color := a.color(a.st.ToMove)
					reg := ask(t, a, "reg_genmove "+color)
					move := ask(t, a, "genmove "+color)
					if reg != move {
						t.Errorf("reg_genmove said %s, genmove %s", reg, move)
					}
					if whole := strings.ContainsAny(move, "-/"); game == "amazons" && whole == gogui {
						t.Errorf("genmove %s answered %s (GoGui: %v)", color, move, gogui)
					}
					ask(t, b, "play "+color+" "+move)
					if x, y := ask(t, a, "showboard"), ask(t, b, "showboard"); x != y {
						t.Fatalf("after %s %s:\n%s\nand\n%s", color, move, x, y)
					}
				}
			})
		}
	}
}

func TestGoCommand(t *testing.T) {
	tests := []struct {
		name     string
		cfg      Config
		commands []string
		want     string
	}{
		{"default", Config{}, nil, "go movetime 1000"},
		{"depth", Config{Depth: 4}, nil, "go depth 4"},
		{"movetime", Config{MoveTime: 250 * time.Millisecond}, nil, "go movetime 250"},
		{"both", Config{Depth: 3, MoveTime: time.Second}, nil, "go depth 3 movetime 1000"},
		{"main time", Config{}, []string{"time_settings 300 0 0"}, "go p1time 300000"},
		{"time left", Config{}, []string{"time_settings 300 0 0", "time_left b 120 0"}, "go p1time 120000"},
		{"byo-yomi ahead", Config{}, []string{"time_settings 60 30 5", "time_left black 40 0"}, "go p1time 40000 p1inc 6000"},
		{"in byo-yomi", Config{}, []string{"time_settings 60 30 5", "time_left black 25 3"}, "go p1time 25000 movestogo 3"},
		{"clock and depth", Config{Depth: 2}, []string{"time_left b 10 0"}, "go p1time 10000 depth 2"},
		{"no limit", Config{Depth: 2}, []string{"time_settings 0 1 0"}, "go depth 2"},
		{"white's clock", Config{}, []string{"play b a1", "time_left w 7 0", "time_left b 99 0"}, "go p2time 7000"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.cfg.Game = "go"
			s := newServer(t, tc.cfg)
			for _, c := range tc.commands {
				ask(t, s, c)
			}
			if got := s.goCommand(); got != tc.want {
				t.Errorf("goCommand() = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		cfg  Config
		want string
	}{
		{Config{Game: "chess"}, `"chess" is not a game`},
		{Config{Game: "dots-boxes"}, "not a grid"},
		{Config{Game: "checkers"}, "2 kinds of piece"},
		{Config{Game: "quoridor"}, "not a grid"},
		{Config{Game: "go", Settings: []string{"size=99"}}, "size"},
		{Config{Game: "go", Settings: []string{"colour=red"}}, "colour"},
	}
	for _, tc := range tests {
		t.Run(tc.cfg.Game+strings.Join(tc.cfg.Settings, ","), func(t *testing.T) {
			s, err := New(tc.cfg)
			if err == nil {
				s.Close()
				t.Fatalf("New(%+v) succeeded", tc.cfg)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("New: %v, want it to mention %q", err, tc.want)
			}
		})
	}
}

// TestKomi checks that komi reaches the game's score and keeps the moves.
func TestKomi(t *testing.T) {
	s := newServer(t, Config{Game: "go", Settings: []string{"size=3"}})
	ask(t, s, "play b b2")
	if got := ask(t, s, "final_score"); got != "B+1.5" {
		t.Fatalf("final_score with the default komi 7.5 = %s, want B+1.5", got)
	}
	ask(t, s, "komi 10")
	if got := ask(t, s, "final_score"); got != "W+1" {
		t.Errorf("final_score with komi 10 = %s, want W+1", got)
	}
	if got := ask(t, s, "gogui-rules_side_to_move"); got != "white" {
		t.Errorf("komi lost the move played: %s is to move", got)
	}
	// Games without komi take the command and ignore it.
	r := newServer(t, Config{Game: "reversi"})
	ask(t, r, "komi 6.5")
}

// FuzzHandle sends arbitrary lines: the server must never panic, and
// every response must be "=" or "?" up to exactly one blank line.
func FuzzHandle(f *testing.F) {
	for _, seed := range []string{
		"play b c3", "1 genmove w", "boardsize 3", "undo", "komi -3.5", "play w pass",
		"time_left white 10 2", "gogui-rules_board", "play b c3-c4/c5", "play b \x00", "known_command play",
		"boardsize 2 3", "play b swap-pieces", "final_score", "showboard",
	} {
		f.Add(seed)
	}
	s := newServer(f, Config{Game: "go", Settings: []string{"size=3"}, Depth: 1})
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\n") {
			return
		}
		out := s.Handle(line)
		if out == "" {
			return
		}
		if out[0] != '=' && out[0] != '?' {
			t.Fatalf("Handle(%q) = %q: not a GTP response", line, out)
		}
		if !strings.HasSuffix(out, "\n\n") || strings.Count(out, "\n\n") != 1 {
			t.Fatalf("Handle(%q) = %q: a response ends at its one blank line", line, out)
		}
	})
}

// TestMoveTexts checks the translation of whole moves between the game's
// notation and GTP's, both ways.
func TestMoveTexts(t *testing.T) {
	tests := []struct {
		game      string
		settings  []string
		coords    Coords
		gameText  string
		gtpText   string
		gtpInputs []string // other GTP texts that read as gameText
	}{
		{"go", nil, CoordsAuto, "d4", "D4", []string{"d4"}},
		{"go", nil, CoordsAuto, "pass", "pass", []string{"PASS", "Pass"}},
		{"reversi", nil, CoordsAuto, "f5", "F4", []string{"f4"}},
		{"amazons", nil, CoordsAuto, "d1-d7/j7", "D1-D7/K7", []string{"d1-d7/k7"}},
		{"rastros", nil, CoordsAuto, "e5-d4", "E5-D4", nil},
		{"alquerque", nil, CoordsAuto, "c1xc3xe5", "C1xC3xE5", []string{"C1XC3XE5", "c1xc3xe5"}},
		{"alquerque", nil, CoordsAuto, "b2-c3", "B2-C3", nil},
		{"hex", []string{"swap=on"}, CoordsAuto, "swap", "swap-pieces", []string{"swap", "SWAP-PIECES"}},
		{"hex", nil, CoordsAuto, "i3", "i3", []string{"I3"}},
		{"hex", []string{"size=11"}, CoordsGTP, "i3", "J9", nil},
	}
	for _, tc := range tests {
		t.Run(tc.game+"-"+tc.gameText, func(t *testing.T) {
			s := newServer(t, Config{Game: tc.game, Settings: tc.settings, Coords: tc.coords})
			if got := s.toGTP(tc.gameText); got != tc.gtpText {
				t.Errorf("toGTP(%q) = %q, want %q", tc.gameText, got, tc.gtpText)
			}
			for _, in := range append([]string{tc.gtpText}, tc.gtpInputs...) {
				if got, err := s.fromGTP(in); err != nil || got != tc.gameText {
					t.Errorf("fromGTP(%q) = %q, %v; want %q", in, got, err, tc.gameText)
				}
			}
		})
	}
	s := newServer(t, Config{Game: "go"})
	for _, bad := range []string{"I5", "Z1", "A0", "A10", "5A", "resign", "0000"} {
		if got, err := s.fromGTP(bad); err == nil {
			t.Errorf("fromGTP(%q) = %q, want an error", bad, got)
		}
	}
}

// TestSplitMove checks how move texts are cut into cell names: a run of
// letters and digits is names joined by letters only if that leaves no
// digit out.
func TestSplitMove(t *testing.T) {
	cells := map[string]bool{"a1": true, "a10": true, "c4": true, "c2": true, "e5": true}
	isCell := func(c string) bool { return cells[c] }
	tests := []struct {
		move string
		want string // cells in [], joints in {}, other text as is
	}{
		{"c4", "[c4]"},
		{"c4xc2", "[c4]{x}[c2]"},
		{"c4xc2xe5", "[c4]{x}[c2]{x}[e5]"},
		{"a10xc4", "[a10]{x}[c4]"},
		{"a1-c4/e5", "[a1]-[c4]/[e5]"},
		{"@a1-a10", "@[a1]-[a10]"},
		{"pass", "pass"},
		{"c4x9", "c4x9"},
		{"z9", "z9"},
		{"a1c", "[a1]{c}"},
	}
	for _, tc := range tests {
		var b strings.Builder
		for _, p := range splitMove(tc.move, isCell) {
			switch {
			case p.cell:
				b.WriteString("[" + p.text + "]")
			case p.joint:
				b.WriteString("{" + p.text + "}")
			default:
				b.WriteString(p.text)
			}
		}
		if got := b.String(); got != tc.want {
			t.Errorf("splitMove(%q) = %s, want %s", tc.move, got, tc.want)
		}
	}
}

// goguiPoint reports whether GoGui reads v as a point of a size×size
// board or a pass, as its parser does: one letter A-Z without I, either
// case, then a row from 1 to size.
func goguiPoint(v string, size int) bool {
	if strings.EqualFold(v, "pass") {
		return true
	}
	if len(v) < 2 {
		return false
	}
	col := strings.IndexByte(gtpLetters, strings.ToLower(v)[0])
	var row int
	if _, err := fmt.Sscanf(v[1:], "%d", &row); err != nil || fmt.Sprint(row) != v[1:] {
		return false
	}
	return col >= 0 && col < size && row >= 1 && row <= size
}

// TestGoGuiEngineGames plays each gogui-rules game as GoGui 1.6 does
// with tabla attached as both its engine and its ruler (two copies, as
// GoGui starts them), engine vs engine: GoGui's handshake, then genmove
// on the engine for the ruler's side to move, the answer read as one
// point, and played on the ruler twice (the second copy refused) until
// the ruler lists no legal move; then its final result. The engine's
// answers must be points GoGui reads and moves the ruler lists, and the
// two copies must end on the same board.
func TestGoGuiEngineGames(t *testing.T) {
	tests := []struct {
		game     string
		size     string // gogui-rules_board_size
		maxPlies int
	}{
		{"reversi", "8", 200},
		{"go", "9", 400},
		{"atari-go", "9", 200},
		{"hex", "11 hex", 200},
		{"cats-dogs", "8", 200},
		{"domineering", "8", 200},
		{"amazons", "10", 400},
		{"rastros", "7", 200},
		{"fox-hounds", "8", 400},
		{"nex", "11 hex", 400},
		{"alquerque", "5", 400},
		{"apex", "7", 400},
		{"chomp", "5", 100},
		{"mingmang", "8", 2000},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			// One playout a move (MCTS at depth 1) scores at random:
			// resignation off, so that the game is played to its end.
			engine := newServer(t, Config{Game: tc.game, Depth: 1, ResignWinRate: -1})
			ruler := newServer(t, Config{Game: tc.game})
			var n int
			fmt.Sscanf(tc.size, "%d", &n)
			for _, cmd := range []string{"name", "protocol_version", "version", "list_commands", "gogui-rules_game_id",
				fmt.Sprintf("boardsize %d", n), "clear_board", "komi 6.5", "gogui-rules_game_id", "gogui-rules_board_size"} {
				ask(t, engine, cmd)
			}
			for _, cmd := range []string{"list_commands", "gogui-rules_game_id", "gogui-rules_board_size", "clear_board", "gogui-rules_board"} {
				ask(t, ruler, cmd)
			}
			if got := ask(t, ruler, "gogui-rules_board_size"); got != tc.size {
				t.Fatalf("gogui-rules_board_size = %q, want %q", got, tc.size)
			}
			plies := 0
			for {
				legal := strings.Fields(ask(t, ruler, "gogui-rules_legal_moves"))
				if len(legal) == 0 {
					break
				}
				if plies++; plies > tc.maxPlies {
					t.Fatalf("no end after %d plies", tc.maxPlies)
				}
				color := ask(t, ruler, "gogui-rules_side_to_move")
				move := ask(t, engine, "genmove "+color)
				if !goguiPoint(move, n) {
					t.Fatalf("genmove %s = %q: GoGui reads no point there", color, move)
				}
				if !slices.Contains(legal, move) {
					t.Fatalf("genmove %s = %s, which is not among the ruler's legal moves %v", color, move, legal)
				}
				ask(t, ruler, "play "+strings.ToUpper(color[:1])+" "+move)
				if out, ok := try(ruler, "play "+strings.ToUpper(color[:1])+" "+move); ok {
					t.Fatalf("the ruler took the second copy of %s %s (%s)", color, move, out)
				}
				ask(t, ruler, "gogui-rules_board")
				ask(t, ruler, "gogui-rules_board_gfx")
			}
			result := ask(t, ruler, "gogui-rules_final_result")
			if result == "Game not over" {
				t.Fatalf("no legal move, but %s", result)
			}
			if a, b := ask(t, engine, "gogui-rules_board"), ask(t, ruler, "gogui-rules_board"); a != b {
				t.Fatalf("the engine's board\n%s\nis not the ruler's\n%s", a, b)
			}
			t.Logf("%d plies: %s", plies, result)
		})
	}
}

// TestIllegal checks the one line play gives for a move the engine
// refused: the session's and the game's naming of the move go, the
// reason stays.
func TestIllegal(t *testing.T) {
	tests := []struct {
		msg  string
		want string
	}{
		{`move 1 "pass": move "pass": Nex has no pass`, "illegal move: Nex has no pass"},
		{`move 3 "d4": illegal move d4: the point is occupied`, "illegal move: the point is occupied"},
		{`move 2 "e5": illegal move`, "illegal move"},
		{`move 2 "e5": illegal move e5`, "illegal move"},
		{`the game is over`, "illegal move: the game is over"},
	}
	for _, tc := range tests {
		if got := illegal(&protocol.EngineError{Msg: tc.msg}).Error(); got != tc.want {
			t.Errorf("illegal(%q) = %q, want %q", tc.msg, got, tc.want)
		}
	}
}

// TestPassWord checks that GoGui's pass stands for the one legal move
// that names no cell where pass is not legal: Hex's swap (swap=on) after
// a first move that wins a 2x2 board, which the search swaps. A client
// that is not GoGui gets HexGui's swap-pieces instead.
func TestPassWord(t *testing.T) {
	for _, gogui := range []bool{true, false} {
		s := newServer(t, Config{Game: "hex", Settings: []string{"size=2", "swap=on"}, Coords: CoordsGTP, Depth: 4, Search: "alphabeta"})
		if gogui {
			ask(t, s, "gogui-rules_game_id")
		}
		ask(t, s, "play b A1")
		want := "swap-pieces"
		if gogui {
			want = "pass"
			if legal := strings.Fields(ask(t, s, "gogui-rules_legal_moves")); !slices.Contains(legal, "pass") {
				t.Errorf("gogui-rules_legal_moves = %v, want pass (the swap) among them", legal)
			}
		}
		if got := ask(t, s, "genmove w"); got != want {
			t.Errorf("GoGui %v: genmove w = %s, want %s", gogui, got, want)
		}
		if got := s.moves; len(got) != 2 || got[1] != "swap" {
			t.Errorf("GoGui %v: moves after genmove = %v, want the swap second", gogui, got)
		}
		// A human's pass is the swap too, and the same play again is refused.
		ask(t, s, "undo")
		if _, ok := try(s, "play w pass"); ok != gogui {
			t.Errorf("GoGui %v: play w pass accepted: %v", gogui, ok)
		}
	}
}

// TestEndCap: GTP plays Ming Mang under a 1,000-ply cap unless the
// command line sets max_plies, so that GoGui's engine games reach the end
// dialog; the cap shows in the position string's ply field, which the
// game writes only under a cap.
func TestEndCap(t *testing.T) {
	tests := []struct {
		settings []string
		want     string // the max_plies setting in force
	}{
		{nil, "max_plies=1000"},
		{[]string{"MAX_PLIES=50"}, "MAX_PLIES=50"},
		{[]string{"max_plies=0"}, "max_plies=0"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.settings, " "), func(t *testing.T) {
			s := newServer(t, Config{Game: "mingmang", Settings: tc.settings})
			ask(t, s, "clear_board")
			var caps []string
			for _, kv := range s.settings {
				if strings.HasPrefix(strings.ToLower(kv), "max_plies=") {
					caps = append(caps, kv)
				}
			}
			if len(caps) != 1 || caps[0] != tc.want {
				t.Errorf("settings %v, want one %s", s.settings, tc.want)
			}
			board := ask(t, s, "showboard")
			i := strings.Index(board, "position: ")
			if i < 0 {
				t.Fatalf("showboard has no position: %q", board)
			}
			line, _, _ := strings.Cut(board[i+len("position: "):], "\n")
			if hasPly := len(strings.Fields(line)) == 3; hasPly != (tc.want != "max_plies=0") {
				t.Errorf("position %q under %s", line, tc.want)
			}
		})
	}
}

// TestNexSwapOverGoGui: in Nex the swap exchanges the players' colours and
// leaves Pink to move, so after a person's swap (GoGui's pass) the player
// who moved first, the engine here, must move next. GTP's colours follow
// the players: the side to move is GTP's black again, genmove black plays
// Pink's move, and the first stone now shows as the person's.
func TestNexSwapOverGoGui(t *testing.T) {
	s := newServer(t, Config{Game: "nex", Depth: 1})
	ask(t, s, "gogui-rules_game_id")
	// GoGui takes a drop vertex by vertex: black moves until it is whole.
	genmove := func() string {
		var last string
		for i := 0; i < 3 && ask(t, s, "gogui-rules_side_to_move") == "black"; i++ {
			last = ask(t, s, "genmove b")
		}
		return last
	}
	first := genmove()
	ask(t, s, "play w pass")
	if got := ask(t, s, "gogui-rules_side_to_move"); got != "black" {
		t.Fatalf("after the swap the side to move is %s, want black (the engine, who moved first)", got)
	}
	if _, ok := try(s, "play w "+first); ok {
		t.Error("the person moved again after their own swap")
	}
	genmove()
	if got := ask(t, s, "gogui-rules_side_to_move"); got != "white" {
		t.Errorf("after the engine's answer the side to move is %s, want white", got)
	}
	// The swap, undone, gives the colours back (GoGui takes back the
	// engine's drop vertex by vertex, then the swap).
	for i := 0; i < 3; i++ {
		ask(t, s, "undo")
	}
	if got := ask(t, s, "gogui-rules_side_to_move"); got != "white" {
		t.Errorf("with the swap undone the side to move is %s, want white", got)
	}
}

// TestEdgeText: GoGui draws no board edge in a side's colour, so
// gogui-rules_board_gfx says in its status text which edges each GTP
// colour joins, in the games whose sides join edges; the others get none.
func TestEdgeText(t *testing.T) {
	tests := []struct {
		game     string
		settings []string
		want     string // "" for no TEXT line
	}{
		{"hex", []string{"size=5"}, "TEXT black (red) joins top and bottom; white (blue) joins left and right"},
		{"nex", nil, "TEXT black (blue) joins SW and NE; white (pink) joins NW and SE"},
		{"reversi", nil, ""},
		{"apex", nil, ""}, // its corners are single cells, not edges
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			s := newServer(t, Config{Game: tc.game, Settings: tc.settings})
			gfx := ask(t, s, "gogui-rules_board_gfx")
			var text string
			for _, l := range strings.Split(gfx, "\n") {
				if strings.HasPrefix(l, "TEXT ") {
					text = l
				}
			}
			if text != tc.want {
				t.Errorf("gfx %q, want the line %q", gfx, tc.want)
			}
		})
	}
}

// TestGenmoveResigns: genmove answers resign, and plays nothing, once
// the engine's win rate has stayed below ResignWinRate for ResignMoves of
// its moves; never when resignation is off or for the winning side.
func TestGenmoveResigns(t *testing.T) {
	tests := []struct {
		name   string
		rate   int
		color  string
		wantAt int // the genmove that resigns, from 1; 0 never
	}{
		{"lost side resigns on its second move", 30, "w", 2},
		{"off", -1, "w", 0},
		{"winning side plays on", 30, "b", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newServer(t, Config{Game: "go", Settings: []string{"rules=standard", "size=9"},
				MoveTime: 200 * time.Millisecond, ResignWinRate: tc.rate, ResignMoves: 2})
			// Black's wall across the board owns all of it.
			for _, c := range "abcdefghj" {
				ask(t, s, fmt.Sprintf("play b %c5", c))
				ask(t, s, "play w pass")
			}
			ask(t, s, "play b a9")
			if tc.color == "b" {
				ask(t, s, "play w a1")
			}
			for i := 1; i <= 3; i++ {
				before := ask(t, s, "showboard")
				got := ask(t, s, "genmove "+tc.color)
				if (got == "resign") != (i == tc.wantAt) {
					t.Fatalf("genmove %d answered %q", i, got)
				}
				if got == "resign" {
					if after := ask(t, s, "showboard"); after != before {
						t.Fatalf("resign changed the board:\n%s\n%s", before, after)
					}
					return
				}
				// The other side answers away from the wall.
				other, row := "b", "9"
				if tc.color == "b" {
					other, row = "w", "1"
				}
				played := false
				for _, c := range "bcdefgh" {
					if _, ok := try(s, fmt.Sprintf("play %s %c%s", other, c, row)); ok {
						played = true
						break
					}
				}
				if !played {
					t.Fatalf("%s found no move on row %s", other, row)
				}
			}
		})
	}
}
