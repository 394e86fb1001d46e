package pointgraph

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

func TestBoards(t *testing.T) {
	tests := []struct {
		name   string
		board  *Board
		points int
		edges  int
		lines  int
	}{
		{"alquerque", Alquerque(), 25, 56, 16},
		{"cross", Cross(), 33, 72, 0},
		{"adugo", Adugo(), 31, 66, 18},
		{"morris", Morris(false), 24, 32, 16},
		{"morris diagonals", Morris(true), 24, 40, 20},
		{"hare-hounds", HareHounds(), 11, 22, 12},
		{"dark squares", DarkSquares(), 32, 49, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.board
			if b.Len() != tc.points || len(b.Edges()) != tc.edges {
				t.Errorf("%d points and %d edges, want %d and %d", b.Len(), len(b.Edges()), tc.points, tc.edges)
			}
			if tc.lines > 0 && len(b.Lines()) != tc.lines {
				t.Errorf("%d lines, want %d", len(b.Lines()), tc.lines)
			}
			degrees := 0
			for p := 0; p < b.Len(); p++ {
				degrees += bits.OnesCount64(b.Adj(p))
				for _, j := range b.Jumps(p) {
					// Every jump is along two connections in a straight line.
					o, q := int(j.Over), int(j.To)
					if b.Adj(p)>>o&1 == 0 || b.Adj(o)>>q&1 == 0 {
						t.Errorf("jump %s-%s-%s is not along connections", b.Name(p), b.Name(o), b.Name(q))
					}
					P, O, Q := b.Point(p), b.Point(o), b.Point(q)
					if O.X-P.X != Q.X-O.X || O.Y-P.Y != Q.Y-O.Y {
						t.Errorf("jump %s-%s-%s is not straight", P.Name, O.Name, Q.Name)
					}
				}
			}
			if degrees != 2*tc.edges {
				t.Errorf("degree sum %d, want %d", degrees, 2*tc.edges)
			}
			l := b.Layout("x")
			if len(l.Cells) != tc.points || len(l.Lines) != tc.edges {
				t.Errorf("layout has %d cells and %d lines", len(l.Cells), len(l.Lines))
			}
			var cells [MaxPoints]byte
			for p := 0; p < b.Len(); p += 3 {
				cells[p] = 'X'
			}
			s := b.FormatBoard(&cells)
			back, err := b.ParseBoard(s, "X")
			if err != nil || back != cells {
				t.Errorf("board %q does not round-trip: %v", s, err)
			}
		})
	}
}

func names(b *Board, s string) uint64 {
	var m uint64
	for _, n := range strings.Fields(s) {
		p, ok := b.Index(n)
		if !ok {
			panic(n)
		}
		m |= 1 << p
	}
	return m
}

func TestAdjacencyFromRules(t *testing.T) {
	adugo, hare, alq := Adugo(), HareHounds(), Alquerque()
	tests := []struct {
		board *Board
		point string
		adj   string
	}{
		{adugo, "c5", "b4 c4 d4 b5 d5 b6 c6 d6"},
		{adugo, "c3", "b3 d3 b4 c4 d4 b2 c2 d2"},
		{adugo, "a1", "b2 c1"},
		{adugo, "c1", "a1 e1 c2"},
		{hare, "5", "1 2 3 4 6 7 8 9"},
		{hare, "0", "1 2 3"},
		{hare, "10", "7 8 9"},
		{alq, "b1", "a1 c1 b2"},
		{alq, "c3", "b2 c2 d2 b3 d3 b4 c4 d4"},
	}
	for _, tc := range tests {
		p, _ := tc.board.Index(tc.point)
		if got, want := tc.board.Adj(p), names(tc.board, tc.adj); got != want {
			t.Errorf("%s: adjacent %x, want %x (%s)", tc.point, got, want, tc.adj)
		}
	}
	jumps := []struct{ from, over, to string }{
		{"c4", "c3", "c2"}, {"b4", "c3", "d2"}, {"d4", "c3", "b2"}, {"c3", "b2", "a1"},
		{"b2", "c3", "d4"}, {"a1", "c1", "e1"}, {"b2", "c2", "d2"},
	}
	for _, j := range jumps {
		p, _ := adugo.Index(j.from)
		o, _ := adugo.Index(j.over)
		q, _ := adugo.Index(j.to)
		if !slices.Contains(adugo.Jumps(p), Jump{int8(o), int8(q)}) {
			t.Errorf("adugo: no jump %s over %s to %s", j.from, j.over, j.to)
		}
	}
}

// chains lists the chains of the white pieces in an Alquerque board field.
func chains(t *testing.T, field string, rule ChainRule) []string {
	t.Helper()
	b := Alquerque()
	cells, err := b.ParseBoard(field, "WB")
	if err != nil {
		t.Fatal(err)
	}
	var white, black uint64
	for p := 0; p < b.Len(); p++ {
		switch cells[p] {
		case 'W':
			white |= 1 << p
		case 'B':
			black |= 1 << p
		}
	}
	empty := b.All() &^ (white | black)
	var moves []position.Move
	for m := white; m != 0; m &= m - 1 {
		moves = b.AppendChains(moves, bits.TrailingZeros64(m), empty, black, rule)
	}
	var out []string
	for _, m := range moves {
		var c Chain
		if !b.FindChain(m, empty, black, rule, &c) {
			t.Fatalf("FindChain lost move %x", m)
		}
		if c.From != From(m) || c.To() != To(m) || bits.OnesCount64(c.Captured) != c.N || c.Captured&^black != 0 {
			t.Errorf("chain %s does not match its move %x", c.Format(b), m)
		}
		out = append(out, c.Format(b))
	}
	slices.Sort(out)
	return out
}

func TestChains(t *testing.T) {
	tests := []struct {
		name  string
		field string
		rule  ChainRule
		want  []string
	}{
		{"double jump", "5/2B2/5/2B2/2W2", Maximal, []string{"c1xc3xc5"}},
		{"branching", "5/1B1B1/5/2B2/2W2", Maximal, []string{"c1xc3xa5", "c1xc3xe5"}},
		{"branching, any prefix", "5/1B1B1/5/2B2/2W2", AnyPrefix, []string{"c1xc3", "c1xc3xa5", "c1xc3xe5"}},
		{"no diagonal from an odd point", "5/5/1B3/2B2/3W1", Maximal, nil},
		{"two routes round a square, same ends and captures", "5/5/1B3/B1B2/WB3", Maximal,
			[]string{"a1xa3xc3xc1xa1", "a1xc1xc3xa3xa1"}},
		{"a piece is never jumped twice", "5/5/5/1B3/W4", Maximal, []string{"a1xc3"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := chains(t, tc.field, tc.rule); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestChainMoveRejectsOthers(t *testing.T) {
	b := Alquerque()
	var c Chain
	if b.FindChain(StepMove(0, 1), b.All(), 0, Maximal, &c) {
		t.Error("FindChain accepted a step")
	}
	if b.FindChain(ChainMove(0, 10, 0), b.All(), 0, Maximal, &c) {
		t.Error("FindChain found a chain with no enemy pieces")
	}
	if m := Pack(KindChain, 63, 63, MaxOrdinal); m == position.NoMove {
		t.Error("a packed move equals NoMove")
	}
}

func BenchmarkAppendChains(b *testing.B) {
	board := Alquerque()
	cells, _ := board.ParseBoard("5/1B1B1/5/2B2/2W2", "WB")
	var black uint64
	for p := 0; p < board.Len(); p++ {
		if cells[p] == 'B' {
			black |= 1 << p
		}
	}
	from, _ := board.Index("c1")
	empty := board.All() &^ black &^ (1 << from)
	buf := make([]position.Move, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		buf = board.AppendChains(buf[:0], from, empty, black, Maximal)
	}
}

func TestParseChain(t *testing.T) {
	b := Alquerque()
	cells, _ := b.ParseBoard("5/5/1B3/B1B2/WB3", "WB")
	var white, black uint64
	for p := 0; p < b.Len(); p++ {
		switch cells[p] {
		case 'W':
			white |= 1 << p
		case 'B':
			black |= 1 << p
		}
	}
	empty := b.All() &^ (white | black)
	from, _ := b.Index("a1")
	for _, m := range b.AppendChains(nil, from, empty, black, Maximal) {
		var c Chain
		b.FindChain(m, empty, black, Maximal, &c)
		text := c.Format(b)
		for _, s := range []string{text, strings.ToUpper(text)} {
			got, err := b.ParseChain(s, empty, black, Maximal)
			if err != nil || got != m {
				t.Errorf("ParseChain(%q) = %x, %v; want %x", s, got, err, m)
			}
		}
	}
	for _, bad := range []string{"a1xa3xc3", "a1", "a1xx", "a1xz9", "a1xa3xc3xc1xa1xa3", "", "x"} {
		if m, err := b.ParseChain(bad, empty, black, Maximal); err == nil {
			t.Errorf("ParseChain(%q) = %x, want an error", bad, m)
		}
	}
	if m, err := b.ParseChain("a1xa3xc3", empty, black, AnyPrefix); err != nil || To(m) != 12 {
		t.Errorf("a prefix under AnyPrefix: %x, %v", m, err)
	}
}

func TestFindChainAllocs(t *testing.T) {
	b := Alquerque()
	cells, _ := b.ParseBoard("5/1B1B1/5/2B2/2W2", "WB")
	var black uint64
	for p := 0; p < b.Len(); p++ {
		if cells[p] == 'B' {
			black |= 1 << p
		}
	}
	from, _ := b.Index("c1")
	empty := b.All() &^ black &^ (1 << from)
	m := b.AppendChains(nil, from, empty, black, Maximal)[1]
	var c Chain
	if n := testing.AllocsPerRun(100, func() { b.FindChain(m, empty, black, Maximal, &c) }); n != 0 {
		t.Errorf("FindChain allocates %v times", n)
	}
}
