package sixteenstones

import (
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func fromRegistry(t testing.TB, settings ...string) position.Playable {
	t.Helper()
	return positiontest.New(t, "sixteen-stones", settings...)
}

func load(t testing.TB, pos string) *Game {
	t.Helper()
	g := New()
	if err := g.SetPosition(pos); err != nil {
		t.Fatalf("SetPosition(%q): %v", pos, err)
	}
	return g
}

func legalTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	return out
}

func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func boardOf(g *Game) string { return strings.Fields(g.Position())[0] }

func TestRegistration(t *testing.T) {
	info, ok := position.Lookup("sixteen-stones")
	if !ok {
		t.Fatal("sixteen-stones is not registered")
	}
	if info.Sides != [2]string{"red", "blue"} || len(info.Options) != 2 {
		t.Fatalf("info = %+v", info)
	}
	g := fromRegistry(t)
	if got := g.Position(); got != "5/5/5/5/5 r 8 8 0 0 RB 0 0" {
		t.Fatalf("start = %q", got)
	}
	if _, _, err := position.NewGame("sixteen-stones", "no_progress_limit=-1"); err == nil {
		t.Fatal("a negative limit was accepted")
	}
}

// conformStarts are play-phase positions for the random games.
var conformStarts = []string{
	"BBBBB/2BBB/5/RRR2/RRRRR r 0 0 0 0 RB 0 0",
	"B1R1B/2B2/3BR/1R3/5 r 0 0 1 0 - 0 0",
	"B3B/5/3R1/RRB2/3R1 r 0 0 2 1 - 0 0",
	"1B1B1/R1B1R/2R2/B1r1B/1R1R1 b 0 0 2 2 - 0 0",
}

func TestConformance(t *testing.T) {
	games := 3
	if testing.Short() {
		games = 1
	}
	// A short no-progress limit keeps the random games short.
	positiontest.Run(t, func() position.Playable { return NewWith(true, 30) }, positiontest.Config{
		Games: games, MaxPlies: 3000, Starts: conformStarts,
	})
}

func TestPerft(t *testing.T) {
	info, _ := position.Lookup("sixteen-stones")
	positiontest.RunPerft(t, info, "../../testdata/perft/sixteen-stones.txt", 20_000)
}

// TestWorkedExamples runs every worked example of the rules.
func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		legal []string // tokens that must be legal
		bad   []string // tokens that must be rejected
		play  string   // played after the checks
		want  string   // position (or board, if it has no space) after play
		check func(t *testing.T, g *Game)
	}{
		{name: "setup", pos: "5/5/5/5/5 r 8 8 0 0 RB 0 0", legal: []string{"a1", "e5", "c3"}, bad: []string{"a1-a2", "pass", "s"},
			play: "c3", want: "5/5/2R2/5/5 b 7 8 0 0 RB 0 0",
			check: func(t *testing.T, g *Game) {
				if n := len(g.GenMoves(nil)); n != 25 {
					t.Errorf("%d placements, want 25", n)
				}
			}},
		{name: "play perft", pos: "BBBBB/2BBB/5/RRR2/RRRRR r 0 0 0 0 RB 0 0",
			check: func(t *testing.T, g *Game) {
				for d, want := range []uint64{1, 14, 191} {
					if got := position.Perft(g, d, false); got != want {
						t.Errorf("perft(%d) = %d, want %d", d, got, want)
					}
				}
			}},
		{name: "basic push", pos: "B3B/5/2B2/1R3/R4 r 0 0 0 0 - 0 0", legal: []string{"b2>c3", "b2>c3/b2-b1", "b2-b1", "a1-b1"},
			bad: []string{"b2-c3", "a1-a2/b2>c3", "b2>c3/b2-b1/c3-c2"}, play: "b2>c3", want: "B3B/3B1/2R2/1R3/5",
			check: func(t *testing.T, g *Game) {
				if n := len(g.GenMoves(nil)); n != 22 {
					t.Errorf("%d turns, want 22", n)
				}
			}},
		{name: "first turn", pos: "B3B/5/2B2/1R3/R4 r 0 0 0 0 R 0 0", legal: []string{"b2>c3", "a1-a2"}, bad: []string{"b2>c3/a1-a2", "a1-a2/b2>c3"},
			check: func(t *testing.T, g *Game) {
				texts := legalTexts(g)
				if len(texts) != 9 {
					t.Errorf("%d turns %v, want the 9 single actions", len(texts), texts)
				}
				for _, s := range texts {
					if strings.Contains(s, "/") {
						t.Errorf("first turn %q has two actions", s)
					}
				}
			}},
		{name: "push off", pos: "B3B/3R1/2R2/5/B4 r 0 0 0 0 - 0 0", play: "d4>e5", want: "B3R/3R1/5/5/B4 b 0 0 0 1 - 0 0"},
		{name: "no push 2 vs 2", pos: "B4/3B1/2B2/1R3/R4 r 0 0 0 0 - 0 0", bad: []string{"b2>c3"},
			check: func(t *testing.T, g *Game) {
				for _, s := range legalTexts(g) {
					if strings.Contains(s, ">") {
						t.Errorf("push %q is legal", s)
					}
				}
			}},
		{name: "no push into own stone", pos: "B3B/3R1/2B2/1R3/R4 r 0 0 0 0 - 0 0", bad: []string{"b2>c3"}},
		{name: "move capture", pos: "B3B/5/5/5/RB1R1 r 0 0 1 0 - 0 0", legal: []string{"d1-c1xb1"}, bad: []string{"d1-c1", "d1-b1"},
			play: "d1-c1xb1", want: "B3B/5/5/5/RrR2 b 0 0 0 1 - 0 0"},
		{name: "move capture, empty bank", pos: "B3B/5/5/5/RB1R1 r 0 0 0 0 - 0 0", legal: []string{"d1-c1"}, bad: []string{"d1-c1xb1"},
			play: "d1-c1", want: "B3B/5/5/5/RBR2 b 0 0 0 0 - 0 1"},
		{name: "fresh stones cannot flank", pos: "B3B/5/5/5/rB1R1 r 0 0 1 0 - 0 0", legal: []string{"d1-c1"}, bad: []string{"d1-c1xb1"}},
		{name: "voluntary sandwich", pos: "5/5/5/1B2R/R1R1B b 0 0 1 0 - 0 0", play: "b2-b1", want: "5/5/5/4R/RBR1B r 0 0 1 0 - 0 1",
			check: func(t *testing.T, g *Game) {
				g.Make(mustParse(t, g, "b2-b1"))
				defer g.Unmake()
				for _, s := range legalTexts(g) {
					if strings.Contains(s, "xb1") {
						t.Errorf("red's %q captures the stone that walked in", s)
					}
				}
			}},
		{name: "push into sandwich", pos: "B3B/5/3R1/RRB2/3R1 r 0 0 1 0 - 0 0", legal: []string{"b2>c2xd2"}, bad: []string{"b2>c2"},
			play: "b2>c2xd2", want: "B3B/5/3R1/1RRr1/3R1"},
		{name: "push into sandwich, empty bank", pos: "B3B/5/3R1/RRB2/3R1 r 0 0 0 0 - 0 0", bad: []string{"b2>c2xd2"}, play: "b2>c2", want: "B3B/5/3R1/1RRB1/3R1"},
		{name: "sacrifice", pos: "B3B/5/5/5/RB1R1 r 0 0 1 0 - 0 0",
			legal: []string{"a1-a2/s/d1-c1", "s/d1-c1/a1-a2"}, bad: []string{"d1-c1xb1/s/a1-a2", "s/d1-c1xb1/a1-a2", "s/d1-c1", "a1-a2/s", "s/s/d1-c1/a1-a2"},
			play: "a1-a2/s/d1-c1", want: "B3B/5/5/R4/1BR2 b 0 0 0 0 - 0 0",
			check: func(t *testing.T, g *Game) {
				texts := legalTexts(g)
				withS := 0
				for _, s := range texts {
					if slices.Contains(strings.Split(s, "/"), "s") {
						withS++
					}
				}
				if len(texts) != 119 || withS != 112 {
					t.Errorf("%d turns, %d with s; want 119 and 112", len(texts), withS)
				}
			}},
		{name: "win", pos: "4B/5/5/5/RB1R1 r 0 0 1 0 - 0 0", play: "d1-c1xb1", want: "4B/5/5/5/RrR2 b 0 0 0 1 - 0 0",
			check: func(t *testing.T, g *Game) {
				for _, s := range legalTexts(g) {
					if strings.Contains(s, "xb1") && !strings.HasSuffix(s, "xb1") {
						t.Errorf("%q goes on after the win", s)
					}
				}
				g.Make(mustParse(t, g, "d1-c1xb1"))
				defer g.Unmake()
				if over, score := g.Outcome(); !over || score != -1 || len(g.GenMoves(nil)) != 0 {
					t.Errorf("after the win: over %v score %d", over, score)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			for _, s := range tc.legal {
				if _, err := g.ParseMove(s); err != nil {
					t.Errorf("%q rejected: %v", s, err)
				}
			}
			for _, s := range tc.bad {
				if _, err := g.ParseMove(s); err == nil {
					t.Errorf("%q accepted", s)
				}
			}
			if tc.check != nil {
				tc.check(t, g)
			}
			if g.Position() != tc.pos {
				t.Fatalf("checks changed the position to %q", g.Position())
			}
			if tc.play != "" {
				play(t, g, tc.play)
				got := g.Position()
				if !strings.Contains(tc.want, " ") {
					got = boardOf(g)
				}
				if got != tc.want {
					t.Errorf("after %s: %q, want %q", tc.play, got, tc.want)
				}
			}
		})
	}
}

func mustParse(t *testing.T, g *Game, s string) position.Move {
	t.Helper()
	m, err := g.ParseMove(s)
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", s, err)
	}
	return m
}

// TestDecisions checks each decisions of these rules not covered by
// TestWorkedExamples.
func TestDecisions(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		legal []string
		bad   []string
		play  string
		want  string
		only  []string // if set, exactly these turns start with the given prefix
		pref  string
	}{
		{name: "move is one step", pos: "3BB/5/5/5/RR3 r 0 0 0 0 - 0 0", legal: []string{"a1-a2", "b1-c2"}, bad: []string{"a1-a3", "b1-d1"}},
		{name: "whole train shifts", pos: "B4/5/BRRRB/5/4B r 0 0 0 0 - 0 0", legal: []string{"d3>e3"}, play: "b3>a3", want: "B4/5/RRR1B/5/4B b 0 0 0 1 - 0 0"},
		{name: "3 pushes 2", pos: "B4/5/RRRBB/5/4B r 0 0 0 0 - 0 0", play: "c3>d3", want: "B4/5/1RRRB/5/4B b 0 0 0 1 - 0 0"},
		{name: "choice of captures", pos: "B1R1B/2B2/3BR/1R3/5 r 0 0 1 0 - 0 0",
			legal: []string{"b2-c3xc4", "b2-c3xd3"}, bad: []string{"b2-c3", "b2-c3xc4xd3", "b2-c3xd3xc4"},
			pref: "b2-c3", only: []string{"b2-c3xd3", "b2-c3xc4"}},
		{name: "enough bank takes all", pos: "B1R1B/2B2/3BR/1R3/5 r 0 0 2 0 - 0 0",
			legal: []string{"b2-c3xd3xc4"}, bad: []string{"b2-c3xc4", "b2-c3xd3", "b2-c3xc4xd3"}, play: "b2-c3xd3xc4", want: "B1R1B/2r2/2RrR/5/5 b 0 0 0 2 - 0 0"},
		{name: "fresh stone pushes then captures", pos: "B3B/5/2R2/2B2/RrB2 r 0 0 1 0 - 0 0", legal: []string{"b1>c1xc2"}, bad: []string{"b1>c1"},
			play: "b1>c1xc2", want: "B3B/5/2R2/2r2/1RRB1 b 0 0 0 1 - 0 0"},
		{name: "no sacrifice on first turn", pos: "B3B/5/5/5/RB1R1 r 0 0 1 0 R 0 0", legal: []string{"d1-c1xb1"}, bad: []string{"a1-a2/s/d1-c1", "s/d1-c1/a1-a2"}},
		{name: "first turn flag clears", pos: "B3B/5/5/5/RB1R1 r 0 0 1 0 RB 0 0", play: "d1-c1xb1", want: "B3B/5/5/5/RrR2 b 0 0 0 1 B 0 0"},
		{name: "forced pass", pos: "3BR/3BB/5/BB3/RB3 r 0 0 0 0 R 0 4", legal: []string{"pass", "0000"}, play: "pass", want: "3BR/3BB/5/BB3/RB3 b 0 0 0 0 - 1 5"},
		{name: "pass only when forced", pos: "3BB/5/5/5/RR3 r 0 0 0 0 - 0 0", bad: []string{"pass"}},
		{name: "sacrifice buys one action", pos: "B3B/5/5/5/RB1R1 r 0 0 2 0 - 0 0", bad: []string{"s/a1-a2/d1-d2/s", "a1-a2/s/d1-d2/e1-e2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			for _, s := range tc.legal {
				if _, err := g.ParseMove(s); err != nil {
					t.Errorf("%q rejected: %v", s, err)
				}
			}
			for _, s := range tc.bad {
				if _, err := g.ParseMove(s); err == nil {
					t.Errorf("%q accepted", s)
				}
			}
			if tc.only != nil {
				var got []string
				for _, s := range legalTexts(g) {
					if strings.HasPrefix(s, tc.pref) && !strings.Contains(s, "/") {
						got = append(got, s)
					}
				}
				if !slices.Equal(got, tc.only) {
					t.Errorf("turns %v, want %v", got, tc.only)
				}
			}
			if tc.play != "" {
				play(t, g, tc.play)
				if got := g.Position(); got != tc.want {
					t.Errorf("after %s: %q, want %q", tc.play, got, tc.want)
				}
			}
		})
	}
}

func TestDraws(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		opts    []string
		moves   []string
		overAt  int // plies after which the game is first over; -1 never
		wantOut int
	}{
		{name: "two passes", pos: "3BR/3BB/5/BB3/RB3 r 0 0 0 0 - 1 0", moves: []string{"pass"}, overAt: 1},
		{name: "threefold", pos: "3BB/5/5/5/RR3 r 0 0 0 0 - 0 0",
			moves: []string{"b1-b2", "e5-e4", "b2-b1", "e4-e5", "b1-b2", "e5-e4", "b2-b1", "e4-e5"}, overAt: 8},
		{name: "threefold off", pos: "3BB/5/5/5/RR3 r 0 0 0 0 - 0 0", opts: []string{"repetition_draw=off"},
			moves: []string{"b1-b2", "e5-e4", "b2-b1", "e4-e5", "b1-b2", "e5-e4", "b2-b1", "e4-e5"}, overAt: -1},
		{name: "no progress", pos: "3BB/5/5/5/RR3 r 0 0 0 0 - 0 0", opts: []string{"no_progress_limit=3", "repetition_draw=off"},
			moves: []string{"b1-b2", "e5-e4", "b2-b3"}, overAt: 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := fromRegistry(t, tc.opts...).(*Game)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			for i, s := range tc.moves {
				play(t, g, s)
				over, score := g.Outcome()
				if over != (i+1 == tc.overAt) {
					t.Fatalf("after %d plies over = %v", i+1, over)
				}
				if over && score != 0 {
					t.Fatalf("draw scored %d", score)
				}
			}
		})
	}
}

func TestSetPositionErrors(t *testing.T) {
	for _, s := range []string{
		"5/5/5/5/5 r 8 8 0 0 RB 0",
		"5/5/5/5/5 x 8 8 0 0 RB 0 0",
		"5/5/5/5/5 r 9 8 0 0 RB 0 0",
		"RRRRR/RRRR1/5/5/5 r 0 0 0 0 - 0 0",
		"5/5/5/5/5 b 8 8 0 0 RB 0 0",
		"5/5/5/5/R4 b 7 8 0 0 R 0 0",
		"5/5/5/5/X4 r 0 0 0 0 - 0 0",
		"5/5/5/5/5 r 8 8 0 0 BR 0 0",
		"5/5/5/5/5 r 8 8 0 0 RB 3 0",
		"5/5/5/5/5 r 8 8 0 0 RB 0 -1",
		"5/5/5/5/5 r 08 8 0 0 RB 0 0",
	} {
		t.Run(s, func(t *testing.T) {
			g := New()
			before := g.Position()
			if err := g.SetPosition(s); err == nil {
				t.Fatalf("accepted")
			}
			if g.Position() != before {
				t.Fatal("changed the position")
			}
		})
	}
}

func TestZeroAllocs(t *testing.T) {
	g := load(t, "B1R1B/2B2/3BR/1R3/5 r 0 0 2 0 - 0 0")
	buf := make([]position.Move, 0, 4096)
	allocs := testing.AllocsPerRun(50, func() {
		ms := g.GenMoves(buf[:0])
		for _, m := range ms {
			g.Make(m)
			_ = g.Hash()
			_, _ = g.Outcome()
			_ = g.Evaluate()
			g.Unmake()
		}
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per run", allocs)
	}
}

func TestLayoutAndState(t *testing.T) {
	g := load(t, "B3B/5/5/5/rB1R1 r 0 0 1 0 - 0 0")
	if l := g.Layout(); len(l.Cells) != 25 || l.Cells[0].ID != "a5" {
		t.Fatalf("layout %+v", l.Cells[:1])
	}
	s := g.State()
	if len(s.Pieces) != 5 || s.Scores[0] != 1 {
		t.Fatalf("state %+v", s)
	}
	if !slices.Contains(s.Pieces, position.Placed{Cell: "a1", Side: 0, Kind: "fresh"}) {
		t.Fatalf("no fresh a1 in %+v", s.Pieces)
	}
}

// TestLegalAgreesWithGen checks the turn checker behind ParseMove against
// GenMoves, on every generated turn and on near misses of each.
func TestLegalAgreesWithGen(t *testing.T) {
	for _, p := range append(conformStarts, "B3B/5/5/5/RB1R1 r 0 0 1 0 - 0 0", "4B/5/5/5/RB1R1 r 0 0 1 0 - 0 0", "3BR/3BB/5/BB3/RB3 r 0 0 0 0 - 0 0", "5/5/5/5/R4 b 7 8 0 0 RB 0 0") {
		g := load(t, p)
		gen := map[position.Move]bool{}
		for _, m := range g.GenMoves(nil) {
			gen[m] = true
		}
		for m := range gen {
			if !g.legal(m) {
				t.Fatalf("%s: generated %s is not legal", p, g.FormatMove(m))
			}
			for _, v := range []position.Move{m ^ 1<<24, m ^ 2<<24, m ^ 1<<26, m ^ 0xFF0000, m ^ 0xFF00, m ^ 0x8, m ^ 0x800} {
				if v != position.NoMove && g.legal(v) != gen[v] {
					t.Fatalf("%s: legal(%#x) = %v, generated %v", p, v, g.legal(v), gen[v])
				}
			}
		}
	}
}
