package main

import (
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
)

func cmdPerft(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = usageFunc(fs, stderr, "perft", `usage: tabla perft GAME DEPTH [key=value ...] [POSITION] [--hash MB] [--divide] [--ends leaves|none] [--generic]
Counts the leaves of GAME's tree DEPTH plies below its start, or below
POSITION (a position string of the game, quoted), with the game's options.
`)
	hashMB := fs.Int("hash", 0, "perft hash table size in MiB (0 = none)")
	divide := fs.Bool("divide", false, "print the leaf count below each root move")
	ends := fs.String("ends", "default", "finished games before the last ply: leaves, none, or the game's default")
	generic := fs.Bool("generic", false, "count with the generic Make/Unmake perft even if the game has a faster one")
	flags, pos := splitFlags(args, map[string]bool{"hash": true, "ends": true})
	if err := parseFlags(fs, flags); err != nil {
		return 2
	}
	if len(pos) < 2 {
		fmt.Fprintln(stderr, "usage: tabla perft GAME DEPTH [key=value ...] [POSITION] [--hash MB] [--divide] [--ends leaves|none] [--generic]")
		return 2
	}
	info, ok := position.Lookup(pos[0])
	if !ok {
		fmt.Fprintln(stderr, "tabla perft:", position.NotAGame(pos[0]))
		return 2
	}
	depth, err := strconv.Atoi(pos[1])
	if err != nil || depth < 0 || depth > position.MaxPly {
		fmt.Fprintf(stderr, "tabla perft: depth must be 0..%d, not %q\n", position.MaxPly, pos[1])
		return 2
	}
	var settings, posWords []string
	for _, w := range pos[2:] {
		if strings.Contains(w, "=") && len(posWords) == 0 {
			settings = append(settings, w)
		} else {
			posWords = append(posWords, w)
		}
	}
	opts, err := info.ParseOptions(settings)
	if err != nil {
		fmt.Fprintln(stderr, "tabla perft:", err)
		return 2
	}
	g, err := info.New(opts)
	if err != nil {
		fmt.Fprintln(stderr, "tabla perft:", err)
		return 2
	}
	if p := strings.Join(posWords, " "); p != "" && p != "startpos" {
		if err := g.SetPosition(p); err != nil {
			fmt.Fprintln(stderr, "tabla perft: bad position:", err)
			return 2
		}
	}
	endsAreLeaves := info.PerftEndsAreLeaves
	switch *ends {
	case "leaves":
		endsAreLeaves = true
	case "none":
		endsAreLeaves = false
	case "default":
	default:
		fmt.Fprintf(stderr, "tabla perft: --ends must be leaves, none or default, not %q\n", *ends)
		return 2
	}
	entries := *hashMB << 20 / 16
	p := position.NewPerfter(g, endsAreLeaves, entries)
	fast, hasFast := g.(position.FastPerfter)
	useFast := hasFast && !*generic && !*divide && endsAreLeaves == info.PerftEndsAreLeaves
	method := "generic"
	start := time.Now()
	var total uint64
	switch {
	case useFast && *hashMB > 0:
		method = "fast-hashed"
		total = fast.PerftHashed(depth, entries)
	case useFast:
		method = "fast"
		total = fast.Perft(depth)
	case *divide:
		moves, counts := p.Divide(depth)
		lines := make([]string, len(moves))
		for i, m := range moves {
			lines[i] = fmt.Sprintf("%s %d", g.FormatMove(m), counts[i])
			total += counts[i]
		}
		sort.Strings(lines)
		for _, l := range lines {
			fmt.Fprintln(stdout, l)
		}
		if len(moves) == 0 {
			total = p.Count(depth)
		}
	default:
		if *hashMB > 0 {
			method = "generic-hashed"
		}
		total = p.Count(depth)
	}
	el := time.Since(start)
	fmt.Fprintf(stdout, "perft %s depth %d nodes %d time %.3fs nps %.0f method %s\n", info.ID, depth, total, el.Seconds(), float64(total)/max(el.Seconds(), 1e-9), method)
	return 0
}
