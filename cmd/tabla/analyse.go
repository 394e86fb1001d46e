package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"tabla/position"
	"tabla/protocol"
	"tabla/search"
)

func cmdAnalyse(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	def := search.DefaultOptions()
	depth := fs.Int("depth", 0, "search depth in plies (0 = until the answer is exact)")
	movetime := fs.Int("movetime", 0, "milliseconds per position (0 = no limit)")
	threads := fs.Int("threads", 1, "search threads")
	hashMB := fs.Int("hash", def.HashMB, "transposition table size in MiB")
	searcher := fs.String("search", "alphabeta", "searcher: auto (each game's own), alphabeta or mcts")
	flags, pos := splitFlags(args, map[string]bool{"depth": true, "movetime": true, "threads": true, "hash": true, "search": true})
	if err := fs.Parse(flags); err != nil {
		return 2
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "usage: tabla analyse FILE [--depth N | --movetime MS] [--threads N] [--hash MB] [--search auto|alphabeta|mcts]")
		return 2
	}
	if *depth < 0 || *depth > position.MaxPly-8 || *movetime < 0 || *threads < 1 || *hashMB < 1 {
		fmt.Fprintln(stderr, "tabla analyse: bad --depth, --movetime, --threads or --hash")
		return 2
	}
	searchName, err := protocol.ParseSearcher(*searcher)
	if err != nil {
		fmt.Fprintln(stderr, "tabla analyse:", err)
		return 2
	}
	f, err := os.Open(pos[0])
	if err != nil {
		fmt.Fprintln(stderr, "tabla analyse:", err)
		return 2
	}
	problems, err := readSuite(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(stderr, "tabla analyse: %s: %v\n", pos[0], err)
		return 2
	}
	opts := def
	opts.Threads, opts.HashMB = *threads, *hashMB
	eng := search.New(opts)
	lim := search.Limits{Depth: *depth, MoveTime: time.Duration(*movetime) * time.Millisecond}

	var right, wrong, failed int
	var nodes uint64
	start := time.Now()
	for i, p := range problems {
		fmt.Fprintf(stderr, "[%d/%d] %s ...\n", i+1, len(problems), p.ID)
		g, err := p.build()
		if err != nil {
			fmt.Fprintf(stdout, "error %s: %v\n", p.ID, err)
			failed++
			continue
		}
		if info, ok := position.Lookup(p.Game); ok {
			if k := protocol.ResolveSearcher(searchName, info); k != opts.Search {
				opts.Search = k
				eng.SetOptions(opts)
			}
		}
		eng.Clear()
		t0 := time.Now()
		eng.Start(g, lim, nil)
		res := eng.Wait()
		el := time.Since(t0)
		nodes += res.Nodes
		move := "(none)"
		if res.Best != position.NoMove {
			move = g.FormatMove(res.Best)
		}
		okMove := len(p.Best) == 0 || slices.ContainsFunc(p.Best, func(b string) bool { return strings.EqualFold(b, move) })
		okScore := p.Score == nil || (!res.Score.IsMate() && int(res.Score) == *p.Score)
		verdict := "ok"
		if !okMove || !okScore {
			verdict = "WRONG"
			wrong++
		} else {
			right++
		}
		expect := ""
		if len(p.Best) > 0 {
			expect += " best " + strings.Join(p.Best, ",")
		}
		if p.Score != nil {
			expect += fmt.Sprintf(" score %+d", *p.Score)
		}
		fmt.Fprintf(stdout, "%-5s %s move %s score %s depth %d nodes %d time %.3fs expected%s\n",
			verdict, p.ID, move, res.Score, res.Depth, res.Nodes, el.Seconds(), expect)
	}
	el := time.Since(start)
	fmt.Fprintf(stdout, "solved %d/%d wrong %d errors %d time %.3fs nodes %d nps %.0f\n",
		right, len(problems), wrong, failed, el.Seconds(), nodes, float64(nodes)/max(el.Seconds(), 1e-9))
	if wrong > 0 || failed > 0 {
		return 1
	}
	return 0
}

// build sets up the problem's position.
func (p problem) build() (position.Playable, error) {
	g, _, err := position.NewGame(p.Game, p.Options...)
	if err != nil {
		return nil, err
	}
	if p.Position != "" {
		if err := g.SetPosition(p.Position); err != nil {
			return nil, err
		}
	}
	for _, text := range p.Moves {
		m, err := g.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %q: %v", text, err)
		}
		g.Make(m)
	}
	return g, nil
}
