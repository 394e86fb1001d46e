package main

import (
	"bufio"
	"cmp"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// The test binary doubles as a fake GTP judge for the openings -judge
// tests: run with an argument "fake-gtp=MODE" it speaks GTP on stdin and
// stdout instead of running tests, and with "fake-gtp-log=FILE" it
// appends every command it reads to FILE. MODE "ok" is a judge whose
// estimate_score is fakeMargin of the moves played since clear_board;
// "garbled" answers estimate_score with words; "no-estimate" does not
// know estimate_score; "dies" exits at once, saying why on its standard
// error. As a player for gnugo-selfplay -program, every mode answers
// genmove with e5, c3 and g7 in turn and then resigns, except "passes",
// which passes at once and scores the empty board W+7.5.
const fakeGTPArg, fakeGTPLogArg = "fake-gtp=", "fake-gtp-log="

func TestMain(m *testing.M) {
	mode, log := "", ""
	for _, a := range os.Args[1:] {
		if v, ok := strings.CutPrefix(a, fakeGTPArg); ok {
			mode = v
		}
		if v, ok := strings.CutPrefix(a, fakeGTPLogArg); ok {
			log = v
		}
	}
	if mode != "" {
		os.Exit(fakeGTP(mode, log))
	}
	os.Exit(m.Run())
}

// fakeMargin is the fake judge's estimate for Black after moves: a
// number of tenths from -10 to +10 that the moves decide.
func fakeMargin(moves []string) float64 {
	h := fnv.New32a()
	h.Write([]byte(strings.Join(moves, " ")))
	return float64(int(h.Sum32()%201)-100) / 10
}

func fakeGTP(mode, logPath string) int {
	if mode == "dies" {
		fmt.Fprintln(os.Stderr, "fake: no such option")
		return 3
	}
	var log *os.File
	if logPath != "" {
		var err error
		if log, err = os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer log.Close()
	}
	out := bufio.NewWriter(os.Stdout)
	answer := func(ok bool, text string) {
		fmt.Fprintf(out, "%c %s\n\n", "?="[boolInt(ok)], text)
		out.Flush()
	}
	var moves []string
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if log != nil {
			fmt.Fprintln(log, line)
		}
		f := strings.Fields(line)
		switch f[0] {
		case "name":
			answer(true, "Fake Judge")
		case "version":
			answer(true, "0.1")
		case "known_command":
			answer(true, fmt.Sprint(len(f) == 2 && (f[1] != "estimate_score" || mode != "no-estimate")))
		case "boardsize", "komi":
			answer(len(f) == 2, "")
		case "clear_board":
			moves = nil
			answer(true, "")
		case "play":
			// Black moves first, then the colours alternate.
			ok := len(f) == 3 && f[1] == string("BW"[len(moves)%2])
			if ok {
				moves = append(moves, f[2])
			}
			answer(ok, "")
		case "estimate_score":
			switch m := fakeMargin(moves); {
			case mode == "garbled":
				answer(true, "about even")
			case m > 0:
				answer(true, fmt.Sprintf("B+%.1f (upper bound: %.1f, lower: %.1f)", m, m+1, m-1))
			case m < 0:
				answer(true, fmt.Sprintf("W+%.1f (upper bound: %.1f, lower: %.1f)", -m, -m+1, -m-1))
			default:
				answer(true, "0")
			}
		case "genmove":
			if mode == "passes" {
				answer(true, "pass")
				break
			}
			if len(moves) == 3 {
				answer(true, "resign")
				break
			}
			moves = append(moves, []string{"e5", "c3", "g7"}[len(moves)])
			answer(true, moves[len(moves)-1])
		case "final_score":
			answer(true, "W+7.5")
		case "quit":
			answer(true, "")
			return 0
		default:
			answer(false, "unknown command")
		}
	}
	return 0
}

// fakeJudge is the -judge command that runs the fake judge in mode,
// logging its commands to log.
func fakeJudge(mode, log string) string {
	return fmt.Sprintf("'%s' %s%s '%s%s'", os.Args[0], fakeGTPArg, mode, fakeGTPLogArg, log)
}

func TestParseEstimate(t *testing.T) {
	tests := []struct {
		in   string
		want float64
		ok   bool
	}{
		{"W+13.5 (upper bound: 15.2, lower: 11.8)", -13.5, true},
		{"B+2.5 (upper bound: 3.0, lower: 2.0)", 2.5, true},
		{"W+21.3 (upper bound: 23.9, lower: 18.8)", -21.3, true},
		{"B+0.4", 0.4, true},
		{" W+7 ", -7, true},
		{"b+1.5", 1.5, true},
		{"0", 0, true},
		{"W+0.0 (upper bound: 0.0, lower: 0.0)", 0, true},
		{"B+0", 0, true},
		{"", 0, false},
		{"W+", 0, false},
		{"W+R", 0, false},   // a resignation is a result, not a margin
		{"B+T", 0, false},   // so is a win on time
		{"B-2.5", 0, false}, // no such sign
		{"W+-3", 0, false},
		{"B++3", 0, false},
		{"W+inf", 0, false},
		{"W+NaN", 0, false},
		{"X+3", 0, false},
		{"3.5", 0, false},
		{"0.0", 0, false},
		{"about even", 0, false},
		{"W+13.5 points", 0, false},
		{"unknown command", 0, false},
	}
	for _, tt := range tests {
		got, err := parseEstimate(tt.in)
		if (err == nil) != tt.ok || got != tt.want || got == 0 && math.Signbit(got) {
			t.Errorf("parseEstimate(%q) = %v, %v; want %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestShellQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/usr/games/gnugo", "/usr/games/gnugo"},
		{"/usr/games/gnugo --mode gtp --level 10", "'/usr/games/gnugo --mode gtp --level 10'"},
		{"it's", `'it'\''s'`},
		{"", "''"},
	}
	for _, tt := range tests {
		if got := shellQuote(tt.in); got != tt.want {
			t.Errorf("shellQuote(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

// TestOpeningsJudge runs openings -judge with the fake judge and checks
// the commands it was sent, the openings kept (the most balanced by its
// estimates, in the order drawn) and the header.
func TestOpeningsJudge(t *testing.T) {
	for _, tc := range []struct {
		options, size, komi string
	}{
		{"", "9", "7.5"},
		{"size=13 komi=6", "13", "6"},
	} {
		t.Run(tc.size, func(t *testing.T) {
			log := filepath.Join(t.TempDir(), "gtp.log")
			judge := fakeJudge("ok", log)
			var out, errs strings.Builder
			args := []string{"-game", "go", "-n", "5", "-tries", "4", "-seed", "7", "-judge", judge}
			if tc.options != "" {
				args = append(args, "-options", tc.options)
			}
			if code := cmdOpenings(args, &out, &errs); code != 0 {
				t.Fatalf("exit %d: %s", code, errs.String())
			}
			text, err := os.ReadFile(log)
			if err != nil {
				t.Fatal(err)
			}
			// The log: the handshake, then for every candidate the setup,
			// its moves and estimate_score; then quit.
			cmds := strings.Split(strings.TrimSpace(string(text)), "\n")
			wantStart := []string{"name", "version", "known_command estimate_score"}
			if len(cmds) < 4 || !slices.Equal(cmds[:3], wantStart) || cmds[len(cmds)-1] != "quit" {
				t.Fatalf("commands %q: want %q first and quit last", cmds, wantStart)
			}
			var lines [][]string
			for _, block := range strings.SplitAfter(strings.Join(cmds[3:len(cmds)-1], "\n"), "estimate_score") {
				if block = strings.TrimSpace(block); block == "" {
					continue
				}
				b := strings.Split(block, "\n")
				setup := []string{"boardsize " + tc.size, "clear_board", "komi " + tc.komi}
				if len(b) != 8 || !slices.Equal(b[:3], setup) || b[7] != "estimate_score" {
					t.Fatalf("candidate %d's commands %q: want %q, four plays and estimate_score", len(lines)+1, b, setup)
				}
				var moves []string
				for i, p := range b[3:7] {
					f := strings.Fields(p)
					if len(f) != 3 || f[0] != "play" || f[1] != string("BW"[i%2]) {
						t.Fatalf("candidate %d: %q: want play %c VERTEX", len(lines)+1, p, "BW"[i%2])
					}
					moves = append(moves, f[2])
				}
				lines = append(lines, moves)
			}
			if len(lines) != 20 {
				t.Fatalf("%d candidates judged, want 20 (-n 5 -tries 4)", len(lines))
			}
			order := make([]int, len(lines))
			for i := range order {
				order[i] = i
			}
			slices.SortStableFunc(order, func(a, b int) int {
				return cmp.Compare(math.Abs(fakeMargin(lines[a])), math.Abs(fakeMargin(lines[b])))
			})
			kept := order[:5]
			slices.Sort(kept)
			var want []string
			for _, i := range kept {
				want = append(want, "startpos moves "+strings.Join(lines[i], " "))
			}
			var header, got []string
			for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
				if strings.HasPrefix(l, "#") {
					header = append(header, l)
				} else {
					got = append(got, l)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("openings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			// Every candidate is legal under the options.
			for _, l := range lines {
				g, _, err := position.NewGame("go", strings.Fields(tc.options)...)
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range l {
					mv, err := g.ParseMove(m)
					if err != nil {
						t.Fatalf("%q: %v", l, err)
					}
					g.Make(mv)
				}
			}
			command := "#   go run ./testdata/strength openings -game go"
			if tc.options != "" {
				command += fmt.Sprintf(" -options %q", tc.options)
			}
			command += " -n 5 -plies 4 -tries 4 -seed 7 -judge " + shellQuote(judge)
			optionsText := "default options"
			if tc.options != "" {
				optionsText = "options " + tc.options
			}
			wantHeader := []string{
				"# Go openings for tabla match, judged by an outside program, not by the engine:",
				command,
				"# 20 random 4-ply lines from the start (" + optionsText + "), each played on the judge's",
				"# board after boardsize " + tc.size + ", clear_board, komi " + tc.komi + "; the 5 most balanced by Fake Judge 0.1's",
				"# estimate_score (smallest absolute margin) kept, in the order drawn.",
			}
			if !slices.Equal(header, wantHeader) {
				t.Errorf("header:\n%s\nwant:\n%s", strings.Join(header, "\n"), strings.Join(wantHeader, "\n"))
			}
			if !strings.Contains(errs.String(), "5 of 20 candidates kept") {
				t.Errorf("stderr %q: want the kept estimates' summary", errs.String())
			}
		})
	}
}

// TestOpeningsJudgeErrors checks that a judge that cannot start, dies,
// lacks estimate_score or answers it with words ends the run with one
// line on stderr and exit code 1, and that -judge wants Go.
func TestOpeningsJudgeErrors(t *testing.T) {
	log := filepath.Join(t.TempDir(), "gtp.log")
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no program", []string{"-game", "go", "-judge", filepath.Join(t.TempDir(), "no-such-judge")}, 1, "cannot start"},
		{"dies", []string{"-game", "go", "-judge", fakeJudge("dies", log)}, 1, `no GTP handshake`},
		{"dies", []string{"-game", "go", "-judge", fakeJudge("dies", log)}, 1, `its standard error: "fake: no such option"`},
		{"no estimate_score", []string{"-game", "go", "-judge", fakeJudge("no-estimate", log)}, 1, "does not know estimate_score"},
		{"garbled", []string{"-game", "go", "-judge", fakeJudge("garbled", log)}, 1, `estimate_score answered "about even"`},
		{"unbalanced quote", []string{"-game", "go", "-judge", "'gnugo"}, 1, "not a command"},
		{"not go", []string{"-game", "hex", "-judge", fakeJudge("ok", log)}, 2, "-game go, not hex"},
		{"seed rules", []string{"-game", "go", "-options", "rules=seed", "-judge", fakeJudge("ok", log)}, 1, "standard rules only"},
	}
	for _, tt := range tests {
		var out, errs strings.Builder
		code := cmdOpenings(append(tt.args, "-n", "2", "-tries", "1"), &out, &errs)
		lines := strings.Split(strings.TrimSpace(errs.String()), "\n")
		if code != tt.code || len(lines) != 1 || !strings.HasPrefix(lines[0], "openings: ") || !strings.Contains(lines[0], tt.want) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d and one line with %q", tt.name, code, errs.String(), tt.code, tt.want)
		}
		if out.Len() != 0 {
			t.Errorf("%s: stdout %q, want nothing", tt.name, out.String())
		}
	}
}
