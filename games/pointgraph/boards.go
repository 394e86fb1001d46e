package pointgraph

import (
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// The boards of the line games. Each function builds a new Board; a game
// calls it once, from a package variable initialiser.

// gridSpec builds a spec on an integer grid: the points for which exists
// holds, named like chess squares (a1 is (0, 0)), and the maximal straight
// runs of connections in the four directions as its lines. joined reports
// whether two existing points one step apart are connected.
func gridSpec(width, height int, exists func(x, y int) bool, joined func(x, y, dx, dy int) bool) Spec {
	var s Spec
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			if exists(x, y) {
				s.Points = append(s.Points, Point{Name: position.CellName(x, y), X: x, Y: y})
			}
		}
	}
	on := func(x, y int) bool { return x >= 0 && y >= 0 && x < width && y < height && exists(x, y) }
	link := func(x, y, dx, dy int) bool { return on(x, y) && on(x+dx, y+dy) && joined(x, y, dx, dy) }
	for _, d := range [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		dx, dy := d[0], d[1]
		for y := 0; y < height; y++ {
			for x := 0; x < width; x++ {
				// A line starts where a connection leaves (x, y) along d
				// and none arrives.
				if !link(x, y, dx, dy) || link(x-dx, y-dy, dx, dy) {
					continue
				}
				line := []string{position.CellName(x, y)}
				for cx, cy := x, y; link(cx, cy, dx, dy); cx, cy = cx+dx, cy+dy {
					line = append(line, position.CellName(cx+dx, cy+dy))
				}
				s.Lines = append(s.Lines, line)
			}
		}
	}
	return s
}

// alternating joins orthogonal neighbours always and diagonal ones only
// from points whose coordinates sum to an even number: the pattern of the
// Alquerque board and of the cross board of the fox games.
func alternating(x, y, dx, dy int) bool { return dx == 0 || dy == 0 || (x+y)%2 == 0 }

// Alquerque is the 5×5 Alquerque board, a1 to e5: 25 points, 56
// connections, diagonals only through the points where x+y is even.
func Alquerque() *Board {
	return MustNew(gridSpec(5, 5, func(x, y int) bool { return true }, alternating))
}

// Cross is the 33-point cross-shaped board of Fox and Geese and Foxes and
// Sheep: the points (x, y) of a 7×7 grid with 2 ≤ x ≤ 4 or 2 ≤ y ≤ 4, with
// alternating diagonals (72 connections).
func Cross() *Board {
	exists := func(x, y int) bool { return (x >= 2 && x <= 4) || (y >= 2 && y <= 4) }
	return MustNew(gridSpec(7, 7, exists, alternating))
}

// Adugo is the Adugo board: the Alquerque square on ranks 3 to 7 with a
// triangle below it whose apex is c3 (31 points, 66 connections), as
// games/adugo/doc.go describes it.
func Adugo() *Board {
	exists := func(x, y int) bool {
		switch y {
		case 0:
			return x%2 == 0 // a1 c1 e1
		case 1:
			return x >= 1 && x <= 3 // b2 c2 d2
		}
		return y <= 6
	}
	spec := Spec{}
	for y := 0; y < 7; y++ {
		for x := 0; x < 5; x++ {
			if exists(x, y) {
				spec.Points = append(spec.Points, Point{Name: position.CellName(x, y), X: x, Y: y})
			}
		}
	}
	// The 18 lines of the board (games/adugo/doc.go).
	for _, l := range []string{
		"a7 b7 c7 d7 e7", "a6 b6 c6 d6 e6", "a5 b5 c5 d5 e5", "a4 b4 c4 d4 e4", "a3 b3 c3 d3 e3",
		"a3 a4 a5 a6 a7", "b3 b4 b5 b6 b7", "d3 d4 d5 d6 d7", "e3 e4 e5 e6 e7", "c1 c2 c3 c4 c5 c6 c7",
		"a3 b4 c5 d6 e7", "a7 b6 c5 d4 e3", "a5 b6 c7", "c7 d6 e5",
		"a5 b4 c3 d2 e1", "e5 d4 c3 b2 a1",
		"b2 c2 d2", "a1 c1 e1",
	} {
		spec.Lines = append(spec.Lines, strings.Fields(l))
	}
	return MustNew(spec)
}

// Morris is the 24-point board of Nine Men's Morris (16 lines of three
// points, 32 connections), with the four corner diagonals of Twelve Men's
// Morris when diagonals is set (20 lines, 40 connections). Its lines are
// exactly the possible mills.
func Morris(diagonals bool) *Board {
	var spec Spec
	rows := []string{"a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4 e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1"}
	for _, r := range rows {
		for _, name := range strings.Fields(r) {
			x, y, _ := position.ParseCellName(name)
			spec.Points = append(spec.Points, Point{Name: name, X: x, Y: y})
		}
	}
	lines := []string{
		"a7 d7 g7", "b6 d6 f6", "c5 d5 e5", "a4 b4 c4", "e4 f4 g4", "c3 d3 e3", "b2 d2 f2", "a1 d1 g1",
		"a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7",
	}
	if diagonals {
		lines = append(lines, "a1 b2 c3", "g1 f2 e3", "a7 b6 c5", "g7 f6 e5")
	}
	for _, l := range lines {
		spec.Lines = append(spec.Lines, strings.Fields(l))
	}
	return MustNew(spec)
}

// HareHounds is the 11-point board of Hare and Hounds, points named 0 to
// 10 as in the seed (22 connections). Its position-string order is the
// point numbers, in one row.
func HareHounds() *Board {
	// (x, y) with y = 0 at the top, as the board is drawn; Point.Y grows
	// upwards.
	at := [11][2]int{{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}, {3, 0}, {3, 1}, {3, 2}, {4, 1}}
	var spec Spec
	var row []string
	for i, xy := range at {
		name := strconv.Itoa(i)
		spec.Points = append(spec.Points, Point{Name: name, X: xy[0], Y: 2 - xy[1]})
		row = append(row, name)
	}
	spec.Rows = [][]string{row}
	for _, l := range []string{
		"0 2 5 8 10", "1 4 7", "3 6 9", // horizontal
		"1 2 3", "4 5 6", "7 8 9", // vertical
		"0 1", "0 3", "1 5 9", "3 5 7", "7 10", "9 10", // diagonal
	} {
		spec.Lines = append(spec.Lines, strings.Fields(l))
	}
	return MustNew(spec)
}

// DarkSquares is the graph of the 32 dark squares of an 8×8 checkerboard
// (a1 dark, as in chess), joined along the diagonals: the board of Fox and
// Hounds.
func DarkSquares() *Board {
	dark := func(x, y int) bool { return (x+y)%2 == 0 }
	return MustNew(gridSpec(8, 8, dark, func(x, y, dx, dy int) bool { return dx != 0 && dy != 0 }))
}
