package gtp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

// DefaultGame is the game a Server plays when Config.Game is empty.
const DefaultGame = "go"

// DefaultMoveTime is genmove's thinking time when neither the
// configuration nor the GTP clock commands give one.
const DefaultMoveTime = time.Second

// engineTimeout bounds every engine command but the search itself.
const engineTimeout = time.Minute

// Config sets up a Server.
type Config struct {
	Game     string   // registered game id; "" is DefaultGame
	Settings []string // the game's key=value options
	Coords   Coords   // how cells are named as vertices
	// Depth and MoveTime fix genmove's search when a clock is not known
	// (see time_settings and time_left); with neither, genmove thinks
	// DefaultMoveTime. With a clock, Depth still caps the search.
	Depth    int
	MoveTime time.Duration
	// Level is the engine's strength, as the protocol's Skill Level
	// (1 the weakest to 6, full strength) and GNU Go's --level; 0 is
	// full strength. The level command changes it.
	Level   int
	Threads int    // search threads; 0 keeps the engine's default
	HashMB  int    // transposition table size; 0 keeps the engine's default
	Search  string // searcher: auto (also ""), alphabeta or mcts
	// ResignWinRate makes genmove answer resign once the engine's win
	// rate has stayed below it, in per cent, for ResignMoves of its moves
	// in a row (the engine options of the same names): 0 is
	// DefaultResignWinRate, a negative number never resigns. ResignMoves
	// 0 is protocol.DefaultResignMoves.
	ResignWinRate int
	ResignMoves   int
	Name          string
	Version       string
	Log           zerolog.Logger
}

// Server answers GTP commands for one game, driving a tabla engine
// through the UCI/UGI protocol. It is not safe for concurrent use: GTP is
// one command at a time.
type Server struct {
	cfg      Config
	eng      *protocol.Client
	info     position.Info
	settings []string // the current game options, as newgame takes them
	grid     *grid
	black    int  // the side GTP calls black now
	black0   int  // the side GTP calls black at the start
	margin   bool // the game's results have a margin (points, discs)
	hasKomi  bool // the game has a komi option
	owner    bool // the game's playouts say who owns each cell (Go): stones can be dead

	moves   []string             // canonical texts of the moves since the start
	partial []string             // cells of a move being entered vertex by vertex
	plan    string               // the searched move whose vertices genmove is answering one by one
	split   map[int][]string     // the vertices, as cells, of the moves (by index in moves) entered vertex by vertex
	swaps   map[int]bool         // the moves (by index) that exchanged the players' colours: see sync
	st      position.State       // the engine's state after moves
	legal   []string             // the legal moves there, canonical
	short   map[string]string    // moves written by their last cell alone; nil until needed
	click   map[string][]string  // each legal move's cells as GoGui clicks them; nil until needed
	kinds   []string             // the kinds of neutral piece boardGfx has coloured, in order
	edges   []position.BoardEdge // the board's edges that a side joins (Hex, Nex), for boardGfx

	komi  string // the last komi command's value, "" if none
	clock clock
	quit  bool
	// gogui is set once a gogui-* command has come: the controller is
	// GoGui, which names points as GTP does and knows single points only.
	gogui bool
}

// clock is what time_settings and time_left said.
type clock struct {
	set       bool // time_settings was given
	unlimited bool // ... and said there is no limit
	main      time.Duration
	byo       time.Duration
	byoStones int
	left      [2]sideClock // by side index
}

type sideClock struct {
	known  bool
	time   time.Duration
	stones int // 0 in main time, else the stones left in the byo-yomi period
}

// New starts an engine in this process and sets up cfg's game.
func New(cfg Config) (*Server, error) {
	if cfg.Game == "" {
		cfg.Game = DefaultGame
	}
	if cfg.Name == "" {
		cfg.Name = "tabla"
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	info, ok := position.Lookup(cfg.Game)
	if !ok {
		return nil, position.NotAGame(cfg.Game)
	}
	settings := slices.Clone(cfg.Settings)
	for _, kv := range endCaps[info.ID] {
		if k, _, _ := strings.Cut(kv, "="); !slices.ContainsFunc(settings, func(s string) bool {
			sk, _, _ := strings.Cut(s, "=")
			return strings.EqualFold(sk, k)
		}) {
			settings = append(settings, kv)
		}
	}
	eng, err := protocol.Local(protocol.Config{Name: cfg.Name, DefaultGame: info.ID, Search: cfg.Search, Log: cfg.Log})
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, eng: eng, info: info, split: map[int][]string{}}
	if err := s.configure(); err != nil {
		eng.Close()
		return nil, err
	}
	if err := s.setGame(settings, nil); err != nil {
		eng.Close()
		return nil, err
	}
	return s, nil
}

func (s *Server) configure() error {
	if s.cfg.Level > 0 {
		if err := s.setLevel(strconv.Itoa(s.cfg.Level)); err != nil {
			return err
		}
	}
	if s.cfg.Threads > 0 {
		if _, err := s.eng.Do(fmt.Sprintf("setoption name Threads value %d", s.cfg.Threads), engineTimeout); err != nil {
			return err
		}
	}
	if s.cfg.HashMB > 0 {
		if _, err := s.eng.Do(fmt.Sprintf("setoption name Hash value %d", s.cfg.HashMB), engineTimeout); err != nil {
			return err
		}
	}
	rate, moves := s.cfg.ResignWinRate, s.cfg.ResignMoves
	switch {
	case rate == 0:
		rate = DefaultResignWinRate
	case rate < 0:
		rate = 0
	}
	if moves == 0 {
		moves = protocol.DefaultResignMoves
	}
	for _, cmd := range []string{
		fmt.Sprintf("setoption name ResignWinRate value %d", rate),
		fmt.Sprintf("setoption name ResignMoves value %d", moves),
	} {
		if _, err := s.eng.Do(cmd, engineTimeout); err != nil {
			return err
		}
	}
	return nil
}

// endCaps are settings that GTP adds unless the command line sets them,
// so that a game GoGui plays engine against engine reaches its end
// dialog. Ming Mang's rules end a game only by no-repetition, which can
// take astronomically many plies while both sides shuffle their pieces:
// GTP draws it at 1,000 plies (games/mingmang's doc gives the lengths
// measured in self-play); max_plies=0 on the command line lifts the cap.
var endCaps = map[string][]string{
	"mingmang": {"max_plies=1000"},
}

// DefaultResignWinRate is the win rate, in per cent, below which genmove
// resigns after protocol.DefaultResignMoves moves in a row.
const DefaultResignWinRate = 10

// Close ends the engine.
func (s *Server) Close() error { return s.eng.Close() }

// withSetting returns settings with key set to value.
func withSetting(settings []string, key, value string) []string {
	out := make([]string, 0, len(settings)+1)
	for _, kv := range settings {
		if k, _, _ := strings.Cut(kv, "="); !strings.EqualFold(k, key) {
			out = append(out, kv)
		}
	}
	return append(out, key+"="+value)
}

// setGame starts a new game of the server's game with settings, then
// plays moves. Nothing changes if the settings or the moves are refused.
func (s *Server) setGame(settings []string, moves []string) error {
	pos, _, err := position.NewGame(s.info.ID, settings...)
	if err != nil {
		return err
	}
	// The geometry and whether results have a margin are the game's
	// static description, read the way the engine's layout command
	// writes it.
	l := pos.Layout()
	l.Game = s.info.ID
	g, err := newGrid(l, s.coords())
	if err != nil {
		return err
	}
	if err := gridMoves(pos, g, l); err != nil {
		return err
	}
	_, margin := pos.(position.MarginGame)
	_, owner := pos.(position.Owner)
	old := s.settings
	line := strings.TrimSpace("newgame " + s.info.ID + " " + strings.Join(settings, " "))
	if _, err := s.eng.Do(line, engineTimeout); err != nil {
		return err
	}
	if err := s.sync(moves); err != nil {
		// Put the old game back; it was valid, so this cannot fail
		// unless the engine is gone.
		if old != nil {
			s.eng.Do(strings.TrimSpace("newgame "+s.info.ID+" "+strings.Join(old, " ")), engineTimeout)
			s.sync(s.moves)
		}
		return err
	}
	s.settings = settings
	s.grid = g
	s.edges = nil
	for _, e := range l.Edges {
		if len(e.Cells) > 1 { // a whole edge, not a corner or home cell
			s.edges = append(s.edges, e)
		}
	}
	s.margin = margin
	s.owner = owner
	s.black0 = 0
	if strings.EqualFold(s.info.Sides[1], "black") {
		s.black0 = 1
	}
	s.black = s.black0 ^ len(s.swaps)%2
	s.hasKomi = false
	for _, o := range s.info.Options {
		if o.Name == "komi" {
			s.hasKomi = true
		}
	}
	s.partial = nil
	s.kinds = nil
	return nil
}

// gridMoves checks that GTP can name the game's moves and show its
// pieces: every move from the start is made of cells (and words such as
// pass), and each side has one kind of piece, as stones are.
func gridMoves(pos position.Playable, g *grid, l position.Layout) error {
	for _, side := range l.Sides {
		if len(side.Pieces) > 1 {
			return fmt.Errorf("game %s: the %s side has %d kinds of piece, and a board of stones shows one", l.Game, side.Name, len(side.Pieces))
		}
	}
	for _, m := range pos.GenMoves(nil) {
		text := pos.FormatMove(m)
		for _, p := range splitMove(text, g.isCell) {
			if !p.cell && strings.ContainsAny(p.text, "0123456789") {
				return fmt.Errorf("game %s writes moves such as %s, whose %q is no cell of its board: GTP cannot name them", l.Game, text, p.text)
			}
		}
	}
	return nil
}

// sync sets the engine to the start position followed by moves and reads
// the state there. If the engine refuses a move, it keeps its position,
// and so does the server.
func (s *Server) sync(moves []string) error {
	cmd := "position startpos"
	if len(moves) > 0 {
		cmd += " moves " + strings.Join(moves, " ")
	}
	if _, err := s.eng.Do(cmd, engineTimeout); err != nil {
		return err
	}
	var st position.State
	if err := s.jsonCall("state", &st); err != nil {
		return err
	}
	lines, err := s.eng.Call("legalmoves", "legalmoves", engineTimeout)
	if err != nil {
		return err
	}
	// A move that names no cell and leaves the same side to move (Nex's
	// swap: in colour terms a null move by Pink, who moves again) has
	// the players exchange colours. GTP's colours name the players, as
	// GoGui assigns them to the person and the engine, so they change
	// sides with it: the player who moved first now plays Pink, and
	// GoGui lets them move.
	if n := len(s.moves); len(moves) == n+1 && slices.Equal(moves[:n], s.moves) && s.st.ToMove == st.ToMove &&
		len(s.cells(moves[n])) == 0 && st.Result == "none" {
		if s.swaps == nil {
			s.swaps = map[int]bool{}
		}
		s.swaps[n] = true
	}
	s.st = st
	s.moves = st.Moves
	s.legal = strings.Fields(lines[len(lines)-1])[1:]
	s.short = nil
	s.click = nil
	s.plan = ""
	for i := range s.split {
		if i >= len(s.moves) {
			delete(s.split, i)
		}
	}
	for i := range s.swaps {
		if i >= len(s.moves) {
			delete(s.swaps, i)
		}
	}
	s.black = s.black0 ^ len(s.swaps)%2
	if st.Result != "none" {
		s.legal = nil
	}
	return nil
}

// jsonCall sends a command that answers with one line of JSON.
func (s *Server) jsonCall(cmd string, v any) error {
	return s.eng.CallJSON(cmd, v, engineTimeout)
}

// illegal is play's error for a move the engine refused, with the
// engine's reason: `move 3 "d4": illegal move d4: the point is occupied`
// becomes "illegal move: the point is occupied". A reason that only
// repeats the move, in the game's own notation, is left out.
func illegal(err error) error {
	msg := err.Error()
	var ee *protocol.EngineError
	if errors.As(err, &ee) {
		msg = ee.Msg
	}
	// The session names the move, and the game may name it again.
	for m := movePrefix.ReplaceAllString(msg, ""); m != msg; m = movePrefix.ReplaceAllString(msg, "") {
		msg = m
	}
	if msg == "" || bareIllegal.MatchString(msg) {
		return errors.New("illegal move")
	}
	return errors.New("illegal move: " + msg)
}

var (
	movePrefix  = regexp.MustCompile(`^move (\d+ )?"[^"]*": (illegal move( [^ :]*)?: )?`)
	bareIllegal = regexp.MustCompile(`^(illegal move)?:? ?\S*$`)
)

// Run answers the commands read from r on w until quit or the end of
// input.
func (s *Server) Run(r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 64*1024)
	bw := bufio.NewWriter(w)
	for {
		line, err := br.ReadString('\n')
		if line != "" {
			if out := s.Handle(line); out != "" {
				if _, werr := bw.WriteString(out); werr != nil {
					return werr
				}
				if werr := bw.Flush(); werr != nil {
					return werr
				}
			}
			if s.quit {
				return nil
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// Handle answers one command line and returns the whole response, "="
// or "?" to the blank line that ends it, or "" for a line that holds no
// command (blank, or a comment).
func (s *Server) Handle(line string) string {
	id, name, args, ok := parseLine(line)
	if !ok {
		return ""
	}
	if strings.HasPrefix(name, "gogui-") {
		s.meetGoGui()
	}
	var text string
	var err error
	if h, known := s.handlers()[name]; known {
		text, err = h(args)
	} else {
		err = errors.New("unknown command")
	}
	mark := "="
	if err != nil {
		mark, text = "?", err.Error()
	}
	// A response ends at the first empty line, so none may come inside.
	// The first line may be empty, so that a board starts on a line of
	// its own, as GNU Go's showboard does.
	var b strings.Builder
	b.WriteString(mark + id + " ")
	for i, l := range strings.Split(text, "\n") {
		l = strings.TrimRight(l, " ")
		if i > 0 {
			if l == "" {
				continue
			}
			b.WriteByte('\n')
		}
		b.WriteString(l)
	}
	b.WriteString("\n\n")
	return b.String()
}

// parseLine applies GTP's preprocessing (control characters go, tabs
// become spaces, a # starts a comment) and splits off the optional
// numeric id and the command name.
func parseLine(line string) (id, name string, args []string, ok bool) {
	var b strings.Builder
	for _, r := range line {
		switch {
		case r == '#':
			goto done
		case r == '\t':
			b.WriteByte(' ')
		case r < 32 || r == 127:
		default:
			b.WriteRune(r)
		}
	}
done:
	f := strings.Fields(b.String())
	if len(f) == 0 {
		return "", "", nil, false
	}
	if isDigits(f[0]) {
		id, f = f[0], f[1:]
		if len(f) == 0 {
			return id, "", nil, true
		}
	}
	return id, f[0], f[1:], true
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// coords is the vertex convention in force: Config.Coords, except that
// CoordsAuto names cells as GTP does once GoGui has shown itself.
func (s *Server) coords() Coords {
	if s.cfg.Coords == CoordsAuto && s.gogui {
		return CoordsGTP
	}
	return s.cfg.Coords
}

// meetGoGui notes that the controller is GoGui. Under CoordsAuto a game
// named in its own notation (Hex, as HexGui names it) is renamed in GTP's
// convention from now on, which is what GoGui reads and writes; the
// position, the move begun and everything else stay as they are. A board
// too wide for GTP's letters keeps its names.
func (s *Server) meetGoGui() {
	if s.gogui {
		return
	}
	s.gogui = true
	if s.cfg.Coords != CoordsAuto || !s.grid.native {
		return
	}
	pos, _, err := position.NewGame(s.info.ID, s.settings...)
	if err != nil {
		return
	}
	l := pos.Layout()
	l.Game = s.info.ID
	if g, err := newGrid(l, CoordsGTP); err == nil {
		s.grid = g
	}
}

// side parses a GTP colour into a side index.
func (s *Server) side(color string) (int, error) {
	switch strings.ToLower(color) {
	case "b", "black":
		return s.black, nil
	case "w", "white":
		return 1 - s.black, nil
	}
	return 0, fmt.Errorf("invalid color %q (want b, w, black or white)", color)
}

// color is the GTP colour of side: "black" or "white".
func (s *Server) color(side int) string {
	if side == s.black {
		return "black"
	}
	return "white"
}

// over reports whether the game has ended.
func (s *Server) over() bool { return s.st.Result != "none" }

// runs splits a move text into runs of letters and digits and the
// separators between them.
var runs = regexp.MustCompile(`[A-Za-z0-9]+|[^A-Za-z0-9]+`)

// part is a piece of a move text: a cell's name, a letter that joins two
// names in one run of letters and digits, or other text.
type part struct {
	text  string
	cell  bool
	joint bool
}

// splitMove cuts a move text into the names that isCell knows and the
// text around them. A run of letters and digits that is not a name may be
// names joined by letters, as in Alquerque's capture "c4xc2": it is read
// by taking the longest name at each place, and kept whole if that leaves
// a digit outside the names.
func splitMove(move string, isCell func(string) bool) []part {
	var out []part
	for _, r := range runs.FindAllString(move, -1) {
		if isCell(r) || !isAlnum(r) || !strings.ContainsAny(r, "0123456789") {
			out = append(out, part{text: r, cell: isCell(r)})
			continue
		}
		var inner []part
		for i := 0; i < len(r); {
			j := len(r)
			for ; j > i && !isCell(r[i:j]); j-- {
			}
			if j > i {
				inner = append(inner, part{text: r[i:j], cell: true})
				i = j
				continue
			}
			if r[i] >= '0' && r[i] <= '9' {
				inner = []part{{text: r}}
				break
			}
			inner = append(inner, part{text: r[i : i+1], joint: true})
			i++
		}
		out = append(out, inner...)
	}
	return out
}

func isAlnum(s string) bool {
	c := s[0]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// toGTP writes a move of the game's notation with vertices for cells.
// Hex's piece swap is HexGui's swap-pieces: HexGui reads a bare "swap" as
// the other swap, of sides.
func (s *Server) toGTP(move string) string {
	if move == "swap" {
		return "swap-pieces"
	}
	var b strings.Builder
	for _, p := range splitMove(move, s.grid.isCell) {
		if p.cell {
			b.WriteString(s.grid.vertex(p.text))
		} else {
			b.WriteString(p.text)
		}
	}
	return b.String()
}

// fromGTP turns a move given with vertices into the game's notation: each
// vertex becomes its cell; words (pass, swap) stay, in lower case.
func (s *Server) fromGTP(move string) (string, error) {
	lower := strings.ToLower(move)
	if lower == "swap-pieces" {
		// HexGui's name for the piece swap that Hex's swap option plays.
		return "swap", nil
	}
	var b strings.Builder
	isVertex := func(v string) bool { _, ok := s.grid.cell(v); return ok }
	for _, p := range splitMove(move, isVertex) {
		switch {
		case p.cell:
			c, _ := s.grid.cell(p.text)
			b.WriteString(c)
		case p.joint:
			b.WriteString(strings.ToLower(p.text))
		case !isAlnum(p.text):
			b.WriteString(p.text)
		default:
			if w := strings.ToLower(p.text); s.isWord(w) {
				b.WriteString(w)
			} else {
				return "", fmt.Errorf("invalid coordinate %q", p.text)
			}
		}
	}
	return b.String(), nil
}

// passWord is the move GoGui's pass stands for: GoGui reads a point or
// pass only, so where pass is not legal and one legal move names no cell
// (Nex's swap, Hex's with swap=on), GoGui plays and genmove answers that
// move as pass. It is "" when there is none, and while a move is begun.
func (s *Server) passWord() string {
	if len(s.partial) > 0 {
		return ""
	}
	word := ""
	for _, m := range s.legal {
		if m == stop {
			return ""
		}
		if _, cells := s.clicks()[m]; !cells {
			if word != "" {
				return ""
			}
			word = m
		}
	}
	return word
}

// isWord reports whether w may be a move that names no cell: pass and
// swap (which the engine accepts or explains), or a move legal now.
func (s *Server) isWord(w string) bool {
	return w == "pass" || w == "swap" || slices.Contains(s.legal, w)
}

// shortForms finds the legal moves of several cells that the game also
// reads from their last cell alone (a Rastros step from its
// destination), so that GoGui, which knows single points only, can play
// them with one click and read them from genmove. A last cell qualifies
// when no other legal move ends there or starts there, and the engine
// takes it as a move.
func (s *Server) shortForms() map[string]string {
	if s.short != nil {
		return s.short
	}
	s.short = map[string]string{}
	ends := map[string][]string{}
	starts := map[string]bool{}
	for _, m := range s.legal {
		if c := s.cells(m); len(c) >= 2 {
			last := c[len(c)-1]
			ends[last] = append(ends[last], m)
		}
		if c := s.cells(m); len(c) > 0 {
			starts[c[0]] = true
		}
	}
	for last, moves := range ends {
		if len(moves) != 1 || starts[last] {
			continue
		}
		lines, err := s.eng.Call("query islegal "+last, "response", engineTimeout)
		if err == nil && lines[len(lines)-1] == "response true" {
			s.short[moves[0]] = last
		}
	}
	return s.short
}

// stop is the click that ends a move whose cells also begin a longer
// one: GoGui's pass.
const stop = "pass"

// clicks gives each legal move that names cells the vertices, as cells,
// in which GoGui enters it: the move's last cell alone where that names
// it (shortForms); else its cells in order, followed by stop if they also
// begin a longer legal move (an Apex drop that could slide on, a Chomp
// cell that could be a rectangle's corner), so that every move has
// clicks of its own and none begin another's. GoGui sends each play
// again after it, so a move cannot be ended by its last vertex repeated.
func (s *Server) clicks() map[string][]string {
	if s.click != nil {
		return s.click
	}
	short := s.shortForms()
	prefixes := map[string]bool{}
	for _, m := range s.legal {
		c := s.cells(m)
		for n := 1; n < len(c); n++ {
			prefixes[strings.Join(c[:n], " ")] = true
		}
	}
	s.click = map[string][]string{}
	for _, m := range s.legal {
		c := s.cells(m)
		switch {
		case short[m] != "":
			c = []string{short[m]}
		case len(c) == 0:
			continue
		case prefixes[strings.Join(c, " ")]:
			c = append(c, stop)
		}
		s.click[m] = c
	}
	return s.click
}

// ways lists the vertex sequences, as cells, that enter move: its clicks
// and, for a move that its last cell names, its cells as well (the
// Rastros piece, then the destination). A move that names no cell has
// none.
func (s *Server) ways(move string) [][]string {
	c, ok := s.clicks()[move]
	if !ok {
		return nil
	}
	if s.shortForms()[move] != "" {
		return [][]string{c, s.cells(move)}
	}
	return [][]string{c}
}

// along returns the clicks of move that continue the move begun by at
// least one vertex (the first of its ways that does), or nil.
func (s *Server) along(move string) []string {
	for _, w := range s.ways(move) {
		if len(w) > len(s.partial) && slices.Equal(w[:len(s.partial)], s.partial) {
			return w
		}
	}
	return nil
}

// cells lists the cells a move of the game's notation names, in order.
func (s *Server) cells(move string) []string {
	var out []string
	for _, p := range splitMove(move, s.grid.isCell) {
		if p.cell {
			out = append(out, p.text)
		}
	}
	return out
}

// marks gives every occupied cell its gogui-rules_board character. The
// side GTP calls black shows X and the other O; neutral pieces show X or
// O when their kind says black or white (Rastros' pieces), and as removed
// points otherwise (Amazons' arrows). A move entered up to its second
// vertex shows its piece moved there.
func (s *Server) marks() map[string]byte {
	m := map[string]byte{}
	for _, p := range s.st.Pieces {
		var c byte
		switch {
		case p.Side == s.black:
			c = markBlack
		case p.Side == 1-s.black:
			c = markWhite
		case strings.EqualFold(p.Kind, "black"):
			c = markBlack
		case strings.EqualFold(p.Kind, "white"):
			c = markWhite
		default:
			c = markRemoved
		}
		m[strings.ToLower(p.Cell)] = c
	}
	if len(s.partial) >= 2 && s.partial[1] != stop {
		if c, ok := m[s.partial[0]]; ok {
			delete(m, s.partial[0])
			m[s.partial[1]] = c
		}
	}
	return m
}

// rulesMarks is marks as gogui-rules_board shows them. GoGui leaves a
// removed point of a hex board out of the board, a hole that it cannot
// colour (its painter fails on gogui-rules_board_gfx's COLOR there), so
// on a hex board neutral pieces (Nex's neutral stones) show as empty
// points, which boardGfx colours.
func (s *Server) rulesMarks() map[string]byte {
	m := s.marks()
	if s.grid.hex {
		for c, v := range m {
			if v == markRemoved {
				m[c] = markEmpty
			}
		}
	}
	return m
}

// formatScore writes a margin in centi-units as GTP writes points.
func formatScore(centi int) string {
	if centi < 0 {
		centi = -centi
	}
	return strconv.FormatFloat(float64(centi)/100, 'f', -1, 64)
}
