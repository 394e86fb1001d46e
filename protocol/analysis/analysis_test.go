package analysis

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/search"
)

func load(t *testing.T, name string) []Problem {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ps, err := Load(name, f)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestLoadRecords reads the real game records of testdata/games and
// checks that replaying them ends where the games ended. The final
// positions were recorded when the games were played, with the moves in
// tabla's own notation, so they check the coordinate conversions.
func TestLoadRecords(t *testing.T) {
	tests := []struct {
		file, game string
		moves      int
		final      string
	}{
		{"../../testdata/games/go-9x9.sgf", "go", 90, "x1x1x1x1x/xxx1xx1x1/xooxx1x1x/o1ox3x1/1o1oxxx1x/o1o1oooxx/1o1o1oxxo/o1o1o1ooo/1o1o1oo1o b 90 2 -"},
		{"../../testdata/games/hex-9x9.sgf", "hex", 29, "1brb5/1rr1b2r1/1brb1bbr1/2rrb3r/3rrb3/4rb3/3rb1bb1/3r5/2rb5 b 29"},
		{"../../testdata/games/amazons.sgf", "amazons", 81, "xxxxxx2xx/x1x1xxW1xx/xxxxxxxxxx/xxBxxxxxxx/xxxxxxWxxB/xx1xxxx1xx/xxxxxxxxxx/xxxxxBxxxW/2xxxxxx1x/xWxxBxxxx1 b"},
		{"../../testdata/games/checkers.pdn", "checkers", 230, "8/8/8/8/3B4/6W1/8/8 b 50"},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			ps := load(t, tc.file)
			if len(ps) != 1 || ps[0].Game != tc.game || len(ps[0].Moves) != tc.moves {
				t.Fatalf("got %d problems, first of %q with %d moves; want one %s game of %d moves", len(ps), ps[0].Game, len(ps[0].Moves), tc.game, tc.moves)
			}
			g, err := ps[0].Build(-1)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.Position(); got != tc.final {
				t.Errorf("final position %q, want %q", got, tc.final)
			}
			if over, _ := g.Outcome(); !over {
				t.Errorf("the recorded game is not over at its end")
			}
		})
	}
}

// TestSGFPoints checks the conversions against points worked out by hand:
// SGF counts rows from the top, GTP from the bottom without the letter i,
// Amazons' ranks from the bottom, Hex's rows from the top.
func TestSGFPoints(t *testing.T) {
	tests := []struct {
		name string
		f    func(string, int) (string, error)
		v    string
		size int
		want string
	}{
		{"go top left", goMove, "aa", 9, "a9"},
		{"go bottom right", goMove, "ii", 9, "j1"},
		{"go 19 hoshi", goMove, "pd", 19, "q16"},
		{"go tt pass", goMove, "tt", 19, "pass"},
		{"go empty pass", goMove, "", 9, "pass"},
		{"hex cell", hexMove, "C3", 9, "c3"},
		{"hex sgf point", hexMove, "cb", 9, "c2"},
		{"hex swap", hexMove, "swap-pieces", 9, "swap"},
		{"amazons first move", amazonsMove, "djddgd", 10, "d1-d7/g7"},
		{"amazons white", amazonsMove, "addgad", 10, "a7-d4/a7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.f(tc.v, tc.size)
			if err != nil || got != tc.want {
				t.Errorf("%q: got %q, %v; want %q", tc.v, got, err, tc.want)
			}
		})
	}
	if _, err := goMove("jj", 9); err == nil {
		t.Errorf("jj on 9×9 was accepted")
	}
}

// TestLoadSuites reads the line formats.
func TestLoadSuites(t *testing.T) {
	obf := load(t, "../../testdata/reversi/ffo-1-9.obf")
	ffo := load(t, "../../testdata/reversi/ffo-1-39.txt")
	if len(obf) != 9 || len(ffo) != 39 {
		t.Fatalf("%d OBF and %d FFO problems, want 9 and 39", len(obf), len(ffo))
	}
	for i, p := range obf {
		q := ffo[i]
		if p.Position != q.Position || strings.Join(p.Expect.BM, " ") != strings.Join(q.Expect.BM, " ") || *p.Expect.Score != *q.Expect.Score {
			t.Errorf("OBF line %d differs from FFO %s: %+v vs %+v", i+1, q.ID, p, q)
		}
	}
	suite := load(t, "../../testdata/games/suite.txt")
	byID := map[string]Problem{}
	for _, p := range suite {
		byID[p.ID] = p
	}
	if p := byID["hex2-win"]; p.Game != "hex" || strings.Join(p.Expect.AM, " ") != "a1 b2" || p.Expect.Mate == nil || *p.Expect.Mate != 2 {
		t.Errorf("hex2-win: %+v", p)
	}
	if p := byID["hex3-game"]; strings.Join(p.Moves, " ") != "b2 a3 b1" {
		t.Errorf("hex3-game moves %q", p.Moves)
	}
}

// TestLoadErrors: bad input is an error that names the file and line.
func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name, file, text, want string
	}{
		{"empty", "e.txt", "# nothing\n", "e.txt: no positions"},
		{"unknown field", "u.txt", "game hex size=3\nstartpos ; bestmove b2\n", "u.txt:2: unknown field \"bestmove\" (the fields are id, bm, best, am, score, mate, result, options)"},
		{"no game", "g.txt", "startpos\n", "g.txt:1: no game line"},
		{"illegal move", "m.txt", "game hex size=3\nstartpos moves b2 b2\n", "m.txt:2: move 2 \"b2\""},
		{"bad bm", "b.txt", "game hex size=3\nstartpos ; bm z9\n", "b.txt:2: expected move \"z9\""},
		{"bad result", "r.txt", "game hex size=3\nstartpos ; result won\n", "r.txt:2: result \"won\""},
		{"duplicate id", "d.txt", "game hex size=3\nstartpos ; id a\nstartpos ; id a\n", "d.txt:3: id \"a\" is already used at d.txt:2"},
		{"bad option", "o.txt", "game hex size=3\nstartpos ; options colour=red\n", "o.txt:2: game hex has no option"},
		{"sgf game", "x.sgf", "(;GM[3]SZ[8];B[aa])", "x.sgf:1: GM[3] is not supported"},
		{"sgf unclosed", "y.sgf", "(;GM[1]SZ[9]\n;B[aa", "y.sgf:2: a property value is not closed"},
		{"sgf off board", "z.sgf", "(;GM[1]SZ[9]\n;B[aa]\n;W[zz])", "z.sgf:3: W[zz]: point \"zz\" is off"},
		{"pdn move", "p.pdn", "[Event \"x\"]\n1. 11-15 banana\n", "p.pdn:2: \"banana\" is not a PDN move"},
		{"pdn illegal", "q.pdn", "[Event \"x\"]\n1. 11-15 11-15 *\n", "q.pdn:1: move 2 \"11-15\""},
		{"obf value", "v.obf", strings.Repeat("-", 27) + "OX------XO" + strings.Repeat("-", 27) + " X; D3:x;\n", "v.obf:1: bad move value"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(tc.file, strings.NewReader(tc.text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestJudge covers every verdict, with a proven and an unproven score.
func TestJudge(t *testing.T) {
	n := func(v int) *int { return &v }
	rec := func(best string, s search.Score, exact bool) *Record {
		return &Record{Best: best, score: s, Exact: exact}
	}
	tests := []struct {
		name string
		exp  Expect
		rec  *Record
		want string
	}{
		{"nothing expected", Expect{}, rec("a1", 0, false), NoAnswer},
		{"bm right, unscored", Expect{BM: []string{"a1", "b2"}}, rec("b2", 10, false), Right},
		{"bm wrong", Expect{BM: []string{"a1"}}, rec("b2", 10, true), WrongMove},
		{"am chosen", Expect{AM: []string{"b2"}}, rec("b2", 10, true), WrongMove},
		{"score proven", Expect{BM: []string{"a1"}, Score: n(200)}, rec("a1", 200, true), Right},
		{"score proven wrong", Expect{Score: n(200)}, rec("a1", 400, true), WrongScore},
		{"score unproven", Expect{BM: []string{"a1"}, Score: n(200)}, rec("a1", 180, false), UnprovenScore},
		{"move wrong beats unproven", Expect{BM: []string{"a1"}, Score: n(200)}, rec("c3", 180, false), WrongMove},
		{"mate right", Expect{Mate: n(2)}, rec("a1", search.Mate-3, true), Right},
		{"mate longer", Expect{Mate: n(2)}, rec("a1", search.Mate-5, true), WrongScore},
		{"mate but a margin", Expect{Mate: n(2)}, rec("a1", 500, true), WrongScore},
		{"result win", Expect{Result: "win"}, rec("a1", 100, true), Right},
		{"result draw wrong", Expect{Result: "draw"}, rec("a1", -search.Mate+2, true), WrongScore},
		{"result unproven", Expect{Result: "loss"}, rec("a1", -50, false), UnprovenScore},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := judge(tc.exp, tc.rec, false); got != tc.want {
				t.Errorf("got %s, want %s", got, tc.want)
			}
		})
	}
}

// TestRunSchema runs a small suite with two jobs and checks the JSON
// fields of its records, their order, and that an unproven score under a
// depth limit is never called wrong.
func TestRunSchema(t *testing.T) {
	ps := load(t, "../../testdata/reversi/ffo-1-9.obf")
	var got []map[string]any
	var ids []string
	cfg := Config{Jobs: 2, Threads: 1, HashMB: 8, Limits: search.Limits{Depth: 3}}
	err := Run(context.Background(), cfg, Tasks(ps, false), func(r *Record) error {
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			return err
		}
		got = append(got, m)
		ids = append(ids, r.ID)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(ids, " ") != "line1 line2 line3 line4 line5 line6 line7 line8 line9" {
		t.Errorf("records out of input order: %v", ids)
	}
	for _, m := range got {
		for _, k := range []string{"id", "game", "options", "position", "best", "exact", "depth", "seldepth", "nodes", "time_ms", "pv", "expected", "verdict"} {
			if _, ok := m[k]; !ok {
				t.Errorf("%v lacks %q", m["id"], k)
			}
		}
		_, score := m["score"]
		_, mate := m["mate"]
		if score == mate {
			t.Errorf("%v: want exactly one of score and mate", m["id"])
		}
		if m["verdict"] == WrongScore {
			t.Errorf("%v: a depth-3 score called wrong: %v", m["id"], m)
		}
		if m["exact"] == false && m["verdict"] == Right {
			t.Errorf("%v: an unproven score called right", m["id"])
		}
		exp := m["expected"].(map[string]any)
		if _, ok := exp["bm"]; !ok {
			t.Errorf("%v: expected lacks bm", m["id"])
		}
	}
}

// TestAnnotateMarks plays a short game through Run and checks that the
// marks follow the losses and the thresholds.
func TestAnnotateMarks(t *testing.T) {
	ps := load(t, "../../testdata/games/hex-9x9.sgf")
	th := DefaultThresholds("hex")
	var recs []*Record
	err := Run(context.Background(), Config{Jobs: 2, HashMB: 8, Limits: search.Limits{Depth: 2}}, Tasks(ps, true), func(r *Record) error {
		recs = append(recs, r)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != len(ps[0].Moves)+1 {
		t.Fatalf("%d records for %d moves", len(recs), len(ps[0].Moves))
	}
	for i, r := range recs[:len(recs)-1] {
		if r.Played != ps[0].Moves[i] || r.Loss == nil || *r.Loss < 0 {
			t.Fatalf("ply %d: played %q loss %v", i, r.Played, r.Loss)
		}
		want := ""
		switch {
		case *r.Loss >= th.Blunder:
			want = "blunder"
		case *r.Loss >= th.Inaccuracy:
			want = "inaccuracy"
		}
		if r.Mark != want && !(r.Mark == "blunder" && r.Exact) {
			t.Errorf("ply %d: loss %d marked %q, want %q", i, *r.Loss, r.Mark, want)
		}
		if r.Played == r.Best && *r.Loss != 0 {
			t.Errorf("ply %d: the best move played loses %d", i, *r.Loss)
		}
	}
	if last := recs[len(recs)-1]; last.Best != "" || !last.Exact {
		t.Errorf("the final position: best %q exact %v", last.Best, last.Exact)
	}
}

// TestRunSelDepthProvenance checks that no record's seldepth is below its
// depth, also where the endgame solver or the table cut the lines short
// (FFO #1 at depth 8 once gave depth 6, seldepth 1), and that every record
// carries the run's provenance.
func TestRunSelDepthProvenance(t *testing.T) {
	ps := load(t, "../../testdata/reversi/ffo-1-9.obf")
	cfg := Config{Jobs: 2, Threads: 1, HashMB: 8, Limits: search.Limits{Depth: 8}, Search: "auto",
		Provenance: Provenance{Suite: "s.obf", SuiteHash: "abc", Shard: "1/1", Tabla: "test"}}
	n := 0
	err := Run(context.Background(), cfg, Tasks(ps, false), func(r *Record) error {
		n++
		if r.SelDepth < r.Depth {
			t.Errorf("%s: seldepth %d below depth %d", r.ID, r.SelDepth, r.Depth)
		}
		want := Provenance{Suite: "s.obf", SuiteHash: "abc", Shard: "1/1", Tabla: "test", Limits: RecordLimit{Depth: 8}, Searcher: "alphabeta", Threads: 1}
		if r.Provenance != want {
			t.Errorf("%s: provenance %+v, want %+v", r.ID, r.Provenance, want)
		}
		return nil
	})
	if err != nil || n != 9 {
		t.Fatalf("%d records, %v", n, err)
	}
}

// TestCappedScores annotates the Hex game, whose evaluation clamps at
// ±20000 where a side looks cut off: such a score is marked as capped and
// written "~+20000", never as a proven result, while proven scores and
// the other estimates are written plainly. It searches one ply deep: at
// depth 3 the virtual connections prove every position whose evaluation
// clamps, and no capped score is left to check.
func TestCappedScores(t *testing.T) {
	ps := load(t, "../../testdata/games/hex-9x9.sgf")
	cfg := Config{Jobs: 1, Threads: 1, HashMB: 8, Limits: search.Limits{Depth: 1}}
	capped := 0
	err := Run(context.Background(), cfg, Tasks(ps, true), func(r *Record) error {
		atCap := r.Score != nil && (*r.Score == 20000 || *r.Score == -20000)
		if r.Capped != (atCap && !r.Exact) {
			t.Errorf("%s: score %s exact %v capped %v", r.ID, r.ScoreText(), r.Exact, r.Capped)
		}
		if text := r.MoveText(); strings.Contains(text, "~") != (r.Capped || r.playedCapped) {
			t.Errorf("%s: row %q, capped %v, played capped %v", r.ID, text, r.Capped, r.playedCapped)
		}
		if r.Capped {
			capped++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if capped == 0 {
		t.Errorf("no capped score in the Hex game at depth 1; the test checks nothing")
	}
}
