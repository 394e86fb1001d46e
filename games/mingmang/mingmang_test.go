package mingmang

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// newGame builds a registered game with the given option settings.
func newGame(tb testing.TB, settings ...string) *Game {
	tb.Helper()
	return positiontest.New(tb, "mingmang", settings...).(*Game)
}

// play makes the moves given as text, failing on any illegal one.
func play(tb testing.TB, g *Game, moves ...string) {
	tb.Helper()
	positiontest.Play(tb, g, moves...)
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("mingmang")
	if !ok {
		t.Fatal("mingmang is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/mingmang.txt", 400_000)
}

func TestConformance(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		starts   []string
	}{
		{"size8", nil, []string{
			"W6B/8/3B4/8/1BW1WB2/3W4/3B4/W7 b 0",
			"7B/8/8/8/8/B7/WB6/1B6 b 0",
		}},
		{"size7-white-first", []string{"size=7", "first=white"}, nil},
		{"size9", []string{"size=9"}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// The kit rebuilds the game at every node for every move, so
			// the random games are capped: short under -short, longer
			// otherwise.
			plies := 120
			if testing.Short() {
				plies = 40
			}
			settings := append([]string{fmt.Sprintf("max_plies=%d", plies)}, tc.settings...)
			cfg := positiontest.Config{MaxPlies: plies + 1, Starts: tc.starts}
			if !testing.Short() {
				cfg.Games = 12
			}
			// The kit rebuilds every position from its string, which
			// carries no history, and expects the same moves: so it runs
			// with the no-repetition rule off, and TestRepetitionRandom
			// checks the rule over random games instead.
			positiontest.Run(t, func() position.Playable {
				g := newGame(t, settings...)
				g.anyBoard = true
				return g
			}, cfg)
		})
	}
}

// TestStart checks the initial layout of every size and the option first.
func TestStart(t *testing.T) {
	tests := []struct {
		settings []string
		want     string
		pieces   int
		toMove   int
	}{
		{[]string{"size=7"}, "WBBBBBB/W5B/W5B/W5B/W5B/W5B/WWWWWWB b", 12, 0},
		{nil, "WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB b", 14, 0},
		{[]string{"size=9"}, "WBBBBBBBB/W7B/W7B/W7B/W7B/W7B/W7B/W7B/WWWWWWWWB b", 16, 0},
		{[]string{"first=white"}, "WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB w", 14, 1},
		{[]string{"size=7", "max_plies=50"}, "WBBBBBB/W5B/W5B/W5B/W5B/W5B/WWWWWWB b 0", 12, 0},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if got := g.Position(); got != tc.want {
				t.Errorf("start = %q, want %q", got, tc.want)
			}
			if g.count[Black] != tc.pieces || g.count[White] != tc.pieces {
				t.Errorf("pieces = %v, want %d each", g.count, tc.pieces)
			}
			if g.ToMove() != tc.toMove {
				t.Errorf("ToMove = %d, want %d", g.ToMove(), tc.toMove)
			}
		})
	}
}

// TestScenarios plays the worked examples of the rules and one case
// per rule: each starts from a position (the start if empty), plays the
// moves, and checks the resulting position string.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name  string
		start string
		moves []string
		want  string
	}{
		{"c8-c6", "", []string{"c8-c6"},
			"WB1BBBBB/W6B/W1B4B/W6B/W6B/W6B/W6B/WWWWWWWB w"},
		{"d1-d6", "", []string{"c8-c6", "d1-d6"},
			"WB1BBBBB/W6B/W1BW3B/W6B/W6B/W6B/W6B/WWW1WWWB b"},
		{"e8-e6 captures d6", "", []string{"c8-c6", "d1-d6", "e8-e6"},
			"WB1B1BBB/W6B/W1BBB2B/W6B/W6B/W6B/W6B/WWW1WWWB w"},
		{"a7-c7 no capture", "", []string{"c8-c6", "d1-d6", "e8-e6", "a7-c7"},
			"WB1B1BBB/2W4B/W1BBB2B/W6B/W6B/W6B/W6B/WWW1WWWB b"},
		{"d6-d1 captures e1-g1 only", "", []string{"c8-c6", "d1-d6", "e8-e6", "a7-c7", "d6-d1"},
			"WB1B1BBB/2W4B/W1B1B2B/W6B/W6B/W6B/W6B/WWWBBBBB w"},
		{"three directions", "W6B/8/3B4/8/1BW1WB2/3W4/3B4/W7 b", []string{"d6-d4"},
			"W6B/8/8/8/1BBBBB2/3B4/3B4/W7 w"},
		{"safe entry between enemies", "8/8/8/8/W1W5/8/1B6/7B b", []string{"b2-b4"},
			"8/8/8/8/WBW5/8/8/7B w"},
		{"a flanked piece that moved in stays", "8/8/8/8/BWB5/8/8/W7 w", []string{"a1-a3"},
			"8/8/8/8/BWB5/W7/8/8 b"},
		{"no cascade from converted pieces", "3B4/8/2B5/2W5/1BW5/8/8/W7 b", []string{"d8-d4"},
			"8/8/2B5/2W5/1BBB4/8/8/W7 w"},
		{"a gap stops the line", "8/8/8/8/BW1W4/8/8/4B2W b", []string{"e1-e4"},
			"8/8/8/8/BW1WB3/8/8/7W w"},
		{"the edge stops the line", "8/8/8/8/W7/8/8/7B b", []string{"h1-a1"},
			"8/8/8/8/W7/8/8/B7 w"},
		{"corner pieces are safe", "8/8/8/B7/8/8/8/W1B5 b", []string{"a5-a2"},
			"8/8/8/8/8/8/B7/W1B5 w"},
		{"long runs convert whole", "8/8/8/8/BWWWWWW1/8/8/7B b", []string{"h1-h4"},
			"8/8/8/8/BBBBBBBB/8/8/8 w"},
		{"captures along files too", "8/B7/W7/W7/8/8/8/B7 b", []string{"a1-a4"},
			"8/B7/B7/B7/B7/8/8/8 w"},
		{"white first from the start", "WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB w", []string{"a7-f7"},
			"WBBBBBBB/5W1B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB b"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves...)
			if got := g.Position(); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestIllegal checks moves that the rules forbid: each is rejected by
// ParseMove with ErrIllegal and a reason, and is missing from GenMoves.
func TestIllegal(t *testing.T) {
	tests := []struct {
		name   string
		start  string
		moves  []string
		bad    string
		reason string
	}{
		{"no return to the start board", "", []string{"c8-c6", "d1-d6", "c6-c8"}, "d6-d1", "repeat"},
		{"no jumping", "", []string{"c8-c6", "d1-d6"}, "c6-e6", "occupied"},
		{"no jumping over a piece", "", []string{"c8-c6"}, "a6-d6", "occupied"},
		{"no landing on a piece", "", nil, "h7-h8", "occupied"},
		{"no diagonal", "", nil, "h7-g6", "rank or a file"},
		{"no standing still", "", nil, "h7-h7", "leave"},
		{"no moving the enemy", "", nil, "a7-b7", "no black piece"},
		{"no move from an empty cell", "", nil, "c6-c5", "no black piece"},
		{"no move after the cap", "", nil, "h7-g7", "over"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			if tc.name == "no move after the cap" {
				g = newGame(t, "max_plies=1")
				play(t, g, "h7-g7")
			}
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves...)
			_, err := g.ParseMove(tc.bad)
			if err == nil || !errors.Is(err, position.ErrIllegal) || !strings.Contains(err.Error(), tc.reason) {
				t.Fatalf("ParseMove(%s) error %v, want ErrIllegal saying %q", tc.bad, err, tc.reason)
			}
			for _, m := range g.GenMoves(nil) {
				if g.FormatMove(m) == tc.bad {
					t.Fatalf("GenMoves has %s", tc.bad)
				}
			}
		})
	}
}

// TestMovesFrom checks the moves of single pieces, among them the seed's
// worked example of the opening move c8-c6: White's a6 can then go to
// b6 only.
func TestMovesFrom(t *testing.T) {
	tests := []struct {
		name  string
		start string
		moves []string
		from  string
		want  string
	}{
		{"a6 after c8-c6", "", []string{"c8-c6"}, "a6", "a6-b6"},
		{"a free piece slides to the walls", "8/8/8/8/3B4/8/8/W7 b", nil, "d4",
			"d4-e4 d4-f4 d4-g4 d4-h4 d4-c4 d4-b4 d4-a4 d4-d5 d4-d6 d4-d7 d4-d8 d4-d3 d4-d2 d4-d1"},
		{"a blocked piece has none", "", nil, "h7", "h7-g7 h7-f7 h7-e7 h7-d7 h7-c7 h7-b7"},
		{"a corner piece boxed in", "8/8/8/8/8/8/B7/WB6 w", nil, "a1", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves...)
			var got []string
			for _, m := range g.GenMoves(nil) {
				if s := g.FormatMove(m); strings.HasPrefix(s, tc.from+"-") {
					got = append(got, s)
				}
			}
			if strings.Join(got, " ") != tc.want {
				t.Errorf("moves from %s: %q, want %q", tc.from, strings.Join(got, " "), tc.want)
			}
		})
	}
}

// TestOutcome checks the ends of a game: no pieces, all blocked, only
// moves that repeat a board (the no-repetition rule of doc.go), and the
// move cap's draw.
func TestOutcome(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		start    string
		moves    []string
		over     bool
		score    int
		result   string
	}{
		{"start", nil, "", nil, false, 0, "none"},
		{"no pieces left", nil, "8/8/8/8/8/8/8/B7 w", nil, true, -1, "p1win"},
		{"all pieces blocked", nil, "8/8/8/8/8/8/B7/WB6 w", nil, true, -1, "p1win"},
		{"black blocked", nil, "8/8/8/8/8/8/W7/BW6 b", nil, true, -1, "p2win"},
		{"only repeating moves", nil, "7B/8/8/8/8/B7/WB6/1B6 b", []string{"h8-h7", "a2-a1", "h7-h8"}, true, -1, "p1win"},
		{"one move short of the cap", []string{"max_plies=3"}, "", []string{"c8-c6", "d1-d6"}, false, 0, "none"},
		{"move cap reached", []string{"max_plies=3"}, "", []string{"c8-c6", "d1-d6", "e8-e6"}, true, 0, "draw"},
		{"cap from the ply field", []string{"max_plies=10"}, "WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB b 10", nil, true, 0, "draw"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves...)
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
			if n := len(g.GenMoves(nil)); (n == 0) != tc.over {
				t.Errorf("%d legal moves with over = %v", n, tc.over)
			}
			if got := g.State().Result; got != tc.result {
				t.Errorf("State().Result = %q, want %q", got, tc.result)
			}
		})
	}
}

// TestHistoryFromString checks the decision in doc.go's section "The
// history and the position string": a loaded position string is the only
// board of its history, so a move that repeats a board played before it is
// legal there, while the same board reached by play forbids it.
func TestHistoryFromString(t *testing.T) {
	g := newGame(t)
	play(t, g, "c8-c6", "d1-d6", "c6-c8")
	if _, err := g.ParseMove("d6-d1"); err == nil {
		t.Fatal("d6-d1 legal after play")
	}
	fresh := newGame(t)
	if err := fresh.SetPosition(g.Position()); err != nil {
		t.Fatal(err)
	}
	if _, err := fresh.ParseMove("d6-d1"); err != nil {
		t.Fatalf("d6-d1 illegal from a loaded string: %v", err)
	}
	if len(fresh.GenMoves(nil)) != len(g.GenMoves(nil))+1 {
		t.Errorf("loaded %d moves, played %d: want one more", len(fresh.GenMoves(nil)), len(g.GenMoves(nil)))
	}
	// Unmake forgets the board it takes back, so the move that made it
	// is legal again.
	g.Unmake()
	if _, err := g.ParseMove("c6-c8"); err != nil {
		t.Fatalf("c6-c8 illegal after its Unmake: %v", err)
	}
}

// TestSetPositionErrors checks strings SetPosition must refuse.
func TestSetPositionErrors(t *testing.T) {
	tests := []string{
		"",
		"WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB",
		"WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB x",
		"WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWX b",
		"WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWW b",
		"6/6/6/6/6/6 b",
		"10/10/10/10/10/10/10/10/10/10 b",
		"8/8/8/8/8/8/8/8 b -1",
		"8/8/8/8/8/8/8/8 b 01",
		"8/8/8/8/8/8/8/8 b 1 2",
		"8/8/8/8/8/8/8/7 b",
		"8/8/8/8/8/8/8/9 b",
	}
	for _, s := range tests {
		t.Run(s, func(t *testing.T) {
			g := newGame(t)
			before := g.Position()
			if err := g.SetPosition(s); err == nil {
				t.Fatalf("accepted, giving %q", g.Position())
			}
			if g.Position() != before {
				t.Fatal("a rejected string changed the position")
			}
		})
	}
}

// TestSizeFromString checks that the number of ranks sets the board size.
func TestSizeFromString(t *testing.T) {
	g := newGame(t)
	const s = "WBBBBBB/W5B/W5B/W5B/W5B/W5B/WWWWWWB b"
	if err := g.SetPosition(s); err != nil {
		t.Fatal(err)
	}
	if g.Size() != 7 || len(g.GenMoves(nil)) != 50 || len(g.Layout().Cells) != 49 {
		t.Errorf("size %d, %d moves, %d cells; want 7, 50, 49", g.Size(), len(g.GenMoves(nil)), len(g.Layout().Cells))
	}
}

// TestRepetitionRandom plays random games under the real rules and checks
// at every node that the legal moves are exactly the slides (found by a
// game without the no-repetition rule, rebuilt from the position string)
// whose boards, compared as position-string text, did not occur earlier
// in the game; and that Make and Unmake restore the position and hash.
func TestRepetitionRandom(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	forbidden := 0 // slides refused for repetition, to show the test bites
	defer func() {
		if forbidden == 0 && !t.Failed() {
			t.Error("no random game met a repeated board")
		}
	}()
	for _, settings := range [][]string{{"size=7"}, nil, {"size=9"}} {
		for gi := 0; gi < games; gi++ {
			t.Run(fmt.Sprintf("%v/game%d", settings, gi), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(7, uint64(gi)))
				g := newGame(t, settings...)
				boardOf := func(p position.Playable) string { return strings.Fields(p.Position())[0] }
				seen := map[string]bool{boardOf(g): true}
				for ply := 0; ply < 150; ply++ {
					free := newGame(t, settings...)
					free.anyBoard = true
					if err := free.SetPosition(g.Position()); err != nil {
						t.Fatal(err)
					}
					var want []string
					for _, m := range free.GenMoves(nil) {
						free.Make(m)
						if !seen[boardOf(free)] {
							want = append(want, free.FormatMove(m))
						} else {
							forbidden++
						}
						free.Unmake()
					}
					moves := g.GenMoves(nil)
					var got []string
					for _, m := range moves {
						got = append(got, g.FormatMove(m))
					}
					if strings.Join(got, " ") != strings.Join(want, " ") {
						t.Fatalf("at %s: moves %v, want %v", g.Position(), got, want)
					}
					over, score := g.Outcome()
					if over != (len(moves) == 0) || (over && score != -1) {
						t.Fatalf("at %s: Outcome %v, %d with %d moves", g.Position(), over, score, len(moves))
					}
					if over {
						return
					}
					pos, hash := g.Position(), g.Hash()
					for _, m := range moves {
						g.Make(m)
						g.Unmake()
					}
					if g.Position() != pos || g.Hash() != hash {
						t.Fatalf("Make/Unmake changed %s", pos)
					}
					g.Make(moves[rng.IntN(len(moves))])
					seen[boardOf(g)] = true
				}
			})
		}
	}
}
