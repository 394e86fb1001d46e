// Package pointgraph is the board shared by the games played on points
// joined by drawn lines: Alquerque, the fox-and-hounds family, Adugo, the
// Hare and Hounds board and the morris boards.
//
// A board is described once, as data (a Spec): its points with integer
// grid coordinates, and its straight lines as sequences of points. From
// the lines follow everything the games need:
//
//   - two points are adjacent when they are consecutive on a line;
//   - a jump goes from A over B to C when A, B, C are consecutive on a
//     line, so every jump runs along a single drawn straight line;
//   - a morris mill is a line of three points.
//
// Occupancy is a uint64 bit set with one bit per point (at most 64
// points). The package also enumerates capture chains (AppendChains,
// AppendChainCaptures, FindChain, ParseChain), packs steps and chains into
// moves, reads and writes the board field of position strings, and draws
// the board for the layout JSON. The subpackage capture builds whole capture games on it.
// Boards are built once at package initialisation and are read-only
// afterwards, so they are safe to share between search threads.
package pointgraph

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// MaxPoints is the largest number of points on a board.
const MaxPoints = 64

// Point is one place on a board. X grows to the right and Y grows upwards
// (Y is the rank, so the first rank is at the bottom); both are in grid
// units.
type Point struct {
	Name string
	X, Y int
}

// Spec describes a board as data.
type Spec struct {
	Points []Point
	// Lines are the drawn straight lines, each as point names in order
	// along it. Consecutive points of a line are adjacent. A line of two
	// points is a single connection.
	Lines [][]string
	// Rows is the order of the points in the board field of position
	// strings, first row first. When nil, the rows are the ranks from the
	// top (largest Y) down, each in file order (increasing X).
	Rows [][]string
}

// Jump is one way to jump from a point: over the point Over to the point
// To, three consecutive points of one line.
type Jump struct {
	Over, To int8
}

// Board is a board built from a Spec. Points are numbered in the order of
// Spec.Points.
type Board struct {
	points []Point
	index  map[string]int
	adj    []uint64
	jumps  [][]Jump
	lines  [][]int
	edges  [][2]int
	rows   [][]int
	all    uint64
	minX   int
	maxY   int
	width  int
	height int
}

// New builds a board and checks its spec: unique point names, lines of
// known points with at least two points each, rows that cover every point
// once.
func New(spec Spec) (*Board, error) {
	n := len(spec.Points)
	if n == 0 || n > MaxPoints {
		return nil, fmt.Errorf("pointgraph: %d points, want 1 to %d", n, MaxPoints)
	}
	b := &Board{
		points: slices.Clone(spec.Points),
		index:  make(map[string]int, n),
		adj:    make([]uint64, n),
		jumps:  make([][]Jump, n),
	}
	b.all = ^uint64(0) >> (MaxPoints - n)
	for i, p := range spec.Points {
		if p.Name == "" {
			return nil, fmt.Errorf("pointgraph: point %d has no name", i)
		}
		if _, dup := b.index[strings.ToLower(p.Name)]; dup {
			return nil, fmt.Errorf("pointgraph: point %q twice", p.Name)
		}
		b.index[strings.ToLower(p.Name)] = i
	}
	joined := make(map[[2]int]bool)
	for li, names := range spec.Lines {
		if len(names) < 2 {
			return nil, fmt.Errorf("pointgraph: line %d has %d points, want 2 or more", li, len(names))
		}
		line := make([]int, len(names))
		for k, name := range names {
			p, ok := b.Index(name)
			if !ok {
				return nil, fmt.Errorf("pointgraph: line %d: unknown point %q", li, name)
			}
			line[k] = p
		}
		b.lines = append(b.lines, line)
		for k := 0; k+1 < len(line); k++ {
			u, v := line[k], line[k+1]
			if u == v {
				return nil, fmt.Errorf("pointgraph: line %d repeats %q", li, names[k])
			}
			b.adj[u] |= 1 << v
			b.adj[v] |= 1 << u
			key := [2]int{min(u, v), max(u, v)}
			if !joined[key] {
				joined[key] = true
				b.edges = append(b.edges, key)
			}
		}
		for k := 0; k+2 < len(line); k++ {
			a, o, c := line[k], line[k+1], line[k+2]
			b.addJump(a, o, c)
			b.addJump(c, o, a)
		}
	}
	if err := b.buildRows(spec.Rows); err != nil {
		return nil, err
	}
	b.minX, b.maxY = spec.Points[0].X, spec.Points[0].Y
	maxX, minY := b.minX, b.maxY
	for _, p := range spec.Points {
		b.minX, maxX = min(b.minX, p.X), max(maxX, p.X)
		minY, b.maxY = min(minY, p.Y), max(b.maxY, p.Y)
	}
	b.width, b.height = maxX-b.minX+1, b.maxY-minY+1
	return b, nil
}

// MustNew is New for boards written in the source: it panics on a bad
// spec.
func MustNew(spec Spec) *Board {
	b, err := New(spec)
	if err != nil {
		panic(err)
	}
	return b
}

func (b *Board) addJump(from, over, to int) {
	j := Jump{Over: int8(over), To: int8(to)}
	if !slices.Contains(b.jumps[from], j) {
		b.jumps[from] = append(b.jumps[from], j)
	}
}

func (b *Board) buildRows(rows [][]string) error {
	if rows == nil {
		byY := make(map[int][]int)
		var ys []int
		for i, p := range b.points {
			if _, ok := byY[p.Y]; !ok {
				ys = append(ys, p.Y)
			}
			byY[p.Y] = append(byY[p.Y], i)
		}
		slices.Sort(ys)
		slices.Reverse(ys)
		for _, y := range ys {
			row := byY[y]
			slices.SortFunc(row, func(u, v int) int { return b.points[u].X - b.points[v].X })
			b.rows = append(b.rows, row)
		}
		return nil
	}
	var seen uint64
	for _, names := range rows {
		row := make([]int, 0, len(names))
		for _, name := range names {
			p, ok := b.Index(name)
			if !ok || seen>>p&1 != 0 {
				return fmt.Errorf("pointgraph: rows: point %q unknown or repeated", name)
			}
			seen |= 1 << p
			row = append(row, p)
		}
		b.rows = append(b.rows, row)
	}
	if seen != b.all {
		return fmt.Errorf("pointgraph: rows miss %d points", bits.OnesCount64(b.all&^seen))
	}
	return nil
}

// Len is the number of points.
func (b *Board) Len() int { return len(b.points) }

// All is the set of every point.
func (b *Board) All() uint64 { return b.all }

// Point returns point p.
func (b *Board) Point(p int) Point { return b.points[p] }

// Name is the name of point p.
func (b *Board) Name(p int) string { return b.points[p].Name }

// Index finds a point by name, ignoring case.
func (b *Board) Index(name string) (int, bool) {
	p, ok := b.index[strings.ToLower(name)]
	return p, ok
}

// ParsePoint is Index with an error that names the bad text.
func (b *Board) ParsePoint(name string) (int, error) {
	if p, ok := b.Index(name); ok {
		return p, nil
	}
	return 0, fmt.Errorf("no point %q on this board", name)
}

// Adj is the set of points adjacent to p.
func (b *Board) Adj(p int) uint64 { return b.adj[p] }

// AdjWhere returns, for every point, its adjacent points to which keep
// allows a step. Games use it once at initialisation for pieces that move
// only in some directions (hounds that never retreat, sheep that never
// move down).
func (b *Board) AdjWhere(keep func(from, to Point) bool) []uint64 {
	out := make([]uint64, len(b.points))
	for p := range b.points {
		for m := b.adj[p]; m != 0; m &= m - 1 {
			q := bits.TrailingZeros64(m)
			if keep(b.points[p], b.points[q]) {
				out[p] |= 1 << q
			}
		}
	}
	return out
}

// Jumps lists the jumps from p.
func (b *Board) Jumps(p int) []Jump { return b.jumps[p] }

// Lines returns the board's lines as point numbers, in Spec order.
func (b *Board) Lines() [][]int { return b.lines }

// Edges lists every connection once, as point pairs.
func (b *Board) Edges() [][2]int { return b.edges }

// Layout draws the board for a generic renderer: one point cell per point
// at its coordinates (screen y grows downwards) and one line per
// connection. The caller fills in Sides.
func (b *Board) Layout(game string) position.Layout {
	l := position.Layout{Game: game, Width: float64(b.width), Height: float64(b.height)}
	for _, p := range b.points {
		l.Cells = append(l.Cells, position.Cell{
			ID:   p.Name,
			Kind: position.Point,
			X:    float64(p.X-b.minX) + 0.5,
			Y:    float64(b.maxY-p.Y) + 0.5,
		})
	}
	for _, e := range b.edges {
		l.Lines = append(l.Lines, position.Line{From: b.points[e[0]].Name, To: b.points[e[1]].Name})
	}
	return l
}

// ParseBoard reads the board field of a position string: the rows of
// Spec.Rows separated by "/", each listing its points in order, a piece
// as one of the letters in symbols and a run of empty points as a decimal
// count. The result holds each point's symbol, 0 for empty.
func (b *Board) ParseBoard(field, symbols string) ([MaxPoints]byte, error) {
	var cells [MaxPoints]byte
	rows := strings.Split(field, "/")
	if len(rows) != len(b.rows) {
		return cells, fmt.Errorf("board has %d rows, want %d", len(rows), len(b.rows))
	}
	for r, text := range rows {
		row := b.rows[r]
		k := 0
		for i := 0; i < len(text); {
			ch := text[i]
			if ch >= '1' && ch <= '9' {
				j := i
				for j < len(text) && text[j] >= '0' && text[j] <= '9' {
					j++
				}
				n, err := strconv.Atoi(text[i:j])
				if err != nil || n > len(row)-k {
					return cells, fmt.Errorf("row %d: bad empty run %q", r+1, text[i:j])
				}
				k += n
				i = j
				continue
			}
			if strings.IndexByte(symbols, ch) < 0 {
				return cells, fmt.Errorf("row %d: bad symbol %q (want one of %q or a count of empty points)", r+1, ch, symbols)
			}
			if k == len(row) {
				return cells, fmt.Errorf("row %d: more than %d points", r+1, len(row))
			}
			cells[row[k]] = ch
			k++
			i++
		}
		if k != len(row) {
			return cells, fmt.Errorf("row %d has %d points, want %d", r+1, k, len(row))
		}
	}
	return cells, nil
}

// FormatBoard is the inverse of ParseBoard.
func (b *Board) FormatBoard(cells *[MaxPoints]byte) string {
	var sb strings.Builder
	for r, row := range b.rows {
		if r > 0 {
			sb.WriteByte('/')
		}
		empty := 0
		for _, p := range row {
			if cells[p] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteByte(cells[p])
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
	}
	return sb.String()
}
