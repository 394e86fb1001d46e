// Command tabla is one engine for many two-player abstract board games.
//
// With no arguments it speaks the UCI/UGI line protocol on stdin and stdout
// (see README.md). Subcommands cover the jobs a user runs from a shell:
//
//	tabla [--log-level L] [--log-file F]        the protocol on stdin/stdout
//	tabla perft GAME DEPTH [key=value ...] [POSITION] [--hash MB] [--divide] [--ends leaves|none]
//	tabla bench [--threads N] [--hash MB] [--search auto|alphabeta|mcts]
//	tabla analyse FILE [--depth N | --movetime MS | --nodes N] [--jobs N] [--format text|jsonl] [--out F] [--shard i/n] [--resume] [--annotate]
//	tabla play GAME [key=value ...] [--human p1|p2|both|none] [--movetime MS] [--depth N]
//	tabla match --game ID --engine CMD --engine CMD --games N --tc T|--movetime MS|--depth N ...
//	tabla selfplay --game ID --games N (--depth N | --nodes N | --movetime MS) ...
//	tabla train FILE... --out WEIGHTS ...
//	tabla gtp [--game ID] [key=value ...]
//	tabla serve [--addr 127.0.0.1:8080]
//	tabla games
//	tabla version
//	tabla help
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rs/zerolog"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

// defaultGame is the game played until a newgame or UCI_Variant says
// otherwise.
const defaultGame = "reversi"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	global := flag.NewFlagSet("tabla", flag.ContinueOnError)
	global.SetOutput(stderr)
	showVersion := global.Bool("version", false, "print the version and exit")
	level := global.String("log-level", "warn", "log level: debug, info, warn, error or disabled")
	logFile := global.String("log-file", "", "append the log to this file instead of stderr")
	global.Usage = func() {}
	if err := parseFlags(global, args); errors.Is(err, flag.ErrHelp) {
		return cmdHelp("", stdout, stderr)
	} else if err != nil {
		return 2
	}
	if *showVersion {
		return cmdVersion(stdout)
	}
	rest := global.Args()
	interactive := len(rest) == 0 && isTerminal(stdin)
	if interactive && !flagSet(global, "log-level") && *logFile == "" {
		// Each protocol error already shows as an info string error line
		// on the same screen; the log's copy of it would say it twice.
		*level = "error"
	}
	log, closeLog, err := newLogger(*level, *logFile, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "tabla:", err)
		return 2
	}
	defer closeLog()

	if len(rest) == 0 {
		if interactive {
			fmt.Fprintf(stderr, "tabla %s, playing %s; type help for the commands, quit to leave\n", version(), defaultGame)
		}
		eng, err := protocol.New(stdout, protocol.Config{Name: "tabla " + version(), Author: "the tabla authors", DefaultGame: defaultGame, Log: log})
		if err != nil {
			fmt.Fprintln(stderr, "tabla:", err)
			return 1
		}
		if err := eng.Run(stdin); err != nil {
			fmt.Fprintln(stderr, "tabla:", err)
			return 1
		}
		return 0
	}
	cmd, cargs := rest[0], rest[1:]
	if cmd == "analyze" {
		cmd = "analyse"
	}
	if cmd != "help" && known(cmd) && wantsHelp(cargs) && !(cmd == "analyse" && len(cargs) > 0 && cargs[0] == "merge") {
		return subcommandHelp(cmd, stdout)
	}
	return dispatch(cmd, cargs, stdin, stdout, stderr, log)
}

// dispatch runs subcommand cmd with its arguments.
func dispatch(cmd string, cargs []string, stdin io.Reader, stdout, stderr io.Writer, log zerolog.Logger) int {
	switch cmd {
	case "perft":
		return cmdPerft(cargs, stdout, stderr)
	case "bench":
		return cmdBench(cargs, stdout, stderr)
	case "analyse":
		return cmdAnalyse(cargs, stdout, stderr)
	case "analysis":
		return cmdAnalysis(cargs, stdin, stdout, stderr)
	case "gtp":
		return cmdGTP(cargs, stdin, stdout, stderr)
	case "serve":
		return cmdServe(cargs, stdout, stderr, log)
	case "games":
		if len(cargs) > 0 {
			return extraArgs(cmd, cargs, stderr)
		}
		return cmdGames(stdout)
	case "play":
		return cmdPlay(cargs, stdin, stdout, stderr)
	case "match":
		return cmdMatch(cargs, stdout, stderr)
	case "selfplay":
		return cmdSelfplay(cargs, stdout, stderr)
	case "train":
		return cmdTrain(cargs, stdout, stderr)
	case "version":
		if len(cargs) > 0 {
			return extraArgs(cmd, cargs, stderr)
		}
		return cmdVersion(stdout)
	case "help":
		if len(cargs) > 1 {
			return extraArgs(cmd, cargs[1:], stderr)
		}
		if len(cargs) > 0 {
			return cmdHelp(cargs[0], stdout, stderr)
		}
		return cmdHelp("", stdout, stderr)
	default:
		fmt.Fprintf(stderr, "tabla: unknown command %q%s (tabla help lists them)\n", cmd, suggest(cmd, subcommands))
		return 2
	}
}

const usage = `usage:
  tabla [--log-level L] [--log-file F]     run the UCI/UGI protocol on stdin/stdout (default game: reversi)
  tabla perft GAME DEPTH [key=value ...] [POSITION] [--hash MB] [--divide] [--ends leaves|none]
  tabla bench [--threads N] [--hash MB] [--search S]   fixed search set over every game: nodes and nodes per second
  tabla analyse FILE [--depth N | --movetime MS | --nodes N] [--threads N] [--hash MB] [--jobs N]
                [--format text|jsonl] [--out FILE] [--shard i/n] [--resume] [--annotate] [--sgf-out FILE]
                                           solve every position of a suite and check the answers,
                                           or annotate whole games (tabla analyse --help)
  tabla analysis [--threads N] [--jobs N] [--depth N | --movetime MS]   the JSON analysis engine: JSON
                                           queries on stdin, JSON answers on stdout (tabla analysis --help)
  tabla play GAME [key=value ...] [--human p1|p2|both|none] [--movetime MS] [--depth N]   play in the terminal
  tabla match --game ID --engine CMD --engine CMD --games N --tc T|--movetime MS|--depth N [...]  engine matches
  tabla selfplay --game ID --games N (--depth N | --nodes N | --movetime MS) [...]   training data by self-play
  tabla train FILE... --out WEIGHTS [...]   fit a learned evaluation to self-play records
  tabla gtp [--game ID] [key=value ...] [--depth N | --movetime MS]   GTP v2 and gogui-rules (go, hex, ...)
  tabla serve [--addr 127.0.0.1:8080]      the browser GUI: play any game by clicking
  tabla games                              list the games and their options
  tabla version                            the version (also: tabla --version)
  tabla help [COMMAND]                     this text, or a command's help (also: tabla COMMAND --help)
`

// extraArgs reports arguments that command cmd does not take, and returns
// the usage status.
func extraArgs(cmd string, extra []string, stderr io.Writer) int {
	fmt.Fprintf(stderr, "tabla %s: unexpected argument %q (tabla %s --help shows its usage)\n", cmd, extra[0], cmd)
	return 2
}

// newLogger builds the zerolog logger: to stderr, or appended to a file.
func newLogger(level, file string, stderr io.Writer) (zerolog.Logger, func(), error) {
	lvl, err := zerolog.ParseLevel(strings.ToLower(level))
	if err != nil {
		return zerolog.Nop(), func() {}, fmt.Errorf("bad --log-level %q", level)
	}
	var w io.Writer = zerolog.ConsoleWriter{Out: stderr, NoColor: true}
	closer := func() {}
	if file != "" {
		f, err := os.OpenFile(file, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			return zerolog.Nop(), closer, err
		}
		w, closer = f, func() { f.Close() }
	}
	return zerolog.New(w).Level(lvl).With().Timestamp().Logger(), closer, nil
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

func cmdVersion(stdout io.Writer) int {
	fmt.Fprintln(stdout, "tabla", version())
	return 0
}

func cmdGames(stdout io.Writer) int {
	games := position.Games()
	width := 0
	for _, g := range games {
		width = max(width, len(g.ID))
	}
	for _, g := range games {
		fmt.Fprintf(stdout, "%-*s  %s (%s, %s)\n", width, g.ID, g.Name, g.Sides[0], g.Sides[1])
		if g.Summary != nil {
			// Go names the rule set its defaults put in force.
			if o, err := g.ParseOptions(nil); err == nil {
				fmt.Fprintf(stdout, "    by default: %s\n", g.Summary(o))
			}
		}
		for _, o := range g.Options {
			fmt.Fprintf(stdout, "    %s  %s\n", o.Describe(), o.Doc)
		}
		fmt.Fprintf(stdout, "    levels (Elo): %s\n", protocol.LadderFor(g.ID))
	}
	return 0
}

// splitFlags separates flags (and their values) from positional arguments,
// so flags may come anywhere on the command line. valued names the flags
// that take a value.
func splitFlags(args []string, valued map[string]bool) (flags, positional []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") || a == "-" || isNumber(a) {
			positional = append(positional, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if !strings.Contains(name, "=") && valued[name] && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return flags, positional
}

func isNumber(s string) bool {
	_, err := fmt.Sscanf(s, "%d", new(int))
	return err == nil
}
