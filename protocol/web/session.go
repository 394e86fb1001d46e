package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// Player says who plays one side: a person, or the engine at a level.
type Player struct {
	Engine bool  `json:"engine"`
	Level  Level `json:"level"`
}

// Setup starts a game: which game with which options, optionally from a
// position string, who plays each side, and the engine's settings.
type Setup struct {
	Game     string            `json:"game"`
	Options  map[string]string `json:"options,omitempty"`
	Position string            `json:"position,omitempty"`
	Players  [2]Player         `json:"players"`
	Threads  int               `json:"threads,omitempty"` // 0 keeps the current value
	Hash     int               `json:"hash,omitempty"`    // MB; 0 keeps the current value
}

// Settings change a session without starting a new game. Nil fields keep
// their values.
type Settings struct {
	Players *[2]Player `json:"players,omitempty"`
	Threads int        `json:"threads,omitempty"`
	Hash    int        `json:"hash,omitempty"`
	Paused  *bool      `json:"paused,omitempty"`
}

// Snapshot is everything the page shows about a session.
type Snapshot struct {
	ID      string `json:"id"`
	Version int    `json:"version"` // grows with every change
	Game    string `json:"game"`
	Name    string `json:"name"`
	Options string `json:"options"` // key=value words, as "query game" gives them
	// Settings names the rules and settings in force for a person
	// (position.Info.Settings): Go's rule set, or the options changed
	// from their defaults.
	Settings string    `json:"settings"`
	Sides    [2]string `json:"sides"`
	// Start is the position string the game started from, "" for the
	// game's start position.
	Start   string    `json:"start"`
	Players [2]Player `json:"players"`
	Threads int       `json:"threads"`
	Hash    int       `json:"hash"`
	// State is the engine's state JSON (position.State).
	State json.RawMessage `json:"state"`
	Legal []Move          `json:"legal"`
	// LastCells are the cells the last move names, to mark on the board.
	LastCells []string  `json:"lastcells"`
	Searching bool      `json:"searching"`
	Paused    bool      `json:"paused"`
	Thinking  *Thinking `json:"thinking,omitempty"`
	History   []Record  `json:"history"`
	Stats     Stats     `json:"stats"`
	// Error is the last thing that went wrong on the engine's side (a
	// failed search), for the page to show; request errors are answered
	// to the request instead.
	Error string `json:"error,omitempty"`
}

// gameState is the part of the engine's state JSON the session needs.
type gameState struct {
	ToMove   int      `json:"tomove"`
	Side     string   `json:"side"`
	Moves    []string `json:"moves"`
	Result   string   `json:"result"`
	Position string   `json:"position"`
}

// layoutIDs is the part of the layout JSON the session needs.
type layoutIDs struct {
	Cells []struct {
		ID string `json:"id"`
	} `json:"cells"`
}

// engineWait bounds a command to the engine that does not search. It is
// generous because "setoption name Hash" allocates the table.
const engineWait = time.Minute

// engineMoveDelay separates the moves of engine-against-engine play, so a
// person can follow the game.
const engineMoveDelay = 300 * time.Millisecond

// reqError is a failed request, with its HTTP status.
type reqError struct {
	status int
	msg    string
}

func (e *reqError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &reqError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

func conflict(format string, args ...any) error {
	return &reqError{http.StatusConflict, fmt.Sprintf(format, args...)}
}

var errClosed = &reqError{http.StatusGone, "the session has ended"}

// event is one server-sent event.
type event struct {
	name string
	data []byte
}

// searchRun is the search in progress.
type searchRun struct {
	side  int
	start time.Time
}

// searchResult is how a search ended.
type searchResult struct {
	run   *searchRun
	move  string // "" on failure
	think Thinking
	err   error
}

// session is one game in the browser with its own engine. A single
// goroutine (loop) owns the engine and the game; requests reach it as
// commands. While a search runs, another goroutine reads the engine's
// lines until bestmove, so the engine's output always has one reader.
type session struct {
	id  string
	log zerolog.Logger
	cl  *protocol.Client

	cmds       chan command
	searchDone chan searchResult // capacity 1: at most one search runs
	quit       chan struct{}
	done       chan struct{}
	closeOnce  sync.Once

	// Owned by loop.
	game      string
	name      string
	sides     [2]string
	opts      string
	settings  string
	start     string
	moves     []string
	players   [2]Player
	threads   int
	hash      int
	paused    bool
	run       *searchRun
	nextAt    time.Time // when to start the engine's next search, if set
	records   []Record
	began     time.Time // the game's start
	ended     time.Time // zero while the game goes on
	turnStart time.Time // when the side to move got the turn
	cells     cellIndex
	cur       gameState
	curRaw    json.RawMessage
	legal     []Move
	lastErr   string
	thinking  *Thinking

	// Shared with the HTTP handlers.
	mu       sync.Mutex
	version  int
	snapJSON []byte
	layout   []byte
	subs     map[chan event]struct{}
	lastUsed time.Time
}

type command struct {
	fn    func() error
	reply chan error
}

// newSession starts an engine and a game.
func newSession(id string, cfg protocol.Config, setup Setup) (*session, error) {
	if err := checkSetup(&setup); err != nil {
		return nil, err
	}
	cfg.DefaultGame = setup.Game
	cl, err := protocol.Local(cfg)
	if err != nil {
		return nil, badRequest("%v", err)
	}
	s := &session{
		id:         id,
		log:        cfg.Log.With().Str("session", id).Logger(),
		cl:         cl,
		cmds:       make(chan command),
		searchDone: make(chan searchResult, 1),
		quit:       make(chan struct{}),
		done:       make(chan struct{}),
		subs:       map[chan event]struct{}{},
		lastUsed:   time.Now(),
	}
	if err := s.newGame(setup); err != nil {
		cl.Close()
		return nil, err
	}
	go s.loop()
	return s, nil
}

// loop runs the session's commands and searches until close.
func (s *session) loop() {
	defer close(s.done)
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		var wake <-chan time.Time
		if !s.nextAt.IsZero() {
			timer.Reset(time.Until(s.nextAt))
			wake = timer.C
		}
		select {
		case c := <-s.cmds:
			c.reply <- c.fn()
		case r := <-s.searchDone:
			s.finishSearch(r)
		case <-wake:
			s.nextAt = time.Time{}
			s.startSearch()
		case <-s.quit:
			s.halt()
			s.cl.Close()
			s.mu.Lock()
			for ch := range s.subs {
				close(ch)
				delete(s.subs, ch)
			}
			s.mu.Unlock()
			return
		}
		if !timer.Stop() {
			select {
			case <-timer.C:
			default:
			}
		}
	}
}

// do runs fn in the session's goroutine and returns its error.
func (s *session) do(fn func() error) error {
	s.touch()
	c := command{fn: fn, reply: make(chan error, 1)}
	select {
	case s.cmds <- c:
	case <-s.done:
		return errClosed
	}
	select {
	case err := <-c.reply:
		return err
	case <-s.done:
		return errClosed
	}
}

// close ends the session and its engine and waits for them.
func (s *session) close() {
	s.closeOnce.Do(func() { close(s.quit) })
	<-s.done
}

func (s *session) touch() {
	s.mu.Lock()
	s.lastUsed = time.Now()
	s.mu.Unlock()
}

// idleSince reports since when the session has had no page watching it
// and no request, or the zero time if a page watches.
func (s *session) idleSince() time.Time {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.subs) > 0 {
		return time.Time{}
	}
	return s.lastUsed
}

// checkSetup validates what the engine would not: words that must reach
// the protocol as single tokens.
func checkSetup(st *Setup) error {
	if !isWord(st.Game) {
		return badRequest("bad game id %q", st.Game)
	}
	for k, v := range st.Options {
		if !isWord(k) || !isWord(v) {
			return badRequest("option %s=%s: a key and a value must be single words without quotes, # or \\", k, v)
		}
	}
	if err := checkText("position", st.Position); err != nil {
		return err
	}
	for i, p := range st.Players {
		if err := p.Level.check(); err != nil {
			return badRequest("player %d: %v", i+1, err)
		}
	}
	return checkEngineSettings(st.Threads, st.Hash)
}

func checkEngineSettings(threads, hash int) error {
	if threads < 0 || threads > search.MaxThreads {
		return badRequest("threads %d is outside 1..%d", threads, search.MaxThreads)
	}
	if hash < 0 || hash > search.MaxHashMB {
		return badRequest("hash %d is outside 1..%d MB", hash, search.MaxHashMB)
	}
	return nil
}

// isWord reports whether w is one protocol token that the tokenizer takes
// as it is.
func isWord(w string) bool {
	return w != "" && checkText("word", w) == nil && !strings.ContainsAny(w, " \t")
}

// checkText rejects text that the protocol's tokenizer would change or
// split into lines.
func checkText(what, t string) error {
	for _, r := range t {
		if r < 0x20 || r == 0x7f || strings.ContainsRune("\"'#\\", r) {
			return badRequest("%s %q: control characters, quotes, # and \\ cannot be sent to the engine", what, t)
		}
	}
	return nil
}

// engineErr turns an engine's error line into a request error.
func engineErr(err error) error {
	if err == nil {
		return nil
	}
	var re *reqError
	if errors.As(err, &re) {
		return err
	}
	if errors.Is(err, protocol.ErrTimeout) {
		return &reqError{http.StatusGatewayTimeout, "the engine did not answer in time"}
	}
	return badRequest("%s", err.Error())
}

// newGame starts setup's game. It runs in loop, or before loop starts.
func (s *session) newGame(st Setup) error {
	if err := checkSetup(&st); err != nil {
		return err
	}
	s.halt()
	if err := s.setEngine(st.Threads, st.Hash); err != nil {
		return err
	}
	cmd := "newgame " + st.Game
	for k, v := range st.Options {
		cmd += " " + k + "=" + v
	}
	if _, err := s.cl.Do(cmd, engineWait); err != nil {
		return engineErr(err)
	}
	fail := func(err error) error {
		s.restore()
		return err
	}
	if st.Position != "" {
		if _, err := s.cl.Do("position fen "+st.Position, engineWait); err != nil {
			return fail(engineErr(err))
		}
	}
	lines, err := s.cl.Call("query game", "response", engineWait)
	if err != nil {
		return fail(engineErr(err))
	}
	f := splitFields(lines[len(lines)-1])
	if len(f) == 0 {
		return fail(fmt.Errorf("web: engine gave no game for query game"))
	}
	layout, err := s.callJSON("layout")
	if err != nil {
		return fail(err)
	}
	var ids layoutIDs
	if err := json.Unmarshal(layout, &ids); err != nil {
		return fail(fmt.Errorf("web: bad layout from the engine: %v", err))
	}
	cellIDs := make([]string, len(ids.Cells))
	for i, c := range ids.Cells {
		cellIDs[i] = c.ID
	}
	s.game = f[0]
	s.opts = strings.Join(f[1:], " ")
	s.name, s.sides, s.settings = s.game, [2]string{"p1", "p2"}, s.opts
	if info, ok := position.Lookup(s.game); ok {
		s.name, s.sides = info.Name, info.Sides
		if o, err := info.ParseOptions(f[1:]); err == nil {
			s.settings = info.Settings(o)
		}
	}
	s.start = st.Position
	s.moves = nil
	s.players = st.Players
	s.paused = false
	s.records = nil
	s.began = time.Now()
	s.ended = time.Time{}
	s.turnStart = s.began
	s.cells = newCellIndex(cellIDs)
	s.lastErr = ""
	s.thinking = nil
	s.mu.Lock()
	s.layout = layout
	s.mu.Unlock()
	s.broadcast(event{"layout", layout})
	if err := s.refresh(); err != nil {
		return err
	}
	s.schedule()
	return nil
}

// restore puts the engine back in the session's game and position after
// a new game failed half-way.
func (s *session) restore() {
	if s.game == "" {
		return
	}
	s.cl.Do(strings.TrimSpace("newgame "+s.game+" "+s.opts), engineWait)
	s.cl.Do(s.positionCmd(s.moves), engineWait)
}

// setEngine applies the engine settings that are not zero.
func (s *session) setEngine(threads, hash int) error {
	if err := checkEngineSettings(threads, hash); err != nil {
		return err
	}
	if threads > 0 && threads != s.threads {
		if _, err := s.cl.Do("setoption name Threads value "+strconv.Itoa(threads), engineWait); err != nil {
			return engineErr(err)
		}
		s.threads = threads
	}
	if hash > 0 && hash != s.hash {
		if _, err := s.cl.Do("setoption name Hash value "+strconv.Itoa(hash), engineWait); err != nil {
			return engineErr(err)
		}
		s.hash = hash
	}
	if s.threads == 0 || s.hash == 0 {
		// Learn the defaults from the handshake.
		lines, err := s.cl.Call("uci", "uciok", engineWait)
		if err != nil {
			return engineErr(err)
		}
		for _, l := range lines {
			f := strings.Fields(l)
			if len(f) >= 7 && f[0] == "option" && f[3] == "type" && f[5] == "default" {
				n, _ := strconv.Atoi(f[6])
				switch {
				case f[2] == "Threads" && s.threads == 0:
					s.threads = n
				case f[2] == "Hash" && s.hash == 0:
					s.hash = n
				}
			}
		}
	}
	return nil
}

// callJSON sends a command that answers with one JSON line.
func (s *session) callJSON(cmd string) (json.RawMessage, error) {
	var raw json.RawMessage
	if err := s.cl.CallJSON(cmd, &raw, engineWait); err != nil {
		return nil, engineErr(err)
	}
	return raw, nil
}

// positionCmd is the position command for the game's start and moves.
func (s *session) positionCmd(moves []string) string {
	cmd := "position startpos"
	if s.start != "" {
		cmd = "position fen " + s.start
	}
	if len(moves) > 0 {
		cmd += " moves " + strings.Join(moves, " ")
	}
	return cmd
}

// refresh reads the position's state and legal moves from the engine and
// publishes a snapshot.
func (s *session) refresh() error {
	raw, err := s.callJSON("state")
	if err != nil {
		return err
	}
	var st gameState
	if err := json.Unmarshal(raw, &st); err != nil {
		return fmt.Errorf("web: bad state from the engine: %v", err)
	}
	lines, err := s.cl.Call("legalmoves", "legalmoves", engineWait)
	if err != nil {
		return engineErr(err)
	}
	s.cur, s.curRaw = st, raw
	s.moves = st.Moves
	s.legal = s.cells.moveList(splitFields(lines[len(lines)-1]))
	if st.Result != "none" && s.ended.IsZero() {
		s.ended = time.Now()
	}
	s.publish()
	return nil
}

func (s *session) over() bool { return s.cur.Result != "" && s.cur.Result != "none" }

// publish builds the snapshot and sends it to every page.
func (s *session) publish() {
	snap := Snapshot{
		ID:        s.id,
		Game:      s.game,
		Name:      s.name,
		Options:   s.opts,
		Settings:  s.settings,
		Sides:     s.sides,
		Start:     s.start,
		Players:   s.players,
		Threads:   s.threads,
		Hash:      s.hash,
		State:     s.curRaw,
		Legal:     s.legal,
		LastCells: []string{},
		Searching: s.run != nil,
		Paused:    s.paused,
		Thinking:  s.thinking,
		History:   s.records,
		Stats:     computeStats(s.records, s.began, s.ended, time.Now()),
		Error:     s.lastErr,
	}
	if n := len(s.cur.Moves); n > 0 {
		snap.LastCells = s.cells.split(s.cur.Moves[n-1])
	}
	if snap.History == nil {
		snap.History = []Record{}
	}
	s.mu.Lock()
	s.version++
	snap.Version = s.version
	b, err := json.Marshal(snap)
	if err != nil {
		s.mu.Unlock()
		s.log.Error().Err(err).Msg("encoding a snapshot")
		return
	}
	s.snapJSON = b
	s.mu.Unlock()
	s.broadcast(event{"state", b})
}

// broadcast sends ev to every page. A page that cannot keep up is
// dropped; its EventSource reconnects and gets a fresh snapshot.
func (s *session) broadcast(ev event) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for ch := range s.subs {
		select {
		case ch <- ev:
		default:
			close(ch)
			delete(s.subs, ch)
		}
	}
}

// subscribe registers a page for events and queues the layout and the
// current snapshot for it.
func (s *session) subscribe() chan event {
	ch := make(chan event, 256)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastUsed = time.Now()
	select {
	case <-s.quit:
		close(ch)
		return ch
	default:
	}
	ch <- event{"layout", s.layout}
	ch <- event{"state", s.snapJSON}
	s.subs[ch] = struct{}{}
	return ch
}

func (s *session) unsubscribe(ch chan event) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lastUsed = time.Now()
	if _, ok := s.subs[ch]; ok {
		delete(s.subs, ch)
		close(ch)
	}
}

func (s *session) snapshot() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.snapJSON
}

func (s *session) layoutJSON() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.layout
}

// schedule starts the engine's search if the engine is to move, after a
// short pause when both sides are engines.
func (s *session) schedule() {
	s.nextAt = time.Time{}
	if s.over() || s.paused || s.run != nil || !s.players[s.cur.ToMove].Engine {
		return
	}
	if s.players[0].Engine && s.players[1].Engine && len(s.records) > 0 {
		s.nextAt = time.Now().Add(engineMoveDelay)
		return
	}
	s.startSearch()
}

// startSearch sends go for the side to move and starts the reader of the
// engine's lines.
func (s *session) startSearch() {
	if s.run != nil || s.over() {
		return
	}
	side := s.cur.ToMove
	run := &searchRun{side: side, start: time.Now()}
	level := s.players[side].Level
	err := s.cl.Send(level.skillCommand())
	if err == nil {
		err = s.cl.Send(level.goCommand())
	}
	if err != nil {
		s.lastErr = "the engine stopped: " + err.Error()
		s.publish()
		return
	}
	s.run = run
	s.thinking = &Thinking{Side: side}
	s.publish()
	go func() {
		th := Thinking{Side: side}
		for {
			line, err := s.cl.Next(0)
			switch {
			case err != nil:
				s.searchDone <- searchResult{run: run, think: th, err: err}
				return
			case strings.HasPrefix(line, "bestmove"):
				f := strings.Fields(line)
				move := ""
				if len(f) > 1 {
					move = f[1]
				}
				s.searchDone <- searchResult{run: run, move: move, think: th}
				return
			case strings.HasPrefix(line, "info string error"):
				s.searchDone <- searchResult{run: run, think: th, err: protocol.ParseEngineError(line)}
				return
			case protocol.ParseInfo(line, &th):
				b, _ := json.Marshal(th)
				s.broadcast(event{"info", b})
			}
		}
	}()
}

// halt stops a running search and waits for it; its move is not played.
func (s *session) halt() {
	s.nextAt = time.Time{}
	if s.run == nil {
		return
	}
	s.cl.Send("stop")
	r := <-s.searchDone
	s.run = nil
	if r.err != nil {
		s.log.Warn().Err(r.err).Msg("search ended with an error")
	}
}

// finishSearch plays the move a search found.
func (s *session) finishSearch(r searchResult) {
	s.run = nil
	th := r.think
	s.thinking = &th
	if r.err != nil {
		s.lastErr = "the engine's search failed: " + r.err.Error()
		s.paused = true
		s.publish()
		return
	}
	if r.move == "" || r.move == "(none)" {
		// The game ended or has no move; the state tells which.
		if err := s.refresh(); err != nil {
			s.lastErr = err.Error()
			s.publish()
		}
		return
	}
	now := time.Now()
	rec := Record{
		Side: r.run.side, Move: r.move, Engine: true,
		Millis: now.Sub(r.run.start).Milliseconds(),
		Nodes:  th.Nodes, Depth: th.Depth, Score: th.Score,
	}
	if err := s.play(r.move, rec); err != nil {
		s.lastErr = "the engine's move " + r.move + " was refused: " + err.Error()
		s.paused = true
		s.publish()
		return
	}
	s.schedule()
}

// play makes a move and records it. The engine's refusal comes back as
// its *protocol.EngineError.
func (s *session) play(move string, rec Record) error {
	if _, err := s.cl.Do(s.positionCmd(append(s.moves[:len(s.moves):len(s.moves)], move)), engineWait); err != nil {
		return err
	}
	rec.Ply = len(s.records) + 1
	s.records = append(s.records, rec)
	s.turnStart = time.Now()
	s.lastErr = ""
	if err := s.refresh(); err != nil {
		return err
	}
	// The engine gives the canonical text.
	if n := len(s.moves); n > 0 && len(s.records) > 0 {
		s.records[len(s.records)-1].Move = s.moves[n-1]
	}
	return nil
}

// humanMove plays a person's move.
func (s *session) humanMove(move string) error {
	move = strings.TrimSpace(move)
	if move == "" || !isWord(move) {
		return badRequest("a move is one word in the game's notation, not %q", move)
	}
	if s.over() {
		return conflict("the game is over (%s)", s.cur.Result)
	}
	side := s.cur.ToMove
	if s.players[side].Engine {
		return conflict("it is the engine's turn (%s)", s.sides[side])
	}
	rec := Record{Side: side, Move: move, Millis: time.Since(s.turnStart).Milliseconds()}
	if err := s.play(move, rec); err != nil {
		return explainMove(move, err)
	}
	s.schedule()
	return nil
}

// explainMove rewords the engine's refusal of a position command's last
// move (`illegal-move: move 12 "a1": why`), whose move number means
// nothing to a person, as a refusal of the move.
func explainMove(move string, err error) error {
	var ee *protocol.EngineError
	if errors.As(err, &ee) && ee.Code == protocol.CodeIllegalMove {
		if _, why, found := strings.Cut(strings.TrimPrefix(ee.Msg, "move "), ": "); found {
			return badRequest("%s is not a legal move here: %s", move, why)
		}
	}
	return engineErr(err)
}

// undo takes back the last move, and more until a person is to move when
// a person plays; with the engine on both sides it takes back one move
// and pauses.
func (s *session) undo() error {
	s.halt()
	n := len(s.moves)
	if n == 0 {
		s.schedule()
		return conflict("there is no move to take back")
	}
	anyHuman := !s.players[0].Engine || !s.players[1].Engine
	n--
	for n > 0 && anyHuman && n < len(s.records) && s.players[s.records[n].Side].Engine {
		n--
	}
	if _, err := s.cl.Do(s.positionCmd(s.moves[:n]), engineWait); err != nil {
		return engineErr(err)
	}
	if n < len(s.records) {
		s.records = s.records[:n]
	}
	s.ended = time.Time{}
	s.turnStart = time.Now()
	s.thinking = nil
	s.lastErr = ""
	if err := s.refresh(); err != nil {
		return err
	}
	if s.players[s.cur.ToMove].Engine {
		// Don't let the engine replay at once what was just taken back.
		s.paused = true
		s.publish()
	}
	return nil
}

// applySettings changes players, engine settings or the pause.
func (s *session) applySettings(st Settings) error {
	if st.Players != nil {
		for i, p := range st.Players {
			if err := p.Level.check(); err != nil {
				return badRequest("player %d: %v", i+1, err)
			}
		}
	}
	if err := checkEngineSettings(st.Threads, st.Hash); err != nil {
		return err
	}
	if s.run != nil {
		stopping := (st.Paused != nil && *st.Paused) ||
			(st.Threads > 0 && st.Threads != s.threads) || (st.Hash > 0 && st.Hash != s.hash) ||
			(st.Players != nil && st.Players[s.run.side] != s.players[s.run.side])
		if stopping {
			s.halt()
		}
	}
	if err := s.setEngine(st.Threads, st.Hash); err != nil {
		return err
	}
	if st.Players != nil {
		s.players = *st.Players
	}
	if st.Paused != nil {
		s.paused = *st.Paused
	}
	s.publish()
	s.schedule()
	return nil
}

// moveNow makes a thinking engine play its best move so far.
func (s *session) moveNow() error {
	if s.run == nil {
		return conflict("the engine is not thinking")
	}
	return s.cl.Send("stop")
}

// loadPosition restarts the current game from a position string.
func (s *session) loadPosition(pos string) error {
	pos = strings.TrimSpace(pos)
	if pos == "" {
		return badRequest("no position string")
	}
	opts := map[string]string{}
	for _, kv := range strings.Fields(s.opts) {
		if k, v, ok := strings.Cut(kv, "="); ok {
			opts[k] = v
		}
	}
	return s.newGame(Setup{Game: s.game, Options: opts, Position: pos, Players: s.players})
}
