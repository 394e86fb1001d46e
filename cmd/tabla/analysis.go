package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/analysis"
	"github.com/tabla-games/tabla/search"
)

const analysisUsage = `usage: tabla analysis [--threads N] [--jobs N] [--hash MB] [--depth N | --movetime MS | --nodes N]
                      [--search auto|alphabeta|mcts]
The JSON analysis engine: reads queries from stdin, one JSON object a line, and
writes one JSON response a line to stdout for each analysed turn, as each
finishes. Several queries are analysed at once. A query:

  {"id":"q1","game":"reversi","moves":["f5","d6"],"turns":[0,2],"depth":8,"multipv":3}

Fields: id (required), game, options ({"size":"9"}), position (a position
string; default the start), moves, turns (moves played before each position to
analyse; default the end), depth, movetime (ms), nodes, multipv, search,
ownership (true: who owns each cell, Go), ownership_playouts.
{"id":"t1","action":"terminate","terminate":"q1"} stops query q1: its turns not
yet answered come back with "terminated":true. Every error is one JSON object
{"id":...,"error":...,"field":...}. README.md, "JSON analysis engine", has
the responses' fields.
  --jobs N         searches at once (default: --threads), over all queries
  --threads N      threads in all; each search gets threads/jobs
  --hash MB        transposition table of all searches together
  --depth, --movetime, --nodes   the limit of queries that give none
                   (default --movetime 1000)
At the end of stdin the queries in flight are finished, then tabla exits 0;
SIGINT or SIGTERM stops them and exits 130 or 143.
`

func cmdAnalysis(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("analysis", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, analysisUsage)
		printExamples(stderr, "analysis")
	}
	def := search.DefaultOptions()
	threads := fs.Int("threads", 1, "threads in all")
	jobs := fs.Int("jobs", 0, "searches at once (0: --threads)")
	hashMB := fs.Int("hash", def.HashMB, "transposition table of all searches, MiB")
	depth := fs.Int("depth", 0, "default depth limit")
	movetime := fs.Int("movetime", 0, "default milliseconds a turn")
	nodes := fs.Int64("nodes", 0, "default nodes a turn")
	searcher := fs.String("search", protocol.SearchAuto, "default searcher: auto, alphabeta or mcts")
	flags, pos := splitFlags(args, valuedFlags(fs))
	if err := fs.Parse(flags); err != nil {
		return 2
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "tabla analysis: "+format+"\n", args...)
		return 2
	}
	if len(pos) > 0 {
		return fail("unexpected argument %q (queries come on stdin)", pos[0])
	}
	if *jobs == 0 {
		*jobs = *threads
	}
	if *threads < 1 || *threads > 256 || *jobs < 1 || *jobs > *threads || *hashMB < 1 || *depth < 0 || *depth > position.MaxPly-8 || *movetime < 0 || *nodes < 0 {
		return fail("bad --threads, --jobs (1 to --threads), --hash, --depth, --movetime or --nodes")
	}
	kind, err := protocol.ParseSearcher(*searcher)
	if err != nil {
		return fail("%v", err)
	}
	lim := search.Limits{Depth: *depth, MoveTime: time.Duration(*movetime) * time.Millisecond, Nodes: uint64(*nodes)}
	if lim.Depth == 0 && lim.MoveTime == 0 && lim.Nodes == 0 {
		lim.MoveTime = time.Second
	}
	cfg := analysis.ServeConfig{Jobs: *jobs, Threads: max(*threads / *jobs, 1), HashMB: *hashMB, Limits: lim, Search: kind}
	ctx, stopped, release := stopSignals()
	defer release()
	err = analysis.Serve(ctx, stdin, stdout, cfg)
	switch {
	case err == nil:
		return 0
	case ctx.Err() != nil:
		code, _ := stopped()
		return code
	}
	fmt.Fprintln(stderr, "tabla analysis:", err)
	return 1
}
