package protocol

import (
	"bytes"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	_ "github.com/tabla-games/tabla/games/reversi"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// TestLadderMapping: UCI_Elo picks the level between the two whose Elo
// surround it, and the level its node budget, table-driven over a ladder.
func TestLadderMapping(t *testing.T) {
	l := Ladder{
		Nodes: [search.Levels]uint64{100, 400, 1600, 6400, 25600, 102400},
		Elo:   [search.Levels]int{-1000, -700, -500, -300, -150, 0},
		Games: 40,
	}
	tests := []struct {
		elo    int
		level  search.Level
		budget uint64
	}{
		{500, 1, 100}, // below the ladder: the bottom
		{1000, 1, 100},
		{1150, 1.5, 200},
		{1300, 2, 400},
		{1400, 2.5, 800},
		{1850, 5, 25600},
		{1925, 5.5, 51200},
		{2000, 6, 0}, // full strength: no budget
		{2500, 6, 0},
	}
	for _, tc := range tests {
		level := l.Level(tc.elo)
		if level != tc.level {
			t.Errorf("Level(%d) = %v, want %v", tc.elo, level, tc.level)
		}
		if got := level.Budget(l.Nodes); got != tc.budget {
			t.Errorf("level %v's budget = %d, want %d", level, got, tc.budget)
		}
	}
	if lo, hi := l.EloRange(); lo != 1000 || hi != 2000 {
		t.Errorf("EloRange = %d, %d; want 1000, 2000", lo, hi)
	}
	if got, want := l.String(), "1:1000 2:1300 3:1500 4:1700 5:1850 6:2000"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
}

// TestLadders: every registered ladder climbs, budgets and Elo alike.
func TestLadders(t *testing.T) {
	for id, l := range ladders {
		for i := 1; i < search.Levels; i++ {
			if l.Nodes[i] < l.Nodes[i-1] || l.Elo[i] < l.Elo[i-1] {
				t.Errorf("%s: level %d (%d nodes, Elo %d) below level %d (%d nodes, Elo %d)",
					id, i+1, l.Nodes[i], l.Elo[i], i, l.Nodes[i-1], l.Elo[i-1])
			}
		}
		if l.Elo[search.Levels-1] != 0 {
			t.Errorf("%s: full strength's Elo is %d, want 0", id, l.Elo[search.Levels-1])
		}
	}
}

// runScript runs the engine on script and returns its output lines.
func runScript(t *testing.T, seed uint64, script string) []string {
	t.Helper()
	var out bytes.Buffer
	e, err := New(&out, Config{DefaultGame: "reversi", LevelSeed: seed, Log: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Run(strings.NewReader(script)); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

// TestLevelOptions: the options are listed, and each bad value gets one
// error line and changes nothing.
func TestLevelOptions(t *testing.T) {
	out := runScript(t, 1, "uci\n")
	for _, want := range []string{
		"option name Skill Level type spin default 6 min 1 max 6",
		"option name UCI_LimitStrength type check default false",
		"option name UCI_Elo type spin default 2000 min " + strconv.Itoa(LadderFor("reversi").AbsElo(0)) + " max 2000",
	} {
		if !slices.Contains(out, want) {
			t.Errorf("uci lists no %q", want)
		}
	}
	for _, bad := range []string{
		"setoption name Skill Level value 0",
		"setoption name Skill Level value 7",
		"setoption name Skill Level value weak",
		"setoption name UCI_LimitStrength value yes",
		"setoption name UCI_Elo value 99999",
		"setoption name UCI_Elo value 0",
		"setoption name UCI_Elo value strong",
	} {
		out := runScript(t, 1, bad+"\n")
		if len(out) != 1 || !strings.HasPrefix(out[0], "info string error bad-value: ") {
			t.Errorf("%s: got %q, want one error line", bad, out)
		}
	}
	// A bad value leaves the level as it was, and an analysis is never
	// limited: full strength reports one line a depth.
	for _, script := range []string{
		"setoption name Skill Level value 0\ngo depth 2\n",
		"setoption name Skill Level value 1\ngo infinite\n",
	} {
		out = runScript(t, 1, script)
		for _, l := range out {
			if strings.Contains(l, " multipv ") {
				t.Fatalf("%q: the level limited the search: %q", script, l)
			}
		}
	}
}

// levelGo plays one limited go and returns the last complete depth's
// candidate moves, best first, and the move played. Its position has
// several moves close in score (at depth 4 with the fifth weights the
// best two tie and the next two are 1.9 and 4.2 discs behind), so that a limited
// level has a real choice; where one move is clearly best, a level
// rightly plays it nearly always.
func levelGo(t *testing.T, seed uint64, setup string) (cands []string, best string) {
	t.Helper()
	out := runScript(t, seed, setup+"position startpos moves f5 f6 e6 f4 e3\ngo\n")
	byLine := map[string]string{}
	var depth string
	for _, l := range out {
		f := strings.Fields(l)
		k, p := slices.Index(f, "multipv"), slices.Index(f, "pv")
		if f[0] == "info" && k > 0 && p > 0 && p+1 < len(f) && !strings.Contains(l, "bound") {
			if f[2] != depth {
				depth, byLine = f[2], map[string]string{}
			}
			byLine[f[k+1]] = f[p+1]
		}
		if f[0] == "bestmove" {
			best = f[1]
		}
	}
	for i := 1; i <= search.Candidates; i++ {
		if m, ok := byLine[strconv.Itoa(i)]; ok {
			cands = append(cands, m)
		}
	}
	return cands, best
}

// TestLevelPicksAmongTopMoves: a limited level plays one of the lines
// it reported (the best 4, whatever MultiPV), the same one for the same
// seed, and not always the best.
func TestLevelPicksAmongTopMoves(t *testing.T) {
	for _, setup := range []string{
		"setoption name Skill Level value 1\n",
		"setoption name Skill Level value 2\nsetoption name MultiPV value 6\n",
		"setoption name UCI_LimitStrength value true\nsetoption name UCI_Elo value " + strconv.Itoa(LadderFor("reversi").AbsElo(0)) + "\n",
	} {
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 12; seed++ {
			cands, best := levelGo(t, seed, setup)
			if len(cands) != search.Candidates {
				t.Fatalf("%q seed %d: %d candidate lines, want %d", setup, seed, len(cands), search.Candidates)
			}
			if !slices.Contains(cands, best) {
				t.Errorf("%q seed %d: bestmove %s is not among the lines %v", setup, seed, best, cands)
			}
			if _, again := levelGo(t, seed, setup); again != best {
				t.Errorf("%q seed %d: played %s, then %s", setup, seed, best, again)
			}
			seen[best] = true
		}
		if len(seen) < 2 {
			t.Errorf("%q: 12 seeds all played %v", setup, seen)
		}
	}
}

// TestLevelPlain: a level whose Plain chance is 1 (PlainFrom up)
// searches one line within its budget and plays that line's move; one
// whose chance is 0 reports its candidates, and one between does either,
// move by move.
func TestLevelPlain(t *testing.T) {
	saved := ladders["reversi"]
	defer func() { ladders["reversi"] = saved }()
	nodes := [search.Levels]uint64{64, 128, 256, 512, 1024, 2048}
	for _, tc := range []struct {
		ladder Ladder
		skill  int
		budget uint64
		lines  []int // the line counts the seeds must show, each
	}{
		{ladderNodes(nodes, defaultElo, 0).withPlainFrom(5), 4, 512, []int{search.Candidates}},
		{ladderNodes(nodes, defaultElo, 0).withPlainFrom(5), 5, 1024, []int{1}},
		{ladderNodes(nodes, defaultElo, 0).withPlain([search.Levels]float64{0, 0, 0.5, 0, 0, 0}), 3, 256, []int{1, search.Candidates}},
	} {
		ladders["reversi"] = tc.ladder
		seen := map[int]bool{}
		for seed := uint64(1); seed <= 12; seed++ {
			lines, pv, best := 0, "", ""
			out := runScript(t, seed, "setoption name Skill Level value "+strconv.Itoa(tc.skill)+"\nposition startpos moves f5 d6 c3 d3 c4\ngo\n")
			for _, l := range out {
				f := strings.Fields(l)
				if i := slices.Index(f, "nodes"); i > 0 {
					if n, _ := strconv.ParseUint(f[i+1], 10, 64); n > tc.budget {
						t.Errorf("skill %d: %d nodes, over the budget of %d: %q", tc.skill, n, tc.budget, l)
					}
				}
				if k := slices.Index(f, "multipv"); k > 0 {
					n, _ := strconv.Atoi(f[k+1])
					lines = max(lines, n)
				} else if p := slices.Index(f, "pv"); p > 0 && p+1 < len(f) {
					lines, pv = max(lines, 1), f[p+1]
				}
				if f[0] == "bestmove" {
					best = f[1]
				}
			}
			if !slices.Contains(tc.lines, lines) {
				t.Fatalf("skill %d, seed %d: %d lines, want one of %v", tc.skill, seed, lines, tc.lines)
			}
			if lines == 1 && best != pv {
				t.Errorf("skill %d, seed %d: played %s, not its line's %s", tc.skill, seed, best, pv)
			}
			seen[lines] = true
		}
		if len(seen) != len(tc.lines) {
			t.Errorf("skill %d: 12 seeds showed %v lines, want each of %v", tc.skill, seen, tc.lines)
		}
	}
}

// TestLadderNoise: a ladder's Noise scales every limited level's
// temperature, and none means the level's own.
func TestLadderNoise(t *testing.T) {
	plain := ladderNodes([search.Levels]uint64{64, 128, 256, 512, 1024, 2048}, defaultElo, 0)
	noisy := plain.withNoise(4)
	for _, tc := range []struct {
		level search.Level
		unit  int
		want  float64 // plain's; noisy's is 4 times
	}{
		{1, 100, 100},
		{5, 100, 10},
		{1, 400, 400},
		{6, 100, 0},
	} {
		if got := plain.temperature(tc.level, tc.unit); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("level %v, unit %d: temperature %v, want %v", tc.level, tc.unit, got, tc.want)
		}
		if got := noisy.temperature(tc.level, tc.unit); math.Abs(got-4*tc.want) > 1e-9 {
			t.Errorf("level %v, unit %d, noise 4: temperature %v, want %v", tc.level, tc.unit, got, 4*tc.want)
		}
	}
}

// TestLadderBlind: a level that overlooks a share of the root moves
// searches a random rest of them (at least one, distinct, among the
// named ones), in proportion between whole levels, and plays one of
// them; full strength sees them all.
func TestLadderBlind(t *testing.T) {
	l := ladderNodes([search.Levels]uint64{64, 128, 256, 512, 1024, 2048}, defaultElo, 0).
		withBlind([search.Levels]float64{0.6, 0.45, 0.3, 0.15, 0, 0})
	for _, tc := range []struct {
		level search.Level
		want  float64
	}{{1, 0.6}, {1.5, 0.525}, {4, 0.15}, {5, 0}, {6, 0}} {
		if got := l.blind(tc.level); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("level %v overlooks %v, want %v", tc.level, got, tc.want)
		}
	}

	g, _, err := position.NewGame("reversi")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields("f5 f6 e6 f4 e3") {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		g.Make(m)
	}
	legal := g.GenMoves(nil)
	r := newLevelRand(1)
	for _, tc := range []struct {
		blind float64
		named []position.Move
		want  int
	}{
		{0.5, nil, (len(legal) + 1) / 2},
		{0.99, nil, 1},
		{0.1, nil, len(legal) - 1},
		{0.5, legal[:4], 2},
		{0.5, []position.Move{legal[0], position.NoMove}, 1},
	} {
		for range 20 {
			seen := seenMoves(g, tc.named, tc.blind, r)
			if len(seen) != tc.want {
				t.Fatalf("blind %v, named %v: %d moves seen, want %d", tc.blind, tc.named, len(seen), tc.want)
			}
			for i, m := range seen {
				if !slices.Contains(legal, m) || (len(tc.named) > 0 && !slices.Contains(tc.named, m)) || slices.Contains(seen[:i], m) {
					t.Fatalf("blind %v, named %v: saw %v", tc.blind, tc.named, seen)
				}
			}
		}
	}

	saved := ladders["reversi"]
	defer func() { ladders["reversi"] = saved }()
	ladders["reversi"] = l
	played := map[string]bool{}
	lines := int(math.Round(0.4 * float64(len(legal))))
	if lines < 2 {
		t.Fatalf("%d legal moves: too few for a choice", len(legal))
	}
	for seed := uint64(1); seed <= 8; seed++ {
		// Level 1 sees 40% of the moves: it reports as many lines,
		// and plays one of them.
		cands, best := levelGo(t, seed, "setoption name Skill Level value 1\n")
		if len(cands) != lines || !slices.Contains(cands, best) {
			t.Fatalf("seed %d: lines %v, played %s; want %d lines and one of them", seed, cands, best, lines)
		}
		played[best] = true
	}
	if len(played) < 3 {
		t.Errorf("8 seeds played only %v", played)
	}
}

// TestFirstOfTies: of candidates that score alike only the first stays,
// in the search's order.
func TestFirstOfTies(t *testing.T) {
	c := func(ms ...position.Move) []search.Candidate {
		var out []search.Candidate
		for _, m := range ms {
			out = append(out, search.Candidate{Move: m})
		}
		return out
	}
	scored := func(cs []search.Candidate, scores ...search.Score) []search.Candidate {
		for i := range cs {
			cs[i].Score = scores[i]
		}
		return cs
	}
	for _, tc := range []struct {
		in   []search.Candidate
		want []position.Move
	}{
		{nil, nil},
		{scored(c(1, 2, 3, 4), 50, 50, 20, 50), []position.Move{1, 3}},
		{scored(c(1, 2, 3, 4), 50, 40, 30, 20), []position.Move{1, 2, 3, 4}},
		{scored(c(4, 3, 2, 1), 0, 0, 0, 0), []position.Move{4}},
		{scored(c(1, 2, 3), 10, -5, -5), []position.Move{1, 2}},
	} {
		var got []position.Move
		for _, x := range firstOfTies(tc.in) {
			got = append(got, x.Move)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("firstOfTies(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
