package position

// Layout is a board's static geometry, enough for one generic renderer to
// draw every game: square grids, hex rhombi, point-and-line boards, the
// dots and edges of dots and boxes, the wall slots of Quoridor.
//
// Coordinates are in board units with x growing to the right and y growing
// downwards, as on a screen. A square cell is 1×1 and centred on (X, Y); a
// hex cell has width 1 (flat sides left and right); a point is drawn as a
// dot. Segments (edges, walls) run from (X, Y) to (X2, Y2).
type Layout struct {
	Game   string  `json:"game"`
	Width  float64 `json:"width"`  // bounding box width in board units
	Height float64 `json:"height"` // bounding box height in board units
	Cells  []Cell  `json:"cells"`
	// Lines are segments drawn between cells, for boards whose pieces
	// stand on points joined by lines (alquerque, morris).
	Lines []Line `json:"lines,omitempty"`
	// Edges name which edges of the board belong to which side (Hex).
	Edges []BoardEdge `json:"edges,omitempty"`
	Sides []Side      `json:"sides"`
}

// CellKind says how a renderer draws a place that can hold a piece.
type CellKind string

// The kinds of cells.
const (
	Square  CellKind = "square"  // a unit square
	Hexagon CellKind = "hex"     // a pointy-topped hexagon of width 1
	Point   CellKind = "point"   // an intersection or a point on lines
	Segment CellKind = "segment" // an edge or wall slot from (X,Y) to (X2,Y2)
)

// Cell is one place a piece, stone, mark or line can occupy.
type Cell struct {
	ID   string   `json:"id"` // its name in move notation
	Kind CellKind `json:"kind"`
	X    float64  `json:"x"`
	Y    float64  `json:"y"`
	X2   float64  `json:"x2,omitempty"`
	Y2   float64  `json:"y2,omitempty"`
	// Shade distinguishes cells that are drawn differently without
	// changing the rules (1 = the dark squares of a checkerboard).
	Shade int `json:"shade,omitempty"`
	// Neighbors lists the ids of adjacent cells where adjacency is not
	// evident from the drawing (hex boards, graphs).
	Neighbors []string `json:"neighbors,omitempty"`
}

// Line is a drawn connection between two cells.
type Line struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// BoardEdge names a side of the board and the player who owns it, as in
// Hex ("top" belongs to p1).
type BoardEdge struct {
	Name  string   `json:"name"`
	Side  int      `json:"side"`
	Cells []string `json:"cells"`
}

// Side describes one player: its name, its symbol in the position string
// and the kinds of piece it owns.
type Side struct {
	Name   string  `json:"name"`
	Pieces []Piece `json:"pieces"`
}

// Piece is one kind of piece and the letter that stands for it in
// position strings.
type Piece struct {
	Kind   string `json:"kind"`
	Symbol string `json:"symbol"`
}

// State is a position's dynamic content for a renderer. The game fills
// Pieces, Hands and Scores; the protocol adds the rest.
type State struct {
	Game     string   `json:"game"`
	Position string   `json:"position"`
	ToMove   int      `json:"tomove"` // 0 = p1, 1 = p2
	Side     string   `json:"side"`   // ToMove's name
	Pieces   []Placed `json:"pieces"`
	// Hands counts pieces not yet on the board, per side.
	Hands []int `json:"hands,omitempty"`
	// Scores holds running scores where the game has them (captures,
	// boxes), per side.
	Scores []int `json:"scores,omitempty"`
	// Highlight lists cells a renderer should emphasise, such as a
	// winning chain.
	Highlight []string `json:"highlight,omitempty"`
	LastMove  string   `json:"lastmove,omitempty"`
	Moves     []string `json:"moves"`
	Result    string   `json:"result"` // none, p1win, p2win or draw
}

// Placed is one occupied cell. Side is -1 for neutral marks (arrows,
// eaten squares, blocked cells).
type Placed struct {
	Cell string `json:"cell"`
	Side int    `json:"side"`
	Kind string `json:"kind"`
}

// GridLayout is the Layout of a width×height grid of square cells whose
// ids come from name(col, row), with row 0 drawn at the top.
func GridLayout(game string, width, height int, name func(col, row int) string) Layout {
	l := Layout{Game: game, Width: float64(width), Height: float64(height)}
	for r := 0; r < height; r++ {
		for c := 0; c < width; c++ {
			l.Cells = append(l.Cells, Cell{ID: name(c, r), Kind: Square, X: float64(c) + 0.5, Y: float64(r) + 0.5})
		}
	}
	return l
}
