package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// cmdHexSolve measures what Hex's solver needs (issue 26): the default
// search (alpha-beta whose nodes end on a winner proved by virtual
// connections), one thread, with no limit but a node cap, until it
// reports a mate score. The positions are, with -games, ones made from
// self-play (each game opens with random plies as hexvc's, the engine
// plays it at -play-nodes a move, and the position after each ply of
// -at is taken), then those given with -pos. For each position it
// prints, and appends to the table, the winner proved (or that none
// was), the nodes as the search counts them (H-search's work included, a
// node per 64 carrier combinations), the time and the depth.
func cmdHexSolve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("hexsolve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.Int("size", 7, "board size")
	var pos multiFlag
	fs.Var(&pos, "pos", "a position string to solve (repeatable)")
	games := fs.Int("games", 0, "self-play games to take positions from")
	at := fs.String("at", "12", "plies after which a game's position is taken, as P,P,...")
	playNodes := fs.Uint64("play-nodes", 5000, "nodes a move of the self-play")
	plies := fs.Int("plies", 2, "random plies that open each self-play game")
	seed := fs.Uint64("seed", 1, "random seed of the openings")
	maxNodes := fs.Uint64("max-nodes", 50_000_000, "node cap of one solve")
	hash := fs.Int("hash", 64, "transposition table in MiB")
	results := fs.String("results", "testdata/strength/hexsolve.md", "table the rows are appended to (none if empty)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *size < 2 || *size > 13 {
		fmt.Fprintln(stderr, "hexsolve: -size: want 2 to 13 (the analysis's limit)")
		return 2
	}
	var ats []int
	for _, s := range strings.Split(*at, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || v < *plies {
			fmt.Fprintf(stderr, "hexsolve: -at %q: want plies of at least -plies (%d)\n", s, *plies)
			return 2
		}
		ats = append(ats, v)
	}
	fail := func(err error) int { fmt.Fprintln(stderr, "hexsolve:", err); return 1 }
	settings := "size=" + strconv.Itoa(*size)
	type probe struct{ pos, from string }
	var probes []probe
	eng := search.New(search.Options{Threads: 1, HashMB: *hash})
	for i := range *games {
		_, _, err := hexSelfPlay(eng, *size, i, *plies, *seed, *playNodes, func(g position.Playable, ply int, _ search.Result) {
			if slices.Contains(ats, ply) {
				probes = append(probes, probe{g.Position(), fmt.Sprintf("game %d ply %d", i+1, ply)})
			}
		})
		if err != nil {
			return fail(err)
		}
	}
	for _, p := range pos {
		probes = append(probes, probe{p, "given"})
	}
	rev, _ := git("rev-parse", "--short", "HEAD")
	for _, p := range probes {
		g, _, err := position.NewGame("hex", settings)
		if err != nil {
			return fail(err)
		}
		if err := g.SetPosition(p.pos); err != nil {
			return fail(fmt.Errorf("%s: %v", p.pos, err))
		}
		if over, _ := g.Outcome(); over {
			continue
		}
		eng.Clear()
		res := eng.Search(g, search.Limits{Nodes: *maxNodes}, nil)
		verdict := "not proved"
		if res.Score.IsMate() {
			side := g.ToMove()
			if res.Score < 0 {
				side = 1 - side
			}
			verdict = fmt.Sprintf("%s wins (%s, %s)", []string{"red", "blue"}[side], res.Score, g.FormatMove(res.Best))
		}
		line := fmt.Sprintf("| %s | %s | %d×%d | `%s` | %s | %s | %d | %.2f s | %d |",
			time.Now().Format("2006-01-02"), rev, *size, *size, p.pos, p.from, verdict, res.Nodes, res.Time.Seconds(), res.Depth)
		fmt.Fprintln(stdout, line)
		if *results != "" {
			if err := appendRow(*results, line+"\n"); err != nil {
				return fail(err)
			}
		}
	}
	return 0
}

// multiFlag is a repeatable string flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, "; ") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }
