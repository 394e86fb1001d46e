package analysis

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tabla-games/tabla/search"
)

// serveLines runs Serve over the query lines and returns its response
// lines.
func serveLines(t *testing.T, cfg ServeConfig, queries ...string) []string {
	t.Helper()
	var out strings.Builder
	if err := Serve(context.Background(), strings.NewReader(strings.Join(queries, "\n")+"\n"), &out, cfg); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

// TestServeOverlapping sends queries of several games at once, with
// several turns each, to four concurrent searches, and checks that every
// turn is answered once, with the best move that the batch analysis
// (Run) finds at the same depth.
func TestServeOverlapping(t *testing.T) {
	type game struct {
		name, options string
		moves         []string
		depth         int
	}
	games := []game{
		{"reversi", "", []string{"f5", "d6", "c3", "d3", "c4"}, 5},
		{"checkers", "", []string{"11-15", "23-19", "8-11", "22-17"}, 6},
		{"hex", `"size":"7"`, []string{"d4", "c5", "e3"}, 3},
		{"nine-mens-morris", "", nil, 4},
		{"dots-boxes", "", nil, 4},
		{"quoridor", "", nil, 3},
		{"amazons", "", nil, 1},
	}
	reps := 2
	if testing.Short() {
		reps = 1
		for i := range games {
			games[i].depth = max(games[i].depth-2, 1)
		}
	}
	var queries []string
	want := map[string]string{} // "id/turn" -> best
	for i, g := range games {
		for rep := range reps {
			id := fmt.Sprintf("%s-%d", g.name, rep)
			moves, _ := json.Marshal(g.moves)
			turns := []int{len(g.moves)}
			if len(g.moves) > 1 {
				turns = []int{0, len(g.moves) / 2, len(g.moves)}
			}
			tj, _ := json.Marshal(turns)
			queries = append(queries, fmt.Sprintf(`{"id":%q,"game":%q,"options":{%s},"moves":%s,"turns":%s,"depth":%d}`, id, g.name, g.options, moves, tj, g.depth))
			var opts []string
			if g.options != "" {
				k, v, _ := strings.Cut(strings.ReplaceAll(g.options, `"`, ""), ":")
				opts = []string{k + "=" + v}
			}
			for _, turn := range turns {
				p := Problem{ID: "p", Game: g.name, Options: opts, Moves: append([]string(nil), g.moves[:turn]...)}
				if err := p.check(); err != nil {
					t.Fatalf("game %d: %v", i, err)
				}
				err := Run(context.Background(), Config{Jobs: 1, Threads: 1, HashMB: 16, Search: "auto", Limits: search.Limits{Depth: g.depth}}, Tasks([]Problem{p}, false), func(r *Record) error {
					want[fmt.Sprintf("%s/%d", id, turn)] = r.Best
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	lines := serveLines(t, ServeConfig{Jobs: 4, Threads: 1, HashMB: 64}, queries...)
	got := map[string]string{}
	for _, l := range lines {
		var r TurnResponse
		if err := json.Unmarshal([]byte(l), &r); err != nil || r.ID == "" {
			t.Fatalf("bad response %q: %v", l, err)
		}
		key := fmt.Sprintf("%s/%d", r.ID, r.Turn)
		if _, dup := got[key]; dup {
			t.Errorf("%s answered twice", key)
		}
		got[key] = r.Root.Best
		if len(r.Candidates) == 0 || r.Candidates[0].Move != r.Root.Best || len(r.Candidates[0].PV) == 0 {
			t.Errorf("%s: candidates %+v, root %+v", key, r.Candidates, r.Root)
		}
		if r.Root.SelDepth < r.Root.Depth || r.Root.Nodes == 0 {
			t.Errorf("%s: root %+v", key, r.Root)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d turns answered, want %d", len(got), len(want))
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: best %q, the batch analysis %q", k, got[k], w)
		}
	}
}

// TestServeMultiPV asks for three lines under each searcher: three
// distinct candidates, best first, with WDL and visits under MCTS.
func TestServeMultiPV(t *testing.T) {
	lines := serveLines(t, ServeConfig{Jobs: 2, Threads: 1, HashMB: 16},
		`{"id":"ab","game":"reversi","moves":["f5"],"depth":4,"multipv":3}`,
		`{"id":"mc","game":"hex","options":{"size":"5"},"nodes":1000,"search":"mcts","multipv":3}`)
	for _, l := range lines {
		var r TurnResponse
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		if len(r.Candidates) != 3 {
			t.Fatalf("%s: %d candidates: %s", r.ID, len(r.Candidates), l)
		}
		seen := map[string]bool{}
		for i, c := range r.Candidates {
			if seen[c.Move] || c.PV[0] != c.Move || (c.Score == nil) == (c.Mate == nil) {
				t.Errorf("%s: candidate %d %+v", r.ID, i, c)
			}
			seen[c.Move] = true
			mcts := r.ID == "mc"
			if mcts != (c.WDL != nil && c.Winrate != nil && c.Visits > 0) {
				t.Errorf("%s: candidate %d: wdl %v winrate %v visits %d", r.ID, i, c.WDL, c.Winrate, c.Visits)
			}
		}
		if r.Root.Searcher != map[string]string{"ab": "alphabeta", "mc": "mcts"}[r.ID] {
			t.Errorf("%s: searcher %q", r.ID, r.Root.Searcher)
		}
	}
}

// TestServeErrors checks that every bad query gets one JSON error naming
// its id and the field at fault, and changes nothing for the others.
func TestServeErrors(t *testing.T) {
	tests := []struct {
		query, id, field, want string
	}{
		{`not json`, "", "", "not a query"},
		{`{"id":"x","game":"reversi","colour":"black"}`, "x", "", `unknown field "colour"`},
		{`{"game":"reversi"}`, "", "id", "no id"},
		{`{"id":"g","game":"nope"}`, "g", "game", "not a game"},
		{`{"id":"o","game":"hex","options":{"size":"99"}}`, "o", "options", "size"},
		{`{"id":"m","game":"reversi","moves":["a1"]}`, "m", "moves", `move 1 "a1"`},
		{`{"id":"p","game":"reversi","position":"8/8 b"}`, "p", "position", "position"},
		{`{"id":"t","game":"reversi","moves":["f5"],"turns":[2]}`, "t", "turns", "turn 2"},
		{`{"id":"d","game":"reversi","depth":-1}`, "d", "depth", "depth -1"},
		{`{"id":"s","game":"reversi","search":"fast"}`, "s", "search", "fast"},
		{`{"id":"w","game":"reversi","ownership":true}`, "w", "ownership", "no ownership"},
		{`{"id":"a","action":"jump"}`, "a", "action", "unknown action"},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			lines := serveLines(t, ServeConfig{Jobs: 1, Threads: 1, HashMB: 1, Limits: search.Limits{Depth: 1}}, tc.query, `{"id":"ok","game":"reversi","depth":1}`)
			if len(lines) != 2 {
				t.Fatalf("%d lines, want the error and the good query's answer: %q", len(lines), lines)
			}
			var e ErrorResponse
			json.Unmarshal([]byte(lines[0]), &e)
			if e.ID != tc.id || e.Field != tc.field || !strings.Contains(e.Error, tc.want) {
				t.Errorf("got %s, want id %q field %q and %q", lines[0], tc.id, tc.field, tc.want)
			}
			if !strings.HasPrefix(lines[1], `{"id":"ok","turn":0,`) {
				t.Errorf("the good query's answer: %s", lines[1])
			}
		})
	}
}

// TestServeTerminate starts a long query and a short one, terminates the
// long one by id while two of its turns run and one waits, and checks
// that they come back at once as terminated, that the short one is
// answered, and that the id can be used again.
func TestServeTerminate(t *testing.T) {
	pr, pw := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- Serve(context.Background(), pr, outW, ServeConfig{Jobs: 2, Threads: 1, HashMB: 16})
		outW.Close()
	}()
	responses := make(chan string)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			responses <- sc.Text()
		}
		close(responses)
	}()
	var mu sync.Mutex
	send := func(s string) {
		mu.Lock()
		defer mu.Unlock()
		io.WriteString(pw, s+"\n")
	}
	next := func() string {
		select {
		case l := <-responses:
			return l
		case <-time.After(30 * time.Second):
			t.Fatal("no response in 30 s")
		}
		return ""
	}
	// Two searches at once: the long query's first two turns take both,
	// its third waits, and so does the short query.
	send(`{"id":"long","game":"go","options":{"rules":"standard","size":"19"},"moves":["d4","q16"],"turns":[0,1,2],"movetime":600000}`)
	send(`{"id":"short","game":"reversi","depth":3}`)
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	send(`{"id":"stop","action":"terminate","terminate":"long"}`)
	var got []string
	for range 5 {
		got = append(got, next())
	}
	if el := time.Since(start); el > 20*time.Second {
		t.Errorf("terminate took %v", el)
	}
	joined := strings.Join(got, "\n")
	for _, w := range []string{
		`{"id":"stop","action":"terminate","terminate":"long","in_flight":true}`,
		`{"id":"long","turn":0,`, `{"id":"long","turn":1,`, `{"id":"long","turn":2,`,
		`{"id":"short","turn":0,"game":"reversi"`,
	} {
		if !strings.Contains(joined, w) {
			t.Errorf("responses lack %s:\n%s", w, joined)
		}
	}
	if strings.Count(joined, `"terminated":true`) != 3 {
		t.Errorf("want the long query's three turns terminated:\n%s", joined)
	}
	send(`{"id":"long","game":"reversi","depth":2}`)
	if l := next(); !strings.HasPrefix(l, `{"id":"long","turn":0,"game":"reversi"`) {
		t.Errorf("the id used again: %s", l)
	}
	send(`{"id":"stop2","action":"terminate","terminate":"gone"}`)
	if l := next(); !strings.Contains(l, `"in_flight":false`) {
		t.Errorf("terminate of no query: %s", l)
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}
