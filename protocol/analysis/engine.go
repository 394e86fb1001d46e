package analysis

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// Query is one request to the JSON analysis engine (Serve), one JSON
// object a line. An analysis query names a game and a line of play and
// the turns of it to analyse; {"id":ID,"action":"terminate",
// "terminate":QID} stops query QID. README.md, "JSON analysis engine",
// documents the fields.
type Query struct {
	ID                string            `json:"id"`
	Action            string            `json:"action,omitempty"`    // "" or "analyse": analyse; "terminate"
	Terminate         string            `json:"terminate,omitempty"` // with action terminate: the query to stop
	Game              string            `json:"game,omitempty"`
	Options           map[string]string `json:"options,omitempty"`
	Position          string            `json:"position,omitempty"` // "" or "startpos": the start
	Moves             []string          `json:"moves,omitempty"`
	Turns             []int             `json:"turns,omitempty"` // moves played before each analysed position; default the end
	Depth             int               `json:"depth,omitempty"`
	MoveTime          int64             `json:"movetime,omitempty"` // milliseconds
	Nodes             uint64            `json:"nodes,omitempty"`
	MultiPV           int               `json:"multipv,omitempty"`
	Search            string            `json:"search,omitempty"` // auto, alphabeta or mcts
	Ownership         bool              `json:"ownership,omitempty"`
	OwnershipPlayouts int               `json:"ownership_playouts,omitempty"`
}

// TurnResponse is the analysis of one turn of a query.
type TurnResponse struct {
	ID         string      `json:"id"`
	Turn       int         `json:"turn"`
	Game       string      `json:"game"`
	Position   string      `json:"position"`
	ToMove     string      `json:"to_move"`
	Candidates []Candidate `json:"candidates"` // best first
	Root       RootInfo    `json:"root"`
	// Ownership is who owns each cell at the end of playouts, when asked
	// for and the game has it (Go).
	Ownership *protocol.Ownership `json:"ownership,omitempty"`
	// Terminated says the query was stopped before this turn was
	// analysed; the other fields but id and turn are then empty.
	Terminated bool `json:"terminated,omitempty"`
}

// Candidate is one root move of a turn's analysis.
type Candidate struct {
	Move    string   `json:"move"`
	Score   *int     `json:"score,omitempty"` // centi-units, side to move
	Mate    *int     `json:"mate,omitempty"`  // moves to a win (negative: to a loss)
	Proven  bool     `json:"proven"`          // the score is exact, not an estimate
	WDL     *[3]int  `json:"wdl,omitempty"`   // per mille, under MCTS
	Winrate *float64 `json:"winrate,omitempty"`
	Visits  uint64   `json:"visits,omitempty"` // playouts through the move, under MCTS
	PV      []string `json:"pv"`
}

// RootInfo sums up a turn's search.
type RootInfo struct {
	Best     string `json:"best"` // "" when the game is over
	Score    *int   `json:"score,omitempty"`
	Mate     *int   `json:"mate,omitempty"`
	Proven   bool   `json:"proven"`
	Over     bool   `json:"over,omitempty"` // the game is over; score is its result
	Depth    int    `json:"depth"`
	SelDepth int    `json:"seldepth"`
	Nodes    uint64 `json:"nodes"`
	TimeMS   int64  `json:"time_ms"`
	Searcher string `json:"searcher,omitempty"`
	Threads  int    `json:"threads,omitempty"`
}

// ErrorResponse answers a query that failed, naming its id ("" when the
// line was not JSON with an id) and the field at fault where there is one.
type ErrorResponse struct {
	ID    string `json:"id"`
	Error string `json:"error"`
	Field string `json:"field,omitempty"`
}

// TerminateResponse answers a terminate request: InFlight is false when no
// query of that id was waiting or running.
type TerminateResponse struct {
	ID        string `json:"id"`
	Action    string `json:"action"`
	Terminate string `json:"terminate"`
	InFlight  bool   `json:"in_flight"`
}

// ServeConfig says how Serve searches.
type ServeConfig struct {
	Jobs    int // searches at once, >= 1
	Threads int // threads of each search
	HashMB  int // the table of all searches together
	// Limits apply to queries that give none of depth, movetime and nodes.
	Limits search.Limits
	// Search is the searcher of queries that name none ("" is auto).
	Search string
	// NewEngine makes the searches' engines; nil means search.New.
	NewEngine func(search.Options) Searcher
}

// maxQueryLine bounds a query line.
const maxQueryLine = 16 << 20

// Serve is the JSON analysis engine: it reads queries from r, one JSON
// object a line, and writes a response a line to w as each turn's
// analysis finishes, Jobs searches at once over all the queries in flight.
// At the end of r it finishes the queries in flight and returns; when ctx
// is done it stops them and returns ctx's error.
func Serve(ctx context.Context, r io.Reader, w io.Writer, cfg ServeConfig) error {
	s := &server{cfg: cfg, w: w, work: make(chan *turnTask), inFlight: map[string]*queryState{}}
	s.cfg.Jobs = max(cfg.Jobs, 1)
	s.cfg.Threads = max(cfg.Threads, 1)
	if s.cfg.Search == "" {
		s.cfg.Search = protocol.SearchAuto
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var workers sync.WaitGroup
	for range s.cfg.Jobs {
		workers.Go(func() { s.worker(ctx) })
	}
	// The reader runs apart, so that a done ctx is seen while a read
	// waits for input.
	lines := make(chan []byte)
	var readErr error
	go func() {
		defer close(lines)
		readErr = readQueryLines(r, func(line []byte) bool {
			select {
			case lines <- line:
				return true
			case <-ctx.Done():
				return false
			}
		})
	}()
	n := 0
loop:
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				break loop
			}
			n++
			if line == nil {
				s.send(ErrorResponse{Error: fmt.Sprintf("line %d: longer than %d bytes", n, maxQueryLine)})
			} else if len(bytes.TrimSpace(line)) > 0 {
				s.handle(ctx, n, line)
			}
		case <-ctx.Done():
			break loop
		}
	}
	s.queries.Wait() // the queries in flight, finished or stopped by ctx
	close(s.work)
	workers.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return readErr
}

// readQueryLines calls line with each line of r (a copy, without its end), or
// with nil for a line longer than maxQueryLine, until line returns false
// or r ends; it returns r's error, nil at its end.
func readQueryLines(r io.Reader, line func([]byte) bool) error {
	br := bufio.NewReaderSize(r, 64<<10)
	for {
		b, err := br.ReadSlice('\n')
		text := append([]byte(nil), b...)
		for errors.Is(err, bufio.ErrBufferFull) {
			b, err = br.ReadSlice('\n')
			if len(text) <= maxQueryLine {
				text = append(text, b...)
			}
		}
		switch {
		case len(text) > maxQueryLine:
			if !line(nil) {
				return nil
			}
		case len(text) > 0:
			if !line(text) {
				return nil
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

type server struct {
	cfg  ServeConfig
	wmu  sync.Mutex
	w    io.Writer
	werr error

	work     chan *turnTask
	queries  sync.WaitGroup // queries in flight
	mu       sync.Mutex
	inFlight map[string]*queryState
}

// queryState is a query in flight.
type queryState struct {
	id      string
	ctx     context.Context
	cancel  context.CancelFunc
	pending int // turns not yet answered; guarded by server.mu
}

// turnTask is one turn of a query to search.
type turnTask struct {
	q         *queryState
	turn      int
	game      string
	pos       position.Playable
	lim       search.Limits
	kind      search.Kind
	ownership int // playouts; 0 for none
}

// send writes one response line.
func (s *server) send(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(ErrorResponse{Error: "internal: " + err.Error()})
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if s.werr == nil {
		_, s.werr = s.w.Write(append(b, '\n'))
	}
}

// handle answers one query line: a terminate at once, an analysis by
// queueing its turns.
func (s *server) handle(ctx context.Context, n int, line []byte) {
	var q Query
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&q); err != nil {
		// Name the id when the line has one, whatever else is wrong.
		var idOnly struct {
			ID string `json:"id"`
		}
		json.Unmarshal(line, &idOnly)
		s.send(ErrorResponse{ID: idOnly.ID, Error: fmt.Sprintf("line %d: not a query: %v", n, err)})
		return
	}
	if q.ID == "" {
		s.send(ErrorResponse{Error: fmt.Sprintf("line %d: the query has no id", n), Field: "id"})
		return
	}
	switch q.Action {
	case "terminate":
		s.mu.Lock()
		st := s.inFlight[q.Terminate]
		s.mu.Unlock()
		if st != nil {
			st.cancel()
		}
		s.send(TerminateResponse{ID: q.ID, Action: "terminate", Terminate: q.Terminate, InFlight: st != nil})
		return
	case "", "analyse", "analyze":
	default:
		s.send(ErrorResponse{ID: q.ID, Error: fmt.Sprintf("unknown action %q: want analyse or terminate", q.Action), Field: "action"})
		return
	}
	tasks, field, err := s.plan(&q)
	if err != nil {
		s.send(ErrorResponse{ID: q.ID, Error: err.Error(), Field: field})
		return
	}
	qctx, cancel := context.WithCancel(ctx)
	st := &queryState{id: q.ID, ctx: qctx, cancel: cancel, pending: len(tasks)}
	s.mu.Lock()
	if s.inFlight[q.ID] != nil {
		s.mu.Unlock()
		cancel()
		s.send(ErrorResponse{ID: q.ID, Error: "a query with this id is still in flight", Field: "id"})
		return
	}
	s.inFlight[q.ID] = st
	s.mu.Unlock()
	s.queries.Add(1)
	go func() {
		// Hand the turns to the workers in order; once the query is
		// stopped, the turns not handed out are answered as terminated.
		for i, t := range tasks {
			t.q = st
			select {
			case s.work <- t:
			case <-qctx.Done():
				for _, t := range tasks[i:] {
					s.answer(st, TurnResponse{ID: st.id, Turn: t.turn, Candidates: []Candidate{}, Terminated: true})
				}
				return
			}
		}
	}()
}

// answer sends a turn's response and retires the query after its last.
func (s *server) answer(st *queryState, r TurnResponse) {
	// The id is free again before its last answer is out, so that a
	// client may reuse it as soon as it reads that answer.
	s.mu.Lock()
	st.pending--
	last := st.pending == 0
	if last {
		delete(s.inFlight, st.id)
	}
	s.mu.Unlock()
	s.send(r)
	if last {
		st.cancel()
		s.queries.Done()
	}
}

// plan checks a query and builds the position of each turn to analyse.
// On an error it names the field at fault.
func (s *server) plan(q *Query) ([]*turnTask, string, error) {
	info, ok := position.Lookup(q.Game)
	if !ok {
		return nil, "game", position.NotAGame(q.Game)
	}
	keys := make([]string, 0, len(q.Options))
	for k := range q.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	p := Problem{Game: info.ID, Moves: slices.Clone(q.Moves)}
	for _, k := range keys {
		p.Options = append(p.Options, k+"="+q.Options[k])
	}
	if q.Position != "startpos" {
		p.Position = q.Position
	}
	if _, _, err := position.NewGame(p.Game, p.Options...); err != nil {
		return nil, "options", err
	}
	if err := p.check(); err != nil {
		field := "moves"
		if strings.HasPrefix(err.Error(), "position ") {
			field = "position"
		}
		return nil, field, err
	}
	turns := q.Turns
	if len(turns) == 0 {
		turns = []int{len(p.Moves)}
	}
	seen := map[int]bool{}
	for _, t := range turns {
		if t < 0 || t > len(p.Moves) || seen[t] {
			return nil, "turns", fmt.Errorf("turn %d: want distinct turns from 0 to %d (the number of moves)", t, len(p.Moves))
		}
		seen[t] = true
	}
	lim := s.cfg.Limits
	if q.Depth != 0 || q.MoveTime != 0 || q.Nodes != 0 {
		lim = search.Limits{Depth: q.Depth, MoveTime: time.Duration(q.MoveTime) * time.Millisecond, Nodes: q.Nodes}
	}
	switch {
	case q.Depth < 0 || q.Depth > position.MaxPly-8:
		return nil, "depth", fmt.Errorf("depth %d: want 1 to %d", q.Depth, position.MaxPly-8)
	case q.MoveTime < 0 || q.MoveTime > 24*3600*1000:
		return nil, "movetime", fmt.Errorf("movetime %d: want 1 to 86400000 ms", q.MoveTime)
	case q.MultiPV < 0 || q.MultiPV > 256:
		return nil, "multipv", fmt.Errorf("multipv %d: want 1 to 256", q.MultiPV)
	case q.OwnershipPlayouts < 0 || q.OwnershipPlayouts > 1_000_000:
		return nil, "ownership_playouts", fmt.Errorf("ownership_playouts %d: want 1 to 1000000", q.OwnershipPlayouts)
	}
	lim.MultiPV = max(q.MultiPV, 1)
	searcher := s.cfg.Search
	if q.Search != "" {
		v, err := protocol.ParseSearcher(q.Search)
		if err != nil {
			return nil, "search", err
		}
		searcher = v
	}
	kind := protocol.ResolveSearcher(searcher, info)
	own := 0
	if q.Ownership {
		g, _, _ := position.NewGame(p.Game, p.Options...)
		if _, ok := g.(position.Owner); !ok {
			return nil, "ownership", fmt.Errorf("%s has no ownership: its playouts do not end with owned cells", info.ID)
		}
		own = q.OwnershipPlayouts
		if own == 0 {
			own = protocol.DefaultOwnershipPlayouts
		}
	}
	var out []*turnTask
	for _, t := range turns {
		g, err := p.Build(t)
		if err != nil {
			return nil, "moves", err
		}
		out = append(out, &turnTask{turn: t, game: info.ID, pos: g, lim: lim, kind: kind, ownership: own})
	}
	return out, "", nil
}

// worker searches turns, with an engine of each searcher it meets.
func (s *server) worker(ctx context.Context) {
	engines := map[search.Kind]Searcher{}
	var owners *search.Engine
	for t := range s.work {
		if t.q.ctx.Err() != nil {
			s.answer(t.q, TurnResponse{ID: t.q.id, Turn: t.turn, Candidates: []Candidate{}, Terminated: true})
			continue
		}
		eng := engines[t.kind]
		if eng == nil {
			opts := search.DefaultOptions()
			opts.Threads = s.cfg.Threads
			opts.HashMB = max(s.cfg.HashMB/s.cfg.Jobs, 1)
			opts.Search = t.kind
			if s.cfg.NewEngine != nil {
				eng = s.cfg.NewEngine(opts)
			} else {
				eng = search.New(opts)
			}
			engines[t.kind] = eng
		}
		r, ok := s.analyseTurn(t, eng)
		if ok && t.ownership > 0 {
			if owners == nil {
				owners = search.New(search.Options{Threads: 1, HashMB: 64, Search: search.MCTS})
			}
			if o, err := protocol.OwnershipOf(t.pos, t.ownership, owners); err == nil {
				r.Ownership = &o
			}
		}
		if !ok {
			r = TurnResponse{ID: t.q.id, Turn: t.turn, Candidates: []Candidate{}, Terminated: true}
		}
		s.answer(t.q, r)
	}
}

// analyseTurn searches one turn; ok is false when the query was stopped.
func (s *server) analyseTurn(t *turnTask, eng Searcher) (TurnResponse, bool) {
	g := t.pos
	info, _ := position.Lookup(t.game)
	r := TurnResponse{ID: t.q.id, Turn: t.turn, Game: t.game, Position: g.Position(), ToMove: info.Sides[g.ToMove()], Candidates: []Candidate{}}
	if over, score := g.Outcome(); over {
		r.Root = RootInfo{Over: true, Proven: true, Score: new(score)}
		return r, true
	}
	res, rep, ok := searchOnce(t.q.ctx, eng, g, t.lim)
	if !ok {
		return r, false
	}
	proven := res.Solved || res.Score.IsMate()
	r.Root = RootInfo{Depth: res.Depth, SelDepth: max(rep.first().SelDepth, res.Depth), Nodes: res.Nodes, TimeMS: res.Time.Milliseconds(),
		Proven: proven, Searcher: t.kind.String(), Threads: s.cfg.Threads}
	r.Root.Score, r.Root.Mate = scoreFields(res.Score)
	if res.Best == position.NoMove {
		return r, true
	}
	r.Root.Best = g.FormatMove(res.Best)
	// The best move first, with its line when the first report has it;
	// then the other lines, each once.
	lines := rep.lines
	if len(lines) == 0 || len(lines[0].PV) == 0 || lines[0].PV[0] != res.Best {
		lines = append([]search.Info{{Score: res.Score, PV: []position.Move{res.Best}}}, lines...)
	}
	seen := map[position.Move]bool{}
	for _, l := range lines {
		if len(l.PV) == 0 || seen[l.PV[0]] {
			continue
		}
		pv := formatLine(g, l.PV)
		if len(pv) == 0 {
			continue
		}
		seen[l.PV[0]] = true
		c := Candidate{Move: pv[0], PV: pv, Proven: res.Solved || l.Score.IsMate(), Visits: l.Visits}
		c.Score, c.Mate = scoreFields(l.Score)
		if l.WDL != [3]int{} {
			wdl := l.WDL
			c.WDL = &wdl
			c.Winrate = new((float64(wdl[0]) + float64(wdl[1])/2) / 1000)
		}
		r.Candidates = append(r.Candidates, c)
	}
	return r, true
}

// scoreFields is a score as a record's score or mate field.
func scoreFields(s search.Score) (score, mate *int) {
	if s.IsMate() {
		return nil, new(s.MateMoves())
	}
	return new(int(s)), nil
}
