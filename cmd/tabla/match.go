package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/protocol/match"
)

const matchUsage = `usage: tabla match --game ID [--options "k=v ..."] --engine CMD --engine CMD --games N
                   (--tc 10+0.1 | --movetime MS | --depth N | --nodes N)
                   [--openings FILE] [--concurrency N] [--sprt elo0,elo1[,alpha,beta]]
                   [--pgn FILE] [--shard i/n] [--time-margin MS] [--move-timeout MS] [--max-plies N]
                   [--start-timeout MS]
       tabla match --report FILE... [--sprt elo0,elo1]
Plays N games between two UCI/UGI engines, checking every move with tabla's
own rules. CMD is the engine's command line, optionally after settings:
name=NAME, proto=ugi|uci, dir=DIR, option.NAME=VALUE (a setoption), and a
limit of its own: depth=N, movetime=MS, nodes=N or tc=T. For example
  --engine "name=deep depth=5 ./tabla" --engine "name=shallow depth=3 ./tabla"
--report reads the records of finished runs (shards concatenated) and
prints their score, Elo and SPRT.
`

// stringList is a repeatable flag.
type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, ", ") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

// cmdMatch runs an engine match (or reports on finished ones).
func cmdMatch(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, matchUsage)
		printExamples(stderr, "match")
	}
	var engines, options, reports stringList
	game := fs.String("game", "", "the game id")
	fs.Var(&options, "options", "the game's options, key=value words (repeatable)")
	fs.Var(&engines, "engine", "an engine: [settings] command (give two)")
	games := fs.Int("games", 0, "games in the whole match")
	tc := fs.String("tc", "", "time control: seconds[+increment], or moves/seconds[+increment]")
	movetime := fs.Int("movetime", 0, "milliseconds a move")
	depth := fs.Int("depth", 0, "search depth a move")
	nodes := fs.Int64("nodes", 0, "nodes a move")
	openings := fs.String("openings", "", "file of openings: a position string or startpos, then moves ..., a line")
	concurrency := fs.Int("concurrency", 1, "games played at once")
	sprt := fs.String("sprt", "", "stop when the SPRT of elo0 against elo1 decides (alpha and beta default to 0.05)")
	pgn := fs.String("pgn", "", "write the game records to this file")
	shard := fs.String("shard", "1/1", "play part i of n of the match")
	margin := fs.Int("time-margin", 100, "milliseconds an engine may overrun its time before it loses")
	moveTimeout := fs.Int("move-timeout", 60000, "milliseconds a depth or nodes search may take before the engine counts as hung")
	maxPlies := fs.Int("max-plies", 0, "adjudicate a draw after this many plies (0: never)")
	startTimeout := fs.Int("start-timeout", 10000, "milliseconds an engine may take to start and answer its handshake")
	fs.Var(&reports, "report", "report on the records in this file (repeatable)")
	if err := parseFlags(fs, args); err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "tabla match: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		reports = append(reports, fs.Args()...)
		if len(reports) == fs.NArg() {
			return fail("unexpected arguments %q (flags start with --)", fs.Args())
		}
	}
	var test *match.SPRT
	if *sprt != "" {
		t, err := parseSPRT(*sprt)
		if err != nil {
			return fail("%v", err)
		}
		test = &t
	}
	if len(reports) > 0 {
		return matchReport(reports, test, stdout, stderr)
	}

	cfg := match.Config{
		Game:         *game,
		Games:        *games,
		Concurrency:  *concurrency,
		SPRT:         test,
		TimeMargin:   time.Duration(*margin) * time.Millisecond,
		MoveTimeout:  time.Duration(*moveTimeout) * time.Millisecond,
		MaxPlies:     *maxPlies,
		Progress:     stdout,
		StartTimeout: time.Duration(*startTimeout) * time.Millisecond,
	}
	if *game == "" || len(engines) != 2 || *games < 1 {
		fmt.Fprint(stderr, matchUsage)
		return fail("need --game, two --engine and --games")
	}
	for _, o := range options {
		cfg.Options = append(cfg.Options, strings.Fields(o)...)
	}
	for i, e := range engines {
		spec, err := match.ParseEngine(e)
		if err != nil {
			return fail("%v", err)
		}
		cfg.Engines[i] = spec
	}
	set := 0
	if *tc != "" {
		t, err := match.ParseTC(*tc)
		if err != nil {
			return fail("%v", err)
		}
		cfg.Limit.TC = t
		set++
	}
	if *movetime > 0 {
		cfg.Limit.MoveTime = time.Duration(*movetime) * time.Millisecond
		set++
	}
	if *depth > 0 {
		cfg.Limit.Depth = *depth
		set++
	}
	if *nodes > 0 {
		cfg.Limit.Nodes = *nodes
		set++
	}
	if set > 1 {
		return fail("give one of --tc, --movetime, --depth and --nodes")
	}
	if *movetime < 0 || *depth < 0 || *nodes < 0 || *concurrency < 1 || *margin < 0 || *moveTimeout < 1 || *maxPlies < 0 || *startTimeout < 1 {
		return fail("--movetime, --depth, --nodes, --concurrency, --time-margin, --move-timeout, --start-timeout and --max-plies take positive numbers")
	}
	sh, err := match.ParseShard(*shard)
	if err != nil {
		return fail("%v", err)
	}
	cfg.Shard, cfg.Shards = sh.I, sh.N
	if *openings != "" {
		f, err := os.Open(*openings)
		if err != nil {
			return fail("%v", err)
		}
		cfg.Openings, err = match.ReadOpenings(f)
		f.Close()
		if err != nil {
			return fail("%s: %v", *openings, err)
		}
	}
	if len(cfg.Openings) == 0 && cfg.Games > 2 && cfg.SearchFixed() {
		fmt.Fprintln(stderr, "tabla match: warning: at a fixed depth or node count without --openings, a deterministic engine (tabla with one thread) plays the same two games over and over; give --openings FILE")
	}
	if n := len(cfg.Openings); n > 0 && cfg.Games > 2*n && cfg.SearchFixed() {
		fmt.Fprintf(stderr, "tabla match: warning: at a fixed depth or node count, a deterministic engine (tabla with one thread) replays game k in game k+%d: %s has %d openings, so only the first %d of the %d games are new, and the Elo interval counts the replays as if they were; give more openings or fewer games\n", 2*n, *openings, n, 2*n, cfg.Games)
	}
	if *pgn != "" {
		f, err := os.Create(*pgn)
		if err != nil {
			return fail("%v", err)
		}
		defer f.Close()
		cfg.PGN = f
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if _, err := match.Run(ctx, cfg); err != nil {
		fmt.Fprintln(stderr, "tabla match:", err)
		return 1
	}
	return 0
}

// parseSPRT reads elo0,elo1[,alpha,beta].
func parseSPRT(s string) (match.SPRT, error) {
	f := strings.Split(s, ",")
	if len(f) != 2 && len(f) != 4 {
		return match.SPRT{}, fmt.Errorf("--sprt %q: want elo0,elo1 or elo0,elo1,alpha,beta", s)
	}
	v := make([]float64, len(f))
	for i, x := range f {
		n, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		if err != nil {
			return match.SPRT{}, fmt.Errorf("--sprt %q: %q is not a number", s, x)
		}
		v[i] = n
	}
	t := match.SPRT{Elo0: v[0], Elo1: v[1], Alpha: 0.05, Beta: 0.05}
	if len(v) == 4 {
		t.Alpha, t.Beta = v[2], v[3]
	}
	if t.Elo0 >= t.Elo1 || t.Alpha <= 0 || t.Alpha >= 0.5 || t.Beta <= 0 || t.Beta >= 0.5 {
		return match.SPRT{}, fmt.Errorf("--sprt %q: want elo0 < elo1 and alpha, beta in (0, 0.5)", s)
	}
	return t, nil
}

// matchReport scores the records of finished runs: the first engine
// named in them against the other.
func matchReport(files []string, test *match.SPRT, stdout, stderr io.Writer) int {
	var all []match.GameResult
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintln(stderr, "tabla match:", err)
			return 1
		}
		res, err := match.ReadPGN(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "tabla match: %s: %v\n", name, err)
			return 1
		}
		all = append(all, res...)
	}
	if len(all) == 0 {
		fmt.Fprintln(stderr, "tabla match: no game records found")
		return 1
	}
	var sum match.Summary
	sum.Names[0] = all[0].P1
	sum.Names[1] = all[0].P2
	if all[0].Round%2 == 0 {
		// Even rounds have the second engine as p1.
		sum.Names[0], sum.Names[1] = sum.Names[1], sum.Names[0]
	}
	sum.Score, sum.Terminations = match.Tally(all, sum.Names[0])
	fmt.Fprintf(stdout, "%d records\n", len(all))
	fmt.Fprint(stdout, sum.Report(test))
	return 0
}
