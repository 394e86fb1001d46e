package web

import (
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

//go:embed static
var staticFiles embed.FS

// Config sets up a Server.
type Config struct {
	// Engine configures each session's engine (its name and logger;
	// the game comes from the session's setup).
	Engine protocol.Config
	// MaxSessions bounds the engines running at once (each has its own
	// hash table). When a new session would pass it, the session idle
	// the longest without a page watching ends. 0 means 16.
	MaxSessions int
	// IdleTimeout ends a session no page has watched for this long.
	// 0 means 30 minutes.
	IdleTimeout time.Duration
	// AllowFiles lets a page set a free-text game option (bomberman's
	// map) to a file path. Off, such a value is refused when it holds a
	// path separator or names an existing file, so that a page cannot
	// make the server read its files.
	AllowFiles bool
	Log        zerolog.Logger
}

// Server is the browser front: an http.Handler serving the page and the
// API of its game sessions.
type Server struct {
	cfg  Config
	mux  *http.ServeMux
	quit chan struct{}
	wg   sync.WaitGroup

	mu       sync.Mutex
	sessions map[string]*session
	closed   bool
}

// New returns a server; Close ends its sessions.
func New(cfg Config) *Server {
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = 16
	}
	if cfg.IdleTimeout <= 0 {
		cfg.IdleTimeout = 30 * time.Minute
	}
	if cfg.Engine.Name == "" {
		cfg.Engine.Name = "tabla"
	}
	s := &Server{cfg: cfg, mux: http.NewServeMux(), quit: make(chan struct{}), sessions: map[string]*session{}}
	static, err := fs.Sub(staticFiles, "static")
	if err != nil {
		panic("web: the embedded page is missing: " + err.Error())
	}
	files := http.FileServerFS(static)
	s.mux.Handle("GET /", noCache(files))
	s.mux.HandleFunc("GET /api/games", s.handleGames)
	s.mux.HandleFunc("POST /api/sessions", s.handleCreate)
	s.mux.HandleFunc("GET /api/sessions/{id}", s.withSession(func(w http.ResponseWriter, r *http.Request, ss *session) {
		writeRaw(w, ss.snapshot())
	}))
	s.mux.HandleFunc("GET /api/sessions/{id}/layout", s.withSession(func(w http.ResponseWriter, r *http.Request, ss *session) {
		writeRaw(w, ss.layoutJSON())
	}))
	s.mux.HandleFunc("GET /api/sessions/{id}/events", s.withSession(s.handleEvents))
	s.mux.HandleFunc("DELETE /api/sessions/{id}", s.handleDelete)
	s.mux.HandleFunc("POST /api/sessions/{id}/newgame", s.action(func(ss *session, body []byte) error {
		var st Setup
		if err := decode(body, &st); err != nil {
			return err
		}
		if err := s.checkFiles(st); err != nil {
			return err
		}
		return ss.do(func() error { return ss.newGame(st) })
	}))
	s.mux.HandleFunc("POST /api/sessions/{id}/move", s.action(func(ss *session, body []byte) error {
		var m struct {
			Move string `json:"move"`
		}
		if err := decode(body, &m); err != nil {
			return err
		}
		return ss.do(func() error { return ss.humanMove(m.Move) })
	}))
	s.mux.HandleFunc("POST /api/sessions/{id}/undo", s.action(func(ss *session, _ []byte) error {
		return ss.do(ss.undo)
	}))
	s.mux.HandleFunc("POST /api/sessions/{id}/stop", s.action(func(ss *session, _ []byte) error {
		return ss.do(ss.moveNow)
	}))
	s.mux.HandleFunc("POST /api/sessions/{id}/position", s.action(func(ss *session, body []byte) error {
		var p struct {
			Position string `json:"position"`
		}
		if err := decode(body, &p); err != nil {
			return err
		}
		return ss.do(func() error { return ss.loadPosition(p.Position) })
	}))
	s.mux.HandleFunc("POST /api/sessions/{id}/settings", s.action(func(ss *session, body []byte) error {
		var st Settings
		if err := decode(body, &st); err != nil {
			return err
		}
		return ss.do(func() error { return ss.applySettings(st) })
	}))
	s.wg.Add(1)
	go s.reap()
	return s
}

// ServeHTTP serves the page and the API.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Close ends every session and its engine. The server answers no more
// requests for sessions afterwards.
func (s *Server) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	close(s.quit)
	all := s.sessions
	s.sessions = map[string]*session{}
	s.mu.Unlock()
	for _, ss := range all {
		ss.close()
	}
	s.wg.Wait()
}

// reap ends sessions that no page has watched for the idle timeout.
func (s *Server) reap() {
	defer s.wg.Done()
	period := min(s.cfg.IdleTimeout/4, time.Minute)
	t := time.NewTicker(period)
	defer t.Stop()
	for {
		select {
		case <-s.quit:
			return
		case now := <-t.C:
			var stale []*session
			s.mu.Lock()
			for id, ss := range s.sessions {
				if since := ss.idleSince(); !since.IsZero() && now.Sub(since) > s.cfg.IdleTimeout {
					stale = append(stale, ss)
					delete(s.sessions, id)
				}
			}
			s.mu.Unlock()
			for _, ss := range stale {
				s.cfg.Log.Info().Str("session", ss.id).Msg("ending an idle session")
				ss.close()
			}
		}
	}
}

// GameInfo describes a registered game to the page.
type GameInfo struct {
	ID      string       `json:"id"`
	Name    string       `json:"name"`
	Sides   [2]string    `json:"sides"`
	Options []OptionInfo `json:"options"`
	// Levels are the strength levels' Elo, from level 1 up, and
	// LevelsMeasured tells whether matches measured them (see
	// protocol.Ladder).
	Levels         []int `json:"levels"`
	LevelsMeasured bool  `json:"levelsMeasured"`
}

// OptionInfo describes one game option to the page.
type OptionInfo struct {
	Name    string   `json:"name"`
	Type    string   `json:"type"` // bool, int, choice or string
	Default string   `json:"default"`
	Min     int      `json:"min,omitempty"`
	Max     int      `json:"max,omitempty"`
	Choices []string `json:"choices,omitempty"`
	Doc     string   `json:"doc,omitempty"`
	// Auto says what a default that defers to the other options means
	// ("by the rules: 9×9"): the form shows it instead of the raw value.
	Auto string `json:"auto,omitempty"`
}

// gameList lists the registered games for the page.
func gameList() []GameInfo {
	var out []GameInfo
	for _, g := range position.Games() {
		gi := GameInfo{ID: g.ID, Name: g.Name, Sides: g.Sides, Options: []OptionInfo{}}
		ladder := protocol.LadderFor(g.ID)
		for i := range ladder.Elo {
			gi.Levels = append(gi.Levels, ladder.AbsElo(i))
		}
		gi.LevelsMeasured = ladder.Games > 0
		for _, o := range g.Options {
			oi := OptionInfo{Name: o.Name, Type: o.Type.String(), Default: o.Default, Doc: o.Doc, Auto: o.Auto}
			switch o.Type {
			case position.Int:
				oi.Min, oi.Max = o.Min, o.Max
			case position.Choice:
				oi.Choices = o.Choices
			}
			gi.Options = append(gi.Options, oi)
		}
		out = append(out, gi)
	}
	return out
}

func (s *Server) handleGames(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, struct {
		Games   []GameInfo `json:"games"`
		Presets []Preset   `json:"presets"`
		Default Level      `json:"default"`
	}{gameList(), Presets, DefaultLevel})
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	body, err := readBody(r)
	if err != nil {
		writeError(w, err)
		return
	}
	var st Setup
	if err := decode(body, &st); err != nil {
		writeError(w, err)
		return
	}
	if err := s.checkFiles(st); err != nil {
		writeError(w, err)
		return
	}
	if err := s.makeRoom(); err != nil {
		writeError(w, err)
		return
	}
	id := newID()
	ss, err := newSession(id, s.cfg.Engine, st)
	if err != nil {
		writeError(w, err)
		return
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		ss.close()
		writeError(w, errClosed)
		return
	}
	s.sessions[id] = ss
	s.mu.Unlock()
	s.cfg.Log.Info().Str("session", id).Str("game", ss.game).Msg("new session")
	w.Header().Set("Location", "/api/sessions/"+id)
	writeRawStatus(w, http.StatusCreated, ss.snapshot())
}

// checkFiles refuses file paths in free-text options unless the server
// allows them.
func (s *Server) checkFiles(st Setup) error {
	if s.cfg.AllowFiles {
		return nil
	}
	info, ok := position.Lookup(st.Game)
	if !ok {
		return nil // the engine will say so
	}
	for _, o := range info.Options {
		v, set := st.Options[o.Name]
		if !set || o.Type != position.String || v == o.Default {
			continue
		}
		if _, err := os.Stat(v); err == nil || strings.ContainsAny(v, `/\`) {
			return &reqError{http.StatusForbidden, fmt.Sprintf("option %s=%s: this server does not open files for pages (start it with --allow-files)", o.Name, v)}
		}
	}
	return nil
}

// makeRoom ends the session idle the longest when the server is full.
func (s *Server) makeRoom() error {
	s.mu.Lock()
	if len(s.sessions) < s.cfg.MaxSessions {
		s.mu.Unlock()
		return nil
	}
	var oldest *session
	var oldestAt time.Time
	for _, ss := range s.sessions {
		if at := ss.idleSince(); !at.IsZero() && (oldest == nil || at.Before(oldestAt)) {
			oldest, oldestAt = ss, at
		}
	}
	if oldest == nil {
		s.mu.Unlock()
		return &reqError{http.StatusServiceUnavailable, fmt.Sprintf("%d games are open in other pages; close one first", len(s.sessions))}
	}
	delete(s.sessions, oldest.id)
	s.mu.Unlock()
	oldest.close()
	return nil
}

func (s *Server) handleDelete(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	s.mu.Lock()
	ss, ok := s.sessions[id]
	delete(s.sessions, id)
	s.mu.Unlock()
	if !ok {
		writeError(w, &reqError{http.StatusNotFound, "no session " + id})
		return
	}
	ss.close()
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) lookup(id string) (*session, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ss, ok := s.sessions[id]
	if !ok {
		return nil, &reqError{http.StatusNotFound, "no session " + id + " (it ended, or the server restarted)"}
	}
	return ss, nil
}

func (s *Server) withSession(h func(http.ResponseWriter, *http.Request, *session)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ss, err := s.lookup(r.PathValue("id"))
		if err != nil {
			writeError(w, err)
			return
		}
		h(w, r, ss)
	}
}

// action wraps a request that changes a session: it answers with the new
// snapshot, or with the error.
func (s *Server) action(f func(*session, []byte) error) http.HandlerFunc {
	return s.withSession(func(w http.ResponseWriter, r *http.Request, ss *session) {
		body, err := readBody(r)
		if err == nil {
			err = f(ss, body)
		}
		if err != nil {
			writeError(w, err)
			return
		}
		writeRaw(w, ss.snapshot())
	})
}

// handleEvents streams the session's events until the page goes away.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request, ss *session) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		writeError(w, errors.New("web: streaming is not supported"))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	ch := ss.subscribe()
	defer ss.unsubscribe(ch)
	keepAlive := time.NewTicker(20 * time.Second)
	defer keepAlive.Stop()
	for {
		select {
		case ev, ok := <-ch:
			if !ok {
				return
			}
			if _, err := fmt.Fprintf(w, "event: %s\ndata: %s\n\n", ev.name, ev.data); err != nil {
				return
			}
		case <-keepAlive.C:
			if _, err := io.WriteString(w, ": keep-alive\n\n"); err != nil {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.quit:
			return
		}
		flusher.Flush()
	}
}

func newID() string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("web: no randomness: " + err.Error())
	}
	return hex.EncodeToString(b[:])
}

// maxBody bounds a request body: position strings of the largest boards
// fit many times over.
const maxBody = 1 << 20

func readBody(r *http.Request) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		return nil, badRequest("reading the request: %v", err)
	}
	if len(b) > maxBody {
		return nil, &reqError{http.StatusRequestEntityTooLarge, "the request is too large"}
	}
	return b, nil
}

func decode(body []byte, v any) error {
	if len(body) == 0 {
		body = []byte("{}")
	}
	if err := json.Unmarshal(body, v); err != nil {
		return badRequest("bad JSON: %v", err)
	}
	return nil
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeRawStatus(w, status, b)
}

func writeRaw(w http.ResponseWriter, b []byte) { writeRawStatus(w, http.StatusOK, b) }

func writeRawStatus(w http.ResponseWriter, status int, b []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b)
	w.Write([]byte("\n"))
}

// writeError answers {"error": "..."} with the error's status (500 for
// errors that are not the request's fault).
func writeError(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	var re *reqError
	if errors.As(err, &re) {
		status = re.status
	}
	writeJSON(w, status, map[string]string{"error": err.Error()})
}

// noCache makes browsers revalidate the page, so a rebuilt binary's page
// is never mixed with an old script.
func noCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		h.ServeHTTP(w, r)
	})
}
