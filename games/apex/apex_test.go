package apex

import (
	"errors"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// perftShortLimit keeps -short runs to the cheap depths.
const perftShortLimit = 1_000_000

func info(t testing.TB) position.Info {
	t.Helper()
	inf, ok := position.Lookup("apex")
	if !ok {
		t.Fatal("apex is not registered")
	}
	return inf
}

func TestPerft(t *testing.T) {
	positiontest.RunPerft(t, info(t), "../../testdata/perft/apex.txt", perftShortLimit)
}

// newGame builds a game through the registry, as the protocol does.
func newGame(t testing.TB, settings ...string) *Game {
	t.Helper()
	return positiontest.New(t, "apex", settings...).(*Game)
}

// load builds a game at position pos.
func load(t testing.TB, pos string, settings ...string) *Game {
	t.Helper()
	return positiontest.Load(t, "apex", pos, settings...).(*Game)
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func legalTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// TestConformance runs the kit with short no-progress limits: random play
// drops and captures often enough that the default limit of 200 plies
// rarely ends a game, and Apex has no other bound on its length. With the
// fixed seeds of the kit every game below ends well within MaxPlies.
func TestConformance(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		starts   []string
	}{
		{"7x7 limit 12", []string{"no_progress_limit=12"}, []string{
			"7/7/W6/7/BW5/7/7 b 10 9 0",
			"6B/7/7/W6/7/7/7 b 10 10 0",
			"6B/7/4B2/3B3/2B2B1/1B5/B6 b 4 11 0",
			"W5B/1B1W3/2BWB2/1WBWW2/2B1W2/1BW4/B5W w 3 2 11",
		}},
		{"7x7 no repetition limit 6", []string{"no_progress_limit=6", "repetition_draw=off"}, nil},
		{"8x8 limit 12", []string{"size=8", "no_progress_limit=12"}, []string{"8/8/8/8/8/8/8/8 w 11 11 0"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			positiontest.Run(t, func() position.Playable { return newGame(t, tc.settings...) },
				positiontest.Config{MaxPlies: 5000, Starts: tc.starts})
		})
	}
}

// TestExamples checks the worked examples of the rules: the legal moves of each
// example position, the moves it names as legal or illegal, and the win.
func TestExamples(t *testing.T) {
	var opening []string
	for _, corner := range []string{"a1", "g7"} {
		opening = append(opening, "@"+corner)
	}
	for _, f := range "bcdefg" {
		opening = append(opening, "@a1-"+string(f)+"1")
	}
	for r := '2'; r <= '7'; r++ {
		opening = append(opening, "@a1-a"+string(r))
	}
	for _, f := range "abcdef" {
		opening = append(opening, "@g7-"+string(f)+"7")
	}
	for r := '1'; r <= '6'; r++ {
		opening = append(opening, "@g7-g"+string(r))
	}
	slices.Sort(opening)
	ex3 := []string{"a3-a4", "a3-a2", "a3-a1", "a3xa5", "@a1", "@a1-a2", "@g7"}
	for _, f := range "bcdefg" {
		ex3 = append(ex3, "@a1-"+string(f)+"1")
	}
	for _, f := range "abcdef" {
		ex3 = append(ex3, "@g7-"+string(f)+"7")
	}
	for r := '1'; r <= '6'; r++ {
		ex3 = append(ex3, "@g7-g"+string(r))
	}
	slices.Sort(ex3)
	tests := []struct {
		name    string
		pos     string
		count   int
		exact   []string // the whole move list, when the example gives it
		legal   []string
		illegal []string
	}{
		{name: "opening", pos: "7/7/7/7/7/7/7 b 11 11 0", count: 26, exact: opening},
		{name: "capture distance", pos: "7/7/W6/7/BW5/7/7 b 10 9 0", count: 25, exact: ex3,
			legal:   []string{"a3xa5"},
			illegal: []string{"a3xb3", "a3-b3", "a3-c3", "a3xc3", "a3-a5", "a3-a6"}},
		{name: "dropped piece cannot capture", pos: "6B/7/7/W6/7/7/7 b 10 10 0", count: 21,
			legal:   []string{"@a1", "@a1-a2", "@a1-a3", "@a1-b1", "@a1-g1", "g7-a7", "g7-g1"},
			illegal: []string{"@a1xa4", "@a1-a4", "@a1-a5", "@g7", "@g7-g6"}},
		{name: "winning chain", pos: "6B/7/4B2/3B3/2B2B1/1B5/B6 b 4 11 0", count: 79,
			legal: []string{"f3-f6"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			got := legalTexts(g)
			if len(got) != tc.count {
				t.Errorf("%d legal moves, want %d: %v", len(got), tc.count, got)
			}
			if tc.exact != nil && !slices.Equal(got, tc.exact) {
				t.Errorf("legal moves %v, want %v", got, tc.exact)
			}
			for _, s := range tc.legal {
				if _, err := g.ParseMove(s); err != nil {
					t.Errorf("%s: %v, want legal", s, err)
				}
			}
			for _, s := range tc.illegal {
				if m, err := g.ParseMove(s); err == nil {
					t.Errorf("%s parsed as %s, want illegal", s, g.FormatMove(m))
				} else if !errors.Is(err, position.ErrIllegal) {
					t.Errorf("%s: %v, want an ErrIllegal", s, err)
				}
			}
		})
	}
}

// TestOnlyWinningMove checks the worked example of a winning chain
// (Black on a1, b2, c3, d4, e5, g7 and f3): f3-f6 completes the diagonal
// a1-g7, and it is the only move of the 79 that wins.
func TestOnlyWinningMove(t *testing.T) {
	g := load(t, "6B/7/4B2/3B3/2B2B1/1B5/B6 b 4 11 0")
	var winners []string
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		if over, score := g.Outcome(); over {
			if score != -1 || !g.Won() {
				t.Errorf("%s ends the game with %d, want a win for Black", g.FormatMove(m), score)
			}
			winners = append(winners, g.FormatMove(m))
		}
		g.Unmake()
	}
	if !slices.Equal(winners, []string{"f3-f6"}) {
		t.Fatalf("winning moves %v, want [f3-f6]", winners)
	}
	play(t, g, "f3-f6")
	if chain := g.WinningChain(); !slices.Equal(chain, []string{"a1", "b2", "c3", "d4", "e5", "f6", "g7"}) {
		t.Errorf("winning chain %v", chain)
	}
	if n := len(g.GenMoves(nil)); n != 0 {
		t.Errorf("%d moves after the win, want none", n)
	}
	if st := g.State(); st.Result != "p1win" || st.LastMove != "f3-f6" {
		t.Errorf("State result %q last move %q, want p1win f3-f6", st.Result, st.LastMove)
	}
}

// TestRules plays short sequences that exercise each rule and DECISION of
// the rules and checks the resulting position string.
func TestRules(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string // "" for the start
		moves    []string
		want     string // position string after the moves
		illegal  string // a move that must then be illegal ("" for none)
	}{
		{name: "drop stays on the corner", moves: []string{"@a1"},
			want: "7/7/7/7/7/7/B6 w 10 11 0"},
		{name: "white owns a7 and g1", moves: []string{"@a1", "@a7", "@g7", "@g1-d1"},
			want: "W5B/7/7/7/7/7/B2W3 b 9 9 0"},
		{name: "black cannot drop on white's corner", illegal: "@a7"},
		{name: "drop slide may end on an opponent's corner", moves: []string{"@a1-a7"},
			want: "B6/7/7/7/7/7/7 w 10 11 0", illegal: "@a7"},
		{name: "drop slide stops before a piece", pos: "7/7/7/W6/7/7/7 b 11 10 0", illegal: "@a1-a5"},
		{name: "a slide may not jump", pos: "7/7/7/W6/7/7/B6 b 10 10 0", illegal: "a1-a6"},
		{name: "slide counts towards the clock", pos: "7/7/7/7/7/7/B6 b 10 11 5", moves: []string{"a1-c1"},
			want: "7/7/7/7/7/7/2B4 w 10 11 6"},
		{name: "capture returns the piece to its owner's hand", pos: "7/7/W6/7/BW5/7/7 b 10 9 7", moves: []string{"a3xa5"},
			want: "7/7/B6/7/1W5/7/7 w 10 10 0"},
		{name: "capture must be the first piece met", pos: "W6/7/W6/7/B6/7/7 b 10 9 0", illegal: "a3xa7"},
		{name: "capture of an adjacent piece", pos: "7/7/7/W6/B6/7/7 b 10 10 0", illegal: "a3xa4"},
		{name: "no diagonal moves", pos: "7/7/7/7/7/7/B6 b 10 11 0", illegal: "a1-b2"},
		{name: "no capture of own piece", pos: "7/7/B6/7/B6/7/7 b 9 11 0", illegal: "a3xa5"},
		{name: "occupied corner blocks drops", pos: "7/7/7/7/7/7/W6 b 11 10 0", illegal: "@a1"},
		{name: "empty hand cannot drop", pos: "BBBBBB1/B6/B6/B6/B6/B6/7 b 0 11 0", illegal: "@g7"},
		{name: "captured pieces may be dropped again", pos: "7/7/7/7/7/7/W1B4 b 10 10 0",
			moves: []string{"c1xa1", "@a7"}, want: "W6/7/7/7/7/7/B6 b 10 10 0"},
		{name: "8x8 corners", settings: []string{"size=8"}, moves: []string{"@h8-h2", "@h1-e1"},
			want: "8/8/8/8/8/8/7B/4W3 b 10 10 0", illegal: "@a8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.pos != "" {
				if err := g.SetPosition(tc.pos); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.moves...)
			if tc.want != "" && g.Position() != tc.want {
				t.Errorf("position %q, want %q", g.Position(), tc.want)
			}
			if tc.illegal != "" {
				if m, err := g.ParseMove(tc.illegal); err == nil {
					t.Errorf("%s is legal (as %s), want illegal", tc.illegal, g.FormatMove(m))
				}
			}
		})
	}
}

// TestEnd checks the end rules: the chain must join both corners through
// 8-connected own pieces, a player without a move loses, and the draw
// rules.
func TestEnd(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		moves    []string
		over     bool
		score    int
	}{
		{name: "no win while a corner is empty", pos: "7/5B1/4B2/3B3/2B4/1B5/7 b 6 11 0", moves: []string{"@a1", "@a7"},
			over: false}, // g7 is still empty
		{name: "chain through both corners", pos: "7/5B1/4B2/3B3/2B4/1B5/7 b 6 11 0", moves: []string{"@a1", "@a7", "@g7"},
			over: true, score: -1},
		{name: "a gap breaks the chain", pos: "7/5B1/7/3B3/2B4/1B5/7 b 7 11 0", moves: []string{"@g7", "@a7", "@a1"},
			over: false},
		{name: "white wins on its diagonal", pos: "7/1W5/2W4/3W3/4W2/5W1/6W w 11 5 0", moves: []string{"@a7"},
			over: true, score: -1}, // g1 is held already: a7 completes the chain
		{name: "no legal move loses", pos: "WBBBBBB/BB5/7/7/7/7/6B w 2 10 0",
			over: true, score: -1},
		{name: "threefold repetition draws", pos: "7/7/7/7/7/7/B5W b 10 10 0",
			moves: []string{"a1-a2", "g1-g2", "a2-a1", "g2-g1", "a1-a2", "g1-g2", "a2-a1", "g2-g1"},
			over:  true, score: 0},
		{name: "repetition off", settings: []string{"repetition_draw=off"}, pos: "7/7/7/7/7/7/B5W b 10 10 0",
			moves: []string{"a1-a2", "g1-g2", "a2-a1", "g2-g1", "a1-a2", "g1-g2", "a2-a1", "g2-g1"},
			over:  false},
		{name: "no-progress limit", settings: []string{"no_progress_limit=4"}, pos: "7/7/7/7/7/7/B5W b 10 10 2",
			moves: []string{"a1-a2", "g1-g2"}, over: true, score: 0},
		{name: "no-progress limit off", settings: []string{"no_progress_limit=0"}, pos: "7/7/7/7/7/7/B5W b 10 10 900",
			moves: []string{"a1-a2", "g1-g2"}, over: false},
		{name: "a drop resets the clock", settings: []string{"no_progress_limit=4"}, pos: "7/7/7/7/7/7/B5W b 10 10 3",
			moves: []string{"@g7"}, over: false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos, tc.settings...)
			play(t, g, tc.moves...)
			over, score := g.Outcome()
			if over != tc.over || (over && score != tc.score) {
				t.Fatalf("Outcome() = %v, %d at %s; want %v, %d", over, score, g.Position(), tc.over, tc.score)
			}
			if over != (len(g.GenMoves(nil)) == 0) {
				t.Errorf("Outcome over=%v disagrees with %d moves", over, len(g.GenMoves(nil)))
			}
		})
	}
}

// TestBadPositions checks that SetPosition rejects malformed strings and
// impossible positions.
func TestBadPositions(t *testing.T) {
	tests := []struct{ name, pos string }{
		{"too few fields", "7/7/7/7/7/7/7 b 11"},
		{"bad side", "7/7/7/7/7/7/7 x 11 11 0"},
		{"bad piece", "7/7/7/7/7/7/X6 b 11 11 0"},
		{"too many in hand", "7/7/7/7/7/7/7 b 12 11 0"},
		{"pieces missing", "7/7/7/7/7/7/7 b 10 11 0"},
		{"pieces too many", "7/7/7/7/7/7/B6 b 11 11 0"},
		{"negative clock", "7/7/7/7/7/7/7 b 11 11 -1"},
		{"leading zero", "7/7/7/7/7/7/7 b 011 11 0"},
		{"short rank", "7/7/7/7/7/7/6 b 11 11 0"},
		{"mover already won", "6B/5B1/4B2/3B3/2B4/1B5/B6 b 4 11 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t)
			if err := g.SetPosition(tc.pos); err == nil {
				t.Fatalf("SetPosition(%q) accepted, as %q", tc.pos, g.Position())
			}
			if g.Position() != "7/7/7/7/7/7/7 b 11 11 0" {
				t.Fatalf("a rejected string changed the position to %q", g.Position())
			}
		})
	}
	// A position the previous mover has won loads as a finished game.
	g := load(t, "6B/5B1/4B2/3B3/2B4/1B5/B6 w 4 11 0")
	if over, score := g.Outcome(); !over || score != -1 {
		t.Fatalf("won position: Outcome() = %v, %d; want a loss for White", over, score)
	}
	// The clock field is optional.
	g = load(t, "7/7/7/7/7/7/7 w 11 11")
	if g.Position() != "7/7/7/7/7/7/7 w 11 11 0" {
		t.Fatalf("position without a clock loads as %q", g.Position())
	}
}

// TestZeroAllocs checks the hot path allocates nothing.
func TestZeroAllocs(t *testing.T) {
	g := load(t, "W5B/1B1W3/2BWB2/1WBWW2/2B1W2/1BW4/B5W w 3 2 11")
	buf := make([]position.Move, 0, 256)
	scores := make([]int32, 256)
	allocs := testing.AllocsPerRun(100, func() {
		moves := g.GenMoves(buf[:0])
		g.OrderHints(moves, scores)
		for _, m := range moves {
			g.Make(m)
			g.Outcome()
			g.Hash()
			g.Evaluate()
			g.Unmake()
		}
		g.CountMoves()
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per run, want 0", allocs)
	}
}
