package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

func cmdBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = usageFunc(fs, stderr, "bench", `usage: tabla bench [--threads N] [--hash MB] [--search auto|alphabeta|mcts]
Searches a fixed set of positions of every game and prints the nodes and
nodes per second of each and in all. With one thread the node counts are
the same on every machine: a change that alters them changed the search.
`)
	def := search.DefaultOptions()
	threads := fs.Int("threads", 1, "search threads")
	hashMB := fs.Int("hash", def.HashMB, "transposition table size in MiB")
	searcher := fs.String("search", "alphabeta", "searcher: auto (each game's own), alphabeta or mcts")
	if err := parseFlags(fs, args); err != nil {
		return 2
	}
	name, err := protocol.ParseSearcher(*searcher)
	if err != nil {
		fmt.Fprintln(stderr, "tabla bench:", err)
		return 2
	}
	if *threads < 1 || *hashMB < 1 {
		fmt.Fprintln(stderr, "tabla bench: --threads and --hash must be at least 1")
		return 2
	}
	r := protocol.Bench(*threads, *hashMB, name, func(s string) { fmt.Fprintln(stdout, s) })
	secs := max(r.Time.Seconds(), 1e-9)
	fmt.Fprintf(stdout, "bench total nodes %d time %.3fs nps %.0f threads %d search %s\n", r.Nodes, r.Time.Seconds(), float64(r.Nodes)/secs, *threads, name)
	return 0
}
