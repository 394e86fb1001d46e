package capture

import (
	"errors"
	"math/bits"
	"strings"
	"testing"
	"unsafe"

	"github.com/tabla-games/tabla/games/pointgraph"
	"github.com/tabla-games/tabla/position"
)

// The tests run the core on the 5×5 Alquerque board with a made-up game:
// side 0 ('X', letter x) steps only upwards or sideways and reaches the
// top rank as its goal; side 1 ('O', letter o) steps anywhere and jumps.
var (
	board   = pointgraph.Alquerque()
	upwards = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.Y >= from.Y })
	climbs  = board.AdjWhere(func(from, to pointgraph.Point) bool { return to.Y > from.Y })
)

func point(t testing.TB, name string) int {
	t.Helper()
	p, err := board.ParsePoint(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func testSpec(clock ClockField, fold bool) *Spec {
	return NewSpec(Spec{
		Name:        "capturetest",
		Board:       board,
		Steps:       [2][]uint64{upwards, nil},
		Advance:     [2][]uint64{climbs, nil},
		Goal:        [2]uint64{0: 1 << 20}, // a5
		Symbols:     [2]byte{'X', 'O'},
		SideLetters: [2]byte{'x', 'o'},
		SideNames:   [2]string{"xs", "os"},
		FoldSide:    fold,
		Clock:       clock,
		MaxClock:    1000,
		MaxCount:    [2]int{0, 3},
		Seed:        1,
		HashClock:   true,
		ClockSeed:   2,
	})
}

// newCore sets up pos under rules; it fails the test on a bad position.
func newCore(t testing.TB, spec *Spec, rules Rules, pos string) *Core {
	t.Helper()
	g := New(spec, rules, [2]uint64{}, 0)
	if err := g.SetPosition(pos); err != nil {
		t.Fatalf("SetPosition(%q): %v", pos, err)
	}
	return &g
}

func moveTexts(g *Core) string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	return strings.Join(out, " ")
}

func TestSetPosition(t *testing.T) {
	tests := []struct {
		name  string
		clock ClockField
		fold  bool
		pos   string
		want  string // Position afterwards, "" when rejected
	}{
		{"required clock", ClockRequired, false, "5/5/2X2/5/O4 x 7", "5/5/2X2/5/O4 x 7"},
		{"required clock missing", ClockRequired, false, "5/5/2X2/5/O4 x", ""},
		{"optional clock missing", ClockOptional, false, "5/5/2X2/5/O4 o", "5/5/2X2/5/O4 o 0"},
		{"optional clock given", ClockOptional, false, "5/5/2X2/5/O4 o 12", "5/5/2X2/5/O4 o 12"},
		{"no clock", ClockNone, false, "5/5/2X2/5/O4 o", "5/5/2X2/5/O4 o"},
		{"no clock but one given", ClockNone, false, "5/5/2X2/5/O4 o 0", ""},
		{"upper-case side folded", ClockNone, true, "5/5/2X2/5/O4 O", "5/5/2X2/5/O4 o"},
		{"upper-case side refused", ClockNone, false, "5/5/2X2/5/O4 O", ""},
		{"unknown side", ClockNone, true, "5/5/2X2/5/O4 z", ""},
		{"long side", ClockNone, true, "5/5/2X2/5/O4 xo", ""},
		{"clock at the bound", ClockRequired, false, "5/5/2X2/5/O4 x 1000", "5/5/2X2/5/O4 x 1000"},
		{"clock over the bound", ClockRequired, false, "5/5/2X2/5/O4 x 1001", ""},
		{"clock with a leading zero", ClockRequired, false, "5/5/2X2/5/O4 x 01", ""},
		{"signed clock", ClockRequired, false, "5/5/2X2/5/O4 x +1", ""},
		{"huge clock", ClockRequired, false, "5/5/2X2/5/O4 x 99999999999999999999", ""},
		{"too many of a side", ClockNone, false, "5/5/2X2/5/OOOO1 x", ""},
		{"bad symbol", ClockNone, false, "5/5/2Y2/5/O4 x", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := New(testSpec(tc.clock, tc.fold), Rules{}, [2]uint64{}, 0)
			before := g.Position()
			err := g.SetPosition(tc.pos)
			switch {
			case tc.want == "" && err == nil:
				t.Fatalf("accepted, gives %q", g.Position())
			case tc.want == "" && g.Position() != before:
				t.Fatalf("rejected but changed the position to %q", g.Position())
			case tc.want != "" && err != nil:
				t.Fatal(err)
			case tc.want != "" && g.Position() != tc.want:
				t.Fatalf("position %q, want %q", g.Position(), tc.want)
			}
		})
	}
}

func TestMovesAndCaptureRules(t *testing.T) {
	spec := testSpec(ClockRequired, false)
	tests := []struct {
		name    string
		capture Capture
		pos     string
		want    string
	}{
		// X on c3 steps up or sideways only (c3 has diagonals).
		{"directed steps", NoCapture, "5/5/2X2/5/4O x 0", "c3-b3 c3-d3 c3-b4 c3-c4 c3-d4"},
		{"compulsory capture excludes steps", Compulsory, "5/5/5/1X3/O4 o 0", "a1xc3"},
		{"compulsory chains are maximal", Compulsory, "5/3X1/5/1X3/O4 o 0", "a1xc3xe5"},
		{"optional chains: every prefix, then steps", Optional, "5/3X1/5/1X3/O4 o 0", "a1xc3 a1xc3xe5 a1-b1 a1-a2"},
		{"no capture: steps only", NoCapture, "5/3X1/5/1X3/O4 o 0", "a1-b1 a1-a2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newCore(t, spec, Rules{Capture: [2]Capture{1: tc.capture}}, tc.pos)
			if got := moveTexts(g); got != tc.want {
				t.Errorf("moves %q, want %q", got, tc.want)
			}
			if n := g.CountMoves(); n != len(g.GenMoves(nil)) {
				t.Errorf("CountMoves = %d, GenMoves has %d", n, len(g.GenMoves(nil)))
			}
			noisy, forced := g.GenNoisy(nil)
			chains := 0
			for _, m := range g.GenMoves(nil) {
				if pointgraph.MoveKind(m) == pointgraph.KindChain {
					chains++
				}
			}
			if len(noisy) != chains || forced != (tc.capture == Compulsory && chains > 0) {
				t.Errorf("GenNoisy: %d moves, forced %v; %d chains", len(noisy), forced, chains)
			}
		})
	}
}

func TestParseMove(t *testing.T) {
	spec := testSpec(ClockRequired, false)
	tests := []struct {
		name    string
		capture Capture
		pos     string
		text    string
		illegal bool // want an error wrapping position.ErrIllegal
		ok      bool
	}{
		{"step", NoCapture, "5/5/2X2/5/4O x 0", " C3-C4 ", false, true},
		{"backwards step of a directed piece", NoCapture, "5/5/2X2/5/4O x 0", "c3-c2", true, false},
		{"step of the other side's piece", NoCapture, "5/5/2X2/5/4O x 0", "e1-e2", true, false},
		{"step while a capture is compulsory", Compulsory, "5/5/5/1X3/O4 o 0", "a1-a2", true, false},
		{"step while a capture is optional", Optional, "5/5/5/1X3/O4 o 0", "a1-a2", false, true},
		{"chain", Compulsory, "5/3X1/5/1X3/O4 o 0", "a1xc3xe5", false, true},
		{"stopped chain under compulsion", Compulsory, "5/3X1/5/1X3/O4 o 0", "a1xc3", true, false},
		{"stopped chain when optional", Optional, "5/3X1/5/1X3/O4 o 0", "A1XC3", false, true},
		{"chain of a side that never jumps", NoCapture, "5/3X1/5/1X3/O4 o 0", "a1xc3", true, false},
		{"chain from an empty point", Optional, "5/3X1/5/1X3/O4 o 0", "b1xb3", true, false},
		{"no such point", Optional, "5/3X1/5/1X3/O4 o 0", "a1-a9", false, false},
		{"no separator", Optional, "5/3X1/5/1X3/O4 o 0", "a1a2", false, false},
		{"pass", Optional, "5/3X1/5/1X3/O4 o 0", "pass", false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newCore(t, spec, Rules{Capture: [2]Capture{1: tc.capture}}, tc.pos)
			m, err := g.ParseMove(tc.text)
			if tc.ok {
				if err != nil {
					t.Fatal(err)
				}
				if back, err := g.ParseMove(g.FormatMove(m)); err != nil || back != m {
					t.Fatalf("%q does not round-trip: %v %v", g.FormatMove(m), back, err)
				}
				return
			}
			if err == nil || m != position.NoMove {
				t.Fatalf("accepted as %v", m)
			}
			if errors.Is(err, position.ErrIllegal) != tc.illegal {
				t.Fatalf("error %v: illegal = %v, want %v", err, !tc.illegal, tc.illegal)
			}
		})
	}
}

// play parses and makes moves, failing the test on an illegal one.
func play(t *testing.T, g *Core, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatalf("at %s: %v", g.Position(), err)
		}
		g.Make(m)
	}
}

func TestHuff(t *testing.T) {
	spec := testSpec(ClockRequired, false)
	rules := Rules{Capture: [2]Capture{1: Huff}}
	tests := []struct {
		name  string
		pos   string
		moves []string
		want  string
	}{
		// The O on a1 could jump b2: stepping another piece loses it.
		{"a step loses the pieces that could capture", "5/5/5/1X3/O3O o 5", []string{"e1-e2"}, "5/5/5/1X2O/5 x 0"},
		// The jumper itself steps: it is removed from its new point.
		{"the stepping jumper is removed where it lands", "5/5/5/1X3/O3O o 5", []string{"a1-a2"}, "5/5/5/1X3/4O x 0"},
		// Stopping after one jump when a second is possible.
		{"a stopped chain loses its piece", "5/3X1/5/1X3/O4 o 5", []string{"a1xc3"}, "5/3X1/5/5/5 x 0"},
		{"a complete chain is safe", "5/3X1/5/1X3/O4 o 5", []string{"a1xc3xe5"}, "4O/5/5/5/5 x 0"},
		{"no capture possible: no penalty", "5/5/5/5/O3X o 5", []string{"a1-a2"}, "5/5/5/O4/4X x 6"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newCore(t, spec, rules, tc.pos)
			play(t, g, tc.moves...)
			if g.Position() != tc.want {
				t.Fatalf("position %q, want %q", g.Position(), tc.want)
			}
			g.Unmake()
			if g.Position() != tc.pos {
				t.Fatalf("after Unmake %q, want %q", g.Position(), tc.pos)
			}
		})
	}
}

func TestOutcomeAndDraws(t *testing.T) {
	spec := testSpec(ClockRequired, false)
	tests := []struct {
		name  string
		rules Rules
		pos   string
		moves []string
		over  bool
		score int
	}{
		{"goal reached by the side to move", Rules{}, "X4/5/5/5/4O x 0", nil, true, 1},
		{"goal reached by the side that moved", Rules{}, "5/X4/5/5/4O x 0", []string{"a4-a5"}, true, -1},
		{"goal before too few pieces", Rules{MinPieces: [2]int{0: 2}}, "X4/5/5/5/4O o 0", nil, true, -1},
		{"too few pieces", Rules{MinPieces: [2]int{0: 2}}, "5/5/X4/5/4O o 0", nil, true, 1},
		{"no move loses", Rules{}, "5/5/5/OO3/XO3 x 0", nil, true, -1},
		{"the clock limit draws", Rules{ClockLimit: 10}, "5/5/5/X4/4O x 9", []string{"a2-b2"}, true, 0},
		{"an upward step resets the clock", Rules{ClockLimit: 10}, "5/5/5/X4/4O x 9", []string{"a2-a3"}, false, 0},
		{"third occurrence draws", Rules{RepetitionDraw: true}, "5/5/5/X4/4O x 0",
			[]string{"a2-b2", "e1-e2", "b2-a2", "e2-e1", "a2-b2", "e1-e2", "b2-a2", "e2-e1"}, true, 0},
		{"only twice without the rule", Rules{}, "5/5/5/X4/4O x 0",
			[]string{"a2-b2", "e1-e2", "b2-a2", "e2-e1", "a2-b2", "e1-e2", "b2-a2", "e2-e1"}, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newCore(t, spec, tc.rules, tc.pos)
			play(t, g, tc.moves...)
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Fatalf("outcome %v %d, want %v %d", over, score, tc.over, tc.score)
			}
			if over && len(g.GenMoves(nil)) != 0 && score != -1 {
				t.Errorf("a finished game has moves %s", moveTexts(g))
			}
		})
	}
}

func TestHashAndCopy(t *testing.T) {
	spec := testSpec(ClockRequired, false)
	g := newCore(t, spec, Rules{ClockLimit: 50, RepetitionDraw: true}, "5/5/5/X4/4O x 3")
	h := g.Hash()
	if g.spec.boardKey(g.st.pieces, g.st.side) != g.st.key {
		t.Fatal("key differs from the key computed from scratch")
	}
	c := g.Copy()
	play(t, g, "a2-b2")
	if c.Hash() != h || c.Position() != "5/5/5/X4/4O x 3" {
		t.Fatalf("the copy changed: %q", c.Position())
	}
	play(t, &c, "a2-a3")
	c.Unmake()
	if c.Hash() != h {
		t.Fatal("Unmake on the copy does not restore it")
	}
	other := newCore(t, spec, Rules{ClockLimit: 50}, "5/5/5/X4/4O x 4")
	if other.Hash() == h {
		t.Error("the clock is not hashed with the limit on")
	}
	off := newCore(t, spec, Rules{}, "5/5/5/X4/4O x 4")
	if off.Hash() != newCore(t, spec, Rules{}, "5/5/5/X4/4O x 3").Hash() {
		t.Error("the clock is hashed with the limit off")
	}
}

func TestHelpers(t *testing.T) {
	d := Distances(board)
	if got := d[point(t, "a1")][point(t, "e5")]; got != 4 {
		t.Errorf("a1 to e5: %d steps, want 4 (along the diagonal)", got)
	}
	if got := d[point(t, "b1")][point(t, "a2")]; got != 2 {
		t.Errorf("b1 to a2: %d steps, want 2 (no diagonal there)", got)
	}
	empty := board.All() &^ (1<<point(t, "b2") | 1<<point(t, "a2") | 1<<point(t, "b1"))
	if got := Reach(board, point(t, "a1"), empty); got != 1<<point(t, "a1") {
		t.Errorf("a walled-in a1 reaches %d points", bits.OnesCount64(got))
	}
	enemy := uint64(1)<<point(t, "b2") | 1<<point(t, "a2")
	if got := Hanging(board, point(t, "a1"), board.All()&^enemy&^(1<<point(t, "a1")), enemy); got != enemy {
		t.Errorf("hanging %b, want %b", got, enemy)
	}
	g := newCore(t, testSpec(ClockNone, false), Rules{}, "5/5/2X2/5/O4 x")
	want := "5 . . . . .\n4 . . . . .\n3 . . X . .\n2 . . . . .\n1 O . . . .\n  a b c d e"
	if got := g.Diagram(); got != want {
		t.Errorf("diagram\n%s\nwant\n%s", got, want)
	}
}

func TestNoAllocs(t *testing.T) {
	g := newCore(t, testSpec(ClockRequired, false), Rules{Capture: [2]Capture{Huff, Huff}, RepetitionDraw: true, ClockLimit: 30},
		"1X3/1XX2/X1O1X/1X3/O3O o 7")
	buf := make([]position.Move, 0, 256)
	allocs := testing.AllocsPerRun(20, func() {
		buf = g.GenMoves(buf[:0])
		g.GenNoisy(buf[len(buf):])
		for _, m := range buf {
			g.Make(m)
			g.Hash()
			g.Outcome()
			g.CountMoves()
			g.FindChain(m)
			g.Unmake()
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per run", allocs)
	}
	if len(buf) == 0 {
		t.Fatal("no moves to try")
	}
}

// TestStateSize pins the undo record at 32 bytes: Make copies it on every
// node.
func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(state{}); n != 32 {
		t.Errorf("state is %d bytes, want 32", n)
	}
}

// TestCapturesMemo checks the chains' memo against FindChain, which walks
// the chains anew: in a position with more chains than the memo scans
// (so the index is used), in a short list, after the children of the
// position were searched (a deeper ply must not disturb it), after Make
// and Unmake of every chain, and for moves that name no chain.
func TestCapturesMemo(t *testing.T) {
	spec := testSpec(ClockRequired, false)
	for _, tc := range []struct {
		name, pos string
		minChains int
	}{
		{"many chains", "1XX2/X2XX/2OX1/1XXXX/5 o 0", memoScan + 1},
		{"one chain", "5/3X1/5/1X3/O4 o 0", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newCore(t, spec, Rules{Capture: [2]Capture{1: Optional}}, tc.pos)
			moves := g.GenMoves(nil)
			var chains []position.Move
			for _, m := range moves {
				if pointgraph.MoveKind(m) == pointgraph.KindChain {
					chains = append(chains, m)
				}
			}
			if len(chains) < tc.minChains {
				t.Fatalf("%d chains, want at least %d for this test", len(chains), tc.minChains)
			}
			check := func(when string) {
				t.Helper()
				for _, m := range chains {
					got, ok := g.Captures(m)
					c := g.FindChain(m)
					if !ok || c == nil || got != c.Captured {
						t.Fatalf("%s: Captures(%s) = %#x, %v; FindChain captures %v", when, g.FormatMove(m), got, ok, c)
					}
				}
				// A chain move with an ordinal past the last names nothing.
				bogus := pointgraph.ChainMove(pointgraph.From(chains[0]), pointgraph.To(chains[0]), pointgraph.MaxOrdinal)
				if _, ok := g.Captures(bogus); ok {
					t.Fatalf("%s: Captures of a chain that does not exist reported one", when)
				}
			}
			check("after GenMoves")
			before := g.Position()
			for _, m := range chains {
				g.Make(m)
				g.GenMoves(nil) // fills the memo one ply deeper
				g.Unmake()
				if g.Position() != before {
					t.Fatalf("Make/Unmake of %s changed the position", g.FormatMove(m))
				}
			}
			check("after searching the children")
			for _, m := range chains {
				c := g.FindChain(m)
				want := g.Pieces(0) &^ c.Captured
				g.Make(m)
				if g.Pieces(0) != want {
					t.Errorf("Make(%s) left %#x, want %#x", g.FormatMove(m), g.Pieces(0), want)
				}
				g.Unmake()
			}
		})
	}
}
