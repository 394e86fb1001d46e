package gogame

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// gnugoPath finds GNU Go: on the PATH, or where Debian's package puts it.
func gnugoPath() string {
	if p, err := exec.LookPath("gnugo"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/gnugo"); err == nil {
		return "/usr/games/gnugo"
	}
	return ""
}

// gtpEngine is a GTP engine in a child process.
type gtpEngine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGTP(t *testing.T, path string, args ...string) *gtpEngine {
	t.Helper()
	cmd := exec.Command(path, args...)
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
	e := &gtpEngine{cmd: cmd, in: in, out: bufio.NewReader(out)}
	t.Cleanup(func() {
		fmt.Fprintln(e.in, "quit")
		e.in.Close()
		e.cmd.Wait()
	})
	return e
}

// send runs one GTP command and returns its answer without the leading
// "= ", or an error holding a "?" answer.
func (e *gtpEngine) send(command string) (string, error) {
	if _, err := fmt.Fprintln(e.in, command); err != nil {
		return "", err
	}
	var lines []string
	for {
		line, err := e.out.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("%s: %v", command, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" && len(lines) > 0 {
			break
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	answer := strings.Join(lines, "\n")
	switch {
	case strings.HasPrefix(answer, "="):
		return strings.TrimSpace(answer[1:]), nil
	case strings.HasPrefix(answer, "?"):
		return "", fmt.Errorf("%s: %s", command, answer)
	}
	return "", fmt.Errorf("%s: bad answer %q", command, answer)
}

func (e *gtpEngine) must(t *testing.T, command string) string {
	t.Helper()
	s, err := e.send(command)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestGNUGo plays random games in standard mode and feeds every move to
// GNU Go 3.8 (Chinese rules, positional superko, komi 7.5): GNU Go must
// accept each move, the stones must agree after every move, and GNU Go's
// is_legal must agree with the legal moves on sampled points (every point
// where tabla forbids a move, and a few where it allows one).
func TestGNUGo(t *testing.T) {
	path := gnugoPath()
	if path == "" {
		t.Skip("gnugo not found on the PATH or at /usr/games/gnugo: install it (apt-get install gnugo) to compare with GNU Go")
	}
	e := startGTP(t, path, "--mode", "gtp", "--chinese-rules", "--positional-superko", "--komi", "7.5")
	tests := []struct {
		size, games, plies int
	}{
		{9, 60, 400},
		{3, 40, 200},
		{4, 40, 200},
		{5, 20, 200},
		{13, 6, 500},
		{19, 4, 800},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%dx%d", tc.size, tc.size), func(t *testing.T) {
			games := tc.games
			if testing.Short() {
				games = max(1, games/8)
			}
			var st gnugoStats
			for gi := 0; gi < games; gi++ {
				rng := rand.New(rand.NewPCG(uint64(tc.size), uint64(gi)))
				gnugoGame(t, e, tc.size, tc.plies, rng, &st)
				if t.Failed() {
					return
				}
			}
			t.Logf("%d games, %d plies (%d captures), %d is_legal queries, %d of them illegal (%d by superko)",
				games, st.plies, st.captures, st.queries, st.illegal, st.superko)
			if st.illegal == 0 || st.captures == 0 {
				t.Errorf("the games never met an illegal point or a capture: the comparison proves little")
			}
		})
	}
}

// gnugoStats counts what a comparison looked at.
type gnugoStats struct {
	plies, captures, queries, illegal int
	superko                           int // illegal only because of superko
}

func gnugoGame(t *testing.T, e *gtpEngine, size, plies int, rng *rand.Rand, st *gnugoStats) {
	t.Helper()
	g := newGame(t, "rules=standard", fmt.Sprintf("size=%d", size))
	e.must(t, fmt.Sprintf("boardsize %d", size))
	e.must(t, "clear_board")
	e.must(t, "komi 7.5")
	var played []string
	for ply := 0; ply < plies; ply++ {
		if over, _ := g.Outcome(); over {
			return
		}
		color := "bw"[g.ToMove() : g.ToMove()+1]
		legal := legalTexts(g)
		// Every point where tabla forbids a move, and a few where it
		// allows one, must get the same answer from GNU Go.
		var ask []string
		for _, p := range g.geo.points {
			if g.b.color[p] != empty {
				continue
			}
			name := g.geo.names[p]
			if !slices.Contains(legal, name) || rng.IntN(16) == 0 {
				ask = append(ask, name)
			}
		}
		for _, v := range ask {
			want := "0"
			if slices.Contains(legal, v) {
				want = "1"
			} else {
				st.illegal++
				p, _ := g.parseVertex(v)
				if ok, _ := g.b.wouldBeLegal(p, g.toPlay()); ok {
					st.superko++
				}
			}
			st.queries++
			if got := e.must(t, "is_legal "+color+" "+v); got != want {
				t.Fatalf("after %v: is_legal %s %s: GNU Go says %s, tabla %s at %s", played, color, v, got, want, g.Position())
			}
		}
		m := randomMove(g, rng)
		text := g.FormatMove(m)
		if _, err := e.send("play " + color + " " + text); err != nil {
			t.Fatalf("after %v: GNU Go refuses %s %s: %v at %s", played, color, text, err, g.Position())
		}
		played = append(played, text)
		before := g.stones[0] + g.stones[1]
		g.Make(m)
		st.plies++
		if g.stones[0]+g.stones[1] < before+1 && m != Pass {
			st.captures++
		}
		for c, name := range []string{"black", "white"} {
			got := strings.Fields(strings.ToLower(e.must(t, "list_stones "+name)))
			slices.Sort(got)
			var want []string
			for _, p := range g.geo.points {
				if g.b.color[p] == int16(c+1) {
					want = append(want, g.geo.names[p])
				}
			}
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("after %v: %s stones: GNU Go %v, tabla %v", played, name, got, want)
			}
		}
	}
}

// randomMove picks a random legal move that does not fill the mover's own
// eye, so that games fill the board and then end with passes; it passes
// seldom before that.
func randomMove(g *Game, rng *rand.Rand) position.Move {
	moves := g.GenMoves(nil)
	c := g.toPlay()
	var good []position.Move
	for _, m := range moves {
		if m != Pass && !g.isOwnEye(int(m), c) {
			good = append(good, m)
		}
	}
	if len(good) == 0 || rng.IntN(50) == 0 {
		return Pass
	}
	return good[rng.IntN(len(good))]
}
