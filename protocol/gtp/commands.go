package gtp

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

type handler func(args []string) (string, error)

// commandNames lists the commands in the order list_commands gives them.
var commandNames = []string{
	"protocol_version", "name", "version", "known_command", "list_commands", "quit",
	"boardsize", "clear_board", "komi", "play", "genmove", "reg_genmove", "undo",
	"final_score", "showboard", "time_settings", "time_left", "level",
	"gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_board",
	"gogui-rules_legal_moves", "gogui-rules_side_to_move", "gogui-rules_final_result",
	"gogui-rules_board_gfx",
}

// commands lists the commands the current game answers, in the order
// list_commands gives them: final_status_list only where stones can be
// dead.
func (s *Server) commands() []string {
	if !s.owner {
		return commandNames
	}
	i := slices.Index(commandNames, "final_score") + 1
	return slices.Insert(slices.Clone(commandNames), i, "final_status_list")
}

func (s *Server) handlers() map[string]handler {
	h := map[string]handler{
		"protocol_version": fixed("2"),
		"name":             fixed(s.cfg.Name),
		"version":          fixed(s.cfg.Version),
		"known_command": func(args []string) (string, error) {
			if len(args) != 1 {
				return "", errors.New("syntax error: known_command COMMAND")
			}
			return strconv.FormatBool(slices.Contains(s.commands(), args[0])), nil
		},
		"list_commands": func([]string) (string, error) { return strings.Join(s.commands(), "\n"), nil },
		"quit": func([]string) (string, error) {
			s.quit = true
			return "", nil
		},
		"boardsize":     s.cmdBoardsize,
		"clear_board":   s.cmdClearBoard,
		"komi":          s.cmdKomi,
		"level":         s.cmdLevel,
		"play":          s.cmdPlay,
		"genmove":       func(args []string) (string, error) { return s.cmdGenmove(args, true) },
		"reg_genmove":   func(args []string) (string, error) { return s.cmdGenmove(args, false) },
		"undo":          s.cmdUndo,
		"final_score":   s.cmdFinalScore,
		"showboard":     s.cmdShowboard,
		"time_settings": s.cmdTimeSettings,
		"time_left":     s.cmdTimeLeft,

		"gogui-rules_game_id":      func([]string) (string, error) { return s.gameID(), nil },
		"gogui-rules_board_size":   func([]string) (string, error) { return s.grid.size(), nil },
		"gogui-rules_board":        func([]string) (string, error) { return s.grid.rulesBoard(s.rulesMarks()), nil },
		"gogui-rules_legal_moves":  func([]string) (string, error) { return strings.Join(s.rulesLegalMoves(), " "), nil },
		"gogui-rules_side_to_move": func([]string) (string, error) { return s.color(s.st.ToMove), nil },
		"gogui-rules_final_result": s.cmdFinalResult,
		"gogui-rules_board_gfx":    func([]string) (string, error) { return s.boardGfx(), nil },
	}
	if s.owner {
		h["final_status_list"] = s.cmdFinalStatusList
	}
	return h
}

func fixed(text string) handler {
	return func([]string) (string, error) { return text, nil }
}

// gameID is the game's name as GoGui wants it: a capital, then lower
// case letters only ("Go", "Atarigo", "Catsdogs").
func (s *Server) gameID() string {
	var b strings.Builder
	for _, r := range s.info.ID {
		if unicode.IsLetter(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	id := b.String()
	if id == "" {
		return "Game"
	}
	return strings.ToUpper(id[:1]) + id[1:]
}

func (s *Server) cmdBoardsize(args []string) (string, error) {
	if len(args) != 1 && len(args) != 2 {
		return "", errors.New("syntax error: boardsize SIZE (or WIDTH HEIGHT, as HexGui sends it)")
	}
	w, err1 := strconv.Atoi(args[0])
	h := w
	var err2 error
	if len(args) == 2 {
		h, err2 = strconv.Atoi(args[1])
	}
	if err1 != nil || err2 != nil || w < 1 || h < 1 {
		return "", fmt.Errorf("syntax error: boardsize wants positive integers, not %q", strings.Join(args, " "))
	}
	if len(args) == 1 && w == s.grid.side() && w == h && s.grid.width != s.grid.height {
		// GoGui gives a rectangle by the side of its square: the board
		// stays.
		if err := s.setGame(s.settings, nil); err != nil {
			return "", fmt.Errorf("unacceptable size: %v", err)
		}
		return "", nil
	}
	for _, settings := range s.sizeCandidates(w, h) {
		pos, _, err := position.NewGame(s.info.ID, settings...)
		if err != nil {
			continue
		}
		l := pos.Layout()
		g, err := newGrid(l, s.coords())
		if err != nil || g.width != w || g.height != h {
			continue
		}
		if err := s.setGame(settings, nil); err != nil {
			return "", fmt.Errorf("unacceptable size: %v", err)
		}
		return "", nil
	}
	return "", fmt.Errorf("unacceptable size: %s plays on %s, not %dx%d", s.info.ID, s.sizeRange(), w, h)
}

// sizeCandidates lists the option settings that might give a w×h board:
// the current ones; a size option near w (Go's seed mode counts its board
// by cells, one more than its points); rows and cols options.
func (s *Server) sizeCandidates(w, h int) [][]string {
	out := [][]string{s.settings}
	for _, o := range s.info.Options {
		switch o.Name {
		case "size":
			if w == h {
				for _, v := range []int{w, w + 1, w - 1} {
					out = append(out, withSetting(s.settings, "size", strconv.Itoa(v)))
				}
			}
		case "rows":
			if hasOption(s.info.Options, "cols") {
				out = append(out, withSetting(withSetting(s.settings, "rows", strconv.Itoa(h)), "cols", strconv.Itoa(w)))
			}
		}
	}
	return out
}

func hasOption(opts []position.Option, name string) bool {
	for _, o := range opts {
		if o.Name == name {
			return true
		}
	}
	return false
}

// sizeRange says which board sizes the game takes, for an error message.
func (s *Server) sizeRange() string {
	var sizes []string
	for n := 1; n <= 26; n++ {
		for _, settings := range s.sizeCandidates(n, n)[1:] {
			pos, _, err := position.NewGame(s.info.ID, settings...)
			if err != nil {
				continue
			}
			if g, err := newGrid(pos.Layout(), s.coords()); err == nil && g.width == n && g.height == n {
				sizes = append(sizes, strconv.Itoa(n))
				break
			}
		}
	}
	switch {
	case len(sizes) == 0 && s.grid.width == s.grid.height:
		return fmt.Sprintf("%dx%d only", s.grid.width, s.grid.height)
	case len(sizes) == 0:
		return fmt.Sprintf("%d columns and %d rows only", s.grid.width, s.grid.height)
	case len(sizes) > 4:
		return fmt.Sprintf("sizes %s to %s", sizes[0], sizes[len(sizes)-1])
	}
	return "sizes " + strings.Join(sizes, ", ")
}

func (s *Server) cmdClearBoard(args []string) (string, error) {
	if err := s.sync(nil); err != nil {
		return "", err
	}
	s.partial = nil
	return "", nil
}

// neutralColors are the backgrounds boardGfx gives removed points, one
// per kind of neutral piece (Amazons' arrows; Chomp's chocolate, then
// its poison): GoGui draws a removed point of a square board as an empty
// one. padColor is the background of the padding of a rectangle.
var neutralColors = []string{"#5a3a22", "#2e7d32", "#6a1b9a", "#1565c0"}

const padColor = "#9e9e9e"

// boardGfx is gogui-rules_board_gfx's answer, which GoGui draws over the
// board after each change, in its gfx language: the removed points
// coloured by the kind of their piece, the padding of a rectangle grey,
// the vertices of a move begun marked with squares, and which edges each
// side joins as status text (Hex, Nex). It is empty when
// there is nothing to show. A kind keeps its colour for the game, in the
// order the kinds were first seen.
func (s *Server) boardGfx() string {
	kindOf := map[string]string{}
	for _, p := range s.st.Pieces {
		kindOf[strings.ToLower(p.Cell)] = p.Kind
	}
	byKind := map[string][]string{}
	var fresh []string
	for cell, m := range s.marks() {
		if m != markRemoved {
			continue
		}
		k := kindOf[cell]
		if _, ok := byKind[k]; !ok && !slices.Contains(s.kinds, k) {
			fresh = append(fresh, k)
		}
		byKind[k] = append(byKind[k], s.grid.vertex(cell))
	}
	slices.Sort(fresh)
	s.kinds = append(s.kinds, fresh...)
	var lines []string
	for i, k := range s.kinds {
		if v := byKind[k]; len(v) > 0 {
			slices.SortFunc(v, compareVertices)
			lines = append(lines, "COLOR "+neutralColors[i%len(neutralColors)]+" "+strings.Join(v, " "))
		}
	}
	if pads := s.grid.pads(); len(pads) > 0 {
		lines = append(lines, "COLOR "+padColor+" "+strings.Join(pads, " "))
	}
	if len(s.partial) > 0 {
		lines = append(lines, "SQUARE "+s.partialGTP())
	}
	if t := s.edgeText(); t != "" {
		lines = append(lines, "TEXT "+t)
	}
	return strings.Join(lines, "\n")
}

// edgeText says which edges each GTP colour joins, for GoGui's status
// line ("black joins top and bottom; white joins left and right"): GoGui
// draws no board edge in a colour, so its text says it.
func (s *Server) edgeText() string {
	var parts []string
	for _, side := range []int{s.black, 1 - s.black} {
		var names []string
		for _, e := range s.edges {
			if e.Side == side {
				names = append(names, e.Name)
			}
		}
		if len(names) > 0 {
			parts = append(parts, fmt.Sprintf("%s (%s) joins %s", s.color(side), s.info.Sides[side], strings.Join(names, " and ")))
		}
	}
	return strings.Join(parts, "; ")
}

func (s *Server) cmdKomi(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error: komi VALUE")
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || math.IsNaN(k) || math.IsInf(k, 0) {
		return "", fmt.Errorf("syntax error: komi %q is not a number", args[0])
	}
	if !s.hasKomi {
		// GTP controllers send komi whatever the game; it has no
		// meaning here, so it is taken and ignored.
		s.komi = args[0]
		return "", nil
	}
	v := strconv.FormatFloat(k, 'f', -1, 64)
	partial := s.partial
	if err := s.setGame(withSetting(s.settings, "komi", v), s.moves); err != nil {
		return "", fmt.Errorf("komi %s: %v", args[0], err)
	}
	s.partial, s.komi = partial, v
	return "", nil
}

// cmdLevel sets the engine's strength, as GNU Go's level command does:
// level N, from 1 (the weakest) to 6 (full strength), the protocol's
// Skill Level.
func (s *Server) cmdLevel(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error: level N")
	}
	return "", s.setLevel(args[0])
}

// setLevel passes a level to the engine's Skill Level option.
func (s *Server) setLevel(v string) error {
	if _, err := strconv.Atoi(v); err != nil {
		return fmt.Errorf("syntax error: level %q is not an integer", v)
	}
	if _, err := s.eng.Do("setoption name Skill Level value "+v, engineTimeout); err != nil {
		var ee *protocol.EngineError
		if errors.As(err, &ee) {
			return fmt.Errorf("level %s: %s", v, ee.Msg)
		}
		return err
	}
	return nil
}

func (s *Server) cmdPlay(args []string) (string, error) {
	if len(args) != 2 {
		return "", errors.New("syntax error: play COLOR VERTEX")
	}
	side, err := s.side(args[0])
	if err != nil {
		return "", err
	}
	text, err := s.fromGTP(args[1])
	if err != nil {
		return "", err
	}
	if s.over() {
		return "", errors.New("illegal move: the game is over")
	}
	if side != s.st.ToMove {
		return "", fmt.Errorf("illegal move: %s is to move, not %s", s.color(s.st.ToMove), s.color(side))
	}
	// A vertex that is not a whole move may begin one (an Amazons queen,
	// the piece to step), or continue the one begun. To GoGui, a vertex
	// that begins a longer move is a click even if it is a move too (an
	// Apex drop that may slide on): that move needs its vertex again.
	clicks := s.cells(text)
	switch w := s.passWord(); {
	case text != stop:
	case len(s.partial) > 0:
		clicks = []string{stop}
	case s.gogui && w != "":
		text = w
	}
	var whole error
	if len(s.partial) == 0 && !(s.gogui && len(clicks) == 1 && s.begins(clicks)) {
		if whole = s.sync(append(slices.Clone(s.moves), text)); whole == nil {
			return "", nil
		}
	}
	if len(clicks) > 0 {
		p := append(slices.Clone(s.partial), clicks...)
		complete, prefix := s.extend(p)
		switch {
		case complete != "":
			if err := s.commit(complete, p); err != nil {
				return "", illegal(err)
			}
			return "", nil
		case prefix:
			s.partial = p
			return "", nil
		}
	}
	if whole != nil {
		return "", illegal(whole)
	}
	return "", fmt.Errorf("illegal move: %s does not continue %s", args[1], s.partialGTP())
}

// commit plays move, whose vertices clicks were entered one by one (or
// not, when clicks is nil), and ends the move begun. A move entered in
// two clicks or more is remembered as such, for undo to take it back
// vertex by vertex as it came.
func (s *Server) commit(move string, clicks []string) error {
	if err := s.sync(append(slices.Clone(s.moves), move)); err != nil {
		return err
	}
	s.partial = nil
	if len(clicks) >= 2 {
		s.split[len(s.moves)-1] = clicks
	}
	return nil
}

// extend looks for the legal moves whose clicks begin with p: the one
// they equal, if any, and whether p is a proper prefix of some.
func (s *Server) extend(p []string) (complete string, prefix bool) {
	for _, m := range s.legal {
		for _, c := range s.ways(m) {
			switch {
			case slices.Equal(c, p) && complete == "":
				complete = m
			case len(c) > len(p) && slices.Equal(c[:len(p)], p):
				prefix = true
			}
		}
	}
	return complete, prefix
}

// begins reports whether p is a proper prefix of some legal move's
// clicks.
func (s *Server) begins(p []string) bool {
	_, prefix := s.extend(p)
	return prefix
}

// partialGTP writes the vertices entered so far.
func (s *Server) partialGTP() string {
	v := make([]string, len(s.partial))
	for i, c := range s.partial {
		v[i] = s.grid.vertex(c)
	}
	return strings.Join(v, " ")
}

func (s *Server) cmdGenmove(args []string, play bool) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error: genmove COLOR")
	}
	side, err := s.side(args[0])
	if err != nil {
		return "", err
	}
	if s.over() {
		return s.finished(side), nil
	}
	if side != s.st.ToMove {
		return "", fmt.Errorf("%s is to move, not %s", s.color(s.st.ToMove), s.color(side))
	}
	move := s.plan
	if !s.continues(move) {
		cmd := s.goCommand()
		if len(s.partial) > 0 {
			// The search plays whole moves: it picks among those that
			// continue the move begun.
			cmd += " searchmoves " + strings.Join(s.continuations(), " ")
		}
		lines, err := s.eng.Call(cmd, "bestmove", s.searchTimeout())
		if err != nil {
			return "", fmt.Errorf("engine: %v", err)
		}
		f := strings.Fields(lines[len(lines)-1])
		if len(f) < 2 || f[1] == "(none)" {
			return s.finished(side), nil
		}
		if slices.Contains(lines, "info string resign") {
			return "resign", nil
		}
		move = f[1]
	}
	clicks := s.clicks()[move]
	_, isShort := s.shortForms()[move]
	if len(s.partial) > 0 {
		clicks = s.along(move)
	}
	if len(s.partial) == 0 && (len(clicks) < 2 || !s.gogui) {
		// A whole move: a word, a move of one click (a cell, or the
		// last cell of a move that it names), or a move of several
		// cells for a client that takes them whole.
		answer := s.toGTP(move)
		switch {
		case len(clicks) == 1 && (s.gogui || isShort):
			answer = s.grid.vertex(clicks[0])
		case s.gogui && move == s.passWord():
			answer = stop
		}
		if play {
			if err := s.commit(move, nil); err != nil {
				return "", fmt.Errorf("engine move %s refused: %v", move, err)
			}
		}
		return answer, nil
	}
	// One vertex of a move of several, as GoGui clicks them: the move is
	// played once its last vertex is given, and until then the same side
	// is to move, so GoGui asks again.
	next := clicks[len(s.partial)]
	answer := stop
	if next != stop {
		answer = s.grid.vertex(next)
	}
	if !play {
		return answer, nil
	}
	p := append(slices.Clone(s.partial), next)
	if len(p) == len(clicks) {
		if err := s.commit(move, p); err != nil {
			return "", fmt.Errorf("engine move %s refused: %v", move, err)
		}
	} else {
		s.partial = p
		s.plan = move
	}
	return answer, nil
}

// continues reports whether move is a legal move whose clicks extend the
// move begun by at least one vertex.
func (s *Server) continues(move string) bool {
	return s.along(move) != nil
}

// continuations lists the legal moves that extend the move begun.
func (s *Server) continuations() []string {
	var out []string
	for _, m := range s.legal {
		if s.continues(m) {
			out = append(out, m)
		}
	}
	return out
}

// finished is genmove's answer once the game is over: the side to move
// resigns a lost game and passes otherwise. Nothing is played.
func (s *Server) finished(side int) string {
	switch s.st.Result {
	case "p1win":
		if side == 1 {
			return "resign"
		}
	case "p2win":
		if side == 0 {
			return "resign"
		}
	}
	return "pass"
}

// goCommand is the engine's go command for the side to move: its clock
// if GTP gave one, else the configured depth or time.
func (s *Server) goCommand() string {
	side := s.st.ToMove
	c := s.clock
	if left := c.left[side]; !c.unlimited && (left.known || c.set && c.main > 0) {
		t := c.main
		stones := 0
		if left.known {
			t, stones = left.time, left.stones
		}
		cmd := fmt.Sprintf("go p%dtime %d", side+1, max(t.Milliseconds(), 1))
		switch {
		case stones > 0:
			cmd += fmt.Sprintf(" movestogo %d", stones)
		case c.byo > 0 && c.byoStones > 0:
			// After the main time every move has at least this much.
			cmd += fmt.Sprintf(" p%dinc %d", side+1, c.byo.Milliseconds()/int64(c.byoStones))
		}
		if s.cfg.Depth > 0 {
			cmd += fmt.Sprintf(" depth %d", s.cfg.Depth)
		}
		return cmd
	}
	switch {
	case s.cfg.Depth > 0 && s.cfg.MoveTime > 0:
		return fmt.Sprintf("go depth %d movetime %d", s.cfg.Depth, s.cfg.MoveTime.Milliseconds())
	case s.cfg.Depth > 0:
		return fmt.Sprintf("go depth %d", s.cfg.Depth)
	case s.cfg.MoveTime > 0:
		return fmt.Sprintf("go movetime %d", s.cfg.MoveTime.Milliseconds())
	}
	return fmt.Sprintf("go movetime %d", DefaultMoveTime.Milliseconds())
}

// searchTimeout bounds a genmove: a depth-only search may take its time.
func (s *Server) searchTimeout() time.Duration {
	if s.cfg.Depth > 0 && s.cfg.MoveTime == 0 {
		return 0
	}
	return 10 * time.Minute
}

func (s *Server) cmdUndo(args []string) (string, error) {
	if n := len(s.partial); n > 0 {
		s.partial = s.partial[:n-1]
		return "", nil
	}
	n := len(s.moves)
	if n == 0 {
		return "", errors.New("cannot undo: no move to take back")
	}
	split := s.split[n-1]
	if err := s.sync(s.moves[:n-1]); err != nil {
		return "", fmt.Errorf("cannot undo: %v", err)
	}
	if len(split) > 0 {
		// A move entered vertex by vertex is taken back by its last
		// vertex, as it was given: the rest stays begun.
		s.partial = split[:len(split)-1]
	}
	return "", nil
}

// result is the game's result as final_score writes it (B+3.5, W+, 0),
// and whether the game is over. A Go game that is not over is counted as
// if both players passed now, and in Go the stones that the playouts find
// dead are taken off before the count, as GNU Go does as referee.
func (s *Server) result() (string, bool, error) {
	result, centi := s.st.Result, 0
	var err error
	over := s.over()
	if over {
		centi, err = s.outcome()
	} else {
		result, centi, err = s.countNow()
	}
	if err != nil {
		return "", over, err
	}
	if s.owner {
		// Dead stones are taken off before counting, as a referee does.
		st, err := s.status()
		if err != nil {
			return "", over, err
		}
		if st.shift != 0 {
			if s.st.ToMove == 1 {
				centi = -centi
			}
			centi += 100 * st.shift // now from the first player's view
			switch {
			case centi > 0:
				result = "p1win"
			case centi < 0:
				result = "p2win"
			default:
				result = "draw"
			}
		}
	}
	var winner int
	switch result {
	case "draw":
		return "0", over, nil
	case "p1win":
		winner = 0
	case "p2win":
		winner = 1
	default:
		return "", over, fmt.Errorf("cannot score: unknown result %q", result)
	}
	text := "B+"
	if winner != s.black {
		text = "W+"
	}
	if s.margin {
		text += formatScore(centi)
	}
	return text, over, nil
}

// outcome reads the finished game's score from the side to move's view.
func (s *Server) outcome() (int, error) {
	lines, err := s.eng.Call("eval", "eval", engineTimeout)
	if err != nil {
		return 0, err
	}
	f := strings.Fields(lines[len(lines)-1])
	if len(f) != 3 || f[1] != "over" {
		return 0, fmt.Errorf("cannot score: the engine says %q", lines[len(lines)-1])
	}
	return strconv.Atoi(f[2])
}

// countNow scores an unfinished game as it would end if both sides passed
// now, where the game lets them (Go); other games cannot be scored early.
func (s *Server) countNow() (string, int, error) {
	// The passes that end the game: one after a pass, which a second
	// pass would follow into a game already over.
	probe := append(slices.Clone(s.moves), "pass", "pass")
	if n := len(s.moves); n > 0 && s.moves[n-1] == "pass" {
		probe = probe[:len(probe)-1]
	}
	cmd := "position startpos moves " + strings.Join(probe, " ")
	if _, err := s.eng.Do(cmd, engineTimeout); err != nil {
		return "", 0, errors.New("cannot score: the game is not over")
	}
	var st struct{ Result string }
	err := s.jsonCall("state", &st)
	centi := 0
	if err == nil {
		centi, err = s.outcome()
	}
	if rerr := s.sync(s.moves); err == nil {
		err = rerr
	}
	if err != nil {
		return "", 0, fmt.Errorf("cannot score: %v", err)
	}
	return st.Result, centi, nil
}

func (s *Server) cmdFinalScore(args []string) (string, error) {
	text, _, err := s.result()
	return text, err
}

func (s *Server) cmdFinalResult(args []string) (string, error) {
	if !s.over() {
		return "Game not over", nil
	}
	text, _, err := s.result()
	if err != nil {
		return "", err
	}
	if text == "0" {
		return "Draw", nil
	}
	p := s.black // the winner, from the text: dead stones may turn the result
	if strings.HasPrefix(text, "W+") {
		p = 1 - s.black
	}
	name := s.info.Sides[p]
	name = strings.ToUpper(name[:1]) + name[1:]
	return fmt.Sprintf("%s won (%s)", name, text), nil
}

func (s *Server) cmdShowboard(args []string) (string, error) {
	lines := s.grid.showboard(s.marks())
	who := s.info.Sides[s.st.ToMove]
	if c := s.color(s.st.ToMove); c != who {
		who += " (" + c + ")"
	}
	lines = append(lines, who+" to move")
	if len(s.partial) > 0 {
		lines = append(lines, "move begun: "+s.partialGTP())
	}
	lines = append(lines, "position: "+s.st.Position)
	if s.over() {
		text, _, err := s.result()
		if err == nil {
			lines = append(lines, "result: "+text)
		}
	}
	return "\n" + strings.Join(lines, "\n"), nil
}

func (s *Server) cmdTimeSettings(args []string) (string, error) {
	n, err := ints("time_settings MAIN BYO_YOMI_TIME BYO_YOMI_STONES", args, 3)
	if err != nil {
		return "", err
	}
	s.clock = clock{
		set:       true,
		unlimited: n[1] > 0 && n[2] == 0,
		main:      time.Duration(n[0]) * time.Second,
		byo:       time.Duration(n[1]) * time.Second,
		byoStones: n[2],
	}
	return "", nil
}

func (s *Server) cmdTimeLeft(args []string) (string, error) {
	if len(args) != 3 {
		return "", errors.New("syntax error: time_left COLOR TIME STONES")
	}
	side, err := s.side(args[0])
	if err != nil {
		return "", err
	}
	n, err := ints("time_left COLOR TIME STONES", args[1:], 2)
	if err != nil {
		return "", err
	}
	s.clock.left[side] = sideClock{known: true, time: time.Duration(n[0]) * time.Second, stones: n[1]}
	return "", nil
}

// ints reads n non-negative integers.
func ints(usage string, args []string, n int) ([]int, error) {
	if len(args) != n {
		return nil, errors.New("syntax error: " + usage)
	}
	out := make([]int, n)
	for i, a := range args {
		v, err := strconv.Atoi(a)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("syntax error: %q is not a non-negative integer (%s)", a, usage)
		}
		out[i] = v
	}
	return out, nil
}

// rulesLegalMoves lists what GoGui may play now: the vertices that make
// a legal move (a move's last vertex where that alone names it) or begin
// one, then pass and other word moves; with a move begun, the vertices
// that can come next, and pass if the vertices given are a move that
// could go on.
func (s *Server) rulesLegalMoves() []string {
	seen := map[string]bool{}
	var cells, words []string
	clicks := s.clicks()
	if w := s.passWord(); w != "" {
		seen[w] = true
		words = append(words, stop)
	}
	for _, m := range s.legal {
		c := clicks[m]
		switch {
		case len(c) == 0:
			if !seen[m] && len(s.partial) == 0 {
				seen[m] = true
				words = append(words, m)
			}
			continue
		case len(s.partial) > 0:
			if c = s.along(m); c == nil {
				continue
			}
			c = c[len(s.partial):]
		}
		if c[0] == stop {
			if !seen[stop] {
				seen[stop] = true
				words = append(words, stop)
			}
			continue
		}
		if !seen[c[0]] {
			seen[c[0]] = true
			cells = append(cells, c[0])
		}
	}
	out := make([]string, 0, len(cells)+len(words))
	for _, c := range cells {
		out = append(out, s.grid.vertex(c))
	}
	slices.SortFunc(out, compareVertices)
	return append(out, words...)
}

// compareVertices orders vertices by column letters, then row number.
func compareVertices(a, b string) int {
	split := func(v string) (string, int) {
		i := strings.IndexAny(v, "0123456789")
		if i < 0 {
			return v, 0
		}
		n, _ := strconv.Atoi(v[i:])
		return v[:i], n
	}
	la, na := split(a)
	lb, nb := split(b)
	if c := cmp.Compare(len(la), len(lb)); c != 0 {
		return c
	}
	if c := strings.Compare(la, lb); c != 0 {
		return c
	}
	return cmp.Compare(na, nb)
}
