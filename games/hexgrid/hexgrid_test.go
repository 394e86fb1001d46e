package hexgrid

import (
	"slices"
	"testing"
)

func TestNeighbors(t *testing.T) {
	g := New(3)
	tests := []struct {
		cell string
		want []string // in Steps order
	}{
		{"a1", []string{"b1", "a2"}},
		{"b2", []string{"a2", "c2", "b1", "b3", "c1", "a3"}},
		{"c1", []string{"b1", "c2", "b2"}},
		{"c3", []string{"b3", "c2"}},
		{"a3", []string{"b3", "a2", "b2"}},
	}
	for _, tc := range tests {
		i := slices.Index(g.Names, tc.cell)
		var got []string
		for _, j := range g.Neighbors(i) {
			got = append(got, g.Names[j])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("neighbours of %s = %v, want %v", tc.cell, got, tc.want)
		}
	}
}

// TestRing checks that the ring lists the same neighbours as Neighbors,
// and that consecutive ring cells are adjacent.
func TestRing(t *testing.T) {
	g := New(5)
	for i := range g.Cells {
		var ring []int16
		for k, j := range g.Ring[i] {
			if j < 0 {
				continue
			}
			ring = append(ring, j)
			if next := g.Ring[i][(k+1)%6]; next >= 0 && !slices.Contains(g.Neighbors(int(j)), next) {
				t.Errorf("%s: ring cells %s and %s are not adjacent", g.Names[i], g.Names[j], g.Names[next])
			}
		}
		nb := slices.Clone(g.Neighbors(i))
		slices.Sort(ring)
		slices.Sort(nb)
		if !slices.Equal(ring, nb) {
			t.Errorf("%s: ring %v, neighbours %v", g.Names[i], ring, nb)
		}
	}
}

func TestEdgesAndMirror(t *testing.T) {
	g := New(4)
	tests := []struct {
		cell   string
		edges  uint8
		mirror string
	}{
		{"a1", 1<<Top | 1<<Left, "a1"},
		{"d1", 1<<Top | 1<<Right, "a4"},
		{"b4", 1 << Bottom, "d2"},
		{"b2", 0, "b2"},
		{"d3", 1 << Right, "c4"},
	}
	for _, tc := range tests {
		i := slices.Index(g.Names, tc.cell)
		if g.OnEdge[i] != tc.edges {
			t.Errorf("%s: edges %04b, want %04b", tc.cell, g.OnEdge[i], tc.edges)
		}
		if m := g.Names[g.Mirror(i)]; m != tc.mirror {
			t.Errorf("%s: mirror %s, want %s", tc.cell, m, tc.mirror)
		}
	}
}

func TestLayout(t *testing.T) {
	g := New(3)
	if got := g.EdgeCells(Right); !slices.Equal(got, []string{"c1", "c2", "c3"}) {
		t.Errorf("EdgeCells(Right) = %v", got)
	}
	for _, upward := range []bool{false, true} {
		l := g.Layout("test", upward)
		if l.Game != "test" || len(l.Cells) != 9 || l.Width != 4 {
			t.Fatalf("upward %v: game %q, %d cells, width %v", upward, l.Game, len(l.Cells), l.Width)
		}
		a1, a3 := l.Cells[0], l.Cells[6]
		if a1.ID != "a1" || a3.ID != "a3" || a3.X != a1.X+1 || (a3.Y > a1.Y) == upward {
			t.Errorf("upward %v: a1 at (%v, %v), a3 at (%v, %v)", upward, a1.X, a1.Y, a3.X, a3.Y)
		}
		if !slices.Equal(l.Cells[4].Neighbors, []string{"a2", "c2", "b1", "b3", "c1", "a3"}) {
			t.Errorf("b2's neighbours %v", l.Cells[4].Neighbors)
		}
	}
}
