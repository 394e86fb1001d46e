package term

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rs/zerolog"
	"golang.org/x/term"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

// Config says what to play and who plays it.
type Config struct {
	Game     string   // a registered game id
	Options  []string // the game's key=value settings
	Position string   // a start position string; "" for the standard start
	// Human says which sides a person plays: Human[0] for p1, Human[1]
	// for p2. With neither, the engine plays itself.
	Human    [2]bool
	MoveTime time.Duration // the engine's time a move (used when Depth is 0)
	Depth    int           // the engine's depth a move, if not 0
	Threads  int           // search threads, if not 0
	Search   string        // searcher: auto (also ""), alphabeta or mcts
	// Level is the engine's strength, the protocol's Skill Level: 1 the
	// weakest to 6, full strength; 0 is full strength.
	Level int
}

// queryTimeout bounds the wait for an answer that needs no search.
const queryTimeout = 30 * time.Second

// maxListed is how many legal moves a message lists before it cuts the
// list short (Amazons has over two thousand at the start).
const maxListed = 60

// player runs one terminal game.
type player struct {
	cfg    Config
	c      *protocol.Client
	lines  lineReader
	out    io.Writer
	info   position.Info
	layout position.Layout
	state  position.State
	movers []int // the side that made each move of state.Moves
}

// errQuit ends the game at the person's request or at the end of input.
var errQuit = errors.New("quit")

// Play runs a game in a terminal: it draws the board as text, reads the
// person's moves and commands from in, and has the engine (an in-process
// tabla) answer. It returns when the person quits, when the input ends,
// or, if nobody plays by hand, when the game ends.
func Play(cfg Config, in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	return play(cfg, scannerLines{sc, out}, out)
}

// PlayTerminal is Play on a terminal that the caller has put in raw mode
// (golang.org/x/term's MakeRaw): the person edits each line as in a
// shell, with the arrow keys, the line's history, Ctrl-A, Ctrl-E, Ctrl-U,
// Ctrl-W and Ctrl-L (clear the screen); Ctrl-D on an empty line or
// Ctrl-C leaves. In raw mode Ctrl-C reaches the game only at a prompt,
// not while the engine thinks.
func PlayTerminal(cfg Config, rw io.ReadWriter) error {
	t := term.NewTerminal(rw, "")
	return play(cfg, termLines{t}, t)
}

// lineReader reads the person's lines, each after its prompt; io.EOF ends
// the input.
type lineReader interface {
	readLine(prompt string) (string, error)
}

// scannerLines reads plain lines, for a pipe or a terminal in its usual
// mode.
type scannerLines struct {
	sc  *bufio.Scanner
	out io.Writer
}

func (s scannerLines) readLine(prompt string) (string, error) {
	fmt.Fprint(s.out, prompt)
	if !s.sc.Scan() {
		if err := s.sc.Err(); err != nil {
			return "", err
		}
		return "", io.EOF
	}
	return s.sc.Text(), nil
}

// termLines reads lines with x/term's line editor.
type termLines struct{ t *term.Terminal }

func (l termLines) readLine(prompt string) (string, error) {
	l.t.SetPrompt(prompt)
	return l.t.ReadLine()
}

func play(cfg Config, lines lineReader, out io.Writer) error {
	info, ok := position.Lookup(cfg.Game)
	if !ok {
		var ids []string
		for _, g := range position.Games() {
			ids = append(ids, g.ID)
		}
		return fmt.Errorf("%q is not a game; the games are: %s", cfg.Game, strings.Join(ids, ", "))
	}
	if cfg.MoveTime <= 0 && cfg.Depth <= 0 {
		cfg.MoveTime = time.Second
	}
	c, err := protocol.Local(protocol.Config{Name: "tabla", DefaultGame: info.ID, Search: cfg.Search, Log: zerolog.Nop()})
	if err != nil {
		return err
	}
	defer c.Close()
	p := &player{cfg: cfg, c: c, lines: lines, out: out, info: info}
	if cfg.Threads > 0 {
		if _, err := c.Do(fmt.Sprintf("setoption name Threads value %d", cfg.Threads), queryTimeout); err != nil {
			return engineError(err)
		}
	}
	if cfg.Level > 0 {
		if _, err := c.Do(fmt.Sprintf("setoption name Skill Level value %d", cfg.Level), queryTimeout); err != nil {
			return engineError(err)
		}
	}
	if err := p.newGame(); err != nil {
		return err
	}
	p.greet()
	err = p.loop()
	if errors.Is(err, errQuit) {
		return nil
	}
	return err
}

// engineError keeps only the message of an engine's *protocol.EngineError,
// for a person: the code is for scripts.
func engineError(err error) error {
	var ee *protocol.EngineError
	if errors.As(err, &ee) {
		return errors.New(ee.Msg)
	}
	return err
}

func (p *player) printf(format string, args ...any) { fmt.Fprintf(p.out, format, args...) }

// newGame (re)starts the game with the configured options and position.
func (p *player) newGame() error {
	cmd := strings.TrimSpace("newgame " + p.info.ID + " " + strings.Join(p.cfg.Options, " "))
	if _, err := p.c.Do(cmd, queryTimeout); err != nil {
		return engineError(err)
	}
	if err := p.setMoves(nil, nil); err != nil {
		return err
	}
	var l position.Layout
	if err := p.query("layout", &l); err != nil {
		return err
	}
	p.layout = l
	return nil
}

// setMoves sends the position with these moves and reads the new state.
func (p *player) setMoves(moves []string, movers []int) error {
	cmd := "position startpos"
	if p.cfg.Position != "" {
		cmd = "position fen " + p.cfg.Position
	}
	if len(moves) > 0 {
		cmd += " moves " + strings.Join(moves, " ")
	}
	if _, err := p.c.Do(cmd, queryTimeout); err != nil {
		return engineError(err)
	}
	// A fresh value: fields the JSON omits (lastmove) must not linger.
	var st position.State
	if err := p.query("state", &st); err != nil {
		return err
	}
	p.state, p.movers = st, movers
	return nil
}

// query sends a command that answers with one JSON line and decodes it.
func (p *player) query(cmd string, v any) error {
	err := p.c.CallJSON(cmd, v, queryTimeout)
	var ee *protocol.EngineError
	switch {
	case errors.As(err, &ee):
		return engineError(err)
	case err != nil:
		return fmt.Errorf("%s: %w", cmd, err)
	}
	return nil
}

// sideName is side i's name with its piece symbol, as "black (B)".
func (p *player) sideName(i int) string {
	name := p.info.Sides[i]
	if i < len(p.layout.Sides) && len(p.layout.Sides[i].Pieces) > 0 {
		name += " (" + p.layout.Sides[i].Pieces[0].Symbol + ")"
	}
	return name
}

func (p *player) limits() string {
	if p.cfg.Depth > 0 {
		return fmt.Sprintf("depth %d", p.cfg.Depth)
	}
	return fmt.Sprintf("movetime %d", p.cfg.MoveTime.Milliseconds())
}

func (p *player) describeLimits() string {
	if p.cfg.Depth > 0 {
		return fmt.Sprintf("searching %d plies a move", p.cfg.Depth)
	}
	return fmt.Sprintf("thinking %s a move", p.cfg.MoveTime)
}

func (p *player) greet() {
	p.printf("%s: %s against %s.\n", p.info.Name, p.sideName(0), p.sideName(1))
	if o, err := p.info.ParseOptions(p.cfg.Options); err == nil {
		// Go names its rule set; other games list what was changed.
		label := "Options"
		if p.info.Summary != nil {
			label = "Rules"
		}
		if set := p.info.Settings(o); set != "" {
			p.printf("%s: %s.\n", label, set)
		}
	}
	h := p.cfg.Human
	switch {
	case h[0] && h[1]:
		p.printf("You play both sides.\n")
	case h[0] || h[1]:
		you := 0
		if h[1] {
			you = 1
		}
		p.printf("You play %s; the engine plays %s, %s.\n", p.sideName(you), p.sideName(1-you), p.describeLimits())
	default:
		p.printf("The engine plays both sides, %s.\n", p.describeLimits())
	}
	if h[0] || h[1] {
		p.printf("Type a move in the game's notation (for example %s), or help.\n", p.example())
	}
}

// example is a legal move to show in the greeting.
func (p *player) example() string {
	moves, err := p.legalMoves()
	if err != nil || len(moves) == 0 {
		return "pass"
	}
	return moves[len(moves)/2]
}

func (p *player) legalMoves() ([]string, error) {
	lines, err := p.c.Call("legalmoves", "legalmoves", queryTimeout)
	if err != nil {
		return nil, engineError(err)
	}
	return strings.Fields(lines[len(lines)-1])[1:], nil
}

func (p *player) over() bool { return p.state.Result != "none" && p.state.Result != "" }

func (p *player) show() {
	p.printf("\n%s", Board(p.layout, p.state))
	if p.state.LastMove != "" {
		p.printf("last move: %s\n", p.state.LastMove)
	}
	if p.over() {
		p.printf("Game over: %s.\n", p.resultText())
		return
	}
	p.printf("%s to move.\n", p.sideName(p.state.ToMove))
}

func (p *player) resultText() string {
	var s string
	switch p.state.Result {
	case "p1win":
		s = p.info.Sides[0] + " wins"
	case "p2win":
		s = p.info.Sides[1] + " wins"
	default:
		s = "draw"
	}
	if len(p.state.Scores) == 2 {
		s += fmt.Sprintf(", %d-%d", p.state.Scores[0], p.state.Scores[1])
	}
	return s
}

func (p *player) loop() error {
	p.show()
	for {
		if p.over() || p.cfg.Human[p.state.ToMove] {
			if !p.cfg.Human[0] && !p.cfg.Human[1] {
				return nil
			}
			if err := p.human(); err != nil {
				return err
			}
			continue
		}
		if err := p.engineMove(); err != nil {
			return err
		}
	}
}

// human reads one line and acts on it; it returns after a move or a
// command that changes nothing, so the loop can let the engine answer.
func (p *player) human() error {
	prompt := p.info.Sides[p.state.ToMove] + "> "
	if p.over() {
		prompt = "new, undo or quit> "
	}
	line, err := p.lines.readLine(prompt)
	if err != nil {
		p.printf("\n")
		if errors.Is(err, io.EOF) {
			return errQuit
		}
		return err
	}
	line = strings.TrimSpace(line)
	word, rest, _ := strings.Cut(line, " ")
	switch strings.ToLower(word) {
	case "":
		return nil
	case "quit", "exit", "q":
		return errQuit
	case "help", "?", "h":
		p.help()
	case "moves", "legal":
		moves, err := p.legalMoves()
		if err != nil {
			return err
		}
		p.printf("legal moves (%d): %s\n", len(moves), strings.Join(moves, " "))
	case "undo", "u":
		return p.undo()
	case "new", "restart":
		if err := p.newGame(); err != nil {
			return err
		}
		p.show()
	case "board", "d":
		p.show()
	case "position", "fen", "pos":
		p.printf("position: %s\n", p.state.Position)
		if len(p.state.Moves) > 0 {
			p.printf("moves: %s\n", strings.Join(p.state.Moves, " "))
		}
	case "hint":
		if p.over() {
			p.printf("The game is over.\n")
			return nil
		}
		r, err := p.think()
		if err != nil {
			return err
		}
		p.printf("hint: %s (%s)\n", r.move, r.summary(p.info.Sides[p.state.ToMove]))
	case "go", "engine":
		if p.over() {
			p.printf("The game is over.\n")
			return nil
		}
		return p.engineMove()
	default:
		if rest != "" {
			p.printf("A move is one word without spaces; type help for the commands.\n")
			return nil
		}
		return p.humanMove(line)
	}
	return nil
}

func (p *player) help() {
	p.printf(`Type a move in the game's notation, or one of these commands:
  moves      list the legal moves
  hint       ask the engine for a move without playing it
  go         let the engine play this move for you
  undo       take back your last move (and the engine's answer)
  new        start again
  board      draw the board again
  position   print the position string and the moves so far
  quit       leave
`)
}

func (p *player) humanMove(text string) error {
	if p.over() {
		p.printf("The game is over: type new, undo or quit.\n")
		return nil
	}
	side := p.state.ToMove
	moves := append(slices.Clone(p.state.Moves), text)
	movers := append(slices.Clone(p.movers), side)
	if err := p.setMoves(moves, movers); err != nil {
		p.printf("%s\n", refusal(text, err.Error()))
		legal, lerr := p.legalMoves()
		if lerr != nil {
			return lerr
		}
		p.printf("%s\n", listMoves(text, legal))
		return nil
	}
	if !p.over() && !p.cfg.Human[p.state.ToMove] {
		// The engine answers at once and then draws the board: one
		// board a turn, not one after each half of it.
		p.printf("%s played %s.\n", p.info.Sides[side], p.state.Moves[len(p.state.Moves)-1])
		return nil
	}
	p.show()
	return nil
}

// refusal says why the move text was refused, given the engine's
// message about the whole "position ... moves ..." command.
func refusal(text, msg string) string {
	q := strconv.Quote(text)
	// "move 7 "zz": why": the person typed only the last move.
	if _, why, ok := strings.Cut(msg, q+": "); ok {
		msg = why
	}
	msg = strings.TrimPrefix(msg, "move "+q+": ")
	if strings.EqualFold(msg, "illegal move: "+text) || strings.EqualFold(msg, "illegal move: "+q) {
		return q + " is not a legal move here."
	}
	return q + " is not a legal move here: " + msg
}

// listMoves describes the legal moves for someone who typed text: those
// sharing the longest prefix with it if any do (so a mistyped Amazons
// arrow lists the arrows of that queen move), otherwise all of them,
// cut short after maxListed.
func listMoves(text string, legal []string) string {
	if len(legal) == 0 {
		return "There are no legal moves."
	}
	lower := strings.ToLower(text)
	pick := legal
	for n := len(lower); n > 0; n-- {
		var m []string
		for _, mv := range legal {
			if strings.HasPrefix(strings.ToLower(mv), lower[:n]) {
				m = append(m, mv)
			}
		}
		if len(m) > 0 {
			pick = m
			break
		}
	}
	head := "legal moves"
	if len(pick) < len(legal) {
		head = fmt.Sprintf("legal moves starting %q", lower[:commonPrefix(lower, pick)])
	}
	if len(pick) > maxListed {
		return fmt.Sprintf("%s (%d of %d, type moves for all): %s ...", head, maxListed, len(pick),
			strings.Join(pick[:maxListed], " "))
	}
	return fmt.Sprintf("%s: %s", head, strings.Join(pick, " "))
}

// commonPrefix is the length of the longest prefix of s shared by every
// move (case-insensitively).
func commonPrefix(s string, moves []string) int {
	n := len(s)
	for _, m := range moves {
		m = strings.ToLower(m)
		i := 0
		for i < n && i < len(m) && m[i] == s[i] {
			i++
		}
		n = i
	}
	return n
}

func (p *player) undo() error {
	moves, movers := slices.Clone(p.state.Moves), slices.Clone(p.movers)
	if len(movers) != len(moves) {
		movers = nil // history from before this session: undo one move at a time
	}
	if len(moves) == 0 {
		p.printf("Nothing to undo.\n")
		return nil
	}
	// Take back the engine's answers and then one move of a person, so
	// that it is a person's turn again.
	for len(moves) > 0 {
		n := len(moves) - 1
		byHuman := movers == nil || p.cfg.Human[movers[n]]
		moves = moves[:n]
		if movers != nil {
			movers = movers[:n]
		}
		if byHuman {
			break
		}
	}
	if err := p.setMoves(moves, movers); err != nil {
		return err
	}
	p.show()
	return nil
}

// thought is the engine's answer to one go.
type thought struct {
	move    string
	info    protocol.Thinking // its info lines, read by protocol.ParseInfo
	elapsed time.Duration
}

// summary says the score for side (the side to move) in the game's
// natural units, the depth and the time, as "score +0.35 for black,
// depth 9, 1.00 s". A bound after the score ("cp 35 lowerbound") is left
// out.
func (t thought) summary(side string) string {
	var parts []string
	if f := strings.Fields(t.info.Score); len(f) >= 2 {
		n, _ := strconv.Atoi(f[1])
		switch f[0] {
		case "cp":
			parts = append(parts, fmt.Sprintf("score %+.2f for %s", float64(n)/100, side))
		case "mate":
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%s wins in %d moves", side, n))
			} else {
				parts = append(parts, fmt.Sprintf("%s loses in %d moves", side, -n))
			}
		}
	}
	if t.info.Depth > 0 {
		parts = append(parts, fmt.Sprintf("depth %d", t.info.Depth))
	}
	if t.info.Nodes > 0 {
		parts = append(parts, fmt.Sprintf("%d nodes", t.info.Nodes))
	}
	parts = append(parts, fmt.Sprintf("%.2f s", t.elapsed.Seconds()))
	return strings.Join(parts, ", ")
}

// think runs a search on the current position and returns its result.
func (p *player) think() (thought, error) {
	start := time.Now()
	lines, err := p.c.Call("go "+p.limits(), "bestmove", 0)
	if err != nil {
		return thought{}, engineError(err)
	}
	t := thought{elapsed: time.Since(start)}
	for _, l := range lines {
		if protocol.ParseInfo(l, &t.info) {
			continue
		}
		if f := strings.Fields(l); len(f) > 1 && f[0] == "bestmove" {
			t.move = f[1]
		}
	}
	if t.move == "" || t.move == "(none)" {
		return t, errors.New("the engine found no move in a game that is not over")
	}
	return t, nil
}

func (p *player) engineMove() error {
	side := p.state.ToMove
	t, err := p.think()
	if err != nil {
		return err
	}
	moves := append(slices.Clone(p.state.Moves), t.move)
	movers := append(slices.Clone(p.movers), side)
	if err := p.setMoves(moves, movers); err != nil {
		return fmt.Errorf("the engine's move %s was refused: %w", t.move, err)
	}
	p.printf("%s played %s (%s)\n", p.info.Sides[side], t.move, t.summary(p.info.Sides[side]))
	p.show()
	return nil
}
