package gogame

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// snapshot is everything a playout must leave as it found it.
type snapshot struct {
	pos     string
	hash    uint64
	hist    []undo
	boards  []uint64
	seen    []uint16
	moves   []position.Move
	score   [2]int
	logLen  int
	planes  [numPlanes][]int16
	ko      int16
	passes  int
	ply     int
	outcome int
}

func snap(g *Game) snapshot {
	s := snapshot{pos: g.Position(), hash: g.Hash(), hist: slices.Clone(g.hist),
		boards: slices.Clone(g.boards), seen: slices.Clone(g.seen), moves: g.GenMoves(nil),
		logLen: len(g.b.log), ko: g.ko, passes: g.passes, ply: g.ply}
	s.score[0], s.score[1] = g.Score()
	for i := range s.planes {
		s.planes[i] = slices.Clone(g.b.pl[i])
	}
	_, s.outcome = g.Outcome()
	return s
}

func (s snapshot) diff(o snapshot) string {
	switch {
	case s.pos != o.pos:
		return "position " + s.pos + " became " + o.pos
	case s.hash != o.hash:
		return "hash"
	case !slices.Equal(s.hist, o.hist):
		return "history"
	case !slices.Equal(s.boards, o.boards) || !slices.Equal(s.seen, o.seen):
		return "superko history"
	case !slices.Equal(s.moves, o.moves):
		return "legal moves"
	case s.score != o.score || s.outcome != o.outcome:
		return "score"
	case s.logLen != o.logLen:
		return "undo log"
	case s.ko != o.ko || s.passes != o.passes || s.ply != o.ply:
		return "ko, passes or ply"
	}
	for i := range s.planes {
		if !slices.Equal(s.planes[i], o.planes[i]) {
			return "board planes"
		}
	}
	return ""
}

// playoutModes are the rule modes the playout tests run in.
var playoutModes = []struct {
	name     string
	settings []string
}{
	{"seed 9x9", nil},
	{"seed 6x6 K=60", []string{"size=7", "k=60"}},
	{"standard 9x9", []string{"rules=standard"}},
	{"standard 5x5", []string{"rules=standard", "size=5"}},
	{"standard 9x9 simple ko", []string{"rules=standard", "ko=simple", "k=300"}},
}

// TestPlayoutRestores checks that a playout leaves the game exactly as it
// was, and that the game still plays on correctly, from random positions
// and from one with a ko point pending.
func TestPlayoutRestores(t *testing.T) {
	for _, mode := range playoutModes {
		t.Run(mode.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			for i := 0; i < 40; i++ {
				g := randomGame(t, rng, rng.IntN(70), mode.settings...)
				before := snap(g)
				for j := 0; j < 3; j++ {
					g.Playout(rng, nil)
					if d := before.diff(snap(g)); d != "" {
						t.Fatalf("game %d: the playout changed the %s", i, d)
					}
				}
				// Unmake still takes back the moves before the playout.
				for len(g.hist) > 0 {
					g.Unmake()
				}
				if g.boardHash != 0 || g.stones != [2]int16{} {
					t.Fatalf("game %d: unmaking every move does not give the empty board", i)
				}
			}
		})
	}
	// A ko just taken: the playout must not retake it at once, though
	// its capture heuristic wants to when the capture is the last move.
	kos := []struct {
		name     string
		settings []string
		pos      string
		moves    []string
	}{
		{"simple ko from the string", nil, "9/9/9/4xo3/3x1xo2/4xo3/9/9/9 w 1 0 e5", nil},
		{"simple ko", nil, "9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -", []string{"f5"}},
		{"superko", []string{"rules=standard"}, "9/9/9/4xo3/3xo1o2/4xo3/9/9/9 b 0 0 -", []string{"f5"}},
	}
	for _, tc := range kos {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			play(t, g, tc.moves...)
			before := snap(g)
			rng := rand.New(rand.NewPCG(7, 7))
			var tr position.Trace
			for i := 0; i < 100; i++ {
				tr.Reset()
				g.Playout(rng, &tr)
				if d := before.diff(snap(g)); d != "" {
					t.Fatalf("the playout changed the %s", d)
				}
				if len(tr.Moves) > 0 && tr.Sides[0] == 1 && g.FormatMove(tr.Moves[0]) == "e5" {
					t.Fatal("the playout retook the ko at once")
				}
			}
		})
	}
}

// TestPlayoutReplay replays traced playouts through GenMoves and Make:
// every placement must be legal (under positional superko, legal at least
// under simple ko, as playouts skip the superko test), and the result of
// the replayed game must be the playout's score.
func TestPlayoutReplay(t *testing.T) {
	for _, mode := range playoutModes {
		t.Run(mode.name, func(t *testing.T) { playoutReplay(t, mode.settings) })
		t.Run(mode.name+" with ladders", func(t *testing.T) {
			playoutLadders = true
			defer func() { playoutLadders = false }()
			playoutReplay(t, mode.settings)
		})
	}
}

// playoutReplay is TestPlayoutReplay for a game with the settings.
func playoutReplay(t *testing.T, settings []string) {
	rng := rand.New(rand.NewPCG(3, 4))
	var tr position.Trace
	superkoSkips, capped, placements := 0, 0, 0
	for i := 0; i < 300; i++ {
		g := randomGame(t, rng, rng.IntN(40), settings...)
		tr.Reset()
		score, plies := g.playout(rng, &tr, nil)
		if g.po != nil {
			checkPlayoutBoard(t, g.po)
		}
		placements += len(tr.Moves)
		// loose is g under simple ko, to tell superko skips from
		// illegal moves.
		var loose *Game
		if g.seen != nil {
			loose = newGame(t, "rules=standard", "size="+strconv.Itoa(g.geo.s), "ko=simple", "k=1000000")
			if err := loose.SetPosition(g.Position()); err != nil {
				t.Fatal(err)
			}
		}
		start := g.side
		played := 0
		makeBoth := func(m position.Move) {
			g.Make(m)
			if loose != nil {
				loose.Make(m)
			}
			played++
		}
		for k, m := range tr.Moves {
			if g.side != int(tr.Sides[k]) {
				makeBoth(Pass)
			}
			if over, _ := g.Outcome(); over {
				t.Fatalf("playout %d: move %d after the end of the game", i, k)
			}
			if !slices.Contains(g.GenMoves(nil), m) {
				if loose == nil || !slices.Contains(loose.GenMoves(nil), m) {
					t.Fatalf("playout %d: illegal move %s in %s", i, g.FormatMove(m), g.Position())
				}
				superkoSkips++
			}
			if g.isOwnEye(int(m), g.toPlay()) {
				t.Fatalf("playout %d: %s fills its own eye in %s", i, g.FormatMove(m), g.Position())
			}
			makeBoth(m)
		}
		for played < plies {
			makeBoth(Pass)
		}
		// The final board, scored by the reference reading of
		// the rules.
		bs, ws := g.Score()
		if rb, rw := refScore(refFromGame(g), g.cfg.Rules == SeedRules); rb != bs || rw != ws {
			t.Fatalf("playout %d: score %d-%d, reference %d-%d (%s)", i, bs, ws, rb, rw, g.Position())
		}
		over, got := g.Outcome()
		if !over {
			capped++
			if plies != playoutPliesPerPoint*len(g.geo.points) {
				t.Fatalf("playout %d: the game is not over after %d plies", i, plies)
			}
			got = g.finalMargin()
		}
		if g.side != start {
			got = -got
		}
		if got != score {
			t.Fatalf("playout %d: returned %d, the replayed game ends at %d (%s)", i, score, got, g.Position())
		}
	}
	t.Logf("%d placements, %d superko skips, %d playouts capped", placements, superkoSkips, capped)
}

// checkPlayoutBoard checks a playout board's groups, liberty counts,
// stone counts and list of empty points against the colour plane.
func checkPlayoutBoard(t *testing.T, pb *playoutBoard) {
	t.Helper()
	var stones [2]int
	nEmpty := 0
	for _, p := range pb.geo.points {
		switch c := pb.color[p]; c {
		case empty:
			nEmpty++
			if pb.empty[pb.where[p]] != p {
				t.Fatalf("empty point %s is not in the list", pb.geo.names[p])
			}
		default:
			stones[c-1]++
			h := int(pb.head[p])
			if pb.color[h] != c {
				t.Fatalf("stone %s has a head of another colour", pb.geo.names[p])
			}
			size := 0
			for s := h; ; {
				size++
				if pb.head[s] != int16(h) {
					t.Fatalf("group %s: stone %s has another head", pb.geo.names[h], pb.geo.names[s])
				}
				if s = int(pb.next[s]); s == h || size > len(pb.geo.points) {
					break
				}
			}
			if size != int(pb.size[h]) {
				t.Fatalf("group %s: %d stones, size says %d", pb.geo.names[h], size, pb.size[h])
			}
			if n := pb.countLibs(h); n != pb.libs[h] {
				t.Fatalf("group %s: %d liberties, counted %d", pb.geo.names[h], n, pb.libs[h])
			}
		}
	}
	if nEmpty != len(pb.empty) || stones != pb.stones {
		t.Fatalf("%d empty points listed for %d; stones %v counted %v", len(pb.empty), nEmpty, pb.stones, stones)
	}
}

// TestPlayoutPolicy checks the first move of many playouts from positions
// built for one rule of the policy.
func TestPlayoutPolicy(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string   // a position string, or
		moves    []string // moves from the start
		// want is the first move expected, in at least min of the
		// playouts (and at most max, when max > 0); never is a first
		// move that must never be played.
		want     string
		min, max float64
		never    string
		ladders  bool // with playoutLadders on
		nakade   bool // with playoutNakade on
	}{
		// e5 is a true eye of Black's; White's stones are far away.
		{name: "own eye", settings: []string{"rules=standard"},
			pos: "9/9/9/3xxx3/3x1x3/3xxx3/9/o8/9 b 0 0 -", never: "e5"},
		// An eye on the edge, with the diagonal points Black's.
		{name: "edge eye", settings: []string{"rules=standard"},
			pos: "9/9/9/9/9/9/o8/3xxx3/3x1x3 b 0 0 -", never: "e1"},
		// White's last move e5 left it in atari: Black captures at e4.
		{name: "capture after the last move", settings: []string{"rules=standard"},
			moves: []string{"d5", "j9", "f5", "j8", "e6", "e5"}, want: "e4", min: 0.9},
		// Black's own move e3 put the white stones e5 and e4 in atari;
		// White played elsewhere: Black captures at e6.
		{name: "capture next to the previous move", settings: []string{"rules=standard"},
			moves: []string{"d5", "e5", "f5", "e4", "d4", "a9", "f4", "a8", "e3", "j1"},
			want:  "e6", min: 0.9},
		// White's d3 put the black stone c3 in atari; extending to c2
		// gives it three liberties.
		{name: "save a group in atari", settings: []string{"rules=standard"},
			moves: []string{"c3", "b3", "j9", "c4", "j8", "d3"}, want: "c2", min: 0.9},
		// Black's c2 put White's c3 in atari (ladder_test.go's
		// ladderAtari without White's c1): extending to d3 runs into a
		// working ladder, and the policy plays it no more often than a
		// random move.
		{name: "no rescue into a working ladder", settings: []string{"rules=standard"},
			pos:   diagram("b", ".........", ".........", ".........", ".........", ".........", "..x......", ".xo......", "...x.....", "........."),
			moves: []string{"c2"}, want: "d3", max: 0.05, ladders: true},
		// The same with White's breaker on f6: d3 escapes.
		{name: "rescue when a breaker stops the ladder", settings: []string{"rules=standard"},
			pos:   diagram("b", ".........", ".........", ".........", ".....o...", ".........", "..x......", ".xo......", "...x.....", "........."),
			moves: []string{"c2"}, want: "d3", min: 0.9, ladders: true},
		// Black's f6 put White's f7 in atari near the top edge
		// (ladderEdge): g7 is caught in two steps.
		{name: "no rescue into a ladder near the edge", settings: []string{"rules=standard"},
			pos:   diagram("b", ".........", ".....x...", "....xo...", "......x..", ".........", ".........", ".........", ".........", "........."),
			moves: []string{"f6"}, want: "g7", max: 0.05, ladders: true},
		// Black's d1 closes a straight three on the edge: White takes
		// its vital point b1 (nakade), when the rule is on.
		{name: "nakade", settings: []string{"rules=standard"},
			pos:   diagram("b", ".........", ".........", ".........", ".........", ".........", ".........", "....o....", "xxxx.....", "........."),
			moves: []string{"d1"}, want: "b1", min: 0.9, nakade: true},
		// White's e5 has two liberties, e4 and f5, among Black's d5, e6,
		// f4 and f6: an atari on e4 captures it (f5 then leaves it one
		// liberty), an atari on f5 does not.
		{name: "atari that captures", settings: []string{"rules=standard"},
			moves: []string{"d5", "a9", "e6", "a8", "f4", "a7", "f6", "e5"},
			want:  "e4", min: 0.9},
		{name: "no atari that lets it escape", settings: []string{"rules=standard"},
			moves: []string{"d5", "a9", "e6", "a8", "f4", "a7", "f6", "e5"},
			want:  "f5", max: 0.05},
		// White's e5 joins e4 (two liberties, d5 and f5). An atari on f5
		// would leave the extension d5 no liberty of its own, but d5
		// captures Black's d4, in atari next to e4: no atari.
		{name: "no atari when the target can capture", settings: []string{"rules=standard"},
			pos:   diagram("w", ".........", ".........", ".........", "...xx....", "..x......", "..oxox...", "...ox....", ".........", "........."),
			moves: []string{"e5"}, want: "f5", max: 0.05},
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
			if tc.ladders {
				playoutLadders = true
				defer func() { playoutLadders = false }()
			}
			if tc.nakade {
				playoutNakade = true
				defer func() { playoutNakade = false }()
			}
			rng := rand.New(rand.NewPCG(11, 12))
			var tr position.Trace
			const n = 400
			hits := 0
			for i := 0; i < n; i++ {
				tr.Reset()
				g.Playout(rng, &tr)
				if len(tr.Moves) == 0 || int(tr.Sides[0]) != g.side {
					continue
				}
				first := g.FormatMove(tr.Moves[0])
				if first == tc.never {
					t.Fatalf("playout %d plays %s first", i, first)
				}
				if first == tc.want {
					hits++
				}
			}
			if tc.want != "" && float64(hits) < tc.min*n {
				t.Fatalf("%s first in %d playouts of %d, want at least %.0f%%", tc.want, hits, n, 100*tc.min)
			}
			if tc.max > 0 && float64(hits) > tc.max*n {
				t.Fatalf("%s first in %d playouts of %d, want at most %.0f%%", tc.want, hits, n, 100*tc.max)
			}
		})
	}
}

// TestPlayoutOnlyEyes: when only eyes are left, both sides pass and the
// playout ends at once with the exact score.
func TestPlayoutOnlyEyes(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string
		score    int
	}{
		// Black owns the board but for two eyes: White may play in
		// neither (suicide), Black fills neither.
		{"standard", []string{"rules=standard", "size=5"},
			"xxxxx/x1xxx/xxxxx/xxx1x/xxxxx w 0 0 -", -(2500 - 750)},
		{"seed", []string{"size=7"},
			"xxxxxx/x1xxxx/xxxxxx/xxxx1x/xxxxxx/xxxxxx b 0 0 -", 3600},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if err := g.SetPosition(tc.pos); err != nil {
				t.Fatal(err)
			}
			var tr position.Trace
			score, plies := g.playout(rand.New(rand.NewPCG(1, 1)), &tr, nil)
			if len(tr.Moves) != 0 || plies != 2 || score != tc.score {
				t.Fatalf("moves %d, plies %d, score %d; want 0, 2, %d", len(tr.Moves), plies, score, tc.score)
			}
		})
	}
}

// TestPlayoutOwner checks that the owners a playout reports add up to its
// score, and that a dead stone is seen as the opponent's.
func TestPlayoutOwner(t *testing.T) {
	for _, mode := range playoutModes {
		t.Run(mode.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(5, 6))
			for i := 0; i < 50; i++ {
				g := randomGame(t, rng, rng.IntN(50), mode.settings...)
				s := g.geo.s
				owner := make([]int32, s*s)
				score := g.PlayoutOwner(rng, nil, owner)
				sum := 0
				for _, v := range owner {
					if v < -1 || v > 1 {
						t.Fatalf("owner %d after one playout", v)
					}
					sum += int(v)
				}
				if g.side == 1 {
					score = -score
				}
				if sum*100-g.cfg.Komi != score {
					t.Fatalf("game %d: owners add up to %d, score %d", i, sum, score)
				}
			}
		})
	}
	t.Run("dead stone", func(t *testing.T) {
		g := newGame(t, "rules=standard")
		// A lone white stone inside Black's solid wall, and Black's
		// two-eyed group around it.
		if err := g.SetPosition("xxxxxxxxx/x1x1xo1xx/xxxxxxxxx/9/9/9/9/9/9 w 0 0 -"); err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(9, 9))
		owner := make([]int32, 81)
		for i := 0; i < 100; i++ {
			g.PlayoutOwner(rng, nil, owner)
		}
		x, y := 5, 7 // f8
		if v := owner[x+y*9]; v < 90 {
			t.Fatalf("owner of f8 is %d over 100 playouts, want Black's", v)
		}
	})
	t.Run("layout order", func(t *testing.T) {
		// position.Owner promises the Layout's cell order.
		for _, size := range []int{5, 9, 13} {
			g := newGame(t, "rules=standard", "size="+strconv.Itoa(size))
			for i, c := range g.Layout().Cells {
				if want := Vertex(i%size, i/size); c.ID != want {
					t.Fatalf("size %d: layout cell %d is %s, owner entry %d is %s", size, i, c.ID, i, want)
				}
			}
		}
	})
}

// TestPlayoutAllocs checks that a playout allocates nothing once the game
// and the trace have their buffers.
func TestPlayoutAllocs(t *testing.T) {
	for _, mode := range playoutModes {
		t.Run(mode.name, func(t *testing.T) {
			playoutAllocs(t, mode.settings)
		})
		t.Run(mode.name+" with ladders", func(t *testing.T) {
			playoutLadders = true
			defer func() { playoutLadders = false }()
			playoutAllocs(t, mode.settings)
		})
		t.Run(mode.name+" learned shapes", func(t *testing.T) {
			playoutAllocs(t, append(slices.Clip(mode.settings), "playout=learned"))
		})
		t.Run(mode.name+" dynamic komi", func(t *testing.T) {
			playoutAllocs(t, append(slices.Clip(mode.settings), "dynkomi=adaptive"))
		})
	}
}

// playoutAllocs checks that playouts of a game with the settings
// allocate nothing.
func playoutAllocs(t *testing.T, settings []string) {
	g := newGame(t, settings...)
	rng := rand.New(rand.NewPCG(1, 2))
	var tr position.Trace
	owner := make([]int32, g.geo.s*g.geo.s)
	if step, _ := g.KomiStep(); step > 0 {
		g.SetPlayoutKomi(0, 5*step)
	}
	if a := testing.AllocsPerRun(50, func() {
		tr.Reset()
		g.Playout(rng, &tr)
		g.PlayoutOwner(rng, nil, owner)
	}); a != 0 {
		t.Fatalf("%v allocations a playout", a)
	}
}

// TestPlayoutClone checks that clones play out on their own boards, at
// the same time (run it with -race), with the same results as the
// original from the same seeds.
func TestPlayoutClone(t *testing.T) {
	g := newGame(t, "rules=standard")
	play(t, g, "e5", "d4")
	want := make([]int, 50)
	for i := range want {
		want[i] = g.Playout(rand.New(rand.NewPCG(uint64(i), 1)), nil)
	}
	var wg sync.WaitGroup
	got := make([][]int, 2)
	for k := range got {
		c := g.Clone().(*Game)
		got[k] = make([]int, len(want))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range got[k] {
				got[k][i] = c.Playout(rand.New(rand.NewPCG(uint64(i), 1)), nil)
			}
		}()
	}
	wg.Wait()
	for k := range got {
		if !slices.Equal(got[k], want) {
			t.Fatalf("clone %d scores %v, the original %v", k, got[k], want)
		}
	}
}

func benchPlayout(b *testing.B, settings ...string) {
	g := newGame(b, settings...)
	rng := rand.New(rand.NewPCG(1, 2))
	var tr position.Trace
	g.Playout(rng, &tr) // the playout board and the trace's buffers
	b.ReportAllocs()
	n, plies := 0, 0
	cpu := cpuSeconds()
	for b.Loop() {
		tr.Reset()
		g.Playout(rng, &tr)
		n++
		plies += len(tr.Moves)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "playouts/s")
	if cpu := cpuSeconds() - cpu; cpu > 0 {
		b.ReportMetric(float64(n)/cpu, "playouts/cpu-s")
	}
	b.ReportMetric(float64(plies)/float64(n), "stones/playout")
}

func BenchmarkPlayout9(b *testing.B)  { benchPlayout(b, "rules=standard") }
func BenchmarkPlayout19(b *testing.B) { benchPlayout(b, "rules=standard", "size=19") }

// BenchmarkPlayoutLearned9 and BenchmarkPlayoutLearned19 are
// BenchmarkPlayout9 and BenchmarkPlayout19 with the learned shapes
// (playout=learned).
func BenchmarkPlayoutLearned9(b *testing.B) {
	benchPlayout(b, "rules=standard", "playout=learned")
}
func BenchmarkPlayoutLearned19(b *testing.B) {
	benchPlayout(b, "rules=standard", "size=19", "playout=learned")
}

// TestPolicyBeatsRandom plays the playout policy against the uniform
// choice among the same acceptable moves, each side in turn, on the
// empty board: the captures, rescues and shapes must win most games.
func TestPolicyBeatsRandom(t *testing.T) {
	for _, mode := range []struct {
		name     string
		settings []string
	}{
		{"standard 9x9 komi 0", []string{"rules=standard", "komi=0"}},
		{"seed 9x9", nil},
		{"standard 9x9 komi 0 learned shapes", []string{"rules=standard", "komi=0", "playout=learned"}},
		{"seed 9x9 learned shapes", []string{"playout=learned"}},
	} {
		t.Run(mode.name, func(t *testing.T) {
			g := newGame(t, mode.settings...)
			g.po = newPlayoutBoard(g.geo)
			pb := g.po
			pb.gamma = g.shapeGammas()
			const games = 200
			wins := 0
			for i := 0; i < games; i++ {
				pb.load(g)
				pb.rand = uint64(i)
				policy := int16(1 + i%2) // the colour the policy plays
				last, last2, passes := 0, 0, 0
				for ply := 0; passes < 2 && ply < 3*81 && (g.cfg.K == 0 || ply < g.cfg.K); ply++ {
					c := int16(1 + ply%2)
					var p int
					if c == policy {
						p = pb.choose(c, last, last2)
					} else {
						p = pb.random(c)
					}
					if p == 0 {
						passes++
						pb.ko = 0
					} else {
						pb.play(p, c)
						passes = 0
					}
					last2, last = last, p
				}
				black, white := g.scoreOn(pb.color, pb.stones[0], pb.stones[1], nil)
				if (black > white) == (policy == 1) && black != white {
					wins++
				}
			}
			t.Logf("the policy wins %d games of %d", wins, games)
			if wins < games*6/10 {
				t.Fatalf("the policy wins only %d games of %d against random moves", wins, games)
			}
		})
	}
}

// TestScoreWithout checks the count with dead stones taken off: the white
// stone f8 inside Black's wall, taken off, gives Black its point and the
// empty g8 beside it, which it kept from Black while it stood.
func TestScoreWithout(t *testing.T) {
	g := newGame(t, "rules=standard")
	if err := g.SetPosition("xxxxxxxxx/x1x1xo1xx/xxxxxxxxx/9/9/9/9/9/9 w 0 0 -"); err != nil {
		t.Fatal(err)
	}
	black, white := g.Score()
	removed := make([]bool, 81)
	if b, w := g.ScoreWithout(removed); b != black || w != white {
		t.Fatalf("nothing removed: %d-%d, Score says %d-%d", b, w, black, white)
	}
	removed[5+7*9] = true // f8
	if b, w := g.ScoreWithout(removed); b != black+2 || w != white-1 {
		t.Fatalf("f8 removed: %d-%d, want %d-%d", b, w, black+2, white-1)
	}
	if b, w := g.Score(); b != black || w != white {
		t.Fatalf("the board changed: Score %d-%d, was %d-%d", b, w, black, white)
	}
}

// TestPlayoutKomi checks position.Komier: the extra komi moves every
// playout's score by exactly itself, against the side it is set against
// (the playouts' moves are the same, since it changes no choice), and
// leaves the game's own Outcome, Evaluate, Score and Hash alone.
func TestPlayoutKomi(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		moves    []string
		side     int // the side the komi is against
		komi     int
	}{
		{"against Black, Black to move", []string{"rules=standard"}, []string{"e5", "d4"}, 0, 500},
		{"against Black, White to move", []string{"rules=standard"}, []string{"e5"}, 0, 300},
		{"against White, Black to move", []string{"rules=standard"}, []string{"e5", "d4"}, 1, 1200},
		{"against White, White to move", []string{"rules=standard", "size=13"}, []string{"g7"}, 1, 100},
		{"seed rules", []string{"rules=seed"}, []string{"e5", "d4"}, 0, 700},
		{"a finished game", []string{"rules=standard"}, []string{"e5", "pass", "pass"}, 0, 900},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			play(t, g, tc.moves...)
			step, most := g.KomiStep()
			if step != 0 || most != 0 {
				t.Errorf("KomiStep() = %d, %d with dynkomi off, want 0, 0", step, most)
			}
			before := func() (string, uint64, int, [2]int, bool, int) {
				over, out := g.Outcome()
				b, w := g.Score()
				return g.Position(), g.Hash(), g.Evaluate(), [2]int{b, w}, over, out
			}
			pos, hash, eval, score, over, out := before()
			owner := make([]int32, g.geo.s*g.geo.s)
			base := make([]int, 20)
			for i := range base {
				base[i] = g.Playout(rand.New(rand.NewPCG(uint64(i), 7)), nil)
			}
			g.SetPlayoutKomi(tc.side, tc.komi)
			shift := tc.komi
			if tc.side != g.ToMove() {
				shift = -shift
			}
			for i, b := range base {
				if got := g.Playout(rand.New(rand.NewPCG(uint64(i), 7)), nil); got != b-shift {
					t.Fatalf("playout %d scores %d with the komi, %d without: want %d", i, got, b, b-shift)
				}
				if got := g.PlayoutOwner(rand.New(rand.NewPCG(uint64(i), 7)), nil, owner); got != b-shift {
					t.Fatalf("PlayoutOwner %d scores %d with the komi, %d without: want %d", i, got, b, b-shift)
				}
			}
			if c := g.Clone(); c.(*Game).Playout(rand.New(rand.NewPCG(0, 7)), nil) != base[0]-shift {
				t.Error("a clone does not keep the playouts' komi")
			}
			p2, h2, e2, s2, over2, out2 := before()
			if p2 != pos || h2 != hash || e2 != eval || s2 != score || over2 != over || out2 != out {
				t.Errorf("the playouts' komi changed the game: position %q hash %x eval %d score %v outcome %v %d, before %q %x %d %v %v %d",
					p2, h2, e2, s2, over2, out2, pos, hash, eval, score, over, out)
			}
			g.SetPlayoutKomi(tc.side, 0)
			if got := g.Playout(rand.New(rand.NewPCG(0, 7)), nil); got != base[0] {
				t.Errorf("komi 0: playout scores %d, want %d", got, base[0])
			}
		})
	}
	g := newGame(t, "rules=standard", "size=13", "dynkomi=adaptive")
	if step, most := g.KomiStep(); step != 100 || most != 169*100 {
		t.Errorf("KomiStep() = %d, %d with dynkomi=adaptive on 13×13, want 100, 16900", step, most)
	}
}
