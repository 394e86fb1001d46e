package main

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tabla-games/tabla/position"
)

// TestMatchReversi20 is the acceptance run: a 20-game reversi
// match between two tabla settings, through the real binary, with no
// errors; its records read back to the same score. The SPRT's elo1 is
// small enough that it cannot decide within the 20 games: depth 3 beats
// depth 2 by hundreds of Elo, and at elo1 50 it stopped after a dozen
// games from the balanced openings of testdata/openings.
func TestMatchReversi20(t *testing.T) {
	dir := t.TempDir()
	pgn := filepath.Join(dir, "games.pgn")
	out, errOut, code := runBinary(t, "", 5*time.Minute, "match", "--game", "reversi",
		"--engine", "name=d3 depth=3 "+binary, "--engine", "name=d2 depth=2 "+binary,
		"--games", "20", "--openings", "../../testdata/openings/reversi.txt", "--concurrency", "2",
		"--pgn", pgn, "--sprt", "0,10")
	if code != 0 {
		t.Fatalf("exit status %d; stderr:\n%s\nstdout:\n%s", code, errOut, out)
	}
	for _, want := range []string{"d3 vs d2, reversi, 20 games", "game 20/20 ", "endings: normal 20\n", "elo difference: ", "sprt (elo0 0, elo1 10"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	score := regexp.MustCompile(`(?m)^score of d3 vs d2: \d+ - \d+ - \d+ \[[0-9.]+\] 20$`).FindString(out)
	if score == "" {
		t.Fatalf("no final score line:\n%s", out)
	}
	rep, errOut, code := runBinary(t, "", time.Minute, "match", "--report", pgn)
	if code != 0 || !strings.Contains(rep, "20 records\n"+score+"\n") {
		t.Errorf("report (status %d) does not repeat %q:\n%s%s", code, score, rep, errOut)
	}
}

// TestMatchShards: the shards of a match play each game exactly once and
// their records concatenate into the whole match.
func TestMatchShards(t *testing.T) {
	dir := t.TempDir()
	var all []string
	for _, shard := range []string{"1/3", "2/3", "3/3"} {
		pgn := filepath.Join(dir, strings.ReplaceAll(shard, "/", "of")+".pgn")
		out, errOut, code := runBinary(t, "", 2*time.Minute, "match", "--game", "reversi",
			"--engine", "name=a "+binary, "--engine", "name=b "+binary, "--depth", "1",
			"--games", "10", "--openings", "../../testdata/openings/reversi.txt", "--shard", shard, "--pgn", pgn)
		if code != 0 {
			t.Fatalf("shard %s: status %d\n%s%s", shard, code, out, errOut)
		}
		all = append(all, pgn)
	}
	rounds := map[string]int{}
	for _, f := range all {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range regexp.MustCompile(`\[Round "(\d+)"\]`).FindAllStringSubmatch(string(data), -1) {
			rounds[m[1]]++
		}
	}
	if len(rounds) != 10 {
		t.Errorf("rounds played: %v", rounds)
	}
	for r, n := range rounds {
		if n != 1 {
			t.Errorf("round %s played %d times", r, n)
		}
	}
	rep, errOut, code := runBinary(t, "", time.Minute, append([]string{"match", "--report"}, all...)...)
	if code != 0 || !strings.Contains(rep, "10 records\nscore of a vs b: ") || !strings.Contains(rep, "] 10\n") {
		t.Errorf("report of the shards (status %d):\n%s%s", code, rep, errOut)
	}
}

func TestMatchUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"match"}, 2, "need --game, two --engine and --games"},
		{[]string{"match", "--game", "reversi", "--engine", binary, "--games", "2", "--depth", "1"}, 2, "two --engine"},
		{[]string{"match", "--game", "reversi", "--engine", binary, "--engine", binary, "--games", "2", "--depth", "1", "--movetime", "5"}, 2, "give one of"},
		{[]string{"match", "--game", "reversi", "--engine", binary, "--engine", binary, "--games", "2", "--tc", "x"}, 2, "bad base time"},
		{[]string{"match", "--game", "reversi", "--engine", binary, "--engine", binary, "--games", "2", "--depth", "1", "--sprt", "5,0"}, 2, "elo0 < elo1"},
		{[]string{"match", "--game", "reversi", "--engine", binary, "--engine", binary, "--games", "2", "--depth", "1", "--shard", "0/2"}, 2, "--shard"},
		{[]string{"match", "--game", "reversi", "--engine", "/nonexistent/x", "--engine", binary, "--games", "2", "--depth", "1"}, 1, "engine 1"},
		{[]string{"match", "--game", "reversi", "--engine", binary, "--engine", binary, "--games", "2"}, 1, "no time control"},
		{[]string{"match", "--report", "/nonexistent.pgn"}, 1, "no such file"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args[1:], " "), func(t *testing.T) {
			_, errOut, code := runBinary(t, "", time.Minute, tc.args...)
			if code != tc.code || !strings.Contains(errOut, tc.want) {
				t.Errorf("status %d, stderr %q; want %d and %q", code, errOut, tc.code, tc.want)
			}
		})
	}
}

// TestMatchWarnsOfReplays: at a fixed depth, games beyond two a opening
// replay earlier ones, and match says so before it plays.
func TestMatchWarnsOfReplays(t *testing.T) {
	openings := filepath.Join(t.TempDir(), "one.txt")
	if err := os.WriteFile(openings, []byte("startpos moves f5 d6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		games string
		warns bool
	}{{"2", false}, {"3", true}} {
		_, errOut, code := runBinary(t, "", time.Minute, "match", "--game", "reversi", "--engine", binary, "--engine", binary,
			"--games", tc.games, "--depth", "1", "--openings", openings)
		if code != 0 || strings.Contains(errOut, "only the first 2 of the 3 games are new") != tc.warns {
			t.Errorf("%s games: status %d, stderr %q; want the warning %v", tc.games, code, errOut, tc.warns)
		}
	}
}

// TestCutegamesCompat drives the binary as kz04px/cutegames does, for
// every game: a UGI handshake, the position sent as "position fen F
// moves ...", then "query p1turn" and "query gameover" before each
// move and "query result" at the end, each answered by a "response" line
// of exactly two tokens that agrees with tabla's rules; and "bestmove"
// lines of exactly two tokens whose move is legal. cutegames trusts the
// engine for all of this.
func TestCutegamesCompat(t *testing.T) {
	plies := 40
	if testing.Short() {
		plies = 12
	}
	cmd := exec.Command(binary)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		stdin.Close()
		cmd.Wait()
	}()
	lines := make(chan string, 1024)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	send := func(s string) {
		if _, err := io.WriteString(stdin, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	// until returns the first line starting with word, failing on errors.
	until := func(word string) string {
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatal("the engine exited")
				}
				if strings.HasPrefix(l, "info string error") {
					t.Fatalf("engine error: %s", l)
				}
				if strings.HasPrefix(l, word) {
					return l
				}
			case <-time.After(30 * time.Second):
				t.Fatalf("no %s line", word)
			}
		}
	}
	response := func(q string) string {
		send("query " + q)
		f := strings.Fields(until("response"))
		if len(f) != 2 {
			t.Fatalf("query %s: %q is not two tokens", q, f)
		}
		return f[1]
	}
	send("ugi")
	until("ugiok")
	for _, info := range position.Games() {
		t.Run(info.ID, func(t *testing.T) {
			send("setoption name UCI_Variant value " + info.ID)
			send("uginewgame")
			send("isready")
			until("readyok")
			send("query fen")
			fen := strings.TrimPrefix(until("response "), "response ")
			ref, _, err := position.NewGame(info.ID)
			if err != nil {
				t.Fatal(err)
			}
			if ref.Position() != fen {
				t.Fatalf("start position %q, the engine says %q", ref.Position(), fen)
			}
			var moves []string
			for ply := 0; ; ply++ {
				cmd := "position fen " + fen
				if len(moves) > 0 {
					cmd += " moves " + strings.Join(moves, " ")
				}
				send(cmd)
				over, _ := ref.Outcome()
				if got, want := response("p1turn"), ref.ToMove() == 0; got != map[bool]string{true: "true", false: "false"}[want] {
					t.Fatalf("after %v: p1turn %s", moves, got)
				}
				if got := response("gameover"); got != map[bool]string{true: "true", false: "false"}[over] {
					t.Fatalf("after %v: gameover %s, the rules say %v", moves, got, over)
				}
				if over || ply == plies {
					want := "none"
					if over {
						want = map[int]string{1: "p1win", -1: "p2win", 0: "draw"}[resultSign(ref)]
					}
					if got := response("result"); got != want {
						t.Fatalf("after %v: result %s, want %s", moves, got, want)
					}
					return
				}
				send("go movetime 20")
				f := strings.Fields(until("bestmove"))
				if len(f) != 2 {
					t.Fatalf("after %v: %q is not two tokens", moves, f)
				}
				m, err := ref.ParseMove(f[1])
				if err != nil {
					t.Fatalf("after %v: bestmove %s is illegal: %v", moves, f[1], err)
				}
				moves = append(moves, ref.FormatMove(m))
				ref.Make(m)
			}
		})
	}
}

// resultSign is +1 if p1 won the finished game, -1 if p2 did, 0 for a draw.
func resultSign(g position.Game) int {
	_, score := g.Outcome()
	switch {
	case score == 0:
		return 0
	case (score > 0) == (g.ToMove() == 0):
		return 1
	}
	return -1
}
