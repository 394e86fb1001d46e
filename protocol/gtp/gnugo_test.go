package gtp

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	_ "github.com/tabla-games/tabla/games/go"
)

// gnugoPath finds GNU Go on the PATH or where Debian puts it. Without it
// the test is skipped, except under CI (the CI variable set), where a
// missing GNU Go is a failure: CI installs it.
func gnugoPath(t *testing.T) string {
	t.Helper()
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/gnugo"); err == nil {
		return "/usr/games/gnugo"
	}
	if os.Getenv("CI") != "" {
		t.Fatal("gnugo is not installed (neither on the PATH nor /usr/games/gnugo), and CI is set: .ci/run must install it (apt-get install gnugo)")
	}
	t.Skip("gnugo not found on the PATH or at /usr/games/gnugo: install it (apt-get install gnugo) to play tabla against GNU Go")
	return ""
}

// conn is one side of a GTP conversation: it sends a command and reads
// the response up to its blank line.
type conn struct {
	name string
	w    io.Writer
	r    *bufio.Reader
	log  *[]string // every command and answer, for a failure message
}

func (c *conn) send(cmd string) (string, error) {
	*c.log = append(*c.log, c.name+"> "+cmd)
	if _, err := fmt.Fprintln(c.w, cmd); err != nil {
		return "", err
	}
	var lines []string
	for {
		line, err := c.r.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("%s: %s: %v", c.name, cmd, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if len(lines) > 0 {
				break
			}
			continue
		}
		lines = append(lines, line)
	}
	answer, err := ParseResponse(lines)
	*c.log = append(*c.log, c.name+"< "+strings.Join(lines, "\n"))
	if err != nil {
		return "", fmt.Errorf("%s: %s: %v", c.name, cmd, err)
	}
	return answer, nil
}

func (c *conn) must(t *testing.T, cmd string) string {
	t.Helper()
	s, err := c.send(cmd)
	if err != nil {
		t.Fatalf("%v\nconversation:\n%s", err, tail(*c.log, 30))
	}
	return s
}

func tail(lines []string, n int) string {
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// startGNUGo runs GNU Go in GTP mode under rules that match tabla's
// standard Go: area scoring, positional superko, and dead stones
// captured before it passes, so that counting the board as it stands
// (Tromp-Taylor) gives GNU Go's own score.
func startGNUGo(t *testing.T, log *[]string) *conn {
	return startGNUGoWith(t, log, "--positional-superko", "--capture-all-dead", "--komi", "7.5", "--level", "1", "--seed", "1")
}

// startGNUGoWith runs GNU Go in GTP mode under Chinese rules with the
// further arguments args.
func startGNUGoWith(t *testing.T, log *[]string, args ...string) *conn {
	path := gnugoPath(t)
	cmd := exec.Command(path, append([]string{"--mode", "gtp", "--chinese-rules"}, args...)...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		fmt.Fprintln(in, "quit")
		in.Close()
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	return &conn{name: "gnugo", w: in, r: bufio.NewReader(out), log: log}
}

// startServer runs a Server on pipes, as "tabla gtp" runs it on stdin and
// stdout.
func startServer(t *testing.T, cfg Config, log *[]string) *conn {
	t.Helper()
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := srv.Run(inR, outW)
		outW.Close()
		done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		if err := <-done; err != nil {
			t.Errorf("Run: %v", err)
		}
		srv.Close()
	})
	return &conn{name: "tabla", w: inW, r: bufio.NewReader(outR), log: log}
}

// TestGNUGoGame plays tabla's standard Go against GNU Go on 9×9, once
// with each colour, through GTP alone: each engine's genmove is played on
// the other, so an illegal move by either fails the test. The game must
// end by two passes in a row; then both engines must hold the same
// stones, and tabla's final_score must equal GNU Go's.
func TestGNUGoGame(t *testing.T) {
	colors := []string{"black", "white"}
	tablaColors := colors
	if testing.Short() {
		tablaColors = colors[:1]
	}
	for _, tablaColor := range tablaColors {
		t.Run("tabla-"+tablaColor, func(t *testing.T) {
			var log []string
			gnugo := startGNUGo(t, &log)
			// Played out to the end, which GNU Go scores: no resignation.
			tabla := startServer(t, Config{Game: "go", Settings: []string{"size=9"}, Depth: 3, Threads: 1, HashMB: 16, ResignWinRate: -1}, &log)
			for _, e := range []*conn{tabla, gnugo} {
				e.must(t, "boardsize 9")
				e.must(t, "clear_board")
				e.must(t, "komi 7.5")
			}
			start := time.Now()
			passes, plies, tablaPasses := 0, 0, 0
			for ; passes < 2; plies++ {
				if plies >= 300 {
					t.Fatalf("no end after %d plies\n%s", plies, tail(log, 20))
				}
				color := colors[plies%2]
				mover, other := gnugo, tabla
				if color == tablaColor {
					mover, other = tabla, gnugo
				}
				move := mover.must(t, "genmove "+color)
				if strings.EqualFold(move, "resign") {
					t.Fatalf("%s resigned at ply %d; the game should be played out", mover.name, plies)
				}
				if _, err := other.send("play " + color + " " + move); err != nil {
					t.Fatalf("ply %d: %s's move %s refused by %s: %v\n%s", plies, mover.name, move, other.name, err, tail(log, 20))
				}
				if strings.EqualFold(move, "pass") {
					passes++
					if mover == tabla {
						tablaPasses++
					}
				} else {
					passes = 0
				}
			}
			for _, color := range []string{"black", "white"} {
				want := sortedFields(gnugo.must(t, "list_stones "+color))
				got := tablaStones(t, tabla, color)
				if !slices.Equal(got, want) {
					t.Errorf("%s stones differ:\ntabla %v\ngnugo %v", color, got, want)
				}
			}
			ours := tabla.must(t, "final_score")
			theirs := gnugo.must(t, "final_score")
			// Tromp-Taylor counts every stone on the board; GNU Go first
			// takes off the stones it judges dead. The two agree only on a
			// board played out to no dead stones, which both sides' passes
			// do not promise (a losing side may pass with its dead stones
			// standing).
			if dead := gnugo.must(t, "final_status_list dead"); strings.TrimSpace(dead) != "" {
				t.Logf("GNU Go judges %s dead, so the scores differ by rule: tabla %s, GNU Go %s", strings.Join(strings.Fields(dead), " "), ours, theirs)
			} else if !strings.EqualFold(ours, theirs) {
				t.Errorf("final_score: tabla says %s, GNU Go says %s\n%s", ours, theirs, tabla.must(t, "showboard"))
			}
			t.Logf("%d plies in %v, tabla (%s) passed %d times; final score %s", plies, time.Since(start).Round(time.Millisecond), tablaColor, tablaPasses, ours)
		})
	}
}

func sortedFields(s string) []string {
	f := strings.Fields(strings.ToUpper(s))
	slices.Sort(f)
	return f
}

// tablaStones lists the stones of color from tabla's gogui-rules_board,
// as vertices.
func tablaStones(t *testing.T, tabla *conn, color string) []string {
	t.Helper()
	rows := strings.Split(tabla.must(t, "gogui-rules_board"), "\n")
	mark := "X"
	if color == "white" {
		mark = "O"
	}
	var out []string
	for r, row := range rows {
		for c, m := range strings.Fields(row) {
			if m == mark {
				out = append(out, fmt.Sprintf("%c%d", gtpLetters[c]-'a'+'A', len(rows)-r))
			}
		}
	}
	slices.Sort(out)
	return out
}

// TestFinalScoreDeadStones replays the endings of real games against GNU
// Go that ended by two passes with dead stones on the board
// (testdata/gtp/endings/go.txt): final_score must give the recorded
// result, which is GNU Go's as referee but for the one game that ends in
// seki, and final_status_list dead the stones GNU Go calls dead.
func TestFinalScoreDeadStones(t *testing.T) {
	data, err := os.ReadFile("../../testdata/gtp/endings/go.txt")
	if err != nil {
		t.Fatal(err)
	}
	var log []string
	gnugo := startGNUGoWith(t, &log) // as a referee runs: its default level
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		want, moves := f[0], f[1:]
		t.Run(fmt.Sprintf("line%d", i+1), func(t *testing.T) {
			s := newServer(t, Config{Game: "go"})
			gnugo.must(t, "boardsize 9")
			gnugo.must(t, "clear_board")
			for _, c := range []string{"boardsize 9", "clear_board", "komi 7.5"} {
				ask(t, s, c)
			}
			for j, m := range moves {
				cmd := "play " + [2]string{"b", "w"}[j%2] + " " + m
				ask(t, s, cmd)
				gnugo.must(t, cmd)
			}
			if got := ask(t, s, "final_score"); got != want {
				t.Errorf("final_score %s, want %s\n%s", got, want, ask(t, s, "showboard"))
			}
			dead := sortedFields(ask(t, s, "final_status_list dead"))
			seki := sortedFields(ask(t, s, "final_status_list seki"))
			alive := sortedFields(ask(t, s, "final_status_list alive"))
			stones := len(strings.Fields(gnugo.must(t, "list_stones black") + " " + gnugo.must(t, "list_stones white")))
			if n := len(dead) + len(seki) + len(alive); n != stones {
				t.Errorf("%d stones dead, in seki or alive, and %d on the board", n, stones)
			}
			theirs := sortedFields(gnugo.must(t, "final_status_list dead"))
			if len(seki) > 0 {
				// GNU Go calls one side of this seki dead: no stone that
				// tabla calls dead may be alive for GNU Go.
				for _, v := range dead {
					if !slices.Contains(theirs, v) {
						t.Errorf("%s is dead for tabla, not for GNU Go", v)
					}
				}
				return
			}
			if !slices.Equal(dead, theirs) {
				t.Errorf("dead stones:\ntabla %v\ngnugo %v", dead, theirs)
			}
		})
	}
}
