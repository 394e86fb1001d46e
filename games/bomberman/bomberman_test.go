package bomberman

import (
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// def is the default start position.
const def = "wwwwwwwwwwwwwwwwwwwwww/wX4w7w6w/w1w3www3wwww1wwwww/w1w18w/w4p1w2p2w2www1ww/wwwwwwwwww11w/w1w5w3wwww4ww/w13p6w/w1wwwwwww3wwwwwww2w/w4w2w3wp7w/w1wwww2w3www1www2w/w4w4w9Yw/wwwwwwwwwwwwwwwwwwwwww 1 3 0 0 0 0 0"

// load builds a default game set to pos.
func load(tb testing.TB, pos string) *Game {
	tb.Helper()
	g := New()
	if err := g.SetPosition(pos); err != nil {
		tb.Fatalf("SetPosition(%q): %v", pos, err)
	}
	return g
}

func play(tb testing.TB, g *Game, moves ...string) {
	tb.Helper()
	positiontest.Play(tb, g, moves...)
}

func moveTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

func TestConformance(t *testing.T) {
	positiontest.Run(t, func() position.Playable { return New() }, positiontest.Config{
		MaxPlies: 1001,
		Starts: []string{
			"wwwwwwwww/w2b4w/wX1b2Y1w/wwwwwwwww 1 3 1 0 0 0 0",
			"wwwwwww/wb1p2w/w2X1Yw/wwwwwww 1 3 0 0 0 0 0",
			"wwwwwwwwwww/wX3p4w/w1w1w1w1w1w/w4p4w/w1w1w1w1w1w/w4p3Yw/wwwwwwwwwww 1 2 0 0 0 0 0",
			// Protections keep the game going through many explosions.
			"wwwwwwwwwww/wX3p4w/w1w1w1w1w1w/w4p4w/w1w1w1w1w1w/w4p3Yw/wwwwwwwwwww 1 2 8 8 0 0 0",
		},
	})
	for _, opts := range [][]string{{"blast=walls"}, {"stuck=pass", "k=5"}, {"first=2", "max_plies=40"}} {
		t.Run(strings.Join(opts, "_"), func(t *testing.T) {
			positiontest.Run(t, func() position.Playable {
				g, _, err := position.NewGame("bomberman", opts...)
				if err != nil {
					t.Fatal(err)
				}
				return g
			}, positiontest.Config{MaxPlies: 1001, Games: 3, Starts: []string{
				"wwwwwwwwwww/wX3p4w/w1w1w1w1w1w/w4p4w/w1w1w1w1w1w/w4p3Yw/wwwwwwwwwww 1 2 8 8 0 0 0",
			}})
		})
	}
}

func TestPerft(t *testing.T) {
	positiontest.RunPerft(t, info, "../../testdata/perft/bomberman.txt", 10_000)
}

func TestStartPosition(t *testing.T) {
	g := New()
	if got := g.Position(); got != def {
		t.Fatalf("start = %q, want %q", got, def)
	}
	for _, c := range []struct {
		name string
		i    int
	}{{"b12", 1*22 + 1}, {"u2", 11*22 + 20}, {"f9", 4*22 + 5}, {"k9", 4*22 + 10}, {"o6", 7*22 + 14}, {"n4", 9*22 + 13}} {
		if got := g.cellName(c.i); got != c.name {
			t.Errorf("cellName(%d) = %s, want %s", c.i, got, c.name)
		}
	}
	if g.pos[0] != 1*22+1 || g.pos[1] != 11*22+20 {
		t.Errorf("players at %v", g.pos)
	}
}

// TestDefaultMapReach counts the cells reachable from player 1 through empty and
// protection cells (rules: 153 on the default map), and reports
// whether player 2's cell is among them.
func TestDefaultMapReach(t *testing.T) {
	g := New()
	seen := map[int]bool{int(g.pos[0]): true}
	todo := []int{int(g.pos[0])}
	for len(todo) > 0 {
		i := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for d := 0; d < 4; d++ {
			n := g.step(i, d)
			if n >= 0 && !seen[n] && (g.cells[n] == empty || g.cells[n] == prot) {
				seen[n] = true
				todo = append(todo, n)
			}
		}
	}
	if len(seen) != 153 || !seen[int(g.pos[1])] {
		t.Fatalf("reach %d cells (want 153), player 2 reached %v", len(seen), seen[int(g.pos[1])])
	}
}

func TestColName(t *testing.T) {
	for _, c := range []struct {
		c    int
		want string
	}{{0, "a"}, {25, "z"}, {26, "aa"}, {27, "ab"}, {51, "az"}, {52, "ba"}, {701, "zz"}, {702, "aaa"}} {
		if got := colName(c.c); got != c.want {
			t.Errorf("colName(%d) = %s, want %s", c.c, got, c.want)
		}
	}
}

// result is a finished game's result as text, from player 1's view.
func result(g *Game) string {
	over, score := g.Outcome()
	switch {
	case !over:
		return "none"
	case score == 0:
		return "draw"
	case (score > 0) == (g.side == 0):
		return "p1win"
	}
	return "p2win"
}

// TestScenarios runs every worked example of the rules (1-9).
func TestScenarios(t *testing.T) {
	const seq = "wwwwwwwwwwwwwwwwwwwwww/wb4w7w6w/w1w3www3wwww1wwwww/w1w18w/wX3p1w2p2w2www1ww/wwwwwwwwww11w/w1w5w3wwww4ww/w13p6w/w1wwwwwww3wwwwwww2w/w4w2w3wp6Yw/w1wwww2w3www1www2w/w4w4w10w/wwwwwwwwwwwwwwwwwwwwww 2 3 0 0 2 2 5"
	cases := []struct {
		name    string
		start   string
		moves   []string
		moves2  []string // legal moves after the sequence, sorted ("" = unchecked)
		pos     string   // position after ("" = unchecked)
		result  string
		np      [2]int32 // checked when result is set and checkNP
		checkNP bool
	}{
		{name: "1 opening", start: def, moves2: []string{"b12-b11", "b12-b11/B", "b12-c12", "b12-c12/B"}, result: "none"},
		{name: "2 seed sequence", start: def, moves: []string{"b12-b11/B", "u2-u3", "b11-b10", "u3-u4", "Ab12/b10-b9"},
			pos: seq, moves2: []string{"u4-t4/B", "u4-u3/B", "u4-u5/B"}, result: "none"},
		{name: "2 player 1 forced", start: seq, moves: []string{"u4-u5/B"}, moves2: []string{"b9-b10/B", "b9-c9/B"}, result: "none"},
		{name: "2 step into line dies", start: seq, moves: []string{"u4-u5/B", "b9-b10/B"}, result: "p2win"},
		{name: "2 safe step", start: seq, moves: []string{"u4-u5/B", "b9-c9/B"}, result: "none"},
		{name: "3 both die draw", start: "wwwwwwwww/w2bw2Yw/wX6w/wwwwwwwww 1 3 0 0 0 0 0", moves: []string{"b2-b3"}, result: "draw"},
		{name: "3 protected p1 wins", start: "wwwwwwwww/w2bw2Yw/wX6w/wwwwwwwww 1 3 1 0 0 0 0", moves: []string{"b2-b3"}, result: "p1win", np: [2]int32{0, 0}, checkNP: true},
		{name: "4 wall blocks LOS", start: "wwwwwwwww/w1wb3Yw/wX6w/wwwwwwwww 1 3 0 0 0 0 0", moves: []string{"b2-b3"},
			pos: "wwwwwwwww/wXwb3Yw/w7w/wwwwwwwww 2 3 0 0 1 0 1", result: "none"},
		{name: "4 inactive bomb blocks LOS", start: "wwwwwwwww/w1jb3Yw/wX6w/wwwwwwwww 1 3 0 0 0 0 0", moves: []string{"b2-b3"},
			pos: "wwwwwwwww/wXjb3Yw/w7w/wwwwwwwww 2 3 0 0 1 0 1", result: "none"},
		{name: "5 chain", start: "wwwwwwwww/w2b4w/wX1b2Y1w/wwwwwwwww 1 3 1 0 0 0 0", moves: []string{"b2-b3"}, result: "p1win", np: [2]int32{0, 0}, checkNP: true},
		{name: "6 fresh bomb", start: "wwwwwwww/wi5w/wX3Y1w/w6w/wwwwwwww 1 3 0 0 0 0 0", moves: []string{"Ab4/b3-b2"},
			pos: "wwwwwwww/wb5w/w4Y1w/wX5w/wwwwwwww 2 3 0 0 1 0 1", result: "none"},
		{name: "6 opponent does not trigger", start: "wwwwwwww/wi5w/wX3Y1w/w6w/wwwwwwww 1 3 0 0 0 0 0", moves: []string{"Ab4/b3-b2", "f3-g3"}, result: "none",
			pos: "wwwwwwww/wb5w/w5Yw/wX5w/wwwwwwww 1 3 0 0 1 1 2"},
		{name: "6 later step triggers", start: "wwwwwwww/wi5w/wX3Y1w/w6w/wwwwwwww 1 3 0 0 0 0 0", moves: []string{"Ab4/b3-b2", "f3-g3", "b2-b3"}, result: "p2win"},
		{name: "7 new bomb blocks LOS", start: "wwwwwww/wbX3w/w4Yw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"c3-d3/B"},
			pos: "wwwwwww/wbiX2w/w4Yw/wwwwwww 2 3 0 0 0 0 1", result: "none"},
		{name: "7 without the bomb", start: "wwwwwww/wbX3w/w4Yw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"c3-d3"}, result: "p2win"},
		{name: "8 pick-up before blast", start: "wwwwwww/wb1p2w/w2X1Yw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"d2-d3"},
			pos: "wwwwwww/w2X2w/w4Yw/wwwwwww 2 3 0 0 1 0 1", result: "none"},
		{name: "9 walled in", start: "wwwwwww/wXw3w/w1wwwYw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"b3-b2/B"}, result: "none",
			pos: "wwwwwww/wiw3w/wXwwwYw/wwwwwww 2 3 0 0 0 0 1"},
		{name: "9 stuck loses", start: "wwwwwww/wXw3w/w1wwwYw/wwwwwww 1 3 0 0 0 0 0", moves: []string{"b3-b2/B", "f2-f3"}, result: "p2win"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := load(t, c.start)
			play(t, g, c.moves...)
			if c.pos != "" && g.Position() != c.pos {
				t.Errorf("position %q, want %q", g.Position(), c.pos)
			}
			if c.moves2 != nil && !slices.Equal(moveTexts(g), c.moves2) {
				t.Errorf("moves %v, want %v", moveTexts(g), c.moves2)
			}
			if got := result(g); got != c.result {
				t.Errorf("result %s, want %s", got, c.result)
			}
			if c.checkNP && g.np != c.np {
				t.Errorf("protections %v, want %v", g.np, c.np)
			}
		})
	}
}

func TestState(t *testing.T) {
	g := load(t, "wwwwwwww/wi5w/wX3Y1w/w6w/wwwwwwww 1 3 0 0 0 0 0")
	play(t, g, "Ab4/b3-b2", "f3-g3", "b2-b3")
	before := g.Position()
	st := g.State()
	if !slices.Equal(st.Moves, []string{"Ab4/b3-b2", "f3-g3", "b2-b3"}) || st.LastMove != "b2-b3" || st.Result != "p2win" {
		t.Errorf("moves %v last %q result %s", st.Moves, st.LastMove, st.Result)
	}
	if g.Position() != before || before != "wwwwwwww/w6w/w5Yw/w6w/wwwwwwww 2 3 0 0 2 1 3" {
		t.Errorf("State changed the position: %s", g.Position())
	}
	kinds := map[string]int{}
	for _, p := range st.Pieces {
		kinds[p.Kind]++
	}
	if kinds["player"] != 1 || kinds["wall"] != 22 || kinds["bomb"] != 0 {
		t.Errorf("pieces %v", kinds)
	}
}
