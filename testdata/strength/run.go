package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// defaultGames are the games issue 12 measures every search change in.
const defaultGames = "reversi,checkers,amazons,nine-mens-morris,quoridor,dots-boxes,hex"

// cmdRun builds both engines and plays one match a game.
func cmdRun(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	base := fs.String("base", "HEAD~1", "the commit to play against")
	change := fs.String("change", "", "what changed, for the results table (default: the head commit's subject)")
	games := fs.String("games", defaultGames, "comma-separated game ids")
	n := fs.Int("n", 200, "games a match (pairs of games from each opening, sides swapped)")
	movetime := fs.Int("movetime", 100, "milliseconds a move")
	oldMovetime := fs.Int("oldmovetime", 0, "milliseconds a move of the old engine, if not -movetime (the 4× check: -movetime 100 -oldmovetime 25)")
	tc := fs.String("tc", "", "a clock instead of a movetime: base+increment in seconds, as tabla match's --tc")
	sprt := fs.String("sprt", "", "elo0,elo1 of an SPRT that may stop a match early (none if empty)")
	conc := fs.Int("concurrency", 1, "games played at once")
	margin := fs.Int("margin", 0, "tabla match's --time-margin in ms (0: its default); a loaded machine needs more")
	results := fs.String("results", "testdata/strength/results.md", "table the results are appended to (none if empty)")
	oldBin := fs.String("old", "", "the base engine, already built (skips building -base)")
	newBin := fs.String("new", "", "the new engine, already built (skips building the working tree)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "strength:", err)
		return 1
	}
	if *oldMovetime > 0 && *tc != "" {
		fmt.Fprintln(stderr, "strength: -oldmovetime goes with -movetime, not -tc")
		return 2
	}
	dir, err := os.MkdirTemp("", "tabla-strength-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(dir)
	baseRev, err := git("rev-parse", "--short", *base)
	if err != nil {
		return fail(err)
	}
	headRev, err := git("rev-parse", "--short", "HEAD")
	if err != nil {
		return fail(err)
	}
	if dirty, _ := git("status", "--porcelain", "--untracked-files=no"); dirty != "" {
		headRev += "+"
	}
	// Engines given ready-made are named by their files in the table,
	// unless -base names the old one's commit.
	baseSet := false
	fs.Visit(func(f *flag.Flag) { baseSet = baseSet || f.Name == "base" })
	if *oldBin != "" && !baseSet {
		baseRev = filepath.Base(*oldBin)
	}
	if *newBin != "" {
		headRev = filepath.Base(*newBin)
	}
	if *change == "" {
		*change, _ = git("log", "-1", "--format=%s")
		if r := []rune(*change); len(r) > 80 {
			*change = string(r[:79]) + "…"
		}
	}
	if *newBin == "" {
		*newBin = filepath.Join(dir, "new")
		if err := build(".", *newBin); err != nil {
			return fail(err)
		}
	}
	if *oldBin == "" {
		src := filepath.Join(dir, "base")
		if err := os.Mkdir(src, 0o755); err != nil {
			return fail(err)
		}
		sh := fmt.Sprintf("git archive %s | tar -x -C %s", *base, src)
		if out, err := exec.Command("sh", "-c", sh).CombinedOutput(); err != nil {
			return fail(fmt.Errorf("%s: %v\n%s", sh, err, out))
		}
		*oldBin = filepath.Join(dir, "old")
		if err := build(src, *oldBin); err != nil {
			return fail(err)
		}
	}
	for _, game := range strings.Split(*games, ",") {
		newEngine, oldEngine := "name=new "+*newBin, "name=old "+*oldBin
		if *oldMovetime > 0 {
			newEngine = fmt.Sprintf("name=new movetime=%d %s", *movetime, *newBin)
			oldEngine = fmt.Sprintf("name=old movetime=%d %s", *oldMovetime, *oldBin)
		}
		cmdArgs := []string{"match", "--game", game,
			"--engine", newEngine, "--engine", oldEngine,
			"--games", fmt.Sprint(*n), "--openings", filepath.Join("testdata", "openings", game+".txt"),
			"--concurrency", fmt.Sprint(*conc)}
		limit := fmt.Sprintf("%d ms", *movetime)
		switch {
		case *oldMovetime > 0:
			limit = fmt.Sprintf("%d/%d ms", *movetime, *oldMovetime)
		case *tc != "":
			cmdArgs = append(cmdArgs, "--tc", *tc)
			limit = *tc
		default:
			cmdArgs = append(cmdArgs, "--movetime", fmt.Sprint(*movetime))
		}
		if *sprt != "" {
			cmdArgs = append(cmdArgs, "--sprt", *sprt)
		}
		if *margin > 0 {
			cmdArgs = append(cmdArgs, "--time-margin", fmt.Sprint(*margin))
		}
		load := loadAverage()
		fmt.Fprintf(stdout, "%s %s (load %s)\n", *newBin, strings.Join(cmdArgs, " "), load)
		row, err := match(*newBin, cmdArgs, stdout)
		if err != nil {
			return fail(fmt.Errorf("%s: %v", game, err))
		}
		line := fmt.Sprintf("| %s | %s | %s..%s | %s | %s | %s | %s |\n",
			time.Now().Format("2006-01-02"), *change, baseRev, headRev, game, limit, row, load)
		fmt.Fprint(stdout, line)
		if *results != "" {
			if err := appendRow(*results, line); err != nil {
				return fail(err)
			}
		}
	}
	return 0
}

// match runs one tabla match, echoing its output, and returns the table
// cells of its result: games, W-L-D, score, Elo and the SPRT's verdict.
func match(bin string, args []string, out io.Writer) (string, error) {
	cmd := exec.Command("nice", append([]string{bin}, args...)...)
	cmd.Stderr = os.Stderr
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return "", err
	}
	if err := cmd.Start(); err != nil {
		return "", err
	}
	var score, elo, sprt string
	sc := bufio.NewScanner(pipe)
	for sc.Scan() {
		l := sc.Text()
		fmt.Fprintln(out, l)
		switch {
		case strings.HasPrefix(l, "score of "):
			score = l
		case strings.HasPrefix(l, "elo difference: "):
			elo = strings.TrimPrefix(l, "elo difference: ")
		case strings.HasPrefix(l, "sprt ("):
			sprt = "-"
			if i := strings.LastIndex(l, ": "); i >= 0 && strings.HasSuffix(l, "accepted") {
				sprt = l[i+2:]
			}
		}
	}
	if err := cmd.Wait(); err != nil {
		return "", err
	}
	// "score of new vs old: W - L - D [0.550] N"
	var w, l, d, games int
	var frac float64
	if i := strings.LastIndex(score, ": "); i < 0 {
		return "", fmt.Errorf("no score line")
	} else if _, err := fmt.Sscanf(score[i+2:], "%d - %d - %d [%f] %d", &w, &l, &d, &frac, &games); err != nil {
		return "", fmt.Errorf("score line %q: %v", score, err)
	}
	if sprt == "" {
		sprt = "-"
	}
	return fmt.Sprintf("%d | %d-%d-%d | %.3f | %s | %s", games, w, d, l, frac, elo, sprt), nil
}

func git(args ...string) (string, error) {
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %v", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

// buildTemp builds the working tree's tabla into a new temporary
// directory, for a subcommand given no -bin; cleanup removes it.
func buildTemp(prefix string) (bin string, cleanup func(), err error) {
	dir, err := os.MkdirTemp("", prefix)
	if err != nil {
		return "", nil, err
	}
	bin = filepath.Join(dir, "tabla")
	if err := build(".", bin); err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	return bin, func() { os.RemoveAll(dir) }, nil
}

func build(src, bin string) error {
	abs, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-o", abs, "./cmd/tabla")
	cmd.Dir = src
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build in %s: %v\n%s", src, err, out)
	}
	return nil
}

// loadAverage is the one-minute load average, or "?" where /proc has none.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return "?"
	}
	return f[0]
}

func appendRow(file, row string) error {
	f, err := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("%v (the table must exist, with its header)", err)
	}
	if _, err := f.WriteString(row); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
