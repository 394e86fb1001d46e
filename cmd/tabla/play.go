package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	xterm "golang.org/x/term"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol/term"
	"github.com/tabla-games/tabla/search"
)

const playUsage = `usage: tabla play GAME [key=value ...] [--human p1|p2|both|none] [--movetime MS] [--depth N]
                  [--level N] [--threads N] [--search auto|alphabeta|mcts] [--position POS]
Plays GAME in the terminal against the engine (or watches it play itself).
--human names the sides you play: p1, p2, both, none, or a side's name
(default p1). The engine thinks --movetime MS a move (default 1000) or
searches --depth N plies; --level N, from 1 (the weakest) to 6 (full
strength), plays weaker within that. --search picks its searcher (default
auto, the game's own). tabla games lists the games and their options.
`

// cmdPlay runs a terminal game: tabla play GAME [options] [flags].
func cmdPlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, playUsage)
		printExamples(stderr, "play")
	}
	human := fs.String("human", "p1", "the sides a person plays: p1, p2, both, none or a side's name")
	movetime := fs.Int("movetime", 0, "the engine's milliseconds a move (default 1000)")
	depth := fs.Int("depth", 0, "the engine's search depth a move, instead of a time")
	level := fs.Int("level", 0, "the engine's strength, from 1 (the weakest) to 6 (full strength; 0 too)")
	threads := fs.Int("threads", 1, "search threads")
	searcher := fs.String("search", "auto", "the engine's searcher: auto (the game's own), alphabeta or mcts")
	start := fs.String("position", "", "start from this position string")
	flags, pos := splitFlags(args, map[string]bool{"human": true, "movetime": true, "depth": true, "level": true, "threads": true, "search": true, "position": true})
	if err := parseFlags(fs, flags); err != nil {
		return 2
	}
	if len(pos) == 0 {
		fmt.Fprint(stderr, playUsage)
		var ids []string
		for _, g := range position.Games() {
			ids = append(ids, g.ID)
		}
		fmt.Fprintf(stderr, "games: %s\n", strings.Join(ids, " "))
		return 2
	}
	info, ok := position.Lookup(pos[0])
	if !ok {
		fmt.Fprintln(stderr, "tabla play:", position.NotAGame(pos[0]))
		return 2
	}
	sides, err := parseHuman(*human, info)
	if err != nil {
		fmt.Fprintln(stderr, "tabla play:", err)
		return 2
	}
	if *movetime < 0 || *depth < 0 || *depth > position.MaxPly-8 || *threads < 1 {
		fmt.Fprintln(stderr, "tabla play: --movetime, --depth and --threads must be positive")
		return 2
	}
	if *level < 0 || *level > int(search.TopLevel) {
		fmt.Fprintf(stderr, "tabla play: --level %d is outside 1..%d (0: full strength)\n", *level, int(search.TopLevel))
		return 2
	}
	for _, o := range pos[1:] {
		if !strings.Contains(o, "=") {
			fmt.Fprintf(stderr, "tabla play: %q: game options are key=value (position strings go after --position)\n", o)
			return 2
		}
	}
	if _, err := info.ParseOptions(pos[1:]); err != nil {
		// A bad option is a usage slip like a bad flag, not a failed game.
		fmt.Fprintln(stderr, "tabla play:", err)
		return 2
	}
	cfg := term.Config{
		Game:     info.ID,
		Options:  pos[1:],
		Position: *start,
		Human:    sides,
		MoveTime: time.Duration(*movetime) * time.Millisecond,
		Depth:    *depth,
		Threads:  *threads,
		Search:   *searcher,
		Level:    *level,
	}
	if err := playIn(cfg, stdin, stdout); err != nil {
		fmt.Fprintln(stderr, "tabla play:", err)
		return 1
	}
	return 0
}

// playIn plays on a terminal with line editing when stdin and stdout are
// one, and reads plain lines otherwise (a pipe, a file, a test).
func playIn(cfg term.Config, stdin io.Reader, stdout io.Writer) error {
	in, inOK := stdin.(*os.File)
	out, outOK := stdout.(*os.File)
	if !inOK || !outOK || !xterm.IsTerminal(int(in.Fd())) || !xterm.IsTerminal(int(out.Fd())) {
		return term.Play(cfg, stdin, stdout)
	}
	old, err := xterm.MakeRaw(int(in.Fd()))
	if err != nil {
		return term.Play(cfg, stdin, stdout)
	}
	defer xterm.Restore(int(in.Fd()), old)
	return term.PlayTerminal(cfg, struct {
		io.Reader
		io.Writer
	}{in, out})
}

// parseHuman reads --human: p1, p2, both, none, or one side's name.
func parseHuman(s string, info position.Info) ([2]bool, error) {
	switch v := strings.ToLower(s); v {
	case "p1":
		return [2]bool{true, false}, nil
	case "p2":
		return [2]bool{false, true}, nil
	case "both":
		return [2]bool{true, true}, nil
	case "none":
		return [2]bool{}, nil
	default:
		for i, side := range info.Sides {
			if strings.EqualFold(side, v) {
				var h [2]bool
				h[i] = true
				return h, nil
			}
		}
	}
	return [2]bool{}, fmt.Errorf("--human %q: want p1, p2, both, none, %s or %s", s, info.Sides[0], info.Sides[1])
}
