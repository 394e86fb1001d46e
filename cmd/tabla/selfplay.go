package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/match"
	"github.com/tabla-games/tabla/protocol/selfplay"
)

const selfplayUsage = `usage: tabla selfplay --game ID [key=value ...] --games N (--depth N | --nodes N | --movetime MS)
                      [--seed S] [--random-plies N] [--openings FILE] [--exact-depth D]
                      [--jobs N] [--hash MB] [--shard i/n] [--out FILE [--resume]] [--search S]
Plays N games of tabla against itself and writes every position with the
search's score, the game's result and final margin, and its exact value
where the game's solver proves it: the training data of tabla train. The
record format is described in position/learn's package documentation.
A run with a depth or node limit is the same for the same seed, whatever
--jobs, --shard or --resume.
  --random-plies N  start each game with N random moves (after its opening line),
                    redrawn (up to 100 times) while they reach an earlier game's start
  --openings FILE   start game k from the file's line k mod lines (tabla match's format)
  --exact-depth D   from the first position the game's solver takes at depth D,
                    play on by exact search and label each position with its value
                    (Reversi: D=9 proves the last 20 empties)
  --shard i/n       play only the games k with k mod n = i-1
  --resume          keep --out's complete games (it must be the same run) and play the rest
`

func cmdSelfplay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = usageFunc(fs, stderr, "selfplay", selfplayUsage)
	var (
		game, openings, out, shard, searcher string
		games, depth, movetime, randomPlies  int
		jobs, hashMB, exactDepth, maxPlies   int
		nodes, seed                          uint64
		resume                               bool
		progress                             string
	)
	fs.StringVar(&game, "game", defaultGame, "the game's id")
	fs.IntVar(&games, "games", 0, "games in the run (all shards)")
	fs.IntVar(&depth, "depth", 0, "search depth per move")
	fs.Uint64Var(&nodes, "nodes", 0, "nodes per move")
	fs.IntVar(&movetime, "movetime", 0, "milliseconds per move (not reproducible)")
	fs.Uint64Var(&seed, "seed", 1, "the run's seed")
	fs.IntVar(&randomPlies, "random-plies", 8, "random moves at the start of each game")
	fs.StringVar(&openings, "openings", "", "openings file")
	fs.IntVar(&exactDepth, "exact-depth", 0, "depth at which the game's solver labels positions exactly (0 = off)")
	fs.IntVar(&maxPlies, "max-plies", 0, "end a game as a draw after this many plies (0 = 2000)")
	fs.IntVar(&jobs, "jobs", 1, "games played at once")
	fs.IntVar(&hashMB, "hash", 16, "transposition table MiB per job")
	fs.StringVar(&shard, "shard", "1/1", "play part i of n")
	fs.StringVar(&out, "out", "", "write the records to this file (default stdout)")
	fs.BoolVar(&resume, "resume", false, "continue --out")
	fs.StringVar(&searcher, "search", "auto", "searcher: auto (each game's own), alphabeta or mcts")
	fs.StringVar(&progress, "progress", "lines", "lines (on stderr) or off")
	flags, pos := splitFlags(args, valuedFlags(fs))
	if err := parseFlags(fs, flags); err != nil {
		return 2
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "tabla selfplay: "+format+"\n", args...)
		return 2
	}
	info, ok := position.Lookup(game)
	if !ok {
		return fail("%v", position.NotAGame(game))
	}
	for _, p := range pos {
		if _, _, ok := cutSetting(p); !ok {
			return fail("unexpected argument %q (game options are key=value)", p)
		}
	}
	if games < 1 {
		return fail("--games must be at least 1")
	}
	limits := 0
	for _, v := range []bool{depth > 0, nodes > 0, movetime > 0} {
		if v {
			limits++
		}
	}
	if limits != 1 || depth < 0 || movetime < 0 || depth > position.MaxPly-8 {
		return fail("give one limit: --depth N, --nodes N or --movetime MS")
	}
	if jobs < 1 || hashMB < 1 || randomPlies < 0 || exactDepth < 0 || maxPlies < 0 {
		return fail("bad --jobs, --hash, --random-plies, --exact-depth or --max-plies")
	}
	if resume && out == "" {
		return fail("--resume needs --out FILE")
	}
	if progress != "lines" && progress != "off" {
		return fail("--progress %q: want lines or off", progress)
	}
	sh, err := match.ParseShard(shard)
	if err != nil {
		return fail("%v", err)
	}
	kindName, err := protocol.ParseSearcher(searcher)
	if err != nil {
		return fail("%v", err)
	}
	c := selfplay.Config{
		Game: info.ID, Settings: pos, Games: games, Seed: seed,
		Searcher:    protocol.ResolveSearcher(kindName, info),
		RandomPlies: randomPlies, ExactDepth: exactDepth, MaxPlies: maxPlies,
		Jobs: jobs, HashMB: hashMB, Shard: sh, Out: out, Resume: resume,
		Version: version(), Stdout: stdout,
	}
	c.Limits.Depth, c.Limits.Nodes, c.Limits.MoveTime = depth, nodes, time.Duration(movetime)*time.Millisecond
	if openings != "" {
		f, err := os.Open(openings)
		if err != nil {
			return fail("%v", err)
		}
		c.Openings, err = match.ReadOpenings(f)
		f.Close()
		if err != nil {
			return fail("%s: %v", openings, err)
		}
		c.OpeningsName = openings
	}
	if progress == "lines" {
		c.Progress = func(s string) { fmt.Fprintln(stderr, "selfplay:", s) }
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	sum, err := selfplay.Run(ctx, c)
	if errors.Is(err, context.Canceled) {
		fmt.Fprintf(stderr, "tabla selfplay: stopped after %d games; --resume continues\n", sum.Games)
		return 130
	}
	if err != nil {
		fmt.Fprintln(stderr, "tabla selfplay:", err)
		return 1
	}
	fmt.Fprintf(stderr, "selfplay: %d games (%d kept), %d positions, %d exact, %d capped, %s, %.0f positions/s\n",
		sum.Games, sum.Kept, sum.Positions, sum.Exact, sum.Capped, sum.Elapsed.Round(time.Millisecond),
		float64(sum.Positions)/max(sum.Elapsed.Seconds(), 1e-3))
	return 0
}

// cutSetting splits a key=value game setting.
func cutSetting(s string) (string, string, bool) {
	for i := 1; i < len(s); i++ {
		if s[i] == '=' {
			return s[:i], s[i+1:], true
		}
	}
	return "", "", false
}
