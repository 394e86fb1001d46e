package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteSGF(t *testing.T) {
	var b strings.Builder
	notes := []string{"", `score cp -92 pv e5 a]b\c`, "", "score cp 10"}
	if err := writeSGF(&b, 9, [2]string{"tabla", "Pachi"}, "W+R", []string{"d5", "pass", "j9", "a1", "h8"}, notes); err != nil {
		t.Fatal(err)
	}
	want := "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]PB[tabla]PW[Pachi]RE[W+R];B[de];W[]C[score cp -92 pv e5 a\\]b\\\\c];B[ia];W[ai]C[score cp 10];B[hb])\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
	for _, bad := range []string{"i5", "k5", "d10", "d0", "x"} {
		if err := writeSGF(&b, 9, [2]string{}, "", []string{bad}, nil); err == nil {
			t.Errorf("vertex %q: no error", bad)
		}
	}
}

func TestSearchNote(t *testing.T) {
	tests := []struct {
		lines []string
		want  string
	}{
		{[]string{"info depth 4 seldepth 13 score cp -92 nodes 20000 pv e5 f3 g6 b8 a7", "bestmove e5"}, "score cp -92 pv e5 f3 g6"},
		{[]string{"info depth 1 score cp 5 pv d5", "info string hello", "bestmove d5"}, "score cp 5 pv d5"},
		{[]string{"info depth 2 score mate 3", "bestmove d5"}, "score mate 3"},
		{[]string{"info string score", "bestmove pass"}, ""},
		{[]string{"bestmove pass"}, ""},
	}
	for _, tc := range tests {
		if got := searchNote(tc.lines); got != tc.want {
			t.Errorf("searchNote(%q) = %q, want %q", tc.lines, got, tc.want)
		}
	}
}

// TestGNUGoOpeningsFile checks that -openings is read before anything is
// played: a missing file is one error naming it, and no row is written.
func TestGNUGoOpeningsFile(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "none.txt")
	var out, errOut bytes.Buffer
	rc := cmdGNUGo([]string{"-bin", "tabla-not-run", "-openings", missing, "-results", ""}, &out, &errOut)
	if rc != 1 || !strings.Contains(errOut.String(), missing) || out.Len() != 0 {
		t.Errorf("gnugo -openings %s: rc %d, stdout %q, stderr %q; want rc 1 and one error naming the file", missing, rc, out.String(), errOut.String())
	}
}

// TestProgramSelfplay has the fake GTP program of judge_test.go play
// gnugo-selfplay's games: one that resigns on its fourth move and one
// that passes at once, each ending as the records must say.
func TestProgramSelfplay(t *testing.T) {
	for _, tc := range []struct {
		mode, end string
		lastMove  string
		margins   []string // the records' margins, Black's then White's
	}{
		{"ok", "#end\t5\t3\t1\t-", "g7", []string{"-", "-"}},
		{"passes", "#end\t5\t2\t-1\t-750", "pass", []string{"-750", "750"}},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			dir := t.TempDir()
			out, log := filepath.Join(dir, "records.txt"), filepath.Join(dir, "log-{game}.txt")
			var stdout, stderr strings.Builder
			args := []string{"-n", "1", "-first", "5", "-random-plies", "0", "-out", out, "-program", fakeJudge(tc.mode, log)}
			if rc := cmdGNUGoSelfplay(args, &stdout, &stderr); rc != 0 {
				t.Fatalf("rc %d, stderr %q", rc, stderr.String())
			}
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSpace(string(data)), "\n")
			if !strings.Contains(lines[0], "source=gtp-selfplay") {
				t.Errorf("header %q does not name the source", lines[0])
			}
			if got := lines[len(lines)-1]; got != tc.end {
				t.Errorf("game end %q, want %q", got, tc.end)
			}
			records := lines[1 : len(lines)-1]
			last := strings.Split(records[len(records)-1], "\t")
			if last[4] != tc.lastMove {
				t.Errorf("last move %q, want %q", last[4], tc.lastMove)
			}
			for i, r := range records[:2] {
				if f := strings.Split(r, "\t"); f[7] != tc.margins[i] {
					t.Errorf("record %d's margin %q, want %q", i, f[7], tc.margins[i])
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "log-5.txt")); err != nil {
				t.Errorf("{game} was not replaced by the game's number: %v", err)
			}
		})
	}
}
