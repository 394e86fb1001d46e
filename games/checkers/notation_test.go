package checkers

import (
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// TestPositionForms checks that each position string of the worked
// examples describes the same position as the PDN FEN written beside it.
func TestPositionForms(t *testing.T) {
	tests := []struct {
		name, rows, pdn string
	}{
		{"start", "1w1w1w1w/w1w1w1w1/1w1w1w1w/8/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0",
			"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"},
		{"start with ranges", "1w1w1w1w/w1w1w1w1/1w1w1w1w/8/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0", "B:B1-12:W21-32"},
		{"forward", "8/8/8/4w3/3b4/8/8/8 b 0", "B:W18:B15"},
		{"backward", "8/8/8/8/3b4/2w5/8/8 b 0", "B:W11:B15"},
		{"crowning", "8/2w1w3/5b2/8/8/8/8/8 b 0", "B:W26,27:B22"},
		{"king's chain", "8/8/8/4b3/8/4b3/3W4/8 w 0", "W:WK7:B10,18"},
		{"no legal move", "8/8/8/8/8/2w5/1w6/b7 b 0", "B:W8,11:B4"},
		{"corners", "1B5W/8/8/8/8/8/8/W5b1 w 0", "W:WK29,K4:BK32,1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, b := New(DefaultConfig()), New(DefaultConfig())
			if err := a.SetPosition(tc.rows); err != nil {
				t.Fatal(err)
			}
			if err := b.SetPosition(tc.pdn); err != nil {
				t.Fatal(err)
			}
			if a.Position() != tc.rows || b.Position() != tc.rows {
				t.Errorf("positions %q and %q, want %q", a.Position(), b.Position(), tc.rows)
			}
			if a.Hash() != b.Hash() {
				t.Errorf("hashes differ")
			}
			// PDN writes the FEN back; it must read as the same position.
			c := New(DefaultConfig())
			if err := c.SetPosition(a.PDN()); err != nil || c.Position() != tc.rows {
				t.Errorf("PDN() = %q reads as %q, %v", a.PDN(), c.Position(), err)
			}
		})
	}
	if got, want := New(DefaultConfig()).PDN(), "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"; got != want {
		t.Errorf("PDN() = %q, want %q", got, want)
	}
	if got, want := New(Config{Setup: SeedLiteral}).Position(),
		"1w1w1w1w/w1w1w1w1/1w1w1w1w/w1w1w1w1/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0"; got != want {
		t.Errorf("seed-literal start = %q, want %q", got, want)
	}
}

func TestSetPosition(t *testing.T) {
	tests := []struct {
		in   string
		want string // the canonical position, "" for an error
		msg  string // the error mentions this
	}{
		{in: "8/8/8/8/8/8/8/8 w 12", want: "8/8/8/8/8/8/8/8 w 12"},
		{in: "8/8/8/8/8/8/8/b7 B", want: "8/8/8/8/8/8/8/b7 b 0"},
		{in: "  8/8/8/8/8/8/8/b7   b   3 ", want: "8/8/8/8/8/8/8/b7 b 3"},
		{in: "W:WK7:B10,18 17", want: "8/8/8/4b3/8/4b3/3W4/8 w 17"},
		{in: "w:wk7:b10,18", want: "8/8/8/4b3/8/4b3/3W4/8 w 0"},
		{in: "B:W18:B15.", want: "8/8/8/4w3/3b4/8/8/8 b 0"},
		{in: "B:W:B", want: "8/8/8/8/8/8/8/8 b 0"},
		{in: "8/8/8/8/8/8/8/8 w 1000000", want: "8/8/8/8/8/8/8/8 w 1000000"},
		{in: "", msg: "empty"},
		{in: "8/8/8/8/8/8/8/8", msg: "want <rows>"},
		{in: "8/8/8/8/8/8/8/8 x 0", msg: "side to move"},
		{in: "8/8/8/8/8/8/8/8 b -1", msg: "clock"},
		{in: "8/8/8/8/8/8/8/8 b +1", msg: "clock"},
		{in: "8/8/8/8/8/8/8/8 b 1000001", msg: "clock"},
		{in: "8/8/8/8/8/8/8/8 b 99999999999999999999999", msg: "clock"},
		{in: "8/8/8/8/8/8/8/8 b 0 0", msg: "too many"},
		{in: "8/8/8/8/8/8/8 b 0", msg: "rows"},
		{in: "w7/8/8/8/8/8/8/8 b 0", msg: "light square"},
		{in: "1x6/8/8/8/8/8/8/8 b 0", msg: "unknown piece"},
		{in: "1b6/8/8/8/8/8/8/8 b 0", msg: "black man on square 32"},
		{in: "8/8/8/8/8/8/8/6w1 b 0", msg: "white man on square 1"},
		{in: "B:W18:B18", msg: "two pieces"},
		{in: "B:W18:W15", msg: "listed twice"},
		{in: "B:W33:B15", msg: "not on the board"},
		{in: "B:W18", msg: "want side"},
		{in: "B::B15", msg: "empty colour"},
		{in: "B:X18:B15", msg: "want B or W"},
		{in: "B:W18-12:B15", msg: "backwards"},
		{in: "B:WK:B15", msg: "want a number"},
		{in: "X:W18:B15", msg: "side to move"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := setup(t, nil, "", "11-15")
			before, hash := g.Position(), g.Hash()
			err := g.SetPosition(tc.in)
			if tc.want != "" {
				if err != nil {
					t.Fatalf("SetPosition(%q): %v", tc.in, err)
				}
				if g.Position() != tc.want {
					t.Errorf("Position() = %q, want %q", g.Position(), tc.want)
				}
				return
			}
			if err == nil {
				t.Fatalf("SetPosition(%q) accepted as %q", tc.in, g.Position())
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("SetPosition(%q): %v; want it to mention %q", tc.in, err, tc.msg)
			}
			if g.Position() != before || g.Hash() != hash {
				t.Errorf("a failed SetPosition changed the position")
			}
			g.Unmake() // the history must still be there
			if g.Position() != New(DefaultConfig()).Position() {
				t.Errorf("a failed SetPosition changed the history")
			}
		})
	}
}

func TestBoard(t *testing.T) {
	g := setup(t, nil, "W:WK7,21:B10,K18")
	want := strings.Join([]string{
		"   .   .   .   .     32  31  30  29",
		" .   .   .   .     28  27  26  25",
		"   .   .   .   w     24  23  22  21",
		" .   .   B   .     20  19  18  17",
		"   .   .   .   .     16  15  14  13",
		" .   .   b   .     12  11  10   9",
		"   .   W   .   .      8   7   6   5",
		" .   .   .   .      4   3   2   1",
	}, "\n")
	if got := g.Board(); got != want {
		t.Errorf("Board() =\n%s\nwant\n%s", got, want)
	}
}

// fuzzPositions are the positions FuzzParseMove reads moves in ("" for
// the start).
var fuzzPositions = []string{
	"",
	"W:WK7:B10,18",
	"B:W10,11,18,19:B7",
	"B:W10,11,18,19:BK7",
	"8/2w1w3/5b2/8/8/8/8/8 b 0",
	"B:WK32:BK1 80",
}

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"11-15", "7x14x23", "7x23", "7x7", "7x16x23x14x7", "22x31", "1-6", "x", "-", "09-13", "1-1", "32x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, pos := range fuzzPositions {
			positiontest.CheckParseMove(t, setup(t, nil, pos), s)
		}
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string does not change a game in progress, and that an accepted one
// round-trips (in a new game too), is over exactly when it has no move,
// and can be played from and drawn.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"1w1w1w1w/w1w1w1w1/1w1w1w1w/8/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0",
		"8/8/8/4b3/8/4b3/3W4/8 w 0",
		"W:WK7:B10,18", "B:W1-12:B21-32 3", "B:B1-4:WK29-32.", "w:w:b", "8/8/8/8/8/8/8/8 b",
		"3B4/2w5/8/8/8/8/8/8 w 79", "////////", "9/8/8/8/8/8/8/8 b 0", "B:W0:B1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return setup(t, nil, "", "11-15") }, s)
		g := setup(t, nil, "", "11-15")
		if g.SetPosition(s) != nil {
			return
		}
		p := g.Position()
		if fresh := setup(t, nil, p); fresh.Hash() != g.Hash() {
			t.Fatalf("%q: hash %#x in a new game, %#x in a game in progress", p, fresh.Hash(), g.Hash())
		}
		moves := g.GenMoves(nil)
		if over, _ := g.Outcome(); over != (len(moves) == 0) {
			t.Fatalf("%q: over = %v with %d moves", p, over, len(moves))
		}
		_ = g.Board()
	})
}
