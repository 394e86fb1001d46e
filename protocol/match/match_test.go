package match

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
)

// replay checks a record against the rules: every move legal from the
// start position, and the result the one the final position has.
func replay(t *testing.T, game string, r Record) {
	t.Helper()
	ref, err := newReferee(game, nil, Opening{Start: r.Start})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range r.Moves {
		if err := ref.play(m); err != nil {
			t.Fatalf("round %d move %d %s: %v", r.Round, i+1, m, err)
		}
	}
	if r.Termination == "normal" && ref.result() != r.Result {
		t.Errorf("round %d: recorded %s, the final position says %q", r.Round, r.Result, ref.result())
	}
}

func openingsFile(t *testing.T) []Opening {
	f, err := os.Open("../../testdata/openings/reversi.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	o, err := ReadOpenings(f)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestMatchSelf plays tabla against tabla at two depths, two games at
// once, from the openings file, and checks the records.
func TestMatchSelf(t *testing.T) {
	var pgn, progress bytes.Buffer
	cfg := Config{
		Game:        "reversi",
		Engines:     [2]Engine{{Name: "deep", Argv: engineCmd("tabla"), Limit: Limit{Depth: 2}}, {Argv: engineCmd("tabla")}},
		Games:       6,
		Limit:       Limit{Depth: 1},
		Openings:    openingsFile(t),
		Concurrency: 2,
		PGN:         &pgn,
		Progress:    &progress,
	}
	sum, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Names != [2]string{"deep", "tabla"} {
		t.Errorf("names %q", sum.Names)
	}
	if sum.Score.N() != 6 || len(sum.Records) != 6 || sum.Terminations["normal"] != 6 {
		t.Fatalf("score %+v, endings %v\n%s", sum.Score, sum.Terminations, progress.String())
	}
	byRound := map[int]Record{}
	for _, r := range sum.Records {
		replay(t, "reversi", r)
		byRound[r.Round] = r
		if !slices.Equal(r.Comments[:4], []string{"book", "book", "book", "book"}) {
			t.Errorf("round %d: the opening's moves are not marked book: %q", r.Round, r.Comments[:4])
		}
	}
	// Each opening is played twice, the engines swapping sides.
	for round := 1; round <= 6; round += 2 {
		a, b := byRound[round], byRound[round+1]
		if a.First != 0 || b.First != 1 || a.Engines != [2]string{"deep", "tabla"} || b.Engines != [2]string{"tabla", "deep"} {
			t.Errorf("rounds %d and %d: sides %d %q, %d %q", round, round+1, a.First, a.Engines, b.First, b.Engines)
		}
		if !slices.Equal(a.Moves[:4], b.Moves[:4]) || !slices.Equal(a.Moves[:4], cfg.Openings[round/2].Moves) {
			t.Errorf("rounds %d and %d do not share opening %v: %v / %v", round, round+1, cfg.Openings[round/2], a.Moves[:4], b.Moves[:4])
		}
	}
	// The records read back give the same score.
	res, err := ReadPGN(&pgn)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := Tally(res, "deep"); got != sum.Score || len(res) != 6 {
		t.Errorf("records say %+v over %d games, the run %+v", got, len(res), sum.Score)
	}
	for _, want := range []string{"deep vs tabla, reversi, 6 games", "game 6/6", "score of deep vs tabla: ", "elo difference: "} {
		if !strings.Contains(progress.String(), want) {
			t.Errorf("progress lacks %q:\n%s", want, progress.String())
		}
	}
	// The final score is printed once, not again by the summary.
	final := fmt.Sprintf("score of deep vs tabla: %d - %d - %d", sum.Score.W, sum.Score.L, sum.Score.D)
	if n := strings.Count(progress.String(), final); n != 1 {
		t.Errorf("the final score line appears %d times:\n%s", n, progress.String())
	}
}

// TestMatchAdjudication plays a misbehaving engine against tabla: each
// misdeed loses the game with the right termination, a crashed engine is
// started again for the next game, and the run ends normally.
func TestMatchAdjudication(t *testing.T) {
	tests := []struct {
		mode        string
		limit       Limit
		termination string
		reason      string
	}{
		{"illegal", Limit{Depth: 1}, "illegal move", "played an illegal move zz9"},
		{"none", Limit{Depth: 1}, "illegal move", "sent no move"},
		{"crash", Limit{Depth: 1}, "abandoned", "fake: simulated crash"},
		{"hang", Limit{Depth: 1}, "stalled connection", "sent no bestmove in 1s"},
		{"hang", Limit{MoveTime: 50 * time.Millisecond}, "time forfeit", "lost on time"},
		{"slow", Limit{MoveTime: 50 * time.Millisecond}, "time forfeit", "lost on time"},
		{"slow", Limit{TC: TimeControl{Base: 300 * time.Millisecond}}, "time forfeit", "lost on time"},
	}
	for _, tc := range tests {
		t.Run(tc.mode+" "+tc.limit.String(), func(t *testing.T) {
			var progress bytes.Buffer
			sum, err := Run(context.Background(), Config{
				Game:    "reversi",
				Engines: [2]Engine{{Argv: engineCmd(tc.mode)}, {Argv: engineCmd("tabla")}},
				Games:   2,
				Limit:   tc.limit,
				// Generous enough that the well-behaved engine keeps
				// to them on a loaded machine.
				MoveTimeout: time.Second,
				TimeMargin:  250 * time.Millisecond,
				Progress:    &progress,
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(sum.Records) != 2 || sum.Score.L != 2 {
				t.Fatalf("score %+v over %d records, want two losses:\n%s", sum.Score, len(sum.Records), progress.String())
			}
			for _, r := range sum.Records {
				if r.Termination != tc.termination || !strings.Contains(r.Reason, tc.reason) || !strings.Contains(r.Reason, "fake-"+tc.mode) {
					t.Errorf("round %d: %s {%s}, want %s {...%s...}", r.Round, r.Termination, r.Reason, tc.termination, tc.reason)
				}
				if r.ScoreFor(0) != 0 {
					t.Errorf("round %d: the misbehaving engine scored %v", r.Round, r.ScoreFor(0))
				}
				replay(t, "reversi", r)
			}
		})
	}
}

// TestMatchSetupErrors: a command line that cannot work stops the run
// before any game.
func TestMatchSetupErrors(t *testing.T) {
	tabla := Engine{Argv: engineCmd("tabla")}
	tests := []struct {
		name string
		cfg  Config
		want string
	}{
		{"engine dies at once", Config{Game: "reversi", Engines: [2]Engine{tabla, {Argv: engineCmd("nostart")}}}, "engine 2"},
		{"no such program", Config{Game: "reversi", Engines: [2]Engine{{Argv: []string{"/nonexistent/engine"}}, tabla}}, "cannot start"},
		{"engine lacks the game", Config{Game: "hex", Engines: [2]Engine{tabla, {Argv: engineCmd("illegal")}}}, "does not play hex"},
		{"bad engine option", Config{Game: "reversi", Engines: [2]Engine{{Argv: engineCmd("tabla"), Options: [][2]string{{"Hash", "lots"}}}, tabla}}, "Hash"},
		{"bad game option", Config{Game: "reversi", Options: []string{"size=3"}, Engines: [2]Engine{tabla, tabla}}, "size"},
		{"unknown game", Config{Game: "chess", Engines: [2]Engine{tabla, tabla}}, `"chess" is not a game`},
		{"illegal opening", Config{Game: "reversi", Openings: []Opening{{Moves: []string{"a1"}}}, Engines: [2]Engine{tabla, tabla}}, `move 1 "a1"`},
		{"no limit", Config{Game: "reversi", Engines: [2]Engine{tabla, tabla}, Limit: Limit{}}, "no time control"},
		{"bad shard", Config{Game: "reversi", Engines: [2]Engine{tabla, tabla}, Shard: 3, Shards: 2}, "shard 3/2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := tc.cfg
			cfg.Games = 2
			if tc.name != "no limit" {
				cfg.Limit = Limit{Depth: 1}
			}
			_, err := Run(context.Background(), cfg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestMatchSPRTStops: against an engine that loses every game, the test
// accepts H0 for it long before the games run out.
func TestMatchSPRTStops(t *testing.T) {
	sum, err := Run(context.Background(), Config{
		Game:    "reversi",
		Engines: [2]Engine{{Argv: engineCmd("illegal")}, {Argv: engineCmd("tabla")}},
		Games:   400,
		Limit:   Limit{Depth: 1},
		SPRT:    &SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05},
	})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Verdict != "H0" || len(sum.Records) >= 400 || sum.Score.W != 0 {
		t.Errorf("verdict %q after %d games, score %+v", sum.Verdict, len(sum.Records), sum.Score)
	}
}

// TestMatchClock plays with a real clock: tabla keeps its time.
func TestMatchClock(t *testing.T) {
	if testing.Short() {
		t.Skip("plays timed games")
	}
	sum, err := Run(context.Background(), Config{
		Game:       "reversi",
		Engines:    [2]Engine{{Argv: engineCmd("tabla")}, {Argv: engineCmd("tabla"), Proto: "uci"}},
		Games:      2,
		Limit:      Limit{TC: TimeControl{Base: 600 * time.Millisecond, Inc: 10 * time.Millisecond}},
		TimeMargin: 200 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Terminations["normal"] != 2 {
		t.Errorf("endings %v, want two normal games", sum.Terminations)
	}
}

func TestShards(t *testing.T) {
	openings := []Opening{{Moves: []string{"d3"}}, {Moves: []string{"c4"}}, {Moves: []string{"f5"}}}
	for _, n := range []int{1, 2, 3, 7} {
		seen := map[int]int{}
		for i := 1; i <= n; i++ {
			cfg := Config{Games: 11, Openings: openings, Shard: i, Shards: n}
			for _, j := range cfg.jobs() {
				seen[j.round]++
				pair := (j.round - 1) / 2
				if pair%n != i-1 {
					t.Errorf("%d/%d took round %d of pair %d", i, n, j.round, pair)
				}
				if want := openings[pair%3].Moves[0]; j.opening.Moves[0] != want || j.first != (j.round-1)%2 {
					t.Errorf("round %d: opening %v first %d", j.round, j.opening, j.first)
				}
			}
		}
		for r := 1; r <= 11; r++ {
			if seen[r] != 1 {
				t.Errorf("%d shards: round %d played %d times", n, r, seen[r])
			}
		}
	}
}

func TestStats(t *testing.T) {
	// Expected values worked out by hand from the formulas in stats.go.
	tests := []struct {
		s        Score
		elo, err float64
	}{
		{Score{30, 20, 50}, 34.860, 48.47},
		{Score{10, 10, 0}, 0, 163.32},
		{Score{1, 3, 0}, -190.85, math.NaN()}, // the interval reaches 0
	}
	for _, tc := range tests {
		elo, e := tc.s.Elo()
		if math.Abs(elo-tc.elo) > 0.05 {
			t.Errorf("%+v: elo %.3f, want %.3f", tc.s, elo, tc.elo)
		}
		if !math.IsNaN(tc.err) && math.Abs(e-tc.err) > 0.1 {
			t.Errorf("%+v: error %.2f, want %.2f", tc.s, e, tc.err)
		}
	}
	if elo, e := (Score{W: 5}).Elo(); !math.IsInf(elo, 1) || !math.IsNaN(e) {
		t.Errorf("all wins: %v %v", elo, e)
	}
	for _, tc := range []struct {
		s    Score
		want string
	}{
		// A sweep: no estimate, the exact binomial bound (0.025^(1/4) =
		// 0.3976, -72.1 Elo; 0.025^(1/20) = 0.8316, +277.4).
		{Score{W: 4}, "score 100%, not bounded above; 95%: at least -72.1"},
		{Score{L: 4}, "score 0%, not bounded below; 95%: at most +72.1"},
		{Score{W: 20}, "score 100%, not bounded above; 95%: at least +277.4"},
		{Score{30, 20, 50}, "+34.9 +/- 48.5"},
		{Score{10, 10, 0}, "+0.0 +/- 163.3"},
		{Score{18, 2, 0}, "+381.7 (95%: +208.5 to +inf)"},
	} {
		if got := tc.s.EloString(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.s, got, tc.want)
		}
	}
	test := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	lo, hi := test.Bounds()
	if math.Abs(lo+2.944) > 0.001 || math.Abs(hi-2.944) > 0.001 {
		t.Errorf("bounds %.4f %.4f", lo, hi)
	}
	// 30.5-20.5-50.5: m = 0.549261, v = 0.123189, s1 = 0.507195.
	if llr := test.LLR(Score{30, 20, 50}); math.Abs(llr-0.2707) > 0.001 {
		t.Errorf("llr %.4f, want 0.2707", llr)
	}
	if v := test.Verdict(Score{W: 600, L: 400, D: 1000}); v != "H1" {
		t.Errorf("a clear lead: verdict %q", v)
	}
	if v := test.Verdict(Score{W: 400, L: 600, D: 1000}); v != "H0" {
		t.Errorf("a clear deficit: verdict %q", v)
	}
	if v := test.Verdict(Score{W: 3, L: 2, D: 5}); v != "" {
		t.Errorf("ten games: verdict %q", v)
	}
}

func TestParseEngine(t *testing.T) {
	tests := []struct {
		in      string
		want    Engine
		wantErr string
	}{
		{in: "./tabla", want: Engine{Argv: []string{"./tabla"}}},
		{in: "name=deep depth=6 option.Hash=64 ./tabla --log-level error", want: Engine{
			Name: "deep", Argv: []string{"./tabla", "--log-level", "error"}, Limit: Limit{Depth: 6}, Options: [][2]string{{"Hash", "64"}}}},
		{in: `name="my engine" proto=uci tc=40/60+0.5 dir=/tmp 'x y' a=b`, want: Engine{
			Name: "my engine", Proto: "uci", Dir: "/tmp", Argv: []string{"x y", "a=b"},
			Limit: Limit{TC: TimeControl{Moves: 40, Base: time.Minute, Inc: 500 * time.Millisecond}}}},
		{in: "movetime=250 e", want: Engine{Argv: []string{"e"}, Limit: Limit{MoveTime: 250 * time.Millisecond}}},
		{in: "name=x", wantErr: "no command"},
		{in: "depth=0 e", wantErr: "positive"},
		{in: "proto=gtp e", wantErr: "ugi or uci"},
		{in: "tc=fast e", wantErr: "bad base time"},
		{in: `"unclosed`, wantErr: "EOF"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseEngine(tc.in)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Errorf("got %v, want an error containing %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Name != tc.want.Name || got.Proto != tc.want.Proto || got.Dir != tc.want.Dir || got.Limit != tc.want.Limit ||
				!slices.Equal(got.Argv, tc.want.Argv) || !slices.Equal(got.Options, tc.want.Options) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestParseTC(t *testing.T) {
	tests := []struct {
		in   string
		want TimeControl
		str  string
	}{
		{"10+0.1", TimeControl{Base: 10 * time.Second, Inc: 100 * time.Millisecond}, "10+0.1"},
		{"60", TimeControl{Base: time.Minute}, "60"},
		{"40/120+1", TimeControl{Moves: 40, Base: 2 * time.Minute, Inc: time.Second}, "40/120+1"},
		{"0.5", TimeControl{Base: 500 * time.Millisecond}, "0.5"},
	}
	for _, tc := range tests {
		got, err := ParseTC(tc.in)
		if err != nil || got != tc.want || got.String() != tc.str {
			t.Errorf("%q: got %+v %q, %v", tc.in, got, got.String(), err)
		}
	}
	for _, bad := range []string{"", "0", "x+1", "10+y", "0/10", "-5", "10+-1"} {
		if _, err := ParseTC(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestReadOpenings(t *testing.T) {
	in := "# comment\n\nstartpos\nstartpos moves d3 c5\n8/8/8/3WB3/3BW3/8/8/8 b moves f5\n8/8/8/3WB3/3BW3/8/8/8 b\n"
	got, err := ReadOpenings(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"startpos", "startpos moves d3 c5", "8/8/8/3WB3/3BW3/8/8/8 b moves f5", "8/8/8/3WB3/3BW3/8/8/8 b"}
	if len(got) != len(want) {
		t.Fatalf("got %d openings", len(got))
	}
	for i := range want {
		if got[i].String() != want[i] {
			t.Errorf("opening %d: %q, want %q", i, got[i].String(), want[i])
		}
	}
	for _, bad := range []string{"", "# only\n", "moves d3\n", "startpos moves\n"} {
		if _, err := ReadOpenings(strings.NewReader(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	// The openings shipped for reversi are all legal.
	for _, o := range openingsFile(t) {
		if _, err := newReferee("reversi", nil, o); err != nil {
			t.Error(err)
		}
	}
}

func TestWritePGN(t *testing.T) {
	cfg := &Config{Game: "reversi", Limit: Limit{TC: TimeControl{Base: 10 * time.Second}}, Event: "test"}
	pos, _, _ := position.NewGame("reversi")
	r := Record{
		Round: 2, Engines: [2]string{"b", "a"}, First: 1, Start: pos.Position(),
		Moves: []string{"f5", "d6", "c3"}, Movers: []int{0, 1, 0}, Comments: []string{"book", "+0.10/3 0.010s", ""},
		Result: "0-1", Termination: "illegal move", Reason: "black (b) played an illegal move zz",
		Date: time.Date(2024, 5, 6, 0, 0, 0, 0, time.UTC),
	}
	var b bytes.Buffer
	if err := WritePGN(&b, r, cfg); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, want := range []string{
		`[Event "test"]`, `[Date "2024.05.06"]`, `[Round "2"]`, "[Black \"b\"]\n[White \"a\"]\n[P1 \"b\"]\n[P2 \"a\"]", `[Result "0-1"]`,
		`[Game "reversi"]`, `[Sides "black white"]`, `[FEN "8/8/8/3WB3/3BW3/8/8/8 b"]`, `[TimeControl "10"]`,
		`[PlyCount "3"]`, `[Termination "illegal move"]`,
		"\n\n1. f5 {book} d6 {+0.10/3 0.010s} 2. c3 {black (b) played an illegal move zz}\n0-1\n\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %q:\n%s", want, text)
		}
	}
	// A record from before the P1 and P2 tags named p1 White.
	legacy := "[Event \"old\"]\n[White \"b\"]\n[Black \"a\"]\n[Result \"0-1\"]\n[Round \"2\"]\n[Termination \"illegal move\"]\n\n0-1\n"
	res, err := ReadPGN(strings.NewReader(text + legacy))
	want := GameResult{Round: 2, P1: "b", P2: "a", Result: "0-1", Termination: "illegal move"}
	if err != nil || len(res) != 2 || res[0] != want || res[1] != want {
		t.Fatalf("read back %+v, %v; want twice %+v", res, err, want)
	}
	if s, ends := Tally(res, "a"); s != (Score{W: 2}) || ends["illegal move"] != 2 {
		t.Errorf("tally %+v %v", s, ends)
	}
}

// TestEngineGameOptions checks that an engine's own GameOptions outlive
// the game's selection (UCI_Variant resets them): the engine shows them
// in its display.
func TestEngineGameOptions(t *testing.T) {
	spec := Engine{Argv: engineCmd("tabla"), Options: [][2]string{{"GameOptions", "eval=learned"}}}
	p, err := startProcess(spec, "reversi", nil, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer p.kill()
	lines, err := p.c.Call("d", "game:", 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if last := lines[len(lines)-1]; !strings.Contains(last, "eval=learned") {
		t.Fatalf("the engine plays %q, want eval=learned", last)
	}
}
