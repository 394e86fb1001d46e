package gogame

import (
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestNakade: the playouts' nakade rule finds the vital point of each
// killing shape enclosed by one colour next to the last move, and none
// in a shape that is one eye or two whoever plays first, a region with
// both colours around it, or a region too big. The boards are 9×9,
// rows from the top, the rows not given empty.
func TestNakade(t *testing.T) {
	tests := []struct {
		name string
		rows []string // the bottom rows
		last string   // the last move, one of the enclosing stones
		want string   // the vital point, or "" for none
	}{
		{"straight three", []string{"xxxx.....", "...x....."}, "d1", "b1"},
		{"bent three", []string{"xx.......", ".x.......", "..x......"}, "c1", "a1"},
		{"pyramid four", []string{".x.......", "x.x......", "...x....."}, "d1", "b1"},
		{"bulky five", []string{"xx.......", "..x......", "...x....."}, "d1", "b1"},
		{"crossed five", []string{"...x.....", "..x.x....", ".x...x...", "..x.x....", "...x....."}, "d1", "d3"},
		{"rabbity six", []string{"..xx.....", ".x..x....", ".x...x...", "..x.x....", "...x....."}, "d1", "d3"},
		{"square four", []string{"xx.......", "..x......", "..x......"}, "c1", ""},
		{"straight four", []string{"xxxxx....", "....x...."}, "e1", ""},
		{"bent four", []string{"x........", ".xx......", "...x....."}, "d1", ""},
		{"long-stemmed five", []string{"xxx......", "..x......", "...x.....", "...x....."}, "d1", ""},
		{"both colours around", []string{"xxoo.....", "...x....."}, "d1", ""},
		{"two points", []string{"xxx......", "..x......"}, "c1", ""},
		{"seven in a row", []string{"xxxxxxxx.", ".......x."}, "h1", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rows := slices.Repeat([]string{"........."}, 9-len(tc.rows))
			g := newGame(t, "rules=standard")
			if err := g.SetPosition(diagram("w", append(rows, tc.rows...)...)); err != nil {
				t.Fatal(err)
			}
			last, err := g.parseVertex(tc.last)
			if err != nil {
				t.Fatal(err)
			}
			pb := newPlayoutBoard(g.geo)
			pb.load(g)
			for c := int16(1); c <= 2; c++ { // either side plays it
				got := ""
				if p := pb.nakade(c, last); p != 0 {
					got = g.FormatMove(position.Move(p))
				}
				if got != tc.want {
					t.Errorf("colour %d: nakade gives %q, want %q", c, got, tc.want)
				}
			}
		})
	}
}
