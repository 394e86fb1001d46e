package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// deterministic is the part of a record that repeats exactly with one
// thread and a depth limit.
type deterministic struct {
	ID    string   `json:"id"`
	Best  string   `json:"best"`
	Score *int     `json:"score"`
	Mate  *int     `json:"mate"`
	Depth int      `json:"depth"`
	Nodes uint64   `json:"nodes"`
	PV    []string `json:"pv"`
}

func readJSONL(t *testing.T, name string) []deterministic {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []deterministic
	for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
		var d deterministic
		if err := json.Unmarshal([]byte(line), &d); err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		out = append(out, d)
	}
	return out
}

// TestAnalyseShardsResume is the cluster run in small: three shards, one
// killed midway and cut inside a line, resumed, merged, and compared with
// a run of the whole suite.
func TestAnalyseShardsResume(t *testing.T) {
	dir := t.TempDir()
	suite := "../../testdata/reversi/ffo-1-39.txt"
	depth := "8"
	if testing.Short() {
		depth = "5"
	}
	common := []string{"analyse", suite, "--depth", depth, "--threads", "1", "--hash", "16", "--progress", "off"}
	whole := filepath.Join(dir, "whole.jsonl")
	if out, errOut, code := runBinary(t, "", 2*time.Minute, append(common, "--out", whole)...); code > 1 {
		t.Fatalf("whole run: status %d\n%s%s", code, out, errOut)
	}

	var merged []deterministic
	for _, shard := range []string{"1/3", "2/3", "3/3"} {
		out := filepath.Join(dir, strings.ReplaceAll(shard, "/", "of")+".jsonl")
		args := append(slices.Clone(common), "--shard", shard, "--out", out)
		if shard == "2/3" {
			// Kill the shard once it has written a few records (it may
			// finish first on a fast machine), then cut its file inside
			// its third line, as a kill during a write would.
			cmd := exec.Command(binary, args...)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
				if data, _ := os.ReadFile(out); strings.Count(string(data), "\n") >= 3 {
					break
				}
			}
			cmd.Process.Kill()
			cmd.Wait()
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.SplitAfter(string(data), "\n")
			if len(lines) < 3 {
				t.Fatalf("the shard wrote %d lines before the kill", len(lines))
			}
			cut := lines[0] + lines[1] + lines[2][:len(lines[2])/2]
			if err := os.WriteFile(out, []byte(cut), 0o644); err != nil {
				t.Fatal(err)
			}
			args = append(args, "--resume")
		}
		if o, errOut, code := runBinary(t, "", 2*time.Minute, args...); code > 1 {
			t.Fatalf("shard %s: status %d\n%s%s", shard, code, o, errOut)
		} else if shard == "2/3" && !strings.Contains(o, "(2 records from an earlier run;") {
			t.Errorf("the resumed shard does not count the 2 kept records:\n%s", o)
		}
		merged = append(merged, readJSONL(t, out)...)
	}
	want := readJSONL(t, whole)
	order := map[string]int{}
	for i, d := range want {
		order[d.ID] = i
	}
	slices.SortFunc(merged, func(a, b deterministic) int { return order[a.ID] - order[b.ID] })
	if len(merged) != len(want) {
		t.Fatalf("the shards wrote %d records, the whole run %d", len(merged), len(want))
	}
	for i := range want {
		a, b := merged[i], want[i]
		if a.ID != b.ID || a.Best != b.Best || !eqInt(a.Score, b.Score) || !eqInt(a.Mate, b.Mate) || a.Depth != b.Depth || a.Nodes != b.Nodes || !slices.Equal(a.PV, b.PV) {
			t.Errorf("record %d: shards %+v, whole run %+v", i, a, b)
		}
	}
}

func eqInt(a, b *int) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

// TestAnalyseCommand runs the command on each input format and checks its
// output and exit status.
func TestAnalyseCommand(t *testing.T) {
	dir := t.TempDir()
	sgfOut := filepath.Join(dir, "annotated.sgf")
	tests := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"ffo exact", []string{"analyse", "../../testdata/reversi/ffo-1-9.obf"}, 0,
			[]string{"right          line1 best g8 score +1800 exact", "solved 9/9 right 9 wrong-move 0 wrong-score 0 unproven-score 0 no-answer 0 "}},
		{"suite jsonl", []string{"analyse", "../../testdata/games/suite.txt", "--format", "jsonl"}, 0,
			[]string{`{"id":"hex2-win",`, `"mate":2,"exact":true,`, `"verdict":"right",`}},
		{"wrong verdicts still exit 0", []string{"analyse", "../../testdata/reversi/ffo-1-9.obf", "--depth", "1", "--jobs", "2"}, 0,
			[]string{"unproven-score ", " wrong-score 0 "}},
		{"fail-on wrong", []string{"analyse", "../../testdata/reversi/ffo-1-9.obf", "--depth", "1", "--fail-on", "wrong"}, 3,
			[]string{"wrong-move "}},
		{"fail-on unproven", []string{"analyse", "../../testdata/games/suite.txt", "--depth", "1", "--fail-on", "unproven"}, 3,
			[]string{"unproven-score "}},
		{"fail-on passes a right run", []string{"analyse", "../../testdata/reversi/ffo-1-9.obf", "--fail-on", "unproven"}, 0,
			[]string{"solved 9/9 "}},
		{"bad fail-on", []string{"analyse", "../../testdata/games/suite.txt", "--fail-on", "maybe"}, 2, []string{"--fail-on \"maybe\""}},
		{"out makes its directory", []string{"analyse", "../../testdata/reversi/ffo-1-9.obf", "--depth", "1", "--out", filepath.Join(dir, "a", "b", "out.jsonl")}, 0,
			[]string{"solved 0/9 "}},
		{"annotate sgf", []string{"analyse", "../../testdata/games/hex-9x9.sgf", "--annotate", "--depth", "2", "--sgf-out", sgfOut}, 0,
			[]string{" ply  played ", "   0  h2 ", "  28  c2 ", "  29  (end) "}},
		{"annotate pdn", []string{"analyse", "../../testdata/games/checkers.pdn", "--annotate", "--depth", "1", "--format", "jsonl", "--jobs", "2"}, 0,
			[]string{`"id":"game1/0",`, `"played":"11-15"`, `"id":"game1/230",`}},
		{"go sgf", []string{"analyse", "../../testdata/games/go-9x9.sgf", "--depth", "1"}, 0,
			[]string{"no-answer      game1 best (none) score -800 exact depth 0"}},
		{"unknown field", []string{"analyse", "bad.txt"}, 2, []string{"tabla analyse: open bad.txt"}},
		{"bad jobs", []string{"analyse", "../../testdata/games/suite.txt", "--jobs", "0"}, 2, []string{"bad --depth"}},
		{"resume needs out", []string{"analyse", "../../testdata/games/suite.txt", "--resume"}, 2, []string{"--resume needs --out"}},
		{"help lists the fields", []string{"analyse", "--help"}, 0, []string{"bm M [M ...]", "result R"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, code := runBinary(t, "", 2*time.Minute, tc.args...)
			if code != tc.code {
				t.Errorf("status %d, want %d\n%s%s", code, tc.code, out, errOut)
			}
			for _, w := range tc.want {
				if !strings.Contains(out+errOut, w) {
					t.Errorf("output lacks %q:\n%s%s", w, out, errOut)
				}
			}
		})
	}
	data, err := os.ReadFile(sgfOut)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), "C[tabla: "); n != 29 {
		t.Errorf("the annotated SGF has %d comments of tabla, want one per move (29):\n%s", n, data)
	}
	// The annotated SGF is still a record of the same game.
	if out, errOut, code := runBinary(t, "", time.Minute, "analyse", sgfOut, "--depth", "1", "--format", "jsonl"); code != 0 || !strings.Contains(out, `"position":"1brb5/1rr1b2r1/`) {
		t.Errorf("reading the annotated SGF back: status %d\n%s%s", code, out, errOut)
	}
}

// TestAnalyseResumeRefuses checks that --resume keeps only records of the
// same run: another shard, limit or suite is refused with exit status 2
// and the file is left as it was.
func TestAnalyseResumeRefuses(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "shard.jsonl")
	ffo := "../../testdata/reversi/ffo-1-39.txt"
	base := []string{"analyse", ffo, "--depth", "2", "--shard", "1/4", "--progress", "off", "--out", out}
	if o, e, code := runBinary(t, "", time.Minute, base...); code != 0 {
		t.Fatalf("first run: status %d\n%s%s", code, o, e)
	}
	before, _ := os.ReadFile(out)
	if !strings.Contains(string(before), `"suite_sha256":"`) || !strings.Contains(string(before), `"shard":"1/4","limits":{"depth":2},"tabla":"`) {
		t.Fatalf("the records lack their provenance:\n%s", before)
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"other shard", []string{"analyse", ffo, "--depth", "2", "--shard", "2/4"}, "it is of shard 1/4, not 2/4"},
		{"other limit", []string{"analyse", ffo, "--depth", "3", "--shard", "1/4"}, "it was searched with --depth 2, not --depth 3"},
		{"other suite", []string{"analyse", "../../testdata/reversi/ffo-1-9.obf", "--depth", "2", "--shard", "1/4"}, "it is of another suite"},
		{"other searcher", []string{"analyse", ffo, "--depth", "2", "--shard", "1/4", "--search", "mcts"}, "searched by alphabeta, not mcts"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, e, code := runBinary(t, "", time.Minute, append(tc.args, "--progress", "off", "--out", out, "--resume")...)
			if code != 2 || !strings.Contains(e, tc.want) {
				t.Errorf("status %d, want 2 and %q\n%s%s", code, tc.want, o, e)
			}
			if after, _ := os.ReadFile(out); string(after) != string(before) {
				t.Errorf("the refused resume changed the file")
			}
		})
	}
	// The same flags resume: nothing left to search, nothing added.
	if o, e, code := runBinary(t, "", time.Minute, append(base, "--resume")...); code != 0 || !strings.Contains(o, "(10 records from an earlier run;") {
		t.Errorf("resume of the same run: status %d\n%s%s", code, o, e)
	}
	if after, _ := os.ReadFile(out); string(after) != string(before) {
		t.Errorf("a complete resume changed the file")
	}
}

// TestAnalyseSIGTERM stops a run with SIGTERM, as a cluster's preemption
// does: it exits 143 with a message and no "context canceled", keeps the
// records written, and a resume finishes the rest.
func TestAnalyseSIGTERM(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	args := []string{"analyse", "../../testdata/reversi/ffo-1-39.txt", "--depth", "9", "--threads", "1", "--progress", "off", "--out", out}
	if testing.Short() {
		args[3] = "7"
	}
	cmd := exec.Command(binary, args...)
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if data, _ := os.ReadFile(out); strings.Count(string(data), "\n") >= 1 {
			break
		}
	}
	cmd.Process.Signal(syscall.SIGTERM)
	err := cmd.Wait()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	}
	data, _ := os.ReadFile(out)
	n := strings.Count(string(data), "\n")
	if code == 0 && n == 39 {
		t.Skip("the run finished before SIGTERM")
	}
	if code != 143 || !strings.Contains(errb.String(), "stopped by SIGTERM") || strings.Contains(errb.String(), "context canceled") {
		t.Fatalf("status %d, want 143 and a message\n%s", code, errb.String())
	}
	o, e, code := runBinary(t, "", 2*time.Minute, append(args, "--resume")...)
	if code != 0 || !strings.Contains(o, fmt.Sprintf("(%d records from an earlier run;", n)) {
		t.Fatalf("resume: status %d\n%s%s", code, o, e)
	}
	recs := readJSONL(t, out)
	seen := map[string]bool{}
	for _, r := range recs {
		if seen[r.ID] {
			t.Errorf("record %s twice", r.ID)
		}
		seen[r.ID] = true
	}
	if len(seen) != 39 {
		t.Errorf("%d records after the resume, want 39", len(seen))
	}
}

// TestAnalyseMerge merges shard files: duplicates dropped, records in the
// suite's order, completeness checked and missing ids named, files of
// another run refused.
func TestAnalyseMerge(t *testing.T) {
	dir := t.TempDir()
	obf := "../../testdata/reversi/ffo-1-9.obf"
	shard := func(name string, extra ...string) string {
		out := filepath.Join(dir, name)
		suite := obf
		if strings.HasPrefix(name, "ann") {
			suite = "../../testdata/games/checkers.pdn"
		}
		args := append([]string{"analyse", suite, "--progress", "off", "--out", out}, extra...)
		if o, e, code := runBinary(t, "", time.Minute, args...); code != 0 {
			t.Fatalf("%v: status %d\n%s%s", args, code, o, e)
		}
		return out
	}
	s1 := shard("s1.jsonl", "--depth", "2", "--shard", "1/3")
	s2 := shard("s2.jsonl", "--depth", "2", "--shard", "2/3")
	s3 := shard("s3.jsonl", "--depth", "2", "--shard", "3/3")
	whole := shard("whole.jsonl", "--depth", "2")
	deeper := shard("deeper.jsonl", "--depth", "3", "--shard", "3/3")
	ann := shard("ann.jsonl", "--depth", "1", "--annotate")
	otherSuite := filepath.Join(dir, "other.obf")
	data, _ := os.ReadFile(obf)
	os.WriteFile(otherSuite, append(data, '\n'), 0o644)
	merged := filepath.Join(dir, "m", "merged.jsonl")

	tests := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"complete with a duplicate file", []string{s3, s1, s2, s1, "--out", merged}, 0,
			[]string{"merged 9 records from 4 files (3 duplicates dropped); shards 1/3 2/3 3/3;", "complete: 9 of 9 positions"}},
		{"a shard missing", []string{s1, s3}, 1, []string{"incomplete: 3 of 9 positions missing: line2 line5 line8"}},
		{"another limit", []string{s1, s2, deeper}, 2, []string{"is of another run", "--depth 3, not --depth 2"}},
		{"another suite's contents", []string{s1, s2, s3, "--suite", otherSuite}, 2, []string{"not the suite they were made from"}},
		{"fail-on wrong", []string{s1, s2, s3, "--fail-on", "wrong"}, 3, []string{"complete: 9 of 9"}},
		{"annotated games", []string{ann}, 0, []string{"annotated 230 moves of 1 games", "complete: 231 of 231 positions"}},
		{"no files", nil, 2, []string{"no record files"}},
		{"help", []string{"--help"}, 0, []string{"usage: tabla analyse merge"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, e, code := runBinary(t, "", time.Minute, append([]string{"analyse", "merge"}, tc.args...)...)
			if code != tc.code {
				t.Errorf("status %d, want %d\n%s%s", code, tc.code, o, e)
			}
			for _, w := range tc.want {
				if !strings.Contains(o+e, w) {
					t.Errorf("output lacks %q:\n%s%s", w, o, e)
				}
			}
		})
	}
	got, want := readJSONL(t, merged), readJSONL(t, whole)
	if len(got) != len(want) {
		t.Fatalf("merged %d records, the whole run %d", len(got), len(want))
	}
	for i := range want {
		if a, b := got[i], want[i]; a.ID != b.ID || a.Best != b.Best || a.Nodes != b.Nodes || !slices.Equal(a.PV, b.PV) {
			t.Errorf("record %d: merged %+v, whole run %+v", i, a, b)
		}
	}
}
