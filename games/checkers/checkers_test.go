package checkers

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// perftShortLimit keeps -short runs to the cheap depths (up to 7).
const perftShortLimit = 200_000

func info(t testing.TB) position.Info {
	t.Helper()
	inf, ok := position.Lookup("checkers")
	if !ok {
		t.Fatal("checkers is not registered")
	}
	return inf
}

func TestConformance(t *testing.T) {
	positiontest.Run(t, func() position.Playable { return New(DefaultConfig()) }, positiontest.Config{
		// Every ply without a capture or a man move counts towards the
		// 80-ply limit, and there are at most 24*7 man moves and 23
		// captures, so every game ends well within this bound.
		MaxPlies: 20_000,
		Starts: []string{
			// The start as the seed printed it.
			"1w1w1w1w/w1w1w1w1/1w1w1w1w/w1w1w1w1/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0",
			// Kings only: long shuffles end by repetition or the clock.
			"W:WK14,K32:BK1,K19 70",
			"B:WK23:BK10,K12",
			// Kings and men, with captures around.
			"B:W10,11,18,19,K30:B7,K1",
			"W:WK7,21,22:B10,18,K26 5",
		},
	})
}

func TestConformanceOptions(t *testing.T) {
	cfg := Config{Setup: Standard, RepetitionDraw: false, NoProgressLimit: 20}
	positiontest.Run(t, func() position.Playable { return New(cfg) }, positiontest.Config{
		MaxPlies: 20_000, Games: 5,
		Starts: []string{"W:WK14,K32:BK1,K19 3"},
	})
}

func TestPerft(t *testing.T) {
	positiontest.RunPerft(t, info(t), "../../testdata/perft/checkers.txt", perftShortLimit)
}

// TestGeometry checks the square numbering against the numbering formula
// (squareAt) and the diagram below, and the shift primitives against neighbour tables
// built from (row, column) geometry.
func TestGeometry(t *testing.T) {
	diagram := [8]string{ // the board with its PDN numbers, row 0 first
		" . 32  . 31  . 30  . 29",
		"28  . 27  . 26  . 25  .",
		" . 24  . 23  . 22  . 21",
		"20  . 19  . 18  . 17  .",
		" . 16  . 15  . 14  . 13",
		"12  . 11  . 10  .  9  .",
		" .  8  .  7  .  6  .  5",
		" 4  .  3  .  2  .  1  .",
	}
	for r := 0; r < 8; r++ {
		for c := 0; c < 8; c++ {
			cell := diagram[r][3*c : 3*c+2]
			want := -1
			if cell != " ." {
				want = int(cell[0]-'0')*10 + int(cell[1]-'0')
				if cell[0] == ' ' {
					want = int(cell[1] - '0')
				}
				want-- // internal squares count from 0
			}
			if got := squareAt(r, c); got != want {
				t.Errorf("squareAt(%d,%d) = %d, want %d", r, c, got, want)
			}
			if want >= 0 {
				if f := 4*(7-r) + (7-c)/2; f != want {
					t.Errorf("formula at (%d,%d) = %d, want %d", r, c, f+1, want+1)
				}
				if rr, cc := rowCol(want); rr != r || cc != c {
					t.Errorf("rowCol(%d) = (%d,%d), want (%d,%d)", want+1, rr, cc, r, c)
				}
			}
		}
	}
	for sq := 0; sq < numSquares; sq++ {
		r, c := rowCol(sq)
		bit := uint32(1) << sq
		var up, down uint32
		for d := dirSE; d < nDir; d++ {
			want := uint32(0)
			if n := squareAt(r+dirDelta[d][0], c+dirDelta[d][1]); n >= 0 {
				want = 1 << n
			}
			if got := shift(bit, d); got != want {
				t.Errorf("shift(%d, %v) = %#x, want %#x", sq+1, d, got, want)
			}
			if d == dirNE || d == dirNW {
				up |= want
			} else {
				down |= want
			}
			if back := shift(want, d.opposite()); want != 0 && back != bit {
				t.Errorf("shift back from %d's %v neighbour = %#x", sq+1, d, back)
			}
		}
		if got := upTargets(bit); got != up {
			t.Errorf("upTargets(%d) = %#x, want %#x", sq+1, got, up)
		}
		if got := downTargets(bit); got != down {
			t.Errorf("downTargets(%d) = %#x, want %#x", sq+1, got, down)
		}
	}
}

// TestJumpers compares the bulk jumper sets with a square-by-square walk
// over the jump tables, on random boards.
func TestJumpers(t *testing.T) {
	rng := uint64(0x1234567)
	next := func() uint32 {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return uint32(rng)
	}
	for i := 0; i < 20000; i++ {
		own, opp := next(), next()
		opp &^= own
		empty := ^(own | opp)
		var up, down uint32
		for sq := 0; sq < numSquares; sq++ {
			if own>>sq&1 == 0 {
				continue
			}
			for d := dirSE; d < nDir; d++ {
				if overBit[sq][d]&opp != 0 && landBit[sq][d]&empty != 0 {
					if d == dirNE || d == dirNW {
						up |= 1 << sq
					} else {
						down |= 1 << sq
					}
				}
			}
		}
		if got := upJumpers(own, opp, empty); got != up {
			t.Fatalf("upJumpers(%#x, %#x) = %#x, want %#x", own, opp, got, up)
		}
		if got := downJumpers(own, opp, empty); got != down {
			t.Fatalf("downJumpers(%#x, %#x) = %#x, want %#x", own, opp, got, down)
		}
	}
}

func TestRegistry(t *testing.T) {
	inf := info(t)
	if inf.Sides != [2]string{"black", "white"} {
		t.Errorf("sides = %v", inf.Sides)
	}
	tests := []struct {
		name     string
		settings []string
		want     Config
		wantErr  bool
	}{
		{"defaults", nil, DefaultConfig(), false},
		{"seed literal", []string{"SETUP=Seed-Literal"}, Config{SeedLiteral, true, 80}, false},
		{"draws off", []string{"repetition_draw=off", "no_progress_limit=0"}, Config{Standard, false, 0}, false},
		{"limit too big", []string{"no_progress_limit=1001"}, Config{}, true},
		{"unknown setup", []string{"setup=chinese"}, Config{}, true},
		{"unknown option", []string{"first=white"}, Config{}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, _, err := position.NewGame("checkers", tc.settings...)
			if tc.wantErr {
				if err == nil {
					t.Fatalf("NewGame(%v) accepted", tc.settings)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.(*Game).Config(); got != tc.want {
				t.Errorf("config = %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestLayoutAndState(t *testing.T) {
	g := New(DefaultConfig())
	l := g.Layout()
	if len(l.Cells) != 32 || l.Width != 8 || l.Height != 8 {
		t.Fatalf("layout: %d cells, %vx%v", len(l.Cells), l.Width, l.Height)
	}
	cells := map[string]position.Cell{}
	for _, c := range l.Cells {
		if c.Shade != 1 || c.Kind != position.Square {
			t.Errorf("cell %s: shade %d kind %s", c.ID, c.Shade, c.Kind)
		}
		cells[c.ID] = c
	}
	places := []struct {
		id   string
		x, y float64
	}{
		{"1", 6.5, 7.5}, {"4", 0.5, 7.5}, {"5", 7.5, 6.5}, {"15", 3.5, 4.5}, {"29", 7.5, 0.5}, {"32", 1.5, 0.5},
	}
	for _, p := range places {
		if c := cells[p.id]; c.X != p.x || c.Y != p.y {
			t.Errorf("cell %s at (%v,%v), want (%v,%v)", p.id, c.X, c.Y, p.x, p.y)
		}
	}
	if len(l.Sides) != 2 || l.Sides[0].Name != "black" || l.Sides[1].Pieces[1].Kind != "king" || l.Sides[1].Pieces[1].Symbol != "W" {
		t.Errorf("sides = %+v", l.Sides)
	}
	if err := g.SetPosition("W:WK7,21:B10,K18"); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	want := []position.Placed{
		{Cell: "10", Side: 0, Kind: "man"}, {Cell: "18", Side: 0, Kind: "king"},
		{Cell: "7", Side: 1, Kind: "king"}, {Cell: "21", Side: 1, Kind: "man"},
	}
	if len(s.Pieces) != len(want) {
		t.Fatalf("pieces = %v, want %v", s.Pieces, want)
	}
	for i := range want {
		if s.Pieces[i] != want[i] {
			t.Errorf("piece %d = %v, want %v", i, s.Pieces[i], want[i])
		}
	}
	if s.ToMove != 1 || s.Side != "white" || s.Position != g.Position() {
		t.Errorf("state = %+v", s)
	}
}

// TestClonesInParallel runs perft on clones of one game at once, as Lazy
// SMP workers do; under -race it shows that clones share no mutable state.
func TestClonesInParallel(t *testing.T) {
	g := setup(t, nil, "", "11-15", "22-18")
	want := position.Perft(g, 5, false)
	const workers = 4
	got := make(chan uint64, workers)
	for i := 0; i < workers; i++ {
		c := g.Clone()
		go func() { got <- position.Perft(c, 5, false) }()
	}
	for i := 0; i < workers; i++ {
		if n := <-got; n != want {
			t.Errorf("perft(5) on a clone = %d, want %d", n, want)
		}
	}
}
