package web_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/web"
)

// snapshot is the part of web.Snapshot the tests read, with the state
// decoded.
type snapshot struct {
	web.Snapshot
	State position.State `json:"state"`
}

type testServer struct {
	t   *testing.T
	srv *web.Server
	ts  *httptest.Server
}

func newTestServer(t *testing.T, cfg web.Config) *testServer {
	t.Helper()
	cfg.Engine.Log = zerolog.Nop()
	cfg.Log = zerolog.Nop()
	srv := web.New(cfg)
	ts := httptest.NewServer(srv)
	t.Cleanup(func() {
		srv.Close()
		ts.Close()
	})
	return &testServer{t: t, srv: srv, ts: ts}
}

// request sends a JSON request and returns the status and the body.
func (s *testServer) request(method, path string, body any) (int, []byte) {
	s.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			s.t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, s.ts.URL+path, rd)
	if err != nil {
		s.t.Fatal(err)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		s.t.Fatal(err)
	}
	return res.StatusCode, raw
}

// ok sends a request that must succeed with a snapshot.
func (s *testServer) ok(method, path string, body any) snapshot {
	s.t.Helper()
	status, raw := s.request(method, path, body)
	if status != http.StatusOK && status != http.StatusCreated {
		s.t.Fatalf("%s %s: %d %s", method, path, status, raw)
	}
	var snap snapshot
	if err := json.Unmarshal(raw, &snap); err != nil {
		s.t.Fatalf("%s %s: %v in %s", method, path, err, raw)
	}
	return snap
}

// fails sends a request that must fail with status, and returns the
// error message.
func (s *testServer) fails(method, path string, body any, status int) string {
	s.t.Helper()
	got, raw := s.request(method, path, body)
	var e struct {
		Error string `json:"error"`
	}
	if err := json.Unmarshal(raw, &e); err != nil || e.Error == "" {
		s.t.Fatalf("%s %s: want a JSON error, got %d %s", method, path, got, raw)
	}
	if got != status {
		s.t.Fatalf("%s %s: status %d (%s), want %d", method, path, got, e.Error, status)
	}
	return e.Error
}

func (s *testServer) create(setup web.Setup) snapshot {
	s.t.Helper()
	return s.ok("POST", "/api/sessions", setup)
}

// waitFor polls the session until cond holds.
func (s *testServer) waitFor(id, what string, cond func(snapshot) bool) snapshot {
	s.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		snap := s.ok("GET", "/api/sessions/"+id, nil)
		if cond(snap) {
			return snap
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("timed out waiting for %s; last state: moves %v, searching %v, error %q", what, snap.State.Moves, snap.Searching, snap.Error)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

var human = web.Player{}

func engine(depth int) web.Player { return web.Player{Engine: true, Level: web.Level{Depth: depth}} }

func TestGamesList(t *testing.T) {
	s := newTestServer(t, web.Config{})
	status, raw := s.request("GET", "/api/games", nil)
	if status != http.StatusOK {
		t.Fatalf("status %d", status)
	}
	var got struct {
		Games   []web.GameInfo `json:"games"`
		Presets []web.Preset   `json:"presets"`
	}
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	reg := position.Games()
	if len(got.Games) != len(reg) || len(reg) == 0 {
		t.Fatalf("%d games listed, %d registered", len(got.Games), len(reg))
	}
	for i, g := range reg {
		gi := got.Games[i]
		if gi.ID != g.ID || gi.Name != g.Name || gi.Sides != g.Sides || len(gi.Options) != len(g.Options) {
			t.Errorf("game %d: %+v, registered %s %q %v with %d options", i, gi, g.ID, g.Name, g.Sides, len(g.Options))
			continue
		}
		// The form shows each option's text beside it: one short line.
		// An option whose default defers to the others (Go's size 0)
		// says what it means, for the form to show instead.
		for j, o := range gi.Options {
			if len([]rune(o.Doc)) > 160 {
				t.Errorf("%s option %s: its text is %d characters long", g.ID, o.Name, len([]rune(o.Doc)))
			}
			if o.Auto != g.Options[j].Auto {
				t.Errorf("%s option %s: auto %q, registered %q", g.ID, o.Name, o.Auto, g.Options[j].Auto)
			}
		}
		// The levels' Elo, as the protocol's ladder has them.
		ladder := protocol.LadderFor(g.ID)
		if len(gi.Levels) != len(ladder.Elo) || gi.Levels[0] != ladder.AbsElo(0) || gi.LevelsMeasured != (ladder.Games > 0) {
			t.Errorf("%s: levels %v (measured %v), ladder %v", g.ID, gi.Levels, gi.LevelsMeasured, ladder)
		}
	}
	if goInfo, ok := position.Lookup("go"); ok {
		for _, o := range goInfo.Options {
			if o.Name != "rules" && o.Auto == "" {
				t.Errorf("go option %s defaults to %q with no meaning for the form", o.Name, o.Default)
			}
		}
	}
	if len(got.Presets) != len(web.Presets) {
		t.Errorf("%d presets, want %d", len(got.Presets), len(web.Presets))
	}
}

// TestPageIsSelfContained checks that the page and its files are served
// from the binary and load nothing from elsewhere (the GUI works
// offline).
func TestPageIsSelfContained(t *testing.T) {
	s := newTestServer(t, web.Config{})
	for _, path := range []string{"/", "/app.js", "/style.css"} {
		status, raw := s.request("GET", path, nil)
		if status != http.StatusOK || len(raw) < 100 {
			t.Fatalf("GET %s: %d, %d bytes", path, status, len(raw))
		}
		text := strings.ReplaceAll(string(raw), "http://www.w3.org/2000/svg", "")
		for _, bad := range []string{"http://", "https://", "//cdn", "@import"} {
			if strings.Contains(text, bad) {
				t.Errorf("%s refers to %q: the page must not load anything from outside", path, bad)
			}
		}
	}
	if status, _ := s.request("GET", "/nothing-here.js", nil); status != http.StatusNotFound {
		t.Errorf("GET of a missing file: %d, want 404", status)
	}
}

// TestEveryGame starts every registered game, plays a few moves of it
// between two people, and checks what the page relies on: every cell id
// of the layout is unique, every piece of the state stands on a cell of
// the layout, and every legal move names at least one cell (so it can be
// clicked) unless it is one of the few moves the page offers as buttons.
func TestEveryGame(t *testing.T) {
	s := newTestServer(t, web.Config{})
	for _, g := range position.Games() {
		t.Run(g.ID, func(t *testing.T) {
			s.t = t
			defer func() { s.t = nil }()
			snap := s.create(web.Setup{Game: g.ID, Players: [2]web.Player{human, human}})
			status, raw := s.request("GET", "/api/sessions/"+snap.ID+"/layout", nil)
			if status != http.StatusOK {
				t.Fatalf("layout: %d %s", status, raw)
			}
			var layout position.Layout
			if err := json.Unmarshal(raw, &layout); err != nil {
				t.Fatal(err)
			}
			ids := map[string]bool{}
			for _, c := range layout.Cells {
				if ids[c.ID] {
					t.Fatalf("cell id %q twice in the layout", c.ID)
				}
				ids[c.ID] = true
			}
			for ply := 0; ply < 8; ply++ {
				for _, p := range snap.State.Pieces {
					if !ids[p.Cell] {
						t.Fatalf("ply %d: a piece on %q, which is not a cell of the layout", ply, p.Cell)
					}
				}
				buttons := 0
				for _, m := range snap.Legal {
					if len(m.Cells) == 0 {
						buttons++
					}
					for _, c := range m.Cells {
						if !ids[c] {
							t.Fatalf("move %q names %q, not a cell", m.Text, c)
						}
					}
				}
				if buttons > 2 {
					t.Fatalf("ply %d: %d legal moves name no cell (the notation and the layout's ids disagree?)", ply, buttons)
				}
				if snap.State.Result != "none" || len(snap.Legal) == 0 {
					break
				}
				// Vary the moves: the legal move at a place that depends
				// on the ply.
				m := snap.Legal[(ply*7)%len(snap.Legal)]
				snap = s.ok("POST", "/api/sessions/"+snap.ID+"/move", map[string]string{"move": m.Text})
				if got := snap.State.Moves; len(got) != ply+1 || got[ply] != m.Text {
					t.Fatalf("after %s the moves are %v", m.Text, got)
				}
				if len(m.Cells) > 0 && !slices.Equal(snap.LastCells, m.Cells) {
					t.Fatalf("last cells %v, want %v", snap.LastCells, m.Cells)
				}
			}
			if status, raw := s.request("DELETE", "/api/sessions/"+snap.ID, nil); status != http.StatusNoContent {
				t.Fatalf("delete: %d %s", status, raw)
			}
		})
	}
}

// TestEngineAnswers plays a person's move against the engine and checks
// that the engine answers by itself, with its move recorded and its
// search reported.
func TestEngineAnswers(t *testing.T) {
	s := newTestServer(t, web.Config{})
	snap := s.create(web.Setup{Game: "reversi", Players: [2]web.Player{human, engine(3)}})
	if snap.Searching || len(snap.History) != 0 {
		t.Fatalf("a new game with a person to move: searching %v, history %v", snap.Searching, snap.History)
	}
	id := snap.ID
	snap = s.ok("POST", "/api/sessions/"+id+"/move", map[string]string{"move": "D3"})
	if snap.State.Moves[0] != "d3" || snap.History[0].Move != "d3" || snap.History[0].Engine {
		t.Fatalf("the person's move: moves %v, history %+v (want the canonical d3)", snap.State.Moves, snap.History)
	}
	snap = s.waitFor(id, "the engine's answer", func(s snapshot) bool { return len(s.State.Moves) == 2 })
	rec := snap.History[1]
	if !rec.Engine || rec.Side != 1 || rec.Move != snap.State.Moves[1] || rec.Depth != 3 || rec.Nodes == 0 || rec.Score == "" {
		t.Errorf("the engine's record: %+v", rec)
	}
	if snap.Thinking == nil || snap.Thinking.Depth != 3 || snap.Thinking.PV == "" {
		t.Errorf("the engine's thinking: %+v", snap.Thinking)
	}
	if snap.Stats.Sides[1].EngineMoves != 1 || snap.Stats.EngineNodes.N != 1 || snap.Stats.Sides[0].Moves != 1 {
		t.Errorf("statistics: %+v", snap.Stats)
	}
	if snap.State.ToMove != 0 || snap.Searching {
		t.Errorf("after the answer: to move %d, searching %v", snap.State.ToMove, snap.Searching)
	}
}

// sseEvent is one server-sent event.
type sseEvent struct{ name, data string }

// readEvents reads server-sent events from the session's stream and
// passes them to each until it returns false.
func readEvents(t *testing.T, url string, each func(sseEvent) bool) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			res.Body.Close()
		}
	}()
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(nil, 4<<20)
	var ev sseEvent
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			ev.name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			ev.data = strings.TrimPrefix(line, "data: ")
		case line == "":
			if ev.name != "" && !each(ev) {
				return
			}
			ev = sseEvent{}
		}
	}
	t.Fatalf("the event stream ended early: %v", sc.Err())
}

// TestEvents follows a game through its event stream: the layout and the
// state at once, then the engine's thinking, then the state after its
// move.
func TestEvents(t *testing.T) {
	s := newTestServer(t, web.Config{})
	// 7×7: on 5×5, Hex's virtual connections prove the game after one
	// stone, and a proved search ends before depth 4.
	snap := s.create(web.Setup{Game: "hex", Options: map[string]string{"size": "7"}, Players: [2]web.Player{human, engine(4)}})
	var names []string
	infos := 0
	readEvents(t, s.ts.URL+"/api/sessions/"+snap.ID+"/events", func(ev sseEvent) bool {
		names = append(names, ev.name)
		switch ev.name {
		case "layout":
			var l position.Layout
			if err := json.Unmarshal([]byte(ev.data), &l); err != nil || len(l.Cells) != 49 {
				t.Fatalf("layout event: %v, %d cells", err, len(l.Cells))
			}
		case "info":
			var th web.Thinking
			if err := json.Unmarshal([]byte(ev.data), &th); err != nil || th.Depth == 0 || th.Side != 1 {
				t.Fatalf("info event %s: %v", ev.data, err)
			}
			infos++
		case "state":
			var sn snapshot
			if err := json.Unmarshal([]byte(ev.data), &sn); err != nil {
				t.Fatal(err)
			}
			if len(names) == 2 {
				// Subscribed: now move, and watch the engine answer.
				s.ok("POST", "/api/sessions/"+snap.ID+"/move", map[string]string{"move": "c3"})
			}
			return len(sn.State.Moves) < 2
		}
		return true
	})
	if len(names) < 2 || names[0] != "layout" || names[1] != "state" {
		t.Errorf("events %v: want the layout, then the state first", names)
	}
	if infos < 4 {
		t.Errorf("%d info events before the engine's move to depth 4 (events %v)", infos, names)
	}
}

func TestUndo(t *testing.T) {
	s := newTestServer(t, web.Config{})
	t.Run("against the engine", func(t *testing.T) {
		s.t = t
		id := s.create(web.Setup{Game: "reversi", Players: [2]web.Player{human, engine(1)}}).ID
		s.ok("POST", "/api/sessions/"+id+"/move", map[string]string{"move": "d3"})
		s.waitFor(id, "the answer", func(s snapshot) bool { return len(s.State.Moves) == 2 && !s.Searching })
		snap := s.ok("POST", "/api/sessions/"+id+"/undo", nil)
		if len(snap.State.Moves) != 0 || len(snap.History) != 0 || snap.State.ToMove != 0 || snap.Paused {
			t.Errorf("undo: moves %v, history %d, to move %d, paused %v; want back to the person's first turn",
				snap.State.Moves, len(snap.History), snap.State.ToMove, snap.Paused)
		}
		if msg := s.fails("POST", "/api/sessions/"+id+"/undo", nil, http.StatusConflict); !strings.Contains(msg, "no move") {
			t.Errorf("undo at the start: %q", msg)
		}
	})
	t.Run("between people", func(t *testing.T) {
		s.t = t
		id := s.create(web.Setup{Game: "go", Options: map[string]string{"size": "7"}, Players: [2]web.Player{human, human}}).ID
		for _, m := range []string{"d4", "c3", "pass"} {
			s.ok("POST", "/api/sessions/"+id+"/move", map[string]string{"move": m})
		}
		snap := s.ok("POST", "/api/sessions/"+id+"/undo", nil)
		if !slices.Equal(snap.State.Moves, []string{"d4", "c3"}) || len(snap.History) != 2 {
			t.Errorf("undo one move: %v, history %d", snap.State.Moves, len(snap.History))
		}
	})
	t.Run("engine against engine pauses", func(t *testing.T) {
		s.t = t
		id := s.create(web.Setup{Game: "reversi", Players: [2]web.Player{engine(1), engine(1)}}).ID
		s.waitFor(id, "two moves", func(s snapshot) bool { return len(s.State.Moves) >= 2 })
		snap := s.ok("POST", "/api/sessions/"+id+"/undo", nil)
		if !snap.Paused || snap.Searching {
			t.Fatalf("after undo: paused %v, searching %v", snap.Paused, snap.Searching)
		}
		n := len(snap.State.Moves)
		time.Sleep(700 * time.Millisecond)
		if again := s.ok("GET", "/api/sessions/"+id, nil); len(again.State.Moves) != n {
			t.Errorf("a paused game went on: %d moves, then %d", n, len(again.State.Moves))
		}
		paused := false
		snap = s.ok("POST", "/api/sessions/"+id+"/settings", web.Settings{Paused: &paused})
		s.waitFor(id, "the game to go on", func(s snapshot) bool { return len(s.State.Moves) > n })
	})
}

// TestEngineGame lets the engine play both sides of a short game to its
// end and checks the final statistics.
func TestEngineGame(t *testing.T) {
	s := newTestServer(t, web.Config{})
	id := s.create(web.Setup{Game: "chomp", Players: [2]web.Player{engine(2), engine(1)}}).ID
	snap := s.waitFor(id, "the end of the game", func(s snapshot) bool { return s.State.Result != "none" && !s.Searching })
	st := snap.Stats
	plies := len(snap.State.Moves)
	if st.Sides[0].Moves+st.Sides[1].Moves != plies || st.EngineTime.N != plies || len(snap.History) != plies {
		t.Errorf("%d plies, but statistics %+v and %d records", plies, st, len(snap.History))
	}
	for _, sum := range []web.Summary{st.EngineTime, st.EngineNodes, st.Sides[0].EngineNodes} {
		if sum.Min > sum.Median || sum.Median > sum.Max || sum.Min > sum.Mean || sum.Mean > sum.Max {
			t.Errorf("summary out of order: %+v", sum)
		}
	}
	if st.GameMillis <= 0 {
		t.Errorf("game time %d ms", st.GameMillis)
	}
	time.Sleep(50 * time.Millisecond)
	if later := s.ok("GET", "/api/sessions/"+id, nil); later.Stats.GameMillis != st.GameMillis {
		t.Errorf("the game time runs on after the end: %d, then %d", st.GameMillis, later.Stats.GameMillis)
	}
	if msg := s.fails("POST", "/api/sessions/"+id+"/move", map[string]string{"move": "a1"}, http.StatusConflict); !strings.Contains(msg, "over") {
		t.Errorf("a move after the end: %q", msg)
	}
}

// TestErrors checks that bad requests are refused with a useful message
// and leave the game as it was.
func TestErrors(t *testing.T) {
	s := newTestServer(t, web.Config{})
	id := s.create(web.Setup{Game: "reversi", Players: [2]web.Player{human, engine(1)}}).ID
	path := "/api/sessions/" + id
	tests := []struct {
		name   string
		method string
		path   string
		body   any
		status int
		want   string
	}{
		{"unknown game", "POST", "/api/sessions", web.Setup{Game: "chess"}, 400, "not a game"},
		{"bad option value", "POST", "/api/sessions", web.Setup{Game: "hex", Options: map[string]string{"size": "99"}}, 400, "size"},
		{"unknown option", "POST", "/api/sessions", web.Setup{Game: "hex", Options: map[string]string{"colour": "red"}}, 400, "colour"},
		{"quote in an option", "POST", "/api/sessions", web.Setup{Game: "hex", Options: map[string]string{"size": `5"`}}, 400, "quotes"},
		{"file path in an option", "POST", "/api/sessions", web.Setup{Game: "bomberman", Options: map[string]string{"map": "/etc/hostname"}}, 403, "allow-files"},
		{"existing file in an option", "POST", "/api/sessions", web.Setup{Game: "bomberman", Options: map[string]string{"map": "web_test.go"}}, 403, "allow-files"},
		{"bad level", "POST", "/api/sessions", web.Setup{Game: "hex", Players: [2]web.Player{{Engine: true, Level: web.Level{Depth: -2}}}}, 400, "depth"},
		{"bad JSON", "POST", "/api/sessions", "{", 400, "JSON"},
		{"illegal move", "POST", path + "/move", map[string]string{"move": "a1"}, 400, "a1 is not a legal move"},
		{"two words", "POST", path + "/move", map[string]string{"move": "d3 c5"}, 400, "one word"},
		{"empty move", "POST", path + "/move", map[string]string{}, 400, "one word"},
		{"bad position", "POST", path + "/position", map[string]string{"position": "9/9 x"}, 400, "bad-position"},
		{"stop without a search", "POST", path + "/stop", nil, 409, "not thinking"},
		{"bad hash", "POST", path + "/settings", web.Settings{Hash: 1 << 20}, 400, "hash"},
		{"unknown session", "GET", "/api/sessions/nope", nil, 404, "no session"},
		{"unknown session move", "POST", "/api/sessions/nope/move", map[string]string{"move": "d3"}, 404, "no session"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s.t = t
			if msg := s.fails(tc.method, tc.path, tc.body, tc.status); !strings.Contains(msg, tc.want) {
				t.Errorf("error %q does not mention %q", msg, tc.want)
			}
		})
	}
	s.t = t
	snap := s.ok("GET", path, nil)
	if len(snap.State.Moves) != 0 || snap.Game != "reversi" || snap.State.Position != "8/8/8/3WB3/3BW3/8/8/8 b" {
		t.Errorf("the refused requests changed the game: %s %v %q", snap.Game, snap.State.Moves, snap.State.Position)
	}
	// The engine's turn is not the person's.
	s.ok("POST", path+"/settings", web.Settings{Players: &[2]web.Player{engine(1), human}, Paused: ptr(true)})
	if msg := s.fails("POST", path+"/move", map[string]string{"move": "d3"}, http.StatusConflict); !strings.Contains(msg, "engine's turn") {
		t.Errorf("a move on the engine's turn: %q", msg)
	}
}

func ptr[T any](v T) *T { return &v }

// TestLoadPosition starts the current game from a position string, with
// the game's options kept.
func TestLoadPosition(t *testing.T) {
	s := newTestServer(t, web.Config{})
	id := s.create(web.Setup{Game: "hex", Options: map[string]string{"size": "5"}, Players: [2]web.Player{human, human}}).ID
	const pos = "5/1r3/5/3b1/5 r 2"
	snap := s.ok("POST", "/api/sessions/"+id+"/position", map[string]string{"position": pos})
	if snap.State.Position != pos || snap.Start != pos || snap.Options != "size=5 swap=off connected=off eval=hand" || len(snap.State.Pieces) != 2 {
		t.Fatalf("loaded: position %q, start %q, options %q, %d pieces", snap.State.Position, snap.Start, snap.Options, len(snap.State.Pieces))
	}
	snap = s.ok("POST", "/api/sessions/"+id+"/move", map[string]string{"move": "c3"})
	snap = s.ok("POST", "/api/sessions/"+id+"/undo", nil)
	if snap.State.Position != pos {
		t.Errorf("undo in a loaded game: %q, want %q", snap.State.Position, pos)
	}
	s.fails("POST", "/api/sessions/"+id+"/position", map[string]string{"position": "6/6 r 0"}, http.StatusBadRequest)
	snap = s.ok("GET", "/api/sessions/"+id, nil)
	if snap.State.Position != pos {
		t.Errorf("a refused position changed the game to %q", snap.State.Position)
	}
	snap = s.ok("POST", "/api/sessions/"+id+"/move", map[string]string{"move": "c3"})
	if len(snap.State.Moves) != 1 {
		t.Errorf("playing on after a refused position: %v", snap.State.Moves)
	}
}

// TestNewGameAndSettings changes the game and the engine's settings in a
// running session.
func TestNewGameAndSettings(t *testing.T) {
	s := newTestServer(t, web.Config{})
	snap := s.create(web.Setup{Game: "reversi", Players: [2]web.Player{human, human}, Hash: 8})
	id := snap.ID
	if snap.Hash != 8 || snap.Threads != 1 {
		t.Errorf("engine settings: threads %d, hash %d", snap.Threads, snap.Hash)
	}
	s.ok("POST", "/api/sessions/"+id+"/move", map[string]string{"move": "d3"})
	snap = s.ok("POST", "/api/sessions/"+id+"/newgame", web.Setup{Game: "domineering", Options: map[string]string{"rows": "4", "cols": "5"}, Players: [2]web.Player{human, human}})
	if snap.Game != "domineering" || len(snap.State.Moves) != 0 || len(snap.History) != 0 || !strings.Contains(snap.Options, "rows=4 cols=5") {
		t.Errorf("new game: %s %q, moves %v", snap.Game, snap.Options, snap.State.Moves)
	}
	status, raw := s.request("GET", "/api/sessions/"+id+"/layout", nil)
	var l position.Layout
	if status != http.StatusOK || json.Unmarshal(raw, &l) != nil || len(l.Cells) != 20 {
		t.Errorf("the layout after the new game: %d, %d cells", status, len(l.Cells))
	}
	// A refused new game keeps the old one.
	s.fails("POST", "/api/sessions/"+id+"/newgame", web.Setup{Game: "hex", Position: "not a position"}, http.StatusBadRequest)
	snap = s.ok("POST", "/api/sessions/"+id+"/move", map[string]string{"move": "a1"})
	if snap.Game != "domineering" || !slices.Equal(snap.State.Moves, []string{"a1"}) {
		t.Errorf("after a refused new game: %s %v", snap.Game, snap.State.Moves)
	}
	snap = s.ok("POST", "/api/sessions/"+id+"/settings", web.Settings{Threads: 2, Hash: 4})
	if snap.Threads != 2 || snap.Hash != 4 {
		t.Errorf("settings: threads %d, hash %d", snap.Threads, snap.Hash)
	}
	// Handing the side to move to the engine makes it play.
	snap = s.ok("POST", "/api/sessions/"+id+"/settings", web.Settings{Players: &[2]web.Player{human, engine(2)}})
	s.waitFor(id, "the engine's move", func(s snapshot) bool { return len(s.State.Moves) == 2 })
}

// TestMoveNow makes a long search end at once with its best move.
func TestMoveNow(t *testing.T) {
	s := newTestServer(t, web.Config{})
	id := s.create(web.Setup{Game: "amazons", Players: [2]web.Player{{Engine: true, Level: web.Level{MoveTime: 60000}}, human}}).ID
	s.waitFor(id, "the search", func(s snapshot) bool { return s.Searching })
	start := time.Now()
	s.ok("POST", "/api/sessions/"+id+"/stop", nil)
	s.waitFor(id, "the move", func(s snapshot) bool { return len(s.State.Moves) == 1 })
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("move now took %v", el)
	}
}

// TestSessionLimits checks that a full server ends the session idle the
// longest, and that Close ends the sessions and their event streams.
func TestSessionLimits(t *testing.T) {
	s := newTestServer(t, web.Config{MaxSessions: 2})
	a := s.create(web.Setup{Game: "reversi"}).ID
	time.Sleep(5 * time.Millisecond)
	b := s.create(web.Setup{Game: "reversi"}).ID
	c := s.create(web.Setup{Game: "reversi"}).ID
	s.fails("GET", "/api/sessions/"+a, nil, http.StatusNotFound)
	s.ok("GET", "/api/sessions/"+b, nil)
	s.ok("GET", "/api/sessions/"+c, nil)

	res, err := http.Get(s.ts.URL + "/api/sessions/" + c + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	ended := make(chan error, 1)
	go func() {
		_, err := io.Copy(io.Discard, res.Body)
		ended <- err
	}()
	s.srv.Close()
	select {
	case <-ended:
	case <-time.After(10 * time.Second):
		t.Fatal("the event stream did not end when the server closed")
	}
	s.fails("GET", "/api/sessions/"+c, nil, http.StatusNotFound)
	if msg := s.fails("POST", "/api/sessions", web.Setup{Game: "reversi"}, http.StatusGone); msg == "" {
		t.Error("a closed server made a session")
	}
}

// TestIdleSessionsEnd checks that a session nobody watches ends after the
// idle timeout.
func TestIdleSessionsEnd(t *testing.T) {
	s := newTestServer(t, web.Config{IdleTimeout: 200 * time.Millisecond})
	id := s.create(web.Setup{Game: "reversi"}).ID
	deadline := time.Now().Add(10 * time.Second)
	for {
		status, _ := s.request("GET", "/api/sessions/"+id, nil)
		if status == http.StatusNotFound {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("an idle session did not end")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// ExampleSplitMove shows the cells a click-built move names.
func ExampleSplitMove() {
	fmt.Println(web.SplitMove("d1-d4/g4", []string{"d1", "d4", "g1", "g4"}))
	fmt.Println(web.SplitMove("22x15x8", []string{"8", "15", "22"}))
	fmt.Println(web.SplitMove("e3h", []string{"e3", "e3h", "e3v"}))
	fmt.Println(web.SplitMove("pass", []string{"a1"}))
	// Output:
	// [d1 d4 g4]
	// [22 15 8]
	// [e3h]
	// []
}
