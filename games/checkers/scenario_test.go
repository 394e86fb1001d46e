package checkers

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// moveTexts lists the legal moves in canonical form, in GenMoves order.
func moveTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	return out
}

// setup builds a game with cfg (nil for the defaults) at pos ("" for the
// start) and plays the moves.
func setup(t *testing.T, cfg *Config, pos string, moves ...string) *Game {
	t.Helper()
	c := DefaultConfig()
	if cfg != nil {
		c = *cfg
	}
	g := New(c)
	if pos != "" {
		if err := g.SetPosition(pos); err != nil {
			t.Fatalf("SetPosition(%q): %v", pos, err)
		}
	}
	for _, s := range moves {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatalf("after %v: ParseMove(%q): %v (legal: %v)", moves, s, err, moveTexts(g))
		}
		g.Make(m)
	}
	return g
}

// TestScenarios covers worked examples of the rules and every rule of
// movement, capture, crowning and the end of the game (doc.go's Rules):
// the legal moves after a position and some moves, the resulting position
// string and the outcome.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name  string
		pos   string   // "" for the start position
		play  []string // played first
		moves []string // every legal move afterwards, in order
		after string   // the position string afterwards ("" = unchecked)
		over  bool
		score int
	}{
		// Worked example: the opening.
		{name: "start: Black has 7 moves",
			moves: []string{"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"},
			after: "1w1w1w1w/w1w1w1w1/1w1w1w1w/8/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0"},
		// Worked example: a forced capture.
		{name: "White's 7 replies to 11-15", play: []string{"11-15"},
			moves: []string{"21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"}},
		{name: "capture is forced: 15x22 only", play: []string{"11-15", "22-18"},
			moves: []string{"15x22"}},
		{name: "White may recapture two ways", play: []string{"11-15", "22-18", "15x22"},
			moves: []string{"25x18", "26x17"},
			after: "1w1w1w1w/w1w1w1w1/1w1w1b1w/8/8/b3b1b1/1b1b1b1b/b1b1b1b1 w 0"},
		{name: "the forced capture costs the man", play: []string{"11-15", "22-18", "15x22", "25x18"},
			after: "1w1w1w1w/w1w1w3/1w1w3w/4w3/8/b3b1b1/1b1b1b1b/b1b1b1b1 b 0",
			moves: []string{"7-11", "8-11", "9-13", "9-14", "10-14", "10-15", "12-16"}},
		// Worked example: men capture forward only.
		{name: "a man captures forward", pos: "8/8/8/4w3/3b4/8/8/8 b 0",
			moves: []string{"15x22"}, after: "8/8/8/4w3/3b4/8/8/8 b 0"},
		{name: "a man never captures backward", pos: "8/8/8/8/3b4/2w5/8/8 b 0",
			moves: []string{"15-18", "15-19"}},
		{name: "white man never captures backward", pos: "W:W15:B19",
			moves: []string{"15-10", "15-11"}},
		{name: "a man never captures backward inside a chain", pos: "B:W10,19,27:B7",
			moves: []string{"7x14"}},
		// Worked example: crowning ends the move.
		{name: "crowning ends the move", pos: "8/2w1w3/5b2/8/8/8/8/8 b 0",
			moves: []string{"22x31"}},
		{name: "the new king stands on 31", pos: "8/2w1w3/5b2/8/8/8/8/8 b 0", play: []string{"22x31"},
			after: "3B4/2w5/8/8/8/8/8/8 w 0", moves: []string{"27-23", "27-24"}},
		{name: "a white man is crowned on a step", pos: "W:W6,K20:BK30", play: []string{"6-1"},
			after: "5B2/8/8/W7/8/8/8/6W1 b 0", moves: []string{"30-25", "30-26"}},
		{name: "a white man crowned by a jump stops", pos: "W:W10:B7,8",
			moves: []string{"10x3"}},
		{name: "the new white king stands on 3", pos: "W:W10:B7,8", play: []string{"10x3"},
			after: "8/8/8/8/8/8/1b6/2W5 b 0", moves: []string{"8-11", "8-12"}},
		// Worked example: a king's capture chain.
		{name: "a king's chain must be completed", pos: "8/8/8/4b3/8/4b3/3W4/8 w 0",
			moves: []string{"7x14x23"}},
		{name: "both pieces are taken", pos: "8/8/8/4b3/8/4b3/3W4/8 w 0", play: []string{"7x14x23"},
			after: "8/8/3W4/8/8/8/8/8 b 0", over: true, score: -1},
		// Worked example: a side without a move loses.
		{name: "no legal move loses", pos: "8/8/8/8/8/2w5/1w6/b7 b 0",
			over: true, score: -1},
		// The moves (doc.go's Rules section).
		{name: "kings step in all four directions", pos: "W:WK18:B1",
			moves: []string{"18-14", "18-15", "18-22", "18-23"}},
		{name: "kings do not fly", pos: "B:W32:BK1",
			moves: []string{"1-5", "1-6"}},
		{name: "kings capture backward", pos: "B:W10:BK15",
			moves: []string{"15x6"}},
		{name: "free choice among chains, no majority rule", pos: "B:W10,11,18:B7",
			moves: []string{"7x14x23", "7x16"}},
		{name: "chains with the same ends are distinct", pos: "B:W10,11,18,19:B7",
			moves: []string{"7x14x23", "7x16x23"}},
		{name: "a king may return to its start square", pos: "B:W10,11,18,19:BK7",
			moves: []string{"7x14x23x16x7", "7x16x23x14x7"}},
		{name: "the loop takes all four men", pos: "B:W10,11,18,19:BK7", play: []string{"7x16x23x14x7"},
			after: "8/8/8/8/8/8/3B4/8 w 0", over: true, score: -1},
		{name: "a capture by any piece will do", pos: "B:W14,15:B9,11,K1",
			moves: []string{"9x18", "11x18"}},
		{name: "blocked pieces have no step", pos: "B:W5,6:B1,9,10",
			moves: []string{"9-13", "9-14", "10-14", "10-15"}},
		// The end (doc.go's Rules section).
		{name: "no pieces loses", pos: "W:W:B1", over: true, score: -1},
		{name: "pieces that cannot move lose", pos: "W:W5:B1", over: true, score: -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, nil, tc.pos, tc.play...)
			if got := moveTexts(g); !slices.Equal(got, tc.moves) {
				t.Errorf("moves = %v, want %v", got, tc.moves)
			}
			if tc.after != "" && g.Position() != tc.after {
				t.Errorf("position = %q, want %q", g.Position(), tc.after)
			}
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
		})
	}
}

// shuffle is a king-only position where both sides can step back and
// forth; one round of it returns to the start after four plies.
const shuffle = "B:WK32:BK1"

var shuffleRound = []string{"1-6", "32-27", "6-1", "27-32"}

func repeat(n int, moves []string) []string {
	var out []string
	for i := 0; i < n; i++ {
		out = append(out, moves...)
	}
	return out
}

func TestDraws(t *testing.T) {
	off := Config{Setup: Standard, RepetitionDraw: false, NoProgressLimit: 80}
	noLimit := Config{Setup: Standard, RepetitionDraw: true, NoProgressLimit: 0}
	short := Config{Setup: Standard, RepetitionDraw: false, NoProgressLimit: 6}
	tests := []struct {
		name  string
		cfg   *Config
		pos   string
		play  []string
		over  bool
		score int
		clock int
	}{
		{name: "second occurrence is no draw", pos: shuffle, play: shuffleRound, clock: 4},
		{name: "third occurrence draws", pos: shuffle, play: repeat(2, shuffleRound), over: true, clock: 8},
		{name: "one ply short of the third occurrence", pos: shuffle, play: repeat(2, shuffleRound)[:7], clock: 7},
		{name: "repetition draw off", cfg: &off, pos: shuffle, play: repeat(5, shuffleRound), clock: 20},
		{name: "third occurrence for White to move draws", pos: "W:WK32:BK1",
			play: repeat(2, []string{"32-27", "1-6", "27-32", "6-1"}), over: true, clock: 8},
		{name: "third occurrence by different routes", pos: shuffle,
			play: append(shuffleRound[:4:4], "1-5", "32-28", "5-1", "28-32"), over: true, clock: 8},
		{name: "the count starts again after a man move", pos: "B:WK32:BK1,12",
			play: append(shuffleRound[:4:4], "12-16", "32-27", "1-6", "27-32", "6-1"), clock: 4},
		{name: "and reaches three after it", pos: "B:WK32:BK1,12",
			play: append(shuffleRound[:4:4], "12-16", "32-27", "1-6", "27-32", "6-1",
				"32-27", "1-6", "27-32", "6-1"), over: true, clock: 8},
		{name: "the repetition history starts at the position string", pos: shuffle + " 70",
			play: shuffleRound, clock: 74},
		{name: "no-progress limit reached", pos: shuffle + " 78", play: []string{"1-6", "32-27"},
			over: true, clock: 80},
		{name: "one ply before the limit", pos: shuffle + " 78", play: []string{"1-6"}, clock: 79},
		{name: "a position string at the limit is drawn", pos: shuffle + " 80", over: true, clock: 80},
		{name: "no limit", cfg: &noLimit, pos: shuffle + " 5000", play: []string{"1-6"}, clock: 5001},
		{name: "short limit", cfg: &short, pos: shuffle, play: []string{"1-6", "32-27", "6-1", "27-32", "1-6", "32-27"},
			over: true, clock: 6},
		{name: "a man move resets the clock", pos: "B:WK32:BK1,12 50", play: []string{"12-16"}},
		{name: "a king's capture resets the clock", pos: "B:WK32,10:BK15 50", play: []string{"15x6"}},
		{name: "a king's step counts", pos: "B:WK32,10:BK1 50", play: []string{"1-5"}, clock: 51},
		{name: "a man's capture resets the clock", pos: "W:W18,K32:BK1,K14 50", play: []string{"18x9"}},
		{name: "blocking the last move wins despite the limit", pos: "B:W5:BK6 79", play: []string{"6-1"},
			over: true, score: -1, clock: 80},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.cfg, tc.pos, tc.play...)
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
			if got := g.Clock(); got != tc.clock {
				t.Errorf("clock = %d, want %d", got, tc.clock)
			}
			if !strings.HasSuffix(g.Position(), " "+itoa(tc.clock)) {
				t.Errorf("position %q does not end with the clock %d", g.Position(), tc.clock)
			}
			if moves := g.GenMoves(nil); (len(moves) == 0) != over {
				t.Errorf("%d legal moves in a game with over = %v", len(moves), over)
			}
		})
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// TestRepetitionThroughSearchHistory checks that moves made before a
// search count towards a repetition, and that Unmake forgets them.
func TestRepetitionHistory(t *testing.T) {
	g := setup(t, nil, shuffle, repeat(2, shuffleRound)[:7]...)
	if over, _ := g.Outcome(); over {
		t.Fatal("drawn one ply early")
	}
	c := g.Clone().(*Game)
	m, err := c.ParseMove("27-32")
	if err != nil {
		t.Fatal(err)
	}
	c.Make(m)
	if over, score := c.Outcome(); !over || score != 0 {
		t.Fatalf("clone after the third occurrence: Outcome() = %v, %d", over, score)
	}
	c.Unmake()
	if over, _ := c.Outcome(); over {
		t.Fatal("Unmake did not undo the draw")
	}
	if over, _ := g.Outcome(); over {
		t.Fatal("the clone's moves reached the original")
	}
	// Reloading the same position string forgets the history.
	if err := g.SetPosition(g.Position()); err != nil {
		t.Fatal(err)
	}
	g.Make(m)
	if over, _ := g.Outcome(); over {
		t.Fatal("history survived SetPosition")
	}
}

func TestTactical(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		noisy  []string
		forced bool
	}{
		{"quiet start", "", nil, false},
		{"forced capture", "B:W10,11,18:B7", []string{"7x14x23", "7x16"}, true},
		{"drawn position", shuffle + " 80", nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, nil, tc.pos)
			moves, forced := g.GenNoisy(nil)
			var got []string
			for _, m := range moves {
				got = append(got, g.FormatMove(m))
			}
			if forced != tc.forced || !slices.Equal(got, tc.noisy) {
				t.Errorf("GenNoisy = %v, %v; want %v, %v", got, forced, tc.noisy, tc.forced)
			}
			if forced && !slices.Equal(got, moveTexts(g)) {
				t.Errorf("forced noisy moves %v are not all the legal moves %v", got, moveTexts(g))
			}
		})
	}
}

func TestOrderHints(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		order []string // moves from best hint to worst; ties keep GenMoves order
	}{
		{"longer capture first", "B:W10,11,18:B7", []string{"7x14x23", "7x16"}},
		{"crowning capture first", "B:W26,27,11:B22,7", []string{"22x31", "7x16"}},
		{"crowning step first", "B:W32:B27,9", []string{"27-31", "9-13", "9-14"}},
		{"capturing a king first", "B:W10,K11:B7", []string{"7x16", "7x14"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, nil, tc.pos)
			moves := g.GenMoves(nil)
			scores := make([]int32, len(moves))
			g.OrderHints(moves, scores)
			idx := make([]int, len(moves))
			for i := range idx {
				idx[i] = i
			}
			slices.SortStableFunc(idx, func(a, b int) int { return int(scores[b] - scores[a]) })
			var got []string
			for _, i := range idx {
				got = append(got, g.FormatMove(moves[i]))
			}
			if !slices.Equal(got, tc.order) {
				t.Errorf("order = %v (scores %v), want %v", got, scores, tc.order)
			}
		})
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		in      string
		want    string // canonical text of the move, "" for an error
		illegal bool   // the error wraps position.ErrIllegal
		msg     string // the error mentions this
	}{
		{name: "step", in: "11-15", want: "11-15"},
		{name: "spaces", in: " 11-15 ", want: "11-15"},
		{name: "leading zero", in: "09-13", want: "9-13"},
		{name: "illegal step", in: "11-17", illegal: true},
		{name: "backward step", in: "15-11", illegal: true},
		{name: "step written as capture", in: "11x15", illegal: true},
		{name: "off the board", in: "33-29", msg: "not on the board"},
		{name: "square zero", in: "0-4", msg: "not on the board"},
		{name: "letters", in: "a1-b2", msg: "want a number"},
		{name: "one square", in: "11", msg: "want from-to"},
		{name: "three squares in a step", in: "11-15-19", msg: "want from-to"},
		{name: "pass", in: "pass", msg: "want from-to"},
		{name: "empty", in: "", msg: "want from-to"},
		{name: "full path", pos: "W:WK7:B10,18", in: "7x14x23", want: "7x14x23"},
		{name: "upper case", pos: "W:WK7:B10,18", in: "7X14X23", want: "7x14x23"},
		{name: "short capture", pos: "W:WK7:B10,18", in: "7x23", want: "7x14x23"},
		{name: "unfinished chain", pos: "W:WK7:B10,18", in: "7x14", illegal: true},
		{name: "step when a capture is compulsory", pos: "W:WK7:B10,18", in: "7-3", illegal: true, msg: "compulsory"},
		{name: "ambiguous short capture", pos: "B:W10,11,18,19:B7", in: "7x23", illegal: true, msg: "7x14x23 or 7x16x23"},
		{name: "one of the two paths", pos: "B:W10,11,18,19:B7", in: "7x16x23", want: "7x16x23"},
		{name: "ambiguous loop", pos: "B:W10,11,18,19:BK7", in: "7x7", illegal: true, msg: "ambiguous"},
		{name: "single jump", pos: "8/8/8/4w3/3b4/8/8/8 b 0", in: "15x22", want: "15x22"},
		{name: "trailing x", pos: "8/8/8/4w3/3b4/8/8/8 b 0", in: "15x", msg: "want a number"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, nil, tc.pos)
			m, err := g.ParseMove(tc.in)
			if tc.want != "" {
				if err != nil {
					t.Fatalf("ParseMove(%q): %v", tc.in, err)
				}
				if got := g.FormatMove(m); got != tc.want {
					t.Errorf("ParseMove(%q) = %s, want %s", tc.in, got, tc.want)
				}
				return
			}
			if err == nil {
				t.Fatalf("ParseMove(%q) = %s, want an error", tc.in, g.FormatMove(m))
			}
			if m != position.NoMove {
				t.Errorf("ParseMove(%q) returned %v with its error", tc.in, m)
			}
			if errors.Is(err, position.ErrIllegal) != tc.illegal {
				t.Errorf("ParseMove(%q): %v; ErrIllegal = %v, want %v", tc.in, err, !tc.illegal, tc.illegal)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("ParseMove(%q): %v; want it to mention %q", tc.in, err, tc.msg)
			}
		})
	}
}
