package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"sync"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

// depthResult is what one engine reached in one search: the depth and
// nodes of its last info line with a score, and its move.
type depthResult struct {
	depth, nodes, bestmove string
}

// cmdDepth runs "go movetime N" from the start of every game with two
// engines at once, one a core, and prints a Markdown table of the depth
// each completed (issue 12's "depth reached, before and after").
func cmdDepth(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("depth", flag.ContinueOnError)
	fs.SetOutput(stderr)
	oldBin := fs.String("old", "", "the engine before (required)")
	newBin := fs.String("new", "", "the engine after (required)")
	movetime := fs.Int("movetime", 5000, "milliseconds of the search")
	games := fs.String("games", "", "comma-separated game ids (default: every game)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *oldBin == "" || *newBin == "" {
		fmt.Fprintln(stderr, "depth: -old and -new are required")
		return 2
	}
	var ids []string
	if *games == "" {
		for _, info := range position.Games() {
			ids = append(ids, info.ID)
		}
	} else {
		ids = strings.Split(*games, ",")
	}
	for _, id := range ids {
		if _, ok := position.Lookup(id); !ok {
			fmt.Fprintln(stderr, "depth:", position.NotAGame(id))
			return 2
		}
	}
	fmt.Fprintf(stdout, "`go movetime %d` from the start, one thread, both engines at once (load %s at the start)\n\n", *movetime, loadAverage())
	fmt.Fprintln(stdout, "| Game | old depth | new depth | old nodes | new nodes | old move | new move |")
	fmt.Fprintln(stdout, "|---|---|---|---|---|---|---|")
	for _, id := range ids {
		var res [2]depthResult
		var errs [2]error
		var wg sync.WaitGroup
		for i, bin := range []string{*oldBin, *newBin} {
			wg.Go(func() { res[i], errs[i] = searchDepth(bin, id, *movetime) })
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				fmt.Fprintf(stderr, "depth: %s: %v\n", id, err)
				return 1
			}
		}
		fmt.Fprintf(stdout, "| %s | %s | %s | %s | %s | %s | %s |\n", id,
			res[0].depth, res[1].depth, res[0].nodes, res[1].nodes, res[0].bestmove, res[1].bestmove)
	}
	return 0
}

// searchDepth runs one search of game id's start position and reads the
// depth of the last info line with a score (a completed or kept
// iteration).
func searchDepth(bin, id string, movetime int) (depthResult, error) {
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(fmt.Sprintf("newgame %s\nposition startpos\ngo movetime %d\nquit\n", id, movetime))
	out, err := cmd.StdoutPipe()
	if err != nil {
		return depthResult{}, err
	}
	if err := cmd.Start(); err != nil {
		return depthResult{}, err
	}
	r := readDepth(out)
	if err := cmd.Wait(); err != nil {
		return r, err
	}
	if r.bestmove == "" {
		return r, fmt.Errorf("%s gave no bestmove", bin)
	}
	return r, nil
}

// readDepth reads an engine's output for the depth and nodes of its last
// info line with a score (protocol.ParseInfo's, so neither an info
// string nor a line after the first of several) and its bestmove.
func readDepth(out io.Reader) depthResult {
	var r depthResult
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 1<<16), 1<<22)
	for sc.Scan() {
		var t protocol.Thinking
		if protocol.ParseInfo(sc.Text(), &t) && t.Score != "" {
			r.depth, r.nodes = strconv.Itoa(t.Depth), strconv.FormatUint(t.Nodes, 10)
		}
		if f := strings.Fields(sc.Text()); len(f) >= 2 && f[0] == "bestmove" {
			r.bestmove = f[1]
		}
	}
	return r
}
