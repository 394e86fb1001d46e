package analysis

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// sgfNode is one node of an SGF game tree. Properties keep their order so
// that a tree written back differs from the file only where it was
// changed.
type sgfNode struct {
	props    []sgfProp
	line     int
	children []*sgfNode // the first is the main line
}

type sgfProp struct {
	name   string
	values []string
}

// get returns the first value of a property and whether it is there.
func (n *sgfNode) get(name string) (string, bool) {
	for _, p := range n.props {
		if p.name == name {
			return p.values[0], true
		}
	}
	return "", false
}

// all returns every value of a property.
func (n *sgfNode) all(name string) []string {
	for _, p := range n.props {
		if p.name == name {
			return p.values
		}
	}
	return nil
}

// addComment appends text to the node's comment.
func (n *sgfNode) addComment(text string) {
	for i, p := range n.props {
		if p.name == "C" {
			n.props[i].values[0] = strings.TrimRight(p.values[0], "\n") + "\n\n" + text
			return
		}
	}
	n.props = append(n.props, sgfProp{"C", []string{text}})
}

// sgfParser reads the SGF grammar: a collection of game trees, a tree
// being "(" nodes ";" PROPS ... subtrees ")".
type sgfParser struct {
	name string
	s    string
	i    int
	line int
}

func (p *sgfParser) errorf(format string, a ...any) error {
	return fmt.Errorf("%s:%d: %s", p.name, p.line, fmt.Sprintf(format, a...))
}

// skip passes white space, counting lines.
func (p *sgfParser) skip() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case '\n':
			p.line++
		case ' ', '\t', '\r':
		default:
			return
		}
		p.i++
	}
}

// parseSGF reads every game tree of an SGF collection.
func parseSGF(name string, data []byte) ([]*sgfNode, error) {
	p := &sgfParser{name: name, s: string(data), line: 1}
	var roots []*sgfNode
	for {
		p.skip()
		if p.i == len(p.s) {
			break
		}
		if p.s[p.i] != '(' {
			return nil, p.errorf("want '(' to begin a game tree, found %q", p.s[p.i])
		}
		root, err := p.tree()
		if err != nil {
			return nil, err
		}
		roots = append(roots, root)
	}
	if len(roots) == 0 {
		return nil, fmt.Errorf("%s: no SGF game tree", name)
	}
	return roots, nil
}

// tree reads "(" sequence subtrees ")" and returns its first node.
func (p *sgfParser) tree() (*sgfNode, error) {
	p.i++ // '('
	var first, last *sgfNode
	for {
		p.skip()
		if p.i == len(p.s) {
			return nil, p.errorf("the file ends inside a game tree (missing ')')")
		}
		switch c := p.s[p.i]; c {
		case ';':
			n, err := p.node()
			if err != nil {
				return nil, err
			}
			if first == nil {
				first = n
			} else {
				last.children = append(last.children, n)
			}
			last = n
		case '(':
			if last == nil {
				return nil, p.errorf("a game tree must begin with a node (';')")
			}
			sub, err := p.tree()
			if err != nil {
				return nil, err
			}
			last.children = append(last.children, sub)
		case ')':
			p.i++
			if first == nil {
				return nil, p.errorf("empty game tree")
			}
			return first, nil
		default:
			return nil, p.errorf("unexpected %q in a game tree", c)
		}
	}
}

// node reads ";" and the node's properties.
func (p *sgfParser) node() (*sgfNode, error) {
	p.i++ // ';'
	n := &sgfNode{line: p.line}
	for {
		p.skip()
		j := p.i
		for p.i < len(p.s) && (p.s[p.i] >= 'A' && p.s[p.i] <= 'Z' || p.s[p.i] >= 'a' && p.s[p.i] <= 'z') {
			p.i++
		}
		if j == p.i {
			return n, nil
		}
		// FF[3] allowed lower-case letters in identifiers; only the
		// capitals count.
		name := strings.Map(func(r rune) rune {
			if r >= 'A' && r <= 'Z' {
				return r
			}
			return -1
		}, p.s[j:p.i])
		prop := sgfProp{name: name}
		for {
			p.skip()
			if p.i == len(p.s) || p.s[p.i] != '[' {
				break
			}
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			prop.values = append(prop.values, v)
		}
		if len(prop.values) == 0 {
			return nil, p.errorf("property %s has no value", name)
		}
		n.props = append(n.props, prop)
	}
}

// value reads "[" text "]", undoing the escapes.
func (p *sgfParser) value() (string, error) {
	start := p.line
	p.i++ // '['
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		switch c {
		case ']':
			return b.String(), nil
		case '\\':
			if p.i < len(p.s) {
				if p.s[p.i] == '\n' {
					p.line++ // a soft line break
				} else {
					b.WriteByte(p.s[p.i])
				}
				p.i++
			}
			continue
		case '\n':
			p.line++
		}
		b.WriteByte(c)
	}
	p.line = start
	return "", p.errorf("a property value is not closed (missing ']')")
}

// writeSGF writes game trees in SGF.
func writeSGF(w io.Writer, roots []*sgfNode) error {
	var b strings.Builder
	for _, r := range roots {
		b.WriteString("(")
		writeSequence(&b, r)
		b.WriteString(")\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeSequence(b *strings.Builder, n *sgfNode) {
	for {
		b.WriteString(";")
		for _, p := range n.props {
			b.WriteString(p.name)
			for _, v := range p.values {
				b.WriteString("[")
				b.WriteString(strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(v))
				b.WriteString("]")
			}
		}
		b.WriteString("\n")
		if len(n.children) != 1 {
			break
		}
		n = n.children[0]
	}
	for _, c := range n.children {
		b.WriteString("(")
		writeSequence(b, c)
		b.WriteString(")")
	}
}

// readSGF reads the main line of every game tree of an SGF file.
func readSGF(name string, data []byte) ([]Problem, error) {
	roots, err := parseSGF(name, data)
	if err != nil {
		return nil, err
	}
	var out []Problem
	for i, root := range roots {
		p, err := sgfProblem(name, root)
		if err != nil {
			return nil, err
		}
		p.ID = "game" + strconv.Itoa(i+1)
		if gn, ok := root.get("GN"); ok && strings.TrimSpace(gn) != "" {
			p.ID = strings.TrimSpace(gn)
		}
		out = append(out, p)
	}
	return out, nil
}

// sgfGames maps SGF's GM numbers to games and their move readers. A
// reader turns a move value into the game's notation, or "" for a value
// that ends the record (resign).
var sgfGames = map[int]struct {
	id   string
	move func(v string, size int) (string, error)
}{
	1:  {"go", goMove},
	11: {"hex", hexMove},
	18: {"amazons", amazonsMove},
}

func sgfProblem(name string, root *sgfNode) (Problem, error) {
	at := func(n *sgfNode) string { return fmt.Sprintf("%s:%d", name, n.line) }
	gm := 1 // SGF's default is Go
	if v, ok := root.get("GM"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return Problem{}, fmt.Errorf("%s: GM[%s] is not a number", at(root), v)
		}
		gm = n
	}
	kind, ok := sgfGames[gm]
	if !ok {
		return Problem{}, fmt.Errorf("%s: GM[%d] is not supported (1 Go, 11 Hex, 18 Amazons)", at(root), gm)
	}
	size := map[string]int{"go": 19, "hex": 11, "amazons": 10}[kind.id]
	if v, ok := root.get("SZ"); ok {
		v, _, _ = strings.Cut(v, ":") // SZ[w:h] for rectangles
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > 26 {
			return Problem{}, fmt.Errorf("%s: SZ[%s]: want a size from 1 to 26", at(root), v)
		}
		size = n
	}
	p := Problem{Game: kind.id, Source: at(root), sgf: root}
	switch kind.id {
	case "go":
		p.Options = []string{"rules=standard", "size=" + strconv.Itoa(size)}
		if km, ok := root.get("KM"); ok && strings.TrimSpace(km) != "" {
			p.Options = append(p.Options, "komi="+strings.TrimSpace(km))
		}
	case "hex":
		p.Options = []string{"size=" + strconv.Itoa(size)}
	case "amazons":
		if size != 10 {
			return Problem{}, fmt.Errorf("%s: SZ[%d]: tabla plays Amazons on 10×10", at(root), size)
		}
	}
	for _, setup := range []string{"AB", "AW", "AE", "AA"} {
		if _, ok := root.get(setup); ok {
			if kind.id != "go" {
				return Problem{}, fmt.Errorf("%s: setup property %s is not supported for %s", at(root), setup, kind.id)
			}
		}
	}
	var moves []string
	var colours []byte
	swap := false
	for n := root; n != nil; {
		if n != root {
			for _, setup := range []string{"AB", "AW", "AE", "AA"} {
				if _, ok := n.get(setup); ok {
					return Problem{}, fmt.Errorf("%s: setup property %s after the root is not supported", at(n), setup)
				}
			}
		}
		b, isB := n.get("B")
		w, isW := n.get("W")
		if isB && isW {
			return Problem{}, fmt.Errorf("%s: a node with both B and W", at(n))
		}
		if isB || isW {
			v, c := b, byte('B')
			if isW {
				v, c = w, 'W'
			}
			mv, err := kind.move(strings.TrimSpace(v), size)
			if err != nil {
				return Problem{}, fmt.Errorf("%s: %s[%s]: %v", at(n), string(c), v, err)
			}
			if mv == "" {
				break // resigned
			}
			swap = swap || mv == "swap"
			moves = append(moves, mv)
			colours = append(colours, c)
			p.nodes = append(p.nodes, n)
		}
		if len(n.children) == 0 {
			break
		}
		n = n.children[0]
	}
	if swap {
		p.Options = append(p.Options, "swap=on")
	}
	p.Moves = moves
	switch kind.id {
	case "go":
		pos, err := goSetup(root, size, colours)
		if err != nil {
			return Problem{}, fmt.Errorf("%s: %v", at(root), err)
		}
		p.Position = pos
	case "amazons":
		// SGF's Black starts at the bottom and moves first: tabla's White.
		if len(colours) > 0 && colours[0] == 'W' {
			p.Options = append(p.Options, "first=b")
		}
	}
	return p, nil
}

// sgfPoint reads an SGF point: column and row letters from the top left
// corner, a-z then A-Z.
func sgfPoint(v string, size int) (col, row int, err error) {
	if len(v) != 2 {
		return 0, 0, fmt.Errorf("want two letters")
	}
	coord := func(c byte) int {
		switch {
		case c >= 'a' && c <= 'z':
			return int(c - 'a')
		case c >= 'A' && c <= 'Z':
			return int(c-'A') + 26
		}
		return -1
	}
	col, row = coord(v[0]), coord(v[1])
	if col < 0 || row < 0 || col >= size || row >= size {
		return 0, 0, fmt.Errorf("point %q is off the %d×%d board", v, size, size)
	}
	return col, row, nil
}

// goColumns are GTP's column letters: no i.
const goColumns = "abcdefghjklmnopqrstuvwxyz"

// goMove turns an SGF Go move into a GTP vertex: SGF counts rows from the
// top, GTP from the bottom and skips the letter i. "" and "tt" (on boards
// up to 19×19) are a pass.
func goMove(v string, size int) (string, error) {
	if v == "" || v == "tt" && size <= 19 {
		return "pass", nil
	}
	col, row, err := sgfPoint(v, size)
	if err != nil {
		return "", err
	}
	return string(goColumns[col]) + strconv.Itoa(size-row), nil
}

// goSetup writes the position string of the root's setup stones, with
// the side to move taken from the first move, or PL, or else Black (White
// after a handicap of black stones alone).
func goSetup(root *sgfNode, size int, colours []byte) (string, error) {
	black, white := root.all("AB"), root.all("AW")
	if len(black) == 0 && len(white) == 0 {
		side := "b"
		if len(colours) > 0 && colours[0] == 'W' {
			side = "w"
		}
		if pl, ok := root.get("PL"); ok && len(colours) == 0 && strings.EqualFold(pl, "W") {
			side = "w"
		}
		if side == "b" {
			return "", nil
		}
		return strings.Repeat(strconv.Itoa(size)+"/", size-1) + strconv.Itoa(size) + " w 0 0 -", nil
	}
	board := make([][]byte, size)
	for r := range board {
		board[r] = make([]byte, size)
	}
	for _, set := range []struct {
		points []string
		stone  byte
	}{{black, 'x'}, {white, 'o'}} {
		for _, v := range set.points {
			pts, err := sgfPoints(v, size)
			if err != nil {
				return "", fmt.Errorf("setup %q: %v", v, err)
			}
			for _, pt := range pts {
				board[pt[1]][pt[0]] = set.stone
			}
		}
	}
	side := "b"
	switch {
	case len(colours) > 0:
		side = strings.ToLower(string(colours[0]))
	default:
		if pl, ok := root.get("PL"); ok {
			side = strings.ToLower(strings.TrimSpace(pl))
		} else if len(white) == 0 {
			side = "w"
		}
	}
	if side != "b" && side != "w" {
		return "", fmt.Errorf("PL: want B or W")
	}
	return position.FormatRows(board) + " " + side + " 0 0 -", nil
}

// sgfPoints reads a point or a compressed rectangle "aa:cc".
func sgfPoints(v string, size int) ([][2]int, error) {
	a, b, rect := strings.Cut(v, ":")
	c0, r0, err := sgfPoint(a, size)
	if err != nil {
		return nil, err
	}
	c1, r1 := c0, r0
	if rect {
		if c1, r1, err = sgfPoint(b, size); err != nil {
			return nil, err
		}
	}
	var out [][2]int
	for c := min(c0, c1); c <= max(c0, c1); c++ {
		for r := min(r0, r1); r <= max(r0, r1); r++ {
			out = append(out, [2]int{c, r})
		}
	}
	return out, nil
}

// hexCell matches HexGui's cell names, which are Hex's own: a1 at the top
// left.
var hexCell = regexp.MustCompile(`^[a-zA-Z][1-9][0-9]?$`)

// hexMove reads a HexGui move: a cell name, swap-pieces (or swap), or
// resign, which ends the record. Two-letter SGF points are read too.
func hexMove(v string, size int) (string, error) {
	switch strings.ToLower(v) {
	case "swap-pieces", "swap":
		return "swap", nil
	case "resign", "forfeit":
		return "", nil
	case "pass", "":
		return "pass", nil
	}
	if hexCell.MatchString(v) {
		return strings.ToLower(v), nil
	}
	col, row, err := sgfPoint(v, size)
	if err != nil {
		return "", fmt.Errorf("want a cell such as c3, swap-pieces or resign")
	}
	return string(rune('a'+col)) + strconv.Itoa(row+1), nil
}

// amazonsMove reads SGF's three concatenated points (from, to, arrow;
// rows from the top) into tabla's "from-to/arrow" (ranks from the
// bottom). A move already in tabla's notation is kept.
func amazonsMove(v string, size int) (string, error) {
	if strings.ContainsAny(v, "-/,(") {
		return v, nil
	}
	if len(v) != 6 {
		return "", fmt.Errorf("want three points, from, to and arrow, such as djddgd")
	}
	var sq [3]string
	for i := range sq {
		col, row, err := sgfPoint(v[2*i:2*i+2], size)
		if err != nil {
			return "", err
		}
		sq[i] = string(rune('a'+col)) + strconv.Itoa(size-row)
	}
	return sq[0] + "-" + sq[1] + "/" + sq[2], nil
}

// CommentSGF adds an annotated record's judgement to the SGF node of the
// move it judges, as a comment, with SGF's DO (doubtful) for an
// inaccuracy and BM (bad move) for a blunder. It reports false when the
// problem does not come from an SGF file.
func CommentSGF(p *Problem, rec *Record) bool {
	if p.sgf == nil || rec.Ply == nil || *rec.Ply >= len(p.nodes) || rec.Played == "" {
		return false
	}
	n := p.nodes[*rec.Ply]
	text := fmt.Sprintf("tabla: %s scores %s; best %s scores %s (depth %d); loss %d",
		rec.Played, scoreText(rec.PlayedScore, rec.PlayedMate, rec.playedCapped), rec.Best, rec.ScoreText(), rec.Depth, *rec.Loss)
	if rec.Mark != "" {
		text += "; " + rec.Mark
	}
	if len(rec.PV) > 1 {
		text += "\nline: " + strings.Join(rec.PV, " ")
	}
	n.addComment(text)
	switch rec.Mark {
	case "blunder":
		n.props = append(n.props, sgfProp{"BM", []string{"2"}})
	case "inaccuracy":
		n.props = append(n.props, sgfProp{"DO", []string{""}})
	}
	return true
}

// WriteSGF writes the game trees of the problems that came from SGF
// files, with the comments CommentSGF added.
func WriteSGF(w io.Writer, problems []Problem) error {
	var roots []*sgfNode
	for i := range problems {
		if problems[i].sgf != nil {
			roots = append(roots, problems[i].sgf)
		}
	}
	if len(roots) == 0 {
		return fmt.Errorf("no SGF game to write (the input is not SGF)")
	}
	return writeSGF(w, roots)
}
